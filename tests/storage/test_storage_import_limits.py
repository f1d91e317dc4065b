"""An import refuses what no campaign can hold, naming the field, before anything is created:
text that is not Unicode (a lone surrogate), numbers too long to read, and pictures that are not
PNG, JPEG or WebP, whose header disagrees with the size the document declares, or that exceed the
pickers' limits."""

from __future__ import annotations

import base64
import copy
import hashlib
import json
import shutil
import struct
import zlib
from pathlib import Path
from typing import Any

import pytest

from ryf_desktop.session import map_commands
from ryf_desktop.storage import (
    CampaignFile,
    ImportValidationError,
    export_campaign,
    export_character,
    import_campaign,
)
from ryf_desktop.storage.errors import ImportProblem
from ryf_desktop.storage.image_headers import (
    IMAGE_BYTES_MAX,
    IMAGE_PIXELS_MAX,
    IMAGE_SIDE_MAX,
    read_picture_header,
)
from ryf_desktop.storage.transfer import read_character
from tests.storage.storage_samples import FAKE_JPEG, PNG_2X1, fill_campaign

Document = dict[str, Any]


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory, blank_template: Path) -> Document:
    folder = tmp_path_factory.mktemp("limits")
    path = folder / "filled.ryf"
    shutil.copyfile(blank_template, path)
    with CampaignFile.open(path, backup_dir=folder / "backups") as campaign:
        fill_campaign(campaign)
    out = export_campaign(path, folder / "filled.json")
    document: Document = json.loads(out.read_text(encoding="utf-8"))
    return document


def _refused(folder: Path, text: str) -> ImportValidationError:
    """Import ``text``; the refusal, after checking that nothing at all was created."""
    source = folder / "in.json"
    source.write_text(text, encoding="utf-8", errors="surrogatepass")
    before = sorted(folder.iterdir())
    with pytest.raises(ImportValidationError) as raised:
        import_campaign(source, folder / "new.ryf")
    assert sorted(folder.iterdir()) == before
    str(raised.value).encode("utf-8")  # the message itself can be printed
    return raised.value


def _document_text(document: Document) -> str:
    return json.dumps(document, ensure_ascii=True)


def test_a_lone_surrogate_in_a_name_is_refused_with_its_field(
    tmp_path: Path, exported: Document
) -> None:
    document = copy.deepcopy(exported)
    document["characters"][0]["name"] = "Ana\ud800"
    error = _refused(tmp_path, _document_text(document))
    assert error.field == "characters[0].name"
    assert error.reason is ImportProblem.LONE_SURROGATE
    assert error.details == {"position": 4}


def test_a_lone_surrogate_in_a_free_objects_key_is_refused(
    tmp_path: Path, exported: Document
) -> None:
    document = copy.deepcopy(exported)
    document["log"][0]["data"] = {"x\udc00": 1}
    error = _refused(tmp_path, _document_text(document))
    assert error.field == "log[0].data.…"
    assert error.reason is ImportProblem.LONE_SURROGATE


def test_a_character_with_a_lone_surrogate_is_refused(
    tmp_path: Path, blank_path: Path, backup_dir: Path
) -> None:
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        fill_campaign(campaign)
        exported = export_character(campaign, 1, tmp_path / "ana.json")
        document = json.loads(exported.read_text(encoding="utf-8"))
        document["character"]["name"] = "Ana\udfff"
        exported.write_text(json.dumps(document), encoding="utf-8")
        with pytest.raises(ImportValidationError) as raised:
            read_character(exported)
    assert raised.value.field == "character.name"
    assert raised.value.reason is ImportProblem.LONE_SURROGATE


@pytest.mark.parametrize(
    ("where", "number", "reason"),
    [
        (("campaign", "in_game_day"), "9" * 5000, ImportProblem.NUMBER_TOO_LONG),
        (("characters", 0, "money"), "-" + "1" * 40, ImportProblem.NUMBER_TOO_LONG),
        (("log", 0, "data"), '{"n": ' + "7" * 5000 + "}", ImportProblem.NUMBER_TOO_LONG),
        (("maps", 0, "image_scale"), "1e400", ImportProblem.EXPECTED_FINITE),
    ],
    ids=["5000 digits", "40 digits", "inside free data", "beyond a float"],
)
def test_a_huge_number_is_refused_with_its_field(
    tmp_path: Path, exported: Document, where: tuple[Any, ...], number: str,
    reason: ImportProblem,
) -> None:
    document = copy.deepcopy(exported)
    target: Any = document
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = "@@NUMBER@@"
    error = _refused(tmp_path, _document_text(document).replace('"@@NUMBER@@"', number))
    path = ".".join(str(key) for key in where).replace(".0.", "[0].")
    assert error.field.startswith(path)
    assert error.reason is reason
    assert len(str(error)) < 300


