"""The import preview shows what the file holds over its picture (walls, doors open and closed,
lights), and an imported map starts under fog for the players unless the GM unticks it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest

from ryf_desktop.rules.square_mask import SquareMask
from ryf_desktop.session import map_queries
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.map.import_dialog import LEGEND_COLOURS, MapImportDialog
from tests import uvtt_files
from tests.ui.test_map_import import _files, _open_campaign, _session, window

__all__ = ["window"]  # a fixture, used by name

#: Preview pixels a square: the sample is 12 squares of 50 px (600 px) shown 360 px wide.
STEP = 30


def near(image: QImage, x: float, y: float, name: str, reach: int = 2) -> bool:
    """Whether the legend colour ``name`` is drawn within ``reach`` pixels of (x, y)."""
    wanted = QColor(LEGEND_COLOURS[name])
    for dy in range(-reach, reach + 1):
        for dx in range(-reach, reach + 1):
            found = image.pixelColor(round(x) + dx, round(y) + dy)
            if (abs(found.red() - wanted.red()) < 40 and abs(found.green() - wanted.green()) < 40
                    and abs(found.blue() - wanted.blue()) < 40):
                return True
    return False


def open_preview(window: MainWindow, tmp_path: Path) -> MapImportDialog:
    _open_campaign(window, tmp_path)
    path = uvtt_files.write(tmp_path / "cripta.dd2vtt", uvtt_files.dungeon("png"))
    dialog = _files(window).import_file(path)
    assert isinstance(dialog, MapImportDialog)
    return dialog


def test_the_preview_draws_walls_doors_and_lights_over_the_picture(
    window: MainWindow, tmp_path: Path
) -> None:
    dialog = open_preview(window, tmp_path)
    shown = dialog.picture.pixmap().toImage()
    assert shown.width() == 12 * STEP
    # The north wall of the room runs from (3, 1) to (9, 1).
    assert near(shown, 6 * STEP, 1 * STEP, "wall")
    assert not near(shown, 6 * STEP, 1 * STEP, "closed_door")
    # The closed door from (3, 2) to (3, 3); the open one from (9, 3) to (9, 4), dashed.
    assert near(shown, 3 * STEP, 2.5 * STEP, "closed_door")
    assert any(near(shown, 9 * STEP, (3 + t / 10) * STEP, "open_door", 1) for t in range(11))
    # The pillar is an object outline; the light at (1, 1) has its dot and its reach.
    assert near(shown, 6 * STEP, 3.5 * STEP, "object")
    assert near(shown, 1 * STEP, 1 * STEP, "light")
    assert any(near(shown, (1 + 2.5) * STEP, (1 + t / 10) * STEP, "light", 1)
               for t in range(-3, 4))
    legend = dialog.legend.text()
    for colour in LEGEND_COLOURS.values():
        assert colour in legend
    dialog.close()


def test_an_imported_map_starts_under_fog_unless_unticked(
    window: MainWindow, tmp_path: Path
) -> None:
    dialog = open_preview(window, tmp_path)
    assert dialog.fogged.isChecked()
    QTest.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    session = _session(window)
    (made,) = map_queries.maps(session.model)
    assert map_queries.map_view(session.model, made.id).fog == SquareMask.full(12, 8)

    second = _files(window).import_file(tmp_path / "cripta.dd2vtt")
    assert isinstance(second, MapImportDialog)
    second.name_edit.setText("Sin niebla")
    second.fogged.click()
    QTest.mouseClick(second.import_button, Qt.MouseButton.LeftButton)
    other = next(m for m in map_queries.maps(session.model) if m.name == "Sin niebla")
    assert not map_queries.map_view(session.model, other.id).fog
