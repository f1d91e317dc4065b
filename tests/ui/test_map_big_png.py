"""A 16384×16384 PNG background (issue 18 §4): accepted by the picker, by a .dd2vtt import and
by a campaign's JSON file, and shown — decoded off the GUI thread, the tiles in view in the
picture's colours."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QSettings, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QProgressDialog
from pytestqt.qtbot import QtBot
from sqlmodel import select

from ryf_desktop.rules.profile import HEROICO
from ryf_desktop.session import CampaignSession, map_commands, map_queries
from ryf_desktop.session.picture_reading import PictureReader, halved_size
from ryf_desktop.storage import CampaignFile, export_campaign, import_campaign
from ryf_desktop.storage.tables import Image
from ryf_desktop.ui.common import SessionHolder
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.map import SQUARE_PX, MapPanel, MapScene
from ryf_desktop.ui.map.import_dialog import MapFiles, MapImportDialog
from ryf_desktop.ui.map.tiled_background import DECODED_PIXELS_MAX
from tests import uvtt_files
from tests.big_png import QUADRANTS, quadrant_png

SIDE = 16384
SQUARES = 64
#: Squares at the middle of each quadrant, in QUADRANTS' order.
QUADRANT_SQUARES = ((16, 16), (48, 16), (16, 48), (48, 48))


@pytest.fixture(scope="module")
def big_png() -> bytes:
    return quadrant_png(SIDE, SIDE)


def _session(folder: Path) -> CampaignSession:
    return CampaignSession.create(folder / "c.ryf", "Grande", "medieval", HEROICO,
                                  backup_dir=folder / "backups")


def _close_to(colour: QColor, rgb: tuple[int, int, int]) -> bool:
    got = (colour.red(), colour.green(), colour.blue())
    return all(abs(a - b) <= 3 for a, b in zip(got, rgb, strict=True))


def test_a_big_png_decodes_scaled_down_with_the_limit_raised_for_that_read(
    big_png: bytes,
) -> None:
    image = PictureReader(big_png).read_scaled(DECODED_PIXELS_MAX)
    assert (image.width(), image.height()) == (8192, 8192)
    assert _close_to(image.pixelColor(100, 100), QUADRANTS[0])
    assert _close_to(image.pixelColor(8000, 8000), QUADRANTS[3])
    assert halved_size(image.size(), 1000 * 1000).width() == 512


def test_the_picker_takes_it_and_the_map_shows_it_without_freezing(
    qtbot: QtBot, tmp_path: Path, big_png: bytes
) -> None:
    session = _session(tmp_path)
    create = map_commands.CreateMap(session, "Enorme", SQUARES, SQUARES)
    assert session.push(create) and create.map_id is not None
    panel = MapPanel(SessionHolder(session))
    qtbot.addWidget(panel)
    panel.resize(900, 700)
    panel.show()
    qtbot.waitExposed(panel)
    panel.controller.show_map(create.map_id)
    picture = tmp_path / "enorme.png"
    picture.write_bytes(big_png)
    # Proving the picture whole takes seconds: a busy dialog says so while the window draws.
    # Watched all along, not sampled once: the proof takes about 1.4 s on a quiet machine, so a
    # look at a fixed moment raced it; the dialog shows after busy.SHOW_AFTER_MS.
    busy: list[str] = []
    watch = QTimer(panel)
    watch.timeout.connect(lambda: busy.extend(
        dialog.labelText() for dialog in panel.findChildren(QProgressDialog)
        if dialog.isVisible()))
    watch.start(50)
    assert panel.import_background(picture) is None
    watch.stop()
    assert busy and "enorme.png" in busy[0]
    view = map_queries.map_view(session.model, create.map_id)
    assert view.image_scale == SIDE / SQUARES  # the width fitted to the map's
    scene = panel.controller.scene
    assert isinstance(scene, MapScene)
    qtbot.waitUntil(lambda: scene.background.picture is not None or scene.background.decoding())
    assert scene.background.decoding()  # away from the GUI thread: the window keeps drawing
    ticks: list[int] = []
    timer_id = panel.startTimer(20)
    panel.timerEvent = lambda event: ticks.append(event.timerId())  # type: ignore[method-assign]
    qtbot.waitUntil(lambda: not scene.background.decoding(), timeout=90_000)
    panel.killTimer(timer_id)
    assert len(ticks) > 10  # the event loop ran while the picture decoded
    held = scene.background.picture
    assert held is not None and held.size.width() == SIDE
    assert held.levels[0].width() * held.levels[0].height() <= DECODED_PIXELS_MAX
    panel.view.fit_map()
    shot = panel.view.viewport().grab().toImage()
    for (x, y), rgb in zip(QUADRANT_SQUARES, QUADRANTS, strict=True):
        point = panel.view.mapFromScene(QPointF((x + 0.5) * SQUARE_PX, (y + 0.5) * SQUARE_PX))
        assert _close_to(shot.pixelColor(point), rgb), (x, y, shot.pixelColor(point).name())
    panel.close()

    # The campaign's JSON file carries it too, bytes untouched.
    out = export_campaign(session.path, tmp_path / "c.json")
    session.close()
    assert json.loads(out.read_text(encoding="utf-8"))["images"][0]["width"] == SIDE
    new = import_campaign(out, tmp_path / "importada.ryf")
    with (CampaignFile.open(new, backup_dir=tmp_path / "b") as campaign,
          campaign.transaction() as db):
        image = db.exec(select(Image)).one()
        assert (image.width, image.height, image.data) == (SIDE, SIDE, big_png)


def test_a_dd2vtt_with_a_big_png_imports_from_the_file_menu(
    qtbot: QtBot, tmp_path: Path, big_png: bytes
) -> None:
    _session(tmp_path).close()
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.install_play()
    assert window.campaign.open_path(tmp_path / "c.ryf")
    path = uvtt_files.write(tmp_path / "enorme.dd2vtt", uvtt_files.dungeon(
        "png", pixels_per_grid=SIDE // SQUARES, size=(SQUARES, SQUARES), image=big_png))
    files = window.findChild(MapFiles, "map_files")
    assert isinstance(files, MapFiles)
    dialog = files.import_file(path)  # the preview decodes on a worker thread
    assert isinstance(dialog, MapImportDialog)
    preview = dialog.picture.pixmap().toImage()
    # Away from the walls, doors and lights drawn over the picture (all within 12 squares).
    assert preview.width() == 360 and _close_to(preview.pixelColor(150, 150), QUADRANTS[0])
    QTest.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible(), dialog.problem.text()
    session = files.panel.controller.session
    assert session is not None
    (made,) = map_queries.maps(session.model)
    view = map_queries.map_view(session.model, made.id)
    assert view.background_image_id is not None and view.image_scale == SIDE / SQUARES
    assert map_queries.image_bytes(session.model, view.background_image_id) == big_png
    window.close()
