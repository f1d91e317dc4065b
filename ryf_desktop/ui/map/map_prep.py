"""What the GM does to whole maps while preparing: make (:class:`NewMapDialog`), rename or delete
one, calibrate its background by numbers (:class:`CalibrationDialog`), cover it all with fog or
reveal it all, show the lights' radii; and the hint on an empty map area. Each change is one undo
step; a refusal is said on the status line and in the dialog that asked (which stays open)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Qt
from PySide6.QtGui import QAction, QImageReader, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.session import map_commands
from ryf_desktop.session.command import CommandError, ModelCommand
from ryf_desktop.session.map_commands import squares_for
from ryf_desktop.session.map_queries import map_view
from ryf_desktop.storage.records import GRID_MAX
from ryf_desktop.ui.busy import run_busy
from ryf_desktop.ui.common.widgets import (
    InlineMessage,
    dialog_buttons,
    fill,
    named,
    open_modal,
    text_label,
)

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.ui.map.controller import MapController

LIGHT_RADII_KEY = "map/light_radii"
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
        self.form.addRow("", text_label(self.tr("One square is 1.5 m.")))

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


def setting_bool(settings: QSettings, key: str, default: bool) -> bool:
    value = settings.value(key, default)
    if isinstance(value, str):
        return value.lower() in ("true", "1")
    return bool(value)


def make_action(owner: QWidget, text: str, tip: str, *, shortcut: str | None = None,
                checkable: bool = False, triggered: Callable[[], object] | None = None,
                toggled: Callable[[bool], object] | None = None,
                kept: tuple[QSettings, str, bool] | None = None) -> QAction:
    """An action of ``owner`` (its shortcut works while the focus is within it) that calls
    ``triggered``, or, checkable, ``toggled`` with its state; ``kept`` — settings, key and
    default — remembers that state, and ``toggled`` is told it at once."""
    action = QAction(text, owner, statusTip=tip, checkable=checkable or toggled is not None,
                     toolTip=tip if shortcut is None else f"{tip} ({shortcut})")
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    if triggered is not None:
        # (Called without the checked state a checkable action's signal carries.)
        action.triggered.connect(lambda _checked=False: triggered())
    if toggled is not None:
        if kept is not None:
            settings, key, default = kept
            action.setChecked(setting_bool(settings, key, default))
            toggled(action.isChecked())
            action.toggled.connect(lambda on: settings.setValue(key, on))
        action.toggled.connect(toggled)
    owner.addAction(action)
    return action


class MapPrep(QObject):
    """The whole-map actions of ``panel`` (which parents their dialogs) and the empty map's
    :attr:`hint`, laid over ``viewport`` (the map view's)."""

    def __init__(self, panel: QWidget, controller: MapController, settings: QSettings,
                 viewport: QWidget) -> None:
        super().__init__(panel)
        self.panel = panel
        self.controller = controller
        self.dialog: QWidget | None = None
        self.rename_action = make_action(panel, self.tr("Rename map…"),
                                         self.tr("Give the map shown another name"),
                                         triggered=self.open_rename)
        self.delete_action = make_action(panel, self.tr("Delete map…"),
                                         self.tr("Delete the map shown, with its tokens"),
                                         triggered=self.ask_delete)
        self.cover_action = make_action(
            panel, self.tr("Cover all with fog"),
            self.tr("Hide the whole map from the players under fog"),
            triggered=lambda: controller.on_map(map_commands.CoverWithFog, done_text=self.tr(
                "The whole map is under fog: the players see none of it.")))
        self.reveal_all_action = make_action(
            panel, self.tr("Reveal all"), self.tr("Clear the fog from the whole map"),
            triggered=lambda: controller.on_map(map_commands.RevealAll, done_text=self.tr(
                "No fog left: the players may see the whole map.")))
        self.light_radii_action = make_action(
            panel, self.tr("Light radii"), self.tr("Show the lights' reach as dashed circles"),
            toggled=self._light_radii_toggled, kept=(settings, LIGHT_RADII_KEY, True))
        self.hint = text_label(self.tr(
            "No map yet.\n\nMap → New map… makes one, bare or over a picture.\n"
            "File → Import map… brings a Universal VTT file (.dd2vtt, .uvtt), or drop one "
            "here."), "empty_map_hint", wrap=True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        # A card in the middle of the empty (white) map area, readable at a glance.
        self.hint.setStyleSheet("QLabel#empty_map_hint { color: #263238; font-size: 12pt; "
                                "background: #eceff1; border: 1px solid #90a4ae; "
                                "border-radius: 8px; padding: 18px; }")
        self.hint.setMinimumWidth(480)
        self.hint.setMaximumWidth(620)
        self.hint.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QVBoxLayout(viewport)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.addWidget(self.hint, 0, Qt.AlignmentFlag.AlignCenter)

    # --- following the map shown --------------------------------------------------------------
    def enable(self, writable: bool, has_map: bool) -> None:
        """The map shown (or the list of maps) changed: the actions, the hint and the rings."""
        for action in (self.rename_action, self.delete_action, self.cover_action,
                       self.reveal_all_action):
            action.setEnabled(writable and has_map)
        self.light_radii_action.setEnabled(has_map)
        self._light_radii_toggled(self.light_radii_action.isChecked())
        self.hint.setVisible(not has_map and self.controller.session is not None)

    def _light_radii_toggled(self, shown: bool) -> None:
        scene = self.controller.scene
        if scene is not None and scene.light_rings is not None:
            scene.light_rings.set_wanted(shown)

    # --- making a map -------------------------------------------------------------------------
    def new_map(self, values: NewMapValues) -> str | None:
        """Make the map the dialog asked for and show it; None when done, else the reason."""
        session = self.controller.session
        if session is None:
            return self.tr("Open a campaign first.")
        command: map_commands.CreateMap | map_commands.MapFromPicture
        if values.picture is None:
            command = map_commands.CreateMap(session, values.name, values.width, values.height,
                                             fogged=values.fogged)
        else:
            path = values.picture
            try:
                picture = run_busy(self.panel, self.tr("Reading the picture “{name}”…").format(
                    name=path.name), lambda: map_commands.read_background(path))
            except CommandError as error:
                return str(error)
            command = map_commands.MapFromPicture(
                session, values.name, values.width, values.height, path, values.square_px,
                picture=picture, fogged=values.fogged)
        problem = session.attempt(command)
        if problem is None and command.map_id is not None:
            self.controller.show_map(command.map_id)
            self.controller.report(
                self.tr("Map “{name}” made: {width} × {height} squares.").format(
                    name=values.name.strip(), width=values.width, height=values.height))
        return problem

    # --- renaming and deleting ----------------------------------------------------------------
    def open_rename(self) -> None:
        session, map_id = self.controller.session, self.controller.map_id()
        if session is None or map_id is None:
            return
        try:
            name = map_view(session.model, map_id).name
        except KeyError:
            return
        dialog = named(QInputDialog(self.panel), "rename_map_dialog")
        dialog.setWindowTitle(self.tr("Rename map"))
        dialog.setLabelText(self.tr("New name for “{name}”:").format(name=name))
        dialog.setTextEchoMode(QLineEdit.EchoMode.Normal)
        dialog.setTextValue(name)
        dialog.textValueSelected.connect(lambda text: self.rename(map_id, text))
        self.dialog = open_modal(dialog)

    def rename(self, map_id: int, name: str) -> bool:
        return self._attempt(lambda session: map_commands.EditMap(session, map_id, name=name),
                             warn=self.tr("Map not renamed"))

    def ask_delete(self) -> QMessageBox | None:
        """Ask before deleting the map shown, naming what goes with it."""
        session, map_id = self.controller.session, self.controller.map_id()
        if session is None or map_id is None:
            return None
        view = map_view(session.model, map_id)
        parts = [self.tr("Delete the map “{name}”?").format(name=view.name)]
        if view.tokens:
            parts.append(self.tr("%n token(s) on it will be deleted with it.", "",
                                 len(view.tokens)))
        if view.background_image_id is not None:
            parts.append(self.tr("Its background picture will be deleted too."))
        parts.append(self.tr("Undo (Ctrl+Z) brings it all back."))
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Delete map"), " ".join(parts),
                          QMessageBox.StandardButton.Cancel, self.panel)
        box.setObjectName("delete_map_question")
        delete = box.addButton(self.tr("Delete map"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        delete.clicked.connect(lambda: self.delete(map_id))
        self.dialog = open_modal(box)
        return box

    def delete(self, map_id: int) -> bool:
        return self._attempt(lambda session: map_commands.DeleteMap(session, map_id),
                             self.tr("Map deleted. Undo (Ctrl+Z) brings it back."),
                             warn=self.tr("Map not deleted"))

    def _attempt(self, make: Callable[[CampaignSession], ModelCommand], done: str = "", *,
                 warn: str) -> bool:
        """Push ``make(session)``; say ``done``, or the refusal (in a box titled ``warn`` too)."""
        session = self.controller.session
        if session is None:
            return False
        problem = self.controller.attempt(make(session), done)
        if problem is not None:
            box = QMessageBox(QMessageBox.Icon.Warning, warn, problem,
                              QMessageBox.StandardButton.Ok, self.panel)
            self.dialog = open_modal(box)
        return problem is None
