"""One module per schema version; Alembic loads them by path and skips this file."""
