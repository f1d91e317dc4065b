"""One attack of the active combatant: :class:`Attack`.

It strikes through ``rules.strike`` what :func:`~ryf_desktop.session.fighting.plan.plan_attack`
previewed: spends a major, applies the wounds to the character or the monster, sets ``out`` when
the target is inconsciente, muerto or derrotado, adds to damage dealt and taken, leaves a weapon
that needs reloading empty, spends the token the roll used and writes its log line. Undo and
redo are the model command's: the records before and after.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import KW_ONLY, dataclass, field

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.attacks import DamageBreakdown
from ryf_desktop.rules.checks import CheckResult
from ryf_desktop.rules.dice import DiceError, RandomSource
from ryf_desktop.rules.health import OUT_STATES, HealthState
from ryf_desktop.rules.strike import Blow, strike
from ryf_desktop.session.combat.people import is_hidden, owner
from ryf_desktop.session.combat.state import budget_values
from ryf_desktop.session.combat_log import (
    ATTACK_KIND,
    AttackRecord,
    attack_data,
    attack_sentence,
    mark_secret,
    state_text,
)
from ryf_desktop.session.command import CommandError, ModelCommand, command
from ryf_desktop.session.dice_words import dice_error
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.fighting.plan import AttackModifiers, AttackPlan, plan_attack
from ryf_desktop.session.fighting.reloading import reload_state_text
from ryf_desktop.session.texts import fill
from ryf_desktop.session.validation import TEXT_MAX
from ryf_desktop.storage.records import Character, MonsterInstance

__all__ = ["Attack", "AttackResult"]

translate = QCoreApplication.translate


@dataclass(frozen=True)
class AttackResult:
    """What an attack gave, for the UI: the roll, the damage, the target's new state."""

    hit: bool
    critical: bool
    fumble: bool
    natural_one: bool
    total: int
    difficulty: int
    check: CheckResult
    damage: DamageBreakdown | None
    wounds: int
    state: HealthState
    state_text: str
    text: str


class _TypedDice:
    """A random source that hands out the faces thrown at the table, checking each one."""

    def __init__(self, dice: Sequence[Sequence[int]]) -> None:
        self.faces = [face for die in dice for face in die]
        self.used = 0

    def randint(self, a: int, b: int) -> int:
        if self.used >= len(self.faces):
            raise CommandError(
                translate(
                    "AttackCommand",
                    "More damage dice are needed than were typed: enter every die, with a "
                    "further die after each one that shows its maximum (it explodes), and the "
                    "critical d6.",
                )
            )
        face = self.faces[self.used]
        self.used += 1
        if not a <= face <= b:
            raise CommandError(
                translate(
                    "AttackCommand",
                    "A typed damage die shows %1, but that die goes from %2 to %3.",
                ),
                face,
                a,
                b,
            )
        return face


def _faces(dice: Sequence[Sequence[int]]) -> str:
    return " ".join(str(face) for die in dice for face in die)


def _typed_dice_refusal(damage: DamageBreakdown, typed: Sequence[Sequence[int]]) -> str | None:
    """None when the faces typed are the faces the roll used, in order (however the GM grouped
    them: "4 3" and "4, 3" are both two dice of 2d6); else the refusal, in words."""
    rolled = [list(die) for die in damage.roll.dice]
    if damage.critical_roll is not None:
        rolled += [list(die) for die in damage.critical_roll.dice]
    if _faces(rolled) == _faces(typed):
        return None
    return fill(
        translate(
            "AttackCommand",
            "Too many damage dice typed: %1. The roll used %2 (%3); type each die once, and "
            "after a die that shows its maximum the die rolled again.",
        ),
        _faces(typed),
        _faces(rolled),
        damage.expression,
    )


def _body(draft: Draft, plan: AttackPlan) -> Character | MonsterInstance:
    """The target's character or creature record (the plan has read it: it is there)."""
    body = owner(draft, plan.target_row)
    assert body is not None
    return body


