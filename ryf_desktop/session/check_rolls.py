"""A character's check written into the campaign as one step: :func:`record_check` (its log line,
the token spent and the handed-back token's penalty used up, on one draft) and
:class:`CharacterCheck` (a check rolled outside the session, by the dice dock, recorded so); and
:class:`HandBackToken`, the GM giving a spent token back, whose price is the next roll's −1.

A phone's roll (:class:`~ryf_desktop.session.phone_rolls.PhoneRoll`) rolls inside its command
and writes itself with :func:`record_check` too: undo takes back the line, the token and the
penalty together, whoever rolled.
"""

from __future__ import annotations

from dataclasses import KW_ONLY
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ryf_desktop.session.character_commands import character_of
from ryf_desktop.session.command import CommandError, ModelCommand, command
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.texts import fill
from ryf_desktop.session.validation import TEXT_MAX
from ryf_desktop.storage.records import Character

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate
#: The log kind of a check: a roll, so the table screen's banner shows it (unless secret).
ROLL_KIND = "roll"


def spend_for_roll(draft: Draft, row: Character, *, spend_token: bool,
                   use_penalty: bool) -> Character:
    """What a roll of character ``row`` uses up, on ``draft``: the token spent when
    ``spend_token`` (refused when none is left) and the handed-back token's penalty when the
    roll bore it (``use_penalty``). Returns the character as it is now."""
    if spend_token and row.tokens <= 0:
        raise CommandError(translate("CheckRolls", "%1 has no tokens left to spend."), row.name)
    changes: dict[str, object] = {}
    if spend_token:
        changes["tokens"] = row.tokens - 1
    if use_penalty and row.token_penalty:
        changes["token_penalty"] = False
    return draft.update(row, **changes) if changes else row


def record_check(draft: Draft, row: Character, line: str, detail: str, *, secret: bool,
                 spend_token: bool, use_penalty: bool, phone: bool = False) -> None:
    """Character ``row``'s check on ``draft``: its log ``line`` (kind :data:`ROLL_KIND`, with its
    ``detail``; ``secret`` keeps it off every player surface, ``phone`` says a phone rolled it)
    and what it used up (:func:`spend_for_roll`)."""
    spend_for_roll(draft, row, spend_token=spend_token, use_penalty=use_penalty)
    data: dict[str, object] = {"detail": detail[:TEXT_MAX]} if detail else {}
    if phone:
        data["phone"] = True
    if secret:
        data["secret"] = True
    draft.log(line[:TEXT_MAX], kind=ROLL_KIND, data=data, character_id=row.id)


@command
class CharacterCheck(ModelCommand):
    """A check rolled for a character outside the session (the dice dock, with the program's
    dice or the table's), recorded as one undoable step by :func:`record_check`: ``line`` and
    ``detail`` are its log line as the dock worded it."""

    character_id: int
    line: str
    detail: str = ""
    _: KW_ONLY
    secret: bool = False
    spend_token: bool = False
    use_penalty: bool = False

    def initial_text(self) -> str:
        return translate("CheckRolls", "Roll")

    def work_out(self, draft: Draft) -> None:
        row = character_of(draft, self.character_id)
        self.setText(fill(translate("CheckRolls", "Roll of “%1”"), row.name))
        record_check(draft, row, self.line, self.detail, secret=self.secret,
                     spend_token=self.spend_token, use_penalty=self.use_penalty)


@command
class HandBackToken(ModelCommand):
    """The GM hands a spent token back to the player (RULES.md §8): one more token, and the
    character's next roll at −1 rank — one step, so undo takes back both."""

    character_id: int

    def initial_text(self) -> str:
        return translate("CheckRolls", "Hand a token back")

    def work_out(self, draft: Draft) -> None:
        row = character_of(draft, self.character_id)
        self.setText(fill(translate("CheckRolls", "Hand a token back to “%1”"), row.name))
        draft.update(row, tokens=row.tokens + 1, token_penalty=True)


def record_character_check(session: CampaignSession, character_id: int, line: str, detail: str,
                           *, secret: bool, spend_token: bool, use_penalty: bool) -> str | None:
    """Push a :class:`CharacterCheck`: None when it was recorded, else why not (for the GM, who
    also hears it through ``command_failed``)."""
    return session.attempt(CharacterCheck(session, character_id, line, detail, secret=secret,
                                          spend_token=spend_token, use_penalty=use_penalty))
