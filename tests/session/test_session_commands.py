"""Every command forwards and back: redo changes the file and announces it, undo puts it back
and announces it, redo again; each state read through a connection of its own."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from ryf_desktop.rules.profile import HEROICO, REALISTA
from ryf_desktop.session import (
    AddCharacter,
    CampaignSession,
    ChangeProfile,
    DeleteCharacter,
    DuplicateCharacter,
    EditCharacterField,
    RenameCampaign,
    SetDay,
    SetWounds,
)
from ryf_desktop.session.command import ModelCommand
from ryf_desktop.storage import CampaignFile
from ryf_desktop.storage.records import MapToken
from tests.campaign_steps import (
    add_character,
    change_profile,
    damage,
    delete_character,
    duplicate_character,
    edit_character,
    heal,
    next_day,
    rename,
    set_day,
    set_wounds,
)
from tests.session.session_samples import SignalRecorder, committed, committed_value
from tests.storage.storage_samples import fill_campaign, table_contents

Events = list[str]


def _add_ana(session: CampaignSession) -> int:
    """A character added, then the history cleared, so each case starts with an empty stack."""
    character_id = add_character(session, "Ana")
    assert character_id is not None
    session.undo_stack.clear()
    return character_id


def _character_column(column: str) -> Callable[[Path], object]:
    return lambda path: committed_value(path, f'SELECT "{column}" FROM character WHERE name '
                                              "IN ('Ana', 'Ana Torres') OR id = 1")


def _names(path: Path) -> object:
    return [row[0] for row in committed(path, "SELECT name FROM character ORDER BY id")]


@dataclass(frozen=True)
class Case:
    make: Callable[[CampaignSession, int], ModelCommand]
    read: Callable[[Path], object]
    after: object
    signals: Callable[[int], Events]


def _campaign_changed(_: int) -> Events:
    return ["campaign"]


def _character_listed(character_id: int) -> Events:
    """The event of a character added to the list or taken off it."""
    return [f"characters {{{character_id}}}; character list"]


def _character_changed(character_id: int) -> Events:
    return [f"characters {{{character_id}}}"]


class ChangeRecorder:
    """Every ``session.changed`` event, as its text (``characters {3}; character list``)."""

    def __init__(self, session: CampaignSession) -> None:
        self.events: Events = []
        session.changed.connect(lambda changed: self.events.append(str(changed)))

    def take(self) -> Events:
        events, self.events = self.events, []
        return events


def _edit(field: str, value: object, stored: object | None = None) -> Case:
    return Case(
        make=lambda session, ana: EditCharacterField(session, ana, field, value),
        read=_character_column(field),
        after=value if stored is None else stored,
        signals=_character_changed,
    )


CASES: dict[str, Case] = {
    "rename_campaign": Case(
        make=lambda session, _: RenameCampaign(session, "  Noches de Madrid  "),
        read=lambda path: committed_value(path, "SELECT name FROM campaign"),
        after="Noches de Madrid",
        signals=_campaign_changed,
    ),
    "change_profile": Case(
        make=lambda session, _: ChangeProfile(
            session, HEROICO.with_changes(diagonal_rule="chebyshev", magic=False)
        ),
        read=lambda path: committed(
            path, "SELECT hp_per_fisico, skill_pyramids, diagonal_rule, magic FROM campaign"
        ),
        after=[(4, "heroic", "chebyshev", 0)],
        signals=_campaign_changed,
    ),
    "set_day": Case(
        make=lambda session, _: SetDay(session, 5),
        read=lambda path: committed_value(path, "SELECT in_game_day FROM campaign"),
        after=5,
        signals=_campaign_changed,
    ),
    "add_character": Case(
        make=lambda session, _: AddCharacter(session, "Bruno", "npc", player="Luis"),
        read=lambda path: committed(
            path, "SELECT name, kind, player, fisico, destreza, inteligencia, percepcion, "
            "position FROM character ORDER BY id"
        ),
        after=[("Ana", "pc", "", 7, 8, 7, 8, 0), ("Bruno", "npc", "Luis", 7, 8, 7, 8, 1)],
        signals=lambda ana: _character_listed(ana + 1),
    ),
    "delete_character": Case(
        make=lambda session, ana: DeleteCharacter(session, ana),
        read=_names,
        after=[],
        signals=_character_listed,
    ),
    "duplicate_character": Case(
        make=lambda session, ana: DuplicateCharacter(session, ana),
        read=_names,
        after=["Ana", "Ana (copy)"],
        signals=lambda ana: _character_listed(ana + 1),
    ),
    "edit_name": _edit("name", " Ana Torres ", "Ana Torres"),
    "edit_player": _edit("player", "Lucía"),
    "edit_concept": _edit("concept", "detective"),
    "edit_background": _edit("background", "Creció en Lavapiés."),
    "edit_notes": _edit("notes", "Debe 20 $ a Ramón."),
    "edit_social_class": _edit("social_class", "burguesa"),
    "edit_kind": _edit("kind", "npc"),
    "edit_fisico": _edit("fisico", 12),
    "edit_destreza": _edit("destreza", 1),
    "edit_inteligencia": _edit("inteligencia", 20),
    "edit_percepcion": _edit("percepcion", 9),
    "edit_money": _edit("money", 1500),
    "edit_xp": _edit("xp", 7),
    "edit_tokens": _edit("tokens", 3),
    "edit_mana_spent": _edit("mana_spent", 4),
    "edit_in_creation": _edit("in_creation", True, 1),
    "edit_token_penalty": _edit("token_penalty", True, 1),
    "set_wounds": Case(
        make=lambda session, ana: SetWounds(session, ana, 9),
        read=_character_column("wounds"),
        after=9,
        signals=_character_changed,
    ),
}


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_command_forwards_and_back(
    case: Case, session: CampaignSession, campaign_path: Path
) -> None:
    ana = _add_ana(session)
    recorder = ChangeRecorder(session)
    stack = session.undo_stack
    before = case.read(campaign_path)

    assert session.push(case.make(session, ana))
    assert case.read(campaign_path) == case.after != before
    assert recorder.take() == case.signals(ana)
    assert (stack.count(), stack.index(), stack.canUndo(), stack.canRedo()) == (1, 1, True, False)

    stack.undo()
    assert case.read(campaign_path) == before
    assert recorder.take() == case.signals(ana)
    assert (stack.index(), stack.canUndo(), stack.canRedo()) == (0, False, True)

    stack.redo()
    assert case.read(campaign_path) == case.after
    assert recorder.take() == case.signals(ana)
    assert (stack.index(), stack.canUndo(), stack.canRedo()) == (1, True, False)

    session.close()
    assert case.read(campaign_path) == case.after  # on disk, the file at rest


def test_each_command_has_a_readable_undo_text(session: CampaignSession) -> None:
    ana = _add_ana(session)
    stack = session.undo_stack
    rename(session, "Noches de Madrid")
    assert stack.undoText() == "Rename campaign to “Noches de Madrid”"
    next_day(session, )
    assert stack.undoText() == "Go to day 2"
    edit_character(session, ana, "fisico", 8)
    assert stack.undoText() == "Change Físico of “Ana”"
    set_wounds(session, ana, 3)
    assert stack.undoText() == "Set wounds of “Ana” to 3"
    duplicate_character(session, ana)
    assert stack.undoText() == "Duplicate character “Ana”"
    delete_character(session, ana)
    assert stack.undoText() == "Delete character “Ana”"
    add_character(session, "Bruno")
    assert stack.undoText() == "Add character “Bruno”"
    change_profile(session, HEROICO)
    assert stack.undoText() == "Change the rules profile"
    assert stack.count() == 8


def test_a_command_that_changes_nothing_stays_off_the_stack(session: CampaignSession) -> None:
    ana = _add_ana(session)
    recorder = SignalRecorder(session)
    assert rename(session, session.name)
    assert set_day(session, session.day)
    assert change_profile(session, REALISTA)
    assert set_wounds(session, ana, 0)
    assert edit_character(session, ana, "fisico", 7)
    assert session.undo_stack.count() == 0
    assert recorder.take() == []


def test_the_session_keeps_the_campaign_values_up_to_date(session: CampaignSession) -> None:
    assert (session.name, session.setting, session.profile, session.day) == (
        "La partida", "actual", REALISTA, 1
    )
    rename(session, "Otra")
    next_day(session, )
    change_profile(session, HEROICO)
    assert (session.name, session.profile, session.day) == ("Otra", HEROICO, 2)
    session.undo_stack.undo()
    session.undo_stack.undo()
    session.undo_stack.undo()
    assert (session.name, session.profile, session.day) == ("La partida", REALISTA, 1)


def test_a_new_command_after_undo_replaces_the_redo_branch(
    session: CampaignSession, campaign_path: Path
) -> None:
    first = add_character(session, "Bruno")
    assert first is not None
    assert edit_character(session, first, "money", 40)
    stack = session.undo_stack
    stack.undo()
    stack.undo()
    assert committed(campaign_path, "SELECT id FROM character") == []
    second = add_character(session, "Carla")  # a new id (never one used in this open), undone
    assert second is not None and second != first
    stack.undo()
    # The redo branch was replaced by Carla; Bruno's steps are gone from the history.
    assert stack.count() == 1
    stack.redo()
    assert committed(campaign_path, "SELECT id, name FROM character") == [(second, "Carla")]


def test_undo_and_redo_of_an_add_keep_the_same_id(
    session: CampaignSession, campaign_path: Path
) -> None:
    bruno = add_character(session, "Bruno")
    assert bruno is not None
    edit_character(session, bruno, "money", 40)
    stack = session.undo_stack
    stack.undo()
    stack.undo()
    stack.redo()
    stack.redo()
    assert committed(campaign_path, "SELECT id, name, money FROM character") == [
        (bruno, "Bruno", 40)
    ]


def test_delete_character_undo_restores_every_row_that_belonged_to_it(
    campaign_path: Path, backup_dir: Path, open_session: Callable[..., CampaignSession]
) -> None:
    with CampaignFile.open(campaign_path, backup_dir=backup_dir) as campaign:
        ids = fill_campaign(campaign)
    session = open_session(campaign_path)
    before = table_contents(campaign_path)

    assert delete_character(session, ids["ana"])
    gone = table_contents(campaign_path)
    ana = ids["ana"]
    assert [row for row in gone["character"] if row[0] == ana] == []
    assert len(gone["skill"]) == len(before["skill"]) - 2
    assert len(gone["specialisation"]) == len(before["specialisation"]) - 2
    assert len(gone["equipment_item"]) == len(before["equipment_item"]) - 2
    assert len(gone["map_token"]) == len(before["map_token"]) - 1
    assert len(gone["combatant"]) == len(before["combatant"]) - 1
    assert len(gone["healing_record"]) == len(before["healing_record"]) - 1
    assert len(gone["log_entry"]) == len(before["log_entry"])  # kept, no longer linked
    assert ana not in {row[6] for row in gone["log_entry"]}

    stack = session.undo_stack
    stack.undo()
    assert table_contents(campaign_path) == before
    stack.redo()
    assert table_contents(campaign_path) == gone
    stack.undo()
    assert table_contents(campaign_path) == before

    # The healer too: his spell, his skill's specialisation, both healing records.
    assert delete_character(session, ids["brother"])
    assert committed(campaign_path, "SELECT count(*) FROM healing_record") == [(0,)]
    assert committed(campaign_path, "SELECT count(*) FROM spell") == [(0,)]
    stack.undo()
    assert table_contents(campaign_path) == before


def test_duplicate_copies_the_sheet_but_not_the_table_presence(
    campaign_path: Path, backup_dir: Path, open_session: Callable[..., CampaignSession]
) -> None:
    with CampaignFile.open(campaign_path, backup_dir=backup_dir) as campaign:
        ids = fill_campaign(campaign)
    session = open_session(campaign_path)
    copy_id = duplicate_character(session, ids["ana"])
    assert copy_id is not None
    original = session.character(ids["ana"])
    copy = session.character(copy_id)
    assert original is not None and copy is not None
    assert copy.name == "Ana la Roja (copy)"
    assert copy.character.position == 2  # after the last character
    for attribute in ("fisico", "destreza", "inteligencia", "percepcion", "money", "wounds",
                      "notes", "portrait_image_id", "social_class"):
        assert getattr(copy.character, attribute) == getattr(original.character, attribute)
    assert [(s.name, s.attribute, s.level) for s in copy.skills] == [
        (s.name, s.attribute, s.level) for s in original.skills
    ]
    assert sorted(copy.specialisations.values()) == sorted(original.specialisations.values())
    assert [(e.name, e.quantity, e.equipped, e.details) for e in copy.equipment] == [
        (e.name, e.quantity, e.equipped, e.details) for e in original.equipment
    ]
    assert [len(session.model.of(MapToken, "character_id", c.id)) for c in (original, copy)] == [
        1, 0
    ]
    assert committed(
        campaign_path, "SELECT count(*) FROM combatant WHERE character_id = ?", copy_id
    ) == [(0,)]
    skill_ids = committed(campaign_path, "SELECT id FROM skill WHERE character_id = ?", copy_id)

    session.undo_stack.undo()
    assert session.character(copy_id) is None
    session.undo_stack.redo()
    assert committed(
        campaign_path, "SELECT id FROM skill WHERE character_id = ?", copy_id
    ) == skill_ids


def test_damage_and_healing_go_through_set_wounds(
    session: CampaignSession, campaign_path: Path
) -> None:
    ana = _add_ana(session)
    assert damage(session, ana, 5)
    assert damage(session, ana, 4)
    assert heal(session, ana, 20)
    wounds = _character_column("wounds")
    assert wounds(campaign_path) == 0  # never below 0
    session.undo_stack.undo()
    assert wounds(campaign_path) == 9
    assert session.undo_stack.count() == 3
