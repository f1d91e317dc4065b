"""Decoding a picture as big as a background may be (16384×16384 px) scaled down while it is read.

Qt refuses by default to allocate more than 512 MB for one picture, and its PNG reader decodes
the whole picture before scaling it (JPEG and WebP scale while decoding), so a 16384² PNG needs a
gigabyte for a moment. :func:`read_scaled` raises the limit for that one read only, to what the
picture's size needs, and asks for the picture scaled down by halvings to at most ``max_pixels``:
what is kept afterwards stays bounded whatever the picture. The bytes themselves are never
re-encoded. Safe to call from a worker thread (one reader per call, nothing shared).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize, Qt
from PySide6.QtGui import QImage, QImageReader

#: Qt's own allocation limit, which every picture within it keeps.
QT_DEFAULT_ALLOCATION_MB = 512
#: Bytes a decoded pixel takes (Qt decodes 8-bit pictures to 32 bits a pixel).
DECODED_BYTES_PER_PIXEL = 4


class PictureReader:
    """A reader of the picture in ``data`` (the buffer lives as long as the reader)."""

    def __init__(self, data: bytes) -> None:
        self._buffer = QBuffer()
        self._buffer.setData(QByteArray(data))
        self._buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self.reader = QImageReader(self._buffer)

    def size(self) -> QSize:
        """The picture's size from its header (invalid when it is no picture Qt reads)."""
        return self.reader.size()

    def read_scaled(self, max_pixels: int) -> QImage:
        return read_scaled(self.reader, max_pixels)


def halved_size(size: QSize, max_pixels: int) -> QSize:
    """``size`` halved as often as needed to hold at most ``max_pixels`` pixels."""
    pixels = size.width() * size.height()
    if pixels <= max_pixels:
        return QSize(size)
    halvings = math.ceil(math.log2(pixels / max_pixels) / 2)
    return QSize(max(1, size.width() >> halvings), max(1, size.height() >> halvings))


def read_scaled(reader: QImageReader, max_pixels: int) -> QImage:
    """The picture, scaled by halvings to at most ``max_pixels`` pixels; a null image when it
    does not decode (``reader.errorString()`` says why)."""
    size = reader.size()
    if not size.isValid() or size.isEmpty():
        return QImage()
    scaled = halved_size(size, max_pixels)
    if scaled != size:
        reader.setScaledSize(scaled)
    reader.setAllocationLimit(allocation_mb(size))
    return reader.read()


def read_fitted(data: bytes, box: QSize) -> QImage:
    """The picture in ``data`` as large as fits in ``box`` keeping its aspect (never enlarged);
    a null image when it does not decode. The reader scales while it reads, which lets other
    threads run meanwhile (``QImage.scaled`` holds Python's lock throughout): safe and cheap on
    a worker thread while the GUI thread keeps turning."""
    picture = PictureReader(data)  # kept: its buffer must outlive the read
    reader = picture.reader
    size = reader.size()
    if not size.isValid() or size.isEmpty():
        return QImage()
    if size.width() > box.width() or size.height() > box.height():
        reader.setScaledSize(size.scaled(box, Qt.AspectRatioMode.KeepAspectRatio))
    reader.setAllocationLimit(allocation_mb(size))
    return reader.read()


def allocation_mb(size: QSize) -> int:
    """The allocation limit, in MB, that lets Qt decode a picture of ``size`` whole."""
    needed = math.ceil(size.width() * size.height() * DECODED_BYTES_PER_PIXEL / 2**20) + 16
    return max(QT_DEFAULT_ALLOCATION_MB, needed)


#: A picture is proven whole by decoding it this small (a 16384² one never decodes whole fast).
PROOF_PIXELS = 1024 * 1024


def picture_decodes(data: bytes) -> bool:
    """Whether the picture in ``data`` decodes (a header alone, or a header that promises more
    than the bytes hold, does not): what an import holds each picture to."""
    return not PictureReader(data).read_scaled(PROOF_PIXELS).isNull()
