"""Strict reading of untrusted JSON, field by field, naming the path of the first bad field.

Every accessor checks type and range and raises :class:`ImportValidationError` with the field's
path and what was expected, e.g. ``characters[2].attributes.fisico: expected an integer from 1
to 20, got 'x'``. JSON ``true``/``false`` are never accepted as numbers, unknown fields are
refused (a typo must not silently lose data), and text has a length limit.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from datetime import datetime
from typing import Any, NoReturn

from ryf_desktop.storage.errors import ImportProblem, ImportValidationError, Param

#: A table row as the import inserts it.
Row = dict[str, Any]
_MISSING: Any = object()
#: Largest id of a document entry (SQLite's ids are 64-bit; 32 bits is plenty).
ID_MAX = 2**31 - 1
#: Deepest nesting accepted inside free-form JSON objects (details, fields, data).
MAX_DEPTH = 16


def describe(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return repr(value if len(value) <= 40 else value[:37] + "...")
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def shown(value: object) -> str:
    """The bad value as the message quotes it, in no language: JSON words and brackets."""
    if isinstance(value, list):
        return "[…]"
    if isinstance(value, dict):
        return "{…}"
    return describe(value)


def join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def fail(path: str, problem: str, reason: ImportProblem, **details: Param) -> NoReturn:
    """Refuse the document: ``problem`` in English for logs, ``reason`` and ``details`` for
    the UI's words."""
    raise ImportValidationError(path, problem, None, reason=reason, **details)


def expected(
    path: str, what: str, value: object, reason: ImportProblem, **details: Param
) -> NoReturn:
    fail(path, f"expected {what}, got {describe(value)}", reason, got=shown(value), **details)


class Obj:
    """A JSON object at ``path`` whose keys must all be in ``allowed``."""

    def __init__(self, value: object, path: str, allowed: Collection[str]) -> None:
        if not isinstance(value, dict):
            expected(path, "an object", value, ImportProblem.EXPECTED_OBJECT)
        for key in value:
            if key not in allowed:
                known = ", ".join(sorted(allowed))
                fail(
                    join(path, str(key)), f"unknown field (the fields here are: {known})",
                    ImportProblem.UNKNOWN_FIELD, known=known,
                )
        self.value: dict[str, Any] = value
        self.path = path

    def at(self, key: str) -> str:
        return join(self.path, key)

    def has(self, key: str) -> bool:
        return key in self.value

    def _get(self, key: str, default: Any) -> Any:
        if key in self.value:
            return self.value[key]
        if default is _MISSING:
            fail(self.at(key), "this field is required", ImportProblem.REQUIRED)
        return default

    def integer(self, key: str, low: int, high: int, default: Any = _MISSING) -> int:
        value = self._get(key, default)
        if type(value) is not int or not low <= value <= high:
            expected(
                self.at(key), f"an integer from {low} to {high}", value,
                ImportProblem.EXPECTED_INTEGER, low=low, high=high,
            )
        return value

    def optional_integer(self, key: str, low: int, high: int) -> int | None:
        if self.value.get(key) is None:
            return None
        return self.integer(key, low, high)

    def number(self, key: str, low: float, high: float, default: Any = _MISSING) -> float:
        value = self._get(key, default)
        if (
            type(value) not in (int, float)
            or not math.isfinite(value)
            or not low <= value <= high
        ):
            expected(
                self.at(key), f"a number from {low:g} to {high:g}", value,
                ImportProblem.EXPECTED_NUMBER, low=f"{low:g}", high=f"{high:g}",
            )
        return float(value)

    def text(
        self, key: str, max_length: int, default: Any = _MISSING, *, required: bool = False
    ) -> str:
        value = self._get(key, default)
        if not isinstance(value, str) or len(value) > max_length:
            expected(
                self.at(key), f"text of at most {max_length} characters", value,
                ImportProblem.EXPECTED_TEXT, max=max_length,
            )
        if required and not value.strip():
            expected(
                self.at(key), "text that is not empty", value, ImportProblem.EXPECTED_NOT_EMPTY
            )
        return value

    def flag(self, key: str, default: Any = _MISSING) -> bool:
        value = self._get(key, default)
        if not isinstance(value, bool):
            expected(self.at(key), "true or false", value, ImportProblem.EXPECTED_FLAG)
        return value

    def choice(self, key: str, options: Sequence[str], default: Any = _MISSING) -> str:
        value = self._get(key, default)
        if value not in options or not isinstance(value, str):
            listed = ", ".join(repr(option) for option in options)
            expected(
                self.at(key), f"one of {listed}", value, ImportProblem.EXPECTED_CHOICE,
                options=listed,
            )
        return value

    def timestamp(self, key: str, default: Any = _MISSING) -> str:
        value = self._get(key, default)
        what = "a date and time like '2025-03-01T18:30:00+00:00'"
        if not isinstance(value, str) or len(value) > 40:
            expected(self.at(key), what, value, ImportProblem.EXPECTED_TIMESTAMP)
        try:
            datetime.fromisoformat(value)
        except ValueError:
            expected(self.at(key), what, value, ImportProblem.EXPECTED_TIMESTAMP)
        return value

    def obj(self, key: str, allowed: Collection[str], default: Any = _MISSING) -> Obj:
        return Obj(self._get(key, default), self.at(key), allowed)

    def items(self, key: str, max_items: int = 1_000_000) -> list[tuple[str, Any]]:
        """The entries of a list field (missing = empty), each with its path."""
        value = self._get(key, [])
        if not isinstance(value, list) or len(value) > max_items:
            expected(
                self.at(key), f"a list of at most {max_items} entries", value,
                ImportProblem.EXPECTED_LIST, max=max_items,
            )
        return [(f"{self.at(key)}[{index}]", item) for index, item in enumerate(value)]

    def free_object(self, key: str, default: Any = _MISSING) -> dict[str, Any]:
        """Any JSON object (the variable part of a row), nested at most :data:`MAX_DEPTH`."""
        value = self._get(key, {} if default is _MISSING else default)
        if not isinstance(value, dict):
            expected(self.at(key), "an object", value, ImportProblem.EXPECTED_OBJECT)
        _check_depth(value, self.at(key), 0)
        return value


