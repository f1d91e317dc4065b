"""The acting commands of a combat: :class:`Attack`, :class:`Reload`, :class:`CastSpell`,
:class:`OpposedRoll` and :class:`RecoverBreath`.

Each is a :class:`~ryf_desktop.session.snapshot_command.SnapshotCommand`: its first run rolls the
dice (or takes those thrown at the table), changes the rows and writes its log line; undo puts
every row back as it was (wounds, state, the turn's budget, the weapon's load) and removes the
line, redo puts back the very same result.

- :class:`Attack` resolves through ``rules.attacks`` what
  :func:`~ryf_desktop.session.attack_queries.plan_attack` previewed: spends a major, applies the
  wounds to the character or the monster, sets ``out`` when the target is inconsciente, muerto
  or derrotado, adds to damage dealt and taken, and leaves a weapon that needs reloading empty
  (``reload_state`` ``{"item:<id>": false}``; a weapon not named there is loaded). It is the
  step a GM repeats most, so its first run goes past the ORM: it reads both fighters' rows
  from its undo photograph and writes the wounds, the budget and the log line as raw updates.
- :class:`Reload` refills such a weapon for a major action.
- :class:`CastSpell` rolls Inteligencia + level − estorbo against the spell's difficulty for a
  major action and spends the maná whatever the roll gives.
- :class:`OpposedRoll` rolls two combatants against each other; no action is spent (the GM
  decides what the roll was for).
- :class:`RecoverBreath` heals 1d6 (plain dice, RULES.md §11) to each character after the fight.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from sqlalchemy import bindparam
from sqlalchemy import select as sa_select
from sqlmodel import Session, col, select

from ryf_desktop.rules.attacks import DamageBreakdown, resolve_attack_damage
from ryf_desktop.rules.checks import (
    CheckResult,
    OpposedResult,
    attack_check,
    opposed_check,
    resolve_attack_check,
)
from ryf_desktop.rules.combat import RuleViolation
from ryf_desktop.rules.dice import DiceError, RandomSource
from ryf_desktop.rules.health import (
    HealthState,
    apply_damage,
    apply_healing,
    creature_state,
    recover_breath,
    state,
)
from ryf_desktop.rules.magic import (
    CastResult,
    Spell,
    cast_spell,
    check_can_cast,
    resolve_cast_spell,
)
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.session.attack_queries import (
    OUT_STATES,
    AttackModifiers,
    AttackPlan,
    acting_refusal,
    get_combatant,
    is_loaded,
    plan_attack,
    rank_with_reasons,
    reload_state_text,
    set_loaded,
)
from ryf_desktop.session.catalog_commands import CatalogChanges
from ryf_desktop.session.changes import Changes
from ryf_desktop.session.combat_log import (
    ATTACK_KIND,
    BREATH_KIND,
    OPPOSED_KIND,
    RELOAD_KIND,
    SPELL_KIND,
    AttackRecord,
    attack_data,
    attack_sentence,
    breath_sentence,
    mark_secret,
    opposed_sentence,
    reload_sentence,
    roll_detail,
    spell_sentence,
    state_text,
)
from ryf_desktop.session.combat_state import RUNNING, budget_values, load_budget, store_budget
from ryf_desktop.session.command import CommandError
from ryf_desktop.session.fighters import FighterStats, fighter_stats, hidden_combatants
from ryf_desktop.session.snapshot_command import Scope, SnapshotCommand
from ryf_desktop.session.texts import fill
from ryf_desktop.session.validation import TEXT_MAX
from ryf_desktop.storage.raw_sql import FastSelect, Rows, insert_row, table_of, update_row
from ryf_desktop.storage.tables import Character, Combat, Combatant, LogEntry, MonsterInstance
from ryf_desktop.storage.tables.base import dump_json, utc_now_text

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

__all__ = [
    "Attack",
    "AttackResult",
    "CastSpell",
    "OpposedRoll",
    "RecoverBreath",
    "Reload",
]

translate = QCoreApplication.translate

_LOG_TABLE = table_of(LogEntry)
_COMBATANT_TABLE = table_of(Combatant)
_CHARACTER_TABLE = table_of(Character)
_MONSTER_TABLE = table_of(MonsterInstance)
_OWNERS = FastSelect(
    sa_select(col(Combatant.character_id), col(Combatant.monster_id)).where(
        col(Combatant.id).in_(bindparam("ids", expanding=True))
    )
)


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
                fill(
                    translate(
                        "AttackCommand",
                        "A typed damage die shows %1, but that die goes from %2 to %3.",
                    ),
                    face,
                    a,
                    b,
                )
            )
        return face


def _typed_dice_refusal(damage: DamageBreakdown, typed: Sequence[Sequence[int]]) -> str | None:
    rolled = [list(die) for die in damage.roll.dice]
    if damage.critical_roll is not None:
        rolled += [list(die) for die in damage.critical_roll.dice]
    if rolled == [list(die) for die in typed]:
        return None
    return fill(
        translate(
            "AttackCommand",
            "The typed damage dice %1 do not fit the roll %2: give each die as its faces in "
            "order, a maximum followed by the die rolled again (e.g. [[6, 4], [3]] for 2d6).",
        ),
        [list(die) for die in typed],
        rolled,
    )


def _dice_error(error: DiceError) -> CommandError:
    return CommandError(
        fill(translate("AttackCommand", "The dice thrown cannot be used: %1."), error)
    )


def _log(
    db: Session,
    session: CampaignSession,
    kind: str,
    text: str,
    data: dict[str, object],
    *,
    combat_id: int | None,
    character_id: int | None,
    secret: bool = False,
) -> None:
    # Past the ORM, as the combat commands' log lines.
    insert_row(
        db,
        _LOG_TABLE,
        {
            "at": utc_now_text(),
            "game_day": session.day,
            "kind": kind,
            "text": text[:TEXT_MAX],
            "data": dump_json(mark_secret(dict(data), secret)),
            "combat_id": combat_id,
            "character_id": character_id,
        },
    )


def _apply_wounds(
    db: Session, profile: RulesProfile, plan: AttackPlan, wounds: int
) -> tuple[int, int, HealthState]:
    """Add wounds to the target's character or monster, past the ORM; (wounds before, after,
    new state)."""
    target, owner = plan.target, plan.target_owner
    before = int(owner["wounds"])
    after = apply_damage(before, wounds)
    if target.character_id is not None:
        update_row(db, _CHARACTER_TABLE, target.character_id, {"wounds": after})
        return before, after, state(int(owner["fisico"]), after, profile)
    update_row(db, _MONSTER_TABLE, int(target.monster_id or 0), {"wounds": after})
    return before, after, creature_state(int(owner["pv_max"]), after)


def _owner_scope(db: Session, combatant_ids: Sequence[int]) -> Scope:
    """The combatant rows and their characters' and monsters' rows."""
    rows = _OWNERS.rows(db, {"ids": list(combatant_ids)})
    characters = [character_id for character_id, _ in rows if character_id is not None]
    monsters = [monster_id for _, monster_id in rows if monster_id is not None]
    return [
        (Combatant, Rows("id", tuple(combatant_ids))),
        (Character, Rows("id", tuple(characters))),
        (MonsterInstance, Rows("id", tuple(monsters))),
    ]


def _use_tokens(
    db: Session, character_id: int | None, *, spent: bool, penalty_used: bool, tokens: int
) -> bool:
    """Spend one of the character's tokens and use up a handed-back token's −1, as the roll
    did (past the ORM); whether the character's row changed."""
    if character_id is None or not (spent or penalty_used):
        return False
    values: dict[str, object] = {}
    if spent:
        values["tokens"] = max(0, tokens - 1)
    if penalty_used:
        values["token_penalty"] = False
    update_row(db, _CHARACTER_TABLE, character_id, values)
    return True


