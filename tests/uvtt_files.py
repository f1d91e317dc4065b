"""Small Universal VTT files for the tests, written as a map maker would.

    python tests/uvtt_files.py OUT_DIR     writes the sample maps (PNG, JPEG, WebP, cropped)

:func:`dungeon` is a 12×8 dungeon: a room whose walls lie on grid lines (x = 3 and x = 9,
y = 1 and y = 6) with a closed door in its west wall and an open one in its east wall, a free
diagonal wall, a pillar outline (an object), a cave wall of many tiny segments, and two lights.
The picture (grid lines drawn every square, the room's walls in black) lines up with the walls,
so a screenshot shows whether the import kept them together. ``origin`` crops it: the picture's
corner then lies at that grid coordinate and every point moves with it, as a cropped export does.
"""

from __future__ import annotations

import base64
import json
import math
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF
from PySide6.QtGui import QColor, QImage, QImageWriter, QPainter, QPen
from PySide6.QtWidgets import QApplication

Document = dict[str, Any]

#: The room's walls, in squares from the picture's corner (a polyline round it, with the doors'
#: gaps left open: the portals close them).
ROOM: list[tuple[float, float]] = [(3, 2), (3, 1), (9, 1), (9, 3)]
ROOM_SOUTH: list[tuple[float, float]] = [(9, 4), (9, 6), (3, 6), (3, 3)]
#: The doors: (x1, y1, x2, y2, closed).
DOORS = [(3, 2, 3, 3, True), (9, 3, 9, 4, False)]
DIAGONAL: list[tuple[float, float]] = [(0.5, 7.5), (2.5, 5.25)]
PILLAR: list[tuple[float, float]] = [(5.5, 3.5), (6.5, 3.5), (6.5, 4.5), (5.5, 4.5), (5.5, 3.5)]
LIGHTS = [((6.0, 2.0), 4.0, "ffffcc88"), ((1.0, 1.0), 2.5, "80ff0000")]


def cave(start: tuple[float, float] = (10.0, 0.5), steps: int = 60) -> list[tuple[float, float]]:
    """A wavy cave wall of many tiny segments running down the map's east side."""
    return [(start[0] + 0.3 * math.sin(step / 6), start[1] + step * 0.1) for step in range(steps)]


