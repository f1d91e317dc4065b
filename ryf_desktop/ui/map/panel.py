"""The map panel: the map chooser and the tool bars over the map view; layout and the wiring of
its actions to the :class:`MapController` and the tools (:mod:`~ryf_desktop.ui.map.tools`)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import (
    QObject,
    QPoint,
    QPointF,
    QRectF,
    QSettings,
    QSignalBlocker,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMenu,
    QMessageBox,
    QSpinBox,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.catalog import load_catalog
from ryf_desktop.rules.attacks import Ranges
from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.rules.map_features import SegmentKind
from ryf_desktop.session import map_commands
from ryf_desktop.session.command import CommandError
from ryf_desktop.session.map_queries import TokenView
from ryf_desktop.ui.busy import run_busy
from ryf_desktop.ui.common import SessionSource
from ryf_desktop.ui.common.widgets import fill, named, open_modal, text_label
from ryf_desktop.ui.map import placing
from ryf_desktop.ui.map.controller import MapController
from ryf_desktop.ui.map.flow_rows import FlowRows
from ryf_desktop.ui.map.map_prep import CalibrationDialog, MapPrep, NewMapDialog, make_action
from ryf_desktop.ui.map.tools import (
    CalibrateTool,
    DoorTool,
    MoveTool,
    PaintTool,
    RulerTool,
    context_menu,
)
from ryf_desktop.ui.map.view import MapTool, MapView
from ryf_desktop.ui.map.wall_tools import LineEraserTool, LineTool

GRID_KEY = "map/grid"
COORDINATES_KEY = "map/coordinates"
AUTO_REVEAL_KEY = "map/auto_reveal"
BRUSH_KEY = "map/brush_radius"
WEAPON_CHOOSER_CHARS = 18

SELECT = "select"
WALLS = "walls"
DIFFICULT = "difficult"
DOORS = "doors"
FOG_HIDE = "fog_hide"
FOG_REVEAL = "fog_reveal"
RULER = "ruler"
WALL_LINES = "wall_lines"
DOOR_LINES = "door_lines"
LINE_ERASER = "line_eraser"
CALIBRATE = "calibrate"


def chooser(name: str, chars: int) -> QComboBox:
    """A combo box named ``name``, ``chars`` characters wide whatever it holds."""
    adjust = QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
    return named(QComboBox(minimumContentsLength=chars, sizeAdjustPolicy=adjust), name)


def menu_of(parent: QWidget, title: str, name: str, *entries: QAction | QMenu | None) -> QMenu:
    """A menu of ``entries`` (None: a separator)."""
    menu = named(QMenu(title, parent), name)
    for entry in entries:
        if entry is None:
            menu.addSeparator()
        elif isinstance(entry, QMenu):
            menu.addMenu(entry)
        else:
            menu.addAction(entry)
    return menu


class PlayersScreen(Protocol):
    """Where "Show players this" goes (the table screen's state)."""

    def set_map_id(self, map_id: int | None) -> None: ...

    def set_area(self, area: QRectF | None) -> None: ...


class MapPanel(QWidget):
    """The battlemap in the main window's centre. ``status_message(text)`` carries what the
    status line should say (refusals included)."""

    status_message = Signal(str)

    def __init__(self, sessions: SessionSource | None = None, *,
                 settings: QSettings | None = None, rng: RandomSource | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("map_panel")
        self.settings = settings if settings is not None else QSettings()
        self.view = MapView()
        self.controller = MapController(self.view, rng=rng, parent=self)
        self.controller.status_message.connect(self.status_message)
        self.dialog: QWidget | None = None

        self._build_tool_actions()
        self.controller.ask_squares = self._ask_squares
        # One calibration, answered or not (or Escape), and the GM is back to moving tokens.
        self.tools[CALIBRATE].finished.connect(self._calibration_ended)
        self._build_map_actions()
        self.prep = MapPrep(self, self.controller, self.settings, self.view.viewport())
        self.bars = MapPanelBars(self)
        self._bars_width = self.bars.minimum_width()

        # The bars wrap onto more rows where the map is narrow (a 1366 px laptop with the docks).
        layout = fill(QVBoxLayout(self), FlowRows([*self.bars.bars, self.where]), (self.view, 1),
                      margin=0)
        layout.setSpacing(0)

        self.view.catalog_dropped.connect(partial(placing.drop_catalog_entry, self.controller))
        self.view.character_dropped.connect(partial(placing.drop_character, self.controller))
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._context_menu)
        self.view.hovered.connect(self._hovered)
        self.controller.maps_listed.connect(self._fill_map_chooser)
        self.controller.map_changed.connect(self._map_shown)
        self.choose_tool(SELECT)
        self.controller.follow(sessions)
        self._map_shown(self.controller.map_id())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        # In the window the docks never squeeze the map below its tool rows (no tool folds into
        # a "»"); a hint, not a minimum, so the panel alone may still be made smaller.
        hint = super().minimumSizeHint()
        return QSize(max(hint.width(), self._bars_width), hint.height())

    # --- building -----------------------------------------------------------------------------
    def _build_map_actions(self) -> None:
        """The map's actions and widgets; :class:`MapPanelBars` lays them out."""
        self.map_chooser = chooser("map_chooser", 18)
        self.map_chooser.activated.connect(self._map_chosen)
        self.new_map_action = make_action(self, self.tr("New map…"),
                                          self.tr("Make a new map of a size in squares"),
                                          triggered=self.open_new_map_dialog)
        self.background_action = make_action(
            self, self.tr("Background…"),
            self.tr("Put a picture (PNG, JPEG or WebP) under the grid"),
            triggered=self.choose_background)

        # The calibrate tool itself, named for what it asks (it is on no row of tools).
        self.calibrate_drag_action = self.tool_actions[CALIBRATE]
        self.calibrate_numbers_action = make_action(
            self, self.tr("By numbers…"), self.tr("Type the square size and offset in the picture"),
            triggered=self.open_calibration_dialog)
        self.clear_background_action = make_action(
            self, self.tr("Remove background"),
            self.tr("Take the picture away from under the grid"),
            triggered=lambda: self.controller.on_map(map_commands.ClearBackground))
        self.calibrate_menu = menu_of(self, self.tr("Calibrate"), "", self.calibrate_drag_action,
                                      self.calibrate_numbers_action, None,
                                      self.clear_background_action)
        self.calibrate_menu.setToolTipsVisible(True)

        self.grid_action = make_action(self, self.tr("Grid"), self.tr("Show or hide the grid"),
                                       shortcut="G", toggled=self.controller.set_grid_shown,
                                       kept=(self.settings, GRID_KEY, True))
        self.coordinates_action = make_action(
            self, self.tr("Coordinates"), self.tr("Number the columns and rows along the edges"),
            toggled=self.view.set_coordinates_shown, kept=(self.settings, COORDINATES_KEY, True))
        self.fit_action = make_action(self, self.tr("Fit"), self.tr("Show the whole map"),
                                      shortcut="0", triggered=self.view.fit_map)
        self.zoom_selection_action = make_action(
            self, self.tr("Zoom to selection"), self.tr("Show the selected tokens up close"),
            shortcut="Z", triggered=self._zoom_to_selection)
        self.players_action = make_action(
            self, self.tr("Show this to the players"),
            self.tr("The table screen shows the part of the map in view here"),
            triggered=self.controller.show_players_this)
        where = self.where = text_label(name="hovered_square")
        where.setMinimumWidth(where.fontMetrics().horizontalAdvance("Column 000, row 000"))

    # Layout code, longer than 80 lines on purpose: the actions in the order the toolbars show.
    def _build_tool_actions(self) -> None:
        """The tools (one checked at a time), their options, the fog's actions and Delete."""
        self.tool_group = QActionGroup(self)  # exclusive: one tool at a time
        self.tool_actions: dict[str, QAction] = {}
        self.tools: dict[str, MapTool] = {}
        owner = self.controller
        self.move_tool, self.ruler = MoveTool(owner), RulerTool(owner)
        specs: tuple[tuple[str, MapTool, str, str, str | None], ...] = (
            (SELECT, self.move_tool, self.tr("Move"),
             self.tr("Select and move tokens; Alt-drag moves anyway"), "V"),
            (WALLS, PaintTool(owner, "walls", on=True), self.tr("Walls"),
             self.tr("Paint walls and obstacles"), "W"),
            (DIFFICULT, PaintTool(owner, "difficult", on=True), self.tr("Difficult"),
             self.tr("Paint difficult terrain (costs double)"), "T"),
            (DOORS, DoorTool(owner), self.tr("Doors"),
             self.tr("Click to put a door, or to open or close one"), "D"),
            (FOG_HIDE, PaintTool(owner, "fog", on=True), self.tr("Hide"),
             self.tr("Cover squares with fog of war"), "H"),
            (FOG_REVEAL, PaintTool(owner, "fog", on=False), self.tr("Reveal"),
             self.tr("Clear fog of war from squares"), "E"),
            (RULER, self.ruler, self.tr("Ruler"),
             self.tr("Measure from square to square"), "R"),
            (WALL_LINES, LineTool(owner, SegmentKind.WALL), self.tr("Wall lines"),
             self.tr("Drag to draw a thin wall from corner to corner; Shift draws a free line"),
             "L"),
            (DOOR_LINES, LineTool(owner, SegmentKind.DOOR), self.tr("Door lines"),
             self.tr("Drag to draw a door on a line; click a door to open or close it"), "P"),
            (LINE_ERASER, LineEraserTool(owner), self.tr("Erase lines"),
             self.tr("Drag over thin walls and doors to erase them"), "X"),
            (CALIBRATE, CalibrateTool(owner), self.tr("Drag across squares"),
             self.tr("Drag across a number of squares drawn on the picture, then say how many"),
             None),
        )
        for key, tool, text, tip, shortcut in specs:
            self.tools[key] = tool
            action = make_action(self, text, tip, shortcut=shortcut, checkable=True,
                                 triggered=partial(self.choose_tool, key))
            action.setData(key)
            self.tool_group.addAction(action)
            self.tool_actions[key] = action

        self.rectangle_action = make_action(
            self, self.tr("Rectangle"), self.tr("Paint a rectangle instead of brushing"),
            toggled=self._shape_changed)
        self.erase_action = make_action(
            self, self.tr("Erase"), self.tr("Take walls, difficult terrain or doors away"),
            toggled=self._shape_changed)
        self.brush_size = named(QSpinBox(minimum=0, maximum=6, prefix=self.tr("Brush ")),
                                "brush_size", self.tr("Brush radius in squares (0: one square)"))
        radius = self.settings.value(BRUSH_KEY, 0)
        self.brush_size.setValue(int(radius) if isinstance(radius, int | str) and str(
            radius).isdigit() else 0)
        self.brush_size.valueChanged.connect(self._shape_changed)
        # Filled by MapPanelBars: the tool bar actions of the paint and ruler options.
        self.paint_options: list[QAction] = []
        self.ruler_options: list[QAction] = []
        self.calibrate_options: list[QAction] = []
        # On the tool row while calibrating: the mode the mouse is in, and how to leave it.
        self.calibrating_label = text_label(self.tr("Calibrating · Esc ends"), "calibrating_label")
        self.calibrating_label.setStyleSheet("font-weight: bold; color: #8e24aa")
        self.weapon_label = QLabel(self.tr("Weapon:") + " ")
        # As wide as the longest weapon's name, before the list is filled: the row keeps its room.
        self.weapon_chooser = chooser("weapon_chooser", WEAPON_CHOOSER_CHARS)
        self.weapon_chooser.addItem(self.tr("No weapon"), None)
        self.weapon_chooser.currentIndexChanged.connect(self._weapon_chosen)

        self.reveal_action = make_action(
            self, self.tr("Reveal from sight"),
            self.tr("Clear the fog the player characters see (or the selected tokens)"),
            shortcut="S", triggered=self.controller.reveal_from_sight)
        self.auto_reveal_action = make_action(
            self, self.tr("After every move"), self.tr("Reveal from sight after every move"),
            toggled=self._auto_reveal_toggled, kept=(self.settings, AUTO_REVEAL_KEY, False))
        self.delete_action = make_action(self, self.tr("Delete token"),
                                         self.tr("Take the selected tokens off the map"),
                                         shortcut="Del", triggered=self.delete_selected)

    def follow_table_screen(self, screen: PlayersScreen) -> None:
        """Send "Show players this" to ``screen``: the map shown here and the area in view."""

        def show(map_id: int, area: QRectF) -> None:
            screen.set_map_id(map_id)
            screen.set_area(area)

        self.controller.players_area_requested.connect(show)

    # --- tools --------------------------------------------------------------------------------
    def choose_tool(self, key: str) -> None:
        tool = self.tools[key]
        self.tool_actions[key].setChecked(True)
        self.view.set_tool(tool)
        rectangle, brush, erase = self.paint_options
        shown = {erase: isinstance(tool, PaintTool | DoorTool)}
        shown |= dict.fromkeys((rectangle, brush), isinstance(tool, PaintTool))
        shown |= dict.fromkeys(self.ruler_options, isinstance(tool, RulerTool))
        shown |= dict.fromkeys(self.calibrate_options, isinstance(tool, CalibrateTool))
        for action, visible in shown.items():
            action.setVisible(visible)
        if isinstance(tool, RulerTool):
            self._fill_weapons()
        self._shape_changed()
        if isinstance(tool, CalibrateTool):
            self.status_message.emit(self.tr(
                "Drag across a number of squares drawn on the background picture; then say how "
                "many. Escape ends calibrating."
            ))

    def _calibration_ended(self) -> None:
        if self.view.tool is self.tools[CALIBRATE]:
            self.choose_tool(SELECT)

    def _shape_changed(self, *_: object) -> None:
        self.settings.setValue(BRUSH_KEY, self.brush_size.value())
        for tool in self.tools.values():
            if isinstance(tool, PaintTool):
                tool.rectangle = self.rectangle_action.isChecked()
                tool.radius = self.brush_size.value()
                # Erasing fog is Reveal: the fog tools keep their own sense.
                tool.erase = self.erase_action.isChecked() and tool.layer != "fog"
            elif isinstance(tool, DoorTool):
                tool.erase = self.erase_action.isChecked()

    def _fill_weapons(self) -> None:
        if self.weapon_chooser.count() > 1:
            return
        session = self.controller.session
        setting = session.setting if session is not None else None
        for name, ranges in load_catalog().ranged_weapons(setting):
            self.weapon_chooser.addItem(f"{name} ({ranges})", ranges)

    def _weapon_chosen(self) -> None:
        ranges = self.weapon_chooser.currentData()
        self.ruler.set_ranges(ranges if isinstance(ranges, Ranges) else None)

    # --- maps ---------------------------------------------------------------------------------
    def _fill_map_chooser(self) -> None:
        chooser = self.map_chooser
        with QSignalBlocker(chooser):
            chooser.clear()
            for summary in self.controller.map_list:
                chooser.addItem(self.tr("{name} ({width}×{height})").format(
                    name=summary.name, width=summary.width, height=summary.height), summary.id)
            chooser.setCurrentIndex(max(0, chooser.findData(self.controller.map_id())))
        self._enable()

    def _map_chosen(self, index: int) -> None:
        map_id = self.map_chooser.itemData(index)
        if isinstance(map_id, int):
            self.controller.show_map(map_id)

    def _map_shown(self, map_id: object) -> None:
        # A calibration begun on one map never goes on on the next.
        self._calibration_ended()
        position = self.map_chooser.findData(map_id)
        if position >= 0:
            self.map_chooser.setCurrentIndex(position)
        self._enable()

    def _enable(self) -> None:
        has_session = self.controller.session is not None
        writable = self.controller.writable()
        has_map = self.controller.scene is not None
        self.map_chooser.setEnabled(has_session and bool(self.controller.map_list))
        self.new_map_action.setEnabled(writable)
        for action in (self.background_action, self.calibrate_drag_action,
                       self.calibrate_numbers_action, self.clear_background_action,
                       self.reveal_action, self.delete_action):
            action.setEnabled(writable and has_map)
        for key, action in self.tool_actions.items():
            action.setEnabled(has_map and (writable or key in (SELECT, RULER)))
        for action in (self.fit_action, self.zoom_selection_action, self.players_action):
            action.setEnabled(has_map)
        self.prep.enable(writable, has_map)

    def open_new_map_dialog(self) -> NewMapDialog:
        dialog = NewMapDialog(self.prep.new_map, self)
        self.dialog = open_modal(dialog)
        return dialog

    def open_calibration_dialog(self) -> CalibrationDialog | None:
        scene = self.controller.scene
        data = None if scene is None else scene.view_data
        if data is None:
            return None
        values = (data.image_scale, *data.image_offset)
        dialog = CalibrationDialog(self.controller.calibrate, values, self)
        self.dialog = open_modal(dialog)
        return dialog

    def choose_background(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Background picture"), "",
            self.tr("Pictures (*.png *.jpg *.jpeg *.webp);;All files (*)"),
        )
        if path:
            self.import_background(Path(path))

    def import_background(self, path: Path) -> str | None:
        """Set ``path`` as the background; a refusal is shown in a message box too. The
        picture is read and proved whole on a worker thread (a busy dialog if it takes long)."""
        try:
            picture = run_busy(self, self.tr("Reading the picture “{name}”…").format(
                name=path.name), lambda: map_commands.read_background(path))
        except CommandError as error:
            problem: str | None = str(error)
            self.controller.report(str(error))
        else:
            done = self.tr("Background set. Drag across squares of the image with “Calibrate” "
                           "to line the grid up with it.")
            problem = self.controller.on_map(map_commands.SetBackground, path, picture,
                                             done_text=done)
        if problem is not None:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Background not set"), problem,
                              QMessageBox.StandardButton.Ok, self)
            self.dialog = open_modal(box)
        return problem

    def _ask_squares(self) -> int | None:
        squares, ok = QInputDialog.getInt(
            self, self.tr("Calibrate the background"),
            self.tr("How many squares did you drag across?"), 5, 1, 1000,
        )
        return squares if ok else None

    # --- toggles ------------------------------------------------------------------------------
    def _auto_reveal_toggled(self, on: bool) -> None:
        self.controller.auto_reveal = on

    def _zoom_to_selection(self) -> None:
        if not self.view.zoom_to_selection():
            self.status_message.emit(self.tr("Select one or more tokens first."))

    def _hovered(self, square: object) -> None:
        if isinstance(square, tuple):
            self.where.setText(self.tr("Column {x}, row {y}").format(
                x=square[0] + 1, y=square[1] + 1))
        else:
            self.where.clear()

    # --- tokens -------------------------------------------------------------------------------
    def delete_selected(self) -> None:
        scene = self.controller.scene
        if scene is None:
            return
        for item in scene.selected_tokens():
            self.controller.delete_token(item.token_id)

    def _context_menu(self, point: QPoint) -> None:
        menu = self.context_menu(self.view.mapToScene(point))
        if menu is not None:
            menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            menu.popup(self.view.viewport().mapToGlobal(point))

    def context_menu(self, scene_pos: QPointF) -> QMenu | None:
        """The menu for the token (or door) at a scene point; None when there is nothing."""
        return context_menu(self.controller, self, scene_pos, self._move_anyway)

    def _move_anyway(self, token: TokenView) -> None:
        self.move_tool.override_token = token.id
        self.choose_tool(SELECT)
        self.status_message.emit(self.tr(
            "Drag {name} where it should go: this move ignores the movement rules and "
            "is logged as an override.").format(name=token.name))


