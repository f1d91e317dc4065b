"""Square sets packed into one column as row runs."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ryf_desktop.rules.square_mask import SquareMask
from ryf_desktop.storage import pack_squares, unpack_squares
from ryf_desktop.storage.squares import SquareSetError, pack_mask, read_mask, unpack_mask

squares = st.frozensets(st.tuples(st.integers(0, 60), st.integers(0, 60)), max_size=400)


@given(squares)
def test_pack_then_unpack_gives_the_same_set(original: frozenset[tuple[int, int]]) -> None:
    assert unpack_squares(pack_squares(original)) == original


def test_runs_are_compact() -> None:
    assert pack_squares([]) == "[]"
    assert pack_squares([(2, 0), (0, 0), (1, 0), (5, 0), (1, 3)]) == "[[0,0,2],[0,5,5],[3,1,1]]"
    full_fog = pack_squares((x, y) for x in range(200) for y in range(200))
    assert full_fog.count("[") == 201
    assert len(full_fog) < 3000


@pytest.mark.parametrize("text", ["{", "{}", "[[1,2]]", "[[0,5,2]]", "[[0,-1,2]]", '[["a",1,2]]'])
def test_bad_text_is_refused(text: str) -> None:
    with pytest.raises(SquareSetError):
        unpack_squares(text)


@given(squares)
def test_a_mask_packs_as_its_squares_do(original: frozenset[tuple[int, int]]) -> None:
    mask = SquareMask.from_squares(61, 61, original)
    text = pack_mask(mask)
    assert text == pack_squares(original)
    assert unpack_mask(text, 61, 61) == mask


def test_unpacking_onto_a_smaller_map_leaves_the_squares_past_its_edges_out() -> None:
    text = pack_squares([(0, 0), (5, 0), (1, 3)])
    assert set(unpack_mask(text, 3, 3)) == {(0, 0)}


def test_a_damaged_layer_reads_as_no_squares() -> None:
    assert read_mask("{", 4, 4) == SquareMask.empty(4, 4)
    with pytest.raises(SquareSetError):
        unpack_mask("[[0,5,2]]", 9, 9)
