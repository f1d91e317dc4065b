"""Handouts in the file (schema 5): a schema 4 file opens upgraded with an empty library and
its data kept; a campaign's handouts, pictures and all, travel through the JSON export and
import; a hostile document's handouts are refused with the path of the bad field."""

from __future__ import annotations

import base64
import copy
import hashlib
import json
import shutil
import sqlite3
import struct
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from sqlmodel import col, select

from ryf_desktop.storage import (
    CampaignCorruptError,
    CampaignFile,
    ImportValidationError,
    export_campaign,
    import_campaign,
)
from ryf_desktop.storage.map_features_codec import unpack_lights, unpack_segments
from ryf_desktop.storage.tables import Combatant, Handout, Image, Map
from tests.storage.fixtures.make_v4_fixture import build as build_v4_fixture
from tests.storage.storage_samples import (
    FAKE_JPEG,
    PNG_2X1,
    assert_sound,
    image_row,
    sha256_of,
    table_contents,
)
from tests.storage.test_storage_migrations import _schema_sql

FIXTURES = Path(__file__).resolve().parent / "fixtures"
V4_FILE = FIXTURES / "campaign_v4.ryf"

Document = dict[str, Any]
Mutation = Callable[[Document], None]


def test_the_saved_v4_file_is_what_its_script_makes(tmp_path: Path) -> None:
    remade = tmp_path / "remade.ryf"
    build_v4_fixture(remade)
    assert _schema_sql(remade) == _schema_sql(V4_FILE)
    assert table_contents(remade) == table_contents(V4_FILE)
    assert_sound(V4_FILE)


def test_saved_v4_file_opens_upgraded_with_an_empty_library(
    tmp_path: Path, blank_path: Path, backup_dir: Path
) -> None:
    path = tmp_path / "La Marca v4.ryf"
    shutil.copyfile(V4_FILE, path)
    original = sha256_of(path)
    before = table_contents(path)
    assert "handout" not in before
    with CampaignFile.open(path, backup_dir=backup_dir) as campaign:
        assert campaign.upgraded_from == 4
        copy_path = campaign.upgrade_backup
        assert copy_path is not None and sha256_of(copy_path) == original
        with campaign.transaction() as session:
            assert session.exec(select(Handout)).all() == []
            ford = session.exec(select(Map)).one()
            assert len(unpack_segments(ford.segments)) == 1
            assert unpack_lights(ford.lights)[0].radius == 6
            first = session.exec(select(Combatant).where(col(Combatant.id) == 1)).one()
            assert (first.majors_spent, first.damage_dealt) == (1, 9)
            # The new table takes a handout with a picture already in the file.
            session.add(Handout(title="Carta del conde", text="Venid solos.", image_id=1))
    after = table_contents(path)
    assert {name: rows for name, rows in after.items() if name != "handout"} == before
    assert [row[1:4] for row in after["handout"]] == [("Carta del conde", "Venid solos.", 1)]
    assert _schema_sql(path) == _schema_sql(blank_path)
    assert_sound(path)


def _fill_handouts(path: Path) -> None:
    with (
        CampaignFile.open(path, backup_dir=path.parent / "backups") as campaign,
        campaign.transaction() as session,
    ):
        letter = image_row(FAKE_JPEG, "image/jpeg", 640, 480)
        session.add(letter)
        session.flush()
        session.add_all([
            Handout(title="Carta del conde", text="Venid solos al molino.",
                    image_id=letter.id, position=0, created_at="2026-01-02T20:00:00+00:00"),
            Handout(title="Acertijo", text="¿Qué tiene ojos y no ve?", position=1,
                    created_at="2026-01-02T20:05:00+00:00"),
        ])


@pytest.fixture(scope="module")
def with_handouts(tmp_path_factory: pytest.TempPathFactory, blank_template: Path) -> Path:
    path = tmp_path_factory.mktemp("handouts") / "handouts.ryf"
    shutil.copyfile(blank_template, path)
    _fill_handouts(path)
    return path


@pytest.fixture(scope="module")
def exported(with_handouts: Path) -> Document:
    out = with_handouts.with_suffix(".json")
    export_campaign(with_handouts, out)
    document: Document = json.loads(out.read_text(encoding="utf-8"))
    return document


def test_handouts_travel_through_the_json_export_pictures_and_all(
    tmp_path: Path, with_handouts: Path, exported: Document
) -> None:
    assert exported["handouts"] == [
        {"title": "Carta del conde", "text": "Venid solos al molino.", "image": 1,
         "position": 0, "created_at": "2026-01-02T20:00:00+00:00"},
        {"title": "Acertijo", "text": "¿Qué tiene ojos y no ve?", "image": None,
         "position": 1, "created_at": "2026-01-02T20:05:00+00:00"},
    ]
    assert base64.b64decode(exported["images"][0]["data"]) == FAKE_JPEG
    source = tmp_path / "in.json"
    source.write_text(json.dumps(exported), encoding="utf-8")
    new = import_campaign(source, tmp_path / "new.ryf", picture_decodes=lambda data: True)
    assert table_contents(new) == table_contents(with_handouts)
    with (
        CampaignFile.open(new, backup_dir=tmp_path / "b") as campaign,
        campaign.transaction() as session,
    ):
        letter = session.exec(select(Handout).where(col(Handout.title) == "Carta del conde")).one()
        image = session.get(Image, letter.image_id)
        assert image is not None and image.data == FAKE_JPEG


