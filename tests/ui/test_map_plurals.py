"""The map's undo steps and status lines count in words: "Dibujar 1 puerta", not
"Dibujar 1 puerta(s)" (Qt's plural forms), in Spanish and in English; and no text of the map's
commands is left with a "(s)" that is not a plural form."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from ryf_desktop.rules.map_features import Segment, SegmentKind
from ryf_desktop.session import map_commands
from ryf_desktop.session.map_features_commands import AddSegments
from tests.ui.test_map_helpers import Table, table
from tests.ui.test_translations import TS_EN, TS_ES, compiled_qm

__all__ = ["compiled_qm", "table"]  # fixtures, used by name

MAP_CONTEXTS = ("MapCommands", "MapFeatureCommands", "MapPanel", "MapImport", "MapPrep")


@pytest.fixture(params=["es", "en"])
def language(request: pytest.FixtureRequest, qapp: QApplication, compiled_qm: Path
             ) -> Iterator[str]:
    translator = QTranslator()
    assert translator.load(str(compiled_qm / f"ryf_desktop_{request.param}.qm"))
    qapp.installTranslator(translator)
    yield str(request.param)
    qapp.removeTranslator(translator)


def last_step(table: Table) -> str:
    stack = table.session.undo_stack
    return stack.text(stack.index() - 1)


def test_one_door_drawn_is_one_door_in_the_undo_history(table: Table, language: str) -> None:
    table.push(AddSegments(table.session, table.map_id,
                           [Segment(1, 1, 1, 2, SegmentKind.DOOR)]))
    one = last_step(table)
    table.push(AddSegments(table.session, table.map_id,
                           [Segment(3, 1, 3, 2, SegmentKind.DOOR),
                            Segment(5, 1, 5, 2, SegmentKind.DOOR)]))
    two = last_step(table)
    table.push(map_commands.PaintSquares(table.session, table.map_id, "walls", {(8, 8)}, True))
    square = last_step(table)
    if language == "es":
        assert one == "Dibujar 1 puerta en «Cripta»"
        assert two == "Dibujar 2 puertas en «Cripta»"
        assert square == "Pintar muros en «Cripta» (1 casilla)"
    else:
        assert one == "Draw 1 door on “Cripta”"
        assert two == "Draw 2 doors on “Cripta”"
        assert square == "Paint walls on “Cripta” (1 square)"


@pytest.mark.parametrize("ts_file", [TS_ES, TS_EN], ids=["es", "en"])
def test_no_map_text_has_a_made_up_plural(ts_file: Path) -> None:
    left = []
    for context in ET.parse(ts_file).getroot().iter("context"):
        if context.findtext("name") not in MAP_CONTEXTS:
            continue
        for message in context.iter("message"):
            if message.get("numerus") == "yes":
                continue
            source = message.findtext("source") or ""
            translation = message.findtext("translation") or ""
            if "(s)" in source or "(s)" in translation or "(es)" in translation:
                left.append(source)
    assert left == []
