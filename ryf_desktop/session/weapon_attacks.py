"""The attacks a character's equipped weapons offer (:class:`AttackOption`) and the skill each
kind of attack rolls with; the keys and rulings are in :mod:`~ryf_desktop.session.fighters`."""

from __future__ import annotations

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
from ryf_desktop.session.fighter_records import MELEE, RANGED, AttackOption
from ryf_desktop.session.queries import CharacterDetails
from ryf_desktop.session.sheet_queries import EquipmentLine
from ryf_desktop.session.texts import fill

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate


def attack_skills(details: CharacterDetails) -> dict[str, dict[str, Any]]:
    """By attack kind, the skill its roll uses, the character's level in it and its
    specialisations (names compared as the sheet compares them)."""
    found: dict[str, dict[str, Any]] = {}
    for kind, name in ((MELEE, SKILL_CUERPO_A_CUERPO), (RANGED, SKILL_ARMAS_A_DISTANCIA)):
        wanted = normalise_name(name)
        skill = next((s for s in details.skills if normalise_name(s.name) == wanted), None)
        found[kind] = {
            "skill": name if skill is None else skill.name,
            "skill_level": 0 if skill is None else skill.level,
            "specialisations": ()
            if skill is None
            else details.specialisations.get(int(skill.id or 0), ()),
        }
    return found


def weapon_options(
    line: EquipmentLine, melee: int, ranged: int, *, shield_held: bool
) -> list[AttackOption]:
    """The attacks one equipped weapon offers (melee, ranged, thrown, by grip)."""
    details = line.details
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
    item_id = line.id
    base_key = f"item:{item_id}"

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
            item_id=item_id,
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
                option(base_key, line.name, MELEE, damage, None),
                option(
                    f"{base_key}:throw",
                    fill(translate("Fighters", "%1 (thrown)"), line.name),
                    RANGED,
                    damage,
                    ranges,
                ),
            ]
        return [option(base_key, line.name, RANGED, damage, ranges)]
    if parsed is not None and parsed.by_grip is not None:
        one, two = parsed.by_grip.one_handed, parsed.by_grip.two_handed
        one_hand = option(base_key, f"{line.name} (1M)", MELEE, one, None)
        two_hands = option(f"{base_key}:2h", f"{line.name} (2M)", MELEE, two, None)
        if line.grip == "two_hands":
            return [two_hands]
        if shield_held:
            return [one_hand]
        return [one_hand, two_hands]
    return [option(base_key, line.name, MELEE, damage, None)]
