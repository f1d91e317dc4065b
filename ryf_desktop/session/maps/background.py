"""A map's background picture: set from a file, removed, calibrated.

Rulings:

- Background images: PNG, JPEG or WebP, at most 50 MB on disk and 16384 pixels a side (268
  megapixels). The header is read first (size and format, without decoding); only a picture
  within the limits is decoded, once and scaled down, to prove it is whole. The same picture is
  stored once (by SHA-256); a picture no map or portrait uses any more is dropped from the file
  (undo brings it back). A new background keeps the map's calibration when it has the same size
  in pixels as the old one; otherwise its width is fitted to the map's width, from the top-left
  corner.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import field
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING

from PySide6.QtGui import QImageReader

from ryf_desktop.session.command import CommandError, ModelCommand, command
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.maps.common import drop_unused_image, get_map, translate
from ryf_desktop.session.picture_reading import PROOF_PIXELS, PictureReader, read_scaled
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import Image

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

#: Largest background file accepted, in bytes.
MAX_IMAGE_BYTES = 50 * 1024 * 1024
#: Longest side of a background, in pixels.
MAX_IMAGE_SIDE = 16384
#: Most pixels of a background: 16384² (268 megapixels), decoded scaled down (see
#: :mod:`~ryf_desktop.session.picture_reading`), never whole into memory for good.
MAX_IMAGE_PIXELS = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE
#: A background as :func:`read_background` reads it: bytes, MIME type, width, height.
BackgroundPicture = tuple[bytes, str, int, int]
#: The formats a background may have (QImageReader's names) and their MIME types.
IMAGE_FORMATS: Mapping[str, str] = MappingProxyType({
    "png": "image/png",
    "jpeg": "image/jpeg",
    "jpg": "image/jpeg",
    "webp": "image/webp",
})


def _megabytes(size: int) -> str:
    return f"{size / (1024 * 1024):.1f}"


def _unreadable(shown: str, error: OSError) -> CommandError:
    return CommandError(
        translate(
            "MapCommands",
            "The picture “%1” cannot be read (%2). Check that the file is still there."
        ),
        shown, error.strerror or error,
    )


def _damaged(shown: str, reader: QImageReader) -> CommandError:
    return CommandError(
        translate(
            "MapCommands",
            "The picture “%1” cannot be read (%2). The file may be damaged: save it "
            "again and import it."
        ),
        shown, reader.errorString(),
    )


def _too_heavy(shown: str, size: int, handout: bool) -> CommandError:
    return CommandError(
        translate(
            "MapCommands",
            "The picture “%1” is %2 MB; a handout may be at most %3 MB. Save it smaller (for "
            "example as JPEG or WebP) and add it again."
        ) if handout else translate(
            "MapCommands",
            "The picture “%1” is %2 MB; a map background may be at most %3 MB. Save it "
            "smaller (for example as JPEG or WebP) and import it again."
        ),
        shown, _megabytes(size), MAX_IMAGE_BYTES // (1024 * 1024),
    )


def _format_and_size(reader: QImageReader, shown: str,
                     handout: bool) -> tuple[str, int, int]:
    """The picture's MIME type and size in pixels from its header; CommandError when the
    format or the size is refused (nothing is decoded), worded for a handout or a map."""
    reader.setDecideFormatFromContent(True)
    image_format = bytes(reader.format().data()).decode("ascii", "replace").lower()
    if image_format not in IMAGE_FORMATS:
        raise CommandError(
            translate(
                "MapCommands",
                "“%1” is not a PNG, JPEG or WebP picture, so it cannot be a handout. Save it "
                "in one of those formats and add it again."
            ) if handout else translate(
                "MapCommands",
                "“%1” is not a PNG, JPEG or WebP picture, so it cannot be a map background. "
                "Save it in one of those formats and import it again."
            ),
            shown,
        )
    dimensions = reader.size()
    width, height = dimensions.width(), dimensions.height()
    if width <= 0 or height <= 0:
        raise _damaged(shown, reader)
    if max(width, height) > MAX_IMAGE_SIDE or width * height > MAX_IMAGE_PIXELS:
        raise CommandError(
            translate(
                "MapCommands",
                "The picture “%1” is %2×%3 pixels; a handout may be at most %4 pixels a side "
                "and %5 megapixels. Scale it down in an image editor and add it again."
            ) if handout else translate(
                "MapCommands",
                "The picture “%1” is %2×%3 pixels; a map background may be at most %4 "
                "pixels a side and %5 megapixels. Scale it down in an image editor and "
                "import it again."
            ),
            shown, width, height, MAX_IMAGE_SIDE, MAX_IMAGE_PIXELS // 1_000_000,
        )
    return IMAGE_FORMATS[image_format], width, height


def read_background(path: Path, *, handout: bool = False) -> BackgroundPicture:
    """The file's bytes, MIME type and size in pixels; CommandError when it is refused (worded
    for a handout's picture when ``handout``: the same limits hold).

    The size and format come from the header alone, so a huge picture is refused without being
    decoded; one within the limits is decoded once to prove it is whole.
    """
    shown = path.name
    try:
        size = path.stat().st_size
    except OSError as error:
        raise _unreadable(shown, error) from error
    if size > MAX_IMAGE_BYTES:
        raise _too_heavy(shown, size, handout)
    reader = QImageReader(str(path))
    mime, width, height = _format_and_size(reader, shown, handout)
    try:
        data = path.read_bytes()
    except OSError as error:
        raise _unreadable(shown, error) from error
    if read_scaled(reader, PROOF_PIXELS).isNull():
        raise _damaged(shown, reader)
    return data, mime, width, height


def check_background_bytes(
    data: bytes, shown: str, *, decode: bool = True, handout: bool = False
) -> BackgroundPicture:
    """A picture already in memory held to exactly what :func:`read_background` holds a file
    to (the same limits, the same messages, ``shown`` naming it): its bytes, MIME type and size
    in pixels; CommandError when it is refused. ``decode=False`` reads the header only (the
    caller proved the picture whole already, off the GUI thread). Safe off the GUI thread."""
    if len(data) > MAX_IMAGE_BYTES:
        raise _too_heavy(shown, len(data), handout)
    picture = PictureReader(data)
    mime, width, height = _format_and_size(picture.reader, shown, handout)
    if decode and picture.read_scaled(PROOF_PIXELS).isNull():
        raise _damaged(shown, picture.reader)
    return data, mime, width, height


@command
class SetBackground(ModelCommand):
    """A picture file as the map's background (see the module's rulings for the limits).
    ``picture``: what :func:`read_background` returned for ``path``, when the caller read it
    already (off the GUI thread: a 16384² PNG takes seconds to prove whole)."""

    map_id: int
    path: Path
    picture: BackgroundPicture | None = None
    image_id: int | None = field(default=None, init=False)

    def initial_text(self) -> str:
        return fill(translate("MapCommands", "Set the background “%1”"), self.path.name)

    def check(self) -> None:
        # Read before anything is worked out: the file may be large and slow.
        if self.picture is None:
            self.picture = read_background(self.path)

    def work_out(self, draft: Draft) -> None:
        assert self.picture is not None  # check() read it
        data, mime, width, height = self.picture
        row = get_map(draft, self.map_id)
        image = draft.picture(data, mime, width, height)
        self.image_id = image.id
        self.picture = None  # the bytes now live in the change (and then in the file)
        old_id = row.background_image_id
        if old_id == image.id:
            return
        old = draft.get(Image, old_id)
        values: dict[str, object] = {"background_image_id": image.id}
        if old is None or (old.width, old.height) != (width, height):
            values.update(image_scale=width / row.grid_width, image_offset_x=0.0,
                          image_offset_y=0.0)
        draft.update(row, **values)
        self.setText(fill(translate(
            "MapCommands", "Set the background of “%1” to “%2”"
        ), row.name, self.path.name))
        drop_unused_image(draft, old_id)


class ClearBackground(ModelCommand):
    """The map without its background picture."""

    def __init__(self, session: CampaignSession, map_id: int) -> None:
        super().__init__(session, translate("MapCommands", "Remove the background"))
        self.map_id = map_id

    def work_out(self, draft: Draft) -> None:
        row = get_map(draft, self.map_id)
        old_id = row.background_image_id
        if old_id is None:
            return
        self.setText(fill(translate("MapCommands", "Remove the background of “%1”"), row.name))
        draft.update(row, background_image_id=None)
        drop_unused_image(draft, old_id)


@command
class CalibrateBackground(ModelCommand):
    """The background's alignment: ``scale`` image pixels per square, and the image pixel at the
    top-left corner of square (1, 1)."""

    map_id: int
    scale: float
    offset_x: float
    offset_y: float

    def initial_text(self) -> str:
        return translate("MapCommands", "Calibrate the background")

    def check(self) -> None:
        if not (math.isfinite(self.scale) and self.scale > 0):
            raise CommandError(
                translate(
                    "MapCommands",
                    "The background's scale must be more than 0 image pixels per square, "
                    "not %1. Drag across some squares of the picture again, or type the "
                    "scale."
                ),
                self.scale,
            )
        if not (math.isfinite(self.offset_x) and math.isfinite(self.offset_y)):
            raise CommandError(
                translate(
                    "MapCommands",
                    "The background's offset must be a number of pixels. Type it again."
                )
            )

    def work_out(self, draft: Draft) -> None:
        row = get_map(draft, self.map_id)
        wanted = (float(self.scale), float(self.offset_x), float(self.offset_y))
        if (row.image_scale, row.image_offset_x, row.image_offset_y) == wanted:
            return
        draft.update(row, image_scale=wanted[0], image_offset_x=wanted[1],
                     image_offset_y=wanted[2])
        self.setText(fill(translate("MapCommands", "Calibrate the background of “%1”"), row.name))
