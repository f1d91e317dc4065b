"""Files edited by hand (or by a flipped bit) that SQLite calls whole: the open and ``check``
agree, with the same words, and neither crashes nor changes a byte."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from ryf_desktop.cli import run_cli
from ryf_desktop.storage import CampaignFile, check_campaign, export_campaign
from ryf_desktop.storage.errors import CampaignCorruptError, StorageProblem
from tests.storage.storage_samples import fill_campaign, sha256_of

Edit = Callable[[sqlite3.Connection], None]


def _drop_column(db: sqlite3.Connection) -> None:
    db.execute("ALTER TABLE map DROP COLUMN notes")


def _rename_column(db: sqlite3.Connection) -> None:
    db.execute("ALTER TABLE character RENAME COLUMN player TO jugador")


def _text_in_integer(db: sqlite3.Connection) -> None:
    db.execute("UPDATE character SET xp = 'mucho' WHERE id = 1")


def _grid_too_big(db: sqlite3.Connection) -> None:
    db.execute("PRAGMA ignore_check_constraints = ON")
    db.execute("UPDATE map SET grid_width = 100000")


def _fisico_words(db: sqlite3.Connection) -> None:
    db.execute("PRAGMA ignore_check_constraints = ON")
    db.execute("UPDATE character SET fisico = 'muchos' WHERE id = 1")


def _lock_pid_text(db: sqlite3.Connection) -> None:
    db.execute(
        "INSERT INTO file_lock (id, \"user\", host, pid, since, token, program, heartbeat) "
        "VALUES (1, 'ana', 'otra', 'mil', '2026-01-01T00:00:00+00:00', 't', 'RyF Desktop', NULL)"
    )


def _flipped_choice(db: sqlite3.Connection) -> None:
    # One bit: "6" (0x36) → "&" (0x26).
    db.execute("UPDATE campaign SET critical_damage = 'd&_per_10'")


def _flipped_schema_name(db: sqlite3.Connection) -> None:
    db.execute("PRAGMA writable_schema = ON")
    db.execute(
        "UPDATE sqlite_master SET sql = replace(sql, 'image_scale FLOAT', 'image_scalf FLOAT') "
        "WHERE name = 'map'"
    )
    db.execute("PRAGMA writable_schema = OFF")


def _nan_scale(db: sqlite3.Connection) -> None:
    db.execute("PRAGMA ignore_check_constraints = ON")
    db.execute("UPDATE map SET image_offset_x = 1e999")


def _bad_layer(db: sqlite3.Connection) -> None:
    db.execute("UPDATE map SET walls = '[[1, 2]]'")


EDITS: dict[str, tuple[Edit, str]] = {
    "dropped column": (_drop_column, "the table map has no column notes"),
    "renamed column": (_rename_column, "the table character has no column player"),
    "text in an integer column": (_text_in_integer, "row 1 of character: xp is not a value"),
    "grid_width 100000": (
        _grid_too_big, "row 1 of map: it breaks the rule “grid_width BETWEEN 1 AND 1000"
    ),
    "fisico='muchos'": (_fisico_words, "row 1 of character: fisico is not a value"),
    "lock pid not a number": (_lock_pid_text, "row 1 of file_lock: pid is not a value"),
    "d&_per_10": (_flipped_choice, "row 1 of campaign: critical_damage is not one of"),
    "flipped column name in the schema": (
        _flipped_schema_name, "the table map has no column image_scale"
    ),
    "infinite offset": (_nan_scale, "row 1 of map: image_offset_x is not a value"),
    "unreadable walls": (_bad_layer, "row 1 of map: walls cannot be read"),
}


@pytest.fixture(scope="module")
def filled(tmp_path_factory: pytest.TempPathFactory, blank_template: Path) -> Path:
    path = tmp_path_factory.mktemp("filled") / "filled.ryf"
    path.write_bytes(blank_template.read_bytes())
    with CampaignFile.open(path, backup_dir=path.parent / "backups") as campaign:
        fill_campaign(campaign)
    return path


@pytest.mark.damaged_files
@pytest.mark.parametrize("kind", list(EDITS))
def test_a_hand_edited_file_is_refused_by_open_and_check_alike(
    kind: str, filled: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    edit, words = EDITS[kind]
    path = tmp_path / "campaign.ryf"
    path.write_bytes(filled.read_bytes())
    db = sqlite3.connect(path, isolation_level=None)
    try:
        edit(db)
    finally:
        db.close()
    before = sha256_of(path)
    with pytest.raises(CampaignCorruptError) as refused:
        CampaignFile.open(path, backup_dir=tmp_path / "backups")
    assert refused.value.problem is StorageProblem.DAMAGED
    assert words in str(refused.value.params["detail"])
    report = check_campaign(path)
    assert not report.ok
    assert report.refusal is not None
    assert report.refusal.params == refused.value.params  # the same words
    for command in (["check", str(path)], ["unlock", "--yes", str(path)],
                    ["export", str(path), str(tmp_path / "out.json")]):
        assert run_cli(command) == 1
    output = capsys.readouterr()
    assert "Traceback" not in output.err and words in output.out + output.err
    with pytest.raises(CampaignCorruptError):
        export_campaign(path, tmp_path / "out.json")
    assert sha256_of(path) == before
    assert not (tmp_path / "out.json").exists()
