"""Behaviour of the Campaign dock: fills its view from the open session and refreshes it when the
session announces a change (it never polls, and never changes the campaign itself: its buttons
go to the controller).
"""

from __future__ import annotations

import contextlib
import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject

from ryf_desktop.ui.campaign import labels
from ryf_desktop.ui.campaign.controller import CampaignController
from ryf_desktop.ui.campaign.log_model import CampaignLogModel
from ryf_desktop.ui.campaign.overview_view import CAMPAIGN_PAGE, EMPTY_PAGE, CampaignOverviewView

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession

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
        view.log_view.setModel(self.log)
        actions = controller.actions
        view.new_button.clicked.connect(actions.new_action.trigger)
        view.open_button.clicked.connect(actions.open_action.trigger)
        view.demo_button.clicked.connect(actions.demo_action.trigger)
        view.settings_button.clicked.connect(actions.settings_action.trigger)
        view.next_day_button.clicked.connect(controller.next_day)
        actions.clear_recent_action.triggered.connect(self._recent_changed)
        controller.session_changed.connect(self._session_changed)
        self._session_changed()

    # --- following the session ----------------------------------------------------------------
    def _session_changed(self) -> None:
        old = self._session
        if old is not None:
            for signal, slot in (
                (old.campaign_changed, self.refresh_campaign),
                (old.characters_changed, self.refresh_counts),
                (old.log_appended, self.refresh_log),
            ):
                with contextlib.suppress(RuntimeError):
                    signal.disconnect(slot)
        session = self.controller.session
        self._session = session
        if session is None:
            self.log.set_lines([])
            self.show_recent()
            self.view.pages.setCurrentIndex(EMPTY_PAGE)
            return
        session.campaign_changed.connect(self.refresh_campaign)
        session.characters_changed.connect(self.refresh_counts)
        session.log_appended.connect(self.refresh_log)
        self.refresh_campaign()
        self.refresh_counts()
        self.refresh_log()
        self.view.pages.setCurrentIndex(CAMPAIGN_PAGE)

    def _recent_changed(self) -> None:
        if self._session is None:
            self.show_recent()

    def show_recent(self) -> None:
        recent = self.controller.memory.recent()[:5]
        buttons = self.view.set_recent([(path.stem, str(path)) for path in recent])
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
        session = self._session
        if session is None:
            return
        counts = session.counts()
        texts = {
            "characters": self.tr("%n character(s)", "", counts.characters),
            "maps": self.tr("%n map(s)", "", counts.maps),
            "tokens": self.tr("%n token(s)", "", counts.tokens),
            "combats": self.tr("%n combat(s)", "", counts.combats),
        }
        for key, text in texts.items():
            self.view.count_labels[key].setText(text)
        self.view.log_title.setText(
            self.tr("Campaign log ({count})").format(count=QLocale().toString(counts.log_entries))
        )

    def refresh_log(self) -> None:
        session = self._session
        if session is None:
            return
        self.log.set_lines(session.log(LOG_LINES))
        empty = self.log.rowCount() == 0
        self.view.log_empty.setVisible(empty)
        self.view.log_view.setVisible(not empty)
        self.refresh_counts()
