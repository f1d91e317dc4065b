"""What the GM's list of handouts, the table screen and the phones read of the library:
:class:`HandoutRow` in the library's order (:func:`handout_rows`) and a handout's picture
(:func:`handout_picture`, read from the file on demand)."""

from __future__ import annotations

from dataclasses import dataclass

from ryf_desktop.session.model import CampaignModel
from ryf_desktop.storage.records import Handout


@dataclass(frozen=True, slots=True)
class HandoutRow:
    """One handout of the library as a view shows it."""

    handout_id: int
    title: str
    text: str
    has_picture: bool
    image_id: int | None


def handout_row(handout: Handout) -> HandoutRow:
    return HandoutRow(
        handout_id=handout.id,
        title=handout.title,
        text=handout.text,
        has_picture=handout.image_id is not None,
        image_id=handout.image_id,
    )


def handout_rows(model: CampaignModel) -> tuple[HandoutRow, ...]:
    """Every handout, in the library's order (position, then id)."""
    ordered = sorted(model.all(Handout), key=lambda handout: (handout.position, handout.id))
    return tuple(handout_row(handout) for handout in ordered)


def handout_picture(model: CampaignModel, handout_id: int) -> bytes | None:
    """The stored bytes of the handout's picture (None: no such handout, or no picture)."""
    handout = model.get(Handout, handout_id)
    if handout is None or handout.image_id is None:
        return None
    return model.image_data(handout.image_id)
