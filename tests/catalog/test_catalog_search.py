"""Search across every kind of entry, ignoring case and accents."""

from __future__ import annotations

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from ryf_desktop.catalog import (
    Armor,
    Era,
    Item,
    Monster,
    Ranges,
    Shield,
    Weapon,
    load_catalog,
    search,
)


def names(text: str) -> list[str]:
    return [entry.name for entry in search(text)]


def test_dragon_finds_both_dragons_without_the_accent() -> None:
    assert names("dragon") == ["Dragón Grande", "Dragón Pequeño"]
    assert names("DRAGÓN") == names("dragon")


def test_enye_and_case_are_ignored() -> None:
    assert names("pequeno") == ["Pequeño", "Dragón Pequeño", "Barco pequeño (4 personas)"]


def test_search_spans_every_kind() -> None:
    kinds = {type(entry) for entry in search("a")}
    assert kinds == {Monster, Weapon, Armor, Shield, Item}


def test_every_word_must_match_in_any_order() -> None:
    assert names("larga espada") == ["Espada larga"]
    assert names("tienda personas") == [
        "Tienda de campaña (4 personas)",
        "Tienda grande (8 personas o más)",
    ]


def test_names_starting_with_the_text_come_first() -> None:
    found = names("sable")
    assert found == ["Sable", "Sable"]  # the actual and the medieval one, in catalog order
    assert [entry.era for entry in search("sable")] == ["actual", "medieval"]
    assert names("esqueleto")[:2] == ["Esqueleto", "Esqueleto Caballero"]
    assert names("esqueleto")[2:] == ["Lord Esqueleto", "Exoesqueleto"]  # inside the name


def test_weapons_are_found_by_clean_name() -> None:
    assert names("mandoble") == ["Mandoble"]
    assert names("maza") == ["Maza"]
    assert names("kevlar") == ["Kévlar ligero", "Kévlar medio"]


def test_empty_text_gives_everything_and_nonsense_nothing() -> None:
    catalog = load_catalog()
    assert len(search("  ")) == len(catalog.entries()) == 17 + 32 + 6 + 3 + 49
    assert search("zzzz") == ()


def test_spaces_case_and_accents_of_the_text_are_ignored() -> None:
    assert names("  GÁRGOLA  ") == ["Gárgola"]
    assert names("laud") == names("  Laúd ") == ["Laúd"]
    assert names("espada    LARGA") == ["Espada larga"]


@given(st.sampled_from(load_catalog().entries()), st.booleans())
def test_every_entry_is_found_by_its_plain_lower_case_name(entry: object, upper: bool) -> None:
    name = entry.name  # type: ignore[attr-defined]
    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    query = plain.upper() if upper else plain.lower()
    assert entry in search(query)


def test_ranged_weapons_list_the_campaigns_era_first_each_weapon_once() -> None:
    catalog = load_catalog()
    medieval = catalog.ranged_weapons(Era.MEDIEVAL)
    ours = {weapon.name for weapon in catalog.weapons
            if weapon.era == Era.MEDIEVAL and weapon.ranges is not None}
    names = [name for name, _ in medieval]
    assert set(names[:len(ours)]) == ours
    assert names[:len(ours)] == sorted(ours) and names[len(ours):] == sorted(names[len(ours):])
    # "Revólver" is in two tables with the same ranges: one line.
    assert names.count("Revólver") == 1
    assert sorted(medieval, key=str) == sorted(catalog.ranged_weapons(None), key=str)
    assert dict(medieval)["Arco corto"] == Ranges(15, 30, 60)
