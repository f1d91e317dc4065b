"""What the table screen shows, as the game master set it: :class:`TableScreenState`.

The state is the one place the GM's tools (the map panel's "show players this" area, the
Blackout switch, the map chooser, the map open in the GM's map panel) write to and the players'
window reads from, so neither has to know the other. It holds no campaign data: the window
reads the map and the combat from the session itself.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, Signal


class TableScreenState(QObject):
    """The shown map, the players' area, the blackout and the darkness outside lights, each
    announced when it changes.

    ``area`` is in squares (x, y, width, height; fractions allowed): the part of the map the GM
    asked the players' window to frame. None lets the window fit the whole map itself.
    ``map_id`` is the map the GM chose for the players; None shows the running combat's map, else
    ``gm_map_id`` (the map open in the GM's map panel), else the map shown last.
    """

    # The map to show changed (its id, or None).
    map_changed = Signal(object)
    # The players' area changed (a QRectF in squares, or None).
    area_changed = Signal(object)
    # Blackout was switched on or off.
    blackout_changed = Signal(bool)
    # The map open in the GM's map panel changed (its id, or None).
    gm_map_changed = Signal(object)
    # Darkness outside the map's lights was switched on or off.
    darkness_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._map_id: int | None = None
        self._area: QRectF | None = None
        self._blackout = False
        self._gm_map_id: int | None = None
        self._darkness = False

    @property
    def map_id(self) -> int | None:
        return self._map_id

    def set_map_id(self, map_id: int | None) -> None:
        """Show ``map_id``; a different map drops the players' area, which belonged to the old."""
        if map_id == self._map_id:
            return
        self._map_id = map_id
        self.map_changed.emit(map_id)
        self.set_area(None)

    @property
    def gm_map_id(self) -> int | None:
        return self._gm_map_id

    def set_gm_map_id(self, map_id: int | None) -> None:
        """The GM's map panel now shows ``map_id`` (None: no map)."""
        if map_id == self._gm_map_id:
            return
        self._gm_map_id = map_id
        self.gm_map_changed.emit(map_id)

    @property
    def area(self) -> QRectF | None:
        return QRectF(self._area) if self._area is not None else None

    def set_area(self, area: QRectF | None) -> None:
        """Frame ``area`` (squares) on the players' window; None or an empty rect = whole map."""
        normalised = area.normalized() if area is not None else None
        if normalised is not None and normalised.isEmpty():
            normalised = None
        if normalised == self._area:
            return
        self._area = normalised
        self.area_changed.emit(QRectF(normalised) if normalised is not None else None)

    def show_area(self, map_id: int, area: QRectF | None) -> None:
        """Show ``area`` (squares) of map ``map_id``: the map panel's "Show players this"."""
        self.set_map_id(map_id)
        self.set_area(area)

    @property
    def blackout(self) -> bool:
        return self._blackout

    def set_blackout(self, on: bool) -> None:
        if on == self._blackout:
            return
        self._blackout = on
        self.blackout_changed.emit(on)

    @property
    def darkness(self) -> bool:
        """Whether the players' map is veiled outside its lights."""
        return self._darkness

    def set_darkness(self, on: bool) -> None:
        if on == self._darkness:
            return
        self._darkness = on
        self.darkness_changed.emit(on)
