"""Big map pictures: downscaled levels, only the tiles in view drawn, bounded memory, and the
picture still where the grid says on the GM's map."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSettings, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from ryf_desktop.session import CampaignSession, map_queries
from ryf_desktop.session.map_import import import_map
from ryf_desktop.storage.uvtt import read_uvtt
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.map import SQUARE_PX, MapScene
from ryf_desktop.ui.map.tiled_background import (
    DECODED_PIXELS_MAX,
    LEVEL_MIN_SIDE,
    TILE_SIDE,
    TiledBackground,
    TiledPicture,
)
from tests import uvtt_files


def _halves(width: int, height: int) -> QImage:
    """Red on the left half, blue on the right."""
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("blue"))
    painter = QPainter(image)
    painter.fillRect(0, 0, width // 2, height, QColor("red"))
    painter.end()
    return image


def test_levels_halve_down_to_the_smallest_side() -> None:
    picture = TiledPicture(_halves(6912, 3840))
    sides = [(level.width(), level.height()) for level in picture.levels]
    assert sides[0] == (6912, 3840) and sides[1] == (3456, 1920)
    assert max(sides[-1]) <= LEVEL_MIN_SIDE < max(sides[-2])
    # A memory contract (benchmarks/map_big.py prints it too): the levels hold at most 4/3 of
    # the full picture.
    assert picture.bytes_held < 6912 * 3840 * 4 * 4 / 3 + 1
    assert picture.level_for(1.0) == 0 and picture.level_for(2.0) == 0
    assert picture.level_for(0.5) == 1 and picture.level_for(0.3) == 1
    assert picture.level_for(0.01) == len(picture.levels) - 1


def test_only_the_tiles_in_view_are_drawn_and_in_the_right_colours() -> None:
    picture = TiledPicture(_halves(4 * TILE_SIDE, 2 * TILE_SIDE))
    target = QImage(200, 100, QImage.Format.Format_RGB32)
    target.fill(QColor("white"))
    painter = QPainter(target)
    # Full size: a 200×100 window onto the picture's middle shows two tiles (one each side).
    painter.translate(-(2 * TILE_SIDE - 100), -50)
    drawn = picture.paint(painter, QRectF(2 * TILE_SIDE - 100, 50, 200, 100), smooth=True)
    painter.end()
    assert drawn == 2
    assert QColor(target.pixel(50, 50)).name() == "#ff0000"
    assert QColor(target.pixel(150, 50)).name() == "#0000ff"
    # Zoomed far out, the whole picture comes from a small level, in one tile.
    small = QImage(128, 64, QImage.Format.Format_RGB32)
    painter = QPainter(small)
    painter.scale(128 / (4 * TILE_SIDE), 64 / (2 * TILE_SIDE))
    drawn = picture.paint(painter, QRectF(0, 0, 4 * TILE_SIDE, 2 * TILE_SIDE), smooth=True)
    painter.end()
    assert drawn == 1
    assert QColor(small.pixel(20, 30)).name() == "#ff0000"
    assert QColor(small.pixel(100, 30)).name() == "#0000ff"


def test_a_picture_over_the_decoding_limit_is_decoded_smaller_and_keeps_its_size() -> None:
    side = 9000  # 81 megapixels: more than DECODED_PIXELS_MAX
    data = uvtt_files.encode(_halves(side, side).convertToFormat(QImage.Format.Format_Grayscale8),
                             "jpeg")
    picture = TiledPicture.from_bytes(data)
    assert picture is not None
    assert (picture.size.width(), picture.size.height()) == (side, side)
    first = picture.levels[0]
    assert first.width() * first.height() <= DECODED_PIXELS_MAX
    assert picture.reduction > 1.0
    assert TiledPicture.from_bytes(b"not a picture") is None


def test_the_background_item_is_tiled_and_not_a_pixmap() -> None:
    item = TiledBackground()
    assert not item.set_picture_data(b"junk") and item.boundingRect().isEmpty()
    assert item.set_picture_data(uvtt_files.encode(_halves(300, 200), "png"))
    assert item.boundingRect() == QRectF(0, 0, 300, 200) and item.pixmap().isNull()
    assert not item.set_picture_data(None)


def test_an_imported_map_shows_its_picture_under_the_grid(qtbot: QtBot, tmp_path: Path) -> None:
    from ryf_desktop.rules.profile import REALISTA

    path = tmp_path / "c.ryf"
    CampaignSession.create(path, "Prueba", "actual", REALISTA,
                           backup_dir=tmp_path / "backups").close()
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    assert window.campaign.open_path(path)
    window.install_play()
    panel = window.map_panel
    session = panel.controller.session
    assert session is not None
    picture = _halves(1200, 800)  # 12×8 squares at 100 px a square, cropped half a square
    uvtt = read_uvtt(uvtt_files.raw_bytes(uvtt_files.dungeon(
        "png", pixels_per_grid=100, origin=(0.5, 0.0), image=uvtt_files.encode(picture, "png"))))
    map_id = import_map(session, uvtt, "Mitades")
    panel.controller.show_map(map_id)
    scene = panel.controller.scene
    assert isinstance(scene, MapScene)
    qtbot.waitUntil(lambda: scene.background.isVisible())
    view = map_queries.map_view(session.model, map_id)
    assert view.image_offset == (-50.0, 0.0)
    panel.view.fit_map()
    shot = panel.view.viewport().grab().toImage()

    def colour_at(x_squares: float, y_squares: float) -> str:
        point = panel.view.mapFromScene(QPointF(x_squares * SQUARE_PX, y_squares * SQUARE_PX))
        return QColor(shot.pixel(point.x(), point.y())).name()

    # The picture starts half a square into square 0 (row 0 is above the room's walls): its
    # red half ends at 0.5 + 6 squares.
    assert colour_at(0.2, 0.4) != "#ff0000"  # left of the picture's corner
    assert colour_at(0.7, 0.4) == "#ff0000"
    assert colour_at(3.2, 0.4) == "#ff0000"
    assert colour_at(6.2, 0.4) == "#ff0000"
    assert colour_at(6.8, 0.4) == "#0000ff"
    assert colour_at(8.2, 0.4) == "#0000ff"
    assert Qt.TransformationMode.SmoothTransformation == scene.background.transformationMode()
    window.close()
