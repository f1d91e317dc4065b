"""The storage's refusals, said in the language of the UI (the command line prints them too).

Each problem code of a :class:`CampaignFileError` (or of an import's bad field) is a sentence of
a table, filled from the error's ``params``; ``got`` is the bad value written as JSON, so it needs
no translation. An error whose params lack what its code promises is shown as the storage wrote it.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from types import MappingProxyType

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ryf_desktop.storage import CampaignFileError, ImportValidationError
from ryf_desktop.storage.errors import ImportProblem, StorageProblem
from ryf_desktop.ui.campaign.labels import moment_text
from ryf_desktop.ui.message_params import (
    MessageTable,
    param_int,
    param_number,
    param_text,
    sentence,
)


def menu_path(*steps: tuple[str, str]) -> str:
    """ "File → Restore a backup…" from the menus' own (context, text) pairs, accelerators off."""
    return " → ".join(
        QCoreApplication.translate(context, text)
        .replace("&&", "\0")
        .replace("&", "")
        .replace("\0", "&")
        for context, text in steps
    )


def _file_menu(action: str) -> str:
    return menu_path(("MainWindow", "&File"), ("CampaignActions", action))


def restore_menu() -> str:
    return _file_menu("Restore a &backup…")


def storage_message(error: BaseException) -> str:
    """``error``'s message for the game master, in the UI's language when it is a storage
    refusal with a known code; any other error as it says itself."""
    try:
        if isinstance(error, ImportValidationError):
            clause = IMPORT_CLAUSES.text(error.reason, error.details)
            if not error.field:
                return QCoreApplication.translate(
                    "ImportMessages", "The file cannot be imported: {problem}."
                ).format(problem=clause)
            return QCoreApplication.translate("ImportMessages", "{field}: {problem}.").format(
                field=error.field, problem=clause)
        if isinstance(error, CampaignFileError) and error.problem is not None:
            return STORAGE_SENTENCES.text(error.problem, error.params)
    except (KeyError, ValueError):
        pass  # the params lack what the sentence promises: the error's own words below
    return str(error)


_TRUNCATED_OF = sentence(QT_TRANSLATE_NOOP(
    "StorageMessages",
    "The file {name} is incomplete: it is {size} bytes, but it should be {expected} "
    "bytes. It was probably cut short while being copied or downloaded. RyF Desktop "
    "did not change it. Copy it again from where it came from, or restore a backup "
    "({menu}).",
), "size", "expected")
_TRUNCATED = sentence(QT_TRANSLATE_NOOP(
    "StorageMessages",
    "The file {name} is incomplete: it is {size} bytes. It was probably cut short while "
    "being copied or downloaded. RyF Desktop did not change it. Copy it again from where it "
    "came from, or restore a backup ({menu}).",
), "size")
_UNLOCKED = sentence(QT_TRANSLATE_NOOP(
    "StorageMessages",
    "The campaign {name} was unlocked from the command line and may be open "
    "elsewhere now; this change was not saved. Open it again to go on.",
))
_TAKEN_OVER_BY = sentence(QT_TRANSLATE_NOOP(
    "StorageMessages",
    "The campaign {name} was taken over by {user} on the computer {host}; this "
    "change was not saved. Open it read-only to go on looking at it.",
))

