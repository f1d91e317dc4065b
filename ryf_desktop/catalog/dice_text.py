"""Checks that a catalog text is a dice expression ("2d6", "1d6+2", "5d10") before it is stored.

The rules engine's parser (``ryf_desktop.rules.dice.parse``) decides whether a text rolls; on top of
it the catalog asks for what a table of damage or PV needs: at least one plain die, no 1o3d10 and no
leading minus. A damaged line of the data then fails at load time, named, instead of at the table.
"""

from __future__ import annotations

import re

from ryf_desktop.catalog.errors import CatalogTextError
from ryf_desktop.rules.dice import DiceError, parse

_TARGET_DIE = re.compile(r"\d*\s*o\s*\d*\s*d", re.IGNORECASE)
_DIE = re.compile(r"d\s*\d", re.IGNORECASE)


def check_dice_expression(text: str, *, what: str = "a dice expression") -> str:
    """Return ``text`` without surrounding spaces if it is a sum of dice (NdS) and whole numbers.

    At least one die is required; "d6" counts as 1d6. Raises CatalogTextError saying what is wrong.
    """
    stripped = text.strip()
    try:
        parse(stripped)
    except DiceError as error:
        raise CatalogTextError(text, f"{what} does not read: {error}") from error
    if _TARGET_DIE.search(stripped):
        raise CatalogTextError(
            text, f"{what} is rolled with plain dice such as '2d6'; 1o3d10 belongs to checks"
        )
    if not _DIE.search(stripped):
        raise CatalogTextError(text, f"{what} has no dice; write at least one die such as '1d6'")
    if stripped.startswith("-"):
        raise CatalogTextError(text, f"{what} cannot start with '-'")
    return stripped
