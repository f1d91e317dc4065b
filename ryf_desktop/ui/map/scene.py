"""The battlemap as a graphics scene, for the GM (``audience="gm"``) or the players
(``audience="players"``, the table screen).

The scene reads the map with :func:`~ryf_desktop.session.map_queries.map_view` and refreshes
itself from the session's signals (maps, combats, characters) by comparing what it shows with
what the session now says: only the layers and tokens that changed are touched. Several signals
of one command are folded into one refresh on the next turn of the event loop.

For the players the scene holds no GM overlay at all: the fog is opaque and drawn over the
tokens, hidden tokens and tokens under the fog are absent, and there is no reach area, route,
ruler, brush preview or calibration mark (those items are not even created).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable, Mapping

from PySide6.QtCore import QObject, QRectF, Qt, QTimer, Signal, SignalInstance
from PySide6.QtGui import QColor, QPixmap, QPixmapCache, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from ryf_desktop.rules.movement import Square, footprint
from ryf_desktop.session import CampaignSession, catalog_events, combat_queries, map_queries
from ryf_desktop.ui.map.geometry import SQUARE_PX, map_rect
from ryf_desktop.ui.map.layers import (
    DoorsItem,
    ExactSquareLayer,
    GridItem,
    ReachLayer,
    SquareLayer,
    fog_change,
    fog_change_on,
)
from ryf_desktop.ui.map.lights_layer import SceneLights
from ryf_desktop.ui.map.reading import map_reader
from ryf_desktop.ui.map.route import RouteItem
from ryf_desktop.ui.map.segments_layer import SegmentsItem, StrokePreview
from ryf_desktop.ui.map.tiled_background import TiledBackground
from ryf_desktop.ui.map.tokens import TOKEN_Z, TokenItem, TokenOverview


def _set_squares(bits: int, width: int, height: int) -> list[Square]:
    """The squares of a ``width``×``height`` map whose byte is set in ``bits`` (a byte a square,
    row by row, read as one big-endian number)."""
    cells = bits.to_bytes(width * height, "big")
    found: list[Square] = []
    index = cells.find(1)
    while index >= 0:
        found.append((index % width, index // width))
        index = cells.find(1, index + 1)
    return found


GM = "gm"
PLAYERS = "players"
AUDIENCES = (GM, PLAYERS)

# The map's picture and the grid lines (one item, see GridItem).
BACKGROUND_Z = 0.0
TERRAIN_Z = 3.0
DOORS_Z = 4.0
# Thin walls and doors on lines, over the square doors.
SEGMENTS_Z = 4.5
# Over the terrain layer (which holds the GM's fog tint), under the tokens.
REACH_Z = 6.0
PREVIEW_Z = 7.0
# The players' fog covers the tokens too.
FOG_Z = 30.0
# The table screen's veil outside the lights covers the tokens, under the fog; the GM's rings
# lie with the walls.
DARKNESS_Z = 25.0
LIGHTS_Z = 5.0
ROUTE_Z = 40.0
RULER_Z = 41.0
MARKS_Z = 45.0

WALL_COLOUR = QColor(28, 28, 36, 185)
DIFFICULT_COLOUR = QColor(196, 140, 30, 95)
GM_FOG_COLOUR = QColor(30, 40, 95, 115)
PLAYERS_FOG_COLOUR = QColor(12, 12, 14)
# The reach tiers: fills strong enough to show on a wooden floor or under the fog tint, each
# tier's area outlined in a bright line of its hue over a dark edge, and "both" hatched, so the
# three never read as one on a floor of their own colour.
REACH_COLOURS = {
    "minor": QColor(30, 190, 80, 125),
    "major": QColor(250, 220, 20, 125),
    "both": QColor(225, 60, 40, 120),
}
REACH_LINES = {
    "minor": QColor(70, 235, 120),
    "major": QColor(255, 240, 60),
    "both": QColor(255, 95, 70),
}
REACH_HATCHED = ("both",)
PAINT_PREVIEW = QColor(0, 170, 220, 120)
ERASE_PREVIEW = QColor(220, 40, 40, 110)
# Below this many device pixels a square, tokens are dots in one picture (see set_detail_px).
OVERVIEW_MAX_PX = 16.0
# Token pixmaps (see set_detail_px): from 16 to 256 pixels a square, in a cache big enough for a
# screenful of tokens at any zoom.
CACHE_MIN_PX = 16
CACHE_MAX_PX = 256
PIXMAP_CACHE_KB = 96 * 1024
# The scene reaches this many squares past the map's edges, so the map can be panned to a side.
SCENE_MARGIN_SQUARES = 3


def _over(top: QColor, bottom: QColor) -> QColor:
    """``top`` painted over ``bottom`` (both translucent)."""
    top_a, bottom_a = top.alphaF(), bottom.alphaF()
    alpha = top_a + bottom_a * (1 - top_a)
    if alpha <= 0:
        return QColor(0, 0, 0, 0)

    def channel(a: float, b: float) -> float:
        return (a * top_a + b * bottom_a * (1 - top_a)) / alpha

    return QColor.fromRgbF(channel(top.redF(), bottom.redF()),
                           channel(top.greenF(), bottom.greenF()),
                           channel(top.blueF(), bottom.blueF()), alpha)


def terrain_colours(walls: frozenset[Square], difficult: frozenset[Square],
                    fog: frozenset[Square]) -> dict[Square, QColor]:
    """The GM's colour of every square with a wall, difficult terrain or fog."""
    fogged_wall = _over(GM_FOG_COLOUR, WALL_COLOUR)
    fogged_difficult = _over(GM_FOG_COLOUR, DIFFICULT_COLOUR)
    colours = dict.fromkeys(fog, GM_FOG_COLOUR)
    for square in difficult:
        colours[square] = fogged_difficult if square in fog else DIFFICULT_COLOUR
    for square in walls:
        colours[square] = fogged_wall if square in fog else WALL_COLOUR
    return colours


