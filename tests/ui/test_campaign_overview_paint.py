"""The Campaign dock's log is a plain Qt item model painted by Qt's own delegate: a new roll is a
row inserted on top (nothing reset), and the rows speak a new language at once."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QTranslator
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QApplication, QStyledItemDelegate

from ryf_desktop.session.command import ModelCommand
from ryf_desktop.session.draft import Draft
from ryf_desktop.ui.campaign import overview
from ryf_desktop.ui.main_window import MainWindow
from tests.ui.test_campaign_flows import create, window

__all__ = ["window"]  # a fixture, used by name

ROLLS = 40


@pytest.fixture
def logged(window: MainWindow, tmp_path: Path) -> Iterator[MainWindow]:
    """A campaign whose log has more rolls than the view shows at once."""
    create(window, tmp_path / "tiradas.ryf")
    for _ in range(ROLLS):
        window.dice_roller.view.roll_button.click()
    QApplication.processEvents()
    assert window.campaign_overview.log.rowCount() == ROLLS
    yield window


def test_the_log_is_painted_by_qt(logged: MainWindow) -> None:
    view = logged.campaign_overview.view.log_view
    assert isinstance(view.model(), QStandardItemModel)
    assert type(view.itemDelegate()) is QStyledItemDelegate


def test_a_new_roll_is_a_row_inserted_on_top(logged: MainWindow) -> None:
    model = logged.campaign_overview.log
    first = str(model.data(model.index(0, 0)))
    resets: list[int] = []
    inserted: list[tuple[int, int]] = []
    model.modelReset.connect(lambda: resets.append(1))
    model.rowsInserted.connect(lambda _parent, start, end: inserted.append((start, end)))
    logged.dice_roller.view.roll_button.click()
    QApplication.processEvents()
    assert inserted == [(0, 0)]
    assert resets == []
    assert model.rowCount() == ROLLS + 1
    assert str(model.data(model.index(1, 0))) == first


class _Noted(ModelCommand):
    """A step of the history that writes one line of the log."""

    def work_out(self, draft: Draft) -> None:
        draft.log("The party rests", kind="note")


def test_an_undone_step_takes_its_line_away_and_a_redo_brings_it_back(
    logged: MainWindow,
) -> None:
    session = logged.campaign.session
    assert session is not None
    model = logged.campaign_overview.log
    title = logged.campaign_overview.view.log_title
    assert session.push(_Noted(session, "Rest"))
    assert str(model.data(model.index(0, 0))).endswith("The party rests")
    assert title.text() == f"Campaign log ({ROLLS + 1})"
    removed: list[tuple[int, int]] = []
    model.rowsRemoved.connect(lambda _parent, start, end: removed.append((start, end)))
    session.undo_stack.undo()
    assert removed == [(0, 0)]
    assert model.rowCount() == ROLLS and title.text() == f"Campaign log ({ROLLS})"
    assert "The party rests" not in str(model.data(model.index(0, 0)))
    session.undo_stack.redo()
    assert str(model.data(model.index(0, 0))).endswith("The party rests")
    assert [line.id for line in model.lines()] == sorted(
        (line.id for line in model.lines()), reverse=True
    )


def test_a_full_log_shows_its_newest_lines_after_an_undo_too(
    logged: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(overview, "LOG_LINES", 5)
    logged.campaign_overview.refresh_log()
    session = logged.campaign.session
    assert session is not None
    model = logged.campaign_overview.log
    rolls = [line.id for line in model.lines()]
    assert len(rolls) == 5
    assert session.push(_Noted(session, "Rest"))
    assert model.rowCount() == 5 and str(model.data(model.index(0, 0))).endswith("rests")
    session.undo_stack.undo()
    assert [line.id for line in model.lines()] == rolls  # the fifth newest roll came back
    session.undo_stack.redo()
    assert [line.id for line in model.lines()][1:] == rolls[:4]


def test_a_redo_after_a_roll_puts_the_lines_back_in_their_order(logged: MainWindow) -> None:
    session = logged.campaign.session
    assert session is not None
    model = logged.campaign_overview.log
    assert session.push(_Noted(session, "Rest"))
    session.undo_stack.undo()
    logged.dice_roller.view.roll_button.click()  # off the history: the redo stays
    session.undo_stack.redo()
    ids = [line.id for line in model.lines()]
    assert ids == sorted(ids, reverse=True) and model.rowCount() == ROLLS + 2
    assert str(model.data(model.index(1, 0))).endswith("The party rests")


class _Dia(QTranslator):
    """Says the log's "Day" in Spanish and leaves every other text alone."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        del disambiguation, n
        if context == "CampaignLogModel" and source == "Day {day} · {time}  {text}":
            return "Día {day} · {time}  {text}"
        return None


def test_the_log_speaks_the_new_language_at_once(logged: MainWindow) -> None:
    overview = logged.campaign_overview.view
    model = logged.campaign_overview.log
    assert str(model.data(model.index(0, 0))).startswith("Day 1 · ")
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    translator = _Dia()
    app.installTranslator(translator)
    try:
        # What Qt tells each widget when a translator comes or goes (the program itself
        # changes its language only at start-up).
        QApplication.sendEvent(overview, QEvent(QEvent.Type.LanguageChange))
        assert str(model.data(model.index(0, 0))).startswith("Día 1 · ")
        assert str(model.data(model.index(ROLLS - 1, 0))).startswith("Día 1 · ")
    finally:
        app.removeTranslator(translator)
    QApplication.sendEvent(overview, QEvent(QEvent.Type.LanguageChange))
    assert str(model.data(model.index(0, 0))).startswith("Day 1 · ")
