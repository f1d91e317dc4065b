"""The sheet's commands forwards and back, and their refusals with reasons a GM can read."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from ryf_desktop.rules.character import PyramidShape
from ryf_desktop.rules.health import HealthState
from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.session import (
    AddSpecialisation,
    CampaignSession,
    CloseCreation,
    EquipItem,
    Heal,
    MedicineAttempt,
    RaiseSkill,
    RemoveSkill,
    RemoveSpecialisation,
    RemoveSpell,
    SetSkill,
    SetSpell,
    sheet_view,
)
from ryf_desktop.session.healing_commands import RecoverBreath, Rest, TreatWithMedicine
from ryf_desktop.session.item_commands import RemoveItem, SetItemQuantity, SetPortrait
from ryf_desktop.session.spell_commands import CastFromSheet
from ryf_desktop.storage.records import Character, EquipmentItem
from tests.campaign_steps import change_profile, edit_character, next_day, set_wounds
from tests.scripted_rng import ScriptedRng
from tests.session.record_samples import add_record
from tests.session.session_samples import SignalRecorder, committed, committed_value

QUICK_SHEET_SKILLS: dict[str, tuple[str, int]] = {
    "Advertir/Notar": ("percepcion", 5), "Sigilo": ("destreza", 4),
    "Reflejos": ("percepcion", 4), "Atletismo": ("destreza", 3),
    "Esquivar": ("destreza", 3), "Armas a Distancia": ("destreza", 3),
    "Cuerpo a Cuerpo": ("fisico", 2), "Leyes": ("inteligencia", 2),
    "Buscar": ("percepcion", 2), "Callejeo": ("inteligencia", 1),
    "Conducir": ("destreza", 1), "Mecánica": ("inteligencia", 1),
    "Ocultismo": ("inteligencia", 1), "Informática": ("inteligencia", 1),
}
# The seed lists Atletismo twice (3 and 2); as in tests/rules/test_character.py the sheet keeps
# the first, so level 2 holds one skill fewer than the pyramid allows: still a valid pyramid.


@pytest.fixture
def session(campaign_path: Path, backup_dir: Path) -> Iterator[CampaignSession]:
    opened = CampaignSession.open(campaign_path, backup_dir=backup_dir)
    yield opened
    opened.close()


def _character(session: CampaignSession, *, in_creation: bool = True, xp: int = 0) -> int:
    return add_record(session, Character, name="Ana", fisico=7, destreza=8, inteligencia=7,
                  percepcion=8, in_creation=in_creation, xp=xp)


def _skills(path: Path) -> list[tuple[object, ...]]:
    return committed(path, "SELECT name, attribute, level FROM skill ORDER BY id")


def test_set_skill_adds_renames_and_undoes(session: CampaignSession) -> None:
    ana = _character(session)
    recorder = SignalRecorder(session)
    add = SetSkill(session, ana, None, "Sigilo", "destreza", 4)
    assert session.push(add)
    assert _skills(session.path) == [("Sigilo", "destreza", 4)]
    assert ("character_changed", ana) in recorder.take()
    assert session.push(SetSkill(session, ana, add.skill_id, "Sigilo urbano", "percepcion", 3))
    assert _skills(session.path) == [("Sigilo urbano", "percepcion", 3)]
    session.undo_stack.undo()
    assert _skills(session.path) == [("Sigilo", "destreza", 4)]
    session.undo_stack.undo()
    assert _skills(session.path) == []
    session.undo_stack.redo()
    session.undo_stack.redo()
    assert _skills(session.path) == [("Sigilo urbano", "percepcion", 3)]


def test_set_skill_refuses_caps_at_creation_and_duplicates(session: CampaignSession) -> None:
    ana = _character(session)
    recorder = SignalRecorder(session)
    assert not session.push(SetSkill(session, ana, None, "Sigilo", "destreza", 7))
    edit_character(session, ana, "fisico", 11)
    assert not session.push(SetSkill(session, ana, None, "Cuerpo a Cuerpo", "fisico", 6))
    assert session.push(SetSkill(session, ana, None, "Sigilo", "destreza", 6))
    assert not session.push(SetSkill(session, ana, None, "sigilo", "destreza", 1))
    assert not session.push(SetSkill(session, ana, None, "", "destreza", 1))
    assert not session.push(SetSkill(session, ana, None, "Nadar", "fuerza", 1))
    failures = recorder.failures()
    assert "at most 6" in failures[0]
    assert "at most 16" in failures[1] and "by 1" in failures[1]
    assert "already has a skill" in failures[2]
    assert len(failures) == 5
    assert session.undo_stack.count() == 2


def test_remove_skill_brings_back_its_specialisations(session: CampaignSession) -> None:
    ana = _character(session)
    add = SetSkill(session, ana, None, "Sigilo", "destreza", 4)
    session.push(add)
    assert add.skill_id is not None
    session.push(AddSpecialisation(session, ana, add.skill_id, "Ciudad"))
    session.push(RemoveSkill(session, ana, add.skill_id))
    assert _skills(session.path) == []
    session.undo_stack.undo()
    assert _skills(session.path) == [("Sigilo", "destreza", 4)]
    assert committed(session.path, "SELECT name FROM specialisation") == [("Ciudad",)]
    session.push(RemoveSpecialisation(session, ana, add.skill_id, "ciudad"))
    assert committed(session.path, "SELECT name FROM specialisation") == []
    session.undo_stack.undo()
    assert committed(session.path, "SELECT name FROM specialisation") == [("Ciudad",)]
    recorder = SignalRecorder(session)
    assert not session.push(AddSpecialisation(session, ana, add.skill_id, "Ciudad"))
    assert "already has the specialisation" in recorder.failures()[0]


def test_raise_skill_with_xp_after_creation(session: CampaignSession) -> None:
    ana = _character(session, xp=9)
    add = SetSkill(session, ana, None, "Sigilo", "destreza", 3)
    session.push(add)
    assert add.skill_id is not None
    recorder = SignalRecorder(session)
    assert not session.push(RaiseSkill(session, ana, add.skill_id, 5))
    assert "still in creation" in recorder.failures()[-1]
    assert session.push(CloseCreation(session, ana))
    assert committed_value(session.path, "SELECT in_creation FROM character") == 0
    assert session.push(RaiseSkill(session, ana, add.skill_id, 5))  # 4 + 5 = 9 XP
    assert committed(session.path, "SELECT level FROM skill") == [(5,)]
    assert committed_value(session.path, "SELECT xp FROM character") == 0
    assert not session.push(RaiseSkill(session, ana, add.skill_id, 6))
    assert "costs 6 XP" in recorder.failures()[-1]
    assert "only 0 XP" in recorder.failures()[-1]
    session.undo_stack.undo()
    assert committed(session.path, "SELECT level FROM skill") == [(3,)]
    assert committed_value(session.path, "SELECT xp FROM character") == 9
    session.undo_stack.undo()
    assert committed_value(session.path, "SELECT in_creation FROM character") == 1


def test_spells_add_edit_remove(session: CampaignSession) -> None:
    ana = _character(session)
    add = SetSpell(session, ana, None, name="Luz", level=2, difficulty=15, mana_cost=3,
                   notes="Ilumina")
    assert session.push(add)
    assert add.spell_id is not None
    assert session.push(SetSpell(session, ana, add.spell_id, name="Luz", level=3,
                                 difficulty=15, mana_cost=3))
    assert committed(session.path, "SELECT name, level FROM spell") == [("Luz", 3)]
    session.push(RemoveSpell(session, ana, add.spell_id))
    assert committed(session.path, "SELECT name FROM spell") == []
    session.undo_stack.undo()
    session.undo_stack.undo()
    assert committed(session.path, "SELECT name, level, notes FROM spell") == [
        ("Luz", 2, "Ilumina")
    ]
    session.undo_stack.undo()
    assert committed(session.path, "SELECT name FROM spell") == []


def test_spells_refused_without_magic(session: CampaignSession) -> None:
    ana = _character(session)
    change_profile(session, replace(REALISTA, magic=False))
    recorder = SignalRecorder(session)
    assert not session.push(SetSpell(session, ana, None, name="Luz", level=1, difficulty=15,
                                     mana_cost=1))
    assert "no magic" in recorder.failures()[0]


def _item(session: CampaignSession, ana: int, kind: str, details: str) -> int:
    return add_record(session, EquipmentItem, character_id=ana, name=kind.title(), kind=kind,
                  details=details)


def test_equip_sets_grip_and_warns_about_requirements(session: CampaignSession) -> None:
    ana = _character(session)
    sword = _item(session, ana, "weapon",
                  '{"damage": "2d6(1M)/2d6+1(2M)", "requirement": "req. Físico 9"}')
    shield = _item(session, ana, "shield", '{"defense": 2, "cover": 2, "encumbrance": 1}')
    assert session.push(EquipItem(session, ana, sword, equipped=True, grip="two_hands"))
    assert session.push(EquipItem(session, ana, shield, equipped=True))
    details = session.character(ana)
    assert details is not None
    view = sheet_view(details, session.profile)
    sword_line, shield_line = view.equipment
    assert sword_line.both_grips
    assert any("Físico 9" in warning for warning in sword_line.warnings)
    assert any("two hands" in warning for warning in shield_line.warnings)
    assert view.derived_value("defensa").value == 8 + 0 + 5 + 2
    session.undo_stack.undo()
    session.undo_stack.undo()
    assert committed(session.path, "SELECT equipped, grip FROM equipment_item") == [
        (0, ""), (0, "")
    ]
    recorder = SignalRecorder(session)
    assert not session.push(EquipItem(session, ana, shield, equipped=True, grip="one_hand"))
    assert "not a weapon" in recorder.failures()[0]


def test_item_quantity_is_at_least_one_and_undoes(session: CampaignSession) -> None:
    ana = _character(session)
    rope = _item(session, ana, "gear", "{}")
    assert session.push(SetItemQuantity(session, ana, rope, 3))
    assert committed_value(session.path, "SELECT quantity FROM equipment_item") == 3
    recorder = SignalRecorder(session)
    assert not session.push(SetItemQuantity(session, ana, rope, 0))
    assert "remove the item" in recorder.failures()[0]
    assert committed_value(session.path, "SELECT quantity FROM equipment_item") == 3
    session.undo_stack.undo()
    assert committed_value(session.path, "SELECT quantity FROM equipment_item") == 1


def test_remove_item_and_undo_puts_it_back_with_its_id(session: CampaignSession) -> None:
    ana = _character(session)
    rope = _item(session, ana, "gear", "{}")
    assert session.push(RemoveItem(session, ana, rope))
    assert committed(session.path, "SELECT id FROM equipment_item") == []
    session.undo_stack.undo()
    assert committed(session.path, "SELECT id FROM equipment_item") == [(rope,)]
    other = _character(session)
    recorder = SignalRecorder(session)
    assert not session.push(RemoveItem(session, other, rope))
    assert "no longer on this sheet" in recorder.failures()[0]


def test_portrait_stored_once_per_picture_and_undone(session: CampaignSession) -> None:
    ana = _character(session)
    bea = _character(session)
    picture = b"\x89PNG fake bytes"
    assert session.push(SetPortrait(session, ana, picture, 256))
    assert session.push(SetPortrait(session, bea, picture, 256))
    assert committed_value(session.path, "SELECT count(*) FROM image") == 1
    session.undo_stack.undo()
    # Ana still shows the picture: it stays.
    assert committed_value(session.path, "SELECT count(*) FROM image") == 1
    session.undo_stack.undo()
    assert committed_value(session.path, "SELECT count(*) FROM image") == 0
    assert committed(session.path, "SELECT portrait_image_id FROM character") == [(None,), (None,)]
    recorder = SignalRecorder(session)
    assert not session.push(SetPortrait(session, ana, b"", 256))
    assert "empty" in recorder.failures()[0]


def test_heal_never_below_zero_and_undoes(session: CampaignSession) -> None:
    ana = _character(session)
    set_wounds(session, ana, 3)
    assert session.push(Heal(session, ana, 5, "Recuperar el aliento"))
    assert committed_value(session.path, "SELECT wounds FROM character") == 0
    session.undo_stack.undo()
    assert committed_value(session.path, "SELECT wounds FROM character") == 3


def test_medicine_once_a_day_and_failed_healer(session: CampaignSession) -> None:
    patient = _character(session)
    healer = _character(session)
    other = _character(session)
    set_wounds(session, patient, 10)
    recorder = SignalRecorder(session)
    assert session.push(MedicineAttempt(session, healer, patient, success=False))
    assert not session.push(MedicineAttempt(session, healer, patient, success=True, healed=4))
    assert "already failed" in recorder.failures()[-1]
    assert session.push(MedicineAttempt(session, other, patient, success=True, healed=4))
    assert committed_value(session.path, f"SELECT wounds FROM character WHERE id={patient}") == 6
    assert not session.push(MedicineAttempt(session, healer, patient, success=True, healed=4))
    assert "once a day" in recorder.failures()[-1]
    next_day(session, )
    assert session.push(MedicineAttempt(session, healer, patient, success=True, healed=2))
    assert committed_value(session.path, f"SELECT wounds FROM character WHERE id={patient}") == 4
    session.undo_stack.undo()
    assert committed_value(session.path, f"SELECT wounds FROM character WHERE id={patient}") == 6
    assert committed_value(session.path, "SELECT count(*) FROM healing_record") == 2


def test_quick_sheet_character_reads_as_the_seed(session: CampaignSession) -> None:
    ana = _character(session)
    for name, (attribute, level) in QUICK_SHEET_SKILLS.items():
        assert session.push(SetSkill(session, ana, None, name, attribute, level))
    details = session.character(ana)
    assert details is not None
    view = sheet_view(details, session.profile)
    assert view.derived_value("hp_max").value == 21
    assert view.derived_value("defensa").explain() == "16 = Destreza 8 + Esquivar 3 + 5"
    assert view.derived_value("iniciativa").value == 12
    assert view.pyramid.fits
    assert next(row.status for row in view.pyramid.rows if row.level == 2) == "short"
    assert view.pyramid.shape is PyramidShape.VERSATIL
    assert view.points_left == 0
    set_wounds(session, ana, 14)
    details = session.character(ana)
    assert details is not None
    view = sheet_view(details, session.profile)
    assert view.state is HealthState.MALHERIDO
    assert view.rank_shift == -1


def test_healing_rolls_are_one_step_with_their_log_line(session: CampaignSession) -> None:
    patient = _character(session)
    healer = _character(session)
    set_wounds(session, patient, 10)
    entries = committed_value(session.path, "SELECT COUNT(*) FROM log_entry")
    breath = RecoverBreath(session, patient, ScriptedRng([4]))
    assert session.push(breath)
    assert "1d6 → 4 PV" in breath.line
    assert committed_value(session.path, "SELECT COUNT(*) FROM log_entry") == entries + 1
    assert committed_value(session.path, f"SELECT wounds FROM character WHERE id={patient}") == 6
    session.undo_stack.undo()
    assert committed_value(session.path, "SELECT COUNT(*) FROM log_entry") == entries
    assert committed_value(session.path, f"SELECT wounds FROM character WHERE id={patient}") == 10
    session.undo_stack.redo()  # the same roll again, not a new one
    assert committed_value(session.path, f"SELECT wounds FROM character WHERE id={patient}") == 6
    session.undo_stack.undo()

    # A failed Medicina: recorded with its line; the healer may not try again today.
    medicine = TreatWithMedicine(session, healer, patient, ScriptedRng([1, 1, 1]))
    assert session.push(medicine)
    assert "failure" in medicine.line
    assert session.log()[-1].text == medicine.line and session.log()[-1].kind == "healing"
    assert not session.push(TreatWithMedicine(session, healer, patient, ScriptedRng([])))
    session.undo_stack.undo()
    assert committed_value(session.path, "SELECT COUNT(*) FROM log_entry") == entries
    assert committed_value(session.path, "SELECT COUNT(*) FROM healing_record") == 0
    assert session.push(Rest(session, patient, full_comfort=False))
    assert committed_value(session.path, f"SELECT wounds FROM character WHERE id={patient}") == 9


def test_a_cast_from_the_sheet_spends_the_token_and_the_mana_at_the_sheets_rank(
    session: CampaignSession,
) -> None:
    ana = _character(session)  # Inteligencia 7: 21 maná
    assert edit_character(session, ana, "tokens", 1)
    add = SetSpell(session, ana, None, name="Luz", level=2, difficulty=15, mana_cost=9)
    assert session.push(add) and add.spell_id is not None
    set_wounds(session, ana, 14)  # malherido (−1), the token (+1): rank 0, the middle die
    cast = CastFromSheet(session, ana, add.spell_id, rng=ScriptedRng([2, 9, 5]),
                         spend_token=True)
    assert session.push(cast)
    assert cast.result is not None and cast.result.check.total == 7 + 2 + 5
    row = session.model.get(Character, ana)
    assert row is not None and (row.tokens, row.mana_spent) == (0, 9)
    assert session.log()[-1].kind == "spell" and session.log()[-1].text == cast.line
    assert session.push(CastFromSheet(session, ana, add.spell_id, rng=ScriptedRng([1, 1, 2])))
    problem = session.attempt(CastFromSheet(session, ana, add.spell_id, rng=ScriptedRng([])))
    assert problem is not None and "costs 9 maná and only 3 are left" in problem
