"""Inputs are read bounded: only regular files (a FIFO or /dev/zero refused at once), up to the
documented sizes; a BOM is fine; numbers that do not fit and absurd nesting are worded for
people; nothing is created by a refusal."""

from __future__ import annotations

import json
import os
import shutil
import threading
import time
from pathlib import Path

import pytest

from ryf_desktop.cli import run_cli
from ryf_desktop.storage import CampaignFile, export_campaign, import_campaign, json_validate
from ryf_desktop.storage.errors import (
    CampaignFileError,
    ImportProblem,
    ImportValidationError,
    StorageProblem,
)
from ryf_desktop.storage.uvtt import UvttError, UvttProblem, read_uvtt, read_uvtt_file
from ryf_desktop.ui.campaign.storage_messages import storage_message
from ryf_desktop.ui.map.uvtt_messages import uvtt_message
from tests import uvtt_files
from tests.storage.storage_samples import table_contents

#: A refusal that takes longer than this has read what it should not have.
AT_ONCE_S = 5.0


@pytest.fixture
def exported(tmp_path: Path, blank_template: Path) -> Path:
    source = tmp_path / "mesa.ryf"
    shutil.copyfile(blank_template, source)
    return export_campaign(source, tmp_path / "mesa.json")


def _timed(work: object) -> tuple[BaseException | None, float]:
    outcome: list[BaseException | None] = [None]

    def run() -> None:
        try:
            work()  # type: ignore[operator]
        except BaseException as error:
            outcome[0] = error

    started = time.monotonic()
    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(AT_ONCE_S * 4)
    assert not worker.is_alive(), "the read never ended"
    return outcome[0], time.monotonic() - started


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_import_refuses_a_pipe_or_a_device_at_once(tmp_path: Path, kind: str) -> None:
    if kind == "fifo":
        source = tmp_path / "feed.json"
        os.mkfifo(source)
    else:
        source = Path("/dev/zero")
    error, took = _timed(lambda: import_campaign(source, tmp_path / "nueva.ryf"))
    assert isinstance(error, CampaignFileError) and took < AT_ONCE_S
    assert error.problem is StorageProblem.NOT_A_FILE
    assert "pipe" in storage_message(error)
    assert not (tmp_path / "nueva.ryf").exists()


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_import_map_refuses_a_pipe_or_a_device_at_once(tmp_path: Path, kind: str) -> None:
    if kind == "fifo":
        source = tmp_path / "feed.dd2vtt"
        os.mkfifo(source)
    else:
        source = Path("/dev/zero")
    error, took = _timed(lambda: read_uvtt_file(source))
    assert isinstance(error, UvttError) and took < AT_ONCE_S
    assert error.problem is UvttProblem.NOT_A_FILE
    assert "pipe" in uvtt_message(error, source.name)


def test_a_json_file_over_the_limit_is_refused_before_it_is_parsed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ryf_desktop.storage import transfer

    monkeypatch.setattr(transfer, "IMPORT_BYTES_MAX", 1024 * 1024)
    source = tmp_path / "blancos.json"
    with source.open("wb") as stream:
        stream.truncate(2 * 1024 * 1024)  # sparse: megabytes of nothing, cheaply
    with pytest.raises(ImportValidationError) as refused:
        import_campaign(source, tmp_path / "nueva.ryf")
    assert refused.value.reason is ImportProblem.TOO_LARGE
    assert transfer.IMPORT_BYTES_MAX == 1024 * 1024  # the documented 512 MB, made small here


def test_a_json_export_saved_with_a_bom_is_imported(exported: Path, tmp_path: Path) -> None:
    with_bom = tmp_path / "notepad.json"
    with_bom.write_bytes(b"\xef\xbb\xbf" + exported.read_bytes())
    new = import_campaign(with_bom, tmp_path / "nueva.ryf")
    assert table_contents(new)["campaign"]


