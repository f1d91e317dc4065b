"""Characters (RULES.md §4, §8): attributes, pyramids, creation caps, XP, derived values,
and the default skill lists."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ryf_desktop.rules.character import (
    Armour,
    Attribute,
    Attributes,
    CharacterSheet,
    PyramidShape,
    PyramidStatus,
    Shield,
    attribute_problems,
    creation_problems,
    creation_skill_problems,
    defensa,
    derived_values,
    hp_max_value,
    iniciativa,
    mana,
    melee_attack,
    normalise_name,
    pyramid,
    pyramid_check,
    ranged_attack,
    xp_cost,
)
from ryf_desktop.rules.profile import (
    HARSH_ATTRIBUTE_POINTS,
    HEROICO,
    REALISTA,
    PyramidFamily,
)
from ryf_desktop.rules.skills import (
    MEDIEVAL_SKILLS,
    MODERN_SKILLS,
    Setting,
    default_skills,
    find_skill,
    skill_attributes,
)

# The quick sheet's example character (seed 001). The sheet lists Atletismo twice (3 and 2);
# the levels are kept as printed for the pyramid, the mapping keeps the first.
SEED_ATTRIBUTES = Attributes(fisico=7, destreza=8, inteligencia=7, percepcion=8)
SEED_SKILL_LIST = [
    ("Advertir/ Notar", 5), ("Sigilo", 4), ("Reflejos", 4), ("Atletismo", 3), ("Esquivar", 3),
    ("Armas a Distancia", 3), ("Cuerpo a Cuerpo", 2), ("Leyes", 2), ("Atletismo", 2),
    ("Buscar", 2), ("Callejeo", 1), ("Conducir", 1), ("Mecánica", 1), ("Ocultismo", 1),
    ("Informática", 1),
]
SEED_LEVELS = [level for _, level in SEED_SKILL_LIST]
SEED_SHEET = CharacterSheet(SEED_ATTRIBUTES, dict(reversed(SEED_SKILL_LIST)))


# --------------------------------------------------------------------------- the seed sheet


def test_quick_sheet_skill_levels_are_as_printed() -> None:
    assert SEED_LEVELS == [5, 4, 4, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1]


def test_quick_sheet_attributes_spend_exactly_30_points() -> None:
    assert attribute_problems(SEED_ATTRIBUTES, REALISTA) == []


def test_quick_sheet_skills_are_exactly_a_realistic_versatil_pyramid() -> None:
    check = pyramid_check(SEED_LEVELS, PyramidFamily.REALISTIC, PyramidShape.VERSATIL)
    assert check.exact
    assert check.fits
    assert [(r.level, r.allowed, r.actual) for r in check.rows] == [
        (5, 1, 1), (4, 2, 2), (3, 3, 3), (2, 4, 4), (1, 5, 5),
    ]
    assert check.warnings() == []


def test_quick_sheet_pv_21_realistic() -> None:
    value = hp_max_value(SEED_ATTRIBUTES, REALISTA)
    assert value.value == 21
    assert value.explain() == "21 = Físico 7 × 3"


def test_quick_sheet_defensa_16() -> None:
    value = defensa(SEED_SHEET)
    assert value.value == 16
    assert value.explain() == "16 = Destreza 8 + Esquivar 3 + 5"


def test_quick_sheet_iniciativa_12() -> None:
    value = iniciativa(SEED_SHEET)
    assert value.value == 12
    assert value.explain() == "12 = Percepción 8 + Reflejos 4"


def test_quick_sheet_attack_values() -> None:
    assert melee_attack(SEED_SHEET).explain() == "9 = Físico 7 + Cuerpo a Cuerpo 2"
    assert ranged_attack(SEED_SHEET).explain() == "11 = Destreza 8 + Armas a Distancia 3"


def test_manual_fred_destreza_8_armas_a_distancia_4_rolls_12_plus_1o3d10() -> None:
    fred = CharacterSheet(Attributes(7, 8, 7, 8), {"Armas a Distancia": 4})
    assert ranged_attack(fred).value == 12


def test_quick_sheet_skills_all_belong_to_the_modern_list() -> None:
    for name, _ in SEED_SKILL_LIST:
        assert find_skill(name, MODERN_SKILLS) is not None, name


def test_quick_sheet_character_passes_creation_checks() -> None:
    problems = creation_problems(
        SEED_SHEET, skill_attributes(MODERN_SKILLS), REALISTA, PyramidShape.VERSATIL
    )
    # The mapping merged the two Atletismo, so the pyramid is one short at level 2: fine.
    assert problems == []


# --------------------------------------------------------------------------- attributes


def test_attribute_out_of_4_to_10_is_a_problem() -> None:
    problems = attribute_problems(Attributes(11, 3, 8, 8), HEROICO)
    assert any("Físico is 11" in p and "at most 10" in p for p in problems)
    assert any("Destreza is 3" in p and "at least 4" in p for p in problems)


def test_attribute_budget_over_and_under() -> None:
    over = attribute_problems(Attributes(8, 8, 8, 7), HEROICO)
    assert over == [
        (
            "The attributes add up to 31 points, 1 more than the 30 available. "
            "Take 1 point(s) away."
        )
    ]
    under = attribute_problems(Attributes(7, 7, 7, 7), HEROICO)
    assert len(under) == 1
    assert "2 of the 30" in under[0]


def test_harsh_setting_budget_22() -> None:
    harsh = REALISTA.with_changes(attribute_points=HARSH_ATTRIBUTE_POINTS)
    assert attribute_problems(Attributes(4, 6, 6, 6), harsh) == []
    assert attribute_problems(SEED_ATTRIBUTES, harsh) != []


# --------------------------------------------------------------------------- pyramids


@pytest.mark.parametrize(
    ("family", "shape", "expected"),
    [
        ("heroic", "versatil", {6: 1, 5: 2, 4: 3, 3: 4, 2: 5, 1: 6}),
        ("heroic", "especialista", {6: 1, 5: 3, 4: 3, 3: 3, 2: 3, 1: 3}),
        ("realistic", "versatil", {5: 1, 4: 2, 3: 3, 2: 4, 1: 5}),
        ("realistic", "especialista", {5: 2, 4: 2, 3: 2, 2: 2, 1: 2}),
    ],
)
def test_pyramid_shapes(family: str, shape: str, expected: dict[int, int]) -> None:
    assert pyramid(family, shape) == expected


def test_fewer_skills_fit_with_short_levels() -> None:
    check = pyramid_check(SEED_LEVELS, "heroic", "versatil")
    assert check.fits
    assert not check.exact
    assert {r.level: r.status for r in check.rows}[6] is PyramidStatus.SHORT


def test_more_skills_than_a_level_allows_is_a_warning() -> None:
    check = pyramid_check(SEED_LEVELS, "realistic", "especialista")
    assert not check.fits
    statuses = {r.level: r.status for r in check.rows}
    assert statuses == {
        5: PyramidStatus.SHORT, 4: PyramidStatus.FULL, 3: PyramidStatus.OVER,
        2: PyramidStatus.OVER, 1: PyramidStatus.OVER,
    }
    warnings = check.warnings()
    assert len(warnings) == 3
    assert warnings[0].startswith("3 skills at level 3; the realistic especialista pyramid "
                                  "allows 2.")


def test_a_skill_higher_than_the_pyramid_top_is_a_warning() -> None:
    check = pyramid_check([6, 4], "realistic", "versatil")
    assert check.rows[0].level == 6
    assert check.rows[0].allowed == 0
    assert check.rows[0].status is PyramidStatus.OVER
    assert "above the top" in check.warnings()[0]


def test_unbought_skills_are_ignored_by_the_pyramid() -> None:
    assert pyramid_check([0, 0, 5], "realistic", "versatil").fits


# --------------------------------------------------------------------------- creation caps


def test_creation_caps_skill_6_and_attribute_plus_skill_16() -> None:
    assert creation_skill_problems([("Sigilo", 6, 10)]) == []
    problems = creation_skill_problems([("Sigilo", 7, 10)])
    assert len(problems) == 2
    assert "at most 6" in problems[0]
    assert "Sigilo 7 + its attribute 10 = 17" in problems[1]
    assert creation_skill_problems([("Buscar", 6, 9)]) == []


def test_creation_problems_name_a_skill_without_attribute() -> None:
    sheet = CharacterSheet(SEED_ATTRIBUTES, {"Alquimia": 2})
    problems = creation_problems(sheet, skill_attributes(MEDIEVAL_SKILLS), HEROICO, "versatil")
    assert problems == ["Alquimia has no attribute; choose the attribute it adds to."]


# --------------------------------------------------------------------------- experience


@pytest.mark.parametrize(
    ("start", "end", "cost"), [(0, 1, 1), (2, 3, 3), (3, 5, 9), (0, 6, 21), (4, 4, 0)]
)
def test_xp_cost_raising_to_level_n_costs_n(start: int, end: int, cost: int) -> None:
    assert xp_cost(start, end) == cost


@given(a=st.integers(0, 20), b=st.integers(0, 20), c=st.integers(0, 20))
def test_xp_cost_adds_up_over_steps(a: int, b: int, c: int) -> None:
    low, mid, high = sorted((a, b, c))
    assert xp_cost(low, high) == xp_cost(low, mid) + xp_cost(mid, high)


def test_xp_never_lowers_a_skill() -> None:
    with pytest.raises(ValueError, match="only raises"):
        xp_cost(4, 3)


# --------------------------------------------------------------------------- armour, shield


def test_shield_adds_to_defensa_and_estorbo_lowers_iniciativa() -> None:
    sheet = CharacterSheet(
        SEED_ATTRIBUTES,
        {"Esquivar": 3, "Reflejos": 4},
        armour=Armour("Cota de mallas", absorption=4, estorbo=2),
        shield=Shield("Escudo mediano", defence=2, cobertura=4, estorbo=1),
    )
    values = {v.key: v for v in derived_values(sheet, HEROICO)}
    assert values["defensa"].explain() == "18 = Destreza 8 + Esquivar 3 + 5 + Escudo mediano 2"
    assert values["estorbo"].explain() == "3 = Cota de mallas 2 + Escudo mediano 1"
    assert values["iniciativa"].explain() == "9 = Percepción 8 + Reflejos 4 - estorbo 3"
    assert values["absorption"].value == 4
    assert values["hp_max"].value == 28


def test_no_armour_means_no_estorbo_or_absorption() -> None:
    values = {v.key: v.value for v in derived_values(SEED_SHEET, REALISTA)}
    assert values["estorbo"] == 0
    assert values["absorption"] == 0


def test_mana_is_inteligencia_times_3_only_with_magic() -> None:
    assert mana(SEED_ATTRIBUTES).explain() == "21 = Inteligencia 7 × 3"
    keys = [v.key for v in derived_values(SEED_SHEET, REALISTA)]
    assert "mana" in keys
    no_magic = REALISTA.with_changes(magic=False)
    assert "mana" not in [v.key for v in derived_values(SEED_SHEET, no_magic)]


def test_a_missing_skill_counts_as_0() -> None:
    sheet = CharacterSheet(SEED_ATTRIBUTES, {})
    assert defensa(sheet).explain() == "13 = Destreza 8 + Esquivar 0 + 5"


def test_skill_names_match_without_accents_case_or_spaces() -> None:
    assert normalise_name("Advertir/ Notar") == normalise_name("advertir/notar")
    assert normalise_name("MECÁNICA") == "mecanica"
    assert CharacterSheet(SEED_ATTRIBUTES, {"esquivar": 2}).skill("Esquivar") == 2


# --------------------------------------------------------------------------- skill lists


def test_medieval_skill_list_exactly_as_rules() -> None:
    by_attribute = {
        attribute: [s.name for s in MEDIEVAL_SKILLS if s.attribute is attribute]
        for attribute in Attribute
    }
    assert by_attribute == {
        Attribute.FISICO: ["Cuerpo a Cuerpo"],
        Attribute.DESTREZA: [
            "Armas a Distancia", "Atletismo", "Cabalgar", "Escalar", "Esquivar", "Nadar",
            "Robar bolsillos", "Sigilo", "Trampas/Cerraduras",
        ],
        Attribute.PERCEPCION: [
            "Advertir/Notar", "Buscar", "Disfraz", "Etiqueta", "Música", "Rastrear",
            "Reflejos", "Rumores",
        ],
        Attribute.INTELIGENCIA: [
            "Callejeo", "Comercio", "Fauna", "Leyes", "Navegar", "Ocultismo", "Religión",
            "Sanación/Hierbas", "Supervivencia/Cazar", "Tradición/Historia",
        ],
    }


def test_actual_and_futuro_list_drops_five_and_adds_six() -> None:
    medieval = {(s.name, s.attribute) for s in MEDIEVAL_SKILLS}
    modern = {(s.name, s.attribute) for s in MODERN_SKILLS}
    assert {name for name, _ in medieval - modern} == {
        "Cabalgar", "Etiqueta", "Religión", "Sanación/Hierbas", "Trampas/Cerraduras",
    }
    assert modern - medieval == {
        ("Conducir", Attribute.DESTREZA), ("Pilotar", Attribute.DESTREZA),
        ("Informática", Attribute.INTELIGENCIA), ("Mecánica", Attribute.INTELIGENCIA),
        ("Medicina", Attribute.INTELIGENCIA), ("Idiomas", Attribute.INTELIGENCIA),
    }
    assert len(MODERN_SKILLS) == len(MEDIEVAL_SKILLS) - 5 + 6


def test_default_skills_by_setting() -> None:
    assert default_skills(Setting.MEDIEVAL) is MEDIEVAL_SKILLS
    assert default_skills("actual") is MODERN_SKILLS
    assert default_skills("futuro") is MODERN_SKILLS
    with pytest.raises(ValueError, match="western"):
        default_skills("western")
