"""A random source that hands out scripted dice, so a test can say exactly what was thrown."""

from __future__ import annotations

import random
from collections.abc import Iterable


class ScriptedRng:
    """Hands out the given faces in order; fails if asked for more or for a face out of range.

    Faces may be given one by one or as iterables: ``ScriptedRng(3, 6)`` == ``ScriptedRng([3, 6])``.
    ``calls`` records every ``randint(a, b)`` asked for.
    """

    def __init__(self, *faces: int | Iterable[int]) -> None:
        self.faces: list[int] = []
        for item in faces:
            if isinstance(item, int):
                self.faces.append(item)
            else:
                self.faces.extend(item)
        self.calls: list[tuple[int, int]] = []

    def randint(self, a: int, b: int) -> int:
        assert self.faces, "the code drew more dice than the test scripted"
        self.calls.append((a, b))
        face = self.faces.pop(0)
        assert a <= face <= b, f"scripted {face} for randint({a}, {b})"
        return face


class RecordingRng:
    """A seeded random.Random that remembers what it drew, to replay a roll as typed dice."""

    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed)
        self.drawn: list[int] = []

    def randint(self, a: int, b: int) -> int:
        value = self.random.randint(a, b)
        self.drawn.append(value)
        return value
