"""The storage's refusals, said in the language of the UI.

``ryf_desktop.storage`` knows nothing of Qt: each :class:`CampaignFileError` carries a problem
code (:class:`StorageProblem`) and its details in ``params``, and its ``str()`` is English for
logs. Here each code becomes a sentence through ``translate`` (context ``StorageMessages``), one
literal per sentence so that pyside6-lupdate finds every one; the menus a message sends the GM
to are named with the menus' own translated words ("Archivo → Restaurar una copia de
seguridad…"). An import's refusal is worded by :mod:`~ryf_desktop.ui.campaign.import_messages`.
The command line prints the same sentences. An error whose params lack what its code promises
is shown as the storage wrote it.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ryf_desktop.storage import CampaignFileError, ImportValidationError
from ryf_desktop.storage.errors import Params, StorageProblem
from ryf_desktop.ui.campaign.import_messages import import_problem_text
from ryf_desktop.ui.campaign.labels import moment_text
from ryf_desktop.ui.dice.formatting import number
from ryf_desktop.ui.message_params import first_sentence, param_int, param_text


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


def open_menu() -> str:
    return _file_menu("&Open…")


def storage_message(error: BaseException) -> str:
    """``error``'s message for the game master, in the UI's language when it is a storage
    refusal with a known code; any other error as it says itself."""
    if isinstance(error, ImportValidationError):
        try:
            return import_problem_text(error.field, error.reason, error.details)
        except (KeyError, ValueError):
            return str(error)
    if isinstance(error, CampaignFileError) and error.problem is not None:
        try:
            return storage_problem_text(error.problem, error.params)
        except (KeyError, ValueError):
            return str(error)
    return str(error)


def _bytes(params: Params, key: str) -> str:
    return number(param_int(params, key))


def _since(params: Params) -> str:
    return moment_text(datetime.fromisoformat(param_text(params, "since")))


def storage_problem_text(problem: StorageProblem, params: Params) -> str:
    """The sentence for one ``StorageProblem``; raises KeyError when ``params`` lack a name it
    promises."""
    # The sentences in parts of the length a reader takes in.
    parts = (
        _reading_sentence, _contents_sentence, _making_sentence, _writing_sentence,
        _sharing_sentence, _disk_sentence,
    )
    return first_sentence(parts, problem, params)


def _disk_sentence(problem: StorageProblem, params: Params) -> str | None:
    match problem:
        case StorageProblem.DISK_FULL:
            return QCoreApplication.translate(
                "StorageMessages",
                "The disk that holds {name} is full: nothing was written, and nothing is lost. "
                "Free some space on it (delete or move other files), then try again.",
            ).format(name=param_text(params, "name"))
        case StorageProblem.DISK_FAILED:
            return QCoreApplication.translate(
                "StorageMessages",
                "The disk failed while reading or writing {name} ({detail}). Nothing was "
                "written; check the disk (is it still connected?) and try again.",
            ).format(name=param_text(params, "name"), detail=param_text(params, "detail"))
        case StorageProblem.NOT_WRITABLE:
            return QCoreApplication.translate(
                "StorageMessages",
                "The file {name} cannot be written ({detail}): it, its folder or its disk is "
                "read-only. Nothing was lost.",
            ).format(name=param_text(params, "name"), detail=param_text(params, "detail"))
        case StorageProblem.SIDECAR_UNREADABLE:
            return QCoreApplication.translate(
                "StorageMessages",
                "The file {name} was not closed properly, and what it holds of the last edits "
                "is in {sidecar} beside it, which cannot be read ({reason}). RyF Desktop "
                "changed nothing. Allow reading that file (or copy it back from where it came "
                "from), then open the campaign again.",
            ).format(
                name=param_text(params, "name"), sidecar=param_text(params, "sidecar"),
                reason=param_text(params, "reason"),
            )
        case StorageProblem.NO_ROOM_TO_CHECK:
            return QCoreApplication.translate(
                "StorageMessages",
                "The file {name} could not be checked: the temporary folder has no room for "
                "the copy the check works on ({detail}). Free some space there and check it "
                "again; nothing was changed.",
            ).format(name=param_text(params, "name"), detail=param_text(params, "detail"))
        case StorageProblem.INPUT_TOO_LARGE:
            return QCoreApplication.translate(
                "StorageMessages",
                "The file {file} is too large to import (the limit is {limit_mb} MB).",
            ).format(file=param_text(params, "file"), limit_mb=param_text(params, "limit_mb"))
        case _:
            return None


def _reading_sentence(problem: StorageProblem, params: Params) -> str | None:
    match problem:
        case StorageProblem.NOT_FOUND:
            return QCoreApplication.translate(
                "StorageMessages",
                "There is no campaign file at {file}. It may have been moved, renamed or "
                "deleted; use {menu} to find it.",
            ).format(file=param_text(params, "file"), menu=open_menu())
        case StorageProblem.UNREADABLE:
            return QCoreApplication.translate(
                "StorageMessages",
                "Cannot read {file} ({reason}). Check that you may read the file.",
            ).format(file=param_text(params, "file"), reason=param_text(params, "reason"))
        case StorageProblem.IS_FOLDER:
            return QCoreApplication.translate(
                "StorageMessages",
                "{file} is a folder, not a campaign file. Choose a .ryf campaign file.",
            ).format(file=param_text(params, "file"))
        case StorageProblem.NOT_A_FILE:
            return QCoreApplication.translate(
                "StorageMessages",
                "{name} is not a file (it is a pipe, a device or a socket). Choose a .ryf "
                "campaign file.",
            ).format(name=param_text(params, "name"))
        case StorageProblem.EMPTY:
            return QCoreApplication.translate(
                "StorageMessages",
                "The file {name} is empty (0 bytes): it holds no campaign. If it should, "
                "restore it from a backup ({menu}).",
            ).format(name=param_text(params, "name"), menu=restore_menu())
        case StorageProblem.NOT_SQLITE:
            return QCoreApplication.translate(
                "StorageMessages",
                "The file {name} is not a RyF Desktop campaign: it is not a database at all "
                "(perhaps a picture, a document or a download that did not finish). Choose a "
                ".ryf campaign file.",
            ).format(name=param_text(params, "name"))
        case StorageProblem.TRUNCATED:
            return _truncated(params)
        case StorageProblem.DAMAGED:
            return QCoreApplication.translate(
                "StorageMessages",
                "The file {name} is damaged ({detail}). RyF Desktop did not change it. Restore "
                "a backup ({menu}); “ryf-desktop check” lists what is wrong.",
            ).format(
                name=param_text(params, "name"), detail=param_text(params, "detail"),
                menu=restore_menu(),
            )
        case StorageProblem.RECOVERY_FAILED:
            return QCoreApplication.translate(
                "StorageMessages",
                "The file {name} was not closed properly and does not come out of the repair "
                "whole ({detail}). RyF Desktop did not change it. Restore a backup ({menu}); "
                "“ryf-desktop check” lists what is wrong.",
            ).format(
                name=param_text(params, "name"), detail=param_text(params, "detail"),
                menu=restore_menu(),
            )
        case _:
            return None


def _contents_sentence(problem: StorageProblem, params: Params) -> str | None:
    match problem:
        case StorageProblem.SCHEMA_INVALID:
            return QCoreApplication.translate(
                "StorageMessages",
                "The file {name} is damaged: its schema version, {version}, is not one RyF "
                "Desktop ever wrote. RyF Desktop did not change it. Restore a backup ({menu}).",
            ).format(
                name=param_text(params, "name"), version=param_text(params, "version"),
                menu=restore_menu(),
            )
        case StorageProblem.SCHEMA_MISMATCH:
            return QCoreApplication.translate(
                "StorageMessages",
                "The file {name} is damaged: its schema record (revision {revision}) does not "
                "match its schema version {version}. RyF Desktop did not change it. Restore a "
                "backup ({menu}).",
            ).format(
                name=param_text(params, "name"), revision=param_text(params, "revision"),
                version=param_text(params, "version"), menu=restore_menu(),
            )
        case StorageProblem.REPAIR_FAILED:
            return QCoreApplication.translate(
                "StorageMessages",
                "The campaign {name} is too damaged to repair ({detail}). Restore a backup "
                "({menu}).",
            ).format(
                name=param_text(params, "name"), detail=param_text(params, "detail"),
                menu=restore_menu(),
            )
        case StorageProblem.RECOVERY_NEEDS_WRITE:
            return QCoreApplication.translate(
                "StorageMessages",
                "The file {name} was not closed properly (the program or the computer stopped "
                "while it was open) and must be repaired before it can be read, which needs "
                "write permission. Open it normally (not read-only), or allow writing to the "
                "file.",
            ).format(name=param_text(params, "name"))
        case StorageProblem.CANNOT_OPEN:
            return QCoreApplication.translate(
                "StorageMessages",
                "Cannot open {name} ({detail}). Check that the file and its folder may be read.",
            ).format(name=param_text(params, "name"), detail=param_text(params, "detail"))
        case StorageProblem.BUSY:
            return QCoreApplication.translate(
                "StorageMessages",
                "The file {name} is busy: another copy of RyF Desktop is opening or upgrading "
                "it. Try again in a moment.",
            ).format(name=param_text(params, "name"))
        case StorageProblem.FOREIGN:
            return QCoreApplication.translate(
                "StorageMessages",
                "The file {name} is a database made by another program, not a RyF Desktop "
                "campaign. Choose a .ryf campaign file.",
            ).format(name=param_text(params, "name"))
        case StorageProblem.NEWER_SCHEMA:
            return QCoreApplication.translate(
                "StorageMessages",
                "This file was made by a newer version of RyF Desktop (schema {found}; this "
                "version knows up to {known}). Update the program to open it.",
            ).format(found=_bytes(params, "found"), known=_bytes(params, "known"))
        case _:
            return None


def _making_sentence(problem: StorageProblem, params: Params) -> str | None:
    match problem:
        case StorageProblem.EXISTS:
            return QCoreApplication.translate(
                "StorageMessages", "There is already a file at {file}. Choose another name."
            ).format(file=param_text(params, "file"))
        case StorageProblem.FOLDER_MISSING:
            return QCoreApplication.translate(
                "StorageMessages",
                "The folder {folder} does not exist. Choose a folder that exists.",
            ).format(folder=param_text(params, "folder"))
        case StorageProblem.UPGRADE_NEEDS_NORMAL_OPEN:
            return QCoreApplication.translate(
                "StorageMessages",
                "This campaign was made by an older version of RyF Desktop (schema {found}) and "
                "must be upgraded to schema {known} before it can be opened, but it was opened "
                "read-only. Open it normally once (when nobody else has it open) to upgrade it.",
            ).format(found=_bytes(params, "found"), known=_bytes(params, "known"))
        case StorageProblem.UPGRADE_NOT_WRITABLE:
            return QCoreApplication.translate(
                "StorageMessages",
                "This campaign was made by an older version of RyF Desktop (schema {found}) and "
                "must be upgraded to schema {known} before it can be opened, but the file cannot "
                "be written. Copy it to a folder where you can write, or allow writing to it, "
                "and open it again.",
            ).format(found=_bytes(params, "found"), known=_bytes(params, "known"))
        case StorageProblem.UPGRADE_NO_SAFETY_COPY:
            return QCoreApplication.translate(
                "StorageMessages",
                "This campaign was made by an older version of RyF Desktop (schema {found}) and "
                "must be upgraded, but a safety copy could not be written next to it ({reason})."
                " Free some disk space or allow writing to the folder, and open it again.",
            ).format(found=_bytes(params, "found"), reason=param_text(params, "reason"))
        case StorageProblem.MIGRATION_FAILED:
            return QCoreApplication.translate(
                "StorageMessages",
                "Upgrading the campaign {name} from schema {found} to {known} failed ({detail})."
                " Nothing was changed: the file is as it was, and a copy of it is also at "
                "{copy}. Please report this problem.",
            ).format(
                name=param_text(params, "name"),
                found=_bytes(params, "found"),
                known=_bytes(params, "known"),
                detail=param_text(params, "detail"),
                copy=param_text(params, "copy"),
            )
        case _:
            return None


def _writing_sentence(problem: StorageProblem, params: Params) -> str | None:
    match problem:
        case StorageProblem.READ_ONLY:
            return QCoreApplication.translate(
                "StorageMessages",
                "The campaign {name} is open read-only; changes cannot be saved. Open it again "
                "with write access to change it.",
            ).format(name=param_text(params, "name"))
        case StorageProblem.CLOSED:
            return QCoreApplication.translate(
                "StorageMessages", "The campaign {name} is closed."
            ).format(name=param_text(params, "name"))
        case StorageProblem.NO_CAMPAIGN_ROW:
            return QCoreApplication.translate(
                "StorageMessages",
                "The file {name} holds no campaign (its campaign row is missing). Restore a "
                "backup ({menu}).",
            ).format(name=param_text(params, "name"), menu=restore_menu())
        case StorageProblem.COPY_OVER_OPEN:
            return QCoreApplication.translate(
                "StorageMessages",
                "Cannot save a copy over the campaign that is open ({name}). Choose another file.",
            ).format(name=param_text(params, "name"))
        case StorageProblem.RESTORE_OVER_OPEN:
            return QCoreApplication.translate(
                "StorageMessages",
                "Cannot restore a backup over the campaign that is open ({name}). Choose "
                "another file, or close the campaign first.",
            ).format(name=param_text(params, "name"))
        case StorageProblem.COPY_FAILED:
            return QCoreApplication.translate(
                "StorageMessages", "Could not copy the campaign to {file} ({detail})."
            ).format(file=param_text(params, "file"), detail=param_text(params, "detail"))
        case StorageProblem.BACKUP_EXISTS:
            return QCoreApplication.translate(
                "StorageMessages", "A backup named {name} already exists."
            ).format(name=param_text(params, "name"))
        case _:
            return None


def _sharing_sentence(problem: StorageProblem, params: Params) -> str | None:
    match problem:
        case StorageProblem.LOCKED:
            return QCoreApplication.translate(
                "StorageMessages",
                "This campaign is already open in {program} (user {user} on the computer "
                "{host}, process {pid}, since {since}). Open it read-only to look at it, or "
                "close it there first. If that copy of the program is no longer running (the "
                "other computer crashed, or the file was carried here), you can take the "
                "campaign over.",
            ).format(
                program=param_text(params, "program"),
                user=param_text(params, "user"),
                host=param_text(params, "host"),
                pid=str(param_int(params, "pid")),
                since=_since(params),
            )
        case StorageProblem.TAKEN_OVER:
            if not param_text(params, "user"):
                return QCoreApplication.translate(
                    "StorageMessages",
                    "The campaign {name} was unlocked from the command line and may be open "
                    "elsewhere now; this change was not saved. Open it again to go on.",
                ).format(name=param_text(params, "name"))
            return QCoreApplication.translate(
                "StorageMessages",
                "The campaign {name} was taken over by {user} on the computer {host}; this "
                "change was not saved. Open it read-only to go on looking at it.",
            ).format(
                name=param_text(params, "name"), user=param_text(params, "user"),
                host=param_text(params, "host"),
            )
        case StorageProblem.IMPORT_NOT_FOUND:
            return QCoreApplication.translate(
                "StorageMessages", "There is no file at {file}."
            ).format(file=param_text(params, "file"))
        case StorageProblem.IMPORT_UNREADABLE:
            return QCoreApplication.translate(
                "StorageMessages", "Cannot read {file} ({reason})."
            ).format(file=param_text(params, "file"), reason=param_text(params, "reason"))
        case StorageProblem.IMPORT_INVALID:
            # Only an ImportValidationError carries this code, and storage_message words it.
            return QCoreApplication.translate(
                "StorageMessages", "The file cannot be imported: {field} is not valid."
            ).format(field=param_text(params, "field"))
        case _:
            return None


def _truncated(params: Params) -> str:
    expected = param_int(params, "expected")
    if expected:
        return QCoreApplication.translate(
            "StorageMessages",
            "The file {name} is incomplete: it is {size} bytes, but it should be {expected} "
            "bytes. It was probably cut short while being copied or downloaded. RyF Desktop "
            "did not change it. Copy it again from where it came from, or restore a backup "
            "({menu}).",
        ).format(
            name=param_text(params, "name"),
            size=_bytes(params, "size"),
            expected=number(expected),
            menu=restore_menu(),
        )
    return QCoreApplication.translate(
        "StorageMessages",
        "The file {name} is incomplete: it is {size} bytes. It was probably cut short while "
        "being copied or downloaded. RyF Desktop did not change it. Copy it again from where it "
        "came from, or restore a backup ({menu}).",
    ).format(name=param_text(params, "name"), size=_bytes(params, "size"), menu=restore_menu())


def set_aside_note(moved: Sequence[Path]) -> str:
    """What the GM is told when a ``-wal`` beside the campaign was not its own and was moved
    aside: the GM may have meant it to be applied, or want it deleted, so it is named."""
    return QCoreApplication.translate(
        "StorageMessages",
        "A -wal file beside it was not its own (another file's, or older than a backup put in "
        "its place), so it was not applied: it was moved aside as {moved}.",
    ).format(moved=", ".join(path.name for path in moved))
