"""Window → Table screen's submenus: Show map, and Scale, Turn and Pan (how the players' picture
lies on the table, remembered per campaign), with the calibration of a monitor's size."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect, QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QInputDialog,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.session.map_queries import maps
from ryf_desktop.ui.common.widgets import OK_CANCEL, dialog_buttons, fill, named, text_label
from ryf_desktop.ui.table_screen.orientation import (
    MAX_SQUARE_MM,
    MIN_SQUARE_MM,
    SQUARE_25_MM,
    SQUARE_INCH_MM,
    Scale,
)
from ryf_desktop.ui.table_screen.settings import (
    MAX_PIXELS_PER_MM,
    MIN_PIXELS_PER_MM,
    TOUCH_FREE_MOVES_KEY,
    CampaignLayout,
    read_calibration,
    read_flag,
    read_layout,
    write_calibration,
    write_flag,
    write_layout,
)
from ryf_desktop.ui.table_screen.state import TableScreenState
from ryf_desktop.ui.table_screen.window import TableScreenWindow

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession

# The Scale entries' data: fitted, or a square's millimetres; CUSTOM asks for a size.
FIT = 0.0
CUSTOM = -1.0


def choice(menu: QMenu, group: QActionGroup, text: str, data: object,
           checked: bool = False) -> QAction:
    """One checkable entry of ``menu`` among ``group``'s, carrying ``data``."""
    action = QAction(text, group)
    action.setCheckable(True)
    action.setData(data)
    action.setChecked(checked)
    menu.addAction(action)
    return action


def clear_choices(menu: QMenu, group: QActionGroup) -> None:
    """Take ``group``'s entries out of ``menu``, before it is listed again."""
    for action in group.actions():
        group.removeAction(action)
        menu.removeAction(action)
        action.deleteLater()


