"""How the players' map lies on the table screen: turned by a quarter turn, and either fitted to
the window or at a physical scale (one square = so many millimetres of glass). Pure geometry,
tested without a window."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QScreen, QTransform
from PySide6.QtWidgets import QGraphicsView

# The quarter turns the table screen may be given, clockwise on the screen.
ROTATIONS = (0, 90, 180, 270)
# The usual base of a miniature, and an inch, in millimetres.
SQUARE_25_MM = 25.0
SQUARE_INCH_MM = 25.4
# What a square may be made, in millimetres: a typed size outside this is refused.
MIN_SQUARE_MM = 5.0
MAX_SQUARE_MM = 200.0
# Pixels left free round a fitted map, as QGraphicsView.fitInView leaves.
FIT_MARGIN = 2


def normal_rotation(degrees: int) -> int:
    """``degrees`` as one of :data:`ROTATIONS` (any other value is read as no turn)."""
    turned = degrees % 360
    return turned if turned in ROTATIONS else 0


def turned_size(width: float, height: float, rotation: int) -> tuple[float, float]:
    """The window's width and height as seen by players reading the turned picture upright."""
    return (height, width) if normal_rotation(rotation) in (90, 270) else (width, height)


def reported_pixels_per_mm(screen: QScreen) -> float | None:
    """Logical pixels per millimetre as ``screen`` reports its size; None when it reports none
    (some projectors and virtual displays say 0 mm)."""
    size = screen.physicalSize()
    area = screen.geometry()
    if size.width() <= 0 or size.height() <= 0 or area.width() <= 0:
        return None
    # Along the wider side: a screen that rounds its millimetres loses less there.
    if size.width() >= size.height():
        return area.width() / size.width()
    return area.height() / size.height()


def scene_step(dx: int, dy: int, rotation: int) -> tuple[int, int]:
    """A step of (``dx``, ``dy``) on the screen (right and down positive) as a step on the map,
    so an arrow key moves the picture the way the GM pressed whatever its turn. Returns the
    map step by which the framed centre moves (the picture moves the other way)."""
    by_turn = {0: (dx, dy), 90: (dy, -dx), 180: (-dx, -dy), 270: (-dy, dx)}
    return by_turn[normal_rotation(rotation)]


@dataclass(frozen=True, slots=True)
class Scale:
    """The table screen's scale: fitted (``square_mm`` None) or physical."""

    square_mm: float | None = None

    @property
    def physical(self) -> bool:
        return self.square_mm is not None


def clamp_to(point: QPointF, rect: QRectF) -> QPointF:
    """``point`` moved into ``rect`` (the pan never leaves the map)."""
    return QPointF(min(max(point.x(), rect.left()), rect.right()),
                   min(max(point.y(), rect.top()), rect.bottom()))


def frame_turned(
    view: QGraphicsView,
    framed: QRectF,
    whole: QRectF,
    *,
    rotation: int,
    band: int,
    zoom: float | None,
    centre: QPointF | None,
    factor: float = 1.0,
) -> float:
    """Frame ``framed`` (scene) in ``view`` turned ``rotation`` degrees, under a strip ``band``
    pixels tall; ``zoom`` None fits it (times ``factor``, the players' pinch), else the zoom is
    locked at ``zoom``; the view is centred on ``centre`` (default: the framed area's centre),
    kept on the map ``whole``. Returns the zoom used."""
    viewport = view.viewport().size()
    room_w, room_h = turned_size(viewport.width(), viewport.height(), rotation)
    room_h = max(1.0, room_h - band)
    if zoom is None:
        # The largest that fits ``framed`` (never empty) in the turned room, keeping its aspect.
        zoom = min(max(1.0, room_w - 2 * FIT_MARGIN) / framed.width(),
                   max(1.0, room_h - 2 * FIT_MARGIN) / framed.height()) * factor
    look_at = clamp_to(centre if centre is not None else framed.center(), whole)
    # Half the turned room in scene units: the margin that lets any point of the map be centred
    # (a map smaller than the window would otherwise be centred under the strip).
    half_w = room_w / zoom / 2
    half_h = room_h / zoom / 2
    lifted = band / zoom
    view.setSceneRect(QRectF(look_at.x() - half_w, look_at.y() - half_h - lifted,
                             2 * half_w, 2 * half_h + lifted))
    # Scene to view: uniform zoom, then turned.
    view.setTransform(QTransform().rotate(normal_rotation(rotation)).scale(zoom, zoom))
    # The viewport's centre shows the point half a band above: the map's centre sits under the
    # strip's band, in the middle of the room left.
    view.centerOn(QPointF(look_at.x(), look_at.y() - lifted / 2))
    return zoom
