"""Renders the application icon's PNG sizes, the Windows .ico and the macOS .icns from the SVG.

Run ``python packaging/render_icons.py`` after editing ``resources/icons/ryf-desktop.svg`` and
commit what it writes. Each size is rendered from the SVG itself (not scaled down from a large
PNG) so that small icons stay sharp.

Qt can write ``.ico`` and ``.icns`` but only one image per file (and its ``.icns`` has a table of
contents Qt's own reader rejects), while Windows picks 16, 32, 48 or 256 pixels depending on where
the icon is shown. So both containers are assembled here from the rendered PNGs: PNG entries in an
``.ico`` are read by Windows Vista and later, and in an ``.icns`` by macOS 10.7 and later.
"""

from __future__ import annotations

import os
import struct
import sys
from collections.abc import Mapping
from pathlib import Path

ICON_DIR = Path(__file__).resolve().parent.parent / "resources" / "icons"
SVG = ICON_DIR / "ryf-desktop.svg"
PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 32, 48, 64, 128, 256)
# ICNS element types that hold a PNG of the given size (Apple's "icp4".."ic09").
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def png_path(size: int, icon_dir: Path = ICON_DIR) -> Path:
    return icon_dir / f"ryf-desktop-{size}.png"


def render_pngs(svg: Path = SVG, sizes: tuple[int, ...] = PNG_SIZES) -> dict[int, bytes]:
    """Each size rendered from ``svg``, as PNG file contents."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QImageWriter, QPainter
    from PySide6.QtSvg import QSvgRenderer

    # The SVG's text needs fonts, which need a GUI application.
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg} is not an SVG Qt can draw; open it in an editor and fix it.")
    rendered: dict[int, bytes] = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        writer = QImageWriter(buffer, QByteArray(b"png"))
        if not writer.write(image):
            raise SystemExit(f"Qt could not encode the {size}x{size} icon: {writer.errorString()}")
        buffer.close()
        rendered[size] = bytes(data.data())
    return rendered


def ico_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """An .ico holding each PNG as its own entry (width/height byte 0 means 256)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries = b""
    for size, data in pngs.items():
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(pngs.values())


def icns_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """An .icns holding each PNG under its element type."""
    body = b"".join(
        ICNS_TYPES[size] + struct.pack(">I", 8 + len(data)) + data for size, data in pngs.items()
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    pngs = render_pngs()
    for size, data in pngs.items():
        png_path(size).write_bytes(data)
    (ICON_DIR / "ryf-desktop.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (ICON_DIR / "ryf-desktop.icns").write_bytes(icns_bytes({s: pngs[s] for s in ICNS_TYPES}))
    written = [png_path(size).name for size in pngs] + ["ryf-desktop.ico", "ryf-desktop.icns"]
    print(f"wrote in {ICON_DIR}: {', '.join(written)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
