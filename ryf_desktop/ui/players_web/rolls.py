"""Rolls asked from a phone, as the server sees them (no Qt): the shape of a request
(:func:`roll_request`), how often a device may roll (:class:`RollLimits`) and a refusal
(:class:`RefusedError`). The server never decides a rule: it checks who asks, bounds what is
asked and how often, and hands it to the program's ``roll_for`` / ``odds_for``.
"""

from __future__ import annotations

import collections
import time
from collections.abc import Callable, Mapping
from typing import Any

from ryf_desktop.ui.players_web.guard import TokenBuckets, within_minute

#: Per address: rolls per second once the burst is spent, the burst, and rolls per minute.
ROLL_RATE = 1.0
ROLL_BURST = 3.0
ROLLS_PER_MINUTE = 20
#: From every address together, rolls per minute: the log grows by at most this many a minute.
ALL_ROLLS_PER_MINUTE = 60
#: Addresses remembered for their own limits (the oldest forgotten first).
MAX_ROLL_ADDRESSES = 256
MAX_THROWS = 12
MAX_WORD = 64
MAX_DIFFICULTY_TEXT = 24

#: The program's side of a roll: the character the code opened and the request (bounded by
#: :func:`roll_request`) → what the phone is told. Raises :class:`RefusedError`.
RollFor = Callable[[int, Mapping[str, Any]], Mapping[str, Any]]


class RefusedError(Exception):
    """What the server or the program refuses a device: ``status`` (4xx, 500) and ``text`` for
    the player."""

    def __init__(self, status: int, text: str) -> None:
        super().__init__(text)
        self.status = status
        self.text = text


def _optional_word(data: Mapping[str, Any], name: str, most: int) -> str | None:
    value = data.get(name)
    if value is not None and (not isinstance(value, str) or len(value) > most):
        raise ValueError(name)
    return value


def _flag(data: Mapping[str, Any], name: str) -> bool:
    value = data.get(name, False)
    if not isinstance(value, bool):
        raise ValueError(name)
    return value


def _throws(value: object) -> list[list[int]] | None:
    if value is None:
        return None
    if not isinstance(value, list) or len(value) > MAX_THROWS or not all(
            isinstance(throw, list) and len(throw) == 3
            and all(type(die) is int and 1 <= die <= 10 for die in throw) for throw in value):
        raise ValueError("throws")
    return [list(throw) for throw in value]


def roll_request(data: object) -> dict[str, Any]:
    """The roll a phone asks for, keeping only the fields a roll has, each within its bounds
    (ValueError otherwise): ``skill`` (an id) or ``attribute`` (a key), ``specialisation``,
    ``difficulty`` (a name or a number), ``spend_token``, ``secret``, ``throws`` (lists of three
    d10). Anything else — a name, a player, another character — is dropped: who rolls is the
    server's to say."""
    if not isinstance(data, dict):
        raise ValueError("not an object")
    skill = data.get("skill")
    if skill is not None and (type(skill) is not int or not 0 < skill < 2**31):
        raise ValueError("skill")
    attribute = _optional_word(data, "attribute", 32)
    if (skill is None) == (attribute is None):
        raise ValueError("a skill or an attribute")
    difficulty = data.get("difficulty")
    if difficulty is not None and not (
            (type(difficulty) is int and 0 <= difficulty < 10_000)
            or (isinstance(difficulty, str) and len(difficulty) <= MAX_DIFFICULTY_TEXT)):
        raise ValueError("difficulty")
    return {
        "skill": skill, "attribute": attribute,
        "specialisation": _optional_word(data, "specialisation", MAX_WORD) or "",
        "difficulty": difficulty,
        "spend_token": _flag(data, "spend_token"), "secret": _flag(data, "secret"),
        "throws": _throws(data.get("throws")),
    }


class RollLimits(TokenBuckets):
    """How often rolls are taken: per address a token bucket (:data:`ROLL_RATE`, burst
    :data:`ROLL_BURST`) and a sliding minute (:data:`ROLLS_PER_MINUTE`), and a minute over every
    address together (:data:`ALL_ROLLS_PER_MINUTE`)."""

    def __init__(self) -> None:
        super().__init__(ROLL_RATE, ROLL_BURST, MAX_ROLL_ADDRESSES)
        self._all: collections.deque[float] = collections.deque()

    def allow(self, address: str) -> bool:
        """Whether ``address`` may roll now (counted when it may)."""
        now = time.monotonic()
        bucket = self._refilled(address, now)
        if (within_minute(bucket.minute, now) >= ROLLS_PER_MINUTE
                or within_minute(self._all, now) >= ALL_ROLLS_PER_MINUTE or bucket.tokens < 1):
            return False
        bucket.tokens -= 1
        bucket.minute.append(now)
        self._all.append(now)
        return True
