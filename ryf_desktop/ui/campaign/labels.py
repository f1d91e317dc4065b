"""The words the GM reads for a campaign's setting and for each value of its rules profile, in
one place so the New campaign dialog, the settings dialog and the overview dock name things alike
(context ``CampaignLabels``; numbers go through QLocale)."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from types import MappingProxyType

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from ryf_desktop.rules.profile import (
    HEROICO,
    REALISTA,
    CriticalDamage,
    DiagonalRule,
    PyramidFamily,
    RulesProfile,
)
from ryf_desktop.rules.skills import Setting
from ryf_desktop.ui.dice.formatting import number

#: Short name for the calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate

#: The presets by the names the manual gives them (proper names: the same in every language).
PRESETS: Mapping[str, RulesProfile] = MappingProxyType(
    {"Heroico": HEROICO, "Realista": REALISTA}
)


def setting_name(setting: Setting | str) -> str:
    return {
        Setting.MEDIEVAL: translate("CampaignLabels", "Medieval"),
        Setting.ACTUAL: translate("CampaignLabels", "Present day"),
        Setting.FUTURO: translate("CampaignLabels", "Future"),
    }.get(Setting(setting), str(setting))


def setting_description(setting: Setting | str) -> str:
    return {
        Setting.MEDIEVAL: translate(
            "CampaignLabels", "Swords and sorcery: medieval skills, weapons and coins"),
        Setting.ACTUAL: translate(
            "CampaignLabels", "Today's world: modern skills, firearms, prices in dollars"),
        Setting.FUTURO: translate(
            "CampaignLabels", "Science fiction: modern skills, future weapons, prices in credits"),
    }.get(Setting(setting), "")


def pyramid_name(family: PyramidFamily | str) -> str:
    return {
        PyramidFamily.HEROIC: translate("CampaignLabels", "Heroic"),
        PyramidFamily.REALISTIC: translate("CampaignLabels", "Realistic"),
    }.get(PyramidFamily(family), str(family))


def critical_name(rule: CriticalDamage | str) -> str:
    return {
        CriticalDamage.D6_PER_10: translate(
            "CampaignLabels", "+1d6 per full 10 over the difficulty"),
        CriticalDamage.DOUBLE: translate("CampaignLabels", "Damage doubled"),
    }.get(CriticalDamage(rule), str(rule))


def critical_source(rule: CriticalDamage | str) -> str:
    return {
        CriticalDamage.D6_PER_10: translate(
            "CampaignLabels", "The quick sheet's rule, as in RyF 3.0"),
        CriticalDamage.DOUBLE: translate(
            "CampaignLabels", "The rule of the manual's combat chapter"),
    }.get(CriticalDamage(rule), "")


def diagonal_name(rule: DiagonalRule | str) -> str:
    return {
        DiagonalRule.ALTERNATE: translate("CampaignLabels", "Alternating 1.5 m and 3 m"),
        DiagonalRule.CHEBYSHEV: translate("CampaignLabels", "Every diagonal 1.5 m"),
        DiagonalRule.EUCLIDEAN: translate("CampaignLabels", "Straight-line distance"),
    }.get(DiagonalRule(rule), str(rule))


def yes_no(value: bool) -> str:
    return translate("CampaignLabels", "Yes") if value else translate("CampaignLabels", "No")


def moment_text(moment: datetime) -> str:
    """A moment (aware, or naive local time) as the GM's locale writes a date and time, with
    the month by name: "6 dic 2026, 02:46" (a short format read "6 12 2026 02:46" on a GM's
    system, or "6/12/26", day and month easy to swap)."""
    stamp = QDateTime.fromSecsSinceEpoch(int(moment.timestamp()))
    return QLocale().toString(stamp, "d MMM yyyy, HH:mm")


def preset_name(profile: RulesProfile) -> str:
    """"Heroico", "Realista", either with another attribute budget, or "Custom"."""
    for name, preset in PRESETS.items():
        if profile == preset:
            return name
        if profile == preset.with_changes(attribute_points=profile.attribute_points):
            return translate("CampaignLabels", "{preset} with {points} attribute points").format(
                preset=name, points=number(profile.attribute_points))
    return translate("CampaignLabels", "Custom rules")


def profile_rows(profile: RulesProfile) -> list[tuple[str, str]]:
    """(label, value) for every key of the profile, in the order of RULES.md §10."""
    return [
        (translate("CampaignLabels", "Attribute points"), number(profile.attribute_points)),
        (translate("CampaignLabels", "PV per point of Físico"), number(profile.hp_per_fisico)),
        (translate("CampaignLabels", "Skill pyramids"), pyramid_name(profile.skill_pyramids)),
        (translate("CampaignLabels", "Critical hits"), critical_name(profile.critical_damage)),
        (translate("CampaignLabels", "Attribute rolls explode"),
         yes_no(profile.explode_attribute_rolls)),
        (translate("CampaignLabels", "Diagonal moves"), diagonal_name(profile.diagonal_rule)),
        (translate("CampaignLabels", "Magic"), yes_no(profile.magic)),
    ]
