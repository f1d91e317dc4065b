"""Characters (RULES.md §4, §8): attributes and their budget, skill pyramids, creation caps,
experience, and the derived combat values with the sum that explains each of them.

Labels such as "Destreza" or "Defensa" are rules data in Spanish; the UI translates them.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType

from ryf_desktop.rules.magic import MANA_PER_INTELIGENCIA
from ryf_desktop.rules.profile import PyramidFamily, RulesProfile

__all__ = [
    "ATTRIBUTE_LABELS",
    "ATTRIBUTE_MAX",
    "ATTRIBUTE_MIN",
    "CREATION_ATTRIBUTE_PLUS_SKILL_MAX",
    "CREATION_SKILL_MAX",
    "DEFENSA_BASE",
    "SKILL_ARMAS_A_DISTANCIA",
    "SKILL_CUERPO_A_CUERPO",
    "SKILL_ESQUIVAR",
    "SKILL_REFLEJOS",
    "Armour",
    "Attribute",
    "Attributes",
    "CharacterSheet",
    "DerivedValue",
    "PyramidCheck",
    "PyramidRow",
    "PyramidShape",
    "PyramidStatus",
    "Shield",
    "Term",
    "absorption",
    "attribute_problems",
    "creation_problems",
    "creation_skill_problems",
    "defensa",
    "derived_values",
    "estorbo",
    "hp_max_value",
    "iniciativa",
    "mana",
    "melee_attack",
    "normalise_name",
    "pyramid",
    "pyramid_check",
    "ranged_attack",
    "xp_cost",
]

ATTRIBUTE_MIN = 4
ATTRIBUTE_MAX = 10
CREATION_SKILL_MAX = 6
CREATION_ATTRIBUTE_PLUS_SKILL_MAX = 16
DEFENSA_BASE = 5

SKILL_CUERPO_A_CUERPO = "Cuerpo a Cuerpo"
SKILL_ARMAS_A_DISTANCIA = "Armas a Distancia"
SKILL_ESQUIVAR = "Esquivar"
SKILL_REFLEJOS = "Reflejos"


class Attribute(StrEnum):
    FISICO = "fisico"
    DESTREZA = "destreza"
    INTELIGENCIA = "inteligencia"
    PERCEPCION = "percepcion"


ATTRIBUTE_LABELS: Mapping[Attribute, str] = MappingProxyType({
    Attribute.FISICO: "Físico",
    Attribute.DESTREZA: "Destreza",
    Attribute.INTELIGENCIA: "Inteligencia",
    Attribute.PERCEPCION: "Percepción",
})


def normalise_name(name: str) -> str:
    """Compare skill names the way a GM reads them: no accents, case or stray spaces.

    "Advertir/ Notar" (as the quick sheet writes it) matches "Advertir/Notar".
    """
    plain = unicodedata.normalize("NFKD", name)
    plain = "".join(c for c in plain if not unicodedata.combining(c)).casefold()
    plain = "/".join(part.strip() for part in plain.split("/"))
    return " ".join(plain.split())


# --------------------------------------------------------------------------- attributes


@dataclass(frozen=True, slots=True)
class Attributes:
    fisico: int
    destreza: int
    inteligencia: int
    percepcion: int

    def __getitem__(self, attribute: Attribute) -> int:
        value: int = getattr(self, attribute.value)
        return value

    def items(self) -> tuple[tuple[Attribute, int], ...]:
        return tuple((a, self[a]) for a in Attribute)

    @property
    def total(self) -> int:
        return self.fisico + self.destreza + self.inteligencia + self.percepcion


def attribute_problems(attributes: Attributes, profile: RulesProfile) -> list[str]:
    """What is wrong with the attributes of a new character; empty when they are right.

    Each attribute is between 4 and 10, and together they use the profile's budget exactly.
    """
    problems = []
    for attribute, value in attributes.items():
        label = ATTRIBUTE_LABELS[attribute]
        if value < ATTRIBUTE_MIN:
            problems.append(
                f"{label} is {value}; attributes are at least {ATTRIBUTE_MIN}. "
                f"Raise it by {ATTRIBUTE_MIN - value}."
            )
        elif value > ATTRIBUTE_MAX:
            problems.append(
                f"{label} is {value}; attributes are at most {ATTRIBUTE_MAX}. "
                f"Lower it by {value - ATTRIBUTE_MAX}."
            )
    budget = profile.attribute_points
    spent = attributes.total
    if spent > budget:
        problems.append(
            f"The attributes add up to {spent} points, {spent - budget} more than the "
            f"{budget} available. Take {spent - budget} point(s) away."
        )
    elif spent < budget:
        problems.append(
            f"The attributes add up to {spent} points; {budget - spent} of the {budget} "
            f"available are not spent yet. Add them to the attributes."
        )
    return problems


# --------------------------------------------------------------------------- skill pyramids


class PyramidShape(StrEnum):
    VERSATIL = "versatil"
    ESPECIALISTA = "especialista"


class PyramidStatus(StrEnum):
    FULL = "full"
    SHORT = "short"  # fewer skills than the level allows: allowed
    OVER = "over"  # more skills than the level allows: a warning the GM may accept


_PYRAMIDS: Mapping[tuple[PyramidFamily, PyramidShape], dict[int, int]] = MappingProxyType({
    (PyramidFamily.HEROIC, PyramidShape.VERSATIL): {6: 1, 5: 2, 4: 3, 3: 4, 2: 5, 1: 6},
    (PyramidFamily.HEROIC, PyramidShape.ESPECIALISTA): {6: 1, 5: 3, 4: 3, 3: 3, 2: 3, 1: 3},
    (PyramidFamily.REALISTIC, PyramidShape.VERSATIL): {5: 1, 4: 2, 3: 3, 2: 4, 1: 5},
    (PyramidFamily.REALISTIC, PyramidShape.ESPECIALISTA): {5: 2, 4: 2, 3: 2, 2: 2, 1: 2},
})


def pyramid(family: PyramidFamily | str, shape: PyramidShape | str) -> dict[int, int]:
    """How many skills each level allows: level → count, highest level first."""
    return dict(_PYRAMIDS[PyramidFamily(family), PyramidShape(shape)])


@dataclass(frozen=True, slots=True)
class PyramidRow:
    level: int
    allowed: int
    actual: int

    @property
    def status(self) -> PyramidStatus:
        if self.actual > self.allowed:
            return PyramidStatus.OVER
        if self.actual < self.allowed:
            return PyramidStatus.SHORT
        return PyramidStatus.FULL


@dataclass(frozen=True, slots=True)
class PyramidCheck:
    """Per level, what the pyramid allows against what the character has."""

    family: PyramidFamily
    shape: PyramidShape
    rows: tuple[PyramidRow, ...]

    @property
    def fits(self) -> bool:
        """No level holds more skills than the pyramid allows (empty levels are fine)."""
        return all(row.status is not PyramidStatus.OVER for row in self.rows)

    @property
    def exact(self) -> bool:
        """Every level holds exactly what the pyramid allows."""
        return all(row.status is PyramidStatus.FULL for row in self.rows)

    def warnings(self) -> list[str]:
        """One readable warning per level over the pyramid; the GM may accept them."""
        shape = f"{self.family.value} {self.shape.value}"
        found = []
        for row in self.rows:
            if row.status is not PyramidStatus.OVER:
                continue
            if row.allowed == 0:
                found.append(
                    f"{row.actual} skill(s) at level {row.level}, above the top of the "
                    f"{shape} pyramid. Lower them, or accept the exception."
                )
            else:
                found.append(
                    f"{row.actual} skills at level {row.level}; the {shape} pyramid allows "
                    f"{row.allowed}. Lower {row.actual - row.allowed} of them, or accept "
                    f"the exception."
                )
        return found


def pyramid_check(
    levels: Iterable[int], family: PyramidFamily | str, shape: PyramidShape | str
) -> PyramidCheck:
    """Compare skill levels (0 = not bought, ignored) with a pyramid, level by level.

    A slot holds a skill of its own level only: a skill below a free slot counts at its own
    level. Levels above the pyramid's top get a row with 0 allowed.
    """
    family = PyramidFamily(family)
    shape = PyramidShape(shape)
    levels = list(levels)
    if any(level < 0 for level in levels):
        raise ValueError(f"skill levels cannot be negative: {sorted(levels)}")
    counts = Counter(level for level in levels if level > 0)
    allowed = _PYRAMIDS[family, shape]
    all_levels = sorted(set(allowed) | set(counts), reverse=True)
    rows = tuple(PyramidRow(lv, allowed.get(lv, 0), counts.get(lv, 0)) for lv in all_levels)
    return PyramidCheck(family, shape, rows)


# --------------------------------------------------------------------------- creation caps


def creation_skill_problems(
    skills: Iterable[tuple[str, int, int]],
) -> list[str]:
    """Creation caps: a skill at most 6, attribute + skill at most 16.

    ``skills`` holds (skill name, level, value of the attribute it adds to).
    """
    problems = []
    for name, level, attribute_value in skills:
        if level > CREATION_SKILL_MAX:
            problems.append(
                f"{name} is at level {level}; at creation a skill is at most "
                f"{CREATION_SKILL_MAX}. Lower it by {level - CREATION_SKILL_MAX}."
            )
        total = attribute_value + level
        if total > CREATION_ATTRIBUTE_PLUS_SKILL_MAX:
            problems.append(
                f"{name} {level} + its attribute {attribute_value} = {total}; at creation "
                f"attribute + skill is at most {CREATION_ATTRIBUTE_PLUS_SKILL_MAX}. "
                f"Lower the skill by {total - CREATION_ATTRIBUTE_PLUS_SKILL_MAX}."
            )
    return problems


# --------------------------------------------------------------------------- experience


def xp_cost(from_level: int, to_level: int) -> int:
    """XP to raise a skill: each new level n costs n (3 → 5 costs 4 + 5 = 9)."""
    if from_level < 0:
        raise ValueError(f"a skill level cannot be negative ({from_level})")
    if to_level < from_level:
        raise ValueError(
            f"XP only raises skills: cannot go from level {from_level} down to {to_level}"
        )
    return sum(range(from_level + 1, to_level + 1))


# --------------------------------------------------------------------------- derived values


@dataclass(frozen=True, slots=True)
class Term:
    """One part of a derived value: ``label amount``, times ``factor`` (-1 to subtract)."""

    label: str
    amount: int
    factor: int = 1

    @property
    def value(self) -> int:
        return self.amount * self.factor

    def text(self) -> str:
        body = f"{self.label} {self.amount}" if self.label else str(self.amount)
        if abs(self.factor) != 1:
            body += f" × {abs(self.factor)}"
        return body


@dataclass(frozen=True, slots=True)
class DerivedValue:
    """A value computed from the sheet, with the terms that make it up."""

    key: str
    name: str
    terms: tuple[Term, ...]

    @property
    def value(self) -> int:
        return sum(term.value for term in self.terms)

    def explain(self) -> str:
        """E.g. "16 = Destreza 8 + Esquivar 3 + 5"."""
        parts = []
        for i, term in enumerate(self.terms):
            sign = "-" if term.factor < 0 else "+"
            if i == 0:
                parts.append(("-" if term.factor < 0 else "") + term.text())
            else:
                parts.append(f"{sign} {term.text()}")
        return f"{self.value} = " + " ".join(parts) if parts else f"{self.value}"


@dataclass(frozen=True, slots=True)
class Armour:
    name: str = ""
    absorption: int = 0
    estorbo: int = 0


@dataclass(frozen=True, slots=True)
class Shield:
    name: str = ""
    defence: int = 0
    cobertura: int = 0
    estorbo: int = 0


@dataclass(frozen=True, slots=True)
class CharacterSheet:
    """The numbers of a character that the derived values are computed from.

    ``skills`` maps skill name → level; a skill missing from it has level 0. Names are
    compared with ``normalise_name``.
    """

    attributes: Attributes
    skills: Mapping[str, int] = field(default_factory=dict)
    armour: Armour | None = None
    shield: Shield | None = None

    def skill(self, name: str) -> int:
        wanted = normalise_name(name)
        for skill_name, level in self.skills.items():
            if normalise_name(skill_name) == wanted:
                return level
        return 0


def creation_problems(
    sheet: CharacterSheet,
    skill_attributes: Mapping[str, Attribute],
    profile: RulesProfile,
    shape: PyramidShape | str,
) -> list[str]:
    """Everything to point out about a new character: attributes, caps, pyramid warnings.

    ``skill_attributes`` gives each skill's attribute (e.g. from ``skills.skill_attributes``).
    """
    attribute_of = {normalise_name(k): v for k, v in skill_attributes.items()}
    problems = attribute_problems(sheet.attributes, profile)
    capped = []
    for name, level in sheet.skills.items():
        attribute = attribute_of.get(normalise_name(name))
        if attribute is None:
            problems.append(f"{name} has no attribute; choose the attribute it adds to.")
            capped.append((name, level, 0))
        else:
            capped.append((name, level, sheet.attributes[attribute]))
    problems += creation_skill_problems(capped)
    problems += pyramid_check(sheet.skills.values(), profile.skill_pyramids, shape).warnings()
    return problems


def _attr_and_skill(sheet: CharacterSheet, attribute: Attribute, skill: str) -> list[Term]:
    attribute_term = Term(ATTRIBUTE_LABELS[attribute], sheet.attributes[attribute])
    return [attribute_term, Term(skill, sheet.skill(skill))]


def hp_max_value(attributes: Attributes, profile: RulesProfile) -> DerivedValue:
    """PV máx = Físico × PV per Físico."""
    return DerivedValue(
        "hp_max",
        "PV máx.",
        (Term(ATTRIBUTE_LABELS[Attribute.FISICO], attributes.fisico, profile.hp_per_fisico),),
    )


def estorbo(sheet: CharacterSheet) -> DerivedValue:
    """Armour estorbo plus the shield's."""
    terms = []
    if sheet.armour is not None:
        terms.append(Term(sheet.armour.name or "armadura", sheet.armour.estorbo))
    if sheet.shield is not None:
        terms.append(Term(sheet.shield.name or "escudo", sheet.shield.estorbo))
    return DerivedValue("estorbo", "Estorbo", tuple(terms) or (Term("", 0),))


