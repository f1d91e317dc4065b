"""What the table screen shows, as the GM set it: :class:`TableScreenState`, which the GM's tools
write and the players' window reads, so neither knows the other."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, Signal
from PySide6.QtGui import QTransform

from ryf_desktop.session.present import PlayersView
from ryf_desktop.ui.map.geometry import SQUARE_PX


class TableScreenState(QObject):
    """The GM's choice of map, the players' area, the blackout and the darkness outside lights,
    each announced when it changes.

    The players' area is in squares (x, y, width, height; fractions allowed) and belongs to the
    map it was set on; None lets the window fit the whole map. The map the players see is the
    attached players' view's ``shown_map_id``: the GM's ``map_id`` unless a fight began since.
    """

    # The players' area changed (a QRectF in squares, or None).
    area_changed = Signal(object)
    blackout_changed = Signal(bool)
    darkness_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._players: PlayersView | None = None
        self._area: QRectF | None = None
        self._area_map_id: int | None = None
        self.blackout = False
        self.darkness = False

    def attach(self, players: PlayersView | None) -> None:
        """Pass the GM's choices to ``players`` (the open campaign's) from now on."""
        if players is not self._players:
            self._players = players
            self._area = self._area_map_id = None

    @property
    def map_id(self) -> int | None:
        """The map the GM last showed the players (None: none, or no campaign)."""
        return self._players.choice.map_id if self._players is not None else None

    def set_map_id(self, map_id: int | None) -> None:
        """Show the players ``map_id`` (the Show map menu); another map drops the players' area,
        which belonged to the old one. Chosen during a fight, the map holds over the fight's."""
        if self._players is not None:
            self._players.show_map(map_id)
        if map_id != self._area_map_id:
            self._area_map_id = map_id
            self.set_area(None)

    def framed(self, map_id: int | None, whole: QRectF) -> QRectF:
        """What to frame of map ``map_id`` (``whole``, in scene pixels): the players' area
        inside it, else the whole map. The table screen and the phones' picture frame alike."""
        area = self._area if map_id is not None and map_id == self._area_map_id else None
        if area is None:
            return whole
        inside = QTransform.fromScale(SQUARE_PX, SQUARE_PX).mapRect(area).intersected(whole)
        return inside if not inside.isEmpty() else whole

    def set_area(self, area: QRectF | None) -> None:
        """Frame ``area`` (squares) on the players' window; None or an empty rect = whole map."""
        normalised = area.normalized() if area is not None else None
        if normalised is not None and normalised.isEmpty():
            normalised = None
        if normalised == self._area:
            return
        self._area = normalised
        self.area_changed.emit(QRectF(normalised) if normalised is not None else None)

    def set_blackout(self, on: bool) -> None:
        if on != self.blackout:
            self.blackout = on
            self.blackout_changed.emit(on)

    def set_darkness(self, on: bool) -> None:
        if on != self.darkness:
            self.darkness = on
            self.darkness_changed.emit(on)
