"""Spot checks of every parsed form against the manual seed's tables."""

from __future__ import annotations

import dataclasses

import pytest

from ryf_desktop.catalog import (
    Attribute,
    Catalog,
    Currency,
    DamageForm,
    Era,
    ItemCategory,
    RangeBand,
    Ranges,
    SocialClass,
    Weapon,
    load_catalog,
)
from ryf_desktop.catalog.damage import GripDamage
from ryf_desktop.rules.money import (
    COPPER_PER_GOLD,
    SOCIAL_CLASS_INCOME_MO,
    Price,
    parse_price,
    social_class_for_die,
)
from ryf_desktop.rules.skills import Setting
from tests.catalog.catalog_helpers import medieval_money


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


def weapon(catalog: Catalog, era: str, name: str) -> Weapon:
    found = [w for w in catalog.weapons if w.era == era and w.name == name]
    assert len(found) == 1, f"{name} ({era}) found {len(found)} times"
    return found[0]


def test_load_catalog_is_cached() -> None:
    assert load_catalog() is load_catalog()


def test_entries_are_frozen(catalog: Catalog) -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        catalog.monsters[0].name = "Otro"  # type: ignore[misc]


def test_espada_larga_damage_by_grip(catalog: Catalog) -> None:
    espada = weapon(catalog, "medieval", "Espada larga")
    assert espada.damage == "2d6(1M)/2d6+1(2M)"
    assert espada.parsed_damage.form is DamageForm.BY_GRIP
    assert espada.parsed_damage.by_grip == GripDamage("2d6", "2d6+1")
    assert espada.parsed_damage.base == "2d6"
    assert not espada.two_handed  # may be used with one hand or two
    assert espada.ranges is None
    assert espada.range_written == "n/a"
    assert (espada.price.amount, espada.price.currency, espada.price.copper) == (10, "mo", 1000)


def test_escopeta_recortada_bands_and_reload(catalog: Catalog) -> None:
    escopeta = weapon(catalog, "actual", "Escopeta recortada")
    assert escopeta.written_name == "Escopeta recortada*"
    assert escopeta.damage == "3d6+2/2d6/-"
    damage = escopeta.parsed_damage
    assert damage.form is DamageForm.BY_BAND
    assert damage.by_band == ("3d6+2", "2d6", None)
    assert damage.for_band(RangeBand.CORTA) == "3d6+2"
    assert damage.for_band(RangeBand.MEDIA) == "2d6"
    assert damage.for_band(RangeBand.LARGA) is None  # "-": cannot hit
    assert escopeta.ranges == Ranges(10, 25, None)
    assert escopeta.range_written == "10m/25m/-"
    # The "*" of the actual table means reload, not armour-ignoring.
    assert escopeta.reload
    assert not escopeta.ignores_armour
    assert escopeta.notes == ("Tarda un turno en recargar tras cada disparo",)
    assert (escopeta.price.amount, escopeta.price.currency, escopeta.price.copper) == (
        400,
        "$",
        None,
    )


def test_honda_damage_by_ammunition(catalog: Catalog) -> None:
    honda = weapon(catalog, "medieval", "Honda")
    damage = honda.parsed_damage
    assert damage.form is DamageForm.BY_AMMUNITION
    assert damage.base == "1d6+1"
    assert [(o.ammunition, o.expression) for o in damage.by_ammunition] == [
        ("normal", "1d6+1"),
        ("plomo", "1d6+2"),
    ]
    assert honda.ranges == Ranges(10, 20, 40)
    assert honda.price.copper == 10


def test_mandoble_requirement_and_two_hands(catalog: Catalog) -> None:
    mandoble = weapon(catalog, "medieval", "Mandoble")
    assert mandoble.written_name == "Mandoble (2M)"
    assert mandoble.damage == "2d6+2 (req. Físico 9)"
    assert mandoble.parsed_damage.base == "2d6+2"
    assert mandoble.requirement is not None
    assert (mandoble.requirement.attribute, mandoble.requirement.value) == (Attribute.FISICO, 9)
    assert mandoble.requirement.attribute == "fisico"
    assert not mandoble.requirement.met_by(8)
    assert mandoble.requirement.met_by(9)
    assert mandoble.two_handed
    assert mandoble.notes == ("Las armas necesitan ser usadas a dos manos",)


