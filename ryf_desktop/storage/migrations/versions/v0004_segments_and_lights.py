"""Schema 4: thin walls, doors on lines and lights on maps.

- ``map.segments``: a JSON list of thin segments in squares, each
  ``{"x1", "y1", "x2", "y2", "kind", "closed"}`` (kind "wall", "object" or "door"; see
  :mod:`ryf_desktop.storage.map_features_codec`);
- ``map.lights``: a JSON list of lights, each ``{"x", "y", "radius", "color", "intensity",
  "shadows"}``.

- ``file_lock.heartbeat``: when the holder last said it still runs (ISO 8601, UTC), so a lock
  whose holder went silent minutes ago is reported as probably stale.

Existing maps get none (``[]``): their walls stay whole squares. Plain added columns, so no
table rebuild (nothing new needs a CHECK constraint: the codec validates what it reads).

Frozen: never edit a released migration.

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision: str | None = "0003"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    with op.batch_alter_table("map") as batch:
        batch.add_column(sa.Column("segments", sa.String(), nullable=False, server_default="[]"))
        batch.add_column(sa.Column("lights", sa.String(), nullable=False, server_default="[]"))
    with op.batch_alter_table("file_lock") as batch:
        batch.add_column(sa.Column("heartbeat", sa.String(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("file_lock") as batch:
        batch.drop_column("heartbeat")
    with op.batch_alter_table("map") as batch:
        batch.drop_column("lights")
        batch.drop_column("segments")
