"""The Handouts dock's behaviour: the campaign's handouts listed, the buttons, keys and dropped
files turned into (undoable) session commands, and a handout shown to the table or to one player
through the players' view (not undoable, not stored). A picture is read and proved whole off the
GUI thread exactly as a map background is, so the same files are refused with the same reasons.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QMetaObject,
    QModelIndex,
    QObject,
    QPoint,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont, QIcon, QImage, QKeyEvent, QKeySequence, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.session.command import CommandError
from ryf_desktop.session.handout_commands import AddHandout, EditHandout, RemoveHandout
from ryf_desktop.session.handout_queries import HandoutRow, handout_picture, handout_rows
from ryf_desktop.session.map_commands import read_background
from ryf_desktop.session.present import PlayersView, players_view_of
from ryf_desktop.session.present.players_view import player_characters
from ryf_desktop.ui.busy import run_busy
from ryf_desktop.ui.common import KEY_ROLE, ROW_ROLE, Column, KeyedRowsModel
from ryf_desktop.ui.common.picture_decoder import PictureDecoder
from ryf_desktop.ui.common.session_follow import SessionSource, follow_session, relink
from ryf_desktop.ui.common.widgets import InlineMessage, dialog_buttons, fill, named, open_modal
from ryf_desktop.ui.handouts.panel import PICTURE_SUFFIXES, THUMB_SIZE, HandoutDrops, HandoutsPanel
from ryf_desktop.ui.window_parts import HandoutsHost, make_action

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.session.events import Changed


class HandoutsController(QObject):
    """Shows the open campaign's handouts in ``panel``; see the module docstring."""

    #: A line for the status bar (what was shown to whom, what was refused).
    message = Signal(str)

    # Construction code, longer than 80 lines on purpose: the panel's buttons and keys wired.
    def __init__(self, panel: HandoutsPanel, sessions: SessionSource,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.panel = panel
        self.dialog: HandoutTextDialog | QMessageBox | None = None
        # Thumbnails by picture id, for the open campaign (dropped when another opens), made off
        # the GUI thread: a handout's picture may be as large as a map's (seconds to decode).
        # None: asked for, not made yet.
        self._thumbnails: dict[int, QIcon | None] = {}
        self._campaign_number = 0  # a thumbnail decoded for a campaign since closed is dropped
        self._decoder = PictureDecoder(self)
        self._decoder.decoded.connect(self._thumbnail_decoded)
        # The handout on the table screen now (None: none).
        self.on_table: int | None = None
        self._players_connection: QMetaObject.Connection | None = None
        self.session: CampaignSession | None = None
        self.rows: KeyedRowsModel[HandoutRow] = KeyedRowsModel(
            lambda row: row.handout_id,
            [Column(self.tr("Handout"), lambda row: row.title, {
                int(Qt.ItemDataRole.DecorationRole): self._icon,
                int(Qt.ItemDataRole.ToolTipRole): self._tooltip,
                int(Qt.ItemDataRole.FontRole): self._font,
            })],
            self,
        )
        panel.list.setModel(self.rows)

        self.edit_action = make_action(
            self.tr("Edit handout…"), panel.list, "edit_handout_action",
            shortcut=QKeySequence(Qt.Key.Key_F2), triggered=self.ask_edit_selected)
        self.delete_action = make_action(
            self.tr("Delete handout"), panel.list, "delete_handout_action",
            shortcut=QKeySequence(QKeySequence.StandardKey.Delete),
            triggered=self.delete_selected)
        for action in (self.edit_action, self.delete_action):
            action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            panel.list.addAction(action)
        self.show_action = make_action(
            self.tr("Show the handout to the table"), self, "show_handout_action",
            tip=self.tr("Put the handout chosen in the Handouts panel over the table screen"),
            shortcut=QKeySequence(self.tr("Ctrl+Shift+H")),
            triggered=lambda: self.show_selected())
        self.take_down_action = make_action(
            self.tr("Take the handout down"), self, "take_down_handout_action",
            tip=self.tr("Show the map on the table screen again"), triggered=self.take_down)

        panel.add_picture_button.clicked.connect(self.choose_pictures)
        panel.add_text_button.clicked.connect(self.ask_text)
        panel.delete_button.clicked.connect(self.delete_selected)
        # Not connected straight: a click's "checked" would be taken for a player to send it to.
        panel.show_button.clicked.connect(lambda: self.show_selected())
        panel.take_down_button.clicked.connect(self.take_down)
        panel.player_menu.aboutToShow.connect(self.fill_player_menu)
        panel.list.doubleClicked.connect(lambda _index: self.ask_edit_selected())
        panel.list.selectionModel().currentChanged.connect(self._update_buttons)
        panel.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        panel.list.customContextMenuRequested.connect(self._pop_row_menu)
        self.drops = HandoutDrops(panel, self.add_picture_files)
        self.follower = follow_session(self, sessions, on_session=self._show,
                                       on_change=self._changed)

    # --- the campaign -------------------------------------------------------------------------
    def _show(self, session: CampaignSession | None) -> None:
        self.session = session
        self._thumbnails.clear()
        self._campaign_number += 1
        players = self._players()
        self._players_connection = relink(self._players_connection, None if players is None
                                          else players.table_handout_changed, self._table_changed)
        self.refresh()

    def _changed(self, event: Changed) -> None:
        if event.handouts or event.handout_list:
            self.refresh()

    def refresh(self) -> None:
        session = self.session
        self.rows.set_rows(() if session is None else handout_rows(session.model))
        self._table_changed()

    def _table_changed(self) -> None:
        players = self._players()
        shown = players.table_handout if players is not None else None
        before = self.on_table
        self.on_table = None if shown is None else shown.handout_id
        self.rows.refresh_keys(key for key in (before, self.on_table) if key is not None)
        label = self.panel.on_table
        label.setText(self.tr("Nothing on the table") if shown is None
                      else self.tr("On the table: {title}").format(title=shown.title))
        label.setToolTip("" if shown is None else shown.title)
        self._update_buttons()

    def _players(self) -> PlayersView | None:
        session = self.session
        return None if session is None else players_view_of(session)

    # --- rows ---------------------------------------------------------------------------------
    def _icon(self, row: HandoutRow) -> QIcon:
        session = self.session
        if row.image_id is None or session is None:
            return self._file_icon()
        if row.image_id not in self._thumbnails:
            self._thumbnails[row.image_id] = None
            data = handout_picture(session.model, row.handout_id)
            if data is not None:
                side = 2 * THUMB_SIZE  # sharp on a high-density screen too
                self._decoder.decode((self._campaign_number, row.image_id), data,
                                     QSize(side, side))
        icon = self._thumbnails[row.image_id]
        return icon if icon is not None else self._file_icon()  # until the thumbnail is made

    def _file_icon(self) -> QIcon:
        return self.panel.style().standardIcon(QStyle.StandardPixmap.SP_FileIcon)

    def _thumbnail_decoded(self, key: tuple[int, int], image: QImage) -> None:
        campaign, image_id = key
        if campaign != self._campaign_number:
            return
        self._thumbnails[image_id] = (self._file_icon() if image.isNull()
                                      else QIcon(QPixmap.fromImage(image)))
        self.rows.refresh_keys([row.handout_id for row in self.rows.rows
                                if row.image_id == image_id])

    def _tooltip(self, row: HandoutRow) -> str:
        lines = [row.title]
        if row.text:
            lines.append(row.text if len(row.text) <= 300 else row.text[:300] + "…")
        if row.handout_id == self.on_table:
            lines.append(self.tr("(on the table now)"))
        return "\n".join(lines)

    def _font(self, row: HandoutRow) -> QFont | None:
        if row.handout_id != self.on_table:
            return None
        font = QFont(self.panel.list.font())
        font.setBold(True)
        return font

    def selected_id(self) -> int | None:
        value = self.panel.list.currentIndex().data(KEY_ROLE)
        return value if isinstance(value, int) else None

    def select(self, handout_id: int) -> None:
        index = self.index_of(handout_id)
        if index.isValid():
            self.panel.list.setCurrentIndex(index)

    def _update_buttons(self) -> None:
        session = self.session
        open_ = session is not None
        writable = session is not None and not session.read_only
        chosen = self.selected_id() is not None
        panel = self.panel
        for switch, on in ((panel.add_picture_button, writable), (panel.add_text_button, writable),
                           (panel.delete_button, writable and chosen),
                           (self.delete_action, writable and chosen),
                           (self.edit_action, writable and chosen),
                           (panel.show_button, open_ and chosen), (self.show_action, open_),
                           (panel.player_button, open_ and chosen),
                           (panel.take_down_button, self.on_table is not None),
                           (self.take_down_action, self.on_table is not None)):
            switch.setEnabled(on)
        panel.empty_note.setVisible(self.rows.rowCount() == 0 and open_)

    def _pop_row_menu(self, position: QPoint) -> None:
        index = self.panel.list.indexAt(position)
        if not index.isValid():
            return
        self.panel.list.setCurrentIndex(index)
        menu = named(QMenu(self.panel.list), "handout_row_menu")
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.addAction(self.show_action)
        players = menu.addMenu(self.tr("Show to one player"))
        players.aboutToShow.connect(lambda: self.fill_player_menu(players))
        menu.addSeparator()
        menu.addActions([self.edit_action, self.delete_action])
        menu.popup(self.panel.list.viewport().mapToGlobal(position))

    # --- adding, editing, deleting --------------------------------------------------------------
    def choose_pictures(self) -> None:
        patterns = " ".join(f"*{suffix}" for suffix in PICTURE_SUFFIXES)
        paths, _ = QFileDialog.getOpenFileNames(
            self.panel, self.tr("Add picture handouts"), "",
            self.tr("Pictures (%1)").replace("%1", patterns))
        if paths:
            self.add_picture_files([Path(path) for path in paths])

    def add_picture_files(self, paths: list[Path]) -> list[int]:
        """A picture handout for each of ``paths`` (titled by its file name); what is refused
        is said in one message. Returns the new handouts' ids."""
        session = self.session
        if session is None:
            self._refuse([self.tr("Open a campaign first.")])
            return []
        added: list[int] = []
        refusals: list[str] = []
        for path in paths:
            if path.suffix.lower() not in PICTURE_SUFFIXES:
                refusals.append(self.tr(
                    "“%1” is not a PNG, JPEG or WebP picture, so it cannot be a handout.")
                    .replace("%1", path.name))
                continue
            reading = self.tr("Reading the picture “%1”…").replace("%1", path.name)
            try:
                picture = run_busy(self.panel.window(), reading,
                                   partial(read_background, path, handout=True))
            except CommandError as error:
                refusals.append(str(error))
                continue
            command = AddHandout(session, _title_of(path), picture=picture[0],
                                 picture_proven=True)
            problem = session.attempt(command)
            if problem is not None or command.handout_id is None:
                refusals.append(problem or path.name)
                continue
            added.append(command.handout_id)
        if added:
            self.select(added[-1])
            self.message.emit(self.tr("%n handout(s) added.", "", len(added)))
        if refusals:
            self._refuse(refusals)
        return added

    def _refuse(self, refusals: list[str]) -> None:
        self.message.emit(refusals[-1])
        self.dialog = open_modal(named(QMessageBox(
            QMessageBox.Icon.Warning, self.tr("Handout not added"), "\n\n".join(refusals),
            QMessageBox.StandardButton.Ok, self.panel), "handout_refused"))

    def ask_text(self) -> HandoutTextDialog | None:
        """The New text handout window (Enter moves on, Ctrl+Enter saves, Escape cancels)."""
        if self.session is None:
            return None
        self.dialog = dialog = open_modal(HandoutTextDialog(self.add_text, self.panel))
        return dialog

    def add_text(self, title: str, text: str) -> str | None:
        """A new text handout; None when added, else the session's reason."""
        session = self.session
        if session is None:
            return self.tr("Open a campaign first.")
        command = AddHandout(session, title, text)
        problem = session.attempt(command)
        if problem is None and command.handout_id is not None:
            self.select(command.handout_id)
        return problem

    def ask_edit_selected(self) -> HandoutTextDialog | None:
        """The chosen handout's title and text in the edit window (double click, F2)."""
        session, row = self.session, self._selected_row()
        if session is None or row is None or session.read_only:
            return None

        def submit(title: str, text: str) -> str | None:
            if title == row.title and text == row.text:
                return None  # nothing changed: no empty undo step
            return session.attempt(EditHandout(session, row.handout_id, title=title, text=text))

        self.dialog = dialog = open_modal(HandoutTextDialog(
            submit, self.panel, title=row.title, text=row.text, editing=True))
        return dialog

    def delete_selected(self) -> bool:
        """Delete the chosen handout (Undo brings it back, picture and all)."""
        session, chosen = self.session, self.selected_id()
        if session is None or chosen is None:
            return False
        return session.push(RemoveHandout(session, chosen))

    # --- showing ------------------------------------------------------------------------------
    def show_selected(self, to: int | None = None, name: str = "") -> bool:
        """Put the chosen handout over the table screen and on every phone (``to`` None), or
        send it to player character ``to``'s phone only (``name``)."""
        players, row = self._players(), self._selected_row()
        if players is None or row is None:
            self.message.emit(self.tr("Choose a handout in the Handouts panel first."))
            return False
        players.show_handout(row.handout_id, to=to)
        self.message.emit(self.tr("“%1” is on the table.").replace("%1", row.title) if to is None
                          else self.tr("“%1” sent to %2's phone.").replace("%1", row.title)
                          .replace("%2", name))
        return True

    def take_down(self) -> None:
        players = self._players()
        if players is not None and players.table_handout is not None:
            players.dismiss_handout()
            self.message.emit(self.tr("The handout was taken down from the table."))

    def fill_player_menu(self, menu: QMenu | None = None) -> None:
        """The player characters, each sending the chosen handout to that player's phone."""
        menu = menu if menu is not None else self.panel.player_menu
        menu.clear()
        session = self.session
        if session is None:
            return
        characters = player_characters(session)
        if not characters:
            menu.addAction(self.tr("No player characters")).setEnabled(False)
        for character_id, name in characters:
            action = menu.addAction(name)
            action.setObjectName(f"handout_to_{character_id}")
            action.triggered.connect(
                lambda _checked=False, who=character_id, called=name:
                self.show_selected(who, called))

    def _selected_row(self) -> HandoutRow | None:
        row = self.panel.list.currentIndex().data(ROW_ROLE)
        return row if isinstance(row, HandoutRow) else None

    def index_of(self, handout_id: int) -> QModelIndex:
        row = self.rows.row_of(handout_id)
        return QModelIndex() if row is None else self.rows.index(row, 0)


def _title_of(path: Path) -> str:
    """A picture's title from its file name: ``the_old_map.png`` → ``The old map``."""
    title = " ".join(path.stem.replace("_", " ").replace("-", " ").split()) or path.name
    return title[:1].upper() + title[1:]


DOCK_NAME = "handouts"


def install_handouts(window: HandoutsHost) -> HandoutsController:
    """Add the Handouts dock to ``window`` following ``window.campaign``, its actions to the
    table screen's menu when there is one (ValueError, the window's, when it has the dock)."""
    panel = HandoutsPanel()
    window.add_dock(DOCK_NAME, QCoreApplication.translate("HandoutsPanel", "Handouts"), panel)
    controller = HandoutsController(panel, window.campaign, panel)
    controller.message.connect(lambda text: window.statusBar().showMessage(text, 6000))
    actions = [controller.show_action, controller.take_down_action]
    # The keys work wherever the GM is in the window, the dock shown or not.
    window.addActions(actions)
    from ryf_desktop.ui.table_screen import TableScreenControl
    from ryf_desktop.ui.table_screen.install import TABLE_MENU_NAME

    menu = window.menuBar().findChild(QMenu, TABLE_MENU_NAME)
    if isinstance(menu, QMenu):
        menu.addSeparator()
        menu.addActions(actions)
    control = window.window().findChild(TableScreenControl)
    if control is not None:
        # And while the players' window has the focus, like Blackout.
        control.table.addActions(actions)
    return controller


class HandoutTextDialog(QDialog):
    """Title and text of a handout; ``submit`` makes the change (None when done, else why not).
    Save stays off while the title is blank, and a second Save never adds the handout twice; the
    session's refusal is shown under the fields."""

    def __init__(self, submit: Callable[[str, str], str | None], parent: QWidget | None = None,
                 *, title: str = "", text: str = "", editing: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("handout_text_dialog")
        self.setWindowTitle(self.tr("Edit handout") if editing else self.tr("New text handout"))
        self._submit = submit
        self._done = False
        self.title_edit = named(QLineEdit(title), "handout_title")
        self.title_edit.setPlaceholderText(self.tr("What the players read at the top"))
        self.text_edit = named(QPlainTextEdit(text), "handout_text")
        self.text_edit.setPlaceholderText(self.tr("A letter, a riddle, an inscription…"))
        self.text_edit.setTabChangesFocus(True)
        self.problem = named(InlineMessage(), "handout_problem")
        self.buttons = dialog_buttons(self, buttons=QDialogButtonBox.StandardButton.Save
                                      | QDialogButtonBox.StandardButton.Cancel, accept=self.save)
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setToolTip(self.tr("Ctrl+Enter"))
        # Enter in the title moves on instead of saving: no button takes Enter.
        for button in self.buttons.findChildren(QPushButton):
            button.setAutoDefault(False)
            button.setDefault(False)
        self.title_edit.returnPressed.connect(self.text_edit.setFocus)
        self.title_edit.textChanged.connect(self._title_changed)
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self.save)
        form = QFormLayout()
        form.addRow(self.tr("&Title:"), self.title_edit)
        form.addRow(self.tr("Te&xt:"), self.text_edit)
        fill(QVBoxLayout(self), (form, 1), self.problem, self.buttons)
        self.resize(460, 320)
        self._title_changed(title)
        self.title_edit.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        # QDialogButtonBox makes Save the default button when shown: a plain Enter (the title's,
        # which moves on by itself) must never reach it and save.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                self.save()
            event.accept()
            return
        super().keyPressEvent(event)

    def _title_changed(self, title: str) -> None:
        self.save_button.setEnabled(bool(title.strip()) and not self._done)

    def save(self) -> None:
        """Submit the title and text once; close when the session took them."""
        if self._done:
            return
        if not self.title_edit.text().strip():
            self.title_edit.setFocus()
            return
        problem = self._submit(self.title_edit.text(), self.text_edit.toPlainText())
        if problem is not None:
            self.problem.set_message(problem)
            return
        self._done = True
        self.save_button.setEnabled(False)
        self.accept()
