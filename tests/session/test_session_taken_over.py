"""The copy whose campaign is taken over elsewhere (``ryf-desktop unlock --yes``, Take over…) is
told at once, by its heartbeat: it goes read-only and the banner says who took it, before the
GM tries another edit."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ryf_desktop.session import CampaignSession
from ryf_desktop.session import campaign_session as campaign_session_module
from ryf_desktop.storage import ReadOnlyReason
from ryf_desktop.storage.lock_file import unlock_campaign
from ryf_desktop.ui.campaign.widgets import ReadOnlyBanner, show_read_only_notice
from tests.campaign_steps import rename


def test_the_heartbeat_notices_a_take_over_and_the_banner_says_so_at_once(
    campaign_path: Path, open_session: Callable[..., CampaignSession], qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(campaign_session_module, "HEARTBEAT_EVERY", timedelta(milliseconds=50))
    session = open_session(campaign_path)
    rename(session, "Antes")  # saved before the take-over
    assert not session.read_only
    unlock_campaign(campaign_path)  # another terminal: ryf-desktop unlock --yes
    with qtbot.waitSignal(session.lock_lost, timeout=5000):
        pass
    assert session.read_only_reason is ReadOnlyReason.TAKEN_OVER
    banner = ReadOnlyBanner()
    qtbot.addWidget(banner)
    show_read_only_notice(session, banner)
    assert "took this campaign over" in banner.message_label.text()
    failures: list[str] = []
    session.command_failed.connect(failures.append)
    rename(session, "Después")
    assert failures and "taken over" in failures[0]
    assert session.name == "Antes"
