"""The main window: a thin frame that holds the menus, the status bar, the map area and the docks.

Each later feature (sheet, combat, catalog) adds itself with ``add_dock``; the window only places
docks, remembers where the game master put them, and offers the View menu to show, hide and reset
them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QByteArray, QSettings, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
    QWidget,
)

from ryf_desktop import __version__
from ryf_desktop.ui.dice.roller import DiceRoller

GEOMETRY_KEY = "main_window/geometry"
STATE_KEY = "main_window/state"
# Bump when the set or placement of docks changes so an old saved layout is not forced on new docks.
STATE_VERSION = 1
DEFAULT_SIZE = (1280, 800)
DICE_DOCK_WIDTH = 440


class RandomSource(Protocol):
    def randint(self, a: int, b: int, /) -> int: ...


class MainWindow(QMainWindow):
    """The game master's window. ``closed`` is emitted once the window has closed."""

    closed = Signal()

    def __init__(
        self,
        settings: QSettings,
        *,
        rng: RandomSource | None = None,
        campaign_file: Path | None = None,
        persist_layout: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._persist_layout = persist_layout
        # Opening campaigns comes with the storage issue; keep the path given on the command line.
        self.campaign_file = campaign_file
        self._docks: dict[str, QDockWidget] = {}
        self._default_areas: dict[str, Qt.DockWidgetArea] = {}

        self.setObjectName("main_window")
        self.setWindowTitle(self.tr("RyF Desktop"))
        self.setDockOptions(
            QMainWindow.DockOption.AnimatedDocks
            | QMainWindow.DockOption.AllowNestedDocks
            | QMainWindow.DockOption.AllowTabbedDocks
        )
        self.setCentralWidget(self._empty_map_area())
        self._build_menus()
        self.statusBar().showMessage(self.tr("No campaign open"))

        self.dice_roller = DiceRoller(rng=rng)
        self.add_dock(
            "dice", self.tr("Dice"), self.dice_roller, Qt.DockWidgetArea.RightDockWidgetArea
        )

        self.resize(*DEFAULT_SIZE)
        self.resizeDocks([self.dock("dice")], [DICE_DOCK_WIDTH], Qt.Orientation.Horizontal)
        self.restore_layout()

    # --- frame --------------------------------------------------------------------------------
    def _empty_map_area(self) -> QWidget:
        label = QLabel(self.tr("Open a campaign to see its map"))
        label.setObjectName("empty_map_area")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        font = label.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        label.setFont(font)
        return label

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu(self.tr("&File"))
        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Quit))
        if self.quit_action.shortcut().isEmpty():
            self.quit_action.setShortcut(QKeySequence(self.tr("Ctrl+Q")))
        self.quit_action.setStatusTip(self.tr("Close RyF Desktop"))
        self.quit_action.triggered.connect(self.close)
        self.file_menu.addAction(self.quit_action)

        self.view_menu = bar.addMenu(self.tr("&View"))
        self._dock_toggles_end = self.view_menu.addSeparator()
        self.reset_layout_action = QAction(self.tr("&Reset layout"), self)
        self.reset_layout_action.setStatusTip(self.tr("Put every panel back where it started"))
        self.reset_layout_action.triggered.connect(self.reset_layout)
        self.view_menu.addAction(self.reset_layout_action)

        self.help_menu = bar.addMenu(self.tr("&Help"))
        self.about_action = QAction(self.tr("&About RyF Desktop"), self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        self.help_menu.addAction(self.about_action)

    # --- docks --------------------------------------------------------------------------------
    def add_dock(
        self,
        name: str,
        title: str,
        widget: QWidget,
        area: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea,
    ) -> QDockWidget:
        """Place ``widget`` in a dock called ``name`` (stable: it keys the saved layout)."""
        if name in self._docks:
            msg = f"a dock named {name!r} is already in the window"
            raise ValueError(msg)
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock_{name}")
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        self._docks[name] = dock
        self._default_areas[name] = area
        toggle = dock.toggleViewAction()
        toggle.setStatusTip(self.tr("Show or hide the {title} panel").format(title=title))
        self.view_menu.insertAction(self._dock_toggles_end, toggle)
        return dock

    def dock(self, name: str) -> QDockWidget:
        return self._docks[name]

    def dock_names(self) -> tuple[str, ...]:
        return tuple(self._docks)

    def reset_layout(self) -> None:
        for name, dock in self._docks.items():
            dock.setFloating(False)
            self.addDockWidget(self._default_areas[name], dock)
            dock.show()

    # --- remembered layout --------------------------------------------------------------------
    def restore_layout(self) -> None:
        geometry = self._settings.value(GEOMETRY_KEY)
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        state = self._settings.value(STATE_KEY)
        if isinstance(state, QByteArray) and not state.isEmpty():
            self.restoreState(state, STATE_VERSION)

    def save_layout(self) -> None:
        self._settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self._settings.setValue(STATE_KEY, self.saveState(STATE_VERSION))
        self._settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if self._persist_layout:
            self.save_layout()
        super().closeEvent(event)
        if event.isAccepted():
            self.closed.emit()

    # --- help ---------------------------------------------------------------------------------
    def about_text(self) -> str:
        return self.tr(
            "<h3>RyF Desktop {version}</h3>"
            "<p>A virtual tabletop for game masters of <i>RyF (Rápido y Fácil)</i>: "
            "character sheets, a catalog of monsters and gear, a battlemap and the combat round, "
            "on one laptop.</p>"
            "<p>RyF is a free role-playing system by Miguel Ángel Zarza, under CC BY-SA.</p>"
            "<p>RyF Desktop is free software under the GNU GPL, version 3 or later.</p>"
        ).format(version=__version__)

    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About RyF Desktop"), self.about_text())
