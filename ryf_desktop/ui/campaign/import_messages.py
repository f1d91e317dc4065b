"""An import's refusal, said in the language of the UI: "characters[2].attributes.fisico: se
esperaba un número entero de 1 a 20 y hay 'x'".

The storage refuses a JSON document with the JSON path of the first bad field, an
:class:`ImportProblem` and its details (``got`` is always the bad value written as JSON, so it
needs no translation). Context ``ImportMessages``, one table entry per problem; the menu an
answer sends the GM to is named with the menu's own translated words.
"""

from __future__ import annotations

from types import MappingProxyType

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ryf_desktop.storage.errors import ImportProblem, Params
from ryf_desktop.ui.message_params import MessageTable, param_number, sentence

_P = ImportProblem
_IMPORT = MessageTable[ImportProblem](
    "ImportMessages",
    MappingProxyType({
        _P.NOT_JSON: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "it is not valid JSON (line {line}, column {column}: {detail})"
        ), "line", "column"),
        _P.NOT_UTF8: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "it is not a JSON text file (it is not UTF-8 text)"
        )),
        _P.TOO_LARGE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the file is too large ({size} bytes)"
        ), "size"),
        _P.NESTED_TOO_DEEPLY: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "it is nested deeper than {depth} levels"
        ), "depth"),
        _P.CONSTANT_NOT_ALLOWED: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "{name} is not a number JSON allows"
        )),
        _P.NUMBER_TOO_LONG: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the number has {digits} digits; at most {max} are allowed"
        ), "digits", "max"),
        _P.LONE_SURROGATE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages",
            "the text holds an invalid character (half of a character pair, at position "
            "{position})",
        ), "position"),
        _P.CHARACTER_NOT_CAMPAIGN: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages",
            "this file holds one character, not a campaign: import it into a campaign with "
            "{button} in the list of characters",
        ), button=lambda _: QCoreApplication.translate("CharacterListPanel", "Import…")),
        _P.CAMPAIGN_NOT_CHARACTER: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "this file holds a whole campaign, not one character"
        )),
        _P.NOT_AN_EXPORT: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected {kind} (this is not a RyF Desktop export), got {got}"
        )),
        _P.NEWER_FORMAT: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages",
            "this file was exported by a newer RyF Desktop (format {found}; this version "
            "reads up to {known}); update the program to import it",
        ), "found", "known"),
        _P.UNKNOWN_FIELD: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "unknown field (the fields here are: {known})"
        )),
        _P.REQUIRED: sentence(QT_TRANSLATE_NOOP("ImportMessages", "this field is required")),
        _P.EXPECTED_OBJECT: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected an object, got {got}"
        )),
        _P.EXPECTED_INTEGER: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected a whole number from {low} to {high}, got {got}"
        ), "low", "high"),
        # Not whole numbers: the bounds as the storage wrote them.
        _P.EXPECTED_NUMBER: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected a number from {low} to {high}, got {got}"
        )),
        _P.EXPECTED_FINITE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected a finite number, got {got}"
        )),
        _P.EXPECTED_TEXT: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected text of at most {max} characters, got {got}"
        ), "max"),
        _P.EXPECTED_NOT_EMPTY: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected text that is not empty, got {got}"
        )),
        _P.EXPECTED_FLAG: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected true or false, got {got}"
        )),
        _P.EXPECTED_CHOICE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected one of {options}, got {got}"
        )),
        _P.EXPECTED_TIMESTAMP: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages",
            "expected a date and time like '2025-03-01T18:30:00+00:00', got {got}",
        )),
        _P.EXPECTED_LIST: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected a list of at most {max} entries, got {got}"
        ), "max"),
        _P.EXPECTED_SHA256: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected 64 lowercase hexadecimal digits, got {got}"
        )),
        _P.EXPECTED_BASE64: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected the picture’s bytes in base64"
        )),
        _P.EXPECTED_NAME: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected a name of 1 to {max} characters, got {got}"
        ), "max"),
        _P.EXPECTED_COLOUR: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected a colour 'rrggbb', got {got}"
        )),
        _P.EXPECTED_SQUARE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected a square [x, y] on the {width}×{height} grid, got {got}"
        ), "width", "height"),
        _P.ID_TWICE: sentence(QT_TRANSLATE_NOOP("ImportMessages", "the id {id} is used twice")),
        _P.CHARACTER_OR_MONSTER: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected exactly one of 'character' and 'monster'"
        )),
        _P.DANGLING_REFERENCE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "refers to {key} {id}, which is not in the file"
        )),
        _P.SKILL_TWICE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the skill “{name}” is listed twice"
        )),
        _P.SPECIALISATION_TWICE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the specialisation “{name}” is listed twice"
        )),
        _P.ENTRY_TWICE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the {kind} “{name}” is listed twice"
        )),
        _P.NOT_A_DOOR: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the square {square} is not a door of this map"
        )),
        _P.PICTURE_EMPTY: sentence(QT_TRANSLATE_NOOP("ImportMessages", "the picture is empty")),
        _P.PICTURE_DAMAGED: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the picture’s bytes do not match its sha256 (a damaged file?)"
        )),
        _P.PICTURE_UNDECODABLE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages",
            "the picture cannot be decoded (only its header is whole, or it is damaged)",
        )),
        _P.PICTURE_TWICE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the same picture is listed twice"
        )),
        _P.PICTURE_NOT_OF_TYPE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the bytes are not a {mime} picture"
        )),
        _P.PICTURE_TYPE_REFUSED: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "a {mime} picture cannot be used (only PNG, JPEG and WebP)"
        )),
        _P.PICTURE_SIZE_MISMATCH: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages",
            "the picture is {real_width}×{real_height} pixels, not {width}×{height}",
        ), "real_width", "real_height", "width", "height"),
        _P.PICTURE_TOO_BIG: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages",
            "the picture is too big ({width}×{height} pixels; at most {side} pixels a side "
            "and {megapixels} megapixels)",
        ), "width", "height", "side", "megapixels"),
        _P.PICTURE_TOO_HEAVY: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the picture is too large ({size} bytes; at most {limit} MB)"
        ), "size", limit=lambda params: param_number(params, "limit_mb")),
        _P.INCONSISTENT: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the data is inconsistent ({detail})"
        )),
    }),
)


def import_problem_text(field: str, problem: ImportProblem, params: Params) -> str:
    """ "<field>: <what is wrong>" (or the sentence alone for the whole file)."""
    clause = import_clause(problem, params)
    if not field:
        return QCoreApplication.translate(
            "ImportMessages", "The file cannot be imported: {problem}."
        ).format(problem=clause)
    return QCoreApplication.translate("ImportMessages", "{field}: {problem}.").format(
        field=field, problem=clause
    )


def import_clause(problem: ImportProblem, params: Params) -> str:
    """What is wrong, as a clause; raises KeyError when ``params`` lack a name it promises."""
    return _IMPORT.text(problem, params)
