"""Weapon damage as the manual writes it, read into the damage that applies in each case.

- "2d6"                    one damage
- "2d6(1M)/2d6+1(2M)"      by grip: one hand / two hands
- "3d6+2/2d6/-"            by range band short/medium/long; "-" cannot hit at that band
- "1d6+1/1d6+2(plomo)"     by ammunition: ordinary / lead shot
- "2d6+2 (con recarga)"    a major action to reload after each shot (RULES.md §5)
- "2d6+2 (req. Físico 9)"  an attribute requirement (RULES.md §6: a warning, not a block)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from ryf_desktop.catalog.dice_text import check_dice_expression
from ryf_desktop.catalog.errors import CatalogTextError, reading
from ryf_desktop.catalog.requirements import Requirement, is_requirement, parse_requirement
from ryf_desktop.rules.attacks import NO_BAND, BandDamage, RangeBand, band_damage

RELOAD_NOTE = "con recarga"
NORMAL_AMMUNITION = "normal"  # the name given to the ammunition a damage text leaves unnamed

_TRAILING_NOTE = re.compile(r"\s+\(([^()]*)\)\s*$")
_PART = re.compile(r"^(?P<expression>[^()]*?)\s*(?:\((?P<tag>[^()]*)\))?\s*$")


class Grip(StrEnum):
    """How a weapon with damage by grip is held: "(1M)" one hand, "(2M)" both."""

    ONE_HANDED = "1M"
    TWO_HANDED = "2M"


class DamageForm(StrEnum):
    """Which of the manual's ways of writing damage a text uses."""

    SINGLE = "single"  # "2d6"
    BY_GRIP = "by_grip"  # "2d6(1M)/2d6+1(2M)"
    BY_BAND = "by_band"  # "3d6+2/2d6/-"
    BY_AMMUNITION = "by_ammunition"  # "1d6+1/1d6+2(plomo)"


@dataclass(frozen=True, slots=True)
class GripDamage:
    """Damage with one hand and with both."""

    one_handed: str
    two_handed: str


@dataclass(frozen=True, slots=True)
class AmmunitionDamage:
    """The damage with one ammunition: "normal" for the one the text leaves unnamed, else the
    name in brackets ("plomo")."""

    ammunition: str
    expression: str


@dataclass(frozen=True, slots=True)
class WeaponDamage:
    """A weapon's damage text and what it says. ``base`` is the damage when nothing else is chosen:
    the only one, one hand, the first band that can hit, or the unnamed ammunition."""

    written: str
    form: DamageForm
    base: str
    by_grip: GripDamage | None = None
    by_band: BandDamage | None = None
    by_ammunition: tuple[AmmunitionDamage, ...] = ()
    reload: bool = False
    requirement: Requirement | None = None

    def for_band(self, band: RangeBand) -> str | None:
        """The damage at a range band; None when the weapon cannot hit at that band
        (see ``BandDamage.for_band``: bocajarro uses the short band's damage)."""
        if self.by_band is None:
            return self.base
        return self.by_band.for_band(band)

def parse_damage(text: str) -> WeaponDamage:
    """Read a weapon's damage column; CatalogTextError saying what is wrong if it does not."""
    with reading(text):
        return _parse_damage(text)


def _parse_damage(text: str) -> WeaponDamage:
    body = text.strip()
    reload = False
    requirement: Requirement | None = None
    while (note := _TRAILING_NOTE.search(body)) is not None:
        content = note.group(1).strip()
        if content.casefold() == RELOAD_NOTE:
            if reload:
                raise CatalogTextError(text, f"'({RELOAD_NOTE})' is written twice")
            reload = True
        elif is_requirement(content):
            if requirement is not None:
                raise CatalogTextError(text, "only one requirement per weapon is understood")
            requirement = parse_requirement(content)
        else:
            break  # a bracket that belongs to the last value, such as an ammunition name
        body = body[: note.start()].rstrip()
    per_band = band_damage(body)
    if per_band is not None:
        return _by_band(text, per_band, reload, requirement)
    parts = [_split_part(text, part) for part in body.split("/")]
    tags = [tag for _, tag in parts]
    if len(parts) == 1:
        expression, tag = parts[0]
        if tag is not None:
            raise CatalogTextError(
                text, f"'({tag})' needs a second damage to choose from, as in '2d6(1M)/2d6+1(2M)'"
            )
        return WeaponDamage(
            text,
            DamageForm.SINGLE,
            _required(text, expression),
            reload=reload,
            requirement=requirement,
        )
    if any(tag is not None and _grip(tag) is not None for tag in tags):
        return _by_grip(text, parts, reload, requirement)
    if all(tag is None for tag in tags):
        raise CatalogTextError(
            text,
            f"{len(parts)} damages without marks: write three for the range bands "
            f"('3d6+2/2d6/{NO_BAND}'), or mark them '(1M)'/'(2M)' for grips or '(name)' for an "
            "ammunition",
        )
    return _by_ammunition(text, parts, reload, requirement)


