"""The rank of a combatant's roll, worked out by ``rules.rank.RollShifts`` as the sheet's roller
works it out (RULES.md §11: the same character gets the same odds everywhere), with its reasons
in the GM's words: a weapon skill of 0 points −1, a specialisation chosen +1, a token spent +1,
a handed-back token pending −1, malherido −1, a double action −1.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.combat import TurnBudget
from ryf_desktop.rules.health import HealthState
from ryf_desktop.rules.rank import RankReason, RollShifts
from ryf_desktop.session.combat_log import state_text
from ryf_desktop.session.fighting.stats import AttackOption, FighterStats
from ryf_desktop.session.texts import fill

__all__ = ["choice_refusal", "rank_with_reasons", "reason_text", "roll_shifts"]

translate = QCoreApplication.translate


def roll_shifts(
    stats: FighterStats,
    budget: TurnBudget | None,
    option: AttackOption | None = None,
    *,
    specialisation: str | None = None,
    spend_token: bool = False,
) -> RollShifts:
    """What moves the rank of the combatant's roll now (``option``: the attack it rolls)."""
    skill_level = None if option is None else option.skill_level
    chosen = bool(specialisation) and option is not None and (
        specialisation in option.specialisations
    )
    return RollShifts(
        skill_points=skill_level,
        specialisation=chosen,
        token_spent=spend_token and not stats.is_monster and stats.tokens > 0,
        token_handed_back=stats.token_penalty,
        malherido=stats.lasting_shift < 0,
        double_action=budget is not None and budget.rank_shift < 0,
    )


def reason_text(reason: RankReason, skill: str | None = None) -> str:
    """A rank reason as the dialogs, the phones and the log name it ("double action −1");
    ``skill`` names the skill without points where it is known."""
    if reason is RankReason.NO_SKILL_POINTS:
        if skill is None:
            return translate("AttackQuery", "no points in the skill −1")
        return fill(translate("AttackQuery", "no points in %1 −1"), skill)
    if reason is RankReason.SPECIALISATION:
        return translate("AttackQuery", "specialisation +1")
    if reason is RankReason.TOKEN_SPENT:
        return translate("AttackQuery", "token spent +1")
    if reason is RankReason.TOKEN_HANDED_BACK:
        return translate("AttackQuery", "token handed back −1")
    if reason is RankReason.MALHERIDO:
        return fill(translate("AttackQuery", "%1 −1"), state_text(HealthState.MALHERIDO))
    return translate("AttackQuery", "double action −1")


def rank_with_reasons(
    stats: FighterStats, budget: TurnBudget | None
) -> tuple[int, tuple[str, ...]]:
    """The rank of the combatant's roll now, not an attack's (a spell, an opposed roll), and its
    reasons in words (see :func:`roll_shifts`)."""
    shifts = roll_shifts(stats, budget)
    return shifts.rank, tuple(reason_text(reason) for reason in shifts.reasons)


def choice_refusal(
    stats: FighterStats, option: AttackOption, spend_token: bool, specialisation: str | None
) -> str | None:
    """Why the roll's own choices (a token, a specialisation) cannot be made, or None."""
    if spend_token and stats.is_monster:
        return fill(
            translate("AttackQuery", "%1 is a creature: only characters have tokens to spend."),
            stats.name,
        )
    if spend_token and stats.tokens <= 0:
        return fill(
            translate("AttackQuery", "%1 has no tokens left to spend; untick the token."),
            stats.name,
        )
    wanted = specialisation
    if wanted and wanted not in option.specialisations:
        return fill(
            translate(
                "AttackQuery",
                "%1 has no specialisation “%2” in the skill of %3; pick one of the list.",
            ),
            stats.name,
            wanted,
            option.label,
        )
    return None
