"""A composite command: several changes as one step (one transaction, one event, one undo
step); a refused part refuses the whole."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from ryf_desktop.session import CampaignSession, RenameCampaign, SetDay
from ryf_desktop.session.command import CompositeCommand
from tests.session.session_samples import committed_value


def _day(path: Path) -> object:
    return committed_value(path, "SELECT in_game_day FROM campaign")


def _name(path: Path) -> object:
    return committed_value(path, "SELECT name FROM campaign")


def test_the_parts_are_one_step_and_one_event(session: CampaignSession,
                                              campaign_path: Path) -> None:
    events: list[object] = []
    session.changed.connect(events.append)
    both = CompositeCommand(session, "Rename and go to day 5",
                            [RenameCampaign(session, "Las minas"), SetDay(session, 5)])
    assert session.push(both)
    assert (_name(campaign_path), _day(campaign_path)) == ("Las minas", 5)
    assert len(events) == 1 and session.undo_stack.count() == 1
    session.undo_stack.undo()
    assert _name(campaign_path) != "Las minas" and _day(campaign_path) != 5
    session.undo_stack.redo()
    assert (_name(campaign_path), _day(campaign_path)) == ("Las minas", 5)


def test_a_refused_part_refuses_the_whole(session: CampaignSession,
                                          campaign_path: Path) -> None:
    name_before, day_before = _name(campaign_path), _day(campaign_path)
    failures: list[str] = []
    session.command_failed.connect(failures.append)
    both = CompositeCommand(session, "Rename and go to day 0",
                            [RenameCampaign(session, "Las minas"), SetDay(session, 0)])
    assert not session.push(both)
    assert failures and (_name(campaign_path), _day(campaign_path)) == (name_before, day_before)
    assert session.undo_stack.count() == 0


def test_every_part_acts_on_the_same_session(
    session: CampaignSession, tmp_path: Path, session_template: Path,
    open_session: Callable[..., CampaignSession],
) -> None:
    other_path = tmp_path / "other.ryf"
    shutil.copyfile(session_template, other_path)
    other = open_session(other_path)
    with pytest.raises(ValueError):
        CompositeCommand(session, "x", [RenameCampaign(other, "y")])
