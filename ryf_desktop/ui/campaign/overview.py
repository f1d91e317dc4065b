"""Behaviour of the Campaign dock: fills its view from the open session and refreshes what each
change names (its buttons go to the controller), and the log's Qt item model.

After a step only the log rows of the entries added or taken away are inserted or removed. A
:class:`~PySide6.QtGui.QStandardItemModel` keeps each row's texts on the C++ side, so Qt lays out
and paints the list without calling into Python.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from itertools import groupby
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, QEvent, QLocale, QObject, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel

from ryf_desktop.ui.campaign import labels
from ryf_desktop.ui.campaign.controller import CampaignController
from ryf_desktop.ui.campaign.overview_view import CAMPAIGN_PAGE, EMPTY_PAGE, CampaignOverviewView
from ryf_desktop.ui.common import follow_session

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.session.campaign_log import CampaignCounts, LogLine
    from ryf_desktop.session.events import Changed

#: How many log lines the dock shows (older ones stay in the file).
LOG_LINES = 200
#: What a line allows: selected and read, never edited, dragged or dropped on.
_LINE_FLAGS = (
    Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren
)


def line_text(line: LogLine) -> str:
    """What a row shows: "Day 3 · 21:04  Skill 8 + 4 vs 20 → 27 success"."""
    stamp = QDateTime.fromSecsSinceEpoch(int(line.at.timestamp()))
    time = QLocale().toString(stamp.time(), QLocale.FormatType.ShortFormat)
    return QCoreApplication.translate("CampaignLogModel", "Day {day} · {time}  {text}").format(
        day=QLocale().toString(line.game_day), time=time, text=line.text)


def line_tooltip(line: LogLine) -> str:
    """The row's tooltip: the day and the whole moment, the text and its detail."""
    heading = QCoreApplication.translate("CampaignLogModel", "Day {day}, {when}").format(
        day=QLocale().toString(line.game_day), when=labels.moment_text(line.at))
    return "\n".join(part for part in (heading, line.text, line.detail) if part)


class CampaignLogModel(QStandardItemModel):
    """Lines of the log, newest first; :meth:`lines` are the rows' lines, in the rows' order."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lines: list[LogLine] = []
        # A list of lines, never a drop target (Qt's root item takes drops).
        self.invisibleRootItem().setFlags(Qt.ItemFlag.NoItemFlags)

    def lines(self) -> tuple[LogLine, ...]:
        return tuple(self._lines)

    def set_lines(self, lines: Sequence[LogLine]) -> None:
        """Show ``lines`` (oldest first, as the log is read) and nothing else."""
        self.removeRows(0, self.rowCount())
        self._lines = []
        self.insert(0, lines)

    def insert(self, first: int, lines: Sequence[LogLine]) -> None:
        """Put ``lines`` (oldest first) as rows from row ``first`` on: 0 for the newest lines
        (the others move down), the row count for lines older than every one shown."""
        if not lines:
            return
        newest_first = list(reversed(lines))
        self._lines[first:first] = newest_first
        # One column of items inserted at once: one ``rowsInserted`` for the view.
        self.insertRows(first, len(newest_first))
        for row, line in enumerate(newest_first, start=first):
            self.setItem(row, 0, _item(line))

    def remove_rows_of(self, line_ids: Iterable[int]) -> None:
        """Take away the rows of the lines ``line_ids`` (those shown), in runs of rows."""
        gone = set(line_ids)
        rows = [row for row, line in enumerate(self._lines) if line.id in gone]
        for first, count in reversed(_runs(rows)):
            del self._lines[first:first + count]
            self.removeRows(first, count)

    def keep_newest(self, count: int) -> None:
        """Take away every row after the newest ``count``."""
        extra = len(self._lines) - count
        if extra > 0:
            del self._lines[count:]
            self.removeRows(count, extra)

    def say_again(self) -> None:
        """Make every row's texts again (the language or the locale changed)."""
        for row, line in enumerate(self._lines):
            item = self.item(row, 0)  # every row has its item (see _insert)
            item.setText(line_text(line))
            item.setToolTip(line_tooltip(line))


def _item(line: LogLine) -> QStandardItem:
    item = QStandardItem(line_text(line))
    item.setToolTip(line_tooltip(line))
    item.setFlags(_LINE_FLAGS)
    return item


