"""``ryf-desktop export / import / check``: exit codes, what they print, and the round trip."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from ryf_desktop.cli import run_cli
from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.storage import CampaignFile
from tests.storage.storage_samples import assert_sound, fill_campaign, sha256_of, table_contents


@pytest.fixture(scope="module")
def filled_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A campaign with something in every table, made once for the module."""
    folder = tmp_path_factory.mktemp("cli-template")
    path = folder / "mesa.ryf"
    with CampaignFile.create(
        path, "La mesa del jueves", "medieval", REALISTA, backup_dir=folder / "backups"
    ) as campaign:
        fill_campaign(campaign)
    return path


@pytest.fixture
def campaign(tmp_path: Path, filled_template: Path) -> Path:
    path = tmp_path / "mesa.ryf"
    path.write_bytes(filled_template.read_bytes())
    return path


def _without_export_time(document: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in document.items() if key != "exported_at"}


def test_export_then_import_gives_the_same_campaign(
    campaign: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "mesa.json"
    copy = tmp_path / "copia.ryf"
    assert run_cli(["export", str(campaign), str(out)]) == 0
    assert run_cli(["import", str(out), str(copy)]) == 0
    printed = capsys.readouterr()
    assert printed.out.splitlines() == [
        f"Exported {campaign} to {out}.",
        f"Imported {out} into the new campaign {copy}.",
    ]
    assert printed.err == ""
    assert table_contents(copy) == table_contents(campaign)
    again = tmp_path / "otra-vez.json"
    assert run_cli(["export", str(copy), str(again)]) == 0
    assert _without_export_time(json.loads(again.read_text(encoding="utf-8"))) == (
        _without_export_time(json.loads(out.read_text(encoding="utf-8")))
    )
    assert_sound(copy)


def test_check_a_sound_campaign_exits_0(
    campaign: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = sha256_of(campaign)
    assert run_cli(["check", str(campaign)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"{campaign}: ok"
    assert "  character: 2 rows" in lines
    assert sha256_of(campaign) == before  # check changes nothing


def test_check_a_damaged_campaign_exits_1(
    campaign: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = campaign.read_bytes()
    campaign.write_bytes(data[: len(data) // 2])  # truncated
    assert run_cli(["check", str(campaign)]) == 1
    out = capsys.readouterr().out
    assert out.startswith(f"{campaign}: NOT OK")
    assert "problem:" in out


def test_check_a_file_that_is_not_a_campaign_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    picture = tmp_path / "foto.ryf"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(2000))
    assert run_cli(["check", str(picture)]) == 1
    assert "NOT OK" in capsys.readouterr().out


def test_a_bad_json_is_refused_with_its_field_and_nothing_is_created(
    campaign: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "mesa.json"
    assert run_cli(["export", str(campaign), str(out)]) == 0
    document = json.loads(out.read_text(encoding="utf-8"))
    document["characters"][0]["attributes"]["fisico"] = 99
    out.write_text(json.dumps(document), encoding="utf-8")
    capsys.readouterr()
    new = tmp_path / "nueva.ryf"
    assert run_cli(["import", str(out), str(new)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("ryf-desktop import: characters[0].attributes.fisico:")
    assert not new.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mesa.json", "mesa.ryf"]


def test_import_refuses_to_overwrite_a_campaign(
    campaign: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "mesa.json"
    assert run_cli(["export", str(campaign), str(out)]) == 0
    before = sha256_of(campaign)
    assert run_cli(["import", str(out), str(campaign)]) == 1
    assert "There is already a file at" in capsys.readouterr().err
    assert sha256_of(campaign) == before


def test_export_of_a_missing_campaign_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "no-existe.ryf"
    assert run_cli(["export", str(missing), str(tmp_path / "out.json")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("ryf-desktop export: ")
    assert str(missing) in err
    assert not (tmp_path / "out.json").exists()


@pytest.mark.parametrize(
    "argv",
    [
        ["export", "solo-uno.ryf"],
        ["import", "in.json"],
        ["check"],
        ["check", "a.ryf", "b.ryf"],
        ["export", "a.ryf", "b.json", "--bogus"],
    ],
)
def test_bad_arguments_exit_2_with_the_usage(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert run_cli(argv) == 2
    err = capsys.readouterr().err
    assert "usage: ryf-desktop " + argv[0] in err
    assert "error:" in err


def test_help_of_a_subcommand_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(["check", "--help"]) == 0
    assert "Exit code 0 when it is ok" in capsys.readouterr().out


@pytest.mark.parametrize(
    "argv", [[], ["campaign.ryf"], ["--demo"], ["--language", "es"], ["--smoke"], ["exports"]]
)
def test_anything_else_is_left_to_the_gui(argv: list[str]) -> None:
    assert run_cli(argv) is None


def test_the_command_line_loads_no_qt_and_no_gui_when_refusing(
    campaign: Path, tmp_path: Path
) -> None:
    """A command that succeeds loads no Qt at all; a refusal loads QtCore alone, for the
    translators that word it as the window does (no GUI module, no display needed)."""
    code = (
        "import sys; from ryf_desktop.cli import run_cli; "
        f"assert run_cli(['export', {str(campaign)!r}, {str(tmp_path / 'out.json')!r}]) == 0; "
        "assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]; "
        "assert run_cli(['check', '/nonexistent/x.ryf']) == 1; "
        "assert not [m for m in sys.modules if m.startswith(('PySide6.QtGui', "
        "'PySide6.QtWidgets'))]"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False,
        cwd=Path(__file__).resolve().parents[1], env={**os.environ, "QT_QPA_PLATFORM": ""},
    )
    assert result.returncode == 0, result.stderr
