"""Where squares lie in the map scene: one square is ``SQUARE_PX`` scene units, square (0, 0)'s
top-left corner at the scene origin, x to the right and y downwards (as rules.movement counts)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF

from ryf_desktop.rules.movement import Square

SQUARE_PX = 64.0


def square_at(pos: QPointF) -> Square:
    """The square under a scene point (squares off the map included)."""
    return (math.floor(pos.x() / SQUARE_PX), math.floor(pos.y() / SQUARE_PX))


def square_rect(square: Square, size: int = 1) -> QRectF:
    """The scene rectangle of a ``size``×``size`` block whose top-left square is ``square``."""
    return QRectF(square[0] * SQUARE_PX, square[1] * SQUARE_PX, size * SQUARE_PX, size * SQUARE_PX)


def square_centre(square: Square, size: int = 1) -> QPointF:
    return QPointF((square[0] + size / 2) * SQUARE_PX, (square[1] + size / 2) * SQUARE_PX)


def map_rect(width: int, height: int) -> QRectF:
    return QRectF(0.0, 0.0, width * SQUARE_PX, height * SQUARE_PX)


def squares_in_rect(a: Square, b: Square, width: int, height: int) -> set[Square]:
    """Every square of the rectangle with corners ``a`` and ``b`` (both included), clipped to the
    map."""
    x0, x1 = sorted((a[0], b[0]))
    y0, y1 = sorted((a[1], b[1]))
    x0, y0 = max(x0, 0), max(y0, 0)
    x1, y1 = min(x1, width - 1), min(y1, height - 1)
    return {(x, y) for y in range(y0, y1 + 1) for x in range(x0, x1 + 1)}


def squares_on_segment(a: Square, b: Square) -> list[Square]:
    """The squares a brush passes over between two sampled squares (so a fast stroke leaves no
    gaps): a supercover-free Bresenham line, both ends included."""
    x0, y0 = a
    x1, y1 = b
    dx, dy = abs(x1 - x0), -abs(y1 - y0)
    sx = 1 if x0 < x1 else -1
    sy = 1 if y0 < y1 else -1
    error = dx + dy
    out = [(x0, y0)]
    while (x0, y0) != (x1, y1):
        doubled = 2 * error
        if doubled >= dy:
            error += dy
            x0 += sx
        if doubled <= dx:
            error += dx
            y0 += sy
        out.append((x0, y0))
    return out


def brush_squares(centre: Square, radius: int) -> set[Square]:
    """The squares of a round brush of ``radius`` squares around ``centre`` (0: one square)."""
    cx, cy = centre
    return {
        (cx + dx, cy + dy)
        for dy in range(-radius, radius + 1)
        for dx in range(-radius, radius + 1)
        if dx * dx + dy * dy <= radius * radius + radius
    }
