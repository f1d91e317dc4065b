"""``check_campaign``: the report behind ``ryf-desktop check``, which never changes the file."""

from __future__ import annotations

import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from ryf_desktop.storage import SCHEMA_VERSION, CampaignFile, check_campaign
from tests.storage.storage_samples import fill_campaign, sha256_of

FIXTURES = Path(__file__).resolve().parent / "fixtures"


def test_a_sound_campaign_is_ok(blank_path: Path, backup_dir: Path) -> None:
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        fill_campaign(campaign)
        before = sha256_of(blank_path)
        report = check_campaign(blank_path)
        assert sha256_of(blank_path) == before
        assert report.lock_holder is not None and report.lock_holder.pid == os.getpid()
    assert report.ok
    assert report.problems == ()
    assert report.schema_version == report.known_schema_version == SCHEMA_VERSION
    assert report.integrity == ("ok",)
    assert report.counts["character"] == 2
    assert report.counts["map_token"] == 3
    lines = report.lines()
    assert lines[0] == f"{blank_path}: ok"
    assert "  character: 2 rows" in lines


def test_an_older_campaign_is_ok_and_noted(tmp_path: Path) -> None:
    path = tmp_path / "v1.ryf"
    shutil.copyfile(FIXTURES / "campaign_v1.ryf", path)
    before = sha256_of(path)
    report = check_campaign(path)
    assert report.ok
    assert report.schema_version == 1
    assert any("older schema 1" in note for note in report.notes)
    assert report.counts["character"] == 2
    assert sha256_of(path) == before
    assert sorted(tmp_path.iterdir()) == [path]


@pytest.mark.damaged_files
def test_a_damaged_campaign_is_not_ok(blank_path: Path) -> None:
    data = blank_path.read_bytes()
    blank_path.write_bytes(data[: len(data) // 2])
    before = sha256_of(blank_path)
    report = check_campaign(blank_path)
    assert not report.ok
    assert "is incomplete" in report.problems[0]
    assert report.lines()[0].endswith("NOT OK")
    assert sha256_of(blank_path) == before


@pytest.mark.damaged_files
def test_a_missing_or_newer_file_is_not_ok(tmp_path: Path, blank_path: Path) -> None:
    assert not check_campaign(tmp_path / "none.ryf").ok
    connection = sqlite3.connect(blank_path)
    connection.execute("PRAGMA user_version = 9")
    connection.close()
    report = check_campaign(blank_path)
    assert not report.ok
    assert "newer version" in report.problems[0]


@pytest.mark.damaged_files
def test_broken_references_are_reported(blank_path: Path) -> None:
    connection = sqlite3.connect(blank_path, isolation_level=None)
    connection.execute(
        "INSERT INTO skill (character_id, name, attribute, level, position) "
        "VALUES (7, 'Nadar', 'destreza', 1, 0)"
    )
    connection.close()
    report = check_campaign(blank_path)
    assert not report.ok
    assert "1 rows refer to rows that do not exist" in report.problems[0]
