"""An import's refusal, said in the language of the UI: "characters[2].attributes.fisico: se
esperaba un número entero de 1 a 20 y hay 'x'".

The storage refuses a JSON document with the JSON path of the first bad field, an
:class:`ImportProblem` and its details (``got`` is always the bad value written as JSON, so it
needs no translation). Context ``ImportMessages``, one literal per sentence; the menu an answer
sends the GM to is named with the menu's own translated words.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ryf_desktop.storage.errors import ImportProblem, Params
from ryf_desktop.ui.dice.formatting import number
from ryf_desktop.ui.message_params import first_sentence, param_int, param_text


def _int(params: Params, key: str) -> str:
    return number(param_int(params, key))


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
    # The sentences in parts of the length a reader takes in.
    parts = (_text_clause, _document_clause, _value_clause, _reference_clause, _picture_clause)
    return first_sentence(parts, problem, params)


def _text_clause(problem: ImportProblem, params: Params) -> str | None:
    match problem:
        case ImportProblem.NOT_JSON:
            return QCoreApplication.translate(
                "ImportMessages", "it is not valid JSON (line {line}, column {column}: {detail})"
            ).format(
                line=_int(params, "line"),
                column=_int(params, "column"),
                detail=param_text(params, "detail"),
            )
        case ImportProblem.NOT_UTF8:
            return QCoreApplication.translate(
                "ImportMessages", "it is not a JSON text file (it is not UTF-8 text)"
            )
        case ImportProblem.TOO_LARGE:
            return QCoreApplication.translate(
                "ImportMessages", "the file is too large ({size} bytes)"
            ).format(size=_int(params, "size"))
        case ImportProblem.NESTED_TOO_DEEPLY:
            return QCoreApplication.translate(
                "ImportMessages", "it is nested deeper than {depth} levels"
            ).format(depth=_int(params, "depth"))
        case ImportProblem.CONSTANT_NOT_ALLOWED:
            return QCoreApplication.translate(
                "ImportMessages", "{name} is not a number JSON allows"
            ).format(name=param_text(params, "name"))
        case ImportProblem.NUMBER_TOO_LONG:
            return QCoreApplication.translate(
                "ImportMessages", "the number has {digits} digits; at most {max} are allowed"
            ).format(digits=_int(params, "digits"), max=_int(params, "max"))
        case ImportProblem.LONE_SURROGATE:
            return QCoreApplication.translate(
                "ImportMessages",
                "the text holds an invalid character (half of a character pair, at position "
                "{position})",
            ).format(position=_int(params, "position"))
        case ImportProblem.CHARACTER_NOT_CAMPAIGN:
            return QCoreApplication.translate(
                "ImportMessages",
                "this file holds one character, not a campaign: import it into a campaign with "
                "{button} in the list of characters",
            ).format(button=QCoreApplication.translate("CharacterListPanel", "Import…"))
        case ImportProblem.CAMPAIGN_NOT_CHARACTER:
            return QCoreApplication.translate(
                "ImportMessages", "this file holds a whole campaign, not one character"
            )
        case ImportProblem.NOT_AN_EXPORT:
            return QCoreApplication.translate(
                "ImportMessages", "expected {kind} (this is not a RyF Desktop export), got {got}"
            ).format(kind=param_text(params, "kind"), got=param_text(params, "got"))
        case _:
            return None


def _document_clause(problem: ImportProblem, params: Params) -> str | None:
    match problem:
        case ImportProblem.NEWER_FORMAT:
            return QCoreApplication.translate(
                "ImportMessages",
                "this file was exported by a newer RyF Desktop (format {found}; this version "
                "reads up to {known}); update the program to import it",
            ).format(found=_int(params, "found"), known=_int(params, "known"))
        case ImportProblem.UNKNOWN_FIELD:
            return QCoreApplication.translate(
                "ImportMessages", "unknown field (the fields here are: {known})"
            ).format(known=param_text(params, "known"))
        case ImportProblem.REQUIRED:
            return QCoreApplication.translate("ImportMessages", "this field is required")
        case ImportProblem.EXPECTED_OBJECT:
            return QCoreApplication.translate(
                "ImportMessages", "expected an object, got {got}"
            ).format(got=param_text(params, "got"))
        case ImportProblem.EXPECTED_INTEGER:
            return QCoreApplication.translate(
                "ImportMessages", "expected a whole number from {low} to {high}, got {got}"
            ).format(low=_int(params, "low"), high=_int(params, "high"),
                     got=param_text(params, "got"))
        case ImportProblem.EXPECTED_NUMBER:
            return QCoreApplication.translate(
                "ImportMessages", "expected a number from {low} to {high}, got {got}"
            ).format(low=param_text(params, "low"), high=param_text(params, "high"),
                     got=param_text(params, "got"))
        case ImportProblem.EXPECTED_FINITE:
            return QCoreApplication.translate(
                "ImportMessages", "expected a finite number, got {got}"
            ).format(got=param_text(params, "got"))
        case ImportProblem.EXPECTED_TEXT:
            return QCoreApplication.translate(
                "ImportMessages", "expected text of at most {max} characters, got {got}"
            ).format(max=_int(params, "max"), got=param_text(params, "got"))
        case ImportProblem.EXPECTED_NOT_EMPTY:
            return QCoreApplication.translate(
                "ImportMessages", "expected text that is not empty, got {got}"
            ).format(got=param_text(params, "got"))
        case ImportProblem.EXPECTED_FLAG:
            return QCoreApplication.translate(
                "ImportMessages", "expected true or false, got {got}"
            ).format(got=param_text(params, "got"))
        case _:
            return None


def _value_clause(problem: ImportProblem, params: Params) -> str | None:
    match problem:
        case ImportProblem.EXPECTED_CHOICE:
            return QCoreApplication.translate(
                "ImportMessages", "expected one of {options}, got {got}"
            ).format(options=param_text(params, "options"), got=param_text(params, "got"))
        case ImportProblem.EXPECTED_TIMESTAMP:
            return QCoreApplication.translate(
                "ImportMessages",
                "expected a date and time like '2025-03-01T18:30:00+00:00', got {got}",
            ).format(got=param_text(params, "got"))
        case ImportProblem.EXPECTED_LIST:
            return QCoreApplication.translate(
                "ImportMessages", "expected a list of at most {max} entries, got {got}"
            ).format(max=_int(params, "max"), got=param_text(params, "got"))
        case ImportProblem.EXPECTED_SHA256:
            return QCoreApplication.translate(
                "ImportMessages", "expected 64 lowercase hexadecimal digits, got {got}"
            ).format(got=param_text(params, "got"))
        case ImportProblem.EXPECTED_BASE64:
            return QCoreApplication.translate(
                "ImportMessages", "expected the picture’s bytes in base64"
            )
        case ImportProblem.EXPECTED_NAME:
            return QCoreApplication.translate(
                "ImportMessages", "expected a name of 1 to {max} characters, got {got}"
            ).format(max=_int(params, "max"), got=param_text(params, "got"))
        case ImportProblem.EXPECTED_COLOUR:
            return QCoreApplication.translate(
                "ImportMessages", "expected a colour 'rrggbb', got {got}"
            ).format(got=param_text(params, "got"))
        case ImportProblem.EXPECTED_SQUARE:
            return QCoreApplication.translate(
                "ImportMessages", "expected a square [x, y] on the {width}×{height} grid, got {got}"
            ).format(
                width=_int(params, "width"),
                height=_int(params, "height"),
                got=param_text(params, "got"),
            )
        case ImportProblem.ID_TWICE:
            return QCoreApplication.translate("ImportMessages", "the id {id} is used twice").format(
                id=param_text(params, "id")
            )
        case ImportProblem.CHARACTER_OR_MONSTER:
            return QCoreApplication.translate(
                "ImportMessages", "expected exactly one of 'character' and 'monster'"
            )
        case _:
            return None


def _reference_clause(problem: ImportProblem, params: Params) -> str | None:
    match problem:
        case ImportProblem.DANGLING_REFERENCE:
            return QCoreApplication.translate(
                "ImportMessages", "refers to {key} {id}, which is not in the file"
            ).format(key=param_text(params, "key"), id=param_text(params, "id"))
        case ImportProblem.SKILL_TWICE:
            return QCoreApplication.translate(
                "ImportMessages", "the skill “{name}” is listed twice"
            ).format(name=param_text(params, "name"))
        case ImportProblem.SPECIALISATION_TWICE:
            return QCoreApplication.translate(
                "ImportMessages", "the specialisation “{name}” is listed twice"
            ).format(name=param_text(params, "name"))
        case ImportProblem.ENTRY_TWICE:
            return QCoreApplication.translate(
                "ImportMessages", "the {kind} “{name}” is listed twice"
            ).format(kind=param_text(params, "kind"), name=param_text(params, "name"))
        case ImportProblem.NOT_A_DOOR:
            return QCoreApplication.translate(
                "ImportMessages", "the square {square} is not a door of this map"
            ).format(square=param_text(params, "square"))
        case ImportProblem.PICTURE_EMPTY:
            return QCoreApplication.translate("ImportMessages", "the picture is empty")
        case ImportProblem.PICTURE_DAMAGED:
            return QCoreApplication.translate(
                "ImportMessages", "the picture’s bytes do not match its sha256 (a damaged file?)"
            )
        case ImportProblem.PICTURE_UNDECODABLE:
            return QCoreApplication.translate(
                "ImportMessages",
                "the picture cannot be decoded (only its header is whole, or it is damaged)",
            )
        case ImportProblem.PICTURE_TWICE:
            return QCoreApplication.translate("ImportMessages", "the same picture is listed twice")
        case ImportProblem.PICTURE_NOT_OF_TYPE:
            return QCoreApplication.translate(
                "ImportMessages", "the bytes are not a {mime} picture"
            ).format(mime=param_text(params, "mime"))
        case ImportProblem.PICTURE_TYPE_REFUSED:
            return QCoreApplication.translate(
                "ImportMessages", "a {mime} picture cannot be used (only PNG, JPEG and WebP)"
            ).format(mime=param_text(params, "mime"))
        case _:
            return None


def _picture_clause(problem: ImportProblem, params: Params) -> str | None:
    match problem:
        case ImportProblem.PICTURE_SIZE_MISMATCH:
            return QCoreApplication.translate(
                "ImportMessages",
                "the picture is {real_width}×{real_height} pixels, not {width}×{height}",
            ).format(
                real_width=_int(params, "real_width"),
                real_height=_int(params, "real_height"),
                width=_int(params, "width"),
                height=_int(params, "height"),
            )
        case ImportProblem.PICTURE_TOO_BIG:
            return QCoreApplication.translate(
                "ImportMessages",
                "the picture is too big ({width}×{height} pixels; at most {side} pixels a side "
                "and {megapixels} megapixels)",
            ).format(
                width=_int(params, "width"),
                height=_int(params, "height"),
                side=_int(params, "side"),
                megapixels=_int(params, "megapixels"),
            )
        case ImportProblem.PICTURE_TOO_HEAVY:
            return QCoreApplication.translate(
                "ImportMessages", "the picture is too large ({size} bytes; at most {limit} MB)"
            ).format(size=_int(params, "size"), limit=_int(params, "limit_mb"))
        case ImportProblem.INCONSISTENT:
            return QCoreApplication.translate(
                "ImportMessages", "the data is inconsistent ({detail})"
            ).format(detail=param_text(params, "detail"))
        case _:
            return None
