"""The table screen for miniatures on a real display: a square of 25 mm measured on the table
monitor's own grab, the picture turned half round with the turn strip and the roll banner, and
both kept across a restart of the program (issue #19, "Done when" one).

The steps run in order on one campaign (a module's fixtures), each a test of its own, a grab of
both monitors saved after each. The squares are measured in the grab of the X screen, from the
grid lines the players' map draws, and compared with 25 mm at the pixels per millimetre the table
monitor declares (tests/e2e/two_screens.sh gives it 1280 px across 339 mm).
"""

from __future__ import annotations

import itertools
import random
import statistics
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtGui import QAction, QColor, QImage, QScreen
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import BeginCombat, RollInitiative, StartCombat
from ryf_desktop.session.map_commands import CreateMap, PlaceToken
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.table_screen.install import TableScreenControl
from ryf_desktop.ui.table_screen.layout_menu import TableLayoutMenus
from ryf_desktop.ui.table_screen.orientation import SQUARE_25_MM, Scale
from ryf_desktop.ui.table_screen.window import TableScreenWindow
from tests.campaign_steps import add_character
from tests.e2e.desk import (
    Desk,
    RealMouse,
    ScreenGrabs,
    clear_windows,
    lies_on,
)

ENOUGH_MS = 5000
MAP_SIZE = (30, 20)  # at 25 mm a square, wider and taller than the table monitor
# The turn strip's background (turn_strip.py) and the roll banner's gold border (pages.py).
STRIP_COLOUR = QColor("#15151b")
BANNER_GOLD = QColor("#d8b45a")
# In a corner, off the table screen at 25 mm (centred on the map): the grid is clear to measure.
HEROES = (("Aldric", (1, 1)), ("Brisa", (3, 1)))


@dataclass
class Room:
    """The campaign on the table, the GM's window of the moment and what the steps measured."""

    path: Path
    desk: Desk
    grabs: ScreenGrabs
    mouse: RealMouse
    window: MainWindow | None = None
    #: What the upright 25 mm step saw, for the turned and restarted steps to compare with.
    upright: QImage | None = None
    strip_band: tuple[int, int] = (0, 0)
    turned: QImage | None = None

    @property
    def gm(self) -> MainWindow:
        assert self.window is not None, "no GM window"
        return self.window

    @property
    def control(self) -> TableScreenControl:
        control = self.gm.findChild(TableScreenControl)
        assert isinstance(control, TableScreenControl)
        return control

    @property
    def table(self) -> TableScreenWindow:
        return self.control.table

    @property
    def menus(self) -> TableLayoutMenus:
        return self.control.layout_menus

    def open_gm_window(self, qtbot: QtBot) -> MainWindow:
        """A new GM's window with the module's settings, on the laptop, the campaign open."""
        window = MainWindow(QSettings(), persist_layout=False, take_backups=False)
        window.setGeometry(self.desk.laptop.availableGeometry())
        window.show()
        window.install_catalog()
        window.install_play()
        qtbot.waitExposed(window)
        assert window.campaign.open_path(self.path)
        qtbot.waitUntil(lambda: window.map_panel.controller.map_id() is not None,
                        timeout=ENOUGH_MS)
        self.window = window
        return window

    def shoot(self, qtbot: QtBot, name: str) -> QImage:
        self.mouse.park()
        return self.grabs.shoot(qtbot, name)

    def table_image(self, qtbot: QtBot, name: str) -> QImage:
        """The grab of the table monitor alone (cut out of the whole X screen's)."""
        whole = self.shoot(qtbot, name)
        return whole.copy(self.desk.table.geometry())


def make_campaign(folder: Path) -> Path:
    """A campaign with one plain 30×20 map, two heroes on it and their fight running (so the
    table screen shows the turn strip)."""
    path = folder / "mesa.ryf"
    session = CampaignSession.create(path, "La mesa", "actual", REALISTA,
                                     backup_dir=folder / "backups")
    try:
        create = CreateMap(session, "Sala", *MAP_SIZE)
        assert session.push(create) and create.map_id is not None
        tokens = []
        for name, (x, y) in HEROES:
            character = add_character(session, name)
            assert character is not None
            place = PlaceToken(session, create.map_id, x, y, character_id=character)
            assert session.push(place) and place.token_id is not None
            tokens.append(place.token_id)
        start = StartCombat(session, "Ensayo", map_id=create.map_id, token_ids=tokens,
                            rng=random.Random(4))
        assert session.push(start) and start.combat_id is not None
        assert session.push(RollInitiative(session, start.combat_id, None, random.Random(7)))
        assert session.push(BeginCombat(session, start.combat_id))
    finally:
        session.close()
    return path


