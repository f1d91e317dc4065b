"""Records put into an open campaign the way a case needs them, through the session (a test
that wrote rows behind its back would leave the session's model without them)."""

from __future__ import annotations

from typing import Any

from ryf_desktop.session.campaign_session import CampaignSession
from ryf_desktop.session.command import ModelCommand
from ryf_desktop.session.draft import Draft
from ryf_desktop.storage.records import Record


class _Add(ModelCommand):
    def __init__(self, session: CampaignSession, kind: type[Record], /, **values: Any) -> None:
        super().__init__(session, "add")
        self.kind, self.values = kind, values
        self.record_id = 0

    def work_out(self, draft: Draft) -> None:
        self.record_id = draft.add(self.kind, **self.values).id


def add_record(session: CampaignSession, kind: type[Record], /, **values: Any) -> int:
    """A new record of ``kind`` (its id), off the undo history: not a step the case tests."""
    command = _Add(session, kind, **values)
    assert session.push(command), kind
    session.undo_stack.clear()
    return command.record_id
