"""The open campaign in memory: :class:`CampaignModel`, every record of the file by kind and id.

Loaded whole at open by the storage repositories; afterwards only the session changes it, by
applying a committed :class:`~ryf_desktop.storage.change.Change` (so a read is a dictionary
look-up and no view needs a query cache). Every foreign-key field is indexed, so "the skills of
character 3" or "the tokens on map 1" cost what they return.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import replace
from typing import Protocol, TypeVar, cast

from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.rules.skills import Setting
from ryf_desktop.storage.change import Change
from ryf_desktop.storage.records import CAMPAIGN_ID, RECORD_KINDS, Campaign, Image, Record
from ryf_desktop.storage.repositories import RELATIONS, Loaded

R = TypeVar("R", bound=Record)
#: The most picture bytes the model keeps from its reads (a map background is read once by its
#: view, which keeps what it draws; handouts' and portraits' pictures are small).
IMAGE_BYTES_KEPT = 32 * 2**20
_IndexKey = tuple[type[Record], str]


def _record_id(record: Record) -> int:
    return record.id


class Records(Protocol):
    """What a reader of the campaign needs: the model, or a command's draft over it."""

    def get(self, kind: type[R], record_id: int | None) -> R | None: ...

    def all(self, kind: type[R]) -> list[R]: ...

    def of(self, kind: type[R], field: str, value: int | None) -> list[R]: ...


class CampaignModel:
    """Every record of one open campaign; see the module docstring."""

    def __init__(self, loaded: Loaded, read_image: Callable[[int], bytes | None]) -> None:
        self._read_image = read_image
        # The bytes of the pictures read lately, newest last, at most IMAGE_BYTES_KEPT in all:
        # one picture is often read by several views at once (a handout shown: the table screen
        # and the phones), and each read is a query. An image's bytes are dropped when a change
        # puts or takes that image.
        self._image_bytes: OrderedDict[int, bytes] = OrderedDict()
        self._records: dict[type[Record], dict[int, Record]] = {}
        self._index: dict[_IndexKey, dict[int, dict[int, Record]]] = {}
        # Kinds whose dictionary is no longer in id order (an undo put an old id back).
        self._unsorted: set[type[Record]] = set()
        self._next_ids: dict[type[Record], int] = dict.fromkeys(RECORD_KINDS, 1)
        # The rules profile of the campaign record it was made from (made again when it changes).
        self._profile: tuple[Campaign, RulesProfile] | None = None
        self.reload(loaded)

    # ------------------------------------------------------------------------ reading
    @property
    def campaign(self) -> Campaign:
        return cast(Campaign, self._records[Campaign][CAMPAIGN_ID])

    @property
    def profile(self) -> RulesProfile:
        campaign = self.campaign
        if self._profile is None or self._profile[0] is not campaign:
            self._profile = (campaign, campaign.rules_profile())
        return self._profile[1]

    @property
    def setting(self) -> Setting:
        return Setting(self.campaign.setting)

    @property
    def day(self) -> int:
        return self.campaign.in_game_day

    def get(self, kind: type[R], record_id: int | None) -> R | None:
        if record_id is None:
            return None
        return cast(R | None, self._records[kind].get(record_id))

    def all(self, kind: type[R]) -> list[R]:
        """Every record of ``kind``, by id."""
        records = self._records[kind]
        if kind in self._unsorted:
            self._records[kind] = records = dict(sorted(records.items()))
            self._unsorted.discard(kind)
        return cast(list[R], list(records.values()))

    def of(self, kind: type[R], field: str, value: int | None) -> list[R]:
        """The records of ``kind`` whose ``field`` is ``value``, by id (foreign keys: indexed)."""
        index = self._index.get((kind, field))
        if index is None:
            found = [record for record in self._records[kind].values()
                     if getattr(record, field) == value]
        else:
            found = list(index.get(value, {}).values()) if value is not None else []
        found.sort(key=_record_id)
        return cast(list[R], found)

    def count(self, kind: type[Record]) -> int:
        return len(self._records[kind])

    def image_data(self, image_id: int) -> bytes | None:
        """A picture's bytes, read from the file (or kept from a read a moment ago)."""
        kept = self._image_bytes.get(image_id)
        if kept is not None:
            self._image_bytes.move_to_end(image_id)
            return kept
        data = self._read_image(image_id)
        if data is not None and len(data) <= IMAGE_BYTES_KEPT:
            self._image_bytes[image_id] = data
            total = sum(map(len, self._image_bytes.values()))
            while total > IMAGE_BYTES_KEPT:
                total -= len(self._image_bytes.popitem(last=False)[1])
        return data

    def new_id(self, kind: type[Record]) -> int:
        """An id for a new record of ``kind`` that no record had since the campaign was opened
        (so a redo can put an undone record back under its own id)."""
        record_id = self._next_ids[kind]
        self._next_ids[kind] = record_id + 1
        return record_id

    # ----------------------------------------------------------------------- changing
    def apply(self, change: Change) -> None:
        """Apply a change the file has committed (only the session calls this)."""
        for edit in change.edits:
            if edit.kind is Image:
                self._image_bytes.pop(edit.id, None)
            if edit.before is not None:
                self._take(edit.before)
            if edit.after is not None:
                self._put(edit.after)

    def reload(self, loaded: Loaded) -> None:
        """Take every record from ``loaded`` (at open)."""
        self._image_bytes.clear()
        self._records = {kind: dict(loaded.get(kind, {})) for kind in RECORD_KINDS}
        self._unsorted.clear()
        self._index = {(relation.child, relation.field): {} for relation in RELATIONS}
        for (kind, field), index in self._index.items():
            for record in self._records[kind].values():
                value = getattr(record, field)
                if value is not None:
                    index.setdefault(value, {})[record.id] = record
        for kind, records in self._records.items():
            newest = max(records, default=0)
            self._next_ids[kind] = max(self._next_ids[kind], newest + 1)

    def _take(self, record: Record) -> None:
        kind = type(record)
        self._records[kind].pop(record.id, None)
        for (indexed, field), index in self._index.items():
            if indexed is kind:
                value = getattr(record, field)
                if value is not None and value in index:
                    index[value].pop(record.id, None)

    def _put(self, record: Record) -> None:
        kind = type(record)
        if isinstance(record, Image) and record.data is not None:
            record = replace(record, data=None)  # the model keeps no picture bytes
        records = self._records[kind]
        if records and record.id not in records and record.id < next(reversed(records)):
            self._unsorted.add(kind)
        records[record.id] = record
        for (indexed, field), index in self._index.items():
            if indexed is kind:
                value = getattr(record, field)
                if value is not None:
                    index.setdefault(value, {})[record.id] = record
        self._next_ids[kind] = max(self._next_ids[kind], record.id + 1)

