"""One side of an opposed roll (RULES.md §2: each side rolls its own total): what the combatant adds
to 1o3d10 for what it rolls, and the rank the roll takes (§1, §11: the same rank rules as every
roll — a skill of 0 points, a handed-back token, malherido, a double action).

Rulings (RULES.md leaves these open):

- What a side rolls is named in words: an attribute (Físico, Destreza, Inteligencia, Percepción)
  adds its value; a skill adds its attribute and its points (the character's own skill, else the
  setting's default list, at 0 points and so −1 rank); anything else is the GM's to type.
- A creature of the bestiary has no attributes and no skills (only Ini, Ata, Def, Abs: §9), so
  the GM types its value; the note names the values it does have.
- No token is spent by an opposed roll (the dialog offers none); one handed back weighs on it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ryf_desktop.rules.character import ATTRIBUTE_LABELS, Attribute, normalise_name
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.rules.skills import default_skills, find_skill
from ryf_desktop.session.combat.common import get_combatant, translate
from ryf_desktop.session.combat.state import load_budget
from ryf_desktop.session.fighting.plan import fighter_now
from ryf_desktop.session.fighting.rank import reason_text, roll_shifts
from ryf_desktop.session.fighting.stats import FighterStats
from ryf_desktop.session.model import Records
from ryf_desktop.session.stored_values import as_int, json_object
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import Character, MonsterInstance, Skill

__all__ = ["OpposedSide", "opposed_side"]


@dataclass(frozen=True, slots=True)
class OpposedSide:
    """What one combatant rolls in an opposed roll of ``what``.

    ``modifier`` is attribute (+ skill) when the program can tell, else None (a creature, or a
    name that is neither an attribute nor a skill): the GM types it. ``note`` says how the
    modifier is made ("Físico 7", "Destreza 8 + Sigilo 3") or why the GM types it. ``rank`` and
    ``reasons`` are the roll's rank and its reasons in words ("malherido −1").
    """

    name: str
    modifier: int | None
    note: str
    rank: int
    reasons: tuple[str, ...]
    skill_points: int | None = None


def _attribute(what: str) -> Attribute | None:
    wanted = normalise_name(what)
    return next((attribute for attribute, label in ATTRIBUTE_LABELS.items()
                 if normalise_name(label) == wanted), None)


def _character_value(records: Records, character: Character, what: str, setting: str
                     ) -> tuple[int | None, str, int | None, str]:
    """(modifier, note, skill points, the skill's own name) of a character rolling ``what``."""
    attribute = _attribute(what)
    if attribute is not None:
        value = int(getattr(character, attribute.value))
        return value, f"{ATTRIBUTE_LABELS[attribute]} {value}", None, what
    wanted = normalise_name(what)
    own = next((skill for skill in records.of(Skill, "character_id", character.id)
                if normalise_name(skill.name) == wanted), None)
    if own is not None:
        skill_attribute, skill_name, points = Attribute(own.attribute), own.name, own.level
    else:
        found = find_skill(what, default_skills(setting))
        if found is None:
            return None, fill(translate(
                "OpposedRoll", "“%1” is neither an attribute nor a skill of %2: type the value."),
                what, character.name), None, what
        skill_attribute, skill_name, points = found.attribute, found.name, 0
    value = int(getattr(character, skill_attribute.value))
    note = f"{ATTRIBUTE_LABELS[skill_attribute]} {value} + {skill_name} {points}"
    return value + points, note, points, skill_name


def _creature_note(records: Records, stats: FighterStats) -> str:
    monster = records.get(MonsterInstance, stats.monster_id)
    fields = json_object(monster.fields) if monster is not None else {}
    values = ", ".join(f"{label} {as_int(fields[key])}" for key, label in
                       (("ata", "Ata"), ("ini", "Ini"), ("def", "Def")) if key in fields)
    return fill(translate(
        "OpposedRoll", "%1 is a creature: the bestiary gives it no attributes or skills, only "
        "%2. Type the value it rolls."), stats.name, values or "PV")


def opposed_side(records: Records, combatant_id: int, what: str, *, profile: RulesProfile,
                 setting: str) -> OpposedSide:
    """The side of combatant ``combatant_id`` rolling ``what`` (an attribute or a skill, in
    words) now, in a campaign of ``profile`` and ``setting``; CommandError when the combatant is
    gone."""
    row = get_combatant(records, combatant_id)
    stats = fighter_now(records, row, profile)
    character = records.get(Character, row.character_id) if row.character_id is not None else None
    what = what.strip()
    if character is None:
        modifier, note, points = None, _creature_note(records, stats), None
    else:
        modifier, note, points, what = _character_value(records, character, what, setting)
    shifts = replace(roll_shifts(stats, load_budget(row)), skill_points=points)
    return OpposedSide(
        name=stats.name, modifier=modifier, note=note, rank=shifts.rank,
        reasons=tuple(reason_text(reason, what) for reason in shifts.reasons),
        skill_points=points,
    )
