"""Medieval money, prices as the catalog writes them, starting money and social class
(RULES.md §9)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ryf_desktop.rules.combat import RuleViolation
from ryf_desktop.rules.money import (
    SOCIAL_CLASS_INCOME_MO,
    Currency,
    Price,
    Purse,
    SocialClass,
    copper_per_coin,
    format_copper,
    parse_coins,
    parse_price,
    parse_social_class,
    pay,
    roll_starting_money,
    social_class_for_die,
)
from tests.scripted_rng import ScriptedRng


def test_manual_1_mo_is_10_mp_is_100_mc() -> None:
    assert Purse(mo=1).copper == 100
    assert Purse(mp=10).copper == 100
    assert Purse(mp=1).copper == Purse(mc=10).copper == 10
    assert [copper_per_coin(c) for c in (Currency.MO, Currency.MP, Currency.MC)] == [100, 10, 1]
    assert copper_per_coin("mp") == 10


@pytest.mark.parametrize("currency", [Currency.DOLLAR, Currency.CREDIT])
def test_dollars_and_credits_are_not_coins(currency: Currency) -> None:
    assert not currency.is_medieval
    with pytest.raises(ValueError, match="not a medieval coin"):
        copper_per_coin(currency)


def test_copper_back_to_a_mixed_purse() -> None:
    assert Purse.from_copper(1234) == Purse(12, 3, 4)
    assert Purse.from_copper(0) == Purse()
    assert format_copper(1234) == "12 mo 3 mp 4 mc"
    assert format_copper(500) == "5 mo"
    assert format_copper(0) == "0 mc"


@given(st.integers(0, 10**7))
def test_copper_round_trips_through_a_purse(copper: int) -> None:
    purse = Purse.from_copper(copper)
    assert purse.copper == copper
    assert purse.mp < 10
    assert purse.mc < 10


@pytest.mark.parametrize(
    ("text", "copper"),
    [
        ("13mo", 1300),
        ("10 mp", 100),
        ("1 mc", 1),
        ("1 MO", 100),
        ("1 mo 5 mp", 150),
        ("1mo5mp2mc", 152),
        ("2 mo, 3 mc", 203),
    ],
)
def test_parse_coins_as_the_catalog_writes_them(text: str, copper: int) -> None:
    assert parse_coins(text) == copper


@pytest.mark.parametrize("text", ["", "13", "mo", "13 gold", "1 mo y medio", "5 $"])
def test_unreadable_coins_say_how_to_write_them(text: str) -> None:
    with pytest.raises(ValueError, match=r"no amount given|write a number followed by mo \(gold\)"):
        parse_coins(text)


@pytest.mark.parametrize(
    ("text", "amount", "currency", "copper", "tidy"),
    [
        ("750 mo", 750, Currency.MO, 75000, "750 mo"),
        ("1mo", 1, Currency.MO, 100, "1 mo"),
        ("30mo", 30, Currency.MO, 3000, "30 mo"),
        ("10mp", 10, Currency.MP, 100, "10 mp"),
        ("1 mc", 1, Currency.MC, 1, "1 mc"),
        ("200 $", 200, Currency.DOLLAR, None, "200 $"),
        ("400$", 400, Currency.DOLLAR, None, "400 $"),
        ("3 cr", 3, Currency.CREDIT, None, "3 cr"),
        ("2000 CR", 2000, Currency.CREDIT, None, "2000 cr"),
    ],
)
def test_parse_price_in_coins_dollars_and_credits(
    text: str, amount: int, currency: Currency, copper: int | None, tidy: str
) -> None:
    price = parse_price(text)
    assert (price.amount, price.currency, price.copper) == (amount, currency, copper)
    assert price.written == text  # as the manual writes it
    assert str(price) == tidy
    assert price == Price(amount, currency)  # however it was written


@pytest.mark.parametrize(
    "text", ["", "cheap", "mo", "2,5 mo", "10 po", "-3 mo", "diez mo", "1 mo 5 mp", "5 $ 3 cr"]
)
def test_unreadable_prices_say_how_to_write_them(text: str) -> None:
    with pytest.raises(ValueError, match="cannot read the price") as info:
        parse_price(text)
    assert "a price is a whole amount followed by mo, mp, mc, $ or cr" in str(info.value)


@given(
    st.integers(0, 10**6),
    st.sampled_from(list(Currency)),
    st.sampled_from(["", " ", "  "]),
)
def test_price_round_trip(amount: int, currency: Currency, space: str) -> None:
    price = parse_price(f"{amount}{space}{currency.value}")
    assert (price.amount, price.currency) == (amount, currency)
    factor = {Currency.MO: 100, Currency.MP: 10, Currency.MC: 1}.get(currency)
    assert price.copper == (None if factor is None else amount * factor)
    assert parse_price(str(price)) == price


def test_a_price_built_in_code_writes_itself_and_is_never_negative() -> None:
    assert Price(13, Currency.MO).written == "13 mo"
    with pytest.raises(ValueError, match="cannot be negative"):
        Price(-1, Currency.MC)


def test_paying_gives_change_and_refuses_too_little_money() -> None:
    assert pay(Purse(mo=1), parse_coins("3 mp")) == Purse(mp=7)
    with pytest.raises(RuleViolation) as info:
        pay(Purse(mp=5), parse_coins("1 mo"))
    assert str(info.value) == (
        "Not enough money: the price is 1 mo and the purse holds 5 mp (5 mp short)."
    )


@pytest.mark.parametrize(("die", "gold"), [(1, 10), (7, 70), (10, 100)])
def test_manual_starting_money_1d10_times_10_mo(die: int, gold: int) -> None:
    start = roll_starting_money(ScriptedRng(die))
    assert start.gold == gold
    assert start.purse == Purse(mo=gold)


def test_starting_money_d10_does_not_explode() -> None:
    rng = ScriptedRng(10, 10)
    assert roll_starting_money(rng).gold == 100
    assert rng.faces == [10]


@pytest.mark.parametrize(
    ("die", "social_class", "income"),
    [
        (1, SocialClass.CAMPESINO, 1),
        (2, SocialClass.CAMPESINO, 1),
        (3, SocialClass.SOLDADO, 10),
        (4, SocialClass.SOLDADO, 10),
        (5, SocialClass.ARTESANO, 20),
        (6, SocialClass.ARTESANO, 20),
        (7, SocialClass.BURGUES, 100),
        (8, SocialClass.BURGUES, 100),
        (9, SocialClass.IGLESIA, 50),
        (10, SocialClass.NOBLEZA, 200),
    ],
)
def test_manual_social_class_by_1d10_with_monthly_income(
    die: int, social_class: SocialClass, income: int
) -> None:
    assert social_class_for_die(die) is social_class
    assert SOCIAL_CLASS_INCOME_MO[social_class] == income


@pytest.mark.parametrize(
    ("text", "social_class"),
    [
        ("Campesino", SocialClass.CAMPESINO),
        ("Burgués", SocialClass.BURGUES),
        ("burgues", SocialClass.BURGUES),
        (" NOBLEZA ", SocialClass.NOBLEZA),
    ],
)
def test_social_class_by_name_as_the_manual_writes_it(
    text: str, social_class: SocialClass
) -> None:
    assert parse_social_class(text) is social_class


def test_unknown_social_class_names_the_classes() -> None:
    with pytest.raises(ValueError, match="'Pirata' is not a social class; the classes are "
                                         "campesino, soldado, artesano, burgues, iglesia, nobleza"):
        parse_social_class("Pirata")


def test_social_class_die_out_of_range() -> None:
    with pytest.raises(ValueError, match="1 to 10"):
        social_class_for_die(11)