class TableLayoutMenus(QObject):
    """The Scale, Turn and Pan submenus of Window → Table screen, and their memory."""

    def __init__(
        self,
        table: TableScreenWindow,
        settings: QSettings,
        screen_key_of: Callable[[], str | None],
        parent_widget: QWidget,
        menu: QMenu,
    ) -> None:
        super().__init__(menu)
        self.setObjectName("table_layout_menus")
        self.table = table
        self._settings = settings
        self._screen_key_of = screen_key_of
        self._parent_widget = parent_widget
        self.campaign: Path | None = None
        self.layout = CampaignLayout()
        self.calibration_bar = CalibrationBar(table)

        self.scale_menu = named(QMenu(self.tr("&Scale"), menu), "table_scale_menu")
        self._scale_group = QActionGroup(self)
        for text, data in ((self.tr("&Fit the map to the window"), FIT),
                           (self.tr("One square = &25 mm (a miniature's base)"), SQUARE_25_MM),
                           (self.tr("One square = 1 &inch"), SQUARE_INCH_MM),
                           (self.tr("One square = a size I &type…"), CUSTOM)):
            choice(self.scale_menu, self._scale_group, text, data)
        self._scale_group.triggered.connect(self._scale_chosen)
        self.scale_menu.addSeparator()
        self.calibrate_action = self.scale_menu.addAction(self.tr("&Calibrate the screen size…"))
        self.calibrate_action.setObjectName("table_calibrate_action")
        self.calibrate_action.setStatusTip(self.tr(
            "Measure a bar drawn on the table screen, for screens that misreport their size"))
        self.calibrate_action.triggered.connect(self.calibrate)

        self.turn_menu = named(QMenu(self.tr("T&urn"), menu), "table_turn_menu")
        self._turn_group = QActionGroup(self)
        for text, degrees in ((self.tr("&Not turned"), 0),
                              (self.tr("A quarter turn &clockwise (90°)"), 90),
                              (self.tr("&Half a turn (180°)"), 180),
                              (self.tr("A quarter turn &anticlockwise (270°)"), 270)):
            choice(self.turn_menu, self._turn_group, text, degrees)
        self._turn_group.triggered.connect(
            lambda action: self.set_rotation(int(action.data())))

        self.pan_menu = named(QMenu(self.tr("P&an"), menu), "table_pan_menu")
        self.pan_menu.setToolTipsVisible(True)
        for text, step in ((self.tr("&Left"), (-1, 0)), (self.tr("&Right"), (1, 0)),
                           (self.tr("&Up"), (0, -1)), (self.tr("&Down"), (0, 1))):
            action = self.pan_menu.addAction(text)
            action.setToolTip(self.tr("One square; the arrow keys do it on the table screen"))
            action.triggered.connect(lambda _=False, step=step: table.pan(*step))
        self.pan_menu.aboutToShow.connect(self._pan_enabled)
        for submenu in (self.scale_menu, self.turn_menu, self.pan_menu):
            menu.addMenu(submenu)
        self.touch_moves_action = menu.addAction(
            self.tr("Players may move tokens by &touch outside combat"))
        self.touch_moves_action.setObjectName("table_touch_moves_action")
        self.touch_moves_action.setCheckable(True)
        self.touch_moves_action.setStatusTip(self.tr(
            "On a touch table screen, let a finger move any token the players see when no "
            "fight is running (in a fight only the active combatant's token moves)"))
        self.touch_moves_action.setChecked(read_flag(settings, TOUCH_FREE_MOVES_KEY))
        table.touch.free_moves = self.touch_moves_action.isChecked()
        self.touch_moves_action.toggled.connect(self._touch_moves_chosen)
        self._check_entries()

    # --- the campaign -------------------------------------------------------------------------
    def campaign_opened(self, campaign: Path | None) -> CampaignLayout:
        """Show the layout remembered for ``campaign`` (None: the default); returns it, so the
        caller places the window on the remembered monitor in the remembered mode."""
        self.campaign = campaign
        self.layout = (read_layout(self._settings, campaign) if campaign is not None
                       else CampaignLayout())
        self.table.set_rotation(self.layout.rotation)
        self.table.set_scale(self.layout.scale)
        self._check_entries()
        return self.layout

    def remember(self, layout: CampaignLayout) -> None:
        self.layout = layout
        self._check_entries()
        if self.campaign is not None:
            write_layout(self._settings, self.campaign, self.layout)

    def placed(self) -> None:
        """The window was placed on a monitor: use the size the GM measured there, if any."""
        key = self._screen_key_of()
        self.table.set_pixels_per_mm(read_calibration(self._settings, key) if key else None)

    # --- choices ------------------------------------------------------------------------------
    def _check_entries(self) -> None:
        square = self.layout.scale.square_mm
        known = {FIT, SQUARE_25_MM, SQUARE_INCH_MM}
        for action in self._scale_group.actions():
            data = float(action.data())
            action.setChecked(data == (square if square is not None else FIT)
                              or (data == CUSTOM and square is not None and square not in known))
        for action in self._turn_group.actions():
            action.setChecked(action.data() == self.layout.rotation)

    def _scale_chosen(self, action: QAction) -> None:
        data = float(action.data())
        if data == CUSTOM:
            current = self.layout.scale.square_mm or SQUARE_25_MM
            typed, accepted = QInputDialog.getDouble(
                self._parent_widget, self.tr("Size of a square"),
                self.tr("One square on the table screen, in millimetres:"), current,
                MIN_SQUARE_MM, MAX_SQUARE_MM, 1)
            if not accepted:
                self._check_entries()
                return
            self.set_scale(Scale(float(typed)))
        else:
            self.set_scale(Scale(data if data != FIT else None))

    def set_scale(self, scale: Scale) -> None:
        """Show and remember ``scale`` for this campaign."""
        self.table.set_scale(scale)
        self.remember(replace(self.layout, scale=scale))

    def set_rotation(self, degrees: int) -> None:
        """Turn the table screen and remember it for this campaign."""
        self.table.set_rotation(degrees)
        self.remember(replace(self.layout, rotation=self.table.rotation))

    def _touch_moves_chosen(self, on: bool) -> None:
        self.table.touch.free_moves = on
        write_flag(self._settings, TOUCH_FREE_MOVES_KEY, on)

    def _pan_enabled(self) -> None:
        for action in self.pan_menu.actions():
            action.setEnabled(self.table.scale.physical)

    def calibrate(self) -> None:
        """Draw the bar on the table screen and ask the GM its measured length."""
        key = self._screen_key_of()
        if key is None:
            return
        bar_px = self.calibration_bar.start()
        dialog = CalibrationDialog(bar_px, bar_px / self.table.pixels_per_mm(),
                                   self._parent_widget)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            write_calibration(self._settings, key, dialog.pixels_per_mm())
            self.table.set_pixels_per_mm(dialog.pixels_per_mm())
        finally:
            self.calibration_bar.hide()
            dialog.deleteLater()


# The bar's share of the window's width: long, so a millimetre of error is a small fraction.
BAR_WIDTH_SHARE = 0.6
BAR_THICKNESS = 12
TICK_HEIGHT = 40
BAR_COLOUR = QColor("#f2c94c")
BAR_BACKDROP = QColor(10, 10, 14, 235)


