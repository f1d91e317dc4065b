"""The campaign's characters as a list dock: New, Duplicate, Delete, Open sheet, Import, Export;
a row dragged onto the map puts the character's token there."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QObject, QPoint, Qt, Signal
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMenu, QMessageBox

from ryf_desktop.session import (
    CampaignSession,
    DeleteCharacter,
    DuplicateCharacter,
    NewCharacter,
    PlaceOnMap,
)
from ryf_desktop.session.character_import import ImportCharacter
from ryf_desktop.session.picture_reading import picture_decodes
from ryf_desktop.storage import CampaignFileError
from ryf_desktop.storage.transfer import export_character, read_character
from ryf_desktop.ui.campaign.storage_messages import storage_message
from ryf_desktop.ui.common.session_follow import SessionSource, follow_session
from ryf_desktop.ui.sheet.character_list_model import ID_ROLE, NAME_ROLE, CharacterListModel
from ryf_desktop.ui.sheet.panels import CharacterListPanel
from ryf_desktop.ui.sheet.sheet_health import open_harm_window

if TYPE_CHECKING:
    from ryf_desktop.rules.dice import RandomSource
    from ryf_desktop.ui.catalog.play_actions import MapTarget


class CharacterListController(QObject):
    """Shows the open session's characters; asks the session for every change."""

    #: Open the sheet of this character (its id).
    open_requested = Signal(int)
    #: A line for the status bar (where a character was put on the map).
    message = Signal(str)

    def __init__(self, panel: CharacterListPanel, sessions: SessionSource,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.panel = panel
        # Where *Put on the map* puts a character (the GM's map and the part in view; the main
        # window sets it once the map panel exists); None: the campaign's first map.
        self.map_target: Callable[[], MapTarget | None] = lambda: None
        # The dice of *Damage or heal…* (the desk's; set by the sheet docks).
        self.rng: RandomSource | None = None
        self.rows = CharacterListModel(self)
        panel.list.setModel(self.rows)
        panel.new_button.clicked.connect(self._ask_new)
        panel.duplicate_button.clicked.connect(self.duplicate_selected)
        panel.delete_button.clicked.connect(self.delete_selected)
        panel.open_button.clicked.connect(self._open_selected)
        panel.import_button.clicked.connect(self._ask_import)
        panel.export_button.clicked.connect(self._ask_export)
        panel.list.activated.connect(self._open_index)
        panel.list.selectionModel().currentChanged.connect(
            lambda _now, _before: self._update_buttons()
        )
        self.rows.modelReset.connect(self._update_buttons)
        self.rows.rowsRemoved.connect(self._update_buttons)
        panel.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        panel.list.customContextMenuRequested.connect(self._pop_row_menu)
        # The open campaign the list shows (None when none is, or it is closing).
        self.session: CampaignSession | None = None
        self.follower = follow_session(self, sessions, on_session=self._show,
                                       on_change=self.rows.apply)

    def _show(self, session: CampaignSession | None) -> None:
        self.session = session
        self.refresh()

    def row_menu(self, index: QModelIndex) -> QMenu | None:
        """What a right-click on a character offers (None off the rows): the panel's buttons."""
        if not index.isValid():
            return None
        self.panel.list.setCurrentIndex(index)
        menu = QMenu(self.panel.list)
        menu.setObjectName("character_row_menu")
        writable = self.session is not None and not self.session.read_only
        for entry in ((self.tr("Open sheet"), self._open_selected, True),
                      (self.tr("Duplicate"), self.duplicate_selected, writable),
                      (self.tr("Export…"), self._ask_export, True), None,
                      (self.tr("Put on the map"), self.put_selected_on_map, writable),
                      (self.tr("Damage or heal…"), self.open_harm,
                       writable and self.rng is not None), None,
                      (self.tr("Delete…"), self.ask_delete_selected, writable)):
            if entry is None:
                menu.addSeparator()
            else:
                menu.addAction(entry[0], entry[1]).setEnabled(entry[2])
        return menu

    def _pop_row_menu(self, position: QPoint) -> None:
        menu = self.row_menu(self.panel.list.indexAt(position))
        if menu is not None:
            menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            menu.popup(self.panel.list.viewport().mapToGlobal(position))

    def put_selected_on_map(self) -> str | None:
        """The chosen character's token at a free square of the map the GM looks at, near the
        middle of the part in view — hidden when the players see that map, as from the catalog
        and the tracker. None when done, else the reason (the session also says it)."""
        session, chosen = self.session, self.selected_id()
        if session is None or chosen is None:
            return self.tr("Open a campaign first.")
        from ryf_desktop.session.present import players_view_of

        target = self.map_target()
        map_id = None if target is None else target.map_id
        hidden = players_view_of(session).hides_new_creatures(map_id)
        command = PlaceOnMap(session, character_id=chosen, map_id=map_id,
                             view=None if target is None else target.view, hidden=hidden)
        problem = session.attempt(command)
        if problem is None and command.square is not None:
            text = self.tr("{name} stands at column {x}, row {y}.").format(
                name=command.name, x=command.square[0] + 1, y=command.square[1] + 1)
            if hidden:
                text += " " + self.tr("Hidden from the players, who see this map (right-click "
                                      "its token to show it).")
            self.message.emit(text)
        return problem

    def open_harm(self) -> QDialog | None:
        session, chosen, rng = self.session, self.selected_id(), self.rng
        if session is None or chosen is None or rng is None:
            return None
        name = str(self.panel.list.currentIndex().data(NAME_ROLE))
        return open_harm_window(session, session.attempt, rng, chosen, name, self.panel)

    def ask_delete_selected(self) -> bool:
        """Delete the chosen character once the GM confirms (a right-click is easily missed)."""
        if self.session is None or self.selected_id() is None:
            return False
        name = self.panel.list.currentIndex().data(NAME_ROLE)
        answer = QMessageBox.question(
            self.panel, self.tr("Delete character"),
            self.tr("Delete {name}? Undo (Ctrl+Z) brings the character back.").format(name=name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Yes and self.delete_selected()

    def refresh(self) -> None:
        """Every row again (a campaign opened or closed)."""
        selected = self.selected_id()
        self.rows.set_model(None if self.session is None else self.session.model)
        if selected is not None:
            self.select(selected)
        self._update_buttons()

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
        value = self.panel.list.currentIndex().data(ID_ROLE)
        return value if isinstance(value, int) else None

    def select(self, character_id: int) -> None:
        row = self.rows.row_of(character_id)
        if row is not None:
            self.panel.list.setCurrentIndex(self.rows.index(row))

    def new_character(self, name: str) -> int | None:
        """A new character in creation with the setting's skills; opens its sheet."""
        session = self.session
        if session is None:
            return None
        command = NewCharacter(session, name)
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
        self._open_index(self.panel.list.currentIndex())

    def _open_index(self, index: QModelIndex) -> None:
        value = index.data(ID_ROLE)
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
        """Add the character of a JSON file (one undo step); its id, or None when refused."""
        session = self.session
        if session is None or session.read_only:
            return None
        try:
            # Each picture decoded, as a campaign import and import-map do: one that does not
            # (a header alone) is refused with the reason, not stored to fail on the sheet.
            document = read_character(path, picture_decodes=picture_decodes)
        except (CampaignFileError, OSError) as error:
            session.command_failed.emit(storage_message(error))
            return None
        command = ImportCharacter(session, document)
        return command.character_id if session.push(command) else None

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
