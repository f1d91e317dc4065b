"""Prices as the manual writes them ("750 mo", "10mp", "200 $", "3 cr"): amount and currency."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from ryf_desktop.catalog.errors import CatalogTextError


class Currency(StrEnum):
    """The currencies of the manual's price columns."""

    MO = "mo"  # moneda de oro
    MP = "mp"  # moneda de plata
    MC = "mc"  # moneda de cobre
    DOLLAR = "$"  # actual setting
    CREDIT = "cr"  # futuro setting

    @property
    def is_medieval(self) -> bool:
        return self in COPPER_PER_COIN


# RULES.md §9: 1 mo = 10 mp = 100 mc. money.toml's exchange lines are checked against it on load.
COPPER_PER_COIN: dict[Currency, int] = {Currency.MO: 100, Currency.MP: 10, Currency.MC: 1}

_PRICE = re.compile(r"^\s*(?P<amount>\d+)\s*(?P<currency>mo|mp|mc|\$|cr)\s*$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Price:
    """A price: the text as written, amount, currency and (medieval coins only) value in copper."""

    written: str
    amount: int
    currency: Currency

    @property
    def copper(self) -> int | None:
        """The price in monedas de cobre (mc) for mo/mp/mc prices; None for $ and cr."""
        per_coin = COPPER_PER_COIN.get(self.currency)
        return None if per_coin is None else self.amount * per_coin

    def __str__(self) -> str:
        return self.written


def parse_price(text: str) -> Price:
    """Read "750 mo", "10mp", "1 mc", "200 $" or "3 cr"; CatalogTextError otherwise."""
    match = _PRICE.match(text)
    if match is None:
        raise CatalogTextError(
            text,
            "a price is a whole amount followed by mo, mp, mc, $ or cr, "
            "for example '75 mo' or '200 $'",
        )
    return Price(
        written=text, amount=int(match["amount"]), currency=Currency(match["currency"].lower())
    )
