"""What views read from a session (summaries, a whole sheet, counts, the log), the roll log,
opening and creating sessions."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from ryf_desktop.rules.health import HealthState
from ryf_desktop.rules.profile import HEROICO, REALISTA
from ryf_desktop.session import CampaignCounts, CampaignSession, CharacterSummary
from ryf_desktop.storage import CampaignExistsError, CampaignFile, CampaignLockedError
from ryf_desktop.storage.records import MapToken
from tests.campaign_steps import add_character, change_profile, next_day, rename, set_wounds
from tests.session.session_samples import SignalRecorder, committed
from tests.storage.storage_samples import fill_campaign


def test_character_summaries_follow_the_rules_profile(session: CampaignSession) -> None:
    ana = add_character(session, "Ana", player="Lucía")
    bruno = add_character(session, "Bruno", "npc", fisico=8)
    assert ana is not None and bruno is not None
    # Físico 8, realistic: PV 24; malherido from 16 wounds (RULES.md §3, the quick sheet).
    set_wounds(session, bruno, 16)
    assert session.characters() == [
        CharacterSummary(ana, "Ana", "Lucía", "pc", 0, 21, HealthState.NORMAL, 0),
        CharacterSummary(bruno, "Bruno", "", "npc", 16, 24, HealthState.MALHERIDO, 1),
    ]
    assert session.characters()[1].current_hp == 8
    change_profile(session, HEROICO)
    summary = session.characters()[1]
    assert (summary.hp_max, summary.state) == (32, HealthState.NORMAL)


def test_the_whole_sheet_of_a_character(
    campaign_path: Path, backup_dir: Path, open_session: Any
) -> None:
    with CampaignFile.open(campaign_path, backup_dir=backup_dir) as campaign:
        ids = fill_campaign(campaign)
    session: CampaignSession = open_session(campaign_path)
    details = session.character(ids["ana"])
    assert details is not None
    assert (details.id, details.name) == (ids["ana"], "Ana la Roja")
    assert [(skill.name, skill.level) for skill in details.skills] == [
        ("Cuerpo a Cuerpo", 5), ("Esquivar", 3)
    ]
    sword = details.skills[0].id
    assert sword is not None
    assert details.specialisations == {sword: ("Espada larga", "Daga")}
    assert [item.name for item in details.equipment] == ["Espada larga", "Flecha"]
    assert details.spells == ()
    assert (details.hp_max, details.state) == (21, HealthState.NORMAL)
    assert len(session.model.of(MapToken, "character_id", details.id)) == 1
    brother = session.character(ids["brother"])
    assert brother is not None
    assert [spell.name for spell in brother.spells] == ["Luz"]
    assert session.character(999) is None
    assert session.counts() == CampaignCounts(
        characters=2, maps=1, tokens=3, combats=1, log_entries=2
    )


def test_log_roll_appends_outside_the_undo_history(
    session: CampaignSession, campaign_path: Path
) -> None:
    recorder = SignalRecorder(session)
    next_day(session, )
    recorder.take()
    assert session.log_roll("Percepción + Advertir/Notar: 21", "1o3d10: 4, 9, 7 → 7")
    assert session.log_roll("Iniciativa de Ana: 17", kind="initiative")
    assert recorder.names() == ["log_appended", "log_appended"]
    assert session.undo_stack.count() == 1  # only the day
    lines = session.log()
    assert [(line.text, line.detail, line.kind, line.game_day) for line in lines] == [
        ("Percepción + Advertir/Notar: 21", "1o3d10: 4, 9, 7 → 7", "roll", 2),
        ("Iniciativa de Ana: 17", "", "initiative", 2),
    ]
    assert lines[0].at.tzinfo is not None
    assert abs((datetime.now(UTC) - lines[0].at).total_seconds()) < 3600
    assert committed(campaign_path, "SELECT text FROM log_entry ORDER BY id") == [
        ("Percepción + Advertir/Notar: 21",), ("Iniciativa de Ana: 17",)
    ]
    session.undo_stack.undo()
    assert len(session.log()) == 2  # a roll happened: undoing the day does not unroll it


def test_log_returns_the_newest_entries_oldest_first(session: CampaignSession) -> None:
    for number in range(12):
        session.log_roll(f"Tirada {number}")
    assert [line.text for line in session.log(limit=3)] == ["Tirada 9", "Tirada 10", "Tirada 11"]
    assert len(session.log()) == 12


def test_create_makes_a_new_campaign_and_refuses_an_existing_file(
    tmp_path: Path, backup_dir: Path
) -> None:
    path = tmp_path / "nueva.ryf"
    session = CampaignSession.create(path, "Nueva", "futuro", REALISTA, backup_dir=backup_dir)
    try:
        assert (session.name, session.setting, session.profile, session.day) == (
            "Nueva", "futuro", REALISTA, 1
        )
        assert session.path == path
        assert not session.read_only
        assert session.upgraded_from is None and session.upgrade_backup is None
    finally:
        session.close()
    with pytest.raises(CampaignExistsError):
        CampaignSession.create(path, "Otra", "medieval", backup_dir=backup_dir)


def test_open_raises_the_storage_errors_unchanged(
    campaign_path: Path, open_session: Any, backup_dir: Path
) -> None:
    first: CampaignSession = open_session(campaign_path)
    with pytest.raises(CampaignLockedError) as locked:
        CampaignSession.open(campaign_path, backup_dir=backup_dir)
    assert "already open in RyF Desktop" in str(locked.value)
    viewer: CampaignSession = open_session(campaign_path, read_only=True)
    assert viewer.held_by is not None
    assert rename(first, "Cambiada")
    # A read-only session reads what the writer committed.
    assert viewer.characters() == []
    assert committed(campaign_path, "SELECT name FROM campaign") == [("Cambiada",)]
