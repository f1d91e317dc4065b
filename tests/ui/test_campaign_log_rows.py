"""The Campaign dock's log model: its rows and its lines always agree, new lines are rows inserted
on top and lines taken away rows removed, the rows are plain lines (never editable or
draggable); the count labels are said again in a new language."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QModelIndex, Qt, QTranslator
from PySide6.QtWidgets import QApplication

from ryf_desktop.session import map_commands
from ryf_desktop.session.campaign_log import CampaignCounts, LogLine
from ryf_desktop.storage.records import Map
from ryf_desktop.ui.campaign.overview import CampaignLogModel
from ryf_desktop.ui.main_window import MainWindow
from tests.ui.test_campaign_flows import create, window

__all__ = ["window"]  # a fixture, used by name


def _line(number: int) -> LogLine:
    at = datetime.datetime(2026, 11, 30, 21, 4, tzinfo=datetime.UTC)
    return LogLine(number, at, 1, "roll", f"Roll {number}", "")


def _texts(model: CampaignLogModel) -> list[str]:
    return [str(model.data(model.index(row, 0))) for row in range(model.rowCount())]


def _agrees(model: CampaignLogModel) -> None:
    assert model.rowCount() == len(model.lines())
    assert [text.rsplit("  ", 1)[-1] for text in _texts(model)] == [
        line.text for line in model.lines()
    ]


def test_the_row_count_follows_every_change_of_the_lines() -> None:
    model = CampaignLogModel()
    inserted: list[tuple[int, int]] = []
    removed: list[tuple[int, int]] = []
    model.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    model.rowsRemoved.connect(lambda _parent, first, last: removed.append((first, last)))
    lines = [_line(number) for number in range(1, 6)]
    model.set_lines(lines)
    _agrees(model)
    assert model.lines()[0].text == "Roll 5"  # newest first
    inserted.clear()
    # Two new lines: inserted on top, nothing reset.
    model.insert(0, [_line(6), _line(7)])
    assert inserted == [(0, 1)]
    _agrees(model)
    assert model.rowCount() == 7
    # The oldest fall off the shown part while a new one comes.
    model.insert(0, [_line(8)])
    model.keep_newest(6)
    assert removed == [(6, 7)]
    _agrees(model)
    # Undone: the newest go.
    model.remove_rows_of([8, 7])
    _agrees(model)
    assert [line.id for line in model.lines()] == [6, 5, 4, 3]
    removed.clear()
    model.remove_rows_of([5, 3])  # two runs of rows, the later first
    assert removed == [(3, 3), (1, 1)]
    assert [line.id for line in model.lines()] == [6, 4]
    model.set_lines([])
    assert model.rowCount() == 0
    assert model.data(model.index(0, 0)) is None


def test_a_line_is_plain_not_editable_or_draggable() -> None:
    model = CampaignLogModel()
    model.set_lines([_line(1)])
    flags = model.flags(model.index(0, 0))
    assert flags & Qt.ItemFlag.ItemIsSelectable
    assert flags & Qt.ItemFlag.ItemIsEnabled
    assert not flags & Qt.ItemFlag.ItemIsEditable
    assert not flags & Qt.ItemFlag.ItemIsDragEnabled
    assert not flags & Qt.ItemFlag.ItemIsDropEnabled
    assert model.flags(QModelIndex()) == Qt.ItemFlag.NoItemFlags
    assert model.rowCount(model.index(0, 0)) == 0  # a list: no children


def test_the_log_after_many_rolls_shows_every_roll(
    window: MainWindow, tmp_path: Path
) -> None:
    create(window, tmp_path / "tiradas.ryf")
    for _ in range(30):
        window.dice_roller.view.roll_button.click()
        QApplication.processEvents()
    model = window.campaign_overview.log
    assert model.rowCount() == len(model.lines()) == 30
    _agrees(model)


class _Personajes(QTranslator):
    """Says the characters' count in Spanish and leaves every other text alone."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        del disambiguation
        if context == "CampaignOverview" and source == "%n character(s)":
            return f"{n} personaje(s)"
        return None


def test_the_counts_speak_the_new_language_at_once(window: MainWindow, tmp_path: Path) -> None:
    create(window, tmp_path / "cuenta.ryf")
    label = window.campaign_overview.view.count_labels["characters"]
    assert label.text() == "0 character(s)"
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    translator = _Personajes()
    app.installTranslator(translator)
    try:
        QApplication.sendEvent(window.campaign_overview.view, QEvent(QEvent.Type.LanguageChange))
        assert label.text() == "0 personaje(s)"
    finally:
        app.removeTranslator(translator)
    QApplication.sendEvent(window.campaign_overview.view, QEvent(QEvent.Type.LanguageChange))
    assert label.text() == "0 character(s)"


def test_the_counts_are_not_made_again_for_a_stroke_on_a_map(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = create(window, tmp_path / "trazo.ryf")
    # A performance contract: the overview's counts are worked out again only when a step
    # changes what they count.
    made: list[int] = []
    real = session.counts

    def counts() -> CampaignCounts:
        made.append(1)
        return real()

    monkeypatch.setattr(session, "counts", counts)
    assert session.push(map_commands.CreateMap(session, "Cripta", 6, 6))
    assert made == [1]  # a map more
    map_id = session.model.all(Map)[0].id
    assert session.push(map_commands.PaintSquares(session, map_id, "walls", {(1, 1)}, True))
    session.undo_stack.undo()
    assert made == [1]
    assert window.campaign_overview.view.count_labels["maps"].text() == "1 map(s)"
