"""Alembic migrations of the campaign file, shipped in the package; run by ``storage.migrate``."""
