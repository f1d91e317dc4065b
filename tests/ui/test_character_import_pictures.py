"""Importing a character JSON from the character list decodes its portrait first, as a campaign
import and import-map do: a header-only PNG, or JPEG headers claiming 16384² with no pixels, is
refused with the clear message and nothing is added."""

from __future__ import annotations

import base64
import hashlib
import json
import struct
import zlib
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from ryf_desktop.session import CampaignSession
from ryf_desktop.ui.sheet.character_list import CharacterListController
from ryf_desktop.ui.sheet.sheets import SheetsController
from tests.ui.test_sheet_ui import session, ui

__all__ = ["session", "ui"]  # fixtures, used by name


def _png_header_only(side: int) -> bytes:
    """A PNG's signature and IHDR (which give its size) and nothing after: no pixels."""
    ihdr = struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0)
    chunk = b"IHDR" + ihdr
    return (b"\x89PNG\r\n\x1a\n" + struct.pack(">I", len(ihdr)) + chunk
            + struct.pack(">I", zlib.crc32(chunk)))


def _jpeg(folder: Path, side: int | None) -> bytes:
    """A real small JPEG; with ``side``, its frame header says side×side and the scan is cut
    off (headers that promise a huge picture and hold none)."""
    image = QImage(16, 16, QImage.Format.Format_RGB32)
    image.fill(QColor("navy"))
    path = folder / "small.jpg"
    assert image.save(str(path))
    jpeg = bytearray(path.read_bytes())
    if side is None:
        return bytes(jpeg)
    frame = jpeg.index(b"\xff\xc0")
    jpeg[frame + 5:frame + 9] = struct.pack(">HH", side, side)
    return bytes(jpeg[:jpeg.index(b"\xff\xda")]) + b"\xff\xd9"


def _with_portrait(
    characters: CharacterListController, tmp_path: Path, picture: bytes, mime: str, side: int
) -> Path:
    """A character JSON exported from the list, given ``picture`` as its portrait."""
    first = characters.new_character("Ana")
    assert first is not None
    characters.select(first)
    out = characters.export_selected(tmp_path / "ana.json")
    assert out is not None
    document = json.loads(out.read_text("utf-8"))
    document["images"] = [{
        "id": 1, "mime": mime, "width": side, "height": side,
        "sha256": hashlib.sha256(picture).hexdigest(),
        "data": base64.b64encode(picture).decode("ascii"),
    }]
    document["character"]["portrait_image"] = 1
    out.write_text(json.dumps(document), encoding="utf-8")
    return out


@pytest.mark.parametrize(
    ("picture", "mime", "side"),
    [
        ("png", "image/png", 2),
        ("png", "image/png", 16384),
        ("jpeg", "image/jpeg", 16384),
    ],
    ids=["png-header-2", "png-header-16384", "jpeg-header-16384"],
)
@pytest.mark.qt_log_ignore("Invalid JPEG file structure")  # Qt's reader says why it refuses
def test_a_portrait_that_does_not_decode_is_refused(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController],
    session: CampaignSession, tmp_path: Path, picture: str, mime: str, side: int,
) -> None:
    characters, _sheets = ui
    data = _png_header_only(side) if picture == "png" else _jpeg(tmp_path, side)
    path = _with_portrait(characters, tmp_path, data, mime, side)
    refusals: list[str] = []
    session.command_failed.connect(refusals.append)
    assert characters.import_file(path) is None
    assert len(refusals) == 1 and "cannot be decoded" in refusals[0], refusals
    assert characters.rows.rowCount() == 1  # nothing added


def test_a_portrait_that_decodes_is_imported(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController],
    session: CampaignSession, tmp_path: Path,
) -> None:
    characters, _sheets = ui
    path = _with_portrait(characters, tmp_path, _jpeg(tmp_path, None), "image/jpeg", 16)
    imported = characters.import_file(path)
    assert imported is not None
    details = session.character(imported)
    assert details is not None and details.character.portrait_image_id is not None
