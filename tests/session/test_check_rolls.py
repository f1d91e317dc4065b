"""A check the dice dock rolled for a character, recorded as one step (session.check_rolls): the
log line, the token spent and the handed-back token's penalty used up, undone together; no token
left refuses the whole, nothing written."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from ryf_desktop.session import CampaignSession, CharacterCheck, ensure_demo_campaign
from ryf_desktop.session.character_commands import EditCharacterField
from ryf_desktop.session.check_rolls import record_character_check
from ryf_desktop.storage.records import Character, LogEntry

ALEX = 1  # Ana's character, one token


@pytest.fixture
def demo(tmp_path: Path) -> Iterator[CampaignSession]:
    session = CampaignSession.open(ensure_demo_campaign(tmp_path / "demo" / "demo.ryf"))
    yield session
    session.close()


def alex(session: CampaignSession) -> Character:
    row = session.model.get(Character, ALEX)
    assert row is not None
    return row


def entries(session: CampaignSession) -> int:
    return len(session.model.all(LogEntry))


def test_the_line_the_token_and_the_penalty_are_one_step(demo: CampaignSession) -> None:
    assert demo.push(EditCharacterField(demo, ALEX, "token_penalty", True))
    steps, lines, tokens = demo.undo_stack.count(), entries(demo), alex(demo).tokens
    assert record_character_check(demo, ALEX, "Álex Rivera — Sigilo: … → 17", "(3,8,9)→8",
                                  secret=True, spend_token=True, use_penalty=True) is None
    line = demo.log(1)[-1]
    assert line.kind == "roll" and line.secret and line.detail == "(3,8,9)→8"
    assert line.character_id == ALEX
    assert alex(demo).tokens == tokens - 1 and not alex(demo).token_penalty
    assert demo.undo_stack.count() == steps + 1
    assert demo.undo_stack.text(steps) == "Roll of “Álex Rivera”"
    demo.undo_stack.undo()
    assert entries(demo) == lines and alex(demo).tokens == tokens and alex(demo).token_penalty


def test_a_penalty_the_roll_did_not_bear_stays(demo: CampaignSession) -> None:
    assert demo.push(EditCharacterField(demo, ALEX, "token_penalty", True))
    assert demo.push(CharacterCheck(demo, ALEX, "Álex Rivera — Sigilo: … → 17"))
    assert alex(demo).token_penalty


def test_no_token_left_refuses_the_whole_and_writes_nothing(demo: CampaignSession) -> None:
    assert demo.push(EditCharacterField(demo, ALEX, "tokens", 0))
    steps, lines = demo.undo_stack.count(), entries(demo)
    refusal = record_character_check(demo, ALEX, "Álex Rivera — Sigilo", "", secret=False,
                                     spend_token=True, use_penalty=False)
    assert refusal == "Álex Rivera has no tokens left to spend."
    assert entries(demo) == lines and demo.undo_stack.count() == steps
