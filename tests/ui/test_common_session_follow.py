"""Following the open campaign one way (ui/common): a view hears each step of the open campaign
once, lets go of it before it closes, and follows the next one opened."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject

from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.campaign_commands import RenameCampaign
from ryf_desktop.session.events import Changed
from ryf_desktop.ui.common import SessionHolder, follow_session


class View(QObject):
    def __init__(self, holder: SessionHolder) -> None:
        super().__init__()
        self.shown: list[CampaignSession | None] = []
        self.events: list[Changed] = []
        self.follower = follow_session(self, holder, on_session=self.shown.append,
                                       on_change=self.events.append)


def test_a_view_hears_each_step_once_and_lets_go_before_the_file_closes(
        session: CampaignSession, tmp_path: Path) -> None:
    holder = SessionHolder(session)
    view = View(holder)
    assert view.shown == [session]
    assert session.push(RenameCampaign(session, "Otra"))
    assert len(view.events) == 1 and view.events[0].campaign

    # The same session again (the source says it changed, but it did not): no second binding.
    holder.set_session(session)
    assert session.push(RenameCampaign(session, "Tercera"))
    assert len(view.events) == 2

    other = CampaignSession.create(tmp_path / "b.ryf", "B", "actual", REALISTA,
                                   backup_dir=tmp_path / "backups-b")
    try:
        holder.set_session(other)
        assert view.shown == [session, other] and view.follower.session is other
        assert session.push(RenameCampaign(session, "No la sigue"))
        assert len(view.events) == 2
        other.close()
        # Told before the file closed: the view shows nothing and reads no closed model.
        assert view.shown == [session, other, None] and view.follower.session is None
    finally:
        if not other.closed:
            other.close()


def test_a_view_with_no_campaign_open_shows_its_empty_state_once() -> None:
    view = View(SessionHolder(None))
    assert view.shown == [None]
    assert view.follower.session is None