def check_attribute(attributes: Attributes, attribute: Attribute, estorbo: int) -> int:
    """The attribute side of a check made out of combat: a Destreza-based roll loses the armour's
    and shield's estorbo (RULES.md §2, §11), the other attributes count whole."""
    return attributes[attribute] - (estorbo if attribute is Attribute.DESTREZA else 0)


def absorption(sheet: CharacterSheet) -> DerivedValue:
    armour = sheet.armour
    term = Term(armour.name or "armadura", armour.absorption) if armour else Term("", 0)
    return DerivedValue("absorption", "Absorción", (term,))


def defensa(sheet: CharacterSheet) -> DerivedValue:
    """Destreza + Esquivar + 5 + the shield's defence bonus."""
    terms = [*_attr_and_skill(sheet, Attribute.DESTREZA, SKILL_ESQUIVAR), Term("", DEFENSA_BASE)]
    if sheet.shield is not None and sheet.shield.defence:
        terms.append(Term(sheet.shield.name or "escudo", sheet.shield.defence))
    return DerivedValue("defensa", "Defensa", tuple(terms))


def iniciativa(sheet: CharacterSheet) -> DerivedValue:
    """Percepción + Reflejos − estorbo (the value initiative rolls add 1o3d10 to)."""
    terms = _attr_and_skill(sheet, Attribute.PERCEPCION, SKILL_REFLEJOS)
    hindrance = estorbo(sheet).value
    if hindrance:
        terms.append(Term("estorbo", hindrance, -1))
    return DerivedValue("iniciativa", "Iniciativa", tuple(terms))


