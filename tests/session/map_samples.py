"""Records put into an open campaign for a test to start from: through the session (so the
model holds them as the file does), then the undo history cleared, so each case starts with an
empty stack."""

from __future__ import annotations

from typing import Any

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.command import ModelCommand
from ryf_desktop.session.draft import Draft
from ryf_desktop.storage.records import Character, Map, MonsterInstance, Record
from ryf_desktop.storage.squares import pack_squares

Square = tuple[int, int]


class _Put(ModelCommand):
    """Records added in one step (a test's starting point)."""

    def __init__(self, session: CampaignSession, kind: type[Record], values: dict[str, Any]
                 ) -> None:
        super().__init__(session, "test records")
        self.kind = kind
        self.values = values
        self.record_id = 0

    def work_out(self, draft: Draft) -> None:
        self.record_id = draft.add(self.kind, **self.values).id


def put_record(session: CampaignSession, record_type: type[Record], /, **values: Any) -> int:
    """A new record of ``record_type`` in the campaign (file and model), off the undo history."""
    command = _Put(session, record_type, values)
    assert session.push(command)
    session.undo_stack.clear()
    return command.record_id


def new_map(session: CampaignSession, width: int = 10, height: int = 8, *, name: str = "Cripta",
            **layers: set[Square]) -> int:
    return put_record(session, Map, name=name, grid_width=width, grid_height=height,
                      **{layer: pack_squares(squares) for layer, squares in layers.items()})


def new_character(session: CampaignSession, name: str = "Aldric", kind: str = "pc") -> int:
    return put_record(session, Character, name=name, kind=kind, fisico=7, destreza=8,
                      inteligencia=7, percepcion=8)


def new_monster(session: CampaignSession, name: str = "Goblin 1") -> int:
    return put_record(session, MonsterInstance, catalog_name="Goblin", name=name, number=1,
                      pv_max=10)
