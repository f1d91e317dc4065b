"""Commands on the campaign row: rename it, change its rules profile, set the in-game day."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from sqlmodel import Session

from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.session.changes import NOTHING, Changes
from ryf_desktop.session.command import CommandError, SessionCommand
from ryf_desktop.session.texts import fill
from ryf_desktop.session.validation import NAME_MAX, clean_name
from ryf_desktop.storage.tables import CAMPAIGN_ID, Campaign

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

#: The latest in-game day a campaign may reach (far beyond any campaign; keeps numbers sane).
DAY_MAX = 1_000_000


def _campaign_row(db: Session) -> Campaign:
    row = db.get(Campaign, CAMPAIGN_ID)
    if row is None:
        raise CommandError(
            QCoreApplication.translate(
                "SessionCommand",
                "The campaign file has no campaign row. Check the file with "
                "“ryf-desktop check”, or restore a backup.",
            )
        )
    return row


class RenameCampaign(SessionCommand):
    def __init__(self, session: CampaignSession, name: str) -> None:
        new_name = name.strip()
        super().__init__(
            session,
            fill(QCoreApplication.translate("SessionCommand", "Rename campaign to “%1”"), new_name),
        )
        self.new_name = new_name
        self._old_name: str | None = None

    def check(self) -> None:
        clean_name(
            self.new_name,
            QCoreApplication.translate(
                "SessionCommand", "The campaign needs a name. Type one and try again."
            ),
            fill(
                QCoreApplication.translate(
                    "SessionCommand",
                    "A campaign name has at most %1 characters. Shorten it and try again.",
                ),
                NAME_MAX,
            ),
        )

    def apply(self, db: Session) -> Changes:
        row = _campaign_row(db)
        if row.name == self.new_name:
            return NOTHING
        self._old_name = row.name
        row.name = self.new_name
        db.add(row)
        return Changes(campaign=True)

    def revert(self, db: Session) -> Changes:
        row = _campaign_row(db)
        if self._old_name is None:
            return NOTHING
        row.name = self._old_name
        db.add(row)
        return Changes(campaign=True)


class ChangeProfile(SessionCommand):
    """Replace the whole rules profile (RULES.md §10); every character's PV and state follow."""

    def __init__(self, session: CampaignSession, profile: RulesProfile) -> None:
        super().__init__(
            session, QCoreApplication.translate("SessionCommand", "Change the rules profile")
        )
        self.new_profile = profile
        self._old_profile: RulesProfile | None = None

    def apply(self, db: Session) -> Changes:
        row = _campaign_row(db)
        old = row.rules_profile()
        if old == self.new_profile:
            return NOTHING
        self._old_profile = old
        row.set_rules_profile(self.new_profile)
        db.add(row)
        return Changes(campaign=True, characters=True)

    def revert(self, db: Session) -> Changes:
        if self._old_profile is None:
            return NOTHING
        row = _campaign_row(db)
        row.set_rules_profile(self._old_profile)
        db.add(row)
        return Changes(campaign=True, characters=True)


class SetDay(SessionCommand):
    """Set the in-game day (the "Next day" button advances it by one)."""

    def __init__(self, session: CampaignSession, day: int) -> None:
        super().__init__(
            session, fill(QCoreApplication.translate("SessionCommand", "Go to day %1"), day)
        )
        self.new_day = day
        self._old_day: int | None = None

    def check(self) -> None:
        if isinstance(self.new_day, bool) or not isinstance(self.new_day, int):
            raise CommandError(
                QCoreApplication.translate("SessionCommand", "The day must be a whole number.")
            )
        if not 1 <= self.new_day <= DAY_MAX:
            raise CommandError(
                fill(
                    QCoreApplication.translate(
                        "SessionCommand",
                        "The in-game day must be between 1 and %1, not %2. Days are counted "
                        "from 1, the campaign's first day.",
                    ),
                    DAY_MAX,
                    self.new_day,
                )
            )

    def apply(self, db: Session) -> Changes:
        row = _campaign_row(db)
        if row.in_game_day == self.new_day:
            return NOTHING
        self._old_day = row.in_game_day
        row.in_game_day = self.new_day
        db.add(row)
        return Changes(campaign=True)

    def revert(self, db: Session) -> Changes:
        if self._old_day is None:
            return NOTHING
        row = _campaign_row(db)
        row.in_game_day = self._old_day
        db.add(row)
        return Changes(campaign=True)
