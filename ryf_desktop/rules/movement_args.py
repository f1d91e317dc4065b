"""The argument checks of :mod:`ryf_desktop.rules.movement`'s searches: each bad argument is
refused with a ValueError that says what was given and what is wanted."""

from __future__ import annotations

from ryf_desktop.rules.profile import DiagonalRule

Square = tuple[int, int]


def parse_rule(diagonal_rule: str) -> DiagonalRule:
    try:
        return DiagonalRule(diagonal_rule)
    except ValueError:
        names = ", ".join(repr(str(rule)) for rule in DiagonalRule)
        raise ValueError(f"diagonal_rule must be one of {names}, not {diagonal_rule!r}") from None


def check_size(size: int) -> None:
    if size < 1:
        raise ValueError(f"a creature covers at least one square, not size {size}")


def check_diagonals_taken(diagonals_taken: int) -> None:
    if diagonals_taken < 0:
        raise ValueError(f"diagonals_taken must be 0 or more, not {diagonals_taken}")


def inside(top_left: Square, size: int, width: int, height: int) -> bool:
    x, y = top_left
    return x >= 0 and y >= 0 and x + size <= width and y + size <= height


def check_search(
    start: Square, width: int, height: int, size: int, diagonal_rule: str, diagonals_taken: int
) -> DiagonalRule:
    rule = parse_rule(diagonal_rule)
    check_size(size)
    check_diagonals_taken(diagonals_taken)
    if width < 1 or height < 1:
        raise ValueError(f"the map must be at least 1×1 squares, not {width}×{height}")
    if not inside(start, size, width, height):
        raise ValueError(
            f"the token at {start} (size {size}) does not lie wholly inside the {width}×{height} "
            f"map; place it on the map before moving it"
        )
    return rule