_S = StorageProblem
#: Each storage problem's sentence; ``text`` raises KeyError when the params lack a name it
#: promises.
STORAGE_SENTENCES = MessageTable[StorageProblem](
    "StorageMessages",
    MappingProxyType({
        # Reading the file.
        _S.NOT_FOUND: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "There is no campaign file at {file}. It may have been moved, renamed or "
            "deleted; use {menu} to find it."), menu=lambda _: _file_menu("&Open…")),
        _S.UNREADABLE: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages", "Cannot read {file} ({reason}). Check that you may read the file.")),
        _S.IS_FOLDER: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "{file} is a folder, not a campaign file. Choose a .ryf campaign file.")),
        _S.NOT_A_FILE: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "{name} is not a file (it is a pipe, a device or a socket). Choose a .ryf "
            "campaign file.")),
        _S.EMPTY: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "The file {name} is empty (0 bytes): it holds no campaign. If it should, "
            "restore it from a backup ({menu}).")),
        _S.NOT_SQLITE: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "The file {name} is not a RyF Desktop campaign: it is not a database at all "
            "(perhaps a picture, a document or a download that did not finish). Choose a "
            ".ryf campaign file.")),
        _S.TRUNCATED: lambda params: _TRUNCATED_OF if param_int(params, "expected") else _TRUNCATED,
        _S.DAMAGED: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "The file {name} is damaged ({detail}). RyF Desktop did not change it. Restore "
            "a backup ({menu}); “ryf-desktop check” lists what is wrong.")),
        _S.RECOVERY_FAILED: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "The file {name} was not closed properly and does not come out of the repair "
            "whole ({detail}). RyF Desktop did not change it. Restore a backup ({menu}); "
            "“ryf-desktop check” lists what is wrong.")),
        # What the file holds.
        _S.SCHEMA_INVALID: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "The file {name} is damaged: its schema version, {version}, is not one RyF "
            "Desktop ever wrote. RyF Desktop did not change it. Restore a backup ({menu}).")),
        _S.SCHEMA_MISMATCH: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "The file {name} is damaged: its schema record (revision {revision}) does not "
            "match its schema version {version}. RyF Desktop did not change it. Restore a "
            "backup ({menu}).")),
        _S.REPAIR_FAILED: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "The campaign {name} is too damaged to repair ({detail}). Restore a backup "
            "({menu}).")),
        _S.RECOVERY_NEEDS_WRITE: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "The file {name} was not closed properly (the program or the computer stopped "
            "while it was open) and must be repaired before it can be read, which needs "
            "write permission. Open it normally (not read-only), or allow writing to the "
            "file.")),
        _S.CANNOT_OPEN: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "Cannot open {name} ({detail}). Check that the file and its folder may be read.")),
        _S.BUSY: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "The file {name} is busy: another copy of RyF Desktop is opening or upgrading "
            "it. Try again in a moment.")),
        _S.FOREIGN: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "The file {name} is a database made by another program, not a RyF Desktop "
            "campaign. Choose a .ryf campaign file.")),
        _S.NEWER_SCHEMA: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "This file was made by a newer version of RyF Desktop (schema {found}; this "
            "version knows up to {known}). Update the program to open it."), "found", "known"),
        # Making a file.
        _S.EXISTS: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages", "There is already a file at {file}. Choose another name.")),
        _S.FOLDER_MISSING: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages", "The folder {folder} does not exist. Choose a folder that exists.")),
        _S.UPGRADE_NEEDS_NORMAL_OPEN: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "This campaign was made by an older version of RyF Desktop (schema {found}) and "
            "must be upgraded to schema {known} before it can be opened, but it was opened "
            "read-only. Open it normally once (when nobody else has it open) to upgrade it.",
        ), "found", "known"),
        _S.UPGRADE_NOT_WRITABLE: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "This campaign was made by an older version of RyF Desktop (schema {found}) and "
            "must be upgraded to schema {known} before it can be opened, but the file cannot "
            "be written. Copy it to a folder where you can write, or allow writing to it, "
            "and open it again."), "found", "known"),
        _S.UPGRADE_NO_SAFETY_COPY: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "This campaign was made by an older version of RyF Desktop (schema {found}) and "
            "must be upgraded, but a safety copy could not be written next to it ({reason})."
            " Free some disk space or allow writing to the folder, and open it again."), "found"),
        _S.MIGRATION_FAILED: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "Upgrading the campaign {name} from schema {found} to {known} failed ({detail})."
            " Nothing was changed: the file is as it was, and a copy of it is also at "
            "{copy}. Please report this problem."), "found", "known"),
        # Writing to it.
        _S.READ_ONLY: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "The campaign {name} is open read-only; changes cannot be saved. Open it again "
            "with write access to change it.")),
        _S.CLOSED: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages", "The campaign {name} is closed.")),
        _S.NO_CAMPAIGN_ROW: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "The file {name} holds no campaign (its campaign row is missing). Restore a "
            "backup ({menu}).")),
        _S.COPY_OVER_OPEN: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "Cannot save a copy over the campaign that is open ({name}). Choose another file.")),
        _S.RESTORE_OVER_OPEN: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "Cannot restore a backup over the campaign that is open ({name}). Choose "
            "another file, or close the campaign first.")),
        _S.COPY_FAILED: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages", "Could not copy the campaign to {file} ({detail}).")),
        _S.BACKUP_EXISTS: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages", "A backup named {name} already exists.")),
        # Sharing it.
        _S.LOCKED: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "This campaign is already open in {program} (user {user} on the computer "
            "{host}, process {pid}, since {since}). Open it read-only to look at it, or "
            "close it there first. If that copy of the program is no longer running (the "
            "other computer crashed, or the file was carried here), you can take the "
            "campaign over."),
            pid=lambda params: str(param_int(params, "pid")),
            since=lambda params: moment_text(datetime.fromisoformat(param_text(params, "since")))),
        _S.TAKEN_OVER: lambda params: _TAKEN_OVER_BY if param_text(params, "user") else _UNLOCKED,
        _S.IMPORT_NOT_FOUND: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages", "There is no file at {file}.")),
        _S.IMPORT_UNREADABLE: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages", "Cannot read {file} ({reason}).")),
        # Only an ImportValidationError carries this code, and storage_message words it.
        _S.IMPORT_INVALID: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages", "The file cannot be imported: {field} is not valid.")),
        # The disk.
        _S.DISK_FULL: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "The disk that holds {name} is full: nothing was written, and nothing is lost. "
            "Free some space on it (delete or move other files), then try again.")),
        _S.DISK_FAILED: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "The disk failed while reading or writing {name} ({detail}). Nothing was "
            "written; check the disk (is it still connected?) and try again.")),
        _S.NOT_WRITABLE: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "The file {name} cannot be written ({detail}): it, its folder or its disk is "
            "read-only. Nothing was lost. Allow writing to it, or copy it to a folder where "
            "you can write and open the copy, then try again.")),
        _S.SIDECAR_UNREADABLE: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "The file {name} was not closed properly, and what it holds of the last edits "
            "is in {sidecar} beside it, which cannot be read ({reason}). RyF Desktop "
            "changed nothing. Allow reading that file (or copy it back from where it came "
            "from), then open the campaign again.")),
        _S.NO_ROOM_TO_CHECK: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "The file {name} could not be checked: the temporary folder has no room for "
            "the copy the check works on ({detail}). Free some space there and check it "
            "again; nothing was changed.")),
        _S.INPUT_TOO_LARGE: sentence(QT_TRANSLATE_NOOP(
            "StorageMessages",
            "The file {file} is too large to import (the limit is {limit_mb} MB).")),
    }),
    # Every other sentence that names a menu sends the GM to Restore a backup.
    MappingProxyType({"menu": lambda _: restore_menu()}),
)


