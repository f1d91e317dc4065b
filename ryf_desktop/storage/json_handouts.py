"""The handouts of an imported campaign document: each a title, a short text and at most one of
the document's pictures (which :mod:`~ryf_desktop.storage.json_images` held to the pickers'
limits, and the importer may decode whole)."""

from __future__ import annotations

from ryf_desktop.storage.errors import ImportProblem
from ryf_desktop.storage.json_reader import ID_MAX, Obj, Row, fail
from ryf_desktop.storage.tables import HANDOUT_TEXT_MAX, HANDOUT_TITLE_MAX, utc_now_text

HANDOUT_FIELDS = ("title", "text", "image", "position", "created_at")
#: Most handouts an import takes: far more than a campaign's library ever holds.
HANDOUTS_MAX = 10_000


def read_handouts(root: Obj, image_ids: set[int]) -> list[Row]:
    """The ``handouts`` list of ``root`` as rows (``image_id`` a document image id)."""
    handouts: list[Row] = []
    now = utc_now_text()
    for path, item in root.items("handouts", max_items=HANDOUTS_MAX):
        entry = Obj(item, path, HANDOUT_FIELDS)
        row: Row = {
            "title": entry.text("title", HANDOUT_TITLE_MAX, required=True),
            "text": entry.text("text", HANDOUT_TEXT_MAX, default=""),
            "image_id": _picture(entry, image_ids),
            "position": entry.integer("position", 0, ID_MAX, default=0),
            # Every row has it, so that one bulk insert takes them all.
            "created_at": entry.timestamp("created_at", default=now),
        }
        handouts.append(row)
    return handouts


def _picture(entry: Obj, image_ids: set[int]) -> int | None:
    if entry.value.get("image") is None:
        return None
    image_id = entry.integer("image", 1, ID_MAX)
    if image_id not in image_ids:
        fail(entry.at("image"), f"refers to image {image_id}, which is not in the file",
             ImportProblem.DANGLING_REFERENCE, key="image", id=image_id)
    return image_id
