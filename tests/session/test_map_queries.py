"""What the battlemap reads: maps in the GM's order, one map with its square sets and tokens
(names, initials, sides, health states, colours, portraits), image bytes, what the player
characters see, and the calibration helper."""

from __future__ import annotations

import re

import pytest

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.map_queries import (
    PALETTE,
    calibration_from_drag,
    image_bytes,
    initials,
    map_view,
    maps,
    owner_colour,
    sight_squares,
)
from ryf_desktop.storage import pack_squares
from ryf_desktop.storage.records import Character, Image, Map, MapToken, MonsterInstance
from tests.rules.seen_from import visible_from
from tests.session.map_samples import put_record


def add_map(session: CampaignSession, name: str, position: int, **values: object) -> int:
    return put_record(session, Map, name=name, position=position, **values)


def test_maps_are_listed_by_position_then_id(session: CampaignSession) -> None:
    image_id = put_record(session, Image, mime="image/png", width=1, height=1, sha256="a" * 64,
                          data=b"x")
    b = add_map(session, "B", 1)
    a = add_map(session, "A", 0, grid_width=12, grid_height=9, background_image_id=image_id)
    c = add_map(session, "C", 1)
    listed = maps(session.model)
    assert [summary.id for summary in listed] == [a, b, c]
    assert (listed[0].name, listed[0].width, listed[0].height) == ("A", 12, 9)
    assert image_bytes(session.model, image_id) == b"x"
    with pytest.raises(KeyError):
        image_bytes(session.model, 999)


def test_map_view_reads_square_sets_doors_and_calibration(session: CampaignSession) -> None:
    map_id = add_map(
        session, "Cripta", 0, grid_width=8, grid_height=6,
        walls=pack_squares({(0, 0), (1, 0)}), difficult=pack_squares({(3, 3)}),
        fog=pack_squares({(7, 5)}), doors=pack_squares({(2, 0), (4, 0)}),
        open_doors=pack_squares({(4, 0)}), image_scale=55.0, image_offset_x=3.0,
        image_offset_y=-2.5, notes="Trampa en 4,4",
    )
    view = map_view(session.model, map_id)
    assert (view.name, view.width, view.height, view.notes) == ("Cripta", 8, 6, "Trampa en 4,4")
    assert view.walls.squares() == {(0, 0), (1, 0)}
    assert view.difficult.squares() == {(3, 3)}
    assert view.fog.squares() == {(7, 5)}
    assert (view.doors - view.open_doors).squares() == {(2, 0)}
    assert view.blocked.squares() == {(0, 0), (1, 0), (2, 0)}
    assert (view.image_scale, view.image_offset) == (55.0, (3.0, -2.5))
    assert view.background_image_id is None and view.tokens == ()
    assert view.on_map((7, 5)) and not view.on_map((8, 0))


def test_a_missing_map_raises_key_error(session: CampaignSession) -> None:
    with pytest.raises(KeyError):
        map_view(session.model, 42)


def test_a_damaged_square_set_reads_as_empty(session: CampaignSession) -> None:
    map_id = add_map(session, "Roto", 0, walls="[[0, 5, 2]]")
    assert not map_view(session.model, map_id).walls


