"""One graphics item per token, and the overview of dots that stands in for them zoomed out.

Details drop out as the map is zoomed out (the name, then the initials, then all but a plain
disc), and text is laid out once per token (QStaticText), so a thousand tokens on screen still
paint in a few milliseconds."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import replace

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QStaticText,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QStyle,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ryf_desktop.rules.movement import Square, footprint
from ryf_desktop.session.map_queries import TokenView
from ryf_desktop.ui.common.health_states import RING_COLOURS
from ryf_desktop.ui.map.geometry import SQUARE_PX, map_rect
from ryf_desktop.ui.map.layers import LayerItem

ACTIVE_COLOUR = QColor("#ffd600")
SELECTED_COLOUR = QColor("#00b8d4")
HIDDEN_OPACITY = 0.45
TOKEN_Z = 20.0
# Pixels per square below which the name, the initials, then all marks are left out. A token is
# drawn into a pixmap of up to twice the zoom (MapScene.set_detail_px), so these are twice the
# sizes on screen where each detail starts to read.
NAME_MIN_PX = 60.0
INITIALS_MIN_PX = 24.0
PLAIN_MAX_PX = 20.0

#: The usual size of a token's name, in scene units.
LABEL_PX = SQUARE_PX * 0.24
_LABEL_GAP = SQUARE_PX * 0.04
# The name's box: text inset this much each side, and this far inside the token's width, so
# the labels of tokens side by side never touch.
_LABEL_PAD = LABEL_PX * 0.2
_LABEL_MARGIN = 1.0
# How far a name keeps inside its lane each side (see set_label_lane): two names sharing a row
# read as two.
_LANE_MARGIN = SQUARE_PX * 0.06
# A long name is set smaller, down to this share of the label's size, before it is elided.
_LABEL_SMALLEST = 0.72
# How wide, in squares, a label set larger than usual may grow before its name is elided.
LABEL_MAX_SQUARES = 4.0
_NUMBERED = re.compile(r"^(.*\S)(\s+\d+)$")
_LABEL_BACK = QColor(20, 20, 20, 175)
_LABEL_TEXT = QColor("#ffffff")
_FALLEN = QColor(20, 20, 20, 210)


# Fonts by pixel size: made when a label or a disc is laid out (cheap next to the metrics that
# follow), never kept at module level where every open campaign would share them.
def pixel_font(pixels: int, *, bold: bool = False) -> QFont:
    font = QFont()
    font.setBold(bold)
    font.setPixelSize(max(1, pixels))
    return font


def fitted_label(name: str, width: float, label_px: float = LABEL_PX) -> tuple[QFont, str]:
    """The font and text of a name's label no wider than ``width`` (scene units): the name
    whole, set smaller if need be; else elided, keeping a trailing number ("Esque… 10"), since
    the number is what tells two creatures of a kind apart. The full name is the tooltip.
    ``label_px``: the label's size (scene units), larger than the usual for a table screen
    that needs it read from across the table."""
    if label_px > LABEL_PX:
        # A size asked for to be read: never below it, so never set smaller to fit.
        largest = smallest = math.ceil(label_px)
    else:
        largest = round(label_px)
        smallest = max(1, round(label_px * _LABEL_SMALLEST))
    for pixels in range(largest, smallest - 1, -1):
        font = pixel_font(pixels)
        if QFontMetricsF(font).horizontalAdvance(name) <= width:
            return font, name
    font = pixel_font(smallest)
    metrics = QFontMetricsF(font)
    numbered = _NUMBERED.match(name)
    if numbered is not None:
        number = numbered.group(2)
        room = width - metrics.horizontalAdvance(number)
        stem = metrics.elidedText(numbered.group(1), Qt.TextElideMode.ElideRight, room)
        if stem:
            return font, stem + number
    return font, metrics.elidedText(name, Qt.TextElideMode.ElideRight, width)


def static_text(text: str, font: QFont) -> QStaticText:
    """``text`` laid out once in ``font``, as plain text: a repaint only draws it."""
    laid_out = QStaticText(text)
    laid_out.setTextFormat(Qt.TextFormat.PlainText)
    laid_out.prepare(QTransform(), font)
    return laid_out


def _text_on(background: QColor) -> QColor:
    """Black or white, whichever reads better on ``background``."""
    luminance = 0.299 * background.redF() + 0.587 * background.greenF() + 0.114 * background.blueF()
    return QColor("#111111") if luminance > 0.6 else QColor("#ffffff")


class TokenItem(QGraphicsRectItem):
    """A token at its square (``token``: the session's view of it): portrait or colour and
    initials, a ring by health state, its name, marks for the active, hidden and fallen.

    A rectangle item only for its bounds, which Qt asks for several times a repaint: kept in
    C++ they are answered without calling into Python (some eighty calls a repaint)."""

    def __init__(self, token: TokenView, portrait: QPixmap | None = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        # No pen: the bounds are the rectangle itself, not widened by half a line.
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setZValue(TOKEN_Z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self.token = token
        self.portrait = portrait
        self.active = False
        # The name's size in scene units: the usual, or larger for the players (set_label_px).
        self._label_px = LABEL_PX
        # The stretch of the name's row it may take, from the token's left edge (scene units,
        # see set_label_lane); None: as wide as its size allows.
        self._lane: tuple[float, float] | None = None
        # (The layout of the picture, the name and the initials: see set_token.)
        # Item units per scene unit: the token is laid out in scene units and drawn scaled by
        # this, and the item's transform scales it back (see set_cache_px).
        self._factor = 1.0
        # Whether the view showing it rests (see set_at_rest): then cached as the screen shows it.
        self._at_rest = False
        self._shown: Square = (token.x, token.y)
        #: Where the scene keeps the items shown off their token's square (see place_at).
        self.displaced_in: set[TokenItem] | None = None
        self.set_token(token, portrait, relayout=True)

    @property
    def token_id(self) -> int:
        return self.token.id

    @property
    def shown_name(self) -> str:
        """The name as the label shows it (elided only when it does not fit)."""
        return self._name.text()

    def set_label_px(self, label_px: float) -> None:
        """Draw the name ``label_px`` scene units large (at least the usual): the table screen
        keeps names readable from across the table however small the fitted map is. A name
        larger than usual may be wider than its token, up to ``LABEL_MAX_SQUARES``."""
        label_px = max(LABEL_PX, label_px)
        if abs(label_px - self._label_px) < 0.5:
            return
        self._label_px = label_px
        self.set_token(self.token, self.portrait, relayout=True)

    def set_label_lane(self, lane: tuple[float, float] | None) -> None:
        """Keep the name within ``lane`` (scene x, left and right, from the map's left edge,
        for the token on its square; None: no bound): a larger name than usual must not run
        into its neighbour's (see :func:`label_lanes`)."""
        if lane is not None:
            left = self.token.x * SQUARE_PX
            lane = (lane[0] - left, lane[1] - left)
        if lane == self._lane:
            return
        self._lane = lane
        self.set_token(self.token, self.portrait, relayout=True)

    @property
    def square(self) -> Square:
        return (self.token.x, self.token.y)

    @property
    def size(self) -> int:
        return self.token.size

    def set_token(self, token: TokenView, portrait: QPixmap | None, *,
                  relayout: bool = False) -> None:
        """Show ``token`` with ``portrait``; ``relayout``: lay it out again even if only moved."""
        if (not relayout and portrait is self.portrait
                and replace(self.token, x=token.x, y=token.y) == token):
            # Only moved: the picture, the name and the bounds stay as they are.
            self.token = token
            self.place_at((token.x, token.y))
            return
        self.prepareGeometryChange()
        self.token = token
        self.portrait = portrait
        side = token.size * SQUARE_PX
        inset = side * 0.07
        self._disc = QRectF(inset, inset, side - 2 * inset, side - 2 * inset)
        self._fill = QColor(token.colour)
        self._ink = _text_on(self._fill)
        self._ring = QPen(RING_COLOURS.get(token.state, RING_COLOURS["normal"]),
                          SQUARE_PX * 0.09)
        if token.hidden:
            self._ring.setStyle(Qt.PenStyle.DashLine)

        # No wider than the token: the labels of neighbours never overlap. A larger label (the
        # table screen's, to be read from across the table) may be wider, within reason.
        label_px = self._label_px
        room = side - 2 * (_LABEL_PAD + _LABEL_MARGIN)
        if label_px > LABEL_PX:
            room = max(room, LABEL_MAX_SQUARES * SQUARE_PX * token.size ** 0.5)
        lane = self._lane
        if lane is not None:
            # (Never narrower than half the token: tokens stacked on one square share it.)
            lane_room = lane[1] - lane[0] - 2 * (_LABEL_PAD + _LANE_MARGIN)
            room = min(room, max(lane_room, side / 2))
        self.label_font, shown_name = fitted_label(token.name, room, label_px)
        self._name = static_text(shown_name, self.label_font)
        name_size = self._name.size()
        width = min(name_size.width(), room) + 2 * _LABEL_PAD
        left = (side - width) / 2
        if lane is not None:
            # Off its centre towards the free side when a neighbour's name is near.
            left = max(lane[0] + _LANE_MARGIN, min(left, lane[1] - _LANE_MARGIN - width))
        self._name_box = QRectF(left, side + _LABEL_GAP, width,
                                name_size.height() + label_px * 0.3)

        self._initials_font = pixel_font(round(self._disc.height() * 0.38), bold=True)
        self._initials = static_text(token.initials, self._initials_font)
        size = self._initials.size()
        self._initials_at = QPointF(self._disc.center().x() - size.width() / 2,
                                    self._disc.center().y() - size.height() / 2)

        low, high = min(0.0, left), max(side, left + width)
        # (In scene units; the item's rectangle is these scaled by ``_factor``.)
        self._bounds = QRectF(low - 4, -SQUARE_PX * 0.1, high - low + 8,
                              self._name_box.bottom() + SQUARE_PX * 0.1 + 4)
        self._scale_bounds()
        self.place_at((token.x, token.y))
        self.setOpacity(HIDDEN_OPACITY if token.hidden else 1.0)
        self.setToolTip(token.name)
        # (A cached token's pixmap follows its bounds: prepareGeometryChange above.)
        self.update()

    def set_cache_px(self, px_per_square: int) -> None:
        """Keep the token drawn in a pixmap of ``px_per_square`` pixels a square: the view then
        blits it (in C++) on every frame instead of calling :meth:`paint` (in Python).

        The item is laid out ``px_per_square / SQUARE_PX`` times larger in its own units and
        scaled back by its transform, so Qt's item cache, a pixel an item unit, holds that many
        pixels a square. (Qt draws a cache given a fixed pixel size at that size in item units:
        a token cached at 128 pixels a square showed twice its size.)
        """
        factor = px_per_square / SQUARE_PX
        if factor != self._factor:
            self.prepareGeometryChange()
            self._factor = factor
            self._scale_bounds()
            self.setTransform(QTransform.fromScale(1 / factor, 1 / factor))
            self.update()
        self._use_cache()

    def set_at_rest(self, at_rest: bool) -> None:
        """Whether the view showing the token rests (True) or pans and zooms (False).

        At rest the token is cached as the screen shows it (Qt's device-coordinate cache): a
        drag or a reveal repaints the whole view at every step, and blitting two dozen tokens
        unscaled costs a third of scaling their pictures (a millisecond of a repaint). While the
        view zooms that cache would be drawn again at every frame, so the picture of
        :meth:`set_cache_px` is scaled instead."""
        if at_rest != self._at_rest:
            self._at_rest = at_rest
            # (A token not yet kept in a picture, see set_cache_px, is not cached either way.)
            if self.cacheMode() != QGraphicsItem.CacheMode.NoCache:
                self._use_cache()

    def _use_cache(self) -> None:
        mode = (QGraphicsItem.CacheMode.DeviceCoordinateCache if self._at_rest
                else QGraphicsItem.CacheMode.ItemCoordinateCache)
        if self.cacheMode() != mode:
            self.setCacheMode(mode)

    def set_active(self, active: bool) -> None:
        if active != self.active:
            self.active = active
            self.update()

    def place_at(self, square: Square) -> None:
        """Show the token on ``square`` (while dragging) without changing the campaign."""
        self._shown = square
        self.setPos(square[0] * SQUARE_PX, square[1] * SQUARE_PX)
        displaced = self.displaced_in
        if displaced is not None:
            # The scene puts back only these after a refresh, not a thousand tokens each time.
            if square != (self.token.x, self.token.y):
                displaced.add(self)
            else:
                displaced.discard(self)

    def label_scene_rect(self) -> QRectF:
        """Where the name's label lies in the scene (it is drawn only when zoomed in enough)."""
        return self._name_box.translated(self.pos())

    def shown_square(self) -> Square:
        """The square the token is shown on (only :meth:`place_at` moves it)."""
        return self._shown

    def _scale_bounds(self) -> None:
        self.setRect(QTransform.fromScale(self._factor, self._factor).mapRect(self._bounds))

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        side = self.token.size * SQUARE_PX * self._factor
        path.addRect(QRectF(0, 0, side, side))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self._factor != 1.0:
            painter.scale(self._factor, self._factor)
        if self.cacheMode() == QGraphicsItem.CacheMode.NoCache:
            transform = painter.worldTransform()
            px_per_square = math.hypot(transform.m11(), transform.m12()) * SQUARE_PX
        else:
            # What is drawn (the name, the initials) follows the picture kept for this zoom
            # (set_cache_px), whether it is scaled or the token is cached as the screen shows
            # it: resting after a zoom must not take the names away.
            px_per_square = self._factor * SQUARE_PX
        disc = self._disc
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if px_per_square < PLAIN_MAX_PX and not self.active:
            painter.setPen(self._ring)
            painter.setBrush(self._fill)
            painter.drawEllipse(disc)
            return
        token = self.token
        side = token.size * SQUARE_PX
        inset = disc.left()

        if self.active:
            painter.setPen(QPen(ACTIVE_COLOUR, SQUARE_PX * 0.12))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(disc.adjusted(-inset * 0.6, -inset * 0.6, inset * 0.6,
                                              inset * 0.6))

        if self.portrait is not None and px_per_square >= INITIALS_MIN_PX:
            clip = QPainterPath()
            clip.addEllipse(disc)
            painter.save()
            painter.setClipPath(clip)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            painter.drawPixmap(disc, self.portrait, QRectF(self.portrait.rect()))
            painter.restore()
            painter.setBrush(Qt.BrushStyle.NoBrush)
        else:
            painter.setBrush(self._fill)
        painter.setPen(self._ring)
        painter.drawEllipse(disc)

        if self.portrait is None and px_per_square >= INITIALS_MIN_PX:
            painter.setFont(self._initials_font)
            painter.setPen(self._ink)
            painter.drawStaticText(self._initials_at, self._initials)

        if token.state in ("muerto", "derrotado", "inconsciente"):
            painter.setPen(QPen(_FALLEN, SQUARE_PX * 0.07))
            cross = disc.adjusted(side * 0.18, side * 0.18, -side * 0.18, -side * 0.18)
            painter.drawLine(cross.topLeft(), cross.bottomRight())
            painter.drawLine(cross.topRight(), cross.bottomLeft())

        if option.state & QStyle.StateFlag.State_Selected:
            pen = QPen(SELECTED_COLOUR, 2, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(1, 1, side - 2, side - 2))

        # A label made larger to be read (the table screen's) shows at any zoom.
        label_px = self._label_px
        if (px_per_square >= NAME_MIN_PX or label_px > LABEL_PX) and token.name:
            box = self._name_box
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_LABEL_BACK)
            painter.drawRoundedRect(box, label_px * 0.4, label_px * 0.4)
            painter.setFont(self.label_font)
            painter.setPen(_LABEL_TEXT)
            painter.drawStaticText(
                QPointF(box.left() + _LABEL_PAD, box.top() + label_px * 0.15), self._name
            )


