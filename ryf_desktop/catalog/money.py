"""The manual's money table as data: starting money, coin exchange, social classes and incomes.

The mechanics (coins, prices, rolling a class) are ``ryf_desktop.rules.money``; this module keeps
the table as the manual writes it, in the rules' types, and checks it against them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ryf_desktop.catalog.dice_text import check_dice_expression
from ryf_desktop.catalog.entries import Era
from ryf_desktop.catalog.errors import CatalogTextError, reading
from ryf_desktop.rules.money import Currency, Price, SocialClass, copper_per_coin

_EXCHANGE = re.compile(
    r"^\s*(?P<left_amount>\d+)\s+(?P<left_name>[^()=]+?)\s*\((?P<left_code>[^()]+)\)\s*=\s*"
    r"(?P<right_amount>\d+)\s+(?P<right_name>[^()=]+?)\s*\((?P<right_code>[^()]+)\)\s*$"
)
_STARTING = re.compile(
    r"^\s*(?P<dice>[^x×]+?)\s*[x×]\s*(?P<multiplier>\d+)\s+(?P<coin>.+?)\s*$", re.IGNORECASE
)
_ROLL_BAND = re.compile(r"^\s*(?P<low>\d+)\s*(?:[-–]\s*(?P<high>\d+))?\s*$")


@dataclass(frozen=True, slots=True)
class ExchangeRate:
    """One line of the coin exchange: ``left_amount`` ``left`` = ``right_amount`` ``right``."""

    written: str
    left_amount: int
    left: Currency
    left_name: str
    right_amount: int
    right: Currency
    right_name: str


@dataclass(frozen=True, slots=True)
class StartingMoneyRule:
    """ "1d10x10 monedas de oro": roll ``dice``, multiply by ``multiplier``, in ``currency``.

    The rule as written; ``rules.money.roll_starting_money`` rolls it.
    """

    written: str
    dice: str
    multiplier: int
    currency: Currency
    condition: str


@dataclass(frozen=True, slots=True)
class SocialClassRow:
    """A line of the social class table: the class (the rules' ``SocialClass``), its name as
    written, the 1d10 band that picks it and the monthly income offered instead."""

    social_class: SocialClass
    name: str
    roll_written: str
    roll_low: int
    roll_high: int
    monthly_income: Price

    def covers(self, roll: int) -> bool:
        return self.roll_low <= roll <= self.roll_high


@dataclass(frozen=True, slots=True)
class MoneyRules:
    """Starting money, coin exchange and social classes of one setting."""

    era: Era
    title: str
    starting_money: StartingMoneyRule
    exchange: tuple[ExchangeRate, ...]
    class_die: str
    social_classes: tuple[SocialClassRow, ...]

def parse_exchange(text: str) -> ExchangeRate:
    """Read "1 moneda de oro (mo) = 10 monedas de plata (mp)"."""
    match = _EXCHANGE.match(text)
    if match is None:
        raise CatalogTextError(
            text,
            "an exchange line reads "
            "'<amount> <coin name> (<code>) = <amount> <coin name> (<code>)'",
        )
    left, right = _coin(text, match["left_code"]), _coin(text, match["right_code"])
    return ExchangeRate(
        written=text,
        left_amount=int(match["left_amount"]),
        left=left,
        left_name=match["left_name"],
        right_amount=int(match["right_amount"]),
        right=right,
        right_name=match["right_name"],
    )


def check_exchange(rates: tuple[ExchangeRate, ...]) -> None:
    """Raise ValueError unless every exchange line agrees with 1 mo = 10 mp = 100 mc."""
    for rate in rates:
        left = rate.left_amount * copper_per_coin(rate.left)
        right = rate.right_amount * copper_per_coin(rate.right)
        if left != right:
            raise ValueError(
                f"{rate.written!r} says {left} mc = {right} mc; "
                "the program counts 1 mo = 10 mp = 100 mc (RULES.md §9)"
            )


def parse_starting_money(
    text: str, rates: tuple[ExchangeRate, ...], condition: str = ""
) -> StartingMoneyRule:
    """Read "1d10x10 monedas de oro"; the coin is a code (mo) or a name from the exchange lines."""
    with reading(text):
        return _parse_starting_money(text, rates, condition)


def _parse_starting_money(
    text: str, rates: tuple[ExchangeRate, ...], condition: str = ""
) -> StartingMoneyRule:
    match = _STARTING.match(text)
    if match is None:
        raise CatalogTextError(
            text, "starting money reads '<dice>x<number> <coin>', e.g. '1d10x10 monedas de oro'"
        )
    dice = check_dice_expression(match["dice"], what="the starting money dice")
    return StartingMoneyRule(
        written=text,
        dice=dice,
        multiplier=int(match["multiplier"]),
        currency=_coin_by_name(text, match["coin"], rates),
        condition=condition,
    )


def parse_roll_band(text: str) -> tuple[int, int]:
    """Read "1-2" → (1, 2) and "9" → (9, 9)."""
    match = _ROLL_BAND.match(text)
    if match is None:
        raise CatalogTextError(
            text, "a roll band is a number or two joined by '-', such as '1-2' or '9'"
        )
    low = int(match["low"])
    high = int(match["high"]) if match["high"] is not None else low
    if high < low:
        raise CatalogTextError(text, "the band's first number must not be greater than its last")
    return low, high


def check_roll_bands(die: str, classes: tuple[SocialClassRow, ...]) -> None:
    """Raise ValueError unless the classes' bands cover every face of ``die`` exactly once."""
    match = re.fullmatch(r"\s*1?[dD](\d+)\s*", die)
    if match is None:
        raise ValueError(f"the social class die {die!r} must be one die, such as '1d10'")
    faces = range(1, int(match.group(1)) + 1)
    for face in faces:
        covering = [social_class.name for social_class in classes if social_class.covers(face)]
        if len(covering) != 1:
            found = ", ".join(covering) if covering else "none"
            raise ValueError(
                f"a roll of {face} on {die} must pick exactly one social class, not {found}"
            )
    outside = [social_class.name for social_class in classes if social_class.roll_high > faces[-1]]
    if outside:
        raise ValueError(f"{', '.join(outside)}: band beyond the {faces[-1]} faces of {die}")


def _coin(text: str, code: str) -> Currency:
    try:
        currency = Currency(code.strip().lower())
    except ValueError:
        currency = None
    if currency is None or not currency.is_medieval:
        raise CatalogTextError(text, f"({code}) is not a coin; the coins are mo, mp and mc")
    return currency


def _coin_by_name(text: str, coin: str, rates: tuple[ExchangeRate, ...]) -> Currency:
    wanted = _singular(coin)
    for rate in rates:
        for name, code in ((rate.left_name, rate.left), (rate.right_name, rate.right)):
            if wanted in {_singular(name), code.value}:
                return code
    raise CatalogTextError(
        text, f"{coin!r} is not a coin named in the exchange lines (or mo, mp, mc)"
    )


def _singular(name: str) -> str:
    words = name.strip().casefold().split()
    # "monedas de oro" and "moneda de oro" name the same coin.
    if words and words[0].endswith("s"):
        words[0] = words[0][:-1]
    return " ".join(words)
