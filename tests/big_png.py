"""A huge RGB PNG written a row at a time with zlib, so a test can make a 16384×16384 picture in
a couple of seconds and a few MB (Qt would first paint a gigabyte QImage, then compress it).

The picture is four quadrants of flat colour, :data:`QUADRANTS` (top-left, top-right,
bottom-left, bottom-right), so every tile shown has a colour the test knows.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

QUADRANTS = ((200, 40, 30), (30, 90, 200), (40, 170, 60), (230, 200, 40))


def _chunk(kind: bytes, body: bytes) -> bytes:
    return (struct.pack(">I", len(body)) + kind + body
            + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))


def quadrant_png(width: int, height: int) -> bytes:
    """An 8-bit RGB PNG of ``width``×``height`` in the four :data:`QUADRANTS`."""
    half_x, half_y = width // 2, height // 2

    def row(left: tuple[int, int, int], right: tuple[int, int, int]) -> bytes:
        # Filter byte 0 (none), then the pixels.
        return b"\x00" + bytes(left) * half_x + bytes(right) * (width - half_x)

    top, bottom = row(*QUADRANTS[:2]), row(*QUADRANTS[2:])
    packer = zlib.compressobj(6)
    parts = [packer.compress(top) for _ in range(half_y)]
    parts += [packer.compress(bottom) for _ in range(height - half_y)]
    parts.append(packer.flush())
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header)
            + _chunk(b"IDAT", b"".join(parts)) + _chunk(b"IEND", b""))


def write_quadrant_png(path: Path, width: int, height: int) -> Path:
    path.write_bytes(quadrant_png(width, height))
    return path