class TokenOverview(LayerItem):
    """Every token as a dot in one picture, shown instead of the token items when the map is
    zoomed out so far that a token is a few pixels: one blit a frame for a thousand tokens."""

    PX = 8  # picture pixels per square

    def __init__(self, z: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(z, parent)
        self._width = 1
        self._height = 1
        self._image = QImage()
        self._tokens: tuple[tuple[TokenView, bool], ...] = ()
        # The dots by how they look (a few colours and states), drawn once each for this item.
        self._dots: dict[tuple[str, str, bool, bool, int], QImage] = {}

    def set_tokens(self, width: int, height: int, tokens: tuple[tuple[TokenView, bool], ...],
                   changed: Sequence[tuple[TokenView, bool]] | None = None) -> None:
        """Draw ``tokens`` (each with whether it is the active combatant's) on a map of
        ``width``×``height`` squares. ``changed``, when the caller knows it: the only dots
        that came or went since the last call (the others are then not compared: a reveal
        brings a few out of the fog of a thousand)."""
        resized = (width, height) != (self._width, self._height)
        fresh = resized or self._image.isNull()
        if (changed is None or fresh) and (width, height, tokens) == (
                self._width, self._height, self._tokens):
            return
        if resized:
            self.prepareGeometryChange()
        before = self._tokens
        self._width, self._height, self._tokens = width, height, tokens
        px = self.PX
        if fresh:
            self._image = QImage(width * px, height * px,
                                 QImage.Format.Format_ARGB32_Premultiplied)
            self._image.fill(Qt.GlobalColor.transparent)
            self.update()
            changed = tokens
        elif changed is None:
            changed = _changed_dots(before, tokens)
        # Only the squares of the dots that came, went or changed are drawn again (a reveal
        # brings a few tokens out of the fog; a thousand stay as they were), and only around
        # them is the view repainted. Each dot lies inside its own squares, so clearing those
        # squares and drawing on them again, in order, every dot that covers them gives the
        # same picture as drawing all of it.
        if not changed:
            return
        cleared: set[Square] = set()
        # The squares' bounds as numbers, made a rectangle once (fifty dots come at a reveal).
        left = top = math.inf
        right = bottom = -math.inf
        for token, _active in changed:
            x, y, size = token.x, token.y, token.size
            if size == 1:
                cleared.add((x, y))
            else:
                cleared.update(footprint((x, y), size))
            left, top = min(left, x), min(top, y)
            right, bottom = max(right, x + size), max(bottom, y + size)
        # (Half a square round them: the view smooths the picture as it scales it.)
        dirty = QRectF((left - 0.5) * SQUARE_PX, (top - 0.5) * SQUARE_PX,
                       (right - left + 1) * SQUARE_PX, (bottom - top + 1) * SQUARE_PX)
        painter = QPainter(self._image)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(Qt.GlobalColor.black)  # (any: the mode clears)
        painter.drawRects([QRect(x * px, y * px, px, px) for x, y in cleared])
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        # Most tokens are one square and nowhere near: left out in one pass, in order.
        covering = [entry for entry in tokens
                    if entry[0].size > 1 or (entry[0].x, entry[0].y) in cleared]
        # (By numbers, not a QPoint: half the cost of a call, fifty dots at a reveal.)
        draw = painter.drawImage
        for token, active in covering:
            if token.size == 1:
                draw(token.x * px, token.y * px, _dot(self._dots, token, active))
                continue
            for x, y in footprint((token.x, token.y), token.size):
                if (x, y) in cleared:
                    dx, dy = (x - token.x) * px, (y - token.y) * px
                    painter.drawImage(QPoint(x * px, y * px), _dot(self._dots, token, active),
                                      QRect(dx, dy, px, px))
        painter.end()
        self.update(dirty)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return map_rect(self._width, self._height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self._image.isNull():
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            painter.drawImage(self.boundingRect(), self._image)


def _changed_dots(before: tuple[tuple[TokenView, bool], ...],
                  now: tuple[tuple[TokenView, bool], ...]) -> list[tuple[TokenView, bool]]:
    """The dots in one of ``before`` and ``now`` but not both (as a set's symmetric difference
    would find them), matched by token id: hashing a thousand tokens' every field twice cost a
    millisecond of a reveal that brings a few out of the fog."""
    old = {token.id: (token, active) for token, active in before}
    changed: list[tuple[TokenView, bool]] = []
    for token, active in now:
        was = old.pop(token.id, None)
        if was is None:
            changed.append((token, active))
        elif was[1] != active or (was[0] is not token and was[0] != token):
            changed.extend((was, (token, active)))
    changed.extend(old.values())
    return changed


def _dot(kept: dict[tuple[str, str, bool, bool, int], QImage], token: TokenView,
         active: bool) -> QImage:
    """``token``'s dot in the overview, a picture of its squares (``TokenOverview.PX`` pixels
    a square): a disc in its colour ringed by its state (by the active colour when ``active``),
    translucent when hidden. Blitting it costs a fraction of drawing an antialiased disc, and
    a picture of its squares keeps every dot inside them."""
    key = (token.colour, token.state, active, token.hidden, token.size)
    found = kept.get(key)
    if found is None:
        side = token.size * TokenOverview.PX
        found = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
        found.fill(Qt.GlobalColor.transparent)
        painter = QPainter(found)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setOpacity(HIDDEN_OPACITY if token.hidden else 1.0)
        ring = ACTIVE_COLOUR if active else RING_COLOURS.get(token.state, RING_COLOURS["normal"])
        painter.setPen(QPen(ring, 1.2 if not active else 2.0))
        painter.setBrush(QColor(token.colour))
        painter.drawEllipse(QRectF(0.5, 0.5, side - 1, side - 1))
        painter.end()
        kept[key] = found
    return found


#: A lane's bounds in scene units along x: the left and the right (infinite where free).
Lane = tuple[float, float]


def label_lanes(tokens: Iterable[tuple[int, int, int, int]]) -> dict[int, Lane]:
    """Each token's lane for its name, by id, from ``(id, x, y, size)``, when names are set
    larger than a square (the table screen's). A name lies on the row below its token; two
    tokens side by side there would have their names overlap ("IñakGoblin 2" on the demo), so
    the row is shared out halfway between their squares: from halfway to the nearest token on
    its left whose name lies on the same row to halfway to the nearest on its right."""
    rows: dict[int, list[tuple[int, int, int]]] = {}
    for token_id, x, y, size in tokens:
        rows.setdefault(y + size, []).append((x, x + size, token_id))
    lanes: dict[int, Lane] = {}
    for row in rows.values():
        row.sort()
        last = len(row) - 1
        for index, (left, right, token_id) in enumerate(row):
            low = -math.inf if index == 0 else (row[index - 1][1] + left) / 2 * SQUARE_PX
            high = math.inf if index == last else (right + row[index + 1][0]) / 2 * SQUARE_PX
            lanes[token_id] = (low, high)
    return lanes
