"""Damage and healing the GM applies by hand: :class:`ManualHarm` (a fall, a molotov, damage
rolled at the table, a potion).

The target is a combatant (a character or a creature of a combat) or a character out of any
combat. The GM types an amount ("7") or dice ("2d6+1"): damage dice explode as RULES.md §6 says,
healing dice do not (§11). With armour applied the target's absorption is subtracted from the
damage (not below 0). Wounds never go below 0; the health state follows as after an attack (a
combatant who falls is ``out``; one healed back up from a fall is in the fight again). One
undoable step with its log line, secret when the GM asks or the combatant is hidden.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from sqlmodel import Session, col

from ryf_desktop.rules.dice import DiceError, DiceExpression, RandomSource, TargetDieTerm, parse
from ryf_desktop.rules.dice import roll as roll_dice
from ryf_desktop.rules.health import (
    HealthState,
    apply_damage,
    apply_healing,
    creature_state,
    state,
)
from ryf_desktop.session.attack_queries import OUT_STATES
from ryf_desktop.session.catalog_commands import CatalogChanges
from ryf_desktop.session.changes import Changes
from ryf_desktop.session.combat_log import mark_secret, state_text
from ryf_desktop.session.combat_state import ENDED
from ryf_desktop.session.command import CommandError
from ryf_desktop.session.fighters import fighter_stats, hidden_combatants
from ryf_desktop.session.queries import character_details
from ryf_desktop.session.sheet_queries import fighting_sheet
from ryf_desktop.session.snapshot_command import Scope, SnapshotCommand
from ryf_desktop.session.texts import fill
from ryf_desktop.session.validation import TEXT_MAX
from ryf_desktop.storage.raw_sql import insert_row, table_of
from ryf_desktop.storage.tables import Character, Combat, Combatant, LogEntry, MonsterInstance
from ryf_desktop.storage.tables.base import dump_json, utc_now_text

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

__all__ = ["HARM_KIND", "HarmResult", "ManualHarm", "harm_expression"]

translate = QCoreApplication.translate

#: ``LogEntry.kind`` of the lines :class:`ManualHarm` writes.
HARM_KIND = "manual_harm"
_LOG_TABLE = table_of(LogEntry)
#: The longest reason kept in the log line.
REASON_MAX = 80


@dataclass(frozen=True, slots=True)
class HarmResult:
    """What a manual harm did: the amount rolled or typed, what armour took, the wounds and
    the state before and after, and the log's sentence."""

    rolled: int
    absorbed: int
    wounds_before: int
    wounds_after: int
    state_before: HealthState
    state_after: HealthState
    text: str

    @property
    def change(self) -> int:
        """The wounds added (damage) or taken away (healing)."""
        return abs(self.wounds_after - self.wounds_before)


def harm_expression(text: str) -> DiceExpression:
    """The amount or dice typed ("7", "2d6+1"); CommandError saying what to type otherwise."""
    refusal = CommandError(
        fill(
            translate(
                "ManualHarm",
                "“%1” is not an amount or dice: type a number such as 7, or dice such as 2d6+1.",
            ),
            text.strip(),
        )
    )
    if not text.strip():
        raise refusal
    try:
        expression = parse(text)
    except DiceError:
        raise refusal from None
    if any(isinstance(term, TargetDieTerm) for term in expression.terms):
        raise CommandError(
            translate(
                "ManualHarm",
                "Damage and healing are rolled with ordinary dice, such as 2d6+1, not 1o3d10.",
            )
        )
    return expression


@dataclass(frozen=True, slots=True)
class _Target:
    """Who is harmed: the combatant row (if in a combat), the owner's table and row."""

    name: str
    combatant: Combatant | None
    character: Character | None
    monster: MonsterInstance | None
    absorption: int
    hidden: bool

    @property
    def wounds(self) -> int:
        owner = self.character if self.character is not None else self.monster
        assert owner is not None
        return owner.wounds