def test_too_many_log_lines_are_refused_with_the_limit(
    exported: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(json_validate, "LOG_LINES_MAX", 5)
    document = json.loads(exported.read_text(encoding="utf-8"))
    document["log"] = [
        {"id": number, "kind": "note", "text": f"línea {number}"} for number in range(1, 8)
    ]
    source = tmp_path / "largo.json"
    source.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(ImportValidationError) as refused:
        import_campaign(source, tmp_path / "nueva.ryf")
    assert refused.value.field == "log"
    assert refused.value.reason is ImportProblem.EXPECTED_LIST
    assert not (tmp_path / "nueva.ryf").exists()


@pytest.mark.parametrize(("written", "shown"), [("1e400", "1e400"), ("NaN", "NaN"),
                                                ("-Infinity", "-Infinity")])
def test_a_map_number_that_fits_no_float_is_worded_for_people(written: str, shown: str) -> None:
    text = json.dumps(uvtt_files.dungeon("png")).replace(
        '"x": 0.5', f'"x": {written}', 1
    )
    assert written in text
    with pytest.raises(UvttError) as refused:
        read_uvtt(text.encode())
    assert refused.value.problem is UvttProblem.NOT_A_NUMBER
    words = uvtt_message(refused.value, "cripta.dd2vtt")
    assert f"holds {shown} where a number should be" in words


def test_absurd_nesting_in_a_map_is_worded_for_people() -> None:
    with pytest.raises(UvttError) as refused:
        read_uvtt(b"[" * 100_000 + b"]" * 100_000)
    assert refused.value.problem is UvttProblem.NESTED_TOO_DEEPLY
    assert "recursion" not in uvtt_message(refused.value, "hondo.dd2vtt")


def test_import_map_of_a_fifo_says_so_on_the_command_line(
    tmp_path: Path, blank_template: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    campaign = tmp_path / "mesa.ryf"
    shutil.copyfile(blank_template, campaign)
    source = tmp_path / "feed.dd2vtt"
    os.mkfifo(source)
    assert run_cli(["import-map", str(source), str(campaign)]) == 1
    assert "pipe" in capsys.readouterr().err
    with CampaignFile.open(campaign, read_only=True):
        pass


def _png_header_only(width: int, height: int) -> bytes:
    """A PNG's signature and IHDR (which give its size) and nothing after: no pixels."""
    import struct
    import zlib

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    chunk = b"IHDR" + ihdr
    return (b"\x89PNG\r\n\x1a\n" + struct.pack(">I", len(ihdr)) + chunk
            + struct.pack(">I", zlib.crc32(chunk)))


@pytest.mark.parametrize("side", [2, 16384])
def test_json_import_refuses_a_picture_that_does_not_decode(
    tmp_path: Path, blank_template: Path, side: int, capsys: pytest.CaptureFixture[str]
) -> None:
    import base64
    import hashlib

    from tests.storage.storage_samples import fill_campaign

    source = tmp_path / "mesa.ryf"
    shutil.copyfile(blank_template, source)
    with CampaignFile.open(source, backup_dir=tmp_path / "backups") as campaign:
        fill_campaign(campaign)
    document = json.loads(export_campaign(source, tmp_path / "mesa.json").read_text("utf-8"))
    picture = _png_header_only(side, side)
    image = next(image for image in document["images"] if image["mime"] == "image/png")
    image.update(width=side, height=side, data=base64.b64encode(picture).decode("ascii"),
                 sha256=hashlib.sha256(picture).hexdigest())
    hostile = tmp_path / "roto.json"
    hostile.write_text(json.dumps(document), encoding="utf-8")
    assert run_cli(["import", str(hostile), str(tmp_path / "nueva.ryf")]) == 1
    error = capsys.readouterr().err
    assert "cannot be decoded" in error and "images[" in error, error
    assert not (tmp_path / "nueva.ryf").exists()


def test_a_sparse_file_is_copied_without_filling_its_holes(tmp_path: Path) -> None:
    from ryf_desktop.storage.working_copy import copy_sparse

    source = tmp_path / "sparse.bin"
    with source.open("wb") as stream:
        stream.write(b"a" * 4096)
        stream.seek(1024**3)  # a gigabyte of hole
        stream.write(b"z" * 4096)
    copy = tmp_path / "copy.bin"
    copy_sparse(source, copy)
    assert copy.stat().st_size == source.stat().st_size
    assert copy.stat().st_blocks * 512 < 16 * 1024**2  # not a gigabyte on disk
    with copy.open("rb") as stream:
        assert stream.read(4096) == b"a" * 4096
        stream.seek(1024**3)
        assert stream.read() == b"z" * 4096