@pytest.fixture(scope="module")
def room(qapp: QApplication, desk: Desk, grabs: ScreenGrabs, mouse: RealMouse,
         gm_home: Path) -> Iterator[Room]:
    del qapp
    made = Room(make_campaign(gm_home), desk, grabs, mouse)
    yield made
    clear_windows()


# --- measuring the grab -------------------------------------------------------------------------
def pixels_per_mm(screen: QScreen) -> tuple[float, float]:
    """The monitor's declared pixels per millimetre, across and down."""
    size, area = screen.physicalSize(), screen.geometry()
    assert size.width() > 0 and size.height() > 0, f"{screen.name()} declares no size"
    return area.width() / size.width(), area.height() / size.height()


def line_centres(values: list[int]) -> list[float]:
    """The centres of the runs of values off the floor's (grid lines) along one row or column."""
    floor = statistics.median(values)
    dark = [index for index, value in enumerate(values) if abs(value - floor) > 12]
    runs: list[list[int]] = []
    for index in dark:
        if runs and index - runs[-1][-1] <= 1:
            runs[-1].append(index)
        else:
            runs.append([index])
    return [sum(run) / len(run) for run in runs if len(run) <= 4]


def grid_spacing(image: QImage, area: QRect, *, across: bool) -> float:
    """The grid lines' spacing in pixels along the middle of ``area`` (columns when ``across``,
    rows otherwise), from lines found on several parallel scans that must agree."""
    spacings: list[float] = []
    for share in (0.3, 0.45, 0.6, 0.75):
        if across:
            y = area.top() + round(area.height() * share)
            values = [QColor(image.pixel(x, y)).lightness()
                      for x in range(area.left(), area.right() + 1)]
        else:
            x = area.left() + round(area.width() * share)
            values = [QColor(image.pixel(x, y)).lightness()
                      for y in range(area.top(), area.bottom() + 1)]
        centres = line_centres(values)
        gaps = [b - a for a, b in itertools.pairwise(centres)]
        assert len(gaps) >= 4, f"too few grid lines found: {centres}"
        typical = statistics.median(gaps)
        # Every gap is one square: no line missed (a token on it) nor a stray dark pixel.
        steady = [gap for gap in gaps if abs(gap - typical) <= 2]
        assert len(steady) >= len(gaps) - 1, f"uneven grid lines: {gaps}"
        spacings.append(typical if len(steady) < 3 else sum(steady) / len(steady))
    assert max(spacings) - min(spacings) < 1.5, spacings
    return statistics.median(spacings)


def measured_square_mm(room: Room, image: QImage) -> tuple[float, float]:
    """A square's width and height in millimetres on the table monitor, from its grab."""
    table = room.table
    view = table.view.viewport()
    # The map's part of the table screen (below the strip), in the table monitor's pixels.
    corner = view.mapToGlobal(QPoint(0, 0)) - room.desk.table.geometry().topLeft()
    area = QRect(corner, view.size()).intersected(image.rect()).adjusted(8, 8, -8, -8)
    # Turned, the strip is painted over the view's bottom: measure above it.
    rows = strip_rows(image)
    if rows and min(rows) > image.height() // 2:
        area.setBottom(min(area.bottom(), min(rows) - 8))
    across, down = pixels_per_mm(room.desk.table)
    return (grid_spacing(image, area, across=True) / across,
            grid_spacing(image, area, across=False) / down)


def strip_rows(image: QImage) -> list[int]:
    """The rows of the table monitor's grab whose pixels a third of the way across are the
    strip's background."""
    x = image.width() // 3
    return [y for y in range(image.height())
            if QColor(image.pixel(x, y)).rgb() == STRIP_COLOUR.rgb()]


