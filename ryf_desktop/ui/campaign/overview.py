"""Behaviour of the Campaign dock: fills its view from the open session and refreshes it when the
session announces a change (it never polls, and never changes the campaign itself: its buttons
go to the controller).

Every step of a fight appends to the log, so the log is followed incrementally: only the newest
few entries are read, and the rows that changed are inserted or removed (entries are only ever
added at the end, and undo removes them from the end). The counts are read again only when what
they count can have changed (characters, maps and tokens, combats); the log's own count follows
the rows added and removed.
"""

from __future__ import annotations

import contextlib
import dataclasses
import html
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLocale, QObject, QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from ryf_desktop.ui.campaign import labels
from ryf_desktop.ui.campaign.controller import CampaignController
from ryf_desktop.ui.campaign.log_model import CampaignLogModel, ModelIndex
from ryf_desktop.ui.campaign.overview_view import CAMPAIGN_PAGE, EMPTY_PAGE, CampaignOverviewView
from ryf_desktop.ui.kept_pictures import blank_picture, view_look

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.session.campaign_log import CampaignCounts, LogLine

#: How many log lines the dock shows (older ones stay in the file).
LOG_LINES = 200
#: How many of the newest entries a log refresh reads first: more than one step writes (a
#: whole initiative roll of a large fight is read in full, as a fresh start).
LOG_TAIL = 8


_DISPLAY = Qt.ItemDataRole.DisplayRole
_TOOLTIP = Qt.ItemDataRole.ToolTipRole
_ALTERNATE_FEATURE = QStyleOptionViewItem.ViewItemFeature.Alternate
_ALTERNATE = _ALTERNATE_FEATURE.value


class _FollowingLogModel(CampaignLogModel):
    """The log model with rows changed in place: a reset makes the view lay out and paint
    every row again. A new entry shifts every shown row, so each row's text is kept once
    made: the view asks for every role of every row on each step."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._shown: dict[LogLine, str] = {}
        #: Counts the times every text was made again: a picture of lines is of their texts.
        self.wording = 0

    def set_lines(self, lines: Sequence[LogLine]) -> None:
        self._shown.clear()
        super().set_lines(lines)

    def forget_texts(self) -> None:
        """Make every row's text again (the language or the locale changed)."""
        self._shown.clear()
        self.wording += 1
        if self._lines:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._lines) - 1, 0))

    def lines_at(self, first: int, last: int) -> tuple[LogLine, ...]:
        """The lines of rows ``first`` to ``last``."""
        return tuple(self._lines[first:last + 1])

    def text_at(self, row: int) -> str:
        """What row ``row`` shows ('' past the end): the display text, kept once made."""
        if not 0 <= row < len(self._lines):
            return ""
        line = self._lines[row]
        text = self._shown.get(line)
        if text is None:
            text = str(super().data(self.index(row, 0), _DISPLAY))
            self._shown[line] = text
        return text

    def data(self, index: ModelIndex, role: int = _DISPLAY) -> object:
        if role == _DISPLAY:
            row = index.row()
            if not 0 <= row < len(self._lines) or index.parent().isValid():
                return None
            return self.text_at(row)
        if role == _TOOLTIP:
            return super().data(index, role)
        return None

    def replace_lines(self, lines: Sequence[LogLine]) -> None:
        """Show ``lines`` (oldest first), moving rows in and out only where they differ."""
        old = list(reversed(self._lines))
        new = list(lines)
        start = old.index(new[0]) if new and new[0] in old else len(old)
        kept = 0
        for before, after in zip(old[start:], new, strict=False):
            # The lines kept are the very objects shown: ``is`` spares comparing 200 entries
            # field by field on every step.
            if before is not after and before != after:
                break
            kept += 1
        if kept == 0:
            self.set_lines(new)
            return
        self.remove_lines(0, len(old) - start - kept)
        if start:
            self.remove_lines(len(self._lines) - start, start)
        if len(self._shown) > 2 * len(self._lines) + 16:
            kept_lines = set(self._lines)
            self._shown = {k: v for k, v in self._shown.items() if k in kept_lines}
        self.insert_newest(new[kept:])


