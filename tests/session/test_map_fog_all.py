"""The GM covers a whole map with fog or reveals it all in one step each; a new map may start
all under fog; a map fought on in a running combat cannot be deleted."""

from __future__ import annotations

from ryf_desktop.rules.square_mask import SquareMask
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.map_commands import (
    CoverWithFog,
    CreateMap,
    DeleteMap,
    EditMap,
    PaintSquares,
    RevealAll,
)
from ryf_desktop.session.map_queries import map_view, maps
from ryf_desktop.storage.records import Combat
from tests.session.map_samples import new_map, put_record
from tests.session.test_map_commands import refused, round_trip


def fog(session: CampaignSession, map_id: int) -> SquareMask:
    return map_view(session.model, map_id).fog


def test_cover_all_then_reveal_all_each_one_undoable_step(session: CampaignSession) -> None:
    map_id = new_map(session, 10, 8)
    assert session.push(PaintSquares(session, map_id, "fog", {(1, 1), (2, 2)}, True))
    cover = CoverWithFog(session, map_id)
    round_trip(session, cover)
    assert fog(session, map_id) == SquareMask.full(10, 8)
    assert cover.covered == 78
    assert cover.text() == "Cover “Cripta” with fog (78 square(s))"
    reveal = RevealAll(session, map_id)
    round_trip(session, reveal)
    assert not fog(session, map_id)
    assert reveal.revealed == 80
    steps = session.undo_stack.count()
    assert session.push(RevealAll(session, map_id))  # nothing left to reveal: no step
    assert session.undo_stack.count() == steps
    session.undo_stack.undo()
    assert fog(session, map_id) == SquareMask.full(10, 8)


def test_a_new_map_may_start_all_under_fog(session: CampaignSession) -> None:
    fogged = CreateMap(session, "Bosque", 6, 4, fogged=True)
    bare = CreateMap(session, "Claro", 6, 4)
    assert session.push(fogged) and session.push(bare)
    assert fogged.map_id is not None and bare.map_id is not None
    assert fog(session, fogged.map_id) == SquareMask.full(6, 4)
    assert not fog(session, bare.map_id)


def test_a_map_in_a_running_fight_cannot_be_deleted_a_prepared_one_can(
    session: CampaignSession,
) -> None:
    map_id = new_map(session)
    put_record(session, Combat, name="Emboscada", map_id=map_id, status="running")
    refused(session, DeleteMap(session, map_id), "Cripta", "Emboscada", "End the combat")
    other = new_map(session, name="Bosque")
    put_record(session, Combat, name="Más tarde", map_id=other, status="preparing")
    assert session.push(DeleteMap(session, other))
    assert [summary.name for summary in maps(session.model)] == ["Cripta"]


def test_rename_is_one_step_named_for_both_names(session: CampaignSession) -> None:
    map_id = new_map(session)
    command = EditMap(session, map_id, name="Osario")
    round_trip(session, command)
    assert command.text() == "Rename map “Cripta” to “Osario”"
