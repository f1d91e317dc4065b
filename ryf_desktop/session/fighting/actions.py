"""The other acting commands of a combat: :class:`Reload`, :class:`CastSpell`,
:class:`OpposedRoll` and :class:`RecoverBreath`.

- :class:`Reload` refills a weapon that needs it (crossbow, sawn-off shotgun) for a major action.
- :class:`CastSpell` rolls Inteligencia + level − estorbo against the spell's difficulty for a
  major action and spends the maná whatever the roll gives.
- :class:`OpposedRoll` rolls two combatants against each other; no action is spent (the GM
  decides what the roll was for).
- :class:`RecoverBreath` heals 1d6 (plain dice, RULES.md §11) to each character after the fight.

Each rolls in its first run only; undo and redo are the model command's (records before and
after), so a redo puts back the very same result.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import KW_ONLY, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.checks import OpposedResult, opposed_check
from ryf_desktop.rules.combat import RuleViolation
from ryf_desktop.rules.dice import DiceError, RandomSource
from ryf_desktop.rules.health import apply_healing, recover_breath
from ryf_desktop.rules.magic import (
    CastResult,
    Spell,
    cast_spell,
    check_can_cast,
    resolve_cast_spell,
)
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.session.character_commands import character_of
from ryf_desktop.session.combat.common import get_combatant, log_line
from ryf_desktop.session.combat.opposed import opposed_side
from ryf_desktop.session.combat.people import is_hidden
from ryf_desktop.session.combat.state import budget_values, load_budget
from ryf_desktop.session.combat_log import (
    BREATH_KIND,
    OPPOSED_KIND,
    RELOAD_KIND,
    SPELL_KIND,
    breath_sentence,
    opposed_sentence,
    reload_sentence,
    roll_detail,
    spell_sentence,
)
from ryf_desktop.session.command import CommandError, ModelCommand, command
from ryf_desktop.session.dice_words import dice_error
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.fighting.plan import acting_refusal, fighter_now, major_refusal
from ryf_desktop.session.fighting.rank import rank_with_reasons
from ryf_desktop.session.fighting.reloading import is_loaded, reload_state_text
from ryf_desktop.session.fighting.stats import FighterStats
from ryf_desktop.session.healing_limits import breath_refusal
from ryf_desktop.session.model import Records
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import Character, Combat, Combatant

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

__all__ = ["CastSpell", "OpposedRoll", "RecoverBreath", "Reload"]

translate = QCoreApplication.translate


def _acting(
    draft: Draft, profile: RulesProfile, combatant_id: int
) -> tuple[Combat, Combatant, FighterStats]:
    """The combatant's combat, record and stats, refused unless it is its turn to act."""
    row = get_combatant(draft, combatant_id)
    combat = draft.get(Combat, row.combat_id)
    assert combat is not None
    stats = fighter_now(draft, row, profile)
    refusal = acting_refusal(draft, combat, row, stats)
    if refusal is not None:
        raise CommandError(refusal)
    return combat, row, stats


def _spent_major(row: Combatant, name: str) -> dict[str, object]:
    """The combatant's fields once one more major action is spent (else why not, in words)."""
    budget = load_budget(row)
    refusal = major_refusal(budget, name)
    if refusal is not None:
        raise CommandError(refusal)
    budget.spend_major()
    return budget_values(budget, lasting_before=row.lasting_penalty)


# --------------------------------------------------------------------------- reload


class Reload(ModelCommand):
    """Reload a crossbow or a sawn-off shotgun after its shot: a major action."""

    def __init__(self, session: CampaignSession, combatant_id: int, attack_key: str) -> None:
        super().__init__(session, translate("AttackCommand", "Reload"))
        self.combatant_id = combatant_id
        self.attack_key = attack_key

    def work_out(self, draft: Draft) -> None:
        combat, row, stats = _acting(draft, draft.model.profile, self.combatant_id)
        option = stats.attack(self.attack_key)
        if option is None or not option.reload:
            raise CommandError(
                translate(
                    "AttackCommand",
                    "%1 has no weapon “%2” that needs reloading (crossbow, sawn-off shotgun).",
                ),
                stats.name,
                self.attack_key if option is None else option.label,
            )
        if is_loaded(row, option):
            raise CommandError(
                translate("AttackCommand", "%1 is already loaded: shoot it first."),
                option.label,
            )
        draft.update(row, **_spent_major(row, stats.name),
                     reload_state=reload_state_text(row, option, loaded=True))
        text = reload_sentence(stats.name, option.label)
        log_line(
            draft,
            RELOAD_KIND,
            text,
            {"combatant_id": self.combatant_id, "attack_key": self.attack_key},
            combat_id=combat.id,
            character_id=stats.character_id,
            secret=is_hidden(draft, combat, row),
        )
        self.setText(text)


