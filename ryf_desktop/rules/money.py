"""Money (RULES.md §9): coins and their exchange, prices as the catalog writes them, purses,
starting money, and social class with its monthly income.

1 mo (gold) = 10 mp (silver) = 100 mc (copper). Purses and amounts of coins count in copper; a
price keeps the amount and currency it was written in and gives its value in copper.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType

from ryf_desktop.rules.character import normalise_name
from ryf_desktop.rules.combat import RuleViolation
from ryf_desktop.rules.dice import RandomSource

__all__ = [
    "COPPER_PER_COIN",
    "COPPER_PER_GOLD",
    "COPPER_PER_SILVER",
    "SOCIAL_CLASS_INCOME_MO",
    "Currency",
    "Price",
    "Purse",
    "SocialClass",
    "StartingMoney",
    "copper_per_coin",
    "format_copper",
    "parse_coins",
    "parse_price",
    "parse_social_class",
    "pay",
    "roll_starting_money",
    "social_class_for_die",
]

COPPER_PER_SILVER = 10
COPPER_PER_GOLD = 100


class Currency(StrEnum):
    """The currencies of the manual's price columns."""

    MO = "mo"  # moneda de oro
    MP = "mp"  # moneda de plata
    MC = "mc"  # moneda de cobre
    DOLLAR = "$"  # actual setting
    CREDIT = "cr"  # futuro setting

    @property
    def is_medieval(self) -> bool:
        """Whether this is a coin that changes into copper (mo, mp, mc)."""
        return self in COPPER_PER_COIN


COPPER_PER_COIN: Mapping[Currency, int] = MappingProxyType({
    Currency.MO: COPPER_PER_GOLD,
    Currency.MP: COPPER_PER_SILVER,
    Currency.MC: 1,
})


def copper_per_coin(currency: Currency | str) -> int:
    """How many mc one coin is worth (1 mo = 100, 1 mp = 10, 1 mc = 1).

    ValueError for $ and cr, which do not change into coins.
    """
    coin = Currency(currency)
    if not coin.is_medieval:
        raise ValueError(
            f"{coin} is not a medieval coin; only mo, mp and mc change into copper"
        )
    return COPPER_PER_COIN[coin]


@dataclass(frozen=True, slots=True)
class Purse:
    """Coins of each metal; ``from_copper`` makes the fewest coins for an amount."""

    mo: int = 0
    mp: int = 0
    mc: int = 0

    def __post_init__(self) -> None:
        if self.mo < 0 or self.mp < 0 or self.mc < 0:
            raise ValueError(f"a purse cannot hold negative coins ({self.mo}/{self.mp}/{self.mc})")

    @property
    def copper(self) -> int:
        """The whole purse in copper."""
        return self.mo * COPPER_PER_GOLD + self.mp * COPPER_PER_SILVER + self.mc

    @classmethod
    def from_copper(cls, copper: int) -> Purse:
        if copper < 0:
            raise ValueError(f"an amount of money cannot be negative ({copper} mc)")
        gold, rest = divmod(copper, COPPER_PER_GOLD)
        silver, copper_left = divmod(rest, COPPER_PER_SILVER)
        return cls(gold, silver, copper_left)

    def __str__(self) -> str:
        parts = [f"{n} {coin}" for coin, n in (("mo", self.mo), ("mp", self.mp), ("mc", self.mc))
                 if n]
        return " ".join(parts) or "0 mc"


def format_copper(copper: int) -> str:
    """An amount in copper written with the fewest coins: 1234 → "12 mo 3 mp 4 mc"."""
    return str(Purse.from_copper(copper))


_COIN_TERM = re.compile(r"(\d+)\s*(mo|mp|mc)(?![a-z])", re.IGNORECASE)


def parse_coins(text: str) -> int:
    """Read medieval money in copper: "13mo" → 1300, "10 mp" → 100, "1 mo 5 mp" → 150."""
    cleaned = text.strip()
    if not cleaned:
        raise ValueError("no amount given: write it like '13 mo', '10 mp' or '1 mo 5 mp'")
    total = 0
    position = 0
    for match in _COIN_TERM.finditer(cleaned):
        between = cleaned[position:match.start()]
        if between.strip(" ,+y"):
            raise ValueError(_bad_coins(text, between.strip()))
        total += int(match.group(1)) * COPPER_PER_COIN[Currency(match.group(2).lower())]
        position = match.end()
    rest = cleaned[position:]
    if position == 0 or rest.strip():
        raise ValueError(_bad_coins(text, rest.strip() or cleaned))
    return total


