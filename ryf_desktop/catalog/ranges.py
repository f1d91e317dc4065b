"""Weapon ranges as written ("25m/50m/100m", "15/30/60m", "10m/25m/-", "n/a") read into metres."""

from __future__ import annotations

import itertools
import re
from enum import StrEnum
from typing import NamedTuple

from ryf_desktop.catalog.errors import CatalogTextError

MELEE_ONLY = "n/a"
NO_BAND = "-"

_METRES = re.compile(r"^(?P<value>\d+)\s*(?P<unit>m?)$")


class Band(StrEnum):
    """The three range bands of a ranged weapon, in the order the manual writes them."""

    SHORT = "short"  # "corta": difficulty 15
    MEDIUM = "medium"  # "media": difficulty 20
    LONG = "long"  # "larga": difficulty 25


class Ranges(NamedTuple):
    """Short, medium and long range in metres; None where the manual writes "-" (no such band)."""

    short_m: int | None
    medium_m: int | None
    long_m: int | None

    def for_band(self, band: Band) -> int | None:
        return self[list(Band).index(band)]


def parse_ranges(text: str) -> Ranges | None:
    """Read a range column: three bands in metres, or None for "n/a" (melee only).

    "15/30/60m" writes the unit once at the end; "25m / 50m / 100m" after each number; both mean
    metres. A band written "-" does not exist ("10m/25m/-": nothing beyond 25 m). Bands must grow,
    and a missing band may only be followed by missing bands.
    """
    stripped = text.strip()
    if stripped.lower() == MELEE_ONLY:
        return None
    parts = [part.strip() for part in stripped.split("/")]
    if len(parts) != 3:
        raise CatalogTextError(
            text,
            "a range has three bands short/medium/long such as '10m/25m/50m', "
            f"or is '{MELEE_ONLY}'; "
            f"found {len(parts)} part(s)",
        )
    values: list[int | None] = []
    for band, part in zip(Band, parts, strict=True):
        if part == NO_BAND:
            values.append(None)
            continue
        match = _METRES.match(part)
        if match is None:
            raise CatalogTextError(
                text,
                f"the {band} band {part!r} is not metres; "
                "write a whole number such as '25m', or '-'",
            )
        values.append(int(match["value"]))
    present = [value for value in values if value is not None]
    if values[0] is None:
        raise CatalogTextError(
            text, "the short band cannot be '-'; a weapon with no bands is written 'n/a'"
        )
    if None in values and any(value is not None for value in values[values.index(None) :]):
        raise CatalogTextError(text, "a band after a '-' must also be '-'")
    if any(later <= earlier for earlier, later in itertools.pairwise(present)):
        raise CatalogTextError(text, "the bands must grow from short to long")
    return Ranges(*values)
