"""A command's change of the campaign: the records it puts and removes, with their previous values.

A command works one out on the model (``session/draft.py``); storage writes it in one transaction
(:func:`ryf_desktop.storage.repositories.write_change`); the session then applies it to the model.
Undo is the same path with :meth:`Change.inverse`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ryf_desktop.storage.records import Record


@dataclass(frozen=True, slots=True)
class Edit:
    """One record put or removed: ``before`` None is an insert, ``after`` None a delete."""

    before: Record | None
    after: Record | None

    @property
    def kind(self) -> type[Record]:
        record = self.after if self.after is not None else self.before
        assert record is not None, "an edit names a record"
        return type(record)

    @property
    def id(self) -> int:
        record = self.after if self.after is not None else self.before
        assert record is not None, "an edit names a record"
        return record.id

    def inverse(self) -> Edit:
        return Edit(self.after, self.before)


@dataclass(frozen=True, slots=True)
class Change:
    """Every record one step of the history changed."""

    edits: tuple[Edit, ...] = ()

    def inverse(self) -> Change:
        return Change(tuple(edit.inverse() for edit in reversed(self.edits)))

    def __bool__(self) -> bool:
        return bool(self.edits)
