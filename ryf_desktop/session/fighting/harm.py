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

from dataclasses import KW_ONLY, dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.dice import DiceError, DiceExpression, RandomSource, TargetDieTerm, parse
from ryf_desktop.rules.dice import roll as roll_dice
from ryf_desktop.rules.health import (
    OUT_STATES,
    HealthState,
    apply_damage,
    apply_healing,
    health_of,
)
from ryf_desktop.session.character_commands import character_of
from ryf_desktop.session.combat.common import get_combatant
from ryf_desktop.session.combat.people import is_hidden, owner
from ryf_desktop.session.combat.state import ENDED
from ryf_desktop.session.combat_log import dice_text, mark_secret, state_text
from ryf_desktop.session.command import (
    CommandError,
    ModelCommand,
    command,
    exactly_one,
)
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.fighting.character import character_stats
from ryf_desktop.session.fighting.fighters import fighter
from ryf_desktop.session.texts import fill
from ryf_desktop.session.validation import TEXT_MAX
from ryf_desktop.storage.records import Character, Combat, Combatant, MonsterInstance

__all__ = ["HARM_KIND", "HarmResult", "ManualHarm", "harm_expression"]

translate = QCoreApplication.translate

#: ``LogEntry.kind`` of the lines :class:`ManualHarm` writes.
HARM_KIND = "manual_harm"
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
        translate(
            "ManualHarm",
            "“%1” is not an amount or dice: type a number such as 7, or dice such as 2d6+1.",
        ),
        text.strip(),
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
    """Who is harmed: its combatant (if in a combat), its character or creature record."""

    name: str
    combatant: Combatant | None
    body: Character | MonsterInstance
    absorption: int
    hidden: bool


@command
class ManualHarm(ModelCommand):
    """Damage (or, with ``healing``, healing) typed or rolled by the GM for one target: a
    ``combatant_id`` or a ``character_id``. ``result`` holds the :class:`HarmResult` once
    pushed."""

    amount: str
    _: KW_ONLY
    combatant_id: int | None = None
    character_id: int | None = None
    healing: bool = False
    armour: bool = True
    reason: str = ""
    secret: bool = False
    rng: RandomSource
    result: HarmResult | None = field(default=None, init=False)
    _expression: DiceExpression | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        exactly_one("ManualHarm", combatant_id=self.combatant_id, character_id=self.character_id)
        self.reason = " ".join(self.reason.split())[:REASON_MAX]
        super().__post_init__()

    def initial_text(self) -> str:
        if self.healing:
            return translate("ManualHarm", "Heal")
        return translate("ManualHarm", "Damage")

    def check(self) -> None:
        self._expression = harm_expression(self.amount)

    def work_out(self, draft: Draft) -> None:
        expression = self._expression or harm_expression(self.amount)
        target = self._target(draft)
        rolled = roll_dice(expression, self.rng, explode=not self.healing)
        amount = max(0, rolled.total)
        profile = draft.model.profile
        before = target.body.wounds
        absorbed = 0
        if self.healing:
            after = apply_healing(before, amount)
        else:
            if self.armour:
                absorbed = min(amount, max(0, target.absorption))
            after = apply_damage(before, amount - absorbed)
        old_state = health_of(target.body, profile).state
        new_state = health_of(target.body, profile, wounds=after).state
        draft.update(target.body, wounds=after)
        combatant = target.combatant
        if combatant is not None:
            out = combatant.out
            if new_state in OUT_STATES:
                out = True
            elif old_state in OUT_STATES:
                out = False  # healed back up from a fall: in the fight again
            taken = combatant.damage_taken + (0 if self.healing else after - before)
            draft.update(combatant, damage_taken=taken, out=out)
        text = self._sentence(target.name, amount, dice_text(rolled) if rolled.dice else "",
                              absorbed, after, old_state, new_state)
        self.result = HarmResult(amount, absorbed, before, after, old_state, new_state, text)
        character_id = target.body.id if isinstance(target.body, Character) else None
        data: dict[str, Any] = {
            "target_combatant_id": self.combatant_id,
            "target_character_id": character_id,
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
        draft.log(
            text[:TEXT_MAX],
            kind=HARM_KIND,
            data=mark_secret(data, self.secret or target.hidden),
            combat_id=None if combatant is None else combatant.combat_id,
            character_id=character_id,
        )
        self.setText(text[:80])

    # ----------------------------------------------------------------------------- helpers
    def _target(self, draft: Draft) -> _Target:
        profile = draft.model.profile
        if self.combatant_id is None:
            character = character_of(draft, self.character_id)
            # Its absorption as a fighter's: the sheet's equipped armour.
            stats = character_stats(draft, character, profile, None)
            return _Target(character.name, None, character, stats.absorption, hidden=False)
        row = get_combatant(draft, self.combatant_id)
        combat = draft.get(Combat, row.combat_id)
        if combat is not None and combat.status == ENDED:
            raise CommandError(
                translate(
                    "ManualHarm",
                    "That combat has ended; damage or heal the character from its sheet.",
                )
            )
        body = owner(draft, row)
        if body is None:
            raise CommandError(translate("ManualHarm", "%1 is gone from the campaign."), "?")
        stats = fighter(draft, row, profile)
        hidden = combat is not None and is_hidden(draft, combat, row)
        return _Target(stats.name, row, body, stats.absorption, hidden)

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
            text += (translate("ManualHarm", " → 1 wound left") if wounds == 1
                     else fill(translate("ManualHarm", " → %1 wounds left"), wounds))
        elif absorbed:
            left = amount - absorbed
            text += fill(translate("ManualHarm", ", absorbs %1 → 1 wound") if left == 1
                         else translate("ManualHarm", ", absorbs %1 → %2 wounds"),
                         absorbed, left)
        elif not self.armour:
            text += (translate("ManualHarm", ", armour not applied → 1 wound") if amount == 1
                     else fill(translate("ManualHarm", ", armour not applied → %1 wounds"),
                               amount))
        else:
            text += (translate("ManualHarm", " → 1 wound") if amount == 1
                     else fill(translate("ManualHarm", " → %1 wounds"), amount))
        if new_state != old_state:
            text += "; " + fill(
                translate("ManualHarm", "%1 is now %2"), name, state_text(new_state)
            )
        return text

