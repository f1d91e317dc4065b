"""The Campaign dock's log painted fast: each row's picture is kept, the rows are drawn in one
pass while nobody works in the log, and both ways draw the same pixels as Qt's own paint; the
pictures and texts are made again when the font, palette or language change."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QItemSelectionModel, QModelIndex, QTranslator
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QApplication, QStyledItemDelegate, QStyleOptionViewItem

from ryf_desktop.ui.campaign.overview import _RowPictures
from ryf_desktop.ui.main_window import MainWindow
from tests.ui.test_campaign_flows import create, window

__all__ = ["window"]  # a fixture, used by name

ROLLS = 40


@pytest.fixture
def logged(window: MainWindow, tmp_path: Path) -> Iterator[MainWindow]:
    """A campaign whose log has more rolls than the dock shows."""
    create(window, tmp_path / "tiradas.ryf")
    for _ in range(ROLLS):
        window.dice_roller.view.roll_button.click()
    QApplication.processEvents()
    assert window.campaign_overview.log.rowCount() == ROLLS
    yield window


def _pictures(window: MainWindow) -> _RowPictures:
    delegate = window.campaign_overview.view.log_view.itemDelegate()
    assert isinstance(delegate, _RowPictures)
    return delegate


def _both_ways(window: MainWindow) -> tuple[QImage, QImage]:
    """The log's viewport painted in one pass, then by Qt row by row."""
    viewport = window.campaign_overview.view.log_view.viewport()
    delegate = _pictures(window)
    delegate.one_pass = True
    one_pass = viewport.grab().toImage()
    delegate.one_pass = False
    try:
        by_qt = viewport.grab().toImage()
    finally:
        delegate.one_pass = True
    return one_pass, by_qt


def test_the_log_in_one_pass_looks_as_qt_paints_it(
    logged: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = logged.campaign_overview.view.log_view
    assert view.isVisible()
    calls: list[int] = []
    original = _RowPictures.paint

    def counted(
        self: _RowPictures, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex
    ) -> None:
        calls.append(index.row())
        original(self, painter, option, index)

    monkeypatch.setattr(_RowPictures, "paint", counted)
    one_pass, by_qt = _both_ways(logged)
    assert one_pass == by_qt
    assert len(set(calls)) > 10  # Qt painted row by row, through the delegate
    calls.clear()
    view.viewport().grab()
    assert calls == []  # the one pass never goes through the delegate
    # With a row selected and the keyboard in the log, and scrolled down.
    view.setFocus()
    view.selectionModel().setCurrentIndex(
        view.model().index(3, 0), QItemSelectionModel.SelectionFlag.ClearAndSelect
    )
    one_pass, by_qt = _both_ways(logged)
    assert one_pass == by_qt
    view.verticalScrollBar().setValue(view.verticalScrollBar().maximum())
    one_pass, by_qt = _both_ways(logged)
    assert one_pass == by_qt


def test_the_log_looks_as_without_its_pictures(logged: MainWindow) -> None:
    view = logged.campaign_overview.view.log_view
    delegate = _pictures(logged)
    kept = view.viewport().grab().toImage()
    view.setItemDelegate(QStyledItemDelegate(view))
    try:
        assert view.viewport().grab().toImage() == kept
    finally:
        view.setItemDelegate(delegate)


def test_a_new_roll_shows_on_top_with_every_row_moved_down(
    logged: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = logged.campaign_overview.view.log_view
    before = view.viewport().grab().toImage()
    height = view.visualRect(view.model().index(0, 0)).height()
    logged.dice_roller.view.roll_button.click()
    drawn: list[int] = []
    original = _RowPictures._picture

    def counted(
        self: _RowPictures, option: QStyleOptionViewItem, index: QModelIndex
    ) -> QPixmap:
        drawn.append(index.row())
        return original(self, option, index)

    monkeypatch.setattr(_RowPictures, "_picture", counted)
    QApplication.processEvents()
    after = view.viewport().grab().toImage()
    # The rows already shown are moved down as one picture: only the new one is drawn.
    assert drawn == [0]
    monkeypatch.setattr(_RowPictures, "_picture", original)
    width = before.width()
    # The row that was first is second now, on the other colour of the alternation.
    first_before = before.copy(0, 0, width, height)
    second_after = after.copy(0, height, width, height)
    assert first_before != second_after
    one_pass, by_qt = _both_ways(logged)
    assert one_pass == by_qt == after


def test_the_pictures_are_made_again_for_a_new_font_or_palette(logged: MainWindow) -> None:
    view = logged.campaign_overview.view.log_view
    delegate = _pictures(logged)
    view.viewport().grab()
    assert delegate.pictures() > 0
    small = view.viewport().grab().toImage()
    font = QFont(view.font())
    font.setPointSizeF(font.pointSizeF() * 1.5)
    view.setFont(font)
    QApplication.processEvents()
    big = view.viewport().grab().toImage()
    assert big != small
    one_pass, by_qt = _both_ways(logged)
    assert one_pass == by_qt == big
    view.setItemDelegate(QStyledItemDelegate(view))
    try:
        assert view.viewport().grab().toImage() == big
    finally:
        view.setItemDelegate(delegate)
    palette = QPalette(view.palette())
    palette.setColor(QPalette.ColorRole.Text, QColor("#aa0000"))
    view.setPalette(palette)
    QApplication.processEvents()
    red = view.viewport().grab().toImage()
    assert red != big
    view.setItemDelegate(QStyledItemDelegate(view))
    try:
        assert view.viewport().grab().toImage() == red
    finally:
        view.setItemDelegate(delegate)


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
    view = logged.campaign_overview.view.log_view
    model = logged.campaign_overview.log
    assert str(model.data(model.index(0, 0))).startswith("Day 1 · ")
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    translator = _Dia()
    app.installTranslator(translator)
    try:
        # What Qt tells each widget when a translator comes or goes (the program itself
        # changes its language only at start-up).
        QApplication.sendEvent(view.viewport(), QEvent(QEvent.Type.LanguageChange))
        assert str(model.data(model.index(0, 0))).startswith("Día 1 · ")
        assert str(model.data(model.index(ROLLS - 1, 0))).startswith("Día 1 · ")
    finally:
        app.removeTranslator(translator)
    QApplication.sendEvent(view.viewport(), QEvent(QEvent.Type.LanguageChange))
    assert str(model.data(model.index(0, 0))).startswith("Day 1 · ")
