"""The metadata every campaign table belongs to.

The tables use their own SQLAlchemy registry (not SQLModel's global one) so nothing else in the
process can add tables to a campaign file, and a naming convention so every constraint has a
stable name that Alembic's batch mode can find when a migration rebuilds a table.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from sqlalchemy import MetaData
from sqlalchemy.orm import registry
from sqlmodel import SQLModel

NAMING_CONVENTION: Mapping[str, str] = MappingProxyType({
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
})

METADATA = MetaData(naming_convention=NAMING_CONVENTION)


class CampaignTable(SQLModel, registry=registry(metadata=METADATA)):
    """Base class of every table in a campaign file."""

