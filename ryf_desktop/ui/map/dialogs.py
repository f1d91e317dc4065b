"""The map panel's dialogs: a new map (name and size in squares, or sized from a picture, and
whether it starts under fog) and the background's calibration by numbers. Each hands its values
to a ``submit`` callable and stays open, showing the reason, when the session refuses them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImageReader
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.session.map_commands import squares_for
from ryf_desktop.storage.records import GRID_MAX
from ryf_desktop.ui.common.widgets import InlineMessage, dialog_buttons, fill, named, text_label

#: The square size a picture is first taken to have (a common battlemap export), in pixels.
DEFAULT_SQUARE_PX = 70.0
MIN_SQUARE_PX = 4.0


def spin_box(low: float, high: float, decimals: int, suffix: str,
             value: float) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(low, high)
    box.setDecimals(decimals)
    box.setSuffix(suffix)
    box.setValue(value)
    return box


class SubmitDialog(QDialog):
    """A form whose values ``submit()`` hands on: None closes it, else the reason is shown."""

    def __init__(self, parent: QWidget | None, submit: Callable[[], str | None]) -> None:
        super().__init__(parent)
        self._submit_values = submit
        self.form = QFormLayout()
        self.problem = named(InlineMessage(), "problem")
        self.buttons = dialog_buttons(self, accept=self._submit)
        fill(QVBoxLayout(self), self.form, self.problem, self.buttons)

    def _submit(self) -> None:
        problem = self._submit_values()
        if problem is None:
            self.accept()
        else:
            self.problem.set_message(problem)


@dataclass(frozen=True)
class NewMapValues:
    """What the new-map dialog asks: the name and size, whether the players start seeing
    nothing (all fog), and the picture under it with its square size in pixels (or none)."""

    name: str
    width: int
    height: int
    fogged: bool = True
    picture: Path | None = None
    square_px: float = DEFAULT_SQUARE_PX


class NewMapDialog(SubmitDialog):
    """Name and size of a new map, optionally over a picture (the size in squares proposed from
    the picture's pixels and a square size, both editable), and whether it starts under fog;
    ``submit(values)`` returns None or the reason."""

    def __init__(self, submit: Callable[[NewMapValues], str | None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, lambda: submit(self.values()))
        self.setObjectName("new_map_dialog")
        self.setWindowTitle(self.tr("New map"))
        self.picture: Path | None = None
        self._picture_size: tuple[int, int] | None = None
        self.name = QLineEdit(self.tr("New map"))
        self.name.selectAll()
        self.picture_button = named(QPushButton(self.tr("&Picture…")), "new_map_picture", self.tr(
            "A picture to put under the grid; the size in squares is worked out from it"))
        self.picture_button.setAutoDefault(False)
        self.picture_button.clicked.connect(self.choose_picture)
        self.picture_label = text_label(self.tr("None (a bare grid)"), "new_map_picture_name")
        self.picture_label.setTextFormat(Qt.TextFormat.PlainText)
        picture_row = fill(QHBoxLayout(), self.picture_button, (self.picture_label, 1))
        self.square_px = named(spin_box(MIN_SQUARE_PX, 10000.0, 1, self.tr(" px per square"),
                                        DEFAULT_SQUARE_PX), "new_map_square_px")
        self.square_px.setEnabled(False)
        self.square_px.valueChanged.connect(self._propose_size)
        self.width_box = QSpinBox()
        self.height_box = QSpinBox()
        for box, value in ((self.width_box, 30), (self.height_box, 20)):
            box.setRange(1, GRID_MAX)
            box.setValue(value)
            box.setSuffix(self.tr(" squares"))
        self.fogged = named(QCheckBox(self.tr("Start under &fog for the players")),
                            "new_map_fogged", self.tr("The table screen and the phones show "
                                                      "nothing of the map until you reveal it"))
        self.fogged.setChecked(True)
        self.form.addRow(self.tr("&Name:"), self.name)
        self.form.addRow(self.tr("Background:"), picture_row)
        self.form.addRow(self.tr("&Square size in the picture:"), self.square_px)
        self.form.addRow(self.tr("&Width:"), self.width_box)
        self.form.addRow(self.tr("&Height:"), self.height_box)
        self.form.addRow("", self.fogged)
        note = QLabel(self.tr("One square is 1.5 m."))
        self.form.addRow("", note)

    def choose_picture(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Background picture"), "",
            self.tr("Pictures (*.png *.jpg *.jpeg *.webp);;All files (*)"),
        )
        if path:
            self.set_picture(Path(path))

    def set_picture(self, path: Path) -> None:
        """Put ``path`` under the new map and propose its size in squares from its pixels (read
        from the header; a file that is no picture is said, and the map stays bare)."""
        reader = QImageReader(str(path))
        size = reader.size()
        if not size.isValid() or size.isEmpty():
            self.problem.set_message(self.tr(
                "“{name}” cannot be read as a picture ({reason}). Choose a PNG, JPEG or WebP "
                "file.").format(name=path.name, reason=reader.errorString()))
            return
        self.problem.hide()
        self.picture = path
        self._picture_size = (size.width(), size.height())
        self.picture_label.setText(self.tr("{name} ({width} × {height} px)").format(
            name=path.name, width=size.width(), height=size.height()))
        self.square_px.setEnabled(True)
        if self.name.text() == self.tr("New map"):
            self.name.setText(path.stem)
        self._propose_size()

    def _propose_size(self) -> None:
        if self._picture_size is None:
            return
        width, height = self._picture_size
        square = self.square_px.value()
        self.width_box.setValue(min(GRID_MAX, squares_for(width, square)))
        self.height_box.setValue(min(GRID_MAX, squares_for(height, square)))

    def values(self) -> NewMapValues:
        return NewMapValues(self.name.text(), self.width_box.value(), self.height_box.value(),
                            self.fogged.isChecked(), self.picture, self.square_px.value())


class CalibrationDialog(SubmitDialog):
    """The background's scale (image pixels per square) and the image pixel at the top-left
    corner of the first square; ``submit(scale, x, y)`` returns None or the reason."""

    def __init__(self, submit: Callable[[float, float, float], str | None],
                 values: tuple[float, float, float], parent: QWidget | None = None) -> None:
        super().__init__(parent, lambda: submit(
            self.scale.value(), self.offset_x.value(), self.offset_y.value()))
        self.setWindowTitle(self.tr("Calibrate the background"))
        scale, x, y = values
        self.scale = spin_box(1.0, 10000.0, 2, self.tr(" px per square"), scale)
        self.offset_x = spin_box(-100000.0, 100000.0, 1, self.tr(" px"), x)
        self.offset_y = spin_box(-100000.0, 100000.0, 1, self.tr(" px"), y)
        self.form.addRow(self.tr("&Square size in the image:"), self.scale)
        self.form.addRow(self.tr("First square's left edge at image &x:"), self.offset_x)
        self.form.addRow(self.tr("First square's top edge at image &y:"), self.offset_y)
        hint = text_label(self.tr("Or close this and drag across a number of squares of the "
                                  "image with the Calibrate tool."), wrap=True)
        hint.setTextFormat(Qt.TextFormat.PlainText)
        self.form.addRow(hint)