def _spend_major(row: Combatant) -> None:
    budget = load_budget(row)
    try:
        budget.spend_major()
    except RuleViolation as error:
        raise CommandError(str(error)) from None
    store_budget(row, budget)


# --------------------------------------------------------------------------- attack


class Attack(SnapshotCommand):
    """One attack of the active combatant; ``outcome`` holds the result once pushed.

    ``throws`` are the 1o3d10 throws made at the table (rolled with ``rng`` when None);
    ``damage_dice`` the damage dice thrown, each die with its explosions in order and the
    critical d6 after the weapon's dice (``[[6, 4], [3]]``).
    """

    def __init__(
        self,
        session: CampaignSession,
        attacker_id: int,
        target_id: int,
        attack_key: str,
        modifiers: AttackModifiers = AttackModifiers(),  # noqa: B008 -- frozen, shared safely
        *,
        rng: RandomSource,
        throws: Sequence[Sequence[int]] | None = None,
        damage_dice: Sequence[Sequence[int]] | None = None,
    ) -> None:
        super().__init__(session, translate("AttackCommand", "Attack"))
        self.attacker_id = attacker_id
        self.target_id = target_id
        self.attack_key = attack_key
        self.modifiers = modifiers
        self.rng = rng
        self.throws = throws
        self.damage_dice = damage_dice
        self.outcome: AttackResult | None = None
        self._scope: Scope | None = None

    def scope(self, db: Session) -> Scope:
        # The same rows before and after acting (an attack adds and removes none).
        if self._scope is None:
            self._scope = _owner_scope(db, [self.attacker_id, self.target_id])
        return self._scope

    def act(self, db: Session) -> Changes:
        profile = self.session.profile
        # The rows the photograph has just read: an attack reads and writes nothing through
        # the ORM (building its rows and flushing them cost more than the rest of the step).
        plan = plan_attack(
            db, profile, self.attacker_id, self.target_id, self.attack_key, self.modifiers,
            known=self.photographed,
        )
        preview = plan.preview
        option = plan.option
        if preview.refusal is not None:
            raise CommandError(preview.refusal)
        assert option is not None and preview.difficulty is not None
        assert preview.damage is not None
        try:
            if self.throws is not None:
                check = resolve_attack_check(
                    preview.modifier, preview.difficulty, self.throws, preview.rank
                )
            else:
                check = attack_check(preview.modifier, preview.difficulty, self.rng, preview.rank)
        except DiceError as error:
            raise _dice_error(error) from None
        damage: DamageBreakdown | None = None
        if check.success:
            source: RandomSource = self.rng
            if self.damage_dice is not None:
                source = _TypedDice(self.damage_dice)
            damage = resolve_attack_damage(
                preview.damage,
                source,
                attack_total=check.total,
                difficulty=preview.difficulty,
                absorption=preview.absorption,
                ignores_armour=preview.ignores_armour,
                profile=profile,
            )
            if self.damage_dice is not None:
                refusal = _typed_dice_refusal(damage, self.damage_dice)
                if refusal is not None:
                    raise CommandError(refusal)

        attacker_row, target_row, target = plan.attacker_row, plan.target_row, plan.target
        wounds = 0 if damage is None else damage.wounds
        before, after, new_state = _apply_wounds(db, profile, plan, wounds)
        taken: dict[str, object] = {"damage_taken": target_row.damage_taken + wounds}
        if new_state in OUT_STATES:
            taken["out"] = True
        update_row(db, _COMBATANT_TABLE, target_row.id, taken)
        plan.budget.spend_major()
        spent = budget_values(plan.budget, lasting_before=attacker_row.lasting_penalty)
        spent["damage_dealt"] = attacker_row.damage_dealt + wounds
        if option.reload:
            spent["reload_state"] = reload_state_text(attacker_row, option, loaded=False)
        update_row(db, _COMBATANT_TABLE, attacker_row.id, spent)
        attacker = plan.attacker
        tokens_used = _use_tokens(
            db, attacker.character_id, spent=preview.spends_token,
            penalty_used=preview.uses_token_penalty, tokens=attacker.tokens,
        )

        record = AttackRecord(
            attacker_id=self.attacker_id,
            attacker=plan.attacker.name,
            target_id=self.target_id,
            target=target.name,
            attack_key=self.attack_key,
            weapon=None if option.item_id is None else option.label,
            kind=option.kind,
            difficulty_text=preview.difficulty_text,
            modifier=preview.modifier,
            rank_reasons=preview.rank_reasons,
            check=check,
            damage=damage,
            band=preview.band,
            distance_m=preview.distance_m,
            wounds_before=before,
            wounds_after=after,
            state_before=target.state,
            state_after=new_state,
            attacker_character_id=plan.attacker.character_id,
            target_character_id=target.character_id,
        )
        text = attack_sentence(record)
        _log(
            db,
            self.session,
            ATTACK_KIND,
            text,
            attack_data(record),
            combat_id=plan.combat.id,
            character_id=(
                target.character_id
                if target.character_id is not None
                else plan.attacker.character_id
            ),
            secret=self.modifiers.secret
            or bool(
                {self.attacker_id, self.target_id} & hidden_combatants(db, plan.combat.id)
            ),
        )
        self.outcome = AttackResult(
            hit=check.success,
            critical=check.critical,
            fumble=check.fumble,
            natural_one=check.natural_one,
            total=check.total,
            difficulty=check.difficulty,
            check=check,
            damage=damage,
            wounds=wounds,
            state=new_state,
            state_text=state_text(new_state),
            text=text,
        )
        self.setText(
            fill(
                translate("AttackCommand", "%1 attacks %2"), plan.attacker.name, target.name
            )
        )
        changed = frozenset(
            i for i in (target.character_id,) if i is not None and wounds > 0
        ) | frozenset(
            i for i in (attacker.character_id,) if i is not None and tokens_used
        )
        return CatalogChanges(combats=True, log=True, character_ids=changed)


