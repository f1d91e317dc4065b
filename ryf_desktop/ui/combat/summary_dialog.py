"""The end of a combat: rounds, damage dealt and taken, who fell, and recuperar el aliento for the
hurt characters the session offers (``recover`` heals 1d6 each, once).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.ui.combat import labels
from ryf_desktop.ui.common import Column, KeyedRowsModel
from ryf_desktop.ui.common.widgets import (
    InlineMessage,
    dialog_buttons,
    dialog_column,
    named,
    text_label,
)

Recover = Callable[[list[int]], tuple["str | None", str]]


@dataclass(frozen=True)
class SummaryRow:
    name: str
    side: str
    dealt: int
    taken: int
    state: str


class CombatSummaryDialog(QDialog):
    """What the fight came to; ``breathers`` are the characters (id, name) who may recover
    their breath (the hurt ones: an unhurt one would heal nothing)."""

    def __init__(
        self,
        name: str,
        rounds: int,
        rows: Sequence[SummaryRow],
        fallen: Sequence[str],
        breathers: Sequence[tuple[int, str]],
        recover: Recover,
        *,
        began: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        # Layout code (widgets made and placed top to bottom): long, and clearest in one piece.
        super().__init__(parent)
        self.setObjectName("combat_summary_dialog")
        self.setWindowTitle(self.tr("Combat over — {name}").format(name=name))
        self._recover = recover

        heading = text_label(
            self.tr("{name}: over after 1 round").format(name=name) if rounds == 1
            else self.tr("{name}: over after {n} rounds").format(
                name=name, n=labels.number(rounds)),
            "summary_heading", scale=1.3, bold=True)

        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        self.rows_model = KeyedRowsModel[SummaryRow](lambda row: row.name, (
            Column(self.tr("Combatant"), lambda row: row.name),
            Column(self.tr("Damage dealt"), lambda row: labels.number(row.dealt),
                   alignment=right),
            Column(self.tr("Damage taken"), lambda row: labels.number(row.taken),
                   alignment=right),
            Column(self.tr("State"), lambda row: labels.state_name(row.state), roles={
                Qt.ItemDataRole.ForegroundRole: lambda row: labels.STATE_COLOURS.get(row.state)
                if row.state != "normal" else None}),
        ), self)
        self.rows_model.set_rows(rows)
        self.table = named(QTableView(), "summary_table")
        self.table.setModel(self.rows_model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)

        self.fallen_label = text_label(
            self.tr("Fell: {names}").format(names=", ".join(fallen)) if fallen
            else self.tr("Nobody fell."), "summary_fallen", wrap=True)

        breath_box = QGroupBox(self.tr("Recuperar el aliento (1d6 each, five minutes after)"))
        breath_layout = QVBoxLayout(breath_box)
        self.breath_checks: dict[int, QCheckBox] = {}
        for character_id, character_name in breathers:
            check = QCheckBox(character_name)
            check.setChecked(True)
            self.breath_checks[character_id] = check
            breath_layout.addWidget(check)
        self.breath_button = named(QPushButton(self.tr("&Recover breath")), "summary_recover")
        self.breath_button.setEnabled(bool(breathers))
        breath_layout.addWidget(self.breath_button)
        if not breathers:
            breath_layout.insertWidget(0, QLabel(
                self.tr("Nobody in the fight is hurt: there is nothing to heal.") if began
                else self.tr("The fight ended before round 1: there is no breath to recover.")
            ))
        self.breath_result = text_label(name="summary_recovered", wrap=True)
        breath_layout.addWidget(self.breath_result)
        self.error = InlineMessage()
        breath_layout.addWidget(self.error)

        self.buttons = dialog_buttons(self, buttons=QDialogButtonBox.StandardButton.Close)
        dialog_column(
            self, heading, (self.table, 1), self.fallen_label, breath_box,
            self.buttons
        )
        self.breath_button.clicked.connect(self.recover)
        self.resize(560, 480)

    def chosen(self) -> list[int]:
        return [
            character_id
            for character_id, check in self.breath_checks.items()
            if check.isChecked() and check.isEnabled()
        ]

    def recover(self) -> None:
        chosen = self.chosen()
        if not chosen:
            self.error.set_message(self.tr("Tick at least one character."))
            return
        problem, text = self._recover(chosen)
        self.error.set_message(problem or "")
        if problem is None:
            self.breath_result.setText(text)
            # Once after each fight: those healed are not offered again.
            for character_id in chosen:
                self.breath_checks[character_id].setEnabled(False)
            self.breath_button.setEnabled(any(c.isEnabled() for c in self.breath_checks.values()))