def test_only_maza_and_mangual_ignore_armour(catalog: Catalog) -> None:
    ignoring = {(w.era, w.name) for w in catalog.weapons if w.ignores_armour}
    assert ignoring == {("medieval", "Maza"), ("medieval", "Mangual")}
    maza = weapon(catalog, "medieval", "Maza")
    assert maza.written_name == "Maza*"
    assert maza.parsed_damage.base == "1d6+3"
    assert maza.notes == ("Las armaduras no absorben daño de este tipo de armas",)
    assert not maza.reload


def test_ballesta_reload_and_two_hands(catalog: Catalog) -> None:
    ballesta = weapon(catalog, "medieval", "Ballesta")
    assert ballesta.written_name == "Ballesta (2M)"
    assert ballesta.damage == "2d6+2 (con recarga)"
    assert ballesta.parsed_damage.base == "2d6+2"
    assert ballesta.reload
    assert ballesta.two_handed
    assert ballesta.ranges == Ranges(15, 30, 60)
    assert not weapon(catalog, "actual", "Ballesta ligera").reload


def test_only_ballesta_and_escopeta_reload(catalog: Catalog) -> None:
    reloading = {(w.era, w.name) for w in catalog.weapons if w.reload}
    assert reloading == {("medieval", "Ballesta"), ("actual", "Escopeta recortada")}


def test_two_handed_weapons_are_the_2m_ones(catalog: Catalog) -> None:
    two_handed = {w.name for w in catalog.weapons if w.two_handed}
    assert two_handed == {"Arco corto", "Arco largo", "Ballesta", "Hacha de combate", "Mandoble"}


def test_lanza_pesada_keeps_its_bracket(catalog: Catalog) -> None:
    lanza = weapon(catalog, "medieval", "Lanza pesada (a caballo)")
    assert lanza.parsed_damage.base == "3d6"
    assert not lanza.two_handed


def test_ranges_written_three_ways(catalog: Catalog) -> None:
    assert weapon(catalog, "actual", "Arco de precisión").ranges == Ranges(25, 50, 100)
    assert weapon(catalog, "futuro", "Arco de precisión").ranges == Ranges(25, 50, 100)
    assert weapon(catalog, "medieval", "Arco corto").ranges == Ranges(15, 30, 60)
    assert weapon(catalog, "medieval", "Daga").ranges == Ranges(3, 6, 9)
    assert weapon(catalog, "futuro", "Pistola láser").price.amount == 2000
    assert weapon(catalog, "futuro", "Pistola láser").price.currency is Currency.CREDIT


def test_placas_requirement_and_price_in_copper(catalog: Catalog) -> None:
    placas = next(a for a in catalog.armors if a.name == "Placas")
    assert placas.written_name == "Placas (req. Físico 8)"
    assert placas.era is Era.MEDIEVAL
    assert (placas.absorption, placas.encumbrance) == (6, 3)
    assert placas.requirement is not None
    assert (placas.requirement.attribute, placas.requirement.value) == ("fisico", 8)
    assert (placas.price.amount, placas.price.currency) == (750, Currency.MO)
    assert placas.price.copper == 75000


def test_armour_without_requirement(catalog: Catalog) -> None:
    ligera = next(a for a in catalog.armors if a.name == "Ligera")
    assert ligera.requirement is None
    assert ligera.price.copper == 700
    exo = next(a for a in catalog.armors if a.name == "Exoesqueleto")
    assert (exo.era, exo.absorption, exo.encumbrance, exo.price.written) == (
        "futuro",
        6,
        3,
        "750 cr",
    )
    assert exo.price.copper is None


def test_shields(catalog: Catalog) -> None:
    rows = [(s.name, s.defense, s.cover, s.encumbrance, s.price.copper) for s in catalog.shields]
    assert rows == [
        ("Pequeño", 1, 2, 0, 200),
        ("Mediano", 2, 4, 1, 800),
        ("Grande", 3, 6, 2, 2000),
    ]


def test_dragon_grande_pv_and_special(catalog: Catalog) -> None:
    dragon = next(m for m in catalog.monsters if m.name == "Dragón Grande")
    assert dragon.pv == "100+5d10"
    assert (dragon.pv_formula.flat, dragon.pv_formula.dice) == (100, "5d10")
    assert dragon.special == "4 y 5"
    assert dragon.special_numbers == (4, 5)
    assert (dragon.initiative, dragon.attack, dragon.defense, dragon.absorption) == (10, 19, 20, 5)
    assert dragon.damage == "3d6"