# --------------------------------------------------------------------------- spells


def spell_of(profile: RulesProfile, stats: FighterStats, spell_id: int) -> tuple[Spell, int]:
    """The spell as the rules cast it and the casting bonus, or why it cannot be cast."""
    option = next((s for s in stats.spells if s.spell_id == spell_id), None)
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
            translate(
                "AttackCommand",
                "%1 does not know that spell; add it to the character's sheet first.",
            ),
            stats.name,
        )
    spell = Spell(option.name, option.level, option.difficulty, option.mana_cost)
    try:
        check_can_cast(spell, stats.mana, profile)
    except RuleViolation:
        raise CommandError(
            translate(
                "AttackCommand",
                "%1 cannot cast %2: it costs %3 maná and only %4 are left. Choose a "
                "cheaper spell.",
            ),
            stats.name,
            spell.name,
            spell.mana_cost,
            stats.mana,
        ) from None
    # The option's modifier already holds level and estorbo; the rules add the level back.
    return spell, option.modifier - option.level


@command
class CastSpell(ModelCommand):
    """Cast a spell of the active character: a major action; maná spent whatever the roll.

    ``result`` holds the ``rules.magic.CastResult`` once pushed.
    """

    combatant_id: int
    spell_id: int
    _: KW_ONLY
    rng: RandomSource
    throws: Sequence[Sequence[int]] | None = None
    result: CastResult | None = field(default=None, init=False)

    def initial_text(self) -> str:
        return translate("AttackCommand", "Cast a spell")

    def work_out(self, draft: Draft) -> None:
        profile = draft.model.profile
        combat, row, stats = _acting(draft, profile, self.combatant_id)
        spell, base = spell_of(profile, stats, self.spell_id)
        rank, reasons = rank_with_reasons(stats, load_budget(row))
        mana = int(stats.mana or 0)
        spent = _spent_major(row, stats.name)
        try:
            if self.throws is not None:
                result = resolve_cast_spell(
                    spell, inteligencia=base, mana_current=mana, throws=self.throws,
                    rank=rank, profile=profile,
                )
            else:
                result = cast_spell(
                    spell, inteligencia=base, mana_current=mana, rng=self.rng,
                    rank=rank, profile=profile,
                )
        except DiceError as error:
            raise dice_error(error) from None
        character = draft.get(Character, stats.character_id)
        assert character is not None
        draft.update(
            character,
            mana_spent=character.mana_spent + spell.mana_cost,
            token_penalty=False if stats.token_penalty else character.token_penalty,
        )
        draft.update(row, **spent)
        text = spell_sentence(
            stats.name, spell.name, result.check, spell.mana_cost, result.mana_left
        )
        log_line(
            draft,
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
            secret=is_hidden(draft, combat, row),
        )
        self.result = result
        self.setText(fill(translate("AttackCommand", "%1 casts %2"), stats.name, spell.name))


# --------------------------------------------------------------------------- opposed rolls


