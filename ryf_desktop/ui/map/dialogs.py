"""The map panel's dialogs: a new map (name and size in squares) and the background's
calibration by numbers. Each hands its values to a ``submit`` callable and stays open, showing
the reason, when the session refuses them."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.storage.records import GRID_MAX


class _SubmitDialog(QDialog):
    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.form = QFormLayout()
        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b3261e")
        self.problem.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._submit)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)

    def _submit(self) -> None:
        problem = self.submit_values()
        if problem is None:
            self.accept()
        else:
            self.problem.setText(problem)
            self.problem.show()

    def submit_values(self) -> str | None:
        raise NotImplementedError


class NewMapDialog(_SubmitDialog):
    """Name and size of a new map; ``submit(name, width, height)`` returns None or the reason."""

    def __init__(self, submit: Callable[[str, int, int], str | None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New map"))
        self._submit_to = submit
        self.name = QLineEdit(self.tr("New map"))
        self.name.selectAll()
        self.width_box = QSpinBox()
        self.height_box = QSpinBox()
        for box, value in ((self.width_box, 30), (self.height_box, 20)):
            box.setRange(1, GRID_MAX)
            box.setValue(value)
            box.setSuffix(self.tr(" squares"))
        self.form.addRow(self.tr("&Name:"), self.name)
        self.form.addRow(self.tr("&Width:"), self.width_box)
        self.form.addRow(self.tr("&Height:"), self.height_box)
        note = QLabel(self.tr("One square is 1.5 m."))
        note.setForegroundRole(note.foregroundRole())
        self.form.addRow("", note)

    def submit_values(self) -> str | None:
        return self._submit_to(self.name.text(), self.width_box.value(), self.height_box.value())


class CalibrationDialog(_SubmitDialog):
    """The background's scale (image pixels per square) and the image pixel at the top-left
    corner of the first square; ``submit(scale, x, y)`` returns None or the reason."""

    def __init__(self, submit: Callable[[float, float, float], str | None],
                 values: tuple[float, float, float], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Calibrate the background"))
        self._submit_to = submit
        self.scale = QDoubleSpinBox()
        self.scale.setRange(1.0, 10000.0)
        self.scale.setDecimals(2)
        self.scale.setSuffix(self.tr(" px per square"))
        self.offset_x = QDoubleSpinBox()
        self.offset_y = QDoubleSpinBox()
        for box in (self.offset_x, self.offset_y):
            box.setRange(-100000.0, 100000.0)
            box.setDecimals(1)
            box.setSuffix(self.tr(" px"))
        scale, x, y = values
        self.scale.setValue(scale)
        self.offset_x.setValue(x)
        self.offset_y.setValue(y)
        self.form.addRow(self.tr("&Square size in the image:"), self.scale)
        self.form.addRow(self.tr("First square's left edge at image &x:"), self.offset_x)
        self.form.addRow(self.tr("First square's top edge at image &y:"), self.offset_y)
        hint = QLabel(self.tr("Or close this and drag across a number of squares of the image "
                              "with the Calibrate tool."))
        hint.setWordWrap(True)
        hint.setTextFormat(Qt.TextFormat.PlainText)
        self.form.addRow(hint)

    def submit_values(self) -> str | None:
        return self._submit_to(self.scale.value(), self.offset_x.value(), self.offset_y.value())
