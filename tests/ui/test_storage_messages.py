"""The storage's refusals in the GM's language: every problem code worded in English and in
Spanish, the words built from the error's params (not its English text), and a damaged file
opened in the Spanish program named with the Spanish menus."""

from __future__ import annotations

import json
import os
import random
import re
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTranslator
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.skills import Setting
from ryf_desktop.storage import (
    CampaignFile,
    CampaignFileError,
    ImportValidationError,
    export_campaign,
    import_campaign,
)
from ryf_desktop.storage.errors import ImportProblem, Params, StorageProblem
from ryf_desktop.ui.campaign.storage_messages import (
    IMPORT_CLAUSES,
    STORAGE_SENTENCES,
    menu_path,
    restore_menu,
    storage_message,
)
from ryf_desktop.ui.main_window import MainWindow
from tests.ui.test_campaign_flows import on_next_modal
from tests.ui.test_translations import compiled_qm, english_in, spanish

__all__ = ["compiled_qm", "spanish"]  # fixtures, used by name

Trigger = Callable[[Path], object]


def _campaign(folder: Path, name: str = "mesa.ryf") -> Path:
    path = folder / name
    CampaignFile.create(path, "Mesa", Setting.MEDIEVAL).close()
    return path


def _empty(folder: Path) -> object:
    path = folder / "vacia.ryf"
    path.write_bytes(b"")
    return CampaignFile.open(path)


def _not_sqlite(folder: Path) -> object:
    path = folder / "foto.ryf"
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(200))
    return CampaignFile.open(path)


def _truncated(folder: Path) -> object:
    path = _campaign(folder)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    return CampaignFile.open(path)


def _foreign(folder: Path) -> object:
    path = folder / "otra.ryf"
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE t (x)")
    connection.commit()
    connection.close()
    return CampaignFile.open(path)


def _newer(folder: Path) -> object:
    path = _campaign(folder)
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA user_version = 99")
    connection.close()
    return CampaignFile.open(path)


def _schema_invalid(folder: Path) -> object:
    path = _campaign(folder)
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA user_version = 0")
    connection.close()
    return CampaignFile.open(path)


def _schema_mismatch(folder: Path) -> object:
    path = _campaign(folder)
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("UPDATE alembic_version SET version_num = '0002'")
    connection.close()
    return CampaignFile.open(path)


def _damaged(folder: Path) -> object:
    path = _campaign(folder)
    data = bytearray(path.read_bytes())
    page = 4096
    data[page + 8 : 2 * page] = bytes([0xA5]) * (page - 8)  # page 2's cells, scrambled
    path.write_bytes(bytes(data))
    return CampaignFile.open(path)


def _fifo(folder: Path) -> object:
    path = folder / "tuberia.ryf"
    os.mkfifo(path)
    return CampaignFile.open(path)


def _exists(folder: Path) -> object:
    return CampaignFile.create(_campaign(folder), "Otra", Setting.MEDIEVAL)


def _read_only_write(folder: Path) -> object:
    with CampaignFile.open(_campaign(folder), read_only=True) as campaign:
        return campaign.save_copy(campaign.path)


def _closed(folder: Path) -> object:
    campaign = CampaignFile.open(_campaign(folder))
    campaign.close()
    return campaign.engine


def _restore_over_open(folder: Path) -> object:
    with CampaignFile.open(_campaign(folder)) as campaign:
        return campaign.restore_backup(folder / "x.ryf", campaign.path)


def _locked(folder: Path) -> object:
    path = _campaign(folder)
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute(
        'INSERT INTO file_lock (id, "user", host, pid, since, token, program) '
        "VALUES (1, 'marta', 'portatil-de-marta', 4242, '2025-03-01T18:30:00+00:00', 't', "
        "'RyF Desktop')"
    )
    connection.close()
    return CampaignFile.open(path)


def _folder_missing(folder: Path) -> object:
    return CampaignFile.create(folder / "no" / "mesa.ryf", "Mesa", Setting.MEDIEVAL)


def _import_missing(folder: Path) -> object:
    return import_campaign(folder / "no.json", folder / "nueva.ryf")