@command
class OpposedRoll(ModelCommand):
    """Two combatants roll modifier + 1o3d10 against each other (first ``a``, then ``b``),
    each at its own rank (a skill of 0 points, malherido, double action: ``opposed_side``).
    Logged, each side's dice and rank in the detail; spends no action.

    ``result`` holds the ``rules.checks.OpposedResult`` once pushed.
    """

    a_id: int
    b_id: int
    a_label: str
    a_modifier: int
    b_label: str
    b_modifier: int
    _: KW_ONLY
    rng: RandomSource
    result: OpposedResult | None = field(default=None, init=False)

    def initial_text(self) -> str:
        return translate("AttackCommand", "Opposed roll")

    def check(self) -> None:
        if self.a_id == self.b_id:
            raise CommandError(
                translate("AttackCommand", "An opposed roll needs two different combatants.")
            )

    def work_out(self, draft: Draft) -> None:
        profile = draft.model.profile
        first_row = get_combatant(draft, self.a_id)
        second_row = get_combatant(draft, self.b_id)
        first = fighter_now(draft, first_row, profile)
        second = fighter_now(draft, second_row, profile)
        # Each side's rank from what it rolls (a skill of 0 points), as every roll's (§11).
        first_side, second_side = (
            opposed_side(draft, row.id, label, profile=profile, setting=draft.model.setting)
            for row, label in ((first_row, self.a_label), (second_row, self.b_label)))
        result = opposed_check(
            self.a_modifier, self.b_modifier, self.rng,
            first_rank=first_side.rank, second_rank=second_side.rank,
        )
        for fighter in (first, second):
            character = draft.get(Character, fighter.character_id)
            if character is not None and fighter.token_penalty:
                draft.update(character, token_penalty=False)
        text = opposed_sentence(first.name, self.a_label, second.name, self.b_label, result)
        combat = draft.get(Combat, first_row.combat_id)
        log_line(
            draft,
            OPPOSED_KIND,
            text,
            {
                "first_combatant_id": self.a_id,
                "second_combatant_id": self.b_id,
                "first_total": result.first.total,
                "second_total": result.second.total,
                "winner": result.winner,
                # Each side's dice and rank, named: the dialog shows them under the result.
                "detail": "\n".join(
                    f"{side.name}: {roll_detail(rolled.roll, modifier, side.reasons)}"
                    for side, rolled, modifier in (
                        (first_side, result.first, self.a_modifier),
                        (second_side, result.second, self.b_modifier),
                    )
                ),
            },
            combat_id=first_row.combat_id,
            character_id=first.character_id,
            secret=combat is not None and any(
                is_hidden(draft, combat, row) for row in (first_row, second_row)
            ),
        )
        self.result = result
        self.setText(text[:80])


# --------------------------------------------------------------------------- healing


def _hidden_characters(records: Records, combat_id: int | None) -> frozenset[int]:
    """The characters whose combatant in the combat stands hidden from the players."""
    combat = records.get(Combat, combat_id)
    if combat is None:
        return frozenset()
    return frozenset(
        row.character_id for row in records.of(Combatant, "combat_id", combat.id)
        if row.character_id is not None and is_hidden(records, combat, row)
    )


@command
class RecoverBreath(ModelCommand):
    """Recuperar el aliento after a combat: each character heals 1d6 (plain), logged.

    Refused for a character still fighting in a running combat or one who already recovered
    since their last fight (``healing_limits.breath_refusal``, as on the sheet). ``healed``
    maps each character id to the PV healed once pushed.
    """

    character_ids: Sequence[int]
    rng: RandomSource
    _: KW_ONLY
    combat_id: int | None = None
    healed: dict[int, int] = field(default_factory=dict, init=False)

    def initial_text(self) -> str:
        return translate("AttackCommand", "Recover breath")

    def check(self) -> None:
        self.character_ids = list(dict.fromkeys(self.character_ids))
        if not self.character_ids:
            raise CommandError(
                translate("AttackCommand", "Pick at least one character to recover their breath.")
            )

    def work_out(self, draft: Draft) -> None:
        for character_id in self.character_ids:
            refusal = breath_refusal(draft, character_id)
            if refusal:
                raise CommandError(refusal)
        hidden = _hidden_characters(draft, self.combat_id)
        for character_id in self.character_ids:
            character = character_of(draft, character_id)
            healing = recover_breath(self.rng)
            after = apply_healing(character.wounds, healing.amount)
            draft.update(character, wounds=after)
            healed = character.wounds - after
            self.healed[character_id] = healed
            log_line(
                draft,
                BREATH_KIND,
                breath_sentence(character.name, healing.rolls[0], healed, after),
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