# --------------------------------------------------------------------------- reload


def _acting(
    db: Session, session: CampaignSession, combatant_id: int
) -> tuple[Combat, Combatant, FighterStats]:
    """The combatant's combat, row and stats, refused unless it is its turn to act."""
    row = get_combatant(db, combatant_id)
    combat = db.get(Combat, row.combat_id)
    assert combat is not None
    stats = fighter_stats(db, row, session.profile)
    refusal = acting_refusal(db, combat, row, stats)
    if refusal is not None:
        raise CommandError(refusal)
    return combat, row, stats


class Reload(SnapshotCommand):
    """Reload a crossbow or a sawn-off shotgun after its shot: a major action."""

    def __init__(self, session: CampaignSession, combatant_id: int, attack_key: str) -> None:
        super().__init__(session, translate("AttackCommand", "Reload"))
        self.combatant_id = combatant_id
        self.attack_key = attack_key

    def scope(self, db: Session) -> Scope:
        return [(Combatant, col(Combatant.id) == self.combatant_id)]

    def act(self, db: Session) -> Changes:
        combat, row, stats = _acting(db, self.session, self.combatant_id)
        option = stats.attack(self.attack_key)
        if option is None or not option.reload:
            raise CommandError(
                fill(
                    translate(
                        "AttackCommand",
                        "%1 has no weapon “%2” that needs reloading (crossbow, sawn-off shotgun).",
                    ),
                    stats.name,
                    self.attack_key if option is None else option.label,
                )
            )
        if is_loaded(row, option):
            raise CommandError(
                fill(
                    translate("AttackCommand", "%1 is already loaded: shoot it first."),
                    option.label,
                )
            )
        _spend_major(row)
        set_loaded(row, option, loaded=True)
        db.add(row)
        text = reload_sentence(stats.name, option.label)
        _log(
            db,
            self.session,
            RELOAD_KIND,
            text,
            {"combatant_id": self.combatant_id, "attack_key": self.attack_key},
            combat_id=combat.id,
            character_id=stats.character_id,
            secret=self.combatant_id in hidden_combatants(db, int(combat.id or 0)),
        )
        self.setText(text)
        return CatalogChanges(combats=True, log=True)