def test_tokens_carry_owner_name_side_state_colour_and_portrait(
    session: CampaignSession,
) -> None:
    map_id = add_map(session, "Cripta", 0)
    portrait = put_record(session, Image, mime="image/png", width=1, height=1, sha256="b" * 64,
                          data=b"p")
    # Realistic profile: Físico 7 → 21 PV, malherido from 14 wounds.
    hero = put_record(session, Character, name="Aldric el Rojo", kind="pc", fisico=7, wounds=14,
                      portrait_image_id=portrait)
    ally = put_record(session, Character, name="Nadia", kind="npc", fisico=7, wounds=21)
    goblin = put_record(session, MonsterInstance, catalog_name="Goblin", name="Goblin 2",
                        number=2, pv_max=8, wounds=8)
    put_record(session, MapToken, map_id=map_id, character_id=hero, x=1, y=2, size=2,
               hidden=True)
    put_record(session, MapToken, map_id=map_id, character_id=ally, x=5, y=5)
    put_record(session, MapToken, map_id=map_id, monster_id=goblin, x=7, y=1)
    ids = (hero, ally, goblin, portrait)
    tokens = map_view(session.model, map_id).tokens
    assert [(t.name, t.initials, t.side, t.state) for t in tokens] == [
        ("Aldric el Rojo", "AR", "pc", "malherido"),
        ("Nadia", "Na", "npc", "inconsciente"),
        ("Goblin 2", "G2", "monster", "derrotado"),
    ]
    assert (tokens[0].x, tokens[0].y, tokens[0].size, tokens[0].hidden) == (1, 2, 2, True)
    assert tokens[0].squares == [(1, 2), (2, 2), (1, 3), (2, 3)]
    assert tokens[0].portrait_image_id == ids[3]
    assert tokens[1].portrait_image_id is None
    assert (tokens[0].character_id, tokens[2].monster_id) == (ids[0], ids[2])
    assert all(re.fullmatch(r"#[0-9a-f]{6}", t.colour) for t in tokens)
    # Stable per owner: read again, same colours.
    assert [t.colour for t in map_view(session.model, map_id).tokens] == [t.colour for t in tokens]
    assert map_view(session.model, map_id).token(tokens[1].id) == tokens[1]


def test_twelve_characters_in_a_row_wear_twelve_colours() -> None:
    assert len({owner_colour(character_id, None) for character_id in range(1, 13)}) == 12
    assert len({owner_colour(None, monster_id) for monster_id in range(7, 19)}) == 12
    assert owner_colour(1, None) != owner_colour(None, 1)
    assert set(PALETTE) >= {owner_colour(5, None), owner_colour(None, 5)}


@pytest.mark.parametrize(
    ("name", "expected"),
    [("Goblin 2", "G2"), ("Aldric", "Al"), ("ana maría ruiz", "AR"), ("", "?"), ("x", "X")],
)
def test_initials(name: str, expected: str) -> None:
    assert initials(name) == expected


def test_sight_squares_of_visible_player_characters_only(session: CampaignSession) -> None:
    walls = {(4, y) for y in range(6) if y != 2}
    map_id = add_map(session, "Dos salas", 0, grid_width=9, grid_height=6,
                     walls=pack_squares(walls), doors=pack_squares({(4, 2)}),
                     open_doors=pack_squares({(4, 2)}))
    hero = put_record(session, Character, name="Aldric", kind="pc")
    spy = put_record(session, Character, name="Sombra", kind="pc")
    ally = put_record(session, Character, name="Nadia", kind="npc")
    put_record(session, MapToken, map_id=map_id, character_id=hero, x=1, y=1)
    put_record(session, MapToken, map_id=map_id, character_id=spy, x=7, y=4, hidden=True)
    put_record(session, MapToken, map_id=map_id, character_id=ally, x=7, y=0)
    view = map_view(session.model, map_id)
    # The door at (4, 2) stands open: it does not block sight, the wall around it does.
    assert view.blocked.squares() == walls
    expected = visible_from((1, 1), width=9, height=6, opaque=walls)
    assert sight_squares(view).squares() == expected
    assert (6, 2) in expected  # through the open door
    spy_token = view.tokens[1].id
    assert sight_squares(view, [spy_token]).squares() == visible_from(
        (7, 4), width=9, height=6, opaque=view.blocked
    )
    assert not sight_squares(view, [])


def test_calibration_from_drag_measures_along_the_longer_axis() -> None:
    assert calibration_from_drag((10.0, 20.0), (360.0, 24.0), 5) == 70.0
    assert calibration_from_drag((0.0, 300.0), (2.0, 0.0), 4) == 75.0
    assert calibration_from_drag((100.0, 100.0), (0.0, 0.0), 2) == 50.0
    with pytest.raises(ValueError, match="at least one square"):
        calibration_from_drag((0.0, 0.0), (10.0, 0.0), 0)
    with pytest.raises(ValueError, match="no length"):
        calibration_from_drag((3.0, 3.0), (3.0, 3.0), 2)