def gold_box(image: QImage) -> QRect:
    """The bounding box of the banner's gold border in the table monitor's grab."""
    def gold(colour: QColor) -> bool:
        return (abs(colour.red() - BANNER_GOLD.red()) < 20
                and abs(colour.green() - BANNER_GOLD.green()) < 20
                and abs(colour.blue() - BANNER_GOLD.blue()) < 20)

    found = [(x, y) for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)
             if gold(QColor(image.pixel(x, y)))]
    assert len(found) > 40, "no banner on the table screen"
    xs, ys = [x for x, _ in found], [y for _, y in found]
    return QRect(QPoint(min(xs), min(ys)), QPoint(max(xs), max(ys)))


def band_matches_turned(upright: QImage, turned: QImage, rows: tuple[int, int]) -> float:
    """The share of the upright strip band's pixels found again, half a turn round, in the
    turned grab (the strip read from the far side of the table)."""
    top, bottom = rows
    width, height = upright.width(), upright.height()
    same = total = 0
    for y in range(top, bottom + 1):
        for x in range(0, width, 3):
            total += 1
            mirror = QColor(turned.pixel(width - 1 - x, height - 1 - y))
            here = QColor(upright.pixel(x, y))
            if (abs(mirror.red() - here.red()) + abs(mirror.green() - here.green())
                    + abs(mirror.blue() - here.blue())) < 40:
                same += 1
    return same / total if total else 0.0


def menu_entry(menu: QMenu, data: float) -> QAction:
    entry = next((action for action in menu.actions() if action.data() == data), None)
    assert entry is not None, f"no entry {data} in {menu.title()!r}"
    return entry


def table_menu_chain(room: Room) -> list[str]:
    """Window → Table screen → Scale / Turn, as the menu bar holds them."""
    window_menu = room.gm.menuBar().findChild(QMenu, "window_menu")
    assert isinstance(window_menu, QMenu)
    table_menu = room.control.menu
    assert table_menu.menuAction() in window_menu.actions()
    assert room.menus.scale_menu.menuAction() in table_menu.actions()
    assert room.menus.turn_menu.menuAction() in table_menu.actions()
    return [window_menu.title(), table_menu.title()]


def public_roll(room: Room, qtbot: QtBot) -> None:
    """A roll from the dice dock, not secret: the players see it in the banner."""
    roller = room.gm.dice_roller
    if roller.view.secret_button.isChecked():
        QTest.mouseClick(roller.view.secret_button, Qt.MouseButton.LeftButton)
    room.table.banner.timer.setInterval(10 * 60 * 1000)  # it stays for the grab, however slow
    size = len(room.gm.campaign.session.log(500)) if room.gm.campaign.session else 0
    QTest.mouseClick(roller.view.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: room.table.banner.isVisible(), timeout=ENOUGH_MS)
    session = room.gm.campaign.session
    assert session is not None and len(session.log(500)) > size


# --- the steps ----------------------------------------------------------------------------------
def test_01_the_table_screen_opens_on_the_table_monitor_fitted(room: Room, qtbot: QtBot) -> None:
    window = room.open_gm_window(qtbot)
    assert lies_on(window, room.desk.laptop)
    assert len(table_menu_chain(room)) == 2
    window.table_screen_action.trigger()
    table = room.table
    qtbot.waitExposed(table)
    assert table.screen() is room.desk.table and lies_on(table, room.desk.table)
    qtbot.waitUntil(lambda: table.shown_map_id is not None, timeout=ENOUGH_MS)
    assert not table.scale.physical
    image = room.table_image(qtbot, "table_fitted")
    rows = strip_rows(image)
    assert rows and max(rows) < image.height() // 4, "no turn strip across the top"
    # Fitted, the 30 squares fill the width: far from 25 mm, so step 02's measure means something.
    width_mm, _height_mm = measured_square_mm(room, image)
    assert abs(width_mm - 25.0) > 5.0, f"fitted, a square is {width_mm:.2f} mm"


