"""Default skill lists by setting, each skill with the attribute it adds to (RULES.md §8).

A campaign starts from one of these lists; the GM may add, rename and remove skills.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ryf_desktop.rules.character import Attribute, normalise_name

__all__ = [
    "MEDIEVAL_SKILLS",
    "MODERN_SKILLS",
    "Setting",
    "SkillDef",
    "default_skills",
    "find_skill",
    "skill_attributes",
]


class Setting(StrEnum):
    MEDIEVAL = "medieval"
    ACTUAL = "actual"
    FUTURO = "futuro"


@dataclass(frozen=True, slots=True)
class SkillDef:
    name: str
    attribute: Attribute


def _group(attribute: Attribute, *names: str) -> tuple[SkillDef, ...]:
    return tuple(SkillDef(name, attribute) for name in names)


MEDIEVAL_SKILLS: tuple[SkillDef, ...] = (
    *_group(Attribute.FISICO, "Cuerpo a Cuerpo"),
    *_group(
        Attribute.DESTREZA,
        "Armas a Distancia", "Atletismo", "Cabalgar", "Escalar", "Esquivar", "Nadar",
        "Robar bolsillos", "Sigilo", "Trampas/Cerraduras",
    ),
    *_group(
        Attribute.PERCEPCION,
        "Advertir/Notar", "Buscar", "Disfraz", "Etiqueta", "Música", "Rastrear", "Reflejos",
        "Rumores",
    ),
    *_group(
        Attribute.INTELIGENCIA,
        "Callejeo", "Comercio", "Fauna", "Leyes", "Navegar", "Ocultismo", "Religión",
        "Sanación/Hierbas", "Supervivencia/Cazar", "Tradición/Historia",
    ),
)

_NOT_MODERN = frozenset(
    {"Cabalgar", "Etiqueta", "Religión", "Sanación/Hierbas", "Trampas/Cerraduras"}
)
_MODERN_ONLY = (
    *_group(Attribute.DESTREZA, "Conducir", "Pilotar"),
    *_group(Attribute.INTELIGENCIA, "Informática", "Mecánica", "Medicina", "Idiomas"),
)


def _modern() -> tuple[SkillDef, ...]:
    kept = [s for s in MEDIEVAL_SKILLS if s.name not in _NOT_MODERN] + list(_MODERN_ONLY)
    # Same layout as the medieval list: grouped by attribute in its order, alphabetical within.
    order = list(dict.fromkeys(s.attribute for s in MEDIEVAL_SKILLS))
    return tuple(sorted(kept, key=lambda s: (order.index(s.attribute), normalise_name(s.name))))


#: Actual and Futuro share one list.
MODERN_SKILLS: tuple[SkillDef, ...] = _modern()


def default_skills(setting: Setting | str) -> tuple[SkillDef, ...]:
    """The default skill list of a setting ("medieval", "actual", "futuro")."""
    if Setting(setting) is Setting.MEDIEVAL:
        return MEDIEVAL_SKILLS
    return MODERN_SKILLS


def skill_attributes(skills: tuple[SkillDef, ...]) -> dict[str, Attribute]:
    """Skill name → attribute, for ``character.creation_problems``."""
    return {s.name: s.attribute for s in skills}


def find_skill(name: str, skills: tuple[SkillDef, ...]) -> SkillDef | None:
    """The skill of that name, ignoring accents, case and spaces around "/"."""
    wanted = normalise_name(name)
    return next((s for s in skills if normalise_name(s.name) == wanted), None)