# --------------------------------------------------------------------------- spells


class CastSpell(SnapshotCommand):
    """Cast a spell of the active character: a major action; maná spent whatever the roll.

    ``result`` holds the ``rules.magic.CastResult`` once pushed.
    """

    def __init__(
        self,
        session: CampaignSession,
        combatant_id: int,
        spell_id: int,
        *,
        rng: RandomSource,
        throws: Sequence[Sequence[int]] | None = None,
    ) -> None:
        super().__init__(session, translate("AttackCommand", "Cast a spell"))
        self.combatant_id = combatant_id
        self.spell_id = spell_id
        self.rng = rng
        self.throws = throws
        self.result: CastResult | None = None

    def scope(self, db: Session) -> Scope:
        return _owner_scope(db, [self.combatant_id])

    def act(self, db: Session) -> Changes:
        profile = self.session.profile
        combat, row, stats = _acting(db, self.session, self.combatant_id)
        option = next((s for s in stats.spells if s.spell_id == self.spell_id), None)
        if option is None or stats.character_id is None or stats.mana is None:
            if not profile.magic:
                raise CommandError(
                    translate(
                        "AttackCommand",
                        "Magic is switched off in this campaign's rules profile; switch it on "
                        "in the campaign settings to cast spells.",
                    )
                )
            raise CommandError(
                fill(
                    translate(
                        "AttackCommand",
                        "%1 does not know that spell; add it to the character's sheet first.",
                    ),
                    stats.name,
                )
            )
        spell = Spell(option.name, option.level, option.difficulty, option.mana_cost)
        try:
            check_can_cast(spell, stats.mana, profile)
        except RuleViolation:
            raise CommandError(
                fill(
                    translate(
                        "AttackCommand",
                        "%1 cannot cast %2: it costs %3 maná and only %4 are left. Choose a "
                        "cheaper spell.",
                    ),
                    stats.name,
                    spell.name,
                    spell.mana_cost,
                    stats.mana,
                )
            ) from None
        budget = load_budget(row)
        rank, reasons = rank_with_reasons(stats, budget)
        penalty_used = stats.token_penalty
        _spend_major(row)
        # The option's modifier already holds level and estorbo; the rules add the level back.
        base = option.modifier - option.level
        try:
            if self.throws is not None:
                result = resolve_cast_spell(
                    spell, inteligencia=base, mana_current=stats.mana, throws=self.throws,
                    rank=rank, profile=profile,
                )
            else:
                result = cast_spell(
                    spell, inteligencia=base, mana_current=stats.mana, rng=self.rng,
                    rank=rank, profile=profile,
                )
        except DiceError as error:
            raise _dice_error(error) from None
        character = db.get(Character, stats.character_id)
        assert character is not None
        character.mana_spent += spell.mana_cost
        if penalty_used:
            character.token_penalty = False
        db.add(character)
        db.add(row)
        text = spell_sentence(
            stats.name, spell.name, result.check, spell.mana_cost, result.mana_left
        )
        _log(
            db,
            self.session,
            SPELL_KIND,
            text,
            {
                "combatant_id": self.combatant_id,
                "spell_id": self.spell_id,
                "total": result.check.total,
                "difficulty": result.check.difficulty,
                "success": result.success,
                "critical": result.check.critical,
                "fumble": result.check.fumble,
                "mana_spent": spell.mana_cost,
                "mana_left": result.mana_left,
                "throws": [list(t) for t in result.check.roll.throws],
                "detail": roll_detail(result.check.roll, result.check.modifier, reasons),
            },
            combat_id=combat.id,
            character_id=stats.character_id,
            secret=self.combatant_id in hidden_combatants(db, int(combat.id or 0)),
        )
        self.result = result
        self.setText(fill(translate("AttackCommand", "%1 casts %2"), stats.name, spell.name))
        return CatalogChanges(combats=True, log=True, character_ids=frozenset({stats.character_id}))