def test_02_one_square_is_25_mm_on_the_table_monitors_glass(room: Room, qtbot: QtBot) -> None:
    menu_entry(room.menus.scale_menu, SQUARE_25_MM).trigger()
    assert room.table.scale == Scale(SQUARE_25_MM)
    assert menu_entry(room.menus.scale_menu, SQUARE_25_MM).isChecked()
    image = room.table_image(qtbot, "table_25_mm")
    width_mm, height_mm = measured_square_mm(room, image)
    assert abs(width_mm - 25.0) < 1.0, f"a square is {width_mm:.2f} mm wide"
    assert abs(height_mm - 25.0) < 1.0, f"a square is {height_mm:.2f} mm high"
    rows = strip_rows(image)
    room.strip_band = (min(rows), max(rows))
    room.upright = image


def test_03_half_a_turn_turns_the_map_the_strip_and_the_banner(room: Room, qtbot: QtBot) -> None:
    upright = room.upright
    assert upright is not None
    public_roll(room, qtbot)
    upright_banner = gold_box(room.table_image(qtbot, "banner_upright"))
    menu_entry(room.menus.turn_menu, 180).trigger()
    assert room.table.rotation == 180
    room.table.banner.dismiss()
    turned = room.table_image(qtbot, "table_turned_half")
    rows = strip_rows(turned)
    assert rows and min(rows) > turned.height() * 3 // 4, "the strip is not across the bottom"
    top, bottom = room.strip_band
    assert len(rows) == pytest.approx(bottom - top + 1, abs=2)
    # The strip reads from the far side: the upright band, half a turn round, is found there.
    assert band_matches_turned(upright, turned, (top, bottom)) > 0.9
    room.turned = turned
    public_roll(room, qtbot)
    turned_banner = gold_box(room.table_image(qtbot, "banner_turned"))
    size = room.desk.table.geometry().size()
    mirrored = QPoint(size.width() - 1 - upright_banner.center().x(),
                      size.height() - 1 - upright_banner.center().y())
    moved = turned_banner.center() - mirrored
    assert abs(moved.x()) < 40 and abs(moved.y()) < 12, (upright_banner, turned_banner)
    assert abs(turned_banner.height() - upright_banner.height()) <= 4
    room.table.banner.dismiss()


def test_03b_the_turned_map_still_shows_its_25_mm_squares(room: Room) -> None:
    turned = room.turned
    assert turned is not None
    width_mm, height_mm = measured_square_mm(room, turned)
    assert abs(width_mm - 25.0) < 1.0 and abs(height_mm - 25.0) < 1.0


def test_04_scale_and_turn_come_back_after_a_restart(room: Room, qtbot: QtBot) -> None:
    room.gm.close()
    clear_windows()
    room.shoot(qtbot, "program_closed")
    assert not any(isinstance(w, TableScreenWindow) and w.isVisible()
                   for w in QApplication.topLevelWidgets())
    window = room.open_gm_window(qtbot)
    assert room.table.scale == Scale(SQUARE_25_MM) and room.table.rotation == 180
    assert menu_entry(room.menus.turn_menu, 180).isChecked()
    assert menu_entry(room.menus.scale_menu, SQUARE_25_MM).isChecked()
    # The table screen was open when the program closed: it comes back open by itself.
    qtbot.waitUntil(window.table_screen_action.isChecked, timeout=ENOUGH_MS)
    table = room.table
    qtbot.waitExposed(table)
    assert table.screen() is room.desk.table and lies_on(table, room.desk.table)
    qtbot.waitUntil(lambda: table.shown_map_id is not None, timeout=ENOUGH_MS)
    image = room.table_image(qtbot, "table_after_restart")
    rows = strip_rows(image)
    assert rows and min(rows) > image.height() * 3 // 4, "the strip came back upright"
    top, bottom = room.strip_band
    upright = room.upright
    assert upright is not None
    assert band_matches_turned(upright, image, (top, bottom)) > 0.9
    # A square is 25 mm on the glass (measured where the grid is drawn: upright, see 03b).
    menu_entry(room.menus.turn_menu, 0).trigger()
    image = room.table_image(qtbot, "table_after_restart_upright")
    width_mm, height_mm = measured_square_mm(room, image)
    assert abs(width_mm - 25.0) < 1.0 and abs(height_mm - 25.0) < 1.0
    menu_entry(room.menus.turn_menu, 180).trigger()  # as the GM had it
