"""What an attack would be before it is rolled: :func:`attack_preview` → :class:`AttackPreview`.

The preview and the :class:`~ryf_desktop.session.attack_commands.Attack` command share
:func:`plan_attack`, so the odds a GM reads are those of the roll that follows:

- melee only against an adjacent target (footprints touching, diagonals included), against its
  Defensa (shield included);
- ranged: the distance between the nearest squares of the two footprints on the combat's map
  under the campaign's diagonal rule, its band and difficulty from the weapon's ranges plus the
  modifiers and the target's shield cobertura; an adjacent target is at bocajarro under every
  diagonal rule; the damage of the band (sawn-off shotgun);
- rank: ``rules.rank.RollShifts``, as the sheet's roller works it out (RULES.md §11): a weapon
  skill of 0 points −1, a specialisation chosen +1, a token spent +1, a handed-back token
  pending −1, malherido −1 and a double action −1, each with its reason;
- exact odds of hit, critical and fumble from ``rules.odds.check_odds`` and the expected damage
  from ``rules.odds.expected_damage`` (explosions, the profile's critical rule, absorption);
- a refusal, in the GM's language, saying why the attack cannot be made and what to do.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from sqlmodel import Session

from ryf_desktop.rules.attacks import (
    BOCAJARRO_MAX_M,
    Cover,
    RangeBand,
    damage_for_band,
    ranged_band,
    ranged_difficulty_terms,
)
from ryf_desktop.rules.character import DerivedValue
from ryf_desktop.rules.combat import RuleViolation, TurnBudget
from ryf_desktop.rules.dice import DiceError, parse
from ryf_desktop.rules.health import HealthState
from ryf_desktop.rules.movement import footprint_distance_m
from ryf_desktop.rules.odds import check_odds, expected_damage
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.session.combat_log import band_text, difficulty_text, state_text
from ryf_desktop.session.combat_state import (
    CombatNow,
    active_combatant,
    load_budget,
    read_combat_now,
)
from ryf_desktop.session.command import CommandError
from ryf_desktop.session.fighters import (
    AttackOption,
    CombatantFacts,
    FighterStats,
    combatant_facts,
    fighter_stats_on,
)
from ryf_desktop.session.reloading import (
    is_loaded,
    reload_key,
    reload_state_text,
    set_loaded,
)
from ryf_desktop.session.roll_rank import (
    choice_refusal,
    rank_with_reasons,
    reason_text,
    roll_shifts,
)
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.raw_sql import fast_get, row_by_id, table_of
from ryf_desktop.storage.tables import Character, Combat, Combatant, MonsterInstance

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

__all__ = [
    "OUT_STATES",
    "RUNNING",
    "AttackModifiers",
    "AttackPlan",
    "AttackPreview",
    "acting_refusal",
    "adjacent",
    "attack_preview",
    "get_combatant",
    "is_loaded",
    "plan_attack",
    "rank_with_reasons",
    "reason_text",
    "reload_key",
    "reload_state_text",
    "roll_shifts",
    "set_loaded",
]

translate = QCoreApplication.translate

RUNNING = "running"
#: States that take a combatant out of the fight.
OUT_STATES = frozenset({HealthState.INCONSCIENTE, HealthState.MUERTO, HealthState.DERROTADO})
#: States past which a target cannot be hurt further in a way the fight cares about.
_FINISHED = frozenset({HealthState.MUERTO, HealthState.DERROTADO})


@dataclass(frozen=True)
class AttackModifiers:
    """The ranged modifiers the GM ticks (RULES.md §6; melee ignores them), and the roll's own
    choices: a token spent (+1, and one of the character's tokens gone) and a specialisation
    of the weapon's skill used (+1).

    ``distance_m`` is the distance the GM states when the map cannot measure it (the combat has
    no map, or a token is missing); a distance measured on the map always wins.
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


#: A row read already in this transaction, by table (a SQLModel class) and id, as raw values;
#: None when it was not (``SnapshotCommand.photographed``).
KnownRows = Callable[[Any, int], Mapping[str, Any] | None]


def _unknown(model: Any, row_id: int) -> None:
    return None


@dataclass(frozen=True)
class AttackPlan:
    """A preview with what the Attack command needs to roll it. The fighters' rows are plain
    values (the command writes its changes past the ORM); ``*_owner`` is the raw row of each
    fighter's character or monster as read for the plan."""

    preview: AttackPreview
    combat: CombatNow
    attacker_row: CombatantFacts
    target_row: CombatantFacts
    attacker_owner: Mapping[str, Any]
    target_owner: Mapping[str, Any]
    attacker: FighterStats
    target: FighterStats
    option: AttackOption | None
    difficulty_value: DerivedValue | int | None
    budget: TurnBudget


# --------------------------------------------------------------------------- small helpers


def get_combatant(db: Session, combatant_id: int) -> Combatant:
    row = fast_get(db, Combatant, combatant_id)
    if row is None:
        raise _gone(combatant_id)
    return row


def _gone(combatant_id: int) -> CommandError:
    return CommandError(
        fill(
            translate(
                "AttackQuery",
                "There is no combatant %1 (removed from the combat?). Refresh the combat "
                "tracker and pick the combatant again.",
            ),
            combatant_id,
        )
    )


def _known_or_read(db: Session, known: KnownRows, model: Any, row_id: int) -> dict[str, Any] | None:
    found = known(model, row_id)
    return dict(found) if found is not None else row_by_id(db, table_of(model), row_id)


def _fighter_rows(
    db: Session, known: KnownRows, combatant_id: int
) -> tuple[CombatantFacts, dict[str, Any]]:
    """A combatant's values and its character's or monster's raw row."""
    raw = _known_or_read(db, known, Combatant, combatant_id)
    if raw is None:
        raise _gone(combatant_id)
    row = combatant_facts(raw)
    if row.character_id is not None:
        owner = _known_or_read(db, known, Character, row.character_id)
    else:
        owner = _known_or_read(db, known, MonsterInstance, int(row.monster_id or 0))
    if owner is None:
        raise _gone(combatant_id)
    return row, owner


def _combat(db: Session, combat_id: int) -> CombatNow:
    # Its columns alone, past the ORM: an attack only asks whose turn it is and notes its id.
    row = read_combat_now(db, combat_id)
    if row is None:
        raise CommandError(
            fill(translate("AttackQuery", "There is no combat %1 any more."), combat_id)
        )
    return row


def adjacent(a: FighterStats, b: FighterStats) -> bool | None:
    """Whether two tokens' footprints touch (diagonally too); None when one has no square."""
    if a.square is None or b.square is None:
        return None
    # Chebyshev: a diagonal neighbour is adjacent whatever the campaign's diagonal rule.
    return footprint_distance_m(a.square, a.size, b.square, b.size, "chebyshev") <= BOCAJARRO_MAX_M


def _distance(a: FighterStats, b: FighterStats, profile: RulesProfile) -> float | None:
    if a.square is None or b.square is None:
        return None
    return footprint_distance_m(a.square, a.size, b.square, b.size, str(profile.diagonal_rule))


def acting_refusal(
    db: Session,
    combat: Combat | CombatNow,
    row: Combatant | CombatantFacts,
    stats: FighterStats,
) -> str | None:
    """Why this combatant may not act now (combat not running, not its turn, out), or None."""
    if combat.status != RUNNING:
        return translate(
            "AttackQuery",
            "The combat is not running: begin it (everyone with an initiative) before acting.",
        )
    # The row at the turn's position is the active one: no read when it is this row.
    is_active = row.combat_id == combat.id and row.order_position == combat.turn_position
    active = row if is_active else active_combatant(db, combat)
    if active is None or active.id != row.id:
        if active is None:
            return translate("AttackQuery", "Nobody's turn is running: start the next turn.")
        return fill(
            translate(
                "AttackQuery",
                "It is not %1's turn: only the active combatant acts. Use Next turn to reach %1.",
            ),
            stats.name,
        )
    if row.out or stats.state in OUT_STATES:
        return fill(
            translate("AttackQuery", "%1 is out of the fight (%2) and cannot act."),
            stats.name,
            state_text(stats.state),
        )
    return None


def _major_refusal(budget: TurnBudget, name: str) -> str | None:
    if budget.can_spend_major():
        return None
    if budget.can_take_double_action():
        hint = translate("AttackQuery", "Take a double action for one more, or end the turn.")
    else:
        hint = translate("AttackQuery", "End the turn.")
    return fill(
        translate("AttackQuery", "%1 has no major action left this turn. %2"), name, hint
    )


# --------------------------------------------------------------------------- the plan


@dataclass
class _Draft:
    """The preview's fields as they are worked out; the first refusal found wins."""

    kind: str = "melee"
    distance_m: float | None = None
    band: RangeBand | None = None
    difficulty: DerivedValue | int | None = None
    damage: str | None = None
    refusal: str | None = None

    def refuse(self, reason: str | None) -> None:
        if self.refusal is None and reason is not None:
            self.refusal = reason


def plan_attack(
    db: Session,
    profile: RulesProfile,
    attacker_id: int,
    target_id: int,
    attack_key: str,
    modifiers: AttackModifiers = AttackModifiers(),
    *,
    known: KnownRows = _unknown,
) -> AttackPlan:
    """Everything about an attack short of its dice; CommandError when a combatant is gone.

    The rows are read as plain values (``known`` gives those read already in this
    transaction: the Attack command's photograph of both fighters)."""
    attacker_row, attacker_owner = _fighter_rows(db, known, attacker_id)
    if target_id == attacker_id:
        target_row, target_owner = attacker_row, attacker_owner
    else:
        target_row, target_owner = _fighter_rows(db, known, target_id)
    if attacker_row.combat_id != target_row.combat_id:
        raise CommandError(
            translate(
                "AttackQuery",
                "The attacker and the target are in different combats; pick a target of the "
                "attacker's combat.",
            )
        )
    combat = _combat(db, attacker_row.combat_id)
    # Only the two rows involved: a sheet per combatant of a large fight would cost a frame.
    attacker = fighter_stats_on(
        db, attacker_row, profile, map_id=combat.map_id, owner=attacker_owner
    )
    target = (
        attacker if target_id == attacker_id
        else fighter_stats_on(db, target_row, profile, map_id=combat.map_id, owner=target_owner)
    )
    budget = load_budget(attacker_row)
    option = next((o for o in attacker.attacks if o.key == attack_key), None)
    shifts = roll_shifts(
        attacker, budget, option,
        specialisation=modifiers.specialisation, spend_token=modifiers.spend_token,
    )
    rank = shifts.rank
    reasons = tuple(reason_text(reason, option) for reason in shifts.reasons)

    draft = _Draft()
    draft.refuse(acting_refusal(db, combat, attacker_row, attacker))
    if attacker_id == target_id:
        draft.refuse(translate("AttackQuery", "A combatant cannot attack itself; pick a target."))
    if target.state in _FINISHED:
        draft.refuse(
            fill(
                translate("AttackQuery", "%1 is already %2; pick another target."),
                target.name,
                state_text(target.state),
            )
        )
    if option is None:
        offered = ", ".join(o.label for o in attacker.attacks) or "—"
        draft.refuse(
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
    else:
        draft.kind = option.kind
        draft.refuse(_major_refusal(budget, attacker.name))
        draft.refuse(
            choice_refusal(attacker, option, modifiers.spend_token, modifiers.specialisation)
        )
        if not is_loaded(attacker_row, option):
            draft.refuse(
                fill(
                    translate(
                        "AttackQuery",
                        "%1 must be reloaded before it shoots again: reloading is a major action.",
                    ),
                    option.label,
                )
            )
        _place(draft, option, attacker, target, profile, modifiers)

    difficulty = draft.difficulty
    value = difficulty if isinstance(difficulty, int) or difficulty is None else difficulty.value
    modifier = 0 if option is None else option.modifier
    ignores_armour = option is not None and option.ignores_armour
    p_hit = p_critical = p_fumble = mean = 0.0
    if value is not None and draft.damage is not None:
        odds = check_odds(modifier, value, rank)
        p_hit, p_critical, p_fumble = odds.success, odds.critical, odds.fumble
        mean = expected_damage(
            draft.damage,
            modifier,
            value,
            absorption=target.absorption,
            ignores_armour=ignores_armour,
            profile=profile,
            rank=rank,
        )
    preview = AttackPreview(
        attacker_id=attacker_id,
        target_id=target_id,
        attack_key=attack_key,
        kind=draft.kind,
        distance_m=draft.distance_m,
        band=draft.band,
        difficulty=value,
        difficulty_text="" if difficulty is None else difficulty_text(difficulty),
        modifier=modifier,
        rank=rank,
        rank_reasons=reasons,
        p_hit=p_hit,
        p_critical=p_critical,
        p_fumble=p_fumble,
        damage=draft.damage,
        expected_damage=mean,
        absorption=target.absorption,
        ignores_armour=ignores_armour,
        refusal=draft.refusal,
        tokens=None if attacker.is_monster else attacker.tokens,
        specialisations=() if option is None else option.specialisations,
        spends_token=shifts.token_spent,
        uses_token_penalty=shifts.token_handed_back,
    )
    return AttackPlan(
        preview=preview,
        combat=combat,
        attacker_row=attacker_row,
        target_row=target_row,
        attacker_owner=attacker_owner,
        target_owner=target_owner,
        attacker=attacker,
        target=target,
        option=option,
        difficulty_value=difficulty,
        budget=budget,
    )


def _place(
    draft: _Draft,
    option: AttackOption,
    attacker: FighterStats,
    target: FighterStats,
    profile: RulesProfile,
    modifiers: AttackModifiers,
) -> None:
    """Distance, band, difficulty and damage of the attack (or why there are none)."""
    draft.distance_m = _distance(attacker, target, profile)
    touching = adjacent(attacker, target)
    if option.kind != "ranged":
        # Without tokens on the map the GM has judged the reach; the roll still needs Defensa.
        if touching is False:
            draft.refuse(
                fill(
                    translate(
                        "AttackQuery",
                        "%1 is not adjacent to %2 (%3 m away): a melee attack needs the "
                        "target in a neighbouring square. Move next to it first.",
                    ),
                    attacker.name,
                    target.name,
                    f"{draft.distance_m:g}",
                )
            )
        draft.difficulty = target.defensa
        draft.damage = _checked_damage(draft, option.damage, option.label)
        return
    if option.ranges is None:
        draft.refuse(
            fill(
                translate(
                    "AttackQuery",
                    "%1 has no ranges to shoot with; give the weapon its ranges on the sheet.",
                ),
                option.label,
            )
        )
        return
    if draft.distance_m is None:
        draft.distance_m = modifiers.distance_m
    if draft.distance_m is None:
        draft.refuse(
            translate(
                "AttackQuery",
                "The distance to the target is unknown: place both tokens on the combat's map, "
                "or state the distance.",
            )
        )
        return
    # An adjacent target is at bocajarro even where a diagonal measures more than 1.5 m.
    measured = BOCAJARRO_MAX_M if touching else draft.distance_m
    draft.band = ranged_band(measured, option.ranges)
    if draft.band is None:
        draft.refuse(
            fill(
                translate(
                    "AttackQuery",
                    "%1 is %2 m away, beyond the reach of %3 (%4): move closer or pick "
                    "another weapon.",
                ),
                target.name,
                f"{draft.distance_m:g}",
                option.label,
                str(option.ranges),
            )
        )
        return
    try:
        band_damage_text = damage_for_band(option.damage, draft.band)
    except RuleViolation:
        draft.refuse(
            fill(
                translate(
                    "AttackQuery",
                    "%1 cannot hit at %2 (its damage there is “-”): move closer.",
                ),
                option.label,
                band_text(draft.band),
            )
        )
        return
    draft.difficulty = ranged_difficulty_terms(
        measured,
        option.ranges,
        running=modifiers.running,
        prone=modifiers.prone,
        cover=modifiers.cover,
        among_people=modifiers.among_people,
        shield_cobertura=target.shield_cobertura,
    )
    draft.damage = _checked_damage(draft, band_damage_text, option.label)


def _checked_damage(draft: _Draft, damage: str, label: str) -> str | None:
    try:
        parse(damage)
    except DiceError as error:
        draft.refuse(
            fill(
                translate(
                    "AttackQuery",
                    "The damage “%1” of %2 cannot be rolled (%3); correct it on the sheet or "
                    "in the catalog.",
                ),
                damage,
                label,
                error,
            )
        )
        return None
    return damage.strip()


def attack_preview(
    session: CampaignSession,
    attacker_id: int,
    target_id: int,
    attack_key: str,
    modifiers: AttackModifiers = AttackModifiers(),
) -> AttackPreview:
    """The attack as it would be rolled now; CommandError when a combatant is gone."""
    profile = session.profile
    with session.file.transaction() as db:
        return plan_attack(db, profile, attacker_id, target_id, attack_key, modifiers).preview
