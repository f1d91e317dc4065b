"""Bestiary texts read into fields: the PV formula ("47+1d6") and the Esp. numbers ("4 y 5")."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ryf_desktop.catalog.dice_text import check_dice_expression
from ryf_desktop.catalog.errors import CatalogTextError, reading

_FLAT_ONLY = re.compile(r"^\s*(\d+)\s*$")
_FLAT_PLUS_DICE = re.compile(r"^\s*(?P<flat>\d+)\s*\+\s*(?P<dice>.+?)\s*$")
_SPECIAL_SEPARATOR = re.compile(r"\s*(?:,|\by\b)\s*")


@dataclass(frozen=True, slots=True)
class PvFormula:
    """A creature's PV: a flat part plus dice rolled when it enters a combat or a map."""

    flat: int
    dice: str | None  # None for a fixed PV

    def __str__(self) -> str:
        if self.dice is None:
            return str(self.flat)
        return self.dice if self.flat == 0 else f"{self.flat}+{self.dice}"


def parse_pv(text: str) -> PvFormula:
    """Read "47+1d6" → (47, "1d6"); also "30" (fixed) and "2d10+5" (dice only, flat 0)."""
    if (fixed := _FLAT_ONLY.match(text)) is not None:
        value = int(fixed.group(1))
        if value < 1:
            raise CatalogTextError(text, "a creature needs at least 1 PV")
        return PvFormula(flat=value, dice=None)
    if (split := _FLAT_PLUS_DICE.match(text)) is not None and not _FLAT_ONLY.match(split["dice"]):
        return PvFormula(flat=int(split["flat"]), dice=_pv_dice(text, split["dice"]))
    try:
        return PvFormula(flat=0, dice=check_dice_expression(text, what="the PV"))
    except CatalogTextError:
        raise CatalogTextError(
            text, "PV is written as a number plus dice, such as '47+1d6', or as a number"
        ) from None


def _pv_dice(text: str, dice: str) -> str:
    with reading(text):
        return check_dice_expression(dice, what="the PV dice")


def parse_special(text: str) -> tuple[int, ...]:
    """Read the Esp. column: "" → (), "1" → (1,), "4 y 5" → (4, 5) (also "4, 5")."""
    stripped = text.strip()
    if not stripped:
        return ()
    numbers = _SPECIAL_SEPARATOR.split(stripped)
    if not all(number.isdigit() for number in numbers):
        raise CatalogTextError(
            text, "Esp. holds numbers joined by 'y' or ',', such as '4 y 5', or nothing"
        )
    return tuple(int(number) for number in numbers)
