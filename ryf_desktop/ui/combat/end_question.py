"""The question before a combat ends: "End the combat" or "Keep fighting" (Escape keeps it)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from ryf_desktop.ui.common.widgets import ChoiceBox


class EndCombatQuestion(ChoiceBox[bool]):
    """Asks whether to end the combat ``name``; :meth:`choice` is True once the GM chose to end
    it (False while unanswered, and for Escape)."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__("combat_end_question", QMessageBox.Icon.Question, False, parent)
        self.setWindowTitle(self.tr("End combat"))
        self.setText(self.tr("End the combat “{name}”?").format(name=name))
        self.setInformativeText(
            self.tr("Nobody acts any more and its summary opens. Undo brings the fight back.")
        )
        self.end_button = self.answer(
            True, self.tr("End the combat"), QMessageBox.ButtonRole.AcceptRole,
            "combat_end_confirm")
        self.keep_button = self.answer(
            False, self.tr("Keep fighting"), QMessageBox.ButtonRole.RejectRole, "combat_end_keep")
        # The GM asked to end: Enter ends; Escape or closing the box keeps the fight running.
        self.setDefaultButton(self.end_button)
        self.setEscapeButton(self.keep_button)