def test_goblin_stats(catalog: Catalog) -> None:
    goblin = next(m for m in catalog.monsters if m.name == "Goblin")
    assert goblin.pv == "10+1d6"
    assert (goblin.pv_formula.flat, goblin.pv_formula.dice) == (10, "1d6")
    assert (goblin.initiative, goblin.attack, goblin.defense, goblin.absorption) == (15, 14, 16, 0)
    assert goblin.damage == "1d6+2"
    assert goblin.special == ""
    assert goblin.special_numbers == ()
    assert goblin.era is Era.MEDIEVAL


def test_special_numbers_of_the_bestiary(catalog: Catalog) -> None:
    specials = {m.name: m.special_numbers for m in catalog.monsters if m.special}
    assert specials == {
        "Dragón Grande": (4, 5),
        "Dragón Pequeño": (4, 6),
        "Gárgola": (3, 4),
        "Liche": (1,),
        "Lord Liche": (2,),
        "Troll": (3,),
    }


def test_items_prices_names_and_notes(catalog: Catalog) -> None:
    by_name = {item.name: item for item in catalog.items}
    veneno = by_name["Veneno para armas (daño+2, 1 uso)"]
    assert (veneno.category, veneno.category_title, veneno.price.copper) == (
        ItemCategory.WEAPON_EXTRAS,
        "Armas",
        100,
    )
    assert by_name["Vaina sencilla"].price.written == "1mp"
    assert by_name["Vaina sencilla"].price.copper == 10
    assert by_name["Antorcha"].price.copper == 1
    assert by_name["Halcón adiestrado"].price.copper == 100000
    assert by_name["Muda noble"].notes == (
        "Si se dobla el precio, la ropa será de mucha calidad y más vistosa."
    )
    assert by_name["Laúd"].notes == ""
    assert by_name["Barco medio (20 personas)"].category is ItemCategory.VEHICLES


def test_starting_money_and_exchange(catalog: Catalog) -> None:
    money = medieval_money(catalog)
    start = money.starting_money
    assert (start.written, start.dice, start.multiplier, start.currency) == (
        "1d10x10 monedas de oro",
        "1d10",
        10,
        Currency.MO,
    )
    assert [(r.left_amount, r.left, r.right_amount, r.right) for r in money.exchange] == [
        (1, "mo", 10, "mp"),
        (1, "mp", 10, "mc"),
        (1, "mo", 100, "mc"),
    ]


def test_social_classes_by_roll_and_income(catalog: Catalog) -> None:
    money = medieval_money(catalog)
    by_roll = [row.name for roll in range(1, 11) for row in money.social_classes
               if row.covers(roll)]
    assert by_roll == [
        "Campesino",
        "Campesino",
        "Soldado",
        "Soldado",
        "Artesano",
        "Artesano",
        "Burgués",
        "Burgués",
        "Iglesia",
        "Nobleza",
    ]
    incomes = {c.name: c.monthly_income.amount for c in money.social_classes}
    assert incomes == {
        "Campesino": 1,
        "Soldado": 10,
        "Artesano": 20,
        "Burgués": 100,
        "Iglesia": 50,
        "Nobleza": 200,
    }
    assert all(c.monthly_income.currency is Currency.MO for c in money.social_classes)
    assert not any(row.covers(11) for row in money.social_classes)


def test_social_class_table_agrees_with_the_rules(catalog: Catalog) -> None:
    """The catalog shows the manual's table; the rules roll by RULES.md §9: they must agree."""
    money = medieval_money(catalog)
    assert [row.social_class for row in money.social_classes] == list(SocialClass)
    for roll in range(1, 11):
        (row,) = [row for row in money.social_classes if row.covers(roll)]
        assert row.social_class is social_class_for_die(roll)
    for row in money.social_classes:
        income = SOCIAL_CLASS_INCOME_MO[row.social_class] * COPPER_PER_GOLD
        assert row.monthly_income.copper == income, row.name


def test_entries_hold_the_rules_types(catalog: Catalog) -> None:
    """One Price, one Ranges, one setting enum: the catalog builds on the rules' own."""
    honda = weapon(catalog, "medieval", "Honda")
    assert honda.price == parse_price("1 mp") == Price(1, Currency.MP)
    assert honda.ranges is not None
    assert honda.ranges.for_band(RangeBand.LARGA) == 40
    assert honda.era is Setting.MEDIEVAL
    assert medieval_money(catalog).era is Setting.MEDIEVAL