def picture(image_format: str, width: int, height: int, pixels_per_grid: int) -> bytes:
    """A picture of the dungeon: grey floor, grid lines, the room's walls in black."""
    _ensure_gui()
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#c8c0a8"))
    painter = QPainter(image)
    painter.setPen(QPen(QColor("#8a8270"), 1))
    for column in range(0, width, pixels_per_grid):
        painter.drawLine(column, 0, column, height)
    for row in range(0, height, pixels_per_grid):
        painter.drawLine(0, row, width, row)
    painter.setPen(QPen(QColor("black"), max(2, pixels_per_grid // 10)))
    for line in (ROOM, ROOM_SOUTH, DIAGONAL, PILLAR):
        points = [QPointF(x * pixels_per_grid, y * pixels_per_grid) for x, y in line]
        painter.drawPolyline(points)
    painter.setPen(QPen(QColor("#7a4a1a"), max(3, pixels_per_grid // 6)))
    for x1, y1, x2, y2, _closed in DOORS:
        painter.drawLine(QPointF(x1 * pixels_per_grid, y1 * pixels_per_grid),
                         QPointF(x2 * pixels_per_grid, y2 * pixels_per_grid))
    painter.end()
    return encode(image, image_format)


def encode(image: QImage, image_format: str) -> bytes:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(image_format.encode("ascii")))
    writer.setQuality(90)
    if not writer.write(image):
        raise RuntimeError(f"Qt cannot write {image_format}")
    return bytes(buffer.data().data())


def _ensure_gui() -> None:
    # A QApplication (not a bare QGuiApplication) so that pytest-qt's qapp can be this one.
    if QApplication.instance() is None:
        _KEEP.append(QApplication(["uvtt_files"]))


_KEEP: list[QApplication] = []


def _points(line: list[tuple[float, float]], origin: tuple[float, float]) -> list[dict[str, float]]:
    return [{"x": x + origin[0], "y": y + origin[1]} for x, y in line]


def dungeon(
    image_format: str = "png",
    pixels_per_grid: int = 50,
    origin: tuple[float, float] = (0.0, 0.0),
    size: tuple[int, int] = (12, 8),
    image: bytes | None = None,
) -> Document:
    """The sample dungeon as a Universal VTT document (see the module)."""
    width, height = size[0] * pixels_per_grid, size[1] * pixels_per_grid
    picture_bytes = image if image is not None else picture(
        image_format, width, height, pixels_per_grid
    )
    return {
        "format": 0.3,
        "resolution": {
            "map_origin": {"x": origin[0], "y": origin[1]},
            "map_size": {"x": size[0], "y": size[1]},
            "pixels_per_grid": pixels_per_grid,
        },
        "line_of_sight": [_points(line, origin) for line in (ROOM, ROOM_SOUTH, DIAGONAL, cave())],
        "objects_line_of_sight": [_points(PILLAR, origin)],
        "portals": [
            {
                "position": {"x": (x1 + x2) / 2 + origin[0], "y": (y1 + y2) / 2 + origin[1]},
                "bounds": _points([(x1, y1), (x2, y2)], origin),
                "rotation": math.pi / 2,
                "closed": closed,
                "freestanding": False,
            }
            for x1, y1, x2, y2, closed in DOORS
        ],
        "environment": {"baked_lighting": True, "ambient_light": "ffffffff"},
        "lights": [
            {"position": {"x": x + origin[0], "y": y + origin[1]}, "range": reach,
             "intensity": 1, "color": colour, "shadows": True}
            for (x, y), reach, colour in LIGHTS
        ],
        "image": base64.b64encode(picture_bytes).decode("ascii"),
    }


def big_map(width: int = 27, height: int = 15, pixels_per_grid: int = 256, walls: int = 40,
            doors: int = 20, lights: int = 15) -> Document:
    """A map maker's big room map (27×15 at 256 px a square: 6912×3840) for the benchmarks."""
    _ensure_gui()
    image = QImage(width * pixels_per_grid, height * pixels_per_grid, QImage.Format.Format_RGB32)
    image.fill(QColor("#b0a890"))
    painter = QPainter(image)
    painter.setPen(QPen(QColor("#807860"), 2))
    for column in range(width + 1):
        painter.drawLine(column * pixels_per_grid, 0, column * pixels_per_grid, image.height())
    for row in range(height + 1):
        painter.drawLine(0, row * pixels_per_grid, image.width(), row * pixels_per_grid)
    painter.end()
    wall_lines = [[{"x": 1 + index % 25, "y": 1 + index // 25 * 6},
                   {"x": 1 + index % 25, "y": 4 + index // 25 * 6}] for index in range(walls)]
    portals = [{"position": {"x": 1.5 + index, "y": 13}, "bounds": [{"x": 1 + index, "y": 13},
               {"x": 2 + index, "y": 13}], "rotation": 0, "closed": index % 2 == 0,
               "freestanding": False} for index in range(doors)]
    return {
        "format": 0.3,
        "resolution": {"map_origin": {"x": 0, "y": 0}, "map_size": {"x": width, "y": height},
                       "pixels_per_grid": pixels_per_grid},
        "line_of_sight": wall_lines,
        "portals": portals,
        "lights": [{"position": {"x": 1 + index, "y": 7}, "range": 3, "intensity": 1,
                    "color": "ffffffff", "shadows": True} for index in range(lights)],
        "image": base64.b64encode(encode(image, "jpeg")).decode("ascii"),
    }


def write(path: Path, document: Document) -> Path:
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def write_samples(folder: Path) -> list[Path]:
    """The sample files: the dungeon as PNG, JPEG and WebP, and a cropped one."""
    folder.mkdir(parents=True, exist_ok=True)
    return [
        write(folder / "dungeon_png.dd2vtt", dungeon("png")),
        write(folder / "dungeon_jpeg.df2vtt", dungeon("jpeg")),
        write(folder / "dungeon_webp.uvtt", dungeon("webp")),
        write(folder / "dungeon_cropped.dd2vtt", dungeon("png", origin=(4.0, 3.0))),
    ]


def raw_bytes(document: Document) -> bytes:
    return json.dumps(document).encode("utf-8")



if __name__ == "__main__":
    for written in write_samples(Path(sys.argv[1] if len(sys.argv) > 1 else ".")):
        print(written)
