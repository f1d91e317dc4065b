"""What a command changes, worked out on top of the model: :class:`Draft`.

A command's first run reads the campaign through its draft and puts, updates and removes
records there; the model stays as it is until the file has committed the resulting
:class:`~ryf_desktop.storage.change.Change`. A removal follows the file's foreign keys, so the
change names every record that goes (CASCADE) or loses a reference (SET NULL) with it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, TypeVar, cast

from ryf_desktop.session.model import CampaignModel
from ryf_desktop.storage.change import Change, Edit
from ryf_desktop.storage.records import Image, LogEntry, Record, dump_json, utc_now_text
from ryf_desktop.storage.repositories import RELATIONS

R = TypeVar("R", bound=Record)
_Key = tuple[type[Record], int]


def _record_id(record: Record) -> int:
    return record.id


class Draft:
    """A working copy of the campaign for one command; see the module docstring."""

    def __init__(self, model: CampaignModel) -> None:
        self._model = model
        # (kind, id) → [the record in the model (None: new), the record now (None: removed)]
        self._edits: dict[_Key, list[Record | None]] = {}
        self._kinds: set[type[Record]] = set()

    @property
    def model(self) -> CampaignModel:
        """The campaign as committed (without this draft's edits)."""
        return self._model

    # ------------------------------------------------------------------------ reading
    def get(self, kind: type[R], record_id: int | None) -> R | None:
        if record_id is None:
            return None
        edit = self._edits.get((kind, record_id))
        if edit is not None:
            return cast(R | None, edit[1])
        return self._model.get(kind, record_id)

    def all(self, kind: type[R]) -> list[R]:
        if kind not in self._kinds:
            return self._model.all(kind)
        found = {record.id: record for record in self._model.all(kind)}
        return self._overlaid(kind, found, lambda record: True)

    def of(self, kind: type[R], field: str, value: int | None) -> list[R]:
        found = self._model.of(kind, field, value)
        if kind not in self._kinds:
            return found
        by_id = {record.id: record for record in found}
        return self._overlaid(kind, by_id, lambda record: getattr(record, field) == value)

    def _overlaid(self, kind: type[R], found: dict[int, R], wanted: Any) -> list[R]:
        for (edited, record_id), (_before, after) in self._edits.items():
            if edited is not kind:
                continue
            if after is not None and wanted(after):
                found[record_id] = cast(R, after)
            else:
                found.pop(record_id, None)
        return sorted(found.values(), key=_record_id)

    # ----------------------------------------------------------------------- changing
    def add(self, record_type: type[R], /, **values: Any) -> R:
        """A new record of ``record_type`` with a fresh id."""
        record = record_type(id=self._model.new_id(record_type), **values)
        self._edits[(record_type, record.id)] = [None, record]
        self._kinds.add(record_type)
        return record

    def put(self, record: R) -> R:
        """Replace the record with ``record``'s id (it must be in the model or this draft)."""
        key = (type(record), record.id)
        edit = self._edits.get(key)
        if edit is None:
            before = self._model.get(type(record), record.id)
            if before is None:
                raise KeyError(f"there is no {type(record).__name__} {record.id} to change")
            self._edits[key] = [before, record]
            self._kinds.add(type(record))
        elif edit[1] is None:
            raise KeyError(f"{type(record).__name__} {record.id} was removed by this change")
        else:
            edit[1] = record
        return record

    def update(self, record: R, **values: Any) -> R:
        """``put(replace(record, **values))``: the record now."""
        return self.put(replace(record, **values))

    def remove(self, record: Record) -> None:
        """Remove ``record`` and, as the file's foreign keys say, what goes with it."""
        kind = type(record)
        if self.get(kind, record.id) is None:
            return
        for relation in RELATIONS:
            if relation.parent is not kind:
                continue
            for child in self.of(relation.child, relation.field, record.id):
                if relation.on_delete == "CASCADE":
                    self.remove(child)
                else:
                    self.update(child, **{relation.field: None})
        key = (kind, record.id)
        edit = self._edits.get(key)
        if edit is None:
            before = self._model.get(kind, record.id)
            if isinstance(before, Image):  # undo puts the picture back, bytes and all
                before = replace(before, data=self._model.image_data(before.id))
            self._edits[key] = [before, None]
            self._kinds.add(kind)
        elif edit[0] is None:
            del self._edits[key]  # made and removed by this very change
        else:
            edit[1] = None

    def picture(self, data: bytes, mime: str, width: int, height: int) -> Image:
        """The image record of these bytes: the campaign's own when it holds them already (a
        picture is stored once per content, by SHA-256), else a new one."""
        digest = hashlib.sha256(data).hexdigest()
        found = next((image for image in self.all(Image) if image.sha256 == digest), None)
        if found is not None:
            return found
        return self.add(Image, mime=mime, width=width, height=height, sha256=digest, data=data)

    def log(
        self,
        text: str,
        *,
        kind: str = "note",
        data: Mapping[str, object] | None = None,
        character_id: int | None = None,
        combat_id: int | None = None,
    ) -> LogEntry:
        """One line of the campaign's log, on the campaign's day, now."""
        return self.add(
            LogEntry,
            at=utc_now_text(),
            game_day=self._model.day,
            kind=kind,
            text=text,
            data=dump_json(dict(data or {})),
            character_id=character_id,
            combat_id=combat_id,
        )

    def change(self) -> Change:
        """Every record this draft changed (records put back as they were are left out)."""
        return Change(
            tuple(
                Edit(before, after)
                for before, after in self._edits.values()
                if before != after
            )
        )