def _bad_coins(text: str, bad: str) -> str:
    return (
        f"cannot read {bad!r} in the amount {text!r}: write a number followed by mo (gold), "
        f"mp (silver) or mc (copper), e.g. '13 mo' or '1 mo 5 mp'"
    )


@dataclass(frozen=True, slots=True)
class Price:
    """A price: a whole amount in one currency, and the text it was read from.

    ``written`` keeps the catalog's spelling ("10mp"); ``str()`` gives the tidy form ("10 mp").
    Two prices are equal when amount and currency are, however they were written.
    """

    amount: int
    currency: Currency
    written: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        if self.amount < 0:
            raise ValueError(f"a price cannot be negative ({self.amount} {self.currency})")
        if not self.written:
            object.__setattr__(self, "written", str(self))

    @property
    def copper(self) -> int | None:
        """The price in monedas de cobre (mc) for mo/mp/mc prices; None for $ and cr."""
        per_coin = COPPER_PER_COIN.get(self.currency)
        return None if per_coin is None else self.amount * per_coin

    def __str__(self) -> str:
        return f"{self.amount} {self.currency.value}"


_PRICE = re.compile(r"^\s*(?P<amount>\d+)\s*(?P<currency>mo|mp|mc|\$|cr)\s*$", re.IGNORECASE)


def parse_price(text: str) -> Price:
    """Read a price as the catalog writes it: "750 mo", "10mp", "1 mc", "400 $", "3 cr".

    One amount in one currency: an amount of mixed coins ("1 mo 5 mp") is read by
    ``parse_coins``, not here.
    """
    match = _PRICE.match(text)
    if match is None:
        raise ValueError(
            f"cannot read the price {text!r}: a price is a whole amount followed by mo, mp, mc, "
            f"$ or cr, such as '13 mo', '10mp', '400 $' or '25 cr'"
        )
    return Price(int(match["amount"]), Currency(match["currency"].lower()), written=text)


def pay(purse: Purse, price_copper: int) -> Purse:
    """The purse after paying, with change given in the fewest coins."""
    if price_copper < 0:
        raise ValueError(f"a price cannot be negative ({price_copper} mc)")
    if price_copper > purse.copper:
        raise RuleViolation(
            f"Not enough money: the price is {format_copper(price_copper)} and the purse holds "
            f"{purse} ({format_copper(price_copper - purse.copper)} short)."
        )
    return Purse.from_copper(purse.copper - price_copper)


# --------------------------------------------------------------------------- starting money


@dataclass(frozen=True, slots=True)
class StartingMoney:
    """A character's rolled starting money: the d10 shown, times 10 mo."""

    die: int

    @property
    def gold(self) -> int:
        return self.die * 10

    @property
    def purse(self) -> Purse:
        return Purse(mo=self.gold)


def roll_starting_money(rng: RandomSource) -> StartingMoney:
    """1d10 × 10 mo (a plain d10: only damage and healing dice explode)."""
    return StartingMoney(rng.randint(1, 10))


class SocialClass(StrEnum):
    """The six social classes of the manual; values are the names without accents."""

    CAMPESINO = "campesino"
    SOLDADO = "soldado"
    ARTESANO = "artesano"
    BURGUES = "burgues"
    IGLESIA = "iglesia"
    NOBLEZA = "nobleza"


#: Monthly income in gold by social class (the manual's example, usable as fixed pay).
SOCIAL_CLASS_INCOME_MO: Mapping[SocialClass, int] = MappingProxyType({
    SocialClass.CAMPESINO: 1,
    SocialClass.SOLDADO: 10,
    SocialClass.ARTESANO: 20,
    SocialClass.BURGUES: 100,
    SocialClass.IGLESIA: 50,
    SocialClass.NOBLEZA: 200,
})


def parse_social_class(text: str) -> SocialClass:
    """A social class by name, any case, accents optional: "Burgués" → ``BURGUES``."""
    try:
        return SocialClass(normalise_name(text))
    except ValueError:
        known = ", ".join(social_class.value for social_class in SocialClass)
        raise ValueError(
            f"{text.strip()!r} is not a social class; the classes are {known}"
        ) from None


def social_class_for_die(die: int) -> SocialClass:
    """1–2 campesino, 3–4 soldado, 5–6 artesano, 7–8 burgués, 9 iglesia, 10 nobleza."""
    if not 1 <= die <= 10:
        raise ValueError(f"a d10 shows 1 to 10, not {die}")
    if die <= 2:
        return SocialClass.CAMPESINO
    if die <= 4:
        return SocialClass.SOLDADO
    if die <= 6:
        return SocialClass.ARTESANO
    if die <= 8:
        return SocialClass.BURGUES
    if die == 9:
        return SocialClass.IGLESIA
    return SocialClass.NOBLEZA
