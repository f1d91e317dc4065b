"""What the battlemap reads: maps in the GM's order, one map with its square sets and tokens
(names, initials, sides, health states, colours, portraits), image bytes, what the player
characters see, and the calibration helper."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ryf_desktop.rules.sight import visible_from
from ryf_desktop.session import CampaignSession, map_queries
from ryf_desktop.session.map_queries import (
    PALETTE,
    calibration_from_drag,
    image_bytes,
    initials,
    lift_fog,
    map_view,
    maps,
    owner_colour,
    sight_squares,
    squares_of,
)
from ryf_desktop.storage import pack_squares, unpack_squares
from ryf_desktop.storage.tables import Character, Image, Map, MapToken, MonsterInstance


def add_map(session: CampaignSession, name: str, position: int, **values: object) -> int:
    with session.file.transaction() as db:
        row = Map(name=name, position=position)
        for field, value in values.items():
            setattr(row, field, value)
        db.add(row)
        db.flush()
        return int(row.id or 0)


def test_maps_are_listed_by_position_then_id(session: CampaignSession) -> None:
    with session.file.transaction() as db:
        image = Image(mime="image/png", width=1, height=1, sha256="a" * 64, data=b"x")
        db.add(image)
        db.flush()
        image_id = image.id
    b = add_map(session, "B", 1)
    a = add_map(session, "A", 0, grid_width=12, grid_height=9, background_image_id=image_id)
    c = add_map(session, "C", 1)
    listed = maps(session)
    assert [summary.id for summary in listed] == [a, b, c]
    assert (listed[0].name, listed[0].width, listed[0].height) == ("A", 12, 9)
    assert [summary.has_background for summary in listed] == [True, False, False]
    assert image_bytes(session, int(image_id or 0)) == b"x"
    with pytest.raises(KeyError):
        image_bytes(session, 999)


def test_map_view_reads_square_sets_doors_and_calibration(session: CampaignSession) -> None:
    map_id = add_map(
        session, "Cripta", 0, grid_width=8, grid_height=6,
        walls=pack_squares({(0, 0), (1, 0)}), difficult=pack_squares({(3, 3)}),
        fog=pack_squares({(7, 5)}), doors=pack_squares({(2, 0), (4, 0)}),
        open_doors=pack_squares({(4, 0)}), image_scale=55.0, image_offset_x=3.0,
        image_offset_y=-2.5, notes="Trampa en 4,4",
    )
    view = map_view(session, map_id)
    assert (view.name, view.width, view.height, view.notes) == ("Cripta", 8, 6, "Trampa en 4,4")
    assert view.walls == {(0, 0), (1, 0)}
    assert view.difficult == {(3, 3)}
    assert view.fog == {(7, 5)}
    assert view.closed_doors == {(2, 0)}
    assert view.blocked == {(0, 0), (1, 0), (2, 0)}
    assert (view.image_scale, view.image_offset) == (55.0, (3.0, -2.5))
    assert view.background_image_id is None and view.tokens == ()
    assert view.on_map((7, 5)) and not view.on_map((8, 0))


def test_a_missing_map_raises_key_error(session: CampaignSession) -> None:
    with pytest.raises(KeyError):
        map_view(session, 42)


def test_a_damaged_square_set_reads_as_empty(session: CampaignSession) -> None:
    map_id = add_map(session, "Roto", 0, walls="[[0, 5, 2]]")
    assert map_view(session, map_id).walls == frozenset()


def test_tokens_carry_owner_name_side_state_colour_and_portrait(
    session: CampaignSession,
) -> None:
    map_id = add_map(session, "Cripta", 0)
    with session.file.transaction() as db:
        portrait = Image(mime="image/png", width=1, height=1, sha256="b" * 64, data=b"p")
        db.add(portrait)
        db.flush()
        # Realistic profile: Físico 7 → 21 PV, malherido from 14 wounds.
        hero = Character(name="Aldric el Rojo", kind="pc", fisico=7, wounds=14,
                         portrait_image_id=portrait.id)
        ally = Character(name="Nadia", kind="npc", fisico=7, wounds=21)
        goblin = MonsterInstance(catalog_name="Goblin", name="Goblin 2", number=2, pv_max=8,
                                 wounds=8)
        db.add_all([hero, ally, goblin])
        db.flush()
        db.add_all([
            MapToken(map_id=map_id, character_id=hero.id, x=1, y=2, size=2, hidden=True),
            MapToken(map_id=map_id, character_id=ally.id, x=5, y=5),
            MapToken(map_id=map_id, monster_id=goblin.id, x=7, y=1),
        ])
        ids = (hero.id, ally.id, goblin.id, portrait.id)
    tokens = map_view(session, map_id).tokens
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
    assert [t.colour for t in map_view(session, map_id).tokens] == [t.colour for t in tokens]
    assert map_view(session, map_id).token(tokens[1].id) == tokens[1]


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
    with session.file.transaction() as db:
        hero = Character(name="Aldric", kind="pc")
        spy = Character(name="Sombra", kind="pc")
        ally = Character(name="Nadia", kind="npc")
        db.add_all([hero, spy, ally])
        db.flush()
        db.add_all([
            MapToken(map_id=map_id, character_id=hero.id, x=1, y=1),
            MapToken(map_id=map_id, character_id=spy.id, x=7, y=4, hidden=True),
            MapToken(map_id=map_id, character_id=ally.id, x=7, y=0),
        ])
    view = map_view(session, map_id)
    # The door at (4, 2) stands open: it does not block sight, the wall around it does.
    assert view.blocked == walls
    expected = visible_from((1, 1), width=9, height=6, opaque=walls)
    assert sight_squares(view) == expected
    assert (6, 2) in expected  # through the open door
    spy_token = view.tokens[1].id
    assert sight_squares(view, [spy_token]) == visible_from(
        (7, 4), width=9, height=6, opaque=view.blocked
    )
    assert sight_squares(view, []) == set()


def test_calibration_from_drag_measures_along_the_longer_axis() -> None:
    assert calibration_from_drag((10.0, 20.0), (360.0, 24.0), 5) == 70.0
    assert calibration_from_drag((0.0, 300.0), (2.0, 0.0), 4) == 75.0
    assert calibration_from_drag((100.0, 100.0), (0.0, 0.0), 2) == 50.0
    with pytest.raises(ValueError, match="at least one square"):
        calibration_from_drag((0.0, 0.0), (10.0, 0.0), 0)
    with pytest.raises(ValueError, match="no length"):
        calibration_from_drag((3.0, 3.0), (3.0, 3.0), 2)


def test_tokens_are_read_again_only_after_a_write_to_tokens_or_their_owners(
    session: CampaignSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ryf_desktop.session import map_queries

    map_id = add_map(session, "Cripta", 0)
    with session.file.transaction() as db:
        goblin = MonsterInstance(catalog_name="Goblin", name="Goblin 1", number=1, pv_max=8)
        hero = Character(name="Aldric", kind="pc", fisico=7)
        db.add_all([goblin, hero])
        db.flush()
        goblin_id, hero_id = goblin.id, hero.id
        db.add_all([MapToken(map_id=map_id, monster_id=goblin_id, x=1, y=1),
                    MapToken(map_id=map_id, character_id=hero_id, x=2, y=2)])
    reads: list[int] = []
    real = map_queries._read_tokens_on

    def counted(raw: object, wanted: int) -> object:
        reads.append(wanted)
        return real(raw, wanted)  # type: ignore[arg-type]

    monkeypatch.setattr(map_queries, "_read_tokens_on", counted)
    first = map_view(session, map_id)
    assert len(reads) == 1

    def write(table: type, row_id: int | None, **values: object) -> None:
        with session.file.transaction() as db:
            row = db.get(table, row_id)
            for field, value in values.items():
                setattr(row, field, value)
            db.add(row)

    write(Map, map_id, fog=pack_squares({(0, 0)}), walls=pack_squares({(3, 3)}))
    second = map_view(session, map_id)
    assert second.fog == {(0, 0)} and second.walls == {(3, 3)}
    assert len(reads) == 1 and second.tokens is first.tokens  # the tokens were kept
    write(Character, hero_id, notes="no drawn column")
    assert map_view(session, map_id).tokens is first.tokens and len(reads) == 1

    write(MonsterInstance, goblin_id, name="Grak")
    assert [token.name for token in map_view(session, map_id).tokens] == ["Grak", "Aldric"]
    write(Character, hero_id, wounds=30)
    assert map_view(session, map_id).tokens[1].state != "normal"
    token_id = first.tokens[0].id
    write(MapToken, token_id, x=5)
    assert map_view(session, map_id).tokens[0].x == 5
    assert len(reads) == 4

    # A reading made inside a transaction that is then rolled back is not kept.
    with pytest.raises(RuntimeError), session.file.transaction() as db:
        row = db.get(MapToken, token_id)
        assert row is not None
        row.x = 7
        db.add(row)
        assert map_queries.read_map_view(db, map_id).tokens[0].x == 7
        raise RuntimeError
    assert map_view(session, map_id).tokens[0].x == 5


@given(st.sets(st.tuples(st.integers(0, 7), st.integers(0, 5))),
       st.sets(st.tuples(st.integers(0, 7), st.integers(0, 5))), st.booleans())
def test_lift_fog_leaves_the_fog_minus_the_seen_squares_read_back_alike(
    fog: set[tuple[int, int]], seen: set[tuple[int, int]], read_before: bool
) -> None:
    text = pack_squares(fog)
    if read_before:
        squares_of(text)  # the fog as last read, at hand for the lift
    else:
        map_queries._UNPACKED.pop(text, None)
    mask = bytes(1 if (x, y) in seen else 0 for y in range(6) for x in range(8))
    lifted, count = lift_fog(text, mask, 8, 6)
    assert count == len(fog & seen)
    assert lifted == (text if not count else pack_squares(fog - seen))
    assert squares_of(lifted) == frozenset(fog - seen)
    map_queries._UNPACKED.pop(lifted, None)
    assert squares_of(lifted) == unpack_squares(lifted)


@given(st.sets(st.tuples(st.integers(0, 7), st.integers(0, 5))),
       st.sets(st.tuples(st.integers(0, 7), st.integers(0, 5))))
def test_a_fog_layer_written_otherwise_lifts_as_the_same_squares_written_by_pack_squares(
    fog: set[tuple[int, int]], seen: set[tuple[int, int]]
) -> None:
    # JSON with spaces, or runs out of order: not as pack_squares writes a layer, still the
    # same squares, lifted alike (the rows that change are written as pack_squares would).
    text = pack_squares(fog)
    mask = bytes(1 if (x, y) in seen else 0 for y in range(6) for x in range(8))
    expected = lift_fog(text, mask, 8, 6)
    spaced = json.dumps(json.loads(text))
    assert lift_fog(spaced, mask, 8, 6)[1] == expected[1]
    assert squares_of(lift_fog(spaced, mask, 8, 6)[0]) == squares_of(expected[0])
    backwards = json.dumps(json.loads(text)[::-1], separators=(",", ":"))
    assert squares_of(lift_fog(backwards, mask, 8, 6)[0]) == squares_of(expected[0])


@pytest.mark.parametrize("text", [
    "[[0,1,9]]",  # off the map's width
    "[[6,0,0]]",  # off the map's height
    "[[0,3,1]]",  # a run backwards
    "[[0,01,2]]",  # not JSON
    "[[0,1]]",
    "[[true,1,2]]",
    '{"0":1}',
    "[[0,1.5,2]]",
    "7",
])
def test_a_damaged_fog_layer_lifts_square_by_square(text: str) -> None:
    mask = bytes([1]) * 48
    lifted, count = lift_fog(text, mask, 8, 6)
    old = squares_of(text)
    on_map = {(x, y) for x, y in old if 0 <= x < 8 and 0 <= y < 6}
    assert count == len(on_map)
    assert squares_of(lifted) == old - on_map


@given(st.sets(st.tuples(st.integers(0, 7), st.integers(0, 5)), min_size=1),
       st.sets(st.tuples(st.integers(0, 7), st.integers(0, 5)), min_size=1),
       st.sets(st.tuples(st.integers(-1, 9), st.integers(-1, 7))))
def test_the_squares_a_lift_took_behave_as_their_set(
    fog: set[tuple[int, int]], seen: set[tuple[int, int]], other: set[tuple[int, int]]
) -> None:
    text = pack_squares(fog)
    before = squares_of(text)
    mask = bytes(1 if (x, y) in seen else 0 for y in range(6) for x in range(8))
    lifted, count = lift_fog(text, mask, 8, 6)
    if not count:
        return
    took = map_queries.lifted_between(before, squares_of(lifted))
    assert took is not None
    # Made lazily from the bytes lifted (nobody drawing the fog goes through them one by one),
    # answering as the plain set would, before and after the set is made.
    assert isinstance(took, map_queries.LiftedSquares)
    plain = frozenset(fog & seen)
    shown = frozenset(other)
    for _ in range(2):
        assert len(took) == len(plain)
        for square in [*other, (True, 0), (0.0, 0), (0,), "ab", None, (0, 0, 0)]:
            assert (square in took) == (square in plain)
        assert took == plain and plain == took and hash(took) == hash(plain)
        assert took | shown == plain | shown and shown - took == shown - plain
        assert took & shown == plain & shown and took ^ shown == plain ^ shown
        assert (took <= shown) == (plain <= shown) and (took > shown) == (plain > shown)
        assert sorted(took) == sorted(plain)
        took.whole()
    left = squares_of(lifted)
    assert left == before - plain and before - took == left


@given(st.sets(st.tuples(st.integers(0, 7), st.integers(0, 5)), min_size=1),
       st.sets(st.tuples(st.integers(0, 7), st.integers(0, 5)), min_size=1))
def test_the_squares_a_lift_took_are_handed_to_whoever_compares_the_two_fogs(
    fog: set[tuple[int, int]], seen: set[tuple[int, int]]
) -> None:
    text = pack_squares(fog)
    before = squares_of(text)
    mask = bytes(1 if (x, y) in seen else 0 for y in range(6) for x in range(8))
    lifted, count = lift_fog(text, mask, 8, 6)
    after = squares_of(lifted)
    if count:
        assert map_queries.lifted_between(before, after) == frozenset(fog & seen)
    # Only for exactly those two sets, never for equal ones made elsewhere (an empty frozenset
    # is one object in Python: any empty one is "exactly" it, and the answer still holds).
    if after:
        assert map_queries.lifted_between(frozenset(set(before)), after) is None
        assert map_queries.lifted_between(before, frozenset(set(after))) is None
    assert map_queries.lifted_between(after, before) is None


def test_lifts_on_maps_of_different_sizes_in_turn_each_take_their_own_squares() -> None:
    # The squares of a map laid out a byte a square are kept for two sizes at a time.
    for width, height in ((8, 6), (5, 9), (7, 3), (8, 6), (8, 6)):
        fog = {(x, y) for x in range(width) for y in range(height)}
        text = pack_squares(fog)
        before = squares_of(text)
        seen = {(width - 1, 0), (0, height - 1), (1, 2)}
        mask = bytes(1 if (x, y) in seen else 0 for y in range(height) for x in range(width))
        lifted, count = lift_fog(text, mask, width, height)
        assert count == 3
        assert map_queries.lifted_between(before, squares_of(lifted)) == frozenset(seen)
        assert squares_of(lifted) == frozenset(fog - seen)


@given(st.sets(st.tuples(st.integers(0, 7), st.integers(0, 5)), min_size=1),
       st.sets(st.tuples(st.integers(0, 7), st.integers(0, 5)), min_size=1),
       st.sets(st.tuples(st.integers(0, 7), st.integers(0, 5))))
def test_the_fog_left_by_a_lift_behaves_as_the_set_of_the_squares_left(
    fog: set[tuple[int, int]], seen: set[tuple[int, int]], other: set[tuple[int, int]]
) -> None:
    text = pack_squares(fog)
    squares_of(text)
    mask = bytes(1 if (x, y) in seen else 0 for y in range(6) for x in range(8))
    lifted, count = lift_fog(text, mask, 8, 6)
    if not count:
        return
    after = squares_of(lifted)
    # Made lazily (the scenes only ask what lifted and about a few squares), answering as the
    # plain set would, before and after the set is made.
    assert isinstance(after, map_queries.FogLeft)
    left = frozenset(fog - seen)
    for _ in range(2):
        assert len(after) == len(left)
        assert all((square in after) == (square in left)
                   for square in {(x, y) for x in range(9) for y in range(7)})
        assert after == left and left == after and after != left | {(99, 99)}
        assert hash(after) == hash(left)
        shown = frozenset(other)
        assert after | shown == left | shown and shown | after == shown | left
        assert after - shown == left - shown and shown - after == shown - left
        assert after & shown == left & shown and after ^ shown == left ^ shown
        assert (after <= shown) == (left <= shown) and (after >= shown) == (left >= shown)
        assert after.isdisjoint(shown) == left.isdisjoint(shown)
        assert sorted(after) == sorted(left)
        after.whole()


def test_an_evening_of_reveals_each_on_the_last_answers_as_one_set() -> None:
    # A reveal after every move lifts fog from the fog the last reveal left, two thousand times
    # in an evening: asking about a square must not go through every one of them (it would
    # overflow Python's stack), and the fog left is exactly what was not lifted.
    width, height = 50, 50
    every = frozenset((x, y) for y in range(height) for x in range(width))
    text = map_queries.pack_layer(every)
    left = set(every)
    for number in range(2000):
        if number == 1200:
            assert map_queries.squares_of(text) == left  # made into a set once, on the way
        seen = bytearray(width * height)
        seen[number] = 1
        text, count = lift_fog(text, bytes(seen), width, height)
        assert count == 1
        left.discard((number % width, number // width))
    fog = map_queries.squares_of(text)
    assert (0, 0) not in fog and (49, 49) in fog
    assert len(fog) == len(left) == 500
    assert fog == left
    assert text == pack_squares(left)