#: One way to make the storage refuse with each problem it can be led to from a test.
STORAGE_EXAMPLES: dict[StorageProblem, Trigger] = {
    StorageProblem.NOT_FOUND: lambda folder: CampaignFile.open(folder / "no.ryf"),
    StorageProblem.IS_FOLDER: lambda folder: CampaignFile.open(folder),
    StorageProblem.NOT_A_FILE: _fifo,
    StorageProblem.EMPTY: _empty,
    StorageProblem.NOT_SQLITE: _not_sqlite,
    StorageProblem.TRUNCATED: _truncated,
    StorageProblem.DAMAGED: _damaged,
    StorageProblem.SCHEMA_INVALID: _schema_invalid,
    StorageProblem.SCHEMA_MISMATCH: _schema_mismatch,
    StorageProblem.FOREIGN: _foreign,
    StorageProblem.NEWER_SCHEMA: _newer,
    StorageProblem.EXISTS: _exists,
    StorageProblem.FOLDER_MISSING: _folder_missing,
    StorageProblem.COPY_OVER_OPEN: _read_only_write,
    StorageProblem.RESTORE_OVER_OPEN: _restore_over_open,
    StorageProblem.CLOSED: _closed,
    StorageProblem.LOCKED: _locked,
    StorageProblem.IMPORT_NOT_FOUND: _import_missing,
}

#: The params of the problems a test cannot cheaply provoke (a full disk, a failed upgrade).
STORAGE_PARAMS: dict[StorageProblem, Params] = {
    StorageProblem.UNREADABLE: {"file": "/mesa.ryf", "reason": "Permission denied"},
    StorageProblem.RECOVERY_NEEDS_WRITE: {"name": "mesa.ryf"},
    StorageProblem.RECOVERY_FAILED: {"name": "mesa.ryf", "detail": "disk image is malformed"},
    StorageProblem.CANNOT_OPEN: {"name": "mesa.ryf", "detail": "unable to open database file"},
    StorageProblem.BUSY: {"name": "mesa.ryf", "detail": "database is locked"},
    StorageProblem.UPGRADE_NEEDS_NORMAL_OPEN: {"name": "mesa.ryf", "found": 1, "known": 3},
    StorageProblem.UPGRADE_NOT_WRITABLE: {"name": "mesa.ryf", "found": 1, "known": 3},
    StorageProblem.UPGRADE_NO_SAFETY_COPY: {
        "name": "mesa.ryf", "found": 1, "reason": "No space left on device",
    },
    StorageProblem.MIGRATION_FAILED: {
        "name": "mesa.ryf", "found": 1, "known": 3, "detail": "boom",
        "copy": "/mesa.schema1-backup.ryf",
    },
    StorageProblem.READ_ONLY: {"name": "mesa.ryf"},
    StorageProblem.NO_CAMPAIGN_ROW: {"name": "mesa.ryf"},
    StorageProblem.COPY_FAILED: {"file": "/copia.ryf", "detail": "disk I/O error"},
    StorageProblem.BACKUP_EXISTS: {"name": "mesa-20250301-183000.ryf"},
    StorageProblem.IMPORT_UNREADABLE: {"file": "/in.json", "reason": "Permission denied"},
    StorageProblem.IMPORT_INVALID: {"field": "characters[0].name"},
    StorageProblem.TAKEN_OVER: {"name": "mesa.ryf", "user": "marta", "host": "portatil"},
    StorageProblem.REPAIR_FAILED: {"name": "mesa.ryf", "detail": "disk image is malformed"},
    StorageProblem.DISK_FULL: {"name": "mesa.ryf"},
    StorageProblem.DISK_FAILED: {"name": "mesa.ryf", "detail": "disk I/O error"},
    StorageProblem.NOT_WRITABLE: {
        "name": "mesa.ryf", "detail": "attempt to write a readonly database",
    },
    StorageProblem.SIDECAR_UNREADABLE: {
        "name": "mesa.ryf", "sidecar": "mesa.ryf-wal", "reason": "Permission denied",
    },
    StorageProblem.NO_ROOM_TO_CHECK: {"name": "mesa.ryf", "detail": "No space left on device"},
    StorageProblem.INPUT_TOO_LARGE: {"file": "/in.json", "limit_mb": 256},
}


def caught(trigger: Trigger, folder: Path) -> CampaignFileError:
    with pytest.raises(CampaignFileError) as raised:
        trigger(folder)
    return raised.value


def _params_of(problem: StorageProblem, folder: Path) -> Params:
    if problem in STORAGE_EXAMPLES:
        error = caught(STORAGE_EXAMPLES[problem], folder)
        assert error.problem is problem, f"{problem}: the example raised {error.problem}"
        return error.params
    return STORAGE_PARAMS[problem]


@pytest.mark.parametrize("problem", list(StorageProblem), ids=str)
def test_every_storage_problem_is_worded(problem: StorageProblem, tmp_path: Path) -> None:
    assert problem in STORAGE_EXAMPLES or problem in STORAGE_PARAMS, f"word {problem!r}"
    message = STORAGE_SENTENCES.text(problem, _params_of(problem, tmp_path))
    assert message and not PLACEHOLDER.search(message)


