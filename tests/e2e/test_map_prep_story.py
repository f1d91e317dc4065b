"""A GM prepares a map from scratch on a real display (two monitors, xcb): the empty map area
says what to do, a map made from a picture is sized from it and starts under fog for the
players, one calibration drag asks once and the mouse then moves tokens again, "Reveal all"
shows the players the whole map, and the picture's tiles meet without a seam when zoomed in.
The steps run in order on one window (a module's fixtures), a grab of both monitors after each.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QSettings, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.rules.square_mask import SquareMask
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.map_queries import map_view, maps
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.map import SQUARE_PX
from ryf_desktop.ui.map.map_prep import NewMapDialog
from ryf_desktop.ui.map.panel import CALIBRATE, SELECT, MapPanel
from ryf_desktop.ui.map.tiled_background import TILE_SIDE
from ryf_desktop.ui.table_screen.install import TableScreenControl
from ryf_desktop.ui.table_screen.window import TableScreenWindow
from tests.e2e.desk import Desk, RealMouse, ScreenGrabs, clear_windows, dark_share, lies_on

ENOUGH_MS = 5000
FLOOR = QColor("#806040")
#: The picture: 3000 × 2000 pixels of floor, 100 pixels a square (30 × 20 squares).
PICTURE_SIZE = (3000, 2000)
SQUARE_PIXELS = 100


def near_floor(colour: QColor) -> bool:
    return (abs(colour.red() - FLOOR.red()) + abs(colour.green() - FLOOR.green())
            + abs(colour.blue() - FLOOR.blue())) <= 6


@dataclass
class Prep:
    window: MainWindow
    desk: Desk
    grabs: ScreenGrabs
    mouse: RealMouse
    folder: Path

    @property
    def session(self) -> CampaignSession:
        session = self.window.campaign.session
        assert session is not None, "no campaign is open"
        return session

    @property
    def panel(self) -> MapPanel:
        return self.window.map_panel

    @property
    def table(self) -> TableScreenWindow:
        control = self.window.findChild(TableScreenControl)
        assert isinstance(control, TableScreenControl)
        return control.table

    def shoot(self, qtbot: QtBot, name: str) -> QImage:
        self.mouse.park()
        return self.grabs.shoot(qtbot, name)

    def gm_point(self, x: float, y: float) -> QPoint:
        """The global point of (x, y) squares on the GM's map view."""
        view = self.panel.view
        return view.viewport().mapToGlobal(
            view.mapFromScene(QPointF(x * SQUARE_PX, y * SQUARE_PX)))

    def table_area(self) -> QRect:
        """The middle of the map on the table monitor (X screen pixels)."""
        view = self.table.view
        centre = view.viewport().mapToGlobal(view.mapFromScene(QPointF(15 * SQUARE_PX,
                                                                       10 * SQUARE_PX)))
        return QRect(centre.x() - 60, centre.y() - 60, 121, 121)


@pytest.fixture(scope="module")
def prep(qapp: QApplication, desk: Desk, grabs: ScreenGrabs, mouse: RealMouse,
         gm_home: Path) -> Iterator[Prep]:
    del qapp
    path = gm_home / "nueva.ryf"
    CampaignSession.create(path, "Nueva", "actual", REALISTA,
                           backup_dir=gm_home / "backups").close()
    window = MainWindow(QSettings(), rng=random.Random(23), persist_layout=False,
                        take_backups=False)
    window.setGeometry(desk.laptop.availableGeometry())
    window.show()
    window.install_catalog()
    window.install_play()
    assert window.campaign.open_path(path)
    yield Prep(window, desk, grabs, mouse, gm_home)
    clear_windows()


def test_01_a_new_campaign_says_on_the_map_area_how_to_get_a_map(
    prep: Prep, qtbot: QtBot
) -> None:
    qtbot.waitExposed(prep.window)
    hint = prep.panel.prep.hint
    qtbot.waitUntil(hint.isVisible, timeout=ENOUGH_MS)
    image = prep.shoot(qtbot, "empty_campaign_hint")
    centre = hint.mapToGlobal(hint.rect().center())
    assert prep.desk.laptop.geometry().contains(centre)
    assert image.pixelColor(centre.x(), hint.mapToGlobal(QPoint(0, 8)).y()) == QColor("#eceff1")


