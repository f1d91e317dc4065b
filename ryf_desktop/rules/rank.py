"""The rank of a 1o3d10 roll from its reasons (RULES.md §1, §2, §8 and the first ruling of §11).

:class:`RollShifts` is the one place where a roll's rank is worked out, wherever the roll is
made: the sheet's roller, the Dice dock and the Combat dock's attack dialog all describe their
roll with it, so the same character gets the same rank (and the same odds) everywhere.

Each advantage is +1 (a specialisation used, a token spent), each disadvantage −1 (no points in
the skill, a handed-back token pending, malherido, a double action); the sum is clamped to
[−1, +1]. ``other`` carries any further shifts the GM adds by hand (advantages − disadvantages).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from ryf_desktop.rules.dice import clamp_rank

__all__ = ["RANK_SHIFT", "RankReason", "RollShifts"]


class RankReason(StrEnum):
    """Why a roll's rank moves; :data:`RANK_SHIFT` says by how much."""

    NO_SKILL_POINTS = "no_skill_points"
    SPECIALISATION = "specialisation"
    TOKEN_SPENT = "token_spent"
    TOKEN_HANDED_BACK = "token_handed_back"
    MALHERIDO = "malherido"
    DOUBLE_ACTION = "double_action"


RANK_SHIFT: Mapping[RankReason, int] = MappingProxyType({
    RankReason.NO_SKILL_POINTS: -1,
    RankReason.SPECIALISATION: +1,
    RankReason.TOKEN_SPENT: +1,
    RankReason.TOKEN_HANDED_BACK: -1,
    RankReason.MALHERIDO: -1,
    RankReason.DOUBLE_ACTION: -1,
})


@dataclass(frozen=True, slots=True)
class RollShifts:
    """What moves the rank of one roll.

    ``skill_points`` is the level of the skill rolled (None for a roll without a skill: an
    attribute roll, a creature's Ata); a skill of 0 rolls one rank lower. A specialisation only
    counts for a roll with a skill.
    """

    skill_points: int | None = None
    specialisation: bool = False
    token_spent: bool = False
    token_handed_back: bool = False
    malherido: bool = False
    double_action: bool = False
    other: int = 0

    @property
    def reasons(self) -> tuple[RankReason, ...]:
        """The reasons that apply, in the order the sheet and the log name them."""
        found: list[RankReason] = []
        if self.skill_points == 0:
            found.append(RankReason.NO_SKILL_POINTS)
        if self.specialisation and self.skill_points is not None:
            found.append(RankReason.SPECIALISATION)
        if self.token_spent:
            found.append(RankReason.TOKEN_SPENT)
        if self.token_handed_back:
            found.append(RankReason.TOKEN_HANDED_BACK)
        if self.malherido:
            found.append(RankReason.MALHERIDO)
        if self.double_action:
            found.append(RankReason.DOUBLE_ACTION)
        return tuple(found)

    @property
    def shift(self) -> int:
        """The sum of the shifts before clamping."""
        return sum(RANK_SHIFT[reason] for reason in self.reasons) + self.other

    @property
    def rank(self) -> int:
        """The roll's rank: the shifts' sum clamped to [−1, +1]."""
        return clamp_rank(self.shift)
