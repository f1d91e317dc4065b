"""The battlemap's commands, by what they change (one import for the widgets and the tests):
maps (:mod:`.maps.map_records`), backgrounds (:mod:`.maps.background`), painted squares and
doors (:mod:`.maps.painting`), tokens (:mod:`.maps.tokens`) and the fog lifted by sight
(:mod:`.maps.reveal`). Every one is a :class:`~ryf_desktop.session.command.ModelCommand`; one
that would change nothing succeeds without leaving an undo step."""

from __future__ import annotations

from ryf_desktop.session.maps.background import (
    MAX_IMAGE_BYTES,
    MAX_IMAGE_PIXELS,
    MAX_IMAGE_SIDE,
    BackgroundPicture,
    CalibrateBackground,
    ClearBackground,
    SetBackground,
    read_background,
)
from ryf_desktop.session.maps.fog import CoverWithFog, RevealAll
from ryf_desktop.session.maps.from_picture import MapFromPicture, squares_for
from ryf_desktop.session.maps.map_records import CreateMap, DeleteMap, EditMap
from ryf_desktop.session.maps.painting import PaintSquares, ToggleDoor
from ryf_desktop.session.maps.reveal import RevealFromSight
from ryf_desktop.session.maps.tokens import (
    DeleteToken,
    MoveToken,
    PlaceToken,
    SetTokenHidden,
    SetTokenSize,
)

__all__ = [
    "MAX_IMAGE_BYTES",
    "MAX_IMAGE_PIXELS",
    "MAX_IMAGE_SIDE",
    "BackgroundPicture",
    "CalibrateBackground",
    "ClearBackground",
    "CoverWithFog",
    "CreateMap",
    "DeleteMap",
    "DeleteToken",
    "EditMap",
    "MapFromPicture",
    "MoveToken",
    "PaintSquares",
    "PlaceToken",
    "RevealAll",
    "RevealFromSight",
    "SetBackground",
    "SetTokenHidden",
    "SetTokenSize",
    "ToggleDoor",
    "read_background",
    "squares_for",
]
