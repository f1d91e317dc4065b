"""What the players' devices are sent, made from the players' view and nothing else the GM sees.

:class:`PublicPicture` keeps its own players' scene (``MapScene(audience="players")``: fog opaque,
hidden tokens absent, no GM overlay) of the map the players' view shows (the table screen's), and
renders it to an image the server encodes as PNG: the fog is removed before a pixel leaves the
program. :func:`public_state` is the players' view's turn order and public roll. The sheets and
the player characters a device may pick are the players' view's too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QRectF, Qt, SignalInstance
from PySide6.QtGui import QColor, QImage, QPainter

from ryf_desktop.storage.records import Map
from ryf_desktop.ui.map.geometry import map_rect
from ryf_desktop.ui.map.scene import PLAYERS, MapScene

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.session.present import PlayersView

# The widest picture sent: a phone's or tablet's screen, not the GM's full-size map.
MAX_PICTURE_PX = 1280
BACKDROP = QColor("#101014")


class PlayersArea(Protocol):
    """The part of the map the GM framed for the players (the table screen's state)."""

    @property
    def area_changed(self) -> SignalInstance: ...

    def framed(self, map_id: int | None, whole: QRectF) -> QRectF: ...


class PublicPicture(QObject):
    """The players' scene of the shown map, rendered on demand to a QImage."""

    def __init__(self, session: CampaignSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._map_id: int | None = None
        self._scene: MapScene | None = None

    def use_map(self, map_id: int | None) -> None:
        """Follow ``map_id`` (None: no map); another map's scene is dropped at once."""
        if map_id == self._map_id and (map_id is None) == (self._scene is None):
            return
        self.drop()
        self._map_id = map_id
        if map_id is not None:
            if self._session.model.get(Map, map_id) is None:
                self._map_id = None
                return
            self._scene = MapScene(self._session, map_id, audience=PLAYERS)

    def drop(self) -> None:
        scene, self._scene = self._scene, None
        self._map_id = None
        if scene is not None:
            scene.detach()
            scene.deleteLater()

    @property
    def scene(self) -> MapScene | None:
        return self._scene

    @property
    def map_id(self) -> int | None:
        """The map pictured (None: none)."""
        return self._map_id

    def render(self, state: PlayersArea | None = None) -> QImage | None:
        """The map as the players see it — framed as ``state`` frames it for the table screen
        (the GM's players' area) — at most :data:`MAX_PICTURE_PX` wide or tall."""
        scene = self._scene
        if scene is None or self._map_id is None:
            return None
        row = self._session.model.get(Map, self._map_id)
        if row is None:
            return None
        source = QRectF(map_rect(row.grid_width, row.grid_height))
        if state is not None:
            source = state.framed(self._map_id, source)
        zoom = min(1.0, MAX_PICTURE_PX / max(source.width(), source.height()))
        image = QImage(max(1, round(source.width() * zoom)), max(1, round(source.height() * zoom)),
                       QImage.Format.Format_RGB32)
        image.fill(BACKDROP)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        scene.render(painter, QRectF(image.rect()), source, Qt.AspectRatioMode.KeepAspectRatio)
        painter.end()
        return image


def public_state(session: CampaignSession, players: PlayersView) -> dict[str, Any]:
    """The players' view's turn order and public roll, as JSON-ready data."""
    turn, line = players.turn, players.roll
    return {
        "type": "state",
        "campaign": session.name,
        "round": turn.round if turn.combat_id is not None else None,
        "turn": [{"name": entry.name, "active": entry.active, "out": entry.out}
                 for entry in turn.entries],
        "roll": {"text": line.text, "detail": line.detail} if line is not None else None,
    }
