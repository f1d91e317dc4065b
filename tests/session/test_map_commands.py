"""The battlemap's commands forwards, back and forwards again (same rows, same ids), their
refusals with messages, background pictures refused from their header alone, and the fog lifted
by exactly what the player characters see — each read back through a connection of its own."""

from __future__ import annotations

import struct
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QColor, QImage, QImageReader

from ryf_desktop.session import (
    CampaignSession,
)
from ryf_desktop.session.command import ModelCommand
from ryf_desktop.session.events import Changed
from ryf_desktop.session.map_commands import (
    CalibrateBackground,
    ClearBackground,
    CreateMap,
    DeleteMap,
    DeleteToken,
    EditMap,
    MoveToken,
    PaintSquares,
    PlaceToken,
    RevealFromSight,
    SetBackground,
    SetTokenHidden,
    SetTokenSize,
    ToggleDoor,
)
from ryf_desktop.session.map_queries import map_view, maps
from ryf_desktop.storage import pack_squares, unpack_squares
from ryf_desktop.storage.records import Combat
from tests.rules.seen_from import visible_from
from tests.session.map_samples import new_character, new_map, new_monster, put_record
from tests.session.session_samples import SignalRecorder, committed, committed_value

Square = tuple[int, int]

TABLES = {
    "map": "SELECT * FROM map ORDER BY id",
    "map_token": "SELECT * FROM map_token ORDER BY id",
    "image": "SELECT id, mime, width, height, sha256 FROM image ORDER BY id",
    "combat": "SELECT id, map_id FROM combat ORDER BY id",
}


def state(path: Path) -> dict[str, list[tuple[Any, ...]]]:
    """Every committed row the map commands may touch."""
    return {name: committed(path, sql) for name, sql in TABLES.items()}


class MapEvents:
    def __init__(self, session: CampaignSession) -> None:
        self.count = 0
        #: Whether each event said only squares of the layers changed.
        self.layers_only: list[bool] = []
        session.changed.connect(self._seen)

    def _seen(self, event: Changed) -> None:
        if not (event.maps or event.map_list):
            return
        self.count += 1
        self.layers_only.append(bool(event.map_squares) and not event.map_list
                                and not event.tokens)

    def take(self) -> int:
        count, self.count = self.count, 0
        return count


def round_trip(session: CampaignSession, command: ModelCommand) -> list[bool]:
    """Push, undo, redo: the file is as before after the undo and as after after the redo, and
    every step announces ``maps_changed``; returns whether each said only layers changed."""
    path = session.path
    events = MapEvents(session)
    before = state(path)
    steps = session.undo_stack.count()
    assert session.push(command), SignalRecorder(session).failures()
    after = state(path)
    assert after != before
    assert session.undo_stack.count() == steps + 1
    assert events.take() == 1
    session.undo_stack.undo()
    assert state(path) == before
    assert events.take() == 1
    session.undo_stack.redo()
    assert state(path) == after
    assert events.take() == 1
    return events.layers_only


def refused(session: CampaignSession, command: ModelCommand, *words: str) -> str:
    """Push a command that must fail: nothing changes, no undo step, and the message says why."""
    recorder = SignalRecorder(session)
    before = state(session.path)
    steps = session.undo_stack.count()
    assert not session.push(command)
    assert state(session.path) == before
    assert session.undo_stack.count() == steps
    failures = recorder.failures()
    assert len(failures) == 1
    for word in words:
        assert word in failures[0], failures[0]
    return failures[0]


def unchanged(session: CampaignSession, command: ModelCommand) -> None:
    """A command that changes nothing succeeds and leaves no undo step."""
    before = state(session.path)
    steps = session.undo_stack.count()
    assert session.push(command)
    assert state(session.path) == before
    assert session.undo_stack.count() == steps


def place(session: CampaignSession, map_id: int, x: int, y: int, **owner: Any) -> int:
    command = PlaceToken(session, map_id, x, y, **owner)
    assert session.push(command), SignalRecorder(session).failures()
    assert command.token_id is not None
    return command.token_id