class DocumentIds:
    """Unique document ids of one kind of entry."""

    def __init__(self) -> None:
        self.seen: set[int] = set()

    def add(self, entry: Obj) -> int:
        value = entry.integer("id", 1, ID_MAX)
        if value in self.seen:
            fail(entry.at("id"), f"the id {value} is used twice", ImportProblem.ID_TWICE,
                 id=value)
        self.seen.add(value)
        return value



def _check_depth(value: object, path: str, depth: int) -> None:
    if depth > MAX_DEPTH:
        fail(
            path, f"nested deeper than {MAX_DEPTH} levels", ImportProblem.NESTED_TOO_DEEPLY,
            depth=MAX_DEPTH,
        )
    if isinstance(value, dict):
        for key, item in value.items():
            _check_depth(item, join(path, str(key)), depth + 1)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _check_depth(item, f"{path}[{index}]", depth + 1)
    elif isinstance(value, float) and not math.isfinite(value):
        expected(path, "a finite number", value, ImportProblem.EXPECTED_FINITE)


#: Most digits of a number in an imported document: every count of a campaign has far fewer,
#: and Python refuses to read an integer of more than 4,300 digits at all.
NUMBER_DIGITS_MAX = 30


class HugeNumber(str):
    """A number of more than :data:`NUMBER_DIGITS_MAX` digits (or a decimal too big for a
    float), kept as its text until :func:`check_values` finds it and says where it is."""


def bounded_int(text: str) -> int | HugeNumber:
    return HugeNumber(text) if len(text.lstrip("-")) > NUMBER_DIGITS_MAX else int(text)


def bounded_float(text: str) -> float | HugeNumber:
    value = float(text)
    return value if math.isfinite(value) else HugeNumber(text)


def check_values(document: object) -> None:
    """Refuse a document holding a number too long to read or text that is not Unicode (a lone
    surrogate such as ``"\\ud800"``, which no file can store), naming the first such field."""
    pending: list[tuple[str, object]] = [("", document)]
    while pending:
        path, value = pending.pop()
        if isinstance(value, HugeNumber) and any(mark in value for mark in ".eE"):
            expected(path, "a finite number", value, ImportProblem.EXPECTED_FINITE)
        if isinstance(value, HugeNumber):
            digits = len(value.lstrip("-"))
            fail(path, f"the number has {digits:,} digits; at most {NUMBER_DIGITS_MAX} are "
                 "allowed", ImportProblem.NUMBER_TOO_LONG, digits=digits,
                 max=NUMBER_DIGITS_MAX)
        if isinstance(value, str):
            _check_text(path, value)
        elif isinstance(value, dict):
            for key, item in value.items():
                _check_text(join(path, "…"), key)
                pending.append((join(path, key), item))
        elif isinstance(value, list):
            pending.extend((f"{path}[{index}]", item) for index, item in enumerate(value))


def _check_text(path: str, text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as error:
        fail(path, f"the text holds an invalid character (a lone surrogate at position "
             f"{error.start + 1})", ImportProblem.LONE_SURROGATE, position=error.start + 1)
