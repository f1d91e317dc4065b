"""What the character sheet shows, computed by the rules from a character's stored values.

:func:`sheet_view` turns :class:`~ryf_desktop.session.queries.CharacterDetails` into a
:class:`SheetView`: attribute budget, skills grouped by attribute with totals, the pyramid
check, the derived values (each with its sum), the health state with its rank shift, and the
equipment with its warnings. Widgets read this and hold no rules of their own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from ryf_desktop.catalog.errors import CatalogTextError
from ryf_desktop.catalog.requirements import parse_requirement
from ryf_desktop.rules.character import (
    ATTRIBUTE_LABELS,
    ATTRIBUTE_MAX,
    ATTRIBUTE_MIN,
    CREATION_ATTRIBUTE_PLUS_SKILL_MAX,
    CREATION_SKILL_MAX,
    Attribute,
    Attributes,
    DerivedValue,
    PyramidCheck,
    PyramidShape,
    check_attribute,
    derived_values,
    estorbo,
    pyramid_check,
)
from ryf_desktop.rules.health import HealingLog, HealingRecord, HealthState, rank_penalty
from ryf_desktop.rules.magic import casting_attribute, mana_left
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.session.fighting.character import rules_sheet, stored_sheet
from ryf_desktop.session.model import Records
from ryf_desktop.session.queries import CharacterDetails
from ryf_desktop.session.stored_values import json_object
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import EquipmentItem, Skill
from ryf_desktop.storage.records import HealingRecord as HealingRow

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate

__all__ = [
    "EquipmentLine",
    "SheetView",
    "SkillLine",
    "best_pyramid",
    "fighting_sheet",
    "healing_log",
    "sheet_view",
]


def healing_log(records: Records, day: int, patient_id: int) -> HealingLog:
    """The Medicina attempts on ``patient_id`` on campaign day ``day``, as the rules read them
    (ids as text): all that decides whether another attempt on that patient is allowed."""
    return HealingLog(
        tuple(
            HealingRecord(str(row.patient_id), str(row.healer_id), row.day, row.success)
            for row in records.of(HealingRow, "patient_id", patient_id)
            if row.day == day
        )
    )


@dataclass(frozen=True, slots=True)
class SkillLine:
    id: int
    name: str
    attribute: Attribute
    level: int
    #: Attribute + skill, the number a roll adds 1o3d10 to.
    total: int
    specialisations: tuple[str, ...]
    #: Creation caps broken (empty after creation).
    problems: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class EquipmentLine:
    id: int
    name: str
    kind: str
    quantity: int
    equipped: bool
    grip: str
    details: dict[str, Any]
    #: Requirement not met, a shield with a two-handed weapon (warnings, never blocks).
    warnings: tuple[str, ...] = ()

    @property
    def both_grips(self) -> bool:
        """Whether the weapon may be held in one or two hands ("2d6(1M)/2d6+1(2M)")."""
        damage = str(self.details.get("damage", ""))
        return self.kind == "weapon" and "1M" in damage and "2M" in damage


@dataclass(frozen=True, slots=True)
class SheetView:
    details: CharacterDetails
    attributes: Attributes
    budget: int
    #: Points of the budget left (negative: over budget).
    points_left: int
    attribute_problems: tuple[str, ...]
    skills: tuple[SkillLine, ...]
    pyramid: PyramidCheck
    derived: tuple[DerivedValue, ...]
    state: HealthState
    rank_shift: int
    equipment: tuple[EquipmentLine, ...]
    #: Maná left now (None without magic): what the combat casts from, one figure for both.
    mana_left: int | None = None

    @property
    def current_hp(self) -> int:
        return self.details.hp_max - self.details.character.wounds

    def derived_value(self, key: str) -> DerivedValue:
        return next(value for value in self.derived if value.key == key)

    def check_attribute(self, attribute: Attribute) -> int:
        """What a check of ``attribute`` adds from this sheet (estorbo off Destreza)."""
        return check_attribute(self.attributes, attribute, self.derived_value("estorbo").value)

    @property
    def casting_attribute(self) -> int:
        """What a spell cast from this sheet adds besides its level (estorbo off Inteligencia)."""
        return casting_attribute(self.attributes.inteligencia, self.derived_value("estorbo").value)

    def skills_of(self, attribute: Attribute) -> tuple[SkillLine, ...]:
        return tuple(line for line in self.skills if line.attribute is attribute)


def best_pyramid(levels: list[int], profile: RulesProfile) -> PyramidCheck:
    """The pyramid shape of the profile's family that the skills fit best.

    The player picks the shape (RULES.md §8); the sheet shows the one that fits (exactly, if
    one does), versátil first.
    """
    checks = [pyramid_check(levels, profile.skill_pyramids, shape) for shape in PyramidShape]
    for check in checks:
        if check.exact:
            return check
    for check in checks:
        if check.fits:
            return check
    return min(checks, key=lambda c: len(c.warnings()))


def sheet_view(details: CharacterDetails, profile: RulesProfile) -> SheetView:
    row = details.character
    attributes = Attributes(row.fisico, row.destreza, row.inteligencia, row.percepcion)
    problems: list[str] = []
    if row.in_creation:
        for attribute, value in attributes.items():
            if not ATTRIBUTE_MIN <= value <= ATTRIBUTE_MAX:
                problems.append(
                    fill(
                        translate(
                            "SheetView", "%1 is %2; at creation attributes are between %3 and %4."
                        ),
                        ATTRIBUTE_LABELS[attribute],
                        value,
                        ATTRIBUTE_MIN,
                        ATTRIBUTE_MAX,
                    )
                )
    skills = tuple(
        _skill_line(skill, details, attributes, row.in_creation) for skill in details.skills
    )
    derived, equipment = fighting_sheet(details, profile)
    return SheetView(
        details=details,
        attributes=attributes,
        budget=profile.attribute_points,
        points_left=profile.attribute_points - attributes.total,
        attribute_problems=tuple(problems),
        skills=skills,
        pyramid=best_pyramid([skill.level for skill in details.skills], profile),
        derived=derived,
        state=details.state,
        rank_shift=rank_penalty(details.state),
        equipment=equipment,
        mana_left=mana_left(row.inteligencia, row.mana_spent) if profile.magic else None,
    )


def fighting_sheet(
    details: CharacterDetails, profile: RulesProfile
) -> tuple[tuple[DerivedValue, ...], tuple[EquipmentLine, ...]]:
    """The derived values and the equipment of :func:`sheet_view`, alone: what a fighter's
    values are read from at every attack (the skill lines and the pyramid are for the sheet)."""
    row = details.character
    attributes = Attributes(row.fisico, row.destreza, row.inteligencia, row.percepcion)
    equipment = _equipment(details.equipment, attributes)
    sheet = rules_sheet(row, details.skills, details.equipment,
                        {line.id: line.details for line in equipment})
    return derived_values(sheet, profile), equipment


def worn_estorbo(details: CharacterDetails) -> int:
    """The estorbo of the armour and shield the character wears now, read from its records
    alone (a phone's roll asks it at every choice, without building the whole sheet)."""
    return estorbo(stored_sheet(details.character, details.skills, details.equipment)).value


def _skill_line(
    skill: Skill, details: CharacterDetails, attributes: Attributes, in_creation: bool
) -> SkillLine:
    attribute = Attribute(skill.attribute)
    total = attributes[attribute] + skill.level
    problems: list[str] = []
    if in_creation and skill.level > CREATION_SKILL_MAX:
        problems.append(
            fill(translate("SheetView", "At creation a skill is at most %1."), CREATION_SKILL_MAX)
        )
    if in_creation and total > CREATION_ATTRIBUTE_PLUS_SKILL_MAX:
        problems.append(
            fill(
                translate("SheetView", "At creation attribute + skill is at most %1."),
                CREATION_ATTRIBUTE_PLUS_SKILL_MAX,
            )
        )
    return SkillLine(
        id=skill.id,
        name=skill.name,
        attribute=attribute,
        level=skill.level,
        total=total,
        specialisations=details.specialisations.get(skill.id, ()),
        problems=tuple(problems),
    )


def _equipment(
    items: tuple[EquipmentItem, ...], attributes: Attributes
) -> tuple[EquipmentLine, ...]:
    two_handed_held = any(
        item.equipped and item.kind == "weapon" and item.grip == "two_hands" for item in items
    )
    lines = []
    for item in items:
        details = json_object(item.details)
        warnings: list[str] = []
        written = details.get("requirement")
        if isinstance(written, str) and written:
            try:
                requirement = parse_requirement(written)
            except CatalogTextError:
                requirement = None
            met = requirement is None or requirement.met_by(attributes[requirement.attribute])
            if requirement is not None and not met:
                warnings.append(
                    fill(
                        translate("SheetView", "Needs %1 %2; the character has %3."),
                        ATTRIBUTE_LABELS[requirement.attribute],
                        requirement.value,
                        attributes[requirement.attribute],
                    )
                )
        if item.kind == "shield" and item.equipped and two_handed_held:
            warnings.append(
                translate("SheetView", "A shield cannot be used with a weapon held in two hands.")
            )
        lines.append(
            EquipmentLine(
                id=item.id,
                name=item.name,
                kind=item.kind,
                quantity=item.quantity,
                equipped=item.equipped,
                grip=item.grip,
                details=details,
                warnings=tuple(warnings),
            )
        )
    return tuple(lines)
