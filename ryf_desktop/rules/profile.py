"""Rules profiles: the per-campaign switches of RULES.md §10 and their two presets."""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from enum import StrEnum
from typing import Any


class PyramidFamily(StrEnum):
    HEROIC = "heroic"
    REALISTIC = "realistic"


class CriticalDamage(StrEnum):
    D6_PER_10 = "d6_per_10"  # quick sheet and RyF 3.0: +1d6 per full 10 over the difficulty
    DOUBLE = "double"  # the manual's combat chapter: damage doubled


class DiagonalRule(StrEnum):
    ALTERNATE = "alternate"
    CHEBYSHEV = "chebyshev"
    EUCLIDEAN = "euclidean"


#: The attribute points a profile may give (RULES.md §8): four attributes of 4 to 10 each.
MIN_ATTRIBUTE_POINTS = 4 * 4
MAX_ATTRIBUTE_POINTS = 4 * 10


def attribute_points_allowed(points: int) -> bool:
    """Whether a campaign may give ``points`` attribute points to a new character."""
    return MIN_ATTRIBUTE_POINTS <= points <= MAX_ATTRIBUTE_POINTS


@dataclass(frozen=True, slots=True)
class RulesProfile:
    attribute_points: int = 30
    hp_per_fisico: int = 4
    skill_pyramids: PyramidFamily = PyramidFamily.HEROIC
    critical_damage: CriticalDamage = CriticalDamage.D6_PER_10
    explode_attribute_rolls: bool = False
    diagonal_rule: DiagonalRule = DiagonalRule.ALTERNATE
    magic: bool = True

    def __post_init__(self) -> None:
        if not attribute_points_allowed(self.attribute_points):
            raise ValueError(
                f"attribute_points must be between {MIN_ATTRIBUTE_POINTS} and "
                f"{MAX_ATTRIBUTE_POINTS} (four attributes of 4 to 10), not {self.attribute_points}"
            )
        if self.hp_per_fisico < 1:
            raise ValueError(f"hp_per_fisico must be at least 1, not {self.hp_per_fisico}")
        # Accept plain strings (from a file or a settings form) and store the enums.
        object.__setattr__(self, "skill_pyramids", PyramidFamily(self.skill_pyramids))
        object.__setattr__(self, "critical_damage", CriticalDamage(self.critical_damage))
        object.__setattr__(self, "diagonal_rule", DiagonalRule(self.diagonal_rule))

    def with_changes(self, **changes: Any) -> RulesProfile:
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        return {key: str(value) if isinstance(value, StrEnum) else value
                for key, value in asdict(self).items()}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RulesProfile:
        known = {key: data[key] for key in cls.__dataclass_fields__ if key in data}
        return cls(**known)


HEROICO = RulesProfile(hp_per_fisico=4, skill_pyramids=PyramidFamily.HEROIC)
REALISTA = RulesProfile(hp_per_fisico=3, skill_pyramids=PyramidFamily.REALISTIC)
#: A harsher setting: 22 attribute points instead of 30 (RULES.md §8).
HARSH_ATTRIBUTE_POINTS = 22
