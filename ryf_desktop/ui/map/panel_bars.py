"""The map panel's two tool bar rows, laid out so that they fit: no action in an unnamed "»".

Row one holds the map chooser, the "Map" and "View" menus (the rarely used actions: new map,
background, calibration, grid, fit, …) and "Show this to the players", whose arrow holds the
table screen's actions. Then the tools used all evening, the fog's and the options of the tool in
hand, each group a bar of its own. The bars wrap onto a new row where the map is narrow
(:mod:`~ryf_desktop.ui.map.flow_rows`), each at its full width, so no bar folds a tool into the
extension button and the panel needs only its widest bar (:meth:`MapPanelBars.minimum_width`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QLabel, QMenu, QSpinBox, QToolBar, QToolButton, QWidget

from ryf_desktop.ui.common.widgets import named

if TYPE_CHECKING:
    from ryf_desktop.ui.map.map_prep import MapPrep

# The map tools, grouped (a separator between groups); the fog's tools have a bar of their own.
TOOL_GROUPS = (("select", "ruler"), ("walls", "difficult", "doors"),
               ("wall_lines", "door_lines", "line_eraser"))
FOG_TOOLS = ("fog_hide", "fog_reveal")


def bar_button(name: str, menu: QMenu, action: QAction | None = None, text: str = "",
               tip: str = "") -> QToolButton:
    """A tool bar button that does ``action`` when clicked and opens ``menu`` from its arrow;
    without an action, a button named ``text`` that opens ``menu``."""
    button = named(QToolButton(), name)
    if action is None:
        button.setText(text)
        button.setToolTip(tip)
    else:
        button.setDefaultAction(action)
    button.setMenu(menu)
    button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup if action is None
                        else QToolButton.ToolButtonPopupMode.MenuButtonPopup)
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    return button


class BarParts(Protocol):
    """The map panel's actions and widgets the bars hold
    (:class:`~ryf_desktop.ui.map.panel.MapPanel` has them); the bars fill in the three lists of
    tool options."""

    prep: MapPrep
    map_chooser: QComboBox
    where: QLabel
    new_map_action: QAction
    background_action: QAction
    calibrate_menu: QMenu
    delete_action: QAction
    grid_action: QAction
    coordinates_action: QAction
    fit_action: QAction
    zoom_selection_action: QAction
    players_action: QAction
    tool_actions: dict[str, QAction]
    reveal_action: QAction
    auto_reveal_action: QAction
    rectangle_action: QAction
    erase_action: QAction
    brush_size: QSpinBox
    weapon_label: QLabel
    weapon_chooser: QComboBox
    calibrating_label: QLabel
    paint_options: list[QAction]
    ruler_options: list[QAction]
    calibrate_options: list[QAction]


class MapPanelBars(QObject):
    """The rows and their menus; :attr:`map_bar` and :attr:`tool_bar` go over the map view."""

    def __init__(self, panel: BarParts, owner: QWidget) -> None:
        """``owner`` (the panel) parents the bars' menus."""
        super().__init__(owner)
        self.panel = panel
        self.owner = owner
        self.map_bar = named(QToolBar(self.tr("Map")), "map_bar")
        self.tool_bar = named(QToolBar(self.tr("Map tools")), "map_tools")
        self.fog_bar = named(QToolBar(self.tr("Fog and tool options")), "map_fog_bar")
        # The fog's tools and the options of the tool in hand share a bar: a bar of options alone
        # (empty while moving) showed Qt's "»" once options appeared in it.
        self.options_bar = self.fog_bar
        self.bars = (self.map_bar, self.tool_bar, self.fog_bar)
        for bar in self.bars:
            bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            bar.setMovable(False)
        self._fill_map_bar()
        self._fill_tool_bar()

    # --- row one ------------------------------------------------------------------------------
    def _menu(self, title: str, name: str, *entries: QAction | QMenu | None) -> QMenu:
        """A menu of ``entries`` (None: a separator), parented to the panel."""
        menu = named(QMenu(title, self.owner), name)
        for entry in entries:
            if entry is None:
                menu.addSeparator()
            elif isinstance(entry, QMenu):
                menu.addMenu(entry)
            else:
                menu.addAction(entry)
        return menu

    def _fill_map_bar(self) -> None:
        panel, bar, prep = self.panel, self.map_bar, self.panel.prep
        bar.addWidget(QLabel(self.tr("Map:") + " "))
        bar.addWidget(panel.map_chooser)
        self.map_menu = self._menu(
            self.tr("Map"), "map_menu", panel.new_map_action, prep.rename_action,
            prep.delete_action, None, panel.background_action, panel.calibrate_menu, None,
            prep.cover_action, prep.reveal_all_action, None, panel.delete_action)
        bar.addWidget(bar_button("map_menu_button", self.map_menu, text=self.tr("Map"),
                                 tip=self.tr("New map, background picture, calibration, tokens")))
        self.view_menu = self._menu(
            self.tr("View"), "map_view_menu", panel.grid_action, panel.coordinates_action,
            prep.light_radii_action, None, panel.fit_action, panel.zoom_selection_action)
        bar.addWidget(bar_button("map_view_menu_button", self.view_menu, text=self.tr("View"),
                                 tip=self.tr("Grid, coordinates, light radii and zoom")))
        bar.addSeparator()
        self.table_menu = self._menu(self.tr("Table screen"), "map_table_menu")
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
        self.fog_menu = self._menu(
            self.tr("Reveal from sight"), "map_fog_menu", panel.auto_reveal_action, None,
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
        """The width the widest bar needs, with the options of the widest tool in hand shown."""
        panel = self.panel
        options = [*panel.paint_options, *panel.ruler_options, *panel.calibrate_options]
        shown = [action.isVisible() for action in options]
        widths = [bar.sizeHint().width() for bar in self.bars]
        widths.append(panel.where.minimumWidth())
        for visible_set in (panel.paint_options, panel.ruler_options, panel.calibrate_options):
            for action in options:
                action.setVisible(action in visible_set)
            widths.append(self.options_bar.sizeHint().width())
        # Qt's tool bar lays its hidden options out too when it decides whether it has run out
        # of room: the bar keeps the width of all of them, or they fold behind a "»".
        for action in options:
            action.setVisible(True)
        self.options_bar.setMinimumWidth(self.options_bar.sizeHint().width())
        for action, visible in zip(options, shown, strict=True):
            action.setVisible(visible)
        return max(*widths, self.options_bar.minimumWidth())
