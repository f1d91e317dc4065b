"""A check rolled from a player's phone: one step of the campaign (its log line naming the player
and the character, the token spent, the handed-back token's penalty used up), undone by the GM;
the rank worked out as on the desktop; the odds the rules' own; the dice typed resolved as at the
table; every refusal in words, nothing written."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from ryf_desktop.catalog import load_catalog
from ryf_desktop.rules import odds
from ryf_desktop.rules.character import Attribute
from ryf_desktop.rules.checks import SKILL_DIFFICULTIES
from ryf_desktop.session import CampaignSession, ensure_demo_campaign
from ryf_desktop.session.catalog_commands import AddToCharacter
from ryf_desktop.session.character_commands import EditCharacterField, SetWounds
from ryf_desktop.session.item_commands import EquipItem
from ryf_desktop.session.phone_rolls import (
    PhoneRollError,
    odds_for,
    phone_roll,
    plan_phone_roll,
    roll_choices,
)
from ryf_desktop.session.present import players_view_of
from ryf_desktop.session.present.players_view import newest_public_roll
from ryf_desktop.session.sheet_queries import sheet_view
from ryf_desktop.session.skill_commands import SetSkill
from ryf_desktop.storage.records import Character, LogEntry
from tests.scripted_rng import ScriptedRng

ALEX, MARTA, RAMON = 1, 2, 4
SIGILO = 2  # Álex's, 4 points, Destreza 8
BOXEO_SKILL = 15  # Marta's Cuerpo a Cuerpo, with the specialisation Boxeo


@pytest.fixture
def demo(tmp_path: Path) -> Iterator[CampaignSession]:
    session = CampaignSession.open(ensure_demo_campaign(tmp_path / "demo" / "demo.ryf"))
    yield session
    session.close()


def entries(session: CampaignSession) -> int:
    return len(session.model.all(LogEntry))


def tokens(session: CampaignSession, character_id: int) -> int:
    row = session.model.get(Character, character_id)
    assert row is not None
    return row.tokens


def test_a_typed_roll_is_one_logged_undoable_step_naming_player_and_character(
        demo: CampaignSession) -> None:
    before = entries(demo)
    result = phone_roll(demo, ALEX, {"skill": SIGILO, "difficulty": "dificil",
                                     "throws": [[3, 8, 10]]}, ScriptedRng())
    assert result["type"] == "rolled"
    assert result["total"] == 8 + 4 + 8 and result["kept"] == [8]
    assert result["success"] is True and result["margin"] == 0 and result["rank"] == 0
    line = demo.log(1)[-1]
    assert line.kind == "roll" and not line.secret and line.character_id == ALEX
    assert line.text.startswith("Ana (Álex Rivera): Sigilo 12 vs 20")
    assert "(3,8,10)→8" in line.detail
    # The table screen's banner reads this very line.
    assert newest_public_roll(demo.log(5)) == line
    assert players_view_of(demo).roll == line
    assert demo.undo_stack.count() == 1
    demo.undo_stack.undo()
    assert entries(demo) == before
    assert players_view_of(demo).roll != line


def test_the_program_rolls_with_the_dice_it_was_given(demo: CampaignSession) -> None:
    result = phone_roll(demo, ALEX, {"attribute": "destreza", "difficulty": 12},
                        ScriptedRng(2, 9, 5))
    # Rank 0: the middle die of (2, 9, 5) is 5; Destreza 8 + 5 = 13 against 12.
    assert result["throws"] == [[2, 9, 5]] and result["total"] == 13
    assert result["success"] is True


def test_an_exploded_throw_asks_for_the_next_and_writes_nothing(demo: CampaignSession) -> None:
    before = entries(demo)
    asked = {"skill": SIGILO, "difficulty": 20, "throws": [[3, 10, 10]]}
    more = phone_roll(demo, ALEX, asked, ScriptedRng())
    assert more["type"] == "more" and more["throws"] == 1
    assert entries(demo) == before and demo.undo_stack.count() == 0
    done = phone_roll(demo, ALEX, {**asked, "throws": [[3, 10, 10], [3, 4, 7]]}, ScriptedRng())
    assert done["type"] == "rolled" and done["kept"] == [10, 4]
    assert done["total"] == 12 + 14


def test_the_rank_follows_the_desktop_rules(demo: CampaignSession) -> None:
    # Specialisation +1 (Marta's Boxeo): the highest die counts.
    result = phone_roll(demo, MARTA, {"skill": BOXEO_SKILL, "specialisation": "Boxeo",
                                      "throws": [[2, 9, 5]]}, ScriptedRng())
    assert result["rank"] == 1 and result["kept"] == [9]
    assert "Cuerpo a Cuerpo (Boxeo)" in demo.log(1)[-1].text
    # A skill of 0 points −1.
    add = SetSkill(demo, ALEX, None, "Pilotar", "destreza", 0)
    assert demo.push(add)
    skill = next(k for k in (demo.character(ALEX) or pytest.fail()).skills if k.name == "Pilotar")
    assert plan_phone_roll(demo, ALEX, {"skill": skill.id}).shifts.rank == -1
    # Malherido −1, a handed-back token −1 pending: used up by the roll, given back by undo.
    assert demo.push(SetWounds(demo, ALEX, 15))
    assert demo.push(EditCharacterField(demo, ALEX, "token_penalty", True))
    plan = plan_phone_roll(demo, ALEX, {"skill": SIGILO, "spend_token": True})
    assert plan.shifts.shift == -1 and plan.shifts.rank == -1
    result = phone_roll(demo, ALEX, {"skill": SIGILO, "spend_token": True,
                                     "throws": [[2, 9, 5]]}, ScriptedRng())
    assert result["kept"] == [2]
    row = demo.model.get(Character, ALEX)
    assert row is not None and row.tokens == 0 and not row.token_penalty
    demo.undo_stack.undo()
    row = demo.model.get(Character, ALEX)
    assert row is not None and row.tokens == 1 and row.token_penalty


def test_the_odds_are_the_rules_own(demo: CampaignSession) -> None:
    shown = odds_for(demo, ALEX, {"skill": SIGILO, "difficulty": "dificil",
                                  "spend_token": True})
    exact = odds.skill_check_odds(8, 4, SKILL_DIFFICULTIES["dificil"], 1)
    assert shown["rank"] == 1 and shown["success"] == exact.success
    assert shown["critical"] == exact.critical and shown["fumble"] == exact.fumble
    assert shown["reasons"] == ["token spent +1"]
    assert "success" not in odds_for(demo, ALEX, {"attribute": "fisico"})
    assert tokens(demo, ALEX) == 1 and demo.undo_stack.count() == 0


def test_a_secret_roll_never_reaches_the_banner(demo: CampaignSession) -> None:
    phone_roll(demo, ALEX, {"skill": SIGILO, "throws": [[3, 8, 9]]}, ScriptedRng())
    public = demo.log(1)[-1]
    phone_roll(demo, ALEX, {"skill": SIGILO, "secret": True, "throws": [[3, 8, 9]]},
               ScriptedRng())
    secret = demo.log(1)[-1]
    assert secret.secret and secret.kind == "roll"
    assert players_view_of(demo).roll == public


@pytest.mark.parametrize("request_", [
    {"skill": BOXEO_SKILL},  # another character's skill
    {"skill": SIGILO, "specialisation": "Boxeo"},  # not a specialisation of this skill
    {"attribute": "suerte"},
    {},
    {"skill": "2"},
    {"skill": SIGILO, "difficulty": "imposible del todo"},
    {"skill": SIGILO, "difficulty": 5000},
    {"skill": SIGILO, "throws": [[0, 8, 9]]},
    {"skill": SIGILO, "throws": [[3, 8]]},
    {"skill": SIGILO, "throws": [[3, 8, 9], [3, 8, 9]]},  # a throw after one that did not explode
    {"skill": SIGILO, "secret": "yes"},
    {"attribute": "fisico", "specialisation": "Boxeo"},
])
def test_what_cannot_be_rolled_is_refused_in_words_and_nothing_written(
        demo: CampaignSession, request_: dict[str, object]) -> None:
    before = entries(demo)
    with pytest.raises(PhoneRollError) as refused:
        phone_roll(demo, ALEX, request_, random.Random(1))
    assert str(refused.value) and "Traceback" not in str(refused.value)
    assert entries(demo) == before and demo.undo_stack.count() == 0


def test_no_token_left_and_npcs_are_refused(demo: CampaignSession) -> None:
    assert demo.push(EditCharacterField(demo, ALEX, "tokens", 0))
    with pytest.raises(PhoneRollError):
        phone_roll(demo, ALEX, {"skill": SIGILO, "spend_token": True}, random.Random(1))
    with pytest.raises(PhoneRollError):
        phone_roll(demo, RAMON, {"attribute": "fisico"}, random.Random(1))
    assert roll_choices(demo, RAMON) is None
    choices = roll_choices(demo, MARTA)
    assert choices is not None and choices["tokens"] == 1
    boxeo = next(skill for skill in choices["skills"] if skill["id"] == BOXEO_SKILL)
    assert boxeo["specialisations"] == ["Boxeo"]
    assert choices["difficulties"]["attribute"][0] == ["facil", 9]


def test_armour_estorbo_comes_off_a_destreza_roll_as_on_the_desktop(demo: CampaignSession) -> None:
    # RULES.md §2: estorbo comes off every Destreza-based roll out of combat, from a phone too.
    plate = next(entry for entry in load_catalog().armors if entry.name == "Placas")
    added = AddToCharacter(demo, ALEX, plate)
    assert demo.push(added) and added.item_id is not None
    assert demo.push(EquipItem(demo, ALEX, added.item_id, equipped=True))
    details = demo.character(ALEX) or pytest.fail()
    sheet = sheet_view(details, demo.profile)
    estorbo = sheet.derived_value("estorbo").value
    assert estorbo > 0
    sigilo = plan_phone_roll(demo, ALEX, {"skill": SIGILO})
    assert sigilo.attribute == 8 - estorbo == sheet.check_attribute(Attribute.DESTREZA)
    destreza = plan_phone_roll(demo, ALEX, {"attribute": "destreza"})
    assert destreza.attribute == 8 - estorbo
    # Percepción is not a Destreza roll: the armour does not touch it.
    percepcion = plan_phone_roll(demo, ALEX, {"attribute": "percepcion"})
    assert percepcion.attribute == sheet.attributes.percepcion
    assert sheet.check_attribute(Attribute.PERCEPCION) == sheet.attributes.percepcion
