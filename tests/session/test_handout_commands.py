"""The library of handouts: add, edit, remove and move each one undoable step with the right
event; a handout needs a title, and its picture is held to a map background's limits and
refused with the same words."""

from __future__ import annotations

import struct
import zlib

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QColor, QImage

from ryf_desktop.session import CampaignSession, Changed
from ryf_desktop.session.handout_commands import (
    AddHandout,
    EditHandout,
    MoveHandout,
    RemoveHandout,
)
from ryf_desktop.session.handout_queries import HandoutRow, handout_picture, handout_rows
from ryf_desktop.session.map_commands import CreateMap, SetBackground
from tests.session.session_samples import committed


class Events:
    def __init__(self, session: CampaignSession) -> None:
        self.seen: list[Changed] = []
        session.changed.connect(lambda changed: self.seen.append(changed))

    def take(self) -> list[Changed]:
        taken, self.seen = self.seen, []
        return taken


def picture(width: int = 40, height: int = 30, image_format: str = "PNG") -> bytes:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#884422"))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    assert image.save(buffer, image_format)  # type: ignore[call-overload]
    return bytes(data.data())


def png_header_only(width: int, height: int) -> bytes:
    """A PNG whose header claims ``width``×``height`` pixels, with far too few pixels."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(
            ">I", zlib.crc32(kind + data)
        )

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(16))) + chunk(b"IEND", b""))


def add(session: CampaignSession, title: str, text: str = "",
        data: bytes | None = None) -> int:
    command = AddHandout(session, title, text, data)
    assert session.attempt(command) is None
    assert command.handout_id is not None
    return command.handout_id


def count(session: CampaignSession, table: str) -> int:
    return int(committed(session.path, f"SELECT count(*) FROM {table}")[0][0])


def test_add_edit_remove_each_one_undoable_step_with_the_right_event(
    session: CampaignSession,
) -> None:
    events = Events(session)
    stack = session.undo_stack
    letter = picture()
    command = AddHandout(session, "  Carta del conde ", "Venid solos al molino.", letter)
    assert session.attempt(command) is None
    handout_id = command.handout_id
    assert handout_id is not None
    [added] = events.take()
    assert added.handouts == {handout_id} and added.handout_list and len(added.images) == 1
    [image_id] = added.images
    assert handout_rows(session.model) == (
        HandoutRow(handout_id, "Carta del conde", "Venid solos al molino.", True, image_id),
    )
    assert handout_picture(session.model, handout_id) == letter
    assert stack.count() == 1 and stack.undoText() == "Add handout “Carta del conde”"

    assert session.push(EditHandout(session, handout_id, title="Carta del barón"))
    [edited] = events.take()
    assert edited == Changed(handouts=frozenset({handout_id}))
    assert handout_rows(session.model)[0].title == "Carta del barón"
    assert handout_rows(session.model)[0].text == "Venid solos al molino."
    assert session.push(EditHandout(session, handout_id, text="Venid de noche."))
    assert events.take() == [Changed(handouts=frozenset({handout_id}))]
    # The same title and text again: no step.
    assert session.push(EditHandout(session, handout_id, title="Carta del barón"))
    assert events.take() == [] and stack.count() == 3

    assert session.push(RemoveHandout(session, handout_id))
    [removed] = events.take()
    assert removed.handouts == {handout_id} and removed.handout_list
    assert removed.images == {image_id}  # the picture nothing else uses goes too
    assert handout_rows(session.model) == ()
    assert (count(session, "handout"), count(session, "image")) == (0, 0)

    stack.undo()
    [back] = events.take()
    assert back.handouts == {handout_id} and back.handout_list and back.images == {image_id}
    assert handout_rows(session.model)[0].text == "Venid de noche."
    assert handout_picture(session.model, handout_id) == letter
    assert (count(session, "handout"), count(session, "image")) == (1, 1)
    stack.undo()
    stack.undo()
    assert events.take() == [Changed(handouts=frozenset({handout_id}))] * 2
    assert handout_rows(session.model)[0].title == "Carta del conde"
    stack.undo()
    [gone] = events.take()
    assert gone.handouts == {handout_id} and gone.handout_list and gone.images == {image_id}
    assert handout_rows(session.model) == ()
    assert (count(session, "handout"), count(session, "image")) == (0, 0)

    for _ in range(4):
        stack.redo()
    assert [bool(event.handout_list) for event in events.take()] == [True, False, False, True]
    assert handout_rows(session.model) == ()


def test_a_text_handout_has_no_picture_and_new_ones_go_last(session: CampaignSession) -> None:
    riddle = add(session, "Acertijo", "¿Qué tiene ojos y no ve?")
    note = add(session, "Nota")
    rows = handout_rows(session.model)
    assert [(row.handout_id, row.has_picture, row.image_id) for row in rows] == [
        (riddle, False, None), (note, False, None),
    ]
    assert handout_picture(session.model, riddle) is None
    events = Events(session)
    assert session.push(MoveHandout(session, note, 0))
    [moved] = events.take()
    assert moved.handout_list and moved.handouts == {riddle, note}
    assert [row.handout_id for row in handout_rows(session.model)] == [note, riddle]
    session.undo_stack.undo()
    assert [row.handout_id for row in handout_rows(session.model)] == [riddle, note]


def test_an_empty_title_or_a_long_text_is_refused_and_changes_nothing(
    session: CampaignSession,
) -> None:
    events = Events(session)
    assert session.attempt(AddHandout(session, "   ", "texto")) == (
        "A handout needs a title. Type one and try again."
    )
    assert "at most 200 characters" in str(session.attempt(AddHandout(session, "x" * 201)))
    refusal = session.attempt(AddHandout(session, "Carta", "a" * 4001))
    assert refusal is not None and "at most 4000 characters; this one has 4001" in refusal
    handout_id = add(session, "Carta")
    events.take()
    assert session.attempt(EditHandout(session, handout_id, title="")) == (
        "A handout needs a title. Type one and try again."
    )
    assert session.attempt(EditHandout(session, 999, title="Otra")) is not None
    assert session.attempt(RemoveHandout(session, 999)) is not None
    assert events.take() == [] and session.undo_stack.count() == 1
    assert count(session, "handout") == 1


def test_a_bad_picture_is_refused_with_a_map_background_s_limits_in_a_handout_s_words(
    session: CampaignSession,
) -> None:
    cases = [
        (b"This is not a picture at all, only text.", "not a PNG, JPEG or WebP"),
        (b"GIF89a\x01\x00\x01\x00\x00\x00\x00;", "not a PNG, JPEG or WebP"),
        (b"", "not a PNG, JPEG or WebP"),
        (png_header_only(200, 100), "The file may be damaged"),
        (png_header_only(100, 16385), "100×16385 pixels; a handout may be at most 16384"),
    ]
    for data, words in cases:
        refusal = session.attempt(AddHandout(session, "Mapa del tesoro", "", data))
        assert refusal is not None and words in refusal, refusal
        assert "“Mapa del tesoro”" in refusal and "map" not in refusal
    assert count(session, "handout") == count(session, "image") == 0
    assert session.undo_stack.count() == 0


def test_a_jpeg_and_a_webp_are_taken_and_a_shared_picture_is_stored_once(
    session: CampaignSession, tmp_path: object
) -> None:
    jpeg = picture(64, 48, "JPEG")
    first = add(session, "Retrato", data=jpeg)
    second = add(session, "Retrato otra vez", data=jpeg)
    webp = add(session, "Vista", data=picture(16, 16, "WEBP"))
    rows = {row.handout_id: row for row in handout_rows(session.model)}
    assert rows[first].image_id == rows[second].image_id != rows[webp].image_id
    assert count(session, "image") == 2
    # Removing one keeps the picture the other still shows.
    assert session.push(RemoveHandout(session, first))
    assert count(session, "image") == 2
    assert handout_picture(session.model, second) == jpeg


def test_a_map_background_shared_with_a_handout_stays_when_the_map_lets_it_go(
    session: CampaignSession, tmp_path: object
) -> None:
    from pathlib import Path

    data = picture(40, 30)
    path = Path(str(tmp_path)) / "cueva.png"
    path.write_bytes(data)
    create = CreateMap(session, "Cueva", 8, 6)
    assert session.push(create) and create.map_id is not None
    assert session.push(SetBackground(session, create.map_id, path))
    handout_id = add(session, "La cueva", data=data)
    from ryf_desktop.session.map_commands import ClearBackground

    assert session.push(ClearBackground(session, create.map_id))
    assert handout_picture(session.model, handout_id) == data
    assert count(session, "image") == 1


def test_a_pictures_bytes_kept_by_the_model_go_with_its_image(session: CampaignSession) -> None:
    """The model keeps the bytes it read lately; a change that takes or puts the image drops
    them, so a read after the picture's removal finds nothing and after its undo the bytes."""
    letter = picture()
    command = AddHandout(session, "Carta", "", letter)
    assert session.attempt(command) is None
    assert command.handout_id is not None
    row = handout_rows(session.model)[0]
    assert row.image_id is not None
    assert session.model.image_data(row.image_id) == letter  # read, then kept
    assert session.model.image_data(row.image_id) == letter
    assert session.push(RemoveHandout(session, command.handout_id))
    assert session.model.image_data(row.image_id) is None
    session.undo_stack.undo()
    assert session.model.image_data(row.image_id) == letter
