"""The campaign's characters as a list dock: initials, name, player and health at a glance, with
New, Duplicate, Delete (each undoable), Open sheet, Import and Export of one character. A row
dragged out carries the character (:mod:`~ryf_desktop.ui.sheet.character_mime`): dropped on the
map, it puts the character's token there.

:class:`CharacterListPanel` is the layout; :class:`CharacterListController` fills it from the
session's ``characters()`` on ``characters_changed``/``character_changed`` and turns the buttons
into session commands.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QMimeData, QObject, QPoint, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QDrag, QFont, QIcon, QMouseEvent, QPainter, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QInputDialog,
    QListWidget,
    QListWidgetItem,
)

from ryf_desktop.rules.health import HealthState
from ryf_desktop.session import (
    CampaignSession,
    CharacterSummary,
    DeleteCharacter,
    DuplicateCharacter,
    NewCharacter,
)
from ryf_desktop.session.sheet_queries import portraits
from ryf_desktop.storage import CampaignFileError
from ryf_desktop.storage.transfer import export_character, import_character
from ryf_desktop.ui.campaign.storage_messages import storage_message
from ryf_desktop.ui.sheet.character_mime import character_mime_data
from ryf_desktop.ui.sheet.labels import state_name
from ryf_desktop.ui.sheet.panels import ICON_SIZE, CharacterListPanel
from ryf_desktop.ui.sheet.portrait import portrait_icon

_STATE_COLOURS = {
    HealthState.NORMAL: "#2e7d32",
    HealthState.MALHERIDO: "#c77700",
    HealthState.INCONSCIENTE: "#b3261e",
    HealthState.MUERTO: "#555555",
    HealthState.DERROTADO: "#555555",
}
# The item role holding a row's character name (the text holds more).
NAME_ROLE = Qt.ItemDataRole.UserRole + 1


def initials_icon(name: str, state: HealthState) -> QIcon:
    """A round badge with the character's initials, ringed in the colour of its health."""
    pixmap = QPixmap(ICON_SIZE, ICON_SIZE)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor("#e8e0d0"))
    painter.setPen(QColor(_STATE_COLOURS[state]))
    pen = painter.pen()
    pen.setWidth(3)
    painter.setPen(pen)
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