def terrain_table() -> list[int]:
    """The GM's terrain colours (``rgba()``) by flags: fog 1, difficult terrain 2, wall 4; the
    same colours as :func:`terrain_colours` gives."""
    fogged_wall = _over(GM_FOG_COLOUR, WALL_COLOUR).rgba()
    fogged_difficult = _over(GM_FOG_COLOUR, DIFFICULT_COLOUR).rgba()
    wall = WALL_COLOUR.rgba()
    return [0, GM_FOG_COLOUR.rgba(), DIFFICULT_COLOUR.rgba(), fogged_difficult,
            wall, fogged_wall, wall, fogged_wall]


class MapScene(QGraphicsScene):
    """The map ``map_id`` of ``session`` as ``audience`` may see it.

    ``map_missing`` is emitted when the map no longer exists (deleted, or undone out of being);
    ``refreshed`` after every refresh that changed what is shown.
    """

    map_missing = Signal()
    refreshed = Signal()

    def __init__(self, session: CampaignSession, map_id: int, audience: str = GM,
                 parent: QObject | None = None) -> None:
        if audience not in AUDIENCES:
            msg = f"audience must be one of {AUDIENCES}, not {audience!r}"
            raise ValueError(msg)
        super().__init__(parent)
        self.session: CampaignSession | None = session
        self.map_id = map_id
        self.audience = audience
        self.view_data: map_queries.MapView | None = None
        self.token_items: dict[int, TokenItem] = {}
        # Token items taken off the scene, by token id (see _refresh_tokens).
        self._spare: dict[int, TokenItem] = {}
        # The players' tokens shown only as dots of the overview, by token id: while it shows
        # them no item is made for a token that comes into sight (a reveal brings some fifty out
        # of the fog, none drawable at that zoom); they are made when the zoom shows tokens
        # again (see _put_on, set_detail_px).
        self._dots_only: dict[int, map_queries.TokenView] = {}
        # Token items shown on another square than their token's (a drag; see place_at).
        self._displaced: set[TokenItem] = set()
        self.active_token_id: int | None = None
        self._portraits: dict[int, QPixmap] = {}
        self._background_id: int | None = None
        self._refresh_pending = False
        self._cache_px = 0
        self._overview_on = False
        self._layers_cached = False
        self.overview = TokenOverview(TOKEN_Z)
        self.overview.setVisible(False)
        self.addItem(self.overview)
        self._combat_stale = True
        # The tokens the last refresh showed or took off only because the fog changed (None:
        # it changed tokens otherwise).
        self._fog_moved: list[map_queries.TokenView] | None = None
        # The tokens of the last reading by the squares they cover, for the map's size, and
        # those squares as bits (see _refresh_fogged_tokens).
        self._token_index: tuple[tuple[map_queries.TokenView, ...],
                                 dict[Square, list[map_queries.TokenView]],
                                 tuple[int, int], int | None] | None = None
        if QPixmapCache.cacheLimit() < PIXMAP_CACHE_KB:
            QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)

        # The map's picture, placed and scaled on the map; the grid item draws it (with the
        # grid, in one pixmap of a view at rest), so it draws nothing itself.
        # Tiled and with downscaled levels, so a 16384-pixel picture pans smoothly (see there).
        self.background = TiledBackground()
        self.background.setZValue(BACKGROUND_Z)
        self.background.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.background.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.background.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.background.setVisible(False)
        self.addItem(self.background)
        self.grid = GridItem(1, 1, BACKGROUND_Z)
        # A big picture decodes on a worker thread; drawn when it is ready.
        self.background.on_decoded = self.grid.picture_changed
        self.grid.picture = self.background
        # For the GM one image holds walls, difficult terrain and the fog's tint (one blend a
        # frame instead of three); for the players it holds the walls of a map without a picture.
        self.terrain = SquareLayer(1, 1, TERRAIN_Z)
        self.doors = DoorsItem(1, 1, DOORS_Z)
        self.segments = SegmentsItem(SEGMENTS_Z)
        # The GM's line being drawn or the eraser's reach (see ui.map.wall_tools).
        self.stroke: StrokePreview | None = None
        self.fog: ExactSquareLayer | None = None
        self.reach: ReachLayer | None = None
        self.preview: SquareLayer | None = None
        self.route: RouteItem | None = None
        self.ruler: RouteItem | None = None
        if audience == GM:
            self.reach = ReachLayer(1, 1, REACH_Z, REACH_COLOURS, REACH_LINES, REACH_HATCHED)
            self.preview = SquareLayer(1, 1, PREVIEW_Z)
            self.stroke = StrokePreview(ROUTE_Z)
            self.route = RouteItem(ROUTE_Z)
            self.ruler = RouteItem(RULER_Z)
            self.route.setVisible(False)
            self.ruler.setVisible(False)
        else:
            self.fog = ExactSquareLayer(1, 1, PLAYERS_FOG_COLOUR, FOG_Z)
        # The players' darkness outside the lights (an option, see set_darkness); the GM's rings.
        self.lights = SceneLights(audience == PLAYERS, DARKNESS_Z, LIGHTS_Z)
        self.darkness, self.light_rings = self.lights.darkness, self.lights.rings
        for item in self._layers():
            self.addItem(item)
        if audience == PLAYERS:
            # The table screen's view is never panned or zoomed by hand: it is always at rest,
            # and a reveal or a move repaints a few squares of it from the cached layers
            # instead of smoothing the whole background again.
            self.set_layers_cached(True)

        self._followed: list[tuple[SignalInstance, Callable[..., None]]] = [
            (catalog_events(session).maps_changed, self.schedule_refresh),
            (catalog_events(session).combats_changed, self._combats_changed),
            (session.character_changed, self._character_changed),
            (session.characters_changed, self.schedule_refresh),
            (session.closing, self.detach),
        ]
        for signal, slot in self._followed:
            signal.connect(slot)
        self.refresh()

    def _layers(self) -> list[QGraphicsItem]:
        items: list[QGraphicsItem] = [self.grid, self.terrain, self.doors, self.segments]
        items += [item for item in (self.fog, self.reach, self.preview, self.stroke, self.route,
                                    self.ruler, self.darkness, self.light_rings)
                  if item is not None]
        return items

    # --- following the session ----------------------------------------------------------------
    def detach(self) -> None:
        """Stop following the session (it closes, or the scene is being thrown away)."""
        if self.session is None:
            return
        for signal, slot in self._followed:
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
        self._followed = []
        self.session = None

    def _character_changed(self, _character_id: int) -> None:
        self.schedule_refresh()

    def _combats_changed(self) -> None:
        self._combat_stale = True
        self.schedule_refresh()

    def schedule_refresh(self) -> None:
        """Refresh once the signals of the current command have all been emitted."""
        if not self._refresh_pending:
            self._refresh_pending = True
            QTimer.singleShot(0, self, self._refresh_if_pending)

    def _refresh_if_pending(self) -> None:
        if self._refresh_pending:
            self.refresh()

    def refresh(self) -> None:
        """Bring the scene in line with the campaign now (changes made through the session's
        commands; after writing the file behind its back, call ``map_reader(session).forget()``
        first)."""
        self._refresh_pending = False
        session = self.session
        if session is None or session.closed:
            return
        try:
            data = map_reader(session).read(self.map_id)
        except KeyError:
            self.view_data = None
            self._clear_tokens()
            self.map_missing.emit()
            return
        previous = self.view_data
        self.view_data = data
        if previous is None or (previous.width, previous.height) != (data.width, data.height):
            self._resize(data.width, data.height)
            previous = None
        self._refresh_background(session, data, previous)
        self._refresh_layers(data, previous)
        tokens_changed = self._refresh_tokens(session, data, previous)
        was_active = self.active_token_id
        if self._combat_stale:
            # Asked only when a combat changed: whose turn it is does not change otherwise.
            self._combat_stale = False
            self._refresh_active(session)
        elif tokens_changed:
            self._mark_active()
        if self._overview_on and (tokens_changed or was_active != self.active_token_id):
            # (The same tokens on the same squares draw the same picture.) When only the fog
            # brought tokens out or hid them, the picture is told which.
            self._draw_overview(self._fog_moved if was_active == self.active_token_id else None)
        self.refreshed.emit()

    def _resize(self, width: int, height: int) -> None:
        for item in self._layers():
            resize = getattr(item, "resize_map", None)
            if resize is not None:
                resize(width, height)
        margin = SCENE_MARGIN_SQUARES * SQUARE_PX
        self.setSceneRect(map_rect(width, height).adjusted(-margin, -margin, margin, margin))

    def _refresh_background(self, session: CampaignSession, data: map_queries.MapView,
                            previous: map_queries.MapView | None) -> None:
        image_id = data.background_image_id
        if image_id != self._background_id:
            self._background_id = image_id
            shown = self.background.set_picture_data(
                None if image_id is None else map_queries.image_bytes(session, image_id)
            )
            self.background.setVisible(shown)
            self.grid.picture_changed()
        if (previous is None or previous.image_scale != data.image_scale
                or previous.image_offset != data.image_offset or image_id is not None):
            factor = SQUARE_PX / data.image_scale
            offset_x, offset_y = data.image_offset
            placed = (self.background.transform(), self.background.pos())
            self.background.setTransform(QTransform.fromScale(factor, factor))
            self.background.setPos(-offset_x * factor, -offset_y * factor)
            if (self.background.transform(), self.background.pos()) != placed:
                self.grid.picture_changed()

    def _refresh_layers(self, data: map_queries.MapView,
                        previous: map_queries.MapView | None) -> None:
        def changed(name: str) -> bool:
            if previous is None:
                return True
            before, now = getattr(previous, name), getattr(data, name)
            # The session hands out the same set for the same stored layer: most often no
            # ten-thousand-square comparison is needed.
            return before is not now and before != now

        if self.audience == PLAYERS:
            walls = data.walls if data.background_image_id is None else frozenset()
            if walls != self.terrain.squares:
                self.terrain.set_squares(walls, WALL_COLOUR)
            if self.fog is not None and changed("fog"):
                self.fog.set_squares(data.fog)
        elif changed("walls") or changed("difficult") or changed("fog"):
            # Only the squares whose layers changed are painted again (see set_flags).
            self.terrain.set_flags((data.fog, data.difficult, data.walls),
                                    terrain_table())
        if changed("doors") or changed("open_doors") or changed("walls"):
            self.doors.set_doors(data.doors, data.open_doors, data.walls)
        if changed("segments"):
            self.segments.set_segments(data.segments)
        self.lights.refresh(data, changed)

    def set_darkness(self, on: bool) -> None:
        """Veil the players' map outside its lights (``on``) or not; the GM's map has no veil."""
        self.lights.set_darkness(on, self.view_data)

    def _visible_to_audience(self, token: map_queries.TokenView,
                             fog: frozenset[Square]) -> bool:
        return self.audience == GM or map_queries.visible_to_players(token, fog)

    def _refresh_tokens(self, session: CampaignSession, data: map_queries.MapView,
                        previous: map_queries.MapView | None) -> bool:
        """Bring the token items in line with ``data``; returns whether any was added, taken
        off or changed."""
        self._fog_moved = None
        if previous is not None and data.tokens is previous.tokens:
            # The session hands out the same tokens when none changed: only put back a token
            # that a drag left on another square.
            for shown in list(self._displaced):
                if self.token_items.get(shown.token_id) is shown:
                    shown.place_at((shown.token.x, shown.token.y))
            if self.audience == GM or data.fog is previous.fog:
                return False
            # Only the fog changed: only the tokens on squares it left or covered may appear
            # or go (a reveal lifts a few hundred squares; a thousand tokens stay as they were).
            return self._refresh_fogged_tokens(session, data, previous)
        wanted = {
            token.id: token for token in data.tokens if self._visible_to_audience(token, data.fog)
        }
        for token_id in [token_id for token_id in self.token_items if token_id not in wanted]:
            gone = self.token_items.pop(token_id)
            self.removeItem(gone)
            # Kept aside: fog lifted and laid again, or a token hidden and shown, brings it back
            # without laying it out again.
            self._spare[token_id] = gone
        for token_id in [token_id for token_id in self._dots_only if token_id not in wanted]:
            del self._dots_only[token_id]
        for token_id, token in wanted.items():
            item = self.token_items.get(token_id)
            if item is None:
                self._put_on(session, token)
                continue
            portrait = (None if token.portrait_image_id is None
                        else self._portrait(session, token.portrait_image_id))
            if (item.token is not token and item.token != token) or item.portrait is not portrait:
                item.set_token(token, portrait)
            elif item.shown_square() != (token.x, token.y):
                item.place_at((token.x, token.y))  # a drag that did not happen
        return True

    def _put_on(self, session: CampaignSession | None, token: map_queries.TokenView) -> None:
        """A token item for ``token`` on the scene: one kept aside, else a new one; for the
        players while the overview shows dots, only a dot (see ``_dots_only``)."""
        if self._overview_on and self.audience == PLAYERS:
            self._dots_only[token.id] = token
            return
        portrait = (None if session is None or token.portrait_image_id is None
                    else self._portrait(session, token.portrait_image_id))
        made = self._spare.pop(token.id, None)
        if made is None:
            made = TokenItem(token, portrait)
            made.displaced_in = self._displaced
        else:
            made.setSelected(False)
            if made.token != token or made.portrait is not portrait:
                made.set_token(token, portrait)
            made.place_at((token.x, token.y))
        if self._cache_px:
            made.set_cache_px(self._cache_px)
        made.set_at_rest(self._layers_cached)
        made.setVisible(not self._overview_on)
        self.token_items[token.id] = made
        self.addItem(made)

    def _refresh_fogged_tokens(self, session: CampaignSession, data: map_queries.MapView,
                               previous: map_queries.MapView) -> bool:
        width, height = data.width, data.height
        index = self._token_index
        if index is None or index[0] is not data.tokens or index[2] != (width, height):
            by_square: dict[Square, list[map_queries.TokenView]] = {}
            for token in data.tokens:
                for square in footprint((token.x, token.y), token.size):
                    by_square.setdefault(square, []).append(token)
            # A byte a square of the map, 1 under a token (None: a token stands off the map).
            cells: bytearray | None = bytearray(width * height)
            for x, y in by_square:
                if cells is not None and 0 <= x < width and 0 <= y < height:
                    cells[y * width + x] = 1
                else:
                    cells = None
            occupied = None if cells is None else int.from_bytes(cells, "big")
            index = self._token_index = (data.tokens, by_square, (width, height), occupied)
        by_square, occupied = index[1], index[3]
        touched: dict[int, map_queries.TokenView] = {}
        if occupied is None:
            squares: Iterable[Square] = fog_change(previous.fog, data.fog)
        else:
            # The few squares under a token where the fog changed, found as one bitwise and
            # rather than by asking for each of the hundreds of squares a reveal lifts.
            change = fog_change_on(previous.fog, data.fog, width, height)
            squares = _set_squares(occupied & change.bits, width, height)
        for square in squares:
            for token in by_square.get(square, ()):
                touched[token.id] = token
        moved: list[map_queries.TokenView] = []
        dots_only = self._dots_only
        for token_id, token in touched.items():
            visible = self._visible_to_audience(token, data.fog)
            shown = token_id in self.token_items or token_id in dots_only
            if visible and not shown:
                self._put_on(session, token)
                moved.append(token)
            elif shown and not visible:
                gone = self.token_items.pop(token_id, None)
                if gone is None:
                    moved.append(dots_only.pop(token_id))
                    continue
                self._spare[token_id] = gone
                self.removeItem(gone)
                moved.append(gone.token)
        self._fog_moved = moved
        return bool(moved)

    def _clear_tokens(self) -> None:
        for item in self.token_items.values():
            self.removeItem(item)
        self.token_items.clear()
        self._dots_only.clear()
        self._spare.clear()
        self._displaced.clear()

    def _portrait(self, session: CampaignSession, image_id: int | None) -> QPixmap | None:
        if image_id is None:
            return None
        pixmap = self._portraits.get(image_id)
        if pixmap is None:
            pixmap = QPixmap()
            with contextlib.suppress(KeyError):
                pixmap.loadFromData(map_queries.image_bytes(session, image_id))
            if not pixmap.isNull():
                pixmap = pixmap.scaled(
                    128, 128, Qt.AspectRatioMode.KeepAspectRatioByExpanding,
                    Qt.TransformationMode.SmoothTransformation,
                )
            self._portraits[image_id] = pixmap
        return None if pixmap.isNull() else pixmap

    def _refresh_active(self, session: CampaignSession) -> None:
        active: int | None = None
        combat = combat_queries.current_combat(session)
        if combat is not None and combat.status == "running" and combat.map_id == self.map_id:
            for row in combat.combatants:
                if row.active:
                    active = row.token_id
        self.active_token_id = active
        self._mark_active()

    def _mark_active(self) -> None:
        active = self.active_token_id
        for token_id, item in self.token_items.items():
            item.set_active(token_id == active)

    # --- what the views ask -------------------------------------------------------------------
    def token_at_square(self, square: Square) -> TokenItem | None:
        """The topmost token covering ``square``."""
        found: TokenItem | None = None
        for item in self.token_items.values():
            x, y = item.square
            if x <= square[0] < x + item.size and y <= square[1] < y + item.size and (
                found is None or item.zValue() >= found.zValue()
            ):
                found = item
        return found

    def set_moving(self, moving: bool) -> None:
        """A view of this scene starts to pan or zoom (``moving``) or comes to rest (not).

        While it moves, the background picture is scaled without smoothing: smoothing a
        2000-pixel picture into a full viewport costs a few milliseconds a frame (Qt spreads it
        over its GUI thread pool, so most of it does not even show as the GUI thread's CPU), a
        frame's smoothness nobody sees in motion. At rest it is smooth again and the layers are
        cached (:meth:`set_layers_cached`).
        """
        mode = (Qt.TransformationMode.FastTransformation if moving
                else Qt.TransformationMode.SmoothTransformation)
        if mode != self.background.transformationMode():
            self.background.setTransformationMode(mode)
            self.grid.update()
        self.set_layers_cached(not moving)

    def set_layers_cached(self, cached: bool) -> None:
        """Keep the picture and the square layers each in a pixmap of what the view shows of
        them (``cached``), or paint them straight (not).

        A view at rest turns this on: a drag or a reveal repaints the viewport at every step,
        and the unchanged layers are then blitted instead of drawn. While the view pans or
        zooms it turns it off again: every frame would otherwise draw each layer into its
        pixmap first and blend that pixmap after.

        The GM's terrain is always drawn straight (a clipped fill a colour, see
        SquareLayer.paint): it holds the fog's tint, and a reveal changes it across most of the
        GM's viewport, so its pixmap had to be drawn again and then blended, twice the work.
        The players' terrain holds only walls.
        """
        if cached == self._layers_cached:
            return
        self._layers_cached = cached
        mode = (QGraphicsItem.CacheMode.DeviceCoordinateCache if cached
                else QGraphicsItem.CacheMode.NoCache)
        layers: list[QGraphicsItem | None] = [self.background, self.grid, self.doors,
                                              self.segments, self.reach]
        if self.audience == PLAYERS:
            layers.append(self.terrain)
        for item in layers:
            if item is not None:
                item.setCacheMode(mode)
        for token in self.token_items.values():
            token.set_at_rest(cached)

    def set_detail_px(self, px_per_square: float, *, moving: bool = False) -> None:
        """The zoom a view shows this scene at (device pixels per square).

        Tokens are kept drawn in pixmaps (a frame blits them) of a power of two of pixels a
        square, at least the zoom and at most four times it, so they are drawn again only when
        the zoom leaves that range (then at twice the zoom). While the view is ``moving`` (a zoom
        in progress) finer pixmaps wait until it rests: the coarse ones are scaled meanwhile.
        Below ``OVERVIEW_MAX_PX`` the tokens give way to one picture of dots
        (:class:`TokenOverview`).
        """
        overview = px_per_square < OVERVIEW_MAX_PX
        if overview != self._overview_on:
            self._overview_on = overview
            if overview:
                self._draw_overview()
            self.overview.setVisible(overview)
            for item in self.token_items.values():
                item.setVisible(not overview)
            if not overview:
                # The tokens that came into sight while only their dots were drawn.
                dots_only, self._dots_only = self._dots_only, {}
                for token in dots_only.values():
                    self._put_on(self.session, token)
                if dots_only:
                    self._mark_active()
        if overview:
            return
        bucket = self._cache_px
        too_coarse = bucket < min(px_per_square, CACHE_MAX_PX)
        if moving and too_coarse and bucket:
            return
        if too_coarse or bucket > 4 * px_per_square:
            # Twice the zoom: room to zoom in or out by two before drawing them all again.
            bucket = CACHE_MIN_PX
            while bucket < 2 * px_per_square and bucket < CACHE_MAX_PX:
                bucket *= 2
        if bucket == self._cache_px:
            return
        self._cache_px = bucket
        for item in self.token_items.values():
            item.set_cache_px(bucket)

    def _draw_overview(self, moved: list[map_queries.TokenView] | None = None) -> None:
        """Draw the overview again; ``moved``: the only tokens shown or taken off since it was
        last drawn, when known."""
        data = self.view_data
        if data is None:
            return
        active = self.active_token_id
        shown = [item.token for item in self.token_items.values()]
        shown += self._dots_only.values()
        self.overview.set_tokens(data.width, data.height, tuple(
            (token, token.id == active) for token in shown
        ), changed=None if moved is None else [(token, token.id == active) for token in moved])

    def show_token(self, item: TokenItem) -> None:
        """Show ``item`` even in the overview (it is being dragged)."""
        item.setVisible(True)

    def settle_token(self, item: TokenItem) -> None:
        """Back to how the zoom shows tokens, after a drag."""
        item.setVisible(not self._overview_on)
        if self._overview_on:
            self._draw_overview()

    def shown_token_ids(self) -> frozenset[int]:
        """The tokens the audience sees, as items or (the players', zoomed out) only as dots."""
        return frozenset(self.token_items).union(self._dots_only)

    def selected_tokens(self) -> list[TokenItem]:
        return [item for item in self.selectedItems() if isinstance(item, TokenItem)]

    def map_bounds(self) -> QRectF:
        data = self.view_data
        return map_rect(data.width, data.height) if data is not None else QRectF()

    def contains_square(self, square: Square) -> bool:
        data = self.view_data
        return data is not None and 0 <= square[0] < data.width and 0 <= square[1] < data.height

    def set_grid_visible(self, visible: bool) -> None:
        self.grid.set_lines_shown(visible)

    # --- GM overlays (no-ops for the players) -------------------------------------------------
    def show_reach(self, tiers: Mapping[Square, str]) -> None:
        if self.reach is not None:
            self.reach.set_tiers(tiers)

    def clear_reach(self) -> None:
        if self.reach is not None:
            self.reach.set_colours({})

    def show_preview(self, squares: Iterable[Square], *, erase: bool) -> None:
        if self.preview is not None:
            self.preview.set_squares(squares, ERASE_PREVIEW if erase else PAINT_PREVIEW)

    def clear_preview(self) -> None:
        if self.preview is not None:
            self.preview.set_colours({})
