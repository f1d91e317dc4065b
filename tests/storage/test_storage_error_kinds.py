"""SQLite's refusals told by their kind (``driver_errors.PROBLEM_OF_CODE``): busy, read-only,
I/O, full, damaged, not a database — each from a real failing file where one can be made here,
the mapping of SQLite's result codes for the rest — and a write the file refuses is told by its
kind, never as "check that the disk has free space" for everything."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from sqlalchemy.exc import DatabaseError, IntegrityError, OperationalError

from ryf_desktop.rules.skills import Setting
from ryf_desktop.storage import CampaignFile, repositories
from ryf_desktop.storage.change import Change
from ryf_desktop.storage.driver_errors import PROBLEM_OF_CODE, classified, sqlite_problem
from ryf_desktop.storage.errors import (
    CampaignBusyError,
    CampaignCorruptError,
    CampaignDiskError,
    CampaignDiskFullError,
    CampaignFileError,
    ChangeNotWrittenError,
    NotSQLiteError,
    StorageProblem,
)
from ryf_desktop.storage.repositories import write_change

PAGE = 4096


def _campaign(folder: Path) -> Path:
    path = folder / "mesa.ryf"
    CampaignFile.create(path, "Mesa", Setting.MEDIEVAL).close()
    return path


@pytest.fixture
def campaign(tmp_path: Path) -> Path:
    return _campaign(tmp_path)


@pytest.fixture
def connections() -> Iterator[list[sqlite3.Connection]]:
    opened: list[sqlite3.Connection] = []
    yield opened
    for connection in opened:
        connection.close()


def _connect(
    opened: list[sqlite3.Connection], target: str, *, timeout: float = 5.0, uri: bool = False
) -> sqlite3.Connection:
    connection = sqlite3.connect(target, timeout=timeout, uri=uri, isolation_level=None)
    opened.append(connection)
    return connection


def _refused(action: Callable[[], object]) -> sqlite3.Error:
    with pytest.raises(sqlite3.Error) as raised:
        action()
    return raised.value


def _table_names(path: Path) -> list[str]:
    connection = sqlite3.connect(path)
    try:
        return [row[0] for row in connection.execute("SELECT name FROM sqlite_master "
                                                     "WHERE type = 'table'")]
    finally:
        connection.close()


def _read_every_table(connection: sqlite3.Connection, tables: list[str]) -> None:
    for table in tables:
        connection.execute(f'SELECT * FROM "{table}"').fetchall()


def _scramble_pages(path: Path) -> None:
    """Every page but the first (the schema) filled with garbage past its header."""
    data = bytearray(path.read_bytes())
    for page in range(1, len(data) // PAGE):
        data[page * PAGE + 8 : (page + 1) * PAGE] = bytes([0xA5]) * (PAGE - 8)
    path.write_bytes(bytes(data))


# --- real failing situations --------------------------------------------------------------

def test_a_file_another_connection_holds_is_busy(
    campaign: Path, connections: list[sqlite3.Connection]
) -> None:
    _connect(connections, str(campaign)).execute("BEGIN EXCLUSIVE")
    other = _connect(connections, str(campaign), timeout=0)
    error = _refused(lambda: other.execute("CREATE TABLE extra (x)"))
    refusal = classified(campaign, error)
    assert isinstance(refusal, CampaignBusyError)
    assert refusal.problem is StorageProblem.BUSY


def test_a_file_opened_read_only_is_not_writable(
    campaign: Path, connections: list[sqlite3.Connection]
) -> None:
    reader = _connect(connections, f"file:{campaign}?mode=ro", uri=True)
    error = _refused(lambda: reader.execute("CREATE TABLE extra (x)"))
    refusal = classified(campaign, error)
    assert isinstance(refusal, CampaignDiskError)
    assert refusal.problem is StorageProblem.NOT_WRITABLE
    assert refusal.params["detail"] == str(error)


@pytest.mark.damaged_files
def test_a_file_that_is_not_a_database_is_told_so(
    tmp_path: Path, connections: list[sqlite3.Connection]
) -> None:
    path = tmp_path / "notas.ryf"
    path.write_bytes(b"These are the notes of the last session, not a campaign.\n" * 40)
    error = _refused(lambda: _connect(connections, str(path)).execute(
        "SELECT * FROM sqlite_master"
    ))
    refusal = classified(path, error)
    assert isinstance(refusal, NotSQLiteError)
    assert refusal.problem is StorageProblem.NOT_SQLITE


@pytest.mark.damaged_files
def test_a_file_with_a_damaged_header_is_not_a_database(
    campaign: Path, connections: list[sqlite3.Connection]
) -> None:
    data = bytearray(campaign.read_bytes())
    data[16:18] = (3).to_bytes(2, "big")  # a page size that is no power of two
    campaign.write_bytes(bytes(data))
    error = _refused(lambda: _connect(connections, str(campaign)).execute(
        "SELECT * FROM sqlite_master"
    ))
    assert sqlite_problem(error) is StorageProblem.NOT_SQLITE


@pytest.mark.damaged_files
def test_a_file_with_damaged_pages_is_damaged(
    campaign: Path, connections: list[sqlite3.Connection]
) -> None:
    tables = _table_names(campaign)
    _scramble_pages(campaign)
    reader = _connect(connections, str(campaign))
    error = _refused(lambda: _read_every_table(reader, tables))
    refusal = classified(campaign, error)
    assert isinstance(refusal, CampaignCorruptError)
    assert refusal.problem is StorageProblem.DAMAGED


def test_a_file_that_may_not_grow_is_full(
    campaign: Path, connections: list[sqlite3.Connection]
) -> None:
    writer = _connect(connections, str(campaign))
    pages = writer.execute("PRAGMA page_count").fetchone()[0]
    writer.execute(f"PRAGMA max_page_count = {pages}")
    error = _refused(lambda: writer.execute("CREATE TABLE filler AS SELECT randomblob(65536)"))
    refusal = classified(campaign, error)
    assert isinstance(refusal, CampaignDiskFullError)
    assert refusal.problem is StorageProblem.DISK_FULL


# --- the mapping, for what cannot be made to fail here ------------------------------------

@pytest.mark.parametrize(("code", "problem"), [
    (sqlite3.SQLITE_IOERR, StorageProblem.DISK_FAILED),
    (sqlite3.SQLITE_IOERR_WRITE, StorageProblem.DISK_FAILED),
    (sqlite3.SQLITE_IOERR_FSYNC, StorageProblem.DISK_FAILED),
    (sqlite3.SQLITE_IOERR_SHORT_READ, StorageProblem.DISK_FAILED),
    (sqlite3.SQLITE_CANTOPEN, StorageProblem.DISK_FAILED),
    (sqlite3.SQLITE_PERM, StorageProblem.DISK_FAILED),
    (sqlite3.SQLITE_FULL, StorageProblem.DISK_FULL),
    (sqlite3.SQLITE_BUSY_SNAPSHOT, StorageProblem.BUSY),
    (sqlite3.SQLITE_LOCKED, StorageProblem.BUSY),
    (sqlite3.SQLITE_READONLY_CANTINIT, StorageProblem.NOT_WRITABLE),
    (sqlite3.SQLITE_CORRUPT_INDEX, StorageProblem.DAMAGED),
    (sqlite3.SQLITE_NOTADB, StorageProblem.NOT_SQLITE),
], ids=lambda value: str(value))
def test_each_result_code_is_told_by_its_kind(code: int, problem: StorageProblem) -> None:
    error = sqlite3.OperationalError("what SQLite said")
    error.sqlite_errorcode = code
    assert sqlite_problem(error) is problem
    refusal = classified(Path("mesa.ryf"), error)
    assert refusal is not None and refusal.problem is problem
    assert refusal.params["name"] == "mesa.ryf"


def test_every_kind_has_its_refusal() -> None:
    for code, problem in PROBLEM_OF_CODE.items():
        error = sqlite3.DatabaseError("what SQLite said")
        error.sqlite_errorcode = code
        refusal = classified(Path("mesa.ryf"), error)
        assert isinstance(refusal, CampaignFileError) and refusal.problem is problem


@pytest.mark.parametrize("code", [
    sqlite3.SQLITE_ERROR, sqlite3.SQLITE_CONSTRAINT, sqlite3.SQLITE_MISUSE, sqlite3.SQLITE_RANGE,
], ids=str)
def test_a_bug_of_the_program_is_no_state_of_the_file(code: int) -> None:
    error = sqlite3.OperationalError("no such table: nowhere")
    error.sqlite_errorcode = code
    assert sqlite_problem(error) is None
    assert classified(Path("mesa.ryf"), error) is None
    assert sqlite_problem(sqlite3.ProgrammingError("closed")) is None


# --- a change the file refuses -------------------------------------------------------------

def _refusing_write(
    campaign: Path, monkeypatch: pytest.MonkeyPatch, error: BaseException
) -> BaseException:
    """What ``write_change`` raises when SQLite refuses the change with ``error``."""
    def refuse(connection: object, change: Change) -> None:
        raise error

    monkeypatch.setattr(repositories._rows, "write_change", refuse)
    file = CampaignFile.open(campaign)
    try:
        with pytest.raises(Exception) as raised:
            write_change(file, Change())
        return raised.value
    finally:
        file.close()


@pytest.mark.damaged_files
def test_a_change_refused_as_damaged_is_told_as_damaged(
    campaign: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    connections: list[sqlite3.Connection],
) -> None:
    (tmp_path / "otra").mkdir()
    other = _campaign(tmp_path / "otra")
    tables = _table_names(other)
    _scramble_pages(other)
    reader = _connect(connections, str(other))
    corrupt = _refused(lambda: _read_every_table(reader, tables))
    raised = _refusing_write(
        campaign, monkeypatch, DatabaseError("INSERT", None, corrupt)  # as SQLAlchemy wraps it
    )
    assert isinstance(raised, CampaignCorruptError)
    assert raised.params["name"] == "mesa.ryf"


def test_a_change_refused_as_busy_is_told_as_busy(
    campaign: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    connections: list[sqlite3.Connection],
) -> None:
    other = tmp_path / "otra.db"
    _connect(connections, str(other)).execute("BEGIN EXCLUSIVE")
    waiting = _connect(connections, str(other), timeout=0)
    busy = _refused(lambda: waiting.execute("CREATE TABLE extra (x)"))
    raised = _refusing_write(campaign, monkeypatch, OperationalError("INSERT", None, busy))
    assert isinstance(raised, CampaignBusyError)


def test_a_change_refused_by_a_constraint_is_inconsistent(
    campaign: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    error = sqlite3.IntegrityError("CHECK constraint failed: wounds >= 0")
    error.sqlite_errorcode = sqlite3.SQLITE_CONSTRAINT_CHECK
    raised = _refusing_write(campaign, monkeypatch, IntegrityError("UPDATE", None, error))
    assert isinstance(raised, ChangeNotWrittenError) and raised.inconsistent
