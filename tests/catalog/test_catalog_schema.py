"""The catalog files' schema: shipped files pass; damaged copies fail naming file, entry, key."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ryf_desktop.catalog import CatalogError, SchemaError, load_catalog_from
from ryf_desktop.catalog.schema import SCHEMAS, read_catalog_file, validate_document
from ryf_desktop.paths import resource_path

CATALOG_DIR = resource_path("catalog")


def damaged_copy(tmp_path: Path, file: str, old: str, new: str) -> Path:
    """A copy of the shipped catalog with one text of one file replaced."""
    target = tmp_path / "catalog"
    shutil.copytree(CATALOG_DIR, target)
    path = target / file
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} must occur once in {file}"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return target


def test_the_catalog_folder_holds_exactly_the_schema_files() -> None:
    assert sorted(path.name for path in CATALOG_DIR.glob("*.toml")) == sorted(SCHEMAS)


@pytest.mark.parametrize("file", sorted(SCHEMAS))
def test_every_shipped_file_passes_its_schema(file: str) -> None:
    document = read_catalog_file(CATALOG_DIR / file)
    assert document


def test_missing_key_is_named(tmp_path: Path) -> None:
    folder = damaged_copy(
        tmp_path, "weapons.toml", 'range = "15/30/60m",  price = "1mo" }', 'range = "15/30/60m" }'
    )
    with pytest.raises(SchemaError) as caught:
        read_catalog_file(folder / "weapons.toml")
    error = caught.value
    assert (error.file, error.entry, error.key) == (
        "weapons.toml",
        "medieval.weapons row 1 'Arco corto (2M)'",
        "price",
    )
    message = str(error)
    assert message.startswith(
        "weapons.toml, entry medieval.weapons row 1 'Arco corto (2M)', key 'price'"
    )
    assert "missing" in message


def test_wrong_type_is_named(tmp_path: Path) -> None:
    folder = damaged_copy(
        tmp_path,
        "bestiary.toml",
        'pv = "10+1d6",   initiative = 15',
        'pv = "10+1d6",   initiative = "15"',
    )
    with pytest.raises(SchemaError) as caught:
        load_catalog_from(folder)
    message = str(caught.value)
    assert "bestiary.toml" in message
    assert "'Goblin'" in message
    assert "key 'initiative'" in message
    assert "must be a whole number (no quotes), found a text ('15')" in message


def test_unknown_key_is_named(tmp_path: Path) -> None:
    folder = damaged_copy(
        tmp_path,
        "shields.toml",
        'encumbrance = 1, price = "8 mo"',
        'encumbrance = 1, weight = 3, price = "8 mo"',
    )
    with pytest.raises(SchemaError) as caught:
        read_catalog_file(folder / "shields.toml")
    error = caught.value
    assert (error.file, error.entry, error.key) == (
        "shields.toml",
        "medieval.shields row 2 'Mediano'",
        "weight",
    )
    assert "unknown key" in str(error)
    assert "name, defense, cover, encumbrance, price" in str(error)


def test_boolean_is_not_a_number(tmp_path: Path) -> None:
    folder = damaged_copy(
        tmp_path,
        "armour.toml",
        'absorption = 2, encumbrance = 1, price = "7 mo"',
        'absorption = true, encumbrance = 1, price = "7 mo"',
    )
    with pytest.raises(
        SchemaError, match=r"key 'absorption': must be a whole number .*found true/false"
    ):
        read_catalog_file(folder / "armour.toml")


def test_value_outside_choices(tmp_path: Path) -> None:
    folder = damaged_copy(tmp_path, "equipment.toml", 'category = "animals"', 'category = "beasts"')
    with pytest.raises(SchemaError, match="key 'category': must be one of weapon_extras, clothing"):
        read_catalog_file(folder / "equipment.toml")


def test_negative_absorption_refused(tmp_path: Path) -> None:
    folder = damaged_copy(
        tmp_path, "bestiary.toml", "defense = 12, absorption = 1", "defense = 12, absorption = -1"
    )
    with pytest.raises(SchemaError, match="'Troll', key 'absorption': must be at least 0"):
        read_catalog_file(folder / "bestiary.toml")


def test_every_problem_is_listed(tmp_path: Path) -> None:
    document = {
        "medieval": {
            "title": "Escudos Medieval",
            "shields": [
                {"name": "Pequeño", "defense": "+1", "cover": 2, "encumbrance": 0, "price": "2 mo"},
                {"name": "Mediano", "cover": 4, "encumbrance": 1, "price": 8, "colour": "red"},
            ],
        },
        "renacimiento": {},
    }
    with pytest.raises(SchemaError) as caught:
        validate_document("shields.toml", document)
    found = {(p.entry, p.key) for p in caught.value.problems}
    assert found == {
        ("top level", "renacimiento"),
        ("medieval.shields row 1 'Pequeño'", "defense"),
        ("medieval.shields row 2 'Mediano'", "defense"),
        ("medieval.shields row 2 'Mediano'", "price"),
        ("medieval.shields row 2 'Mediano'", "colour"),
    }
    assert "(and 4 more:)" in str(caught.value)


def test_empty_file_is_refused() -> None:
    with pytest.raises(SchemaError, match="empty; add at least one of actual, futuro, medieval"):
        validate_document("money.toml", {})


def test_list_of_texts_checks_each_row() -> None:
    document = {
        "medieval": {
            "title": "Dinero",
            "starting_money": {"rule": "1d10x10 mo", "condition": ""},
            "exchange": {"lines": ["1 moneda de oro (mo) = 10 monedas de plata (mp)", 10]},
            "social_classes": {
                "die": "1d10",
                "classes": [{"name": "Todos", "monthly_income": "1 mo", "roll": "1-10"}],
            },
        }
    }
    with pytest.raises(SchemaError) as caught:
        validate_document("money.toml", document)
    assert str(caught.value) == (
        "money.toml, entry medieval.exchange.lines row 2: "
        "must be a text in quotes, found a whole number (10)"
    )


def test_toml_syntax_error_names_the_file(tmp_path: Path) -> None:
    folder = damaged_copy(
        tmp_path, "armour.toml", 'title = "Armaduras Futuro"', 'title = "Armaduras Futuro'
    )
    with pytest.raises(CatalogError, match=r"^armour.toml: not valid TOML: .*line"):
        load_catalog_from(folder)


def test_unknown_file_name_refused(tmp_path: Path) -> None:
    path = tmp_path / "spells.toml"
    path.write_text("", encoding="utf-8")
    with pytest.raises(CatalogError, match="not a catalog file"):
        read_catalog_file(path)


# --- texts that pass the schema but do not parse: the loader refuses them, naming where ---------


@pytest.mark.parametrize(
    ("file", "old", "new", "entry", "key"),
    [
        (
            "weapons.toml",
            '"Espada larga",             damage = "2d6(1M)/2d6+1(2M)"',
            '"Espada larga",             damage = "2d6(1M)/2d6+1(3M)"',
            "medieval.weapons row 9 'Espada larga'",
            "damage",
        ),
        (
            "weapons.toml",
            'range = "10m/25m/-"',
            'range = "10m/-/25m"',
            "actual.weapons row 7 'Escopeta recortada*'",
            "range",
        ),
        (
            "weapons.toml",
            'price = "2000 cr"',
            'price = "2000 créditos"',
            "futuro.weapons row 4 'Pistola láser'",
            "price",
        ),
        (
            "weapons.toml",
            '"Pistola láser"',
            '"Pistola láser*"',
            "futuro.weapons row 4 'Pistola láser*'",
            "name",
        ),
        (
            "bestiary.toml",
            'pv = "100+5d10"',
            'pv = "100+5x10"',
            "medieval.monsters row 2 'Dragón Grande'",
            "pv",
        ),
        (
            "bestiary.toml",
            'special = "4 y 5"',
            'special = "4 o 5"',
            "medieval.monsters row 2 'Dragón Grande'",
            "special",
        ),
        (
            "bestiary.toml",
            'absorption = 0, damage = "2d6",   special = "" },\n  { name = "Dragón Grande"',
            'absorption = 0, damage = "2d",   special = "" },\n  { name = "Dragón Grande"',
            "medieval.monsters row 1 'DosCabezas'",
            "damage",
        ),
        (
            "armour.toml",
            'name = "Placas (req. Físico 8)"',
            'name = "Placas (req. Fuerza 8)"',
            "medieval.armours row 3 'Placas (req. Fuerza 8)'",
            "name",
        ),
        (
            "shields.toml",
            'price = "20 mo"',
            'price = "20"',
            "medieval.shields row 3 'Grande'",
            "price",
        ),
        (
            "equipment.toml",
            'price = "1000 mo" },\n  { name = "Paloma"',
            'price = "mil mo" },\n  { name = "Paloma"',
            "medieval.lists row 3.items row 6 'Halcón adiestrado'",
            "price",
        ),
        (
            "money.toml",
            "= 10 monedas de plata (mp)",
            "= 12 monedas de plata (mp)",
            "medieval.exchange",
            "lines",
        ),
        ("money.toml", 'roll = "9"', 'roll = "8"', "medieval.social_classes", "classes"),
        (
            "money.toml",
            'rule = "1d10x10 monedas de oro"',
            'rule = "1d10x10 monedas de hierro"',
            "medieval.starting_money",
            "rule",
        ),
        (
            "money.toml",
            'monthly_income = "200 mo"',
            'monthly_income = "200"',
            "medieval.social_classes.classes row 6 'Nobleza'",
            "monthly_income",
        ),
        (
            "money.toml",
            'name = "Nobleza"',
            'name = "Realeza"',
            "medieval.social_classes.classes row 6 'Realeza'",
            "name",
        ),
    ],
)
def test_a_line_that_does_not_parse_stops_the_load(
    tmp_path: Path, file: str, old: str, new: str, entry: str, key: str
) -> None:
    folder = damaged_copy(tmp_path, file, old, new)
    with pytest.raises(CatalogError) as caught:
        load_catalog_from(folder)
    error = caught.value
    assert not isinstance(error, SchemaError)
    assert (error.file, error.entry, error.key) == (file, entry, key)
    assert str(error).startswith(f"{file}, entry {entry}, key {key!r}: ")


@pytest.mark.parametrize(
    ("file", "old", "new", "said"),
    [
        (
            "weapons.toml",
            'price = "2000 cr"',
            'price = "2000 créditos"',
            "cannot read the price '2000 créditos': a price is a whole amount",
        ),
        (
            "weapons.toml",
            'range = "10m/25m/-"',
            'range = "10m/-/25m"',
            "cannot read the range '10m/-/25m': the long range cannot follow a band",
        ),
        (
            "money.toml",
            'name = "Nobleza"',
            'name = "Realeza"',
            "'Realeza' is not a social class; the classes are campesino, soldado",
        ),
    ],
)
def test_a_text_the_rules_engine_refuses_is_explained_and_located(
    tmp_path: Path, file: str, old: str, new: str, said: str
) -> None:
    with pytest.raises(CatalogError) as caught:
        load_catalog_from(damaged_copy(tmp_path, file, old, new))
    message = caught.value.detail
    assert message.startswith(said)
    assert message.endswith("; correct the text in the file")