class CalibrationBar(QWidget):
    """Covers the players' window: dark, with a bright bar of :attr:`length_px` pixels and end
    ticks, to be measured with a ruler."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("calibration_bar")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()

    @property
    def length_px(self) -> int:
        return max(50, int(self.width() * BAR_WIDTH_SHARE))

    def start(self) -> int:
        """Cover the window and draw the bar; returns its length in logical pixels."""
        self.show()
        self.raise_()
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        return self.length_px

    def bar_rect(self) -> QRect:
        left = (self.width() - self.length_px) // 2
        return QRect(left, (self.height() - BAR_THICKNESS) // 2, self.length_px, BAR_THICKNESS)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        del event
        painter = QPainter(self)
        painter.fillRect(self.rect(), BAR_BACKDROP)
        bar = self.bar_rect()
        painter.fillRect(bar, BAR_COLOUR)
        painter.setPen(QPen(BAR_COLOUR, 2))
        middle = bar.center().y()
        for x in (bar.left(), bar.left() + bar.width() - 1):
            painter.drawLine(x, middle - TICK_HEIGHT // 2, x, middle + TICK_HEIGHT // 2)
        painter.end()


class CalibrationDialog(QDialog):
    """Asks the length the GM measured of a bar of ``bar_px`` pixels; :meth:`pixels_per_mm`
    is the answer. ``reported_mm`` is the bar's length by the screen's own report."""

    def __init__(self, bar_px: int, reported_mm: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("calibration_dialog")
        self.setWindowTitle(self.tr("Calibrate the table screen"))
        self.bar_px = bar_px
        intro = text_label(self.tr(
            "Lay a ruler along the yellow bar on the table screen, from one end tick to the "
            "other, and type the length you measure. By the screen's own report it is "
            "{length} mm.").format(length=f"{reported_mm:.0f}"), wrap=True)
        self.length = named(QDoubleSpinBox(suffix=self.tr(" mm"), decimals=1), "calibration_length")
        # Only lengths that give a believable screen can be typed.
        self.length.setRange(bar_px / MAX_PIXELS_PER_MM, bar_px / MIN_PIXELS_PER_MM)
        self.length.setValue(reported_mm)
        self.buttons = dialog_buttons(self, buttons=OK_CANCEL
                                      | QDialogButtonBox.StandardButton.Reset)
        reset = self.buttons.button(QDialogButtonBox.StandardButton.Reset)
        reset.setText(self.tr("Use the screen's report"))
        self.reset_chosen = False
        reset.clicked.connect(self._reset)
        fill(QVBoxLayout(self), intro, self.length, self.buttons)

    def _reset(self) -> None:
        self.reset_chosen = True
        self.accept()

    def pixels_per_mm(self) -> float | None:
        """The measured pixels per millimetre (None: the GM chose the screen's report)."""
        return None if self.reset_chosen else self.bar_px / self.length.value()


# The data of the "no map" entry (a map id is a positive int).
NO_MAP = -1


class ShownMapMenu(QMenu):
    """The chooser of the map shown to the players; writes ``state.map_id``. Rebuilt each time it
    opens, so it never holds a stale entry."""

    def __init__(
        self,
        state: TableScreenState,
        session_of: Callable[[], CampaignSession | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("table_map_menu")
        self.setTitle(self.tr("Show &map"))
        self.setToolTipsVisible(True)
        self.state = state
        self._session_of = session_of
        self._group = QActionGroup(self)
        self._group.triggered.connect(self._chosen)
        self.aboutToShow.connect(self.rebuild)
        self.rebuild()

    def rebuild(self) -> None:
        """List the campaign's maps now, the one shown to the players checked."""
        clear_choices(self, self._group)
        self.clear()
        nothing = self._entry(self.tr("&No map (the campaign's title)"), NO_MAP)
        nothing.setToolTip(self.tr(
            "The players see the campaign's name and day until you show them a map or a fight "
            "begins on one"))
        self.addSeparator()
        session = self._session_of()
        if session is None:
            self.addAction(self.tr("No campaign open")).setEnabled(False)
            return
        listed = maps(session.model)
        for summary in listed:
            self._entry(summary.name, summary.id)
        if not listed:
            self.addAction(self.tr("The campaign has no map yet")).setEnabled(False)

    def _entry(self, text: str, data: int) -> QAction:
        chosen = self.state.map_id
        return choice(self, self._group, text, data,
                      chosen == data if chosen is not None else data == NO_MAP)

    def _chosen(self, action: QAction) -> None:
        data = action.data()
        map_id = data if isinstance(data, int) and data != NO_MAP else None
        self.state.set_map_id(map_id)
