"""Melee attacks: against an adjacent target's Defensa (shield included), the log sentence,
wounds, states and ``out``, absorption and the mace, criticals under both profile rules."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

from ryf_desktop.rules.profile import CriticalDamage
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.fighting.attack import Attack
from ryf_desktop.session.fighting.plan import attack_preview
from ryf_desktop.storage.records import Character, Combatant, MonsterInstance
from tests.campaign_steps import change_profile
from tests.scripted_rng import ScriptedRng
from tests.session.session_samples import SignalRecorder
from tests.session.test_attack_helpers import (
    MACE,
    SWORD,
    Fighter,
    add_character,
    add_monster,
    goblin_against_aldric,
    log_rows,
    move_token,
    read,
    set_turn,
    start_combat,
)


def test_the_issue_example_sentence(session: CampaignSession) -> None:
    goblin, aldric = goblin_against_aldric(session)
    recorder = SignalRecorder(session)
    attack = Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                    rng=ScriptedRng(3, 3, 9, 6, 4, 3))

    assert session.push(attack)

    text = (
        "Goblin 2 attacks Aldric: 17 against Defensa 16 — hits; damage 2d6 (6→4, 3) = 13, "
        "absorbs 2 → 11 wounds; Aldric is now malherido"
    )
    assert attack.outcome is not None
    assert attack.outcome.text == text
    assert attack.outcome.wounds == 11
    assert attack.outcome.state_text == "malherido"
    assert read(session, Character, aldric.character_id).wounds == 14
    [line] = log_rows(session, "attack")
    assert line.text == text
    data = json.loads(line.data)
    assert data["attacker_combatant_id"] == goblin.combatant_id
    assert data["target_combatant_id"] == aldric.combatant_id
    assert data["wounds"] == 11
    assert data["damage"]["dice"] == [[6, 4], [3]]
    assert data["throws"] == [[3, 3, 9]]
    assert line.character_id == aldric.character_id
    names = recorder.names()
    assert ("character_changed" in names) and ("log_appended" in names)
    goblin_row = read(session, Combatant, goblin.combatant_id)
    assert (goblin_row.majors_spent, goblin_row.damage_dealt) == (1, 11)
    assert read(session, Combatant, aldric.combatant_id).damage_taken == 11


def test_melee_against_defensa_with_shield_hits_at_the_shield_value(
    session: CampaignSession,
) -> None:
    goblin, aldric = goblin_against_aldric(session, shield=True)
    preview = attack_preview(session, goblin.combatant_id, aldric.combatant_id, "monster")
    assert (preview.difficulty, preview.difficulty_text) == (18, "Defensa 18")
    assert preview.refusal is None

    attack = Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                    rng=ScriptedRng(4, 4, 9, 2, 3))
    assert session.push(attack)
    assert attack.outcome is not None
    assert (attack.outcome.hit, attack.outcome.total) == (True, 18)
    # 2 + 3 = 5, armour 2 absorbs 2
    assert read(session, Character, aldric.character_id).wounds == 3 + 3


def test_melee_miss_against_shield_spends_the_major_and_no_wounds(
    session: CampaignSession,
) -> None:
    goblin, aldric = goblin_against_aldric(session, shield=True)
    attack = Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                    rng=ScriptedRng(2, 3, 9))  # 14 + 3 = 17 < Defensa 18 (16 without the shield)
    assert session.push(attack)
    assert attack.outcome is not None
    assert not attack.outcome.hit
    assert read(session, Character, aldric.character_id).wounds == 3
    assert read(session, Combatant, goblin.combatant_id).majors_spent == 1
    [line] = log_rows(session, "attack")
    assert line.text == "Goblin 2 attacks Aldric: 17 against Defensa 18 — misses"


def test_melee_refused_when_not_adjacent(session: CampaignSession) -> None:
    goblin, aldric = goblin_against_aldric(session)
    move_token(session, aldric.combatant_id, (8, 5))
    preview = attack_preview(session, goblin.combatant_id, aldric.combatant_id, "monster")
    assert preview.refusal is not None
    assert "not adjacent" in preview.refusal
    recorder = SignalRecorder(session)
    assert not session.push(
        Attack(session, goblin.combatant_id, aldric.combatant_id, "monster", rng=ScriptedRng())
    )
    assert recorder.failures() == [preview.refusal]
    assert log_rows(session, "attack") == []


def test_a_big_creature_is_adjacent_along_its_whole_footprint(session: CampaignSession) -> None:
    aldric_id = add_character(session, "Aldric", weapons=[SWORD])
    ogre_id = add_monster(session, "Ogro 1", pv=55, absorption=1, damage="3d6")
    aldric = Fighter(character_id=aldric_id, square=(4, 7))
    ogre = Fighter(monster_id=ogre_id, square=(2, 4), size=3)  # covers x 2..4, y 4..6
    start_combat(session, [aldric, ogre])
    preview = attack_preview(session, aldric.combatant_id, ogre.combatant_id, "item:1")
    assert preview.refusal is None
    assert preview.distance_m == 1.5


def test_critical_adds_a_d6_per_full_ten_under_d6_per_10(session: CampaignSession) -> None:
    goblin, aldric = goblin_against_aldric(session, damage="1d6+2", wounds=0)
    # (10,10,10) → 10 explodes, (2,2,2) → 2: 14 + 12 = 26 against 16: one full 10 → +1d6.
    attack = Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                    rng=ScriptedRng(10, 10, 10, 2, 2, 2, 4, 5))
    assert session.push(attack)
    assert attack.outcome is not None
    assert attack.outcome.critical
    # 4 + 2 + 5 = 11, absorbs 2 → 9
    assert attack.outcome.wounds == 9
    assert attack.outcome.text == (
        "Goblin 2 attacks Aldric: 26 against Defensa 16 — critical hit; damage 1d6+2 (4) + "
        "critical 1d6 (5) = 11, absorbs 2 → 9 wounds"
    )


def test_critical_doubles_the_damage_under_double(session: CampaignSession) -> None:
    assert change_profile(session, replace(session.profile, critical_damage=CriticalDamage.DOUBLE))
    goblin, aldric = goblin_against_aldric(session, damage="1d6+2", wounds=0)
    attack = Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                    rng=ScriptedRng(10, 10, 10, 2, 2, 2, 4))
    assert session.push(attack)
    assert attack.outcome is not None
    # (4 + 2) × 2 = 12, absorbs 2 → 10
    assert attack.outcome.wounds == 10
    assert "1d6+2 (4) = 6 × 2 (critical) = 12, absorbs 2 → 10 wounds" in attack.outcome.text


def test_absorption_lowers_the_damage_and_the_mace_ignores_it(session: CampaignSession) -> None:
    aldric_id = add_character(session, "Aldric", weapons=[SWORD])
    brom_id = add_character(session, "Brom", weapons=[MACE])
    ogre_id = add_monster(session, "Ogro 1", pv=55, defensa=14, absorption=1, damage="3d6")
    aldric = Fighter(character_id=aldric_id, square=(4, 5), actions=1)
    brom = Fighter(character_id=brom_id, square=(6, 5))
    ogre = Fighter(monster_id=ogre_id, square=(5, 5))
    start_combat(session, [aldric, brom, ogre])

    sword = attack_preview(session, aldric.combatant_id, ogre.combatant_id, "item:1")
    assert (sword.absorption, sword.ignores_armour) == (1, False)
    assert session.push(Attack(session, aldric.combatant_id, ogre.combatant_id, "item:1",
                               rng=ScriptedRng(5, 5, 5, 3)))
    assert read(session, MonsterInstance, ogre.monster_id).wounds == 3 + 3 - 1

    set_turn(session, brom.combatant_id)
    mace = attack_preview(session, brom.combatant_id, ogre.combatant_id, "item:2")
    assert mace.ignores_armour
    mace_attack = Attack(session, brom.combatant_id, ogre.combatant_id, "item:2",
                         rng=ScriptedRng(5, 5, 5, 3))
    assert session.push(mace_attack)
    assert read(session, MonsterInstance, ogre.monster_id).wounds == 5 + 6
    assert mace_attack.outcome is not None
    assert mace_attack.outcome.text.endswith(
        "damage 1d6+3 (3) = 6, ignores armour → 6 wounds"
    )


def test_a_character_falls_unconscious_and_is_out(session: CampaignSession) -> None:
    # Físico 7, realistic: 21 PV; inconsciente at 21 wounds.
    goblin, aldric = goblin_against_aldric(session, wounds=12)
    attack = Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                    rng=ScriptedRng(5, 5, 5, 6, 4, 3))  # 13 - 2 = 11 → 23 wounds
    assert session.push(attack)
    assert attack.outcome is not None
    assert attack.outcome.state_text == "inconsciente"
    assert read(session, Combatant, aldric.combatant_id).out
    assert attack.outcome.text.endswith("Aldric is now inconsciente")


def test_a_character_dies_at_twice_fisico_below_zero(session: CampaignSession) -> None:
    # muerto at 21 + 14 = 35 wounds.
    goblin, aldric = goblin_against_aldric(session, wounds=24)
    attack = Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                    rng=ScriptedRng(5, 5, 5, 6, 4, 3))  # +11 → 35
    assert session.push(attack)
    assert attack.outcome is not None
    assert attack.outcome.state_text == "muerto"
    assert read(session, Combatant, aldric.combatant_id).out
    # A dead target cannot be attacked again.
    preview = attack_preview(session, goblin.combatant_id, aldric.combatant_id, "monster")
    assert preview.refusal is not None and "muerto" in preview.refusal


def test_a_monster_at_zero_pv_is_derrotado_and_out(session: CampaignSession) -> None:
    aldric_id = add_character(session, "Aldric", weapons=[SWORD])
    goblin_id = add_monster(session, "Goblin 1", pv=8)
    aldric = Fighter(character_id=aldric_id, square=(1, 1))
    goblin = Fighter(monster_id=goblin_id, square=(2, 1))
    start_combat(session, [aldric, goblin])
    attack = Attack(session, aldric.combatant_id, goblin.combatant_id, "item:1",
                    rng=ScriptedRng(6, 6, 6, 5))  # 7 + 3 + 6 = 16 vs 16; 5 + 3 = 8
    assert session.push(attack)
    assert attack.outcome is not None
    assert attack.outcome.state_text == "derrotado"
    assert read(session, Combatant, goblin.combatant_id).out
    assert attack.outcome.text == (
        "Aldric attacks Goblin 1 with Espada corta: 16 against Defensa 16 — hits; "
        "damage 1d6+3 (5) = 8 → 8 wounds; Goblin 1 is now derrotado"
    )


def test_a_fumble_misses_whatever_the_total(session: CampaignSession) -> None:
    goblin, aldric = goblin_against_aldric(session)
    attack = Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                    throws=[[1, 1, 4]], rng=ScriptedRng())
    assert session.push(attack)
    assert attack.outcome is not None
    assert attack.outcome.fumble and not attack.outcome.hit
    assert attack.outcome.text.endswith("— fumble")


def test_typed_throws_and_damage_dice(session: CampaignSession) -> None:
    goblin, aldric = goblin_against_aldric(session)
    attack = Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                    rng=ScriptedRng(), throws=[[9, 3, 3]], damage_dice=[[6, 4], [3]])
    assert session.push(attack)
    assert attack.outcome is not None and attack.outcome.wounds == 11


def test_typed_damage_dice_apart_by_spaces_are_taken_in_order(session: CampaignSession) -> None:
    # "6 4 3" typed for 2d6 (one group, as a GM types it): the 6 explodes into the 4, then 3.
    goblin, aldric = goblin_against_aldric(session)
    attack = Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                    rng=ScriptedRng(), throws=[[9, 3, 3]], damage_dice=[[6, 4, 3]])
    assert session.push(attack)
    assert attack.outcome is not None and attack.outcome.wounds == 11


def test_typed_damage_dice_that_do_not_fit_are_refused(session: CampaignSession) -> None:
    goblin, aldric = goblin_against_aldric(session)
    recorder = SignalRecorder(session)
    attack = Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                    rng=ScriptedRng(), throws=[[9, 3, 3]], damage_dice=[[6], [4, 3, 2]])
    assert not session.push(attack)
    refusal = recorder.failures()[0]
    assert refusal.startswith("Too many damage dice typed: 6 4 3 2. The roll used 6 4 3")
    assert "[" not in refusal  # words, never a Python list
    assert read(session, Character, aldric.character_id).wounds == 3


def test_the_issue_example_sentence_in_spanish(session: CampaignSession, tmp_path: Path) -> None:
    ts_file = Path(__file__).resolve().parents[2] / "i18n" / "ryf_desktop_es.ts"
    qm_file = tmp_path / "ryf_desktop_es.qm"
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    subprocess.run(
        [str(lrelease), "-silent", str(ts_file), "-qm", str(qm_file)], check=True, timeout=60
    )
    translator = QTranslator()
    assert translator.load(str(qm_file))
    QCoreApplication.installTranslator(translator)
    try:
        goblin, aldric = goblin_against_aldric(session)
        attack = Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                        rng=ScriptedRng(3, 3, 9, 6, 4, 3))
        assert session.push(attack)
    finally:
        QCoreApplication.removeTranslator(translator)
    assert log_rows(session, "attack")[0].text == (
        "Goblin 2 ataca a Aldric: 17 contra Defensa 16 — impacta; daño 2d6 (6→4, 3) = 13, "
        "absorbe 2 → 11 heridas; Aldric pasa al estado malherido"
    )