@command
class Attack(ModelCommand):
    """One attack of the active combatant; ``outcome`` holds the result once pushed.

    ``throws`` are the 1o3d10 throws made at the table (rolled with ``rng`` when None);
    ``damage_dice`` the damage dice thrown, each die with its explosions in order and the
    critical d6 after the weapon's dice (``[[6, 4], [3]]``).
    """

    attacker_id: int
    target_id: int
    attack_key: str
    modifiers: AttackModifiers = AttackModifiers()
    _: KW_ONLY
    rng: RandomSource
    throws: Sequence[Sequence[int]] | None = None
    damage_dice: Sequence[Sequence[int]] | None = None
    outcome: AttackResult | None = field(default=None, init=False)

    def initial_text(self) -> str:
        return translate("AttackCommand", "Attack")

    def work_out(self, draft: Draft) -> None:
        profile = draft.model.profile
        # The roll needs no expected wounds (seconds for 100d3+100d3…): not worked out.
        plan = plan_attack(draft, profile, self.attacker_id, self.target_id, self.attack_key,
                           self.modifiers, with_wounds=False)
        if plan.preview.refusal is not None:
            raise CommandError(plan.preview.refusal)
        assert plan.option is not None and plan.aim is not None
        typed = None if self.damage_dice is None else _TypedDice(self.damage_dice)
        try:
            blow = strike(
                plan.aim, plan.option.weapon, plan.target.stand, _body(draft, plan),
                rank=plan.preview.rank, rng=self.rng, throws=self.throws, damage_rng=typed,
                profile=profile,
            )
        except DiceError as error:
            raise dice_error(error) from None
        if self.damage_dice is not None and blow.damage is not None:
            refusal = _typed_dice_refusal(blow.damage, self.damage_dice)
            if refusal is not None:
                raise CommandError(refusal)
        self._write(draft, plan, blow)
        text = self._log(draft, plan, blow)
        self.outcome = AttackResult(
            hit=blow.check.success,
            critical=blow.check.critical,
            fumble=blow.check.fumble,
            natural_one=blow.check.natural_one,
            total=blow.check.total,
            difficulty=blow.check.difficulty,
            check=blow.check,
            damage=blow.damage,
            wounds=blow.wounds,
            state=blow.after.state,
            state_text=state_text(blow.after.state),
            text=text,
        )
        self.setText(
            fill(translate("AttackCommand", "%1 attacks %2"), plan.attacker.name,
                 plan.target.name)
        )

    @staticmethod
    def _write(draft: Draft, plan: AttackPlan, blow: Blow) -> None:
        """The wounds, the target's fall, the attacker's budget, weapon and token."""
        wounds = blow.wounds
        draft.update(_body(draft, plan), wounds=blow.after.wounds)
        target_row = plan.target_row
        draft.update(
            target_row,
            damage_taken=target_row.damage_taken + wounds,
            out=target_row.out or blow.after.state in OUT_STATES,
        )
        attacker_row, option = plan.attacker_row, plan.option
        assert option is not None
        plan.budget.spend_major()
        spent = budget_values(plan.budget, lasting_before=attacker_row.lasting_penalty)
        spent["damage_dealt"] = attacker_row.damage_dealt + wounds
        if option.reload:
            spent["reload_state"] = reload_state_text(attacker_row, option, loaded=False)
        draft.update(attacker_row, **spent)
        preview = plan.preview
        character = draft.get(Character, plan.attacker.character_id)
        if character is not None and (preview.spends_token or preview.uses_token_penalty):
            draft.update(
                character,
                tokens=max(0, character.tokens - 1) if preview.spends_token
                else character.tokens,
                token_penalty=False if preview.uses_token_penalty else character.token_penalty,
            )

    def _log(self, draft: Draft, plan: AttackPlan, blow: Blow) -> str:
        preview, option, attacker, target = plan.preview, plan.option, plan.attacker, plan.target
        assert option is not None
        record = AttackRecord(
            attacker_id=self.attacker_id,
            attacker=attacker.name,
            target_id=self.target_id,
            target=target.name,
            attack_key=self.attack_key,
            weapon=None if option.item_id is None else option.label,
            kind=option.kind,
            difficulty_text=preview.difficulty_text,
            modifier=preview.modifier,
            rank_reasons=preview.rank_reasons,
            check=blow.check,
            damage=blow.damage,
            band=preview.band,
            distance_m=preview.distance_m,
            wounds_before=blow.before.wounds,
            wounds_after=blow.after.wounds,
            state_before=blow.before.state,
            state_after=blow.after.state,
            attacker_character_id=attacker.character_id,
            target_character_id=target.character_id,
        )
        text = attack_sentence(record)
        secret = self.modifiers.secret or any(
            is_hidden(draft, plan.combat, row) for row in (plan.attacker_row, plan.target_row)
        )
        draft.log(
            text[:TEXT_MAX],
            kind=ATTACK_KIND,
            data=mark_secret(attack_data(record), secret),
            combat_id=plan.combat.id,
            character_id=(
                target.character_id if target.character_id is not None
                else attacker.character_id
            ),
        )
        return text
