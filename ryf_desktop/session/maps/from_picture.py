"""A new map made from a picture in one undoable step: the map, its background, and the grid
lined up with the picture's squares (``square_px`` picture pixels a square, from its top-left
corner).

Rulings:

- The dialog proposes the size in squares from the picture's pixels and the square size
  (rounded, at least 1); the GM may change either. The map may start all under fog.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ryf_desktop.session.command import ModelCommand
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.maps.background import (
    BackgroundPicture,
    CalibrateBackground,
    SetBackground,
)
from ryf_desktop.session.maps.common import translate
from ryf_desktop.session.maps.map_records import CreateMap
from ryf_desktop.session.texts import fill

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession
    from ryf_desktop.session.map_features_commands import SetMapFeatures


def squares_for(pixels: int, square_px: float) -> int:
    """How many squares ``pixels`` of picture make at ``square_px`` a square (at least 1)."""
    return max(1, round(pixels / square_px)) if square_px > 0 else 1


class MapFromPicture(ModelCommand):
    """A new map of ``width``×``height`` squares over the picture at ``path`` (already read by
    :func:`~ryf_desktop.session.maps.background.read_background` when ``picture`` is given),
    calibrated to ``square_px`` picture pixels a square from the picture pixel ``offset``."""

    def __init__(self, session: CampaignSession, name: str, width: int, height: int,
                 path: Path, square_px: float, *, picture: BackgroundPicture | None = None,
                 fogged: bool = False, offset: tuple[float, float] = (0.0, 0.0)) -> None:
        super().__init__(session, fill(translate("MapCommands", "New map “%1” from a picture"),
                                       str(name).strip()))
        self.create = CreateMap(session, name, width, height, fogged=fogged)
        self.background = SetBackground(session, -1, path, picture)
        self.calibrate = CalibrateBackground(session, -1, square_px, *offset)

    @property
    def map_id(self) -> int | None:
        return self.create.map_id

    def check(self) -> None:
        self.create.check()
        self.calibrate.check()
        self.background.check()

    def steps(self) -> tuple[SetBackground | CalibrateBackground | SetMapFeatures, ...]:
        """What is done to the new map, in order."""
        return (self.background, self.calibrate)

    def work_out(self, draft: Draft) -> None:
        # The map commands' own steps, one after the other, on this one draft.
        self.create.work_out(draft)
        map_id = self.create.map_id
        assert map_id is not None  # CreateMap numbered the new map
        for step in self.steps():
            step.map_id = map_id
            step.work_out(draft)
