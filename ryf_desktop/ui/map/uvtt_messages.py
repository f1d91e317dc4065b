"""A refused Universal VTT file worded for the GM: what is wrong, and the field where it is."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ryf_desktop.storage.uvtt import UVTT_FILE_MAX, UvttError, UvttProblem

translate = QCoreApplication.translate


def _mb(size: int) -> str:
    return f"{size / (1024 * 1024):.0f}"


def uvtt_message(error: UvttError, shown: str) -> str:
    """Why the file ``shown`` (its name) cannot be imported, in the system's language."""
    path, detail = error.path, error.detail
    problem = error.problem
    if problem is UvttProblem.UNREADABLE:
        text = translate("MapImport", "“{file}” cannot be read ({detail}). Check that the file "
                         "is still there.")
    elif problem is UvttProblem.TOO_LARGE:
        text = translate("MapImport", "“{file}” is larger than {most} MB, more than a map "
                         "picture may take. Export it smaller from the map maker.")
    elif problem is UvttProblem.NOT_JSON:
        text = translate("MapImport", "“{file}” is not a Universal VTT map: it is not JSON text "
                         "(at {detail}). Export the map again from the map maker.")
    elif problem is UvttProblem.NOT_A_FILE:
        text = translate("MapImport", "“{file}” is not a file (it is a pipe, a device or a "
                         "socket). Choose a map file exported by the map maker.")
    elif problem is UvttProblem.NOT_A_NUMBER:
        text = translate("MapImport", "“{file}” cannot be imported: it holds {detail} where a "
                         "number should be, which no map can use. Export the map again from the "
                         "map maker.")
    elif problem is UvttProblem.NESTED_TOO_DEEPLY:
        text = translate("MapImport", "“{file}” is not a Universal VTT map: its lists and "
                         "objects are nested far deeper than any map's. Export the map again "
                         "from the map maker.")
    elif problem is UvttProblem.MISSING:
        text = translate("MapImport", "“{file}” cannot be imported: the field {path} is "
                         "missing. Export the map again from the map maker.")
    elif problem is UvttProblem.WRONG_TYPE:
        text = translate("MapImport", "“{file}” cannot be imported: the field {path} should be "
                         "{what}. Export the map again from the map maker.")
    elif problem is UvttProblem.OUT_OF_RANGE:
        text = translate("MapImport", "“{file}” cannot be imported: the field {path} is out of "
                         "range (it may be from {detail}).")
    elif problem is UvttProblem.TOO_MANY:
        text = translate("MapImport", "“{file}” cannot be imported: {path} holds more than "
                         "{detail} entries.")
    elif problem is UvttProblem.IMAGE_PATH:
        text = translate("MapImport", "“{file}” names its picture ({detail}) instead of holding "
                         "it. Export the map with the picture inside, or import the picture "
                         "as a background.")
    elif problem is UvttProblem.NOT_IMAGE:
        text = translate("MapImport", "“{file}” cannot be imported: the field {path} is not a "
                         "PNG, JPEG or WebP picture.")
    else:
        text = translate("MapImport", "The picture inside “{file}” is {detail}: a map "
                         "background may be at most 16384 pixels a side and 50 MB. Export it "
                         "smaller from the map maker.")
    return text.format(file=shown, path=path or "?", detail=detail, what=_kind(detail),
                       most=_mb(UVTT_FILE_MAX))


def _kind(detail: str) -> str:
    kinds = {
        "object": translate("MapImport", "an object {…}"),
        "list": translate("MapImport", "a list […]"),
        "number": translate("MapImport", "a number"),
        "true/false": translate("MapImport", "true or false"),
        "colour": translate("MapImport", "a colour like \"ffcc8844\""),
        "text": translate("MapImport", "text"),
        "two points": translate("MapImport", "a list of two points"),
    }
    return kinds.get(detail, detail)
