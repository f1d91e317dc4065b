"""The catalog's own parsers: every form the manual writes, and clear errors for what they cannot
read. Prices and ranges are read by the rules engine: tests/rules/test_money.py and
tests/rules/test_attacks.py test them."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ryf_desktop.catalog.damage import DamageForm, parse_damage
from ryf_desktop.catalog.dice_text import check_dice_expression
from ryf_desktop.catalog.errors import CatalogTextError
from ryf_desktop.catalog.money import (
    check_exchange,
    parse_exchange,
    parse_roll_band,
    parse_starting_money,
)
from ryf_desktop.catalog.monster_texts import parse_pv, parse_special
from ryf_desktop.catalog.names import parse_written_name
from ryf_desktop.catalog.requirements import parse_requirement
from ryf_desktop.rules.attacks import RangeBand
from ryf_desktop.rules.character import Attribute
from ryf_desktop.rules.money import Currency
from tests.catalog.catalog_helpers import damage_expressions

# --- dice expressions -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["2d6", "1d6+2", "3d6+2", "2d6+1", "5d10", "d6", "2D6 + 1", "47+1d6"]
)
def test_dice_expressions_accepted(text: str) -> None:
    assert check_dice_expression(text) == text.strip()


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "does not read"),
        ("2dx6", "does not read"),
        ("2d6+", "does not read"),
        ("2d1", "does not read"),
        ("0d6", "does not read"),
        ("2d6 3", "does not read"),
        ("7", "no dice"),
        ("10+2", "no dice"),
        ("1o3d10", "1o3d10 belongs to checks"),
        ("2d6+1o3d10", "1o3d10 belongs to checks"),
        ("-2d6", "cannot start with '-'"),
    ],
)
def test_dice_expressions_refused(text: str, reason: str) -> None:
    with pytest.raises(CatalogTextError, match=reason):
        check_dice_expression(text)


# --- damage -----------------------------------------------------------------------------------


def test_damage_single() -> None:
    damage = parse_damage("1d6+3")
    assert (damage.form, damage.base, damage_expressions(damage)) == (
        DamageForm.SINGLE,
        "1d6+3",
        ("1d6+3",),
    )
    assert not damage.reload
    assert damage.requirement is None
    assert (damage.by_grip, damage.by_band, damage.by_ammunition) == (None, None, ())
    assert damage.for_band(RangeBand.LARGA) == "1d6+3"


def test_damage_by_grip_in_either_order() -> None:
    damage = parse_damage("2d6+1(2M)/2d6(1M)")
    assert damage.by_grip is not None
    assert (damage.by_grip.one_handed, damage.by_grip.two_handed) == ("2d6", "2d6+1")
    assert damage.base == "2d6"


def test_damage_with_reload_note() -> None:
    damage = parse_damage("2d6+2 (con recarga)")
    assert (damage.form, damage.base, damage.reload) == (DamageForm.SINGLE, "2d6+2", True)


def test_damage_with_requirement_note() -> None:
    damage = parse_damage("2d6+2 (req. Físico 9)")
    assert damage.requirement is not None
    assert (damage.requirement.attribute, damage.requirement.value) == (Attribute.FISICO, 9)
    assert damage.requirement.written == "req. Físico 9"


def test_damage_by_band_with_missing_bands() -> None:
    damage = parse_damage("3d6+2/2d6/- (con recarga)")
    assert (damage.form, damage.base, damage.reload) == (DamageForm.BY_BAND, "3d6+2", True)
    assert damage.by_band == ("3d6+2", "2d6", None)
    assert damage_expressions(damage) == ("3d6+2", "2d6")
    assert damage.for_band(RangeBand.BOCAJARRO) == "3d6+2"
    assert damage.for_band(RangeBand.LARGA) is None


def test_damage_by_ammunition_with_a_space_before_the_name() -> None:
    damage = parse_damage("1d6+1/1d6+2 (plomo)")
    assert damage.form is DamageForm.BY_AMMUNITION
    assert [(o.ammunition, o.expression) for o in damage.by_ammunition] == [
        ("normal", "1d6+1"), ("plomo", "1d6+2"),
    ]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("2d6(1M)/2d6+1(3M)", "exactly one '\\(1M\\)' and one '\\(2M\\)'"),
        ("2d6(1M)/2d6+1(1M)", "exactly one '\\(1M\\)'"),
        ("2d6(1M)", "needs a second damage"),
        ("2d6/2d6+1", "2 damages without marks"),
        ("-", "cannot hit"),
        ("-/-/-", "could never hit"),
        ("2d6 (con recarga) (con recarga)", "written twice"),
        ("2d6 (req. Fuerza 9)", "not an attribute"),
        ("2d6(plomo)/-", "cannot hit"),
        ("2dd6", "does not read"),
        ("3d6+2/2dd6/-", "does not read"),
        ("1d6/1d6(plomo)/1d6", "only one damage may leave"),
        ("1d6(piedra)/1d6+1(Piedra)", "named twice"),
        ("2d6()", "empty brackets"),
    ],
)
def test_damage_refused_with_reason(text: str, reason: str) -> None:
    with pytest.raises(CatalogTextError, match=reason) as caught:
        parse_damage(text)
    assert repr(text) in str(caught.value)


@given(count=st.integers(1, 9), faces=st.sampled_from([4, 6, 8, 10, 12]), bonus=st.integers(0, 9))
def test_damage_single_keeps_the_expression(count: int, faces: int, bonus: int) -> None:
    text = f"{count}d{faces}" + (f"+{bonus}" if bonus else "")
    assert parse_damage(text).base == text


# --- names and requirements ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "two_handed", "mark", "requirement"),
    [
        ("Mandoble (2M)", "Mandoble", True, "", None),
        ("Escopeta recortada*", "Escopeta recortada", False, "*", None),
        ("Maza*", "Maza", False, "*", None),
        ("Placas (req. Físico 8)", "Placas", False, "", (Attribute.FISICO, 8)),
        ("Cota Mallas (req. Físico 7)", "Cota Mallas", False, "", (Attribute.FISICO, 7)),
        ("Lanza pesada (a caballo)", "Lanza pesada (a caballo)", False, "", None),
        ("Arco largo (2m)**", "Arco largo", True, "**", None),
        ("Espada larga", "Espada larga", False, "", None),
    ],
)
def test_written_names(
    text: str, name: str, two_handed: bool, mark: str, requirement: tuple[Attribute, int] | None
) -> None:
    parsed = parse_written_name(text)
    assert (parsed.written, parsed.name, parsed.two_handed, parsed.mark) == (
        text,
        name,
        two_handed,
        mark,
    )
    found = (
        None
        if parsed.requirement is None
        else (parsed.requirement.attribute, parsed.requirement.value)
    )
    assert found == requirement


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Ma*za", "end of the name"),
        ("(2M)", "name is empty"),
        ("Arco (2M) (2M)", "twice"),
        ("Arco (largo", "pair up"),
        ("Placas (req. Fuerza 8)", "not an attribute"),
    ],
)
def test_written_names_refused(text: str, reason: str) -> None:
    with pytest.raises(CatalogTextError, match=reason):
        parse_written_name(text)


@pytest.mark.parametrize(
    ("text", "attribute", "value"),
    [
        ("req. Físico 9", Attribute.FISICO, 9),
        ("req. fisico 9", Attribute.FISICO, 9),
        ("Req Destreza 8", Attribute.DESTREZA, 8),
        ("req. Percepción 6", Attribute.PERCEPCION, 6),
        ("req. INTELIGENCIA 7", Attribute.INTELIGENCIA, 7),
    ],
)
def test_requirements(text: str, attribute: Attribute, value: int) -> None:
    requirement = parse_requirement(text)
    assert (requirement.attribute, requirement.value) == (attribute, value)


def test_an_unknown_attribute_is_refused_naming_the_four_in_spanish() -> None:
    with pytest.raises(CatalogTextError) as caught:
        parse_requirement("req. Fuerza 9")
    assert str(caught.value) == (
        "cannot read 'req. Fuerza 9': 'Fuerza' is not an attribute; "
        "use one of Físico, Destreza, Inteligencia, Percepción"
    )


@pytest.mark.parametrize("text", ["req. Físico", "Físico 9", "req. 9"])
def test_requirements_refused(text: str) -> None:
    with pytest.raises(CatalogTextError, match=r"req\. <attribute> <number>"):
        parse_requirement(text)


# --- bestiary texts ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "flat", "dice"),
    [
        ("47+1d6", 47, "1d6"),
        ("100+5d10", 100, "5d10"),
        ("70 + 2d10", 70, "2d10"),
        ("30", 30, None),
        ("2d10+5", 0, "2d10+5"),
    ],
)
def test_pv_formula(text: str, flat: int, dice: str | None) -> None:
    formula = parse_pv(text)
    assert (formula.flat, formula.dice) == (flat, dice)


def test_pv_formula_prints_back() -> None:
    assert str(parse_pv("47+1d6")) == "47+1d6"
    assert str(parse_pv("30")) == "30"


@pytest.mark.parametrize("text", ["", "0", "47+", "47+3", "cuarenta", "47+1x6"])
def test_pv_formula_refused(text: str) -> None:
    with pytest.raises(CatalogTextError, match="PV"):
        parse_pv(text)


@pytest.mark.parametrize(
    ("text", "numbers"),
    [("", ()), ("1", (1,)), ("4 y 5", (4, 5)), ("4, 5", (4, 5)), ("3 y 4", (3, 4))],
)
def test_special_numbers(text: str, numbers: tuple[int, ...]) -> None:
    assert parse_special(text) == numbers


@pytest.mark.parametrize("text", ["vuela", "4 y", "4 o 5"])
def test_special_numbers_refused(text: str) -> None:
    with pytest.raises(CatalogTextError, match=r"Esp\."):
        parse_special(text)


# --- money texts ------------------------------------------------------------------------------

LINES = (
    "1 moneda de oro (mo) = 10 monedas de plata (mp)",
    "1 moneda de plata (mp) = 10 monedas de cobre (mc)",
    "1 moneda de oro (mo) = 100 monedas de cobre (mc)",
)


def test_exchange_lines() -> None:
    rates = tuple(parse_exchange(line) for line in LINES)
    assert (rates[0].left_name, rates[0].right_name) == ("moneda de oro", "monedas de plata")
    check_exchange(rates)


def test_exchange_line_that_disagrees_with_the_rules() -> None:
    rate = parse_exchange("1 moneda de oro (mo) = 12 monedas de plata (mp)")
    with pytest.raises(ValueError, match="1 mo = 10 mp = 100 mc"):
        check_exchange((rate,))


@pytest.mark.parametrize(
    "text", ["1 moneda de oro = 10 monedas de plata", "1 dólar ($) = 10 monedas de plata (mp)"]
)
def test_exchange_line_refused(text: str) -> None:
    with pytest.raises(CatalogTextError):
        parse_exchange(text)


def test_starting_money() -> None:
    rates = tuple(parse_exchange(line) for line in LINES)
    start = parse_starting_money("1d10x10 monedas de oro", rates)
    assert (start.dice, start.multiplier, start.currency) == ("1d10", 10, Currency.MO)
    assert parse_starting_money("2d10 x 5 mp", rates).currency is Currency.MP
    with pytest.raises(CatalogTextError, match="not a coin"):
        parse_starting_money("1d10x10 monedas de hierro", rates)
    with pytest.raises(CatalogTextError, match="starting money reads"):
        parse_starting_money("cien monedas", rates)


@pytest.mark.parametrize(
    ("text", "band"), [("1-2", (1, 2)), ("9", (9, 9)), ("10", (10, 10)), ("7 – 8", (7, 8))]
)
def test_roll_bands(text: str, band: tuple[int, int]) -> None:
    assert parse_roll_band(text) == band


@pytest.mark.parametrize("text", ["", "2-1", "uno", "1-2-3"])
def test_roll_bands_refused(text: str) -> None:
    with pytest.raises(CatalogTextError):
        parse_roll_band(text)
