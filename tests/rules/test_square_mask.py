"""SquareMask: a map's set of squares as a read-only boolean array, compared by value."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from ryf_desktop.rules.square_mask import SquareMask, as_mask

W, H = 13, 9
squares = st.frozensets(st.tuples(st.integers(-2, W + 1), st.integers(-2, H + 1)), max_size=60)


def on_map(found: frozenset[tuple[int, int]]) -> frozenset[tuple[int, int]]:
    return frozenset((x, y) for x, y in found if 0 <= x < W and 0 <= y < H)


@given(squares, squares)
def test_set_operations_agree_with_frozensets(a: frozenset[tuple[int, int]],
                                              b: frozenset[tuple[int, int]]) -> None:
    ma, mb = SquareMask.from_squares(W, H, a), SquareMask.from_squares(W, H, b)
    a, b = on_map(a), on_map(b)
    assert set(ma) == a
    assert (ma | mb).squares() == a | b
    assert (ma & mb).squares() == a & b
    assert (ma - mb).squares() == a - b
    assert (ma ^ mb).squares() == a ^ b
    assert ma.count() == len(ma) == len(a)
    assert bool(ma) == bool(a)
    assert ma.with_squares(b).squares() == a | b
    assert ma.with_squares(b, False).squares() == a - b
    for square in a | b:
        assert (square in ma) == (square in a)


def test_iteration_goes_row_by_row() -> None:
    mask = SquareMask.from_squares(4, 3, [(3, 0), (0, 2), (1, 0), (2, 1)])
    assert list(mask) == [(1, 0), (3, 0), (2, 1), (0, 2)]
    assert mask.rows() == [(0, 1, 1), (0, 3, 3), (1, 2, 2), (2, 0, 0)]
    assert mask.bounds() == (0, 0, 3, 2)
    assert SquareMask.empty(4, 3).bounds() is None


def test_masks_are_immutable_values() -> None:
    a = SquareMask.from_squares(3, 3, [(1, 1)])
    b = SquareMask(np.array([[0, 0, 0], [0, 1, 0], [0, 0, 0]]))
    assert a == b and hash(a) == hash(b)
    assert a != SquareMask.from_squares(4, 3, [(1, 1)])
    with pytest.raises(ValueError):
        a.cells[0, 0] = True
    assert (5, 5) not in a and (-1, 1) not in a and "x" not in a
    with pytest.raises(ValueError):
        _ = a | SquareMask.empty(4, 3)


def test_full_empty_rect_and_resize() -> None:
    assert SquareMask.full(3, 2).count() == 6
    assert SquareMask.empty(3, 2).count() == 0
    assert SquareMask.rect(5, 5, (3, 4), (1, 2)).squares() == {
        (x, y) for x in range(1, 4) for y in range(2, 5)}
    assert SquareMask.rect(3, 3, (-3, -3), (0, 0)).squares() == {(0, 0)}
    grown = SquareMask.full(2, 2).resized(3, 1)
    assert grown.size == (3, 1) and grown.squares() == {(0, 0), (1, 0)}
    assert as_mask({(0, 0), (7, 7)}, 2, 2).squares() == {(0, 0)}
    window = SquareMask.full(2, 2).window(-1, -1, 1, 0)
    assert window.tolist() == [[False, False, False], [False, True, True]]
