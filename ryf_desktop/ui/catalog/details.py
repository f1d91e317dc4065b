"""The detail pane's text: a catalog entry explained in words, as HTML.

What a damage text means (one hand / two hands, per range band, per ammunition), the expected
damage from the rules engine (``rules.odds.expected_damage``) against a typical target — a
Defensa of 15 for melee, each band's difficulty for ranged attacks, with an attack value of 12
(said so in the text) — range bands as difficulties, reload, requirement, armour, price with its
value in copper. The manual's data is shown as written; the words around it are translated
(context ``CatalogDetails``).
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ryf_desktop.catalog import Armor, Item, Monster, Requirement, Shield, Weapon
from ryf_desktop.catalog.damage import NORMAL_AMMUNITION, DamageForm
from ryf_desktop.rules.attacks import BAND_DIFFICULTY, RangeBand, Ranges
from ryf_desktop.rules.character import ATTRIBUTE_LABELS
from ryf_desktop.rules.dice import parse
from ryf_desktop.rules.odds import expected_damage
from ryf_desktop.rules.profile import HEROICO, CriticalDamage, RulesProfile
from ryf_desktop.session.texts import fill
from ryf_desktop.ui.catalog import labels
from ryf_desktop.ui.catalog.index import BrowserEntry

# The target the expected damage is worked out against (melee): a typical Defensa.
TYPICAL_DEFENSA = 15
# The attack value of the typical attacker (Físico 7 + Cuerpo a Cuerpo 5, or Destreza 8 +
# Armas a Distancia 4).
TYPICAL_ATTACK = 12

Option = tuple[str, str | None]  # (label, dice expression or None where it cannot hit)


def describe(row: BrowserEntry, profile: RulesProfile = HEROICO) -> str:
    """The whole pane for one entry."""
    entry = row.entry
    parts = [_heading(row)]
    if isinstance(entry, Monster):
        parts.append(_monster(entry, profile))
    elif isinstance(entry, Weapon):
        parts.append(_weapon(entry, profile))
    elif isinstance(entry, Armor):
        parts.append(_armor(entry))
    elif isinstance(entry, Shield):
        parts.append(_shield(entry))
    else:
        parts.append(_item(entry))
    return "\n".join(parts)


def placeholder() -> str:
    return "<p class='hint'>{}</p>".format(
        html.escape(
            QCoreApplication.translate(
                "CatalogDetails",
                "Pick an entry to see what it means in play: damage, expected damage, ranges "
                "and price.",
            )
        )
    )


# --------------------------------------------------------------------------- building blocks


def _e(text: object) -> str:
    return html.escape(str(text))


def _heading(row: BrowserEntry) -> str:
    entry = row.entry
    subtitle = [labels.kind_name(entry.kind), labels.era_name(entry.era)]
    if isinstance(entry, Item):
        subtitle.append(entry.category_title)
    text = f"<h2>{_e(entry.name)}</h2><p class='sub'>{_e(' · '.join(subtitle))}"
    if row.is_gm:
        text += " <span class='badge'>&nbsp;{}&nbsp;</span> {}".format(
            _e(labels.gm_badge()),
            _e(QCoreApplication.translate(
                "CatalogDetails", "your own entry, kept in this campaign"
            )),
        )
    if isinstance(entry, Weapon | Armor) and entry.written_name != entry.name:
        text += "<br>" + _e(
            fill(QCoreApplication.translate("CatalogDetails", "The manual writes it “%1”."),
                 entry.written_name)
        )
    return text + "</p>"


Row = tuple[str, str, str] | tuple[str, str, str, str]


def _table(rows: Sequence[Row]) -> str:
    """Label, value (HTML), explanation (HTML) and, optionally, more HTML under it per row."""
    cells = []
    for label, value, explanation, *more in rows:
        detail = f"<br><span class='why'>{explanation}</span>" if explanation else ""
        cells.append(
            f"<tr><th>{_e(label)}</th><td><b>{value}</b>{detail}{''.join(more)}</td></tr>"
        )
    return "<table class='facts' cellspacing='0' cellpadding='3'>" + "".join(cells) + "</table>"


def _price_row(entry: Weapon | Armor | Shield | Item) -> tuple[str, str, str]:
    price = entry.price
    copper = price.copper
    if copper is not None and price.currency.value != "mc":
        explanation = fill(
            QCoreApplication.translate("CatalogDetails", "That is %1 mc (1 mo = 10 mp = 100 mc)."),
            labels.number(copper, 0),
        )
    elif copper is not None:
        explanation = ""
    else:
        explanation = QCoreApplication.translate(
            "CatalogDetails", "Paid from the character's money when bought."
        )
    return (QCoreApplication.translate("CatalogDetails", "Price"), _e(price), explanation)


def _critical_rule(profile: RulesProfile) -> str:
    if profile.critical_damage == CriticalDamage.DOUBLE:
        return QCoreApplication.translate(
            "CatalogDetails", "a critical doubles the damage (this campaign's rule)"
        )
    return QCoreApplication.translate(
        "CatalogDetails",
        "a critical adds 1d6 per full 10 over the difficulty (this campaign's rule)",
    )


def _average(expression: str | None, attack: int, difficulty: int, profile: RulesProfile,
             *, ignores_armour: bool = False) -> str:
    if expression is None:
        return "—"
    value = expected_damage(
        expression, attack, difficulty, profile=profile, ignores_armour=ignores_armour
    )
    return labels.number(value)


def _averages(options: list[Option], attack: int, difficulty: int, profile: RulesProfile) -> str:
    """ "one hand (1M) 3,9 · two hands (2M) 4,4", or just "4,1" for a single damage."""
    parts = []
    for label, expression in options:
        value = _average(expression, attack, difficulty, profile)
        parts.append(f"{_e(label)} <b>{value}</b>" if label else f"<b>{value}</b>")
    return " · ".join(parts)


# --------------------------------------------------------------------------- weapons


def _grip_labels() -> tuple[str, str]:
    return (
        QCoreApplication.translate("CatalogDetails", "one hand (1M)"),
        QCoreApplication.translate("CatalogDetails", "two hands (2M)"),
    )


def _ammunition_label(name: str) -> str:
    if name == NORMAL_AMMUNITION:
        return QCoreApplication.translate("CatalogDetails", "ordinary ammunition")
    return fill(QCoreApplication.translate("CatalogDetails", "with %1"), name)


def _options(weapon: Weapon) -> list[Option]:
    """The damages a GM chooses between, without range bands."""
    damage = weapon.parsed_damage
    if damage.by_grip is not None:
        one, two = _grip_labels()
        return [(one, damage.by_grip.one_handed), (two, damage.by_grip.two_handed)]
    if damage.by_ammunition:
        return [(_ammunition_label(option.ammunition), option.expression)
                for option in damage.by_ammunition]
    return [("", damage.base)]


def _damage_meaning(weapon: Weapon) -> str:
    damage = weapon.parsed_damage
    explode = QCoreApplication.translate(
        "CatalogDetails",
        "Every die that shows its highest face is rolled again and added.",
    )
    if damage.form is DamageForm.BY_GRIP and damage.by_grip is not None:
        meaning = fill(
            QCoreApplication.translate(
                "CatalogDetails",
                "Held in one hand (1M) it deals %1; held in both hands (2M) it deals %2.",
            ),
            damage.by_grip.one_handed,
            damage.by_grip.two_handed,
        )
    elif damage.form is DamageForm.BY_BAND and damage.by_band is not None:
        meaning = fill(
            QCoreApplication.translate(
                "CatalogDetails",
                "The damage depends on the range band: %1 at short range, %2 at medium range, "
                "%3 at long range.",
            ),
            *(
                expression if expression is not None
                else QCoreApplication.translate("CatalogDetails", "none (it cannot hit)")
                for expression in damage.by_band
            ),
        )
    elif damage.form is DamageForm.BY_AMMUNITION:
        meaning = fill(
            QCoreApplication.translate(
                "CatalogDetails", "The damage depends on the ammunition: %1."
            ),
            "; ".join(f"{label} {expression}" for label, expression in _options(weapon)),
        )
    else:
        meaning = fill(QCoreApplication.translate("CatalogDetails", "A hit deals %1."),
                       damage.base)
    return _e(f"{meaning} {explode}")


def _band_label(band: RangeBand) -> str:
    names = {
        RangeBand.BOCAJARRO: QCoreApplication.translate("CatalogDetails", "Point-blank"),
        RangeBand.CORTA: QCoreApplication.translate("CatalogDetails", "Short"),
        RangeBand.MEDIA: QCoreApplication.translate("CatalogDetails", "Medium"),
        RangeBand.LARGA: QCoreApplication.translate("CatalogDetails", "Long"),
    }
    return names[band]


def _band_table(weapon: Weapon, ranges: Ranges, profile: RulesProfile) -> str:
    header = (
        QCoreApplication.translate("CatalogDetails", "Band"),
        QCoreApplication.translate("CatalogDetails", "Up to"),
        QCoreApplication.translate("CatalogDetails", "Difficulty"),
        QCoreApplication.translate("CatalogDetails", "Damage"),
        QCoreApplication.translate("CatalogDetails", "Average"),
    )
    rows = ["<tr>" + "".join(f"<th>{_e(cell)}</th>" for cell in header) + "</tr>"]
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
            f"<tr><td>{_e(_band_label(band))}</td><td align='right'>"
            f"{_e(labels.number(limit, 1 if limit % 1 else 0))} m</td>"
            f"<td align='right'>{difficulty}</td><td>{damage}</td>"
            f"<td align='right'>{averages}</td></tr>"
        )
    return "<table class='bands' cellspacing='0' cellpadding='3'>" + "".join(rows) + "</table>"


def _weapon(weapon: Weapon, profile: RulesProfile) -> str:
    rows: list[Row] = [
        (QCoreApplication.translate("CatalogDetails", "Damage"), _e(weapon.damage),
         _damage_meaning(weapon)),
    ]
    if weapon.ranges is None:
        rows.append((
            QCoreApplication.translate("CatalogDetails", "Expected damage"),
            _averages(_options(weapon), TYPICAL_ATTACK, TYPICAL_DEFENSA, profile),
            _e(fill(
                QCoreApplication.translate(
                    "CatalogDetails",
                    "Per attack with an attack value of %1 (such as Físico 7 + Cuerpo a Cuerpo "
                    "5) against a typical Defensa %2, no armour; misses count as 0 and %3.",
                ),
                TYPICAL_ATTACK,
                TYPICAL_DEFENSA,
                _critical_rule(profile),
            )),
        ))
        rows.append((
            QCoreApplication.translate("CatalogDetails", "Range"),
            _e(QCoreApplication.translate("CatalogDetails", "Melee")),
            _e(QCoreApplication.translate(
                "CatalogDetails", "It strikes an adjacent target, against its Defensa."
            )),
        ))
    else:
        rows.append((
            QCoreApplication.translate("CatalogDetails", "Range"),
            _e(weapon.range_written),
            _e(fill(
                QCoreApplication.translate(
                    "CatalogDetails",
                    "The target does not defend: the difficulty is the band's, plus cover and "
                    "other modifiers. Beyond %1 m it cannot attack. Average damage per attack "
                    "with an attack value of %2 (such as Destreza 8 + Armas a Distancia 4), no "
                    "armour; misses count as 0 and %3:",
                ),
                labels.number(weapon.ranges.farthest, 0),
                TYPICAL_ATTACK,
                _critical_rule(profile),
            )),
            _band_table(weapon, weapon.ranges, profile),
        ))
    if weapon.two_handed:
        rows.append((
            QCoreApplication.translate("CatalogDetails", "Hands"),
            _e(QCoreApplication.translate("CatalogDetails", "Two hands")),
            _e(QCoreApplication.translate("CatalogDetails", "It needs both hands to be used.")),
        ))
    if weapon.reload:
        rows.append((
            QCoreApplication.translate("CatalogDetails", "Reload"),
            _e(QCoreApplication.translate("CatalogDetails", "After each shot")),
            _e(QCoreApplication.translate(
                "CatalogDetails", "Reloading takes a major action after every shot."
            )),
        ))
    if weapon.ignores_armour:
        rows.append((
            QCoreApplication.translate("CatalogDetails", "Armour"),
            _e(QCoreApplication.translate("CatalogDetails", "Ignores armour")),
            _e(QCoreApplication.translate(
                "CatalogDetails", "Armour absorbs none of its damage."
            )),
        ))
    if weapon.requirement is not None:
        rows.append(_requirement_row(weapon.requirement))
    rows.append(_price_row(weapon))
    notes = "".join(f"<p class='note'>{_e(note)}</p>" for note in weapon.notes)
    return _table(rows) + notes


def _requirement_row(requirement: Requirement) -> tuple[str, str, str]:
    return (
        QCoreApplication.translate("CatalogDetails", "Requirement"),
        _e(requirement.written),
        _e(fill(
            QCoreApplication.translate(
                "CatalogDetails",
                "%1 %2 or more to use it well; below that the sheet warns, it does not forbid.",
            ),
            ATTRIBUTE_LABELS[requirement.attribute],
            requirement.value,
        )),
    )


# --------------------------------------------------------------------------- the others


def _monster(monster: Monster, profile: RulesProfile) -> str:
    expression = parse(monster.pv)
    rows = [
        (
            QCoreApplication.translate("CatalogDetails", "PV"),
            _e(monster.pv),
            _e(fill(
                QCoreApplication.translate(
                    "CatalogDetails",
                    "Rolled when it joins a combat or is placed on the map: %1 to %2.",
                ),
                expression.min_total(),
                expression.max_total(),
            )),
        ),
        (
            QCoreApplication.translate("CatalogDetails", "Ini."),
            str(monster.initiative),
            _e(QCoreApplication.translate(
                "CatalogDetails", "Its Iniciativa; it adds 1o3d10 at the start of a combat."
            )),
        ),
        (
            QCoreApplication.translate("CatalogDetails", "Ata."),
            str(monster.attack),
            _e(QCoreApplication.translate(
                "CatalogDetails", "Its attack value; it adds 1o3d10 against the target's Defensa."
            )),
        ),
        (
            QCoreApplication.translate("CatalogDetails", "Def."),
            str(monster.defense),
            _e(QCoreApplication.translate(
                "CatalogDetails", "Its Defensa: the total an attack needs to hit it in melee."
            )),
        ),
        *_monster_harm(monster, profile),
    ]
    note = "<p class='note'>{}</p>".format(_e(QCoreApplication.translate(
        "CatalogDetails",
        "A creature has no Físico: it is never malherido, and it is defeated at 0 PV.",
    )))
    return _table(rows) + note


def _monster_harm(monster: Monster, profile: RulesProfile) -> list[tuple[str, str, str]]:
    """The rows of what a creature takes off a hit, deals, and can do besides."""
    rows = [
        (
            QCoreApplication.translate("CatalogDetails", "Abs."),
            str(monster.absorption),
            _e(
                fill(
                    QCoreApplication.translate(
                        "CatalogDetails",
                        "It takes %1 points off every hit it receives (weapons that ignore "
                        "armour pass through).",
                    ),
                    monster.absorption,
                )
                if monster.absorption
                else QCoreApplication.translate(
                    "CatalogDetails", "No armour: every point of damage counts."
                )
            ),
        ),
        (
            QCoreApplication.translate("CatalogDetails", "Damage"),
            _e(monster.damage),
            _e(fill(
                QCoreApplication.translate(
                    "CatalogDetails",
                    "With its Ata. %1 against a typical Defensa %2 an attack deals %3 on "
                    "average; misses count as 0 and %4.",
                ),
                monster.attack,
                TYPICAL_DEFENSA,
                _average(monster.damage, monster.attack, TYPICAL_DEFENSA, profile),
                _critical_rule(profile),
            )),
        ),
    ]
    if monster.special:
        rows.append((
            QCoreApplication.translate("CatalogDetails", "Esp."),
            _e(monster.special),
            _e(QCoreApplication.translate(
                "CatalogDetails",
                "The numbers of its special abilities in the manual's table; what they do is "
                "left to the GM.",
            )),
        ))
    return rows


def _encumbrance_row(value: int) -> tuple[str, str, str]:
    return (
        QCoreApplication.translate("CatalogDetails", "Encumbrance"),
        str(value),
        _e(
            fill(
                QCoreApplication.translate(
                    "CatalogDetails",
                    "Subtracted (%1) from initiative, from Destreza rolls out of combat and from "
                    "casting spells.",
                ),
                value,
            )
            if value
            else QCoreApplication.translate("CatalogDetails", "It does not hinder.")
        ),
    )


def _armor(armor: Armor) -> str:
    rows = [
        (
            QCoreApplication.translate("CatalogDetails", "Absorption"),
            str(armor.absorption),
            _e(fill(
                QCoreApplication.translate(
                    "CatalogDetails",
                    "Takes %1 points off every hit, never below 0 (weapons that ignore armour, "
                    "such as the Maza*, pass through).",
                ),
                armor.absorption,
            )),
        ),
        _encumbrance_row(armor.encumbrance),
    ]
    if armor.requirement is not None:
        rows.append(_requirement_row(armor.requirement))
    rows.append(_price_row(armor))
    return _table(rows)


def _shield(shield: Shield) -> str:
    rows = [
        (
            QCoreApplication.translate("CatalogDetails", "Defence"),
            f"+{shield.defense}",
            _e(fill(
                QCoreApplication.translate(
                    "CatalogDetails", "Adds %1 to the bearer's Defensa against melee attacks."
                ),
                shield.defense,
            )),
        ),
        (
            QCoreApplication.translate("CatalogDetails", "Cover"),
            f"+{shield.cover}",
            _e(fill(
                QCoreApplication.translate(
                    "CatalogDetails",
                    "Adds %1 to the difficulty of ranged attacks against the bearer.",
                ),
                shield.cover,
            )),
        ),
        _encumbrance_row(shield.encumbrance),
        _price_row(shield),
    ]
    return _table(rows)


def _item(item: Item) -> str:
    rows = [
        (
            QCoreApplication.translate("CatalogDetails", "List"),
            _e(item.category_title),
            _e(labels.item_category_name(item.category)),
        ),
        _price_row(item),
    ]
    note = f"<p class='note'>{_e(item.notes)}</p>" if item.notes else ""
    return _table(rows) + note
