"""The session's shapes of a map's layers (:class:`MapShapes`): each is kept while the layers it
was made from stay the same, and made again from the record when they change."""

from __future__ import annotations

from dataclasses import replace

from ryf_desktop.rules.map_features import Segment, SegmentKind
from ryf_desktop.session.maps.shapes import MapShapes
from ryf_desktop.storage import pack_squares
from ryf_desktop.storage.map_features_codec import pack_segments
from ryf_desktop.storage.records import Map


def a_map(**values: object) -> Map:
    return Map(id=1, name="Cripta", grid_width=6, grid_height=4, **values)  # type: ignore[arg-type]


def test_a_layer_is_decoded_once_while_its_text_stays_the_same() -> None:
    shapes = MapShapes()
    row = a_map(walls=pack_squares({(1, 1), (2, 1)}), difficult=pack_squares({(0, 3)}))
    walls = shapes.layer(row, "walls")
    assert walls.squares() == {(1, 1), (2, 1)}
    # Another field changed (the fog, the name): the same mask.
    later = replace(row, fog=pack_squares({(5, 3)}), name="Cripta honda")
    assert shapes.layer(later, "walls") is walls
    assert shapes.layer(later, "difficult").squares() == {(0, 3)}
    painted = replace(later, walls=pack_squares({(4, 2)}))
    assert shapes.layer(painted, "walls").squares() == {(4, 2)}


def test_a_resized_map_gives_masks_of_its_new_size() -> None:
    shapes = MapShapes()
    row = a_map(walls=pack_squares({(1, 1)}))
    assert shapes.layer(row, "walls").size == (6, 4)
    bigger = replace(row, grid_width=9, grid_height=7)
    assert shapes.layer(bigger, "walls").size == (9, 7)
    assert shapes.blocked(bigger).size == (9, 7)


def test_blocked_is_walls_and_closed_doors_until_a_door_opens() -> None:
    shapes = MapShapes()
    row = a_map(walls=pack_squares({(0, 0)}), doors=pack_squares({(3, 0), (3, 1)}))
    blocked = shapes.blocked(row)
    assert blocked.squares() == {(0, 0), (3, 0), (3, 1)}
    assert shapes.blocked(replace(row, notes="a trap")) is blocked
    opened = replace(row, open_doors=pack_squares({(3, 1)}))
    assert shapes.blocked(opened).squares() == {(0, 0), (3, 0)}


def test_thin_walls_and_the_sight_grid_follow_the_segments_and_the_doors() -> None:
    shapes = MapShapes()
    wall = Segment(3.0, 0.0, 3.0, 4.0, SegmentKind.WALL)
    row = a_map(segments=pack_segments((wall,)))
    thin = shapes.thin_walls(row)
    grid = shapes.sight_grid(row)
    assert thin.segments == (wall,)
    assert shapes.thin_walls(replace(row, fog=pack_squares({(0, 0)}))) is thin
    assert shapes.sight_grid(replace(row, fog=pack_squares({(0, 0)}))) is grid
    assert (4, 1) not in grid.seen_mask([(1, 1)])
    moved = replace(row, segments=pack_segments((Segment(5.0, 0.0, 5.0, 4.0, SegmentKind.WALL),)))
    assert shapes.thin_walls(moved) is not thin
    assert (4, 1) in shapes.sight_grid(moved).seen_mask([(1, 1)])
    closed = replace(row, segments="[]", doors=pack_squares({(2, 1)}))
    assert (3, 1) not in shapes.sight_grid(closed).seen_mask([(1, 1)])
