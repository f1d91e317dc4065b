"""Behaviour of the map panel: follows the open campaign, keeps a scene of the chosen map in the
view, and turns what the tools and actions ask for into the session's commands, one undoable
step each; a refusal is said on the status line (``status_message``) and changes nothing."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QRectF, Signal

from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.rules.movement import MoveCheck, Square
from ryf_desktop.session import CampaignSession, map_commands, map_queries
from ryf_desktop.session import combat as combats
from ryf_desktop.session.command import CompositeCommand, ModelCommand
from ryf_desktop.session.events import Changed
from ryf_desktop.session.maps.counts import MapCounts
from ryf_desktop.session.present.combat_view import COMBAT, OVERRIDE, Movement
from ryf_desktop.session.present.map_view import map_view_of
from ryf_desktop.session.texts import metres_text
from ryf_desktop.ui.common import SessionSource, follow_session
from ryf_desktop.ui.map import labels, moving
from ryf_desktop.ui.map.geometry import SQUARE_PX
from ryf_desktop.ui.map.scene import MapScene
from ryf_desktop.ui.map.view import MapView

translate = QCoreApplication.translate


class MapController(QObject):
    """Drives the map panel's view. ``status_message(text)`` for the status line;
    ``map_changed(map_id or None)`` when another map is shown; ``maps_listed()`` when the list
    of maps changed; ``players_area_requested(map_id, rect)`` for "Show players this" (the rect
    in squares: x, y, width, height)."""

    status_message = Signal(str)
    map_changed = Signal(object)
    maps_listed = Signal()
    players_area_requested = Signal(int, QRectF)

    def __init__(self, view: MapView, *, rng: RandomSource | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.rng: RandomSource = rng if rng is not None else random.Random()
        self.session: CampaignSession | None = None
        self.scene: MapScene | None = None
        self.map_list: list[map_queries.MapSummary] = []
        # The session map_list was read from (False: never read yet).
        self._listed_for: CampaignSession | bool | None = False
        self.auto_reveal = False
        self.grid_shown = True
        #: Asks how many squares a calibration drag crossed (a dialog; tests replace it).
        self.ask_squares: Callable[[], int | None] = lambda: None

    # --- the open campaign --------------------------------------------------------------------
    def follow(self, sessions: SessionSource | None) -> None:
        """Follow the campaign ``sessions`` holds (the panel calls it once its slots are bound)."""
        follow_session(self, sessions, on_session=self._set_session, on_change=self._maps_changed)

    def _set_session(self, session: CampaignSession | None) -> None:
        if session is self.session:
            return
        self.session = session
        self.reload_maps()

    def _maps_changed(self, event: Changed) -> None:
        # Squares alone (a reveal, a stroke, a door) leave the list as it was: not read again.
        if event.map_list or event.maps - event.map_squares:
            self.reload_maps()

    def writable(self) -> bool:
        session = self.session
        return session is not None and not session.closed and not session.read_only

    def reload_maps(self) -> None:
        """Read the list of maps again; keep the shown one if it still exists."""
        session = self.session
        listed = (map_queries.maps(session.model) if session is not None and not session.closed
                  else [])
        if listed != self.map_list or session is not self._listed_for:
            # Most map changes (a stroke, a move, a reveal) leave the list as it was: the
            # chooser is filled again only when it changed.
            self.map_list = listed
            self._listed_for = session
            self.maps_listed.emit()
        ids = [summary.id for summary in self.map_list]
        if self.map_id() in ids:
            return
        self.show_map(ids[0] if ids else None)

    def show_map(self, map_id: int | None) -> None:
        """Show the map ``map_id`` (None: no map)."""
        old = self.scene
        if old is not None and map_id == old.map_id and old.session is self.session:
            return
        if self.view.tool is not None:
            self.view.tool.cancel()
        scene: MapScene | None = None
        if map_id is not None and self.session is not None:
            scene = MapScene(self.session, map_id, "gm", self)
            scene.grid.set_lines_shown(self.grid_shown)
            scene.map_missing.connect(self.reload_maps)
        self.scene = scene
        self.view.setScene(scene)
        if old is not None:
            old.detach()
            old.deleteLater()
        if scene is not None:
            self.view.fit_map()
        self.map_changed.emit(map_id)

    def map_id(self) -> int | None:
        return self.scene.map_id if self.scene is not None else None

    # --- reporting ----------------------------------------------------------------------------
    def report(self, text: str) -> None:
        if text:
            self.status_message.emit(text)

    def attempt(self, command: ModelCommand, done_text: str = "") -> str | None:
        """Push ``command``: None when done (``done_text`` reported), else the reason (reported)."""
        problem = self._session().attempt(command)
        self.report(done_text if problem is None else problem)
        return problem

    def on_map(self, make: Callable[..., ModelCommand], *args: object,
                done_text: str = "") -> str | None:
        """:meth:`attempt` ``make(session, map_id, *args)`` on the map shown (none: the
        reason)."""
        scene, session = self.scene, self.session
        if scene is None or session is None:
            return translate("MapPanel", "Make or choose a map first.")
        return self.attempt(make(session, scene.map_id, *args), done_text)

    # --- combat movement ----------------------------------------------------------------------
    def show_reach(self, combatant_id: int) -> None:
        session, scene = self.session, self.scene
        if session is None or scene is None:
            return
        reach = map_view_of(session).drag.press(combatant_id)
        if reach is None or scene.reach is None:
            return
        scene.reach.set_tiers(reach.tiers)
        self.report(translate("MapPanel", "{metres} m of movement left this turn.").format(
            metres=metres_text(reach.left_m)))

    def move_check(self, combatant_id: int, goal: Square) -> MoveCheck | None:
        session = self.session
        if session is None:
            return None
        return map_view_of(session).drag.check(combatant_id, goal)

    def move(self, token_id: int, goal: Square, movement: Movement,
             check: MoveCheck | None = None) -> bool:
        """Move a token to ``goal`` as its drag's ``movement`` says, in one step with the reveal
        from sight after it when the GM asked for one; False (the reason reported) if refused."""
        session, scene, combatant_id = self.session, self.scene, movement.combatant_id
        if session is None:
            return False
        name = self._token_name(token_id)
        reveal_map = scene.map_id if self.auto_reveal and scene is not None else None
        done = ""
        if movement.mode == COMBAT and combatant_id is not None:
            if check is None:
                check = combats.move_check(session.model, combatant_id, goal)
            if not check.ok:
                self.report(labels.refusal(check))
                return False
            pushed = moving.combat_move(session, combatant_id, goal, name, reveal_map=reveal_map)
            done = translate(
                "MapPanel", "{name} moved {distance}; {left} m left this turn."
            ).format(name=name, distance=labels.move_distance(check),
                left=metres_text(max(0.0, check.left_m - (check.cost_m or 0.0))))
        elif movement.mode == OVERRIDE:
            text = translate("MapPanel", "Move {name} anyway").format(name=name)
            pushed = moving.push_move(session, text, combats.OverrideMove(session, token_id, goal),
                                      reveal_map=reveal_map)
            done = translate(
                "MapPanel", "{name} moved by the GM's override (logged); no action spent."
            ).format(name=name)
        else:
            pushed = moving.free_move(session, token_id, goal, name, reveal_map=reveal_map)
        problem, reveal = pushed
        if problem is not None:
            self.report(problem)
            return False
        if reveal is not None:
            # Nobody to see with does not refuse the move: why the reveal saw nothing is said.
            self.report(reveal.unseen)
        self.report(done)
        return True

    def _token_name(self, token_id: int) -> str:
        scene = self.scene
        item = scene.token_items.get(token_id) if scene is not None else None
        return item.token.name if item is not None else "?"

    # --- painting -----------------------------------------------------------------------------
    def place_door(self, square: Square) -> bool:
        """A door on ``square``; a wall there gives way to it (one step)."""
        scene, session = self.scene, self.session
        if scene is None or session is None or scene.view_data is None:
            return False
        parts: list[ModelCommand] = []
        if square in scene.view_data.walls:
            parts.append(map_commands.PaintSquares(session, scene.map_id, "walls", {square}, False))
        parts.append(map_commands.PaintSquares(session, scene.map_id, "doors", {square}, True))
        return self.attempt(
            CompositeCommand(session, translate("MapPanel", "Put a door"), parts)) is None

    def reveal_from_sight(self) -> bool:
        """Clear the fog the player characters see (or the selected tokens, if any)."""
        scene = self.scene
        if scene is None:
            return False
        selected = [item.token_id for item in scene.selected_tokens()]
        fog_before = len(scene.view_data.fog) if scene.view_data is not None else 0
        if self.on_map(map_commands.RevealFromSight, selected or None) is not None:
            return False
        scene.refresh()
        data = scene.view_data
        fog_after = len(data.fog) if data is not None else 0
        text = MapCounts().squares_revealed(fog_before - fog_after)
        if data is not None:
            # Whose eyes: a patchy reveal is a few narrow views through a doorway.
            names = ", ".join(token.name for token in
                              map_queries.sighted_tokens(data, selected or None))
            text += " " + translate(
                "MapPanel", "Seen from where {names} stand; walls and doorframes cast shadows."
            ).format(names=names)
        self.report(text)
        return True

    def _session(self) -> CampaignSession:
        session = self.session
        if session is None:
            msg = "no campaign is open"
            raise RuntimeError(msg)
        return session

    # --- tokens -------------------------------------------------------------------------------
    def set_hidden(self, token_id: int, hidden: bool) -> bool:
        return self.attempt(map_commands.SetTokenHidden(self._session(), token_id, hidden)) is None

    def set_size(self, token_id: int, size: int) -> bool:
        return self.attempt(map_commands.SetTokenSize(self._session(), token_id, size)) is None

    def delete_token(self, token_id: int) -> bool:
        return self.attempt(map_commands.DeleteToken(self._session(), token_id)) is None

    # --- maps and backgrounds -----------------------------------------------------------------
    def calibrate(self, scale: float, offset_x: float, offset_y: float) -> str | None:
        return self.on_map(map_commands.CalibrateBackground, scale, offset_x, offset_y)

    # --- the players' window ------------------------------------------------------------------
    def show_players_this(self) -> None:
        """Ask the table screen to frame the part of the map in view (in squares)."""
        scene, squares = self.scene, self.squares_in_view()
        if scene is None:
            return
        if squares is None:
            self.report(
                translate("MapPanel", "No part of the map is in view: pan or zoom to it first.")
            )
            return
        self.players_area_requested.emit(scene.map_id, squares)
        self.report(translate("MapPanel", "The table screen shows this part of the map."))

    def squares_in_view(self) -> QRectF | None:
        """The part of the map shown in the view, in squares (x, y, width, height); None with
        no map or none of it in view."""
        scene = self.scene
        if scene is None:
            return None
        rect = self.view.visible_scene_rect().intersected(scene.map_bounds())
        if rect.isEmpty():
            return None
        return QRectF(rect.topLeft() / SQUARE_PX, rect.size() / SQUARE_PX)

    def set_grid_shown(self, shown: bool) -> None:
        self.grid_shown = shown
        if self.scene is not None:
            self.scene.grid.set_lines_shown(shown)
