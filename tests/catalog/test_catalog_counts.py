"""The catalog holds every line of every table of the manual seed: counts per table and list."""

from __future__ import annotations

from collections import Counter

import pytest

from ryf_desktop.catalog import Catalog, Era, ItemCategory, load_catalog
from tests.catalog.catalog_helpers import medieval_money


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


def test_bestiary_has_17_creatures(catalog: Catalog) -> None:
    assert len(catalog.monsters) == 17


@pytest.mark.parametrize(("era", "count"), [("actual", 9), ("futuro", 4), ("medieval", 19)])
def test_weapon_tables_counts(catalog: Catalog, era: str, count: int) -> None:
    assert sum(weapon.era == era for weapon in catalog.weapons) == count


def test_weapons_total_32(catalog: Catalog) -> None:
    assert len(catalog.weapons) == 9 + 4 + 19


@pytest.mark.parametrize(("era", "count"), [("medieval", 3), ("futuro", 3)])
def test_armour_tables_counts(catalog: Catalog, era: str, count: int) -> None:
    assert sum(armor.era == era for armor in catalog.armors) == count
    assert len(catalog.armors) == 6


def test_medieval_shields_count(catalog: Catalog) -> None:
    assert [shield.era for shield in catalog.shields] == [Era.MEDIEVAL] * 3


def test_equipment_lists_counts(catalog: Catalog) -> None:
    # 5 + 6 + 8 + 19 + 5 + 6 = 49 bullets, as issue 4 says; each one is checked line by line against
    # the seed in test_catalog_transcription.py.
    assert Counter(item.category for item in catalog.items) == {
        ItemCategory.WEAPON_EXTRAS: 5,
        ItemCategory.CLOTHING: 6,
        ItemCategory.ANIMALS: 8,
        ItemCategory.MISCELLANY: 19,
        ItemCategory.INSTRUMENTS: 5,
        ItemCategory.VEHICLES: 6,
    }
    assert len(catalog.items) == 49


def test_money_has_six_social_classes_and_three_exchange_lines(catalog: Catalog) -> None:
    money = medieval_money(catalog)
    assert len(money.social_classes) == 6
    assert len(money.exchange) == 3
