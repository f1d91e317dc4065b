"""The data files against the manual seed, line by line: every row is there, exactly as written.

The seed is kept in tests/catalog/source/manual_tables.txt, a copy of the shared seed 000.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ryf_desktop.catalog import Catalog, load_catalog
from ryf_desktop.catalog.loader import load_catalog_from
from ryf_desktop.paths import resource_path
from tests.catalog.catalog_helpers import medieval_money

SEED = Path(__file__).resolve().parent / "source" / "manual_tables.txt"


@pytest.fixture(scope="module")
def lines() -> list[str]:
    return SEED.read_text(encoding="utf-8").splitlines()


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


def table_rows(lines: list[str], title: str, header: str) -> list[list[str]]:
    """The tab-separated rows under the last "title" line followed by "header", up to a blank."""
    starts = [i for i in range(len(lines) - 1) if lines[i] == title and lines[i + 1] == header]
    assert starts, f"no table {title!r} with header {header!r} in the seed"
    rows = []
    for line in lines[starts[-1] + 2 :]:
        if not line.strip():
            break
        rows.append(line.split("\t"))
    return rows


def section(lines: list[str], heading: str, until: str) -> list[str]:
    start = lines.index(heading)
    end = lines.index(until, start + 1) if until else len(lines)
    return [line for line in lines[start + 1 : end] if line.strip()]


def bullets(lines: list[str]) -> list[str]:
    return [line.removeprefix("• ") for line in lines if line.startswith("• ")]


def test_bestiary_rows_as_written(lines: list[str], catalog: Catalog) -> None:
    rows = table_rows(lines, "Bestiario", "Monstruo\tPV\tIni.\tAta.\tDef.\tAbs.\tDaño\tEsp.")
    ours = [
        [
            m.name,
            m.pv,
            str(m.initiative),
            str(m.attack),
            str(m.defense),
            str(m.absorption),
            m.damage,
        ]
        + ([m.special] if m.special else [])
        for m in catalog.monsters
    ]
    assert ours == rows


@pytest.mark.parametrize(
    ("era", "title"),
    [("actual", "Armas actual"), ("futuro", "Armas Futuro"), ("medieval", "Armas medieval")],
)
def test_weapon_rows_as_written(lines: list[str], catalog: Catalog, era: str, title: str) -> None:
    rows = table_rows(lines, title, "Arma\tDaño\t\tAlcance\tPrecio")
    ours = [
        [w.written_name, w.damage, str(w.unlabelled), w.range_written, w.price.written]
        for w in catalog.weapons
        if w.era == era
    ]
    assert ours == rows


def test_weapon_footnotes_as_written(lines: list[str], catalog: Catalog) -> None:
    actual = section(lines, "Armas actual", "Armas Futuro")
    medieval = section(lines, "Armas medieval", "Armaduras Medieval")
    escopeta = next(w for w in catalog.weapons if w.name == "Escopeta recortada")
    maza = next(w for w in catalog.weapons if w.name == "Maza")
    mandoble = next(w for w in catalog.weapons if w.name == "Mandoble")
    assert f"* {escopeta.notes[0]}" in actual
    assert f"* {maza.notes[0]}" in medieval
    assert f"(2M) {mandoble.notes[0]}" in medieval


@pytest.mark.parametrize(
    ("era", "title"), [("medieval", "Armaduras Medieval"), ("futuro", "Armaduras Futuro")]
)
def test_armour_rows_as_written(lines: list[str], catalog: Catalog, era: str, title: str) -> None:
    rows = table_rows(lines, title, "Armadura\tAbsorción\tEstorbo\tPrecio")
    ours = [
        [a.written_name, str(a.absorption), str(a.encumbrance), a.price.written]
        for a in catalog.armors
        if a.era == era
    ]
    assert ours == rows


def test_shield_rows_as_written(lines: list[str], catalog: Catalog) -> None:
    rows = table_rows(lines, "Escudos Medieval", "Escudo\tDefensa\tCobertura\tEstorbo\tPrecio")
    ours = [
        [s.name, f"{s.defense:+d}", f"{s.cover:+d}", str(s.encumbrance), s.price.written]
        for s in catalog.shields
    ]
    assert ours == rows


def test_equipment_lists_as_written(lines: list[str], catalog: Catalog) -> None:
    text = section(lines, "Varios precios de:", "")
    seed_lists: dict[str, list[str]] = {}
    seed_notes: dict[str, str] = {}
    heading = ""
    for line in text:
        if line.startswith("• "):
            seed_lists[heading].append(line.removeprefix("• "))
        elif line.endswith("."):  # a sentence under a list; headings have no full stop
            seed_notes[heading] = line
        else:
            heading = line
            seed_lists[heading] = []
    ours: dict[str, list[str]] = {}
    for item in catalog.items:
        # The manual writes "name: price", except the poison's line, which has no colon.
        separator = " " if item.name.startswith("Veneno") else ": "
        ours.setdefault(item.category_title, []).append(
            f"{item.name}{separator}{item.price.written}"
        )
    assert ours == seed_lists
    assert sum(len(items) for items in seed_lists.values()) == 49
    assert {i.category_title: i.notes for i in catalog.items if i.notes} == seed_notes


def test_money_as_written(lines: list[str], catalog: Catalog) -> None:
    money = medieval_money(catalog)
    text = section(lines, "Dinero Inicial", "Varios precios de:")
    start = money.starting_money
    assert f"El reparto inicial de dinero, {start.condition}, sería {start.written}." in text
    for rate in money.exchange:
        assert rate.written in text
    incomes = [f"{c.name} – {c.monthly_income.written}" for c in money.social_classes]
    rolls = [f"{c.name} – {c.roll_written}" for c in money.social_classes]
    assert bullets(text) == incomes + rolls


def test_shipped_files_and_a_fresh_load_agree(catalog: Catalog) -> None:
    assert load_catalog_from(resource_path("catalog")) == catalog
