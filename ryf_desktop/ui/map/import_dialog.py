"""File → Import map… and Export map…: Universal VTT files from and to the map makers; and
:func:`install_map`, which puts the map panel in the main window with those two actions.

A file (chosen, or dropped on the map view) is checked first; a bad one is refused in a message
box naming the first bad field. A good one is previewed (:class:`MapImportDialog`: the picture
with its walls, doors and lights drawn over it, as the GM will get them) before the session
makes the map in one undoable step.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from pathlib import Path
from types import MappingProxyType

from PySide6.QtCore import QEvent, QLineF, QObject, QPointF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QDropEvent,
    QGuiApplication,
    QImage,
    QPainter,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLineEdit,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.rules.map_features import Segment, SegmentKind
from ryf_desktop.session.command import CommandError
from ryf_desktop.session.map_import import import_map, uvtt_of_map
from ryf_desktop.session.picture_reading import read_fitted
from ryf_desktop.storage.uvtt import (
    UVTT_SUFFIXES,
    UvttError,
    UvttMap,
    objects_blocking_movement,
    read_uvtt_file,
)
from ryf_desktop.ui.busy import run_busy
from ryf_desktop.ui.common.widgets import (
    InlineMessage,
    dialog_buttons,
    fill,
    named,
    open_modal,
    text_label,
)
from ryf_desktop.ui.map.panel import MapPanel
from ryf_desktop.ui.map.uvtt_messages import uvtt_message
from ryf_desktop.ui.window_parts import MapHost, make_action

STATUS_TIMEOUT_MS = 10_000
#: Largest side of the picture shown in the preview, in pixels.
PREVIEW_SIDE = 360

#: What each thing is drawn in (name: "#RRGGBB").
LEGEND_COLOURS: Mapping[str, str] = MappingProxyType({
    "wall": "#e53935",
    "object": "#1e88e5",
    "closed_door": "#ff9800",
    "open_door": "#43a047",
    "light": "#fdd835",
})
#: Line widths in preview pixels: walls and doors must read at 360 px for a 40-square map.
WALL_WIDTH = 2.0
DOOR_WIDTH = 3.5


def _pen(name: str, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    return QPen(QColor(LEGEND_COLOURS[name]), width, style, Qt.PenCapStyle.RoundCap)


def _segment_pen(segment: Segment) -> QPen:
    if segment.kind is not SegmentKind.DOOR:
        return _pen("object" if segment.kind is SegmentKind.OBJECT else "wall", WALL_WIDTH)
    if segment.closed:
        return _pen("closed_door", DOOR_WIDTH)
    return _pen("open_door", DOOR_WIDTH, Qt.PenStyle.DashLine)


def preview_with_features(preview: QImage, uvtt: UvttMap) -> QImage:
    """A copy of ``preview`` (the file's picture, scaled down) with the walls, doors and lights
    drawn where they stand on the picture; ``preview`` itself when it is null."""
    if preview.isNull() or uvtt.picture.width <= 0:
        return preview
    drawn = preview.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    scale = drawn.width() / uvtt.picture.width
    step = uvtt.pixels_per_grid * scale
    left, top = uvtt.image_offset[0] * scale, uvtt.image_offset[1] * scale

    def at(x: float, y: float) -> QPointF:
        return QPointF(left + x * step, top + y * step)

    painter = QPainter(drawn)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        # Walls under doors: a door drawn on a wall's line stays visible.
        order = {SegmentKind.WALL: 0, SegmentKind.OBJECT: 1, SegmentKind.DOOR: 2}
        for segment in sorted(uvtt.segments, key=lambda s: order.get(s.kind, 0)):
            painter.setPen(_segment_pen(segment))
            painter.drawLine(QLineF(at(segment.x1, segment.y1), at(segment.x2, segment.y2)))
        for light in uvtt.lights:
            painter.setPen(_pen("light", 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            centre = at(light.x, light.y)
            radius = light.radius * step
            painter.drawEllipse(centre, radius, radius)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(LEGEND_COLOURS["light"]))
            painter.drawEllipse(centre, 3.0, 3.0)
    finally:
        painter.end()
    return drawn


class MapImportDialog(QDialog):
    """The preview of a checked file (the picture with its walls, doors and lights drawn over
    it); ``submit(name, objects_block, fogged)`` makes the map and returns None, or the
    session's reason (the dialog then stays open and shows it)."""

    def __init__(self, uvtt: UvttMap, name: str, submit: Callable[[str, bool, bool], str | None],
                 parent: QWidget | None, preview: QImage) -> None:
        super().__init__(parent)
        self.setObjectName("map_import_dialog")
        self.setWindowTitle(self.tr("Import map"))
        self._submit = submit
        self.picture = text_label(name="preview_picture")
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture.setPixmap(QPixmap.fromImage(preview_with_features(preview, uvtt)))
        self.legend = text_label(self._legend_text(), "preview_legend", wrap=True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.name_edit = named(QLineEdit(name), "map_name")
        self.summary = text_label(self._summary_text(uvtt), "summary", wrap=True)
        self.objects_block = named(
            QCheckBox(self.tr("Objects block movement too (not only sight)")), "objects_block")
        self.objects_block.setEnabled(uvtt.count(SegmentKind.OBJECT) > 0)
        self.fogged = named(QCheckBox(self.tr("Start under &fog for the players")),
                            "import_fogged", self.tr("The table screen and the phones show "
                                                     "nothing of the map until you reveal it"))
        self.fogged.setChecked(True)
        self.problem = named(InlineMessage(), "problem")
        buttons = dialog_buttons(self, self.tr("Import"), accept=self._accepted)
        self.import_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name_edit)
        fill(
            QVBoxLayout(self), self.picture, self.legend, form, self.summary, self.objects_block,
            self.fogged, self.problem, buttons
        )

    def _summary_text(self, uvtt: UvttMap) -> str:
        closed = sum(1 for s in uvtt.segments if s.kind is SegmentKind.DOOR and s.closed)
        lines = [
            self.tr("%1 × %2 squares, %3 pixels a square (picture %4 × %5, format %6)")
            .replace("%1", str(uvtt.width)).replace("%2", str(uvtt.height))
            .replace("%3", f"{uvtt.pixels_per_grid:g}").replace("%4", str(uvtt.picture.width))
            .replace("%5", str(uvtt.picture.height)).replace("%6", f"{uvtt.format_version:g}"),
            self.tr("%n wall segment(s)", "", uvtt.count(SegmentKind.WALL)),
            self.tr("%n object outline segment(s) (block sight)", "",
                    uvtt.count(SegmentKind.OBJECT)),
            self.tr("%n door(s)", "", uvtt.count(SegmentKind.DOOR)) + " "
            + self.tr("({closed} closed)").format(closed=closed),
            self.tr("%n light(s)", "", len(uvtt.lights)),
        ]
        return "\n".join(lines)

    def _legend_text(self) -> str:
        def swatch(name: str, text: str) -> str:
            # Each swatch with its words on one line: a wrap never parts them.
            return (f'<span style="white-space:nowrap"><span style="color:'
                    f'{LEGEND_COLOURS[name]}">■</span>&nbsp;{html.escape(text)}</span>')

        return " &nbsp; ".join((
            swatch("wall", self.tr("walls")),
            swatch("object", self.tr("objects")),
            swatch("closed_door", self.tr("closed doors")),
            swatch("open_door", self.tr("open doors (dashed)")),
            swatch("light", self.tr("lights' reach")),
        ))

    def _accepted(self) -> None:
        problem = self._submit(self.name_edit.text(), self.objects_block.isChecked(),
                               self.fogged.isChecked())
        if problem is None:
            self.accept()
        else:
            self.problem.set_message(problem)


class MapFiles(QObject):
    """The File menu's map import and export, and files dropped on the map view."""

    def __init__(self, panel: MapPanel, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("map_files")
        self.panel = panel
        self.window = parent
        self.dialog: QDialog | QMessageBox | None = None
        self.import_action = make_action(
            self.tr("&Import map…"), parent, "import_map_action", triggered=self.choose_import,
            tip=self.tr("Make a map from a Universal VTT file (Dungeondraft, DungeonFog…)"))
        self.export_action = make_action(
            self.tr("E&xport map…"), parent, "export_map_action", triggered=self.choose_export,
            tip=self.tr("Write the map shown to a Universal VTT file"))
        panel.view.viewport().installEventFilter(self)

    def _filter(self) -> str:
        patterns = " ".join(f"*{suffix}" for suffix in UVTT_SUFFIXES)
        return self.tr("Universal VTT maps (%1);;All files (*)").replace("%1", patterns)

    # --- import --------------------------------------------------------------------------------
    def choose_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Import map"), "",
                                              self._filter())
        if path:
            self.import_file(Path(path))

    def import_file(self, path: Path) -> MapImportDialog | None:
        """Check ``path`` and open its preview; a refused file is said in a message box."""
        session = self.panel.controller.session
        if session is None:
            self._warn(self.tr("Open a campaign first."))
            return None
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            uvtt = read_uvtt_file(path)
        except UvttError as error:
            self._warn(uvtt_message(error, path.name))
            return None
        finally:
            QGuiApplication.restoreOverrideCursor()
        # Decoding a 16384² picture takes seconds: on a worker thread, scaled down while decoding
        # (a QImage, which a worker may make); a preview made proves the picture whole.
        preview = run_busy(self.window, self.tr("Reading the picture of “%1”…").replace(
            "%1", path.name), lambda: read_fitted(uvtt.image, QSize(PREVIEW_SIDE, PREVIEW_SIDE)))

        def submit(name: str, objects_block: bool, fogged: bool) -> str | None:
            chosen = objects_blocking_movement(uvtt) if objects_block else uvtt
            try:
                map_id = import_map(session, chosen, name, picture_proven=not preview.isNull(),
                                    fogged=fogged)
            except CommandError as error:
                return str(error)
            self.panel.controller.show_map(map_id)
            self.panel.controller.report(
                self.tr("Map “%1” imported from %2.").replace("%1", name.strip())
                .replace("%2", path.name)
            )
            return None

        dialog = MapImportDialog(uvtt, path.stem, submit, self.window, preview)
        self.dialog = open_modal(dialog)
        return dialog

    def _warn(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Map not imported"), text,
                          QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("map_import_refused")
        self.dialog = open_modal(box)
        self.panel.controller.report(text)

    # --- export --------------------------------------------------------------------------------
    def choose_export(self) -> None:
        if self.panel.controller.map_id() is None:
            self.panel.controller.report(self.tr("Make or choose a map first."))
            return
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Export map"), "",
                                              self._filter())
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> str | None:
        """Write the map shown to ``path`` (``.dd2vtt`` added); None when done, else why not."""
        session = self.panel.controller.session
        map_id = self.panel.controller.map_id()
        if session is None or map_id is None:
            return self.tr("Make or choose a map first.")
        if path.suffix.lower() not in UVTT_SUFFIXES:
            path = path.with_name(path.name + ".dd2vtt")
        try:
            path.write_bytes(uvtt_of_map(session.model, map_id))
        except (OSError, KeyError) as error:
            reason = getattr(error, "strerror", None) or str(error)
            problem = self.tr("The map was not exported to “%1” (%2).").replace(
                "%1", path.name).replace("%2", reason)
            self.panel.controller.report(problem)
            return problem
        self.panel.controller.report(self.tr("Map exported to %1.").replace("%1", str(path)))
        return None

    # --- drops ---------------------------------------------------------------------------------
    @staticmethod
    def dropped_map_file(event: QDropEvent) -> Path | None:
        """The Universal VTT file a drag carries, if it carries one."""
        mime = event.mimeData()
        if mime is None or not mime.hasUrls():
            return None
        for url in mime.urls():
            if url.isLocalFile() and Path(url.toLocalFile()).suffix.lower() in UVTT_SUFFIXES:
                return Path(url.toLocalFile())
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        # Entering, moving over and dropping on the view: each a QDropEvent.
        if not isinstance(event, QDropEvent) or (path := self.dropped_map_file(event)) is None:
            return super().eventFilter(watched, event)
        event.acceptProposedAction()
        if event.type() == QEvent.Type.Drop:
            self.import_file(path)
        return True


def install_map(window: MapHost, *, rng: RandomSource | None = None) -> MapPanel:
    """Make the map panel, put it in ``window``'s map area, follow ``window.campaign``, and
    show its messages (refusals included) on the window's status line."""
    panel = MapPanel(window.campaign, rng=rng)
    window.set_map_area(panel)
    status = window.statusBar()
    panel.status_message.connect(lambda text: status.showMessage(text, STATUS_TIMEOUT_MS))
    # File → Import map… / Export map… after the campaigns, and map files dropped on the view
    # (kept by the window).
    files = MapFiles(panel, window.window())
    menu = window.file_menu
    separators = [action for action in menu.actions() if action.isSeparator()]
    if separators:
        menu.insertActions(separators[0], [files.import_action, files.export_action])
    else:
        menu.addActions([files.import_action, files.export_action])
    menu.insertSeparator(files.import_action)
    return panel
