"""Names of weapons and armour as written, with their marks, read into a clean name and flags.

"Mandoble (2M)" → "Mandoble", two hands; "Mangual*" → "Mangual", footnote mark "*";
"Placas (req. Físico 8)" → "Placas", requires Físico 8. Other brackets belong to the name
("Lanza pesada (a caballo)").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ryf_desktop.catalog.errors import CatalogTextError, reading
from ryf_desktop.catalog.requirements import Requirement, is_requirement, parse_requirement

TWO_HANDED_MARK = "(2M)"

_BRACKETS = re.compile(r"\(([^()]*)\)")
_TRAILING_STARS = re.compile(r"\*+$")


@dataclass(frozen=True, slots=True)
class WrittenName:
    """A name as written, split into the clean name and what its marks say."""

    written: str
    name: str
    two_handed: bool
    # "*" (or "**") at the end of the name, "" when none; the table's footnote says what it means.
    mark: str
    requirement: Requirement | None


def parse_written_name(text: str) -> WrittenName:
    """Split a written name into clean name, "(2M)", a trailing "*" mark and a "(req. ...)"."""
    with reading(text):
        return _parse_written_name(text)


def _parse_written_name(text: str) -> WrittenName:
    two_handed = False
    requirement: Requirement | None = None
    kept: list[str] = []
    position = 0
    for bracket in _BRACKETS.finditer(text):
        content = bracket.group(1).strip()
        kept.append(text[position : bracket.start()])
        position = bracket.end()
        if f"({content.upper()})" == TWO_HANDED_MARK:
            if two_handed:
                raise CatalogTextError(text, f"{TWO_HANDED_MARK} is written twice")
            two_handed = True
        elif is_requirement(content):
            if requirement is not None:
                raise CatalogTextError(text, "only one requirement per name is understood")
            requirement = parse_requirement(content)
        else:
            kept.append(bracket.group())
    kept.append(text[position:])
    rest = " ".join("".join(kept).split())
    mark_match = _TRAILING_STARS.search(rest)
    mark = mark_match.group() if mark_match else ""
    name = rest[: len(rest) - len(mark)].strip()
    if "*" in name:
        raise CatalogTextError(text, "a '*' mark goes at the end of the name, as in 'Maza*'")
    if name.count("(") != name.count(")"):
        raise CatalogTextError(text, "the brackets in the name do not pair up")
    if not name:
        raise CatalogTextError(text, "the name is empty once its marks are taken out")
    return WrittenName(
        written=text, name=name, two_handed=two_handed, mark=mark, requirement=requirement
    )
