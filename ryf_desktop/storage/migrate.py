"""Creating and upgrading the schema of a campaign file with Alembic, in one transaction.

Alembic is configured in code (no ``alembic.ini``) with the scripts shipped in
``ryf_desktop/storage/migrations``, so migrations run from a checkout, a wheel and the native
executable. Every run — creating a new file (from nothing to the newest schema) or upgrading an
older one — follows STACK.md:
- its own connection, driver autocommit off (``isolation_level=None``), ``foreign_keys=OFF`` so
  a batch rebuild of a referenced table does not cascade, then one explicit ``BEGIN EXCLUSIVE``;
- every Alembic step, ``application_id`` and ``user_version`` (both transactional header fields),
  then ``PRAGMA foreign_key_check`` and ``PRAGMA quick_check`` before ``COMMIT``;
- any failure → ``ROLLBACK``: the rollback journal restores every page, so the file is byte for
  byte what it was and no ``_alembic_tmp_*`` table is left behind.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from alembic.config import Config
from alembic.runtime.environment import EnvironmentContext
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine
from sqlalchemy.engine import Connection
from sqlalchemy.pool import StaticPool

from ryf_desktop.storage.connect import connect
from ryf_desktop.storage.file_format import APPLICATION_ID, REVISION_BY_VERSION, SCHEMA_VERSION

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"

#: Work done inside the migration's transaction, given its connection (checks, first rows).
StepHook = Callable[[Connection], None]


class SchemaCheckError(RuntimeError):
    """The migrated schema failed ``foreign_key_check`` or ``quick_check``; rolled back."""


def alembic_config(connection: Connection | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.attributes["connection"] = connection
    return config


@functools.cache
def script_directory() -> ScriptDirectory:
    """The migration scripts, loaded once per process (tests patch a step through it)."""
    return ScriptDirectory.from_config(alembic_config())


def upgrade(
    path: Path,
    target_version: int = SCHEMA_VERSION,
    *,
    before: StepHook | None = None,
    after: StepHook | None = None,
) -> None:
    """Bring the file at ``path`` (created if absent) to ``target_version`` in one transaction.

    ``before`` runs first inside the transaction (a check that may raise to abort), ``after``
    runs after the last step (rows a new campaign starts with). Raises whatever went wrong,
    after rolling everything back (and deleting the file if this call created it).
    """
    destination = REVISION_BY_VERSION[target_version]
    is_new = not path.exists()
    raw = connect(path, read_only=False, foreign_keys=False, create=True)
    engine = create_engine("sqlite://", creator=lambda: raw, poolclass=StaticPool)
    committed = False
    try:
        with engine.connect() as connection:
            connection.exec_driver_sql("BEGIN EXCLUSIVE")
            try:
                if before is not None:
                    before(connection)
                _run_alembic(connection, destination)
                connection.exec_driver_sql(f"PRAGMA application_id={APPLICATION_ID}")
                connection.exec_driver_sql(f"PRAGMA user_version={target_version}")
                if after is not None:
                    after(connection)
                _check(connection)
                connection.exec_driver_sql("COMMIT")
                committed = True
            except BaseException:
                if raw.in_transaction:
                    raw.execute("ROLLBACK")
                raise
    finally:
        engine.dispose()
        raw.close()
        if is_new and not committed:
            path.unlink(missing_ok=True)


def _run_alembic(connection: Connection, destination: str) -> None:
    script = script_directory()

    def steps(revision: Any, _context: Any) -> Any:
        # The private call is exactly what `alembic upgrade` makes.
        return script._upgrade_revs(destination, revision)

    with EnvironmentContext(
        alembic_config(connection), script, fn=steps, destination_rev=destination
    ):
        script.run_env()


def _check(connection: Connection) -> None:
    problems = connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
    if problems:
        raise SchemaCheckError(f"foreign keys broken after the upgrade: {_rows(problems)}")
    result = [str(row[0]) for row in connection.exec_driver_sql("PRAGMA quick_check").fetchall()]
    if result != ["ok"]:
        raise SchemaCheckError(f"the upgraded file fails quick_check: {'; '.join(result[:5])}")


def _rows(rows: Iterable[Any]) -> str:
    return "; ".join(str(tuple(row)) for row in list(rows)[:5])
