"""The attacks a character's equipped weapons offer (:class:`AttackOption`) and the skill each
kind of attack rolls with.

Rulings (RULES.md leaves these open):

- A weapon with a range ("15/30/60m") is ranged (Destreza + Armas a Distancia); without one
  ("n/a") it is melee (Físico + Cuerpo a Cuerpo).
- A weapon with damage by grip ("2d6(1M)/2d6+1(2M)") offers ``"item:<id>"`` with the one-hand
  damage and ``"item:<id>:2h"`` with the two-hand damage; held in two hands it offers only the
  latter, and beside an equipped shield only the former (a shield is not used with two hands).
- A medieval one-handed weapon with a range and no reload or ammunition (Daga, Cuchillo, Lanza
  ligera) is also a melee weapon: ``"item:<id>"`` is its melee attack and
  ``"item:<id>:throw"`` its ranged one.
- ``damage`` is the dice text without its notes ("2d6+2 (con recarga)" → "2d6+2"); damage by
  range band stays whole ("3d6+2/2d6/-"), and damage by ammunition is the unnamed ammunition's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ryf_desktop.catalog.damage import DamageForm, parse_damage
from ryf_desktop.catalog.errors import CatalogTextError
from ryf_desktop.rules.attacks import UNARMED_DAMAGE, Ranges, parse_ranges
from ryf_desktop.rules.character import (
    SKILL_ARMAS_A_DISTANCIA,
    SKILL_CUERPO_A_CUERPO,
    normalise_name,
)
from ryf_desktop.session.fighting.stats import MELEE, RANGED, AttackOption
from ryf_desktop.session.model import Records
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import EquipmentItem, Skill, Specialisation

__all__ = ["attack_skills", "weapon_options"]

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate


def attack_skills(records: Records, skills: Sequence[Skill]) -> dict[str, dict[str, Any]]:
    """By attack kind, the skill its roll uses, the character's level in it and its
    specialisations (names compared as the sheet compares them)."""
    found: dict[str, dict[str, Any]] = {}
    for kind, name in ((MELEE, SKILL_CUERPO_A_CUERPO), (RANGED, SKILL_ARMAS_A_DISTANCIA)):
        wanted = normalise_name(name)
        skill = next((s for s in skills if normalise_name(s.name) == wanted), None)
        found[kind] = {
            "skill": name if skill is None else skill.name,
            "skill_level": 0 if skill is None else skill.level,
            "specialisations": () if skill is None else tuple(
                found.name for found in records.of(Specialisation, "skill_id", skill.id)
            ),
        }
    return found


def weapon_options(
    item: EquipmentItem, details: Mapping[str, Any], melee: int, ranged: int, *,
    shield_held: bool,
) -> list[AttackOption]:
    """The attacks one equipped weapon offers (melee, ranged, thrown, by grip)."""
    written = str(details.get("damage", "")).strip() or UNARMED_DAMAGE
    try:
        ranges = parse_ranges(str(details.get("range", "n/a")))
    except ValueError:
        ranges = None
    reload = bool(details.get("reload"))
    ignores = bool(details.get("ignores_armour"))
    two_handed_only = bool(details.get("two_handed"))
    try:
        parsed = parse_damage(written)
    except CatalogTextError:
        parsed = None
    damage = written
    form = DamageForm.SINGLE
    if parsed is not None:
        reload = reload or parsed.reload
        form = parsed.form
        if parsed.by_band is not None:
            damage = "/".join(part or "-" for part in parsed.by_band)
        else:
            damage = parsed.base
    base_key = f"item:{item.id}"

    def option(key: str, label: str, kind: str, dice: str, bands: Ranges | None) -> AttackOption:
        return AttackOption(
            key=key,
            label=label,
            kind=kind,
            modifier=melee if kind == MELEE else ranged,
            damage=dice,
            ranges=bands,
            ignores_armour=ignores,
            reload=reload,
            item_id=item.id,
        )

    if ranges is not None:
        thrown_too = (
            str(details.get("era", "")) == "medieval"
            and not two_handed_only
            and not reload
            and form in (DamageForm.SINGLE, DamageForm.BY_GRIP)
        )
        if thrown_too:
            return [
                option(base_key, item.name, MELEE, damage, None),
                option(
                    f"{base_key}:throw",
                    fill(translate("Fighters", "%1 (thrown)"), item.name),
                    RANGED,
                    damage,
                    ranges,
                ),
            ]
        return [option(base_key, item.name, RANGED, damage, ranges)]
    if parsed is not None and parsed.by_grip is not None:
        one, two = parsed.by_grip.one_handed, parsed.by_grip.two_handed
        one_hand = option(base_key, f"{item.name} (1M)", MELEE, one, None)
        two_hands = option(f"{base_key}:2h", f"{item.name} (2M)", MELEE, two, None)
        if item.grip == "two_hands":
            return [two_hands]
        if shield_held:
            return [one_hand]
        return [one_hand, two_hands]
    return [option(base_key, item.name, MELEE, damage, None)]
