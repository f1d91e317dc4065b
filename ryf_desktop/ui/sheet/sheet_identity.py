"""The identity section of a character sheet: name, player, concept, kind, background, notes and
the portrait."""

from __future__ import annotations

from collections.abc import Callable
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
    """Who the character is; ``show_name`` hears every new name shown (the sheet's tab)."""

    def __init__(self, owner: SheetOwner, show_name: Callable[[str], None]) -> None:
        super().__init__(owner)
        self._show_name = show_name
        self._name: str | None = None
        self._portrait: int | bool | None = False  # False: nothing shown yet
        view = self.view
        for field, edit in (("name", view.name_edit), ("player", view.player_edit),
                            ("concept", view.concept_edit)):
            edit.editingFinished.connect(
                lambda field=field, edit=edit: owner.edit(field, edit.text())
            )
        view.kind_combo.activated.connect(
            lambda _index: owner.edit("kind", view.kind_combo.currentData())
        )
        # Kept: while the view is being destroyed its children may already be gone.
        self._text_fields: dict[QObject, str] = {view.background_edit: "background",
                                                 view.notes_edit: "notes"}
        # Every typed field by the stored value it shows: Escape shows that value again.
        self._typed: dict[QObject, str] = {view.name_edit: "name", view.player_edit: "player",
                                           view.concept_edit: "concept", **self._text_fields}
        view.portrait_button.clicked.connect(self._ask_portrait)
        view.remove_portrait_button.clicked.connect(lambda: self.set_portrait(None))

    def watches(self) -> tuple[QObject, ...]:
        """The widgets whose events :meth:`event` reads (the owner filters them)."""
        return tuple(self._typed)

    def event(self, watched: QObject, event: QEvent) -> bool:
        """A text field left: its text is the new background or notes. Escape in any field
        takes back what was typed: it shows the stored value again, so leaving stores nothing
        (it kept the typing, and the focus leaving stored it)."""
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Escape and watched in self._typed
                and self.owner.sheet is not None):
            row = self.owner.sheet.details.character
            stored = {"name": row.name, "player": row.player, "concept": row.concept,
                      "background": row.background, "notes": row.notes}[self._typed[watched]]
            if isinstance(watched, QLineEdit):
                watched.setText(stored)
            elif isinstance(watched, QPlainTextEdit):
                watched.setPlainText(stored)
            return True
        field = self._text_fields.get(watched)
        if field is not None and event.type() == QEvent.Type.FocusOut:
            edit = self.view.background_edit if field == "background" else self.view.notes_edit
            self.owner.edit(field, edit.toPlainText())
        return False

    def fill(self, sheet: SheetView) -> None:
        row = sheet.details.character
        if not self.changed((row.name, row.player, row.concept, row.kind, row.background,
                             row.notes, row.portrait_image_id)):
            return
        view = self.view
        if self._name != row.name:
            self._name = row.name
            self._show_name(row.name)
        self._fill_portrait(row.portrait_image_id)
        for edit, text in ((view.name_edit, row.name), (view.player_edit, row.player),
                           (view.concept_edit, row.concept)):
            if edit.text() != text:
                edit.setText(text)
        view.kind_combo.setCurrentIndex(max(0, view.kind_combo.findData(row.kind)))
        for text_edit, text in ((view.background_edit, row.background),
                                (view.notes_edit, row.notes)):
            if text_edit.toPlainText() != text:
                text_edit.setPlainText(text)

    def _fill_portrait(self, image_id: int | None) -> None:
        if image_id == self._portrait and image_id is not None:
            return
        label = self.view.portrait_label
        self.view.remove_portrait_button.setEnabled(image_id is not None)
        if image_id is None:
            if self._portrait is not None:
                label.setPixmap(QPixmap())
            self._portrait = None
            label.setText(translate("SheetDisplay", "No portrait"))
            return
        self._portrait = image_id
        data = portrait_data(self.owner.session.model, image_id)
        label.setPixmap(portrait_pixmap(data, label.width()) if data else QPixmap())

    def import_portrait(self, path: Path) -> bool:
        """The picture at ``path`` as the character's portrait; a refused file says why."""
        try:
            png = load_portrait(path)
        except PortraitError as error:
            self.view.error_label.set_message(str(error))
            return False
        return self.set_portrait(png)

    def set_portrait(self, png: bytes | None) -> bool:
        return self.push(SetPortrait, png, PORTRAIT_SIZE)

    def _ask_portrait(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self.view, translate("CharacterSheetController", "Import a portrait"), "",
            translate("CharacterSheetController", "Pictures (*.png *.jpg *.jpeg *.webp)"),
        )
        if name:
            self.import_portrait(Path(name))