def set_aside_note(moved: Sequence[Path]) -> str:
    """What the GM is told when a ``-wal`` beside the campaign was not its own and was moved
    aside: the GM may have meant it to be applied, or want it deleted, so it is named."""
    return QCoreApplication.translate(
        "StorageMessages",
        "A -wal file beside it was not its own (another file's, or older than a backup put in "
        "its place), so it was not applied: it was moved aside as {moved}.",
    ).format(moved=", ".join(path.name for path in moved))

_P = ImportProblem
#: What is wrong with an imported field, as a clause.
IMPORT_CLAUSES = MessageTable[ImportProblem](
    "ImportMessages",
    MappingProxyType({
        _P.NOT_JSON: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "it is not valid JSON (line {line}, column {column}: {detail})"
        ), "line", "column"),
        _P.NOT_UTF8: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "it is not a JSON text file (it is not UTF-8 text)")),
        _P.TOO_LARGE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the file is too large ({size} bytes)"), "size"),
        _P.NESTED_TOO_DEEPLY: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "it is nested deeper than {depth} levels"), "depth"),
        _P.CONSTANT_NOT_ALLOWED: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "{name} is not a number JSON allows")),
        _P.NUMBER_TOO_LONG: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the number has {digits} digits; at most {max} are allowed"
        ), "digits", "max"),
        _P.LONE_SURROGATE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages",
            "the text holds an invalid character (half of a character pair, at position "
            "{position})"), "position"),
        _P.CHARACTER_NOT_CAMPAIGN: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages",
            "this file holds one character, not a campaign: import it into a campaign with "
            "{button} in the list of characters",
        ), button=lambda _: QCoreApplication.translate("CharacterListPanel", "Import…")),
        _P.CAMPAIGN_NOT_CHARACTER: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "this file holds a whole campaign, not one character")),
        _P.NOT_AN_EXPORT: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected {kind} (this is not a RyF Desktop export), got {got}")),
        _P.NEWER_FORMAT: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages",
            "this file was exported by a newer RyF Desktop (format {found}; this version "
            "reads up to {known}); update the program to import it"), "found", "known"),
        _P.UNKNOWN_FIELD: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "unknown field (the fields here are: {known})")),
        _P.REQUIRED: sentence(QT_TRANSLATE_NOOP("ImportMessages", "this field is required")),
        _P.EXPECTED_OBJECT: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected an object, got {got}")),
        _P.EXPECTED_INTEGER: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected a whole number from {low} to {high}, got {got}"
        ), "low", "high"),
        # Not whole numbers: the bounds as the storage wrote them.
        _P.EXPECTED_NUMBER: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected a number from {low} to {high}, got {got}")),
        _P.EXPECTED_FINITE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected a finite number, got {got}")),
        _P.EXPECTED_TEXT: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected text of at most {max} characters, got {got}"), "max"),
        _P.EXPECTED_NOT_EMPTY: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected text that is not empty, got {got}")),
        _P.EXPECTED_FLAG: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected true or false, got {got}")),
        _P.EXPECTED_CHOICE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected one of {options}, got {got}")),
        _P.EXPECTED_TIMESTAMP: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected a date and time like '2025-03-01T18:30:00+00:00', got {got}"
        )),
        _P.EXPECTED_LIST: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected a list of at most {max} entries, got {got}"), "max"),
        _P.EXPECTED_SHA256: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected 64 lowercase hexadecimal digits, got {got}")),
        _P.EXPECTED_BASE64: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected the picture’s bytes in base64")),
        _P.EXPECTED_NAME: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected a name of 1 to {max} characters, got {got}"), "max"),
        _P.EXPECTED_COLOUR: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected a colour 'rrggbb', got {got}")),
        _P.EXPECTED_SQUARE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected a square [x, y] on the {width}×{height} grid, got {got}"
        ), "width", "height"),
        _P.ID_TWICE: sentence(QT_TRANSLATE_NOOP("ImportMessages", "the id {id} is used twice")),
        _P.CHARACTER_OR_MONSTER: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "expected exactly one of 'character' and 'monster'")),
        _P.DANGLING_REFERENCE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "refers to {key} {id}, which is not in the file")),
        _P.SKILL_TWICE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the skill “{name}” is listed twice")),
        _P.SPECIALISATION_TWICE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the specialisation “{name}” is listed twice")),
        _P.ENTRY_TWICE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the {kind} “{name}” is listed twice")),
        _P.NOT_A_DOOR: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the square {square} is not a door of this map")),
        _P.PICTURE_EMPTY: sentence(QT_TRANSLATE_NOOP("ImportMessages", "the picture is empty")),
        _P.PICTURE_DAMAGED: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the picture’s bytes do not match its sha256 (a damaged file?)")),
        _P.PICTURE_UNDECODABLE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages",
            "the picture cannot be decoded (only its header is whole, or it is damaged)")),
        _P.PICTURE_TWICE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the same picture is listed twice")),
        _P.PICTURE_NOT_OF_TYPE: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the bytes are not a {mime} picture")),
        _P.PICTURE_TYPE_REFUSED: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "a {mime} picture cannot be used (only PNG, JPEG and WebP)")),
        _P.PICTURE_SIZE_MISMATCH: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages",
            "the picture is {real_width}×{real_height} pixels, not {width}×{height}",
        ), "real_width", "real_height", "width", "height"),
        _P.PICTURE_TOO_BIG: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages",
            "the picture is too big ({width}×{height} pixels; at most {side} pixels a side "
            "and {megapixels} megapixels)"), "width", "height", "side", "megapixels"),
        _P.PICTURE_TOO_HEAVY: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the picture is too large ({size} bytes; at most {limit} MB)"
        ), "size", limit=lambda params: param_number(params, "limit_mb")),
        _P.INCONSISTENT: sentence(QT_TRANSLATE_NOOP(
            "ImportMessages", "the data is inconsistent ({detail})")),
    }),
)