def _png(width: int, height: int, body: bytes = b"") -> bytes:
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    chunk = b"IHDR" + header
    return (
        b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + chunk
        + struct.pack(">I", zlib.crc32(chunk)) + body
    )


def _with_picture(
    document: Document, data: bytes, mime: str, width: int, height: int
) -> Document:
    changed = copy.deepcopy(document)
    image = changed["images"][0]
    image.update({
        "mime": mime, "width": width, "height": height,
        "sha256": hashlib.sha256(data).hexdigest(),
        "data": base64.b64encode(data).decode("ascii"),
    })
    return changed


@pytest.mark.parametrize(
    ("data", "mime", "size", "reason"),
    [
        (_png(30000, 30000, bytes(110_000)), "image/png", (30000, 30000),
         ImportProblem.PICTURE_TOO_BIG),
        (PNG_2X1, "image/png", (640, 480), ImportProblem.PICTURE_SIZE_MISMATCH),
        (b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4, "image/png", (2, 1),
         ImportProblem.PICTURE_NOT_OF_TYPE),
        (PNG_2X1, "image/jpeg", (2, 1), ImportProblem.PICTURE_NOT_OF_TYPE),
        (b"GIF89a" + bytes(100), "image/gif", (1, 1), ImportProblem.PICTURE_TYPE_REFUSED),
        (b"<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml", (1, 1),
         ImportProblem.PICTURE_TYPE_REFUSED),
        (b"BM" + bytes(100), "image/bmp", (1, 1), ImportProblem.PICTURE_TYPE_REFUSED),
    ],
    ids=["30000x30000", "size mismatch", "garbage after the signature", "wrong type", "gif",
         "svg", "bmp"],
)
def test_a_picture_the_pickers_would_refuse_is_refused(
    tmp_path: Path, exported: Document, data: bytes, mime: str, size: tuple[int, int],
    reason: ImportProblem,
) -> None:
    error = _refused(tmp_path, _document_text(_with_picture(exported, data, mime, *size)))
    assert error.field.startswith("images[0].")
    assert error.reason is reason


def test_a_picture_heavier_than_the_pickers_limit_is_refused(
    tmp_path: Path, exported: Document
) -> None:
    data = _png(1000, 1000, bytes(IMAGE_BYTES_MAX))
    document = _with_picture(exported, data, "image/png", 1000, 1000)
    error = _refused(tmp_path, _document_text(document))
    assert error.reason is ImportProblem.PICTURE_TOO_HEAVY
    assert error.field == "images[0].data"


def test_the_import_limits_are_the_pickers() -> None:
    assert IMAGE_BYTES_MAX == map_commands.MAX_IMAGE_BYTES
    assert IMAGE_SIDE_MAX == map_commands.MAX_IMAGE_SIDE
    assert IMAGE_PIXELS_MAX == map_commands.MAX_IMAGE_PIXELS


def test_picture_headers_are_read_for_each_accepted_type() -> None:
    png = read_picture_header(PNG_2X1)
    assert png is not None and (png.mime, png.width, png.height) == ("image/png", 2, 1)
    jpeg = read_picture_header(FAKE_JPEG)
    assert jpeg is not None and (jpeg.mime, jpeg.width, jpeg.height) == ("image/jpeg", 640, 480)
    lossless = b"RIFF" + bytes(4) + b"WEBPVP8L" + bytes(4) + b"\x2f" + (
        (99) | (49 << 14)
    ).to_bytes(4, "little")
    webp = read_picture_header(lossless)
    assert webp is not None and (webp.mime, webp.width, webp.height) == ("image/webp", 100, 50)
    assert read_picture_header(b"GIF89a" + bytes(20)) is None
    assert read_picture_header(b"\xff\xd8\xff\xda" + bytes(20)) is None
