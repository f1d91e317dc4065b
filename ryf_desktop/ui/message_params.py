"""Reading the details an error carries (``params``) for the sentences that word it, and
choosing the sentence: shared by the storage, import and dice messages."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TypeVar

P = TypeVar("P")
Params = Mapping[str, int | str]


def param_int(params: Params, key: str) -> int:
    """A whole number of an error's details; ValueError when the storage wrote something else."""
    value = params[key]
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{key} should be a whole number, not {value!r}")
    return value


def param_text(params: Params, key: str) -> str:
    return str(params[key])


def first_sentence(
    parts: Iterable[Callable[[P, Params], str | None]], problem: P, params: Params
) -> str:
    """The sentence of the first part that words ``problem``; every member has one, which
    tests/ui/test_storage_messages.py checks member by member."""
    for sentences in parts:
        text = sentences(problem, params)
        if text is not None:
            return text
    raise AssertionError(f"no sentence for {problem}")
