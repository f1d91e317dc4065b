"""Handouts on a real display (issue #28 item 1): the GM adds a picture and a text handout in the
Handouts dock, shows each to the table, and the table monitor's own grab shows it over the map —
the picture fitted, the title on top, read upright; turned half round, read from the far side;
taken down, the map again. The dock fits a 1366×768 laptop.

The steps run in order on one campaign (a module's fixtures), a grab of both monitors saved after
each (tests/e2e/artifacts/test_handouts_real/).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.map_commands import CreateMap
from ryf_desktop.ui.handouts import HandoutsController
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.table_screen.handout_overlay import TITLE_COLOUR
from ryf_desktop.ui.table_screen.install import TableScreenControl
from ryf_desktop.ui.table_screen.window import TableScreenWindow
from tests.campaign_steps import add_character
from tests.e2e.desk import Desk, RealMouse, ScreenGrabs, clear_windows, lies_on

ENOUGH_MS = 5000
# The handout picture: a blue field with a red band across its top third (so its way up shows).
FIELD = QColor("#2050b0")
BAND = QColor("#c02020")
BANNER_GOLD = QColor("#d8b45a")


@dataclass
class Hall:
    path: Path
    picture: Path
    desk: Desk
    grabs: ScreenGrabs
    mouse: RealMouse
    window: MainWindow | None = None

    @property
    def gm(self) -> MainWindow:
        assert self.window is not None
        return self.window

    @property
    def dock(self) -> HandoutsController:
        return self.gm.handouts

    @property
    def table(self) -> TableScreenWindow:
        control = self.gm.findChild(TableScreenControl)
        assert isinstance(control, TableScreenControl)
        return control.table

    def table_image(self, qtbot: QtBot, name: str) -> QImage:
        self.mouse.park()
        whole = self.grabs.shoot(qtbot, name)
        return whole.copy(self.desk.table.geometry())


def make_campaign(folder: Path) -> Path:
    path = folder / "material.ryf"
    session = CampaignSession.create(path, "El molino", "actual", REALISTA,
                                     backup_dir=folder / "backups")
    try:
        assert session.push(CreateMap(session, "Molino", 24, 16))
        assert add_character(session, "Lucía") is not None
    finally:
        session.close()
    return path


def make_picture(folder: Path) -> Path:
    image = QImage(900, 600, QImage.Format.Format_RGB32)
    image.fill(FIELD)
    painter = QPainter(image)
    painter.fillRect(QRect(0, 0, 900, 200), BAND)
    font = QFont()
    font.setPixelSize(90)
    painter.setFont(font)
    painter.setPen(QColor("white"))
    painter.drawText(QRect(0, 250, 900, 300), Qt.AlignmentFlag.AlignCenter, "N ↑")
    painter.end()
    path = folder / "plano_del_molino.png"
    assert image.save(str(path))
    return path


@pytest.fixture(scope="module")
def hall(qapp: QApplication, desk: Desk, grabs: ScreenGrabs, mouse: RealMouse,
         gm_home: Path) -> Iterator[Hall]:
    del qapp
    yield Hall(make_campaign(gm_home), make_picture(gm_home), desk, grabs, mouse)
    clear_windows()


def near(colour: QColor, wanted: QColor, tolerance: int = 30) -> bool:
    return (abs(colour.red() - wanted.red()) < tolerance
            and abs(colour.green() - wanted.green()) < tolerance
            and abs(colour.blue() - wanted.blue()) < tolerance)


def rows_of(image: QImage, wanted: QColor, tolerance: int = 30) -> list[int]:
    """The rows (scanned every 4 px, every 4th column) holding ``wanted``."""
    return [y for y in range(0, image.height(), 4)
            if any(near(QColor(image.pixel(x, y)), wanted, tolerance)
                   for x in range(0, image.width(), 4))]


def title_rows(image: QImage) -> list[int]:
    return rows_of(image, TITLE_COLOUR, 14)


def test_01_picture_and_text_handouts_are_added(hall: Hall, qtbot: QtBot) -> None:
    window = MainWindow(QSettings(), persist_layout=False, take_backups=False)
    window.setGeometry(hall.desk.laptop.availableGeometry())
    window.show()
    window.install_catalog()
    window.install_play()
    qtbot.waitExposed(window)
    hall.window = window
    assert window.campaign.open_path(hall.path)
    window.dock("handouts").show()
    window.dock("handouts").raise_()
    assert hall.dock.add_picture_files([hall.picture])
    assert hall.dock.add_text("Carta del barón", (
        "Amigos míos:\n\nVenid solos al molino cuando la luna esté alta. "
        "No confiéis en el posadero.\n\n— B.")) is None
    assert [row.title for row in hall.dock.rows.rows] == ["Plano del molino",
                                                          "Carta del barón"]
    window.table_screen_action.trigger()
    qtbot.waitExposed(hall.table)
    assert lies_on(hall.table, hall.desk.table)
    hall.mouse.park()
    hall.grabs.shoot(qtbot, "dock_with_two_handouts", dock=window.dock("handouts"))


def test_02_the_picture_shows_fitted_over_the_table_screen(hall: Hall, qtbot: QtBot) -> None:
    dock = hall.dock
    dock.select(dock.rows.rows[0].handout_id)
    dock.panel.show_button.click()
    overlay = hall.table.handout
    qtbot.waitUntil(lambda: overlay.isVisible() and not overlay.picture.isNull(),
                    timeout=ENOUGH_MS)
    image = hall.table_image(qtbot, "picture_on_the_table")
    band, field = rows_of(image, BAND), rows_of(image, FIELD)
    assert band and field and max(band) < min(field), "the picture upright: its band on top"
    titles = title_rows(image)
    assert titles and max(titles) < min(band), "the title above the picture"
    # Fitted keeping its aspect (3:2): the field and band together are as tall as 2/3 of wide.
    columns = [x for x in range(0, image.width(), 2)
               if near(QColor(image.pixel(x, (min(field) + max(field)) // 2)), FIELD)]
    height = max(field) - min(band)
    assert columns and abs((max(columns) - min(columns)) / height - 1.5) < 0.1


def test_03_the_text_handout_replaces_it(hall: Hall, qtbot: QtBot) -> None:
    dock = hall.dock
    dock.select(dock.rows.rows[1].handout_id)
    dock.show_action.trigger()
    overlay = hall.table.handout
    qtbot.waitUntil(lambda: overlay.shown is not None
                    and overlay.shown.title == "Carta del barón", timeout=ENOUGH_MS)
    image = hall.table_image(qtbot, "text_on_the_table")
    assert not rows_of(image, BAND), "the picture is gone"
    titles = title_rows(image)
    assert titles and max(titles) < image.height() // 3
    white = rows_of(image, QColor("white"), 20)
    assert white and min(white) > max(titles), "the text under the title"
    assert "Carta del barón" in dock.panel.on_table.text()


def test_04_turned_half_round_it_reads_from_the_far_side(hall: Hall, qtbot: QtBot) -> None:
    hall.table.set_rotation(180)
    image = hall.table_image(qtbot, "text_turned_half")
    titles = title_rows(image)
    assert titles and min(titles) > image.height() * 2 // 3, "the title at the far side"
    # A public roll meanwhile: its banner shows over the handout, turned with it (at the top).
    roller = hall.gm.dice_roller
    if roller.view.secret_button.isChecked():
        roller.view.secret_button.click()
    hall.table.banner.timer.setInterval(10 * 60 * 1000)
    roller.view.roll_button.click()
    qtbot.waitUntil(hall.table.banner.isVisible, timeout=ENOUGH_MS)
    image = hall.table_image(qtbot, "roll_over_the_turned_handout")
    gold = rows_of(image, BANNER_GOLD, 20)
    assert gold and max(gold) < image.height() // 3, "the banner over the handout, turned"
    hall.table.banner.dismiss()
    dock = hall.dock
    dock.select(dock.rows.rows[0].handout_id)
    dock.show_selected()
    qtbot.waitUntil(lambda: not hall.table.handout.picture.isNull(), timeout=ENOUGH_MS)
    image = hall.table_image(qtbot, "picture_turned_half")
    band, field = rows_of(image, BAND), rows_of(image, FIELD)
    assert band and field and min(band) > max(field), "the picture turned: its band below"
    hall.table.set_rotation(0)


def test_05_take_down_shows_the_map_again(hall: Hall, qtbot: QtBot) -> None:
    hall.dock.panel.take_down_button.click()
    qtbot.waitUntil(lambda: not hall.table.handout.isVisible(), timeout=ENOUGH_MS)
    image = hall.table_image(qtbot, "taken_down")
    assert not title_rows(image) or hall.table.shown_map_id is None
    assert not rows_of(image, BAND)


def test_06_the_dock_fits_a_1366_by_768_laptop(hall: Hall, qtbot: QtBot) -> None:
    window = hall.gm
    window.showNormal()
    window.resize(1366, 768)
    window.move(hall.desk.laptop.availableGeometry().topLeft())
    dock = window.dock("handouts")
    dock.show()
    dock.raise_()
    qtbot.waitUntil(lambda: window.width() == 1366, timeout=ENOUGH_MS)
    hall.mouse.park()
    hall.grabs.shoot(qtbot, "dock_at_1366", dock=dock)
    assert window.minimumSizeHint().width() <= 1366
    panel = hall.dock.panel
    for button in panel.findChildren(QAbstractButton):
        if button.isVisible():
            shown = button.visibleRegion().boundingRect()
            assert shown == button.rect(), f"{button.text()!r} is cut: {shown} of {button.rect()}"
            assert button.width() >= button.minimumSizeHint().width(), button.text()
    assert panel.list.height() > 120, "room for a few handouts"
    for widget in (panel.list, panel.on_table):
        assert isinstance(widget, QWidget) and widget.visibleRegion().boundingRect().width() > 0
