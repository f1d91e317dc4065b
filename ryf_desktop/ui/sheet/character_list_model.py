"""The campaign's characters as a Qt item model that follows ``changed`` row by row. The row count
lives on the C++ side (a ``QStringListModel`` of empty strings): after a row comes or goes the
list view asks ``rowCount`` for every row, which answered in Python costs tens of milliseconds
with 5,000 rows."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRectF,
    QStringListModel,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPen, QPixmap

from ryf_desktop.rules.health import Health, HealthState, health_of
from ryf_desktop.storage.records import Character
from ryf_desktop.ui.common.health_states import STATE_COLOURS, state_name
from ryf_desktop.ui.sheet.character_mime import CHARACTER_MIME_TYPE, character_mime_data
from ryf_desktop.ui.sheet.panels import ICON_SIZE
from ryf_desktop.ui.sheet.portrait import portrait_data, portrait_pixmap

if TYPE_CHECKING:
    from ryf_desktop.session.events import Changed
    from ryf_desktop.session.model import CampaignModel

#: The item role holding a row's character id.
ID_ROLE = Qt.ItemDataRole.UserRole
#: The item role holding a row's character name (the text holds more).
NAME_ROLE = Qt.ItemDataRole.UserRole + 1

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate

#: What a row allows: chosen and dragged out (the string list model's rows would be editable, and
#: dropped onto).
_ROW_FLAGS = (
    Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren
    | Qt.ItemFlag.ItemIsDragEnabled
)

_Key = tuple[int, int]  # (position, id): the list's order
_AnyIndex = QModelIndex | QPersistentModelIndex


def _key(character: Character) -> _Key:
    return (character.position, character.id)


def row_text(character: Character, health: Health) -> str:
    """A row's two lines: the name; kind, player, PV and state."""
    # The texts keep the context of the list's controller, whose they were.
    kind = (translate("CharacterListController", "NPC") if character.kind == "npc"
            else translate("CharacterListController", "PC"))
    player = character.player or translate("CharacterListController", "no player")
    return translate(
        "CharacterListController", "{name}\n{kind} · {player} · PV {current}/{maximum} · {state}"
    ).format(
        name=character.name, kind=kind, player=player, current=health.current_hp,
        maximum=health.pv_max, state=state_name(health.state),
    )


def initials_icon(name: str, state: HealthState) -> QIcon:
    """A round badge with the character's initials, ringed in the colour of its health."""
    pixmap = QPixmap(ICON_SIZE, ICON_SIZE)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor("#e8e0d0"))
    painter.setPen(QPen(STATE_COLOURS[state], 3))
    painter.drawEllipse(2, 2, ICON_SIZE - 4, ICON_SIZE - 4)
    painter.setPen(QColor("#303030"))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(ICON_SIZE // 3)
    painter.setFont(font)
    letters = "".join(word[0] for word in name.split()[:2]).upper() or "?"
    painter.drawText(QRectF(0, 0, ICON_SIZE, ICON_SIZE), Qt.AlignmentFlag.AlignCenter, letters)
    painter.end()
    return QIcon(pixmap)


class CharacterListModel(QStringListModel):
    """One row a character of :attr:`model` (none while no campaign is open)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model: CampaignModel | None = None
        self._keys: list[_Key] = []
        self._key_of: dict[int, _Key] = {}
        # What each shown row was drawn from, and the badge drawn (dropped when an event
        # names the character or the campaign).
        self._icons: dict[int, tuple[tuple[str, object, int | None], QIcon]] = {}

    def set_model(self, model: CampaignModel | None) -> None:
        self.model = model
        characters = [] if model is None else model.all(Character)
        self._key_of = {character.id: _key(character) for character in characters}
        self._keys = sorted(self._key_of.values())
        self._icons.clear()
        self.setStringList([""] * len(self._keys))  # a reset of the model

    def apply(self, changed: Changed) -> None:
        """Follow one committed step: insert, remove, move or update the rows it names."""
        model = self.model
        if model is None:
            return
        for character_id in sorted(changed.characters):
            self._icons.pop(character_id, None)
            self._follow(model.get(Character, character_id), character_id)
        if changed.campaign and self._keys:
            # A new profile changes every character's PV and state.
            self._icons.clear()
            self.dataChanged.emit(self.index(0), self.index(len(self._keys) - 1))

    def _follow(self, character: Character | None, character_id: int) -> None:
        old = self._key_of.get(character_id)
        new = None if character is None else _key(character)
        if old is not None and old != new:
            row = bisect_left(self._keys, old)
            del self._keys[row]
            del self._key_of[character_id]
            self.removeRows(row, 1)
        if new is not None and old != new:
            row = bisect_left(self._keys, new)
            self._keys.insert(row, new)
            self._key_of[character_id] = new
            self.insertRows(row, 1)
        elif new is not None:
            index = self.index(bisect_left(self._keys, new))
            self.dataChanged.emit(index, index)

    def row_of(self, character_id: int) -> int | None:
        key = self._key_of.get(character_id)
        return None if key is None else bisect_left(self._keys, key)

    def id_at(self, row: int) -> int | None:
        return self._keys[row][1] if 0 <= row < len(self._keys) else None

    def flags(self, index: _AnyIndex) -> Qt.ItemFlag:
        return _ROW_FLAGS if index.isValid() else Qt.ItemFlag.NoItemFlags

    def mimeTypes(self) -> list[str]:  # noqa: N802
        return [CHARACTER_MIME_TYPE]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:  # noqa: N802
        """What dragging a row carries: its character's id and name (Qt's item format would
        carry only the row's text); nothing off the rows."""
        character_id = self.id_at(indexes[0].row()) if indexes else None
        if character_id is None:
            return QMimeData()
        return character_mime_data(character_id, str(indexes[0].data(NAME_ROLE) or ""))

    def data(self, index: _AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        model = self.model
        character_id = self.id_at(index.row()) if index.isValid() else None
        character = None if model is None else model.get(Character, character_id)
        if model is None or character is None:
            return None
        if role == ID_ROLE:
            return character.id
        if role == NAME_ROLE:
            return character.name
        if role == Qt.ItemDataRole.ToolTipRole:
            return translate(
                "CharacterListController", "Drag {name} onto the map to put their token there."
            ).format(name=character.name)
        if role == Qt.ItemDataRole.DisplayRole:
            return row_text(character, health_of(character, model.profile))
        if role == Qt.ItemDataRole.DecorationRole:
            return self._icon(model, character)
        return None

    def _icon(self, model: CampaignModel, character: Character) -> QIcon:
        state = health_of(character, model.profile).state
        look = (character.name, state, character.portrait_image_id)
        kept = self._icons.get(character.id)
        if kept is not None and kept[0] == look:
            return kept[1]
        data = portrait_data(model, character.portrait_image_id)  # none: the initials
        pixmap = portrait_pixmap(data, 64) if data else QPixmap()
        icon = initials_icon(character.name, state) if pixmap.isNull() else QIcon(pixmap)
        self._icons[character.id] = (look, icon)
        return icon
