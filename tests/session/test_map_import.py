"""A Universal VTT file imported as one undoable step, and exported back unchanged."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from ryf_desktop.rules.map_features import SegmentKind
from ryf_desktop.rules.thin_walls import ThinWalls
from ryf_desktop.session import CampaignSession, map_queries
from ryf_desktop.session.command import CommandError
from ryf_desktop.session.map_features_link import map_features
from ryf_desktop.session.map_import import ImportMap, import_map, uvtt_of_map
from ryf_desktop.storage.uvtt import read_uvtt
from tests import uvtt_files


def test_import_makes_the_map_calibrated_in_one_step_and_undo_takes_it_away(
    session: CampaignSession,
) -> None:
    uvtt = read_uvtt(uvtt_files.raw_bytes(uvtt_files.dungeon("webp", origin=(2.5, 1.0))))
    steps = session.undo_stack.count()
    map_id = import_map(session, uvtt, "Cripta")
    assert session.undo_stack.count() == steps + 1
    view = map_queries.map_view(session.model, map_id)
    assert (view.name, view.width, view.height) == ("Cripta", 13, 8)
    assert view.image_scale == 50.0 and view.image_offset == (-25.0, 0.0)
    assert view.background_image_id is not None
    assert map_queries.image_bytes(session.model, view.background_image_id) == uvtt.image
    assert map_features(view) == (uvtt.segments, uvtt.lights)
    session.undo_stack.undo()
    assert [m.id for m in map_queries.maps(session.model)] == []
    session.undo_stack.redo()
    assert [m.id for m in map_queries.maps(session.model)] == [map_id]


def test_a_picture_that_does_not_decode_is_refused_and_creates_nothing(
    session: CampaignSession,
) -> None:
    document = uvtt_files.dungeon("png")
    uvtt = read_uvtt(uvtt_files.raw_bytes(document))
    broken = copy.copy(uvtt)
    object.__setattr__(broken, "image", uvtt.image[:60])  # a whole header, no pixels
    with pytest.raises(CommandError, match="cannot be decoded"):
        import_map(session, broken, "Rota")
    assert map_queries.maps(session.model) == []


def test_a_bad_name_is_refused_and_creates_nothing(session: CampaignSession) -> None:
    uvtt = read_uvtt(uvtt_files.raw_bytes(uvtt_files.dungeon("png")))
    assert not session.push(ImportMap(session, uvtt, "   "))
    assert map_queries.maps(session.model) == []


def test_import_export_import_is_identical(session: CampaignSession) -> None:
    first = read_uvtt(uvtt_files.raw_bytes(uvtt_files.dungeon("jpeg", origin=(0.5, 3.0))))
    map_id = import_map(session, first, "Ida")
    again = read_uvtt(uvtt_of_map(session.model, map_id))
    assert again.image == first.image
    assert (again.width, again.height, again.pixels_per_grid, again.image_offset) == (
        first.width, first.height, first.pixels_per_grid, first.image_offset
    )
    assert again.segments == first.segments and again.lights == first.lights
    view = map_queries.map_view(session.model, map_id)
    second_id = import_map(session, again, "Vuelta")
    second = map_queries.map_view(session.model, second_id)
    assert map_features(second) == map_features(view)
    assert (second.width, second.height, second.image_scale, second.image_offset) == (
        view.width, view.height, view.image_scale, view.image_offset
    )


def test_imported_walls_line_up_with_the_grid_and_doors_keep_their_state(
    session: CampaignSession,
) -> None:
    uvtt = read_uvtt(uvtt_files.raw_bytes(uvtt_files.dungeon("png", origin=(4.0, 3.0))))
    view = map_queries.map_view(session.model, import_map(session, uvtt, "Sala"))
    # The squares whose step east a wall or a closed door cuts, as the movement rules read them.
    cut_east = ThinWalls(view.segments).cut_steps().get((1, 0), frozenset())
    # The room's west wall lies on grid line x = 3: between squares 2 and 3 of rows 1 and 3-5.
    for row in (1, 3, 4, 5):
        assert (2, row) in cut_east, row
        assert (3, row) not in cut_east, row
    # Its closed door (row 2) blocks; the open one in the east wall (row 3, x = 9) does not.
    assert (2, 2) in cut_east
    assert (8, 3) not in cut_east
    assert (8, 4) in cut_east
    # Outside the room nothing stands between squares 0 and 1.
    assert (0, 3) not in cut_east


def test_a_map_without_a_background_exports_a_plain_picture(
    session: CampaignSession, tmp_path: Path
) -> None:
    from ryf_desktop.session.map_commands import CreateMap

    command = CreateMap(session, "Vacío", 10, 6)
    assert session.push(command) and command.map_id is not None
    read = read_uvtt(uvtt_of_map(session.model, command.map_id))
    assert (read.width, read.height, read.picture.mime) == (10, 6, "image/png")
    picture = QImage.fromData(read.image)
    assert not picture.isNull()
    assert picture.width() == 10 * read.pixels_per_grid
    assert QColor(picture.pixel(5, 5)).name() == "#808080"
    assert read.count(SegmentKind.WALL) == 0
