"""Portraits: an image file read and checked (PNG, JPEG or WebP; at most 20 MB and 8000 px a
side), cropped to a centred square and scaled to 256 px, as PNG bytes for the campaign's image
table; and the pictures the sheet and the character list show from those bytes."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QRect, QSize, Qt
from PySide6.QtGui import QImage, QImageReader, QPixmap

from ryf_desktop.storage import CampaignFileError

if TYPE_CHECKING:
    from ryf_desktop.session.model import CampaignModel

#: Side of a stored portrait, in pixels.
PORTRAIT_SIZE = 256
PORTRAIT_MAX_BYTES = 20 * 1024 * 1024
PORTRAIT_MAX_SIDE = 8000
PORTRAIT_FORMATS = ("png", "jpeg", "jpg", "webp")


class PortraitError(ValueError):
    """An image that cannot be a portrait; the message says why and what to do."""


#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate


def load_portrait(path: Path) -> bytes:
    """The picture at ``path`` as a 256×256 PNG, cropped to its centred square."""
    try:
        size = path.stat().st_size
    except OSError as error:
        raise PortraitError(
            translate("Portrait", "Cannot read “{file}”: {reason}. Choose another file.").format(
                file=path.name, reason=error.strerror or str(error))
        ) from error
    if size > PORTRAIT_MAX_BYTES:
        raise PortraitError(
            translate("Portrait", "“{file}” is {size} MB; a portrait may be at most 20 MB. "
                      "Save a smaller copy of the picture and import that.").format(
                file=path.name, size=round(size / 1024 / 1024, 1))
        )
    reader = QImageReader(str(path))
    kind = bytes(reader.format().data()).decode("ascii", "replace").lower()
    if kind not in PORTRAIT_FORMATS:
        raise PortraitError(
            translate("Portrait", "“{file}” is not a PNG, JPEG or WebP picture. Save it in "
                      "one of those formats and import it again.").format(file=path.name)
        )
    dimensions = reader.size()
    if max(dimensions.width(), dimensions.height()) > PORTRAIT_MAX_SIDE:
        raise PortraitError(
            translate("Portrait", "“{file}” is {width}×{height} pixels; a portrait may be at "
                      "most 8000 pixels a side. Scale the picture down and import it again."
                      ).format(file=path.name, width=dimensions.width(),
                               height=dimensions.height())
        )
    image = reader.read()
    if image.isNull():
        raise PortraitError(
            translate("Portrait", "“{file}” could not be read as a picture ({reason}). "
                      "Choose another file.").format(file=path.name, reason=reader.errorString())
        )
    return portrait_png(image)


def portrait_png(image: QImage) -> bytes:
    """``image`` cropped to its centred square and scaled to 256 px, as PNG bytes."""
    side = min(image.width(), image.height())
    square = image.copy(QRect((image.width() - side) // 2, (image.height() - side) // 2,
                              side, side))
    scaled = square.scaled(QSize(PORTRAIT_SIZE, PORTRAIT_SIZE),
                           Qt.AspectRatioMode.IgnoreAspectRatio,
                           Qt.TransformationMode.SmoothTransformation)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # The stubs want bytes, but PySide6 accepts only a str format here.
    scaled.save(buffer, "PNG")  # type: ignore[call-overload]
    buffer.close()
    return bytes(data.data())


def portrait_data(model: CampaignModel, image_id: int | None) -> bytes | None:
    """A portrait's bytes, read from the file now (None: no picture, or none readable — a sheet
    or a badge is no place to report a damaged file)."""
    if image_id is None:
        return None
    try:
        return model.image_data(image_id)
    except CampaignFileError:
        return None


def portrait_pixmap(data: bytes, side: int) -> QPixmap:
    """Stored portrait bytes as a pixmap ``side`` pixels square (null when unreadable)."""
    pixmap = QPixmap()
    if not pixmap.loadFromData(data):
        return QPixmap()
    return pixmap.scaled(side, side, Qt.AspectRatioMode.KeepAspectRatio,
                         Qt.TransformationMode.SmoothTransformation)
