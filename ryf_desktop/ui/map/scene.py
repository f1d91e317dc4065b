"""The battlemap as a graphics scene, for the GM (``audience="gm"``) or the players
(``audience="players"``, the table screen).

It shows the session's map read model (:mod:`~ryf_desktop.session.present.map_view`), refreshed
on the next turn of the event loop after a step that :func:`affects` the map (so several steps
are drawn once), touching only the layers and tokens that changed. The players' scene has no GM
overlay (those items are not even made), an opaque fog, and no hidden or fogged token.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QPixmap, QPixmapCache, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from ryf_desktop.rules.movement import Square, footprint
from ryf_desktop.rules.square_mask import SquareMask
from ryf_desktop.session import CampaignSession, map_queries
from ryf_desktop.session.events import Changed
from ryf_desktop.session.present.map_view import affects, map_view_of
from ryf_desktop.ui.map import scene_style as style
from ryf_desktop.ui.map.floor import DoorsItem, GridItem
from ryf_desktop.ui.map.geometry import SQUARE_PX, map_rect
from ryf_desktop.ui.map.layers import (
    ExactSquareLayer,
    HatchLayer,
    MapSizedItem,
    ReachLayer,
    SquareLayer,
)
from ryf_desktop.ui.map.lights_layer import DarknessItem, LightRingsItem
from ryf_desktop.ui.map.route import RouteItem
from ryf_desktop.ui.map.segments_layer import SegmentsItem, StrokePreview
from ryf_desktop.ui.map.tokens import LABEL_PX, TOKEN_Z, TokenItem, TokenOverview, label_lanes

GM = "gm"
PLAYERS = "players"
AUDIENCES = (GM, PLAYERS)


class MapScene(QGraphicsScene):
    """The map ``map_id`` of ``session`` as ``audience`` may see it. ``map_missing``: the map no
    longer exists (deleted, or undone out of being); ``refreshed``: what is shown changed."""

    map_missing = Signal()
    refreshed = Signal()

    # Construction code, longer than 80 lines on purpose: the scene's layers made and stacked
    # bottom to top, as they are drawn.
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
        # The players' tokens shown only as dots of the overview, by token id: no item is made
        # for a token a reveal brings into sight at that zoom (some fifty), until the zoom
        # shows tokens again (see _put_on, set_detail_px).
        self._dots_only: dict[int, map_queries.TokenView] = {}
        # Token items shown on another square than their token's (a drag; see place_at).
        self._displaced: set[TokenItem] = set()
        self.active_token_id: int | None = None
        self._portraits: dict[int, QPixmap] = {}
        self._background_id: int | None = None
        self._refresh_pending = False
        self._cache_px = 0
        self._overview_on = False
        # The tokens' name size in scene units (0: the usual; see set_label_px).
        self._label_px = 0.0
        self._layers_cached = False
        self.overview = TokenOverview(TOKEN_Z)
        self.overview.setVisible(False)
        self.addItem(self.overview)
        # What the scene shows is read here (a reveal reads no token).
        self._read_model = map_view_of(session)
        # The tokens the last refresh showed or took off only because the fog changed (None:
        # tokens changed otherwise); the last reading's tokens by the squares they cover, and
        # those squares as a mask (see _refresh_fogged_tokens).
        self._fog_moved: list[map_queries.TokenView] | None = None
        self._token_index: tuple[tuple[map_queries.TokenView, ...],
                                 dict[Square, list[map_queries.TokenView]],
                                 SquareMask] | None = None
        if QPixmapCache.cacheLimit() < style.PIXMAP_CACHE_KB:
            QPixmapCache.setCacheLimit(style.PIXMAP_CACHE_KB)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)

        self.grid = GridItem(1, 1, style.BACKGROUND_Z)
        self.background = self.grid.picture
        self.addItem(self.background)
        # For the GM one image holds walls, difficult terrain and the fog's tint (one blend a
        # frame instead of three); for the players it holds the walls of a map without a picture.
        self.terrain = SquareLayer(1, 1, style.TERRAIN_Z)
        self.doors = DoorsItem(1, 1, style.DOORS_Z)
        self.segments = SegmentsItem(style.SEGMENTS_Z)
        gm = audience == GM
        # The GM's difficult terrain striped too: its tint alone vanishes on a wooden floor.
        self.difficult_stripes = (HatchLayer(1, 1, style.DIFFICULT_STRIPES, style.DIFFICULT_Z)
                                  if gm else None)
        self.reach = (ReachLayer(1, 1, style.REACH_Z, style.REACH_COLOURS, style.REACH_LINES,
                                 style.REACH_HATCHED) if gm else None)
        self.preview = SquareLayer(1, 1, style.PREVIEW_Z) if gm else None
        # The GM's line being drawn or the eraser's reach (see ui.map.wall_tools).
        self.stroke = StrokePreview(style.ROUTE_Z) if gm else None
        self.route = RouteItem(style.ROUTE_Z) if gm else None
        self.ruler = RouteItem(style.RULER_Z) if gm else None
        self.fog = None if gm else ExactSquareLayer(1, 1, style.PLAYERS_FOG_COLOUR, style.FOG_Z)
        # The players' darkness outside the lights (an option, see set_darkness); the GM's rings.
        self.darkness = None if gm else DarknessItem(style.DARKNESS_Z)
        self.light_rings = LightRingsItem(style.LIGHTS_Z) if gm else None
        for item in self._layers():
            self.addItem(item)
        if audience == PLAYERS:
            # The table screen's view is never panned or zoomed by hand: always at rest, a
            # reveal or a move repaints a few squares of it from the cached layers.
            self.set_layers_cached(True)

        session.changed.connect(self._changed)
        session.closing.connect(self.detach)
        self.refresh()

    def _layers(self) -> list[QGraphicsItem]:
        items: list[QGraphicsItem] = [self.grid, self.terrain, self.doors, self.segments]
        items += [item for item in (self.difficult_stripes, self.fog, self.reach, self.preview,
                                    self.stroke, self.route, self.ruler, self.darkness,
                                    self.light_rings)
                  if item is not None]
        return items

    # --- following the session ----------------------------------------------------------------
    def detach(self) -> None:
        """Stop following the session (it closes, or the scene is being thrown away)."""
        session = self.session
        if session is None:
            return
        for signal, slot in ((session.changed, self._changed), (session.closing, self.detach)):
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
        self.session = None

    def _changed(self, event: Changed) -> None:
        """Refresh when the step changed this map, its tokens or what they show, once the
        signals of the current command have all been emitted."""
        if affects(event, self.map_id) and not self._refresh_pending:
            self._refresh_pending = True
            QTimer.singleShot(0, self, self._refresh_if_pending)

    def _refresh_if_pending(self) -> None:
        if self._refresh_pending:
            self.refresh()

    def refresh(self) -> None:
        """Bring the scene in line with the campaign's model now."""
        self._refresh_pending = False
        session = self.session
        if session is None or session.closed:
            return
        data = self._read_model.view(self.map_id)
        if data is None:
            self.view_data = None
            self._clear_tokens()
            self.map_missing.emit()
            return
        previous = self.view_data
        self.view_data = data
        if previous is None or (previous.width, previous.height) != (data.width, data.height):
            self._resize(data.width, data.height)
            previous = None
        self._refresh_background(session, data)
        self._refresh_layers(data, previous)
        tokens_changed = self._refresh_tokens(data, previous)
        if tokens_changed:
            self._share_name_rows()
        was_active = self.active_token_id
        self.active_token_id = self._read_model.active_token_id(self.map_id)
        if tokens_changed or was_active != self.active_token_id:
            self._mark_active()
            if self._overview_on:
                # (The same tokens on the same squares draw the same picture.) When only the
                # fog brought tokens out or hid them, the picture is told which.
                self._draw_overview(
                    self._fog_moved if was_active == self.active_token_id else None)
        self.refreshed.emit()

    def _resize(self, width: int, height: int) -> None:
        for item in self._layers():
            if isinstance(item, MapSizedItem):
                item.resize_map(width, height)
        margin = style.SCENE_MARGIN_SQUARES * SQUARE_PX
        self.setSceneRect(map_rect(width, height).adjusted(-margin, -margin, margin, margin))

    def _refresh_background(self, session: CampaignSession, data: map_queries.MapView) -> None:
        image_id = data.background_image_id
        if image_id != self._background_id:
            self._background_id = image_id
            shown = self.background.set_picture_data(
                None if image_id is None else map_queries.image_bytes(session.model, image_id)
            )
            self.background.setVisible(shown)
            self.grid.picture_changed()
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
            # The same record gives the same masks: most often no comparison is needed.
            return bool(before is not now and before != now)

        if self.audience == PLAYERS:
            walls = (data.walls if data.background_image_id is None
                     else SquareMask.empty(data.width, data.height))
            if walls != self.terrain.mask:
                self.terrain.set_squares(walls, style.WALL_COLOUR)
            if self.fog is not None and changed("fog"):
                self.fog.set_squares(data.fog)
        elif changed("walls") or changed("difficult") or changed("fog"):
            # Only the squares whose layers changed are painted again (see set_flags).
            self.terrain.set_flags((data.fog, data.difficult, data.walls),
                                    style.terrain_table())
            if self.difficult_stripes is not None:
                self.difficult_stripes.set_squares(data.difficult)
        if changed("doors") or changed("open_doors") or changed("walls"):
            self.doors.set_doors(data.doors, data.open_doors, data.walls)
        if changed("segments"):
            self.segments.set_segments(data.segments)
        if self.light_rings is not None and changed("lights"):
            self.light_rings.set_lights(data.lights)
        if self.darkness is not None:
            self.darkness.follow(data, changed)

    def set_darkness(self, on: bool) -> None:
        """Veil the players' map outside its lights (``on``) or not; the GM's map has no veil."""
        if self.darkness is not None:
            self.darkness.set_darkness(on, self.view_data)

    def _refresh_tokens(self, data: map_queries.MapView,
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
            return self._refresh_fogged_tokens(data, previous)
        wanted = {token.id: token for token in data.tokens
                  if self.audience == GM or map_queries.visible_to_players(token, data.fog)}
        for token_id in [token_id for token_id in self.token_items if token_id not in wanted]:
            self._take_off(token_id)
        for token_id in [token_id for token_id in self._dots_only if token_id not in wanted]:
            del self._dots_only[token_id]
        for token_id, token in wanted.items():
            item = self.token_items.get(token_id)
            if item is None:
                self._put_on(token)
                continue
            portrait = self._portrait(token.portrait_image_id)
            if (item.token is not token and item.token != token) or item.portrait is not portrait:
                item.set_token(token, portrait)
            elif item.shown_square() != (token.x, token.y):
                item.place_at((token.x, token.y))  # a drag that did not happen
        return True

    def _put_on(self, token: map_queries.TokenView) -> None:
        """A token item for ``token`` on the scene: one kept aside, else a new one; for the
        players while the overview shows dots, only a dot (see ``_dots_only``)."""
        if self._overview_on and self.audience == PLAYERS:
            self._dots_only[token.id] = token
            return
        portrait = self._portrait(token.portrait_image_id)
        made = self._spare.pop(token.id, None)
        if made is None:
            made = TokenItem(token, portrait)
            made.displaced_in = self._displaced
        else:
            made.setSelected(False)
            made.set_token(token, portrait)  # (only placed when it is the same token)
        if self._label_px:
            made.set_label_px(self._label_px)
        if self._cache_px:
            made.set_cache_px(self._cache_px)
        made.set_at_rest(self._layers_cached)
        made.setVisible(not self._overview_on)
        self.token_items[token.id] = made
        self.addItem(made)

    def _refresh_fogged_tokens(self, data: map_queries.MapView,
                               previous: map_queries.MapView) -> bool:
        width, height = data.width, data.height
        index = self._token_index
        if index is None or index[0] is not data.tokens or index[2].size != (width, height):
            by_square: dict[Square, list[map_queries.TokenView]] = {}
            for token in data.tokens:
                for square in footprint((token.x, token.y), token.size):
                    by_square.setdefault(square, []).append(token)
            occupied = SquareMask.from_squares(width, height, by_square)
            index = self._token_index = (data.tokens, by_square, occupied)
        by_square, occupied = index[1], index[2]
        touched: dict[int, map_queries.TokenView] = {}
        # The few squares under a token where the fog changed (fog lies only on the map).
        for square in (previous.fog ^ data.fog) & occupied:
            for token in by_square.get(square, ()):
                touched[token.id] = token
        moved: list[map_queries.TokenView] = []
        dots_only = self._dots_only
        for token_id, token in touched.items():
            visible = map_queries.visible_to_players(token, data.fog)  # (only the players')
            shown = token_id in self.token_items or token_id in dots_only
            if visible and not shown:
                self._put_on(token)
                moved.append(token)
            elif shown and not visible:
                gone = self._take_off(token_id)
                moved.append(dots_only.pop(token_id) if gone is None else gone.token)
        self._fog_moved = moved
        return bool(moved)

    def _take_off(self, token_id: int) -> TokenItem | None:
        gone = self.token_items.pop(token_id, None)
        if gone is not None:
            self.removeItem(gone)
            # Kept aside: fog lifted and laid again, or a token hidden and shown, brings it back
            # without laying it out again.
            self._spare[token_id] = gone
        return gone

    def _clear_tokens(self) -> None:
        for item in self.token_items.values():
            self.removeItem(item)
        self.token_items.clear()
        self._dots_only.clear()
        self._spare.clear()
        self._displaced.clear()

    def _portrait(self, image_id: int | None) -> QPixmap | None:
        session = self.session
        if image_id is None or session is None:
            return None
        pixmap = self._portraits.get(image_id)
        if pixmap is None:
            pixmap = QPixmap()
            with contextlib.suppress(KeyError):
                pixmap.loadFromData(map_queries.image_bytes(session.model, image_id))
            if not pixmap.isNull():
                pixmap = pixmap.scaled(
                    128, 128, Qt.AspectRatioMode.KeepAspectRatioByExpanding,
                    Qt.TransformationMode.SmoothTransformation,
                )
            self._portraits[image_id] = pixmap
        return None if pixmap.isNull() else pixmap

    def _mark_active(self) -> None:
        active = self.active_token_id
        for token_id, item in self.token_items.items():
            item.set_active(token_id == active)

    # --- what the views ask -------------------------------------------------------------------
    def token_at_square(self, square: Square) -> TokenItem | None:
        """The topmost token covering ``square``."""
        covering = [item for item in self.token_items.values()
                    if 0 <= square[0] - item.square[0] < item.size
                    and 0 <= square[1] - item.square[1] < item.size]
        # (Of tokens as high, the last one put on the scene.)
        return max(reversed(covering), key=QGraphicsItem.zValue, default=None)

    def set_moving(self, moving: bool) -> None:
        """A view of this scene starts to pan or zoom (``moving``) or comes to rest (not).

        While it moves, the picture is scaled without smoothing: smoothing a 2000-pixel picture
        into a full viewport costs a few milliseconds a frame (mostly on Qt's GUI thread pool),
        for a smoothness nobody sees in motion. At rest the layers are also cached."""
        mode = (Qt.TransformationMode.FastTransformation if moving
                else Qt.TransformationMode.SmoothTransformation)
        if mode != self.background.transformationMode():
            self.background.setTransformationMode(mode)
            self.grid.update()
        self.set_layers_cached(not moving)

    def set_layers_cached(self, cached: bool) -> None:
        """Keep the picture and the square layers each in a pixmap of what the view shows of
        them (``cached``: at rest, a drag or a reveal then blits the unchanged layers), or paint
        them straight (while a view pans or zooms each pixmap would be drawn again, then
        blended). The GM's terrain is always drawn straight: it holds the fog's tint, which a
        reveal changes across most of the viewport."""
        if cached == self._layers_cached:
            return
        self._layers_cached = cached
        mode = (QGraphicsItem.CacheMode.DeviceCoordinateCache if cached
                else QGraphicsItem.CacheMode.NoCache)
        # (The GM's reach; the players' terrain.)
        for item in (self.background, self.grid, self.doors, self.segments,
                     self.terrain if self.reach is None else self.reach):
            item.setCacheMode(mode)
        for token in self.token_items.values():
            token.set_at_rest(cached)

    def set_label_px(self, label_px: float) -> None:
        """Draw the tokens' names ``label_px`` scene units large (at least the usual size): the
        table screen asks for names it can read from across the table."""
        if abs(label_px - self._label_px) < 0.5:
            return
        self._label_px = label_px
        for item in self.token_items.values():
            item.set_label_px(label_px)
            if label_px <= LABEL_PX:
                item.set_label_lane(None)  # names no wider than their tokens meet no other
        self._share_name_rows()

    def _share_name_rows(self) -> None:
        """Share each row of names out between the tokens on it, when names are set larger
        than a token (the table screen's): see :func:`~ryf_desktop.ui.map.tokens.label_lanes`."""
        if self._label_px <= LABEL_PX:
            return
        lanes = label_lanes((item.token_id, item.token.x, item.token.y, item.size)
                            for item in self.token_items.values())
        for token_id, item in self.token_items.items():
            item.set_label_lane(lanes.get(token_id))

    def set_detail_px(self, px_per_square: float, *, moving: bool = False) -> None:
        """The zoom a view shows this scene at (device pixels per square).

        Tokens are kept drawn in pixmaps (a frame blits them) of a power of two of pixels a
        square, at least the zoom and at most four times it, so they are drawn again only when
        the zoom leaves that range (then at twice the zoom). While the view is ``moving`` (a zoom
        in progress) finer pixmaps wait until it rests: the coarse ones are scaled meanwhile.
        Below ``style.OVERVIEW_MAX_PX`` the tokens give way to one picture of dots
        (:class:`TokenOverview`).
        """
        overview = px_per_square < style.OVERVIEW_MAX_PX
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
                    self._put_on(token)
                if dots_only:
                    self._mark_active()
                    self._share_name_rows()
        if overview:
            return
        bucket = self._cache_px
        too_coarse = bucket < min(px_per_square, style.CACHE_MAX_PX)
        if moving and too_coarse and bucket:
            return
        if too_coarse or bucket > 4 * px_per_square:
            # Twice the zoom: room to zoom in or out by two before drawing them all again.
            bucket = style.CACHE_MIN_PX
            while bucket < 2 * px_per_square and bucket < style.CACHE_MAX_PX:
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