def _split_part(text: str, part: str) -> tuple[str | None, str | None]:
    match = _PART.match(part.strip())
    if match is None:
        raise CatalogTextError(
            text, f"{part.strip()!r} is not a damage; write dice such as '2d6+1'"
        )
    raw = match["expression"].strip()
    expression = None if raw == NO_BAND else check_dice_expression(raw, what="the damage")
    tag = match["tag"].strip() if match["tag"] is not None else None
    if tag == "":
        raise CatalogTextError(text, "empty brackets '()'")
    return expression, tag


def _required(text: str, expression: str | None) -> str:
    if expression is None:
        raise CatalogTextError(
            text,
            f"'{NO_BAND}' (cannot hit) only makes sense among three range bands "
            f"such as '3d6+2/2d6/{NO_BAND}'",
        )
    return expression


def _grip(tag: str) -> Grip | None:
    try:
        return Grip(tag.upper())
    except ValueError:
        return None


def _by_grip(
    text: str,
    parts: list[tuple[str | None, str | None]],
    reload: bool,
    requirement: Requirement | None,
) -> WeaponDamage:
    grips = [_grip(tag) if tag is not None else None for _, tag in parts]
    if len(parts) != 2 or set(grips) != {Grip.ONE_HANDED, Grip.TWO_HANDED}:
        raise CatalogTextError(
            text,
            "damage by grip gives exactly one '(1M)' and one '(2M)' value, "
            "as in '2d6(1M)/2d6+1(2M)'",
        )
    by_grip = dict(
        zip(grips, (_required(text, expression) for expression, _ in parts), strict=True)
    )
    grip_damage = GripDamage(
        one_handed=by_grip[Grip.ONE_HANDED], two_handed=by_grip[Grip.TWO_HANDED]
    )
    return WeaponDamage(
        text,
        DamageForm.BY_GRIP,
        grip_damage.one_handed,
        by_grip=grip_damage,
        reload=reload,
        requirement=requirement,
    )


def _by_band(
    text: str, per_band: BandDamage, reload: bool, requirement: Requirement | None
) -> WeaponDamage:
    bands = BandDamage(
        *(
            None if expression is None else check_dice_expression(expression, what="the damage")
            for expression in per_band
        )
    )
    usable = [expression for expression in bands if expression is not None]
    if not usable:
        raise CatalogTextError(text, f"every band is '{NO_BAND}': the weapon could never hit")
    return WeaponDamage(
        text, DamageForm.BY_BAND, usable[0], by_band=bands, reload=reload, requirement=requirement
    )


def _by_ammunition(
    text: str,
    parts: list[tuple[str | None, str | None]],
    reload: bool,
    requirement: Requirement | None,
) -> WeaponDamage:
    options = [
        AmmunitionDamage(tag if tag is not None else NORMAL_AMMUNITION, _required(text, expression))
        for expression, tag in parts
    ]
    if sum(tag is None for _, tag in parts) > 1:
        raise CatalogTextError(
            text, "only one damage may leave its ammunition unnamed; name the others '(...)'"
        )
    names = [option.ammunition.casefold() for option in options]
    if len(set(names)) != len(names):
        raise CatalogTextError(text, "an ammunition is named twice")
    base = next(
        (option.expression for option, (_, tag) in zip(options, parts, strict=True) if tag is None),
        options[0].expression,
    )
    return WeaponDamage(
        text,
        DamageForm.BY_AMMUNITION,
        base,
        by_ammunition=tuple(options),
        reload=reload,
        requirement=requirement,
    )