class CharacterDragSource(QObject):
    """Makes the list a drag source: a press on a row and a move past the drag distance drag
    that character out, its badge under the cursor.

    An event filter on the list's viewport rather than a QListWidget subclass: the panel builds
    a plain list, and a list's own drag would carry Qt's item format, not a character."""

    def __init__(self, widget: QListWidget) -> None:
        super().__init__(widget)
        self.widget = widget
        self._pressed_at: QPoint | None = None
        # Kept: asking the list for it while the list is being destroyed would fail.
        self._viewport = widget.viewport()
        self._viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if not isinstance(event, QMouseEvent) or watched is not self._viewport:
            return False
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            self._pressed_at = event.position().toPoint()
        elif kind == QEvent.Type.MouseMove and self._pressed_at is not None:
            moved = event.position().toPoint() - self._pressed_at
            if not event.buttons() & Qt.MouseButton.LeftButton:
                self._pressed_at = None
            elif moved.manhattanLength() >= QApplication.startDragDistance():
                item = self.widget.itemAt(self._pressed_at)
                self._pressed_at = None
                if item is not None and self.mime_for(item) is not None:
                    self.start_drag(item)
                    return True
        elif kind == QEvent.Type.MouseButtonRelease:
            self._pressed_at = None
        return False

    @staticmethod
    def mime_for(item: QListWidgetItem) -> QMimeData | None:
        """What dragging ``item`` carries: its character's id and name (None: no character)."""
        character_id = item.data(Qt.ItemDataRole.UserRole)
        if not isinstance(character_id, int):
            return None
        return character_mime_data(character_id, str(item.data(NAME_ROLE) or ""))

    def start_drag(self, item: QListWidgetItem) -> Qt.DropAction:
        """Drag ``item``'s character out (returns when it is dropped or given up)."""
        drag = QDrag(self.widget)
        mime = self.mime_for(item)
        if mime is None:
            return Qt.DropAction.IgnoreAction
        drag.setMimeData(mime)
        drag.setPixmap(item.icon().pixmap(ICON_SIZE, ICON_SIZE))
        drag.setHotSpot(QPoint(ICON_SIZE // 2, ICON_SIZE // 2))
        return drag.exec(Qt.DropAction.CopyAction)


class CharacterListController(QObject):
    """Fills the list from the open session; asks the session for every change."""

    #: Open the sheet of this character (its id).
    open_requested = Signal(int)

    def __init__(self, panel: CharacterListPanel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.panel = panel
        self.session: CampaignSession | None = None
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(0)
        self._refresh_timer.timeout.connect(self._refresh_changed)
        self._changed: set[int] = set()
        self._watched_dock: QDockWidget | None = None
        #: What each row's badge was made from (name, health state, portrait bytes).
        self._looks: dict[int, tuple[str, HealthState, bytes | None]] = {}
        panel.new_button.clicked.connect(self._ask_new)
        panel.duplicate_button.clicked.connect(self.duplicate_selected)
        panel.delete_button.clicked.connect(self.delete_selected)
        panel.open_button.clicked.connect(self._open_selected)
        panel.import_button.clicked.connect(self._ask_import)
        panel.export_button.clicked.connect(self._ask_export)
        panel.list.itemActivated.connect(self._open_item)
        panel.list.currentRowChanged.connect(lambda _row: self._update_buttons())
        panel.installEventFilter(self)
        self.drag_source = CharacterDragSource(panel.list)
        self.refresh()

    def set_session(self, session: CampaignSession | None) -> None:
        if self.session is not None and not self.session.closed:
            self.session.characters_changed.disconnect(self.refresh)
            self.session.character_changed.disconnect(self._one_changed)
        self.session = session
        if session is not None:
            session.characters_changed.connect(self.refresh)
            session.character_changed.connect(self._one_changed)
        self.refresh()

    def _one_changed(self, character_id: int) -> None:
        # Coalesced and after the sheet: a burst of edits reads the list once, and the values
        # on the sheet being edited never wait for it.
        self._changed.add(character_id)
        if self._tabbed_away():
            return  # rewritten when the list shows again (every wound of a fight otherwise)
        self._refresh_timer.start()

    def _tabbed_away(self) -> bool:
        """Whether the list is out of sight inside a window that shows: hidden, or its dock
        behind another's tab (Qt keeps such a dock "visible", with nothing of it on screen)."""
        panel = self.panel
        if panel.isWindow() or not panel.window().isVisible():
            return False
        if not panel.isVisible():
            return True
        dock = self._dock()
        return dock is not None and panel.visibleRegion().isEmpty()

    def _dock(self) -> QDockWidget | None:
        widget = self.panel.parentWidget()
        while widget is not None and not isinstance(widget, QDockWidget):
            widget = widget.parentWidget()
        if widget is not None and widget is not self._watched_dock:
            self._watched_dock = widget
            widget.visibilityChanged.connect(self._dock_shown)
        return widget

    def _dock_shown(self, visible: bool) -> None:
        if visible and self._changed:
            self._refresh_timer.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.panel and event.type() == QEvent.Type.Show and self._changed:
            self._refresh_changed()
        return super().eventFilter(watched, event)

    def _refresh_changed(self) -> None:
        """Rewrite only the rows of the characters that changed (a wound in a fight, a new
        portrait); anything else (one added, removed, moved) refreshes the whole list."""
        changed, self._changed = self._changed, set()
        session = self.session
        widget = self.panel.list
        if session is None or session.closed:
            self.refresh()
            return
        summaries = session.characters()
        rows = [widget.item(row) for row in range(widget.count())]
        ids = [None if item is None else item.data(Qt.ItemDataRole.UserRole) for item in rows]
        if ids != [summary.id for summary in summaries]:
            self.refresh()
            return
        # Only the changed characters' portraits: reading every portrait's bytes again for
        # each wound costs more than the rows it rewrites.
        pictures: dict[int, bytes] = {}
        with session.file.reading() as db:
            for character_id in changed:
                pictures.update(portraits(db, character_id))
        for item, summary in zip(rows, summaries, strict=True):
            if item is None or summary.id not in changed:
                continue
            text = self._text(summary)
            if text != item.text():
                item.setText(text)
                self._name(item, summary.name)
            # A wound in a fight changes the text; the badge only with the health state.
            look = (summary.name, summary.state, pictures.get(summary.id))
            if self._looks.get(summary.id) != look:
                self._looks[summary.id] = look
                item.setIcon(self._icon(summary, look[2]))
        self._update_buttons()

    def refresh(self) -> None:
        self._changed.clear()
        self._looks.clear()
        widget = self.panel.list
        selected = self.selected_id()
        widget.clear()
        session = self.session
        if session is not None and not session.closed:
            with session.file.reading() as db:
                pictures = portraits(db)
            for summary in session.characters():
                widget.addItem(self._item(summary, pictures.get(summary.id)))
        for row in range(widget.count()):
            item = widget.item(row)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == selected:
                widget.setCurrentRow(row)
        self._update_buttons()

    def _item(self, summary: CharacterSummary, portrait: bytes | None) -> QListWidgetItem:
        self._looks[summary.id] = (summary.name, summary.state, portrait)
        item = QListWidgetItem(self._icon(summary, portrait), self._text(summary))
        item.setData(Qt.ItemDataRole.UserRole, summary.id)
        self._name(item, summary.name)
        return item

    def _name(self, item: QListWidgetItem, name: str) -> None:
        """The name a drag of the row carries, and the tooltip that says so."""
        item.setData(NAME_ROLE, name)
        item.setToolTip(
            self.tr("Drag {name} onto the map to put their token there.").format(name=name)
        )

    def _text(self, summary: CharacterSummary) -> str:
        kind = self.tr("NPC") if summary.kind == "npc" else self.tr("PC")
        player = summary.player or self.tr("no player")
        return self.tr("{name}\n{kind} · {player} · PV {current}/{maximum} · {state}").format(
            name=summary.name, kind=kind, player=player, current=summary.current_hp,
            maximum=summary.hp_max, state=state_name(summary.state),
        )

    @staticmethod
    def _icon(summary: CharacterSummary, portrait: bytes | None) -> QIcon:
        icon = portrait_icon(portrait) if portrait is not None else None
        return icon or initials_icon(summary.name, summary.state)

    def _update_buttons(self) -> None:
        session = self.session
        writable = session is not None and not session.read_only
        chosen = self.selected_id() is not None
        panel = self.panel
        panel.new_button.setEnabled(writable)
        panel.import_button.setEnabled(writable)
        panel.duplicate_button.setEnabled(writable and chosen)
        panel.delete_button.setEnabled(writable and chosen)
        panel.open_button.setEnabled(chosen)
        panel.export_button.setEnabled(chosen)

    def selected_id(self) -> int | None:
        item = self.panel.list.currentItem()
        value = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return value if isinstance(value, int) else None

    def select(self, character_id: int) -> None:
        widget = self.panel.list
        for row in range(widget.count()):
            item = widget.item(row)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == character_id:
                widget.setCurrentRow(row)

    # --- actions ------------------------------------------------------------------------------
    def new_character(self, name: str, kind: str = "pc") -> int | None:
        """A new character in creation with the setting's skills; opens its sheet."""
        session = self.session
        if session is None:
            return None
        command = NewCharacter(session, name, kind)
        if not session.push(command) or command.character_id is None:
            return None
        self.select(command.character_id)
        self.open_requested.emit(command.character_id)
        return command.character_id

    def _ask_new(self) -> None:
        name, ok = QInputDialog.getText(
            self.panel, self.tr("New character"), self.tr("Name of the new character:")
        )
        if ok:
            self.new_character(name)

    def duplicate_selected(self) -> int | None:
        session, chosen = self.session, self.selected_id()
        if session is None or chosen is None:
            return None
        command = DuplicateCharacter(session, chosen)
        return command.character_id if session.push(command) else None

    def delete_selected(self) -> bool:
        session, chosen = self.session, self.selected_id()
        if session is None or chosen is None:
            return False
        return session.push(DeleteCharacter(session, chosen))

    def _open_selected(self) -> None:
        chosen = self.selected_id()
        if chosen is not None:
            self.open_requested.emit(chosen)

    def _open_item(self, item: QListWidgetItem) -> None:
        value = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(value, int):
            self.open_requested.emit(value)

    def export_selected(self, path: Path) -> Path | None:
        session, chosen = self.session, self.selected_id()
        if session is None or chosen is None:
            return None
        try:
            return export_character(session.file, chosen, path)
        except (CampaignFileError, OSError) as error:
            session.command_failed.emit(storage_message(error))
            return None

    def import_file(self, path: Path) -> int | None:
        """Add the character of a JSON file (not on the undo stack: delete it to take it back)."""
        session = self.session
        if session is None or session.read_only:
            return None
        try:
            character_id = import_character(session.file, path)
        except (CampaignFileError, OSError) as error:
            session.command_failed.emit(storage_message(error))
            return None
        session.characters_changed.emit()
        return character_id

    def _ask_export(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self.panel, self.tr("Export character"), "", self.tr("Character (*.json)")
        )
        if name:
            self.export_selected(Path(name))

    def _ask_import(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self.panel, self.tr("Import character"), "", self.tr("Character (*.json)")
        )
        if name:
            self.import_file(Path(name))
