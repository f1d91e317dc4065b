"""ui/message_params.MessageTable: a problem code to its sentence, translated and filled from
the error's params (numbers as the locale writes them, worked-out values, text as it is)."""

from __future__ import annotations

from enum import Enum

import pytest
from PySide6.QtCore import QT_TRANSLATE_NOOP, QLocale

from ryf_desktop.ui.message_params import MessageTable, Params, Sentence, param_text, sentence


class Problem(Enum):
    PLAIN = 1
    NUMBERS = 2
    CHOSEN = 3


_SHORT = sentence(QT_TRANSLATE_NOOP("TestMessages", "{name} alone"))
_LONG = sentence(QT_TRANSLATE_NOOP("TestMessages", "{name} with {who}"))


def _choose(params: Params) -> Sentence:
    return _LONG if params.get("who") else _SHORT


TABLE = MessageTable[Problem](
    "TestMessages",
    {
        Problem.PLAIN: sentence(QT_TRANSLATE_NOOP("TestMessages", "No placeholder {here}"),
                                here=lambda _: "at all"),
        Problem.NUMBERS: sentence(QT_TRANSLATE_NOOP(
            "TestMessages", "{count} of {size} in {name} (pid {pid})"
        ), "size", pid=lambda params: str(params["pid"])),
        Problem.CHOSEN: _choose,
    },
    values={"count": lambda params: f"#{param_text(params, 'count')}"},
)


def test_each_placeholder_is_filled_its_own_way() -> None:
    params: Params = {"count": 3, "size": 1234567, "name": "mesa.ryf", "pid": 12345}
    previous = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Spanish, QLocale.Country.Spain))
    try:  # the size grouped as the locale groups it, unlike the pid
        assert TABLE.text(Problem.NUMBERS, params) == "#3 of 1.234.567 in mesa.ryf (pid 12345)"
    finally:
        QLocale.setDefault(previous)
    assert TABLE.text(Problem.PLAIN, {}) == "No placeholder at all"


def test_an_entry_may_choose_its_sentence_from_the_params() -> None:
    assert TABLE.text(Problem.CHOSEN, {"name": "Ana", "who": ""}) == "Ana alone"
    assert TABLE.text(Problem.CHOSEN, {"name": "Ana", "who": "Bea"}) == "Ana with Bea"


def test_a_param_missing_or_not_the_number_promised_is_raised() -> None:
    with pytest.raises(KeyError):
        TABLE.text(Problem.CHOSEN, {"who": ""})
    with pytest.raises(ValueError, match="whole number"):
        TABLE.text(Problem.NUMBERS, {"count": 3, "size": "big", "name": "x", "pid": 1})
