"""A map maker's Universal VTT file made into a map in one undoable step, and a map written out.

:class:`ImportMap` takes a file already checked by :func:`~ryf_desktop.storage.uvtt.read_uvtt`
and, in one transaction, does what the GM would do by hand with the map commands: a new map
of the file's size (:class:`~ryf_desktop.session.map_commands.CreateMap`), its picture as the
background (:class:`~ryf_desktop.session.map_commands.SetBackground`), calibrated to the file's
pixels per square and origin (:class:`~ryf_desktop.session.map_commands.CalibrateBackground`),
and its walls, doors and lights (:func:`feature_command`). Undo takes the map away whole.

:func:`uvtt_of_map` gives a map back as a ``.dd2vtt`` file's bytes (format 0.3).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ryf_desktop.session.command import CommandError
from ryf_desktop.session.map_features_commands import SetMapFeatures
from ryf_desktop.session.map_features_link import feature_command, map_features
from ryf_desktop.session.maps.background import CalibrateBackground, SetBackground
from ryf_desktop.session.maps.from_picture import MapFromPicture
from ryf_desktop.session.maps.views import image_bytes, map_view
from ryf_desktop.session.model import CampaignModel
from ryf_desktop.session.picture_reading import picture_decodes
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.image_headers import read_picture_header
from ryf_desktop.storage.uvtt import UvttMap
from ryf_desktop.storage.uvtt_export import UvttExport, write_uvtt

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

translate = QCoreApplication.translate


class _PictureBackground(SetBackground):
    """:class:`SetBackground` with the picture in memory (decoded from the file's base64)."""

    def __init__(self, session: CampaignSession, uvtt: UvttMap, shown: str,
                 proven: bool = False) -> None:
        super().__init__(session, -1, Path(shown))
        self.uvtt = uvtt
        self.proven = proven

    def check(self) -> None:
        # Decoded once, outside the transaction, to prove the picture whole (the header was
        # already held to the picker's limits when the file was read), unless the caller
        # decoded it already (the preview, on a worker thread).
        if not self.proven and not picture_decodes(self.uvtt.image):
            raise CommandError(
                translate(
                    "MapImport",
                    "The picture inside “%1” cannot be decoded: the file may be damaged. "
                    "Export the map again from the map maker."
                ),
                self.path.name,
            )
        picture = self.uvtt.picture
        self.picture = (self.uvtt.image, picture.mime, picture.width, picture.height)


class ImportMap(MapFromPicture):
    """A new map named ``name`` from the checked file ``uvtt`` (see the module docstring)."""

    def __init__(self, session: CampaignSession, uvtt: UvttMap, name: str, *,
                 picture_proven: bool = False, fogged: bool = False) -> None:
        super().__init__(session, name, uvtt.width, uvtt.height, Path(name),
                         uvtt.pixels_per_grid, fogged=fogged, offset=uvtt.image_offset)
        self.setText(fill(translate("MapImport", "Import map “%1”"), name.strip()))
        self.uvtt = uvtt
        self.background = _PictureBackground(session, uvtt, name, picture_proven)
        self.features = feature_command(session, uvtt.segments, uvtt.lights)

    def steps(self) -> tuple[SetBackground | CalibrateBackground | SetMapFeatures, ...]:
        return (*super().steps(), self.features)


def import_map(session: CampaignSession, uvtt: UvttMap, name: str, *,
               picture_proven: bool = False, fogged: bool = False) -> int:
    """Push :class:`ImportMap`; the new map's id, or CommandError with the session's reason.
    ``picture_proven``: the caller decoded the picture whole already (no second decode);
    ``fogged``: the map starts all under fog."""
    command = ImportMap(session, uvtt, name, picture_proven=picture_proven, fogged=fogged)
    problem = session.attempt(command)
    if problem is not None or command.map_id is None:
        raise CommandError(problem or name)
    return command.map_id


def uvtt_of_map(model: CampaignModel, map_id: int) -> bytes:
    """The map as a ``.dd2vtt`` file's bytes (format 0.3); KeyError when there is no such map."""
    view = map_view(model, map_id)
    image: bytes | None = None
    size = (0, 0)
    if view.background_image_id is not None:
        stored = image_bytes(model, view.background_image_id)
        header = read_picture_header(stored)
        if header is not None:  # else a plain picture, as for a map without one
            image, size = stored, (header.width, header.height)
    segments, lights = map_features(view)
    return write_uvtt(UvttExport(
        width=view.width,
        height=view.height,
        image_scale=view.image_scale,
        image_offset=view.image_offset,
        segments=segments,
        lights=lights,
        image=image,
        image_size=size,
    ))
