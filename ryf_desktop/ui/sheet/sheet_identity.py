"""The identity section of a character sheet: name, player, concept, kind, background, notes and
the portrait."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QPixmap
from PySide6.QtWidgets import QFileDialog, QLineEdit, QPlainTextEdit

from ryf_desktop.session import SheetView
from ryf_desktop.session.item_commands import SetPortrait
from ryf_desktop.ui.sheet.portrait import (
    PORTRAIT_SIZE,
    PortraitError,
    load_portrait,
    portrait_data,
    portrait_pixmap,
)
from ryf_desktop.ui.sheet.sheet_section import SheetOwner, SheetSection

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate


class IdentitySection(SheetSection):
    """Who the character is (a new name shown goes to the sheet's tab too)."""

    def __init__(self, owner: SheetOwner) -> None:
        super().__init__(owner)
        self._portrait: int | bool | None = False  # False: nothing shown yet
        view = self.view
        view.kind_combo.activated.connect(
            lambda _index: owner.edit("kind", view.kind_combo.currentData())
        )
        # Every typed field by the stored value it shows (kept: while the view is being
        # destroyed its children may already be gone); the owner filters their events.
        self.typed: dict[QObject, str] = {
            view.name_edit: "name", view.player_edit: "player", view.concept_edit: "concept",
            view.background_edit: "background", view.notes_edit: "notes"}
        for edit, field in self.typed.items():
            if isinstance(edit, QLineEdit):
                edit.editingFinished.connect(
                    lambda field=field, edit=edit: owner.edit(field, edit.text()))
        view.portrait_button.clicked.connect(self._ask_portrait)
        view.remove_portrait_button.clicked.connect(
            lambda: self.push(SetPortrait, None, PORTRAIT_SIZE))

    def event(self, watched: QObject, event: QEvent) -> bool:
        """A text field left: its text is the new background or notes. Escape in any field
        takes back what was typed: it shows the stored value again, so leaving stores nothing
        (it kept the typing, and the focus leaving stored it)."""
        field = self.typed.get(watched)
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Escape and field is not None
                and self.owner.sheet is not None):
            _show_text(watched, getattr(self.owner.sheet.details.character, field))
            return True
        if field and event.type() == QEvent.Type.FocusOut and isinstance(watched, QPlainTextEdit):
            self.owner.edit(field, watched.toPlainText())
        return False

    def fill(self, sheet: SheetView) -> None:
        row = sheet.details.character
        if not self.changed((row.name, row.player, row.concept, row.kind, row.background,
                             row.notes, row.portrait_image_id)):
            return
        view = self.view
        self.owner.name_shown.emit(row.name)
        self._fill_portrait(row.portrait_image_id)
        for edit, field in self.typed.items():
            _show_text(edit, getattr(row, field))
        view.kind_combo.setCurrentIndex(max(0, view.kind_combo.findData(row.kind)))

    def _fill_portrait(self, image_id: int | None) -> None:
        if image_id == self._portrait:
            return
        self._portrait = image_id
        self.view.remove_portrait_button.setEnabled(image_id is not None)
        label = self.view.portrait_label
        data = portrait_data(self.owner.session.model, image_id)
        if image_id is None:
            label.setText(translate("SheetDisplay", "No portrait"))  # (the picture goes too)
        else:
            label.setPixmap(portrait_pixmap(data, label.width()) if data else QPixmap())

    def import_portrait(self, path: Path) -> bool:
        """The picture at ``path`` as the character's portrait; a refused file says why."""
        try:
            png = load_portrait(path)
        except PortraitError as error:
            self.view.error_label.set_message(str(error))
            return False
        return self.push(SetPortrait, png, PORTRAIT_SIZE)

    def _ask_portrait(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self.view, translate("CharacterSheetController", "Import a portrait"), "",
            translate("CharacterSheetController", "Pictures (*.png *.jpg *.jpeg *.webp)"),
        )
        if name:
            self.import_portrait(Path(name))


def _show_text(edit: QObject, text: str) -> None:
    """``text`` in a line or text field (left alone when it shows it: the cursor stays)."""
    if isinstance(edit, QLineEdit) and edit.text() != text:
        edit.setText(text)
    elif isinstance(edit, QPlainTextEdit) and edit.toPlainText() != text:
        edit.setPlainText(text)
