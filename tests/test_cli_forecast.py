"""``ryf-desktop forecast``: the JSON it prints, seeds, and every bad input refused in one line
with the file unchanged."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from ryf_desktop.cli import run_cli
from ryf_desktop.session import CampaignSession, ensure_demo_campaign
from ryf_desktop.session.combat import EndCombat, StartCombat
from ryf_desktop.storage.records import Character, Combat
from tests.storage.storage_samples import sha256_of


@pytest.fixture(scope="module")
def demo_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return ensure_demo_campaign(tmp_path_factory.mktemp("forecast-demo") / "demo.ryf")


@pytest.fixture
def demo(tmp_path: Path, demo_template: Path) -> Path:
    path = tmp_path / "demo.ryf"
    path.write_bytes(demo_template.read_bytes())
    return path


def _json(capsys: pytest.CaptureFixture[str], *arguments: str) -> dict[str, object]:
    assert run_cli(["forecast", *arguments, "--json"]) == 0
    printed = capsys.readouterr()
    assert printed.err == ""
    lines = printed.out.splitlines()
    assert len(lines) == 1
    found = json.loads(lines[0])
    assert isinstance(found, dict)
    return found


def test_json_of_the_demo_fight_is_the_issues_object(
    demo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = sha256_of(demo)
    found = _json(capsys, str(demo), "--fights", "2000", "--seed", "4")
    assert set(found) == {"fights", "party_wins", "party_wins_margin", "rounds", "falls",
                          "seconds"}
    assert found["fights"] == 2000
    assert isinstance(found["party_wins"], float) and 0.0 <= found["party_wins"] <= 1.0
    assert isinstance(found["party_wins_margin"], float) and found["party_wins_margin"] > 0
    rounds = found["rounds"]
    assert isinstance(rounds, dict) and set(rounds) == {"median", "p10", "p90"}
    falls = found["falls"]
    assert isinstance(falls, dict)
    assert {"Álex Rivera", "Goblin 1"} <= set(falls)
    assert sha256_of(demo) == before


def test_the_same_seed_prints_the_same_forecast(
    demo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = _json(capsys, str(demo), "--fights", "1500", "--seed", "9")
    again = _json(capsys, str(demo), "--fights", "1500", "--seed", "9")
    first.pop("seconds")
    again.pop("seconds")
    assert first == again


def test_the_plain_output_says_it_is_an_estimate(
    demo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run_cli(["forecast", str(demo), "--fights", "500", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "an estimate" in out and "party wins:" in out and "±" in out


@pytest.mark.parametrize(
    ("arguments", "code", "says"),
    [
        (["--fights", "0"], 2, "--fights must be a positive whole number"),
        (["--fights", "-3"], 2, "--fights must be a positive whole number"),
        (["--fights", "diez"], 2, "--fights must be a whole number"),
        (["--seed", "x"], 2, "--seed must be a whole number"),
        (["--combat", "99"], 1, "there is no combat 99"),
    ],
)
def test_bad_options_are_one_line_and_change_nothing(
    demo: Path, capsys: pytest.CaptureFixture[str], arguments: list[str], code: int, says: str
) -> None:
    before = sha256_of(demo)
    assert run_cli(["forecast", str(demo), *arguments]) == code
    printed = capsys.readouterr()
    assert printed.out == ""
    assert printed.err.count("\n") == 1 and says in printed.err
    assert sha256_of(demo) == before


def test_no_combat_and_one_sided_fights_are_refused(
    qapp: object, demo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    session = CampaignSession.open(demo)
    try:
        model = session.model
        combat = next(c for c in model.all(Combat))
        assert session.push(EndCombat(session, combat.id))
        pcs = [c.id for c in model.all(Character) if c.kind == "pc"]
        assert session.attempt(StartCombat(session, "Solos", character_ids=pcs,
                                           rng=random.Random(1))) is None
        lonely = max(c.id for c in model.all(Combat))
    finally:
        session.close()
    before = sha256_of(demo)
    assert run_cli(["forecast", str(demo)]) == 1
    assert "the other side has nobody standing" in capsys.readouterr().err
    assert run_cli(["forecast", str(demo), "--combat", str(lonely)]) == 1
    assert capsys.readouterr().err.count("\n") == 1
    assert sha256_of(demo) == before


def test_a_campaign_without_combats_or_a_damaged_file_is_refused(
    qapp: object, tmp_path: Path, demo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    empty = tmp_path / "vacía.ryf"
    CampaignSession.create(empty, "Vacía", "medieval").close()
    assert run_cli(["forecast", str(empty)]) == 1
    assert "no combat" in capsys.readouterr().err
    damaged = tmp_path / "rota.ryf"
    damaged.write_bytes(demo.read_bytes()[:3000])
    before = sha256_of(damaged)
    assert run_cli(["forecast", str(damaged)]) == 1
    assert capsys.readouterr().err.count("\n") == 1
    assert sha256_of(damaged) == before
