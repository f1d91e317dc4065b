"""Every damage text and every equipment price of the catalog parses (read from the raw files)."""

from __future__ import annotations

import tomllib
from typing import Any

import pytest

from ryf_desktop.catalog import Armor, Currency, Item, Shield, Weapon, load_catalog
from ryf_desktop.catalog.damage import parse_damage
from ryf_desktop.catalog.dice_text import check_dice_expression
from ryf_desktop.paths import resource_path
from ryf_desktop.rules.dice import parse
from ryf_desktop.rules.money import parse_price
from tests.catalog.catalog_helpers import damage_expressions


def raw(file: str) -> dict[str, Any]:
    return tomllib.loads(resource_path("catalog", file).read_text(encoding="utf-8"))


WEAPON_ROWS = [(era, row) for era, table in raw("weapons.toml").items() for row in table["weapons"]]
ITEM_ROWS = [
    row
    for table in raw("equipment.toml").values()
    for item_list in table["lists"]
    for row in item_list["items"]
]


@pytest.mark.parametrize(
    ("era", "row"), WEAPON_ROWS, ids=[f"{e}-{r['name']}" for e, r in WEAPON_ROWS]
)
def test_every_weapon_damage_text_parses(era: str, row: dict[str, Any]) -> None:
    damage = parse_damage(row["damage"])
    assert damage.written == row["damage"]
    assert damage_expressions(damage)
    for expression in damage_expressions(damage):
        assert check_dice_expression(expression) == expression


@pytest.mark.parametrize("row", ITEM_ROWS, ids=[row["name"] for row in ITEM_ROWS])
def test_every_equipment_price_parses(row: dict[str, Any]) -> None:
    price = parse_price(row["price"])
    assert price.amount > 0
    assert price.currency in {Currency.MO, Currency.MP, Currency.MC}
    assert price.copper is not None and price.copper >= price.amount


def test_every_price_of_the_catalog_is_in_its_eras_currency() -> None:
    catalog = load_catalog()
    expected = {
        "actual": {Currency.DOLLAR},
        "futuro": {Currency.CREDIT},
        "medieval": {Currency.MO, Currency.MP, Currency.MC},
    }
    priced: list[Weapon | Armor | Shield | Item] = [
        *catalog.weapons,
        *catalog.armors,
        *catalog.shields,
        *catalog.items,
    ]
    for entry in priced:
        assert entry.price.currency in expected[entry.era], entry


def test_monster_pv_and_damage_are_dice() -> None:
    for monster in load_catalog().monsters:
        assert monster.pv_formula.flat > 0
        assert monster.pv_formula.dice is not None
        assert str(monster.pv_formula) == monster.pv
        assert check_dice_expression(monster.damage) == monster.damage


def test_the_rules_engine_reads_every_dice_text_of_the_catalog() -> None:
    catalog = load_catalog()
    texts = [text for w in catalog.weapons for text in damage_expressions(w.parsed_damage)]
    texts += [monster.damage for monster in catalog.monsters]
    texts += [monster.pv for monster in catalog.monsters]
    texts += [money.starting_money.dice for money in catalog.money]
    assert len(texts) == 37 + 17 + 17 + 1  # 32 weapons, 5 of them with two damages
    for text in texts:
        expression = parse(text)
        assert expression.min_total() >= 1, text
        assert str(expression) == text  # the manual already writes them in the engine's normal form