def melee_attack(sheet: CharacterSheet) -> DerivedValue:
    """Físico + Cuerpo a Cuerpo."""
    terms = _attr_and_skill(sheet, Attribute.FISICO, SKILL_CUERPO_A_CUERPO)
    return DerivedValue("melee_attack", "Ataque cuerpo a cuerpo", tuple(terms))


def ranged_attack(sheet: CharacterSheet) -> DerivedValue:
    """Destreza + Armas a Distancia."""
    terms = _attr_and_skill(sheet, Attribute.DESTREZA, SKILL_ARMAS_A_DISTANCIA)
    return DerivedValue("ranged_attack", "Ataque a distancia", tuple(terms))


def mana(attributes: Attributes) -> DerivedValue:
    """Maná = Inteligencia × 3."""
    return DerivedValue(
        "mana",
        "Maná",
        (Term(ATTRIBUTE_LABELS[Attribute.INTELIGENCIA], attributes.inteligencia,
              MANA_PER_INTELIGENCIA),),
    )


def derived_values(sheet: CharacterSheet, profile: RulesProfile) -> tuple[DerivedValue, ...]:
    """Every derived value of the sheet, in the order a sheet shows them.

    Maná is included only when the profile has magic.
    """
    values = [
        hp_max_value(sheet.attributes, profile),
        defensa(sheet),
        iniciativa(sheet),
        melee_attack(sheet),
        ranged_attack(sheet),
        absorption(sheet),
        estorbo(sheet),
    ]
    if profile.magic:
        values.append(mana(sheet.attributes))
    return tuple(values)
