"""What an attack would be before it is rolled: :func:`attack_preview` → :class:`AttackPreview`.

The preview and the :class:`~ryf_desktop.session.fighting.attack.Attack` command share
:func:`plan_attack`, so the odds a GM reads are those of the roll that follows. The arithmetic is
``rules.strike`` (reach, band, difficulty, damage, odds); this module gathers the fighters from
the model, adds what the turn decides (whose turn, the budget, a loaded weapon, the roll's own
choices), works out the rank with ``rules.rank.RollShifts`` (RULES.md §11) and words every
refusal in the GM's language, saying why the attack cannot be made and what to do.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.attacks import Cover, RangeBand
from ryf_desktop.rules.combat import TurnBudget
from ryf_desktop.rules.health import OUT_STATES, HealthState
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.rules.strike import (
    Aim,
    AimRefusal,
    Conditions,
    WoundsQuestion,
    aim,
    odds,
    wounds_question,
)
from ryf_desktop.session.combat.common import get_combat, get_combatant, not_their_turn
from ryf_desktop.session.combat.people import name_of
from ryf_desktop.session.combat.state import RUNNING, active_combatant, load_budget
from ryf_desktop.session.combat_log import band_text, difficulty_text, state_text
from ryf_desktop.session.command import CommandError
from ryf_desktop.session.fighting.fighters import fighter
from ryf_desktop.session.fighting.rank import choice_refusal, reason_text, roll_shifts
from ryf_desktop.session.fighting.reloading import is_loaded
from ryf_desktop.session.fighting.stats import AttackOption, FighterStats
from ryf_desktop.session.model import Records
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import Combat, Combatant

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

__all__ = [
    "AttackModifiers",
    "AttackPlan",
    "AttackPreview",
    "acting_refusal",
    "attack_preview",
    "fighter_now",
    "plan_attack",
]

translate = QCoreApplication.translate

#: States past which a target cannot be hurt further in a way the fight cares about.
_FINISHED = frozenset({HealthState.MUERTO, HealthState.DERROTADO})


@dataclass(frozen=True)
class AttackModifiers:
    """The ranged modifiers the GM ticks (RULES.md §6; melee ignores them), and the roll's own
    choices: a token spent (+1, and one of the character's tokens gone) and a specialisation
    of the weapon's skill used (+1).

    ``distance_m`` is the distance the GM states; it wins over the one measured on the map (the
    GM knows a height or a window the squares do not show), and 0 or None is "from the map".
    """

    running: bool = False
    prone: bool = False
    cover: Cover = Cover.NONE
    among_people: bool = False
    distance_m: float | None = None
    #: The GM rolls in secret: the attack's log line is kept off the players' surfaces.
    secret: bool = False
    spend_token: bool = False
    specialisation: str | None = None

    @property
    def conditions(self) -> Conditions:
        return Conditions(self.running, self.prone, self.cover, self.among_people,
                          self.distance_m)


@dataclass(frozen=True)
class AttackPreview:
    """An attack before its roll. ``refusal`` is None when it may be made; odds are 0 when the
    difficulty is unknown (out of range, no target distance)."""

    attacker_id: int
    target_id: int
    attack_key: str
    kind: str
    distance_m: float | None
    band: RangeBand | None
    difficulty: int | None
    difficulty_text: str
    modifier: int
    rank: int
    rank_reasons: tuple[str, ...]
    p_hit: float
    p_critical: float
    p_fumble: float
    damage: str | None
    expected_damage: float
    absorption: int
    ignores_armour: bool
    refusal: str | None
    #: The attacker's tokens (None for a creature, which has none to spend).
    tokens: int | None = None
    #: The specialisations of the chosen attack's skill (one may be used for +1).
    specialisations: tuple[str, ...] = ()
    #: Whether the roll spends a token and uses up a handed-back token's −1.
    spends_token: bool = False
    uses_token_penalty: bool = False
    #: The expected wounds' question when they were left out (``with_wounds=False``).
    wounds: WoundsQuestion | None = None


@dataclass(frozen=True)
class AttackPlan:
    """A preview with what the Attack command needs to roll it: the records and fighters read
    for it, the option, the rules' aim (None without an option) and the attacker's budget."""

    preview: AttackPreview
    combat: Combat
    attacker_row: Combatant
    target_row: Combatant
    attacker: FighterStats
    target: FighterStats
    option: AttackOption | None
    aim: Aim | None
    budget: TurnBudget


# --------------------------------------------------------------------------- small helpers


def fighter_now(records: Records, row: Combatant, profile: RulesProfile) -> FighterStats:
    """The combatant's fighter, CommandError when its character or creature is gone."""
    try:
        return fighter(records, row, profile)
    except KeyError:
        raise CommandError(
            translate(
                "AttackQuery",
                "There is no combatant %1 (removed from the combat?). Refresh the combat "
                "tracker and pick the combatant again.",
            ),
            row.id,
        ) from None


def acting_refusal(
    records: Records, combat: Combat, row: Combatant, stats: FighterStats
) -> str | None:
    """Why this combatant may not act now (combat not running, not its turn, out), or None."""
    if combat.status != RUNNING:
        return translate(
            "AttackQuery",
            "The combat is not running: begin it (everyone with an initiative) before acting.",
        )
    active = active_combatant(records, combat)
    if active is None or active.id != row.id:
        return not_their_turn(stats.name, "" if active is None else name_of(records, active))
    if row.out or stats.state in OUT_STATES:
        return fill(
            translate("AttackQuery", "%1 is out of the fight (%2) and cannot act."),
            stats.name,
            state_text(stats.state),
        )
    return None


def major_refusal(budget: TurnBudget, name: str) -> str | None:
    if budget.can_spend_major():
        return None
    if budget.can_take_double_action():
        hint = translate("AttackQuery", "Take a double action for one more, or end the turn.")
    else:
        hint = translate("AttackQuery", "End the turn.")
    return fill(
        translate("AttackQuery", "%1 has no major action left this turn. %2"), name, hint
    )


def _aim_refusal(
    aimed: Aim, option: AttackOption, attacker: FighterStats, target: FighterStats
) -> str | None:
    """The rules' refusal of the aim in the GM's words, or None."""
    refusal = aimed.refusal
    distance = "" if aimed.distance_m is None else f"{aimed.distance_m:g}"
    if refusal is None:
        return None
    if refusal is AimRefusal.NOT_ADJACENT:
        return fill(
            translate(
                "AttackQuery",
                "%1 is not adjacent to %2 (%3 m away): a melee attack needs the "
                "target in a neighbouring square. Move next to it first.",
            ),
            attacker.name, target.name, distance,
        )
    if refusal is AimRefusal.NO_RANGES:
        return fill(
            translate(
                "AttackQuery",
                "%1 has no ranges to shoot with; give the weapon its ranges on the sheet.",
            ),
            option.label,
        )
    if refusal is AimRefusal.DISTANCE_UNKNOWN:
        return translate(
            "AttackQuery",
            "The distance to the target is unknown: place both tokens on the combat's map, "
            "or state the distance.",
        )
    if refusal is AimRefusal.OUT_OF_REACH:
        return fill(
            translate(
                "AttackQuery",
                "%1 is %2 m away, beyond the reach of %3 (%4): move closer or pick "
                "another weapon.",
            ),
            target.name, distance, option.label, str(option.ranges),
        )
    if refusal is AimRefusal.BAND_CANNOT_HIT:
        return fill(
            translate(
                "AttackQuery", "%1 cannot hit at %2 (its damage there is “-”): move closer."
            ),
            option.label, band_text(aimed.band or RangeBand.BOCAJARRO),
        )
    return fill(
        translate(
            "AttackQuery",
            "The damage “%1” of %2 cannot be rolled (%3); correct it on the sheet or "
            "in the catalog.",
        ),
        aimed.unreadable_damage, option.label, aimed.unreadable,
    )


def _turn_refusals(
    records: Records,
    plan_of: tuple[Combat, Combatant, FighterStats, FighterStats],
    option: AttackOption | None,
    attack_key: str,
    budget: TurnBudget,
    modifiers: AttackModifiers,
) -> list[str | None]:
    """What the turn and the roll's choices refuse, in the order the GM is told."""
    combat, attacker_row, attacker, target = plan_of
    found = [acting_refusal(records, combat, attacker_row, attacker)]
    if attacker.combatant_id == target.combatant_id:
        found.append(
            translate("AttackQuery", "A combatant cannot attack itself; pick a target.")
        )
    if target.state in _FINISHED:
        found.append(
            fill(
                translate("AttackQuery", "%1 is already %2; pick another target."),
                target.name,
                state_text(target.state),
            )
        )
    if option is None:
        offered = ", ".join(o.label for o in attacker.attacks) or "—"
        found.append(
            fill(
                translate(
                    "AttackQuery",
                    "%1 has no attack “%2” (a weapon unequipped or removed?); pick one of: %3.",
                ),
                attacker.name,
                attack_key,
                offered,
            )
        )
        return found
    found.append(major_refusal(budget, attacker.name))
    found.append(
        choice_refusal(attacker, option, modifiers.spend_token, modifiers.specialisation)
    )
    if not is_loaded(attacker_row, option):
        found.append(
            fill(
                translate(
                    "AttackQuery",
                    "%1 must be reloaded before it shoots again: reloading is a major action.",
                ),
                option.label,
            )
        )
    return found


def plan_attack(
    records: Records,
    profile: RulesProfile,
    attacker_id: int,
    target_id: int,
    attack_key: str,
    modifiers: AttackModifiers = AttackModifiers(),
    *,
    with_wounds: bool = True,
) -> AttackPlan:
    """Everything about an attack short of its dice; CommandError when a combatant is gone.
    Without ``with_wounds`` the expected wounds are not worked out: the preview carries their
    question instead (``wounds``), for a view to answer off its thread."""
    attacker_row = get_combatant(records, attacker_id)
    target_row = get_combatant(records, target_id)
    if attacker_row.combat_id != target_row.combat_id:
        raise CommandError(
            translate(
                "AttackQuery",
                "The attacker and the target are in different combats; pick a target of the "
                "attacker's combat.",
            )
        )
    combat = get_combat(records, attacker_row.combat_id)
    attacker = fighter_now(records, attacker_row, profile)
    target = attacker if target_id == attacker_id else fighter_now(records, target_row, profile)
    budget = load_budget(attacker_row)
    option = attacker.attack(attack_key)
    shifts = roll_shifts(
        attacker, budget, option,
        specialisation=modifiers.specialisation, spend_token=modifiers.spend_token,
    )
    refusals = _turn_refusals(
        records, (combat, attacker_row, attacker, target), option, attack_key, budget, modifiers
    )
    aimed: Aim | None = None
    chances = None
    question: WoundsQuestion | None = None
    if option is not None:
        aimed = aim(option.weapon, attacker.stand, target.stand,
                    diagonal_rule=str(profile.diagonal_rule), conditions=modifiers.conditions)
        refusals.append(_aim_refusal(aimed, option, attacker, target))
        chances = odds(aimed, option.weapon, target.stand, rank=shifts.rank, profile=profile,
                       with_wounds=with_wounds)
        if not with_wounds:
            question = wounds_question(aimed, option.weapon, target.stand, rank=shifts.rank,
                                       profile=profile)
    difficulty = None if aimed is None else aimed.difficulty
    preview = AttackPreview(
        attacker_id=attacker_id,
        target_id=target_id,
        attack_key=attack_key,
        kind="melee" if aimed is None else aimed.kind,
        distance_m=None if aimed is None else aimed.distance_m,
        band=None if aimed is None else aimed.band,
        difficulty=None if aimed is None else aimed.difficulty_value,
        difficulty_text="" if difficulty is None else difficulty_text(difficulty),
        modifier=0 if option is None else option.modifier,
        rank=shifts.rank,
        rank_reasons=tuple(reason_text(reason, None if option is None else option.skill)
                           for reason in shifts.reasons),
        p_hit=0.0 if chances is None else chances.hit,
        p_critical=0.0 if chances is None else chances.critical,
        p_fumble=0.0 if chances is None else chances.fumble,
        damage=None if aimed is None else aimed.damage,
        expected_damage=0.0 if chances is None else chances.expected_damage,
        absorption=target.absorption,
        ignores_armour=option is not None and option.ignores_armour,
        refusal=next((refusal for refusal in refusals if refusal is not None), None),
        tokens=None if attacker.is_monster else attacker.tokens,
        specialisations=() if option is None else option.specialisations,
        spends_token=shifts.token_spent,
        uses_token_penalty=shifts.token_handed_back,
        wounds=question,
    )
    return AttackPlan(preview, combat, attacker_row, target_row, attacker, target, option,
                      aimed, budget)


def attack_preview(
    session: CampaignSession,
    attacker_id: int,
    target_id: int,
    attack_key: str,
    modifiers: AttackModifiers = AttackModifiers(),
    *,
    with_wounds: bool = True,
) -> AttackPreview:
    """The attack as it would be rolled now; CommandError when a combatant is gone."""
    model = session.model
    return plan_attack(model, model.profile, attacker_id, target_id, attack_key,
                       modifiers, with_wounds=with_wounds).preview