def layer(session: CampaignSession, map_id: int, name: str) -> frozenset[Square]:
    return unpack_squares(
        str(committed_value(session.path, f"SELECT {name} FROM map WHERE id = ?", map_id))
    )


def png(path: Path, width: int = 40, height: int = 30, colour: str = "#336699") -> Path:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    assert image.save(str(path))  # PNG, from the suffix
    return path


def png_header(path: Path, width: int, height: int) -> Path:
    """A PNG whose header claims ``width``×``height`` pixels, with a few bytes of picture data
    (far too few: decoding it would fail, reading its header does not)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(
            ">I", zlib.crc32(kind + data)
        )

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    path.write_bytes(
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(bytes(16))) + chunk(b"IEND", b"")
    )
    return path


@pytest.fixture
def no_decoding(monkeypatch: pytest.MonkeyPatch) -> None:
    """Decoding a picture fails the test: refusals must come from the header alone."""

    def decode(self: QImageReader) -> QImage:
        raise AssertionError("the picture was decoded")

    monkeypatch.setattr(QImageReader, "read", decode)


# --------------------------------------------------------------------------- maps


def test_create_map_adds_a_bare_map_last_and_undo_redo_keep_its_id(
    session: CampaignSession,
) -> None:
    first = new_map(session)
    command = CreateMap(session, "  Las minas  ", 30, 20)
    round_trip(session, command)
    assert command.map_id is not None and command.map_id != first
    listed = maps(session.model)
    assert [summary.id for summary in listed] == [first, command.map_id]
    assert (listed[1].name, listed[1].width, listed[1].height) == ("Las minas", 30, 20)
    assert session.undo_stack.undoText() == "New map “Las minas”"


@pytest.mark.parametrize(
    ("name", "width", "height", "words"),
    [
        ("   ", 10, 10, ("needs a name",)),
        ("Mapa", 0, 10, ("from 1 to 1000", "0×10")),
        ("Mapa", 10, 1001, ("from 1 to 1000", "10×1001")),
        ("x" * 201, 10, 10, ("at most 200",)),
    ],
)
def test_create_map_refuses_a_bad_name_or_size(
    session: CampaignSession, name: str, width: int, height: int, words: tuple[str, ...]
) -> None:
    refused(session, CreateMap(session, name, width, height), *words)


def test_edit_map_renames_and_edits_notes(session: CampaignSession) -> None:
    map_id = new_map(session)
    round_trip(session, EditMap(session, map_id, name="Cripta real", notes="Huele a azufre"))
    view = map_view(session.model, map_id)
    assert (view.name, view.notes) == ("Cripta real", "Huele a azufre")
    unchanged(session, EditMap(session, map_id, name="Cripta real"))


def test_shrinking_a_map_drops_the_squares_outside_and_undo_brings_them_back(
    session: CampaignSession,
) -> None:
    map_id = new_map(
        session, 10, 8, walls={(1, 1), (9, 7), (5, 2)}, fog={(8, 0), (0, 0)},
        doors={(7, 7), (2, 2)}, open_doors={(7, 7)},
    )
    round_trip(session, EditMap(session, map_id, width=6, height=5))
    assert layer(session, map_id, "walls") == {(1, 1), (5, 2)}
    assert layer(session, map_id, "fog") == {(0, 0)}
    assert layer(session, map_id, "doors") == {(2, 2)}
    assert layer(session, map_id, "open_doors") == set()
    session.undo_stack.undo()
    assert layer(session, map_id, "walls") == {(1, 1), (9, 7), (5, 2)}
    assert layer(session, map_id, "open_doors") == {(7, 7)}


def test_shrinking_a_map_is_refused_while_a_token_would_fall_off(
    session: CampaignSession,
) -> None:
    map_id = new_map(session, 10, 8)
    place(session, map_id, 8, 2, character_id=new_character(session, "Aldric"))
    place(session, map_id, 1, 1, monster_id=new_monster(session, "Goblin 2"))
    refused(session, EditMap(session, map_id, width=8), "Aldric", "8×8", "Move those tokens")
    round_trip(session, EditMap(session, map_id, width=9, height=3))


def test_edit_map_refuses_a_zero_width(session: CampaignSession) -> None:
    map_id = new_map(session)
    refused(session, EditMap(session, map_id, width=0), "from 1 to 1000")


def test_delete_map_takes_its_tokens_background_and_combat_link_and_undo_restores_them(
    session: CampaignSession, tmp_path: Path
) -> None:
    map_id = new_map(session)
    assert session.push(SetBackground(session, map_id, png(tmp_path / "fondo.png")))
    place(session, map_id, 1, 1, character_id=new_character(session))
    put_record(session, Combat, name="Emboscada", map_id=map_id)
    command = DeleteMap(session, map_id)
    round_trip(session, command)
    assert committed(session.path, "SELECT count(*) FROM map_token") == [(0,)]
    assert committed(session.path, "SELECT count(*) FROM image") == [(0,)]
    assert committed(session.path, "SELECT map_id FROM combat") == [(None,)]
    assert command.text() == "Delete map “Cripta”"
    session.undo_stack.undo()
    assert map_view(session.model, map_id).background_image_id is not None


def test_a_command_on_a_deleted_map_is_refused(session: CampaignSession) -> None:
    refused(session, PaintSquares(session, 99, "walls", [(0, 0)], True), "no longer")
    refused(session, DeleteMap(session, 99), "no longer")


# --------------------------------------------------------------------------- background


def test_set_background_stores_the_picture_once_and_fits_it_to_the_map_width(
    session: CampaignSession, tmp_path: Path
) -> None:
    map_id = new_map(session, 10, 8)
    other = new_map(session, 4, 4)
    picture = png(tmp_path / "fondo.png", 400, 320)
    command = SetBackground(session, map_id, picture)
    round_trip(session, command)
    rows = committed(session.path, "SELECT id, mime, width, height, length(data) FROM image")
    assert rows == [(command.image_id, "image/png", 400, 320, picture.stat().st_size)]
    view = map_view(session.model, map_id)
    assert view.background_image_id == command.image_id
    assert (view.image_scale, view.image_offset) == (40.0, (0.0, 0.0))
    # The same picture on another map shares the row.
    second = SetBackground(session, other, picture)
    assert session.push(second)
    assert second.image_id == command.image_id
    assert committed(session.path, "SELECT count(*) FROM image") == [(1,)]
    # Setting it again changes nothing.
    unchanged(session, SetBackground(session, map_id, picture))


def test_a_new_background_of_the_same_size_keeps_the_calibration(
    session: CampaignSession, tmp_path: Path
) -> None:
    map_id = new_map(session, 10, 8)
    assert session.push(SetBackground(session, map_id, png(tmp_path / "a.png", 400, 320)))
    assert session.push(CalibrateBackground(session, map_id, 35.5, 12.0, -4.0))
    replaced = SetBackground(session, map_id, png(tmp_path / "b.png", 400, 320, "#aa0000"))
    round_trip(session, replaced)
    view = map_view(session.model, map_id)
    assert (view.image_scale, view.image_offset) == (35.5, (12.0, -4.0))
    # The old picture is used by nothing now and left the file; undo brought it back above.
    assert committed(session.path, "SELECT count(*) FROM image") == [(1,)]


def test_clear_background_drops_an_unused_picture_and_undo_brings_it_back(
    session: CampaignSession, tmp_path: Path
) -> None:
    map_id = new_map(session)
    assert session.push(SetBackground(session, map_id, png(tmp_path / "fondo.png")))
    round_trip(session, ClearBackground(session, map_id))
    assert map_view(session.model, map_id).background_image_id is None
    assert committed(session.path, "SELECT count(*) FROM image") == [(0,)]
    unchanged(session, ClearBackground(session, map_id))


def test_webp_and_jpeg_backgrounds_are_accepted(
    session: CampaignSession, tmp_path: Path
) -> None:
    map_id = new_map(session)
    image = QImage(20, 20, QImage.Format.Format_RGB32)
    image.fill(QColor("#00ff00"))
    for name, mime in (("fondo.webp", "image/webp"), ("fondo.jpg", "image/jpeg")):
        assert image.save(str(tmp_path / name))
        command = SetBackground(session, map_id, tmp_path / name)
        assert session.push(command), SignalRecorder(session).failures()
        assert committed(
            session.path, "SELECT mime FROM image WHERE id = ?", command.image_id
        ) == [(mime,)]


@pytest.mark.usefixtures("no_decoding")
def test_a_huge_picture_is_refused_from_its_header_without_decoding(
    session: CampaignSession, tmp_path: Path
) -> None:
    map_id = new_map(session)
    huge = png_header(tmp_path / "enorme.png", 20000, 20000)
    message = refused(session, SetBackground(session, map_id, huge), "20000×20000", "16384")
    assert "Scale it down" in message
    tall = png_header(tmp_path / "alto.png", 100, 16385)
    refused(session, SetBackground(session, map_id, tall), "100×16385", "268 megapixels")


@pytest.mark.usefixtures("no_decoding")
def test_a_file_over_50_mb_is_refused_without_reading_it(
    session: CampaignSession, tmp_path: Path
) -> None:
    map_id = new_map(session)
    big = tmp_path / "grande.png"
    with big.open("wb") as file:
        file.truncate(50 * 1024 * 1024 + 1)  # sparse: nothing is written
    refused(session, SetBackground(session, map_id, big), "50 MB", "smaller")


@pytest.mark.parametrize(
    ("name", "content", "words"),
    [
        ("notas.png", b"This is not a picture at all, only text.", ("not a PNG, JPEG or WebP",)),
        ("icono.gif", b"GIF89a\x01\x00\x01\x00\x00\x00\x00;", ("not a PNG, JPEG or WebP",)),
    ],
)
def test_a_foreign_file_is_refused(
    session: CampaignSession, tmp_path: Path, name: str, content: bytes, words: tuple[str, ...]
) -> None:
    map_id = new_map(session)
    path = tmp_path / name
    path.write_bytes(content)
    refused(session, SetBackground(session, map_id, path), *words)


def test_a_damaged_picture_is_refused(session: CampaignSession, tmp_path: Path) -> None:
    map_id = new_map(session)
    damaged = png_header(tmp_path / "roto.png", 200, 100)  # a header, no pixels
    refused(session, SetBackground(session, map_id, damaged), "damaged")
    missing = tmp_path / "no-existe.png"
    refused(session, SetBackground(session, map_id, missing), "cannot be read")


def test_calibrate_background_sets_scale_and_offset(session: CampaignSession) -> None:
    map_id = new_map(session)
    round_trip(session, CalibrateBackground(session, map_id, 72.5, 10.0, 20.0))
    view = map_view(session.model, map_id)
    assert (view.image_scale, view.image_offset) == (72.5, (10.0, 20.0))
    unchanged(session, CalibrateBackground(session, map_id, 72.5, 10.0, 20.0))
    refused(session, CalibrateBackground(session, map_id, 0.0, 0.0, 0.0), "more than 0")
    refused(session, CalibrateBackground(session, map_id, 5.0, float("nan"), 0.0), "offset")


# --------------------------------------------------------------------------- painting


@pytest.mark.parametrize("name", ["walls", "difficult", "fog", "doors"])
def test_paint_squares_on_and_off_each_layer(session: CampaignSession, name: str) -> None:
    map_id = new_map(session, 5, 5)
    squares = {(0, 0), (1, 0), (2, 0), (4, 4)}
    command = PaintSquares(session, map_id, name, [*squares, (5, 0), (-1, 2)], True)
    round_trip(session, command)
    assert layer(session, map_id, name) == squares
    stored = committed_value(session.path, f"SELECT {name} FROM map WHERE id = ?", map_id)
    assert stored == pack_squares(squares)
    round_trip(session, PaintSquares(session, map_id, name, [(1, 0), (3, 3)], False))
    assert layer(session, map_id, name) == {(0, 0), (2, 0), (4, 4)}


def test_painting_what_is_already_there_or_off_the_map_leaves_no_undo_step(
    session: CampaignSession,
) -> None:
    map_id = new_map(session, 5, 5, walls={(1, 1)})
    unchanged(session, PaintSquares(session, map_id, "walls", [(1, 1)], True))
    unchanged(session, PaintSquares(session, map_id, "walls", [(9, 9)], True))
    unchanged(session, PaintSquares(session, map_id, "fog", [(1, 1)], False))


def test_painting_an_unknown_layer_is_refused(session: CampaignSession) -> None:
    map_id = new_map(session)
    refused(session, PaintSquares(session, map_id, "lava", [(0, 0)], True), "lava")


def test_erasing_a_door_forgets_that_it_stood_open(session: CampaignSession) -> None:
    map_id = new_map(session, 5, 5, doors={(2, 2), (3, 3)}, open_doors={(2, 2)})
    round_trip(session, PaintSquares(session, map_id, "doors", [(2, 2)], False))
    assert layer(session, map_id, "open_doors") == set()
    assert layer(session, map_id, "doors") == {(3, 3)}


def test_toggle_door_opens_and_closes_and_is_refused_without_a_door(
    session: CampaignSession,
) -> None:
    map_id = new_map(session, 5, 5, doors={(2, 2)})
    round_trip(session, ToggleDoor(session, map_id, (2, 2)))
    assert layer(session, map_id, "open_doors") == {(2, 2)}
    assert not map_view(session.model, map_id).blocked
    round_trip(session, ToggleDoor(session, map_id, (2, 2)))
    assert layer(session, map_id, "open_doors") == set()
    refused(session, ToggleDoor(session, map_id, (1, 2)), "no door on square 2, 3")


# --------------------------------------------------------------------------- tokens


def test_place_token_for_a_character_and_a_creature(session: CampaignSession) -> None:
    map_id = new_map(session)
    hero = new_character(session)
    command = PlaceToken(session, map_id, 2, 3, character_id=hero, size=2, hidden=True)
    round_trip(session, command)
    rows = committed(
        session.path, "SELECT id, map_id, character_id, monster_id, x, y, size, hidden "
        "FROM map_token",
    )
    assert rows == [(command.token_id, map_id, hero, None, 2, 3, 2, 1)]
    goblin = new_monster(session)
    round_trip(session, PlaceToken(session, map_id, 0, 0, monster_id=goblin))
    assert session.undo_stack.undoText() == "Place “Goblin 1” on the map “Cripta”"


def test_place_token_refusals(session: CampaignSession) -> None:
    map_id = new_map(session, 6, 6, walls={(3, 3)}, doors={(1, 4)})
    hero = new_character(session)
    refused(session, PlaceToken(session, map_id, 3, 3, character_id=hero), "wall", "4, 4")
    refused(session, PlaceToken(session, map_id, 2, 2, character_id=hero, size=2), "wall")
    refused(session, PlaceToken(session, map_id, 1, 4, character_id=hero), "closed door")
    refused(session, PlaceToken(session, map_id, 5, 5, character_id=hero, size=2), "off the map")
    refused(session, PlaceToken(session, map_id, 0, 0, character_id=hero, size=4), "1 to 3")
    refused(session, PlaceToken(session, map_id, 0, 0, character_id=999), "no longer")
    place(session, map_id, 0, 0, character_id=hero)
    refused(session, PlaceToken(session, map_id, 4, 0, character_id=hero), "already stands")


def test_move_token_moves_freely_and_refuses_walls_closed_doors_and_the_edge(
    session: CampaignSession,
) -> None:
    map_id = new_map(session, 6, 6, walls={(3, 3)}, doors={(1, 4), (2, 4)}, open_doors={(2, 4)})
    token = place(session, map_id, 0, 0, character_id=new_character(session))
    round_trip(session, MoveToken(session, token, 5, 5))
    view = map_view(session.model, map_id)
    assert (view.tokens[0].x, view.tokens[0].y) == (5, 5)
    assert session.undo_stack.undoText() == "Move “Aldric” to square 6, 6"
    refused(session, MoveToken(session, token, 3, 3), "wall")
    refused(session, MoveToken(session, token, 1, 4), "closed door")
    refused(session, MoveToken(session, token, 6, 0), "off the map")
    refused(session, MoveToken(session, token, -1, 0), "off the map")
    round_trip(session, MoveToken(session, token, 2, 4))  # an open door lets it stand there
    unchanged(session, MoveToken(session, token, 2, 4))


def test_hide_resize_and_delete_a_token(session: CampaignSession) -> None:
    map_id = new_map(session, 6, 6, walls={(5, 5)})
    token = place(session, map_id, 3, 3, monster_id=new_monster(session))
    round_trip(session, SetTokenHidden(session, token, True))
    assert map_view(session.model, map_id).tokens[0].hidden
    unchanged(session, SetTokenHidden(session, token, True))
    round_trip(session, SetTokenSize(session, token, 2))
    assert map_view(session.model, map_id).tokens[0].size == 2
    refused(session, SetTokenSize(session, token, 3), "wall")
    refused(session, SetTokenSize(session, token, 0), "1 to 3")
    round_trip(session, DeleteToken(session, token))
    assert map_view(session.model, map_id).tokens == ()
    assert committed(session.path, "SELECT count(*) FROM monster_instance") == [(1,)]
    refused(session, MoveToken(session, 999, 1, 1), "no longer on the map")


# --------------------------------------------------------------------------- sight


ROOMS = """
..........#.........
..........#.........
..........D.........
..........#.........
##########O##########
"""


def fogged_map(
    session: CampaignSession, picture: str, *, open_doors: set[Square] | None = None
) -> tuple[int, int, int, set[Square]]:
    """A map from a picture ('#' wall, 'D' closed door, 'O' open door), fogged all over."""
    rows = picture.strip("\n").split("\n")
    width, height = max(len(row) for row in rows), len(rows)
    walls = {(x, y) for y, row in enumerate(rows) for x, mark in enumerate(row) if mark == "#"}
    doors = {(x, y) for y, row in enumerate(rows) for x, mark in enumerate(row) if mark in "DO"}
    opened = {(x, y) for y, row in enumerate(rows) for x, mark in enumerate(row) if mark == "O"}
    everything = {(x, y) for x in range(width) for y in range(height)}
    map_id = new_map(
        session, width, height, walls=walls, doors=doors, open_doors=opened | (open_doors or set()),
        fog=everything,
    )
    return map_id, width, height, everything


def test_reveal_from_sight_clears_exactly_the_squares_player_characters_see(
    session: CampaignSession,
) -> None:
    map_id, width, height, everything = fogged_map(session, ROOMS)
    view = map_view(session.model, map_id)
    place(session, map_id, 2, 1, character_id=new_character(session, "Aldric"))
    place(session, map_id, 15, 0, monster_id=new_monster(session))  # monsters do not reveal
    place(session, map_id, 18, 3, character_id=new_character(session, "Nadia", "npc"))
    command = RevealFromSight(session, map_id)
    round_trip(session, command)
    seen = visible_from((2, 1), width=width, height=height, opaque=view.blocked)
    assert layer(session, map_id, "fog") == everything - seen
    assert command.revealed == len(seen)
    # The closed door (10, 2) is seen, the room behind it is not.
    assert (10, 2) in seen and (12, 2) not in seen
    # Nothing new to see: no undo step.
    unchanged(session, RevealFromSight(session, map_id))


def test_only_strokes_doors_and_reveals_say_they_changed_nothing_but_layers(
    session: CampaignSession,
) -> None:
    # What the map chooser and the campaign's counts skip: the list of maps and the tokens.
    map_id = new_map(session, 6, 6, fog={(x, y) for x in range(6) for y in range(6)})
    place(session, map_id, 2, 2, character_id=new_character(session, "Aldric"))
    layers_only: list[ModelCommand] = [
        PaintSquares(session, map_id, "walls", [(0, 0)], True),
        PaintSquares(session, map_id, "doors", [(5, 5)], True),
        ToggleDoor(session, map_id, (5, 5)),
        RevealFromSight(session, map_id),
    ]
    for command in layers_only:
        assert round_trip(session, command) == [True, True, True], command.text()
    beyond: list[ModelCommand] = [
        PlaceToken(session, map_id, 3, 1, monster_id=new_monster(session)),
        EditMap(session, map_id, name="Osario"),
        CreateMap(session, "Sótano", 5, 5),
    ]
    for command in beyond:
        assert round_trip(session, command) == [False, False, False], command.text()


def test_an_open_door_lets_sight_through(session: CampaignSession) -> None:
    map_id, width, height, everything = fogged_map(session, ROOMS, open_doors={(10, 2)})
    place(session, map_id, 2, 2, character_id=new_character(session))
    assert session.push(RevealFromSight(session, map_id))
    fog = layer(session, map_id, "fog")
    assert (12, 2) not in fog and (19, 2) not in fog
    view = map_view(session.model, map_id)
    seen = visible_from((2, 2), width=width, height=height, opaque=view.blocked)
    assert fog == everything - seen


def test_hidden_player_tokens_do_not_reveal_unless_named(session: CampaignSession) -> None:
    map_id, _width, _height, everything = fogged_map(session, ROOMS)
    hero = place(session, map_id, 2, 1, character_id=new_character(session))
    assert session.push(SetTokenHidden(session, hero, True))
    refused(session, RevealFromSight(session, map_id), "No player character")
    named = RevealFromSight(session, map_id, [hero])
    round_trip(session, named)
    assert layer(session, map_id, "fog") < everything
    refused(session, RevealFromSight(session, map_id, [999]), "None of the chosen tokens")


def test_a_large_token_reveals_what_its_whole_footprint_sees(session: CampaignSession) -> None:
    map_id, width, height, everything = fogged_map(session, ROOMS)
    place(session, map_id, 11, 0, character_id=new_character(session), size=2)
    assert session.push(RevealFromSight(session, map_id))
    view = map_view(session.model, map_id)
    seen: set[Square] = set()
    for square in ((11, 0), (12, 0), (11, 1), (12, 1)):
        seen |= visible_from(square, width=width, height=height, opaque=view.blocked)
    assert layer(session, map_id, "fog") == everything - seen


def test_a_reveal_on_a_map_deleted_meanwhile_is_refused_saying_so(
    session: CampaignSession,
) -> None:
    map_id, _width, _height, _everything = fogged_map(session, ROOMS)
    place(session, map_id, 2, 1, character_id=new_character(session))
    command = RevealFromSight(session, map_id)
    assert session.push(DeleteMap(session, map_id))
    refused(session, command, "no longer")


@pytest.mark.parametrize(
    "make",
    [
        lambda s, m: CreateMap(s, "Otro", 5, 5),
        lambda s, m: PaintSquares(s, m, "walls", [(0, 0)], True),
        lambda s, m: EditMap(s, m, name="Otra"),
        lambda s, m: RevealFromSight(s, m),
    ],
)
def test_a_read_only_session_refuses_map_commands(
    campaign_path: Path,
    open_session: Callable[..., CampaignSession],
    make: Callable[[CampaignSession, int], ModelCommand],
) -> None:
    writer = open_session(campaign_path)
    map_id = new_map(writer)
    writer.close()
    reader = open_session(campaign_path, read_only=True)
    recorder = SignalRecorder(reader)
    assert not reader.push(make(reader, map_id))
    assert "read-only" in recorder.failures()[0]