# --------------------------------------------------------------------------- opposed rolls


class OpposedRoll(SnapshotCommand):
    """Two combatants roll modifier + 1o3d10 against each other (first ``a``, then ``b``),
    each at its own rank (malherido, double action). Logged; spends no action.

    ``result`` holds the ``rules.checks.OpposedResult`` once pushed.
    """

    def __init__(
        self,
        session: CampaignSession,
        a_id: int,
        b_id: int,
        a_label: str,
        a_modifier: int,
        b_label: str,
        b_modifier: int,
        *,
        rng: RandomSource,
    ) -> None:
        super().__init__(session, translate("AttackCommand", "Opposed roll"))
        self.a_id, self.b_id = a_id, b_id
        self.a_label, self.b_label = a_label, b_label
        self.a_modifier, self.b_modifier = a_modifier, b_modifier
        self.rng = rng
        self.result: OpposedResult | None = None

    def scope(self, db: Session) -> Scope:
        # The characters: a handed-back token's −1 is used up by the roll.
        return _owner_scope(db, [self.a_id, self.b_id])

    def act(self, db: Session) -> Changes:
        if self.a_id == self.b_id:
            raise CommandError(
                translate("AttackCommand", "An opposed roll needs two different combatants.")
            )
        first_row = get_combatant(db, self.a_id)
        second_row = get_combatant(db, self.b_id)
        profile = self.session.profile
        first = fighter_stats(db, first_row, profile)
        second = fighter_stats(db, second_row, profile)
        first_rank, first_reasons = rank_with_reasons(first, load_budget(first_row))
        second_rank, second_reasons = rank_with_reasons(second, load_budget(second_row))
        result = opposed_check(
            self.a_modifier, self.b_modifier, self.rng,
            first_rank=first_rank, second_rank=second_rank,
        )
        penalised = frozenset(
            fighter.character_id for fighter in (first, second)
            if fighter.character_id is not None and fighter.token_penalty
        )
        for character_id in penalised:
            update_row(db, _CHARACTER_TABLE, character_id, {"token_penalty": False})
        text = opposed_sentence(first.name, self.a_label, second.name, self.b_label, result)
        _log(
            db,
            self.session,
            OPPOSED_KIND,
            text,
            {
                "first_combatant_id": self.a_id,
                "second_combatant_id": self.b_id,
                "first_total": result.first.total,
                "second_total": result.second.total,
                "winner": result.winner,
                "detail": " / ".join(
                    (
                        roll_detail(result.first.roll, self.a_modifier, first_reasons),
                        roll_detail(result.second.roll, self.b_modifier, second_reasons),
                    )
                ),
            },
            combat_id=first_row.combat_id,
            character_id=first.character_id,
            secret=bool({self.a_id, self.b_id} & hidden_combatants(db, first_row.combat_id)),
        )
        self.result = result
        self.setText(text[:80])
        return CatalogChanges(log=True, character_ids=penalised)