class _RowPictures(QStyledItemDelegate):
    """Paints each log row once per look and keeps the picture: a new entry moves every
    shown row down, and laying out their long texts again costs more than a frame.

    A row's picture is looked up by what differs from row to row (text, size, state). What
    every row shares (the view's palette, font, style and pixel ratio)
    is checked once per paint of the viewport, and every picture is dropped when it changed.

    While nobody works in the log (no mouse over it, no drag, no editing, the view enabled),
    the viewport's paint is done here: the rows' pictures are drawn in one pass. Qt's own
    paint would call :meth:`paint` once per row, and each of those calls from C++ into Python
    costs about as much as drawing the picture. The options of each row are made the way
    ``QListView::paintEvent`` makes them, so both ways draw the same pixels; anything else
    (hover, drag, rubber band) is left to Qt."""

    LIMIT = 600

    def __init__(self, view: QListView, model: _FollowingLogModel) -> None:
        super().__init__(view)
        self._view = view
        self._model = model
        self._pictures: dict[tuple[object, ...], QPixmap] = {}
        # The shown rows' pictures stacked (their lines, what they were drawn for, the picture)
        # and the alternate rows' bands (for what, the picture): see ``_paint_stacked``.
        self._stack: tuple[tuple[LogLine, ...], tuple[object, ...], QPixmap] | None = None
        self._bands: tuple[tuple[object, ...], QPixmap] | None = None
        self._look: tuple[object, ...] = ()
        self._ratio = 1.0
        #: False makes every paint Qt's own (tests compare both ways).
        self.one_pass = True
        view.viewport().installEventFilter(self)

    def pictures(self) -> int:
        """How many row pictures are kept (for tests)."""
        return len(self._pictures)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind in (QEvent.Type.LanguageChange, QEvent.Type.LocaleChange):
            # The rows' texts are kept once made: "Day 3 · 21:04" is said in the old words.
            self._model.forget_texts()
        elif kind == QEvent.Type.Paint and watched is self._view.viewport():
            self._check_look()
            if self.one_pass and isinstance(event, QPaintEvent) and self._paint_rows(event):
                return True
        return super().eventFilter(watched, event)

    def _check_look(self) -> None:
        look = view_look(self._view)
        if look != self._look:
            self._pictures.clear()
            self._look = look
            self._ratio = self._view.viewport().devicePixelRatioF()

    def _paint_rows(self, event: QPaintEvent) -> bool:
        """Draw the rows ``event`` covers; False (nothing drawn) when Qt must paint."""
        view = self._view
        viewport = view.viewport()
        rows = self._model.rowCount()
        if (
            view.state() != QAbstractItemView.State.NoState
            or viewport.underMouse()
            or not view.isEnabled()
            or view.model() is not self._model
            or view.itemDelegate() is not self
            or view.viewMode() != QListView.ViewMode.ListMode
            or view.flow() != QListView.Flow.TopToBottom
            or not view.uniformItemSizes()
            or view.spacing()
            or view.isWrapping()
            or not rows
        ):
            return False
        # Rows are all of the first one's size, one under the other: where each is shown is
        # arithmetic (``indexAt`` and ``visualRect`` ask the model its size many times).
        top = view.visualRect(self._model.index(0, 0))
        height = top.height()
        if height <= 0:
            return False
        area = event.rect()
        first = max(0, (area.top() - top.top()) // height)
        option = QStyleOptionViewItem()
        view.initViewItemOption(option)
        option.palette.setCurrentColorGroup(QPalette.ColorGroup.Normal)
        base_state = option.state
        base_features = option.features
        alternate = view.alternatingRowColors()
        selections = view.selectionModel()
        selected = selections is not None and selections.hasSelection()
        current = view.currentIndex()
        focus_row = (
            current.row()
            if (view.hasFocus() or viewport.hasFocus()) and current.isValid() else -1
        )
        # QListView narrows each row to the widest of the viewport and the contents.
        width = min(max(viewport.width(), view.contentsSize().width()), top.width())
        style = view.style()
        plain = not selected and focus_row < 0
        if plain and self._paint_stacked(
            viewport, view, option, style, first, rows, top, width, height, area
        ):
            return True
        painter = QPainter(viewport)
        try:
            for row in range(first, rows):
                y = top.top() + row * height
                if y > area.bottom():
                    break
                index = self._model.createIndex(row, 0)
                rect = QRect(top.left(), y, width, height)
                state = base_state
                if selected and selections is not None and selections.isSelected(index):
                    state |= QStyle.StateFlag.State_Selected
                if row == focus_row:
                    state |= QStyle.StateFlag.State_HasFocus
                option.rect = rect
                if alternate and row & 1:
                    # What ``QListView::paintEvent`` draws under an alternate row.
                    option.features = base_features | _ALTERNATE_FEATURE
                    option.state = state & ~QStyle.StateFlag.State_Selected
                    style.drawPrimitive(
                        QStyle.PrimitiveElement.PE_PanelItemViewRow, option, painter, view
                    )
                else:
                    option.features = base_features
                option.state = state
                painter.drawPixmap(rect.x(), rect.y(), self._picture(option, index))
        finally:
            painter.end()
        return True

    def _paint_stacked(
        self, viewport: QWidget, view: QListView, option: QStyleOptionViewItem, style: QStyle,
        first: int, rows: int, top: QRect, width: int, height: int, area: QRect,
    ) -> bool:
        """With nothing selected or focused in the log, draw its rows as two pictures: the
        alternate rows' bands, and every row's text stacked in one picture kept from the last
        paint. A new entry moves every row down by one: the kept stack is drawn one row lower
        into the new one and only the new rows are drawn, instead of every shown row again."""
        last = min(rows - 1, first + (area.bottom() - (top.top() + first * height)) // height)
        if last < first:
            return False
        # The lines, not their texts: the same line shows the same text until the wording
        # changes, and comparing the lines kept (the very objects) costs nothing.
        lines = self._model.lines_at(first, last)
        base_state, base_features = option.state, option.features
        shape = (
            width, height, base_state.value, base_features.value, self._look,
            self._model.wording,
        )
        stack = self._stack_for(lines, shape, option, first, width, height)
        bands = self._bands_for(view, option, style, first, len(lines), width, height)
        painter = QPainter(viewport)
        try:
            y = top.top() + first * height
            if bands is not None:
                painter.drawPixmap(top.left(), y, bands)
            painter.drawPixmap(top.left(), y, stack)
        finally:
            painter.end()
        option.state, option.features = base_state, base_features
        return True

    def _stack_for(
        self, lines: tuple[LogLine, ...], shape: tuple[object, ...],
        option: QStyleOptionViewItem, first: int, width: int, height: int,
    ) -> QPixmap:
        kept = self._stack
        if kept is not None and kept[0] == lines and kept[1] == shape:
            return kept[2]
        ratio = self._ratio
        stack = blank_picture(width, height * len(lines), ratio)
        fresh = range(len(lines))
        painter = QPainter(stack)
        try:
            if kept is not None and kept[1] == shape:
                old = kept[0]
                count = len(lines)
                moved = next(
                    (step for step in range(1, count) if lines[step:] == old[: count - step]),
                    None,
                )
                if moved is not None:
                    painter.drawPixmap(0, moved * height, kept[2])
                    fresh = range(moved)
            option.features = QStyleOptionViewItem.ViewItemFeature(option.features.value)
            for offset in fresh:
                row = first + offset
                option.rect = QRect(0, offset * height, width, height)
                painter.drawPixmap(
                    0, offset * height, self._picture(option, self._model.createIndex(row, 0))
                )
        finally:
            painter.end()
        self._stack = (lines, shape, stack)
        return stack

    def _bands_for(
        self, view: QListView, option: QStyleOptionViewItem, style: QStyle, first: int,
        count: int, width: int, height: int,
    ) -> QPixmap | None:
        if not view.alternatingRowColors():
            return None
        key = (first & 1, count, width, height, self._look)
        if self._bands is not None and self._bands[0] == key:
            return self._bands[1]
        ratio = self._ratio
        bands = blank_picture(width, height * count, ratio)
        painter = QPainter(bands)
        base_state, base_features = option.state, option.features
        try:
            for offset in range(count):
                if (first + offset) & 1:
                    # What ``QListView::paintEvent`` draws under an alternate row.
                    option.rect = QRect(0, offset * height, width, height)
                    option.features = base_features | _ALTERNATE_FEATURE
                    option.state = base_state & ~QStyle.StateFlag.State_Selected
                    style.drawPrimitive(
                        QStyle.PrimitiveElement.PE_PanelItemViewRow, option, painter, view
                    )
        finally:
            painter.end()
            option.state, option.features = base_state, base_features
        self._bands = (key, bands)
        return bands

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: ModelIndex) -> None:
        rect = option.rect
        painter.drawPixmap(rect.x(), rect.y(), self._picture(option, index))

    def _picture(self, option: QStyleOptionViewItem, index: ModelIndex) -> QPixmap:
        rect = option.rect
        width, height = rect.width(), rect.height()
        # The alternate colour is the view's to paint under the row (``PE_PanelItemViewRow``):
        # one picture serves a line whether it is on an odd or an even row, as every new
        # entry moves it from one to the other.
        features = option.features.value & ~_ALTERNATE
        key = (self._model.text_at(index.row()), width, height, option.state.value, features)
        picture = self._pictures.get(key)
        if picture is None:
            if len(self._pictures) >= self.LIMIT:
                self._pictures.clear()
            ratio = self._ratio
            picture = blank_picture(width, height, ratio)
            shifted = QStyleOptionViewItem(option)
            shifted.rect = QRect(0, 0, width, height)
            shifted.features = QStyleOptionViewItem.ViewItemFeature(features)
            inner = QPainter(picture)
            super().paint(inner, shifted, index)
            inner.end()
            self._pictures[key] = picture
        return picture


class CampaignOverview(QObject):
    """Keeps ``view`` showing ``controller``'s open campaign."""

    def __init__(
        self,
        view: CampaignOverviewView,
        controller: CampaignController,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.view = view
        self.controller = controller
        self.log = _FollowingLogModel(self)
        self._session: CampaignSession | None = None
        self._counts: CampaignCounts | None = None
        view.log_view.setModel(self.log)
        self._pictures = _RowPictures(view.log_view, self.log)
        view.log_view.setItemDelegate(self._pictures)
        actions = controller.actions
        view.new_button.clicked.connect(actions.new_action.trigger)
        view.open_button.clicked.connect(actions.open_action.trigger)
        view.demo_button.clicked.connect(actions.demo_action.trigger)
        view.settings_button.clicked.connect(actions.settings_action.trigger)
        view.next_day_button.clicked.connect(controller.next_day)
        actions.clear_recent_action.triggered.connect(self._recent_changed)
        controller.session_changed.connect(self._session_changed)
        view.installEventFilter(self)
        self._session_changed()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.view and event.type() == QEvent.Type.LanguageChange:
            # A count's label is said again only when its count changes: in the new words, all.
            counts, self._counts = self._counts, None
            if counts is not None:
                self._show_counts(counts)
        return super().eventFilter(watched, event)

    # --- following the session ----------------------------------------------------------------
    def _session_changed(self) -> None:
        old = self._session
        if old is not None:
            # Imported only with a campaign open: the window shows before any session code loads.
            from ryf_desktop.session import catalog_events

            with contextlib.suppress(RuntimeError):
                events = catalog_events(old)
                for signal, slot in (
                    (old.campaign_changed, self.refresh_campaign),
                    (old.characters_changed, self.refresh_counts),
                    (old.log_appended, self._log_appended),
                    (events.maps_changed, self._maps_changed),
                    (events.combats_changed, self._combats_changed),
                ):
                    with contextlib.suppress(RuntimeError):
                        signal.disconnect(slot)
        session = self.controller.session
        self._session = session
        self._counts = None
        if session is None:
            self.log.set_lines([])
            self.show_recent()
            self.view.pages.setCurrentIndex(EMPTY_PAGE)
            return
        from ryf_desktop.session import catalog_events

        events = catalog_events(session)
        session.campaign_changed.connect(self.refresh_campaign)
        session.characters_changed.connect(self.refresh_counts)
        session.log_appended.connect(self._log_appended)
        events.maps_changed.connect(self._maps_changed)
        events.combats_changed.connect(self._combats_changed)
        self.refresh_campaign()
        self.refresh_log()
        self.view.pages.setCurrentIndex(CAMPAIGN_PAGE)

    def _recent_changed(self) -> None:
        if self._session is None:
            self.show_recent()

    def show_recent(self) -> None:
        memory = self.controller.memory
        recent = memory.recent()[:5]
        # By the campaign's name (the file's in the tip), as in File → Open recent.
        buttons = self.view.set_recent(
            [(memory.name_of(path) or path.stem, str(path)) for path in recent]
        )
        for button, path in zip(buttons, recent, strict=True):
            button.clicked.connect(
                lambda _checked=False, path=path: self.controller.open_path(path)
            )

    def refresh_campaign(self) -> None:
        session = self._session
        if session is None:
            return
        view = self.view
        view.name_label.setText(session.name)
        subtitle = self.tr("{setting} · {file}").format(
            setting=labels.setting_name(session.setting), file=session.path.name
        )
        if session.read_only:
            subtitle += " · " + self.tr("read-only")
        view.subtitle_label.setText(subtitle)
        view.subtitle_label.setToolTip(str(session.path))
        view.day_label.setText(QLocale().toString(session.day))
        view.next_day_button.setEnabled(not session.read_only)
        view.rules_preset.setText(html.escape(labels.preset_name(session.profile)))
        view.set_rules(labels.profile_rows(session.profile))
        view.settings_button.setText(self.tr("View…") if session.read_only else self.tr("Change…"))

    def refresh_counts(self) -> None:
        """Count everything again (characters, maps, tokens, combats, log entries)."""
        session = self._session
        if session is None:
            return
        self._show_counts(session.counts())

    def _maps_changed(self, layers_only: bool = False) -> None:
        # Squares of a map's layers count nothing shown here (a reveal may follow every move).
        if not layers_only:
            self.refresh_counts()

    def _combats_changed(self) -> None:
        # Every step of a fight changes its combat; only the number of combats is shown here.
        session, counts = self._session, self._counts
        if session is None or counts is None:
            self.refresh_counts()
            return
        from ryf_desktop.session.combat_queries import combat_list

        self._show_counts(dataclasses.replace(counts, combats=len(combat_list(session))))

    def _show_counts(self, counts: CampaignCounts) -> None:
        old = self._counts
        if counts == old:
            return
        self._counts = counts
        # Every step of a fight changes the log's count alone: only what changed is said again.
        shown = self.view.count_labels
        if old is None or counts.characters != old.characters:
            shown["characters"].setText(self.tr("%n character(s)", "", counts.characters))
        if old is None or counts.maps != old.maps:
            shown["maps"].setText(self.tr("%n map(s)", "", counts.maps))
        if old is None or counts.tokens != old.tokens:
            shown["tokens"].setText(self.tr("%n token(s)", "", counts.tokens))
        if old is None or counts.combats != old.combats:
            shown["combats"].setText(self.tr("%n combat(s)", "", counts.combats))
        if old is None or counts.log_entries != old.log_entries:
            self.view.log_title.setText(
                self.tr("Campaign log ({count})").format(
                    count=QLocale().toString(counts.log_entries)
                )
            )

    def refresh_log(self) -> None:
        """Read the shown part of the log again, and every count."""
        session = self._session
        if session is None:
            return
        self.log.set_lines(session.log(LOG_LINES))
        self._log_shown()
        self.refresh_counts()

    def _log_appended(self) -> None:
        session = self._session
        if session is None:
            return
        counts = self._counts
        model = self.log
        if counts is None:
            self.refresh_log()
            return
        shown = model.lines()
        tail = session.log(LOG_TAIL)
        if len(tail) == LOG_TAIL:
            # The newest entries continue the shown ones when the oldest of them is shown as it
            # is; otherwise more changed than the tail tells (a long step, or undone), so read
            # the whole shown part again.
            anchor = next((i for i, line in enumerate(shown) if line.id == tail[0].id), None)
            if anchor is None or shown[anchor] != tail[0]:
                self.refresh_log()
                return
            lines = [*reversed(shown[anchor + 1:]), *tail][-LOG_LINES:]
        else:
            lines = tail
        if len(tail) < LOG_TAIL:
            entries = len(tail)  # the whole log
        else:
            # Lines that fell off the shown part's old end are still in the file. Counted by id
            # (ints hash fast): an entry undone and another written under its id add nothing.
            before, after = {line.id for line in shown}, {line.id for line in lines}
            oldest = lines[0].id
            added = len(after - before)
            gone = sum(1 for line_id in before - after if line_id >= oldest)
            entries = max(0, counts.log_entries + added - gone)
        model.replace_lines(lines)
        self._log_shown()
        self._show_counts(dataclasses.replace(counts, log_entries=entries))

    def _log_shown(self) -> None:
        empty = self.log.rowCount() == 0
        self.view.log_empty.setVisible(empty)
        self.view.log_view.setVisible(not empty)
