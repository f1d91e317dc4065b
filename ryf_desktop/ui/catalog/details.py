"""The detail pane's text: a catalog entry explained in words, as HTML — what its damage means,
the expected damage (``rules.odds.expected_damage``) of a typical attacker against a typical
target, range bands as difficulties, requirement, armour, price in copper. The manual's data is
shown as written; the words around it are translated (context ``CatalogDetails``).
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from types import MappingProxyType

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ryf_desktop.catalog import Armor, Item, Monster, Shield, Weapon
from ryf_desktop.catalog.damage import NORMAL_AMMUNITION, DamageForm
from ryf_desktop.rules.attacks import BAND_DIFFICULTY, RangeBand, Ranges
from ryf_desktop.rules.character import ATTRIBUTE_LABELS
from ryf_desktop.rules.dice import parse
from ryf_desktop.rules.odds import expected_damage
from ryf_desktop.rules.profile import HEROICO, CriticalDamage, RulesProfile
from ryf_desktop.session.texts import fill
from ryf_desktop.ui.campaign.labels import setting_name
from ryf_desktop.ui.catalog import labels
from ryf_desktop.ui.catalog.index import BrowserEntry

# Short name for the calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate

# The target the expected damage is worked out against (melee): a typical Defensa.
TYPICAL_DEFENSA = 15
# The attack value of the typical attacker (Físico 7 + Cuerpo a Cuerpo 5, or Destreza 8 +
# Armas a Distancia 4).
TYPICAL_ATTACK = 12

Option = tuple[str, str | None]  # (label, dice expression or None where it cannot hit)
# Label, value, explanation (plain text, escaped when drawn) and, optionally, more HTML under it.
Row = tuple[str, object, str] | tuple[str, object, str, str]

# A weapon's marks: the flag that gives it, then its row's label, value and explanation.
_WEAPON_MARKS = (
    ("two_handed", QT_TRANSLATE_NOOP("CatalogDetails", "Hands"),
     QT_TRANSLATE_NOOP("CatalogDetails", "Two hands"),
     QT_TRANSLATE_NOOP("CatalogDetails", "It needs both hands to be used.")),
    ("reload", QT_TRANSLATE_NOOP("CatalogDetails", "Reload"),
     QT_TRANSLATE_NOOP("CatalogDetails", "After each shot"),
     QT_TRANSLATE_NOOP("CatalogDetails", "Reloading takes a major action after every shot.")),
    ("ignores_armour", QT_TRANSLATE_NOOP("CatalogDetails", "Armour"),
     QT_TRANSLATE_NOOP("CatalogDetails", "Ignores armour"),
     QT_TRANSLATE_NOOP("CatalogDetails", "Armour absorbs none of its damage.")),
)
_BAND_NAMES = MappingProxyType({
    RangeBand.BOCAJARRO: QT_TRANSLATE_NOOP("CatalogDetails", "Point-blank"),
    RangeBand.CORTA: QT_TRANSLATE_NOOP("CatalogDetails", "Short"),
    RangeBand.MEDIA: QT_TRANSLATE_NOOP("CatalogDetails", "Medium"),
    RangeBand.LARGA: QT_TRANSLATE_NOOP("CatalogDetails", "Long"),
})
_BAND_HEADER = (
    QT_TRANSLATE_NOOP("CatalogDetails", "Band"), QT_TRANSLATE_NOOP("CatalogDetails", "Up to"),
    QT_TRANSLATE_NOOP("CatalogDetails", "Difficulty"),
    QT_TRANSLATE_NOOP("CatalogDetails", "Damage"), QT_TRANSLATE_NOOP("CatalogDetails", "Average"),
)


def describe(row: BrowserEntry, profile: RulesProfile = HEROICO) -> str:
    entry = row.entry
    if isinstance(entry, Monster):
        body = _monster(entry, profile)
    elif isinstance(entry, Weapon):
        body = _weapon(entry, profile)
    elif isinstance(entry, Armor):
        body = _table([
            (translate("CatalogDetails", "Absorption"), entry.absorption, fill(translate(
                "CatalogDetails",
                "Takes %1 points off every hit, never below 0 (weapons that ignore armour, such "
                "as the Maza*, pass through).",
            ), entry.absorption)),
            _encumbrance_row(entry.encumbrance),
            *_requirement_rows(entry),
            _price_row(entry),
        ])
    elif isinstance(entry, Shield):
        body = _table([
            (translate("CatalogDetails", "Defence"), f"+{entry.defense}", fill(translate(
                "CatalogDetails", "Adds %1 to the bearer's Defensa against melee attacks.",
            ), entry.defense)),
            (translate("CatalogDetails", "Cover"), f"+{entry.cover}", fill(translate(
                "CatalogDetails", "Adds %1 to the difficulty of ranged attacks against the bearer.",
            ), entry.cover)),
            _encumbrance_row(entry.encumbrance),
            _price_row(entry),
        ])
    else:
        body = _table([(translate("CatalogDetails", "List"), entry.category_title,
                        labels.item_category_name(entry.category)), _price_row(entry)])
        body += _notes([entry.notes])
    return f"{_heading(row)}\n{body}"


def placeholder() -> str:
    return "<p class='hint'>{}</p>".format(html.escape(translate(
        "CatalogDetails",
        "Pick an entry to see what it means in play: damage, expected damage, ranges and price.",
    )))


def _e(text: object) -> str:
    return html.escape(str(text))


def _words(source: object) -> str:
    """A ``QT_TRANSLATE_NOOP`` source of this module, translated."""
    return translate("CatalogDetails", str(source))


def _heading(row: BrowserEntry) -> str:
    entry = row.entry
    subtitle = [labels.kind_name(entry.kind), setting_name(entry.era)]
    if isinstance(entry, Item):
        subtitle.append(entry.category_title)
    text = f"<h2>{_e(entry.name)}</h2><p class='sub'>{_e(' · '.join(subtitle))}"
    if row.is_gm:
        text += " <span class='badge'>&nbsp;{}&nbsp;</span> {}".format(
            _e(labels.GM_BADGE),
            _e(translate("CatalogDetails", "your own entry, kept in this campaign")),
        )
    if isinstance(entry, Weapon | Armor) and entry.written_name != entry.name:
        text += "<br>" + _e(
            fill(translate("CatalogDetails", "The manual writes it “%1”."), entry.written_name)
        )
    return text + "</p>"


def _table(rows: Sequence[Row]) -> str:
    cells = []
    for label, value, explanation, *more in rows:
        detail = f"<br><span class='why'>{_e(explanation)}</span>" if explanation else ""
        cells.append(
            f"<tr><th>{_e(label)}</th><td><b>{_e(value)}</b>{detail}{''.join(more)}</td></tr>"
        )
    return "<table class='facts' cellspacing='0' cellpadding='3'>" + "".join(cells) + "</table>"


def _notes(notes: Sequence[str]) -> str:
    return "".join(f"<p class='note'>{_e(note)}</p>" for note in notes if note)


def _price_row(entry: Weapon | Armor | Shield | Item) -> Row:
    price = entry.price
    copper = price.copper
    if copper is None:
        explanation = translate("CatalogDetails", "Paid from the character's money when bought.")
    elif price.currency.value == "mc":
        explanation = ""
    else:
        explanation = fill(translate("CatalogDetails", "That is %1 mc (1 mo = 10 mp = 100 mc)."),
                           labels.number(copper, 0))
    return (translate("CatalogDetails", "Price"), price, explanation)


def _critical_rule(profile: RulesProfile) -> str:
    if profile.critical_damage == CriticalDamage.DOUBLE:
        return translate("CatalogDetails", "a critical doubles the damage (this campaign's rule)")
    return translate("CatalogDetails",
                     "a critical adds 1d6 per full 10 over the difficulty (this campaign's rule)")


def _average(expression: str | None, attack: int, difficulty: int, profile: RulesProfile,
             *, ignores_armour: bool = False) -> str:
    if expression is None:
        return "—"
    return labels.number(expected_damage(expression, attack, difficulty, profile=profile,
                                         ignores_armour=ignores_armour))


def _options(weapon: Weapon) -> list[Option]:
    """The damages a GM chooses between, without range bands."""
    damage = weapon.parsed_damage
    if damage.by_grip is not None:
        return [
            (translate("CatalogDetails", "one hand (1M)"), damage.by_grip.one_handed),
            (translate("CatalogDetails", "two hands (2M)"), damage.by_grip.two_handed),
        ]
    if damage.by_ammunition:
        ordinary = translate("CatalogDetails", "ordinary ammunition")
        return [(ordinary if option.ammunition == NORMAL_AMMUNITION
                 else fill(translate("CatalogDetails", "with %1"), option.ammunition),
                 option.expression) for option in damage.by_ammunition]
    return [("", damage.base)]


def _damage_meaning(weapon: Weapon) -> str:
    damage = weapon.parsed_damage
    explode = translate("CatalogDetails",
                        "Every die that shows its highest face is rolled again and added.")
    if damage.form is DamageForm.BY_GRIP and damage.by_grip is not None:
        meaning = fill(translate(
            "CatalogDetails",
            "Held in one hand (1M) it deals %1; held in both hands (2M) it deals %2.",
        ), damage.by_grip.one_handed, damage.by_grip.two_handed)
    elif damage.form is DamageForm.BY_BAND and damage.by_band is not None:
        cannot = translate("CatalogDetails", "none (it cannot hit)")
        meaning = fill(translate(
            "CatalogDetails",
            "The damage depends on the range band: %1 at short range, %2 at medium range, "
            "%3 at long range.",
        ), *(cannot if expression is None else expression for expression in damage.by_band))
    elif damage.form is DamageForm.BY_AMMUNITION:
        meaning = fill(
            translate("CatalogDetails", "The damage depends on the ammunition: %1."),
            "; ".join(f"{label} {expression}" for label, expression in _options(weapon)),
        )
    else:
        meaning = fill(translate("CatalogDetails", "A hit deals %1."), damage.base)
    return f"{meaning} {explode}"


def _band_table(weapon: Weapon, ranges: Ranges, profile: RulesProfile) -> str:
    header = "".join(f"<th>{_e(_words(cell))}</th>" for cell in _BAND_HEADER)
    rows = [f"<tr>{header}</tr>"]
    for band in RangeBand:
        limit = ranges.for_band(band)
        if limit is None:
            continue
        difficulty = BAND_DIFFICULTY[band]
        if weapon.parsed_damage.by_band is not None:
            options: list[Option] = [("", weapon.parsed_damage.for_band(band))]
        else:
            options = _options(weapon)
        damage = " / ".join(_e(expression or "—") for _, expression in options)
        averages = " / ".join(
            _average(expression, TYPICAL_ATTACK, difficulty, profile,
                     ignores_armour=weapon.ignores_armour)
            for _, expression in options
        )
        rows.append(
            f"<tr><td>{_e(_words(_BAND_NAMES[band]))}</td><td align='right'>"
            f"{_e(labels.number(limit, 1 if limit % 1 else 0))} m</td>"
            f"<td align='right'>{difficulty}</td><td>{damage}</td>"
            f"<td align='right'>{averages}</td></tr>"
        )
    return "<table class='bands' cellspacing='0' cellpadding='3'>" + "".join(rows) + "</table>"


def _weapon(weapon: Weapon, profile: RulesProfile) -> str:
    rows: list[Row] = [
        (translate("CatalogDetails", "Damage"), weapon.damage, _damage_meaning(weapon)),
    ]
    if weapon.ranges is None:
        # "one hand (1M) 3,9 · two hands (2M) 4,4", or just "4,1" for a single damage.
        averages = []
        for label, expression in _options(weapon):
            value = _average(expression, TYPICAL_ATTACK, TYPICAL_DEFENSA, profile)
            averages.append(f"{label} {value}" if label else value)
        rows += [
            (translate("CatalogDetails", "Expected damage"), " · ".join(averages), fill(translate(
                "CatalogDetails",
                "Per attack with an attack value of %1 (such as Físico 7 + Cuerpo a Cuerpo 5) "
                "against a typical Defensa %2, no armour; misses count as 0 and %3.",
            ), TYPICAL_ATTACK, TYPICAL_DEFENSA, _critical_rule(profile))),
            (translate("CatalogDetails", "Range"), translate("CatalogDetails", "Melee"),
             translate("CatalogDetails", "It strikes an adjacent target, against its Defensa.")),
        ]
    else:
        rows.append((translate("CatalogDetails", "Range"), weapon.range_written, fill(translate(
            "CatalogDetails",
            "The target does not defend: the difficulty is the band's, plus cover and other "
            "modifiers. Beyond %1 m it cannot attack. Average damage per attack with an attack "
            "value of %2 (such as Destreza 8 + Armas a Distancia 4), no armour; misses count as "
            "0 and %3:",
        ), labels.number(weapon.ranges.farthest, 0), TYPICAL_ATTACK, _critical_rule(profile)),
            _band_table(weapon, weapon.ranges, profile)))
    rows.extend(
        (_words(label), _words(value), _words(why))
        for flag, label, value, why in _WEAPON_MARKS
        if getattr(weapon, flag)
    )
    rows.extend((*_requirement_rows(weapon), _price_row(weapon)))
    return _table(rows) + _notes(weapon.notes)


def _requirement_rows(entry: Weapon | Armor) -> list[Row]:
    requirement = entry.requirement
    if requirement is None:
        return []
    return [(translate("CatalogDetails", "Requirement"), requirement.written, fill(translate(
        "CatalogDetails",
        "%1 %2 or more to use it well; below that the sheet warns, it does not forbid.",
    ), ATTRIBUTE_LABELS[requirement.attribute], requirement.value))]


def _monster(monster: Monster, profile: RulesProfile) -> str:
    pv = parse(monster.pv)
    rows: list[Row] = [
        (translate("CatalogDetails", "PV"), monster.pv, fill(translate(
            "CatalogDetails", "Rolled when it joins a combat or is placed on the map: %1 to %2.",
        ), pv.min_total(), pv.max_total())),
        (translate("CatalogDetails", "Ini."), monster.initiative, translate(
            "CatalogDetails", "Its Iniciativa; it adds 1o3d10 at the start of a combat.")),
        (translate("CatalogDetails", "Ata."), monster.attack, translate(
            "CatalogDetails", "Its attack value; it adds 1o3d10 against the target's Defensa.")),
        (translate("CatalogDetails", "Def."), monster.defense, translate(
            "CatalogDetails", "Its Defensa: the total an attack needs to hit it in melee.")),
        (translate("CatalogDetails", "Abs."), monster.absorption, fill(translate(
            "CatalogDetails",
            "It takes %1 points off every hit it receives (weapons that ignore armour pass "
            "through).",
        ), monster.absorption) if monster.absorption else translate(
            "CatalogDetails", "No armour: every point of damage counts.")),
        (translate("CatalogDetails", "Damage"), monster.damage, fill(translate(
            "CatalogDetails",
            "With its Ata. %1 against a typical Defensa %2 an attack deals %3 on average; misses "
            "count as 0 and %4.",
        ), monster.attack, TYPICAL_DEFENSA,
            _average(monster.damage, monster.attack, TYPICAL_DEFENSA, profile),
            _critical_rule(profile))),
    ]
    if monster.special:
        rows.append((translate("CatalogDetails", "Esp."), monster.special, translate(
            "CatalogDetails",
            "The numbers of its special abilities in the manual's table; what they do is left "
            "to the GM.",
        )))
    return _table(rows) + _notes([translate(
        "CatalogDetails",
        "A creature has no Físico: it is never malherido, and it is defeated at 0 PV.",
    )])


def _encumbrance_row(value: int) -> Row:
    return (translate("CatalogDetails", "Encumbrance"), value, fill(translate(
        "CatalogDetails",
        "Subtracted (%1) from initiative, from Destreza rolls out of combat and from casting "
        "spells.",
    ), value) if value else translate("CatalogDetails", "It does not hinder."))