def test_02_a_map_from_a_picture_is_sized_from_it_and_the_players_see_only_fog(
    prep: Prep, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    picture = prep.folder / "sotano.png"
    image = QImage(*PICTURE_SIZE, QImage.Format.Format_RGB32)
    image.fill(FLOOR)
    assert image.save(str(picture))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kw: (str(picture), ""))
    prep.panel.new_map_action.trigger()
    dialog = prep.panel.dialog
    assert isinstance(dialog, NewMapDialog)
    qtbot.waitExposed(dialog)
    assert lies_on(dialog, prep.desk.laptop)
    dialog.picture_button.click()
    assert (dialog.width_box.value(), dialog.height_box.value()) == (43, 29)  # 70 px a square
    dialog.square_px.selectAll()
    QTest.keyClicks(dialog.square_px, str(SQUARE_PIXELS))
    assert (dialog.width_box.value(), dialog.height_box.value()) == (30, 20)
    assert dialog.fogged.isChecked()
    prep.shoot(qtbot, "new_map_from_a_picture")
    QTest.keyClick(dialog.name, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=ENOUGH_MS)
    (made,) = maps(prep.session.model)
    view = map_view(prep.session.model, made.id)
    assert (view.width, view.height, view.image_scale) == (30, 20, float(SQUARE_PIXELS))
    assert view.fog == SquareMask.full(30, 20)

    prep.window.table_screen_action.trigger()
    table = prep.table
    qtbot.waitExposed(table)
    prep.panel.view.fit_map()
    prep.panel.players_action.trigger()
    qtbot.waitUntil(lambda: table.shown_map_id == made.id, timeout=ENOUGH_MS)
    image = prep.shoot(qtbot, "players_see_only_fog")
    assert dark_share(image, prep.table_area(), step=4) > 0.9


def test_03_one_calibration_drag_asks_once_then_the_mouse_moves_tokens_again(
    prep: Prep, qtbot: QtBot
) -> None:
    panel = prep.panel
    asked: list[int] = []

    def answer() -> int:
        asked.append(SQUARE_PIXELS)
        return 10

    panel.controller.ask_squares = answer
    panel.calibrate_drag_action.trigger()
    assert panel.tool_actions[CALIBRATE].isChecked()
    qtbot.waitUntil(panel.calibrating_label.isVisible, timeout=ENOUGH_MS)
    prep.shoot(qtbot, "calibrating_shown_on_the_tool_row")
    prep.mouse.drag(qtbot, prep.gm_point(2, 2), prep.gm_point(12, 2), lambda: bool(asked))
    assert asked == [SQUARE_PIXELS]
    assert panel.tool_actions[SELECT].isChecked()
    qtbot.waitUntil(lambda: not panel.calibrating_label.isVisible(), timeout=ENOUGH_MS)
    calibrated = map_view(prep.session.model, panel.controller.map_id() or 0).image_scale
    prep.mouse.drag(qtbot, prep.gm_point(3, 5), prep.gm_point(9, 5), lambda: True)
    assert asked == [SQUARE_PIXELS]
    assert map_view(prep.session.model, panel.controller.map_id() or 0).image_scale == calibrated
    # Put the picture back on its 100 px squares for the steps after.
    prep.session.undo_stack.undo()
    prep.shoot(qtbot, "after_one_calibration")


def test_04_reveal_all_shows_the_players_the_whole_map_in_one_click(
    prep: Prep, qtbot: QtBot
) -> None:
    fog_menu = prep.panel.bars.fog_menu
    reveal = next(action for action in fog_menu.actions() if action.text() == "Reveal all")
    steps = prep.session.undo_stack.index()
    reveal.trigger()
    assert prep.session.undo_stack.index() == steps + 1
    image = prep.shoot(qtbot, "players_see_the_whole_map")
    assert dark_share(image, prep.table_area(), step=4) < 0.1


def test_05_zoomed_in_the_pictures_tiles_meet_without_a_seam(prep: Prep, qtbot: QtBot) -> None:
    panel = prep.panel
    panel.grid_action.setChecked(False)
    where = TILE_SIDE / SQUARE_PIXELS  # the first tiles meet here, in squares
    for px_per_square in (51.7, 73.3, 91.1):
        panel.view.show_at(px_per_square, QPointF(where * SQUARE_PX, where * SQUARE_PX))
        image = prep.shoot(qtbot, f"tiles_at_{round(px_per_square)}_px_a_square")
        centre = prep.gm_point(where, where)
        patch = QRect(centre.x() - 30, centre.y() - 30, 61, 61)
        off = [(x, y) for x in range(patch.left(), patch.right() + 1)
               for y in range(patch.top(), patch.bottom() + 1, 3)
               if not near_floor(image.pixelColor(x, y))]
        assert off == [], (px_per_square, off[:5])
    panel.grid_action.setChecked(True)