# --------------------------------------------------------------------------- healing


class RecoverBreath(SnapshotCommand):
    """Recuperar el aliento after a combat: each character heals 1d6 (plain), logged.

    Refused for a character still fighting in a running combat. ``healed`` maps each
    character id to the PV healed once pushed.
    """

    def __init__(
        self,
        session: CampaignSession,
        character_ids: Sequence[int],
        rng: RandomSource,
        *,
        combat_id: int | None = None,
    ) -> None:
        super().__init__(session, translate("AttackCommand", "Recover breath"))
        self.character_ids = list(dict.fromkeys(character_ids))
        self.rng = rng
        self.combat_id = combat_id
        self.healed: dict[int, int] = {}

    def scope(self, db: Session) -> Scope:
        return [(Character, col(Character.id).in_(self.character_ids))]

    def act(self, db: Session) -> Changes:
        if not self.character_ids:
            raise CommandError(
                translate("AttackCommand", "Pick at least one character to recover their breath.")
            )
        fighting = db.exec(
            select(Character.name)
            .join(Combatant, col(Combatant.character_id) == col(Character.id))
            .join(Combat, col(Combat.id) == col(Combatant.combat_id))
            .where(
                col(Character.id).in_(self.character_ids),
                col(Combat.status) == RUNNING,
                col(Combatant.out).is_(False),
            )
        ).first()
        if fighting is not None:
            raise CommandError(
                fill(
                    translate(
                        "AttackCommand",
                        "%1 is still fighting: recover the breath after the combat has ended.",
                    ),
                    fighting,
                )
            )
        hidden = _hidden_characters(db, self.combat_id)
        for character_id in self.character_ids:
            character = db.get(Character, character_id)
            if character is None:
                raise CommandError(
                    fill(
                        translate("AttackCommand", "There is no character %1 any more."),
                        character_id,
                    )
                )
            healing = recover_breath(self.rng)
            before = character.wounds
            character.wounds = apply_healing(before, healing.amount)
            db.add(character)
            healed = before - character.wounds
            self.healed[character_id] = healed
            _log(
                db,
                self.session,
                BREATH_KIND,
                breath_sentence(character.name, healing.rolls[0], healed, character.wounds),
                {
                    "character_id": character_id,
                    "rolled": healing.amount,
                    "healed": healed,
                    "dice": healing.rolls[0].dice,
                },
                combat_id=self.combat_id,
                character_id=character_id,
                secret=character_id in hidden,
            )
        return CatalogChanges(log=True, character_ids=frozenset(self.character_ids))


def _hidden_characters(db: Session, combat_id: int | None) -> frozenset[int]:
    """The characters whose combatant in the combat stands hidden from the players."""
    if combat_id is None:
        return frozenset()
    hidden = hidden_combatants(db, combat_id)
    if not hidden:
        return frozenset()
    rows = _OWNERS.rows(db, {"ids": sorted(hidden)})
    return frozenset(character_id for character_id, _ in rows if character_id is not None)
