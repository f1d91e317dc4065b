"""Every roll's rank from its reasons (RULES.md §1, §2, §8, §11): ``rules.rank.RollShifts``, and
the initiative and estorbo rulings of §11."""

from __future__ import annotations

import pytest

from ryf_desktop.rules.character import (
    Armour,
    Attributes,
    CharacterSheet,
    Shield,
    estorbo,
    iniciativa,
)
from ryf_desktop.rules.checks import skill_rank
from ryf_desktop.rules.combat import actions_for_initiative, resolve_initiative, sits_out_round
from ryf_desktop.rules.rank import RankReason, RollShifts


def test_no_reason_is_rank_zero() -> None:
    assert (RollShifts().rank, RollShifts().reasons) == (0, ())


@pytest.mark.parametrize(
    ("shifts", "rank", "reasons"),
    [
        (RollShifts(skill_points=0), -1, (RankReason.NO_SKILL_POINTS,)),
        (RollShifts(skill_points=3, specialisation=True), 1, (RankReason.SPECIALISATION,)),
        (RollShifts(token_spent=True), 1, (RankReason.TOKEN_SPENT,)),
        (RollShifts(token_handed_back=True), -1, (RankReason.TOKEN_HANDED_BACK,)),
        (RollShifts(malherido=True), -1, (RankReason.MALHERIDO,)),
        (RollShifts(double_action=True), -1, (RankReason.DOUBLE_ACTION,)),
    ],
)
def test_each_reason_shifts_by_one(
    shifts: RollShifts, rank: int, reasons: tuple[RankReason, ...]
) -> None:
    assert (shifts.rank, shifts.reasons) == (rank, reasons)


def test_advantages_and_disadvantages_cancel_one_for_one_and_clamp() -> None:
    assert RollShifts(skill_points=0, token_spent=True).rank == 0
    assert RollShifts(skill_points=0, malherido=True, double_action=True).shift == -3
    assert RollShifts(skill_points=0, malherido=True, double_action=True).rank == -1
    assert RollShifts(skill_points=2, specialisation=True, token_spent=True).rank == 1
    assert RollShifts(token_spent=True, other=-2).rank == -1


def test_a_specialisation_needs_a_skill_roll() -> None:
    assert RollShifts(specialisation=True).rank == 0


def test_skill_rank_is_the_same_function() -> None:
    for skill in (0, 1, 5):
        for shift in (-2, -1, 0, 1, 2):
            assert skill_rank(skill, shift) == RollShifts(skill_points=skill, other=shift).rank


def test_a_natural_one_in_initiative_gives_one_action_whatever_the_total() -> None:
    # Iniciativa 25: (1, 1, 9) keeps 1 at rank 0 — a natural 1, not a fumble (9 > 5).
    roll = resolve_initiative(25, [(1, 1, 9)])
    assert (roll.total, roll.natural_one, roll.fumble) == (26, True, False)
    assert roll.actions == 1 and not sits_out_round(roll.fumble, 1)
    assert actions_for_initiative(26) == 2
    assert actions_for_initiative(26, natural_one=True) == 1


def test_a_fumbled_initiative_still_costs_round_one() -> None:
    roll = resolve_initiative(25, [(1, 1, 3)])
    assert roll.fumble and sits_out_round(roll.fumble, 1) and not sits_out_round(roll.fumble, 2)


def test_a_shields_estorbo_adds_to_armours_and_lowers_iniciativa() -> None:
    sheet = CharacterSheet(
        Attributes(6, 8, 5, 8),
        {"Reflejos": 4},
        armour=Armour("Cota de malla", 2, 1),
        shield=Shield("Grande", 3, 6, 2),
    )
    assert estorbo(sheet).value == 3
    assert iniciativa(sheet).value == 8 + 4 - 3
