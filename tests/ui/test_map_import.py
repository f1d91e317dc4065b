"""File → Import map… / Export map… and a map file dropped on the map view, from the GM's side."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, QSettings, Qt, QUrl
from PySide6.QtGui import QAction, QDragEnterEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.map_features import SegmentKind
from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.session import CampaignSession, map_queries
from ryf_desktop.storage.uvtt import read_uvtt_file
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.map.import_dialog import MapFiles, MapImportDialog
from tests import uvtt_files

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    made = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat),
                      persist_layout=False, take_backups=False)
    qtbot.addWidget(made)
    made.resize(1400, 900)
    made.show()
    qtbot.waitExposed(made)
    made.install_play()
    yield made
    made.close()


def _files(window: MainWindow) -> MapFiles:
    found = window.findChild(MapFiles, "map_files")
    assert isinstance(found, MapFiles)
    return found


def _open_campaign(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "campaña.ryf"
    CampaignSession.create(path, "Prueba", "actual", REALISTA,
                           backup_dir=tmp_path / "backups").close()
    assert window.campaign.open_path(path)


def _session(window: MainWindow) -> CampaignSession:
    session = _files(window).panel.controller.session
    assert session is not None
    return session


def test_the_file_menu_offers_import_and_export(window: MainWindow) -> None:
    texts = [action.text() for action in window.file_menu.actions()]
    assert any("Import map" in text or "Importar mapa" in text for text in texts)
    assert any("xport map" in text or "xportar mapa" in text for text in texts)
    names = [action.objectName() for action in window.file_menu.actions()]
    assert names.index("import_map_action") < names.index("export_map_action")


def test_import_previews_then_makes_the_map_shown_and_one_undo_takes_it(
    window: MainWindow, tmp_path: Path
) -> None:
    _open_campaign(window, tmp_path)
    path = uvtt_files.write(tmp_path / "cripta.dd2vtt", uvtt_files.dungeon("jpeg"))
    dialog = _files(window).import_file(path)
    assert isinstance(dialog, MapImportDialog)
    summary = dialog.summary.text()
    assert "12 × 8" in summary and "50" in summary
    uvtt = read_uvtt_file(path)
    assert f"{uvtt.count(SegmentKind.WALL)} " in summary
    assert "2 " in summary and "(1 " in summary  # two doors, one closed
    picture = dialog.picture.pixmap()
    assert not picture.isNull() and picture.width() == 360  # scaled to the preview
    dialog.name_edit.setText("La cripta")
    dialog.objects_block.setChecked(True)
    QTest.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    session = _session(window)
    maps = map_queries.maps(session.model)
    assert [m.name for m in maps] == ["La cripta"]
    controller = _files(window).panel.controller
    assert controller.map_id() == maps[0].id
    view = map_queries.map_view(session.model, maps[0].id)
    assert (view.width, view.height, view.image_scale) == (12, 8, 50.0)
    assert "La cripta" in window.statusBar().currentMessage()
    session.undo_stack.undo()
    assert map_queries.maps(session.model) == []


def test_a_bad_file_is_refused_with_the_field_and_nothing_is_made(
    window: MainWindow, tmp_path: Path
) -> None:
    _open_campaign(window, tmp_path)
    document = copy.deepcopy(uvtt_files.dungeon("png"))
    document["portals"][1]["bounds"][0]["y"] = "tres"
    path = uvtt_files.write(tmp_path / "roto.dd2vtt", document)
    assert _files(window).import_file(path) is None
    box = _files(window).dialog
    assert isinstance(box, QMessageBox)
    assert "portals[1].bounds[0].y" in box.text() and "roto.dd2vtt" in box.text()
    assert map_queries.maps(_session(window).model) == []
    box.close()


def test_a_picture_path_instead_of_a_picture_is_refused(window: MainWindow,
                                                        tmp_path: Path) -> None:
    _open_campaign(window, tmp_path)
    document = uvtt_files.dungeon("png")
    document["image"] = "maps/cave.png"
    path = uvtt_files.write(tmp_path / "ruta.uvtt", document)
    assert _files(window).import_file(path) is None
    box = _files(window).dialog
    assert isinstance(box, QMessageBox) and "maps/cave.png" in box.text()


def test_a_map_file_dropped_on_the_view_opens_its_preview(
    window: MainWindow, tmp_path: Path
) -> None:
    _open_campaign(window, tmp_path)
    path = uvtt_files.write(tmp_path / "soltado.df2vtt", uvtt_files.dungeon("png"))
    files = _files(window)
    viewport = files.panel.view.viewport()
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    drop = QDropEvent(QPointF(QPoint(50, 50)), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    # Qt delivers a drop only while a real drag runs: hand it to the view's filter as Qt would.
    enter = QDragEnterEvent(QPoint(50, 50), Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    assert files.eventFilter(viewport, enter) and enter.isAccepted()
    assert files.eventFilter(viewport, drop) and drop.isAccepted()
    assert isinstance(files.dialog, MapImportDialog)
    assert files.dialog.name_edit.text() == "soltado"
    other = QMimeData()
    other.setUrls([QUrl.fromLocalFile(str(tmp_path / "notas.txt"))])
    assert files.dropped_map_file(QDropEvent(
        QPointF(1, 1), Qt.DropAction.CopyAction, other, Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier)) is None


def test_export_writes_the_map_shown_and_it_imports_back(
    window: MainWindow, tmp_path: Path
) -> None:
    _open_campaign(window, tmp_path)
    path = uvtt_files.write(tmp_path / "ida.dd2vtt", uvtt_files.dungeon("webp"))
    files = _files(window)
    dialog = files.import_file(path)
    assert dialog is not None
    dialog.import_button.click()
    out = tmp_path / "vuelta"
    assert files.export_to(out) is None
    written = tmp_path / "vuelta.dd2vtt"
    first, again = read_uvtt_file(path), read_uvtt_file(written)
    assert again.image == first.image and (again.width, again.height) == (12, 8)
    assert "vuelta.dd2vtt" in window.statusBar().currentMessage()


def test_export_without_a_map_says_so(window: MainWindow, tmp_path: Path) -> None:
    _open_campaign(window, tmp_path)
    assert _files(window).export_to(tmp_path / "x.dd2vtt") is not None
    assert not (tmp_path / "x.dd2vtt").exists()
    assert isinstance(window.findChild(QAction, "export_map_action"), QAction)
