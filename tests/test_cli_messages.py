"""The command line words the storage's refusals as the window does (in the system's language),
and ``ryf-desktop unlock`` takes a campaign over from a copy of the program that is gone."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from ryf_desktop.cli import run_cli
from ryf_desktop.rules.skills import Setting
from ryf_desktop.storage import CampaignFile, CampaignLockedError, export_campaign
from tests.storage.storage_samples import sha256_of
from tests.ui.test_translations import compiled_qm, spanish

__all__ = ["compiled_qm", "spanish"]  # fixtures, used by name

ROOT = Path(__file__).resolve().parents[1]


def _campaign(folder: Path) -> Path:
    path = folder / "mesa.ryf"
    CampaignFile.create(path, "Mesa", Setting.MEDIEVAL).close()
    return path


def _lock_from(path: Path, host: str, pid: int = 4242) -> None:
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute(
        'INSERT OR REPLACE INTO file_lock (id, "user", host, pid, since, token, program) '
        "VALUES (1, 'marta', ?, ?, '2025-03-01T18:30:00+00:00', 'ajeno', 'RyF Desktop')",
        (host, pid),
    )
    connection.close()


def _run(*argv: str, language: str = "C.UTF-8") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ryf_desktop", *argv], capture_output=True, text=True,
        check=False, cwd=ROOT, timeout=120, stdin=subprocess.DEVNULL,
        env={**os.environ, "LANG": language, "LC_ALL": language, "LANGUAGE": ""},
    )


def test_a_refusal_prints_the_windows_words_in_english(tmp_path: Path) -> None:
    empty = tmp_path / "vacia.ryf"
    empty.write_bytes(b"")
    result = _run("export", str(empty), str(tmp_path / "out.json"))
    assert result.returncode == 1
    assert result.stderr == (
        "ryf-desktop export: The file vacia.ryf is empty (0 bytes): it holds no campaign. If it "
        "should, restore it from a backup (File → Restore a backup…).\n"
    )
    assert not (tmp_path / "out.json").exists()


def test_a_refused_import_is_said_in_spanish(
    tmp_path: Path, spanish: list[QTranslator], capsys: pytest.CaptureFixture[str]
) -> None:
    del spanish
    out = tmp_path / "mesa.json"
    export_campaign(_campaign(tmp_path), out)
    document = json.loads(out.read_text(encoding="utf-8"))
    document["campaign"]["name"] = "Mesa\ud800"
    bad = tmp_path / "mala.json"
    bad.write_text(json.dumps(document), encoding="utf-8")
    assert run_cli(["import", str(bad), str(tmp_path / "nueva.ryf")]) == 1
    assert capsys.readouterr().err == (
        "ryf-desktop import: campaign.name: el texto contiene un carácter no válido (medio par "
        "de caracteres, en la posición 5).\n"
    )
    assert not (tmp_path / "nueva.ryf").exists()


def test_check_words_a_refusal_in_spanish(
    tmp_path: Path, spanish: list[QTranslator], capsys: pytest.CaptureFixture[str]
) -> None:
    del spanish
    path = _campaign(tmp_path)
    path.write_bytes(path.read_bytes()[:5000])
    assert run_cli(["check", str(path)]) == 1
    out = capsys.readouterr().out
    assert "  problem: El archivo mesa.ryf está incompleto" in out
    assert "(Archivo → Restaurar una copia de seguridad…)" in out


def test_unlock_takes_over_a_campaign_locked_on_another_computer(tmp_path: Path) -> None:
    path = _campaign(tmp_path)
    _lock_from(path, "portatil-de-marta")
    with pytest.raises(CampaignLockedError):
        CampaignFile.open(path)
    result = _run("unlock", "--yes", str(path))
    assert result.returncode == 0, result.stderr
    assert "portatil-de-marta" in result.stdout
    assert "Took" in result.stdout
    with CampaignFile.open(path) as campaign:
        assert campaign.took_over_from is None  # the row was gone: nothing to take over
    assert sorted(tmp_path.iterdir()) == [path]


def test_unlock_asks_and_without_a_terminal_changes_nothing(tmp_path: Path) -> None:
    path = _campaign(tmp_path)
    _lock_from(path, "portatil-de-marta")
    before = sha256_of(path)
    result = _run("unlock", str(path))
    assert result.returncode == 1
    assert "marta on the computer portatil-de-marta" in result.stdout
    assert "pass --yes" in result.stderr
    assert sha256_of(path) == before


def test_unlock_of_a_free_campaign_says_so(tmp_path: Path) -> None:
    path = _campaign(tmp_path)
    before = sha256_of(path)
    assert _run("unlock", str(path)).stdout.endswith("is not locked: it can be opened as it is.\n")
    assert sha256_of(path) == before


def test_unlock_of_a_damaged_file_refuses_and_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "rota.ryf"
    path.write_bytes(b"SQLite format 3\x00" + bytes(50))
    before = sha256_of(path)
    result = _run("unlock", "--yes", str(path))
    assert result.returncode == 1
    assert "incomplete" in result.stderr
    assert sha256_of(path) == before