def test_an_export_from_before_handouts_imports_with_none(
    tmp_path: Path, exported: Document
) -> None:
    document = copy.deepcopy(exported)
    del document["handouts"]
    source = tmp_path / "old.json"
    source.write_text(json.dumps(document), encoding="utf-8")
    new = import_campaign(source, tmp_path / "new.ryf")
    assert table_contents(new)["handout"] == []


def _png_header_only(width: int, height: int) -> bytes:
    """A PNG's signature and IHDR chunk (no pixels): a header that promises a picture."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    chunk = b"IHDR" + ihdr
    return (b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + chunk
            + struct.pack(">I", zlib.crc32(chunk)))


def _picture(data: bytes, width: int, height: int) -> Mutation:
    """The handout's picture replaced by ``data`` (its sha256 and size said right)."""
    def mutate(document: Document) -> None:
        document["images"][0].update(
            mime="image/png", width=width, height=height,
            sha256=hashlib.sha256(data).hexdigest(),
            data=base64.b64encode(data).decode("ascii"),
        )
    return mutate


def _set(index: int, key: str, value: object) -> Mutation:
    def mutate(document: Document) -> None:
        document["handouts"][index][key] = value
    return mutate


def _replace(value: object) -> Mutation:
    def mutate(document: Document) -> None:
        document["handouts"] = value
    return mutate


BAD_HANDOUTS: list[tuple[str, Mutation, str]] = [
    ("not_a_list", _replace({"title": "x"}), "handouts: expected a list of at most 10000"),
    ("not_an_object", _replace(["Carta"]), "handouts[0]: expected an object, got 'Carta'"),
    ("title_number", _set(0, "title", 7),
     "handouts[0].title: expected text of at most 200 characters, got 7"),
    ("title_huge", _set(1, "title", "x" * 100_000),
     "handouts[1].title: expected text of at most 200 characters, got 'xxx"),
    ("title_blank", _set(0, "title", "  "),
     "handouts[0].title: expected text that is not empty"),
    ("no_title", lambda document: document["handouts"][0].pop("title"),
     "handouts[0].title: this field is required"),
    ("text_list", _set(1, "text", ["a"]),
     "handouts[1].text: expected text of at most 4000 characters, got a list"),
    ("text_too_long", _set(1, "text", "a" * 4001),
     "handouts[1].text: expected text of at most 4000 characters"),
    ("image_text", _set(0, "image", "1"),
     "handouts[0].image: expected an integer from 1 to 2147483647, got '1'"),
    ("image_missing", _set(1, "image", 9),
     "handouts[1].image: refers to image 9, which is not in the file"),
    ("position_negative", _set(0, "position", -1),
     "handouts[0].position: expected an integer from 0 to 2147483647, got -1"),
    ("created_at", _set(0, "created_at", "ayer"), "handouts[0].created_at: expected a date"),
    ("unknown_field", _set(0, "shown_to", "Ana"), "handouts[0].shown_to: unknown field"),
    ("picture_too_big", _picture(_png_header_only(20_000, 10), 20_000, 10),
     "images[0].data: the picture is too big (20000×10 pixels)"),
    ("picture_not_png", _picture(b"GIF89a" + bytes(40), 2, 1),
     "images[0].data: the bytes are not a image/png picture"),
]


@pytest.mark.parametrize(
    ("mutate", "message"),
    [(mutate, message) for _, mutate, message in BAD_HANDOUTS],
    ids=[name for name, _, _ in BAD_HANDOUTS],
)
def test_a_hostile_document_s_handouts_are_refused_with_the_path_of_the_field(
    tmp_path: Path, exported: Document, mutate: Mutation, message: str
) -> None:
    document = copy.deepcopy(exported)
    mutate(document)
    source = tmp_path / "in.json"
    source.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(ImportValidationError) as raised:
        import_campaign(source, tmp_path / "new.ryf")
    assert str(raised.value).startswith(message)
    assert sorted(tmp_path.iterdir()) == [source]


def test_a_handout_picture_that_does_not_decode_is_refused(
    tmp_path: Path, exported: Document
) -> None:
    document = copy.deepcopy(exported)
    # A whole header and a cut-off body: only decoding it tells.
    _picture(PNG_2X1[:40], 2, 1)(document)
    source = tmp_path / "in.json"
    source.write_text(json.dumps(document), encoding="utf-8")

    def decodes(data: bytes) -> bool:
        return data != PNG_2X1[:40]

    with pytest.raises(ImportValidationError) as raised:
        import_campaign(source, tmp_path / "new.ryf", picture_decodes=decodes)
    assert str(raised.value).startswith("images[0].data: the picture cannot be decoded")
    assert sorted(tmp_path.iterdir()) == [source]


@pytest.mark.damaged_files
def test_a_hand_edited_handout_with_a_huge_title_stops_the_open(
    tmp_path: Path, with_handouts: Path
) -> None:
    path = tmp_path / "edited.ryf"
    shutil.copyfile(with_handouts, path)
    connection = sqlite3.connect(path, isolation_level=None)
    try:
        connection.execute("PRAGMA ignore_check_constraints = ON")
        connection.execute("UPDATE handout SET title = ? WHERE id = 2", ("x" * 300,))
    finally:
        connection.close()
    with pytest.raises(CampaignCorruptError, match=r"row 2 of handout: it breaks the rule"):
        CampaignFile.open(path, backup_dir=tmp_path / "b")
