"""A refused Universal VTT file worded for the GM: what is wrong, and the field where it is."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ryf_desktop.storage.uvtt import UVTT_FILE_MAX, UvttError, UvttProblem

translate = QCoreApplication.translate

# Each problem's sentence (English sources, extracted under the context "MapImport").
SENTENCES: Mapping[UvttProblem, object] = MappingProxyType({
    UvttProblem.UNREADABLE: QT_TRANSLATE_NOOP(
        "MapImport", "“{file}” cannot be read ({detail}). Check that the file is still there."),
    UvttProblem.TOO_LARGE: QT_TRANSLATE_NOOP(
        "MapImport", "“{file}” is larger than {most} MB, more than a map picture may take. "
                     "Export it smaller from the map maker."),
    UvttProblem.NOT_JSON: QT_TRANSLATE_NOOP(
        "MapImport", "“{file}” is not a Universal VTT map: it is not JSON text (at {detail}). "
                     "Export the map again from the map maker."),
    UvttProblem.NOT_A_FILE: QT_TRANSLATE_NOOP(
        "MapImport", "“{file}” is not a file (it is a pipe, a device or a socket). Choose a map "
                     "file exported by the map maker."),
    UvttProblem.NOT_A_NUMBER: QT_TRANSLATE_NOOP(
        "MapImport", "“{file}” cannot be imported: it holds {detail} where a number should be, "
                     "which no map can use. Export the map again from the map maker."),
    UvttProblem.NESTED_TOO_DEEPLY: QT_TRANSLATE_NOOP(
        "MapImport", "“{file}” is not a Universal VTT map: its lists and objects are nested far "
                     "deeper than any map's. Export the map again from the map maker."),
    UvttProblem.MISSING: QT_TRANSLATE_NOOP(
        "MapImport", "“{file}” cannot be imported: the field {path} is missing. Export the map "
                     "again from the map maker."),
    UvttProblem.WRONG_TYPE: QT_TRANSLATE_NOOP(
        "MapImport", "“{file}” cannot be imported: the field {path} should be {what}. Export the "
                     "map again from the map maker."),
    UvttProblem.OUT_OF_RANGE: QT_TRANSLATE_NOOP(
        "MapImport", "“{file}” cannot be imported: the field {path} is out of range (it may be "
                     "from {detail})."),
    UvttProblem.TOO_MANY: QT_TRANSLATE_NOOP(
        "MapImport", "“{file}” cannot be imported: {path} holds more than {detail} entries."),
    UvttProblem.IMAGE_PATH: QT_TRANSLATE_NOOP(
        "MapImport", "“{file}” names its picture ({detail}) instead of holding it. Export the map "
                     "with the picture inside, or import the picture as a background."),
    UvttProblem.NOT_IMAGE: QT_TRANSLATE_NOOP(
        "MapImport", "“{file}” cannot be imported: the field {path} is not a PNG, JPEG or WebP "
                     "picture."),
    UvttProblem.IMAGE_TOO_LARGE: QT_TRANSLATE_NOOP(
        "MapImport", "The picture inside “{file}” is {detail}: a map background may be at most "
                     "16384 pixels a side and 50 MB. Export it smaller from the map maker."),
})

# What a field should hold (:attr:`UvttError.detail` of a wrong type), in the GM's words.
KINDS: Mapping[str, object] = MappingProxyType({
    "object": QT_TRANSLATE_NOOP("MapImport", "an object {…}"),
    "list": QT_TRANSLATE_NOOP("MapImport", "a list […]"),
    "number": QT_TRANSLATE_NOOP("MapImport", "a number"),
    "true/false": QT_TRANSLATE_NOOP("MapImport", "true or false"),
    "colour": QT_TRANSLATE_NOOP("MapImport", "a colour like \"ffcc8844\""),
    "text": QT_TRANSLATE_NOOP("MapImport", "text"),
    "two points": QT_TRANSLATE_NOOP("MapImport", "a list of two points"),
})


def uvtt_message(error: UvttError, shown: str) -> str:
    """Why the file ``shown`` (its name) cannot be imported, in the system's language."""
    detail = error.detail
    what = translate("MapImport", str(KINDS[detail])) if detail in KINDS else detail
    return translate("MapImport", str(SENTENCES[error.problem])).format(
        file=shown, path=error.path or "?", detail=detail, what=what,
        most=f"{UVTT_FILE_MAX / (1024 * 1024):.0f}")
