"""Commands on the campaign record: rename it, change its rules profile, set the in-game day."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.session.command import CommandError, ModelCommand, required
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.texts import fill
from ryf_desktop.session.validation import NAME_MAX, clean_name
from ryf_desktop.storage.records import CAMPAIGN_ID, Campaign

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate
#: The latest in-game day a campaign may reach (far beyond any campaign; keeps numbers sane).
DAY_MAX = 1_000_000


def _campaign(draft: Draft) -> Campaign:
    return required(draft, Campaign, CAMPAIGN_ID, translate(
        "SessionCommand",
        "The campaign file has no campaign row. Check the file with "
        "“ryf-desktop check”, or restore a backup.",
    ))


class RenameCampaign(ModelCommand):
    def __init__(self, session: CampaignSession, name: str) -> None:
        new_name = name.strip()
        super().__init__(
            session, fill(translate("SessionCommand", "Rename campaign to “%1”"), new_name)
        )
        self.new_name = new_name

    def check(self) -> None:
        clean_name(
            self.new_name,
            translate("SessionCommand", "The campaign needs a name. Type one and try again."),
            fill(
                translate(
                    "SessionCommand",
                    "A campaign name has at most %1 characters. Shorten it and try again.",
                ),
                NAME_MAX,
            ),
        )

    def work_out(self, draft: Draft) -> None:
        draft.update(_campaign(draft), name=self.new_name)


class ChangeProfile(ModelCommand):
    """Replace the whole rules profile (RULES.md §10); every character's PV and state follow."""

    def __init__(self, session: CampaignSession, profile: RulesProfile) -> None:
        super().__init__(session, translate("SessionCommand", "Change the rules profile"))
        self.new_profile = profile

    def work_out(self, draft: Draft) -> None:
        row = _campaign(draft)
        if row.rules_profile() != self.new_profile:
            draft.update(row, **Campaign.profile_values(self.new_profile))


class SetDay(ModelCommand):
    """Set the in-game day (the "Next day" button advances it by one)."""

    def __init__(self, session: CampaignSession, day: int) -> None:
        super().__init__(session, fill(translate("SessionCommand", "Go to day %1"), day))
        self.new_day = day

    def check(self) -> None:
        if isinstance(self.new_day, bool) or not isinstance(self.new_day, int):
            raise CommandError(translate("SessionCommand", "The day must be a whole number."))
        if not 1 <= self.new_day <= DAY_MAX:
            raise CommandError(
                translate(
                    "SessionCommand",
                    "The in-game day must be between 1 and %1, not %2. Days are counted "
                    "from 1, the campaign's first day.",
                ),
                DAY_MAX,
                self.new_day,
            )

    def work_out(self, draft: Draft) -> None:
        draft.update(_campaign(draft), in_game_day=self.new_day)
