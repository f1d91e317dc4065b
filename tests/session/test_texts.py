"""Messages: placeholders filled, metres written with the language's decimal point."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale

from ryf_desktop.session.texts import fill, metres_text


@pytest.fixture
def spanish() -> Iterator[None]:
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Spanish))
    yield
    QLocale.setDefault(before)


def test_fill_puts_values_in_order_and_never_eats_the_start_of_10() -> None:
    values = [str(n) for n in range(1, 11)]
    assert fill("%10 %1 %2", *values) == "10 1 2"


def test_metres_in_english_use_a_point() -> None:
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English))
    try:
        assert metres_text(10.5) == "10.5"
        assert metres_text(9) == "9"
    finally:
        QLocale.setDefault(before)


def test_metres_in_spanish_use_a_comma_and_round_up_when_asked(spanish: None) -> None:
    assert metres_text(10.5) == "10,5"
    assert metres_text(4.2426, round_up=True) == "4,25"
    assert metres_text(4.2426) == "4,24"
