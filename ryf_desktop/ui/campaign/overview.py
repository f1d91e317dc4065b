"""Behaviour of the Campaign dock: fills its view from the open session and refreshes it when the
session announces a change (it never polls, and never changes the campaign itself: its buttons
go to the controller).

The log shows the newest entries; after a step only the rows of the entries added or taken away
are inserted or removed (entries are only ever added at the end, and undo removes them).
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLocale, QObject

from ryf_desktop.ui.campaign import labels
from ryf_desktop.ui.campaign.controller import CampaignController
from ryf_desktop.ui.campaign.overview_log import CampaignLogModel
from ryf_desktop.ui.campaign.overview_view import CAMPAIGN_PAGE, EMPTY_PAGE, CampaignOverviewView
from ryf_desktop.ui.common import follow_session

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.session.campaign_log import CampaignCounts
    from ryf_desktop.session.events import Changed

#: How many log lines the dock shows (older ones stay in the file).
LOG_LINES = 200


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

    # --- following the session ----------------------------------------------------------------
    def _show_session(self, session: CampaignSession | None) -> None:
        self._session = session
        self._counts = None
        if session is None:
            self.log.set_lines([])
            self.show_recent()
            self.view.pages.setCurrentIndex(EMPTY_PAGE)
            return
        self.refresh_campaign()
        self.refresh_log()
        self.view.pages.setCurrentIndex(CAMPAIGN_PAGE)

    def _campaign_changed(self, changed: Changed) -> None:
        """One committed step: refresh what it names (squares of a map count nothing here)."""
        if changed.campaign:
            self.refresh_campaign()
        if changed.log_added or changed.log_removed:
            self._follow_log(changed.log_added, changed.log_removed)
        if (
            changed.character_list or changed.map_list or changed.tokens or changed.combat_list
            or changed.log_added or changed.log_removed
        ):
            self.refresh_counts()

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
        """Show the newest part of the log again, and every count."""
        session = self._session
        if session is None:
            return
        self.log.set_lines(session.log(LOG_LINES))
        self._log_shown()
        self.refresh_counts()

    def _follow_log(self, added: Sequence[int], removed: Iterable[int]) -> None:
        """The rows of the lines taken away go, the new lines come on top (an undo takes the
        newest away, so the older ones shown stay as they are)."""
        session = self._session
        if session is None:
            return
        self.log.remove_rows_of(removed)
        shown = self.log.lines()
        if added and shown and added[0] < shown[0].id:
            # A redo after a roll logged off the history puts lines back under the roll's.
            self.log.set_lines(session.log(LOG_LINES))
            self._log_shown()
            return
        self.log.insert_newest(session.log_lines_of(added[-LOG_LINES:]))
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
        self.log.insert_oldest(session.log(missing, before=before))

    def _log_shown(self) -> None:
        empty = self.log.rowCount() == 0
        self.view.log_empty.setVisible(empty)
        self.view.log_view.setVisible(not empty)
