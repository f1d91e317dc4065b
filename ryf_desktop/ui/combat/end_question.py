"""The question before a combat ends: "End the combat" or "Keep fighting" (Escape keeps it)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


class EndCombatQuestion(QMessageBox):
    """Asks whether to end the combat ``name``; :meth:`confirmed` once it has been answered."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("combat_end_question")
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("End combat"))
        self.setText(self.tr("End the combat “{name}”?").format(name=name))
        self.setInformativeText(
            self.tr("Nobody acts any more and its summary opens. Undo brings the fight back.")
        )
        self.end_button = self.addButton(
            self.tr("End the combat"), QMessageBox.ButtonRole.AcceptRole
        )
        self.end_button.setObjectName("combat_end_confirm")
        self.keep_button = self.addButton(
            self.tr("Keep fighting"), QMessageBox.ButtonRole.RejectRole
        )
        self.keep_button.setObjectName("combat_end_keep")
        # The GM asked to end: Enter ends; Escape or closing the box keeps the fight running.
        self.setDefaultButton(self.end_button)
        self.setEscapeButton(self.keep_button)

    def confirmed(self) -> bool:
        """Whether the GM chose to end the combat (False while unanswered, and for Escape)."""
        return self.clickedButton() is self.end_button
