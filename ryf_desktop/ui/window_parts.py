"""The parts of the GM's window a feature's installer may use, each a small protocol: installers
never name :class:`~ryf_desktop.ui.main_window.MainWindow` (which imports them), so no import
circle runs through the window. :func:`make_action` is how they make the actions they add.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtGui import QAction, QKeySequence

if TYPE_CHECKING:
    from PySide6.QtCore import QObject, Qt, SignalInstance
    from PySide6.QtGui import QScreen
    from PySide6.QtWidgets import QDockWidget, QMenu, QMenuBar, QStatusBar, QWidget

    from ryf_desktop.ui.common import SessionSource
    from ryf_desktop.ui.secret_rolls import SecretRolls


class CampaignWindow(Protocol):
    """The window as a widget (a parent for dialogs, its screen, its status line) that shows the
    open campaign: its campaign controller says which one."""

    def window(self) -> QWidget: ...

    def screen(self) -> QScreen: ...

    def statusBar(self) -> QStatusBar: ...  # noqa: N802

    @property
    def campaign(self) -> SessionSource: ...


class DockArea(CampaignWindow, Protocol):
    """Where the docks go: added by a name that keys the saved layout, found by it again."""

    def add_dock(self, name: str, title: str, widget: QWidget, area: Qt.DockWidgetArea = ...,
                 *, hidden: bool = ...) -> QDockWidget: ...

    def dock(self, name: str) -> QDockWidget: ...

    def dock_names(self) -> tuple[str, ...]: ...

    def show_floating_dock(self, name: str) -> QDockWidget: ...

    def tabifyDockWidget(self, first: QDockWidget, second: QDockWidget) -> None: ...  # noqa: N802


class MenuWindow(CampaignWindow, Protocol):
    """The menu bar, where a feature adds its menu before Help."""

    def menuBar(self) -> QMenuBar: ...  # noqa: N802

    @property
    def help_menu(self) -> QMenu: ...


class CombatHost(DockArea, MenuWindow, Protocol):
    """What the combat tracker needs: a dock, the Combat menu and its keys, the secret rolls."""

    @property
    def secret_rolls(self) -> SecretRolls: ...

    def addAction(self, action: QAction, /) -> None: ...  # noqa: N802


class MapHost(CampaignWindow, Protocol):
    """What the map panel needs: the window's centre (the map area), and the File menu for
    importing and exporting maps."""

    @property
    def file_menu(self) -> QMenu: ...

    def set_map_area(self, widget: QWidget) -> None: ...


class TableScreenHost(MenuWindow, Protocol):
    """What the table screen needs: the menus, and to know when the GM's window has closed."""

    @property
    def closed(self) -> SignalInstance: ...


class HandoutsHost(DockArea, MenuWindow, Protocol):
    """What the Handouts dock needs: a dock, the menus (Window → Table screen) and window-wide
    keys."""

    def addActions(self, actions: Sequence[QAction], /) -> None: ...  # noqa: N802


def make_action(text: str, parent: QObject, name: str = "", *, tip: str = "",
                shortcut: QKeySequence | None = None, checkable: bool = False,
                triggered: Callable[..., Any] | None = None) -> QAction:
    """An action with its object name (tests and screen readers find it by that), status tip,
    shortcut and check box; ``triggered`` is connected to ``toggled`` when it is checkable."""
    action = QAction(text, parent)
    if name:
        action.setObjectName(name)
    if tip:
        action.setStatusTip(tip)
    if shortcut is not None:
        action.setShortcut(shortcut)
    action.setCheckable(checkable)
    if triggered is not None:
        (action.toggled if checkable else action.triggered).connect(triggered)
    return action
