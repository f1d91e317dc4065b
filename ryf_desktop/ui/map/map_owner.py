"""What the map's tools and placing helpers ask of the map's controller, as a protocol: they take
it by this, so none of them imports the controller that makes them (no import circle)."""

from __future__ import annotations

from collections.abc import Set
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QPointF

    from ryf_desktop.catalog import Catalog
    from ryf_desktop.rules.dice import RandomSource
    from ryf_desktop.rules.map_features import Segment
    from ryf_desktop.rules.movement import MoveCheck, Square
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.ui.map.scene import MapScene
    from ryf_desktop.ui.map.view import MapView


class MapOwner(Protocol):
    """The map's controller as its tools see it: the open map, the status line and the steps."""

    view: MapView
    rng: RandomSource
    session: CampaignSession | None
    scene: MapScene | None

    def writable(self) -> bool: ...

    def report(self, text: str) -> None: ...

    def diagonal_rule(self) -> str: ...

    def catalog(self) -> Catalog: ...

    def no_background_text(self) -> str: ...

    # Moving tokens (in a fight, by its rules; out of one, freely; or as a logged override).
    def show_reach(self, combatant_id: int) -> None: ...

    def drop_drag(self) -> None: ...

    def move_check(self, combatant_id: int, goal: Square) -> MoveCheck | None: ...

    def move_combatant(
        self, combatant_id: int, token_id: int, goal: Square, check: MoveCheck | None
    ) -> bool: ...

    def move_token(self, token_id: int, goal: Square) -> bool: ...

    def override_move(self, token_id: int, goal: Square) -> bool: ...

    # Painting, doors and walls.
    def paint(self, layer: str, squares: Set[Square], *, on: bool) -> bool: ...

    def toggle_door(self, square: Square) -> bool: ...

    def place_door(self, square: Square) -> bool: ...

    def add_segments(self, segments: list[Segment]) -> bool: ...

    def remove_segments(self, segments: list[Segment]) -> bool: ...

    def toggle_thin_door(self, door: Segment) -> bool: ...

    # Calibrating the background.
    def show_calibration_line(self, start: QPointF, end: QPointF) -> None: ...

    def hide_calibration_line(self) -> None: ...

    def finish_calibration_drag(self, start: QPointF, end: QPointF) -> None: ...
