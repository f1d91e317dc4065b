"""Where the players' view looks: :func:`frame_turned` gives it its transform and centre when the
picture is turned or at a physical scale (the plain case keeps ``QGraphicsView.fitInView``).

In the turned window (see :mod:`~ryf_desktop.ui.table_screen.orientation`) the strip takes a band
at the top; the map is fitted, or centred on the GM's pan point, in the room under it. The view's
own scene rectangle is set so that the centre asked for can be reached: a map smaller than the
window would otherwise be centred by the view's alignment, under the strip.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsView

from ryf_desktop.ui.table_screen.orientation import (
    fit_scale,
    turned_size,
    view_transform,
)


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
        zoom = fit_scale(framed.width(), framed.height(), room_w, room_h) * factor
    look_at = clamp_to(centre if centre is not None else framed.center(), whole)
    # Half the turned room in scene units: the margin that lets any point of the map be centred.
    half_w = room_w / zoom / 2
    half_h = room_h / zoom / 2
    lifted = band / zoom
    view.setSceneRect(QRectF(look_at.x() - half_w, look_at.y() - half_h - lifted,
                             2 * half_w, 2 * half_h + lifted))
    view.setTransform(view_transform(zoom, rotation))
    # The viewport's centre shows the point half a band above: the map's centre sits under the
    # strip's band, in the middle of the room left.
    view.centerOn(QPointF(look_at.x(), look_at.y() - lifted / 2))
    return zoom
