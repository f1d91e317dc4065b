"""Alembic's environment for campaign files; configured in code, no alembic.ini.

:mod:`ryf_desktop.storage.migrate` opens the connection (foreign keys off, one explicit
transaction) and hands it over in ``config.attributes["connection"]``; this script only runs the
steps inside that transaction and never commits. Offline mode (SQL text for review) works from a
``sqlalchemy.url`` main option. ``render_as_batch`` is on in both modes because SQLite needs a
table rebuild for most ALTERs.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy.engine import Connection

from ryf_desktop.storage.tables import METADATA

config = context.config

if context.is_offline_mode():
    context.configure(
        url=config.get_main_option("sqlalchemy.url"),
        target_metadata=METADATA,
        literal_binds=True,
        render_as_batch=True,
    )
    with context.begin_transaction():
        context.run_migrations()
else:
    connection = config.attributes.get("connection")
    if not isinstance(connection, Connection):
        raise RuntimeError(
            "campaign migrations run through ryf_desktop.storage.migrate, which passes the "
            "connection in config.attributes['connection']"
        )
    context.configure(
        connection=connection,
        target_metadata=METADATA,
        render_as_batch=True,
        transactional_ddl=True,
    )
    # The caller's transaction is already open, so this does not commit: the caller decides.
    with context.begin_transaction():
        context.run_migrations()
