"""Commands of a sheet's skills: add or change a skill, remove it, add or remove a
specialisation, close creation, raise a skill with XP (RULES.md §8)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.character import (
    CREATION_ATTRIBUTE_PLUS_SKILL_MAX,
    CREATION_SKILL_MAX,
    Attribute,
    normalise_name,
    xp_cost,
)
from ryf_desktop.session.character_commands import character_of
from ryf_desktop.session.command import CommandError, ModelCommand, command, required
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.queries import character_details
from ryf_desktop.session.sheet_queries import SheetView, sheet_view
from ryf_desktop.session.texts import fill
from ryf_desktop.session.validation import NAME_MAX, clean_name
from ryf_desktop.storage.records import LEVEL_MAX, Skill, Specialisation

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate


def level_of(value: object, label: str) -> int:
    """``value`` as a skill or spell level; refused unless a whole number from 0 to LEVEL_MAX."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= LEVEL_MAX:
        raise CommandError(
            translate(
                "SheetCommand", "%1 must be a whole number between 0 and %2, not “%3”."
            ),
            label,
            LEVEL_MAX,
            value,
        )
    return value


def skill_of(draft: Draft, skill_id: int) -> Skill:
    return required(draft, Skill, skill_id, translate(
        "SheetCommand",
        "The skill no longer exists (id %1); it may have been removed. Refresh the "
        "sheet and try again.",
    ))


@command
class SetSkill(ModelCommand):
    """Add a skill (``skill_id`` None) or change one: its name, attribute and points.

    While the character is in creation the caps apply (skill ≤ 6, attribute + skill ≤ 16); after
    creation the GM may still set points directly (raising with XP is :class:`RaiseSkill`).
    """

    character_id: int
    skill_id: int | None
    name: str
    attribute: str
    level: int

    def initial_text(self) -> str:
        return translate("SheetCommand", "Set skill")

    def check(self) -> None:
        self.name = clean_name(
            self.name,
            translate("SheetCommand", "A skill needs a name. Type one and try again."),
            fill(
                translate("SheetCommand", "A skill's name has at most %1 characters. Shorten it."),
                NAME_MAX,
            ),
        )
        if self.attribute not in {str(a) for a in Attribute}:
            raise CommandError(
                translate(
                    "SheetCommand",
                    "“%1” is not an attribute; choose Físico, Destreza, Inteligencia or "
                    "Percepción.",
                ),
                self.attribute,
            )
        self.level = level_of(self.level, self.name)

    def work_out(self, draft: Draft) -> None:
        character = character_of(draft, self.character_id)
        if character.in_creation:
            self._check_caps(getattr(character, self.attribute))
        others = draft.of(Skill, "character_id", self.character_id)
        wanted = normalise_name(self.name)
        for other in others:
            if other.id != self.skill_id and normalise_name(other.name) == wanted:
                raise CommandError(
                    translate(
                        "SheetCommand",
                        "%1 already has a skill called “%2”. Choose another name.",
                    ),
                    character.name,
                    other.name,
                )
        self.setText(fill(translate("SheetCommand", "Set %1 %2 of “%3”"), self.name, self.level,
                          character.name))
        if self.skill_id is None:
            position = max((skill.position for skill in others), default=-1) + 1
            self.skill_id = draft.add(Skill, character_id=self.character_id, name=self.name,
                                      attribute=self.attribute, level=self.level,
                                      position=position).id
            return
        skill = skill_of(draft, self.skill_id)
        draft.update(skill, name=self.name, attribute=self.attribute, level=self.level)

    def _check_caps(self, attribute_value: int) -> None:
        if self.level > CREATION_SKILL_MAX:
            raise CommandError(
                translate(
                    "SheetCommand",
                    "At creation a skill is at most %1; %2 cannot be %3. Lower it, or close "
                    "creation first.",
                ),
                CREATION_SKILL_MAX,
                self.name,
                self.level,
            )
        total = attribute_value + self.level
        if total > CREATION_ATTRIBUTE_PLUS_SKILL_MAX:
            raise CommandError(
                translate(
                    "SheetCommand",
                    "At creation attribute + skill is at most %1; %2 would be %3. Lower "
                    "the skill by %4.",
                ),
                CREATION_ATTRIBUTE_PLUS_SKILL_MAX,
                self.name,
                total,
                total - CREATION_ATTRIBUTE_PLUS_SKILL_MAX,
            )


class RemoveSkill(ModelCommand):
    """Remove a skill with its specialisations; undo puts both back."""

    def __init__(self, session: CampaignSession, character_id: int, skill_id: int) -> None:
        super().__init__(session, translate("SheetCommand", "Remove skill"))
        self.character_id = character_id
        self.skill_id = skill_id

    def work_out(self, draft: Draft) -> None:
        skill = skill_of(draft, self.skill_id)
        self.setText(fill(translate("SheetCommand", "Remove skill %1"), skill.name))
        draft.remove(skill)


class AddSpecialisation(ModelCommand):
    """A specialisation of a skill (rolls that use it are at +1 rank)."""

    def __init__(
        self, session: CampaignSession, character_id: int, skill_id: int, name: str
    ) -> None:
        super().__init__(session, translate("SheetCommand", "Add specialisation"))
        self.character_id = character_id
        self.skill_id = skill_id
        self.name = name

    def check(self) -> None:
        self.name = clean_name(
            self.name,
            translate("SheetCommand", "A specialisation needs a name. Type one and try again."),
            fill(
                translate(
                    "SheetCommand", "A specialisation's name has at most %1 characters. Shorten it."
                ),
                NAME_MAX,
            ),
        )

    def work_out(self, draft: Draft) -> None:
        skill = skill_of(draft, self.skill_id)
        for other in draft.of(Specialisation, "skill_id", self.skill_id):
            if normalise_name(other.name) == normalise_name(self.name):
                raise CommandError(
                    translate("SheetCommand", "%1 already has the specialisation “%2”."),
                    skill.name,
                    other.name,
                )
        self.setText(
            fill(translate("SheetCommand", "Add specialisation %1 to %2"), self.name, skill.name)
        )
        draft.add(Specialisation, skill_id=self.skill_id, name=self.name)


