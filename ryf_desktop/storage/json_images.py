"""The pictures of an imported document: each one decoded, checked against its SHA-256, its
header read (:mod:`~ryf_desktop.storage.image_headers`) and held to the pickers' limits, before
anything is created."""

from __future__ import annotations

import base64
import binascii
import hashlib

from ryf_desktop.storage.errors import ImportProblem
from ryf_desktop.storage.image_headers import (
    IMAGE_BYTES_MAX,
    IMAGE_MIME_TYPES,
    IMAGE_PIXELS_MAX,
    IMAGE_SIDE_MAX,
    read_picture_header,
)
from ryf_desktop.storage.json_reader import DocumentIds, Obj, Row, expected, fail

#: Widest side a document may declare at all (the picture's header is then held to the limits).
_DECLARED_SIDE_MAX = 100_000
#: Longest text of a MIME type.
_MIME_MAX = 200
#: Longest base64 text of a picture read at all: twice the limit (four characters for every
#: three bytes), so a picture a little too heavy is refused as such, by its size in bytes.
_ENCODED_IMAGE_MAX = 2 * IMAGE_BYTES_MAX * 4 // 3 + 4


def read_images(root: Obj) -> list[Row]:
    images: list[Row] = []
    ids = DocumentIds()
    hashes: set[str] = set()
    for path, item in root.items("images"):
        image = Obj(item, path, ("id", "mime", "width", "height", "sha256", "data"))
        image_id = ids.add(image)
        mime = image.text("mime", _MIME_MAX)
        if mime not in IMAGE_MIME_TYPES:
            fail(image.at("mime"), f"a {mime!r} picture cannot be used (only PNG, JPEG and WebP)",
                 ImportProblem.PICTURE_TYPE_REFUSED, mime=mime)
        digest = image.text("sha256", 64)
        if len(digest) != 64 or any(char not in "0123456789abcdef" for char in digest):
            expected(image.at("sha256"), "64 lowercase hexadecimal digits", digest,
                     ImportProblem.EXPECTED_SHA256)
        encoded = image.text("data", _ENCODED_IMAGE_MAX)
        try:
            data = base64.b64decode(encoded, validate=True)
        except (binascii.Error, ValueError):
            fail(image.at("data"), "expected the picture's bytes in base64",
                 ImportProblem.EXPECTED_BASE64)
        if not data:
            fail(image.at("data"), "the picture is empty", ImportProblem.PICTURE_EMPTY)
        if len(data) > IMAGE_BYTES_MAX:
            fail(image.at("data"), f"the picture is too large ({len(data):,} bytes)",
                 ImportProblem.PICTURE_TOO_HEAVY, size=len(data),
                 limit_mb=IMAGE_BYTES_MAX // 1024**2)
        if hashlib.sha256(data).hexdigest() != digest:
            fail(image.at("data"), "the picture's bytes do not match its sha256 (damaged file?)",
                 ImportProblem.PICTURE_DAMAGED)
        width = image.integer("width", 1, _DECLARED_SIDE_MAX)
        height = image.integer("height", 1, _DECLARED_SIDE_MAX)
        _check_picture(image, data, mime, width, height)
        if digest in hashes:
            fail(image.at("sha256"), "the same picture is listed twice",
                 ImportProblem.PICTURE_TWICE)
        hashes.add(digest)
        images.append({
            "id": image_id,
            "mime": mime,
            "width": width,
            "height": height,
            "sha256": digest,
            "data": data,
        })
    return images


def _check_picture(image: Obj, data: bytes, mime: str, width: int, height: int) -> None:
    """The picture's header says it is a ``mime`` picture of ``width``×``height`` pixels, within
    the pickers' limits."""
    header = read_picture_header(data)
    if header is None or header.mime != mime:
        fail(image.at("data"), f"the bytes are not a {mime} picture",
             ImportProblem.PICTURE_NOT_OF_TYPE, mime=mime)
    if (header.width, header.height) != (width, height):
        fail(image.at("width"),
             f"the picture is {header.width}×{header.height} pixels, not {width}×{height}",
             ImportProblem.PICTURE_SIZE_MISMATCH, width=width, height=height,
             real_width=header.width, real_height=header.height)
    if max(width, height) > IMAGE_SIDE_MAX or width * height > IMAGE_PIXELS_MAX:
        fail(image.at("data"), f"the picture is too big ({width}×{height} pixels)",
             ImportProblem.PICTURE_TOO_BIG, width=width, height=height, side=IMAGE_SIDE_MAX,
             megapixels=IMAGE_PIXELS_MAX // 1_000_000)
