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

from ryf_desktop.storage.errors import ImportValidationError

_MISSING: Any = object()
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


def join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def fail(path: str, problem: str) -> NoReturn:
    raise ImportValidationError(path, problem)


def expected(path: str, what: str, value: object) -> NoReturn:
    fail(path, f"expected {what}, got {describe(value)}")


class Obj:
    """A JSON object at ``path`` whose keys must all be in ``allowed``."""

    def __init__(self, value: object, path: str, allowed: Collection[str]) -> None:
        if not isinstance(value, dict):
            expected(path, "an object", value)
        for key in value:
            if key not in allowed:
                known = ", ".join(sorted(allowed))
                fail(join(path, str(key)), f"unknown field (the fields here are: {known})")
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
            fail(self.at(key), "this field is required")
        return default

    def integer(self, key: str, low: int, high: int, default: Any = _MISSING) -> int:
        value = self._get(key, default)
        if type(value) is not int or not low <= value <= high:
            expected(self.at(key), f"an integer from {low} to {high}", value)
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
            expected(self.at(key), f"a number from {low:g} to {high:g}", value)
        return float(value)

    def text(
        self, key: str, max_length: int, default: Any = _MISSING, *, required: bool = False
    ) -> str:
        value = self._get(key, default)
        if not isinstance(value, str) or len(value) > max_length:
            expected(self.at(key), f"text of at most {max_length} characters", value)
        if required and not value.strip():
            expected(self.at(key), "text that is not empty", value)
        return value

    def flag(self, key: str, default: Any = _MISSING) -> bool:
        value = self._get(key, default)
        if not isinstance(value, bool):
            expected(self.at(key), "true or false", value)
        return value

    def choice(self, key: str, options: Sequence[str], default: Any = _MISSING) -> str:
        value = self._get(key, default)
        if value not in options or not isinstance(value, str):
            listed = ", ".join(repr(option) for option in options)
            expected(self.at(key), f"one of {listed}", value)
        return value

    def timestamp(self, key: str, default: Any = _MISSING) -> str:
        value = self._get(key, default)
        if not isinstance(value, str) or len(value) > 40:
            expected(self.at(key), "a date and time like '2025-03-01T18:30:00+00:00'", value)
        try:
            datetime.fromisoformat(value)
        except ValueError:
            expected(self.at(key), "a date and time like '2025-03-01T18:30:00+00:00'", value)
        return value

    def obj(self, key: str, allowed: Collection[str], default: Any = _MISSING) -> Obj:
        return Obj(self._get(key, default), self.at(key), allowed)

    def items(self, key: str, max_items: int = 1_000_000) -> list[tuple[str, Any]]:
        """The entries of a list field (missing = empty), each with its path."""
        value = self._get(key, [])
        if not isinstance(value, list) or len(value) > max_items:
            expected(self.at(key), f"a list of at most {max_items} entries", value)
        return [(f"{self.at(key)}[{index}]", item) for index, item in enumerate(value)]

    def free_object(self, key: str, default: Any = _MISSING) -> dict[str, Any]:
        """Any JSON object (the variable part of a row), nested at most :data:`MAX_DEPTH`."""
        value = self._get(key, {} if default is _MISSING else default)
        if not isinstance(value, dict):
            expected(self.at(key), "an object", value)
        _check_depth(value, self.at(key), 0)
        return value


def _check_depth(value: object, path: str, depth: int) -> None:
    if depth > MAX_DEPTH:
        fail(path, f"nested deeper than {MAX_DEPTH} levels")
    if isinstance(value, dict):
        for key, item in value.items():
            _check_depth(item, join(path, str(key)), depth + 1)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _check_depth(item, f"{path}[{index}]", depth + 1)
    elif isinstance(value, float) and not math.isfinite(value):
        expected(path, "a finite number", value)
