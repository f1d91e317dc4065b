"""Ranged attacks: the band and difficulty from the distance on the map, cover and the target's
shield cobertura, out of range, the sawn-off shotgun's band damage, reloading."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from ryf_desktop.rules.attacks import Cover, RangeBand
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.fighting.actions import Reload
from ryf_desktop.session.fighting.attack import Attack
from ryf_desktop.session.fighting.plan import AttackModifiers, attack_preview
from ryf_desktop.storage.records import Character, Combatant
from tests.campaign_steps import change_profile
from tests.scripted_rng import ScriptedRng
from tests.session.session_samples import SignalRecorder
from tests.session.test_attack_helpers import (
    CROSSBOW,
    PISTOL,
    SHIELD_MEDIANO,
    SHOTGUN,
    Fighter,
    add_character,
    add_monster,
    log_rows,
    move_token,
    read,
    set_turn,
    start_combat,
)


def shooter_and_target(
    session: CampaignSession, weapon: Mapping[str, object], *, target_shield: bool = False,
    actions: int = 1,
) -> tuple[Fighter, Fighter]:
    mira_id = add_character(session, "Mira", weapons=[weapon])
    bren_id = add_character(
        session, "Bren", shield=SHIELD_MEDIANO if target_shield else None
    )
    mira = Fighter(character_id=mira_id, square=(0, 0), actions=actions)
    bren = Fighter(character_id=bren_id, square=(1, 0))
    start_combat(session, [mira, bren])
    return mira, bren


@pytest.mark.parametrize(
    ("square", "distance", "band", "base", "label"),
    [
        ((1, 1), 1.5, RangeBand.BOCAJARRO, 10, "point-blank"),
        ((6, 0), 9.0, RangeBand.CORTA, 15, "short"),
        ((10, 3), 16.5, RangeBand.MEDIA, 20, "medium"),
        ((30, 4), 48.0, RangeBand.LARGA, 25, "long"),
    ],
)
def test_each_band_with_cover_and_the_target_shield(
    session: CampaignSession,
    square: tuple[int, int],
    distance: float,
    band: RangeBand,
    base: int,
    label: str,
) -> None:
    mira, bren = shooter_and_target(session, PISTOL, target_shield=True)
    move_token(session, bren.combatant_id, square)
    preview = attack_preview(
        session, mira.combatant_id, bren.combatant_id, "item:1",
        AttackModifiers(cover=Cover.LIGHT),
    )
    assert preview.refusal is None
    assert (preview.kind, preview.distance_m, preview.band) == ("ranged", distance, band)
    assert preview.difficulty == base + 2 + 4
    assert preview.difficulty_text == (
        f"{label} {base} + light cover 2 + shield cover 4 = {base + 6}"
    )
    # Destreza 8 + Armas a Distancia 3
    assert preview.modifier == 11


def test_every_modifier_adds_to_the_difficulty(session: CampaignSession) -> None:
    mira, bren = shooter_and_target(session, PISTOL)
    move_token(session, bren.combatant_id, (6, 0))
    preview = attack_preview(
        session, mira.combatant_id, bren.combatant_id, "item:1",
        AttackModifiers(running=True, prone=True, cover=Cover.HEAVY, among_people=True),
    )
    assert preview.difficulty == 15 + 3 + 5 + 6 + 2


def test_a_diagonal_neighbour_is_point_blank_under_the_euclidean_rule(
    session: CampaignSession,
) -> None:
    from dataclasses import replace

    from ryf_desktop.rules.profile import DiagonalRule

    assert change_profile(session, replace(session.profile, diagonal_rule=DiagonalRule.EUCLIDEAN))
    mira, bren = shooter_and_target(session, PISTOL)
    move_token(session, bren.combatant_id, (1, 1))
    preview = attack_preview(session, mira.combatant_id, bren.combatant_id, "item:1")
    assert preview.band is RangeBand.BOCAJARRO
    assert preview.distance_m == pytest.approx(2.1213, abs=1e-3)


def test_a_ranged_attack_at_medium_range_hits_and_logs_the_difficulty(
    session: CampaignSession,
) -> None:
    mira, bren = shooter_and_target(session, PISTOL, target_shield=True)
    move_token(session, bren.combatant_id, (12, 0))  # 18 m: medium
    attack = Attack(
        session, mira.combatant_id, bren.combatant_id, "item:1",
        AttackModifiers(cover=Cover.LIGHT), rng=ScriptedRng(9, 9, 9, 2, 3),
    )
    assert session.push(attack)
    assert attack.outcome is not None
    assert attack.outcome.text == (
        "Mira attacks Bren with Pistola automática: 20 against medium 20 + light cover 2 + "
        "shield cover 4 = 26 — misses"
    )
    attack_hit = Attack(
        session, mira.combatant_id, bren.combatant_id, "item:1",
        rng=ScriptedRng(10, 5, 9, 2, 3),
    )
    # the one major is spent
    recorder = SignalRecorder(session)
    assert not session.push(attack_hit)
    assert "no major action left" in recorder.failures()[0]


def test_out_of_range_is_refused_and_changes_nothing(session: CampaignSession) -> None:
    mira, bren = shooter_and_target(session, PISTOL)
    move_token(session, bren.combatant_id, (40, 0))  # 60 m > 50 m
    preview = attack_preview(session, mira.combatant_id, bren.combatant_id, "item:1")
    assert preview.band is None and preview.difficulty is None
    assert preview.p_hit == 0.0
    assert preview.refusal is not None and "beyond the reach" in preview.refusal
    recorder = SignalRecorder(session)
    assert not session.push(
        Attack(session, mira.combatant_id, bren.combatant_id, "item:1", rng=ScriptedRng())
    )
    assert recorder.failures() == [preview.refusal]
    assert read(session, Combatant, mira.combatant_id).majors_spent == 0


def test_without_a_map_the_stated_distance_is_used(session: CampaignSession) -> None:
    mira_id = add_character(session, "Mira", weapons=[PISTOL])
    goblin_id = add_monster(session, "Goblin 1")
    mira = Fighter(character_id=mira_id)
    goblin = Fighter(monster_id=goblin_id)
    start_combat(session, [mira, goblin], with_map=False)
    unknown = attack_preview(session, mira.combatant_id, goblin.combatant_id, "item:1")
    assert unknown.refusal is not None and "distance" in unknown.refusal
    stated = attack_preview(
        session, mira.combatant_id, goblin.combatant_id, "item:1",
        AttackModifiers(distance_m=30.0),
    )
    assert (stated.refusal, stated.band, stated.difficulty) == (None, RangeBand.LARGA, 25)


@pytest.mark.parametrize(
    ("square", "damage"),
    [((1, 0), "3d6+2"), ((6, 0), "3d6+2"), ((14, 0), "2d6")],
)
def test_sawn_off_shotgun_damage_by_band(
    session: CampaignSession, square: tuple[int, int], damage: str
) -> None:
    mira, bren = shooter_and_target(session, SHOTGUN)
    move_token(session, bren.combatant_id, square)
    preview = attack_preview(session, mira.combatant_id, bren.combatant_id, "item:1")
    assert (preview.refusal, preview.damage) == (None, damage)


def test_sawn_off_shotgun_cannot_reach_long_range(session: CampaignSession) -> None:
    mira, bren = shooter_and_target(session, SHOTGUN)
    move_token(session, bren.combatant_id, (20, 0))  # 30 m
    preview = attack_preview(session, mira.combatant_id, bren.combatant_id, "item:1")
    assert preview.refusal is not None and preview.damage is None


def test_sawn_off_shotgun_rolls_the_medium_band_damage(session: CampaignSession) -> None:
    mira, bren = shooter_and_target(session, SHOTGUN)
    move_token(session, bren.combatant_id, (14, 0))  # 21 m: medium, 2d6
    attack = Attack(session, mira.combatant_id, bren.combatant_id, "item:1",
                    rng=ScriptedRng(9, 9, 9, 3, 4))
    assert session.push(attack)
    assert attack.outcome is not None and attack.outcome.wounds == 7
    assert read(session, Character, bren.character_id).wounds == 7


def test_a_crossbow_needs_reloading_and_reload_spends_a_major(session: CampaignSession) -> None:
    mira, bren = shooter_and_target(session, CROSSBOW, actions=3)
    move_token(session, bren.combatant_id, (6, 0))
    first = attack_preview(session, mira.combatant_id, bren.combatant_id, "item:1")
    assert (first.refusal, first.damage) == (None, "2d6+2")
    assert session.push(Attack(session, mira.combatant_id, bren.combatant_id, "item:1",
                               rng=ScriptedRng(2, 2, 2)))

    empty = attack_preview(session, mira.combatant_id, bren.combatant_id, "item:1")
    assert empty.refusal is not None and "reloaded" in empty.refusal
    recorder = SignalRecorder(session)
    assert not session.push(Attack(session, mira.combatant_id, bren.combatant_id, "item:1",
                                   rng=ScriptedRng()))
    assert recorder.failures() == [empty.refusal]

    assert session.push(Reload(session, mira.combatant_id, "item:1"))
    row = read(session, Combatant, mira.combatant_id)
    assert row.majors_spent == 2
    assert log_rows(session, "reload")[-1].text == "Mira reloads Ballesta"
    assert attack_preview(session, mira.combatant_id, bren.combatant_id, "item:1").refusal is None
    # reloading a loaded weapon is refused
    assert not session.push(Reload(session, mira.combatant_id, "item:1"))
    assert "already loaded" in recorder.failures()[-1]

    session.undo_stack.undo()  # the reload
    assert read(session, Combatant, mira.combatant_id).majors_spent == 1
    assert attack_preview(session, mira.combatant_id, bren.combatant_id, "item:1").refusal


def test_reload_of_a_weapon_without_reload_is_refused(session: CampaignSession) -> None:
    mira, _ = shooter_and_target(session, PISTOL)
    recorder = SignalRecorder(session)
    assert not session.push(Reload(session, mira.combatant_id, "item:1"))
    assert "needs reloading" in recorder.failures()[0]


def test_only_the_active_combatant_attacks(session: CampaignSession) -> None:
    mira, bren = shooter_and_target(session, PISTOL)
    set_turn(session, bren.combatant_id)
    preview = attack_preview(session, mira.combatant_id, bren.combatant_id, "item:1")
    assert preview.refusal is not None and "not Mira's turn" in preview.refusal
