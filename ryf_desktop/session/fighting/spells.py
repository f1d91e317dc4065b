"""A spell before it is cast (:func:`spell_preview`): the roll, its difficulty, the rank with its
reasons, the exact odds and the maná it leaves — what the cast dialog shows before the GM casts
(``CastSpell`` then rolls it, or takes the dice thrown at the table)."""

from __future__ import annotations

from dataclasses import dataclass

from ryf_desktop.rules.odds import skill_check_odds
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.session.combat.state import load_budget
from ryf_desktop.session.command import CommandError
from ryf_desktop.session.fighting.actions import spell_of
from ryf_desktop.session.fighting.plan import acting_refusal, fighter_now, major_refusal
from ryf_desktop.session.fighting.rank import rank_with_reasons
from ryf_desktop.session.model import Records
from ryf_desktop.storage.records import Combat, Combatant

__all__ = ["SpellPreview", "spell_preview"]


@dataclass(frozen=True, slots=True)
class SpellPreview:
    """``refusal`` is None when the spell may be cast now."""

    name: str
    modifier: int
    level: int
    difficulty: int
    rank: int
    rank_reasons: tuple[str, ...]
    p_success: float
    p_critical: float
    p_fumble: float
    mana_cost: int
    mana_left: int
    refusal: str | None


def spell_preview(
    records: Records, profile: RulesProfile, combatant_id: int, spell_id: int
) -> SpellPreview | str:
    """The preview of ``combatant_id`` casting ``spell_id`` now, or why there is none."""
    row = records.get(Combatant, combatant_id)
    combat = None if row is None else records.get(Combat, row.combat_id)
    if row is None or combat is None:
        return "?"
    stats = fighter_now(records, row, profile)
    option = next((s for s in stats.spells if s.spell_id == spell_id), None)
    refusal: str | None = None
    try:
        spell_of(profile, stats, spell_id)
    except CommandError as error:
        if option is None or stats.mana is None:
            return str(error)
        refusal = str(error)  # too little maná: the odds are still worth seeing
    assert option is not None
    # As CastSpell rolls it: (Inteligencia − estorbo) + level + 1o3d10 against the difficulty.
    base = option.modifier - option.level
    budget = load_budget(row)
    rank, reasons = rank_with_reasons(stats, budget)
    refusal = (acting_refusal(records, combat, row, stats)
               or major_refusal(budget, stats.name) or refusal)
    odds = skill_check_odds(base, option.level, option.difficulty, rank)
    return SpellPreview(
        name=option.name,
        modifier=base + option.level,
        level=option.level,
        difficulty=option.difficulty,
        rank=rank,
        rank_reasons=tuple(reasons),
        p_success=odds.success,
        p_critical=odds.critical,
        p_fumble=odds.fumble,
        mana_cost=option.mana_cost,
        mana_left=int(stats.mana or 0),
        refusal=refusal,
    )
