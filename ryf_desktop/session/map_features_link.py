"""The import's link to the thin walls: the command that sets a map's segments and lights, and
reading them back from a map, in one place so the import and the export agree on the names."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ryf_desktop.rules.map_features import Light, Segment
from ryf_desktop.session.map_features_commands import SetMapFeatures

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession
    from ryf_desktop.session.map_queries import MapView


def feature_command(
    session: CampaignSession, segments: Sequence[Segment], lights: Sequence[Light]
) -> SetMapFeatures:
    """The step that gives a map its walls, doors and lights (its ``map_id`` set before acting)."""
    return SetMapFeatures(session, -1, segments, lights)


def map_features(view: MapView) -> tuple[tuple[Segment, ...], tuple[Light, ...]]:
    """A map's thin walls and doors, and its lights."""
    return view.segments, view.lights