@pytest.mark.parametrize("problem", list(StorageProblem), ids=str)
def test_every_storage_problem_is_worded_in_spanish(
    problem: StorageProblem, tmp_path: Path, spanish: list[QTranslator]
) -> None:
    del spanish
    params = _params_of(problem, tmp_path)
    message = STORAGE_SENTENCES.text(problem, params)
    assert not PLACEHOLDER.search(message)
    assert _looks_spanish(message), message


#: A placeholder left unfilled.
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def _looks_spanish(text: str) -> bool:
    """Spanish words and no English ones, leaving out paths and SQLite's own words (quoted in
    parentheses as they are)."""
    text = re.sub(r"\S*/\S*", "", text)
    text = re.sub(r"\([^()]*(database|unable|disk|denied|locked|error|malformed)[^()]*\)", "", text)
    words = set(re.findall(r"[a-záéíóúñ]+", text.lower()))
    return bool(words & {"el", "la", "no", "de", "es", "en", "se", "una", "un"}) and not (
        words & {"the", "is", "file", "cannot", "choose", "open", "was"}
    )


def test_a_refusal_is_worded_from_its_params_not_its_english(tmp_path: Path) -> None:
    error = caught(_truncated, tmp_path)
    error.args = ("something else entirely",)
    message = storage_message(error)
    assert message.startswith("The file mesa.ryf is incomplete")
    assert "File → Restore a backup…" in message


def test_a_refusal_without_what_its_code_needs_shows_its_own_words() -> None:
    error = CampaignFileError("The storage's own words.", problem=StorageProblem.EMPTY)
    assert storage_message(error) == "The storage's own words."


# --- the import's problems --------------------------------------------------------------------

def _document(folder: Path) -> dict[str, object]:
    out = folder / "mesa.json"
    export_campaign(_campaign(folder), out)
    loaded: dict[str, object] = json.loads(out.read_text(encoding="utf-8"))
    return loaded


IMPORT_PARAMS: dict[ImportProblem, Params] = {
    ImportProblem.NOT_JSON: {"line": 1, "column": 2, "detail": "Expecting value"},
    ImportProblem.NOT_UTF8: {},
    ImportProblem.PICTURE_UNDECODABLE: {},
    ImportProblem.TOO_LARGE: {"size": 3_000_000_000},
    ImportProblem.NESTED_TOO_DEEPLY: {"depth": 16},
    ImportProblem.CONSTANT_NOT_ALLOWED: {"name": "NaN"},
    ImportProblem.NUMBER_TOO_LONG: {"digits": 5000, "max": 30},
    ImportProblem.LONE_SURROGATE: {"position": 2},
    ImportProblem.CHARACTER_NOT_CAMPAIGN: {},
    ImportProblem.CAMPAIGN_NOT_CHARACTER: {},
    ImportProblem.NOT_AN_EXPORT: {"kind": "ryf-desktop-campaign", "got": "'x'"},
    ImportProblem.NEWER_FORMAT: {"found": 9, "known": 1},
    ImportProblem.UNKNOWN_FIELD: {"known": "id, name"},
    ImportProblem.REQUIRED: {},
    ImportProblem.EXPECTED_OBJECT: {"got": "[…]"},
    ImportProblem.EXPECTED_INTEGER: {"low": 1, "high": 20, "got": "'x'"},
    ImportProblem.EXPECTED_NUMBER: {"low": "0", "high": "1e+07", "got": "true"},
    ImportProblem.EXPECTED_FINITE: {"got": "inf"},
    ImportProblem.EXPECTED_TEXT: {"max": 200, "got": "3"},
    ImportProblem.EXPECTED_NOT_EMPTY: {"got": "' '"},
    ImportProblem.EXPECTED_FLAG: {"got": "1"},
    ImportProblem.EXPECTED_CHOICE: {"options": "'pc', 'npc'", "got": "'x'"},
    ImportProblem.EXPECTED_TIMESTAMP: {"got": "'ayer'"},
    ImportProblem.EXPECTED_LIST: {"max": 10, "got": "{…}"},
    ImportProblem.EXPECTED_SHA256: {"got": "'abc'"},
    ImportProblem.EXPECTED_BASE64: {},
    ImportProblem.EXPECTED_NAME: {"max": 200, "got": "''"},
    ImportProblem.EXPECTED_SQUARE: {"width": 10, "height": 8, "got": "[…]"},
    ImportProblem.EXPECTED_COLOUR: {"got": "'red'"},
    ImportProblem.ID_TWICE: {"id": 3},
    ImportProblem.CHARACTER_OR_MONSTER: {},
    ImportProblem.DANGLING_REFERENCE: {"key": "character", "id": 9},
    ImportProblem.SKILL_TWICE: {"name": "Nadar"},
    ImportProblem.SPECIALISATION_TWICE: {"name": "Espadas"},
    ImportProblem.ENTRY_TWICE: {"kind": "creature", "name": "Goblin"},
    ImportProblem.NOT_A_DOOR: {"square": "[1, 2]"},
    ImportProblem.PICTURE_EMPTY: {},
    ImportProblem.PICTURE_DAMAGED: {},
    ImportProblem.PICTURE_TWICE: {},
    ImportProblem.PICTURE_NOT_OF_TYPE: {"mime": "image/png"},
    ImportProblem.PICTURE_TYPE_REFUSED: {"mime": "image/gif"},
    ImportProblem.PICTURE_SIZE_MISMATCH: {
        "width": 30000, "height": 30000, "real_width": 2, "real_height": 1,
    },
    ImportProblem.PICTURE_TOO_BIG: {
        "width": 30000, "height": 30000, "side": 16384, "megapixels": 64,
    },
    ImportProblem.PICTURE_TOO_HEAVY: {"size": 67_108_864, "limit_mb": 50},
    ImportProblem.INCONSISTENT: {"detail": "UNIQUE constraint failed"},
}


