"""What the players' devices are sent, made from the session and nothing else the GM sees.

:class:`PublicPicture` keeps its own players' scene (``MapScene(audience="players")``: fog opaque,
hidden tokens absent, no GM overlay) of the map the players' view shows (the table screen's), and
renders it to an image the server encodes as PNG: the fog is removed before a pixel leaves the
program. :func:`public_state` is the players' view's turn order and the newest public roll;
:func:`public_sheet` one character's sheet, read-only; :func:`player_characters` the player
characters a device may pick.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from ryf_desktop.session.present import PublicTurn
from ryf_desktop.storage.records import Map
from ryf_desktop.ui.table_screen.roll_banner import newest_public_roll

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsScene

    from ryf_desktop.session import CampaignSession

# The widest picture sent: a phone's or tablet's screen, not the GM's full-size map.
MAX_PICTURE_PX = 1280
# Log entries searched for the newest public roll.
LOG_LOOKBACK = 20
BACKDROP = QColor("#101014")


class PublicPicture(QObject):
    """The players' scene of the shown map, rendered on demand to a QImage."""

    def __init__(self, session: CampaignSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._map_id: int | None = None
        self._scene: QGraphicsScene | None = None

    def use_map(self, map_id: int | None) -> None:
        """Follow ``map_id`` (None: no map); another map's scene is dropped at once."""
        if map_id == self._map_id and (map_id is None) == (self._scene is None):
            return
        self.drop()
        self._map_id = map_id
        if map_id is not None:
            from ryf_desktop.ui.table_screen.window import players_scene

            if self._session.model.get(Map, map_id) is None:
                self._map_id = None
                return
            self._scene = players_scene(self._session, map_id)

    def drop(self) -> None:
        scene, self._scene = self._scene, None
        self._map_id = None
        if scene is not None:
            detach = getattr(scene, "detach", None)
            if callable(detach):
                detach()
            scene.deleteLater()

    @property
    def scene(self) -> QGraphicsScene | None:
        return self._scene

    def render(self, area: QRectF | None = None) -> QImage | None:
        """The map as the players see it — the GM's players' ``area`` of it (squares) when one
        is set, as the table screen frames it — at most :data:`MAX_PICTURE_PX` wide or tall."""
        scene = self._scene
        if scene is None or self._map_id is None:
            return None
        from ryf_desktop.ui.map.geometry import map_rect

        row = self._session.model.get(Map, self._map_id)
        if row is None:
            return None
        source = QRectF(map_rect(row.grid_width, row.grid_height))
        if area is not None:
            from ryf_desktop.ui.map.geometry import SQUARE_PX

            framed = QRectF(area.x() * SQUARE_PX, area.y() * SQUARE_PX,
                            area.width() * SQUARE_PX, area.height() * SQUARE_PX)
            inside = framed.intersected(source)
            source = inside if not inside.isEmpty() else source
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


def public_state(session: CampaignSession, turn: PublicTurn) -> dict[str, Any]:
    """``turn`` (the players' view's) and the newest public roll, as JSON-ready data."""
    line = newest_public_roll(session.log(LOG_LOOKBACK), 0)
    return {
        "type": "state",
        "campaign": session.name,
        "round": turn.round if turn.combat_id is not None else None,
        "turn": [{"name": entry.name, "active": entry.active, "out": entry.out}
                 for entry in turn.entries],
        "roll": {"text": line.text, "detail": line.detail} if line is not None else None,
    }


def player_characters(session: CampaignSession) -> list[dict[str, Any]]:
    """The player characters (never an NPC: their names may be the GM's secret)."""
    return [{"id": summary.id, "name": summary.name}
            for summary in session.characters() if summary.kind == "pc"]


def public_sheet(session: CampaignSession, character_id: int) -> dict[str, Any] | None:
    """Player character ``character_id``'s sheet for its player: PV, wounds, state, equipment,
    money. None for an NPC or no such character."""
    from ryf_desktop.session import money_text

    details = session.character(character_id)
    if details is None or details.character.kind != "pc":
        return None
    row = details.character
    return {
        "type": "sheet",
        "id": details.id,
        "name": row.name,
        "player": row.player,
        "pv": details.hp_max - row.wounds,
        "pv_max": details.hp_max,
        "wounds": row.wounds,
        "state": str(details.state.value),
        "money": row.money,
        # With its unit, as the sheet shows it ("1 mo 2 mp", "250 $").
        "money_text": money_text(row.money, session.setting),
        "equipment": [{"name": item.name, "quantity": item.quantity, "equipped": item.equipped}
                      for item in details.equipment],
    }
