"""What a command accepts for a character's fields, with the message a GM reads when it refuses.

The ranges are the campaign file's (and its JSON import's, so whatever the session writes can be
exported and imported again): attributes 1–20 — wider than the creation limits of RULES.md §8,
which are warnings, since an NPC may have Físico 14 — counters never negative, names of 1 to
200 characters. Attribute names are the rules' own labels (``rules.character``).
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.character import ATTRIBUTE_LABELS, Attribute
from ryf_desktop.session.command import CommandError
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.json_validate import BIG, NAME_MAX, TEXT_MAX
from ryf_desktop.storage.records import ATTRIBUTE_MAX, ATTRIBUTE_MIN

__all__ = [
    "ATTRIBUTE_FIELDS",
    "CHARACTER_FIELDS",
    "NAME_MAX",
    "TEXT_MAX",
    "WOUNDS_MAX",
    "FieldKind",
    "clean_name",
    "field_label",
    "validated_field",
    "validated_wounds",
]

WOUNDS_MAX = 1_000_000


class FieldKind(StrEnum):
    NAME = "name"  # required text, at most NAME_MAX characters
    SHORT_TEXT = "short_text"  # optional text, at most NAME_MAX characters
    TEXT = "text"  # optional text, at most TEXT_MAX characters
    KIND = "kind"  # "pc" or "npc"
    ATTRIBUTE = "attribute"  # 1..20
    COUNTER = "counter"  # 0..a field's maximum
    FLAG = "flag"  # True or False


ATTRIBUTE_FIELDS: tuple[str, ...] = tuple(str(attribute) for attribute in Attribute)

#: Every field :class:`~ryf_desktop.session.character_commands.EditCharacterField` may change.
CHARACTER_FIELDS: Mapping[str, FieldKind] = MappingProxyType({
    "name": FieldKind.NAME,
    "player": FieldKind.SHORT_TEXT,
    "concept": FieldKind.TEXT,
    "background": FieldKind.TEXT,
    "notes": FieldKind.TEXT,
    "social_class": FieldKind.SHORT_TEXT,
    "kind": FieldKind.KIND,
    **dict.fromkeys(ATTRIBUTE_FIELDS, FieldKind.ATTRIBUTE),
    "money": FieldKind.COUNTER,
    "xp": FieldKind.COUNTER,
    "tokens": FieldKind.COUNTER,
    "mana_spent": FieldKind.COUNTER,
    "token_penalty": FieldKind.FLAG,
    "in_creation": FieldKind.FLAG,
})

#: The largest value of each counter (those of the JSON import).
COUNTER_MAX: Mapping[str, int] = MappingProxyType({
    "money": BIG,
    "xp": 1_000_000,
    "tokens": 1000,
    "mana_spent": 1_000_000,
})


def field_label(field: str) -> str:
    """The field's name as the sheet shows it."""
    if field in ATTRIBUTE_FIELDS:
        return ATTRIBUTE_LABELS[Attribute(field)]
    labels = {
        "name": QCoreApplication.translate("CharacterFields", "Name"),
        "player": QCoreApplication.translate("CharacterFields", "Player"),
        "concept": QCoreApplication.translate("CharacterFields", "Concept"),
        "background": QCoreApplication.translate("CharacterFields", "Background"),
        "notes": QCoreApplication.translate("CharacterFields", "Notes"),
        "social_class": QCoreApplication.translate("CharacterFields", "Social class"),
        "kind": QCoreApplication.translate("CharacterFields", "Kind"),
        "money": QCoreApplication.translate("CharacterFields", "Money"),
        "xp": QCoreApplication.translate("CharacterFields", "XP"),
        "tokens": QCoreApplication.translate("CharacterFields", "Tokens"),
        "mana_spent": QCoreApplication.translate("CharacterFields", "Maná spent"),
        "token_penalty": QCoreApplication.translate("CharacterFields", "Token handed back"),
        "in_creation": QCoreApplication.translate("CharacterFields", "In creation"),
        "wounds": QCoreApplication.translate("CharacterFields", "Wounds"),
    }
    return labels.get(field, field)


def clean_name(text: object, empty_message: str, too_long_message: str) -> str:
    """``text`` without surrounding spaces; refused when empty or longer than NAME_MAX."""
    if not isinstance(text, str) or not text.strip():
        raise CommandError(empty_message)
    text = text.strip()
    if len(text) > NAME_MAX:
        raise CommandError(too_long_message)
    return text


def validated_field(field: str, value: object) -> str | int | bool:
    """``value`` as it will be stored in ``field``; :class:`CommandError` saying what to fix."""
    kind = CHARACTER_FIELDS[field]
    label = field_label(field)
    if kind is FieldKind.NAME:
        return clean_name(
            value,
            QCoreApplication.translate(
                "CharacterFields", "A character needs a name. Type one and try again."
            ),
            fill(
                QCoreApplication.translate(
                    "CharacterFields",
                    "A character's name has at most %1 characters. Shorten it and try again.",
                ),
                NAME_MAX,
            ),
        )
    if kind in (FieldKind.SHORT_TEXT, FieldKind.TEXT):
        return _text(label, value, NAME_MAX if kind is FieldKind.SHORT_TEXT else TEXT_MAX)
    if kind is FieldKind.KIND:
        if value not in ("pc", "npc"):
            raise CommandError(
                QCoreApplication.translate(
                    "CharacterFields",
                    "A character is a player character (pc) or a non-player character "
                    "(npc), not “%1”.",
                ),
                value,
            )
        return str(value)
    if kind is FieldKind.FLAG:
        if not isinstance(value, bool):
            raise CommandError(
                QCoreApplication.translate("CharacterFields", "%1 is either on or off."), label
            )
        return value
    if kind is FieldKind.ATTRIBUTE:
        return _whole_number(label, value, ATTRIBUTE_MIN, ATTRIBUTE_MAX)
    return _whole_number(label, value, 0, COUNTER_MAX[field])


def validated_wounds(value: object) -> int:
    """Wounds are damage taken (RULES.md §3): a whole number, never negative."""
    return _whole_number(field_label("wounds"), value, 0, WOUNDS_MAX)


def _text(label: str, value: object, limit: int) -> str:
    if not isinstance(value, str):
        raise CommandError(QCoreApplication.translate("CharacterFields", "%1 must be text."), label)
    if len(value) > limit:
        raise CommandError(
            QCoreApplication.translate(
                "CharacterFields",
                "%1 has at most %2 characters; this text has %3. Shorten it and try again.",
            ),
            label,
            limit,
            len(value),
        )
    return value


def _whole_number(label: str, value: object, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise CommandError(
            QCoreApplication.translate(
                "CharacterFields", "%1 must be a whole number between %2 and %3."
            ),
            label,
            low,
            high,
        )
    if not low <= value <= high:
        if low == 0 and value < 0:
            message = QCoreApplication.translate(
                "CharacterFields", "%1 cannot be negative (%4). Type 0 or more."
            )
        else:
            message = QCoreApplication.translate(
                "CharacterFields",
                "%1 must be between %2 and %3, not %4. Type a value in that range.",
            )
        raise CommandError(message, label, low, high, value)
    return value