@pytest.mark.parametrize("problem", list(ImportProblem), ids=str)
def test_every_import_problem_is_worded(problem: ImportProblem) -> None:
    assert problem in IMPORT_PARAMS, f"give the params of {problem!r} and word it"
    clause = IMPORT_CLAUSES.text(problem, IMPORT_PARAMS[problem])
    assert clause and not PLACEHOLDER.search(clause)


@pytest.mark.parametrize("problem", list(ImportProblem), ids=str)
def test_every_import_problem_is_worded_in_spanish(
    problem: ImportProblem, spanish: list[QTranslator]
) -> None:
    del spanish
    english_free = IMPORT_CLAUSES.text(problem, IMPORT_PARAMS[problem])
    assert not PLACEHOLDER.search(english_free)
    assert not re.search(r"\b(expected|got|the|is|listed|twice|picture)\b", english_free), (
        english_free
    )


def test_a_refused_import_names_the_field_in_spanish(
    tmp_path: Path, spanish: list[QTranslator]
) -> None:
    del spanish
    document = _document(tmp_path)
    campaign = document["campaign"]
    assert isinstance(campaign, dict)
    campaign["in_game_day"] = "x"
    source = tmp_path / "mala.json"
    source.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(ImportValidationError) as raised:
        import_campaign(source, tmp_path / "nueva.ryf")
    assert storage_message(raised.value) == (
        "campaign.in_game_day: se esperaba un número entero de 1 a 10.000.000 y hay 'x'."
    )
    assert not (tmp_path / "nueva.ryf").exists()


# --- in the window -----------------------------------------------------------------------------

@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    made = MainWindow(QSettings(), rng=random.Random(4), persist_layout=False, take_backups=False)
    qtbot.addWidget(made)
    made.show()
    qtbot.waitExposed(made)
    yield made
    made.close()


def _without_accelerators(text: str) -> str:
    return text.replace("&", "")


def test_the_menus_a_message_names_are_the_windows_own(
    spanish: list[QTranslator], window: MainWindow
) -> None:
    del spanish
    restore = window.campaign_actions.restore_action
    named = restore_menu()
    assert named == "Archivo → Restaurar una copia de seguridad…"
    assert named.endswith(_without_accelerators(restore.text()))
    assert menu_path(("MainWindow", "&File")) == "Archivo"


def test_a_damaged_file_opened_in_spanish_says_so_in_spanish(
    tmp_path: Path, spanish: list[QTranslator], qtbot: QtBot
) -> None:
    del spanish
    made = MainWindow(QSettings(), rng=random.Random(4), persist_layout=False, take_backups=False)
    qtbot.addWidget(made)
    made.show()
    qtbot.waitExposed(made)
    path = tmp_path / "cortada.ryf"
    path.write_bytes(b"")
    seen: list[str] = []

    def answer(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        seen.extend(english_in(box))
        box.accept()

    on_next_modal(answer)
    assert not made.campaign.open_path(path)
    assert seen, "no message box was shown"
    assert seen[0] == (
        "El archivo cortada.ryf está vacío (0 bytes): no contiene ninguna campaña. Si debería "
        "contenerla, restáurala desde una copia de seguridad (Archivo → Restaurar una copia de "
        "seguridad…)."
    )
    assert seen[1:] == [], f"English in the message box: {seen[1:]}"
    assert path.read_bytes() == b""
    made.close()
