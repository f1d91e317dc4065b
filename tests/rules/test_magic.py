"""Maná and spellcasting (RULES.md §8)."""

from __future__ import annotations

import pytest

from ryf_desktop.rules.combat import RuleViolation
from ryf_desktop.rules.magic import (
    Spell,
    cast_spell,
    check_can_cast,
    mana_max,
    resolve_cast_spell,
)
from ryf_desktop.rules.profile import HEROICO
from tests.scripted_rng import ScriptedRng

BOLA_DE_FUEGO = Spell("Bola de fuego", level=3, difficulty=20, mana_cost=5)


def test_mana_is_inteligencia_times_3() -> None:
    assert mana_max(7) == 21
    assert mana_max(10) == 30


def test_casting_adds_inteligencia_and_level_minus_estorbo() -> None:
    cast = cast_spell(BOLA_DE_FUEGO, inteligencia=8, mana_current=12, rng=ScriptedRng(5, 6, 7))
    assert cast.check.modifier == 11
    armoured = cast_spell(BOLA_DE_FUEGO, inteligencia=8, mana_current=12, estorbo=2,
                          rng=ScriptedRng(5, 6, 7))
    assert armoured.check.modifier == 9


def test_successful_cast_spends_mana() -> None:
    # 8 + 3 + (8,9,4) → 8 = 19 < 20 would fail; (9,9,4) → 9 = 20 succeeds.
    result = cast_spell(BOLA_DE_FUEGO, inteligencia=8, mana_current=12, rng=ScriptedRng(9, 9, 4))
    assert result.success
    assert result.check.total == 20
    assert result.mana_spent == 5
    assert result.mana_left == 7


def test_failed_cast_still_spends_mana() -> None:
    result = cast_spell(BOLA_DE_FUEGO, inteligencia=8, mana_current=12, rng=ScriptedRng(8, 9, 4))
    assert not result.success
    assert result.mana_left == 7


def test_estorbo_lowers_the_casting_roll() -> None:
    result = cast_spell(BOLA_DE_FUEGO, inteligencia=8, mana_current=12, estorbo=1,
                        rng=ScriptedRng(9, 9, 4))
    assert result.check.total == 19
    assert not result.success


def test_malherido_caster_keeps_the_low_die() -> None:
    result = cast_spell(BOLA_DE_FUEGO, inteligencia=8, mana_current=12, rank=-1,
                        rng=ScriptedRng(9, 9, 4))
    assert result.check.total == 15


def test_cast_refused_without_enough_mana_rolls_nothing() -> None:
    rng = ScriptedRng(9, 9, 4)
    with pytest.raises(RuleViolation) as info:
        cast_spell(BOLA_DE_FUEGO, inteligencia=8, mana_current=4, rng=rng)
    assert str(info.value) == (
        "Cannot cast Bola de fuego: it costs 5 maná and only 4 are left. "
        "Choose a cheaper spell or recover maná first."
    )
    assert rng.faces == [9, 9, 4]


def test_cast_refused_when_magic_is_off() -> None:
    with pytest.raises(RuleViolation, match="magic is switched off"):
        check_can_cast(BOLA_DE_FUEGO, 20, HEROICO.with_changes(magic=False))


def test_exact_mana_is_enough() -> None:
    result = resolve_cast_spell(BOLA_DE_FUEGO, inteligencia=8, mana_current=5,
                                throws=[(10, 10, 1), (5, 6, 7)])
    assert result.check.total == 27
    assert result.check.critical is False
    assert result.success
    assert result.mana_left == 0


def test_negative_spell_values_are_refused() -> None:
    with pytest.raises(ValueError, match="negative"):
        Spell("Roto", level=-1, difficulty=15, mana_cost=1)