def _runs(rows: Sequence[int]) -> list[tuple[int, int]]:
    """Ascending ``rows`` as (first, count) runs of consecutive rows (a run's rows, less their
    places in ``rows``, are one number)."""
    runs = [[row for _place, row in run]
            for _key, run in groupby(enumerate(rows), lambda pair: pair[1] - pair[0])]
    return [(run[0], len(run)) for run in runs]


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
        self.log = CampaignLogModel(self)
        self._session: CampaignSession | None = None
        self._counts: CampaignCounts | None = None
        view.log_view.setModel(self.log)
        actions = controller.actions
        view.new_button.clicked.connect(actions.new_action.trigger)
        view.open_button.clicked.connect(actions.open_action.trigger)
        view.demo_button.clicked.connect(actions.demo_action.trigger)
        view.settings_button.clicked.connect(actions.settings_action.trigger)
        view.next_day_button.clicked.connect(controller.next_day)
        actions.clear_recent_action.triggered.connect(self._recent_changed)
        view.installEventFilter(self)
        self.follower = follow_session(self, controller, on_session=self._show_session,
                                       on_change=self._campaign_changed)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if watched is self.view and kind in (QEvent.Type.LanguageChange, QEvent.Type.LocaleChange):
            # The log's rows were said once, when they came: "Day 3 · 21:04" in the new words.
            self.log.say_again()
        if watched is self.view and kind == QEvent.Type.LanguageChange:
            # A count's label is said again only when its count changes: in the new words, all.
            counts, self._counts = self._counts, None
            if counts is not None:
                self._show_counts(counts)
        return super().eventFilter(watched, event)

    def _show_session(self, session: CampaignSession | None) -> None:
        self._session = session
        self._counts = None
        if session is None:
            self.log.set_lines([])
            self.show_recent()
            self.view.pages.setCurrentIndex(EMPTY_PAGE)
            return
        self._show_campaign(session)
        self.refresh_log()
        self.view.pages.setCurrentIndex(CAMPAIGN_PAGE)

    def _campaign_changed(self, changed: Changed) -> None:
        """One committed step: refresh what it names (squares of a map count nothing here)."""
        session = self._session
        if session is None:
            return
        if changed.campaign:
            self._show_campaign(session)
        if changed.log_added or changed.log_removed:
            self._follow_log(session, changed.log_added, changed.log_removed)
        if (
            changed.character_list or changed.map_list or changed.tokens or changed.combat_list
            or changed.log_added or changed.log_removed
        ):
            self._show_counts(session.counts())

    def _recent_changed(self) -> None:
        if self._session is None:
            self.show_recent()

    def show_recent(self) -> None:
        memory = self.controller.memory
        recent = memory.recent()[:5]
        # By the campaign's name (the file's in the tip), as in File → Open recent.
        buttons = self.view.set_recent(
            [(memory.name_of(path) or path.stem, str(path)) for path in recent])
        for button, path in zip(buttons, recent, strict=True):
            button.clicked.connect(
                lambda _checked=False, path=path: self.controller.open_path(path))

    def _show_campaign(self, session: CampaignSession) -> None:
        view = self.view
        view.name_label.setText(session.name)
        subtitle = self.tr("{setting} · {file}").format(
            setting=labels.setting_name(session.setting), file=session.path.name)
        if session.read_only:
            subtitle += " · " + self.tr("read-only")
        view.subtitle_label.setText(subtitle)
        view.subtitle_label.setToolTip(str(session.path))
        view.day_label.setText(QLocale().toString(session.day))
        view.next_day_button.setEnabled(not session.read_only)
        view.rules_preset.setText(html.escape(labels.preset_name(session.profile)))
        view.set_rules(labels.profile_rows(session.profile))
        view.settings_button.setText(self.tr("View…") if session.read_only else self.tr("Change…"))

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
            self.view.log_title.setText(self.tr("Campaign log ({count})").format(
                count=QLocale().toString(counts.log_entries)))

    def refresh_log(self) -> None:
        """Show the newest part of the log again, and every count."""
        session = self._session
        if session is None:
            return
        self.log.set_lines(session.log(LOG_LINES))
        self._log_shown()
        self._show_counts(session.counts())

    def _follow_log(self, session: CampaignSession, added: Sequence[int], removed: Iterable[int]
                    ) -> None:
        """The rows of the lines taken away go, the new lines come on top (an undo takes the
        newest away, so the older ones shown stay as they are)."""
        self.log.remove_rows_of(removed)
        shown = self.log.lines()
        if added and shown and added[0] < shown[0].id:
            # A redo after a roll logged off the history puts lines back under the roll's.
            self.log.set_lines(session.log(LOG_LINES))
        else:
            self.log.insert(0, session.log_lines_of(added[-LOG_LINES:]))
            self.log.keep_newest(LOG_LINES)
            self._fill_up(session)
        self._log_shown()

    def _fill_up(self, session: CampaignSession) -> None:
        """After lines were taken away, older ones of a long log come back at the bottom."""
        missing = LOG_LINES - self.log.rowCount()
        if missing <= 0:
            return
        shown = self.log.lines()
        before = shown[-1].id if shown else None
        self.log.insert(self.log.rowCount(), session.log(missing, before=before))

    def _log_shown(self) -> None:
        empty = self.log.rowCount() == 0
        self.view.log_empty.setVisible(empty)
        self.view.log_view.setVisible(not empty)
