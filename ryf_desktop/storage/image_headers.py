"""The type and size of a picture, read from its header bytes (PNG, JPEG, WebP) without Qt.

An import must refuse a picture the program's pickers would refuse before anything is created,
and the storage layer may not load Qt, so the three formats the pickers accept are read here
from their headers: PNG's IHDR chunk, JPEG's first start-of-frame marker, WebP's VP8/VP8L/VP8X
chunk. Anything else (GIF, BMP, SVG, garbage after a signature) is not a picture we take.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

#: Largest picture an import accepts, in bytes (the map background picker's limit, the widest).
IMAGE_BYTES_MAX = 50 * 1024 * 1024
#: Longest side of an imported picture, in pixels (the background picker's limit).
IMAGE_SIDE_MAX = 16384
#: Most pixels of an imported picture (the background picker's limit: a square of the longest side).
IMAGE_PIXELS_MAX = IMAGE_SIDE_MAX * IMAGE_SIDE_MAX
#: The MIME types a picture may have.
IMAGE_MIME_TYPES = ("image/png", "image/jpeg", "image/webp")

_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
#: JPEG start-of-frame markers (SOF0..SOF15 but DHT, JPG and DAC, which are not frames).
_JPEG_FRAMES = frozenset(range(0xC0, 0xD0)) - {0xC4, 0xC8, 0xCC}
#: JPEG markers that stand alone, with no length after them.
_JPEG_STANDALONE = frozenset({0x01, *range(0xD0, 0xD8)})


@dataclass(frozen=True, slots=True)
class PictureHeader:
    mime: str
    width: int
    height: int


def read_picture_header(data: bytes) -> PictureHeader | None:
    """The picture's type and size from its header, or None when it is none we accept."""
    if data.startswith(_PNG_SIGNATURE):
        return _png(data)
    if data.startswith(b"\xff\xd8\xff"):
        return _jpeg(data)
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return _webp(data)
    return None


def _png(data: bytes) -> PictureHeader | None:
    # The first chunk must be IHDR: length 13, then width and height as 32-bit big-endian.
    if len(data) < 33 or data[8:16] != b"\x00\x00\x00\x0dIHDR":
        return None
    width, height = struct.unpack(">II", data[16:24])
    return PictureHeader("image/png", width, height) if width and height else None


def _jpeg(data: bytes) -> PictureHeader | None:
    position = 2
    while position + 4 <= len(data):
        if data[position] != 0xFF:
            return None
        marker = data[position + 1]
        if marker == 0xFF:  # fill byte before a marker
            position += 1
            continue
        if marker in _JPEG_STANDALONE:
            position += 2
            continue
        if marker in (0xD9, 0xDA):  # end of image, or the scan began before any frame
            return None
        (length,) = struct.unpack(">H", data[position + 2 : position + 4])
        if length < 2:
            return None
        if marker in _JPEG_FRAMES:
            frame = data[position + 4 : position + 9]
            if len(frame) < 5:
                return None
            height, width = struct.unpack(">HH", frame[1:5])
            return PictureHeader("image/jpeg", width, height) if width and height else None
        position += 2 + length
    return None


def _webp(data: bytes) -> PictureHeader | None:
    chunk = data[12:16]
    body = data[20:]
    width = height = 0
    if chunk == b"VP8 " and len(body) >= 10 and body[3:6] == b"\x9d\x01\x2a":
        width, height = (value & 0x3FFF for value in struct.unpack("<HH", body[6:10]))
    elif chunk == b"VP8L" and len(body) >= 5 and body[0] == 0x2F:
        bits = int.from_bytes(body[1:5], "little")
        width, height = (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1
    elif chunk == b"VP8X" and len(body) >= 10:
        width = int.from_bytes(body[4:7], "little") + 1
        height = int.from_bytes(body[7:10], "little") + 1
    return PictureHeader("image/webp", width, height) if width and height else None