class RemoveSpecialisation(ModelCommand):
    def __init__(
        self, session: CampaignSession, character_id: int, skill_id: int, name: str
    ) -> None:
        super().__init__(session, translate("SheetCommand", "Remove specialisation"))
        self.character_id = character_id
        self.skill_id = skill_id
        self.name = name

    def work_out(self, draft: Draft) -> None:
        skill = skill_of(draft, self.skill_id)
        for row in draft.of(Specialisation, "skill_id", self.skill_id):
            if normalise_name(row.name) == normalise_name(self.name):
                self.setText(fill(translate("SheetCommand", "Remove specialisation %1 of %2"),
                                  row.name, skill.name))
                draft.remove(row)
                return
        raise CommandError(
            translate("SheetCommand", "%1 has no specialisation “%2”. Refresh the sheet."),
            skill.name,
            self.name,
        )


def creation_problems(sheet: SheetView) -> tuple[str, ...]:
    """What keeps the character from leaving creation, one sentence each, as the sheet shows
    them: the attribute points over the budget, an attribute outside 4–10, a skill over its
    creation caps (RULES.md §8; seed 001: "30 puntos a repartir … El mínimo es 4, el máximo es
    10"). Closing the creation would end those limits with the numbers still breaking them."""
    found: list[str] = []
    if sheet.points_left < 0:
        found.append(fill(translate(
            "SheetCommand", "Attribute points: %1 of %2 spent, %3 over the budget."),
            sheet.attributes.total, sheet.budget, -sheet.points_left))
    found.extend(sheet.attribute_problems)
    found.extend(f"{line.name}: {problem}" for line in sheet.skills for problem in line.problems)
    return tuple(found)


def pyramid_excess(sheet: SheetView) -> str:
    """The levels of the skill pyramid holding more skills than it allows ("" when none), e.g.
    "5: 2 of 1": a warning the GM may accept (RULES.md §8), said before the creation closes."""
    return ", ".join(
        fill(translate("SheetCommand", "%1: %2 of %3"), row.level, row.actual, row.allowed)
        for row in sheet.pyramid.rows if row.actual > row.allowed)


class CloseCreation(ModelCommand):
    """The character is made: from now on skills rise with XP (RULES.md §8). Refused while the
    numbers break the creation's limits (:func:`creation_problems`), with each problem named;
    skills over the pyramid are only a warning (the UI asks first)."""

    def __init__(self, session: CampaignSession, character_id: int) -> None:
        super().__init__(session, translate("SheetCommand", "Close creation"))
        self.character_id = character_id

    def work_out(self, draft: Draft) -> None:
        row = character_of(draft, self.character_id)
        if not row.in_creation:
            raise CommandError(
                translate(
                    "SheetCommand",
                    "“%1” is not in creation any more; there is nothing to close.",
                ),
                row.name,
            )
        details = character_details(draft, row.id, draft.model.profile)
        assert details is not None
        problems = creation_problems(sheet_view(details, draft.model.profile))
        if problems:
            raise CommandError(
                translate(
                    "SheetCommand",
                    "The creation of “%1” cannot be closed yet: %2 Fix the sheet first (or change "
                    "the attribute points in the campaign settings).",
                ),
                row.name,
                " ".join(problems),
            )
        self.setText(fill(translate("SheetCommand", "Close creation of “%1”"), row.name))
        draft.update(row, in_creation=False)


class RaiseSkill(ModelCommand):
    """Spend XP to raise a skill after creation: each new level n costs n XP."""

    def __init__(
        self, session: CampaignSession, character_id: int, skill_id: int, to_level: int
    ) -> None:
        super().__init__(session, translate("SheetCommand", "Raise skill"))
        self.character_id = character_id
        self.skill_id = skill_id
        self.to_level = to_level

    def check(self) -> None:
        self.to_level = level_of(self.to_level, translate("SheetCommand", "The new level"))

    def work_out(self, draft: Draft) -> None:
        character = character_of(draft, self.character_id)
        skill = skill_of(draft, self.skill_id)
        if character.in_creation:
            raise CommandError(
                translate(
                    "SheetCommand",
                    "“%1” is still in creation: set the skill's points directly, or close "
                    "creation before spending XP.",
                ),
                character.name,
            )
        if self.to_level <= skill.level:
            raise CommandError(
                translate(
                    "SheetCommand",
                    "%1 is already at level %2; XP only raises skills. Choose a level "
                    "above %2.",
                ),
                skill.name,
                skill.level,
            )
        cost = xp_cost(skill.level, self.to_level)
        if cost > character.xp:
            steps = " + ".join(str(n) for n in range(skill.level + 1, self.to_level + 1))
            raise CommandError(
                translate(
                    "SheetCommand",
                    "Raising %1 from %2 to %3 costs %4 XP (%5), but “%6” has only %7 XP. "
                    "Raise it fewer levels or award more XP first.",
                ),
                skill.name,
                skill.level,
                self.to_level,
                cost,
                steps,
                character.name,
                character.xp,
            )
        self.setText(
            fill(
                translate("SheetCommand", "Raise %1 to %2 (%3 XP)"), skill.name, self.to_level, cost
            )
        )
        draft.update(skill, level=self.to_level)
        draft.update(character, xp=character.xp - cost)
