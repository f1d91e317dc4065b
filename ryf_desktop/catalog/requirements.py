"""Attribute requirements as written ("req. Físico 9") read into an attribute and a minimum."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ryf_desktop.catalog.errors import CatalogTextError
from ryf_desktop.rules.character import ATTRIBUTE_LABELS, Attribute, normalise_name

_REQUIREMENT = re.compile(
    r"^\s*req\.?\s+(?P<attribute>[^\W\d_]+)\s+(?P<value>\d+)\s*$", re.IGNORECASE
)


@dataclass(frozen=True, slots=True)
class Requirement:
    """A minimum attribute to use an item well (RULES.md §6: a warning, never a block)."""

    attribute: Attribute
    value: int
    written: str

    def met_by(self, attribute_value: int) -> bool:
        return attribute_value >= self.value


def is_requirement(text: str) -> bool:
    """Whether a note in brackets is a requirement ("req. ..."), well written or not."""
    return text.strip().lower().startswith("req")


def parse_requirement(text: str) -> Requirement:
    """Read "req. Físico 9" (any case, accents optional); CatalogTextError otherwise."""
    match = _REQUIREMENT.match(text)
    if match is None:
        raise CatalogTextError(
            text, "a requirement is written 'req. <attribute> <number>', e.g. 'req. Físico 9'"
        )
    try:
        attribute = Attribute(normalise_name(match["attribute"]))
    except ValueError:
        names = ", ".join(ATTRIBUTE_LABELS[attribute] for attribute in Attribute)
        raise CatalogTextError(
            text, f"{match['attribute']!r} is not an attribute; use one of {names}"
        ) from None
    return Requirement(attribute=attribute, value=int(match["value"]), written=text.strip())

