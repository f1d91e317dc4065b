"""The Combat dock's sentence for the last step goes when that step is undone, and comes back with
the sentence of the step made next."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.combat_demo import DemoTable, open_demo


@pytest.fixture
def demo(qtbot: QtBot, tmp_path: Path) -> Iterator[DemoTable]:
    table = open_demo(qtbot, tmp_path)
    table.begin()
    yield table
    table.close()


def test_an_undone_step_leaves_no_sentence_behind(demo: DemoTable) -> None:
    label = demo.dock.view.last_label
    demo.controller.next_turn()
    assert label.isVisible() and label.text()
    said = label.text()

    demo.session.undo_stack.undo()
    assert not label.isVisible()

    demo.session.undo_stack.redo()
    assert not label.isVisible() or label.text() == said
    demo.controller.next_turn()
    assert label.isVisible() and label.text()
