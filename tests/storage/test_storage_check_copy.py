"""``check`` looks at a copy, so it changes nothing at all; it runs the full integrity check and
each picture's sha256 and says what it found per kind; open refuses to write to a file that only
the full check finds damaged, which still opens read-only."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from ryf_desktop.storage import CampaignCorruptError, CampaignFile, check_campaign
from ryf_desktop.storage.errors import StorageProblem
from ryf_desktop.storage.repair import save_repaired_copy
from tests.storage.storage_samples import (
    assert_sound,
    fill_campaign,
    sha256_of,
    sidecars,
    table_contents,
)


def _folder_state(folder: Path) -> dict[str, str]:
    return {path.name: sha256_of(path) for path in sorted(folder.iterdir()) if path.is_file()}


def _filled(blank_path: Path, backup_dir: Path) -> Path:
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        fill_campaign(campaign)
    return blank_path


def test_check_reports_each_kind_and_changes_nothing(blank_path: Path, backup_dir: Path) -> None:
    path = _filled(blank_path, backup_dir)
    before = _folder_state(path.parent)
    report = check_campaign(path)
    assert report.ok, report.problems
    lines = report.lines()
    assert "  integrity (full check): ok" in lines
    assert "  references: ok" in lines
    assert report.images is not None and report.images.checked == 2
    assert "  pictures: 2 checked against their sha256, all ok" in lines
    assert _folder_state(path.parent) == before


@pytest.mark.damaged_files
def test_a_picture_that_does_not_match_its_sha256_is_reported(
    blank_path: Path, backup_dir: Path
) -> None:
    path = _filled(blank_path, backup_dir)
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("UPDATE image SET data = CAST(data || X'00112233' AS BLOB) WHERE id = 1")
    connection.close()
    before = _folder_state(path.parent)
    report = check_campaign(path)
    assert not report.ok
    assert report.images is not None and report.images.damaged == (1,)
    assert any("1 of 2 pictures do not match their sha256" in line for line in report.problems)
    assert _folder_state(path.parent) == before


def _lose_index_rows(path: Path) -> None:
    """Damage only the full integrity check finds: an index that no longer lists its rows."""
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("PRAGMA writable_schema=ON")
    connection.execute(
        "UPDATE sqlite_master SET sql = sql || ' WHERE 0' "
        "WHERE name = 'ix_equipment_item_character_id'"
    )
    connection.close()


@pytest.mark.damaged_files
def test_damage_only_the_full_check_finds_is_refused_for_writing(
    blank_path: Path, backup_dir: Path
) -> None:
    path = _filled(blank_path, backup_dir)
    _lose_index_rows(path)
    before = _folder_state(path.parent)
    with pytest.raises(CampaignCorruptError) as raised:
        CampaignFile.open(path, backup_dir=backup_dir)
    assert raised.value.problem is StorageProblem.DAMAGED
    assert "wrong # of entries in index" in str(raised.value.params["detail"])
    assert _folder_state(path.parent) == before
    with CampaignFile.open(path, read_only=True) as looking:
        assert looking.campaign().name == "Plantilla"
    report = check_campaign(path)
    assert not report.ok
    assert "wrong # of entries in index" in report.problems[0]


@pytest.mark.damaged_files
def test_a_repaired_copy_of_an_index_damage_is_sound_and_whole(
    blank_path: Path, backup_dir: Path
) -> None:
    path = _filled(blank_path, backup_dir)
    rows = table_contents(path)
    _lose_index_rows(path)
    before = _folder_state(path.parent)
    repaired = save_repaired_copy(path, path.with_name("reparada.ryf"))
    assert {name: digest for name, digest in _folder_state(path.parent).items()
            if name != repaired.name} == before
    assert sidecars(repaired) == []
    assert_sound(repaired)
    assert table_contents(repaired) == rows
    with CampaignFile.open(repaired, backup_dir=backup_dir) as campaign:
        assert not campaign.read_only


@pytest.mark.damaged_files
def test_a_file_too_damaged_to_repair_is_refused_and_nothing_made(blank_path: Path) -> None:
    data = bytearray(blank_path.read_bytes())
    data[4096 + 8 : 3 * 4096] = bytes([0x5A]) * (2 * 4096 - 8)
    blank_path.write_bytes(bytes(data))
    with pytest.raises(CampaignCorruptError) as raised:
        save_repaired_copy(blank_path, blank_path.with_name("reparada.ryf"))
    assert raised.value.problem is StorageProblem.REPAIR_FAILED
    assert sorted(entry.name for entry in blank_path.parent.iterdir()) == [blank_path.name]