class ManualHarm(SnapshotCommand):
    """Damage (or, with ``healing``, healing) typed or rolled by the GM for one target: a
    ``combatant_id`` or a ``character_id``. ``result`` holds the :class:`HarmResult` once
    pushed."""

    def __init__(
        self,
        session: CampaignSession,
        amount: str,
        *,
        combatant_id: int | None = None,
        character_id: int | None = None,
        healing: bool = False,
        armour: bool = True,
        reason: str = "",
        secret: bool = False,
        rng: RandomSource,
    ) -> None:
        if (combatant_id is None) == (character_id is None):
            raise ValueError("ManualHarm takes exactly one of combatant_id, character_id")
        super().__init__(
            session,
            translate("ManualHarm", "Heal") if healing else translate("ManualHarm", "Damage"),
        )
        self.amount = amount
        self.combatant_id = combatant_id
        self.character_id = character_id
        self.healing = healing
        self.armour = armour
        self.reason = " ".join(reason.split())[:REASON_MAX]
        self.secret = secret
        self.rng = rng
        self.result: HarmResult | None = None
        self._expression: DiceExpression | None = None

    def check(self) -> None:
        self._expression = harm_expression(self.amount)

    def scope(self, db: Session) -> Scope:
        if self.combatant_id is None:
            return [(Character, col(Character.id) == self.character_id)]
        row = db.get(Combatant, self.combatant_id)
        character_id = None if row is None else row.character_id
        monster_id = None if row is None else row.monster_id
        return [
            (Combatant, col(Combatant.id) == self.combatant_id),
            (Character, col(Character.id) == (character_id or -1)),
            (MonsterInstance, col(MonsterInstance.id) == (monster_id or -1)),
        ]

    def act(self, db: Session) -> Changes:
        expression = self._expression or harm_expression(self.amount)
        target = self._target(db)
        rolled = roll_dice(expression, self.rng, explode=not self.healing)
        amount = max(0, rolled.total)
        profile = self.session.profile
        before = target.wounds
        absorbed = 0
        if self.healing:
            after = apply_healing(before, amount)
        else:
            if self.armour:
                absorbed = min(amount, max(0, target.absorption))
            after = apply_damage(before, amount - absorbed)
        if target.character is not None:
            old_state = state(target.character.fisico, before, profile)
            new_state = state(target.character.fisico, after, profile)
            target.character.wounds = after
            db.add(target.character)
        else:
            assert target.monster is not None
            old_state = creature_state(target.monster.pv_max, before)
            new_state = creature_state(target.monster.pv_max, after)
            target.monster.wounds = after
            db.add(target.monster)
        combatant = target.combatant
        if combatant is not None:
            if not self.healing:
                combatant.damage_taken += after - before
            if new_state in OUT_STATES:
                combatant.out = True
            elif old_state in OUT_STATES:
                combatant.out = False  # healed back up from a fall: in the fight again
            db.add(combatant)
        text = self._sentence(target.name, amount, rolled_text(rolled.dice, expression),
                              absorbed, after, old_state, new_state)
        self.result = HarmResult(amount, absorbed, before, after, old_state, new_state, text)
        data: dict[str, Any] = {
            "target_combatant_id": self.combatant_id,
            "target_character_id": None if target.character is None else target.character.id,
            "healing": self.healing,
            "armour": self.armour and not self.healing,
            "expression": str(expression),
            "dice": rolled.dice,
            "rolled": amount,
            "absorbed": absorbed,
            "wounds_before": before,
            "wounds_after": after,
            "state_before": str(old_state),
            "state_after": str(new_state),
            "reason": self.reason,
        }
        insert_row(
            db,
            _LOG_TABLE,
            {
                "at": utc_now_text(),
                "game_day": self.session.day,
                "kind": HARM_KIND,
                "text": text[:TEXT_MAX],
                "data": dump_json(mark_secret(data, self.secret or target.hidden)),
                "combat_id": None if combatant is None else combatant.combat_id,
                "character_id": None if target.character is None else target.character.id,
            },
        )
        self.setText(text[:80])
        characters = frozenset(
            {int(target.character.id or 0)} if target.character is not None else set()
        )
        return CatalogChanges(
            combats=combatant is not None, log=True, character_ids=characters
        )

    # ----------------------------------------------------------------------------- helpers
    def _target(self, db: Session) -> _Target:
        profile = self.session.profile
        if self.combatant_id is None:
            character = db.get(Character, self.character_id)
            details = character_details(db, int(self.character_id or 0), profile, row=character)
            if character is None or details is None:
                raise CommandError(
                    fill(
                        translate("ManualHarm", "There is no character %1 any more."),
                        self.character_id,
                    )
                )
            derived, _ = fighting_sheet(details, profile)
            absorption = next((v.value for v in derived if v.key == "absorption"), 0)
            return _Target(character.name, None, character, None, absorption, hidden=False)
        row = db.get(Combatant, self.combatant_id)
        if row is None:
            raise CommandError(
                fill(
                    translate(
                        "ManualHarm",
                        "There is no combatant %1 any more (removed from the combat?).",
                    ),
                    self.combatant_id,
                )
            )
        combat = db.get(Combat, row.combat_id)
        if combat is not None and combat.status == ENDED:
            raise CommandError(
                translate(
                    "ManualHarm",
                    "That combat has ended; damage or heal the character from its sheet.",
                )
            )
        stats = fighter_stats(db, row, profile)
        character = None if row.character_id is None else db.get(Character, row.character_id)
        monster = None if row.monster_id is None else db.get(MonsterInstance, row.monster_id)
        if character is None and monster is None:
            raise CommandError(
                fill(translate("ManualHarm", "%1 is gone from the campaign."), stats.name)
            )
        hidden = row.id in hidden_combatants(db, row.combat_id)
        return _Target(stats.name, row, character, monster, stats.absorption, hidden)

    def _sentence(
        self,
        name: str,
        amount: int,
        dice: str,
        absorbed: int,
        wounds: int,
        old_state: HealthState,
        new_state: HealthState,
    ) -> str:
        """"Goblin 2 takes 12 damage (molotov): 2d6+1 (6→3, 2), absorbs 2 → 10 wounds;
        Goblin 2 is now derrotado"."""
        if self.healing:
            text = fill(translate("ManualHarm", "%1 is healed %2 PV"), name, amount)
        else:
            text = fill(translate("ManualHarm", "%1 takes %2 damage"), name, amount)
        if self.reason:
            text += f" ({self.reason})"
        if dice:
            text += f": {dice}"
        if self.healing:
            text += fill(translate("ManualHarm", " → %1 wounds left"), wounds)
        elif absorbed:
            text += fill(translate("ManualHarm", ", absorbs %1 → %2 wounds"), absorbed,
                         amount - absorbed)
        elif not self.armour:
            text += fill(translate("ManualHarm", ", armour not applied → %1 wounds"), amount)
        else:
            text += fill(translate("ManualHarm", " → %1 wounds"), amount)
        if new_state != old_state:
            text += "; " + fill(
                translate("ManualHarm", "%1 is now %2"), name, state_text(new_state)
            )
        return text


def rolled_text(dice: list[list[int]], expression: DiceExpression) -> str:
    """The dice as the log shows them ("2d6+1 (6→3, 2)"); empty for a typed amount."""
    if not dice:
        return ""
    faces = ", ".join("→".join(str(face) for face in die) for die in dice)
    return f"{expression} ({faces})"
