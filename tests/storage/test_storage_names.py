"""Names that are not UTF-8 (a Latin-1 "Campa\\xf1a" folder from an old USB stick) and names
with control characters: every verb works, and what is shown reads "Campaña", never a crash
nor an escape sequence sent to the terminal."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from sqlmodel import select

from ryf_desktop.cli import run_cli
from ryf_desktop.storage import (
    CampaignFile,
    CampaignLockedError,
    check_campaign,
    export_campaign,
    import_campaign,
)
from ryf_desktop.storage.backups import default_backup_dir
from ryf_desktop.storage.tables import Map
from tests import uvtt_files
from tests.storage.storage_samples import table_contents


def latin1(folder: Path, name: bytes) -> Path:
    return folder / os.fsdecode(name)


@pytest.fixture
def spanish_folder(tmp_path: Path) -> Path:
    folder = latin1(tmp_path, b"Campa\xf1a")
    folder.mkdir()
    return folder


def test_a_campaign_in_a_latin1_folder_opens_exports_checks_and_imports(
    spanish_folder: Path, blank_template: Path, tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = latin1(spanish_folder, b"mesa\xe9.ryf")
    shutil.copyfile(blank_template, path)
    assert default_backup_dir(path).name.startswith("mesa_")  # no UnicodeEncodeError
    with CampaignFile.open(path, backup_dir=tmp_path / "backups") as campaign:
        assert campaign.campaign().name == "Plantilla"
        assert not campaign.read_only
        campaign.backup_now()
        with pytest.raises(CampaignLockedError):
            CampaignFile.open(path, backup_dir=tmp_path / "backups")
    with CampaignFile.open(path, read_only=True, backup_dir=tmp_path / "backups"):
        pass
    exported = export_campaign(path, latin1(spanish_folder, b"copia\xf1.json"))
    assert check_campaign(path).ok
    imported = import_campaign(exported, latin1(spanish_folder, b"nueva\xf1.ryf"))
    assert check_campaign(imported).ok
    CampaignFile.create(latin1(spanish_folder, b"otra\xf1.ryf"), "Otra", "medieval",
                        backup_dir=tmp_path / "backups").close()
    assert run_cli(["check", str(path)]) == 0
    assert run_cli(["export", str(path), str(latin1(spanish_folder, b"b\xf1.json"))]) == 0
    assert "Campaña" in capsys.readouterr().out


def test_a_refusal_names_a_latin1_file_readably(spanish_folder: Path) -> None:
    missing = latin1(spanish_folder, b"perdida\xf1.ryf")
    assert run_cli(["check", str(missing)]) == 1
    with pytest.raises(Exception) as refused:
        CampaignFile.open(missing)
    assert "Campaña" in str(refused.value) and "perdidañ.ryf" in str(refused.value)


def test_import_map_takes_a_latin1_file_name_and_name(
    spanish_folder: Path, blank_template: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    campaign = spanish_folder / "mesa.ryf"
    shutil.copyfile(blank_template, campaign)
    source = uvtt_files.write(latin1(spanish_folder, b"cripta\xf1.dd2vtt"),
                              uvtt_files.dungeon("png"))
    assert run_cli(["import-map", str(source), str(campaign)]) == 0
    assert run_cli(["import-map", str(source), str(campaign), "--name",
                    os.fsdecode(b"s\xf3tano \x1b[2J")]) == 0
    output = capsys.readouterr()
    assert "Traceback" not in output.err and "\x1b" not in output.out + output.err
    with CampaignFile.open(campaign, read_only=True) as opened, opened.transaction() as db:
        names = sorted(row.name for row in db.exec(select(Map)))
    assert names == ["criptañ", "sótano \\x1b[2J"]
    assert len(table_contents(campaign)["map"]) == 2


def test_escape_sequences_in_a_lock_row_are_not_sent_to_the_terminal(
    blank_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import sqlite3

    db = sqlite3.connect(blank_path, isolation_level=None)
    db.execute(
        "INSERT INTO file_lock (id, \"user\", host, pid, since, token, program, heartbeat) "
        "VALUES (1, 'ana\x1b[2J', 'otra\x1b]0;pwned\x07', 4242, '2026-01-01T00:00:00+00:00', "
        "'t', 'RyF\x1b[31m', NULL)"
    )
    db.close()
    assert run_cli(["check", str(blank_path)]) == 0
    assert run_cli(["unlock", str(blank_path)]) == 1  # asked, no terminal: nothing changed
    assert run_cli(["unlock", "--yes", str(blank_path)]) == 0
    output = capsys.readouterr()
    assert "\x1b" not in output.out + output.err and "\x07" not in output.out + output.err
    assert "ana\\x1b[2J" in output.out