# The map tools, grouped (a separator between groups); the fog's tools have a bar of their own.
TOOL_GROUPS = (("select", "ruler"), ("walls", "difficult", "doors"),
               ("wall_lines", "door_lines", "line_eraser"))
FOG_TOOLS = ("fog_hide", "fog_reveal")


def bar_button(name: str, menu: QMenu, action: QAction | None = None, text: str = "",
               tip: str = "") -> QToolButton:
    """A tool bar button that does ``action`` when clicked and opens ``menu`` from its arrow;
    without an action, a button named ``text`` that opens ``menu``."""
    button = named(QToolButton(), name, tip)
    if action is None:
        button.setText(text)
    else:
        button.setDefaultAction(action)
    button.setMenu(menu)
    button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup if action is None
                        else QToolButton.ToolButtonPopupMode.MenuButtonPopup)
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    return button


class MapPanelBars(QObject):
    """The panel's tool bar rows and their menus, laid out so that they fit: no action in an
    unnamed "»". The bars wrap where the map is narrow (:class:`FlowRows`), each at its full
    width, so the panel needs only its widest bar (:meth:`minimum_width`)."""

    def __init__(self, panel: MapPanel) -> None:
        super().__init__(panel)
        self.panel = panel
        self.map_bar = named(QToolBar(self.tr("Map")), "map_bar")
        self.tool_bar = named(QToolBar(self.tr("Map tools")), "map_tools")
        # The fog's tools and the options of the tool in hand share a bar: a bar of options alone
        # (empty while moving) showed Qt's "»" once options appeared in it.
        self.fog_bar = named(QToolBar(self.tr("Fog and tool options")), "map_fog_bar")
        self.bars = (self.map_bar, self.tool_bar, self.fog_bar)
        for bar in self.bars:
            bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            bar.setMovable(False)
        self._fill_map_bar()
        self._fill_tool_bar()

    # --- row one ------------------------------------------------------------------------------
    def _fill_map_bar(self) -> None:
        panel, bar, prep = self.panel, self.map_bar, self.panel.prep
        bar.addWidget(QLabel(self.tr("Map:") + " "))
        bar.addWidget(panel.map_chooser)
        self.map_menu = menu_of(
            panel, self.tr("Map"), "map_menu", panel.new_map_action, prep.rename_action,
            prep.delete_action, None, panel.background_action, panel.calibrate_menu, None,
            prep.cover_action, prep.reveal_all_action, None, panel.delete_action)
        bar.addWidget(bar_button("map_menu_button", self.map_menu, text=self.tr("Map"),
                                 tip=self.tr("New map, background picture, calibration, tokens")))
        self.view_menu = menu_of(
            panel, self.tr("View"), "map_view_menu", panel.grid_action, panel.coordinates_action,
            prep.light_radii_action, None, panel.fit_action, panel.zoom_selection_action)
        bar.addWidget(bar_button("map_view_menu_button", self.view_menu, text=self.tr("View"),
                                 tip=self.tr("Grid, coordinates, light radii and zoom")))
        bar.addSeparator()
        self.table_menu = menu_of(panel, self.tr("Table screen"), "map_table_menu")
        self.players_button = bar_button("players_button", self.table_menu, panel.players_action)
        bar.addWidget(self.players_button)

    def add_table_screen_actions(self, actions: Iterable[QAction]) -> None:
        """Offer the table screen's own actions (open it, blackout) under "Show this…"'s arrow."""
        for action in actions:
            if action not in self.table_menu.actions():
                self.table_menu.addAction(action)

    # --- row two ------------------------------------------------------------------------------
    def _fill_tool_bar(self) -> None:
        panel, bar = self.panel, self.tool_bar
        for index, group in enumerate(TOOL_GROUPS):
            if index:
                bar.addSeparator()
            for key in group:
                bar.addAction(panel.tool_actions[key])
        self.fog_menu = menu_of(
            panel, self.tr("Reveal from sight"), "map_fog_menu", panel.auto_reveal_action, None,
            panel.prep.cover_action, panel.prep.reveal_all_action)
        bar = self.fog_bar
        for key in FOG_TOOLS:
            bar.addAction(panel.tool_actions[key])
        bar.addWidget(bar_button("reveal_button", self.fog_menu, panel.reveal_action))
        bar.addSeparator()
        # The options of the tool in hand; the panel shows only those of the chosen tool.
        panel.paint_options = [
            bar.addAction(panel.rectangle_action) or panel.rectangle_action,
            bar.addWidget(panel.brush_size),
            bar.addAction(panel.erase_action) or panel.erase_action,
        ]
        panel.ruler_options = [bar.addWidget(panel.weapon_label),
                               bar.addWidget(panel.weapon_chooser)]
        panel.calibrate_options = [bar.addWidget(panel.calibrating_label)]

    # --- room ---------------------------------------------------------------------------------
    def minimum_width(self) -> int:
        """The width the widest bar needs, with the options of every tool shown."""
        panel = self.panel
        options = [*panel.paint_options, *panel.ruler_options, *panel.calibrate_options]
        shown = [action.isVisible() for action in options]
        # Qt's tool bar lays its hidden options out too when it decides whether it has run out
        # of room: the bar keeps the width of all of them, or they fold behind a "»".
        for action in options:
            action.setVisible(True)
        self.fog_bar.setMinimumWidth(self.fog_bar.sizeHint().width())
        for action, visible in zip(options, shown, strict=True):
            action.setVisible(visible)
        widths = [bar.sizeHint().width() for bar in self.bars]
        return max(*widths, panel.where.minimumWidth(), self.fog_bar.minimumWidth())
