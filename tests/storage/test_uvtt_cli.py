"""``ryf-desktop import-map FILE CAMPAIGN.ryf``: a map added, a bad file refused with its field."""

from __future__ import annotations

import copy
import os
import subprocess
import sys
from pathlib import Path

import pytest
from sqlmodel import select

from ryf_desktop.cli import run_cli
from ryf_desktop.rules.map_features import SegmentKind
from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.storage import CampaignFile
from ryf_desktop.storage.map_features_codec import unpack_segments
from ryf_desktop.storage.tables import Map
from tests import uvtt_files
from tests.storage.storage_samples import assert_sound, table_contents


@pytest.fixture
def campaign(tmp_path: Path) -> Path:
    path = tmp_path / "mesa.ryf"
    CampaignFile.create(path, "La mesa", "medieval", REALISTA,
                        backup_dir=tmp_path / "backups").close()
    return path


def test_import_map_adds_the_calibrated_map_with_its_walls(
    campaign: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = uvtt_files.write(tmp_path / "cripta.dd2vtt",
                              uvtt_files.dungeon("png", origin=(0.5, 2.0)))
    assert run_cli(["import-map", str(source), str(campaign), "--name", "La cripta"]) == 0
    assert "La cripta" in capsys.readouterr().out
    assert_sound(campaign)
    maps = table_contents(campaign)["map"]
    assert len(maps) == 1
    with CampaignFile.open(campaign, read_only=True) as opened, opened.transaction() as db:
        row = db.exec(select(Map)).one()
        assert (row.name, row.grid_width, row.grid_height) == ("La cripta", 13, 8)
        assert (row.image_scale, row.image_offset_x, row.image_offset_y) == (50.0, -25.0, 0.0)
        assert row.background_image_id is not None
        doors = [s for s in unpack_segments(row.segments) if s.kind is SegmentKind.DOOR]
        assert [door.closed for door in doors] == [True, False]


def test_a_bad_file_is_refused_with_its_field_and_the_campaign_is_untouched(
    campaign: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = copy.deepcopy(uvtt_files.dungeon("png"))
    document["lights"][1]["range"] = "lejos"
    source = uvtt_files.write(tmp_path / "roto.uvtt", document)
    before = table_contents(campaign)
    assert run_cli(["import-map", str(source), str(campaign)]) == 1
    error = capsys.readouterr().err
    assert "lights[1].range" in error and "roto.uvtt" in error
    assert table_contents(campaign) == before


def test_the_installed_command_line_imports_a_map(campaign: Path, tmp_path: Path) -> None:
    source = uvtt_files.write(tmp_path / "sala.df2vtt", uvtt_files.dungeon("jpeg"))
    done = subprocess.run(
        [sys.executable, "-m", "ryf_desktop", "import-map", str(source), str(campaign)],
        capture_output=True, text=True, timeout=120, check=False,
        env={**os.environ, "LANGUAGE": "en", "LC_ALL": "C.UTF-8"},
    )
    assert done.returncode == 0, done.stderr
    assert "sala" in done.stdout
    # Nothing of Qt's on the terminal (a timer at exit, libpng's remarks).
    assert "QObject" not in done.stderr and "libpng" not in done.stderr, done.stderr
    assert len(table_contents(campaign)["map"]) == 1
