"""The catalog's commands forwards and back: buying with change and refusing, creatures into a
combat with rolled PV and numbered names, tokens on the first free square, and the GM's own
entries created, edited and deleted — each read back through a connection of its own (on disk)
and in the session's model, with the one event naming what changed."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest

from ryf_desktop.catalog import (
    Armor,
    CatalogEntry,
    EntryKind,
    Item,
    Monster,
    Shield,
    Weapon,
    load_catalog,
)
from ryf_desktop.rules.profile import HEROICO
from ryf_desktop.session import (
    AddMonsterToCombat,
    AddToCharacter,
    CampaignSession,
    CreateGmEntry,
    DeleteGmEntry,
    EditGmEntry,
    GmEntryError,
    PlaceOnMap,
    build_gm_entry,
    ensure_demo_campaign,
    entry_fields,
    money_text,
)
from ryf_desktop.session.catalog_queries import first_free_square
from ryf_desktop.session.catalog_queries import gm_entries as read_gm_entries
from ryf_desktop.session.command import ModelCommand
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.events import Changed
from ryf_desktop.session.gm_entries import DEFAULT_FIELDS
from ryf_desktop.storage import pack_squares, unpack_squares
from ryf_desktop.storage.records import CatalogEntry as CatalogEntryRecord
from ryf_desktop.storage.records import Character, EquipmentItem, Map, MapToken, Record
from ryf_desktop.storage.repositories import load_campaign
from tests.scripted_rng import ScriptedRng
from tests.session.session_samples import SignalRecorder, committed, committed_value, difference

CATALOG = load_catalog()


def weapon(name: str, era: str = "medieval") -> Weapon:
    return next(entry for entry in CATALOG.weapons if entry.name == name and entry.era == era)


def item(name: str) -> Item:
    return next(entry for entry in CATALOG.items if entry.name == name)


def monster(name: str) -> Monster:
    return next(entry for entry in CATALOG.monsters if entry.name == name)


R = TypeVar("R", bound=Record)


class _Put(ModelCommand):
    """A record added the way every command adds one (the test's setting of the scene)."""

    def __init__(self, session: CampaignSession, kind: type[Record], values: dict[str, Any]
                 ) -> None:
        super().__init__(session, "put")
        self.kind, self.values = kind, values
        self.record: Record | None = None

    def work_out(self, draft: Draft) -> None:
        self.record = draft.add(self.kind, **self.values)


def put(session: CampaignSession, kind: type[R], /, **values: Any) -> R:
    """A new record of ``kind``, committed off the undo history (each case starts with an
    empty stack)."""
    command = _Put(session, kind, values)
    assert session.push(command)
    session.undo_stack.clear()
    assert isinstance(command.record, kind)
    return command.record


def gm_entries(session: CampaignSession) -> Any:
    return read_gm_entries(session.model)


def add_character(session: CampaignSession, name: str = "Ana", money: int = 0) -> int:
    return put(session, Character, name=name, fisico=7, destreza=8, inteligencia=7,
               percepcion=8, money=money).id


def money_of(path: Path, character_id: int) -> int:
    return int(committed_value(path, "SELECT money FROM character WHERE id = ?", character_id))


def equipment_of(path: Path, character_id: int) -> list[tuple[object, ...]]:
    return committed(
        path,
        "SELECT id, name, kind, catalog_name, details FROM equipment_item WHERE character_id = ? "
        "ORDER BY id",
        character_id,
    )


class EventRecorder:
    """The session's events (``changed``), in order."""

    def __init__(self, session: CampaignSession) -> None:
        self.events: list[Changed] = []
        # A lambda: PySide keeps a builtin bound method only weakly.
        session.changed.connect(lambda changed: self.events.append(changed))

    def take(self) -> list[Changed]:
        taken, self.events = self.events, []
        return taken


@pytest.fixture
def medieval(
    tmp_path: Path, backup_dir: Path
) -> Iterator[CampaignSession]:
    session = CampaignSession.create(
        tmp_path / "medieval.ryf", "Las minas", "medieval", HEROICO, backup_dir=backup_dir
    )
    yield session
    session.close()


@pytest.fixture
def demo(
    tmp_path: Path, open_session: Callable[..., CampaignSession]
) -> CampaignSession:
    path = ensure_demo_campaign(tmp_path / "demo" / "demo.ryf")
    return open_session(path)


# --------------------------------------------------------------------------- buying


def test_buying_with_change_a_character_with_1_mo_buys_a_3_mp_item_and_keeps_7_mp(
    medieval: CampaignSession,
) -> None:
    ana = add_character(medieval, money=100)  # 1 mo
    ganzuas = item("Ganzúas (+1 a abrir cerraduras)")
    assert str(ganzuas.price) == "3 mp"
    events = EventRecorder(medieval)

    command = AddToCharacter(medieval, ana, ganzuas, buy=True)
    assert medieval.push(command)

    assert money_of(medieval.path, ana) == 70
    assert money_text(money_of(medieval.path, ana), medieval.setting) == "7 mp"
    [(item_id, name, kind, catalog_name, details)] = equipment_of(medieval.path, ana)
    assert (name, kind, catalog_name) == ("Ganzúas (+1 a abrir cerraduras)", "gear",
                                          "Ganzúas (+1 a abrir cerraduras)")
    assert json.loads(str(details))["price"] == "3 mp"
    assert [str(event) for event in events.take()] == [f"characters {{{ana}}}"]
    assert command.text() == "Buy “Ganzúas (+1 a abrir cerraduras)” for “Ana” (3 mp)"
    model = medieval.model
    character = model.get(Character, ana)
    assert character is not None and character.money == 70 == command.money_after
    assert [record.id for record in model.of(EquipmentItem, "character_id", ana)] == [item_id]

    medieval.undo_stack.undo()
    assert money_of(medieval.path, ana) == 100
    assert equipment_of(medieval.path, ana) == []
    assert [str(event) for event in events.take()] == [f"characters {{{ana}}}"]
    assert model.of(EquipmentItem, "character_id", ana) == []

    medieval.undo_stack.redo()
    assert money_of(medieval.path, ana) == 70
    assert [row[0] for row in equipment_of(medieval.path, ana)] == [item_id]


def test_buying_makes_change_from_gold_into_silver_and_copper(medieval: CampaignSession) -> None:
    ana = add_character(medieval, money=200)  # 2 mo
    assert medieval.push(AddToCharacter(medieval, ana, item("Vela"), buy=True))  # 1 mc
    assert money_text(money_of(medieval.path, ana), "medieval") == "1 mo 9 mp 9 mc"


def test_buying_what_the_purse_cannot_pay_is_refused_and_changes_nothing(
    medieval: CampaignSession,
) -> None:
    ana = add_character(medieval, money=250)  # 2 mo 5 mp
    signals = SignalRecorder(medieval)
    plate = next(entry for entry in CATALOG.armors if entry.name == "Placas")

    assert not medieval.push(AddToCharacter(medieval, ana, plate, buy=True))

    [message] = signals.failures()
    assert "Ana cannot pay 750 mo for “Placas”" in message
    assert "2 mo 5 mp" in message and "747 mo 5 mp short" in message
    assert money_of(medieval.path, ana) == 250
    assert equipment_of(medieval.path, ana) == []
    assert medieval.undo_stack.count() == 0


def test_buying_in_another_currency_than_the_campaigns_is_refused(
    session: CampaignSession,
) -> None:
    assert session.setting == "actual"
    ana = add_character(session, money=10_000)
    signals = SignalRecorder(session)

    assert not session.push(AddToCharacter(session, ana, weapon("Espada larga"), buy=True))

    [message] = signals.failures()
    assert "costs 10 mo" in message and "counted in $" in message
    assert money_of(session.path, ana) == 10_000


def test_buying_in_dollars_takes_the_price_from_the_money(session: CampaignSession) -> None:
    ana = add_character(session, money=250)
    assert session.push(AddToCharacter(session, ana, weapon("Machete", "actual"), buy=True))
    assert money_of(session.path, ana) == 220
    assert money_text(220, session.setting) == "220 $"


def test_adding_without_buying_keeps_the_money_and_records_the_weapon(
    session: CampaignSession,
) -> None:
    ana = add_character(session, money=5)
    shotgun = weapon("Escopeta recortada", "actual")
    assert session.push(AddToCharacter(session, ana, shotgun))
    assert money_of(session.path, ana) == 5
    [(_, name, kind, _, details)] = equipment_of(session.path, ana)
    assert (name, kind) == ("Escopeta recortada", "weapon")
    assert json.loads(str(details)) == {
        "era": "actual", "damage": "3d6+2/2d6/-", "range": "10m/25m/-", "reload": True,
        "price": "400 $",
    }


def test_a_creature_is_not_equipment(session: CampaignSession) -> None:
    ana = add_character(session)
    signals = SignalRecorder(session)
    assert not session.push(AddToCharacter(session, ana, monster("Goblin")))
    assert "is a creature, not equipment" in signals.failures()[0]


# --------------------------------------------------------------------------- combat


def test_add_to_combat_numbers_the_goblins_rolls_their_pv_and_makes_the_encounter(
    session: CampaignSession,
) -> None:
    goblin = monster("Goblin")
    events = EventRecorder(session)
    first = AddMonsterToCombat(session, goblin, ScriptedRng(3))
    second = AddMonsterToCombat(session, goblin, ScriptedRng(6))

    assert session.push(first) and session.push(second)

    assert committed(session.path, "SELECT name, status FROM combat") == [
        ("Encounter", "preparing")
    ]
    assert committed(
        session.path, "SELECT name, number, pv_max FROM monster_instance ORDER BY id"
    ) == [("Goblin 1", 1, 13), ("Goblin 2", 2, 16)]
    assert committed(
        session.path, "SELECT iniciativa, order_position FROM combatant ORDER BY id"
    ) == [(15, 0), (15, 1)]
    assert second.text() == "Add “Goblin 2” (16 PV) to the combat “Encounter”"
    made, joined = events.take()
    assert made.combat_list and made.combats == {first.combat_id}
    assert joined.combats == {first.combat_id} and not joined.combat_list
    assert joined.monsters == {second.monster_id}

    session.undo_stack.undo()
    assert committed(session.path, "SELECT name FROM monster_instance") == [("Goblin 1",)]
    session.undo_stack.undo()
    assert committed(session.path, "SELECT count(*) FROM combat") == [(0,)]
    assert committed(session.path, "SELECT count(*) FROM combatant") == [(0,)]
    assert [event.combats for event in events.take()] == [{first.combat_id}] * 2

    session.undo_stack.redo()
    session.undo_stack.redo()
    # The same creatures come back: same PV, same ids (the dice are not rolled again).
    assert committed(
        session.path, "SELECT id, name, pv_max FROM monster_instance ORDER BY id"
    ) == [(first.monster_id, "Goblin 1", 13), (second.monster_id, "Goblin 2", 16)]


def test_add_to_combat_joins_the_combat_being_prepared_and_counts_the_goblins_there(
    demo: CampaignSession,
) -> None:
    before = committed(demo.path, "SELECT id, name FROM combat")
    command = AddMonsterToCombat(demo, monster("Goblin"), ScriptedRng(1))
    assert demo.push(command)
    assert committed(demo.path, "SELECT id, name FROM combat") == before
    existing = committed(demo.path, "SELECT count(*) FROM monster_instance WHERE "
                                    "catalog_name = 'Goblin'")[0][0]
    assert command.name == f"Goblin {existing}"
    assert command.pv == 11
    assert command.combat_id == before[0][0]


def test_a_dragon_rolls_every_die_of_its_pv(session: CampaignSession) -> None:
    dragon = monster("Dragón Grande")  # 100+5d10
    rng = ScriptedRng(1, 2, 3, 4, 5)
    command = AddMonsterToCombat(session, dragon, rng)
    assert session.push(command)
    assert command.pv == 115 and rng.calls == [(1, 10)] * 5
    assert command.name == "Dragón Grande 1"


# --------------------------------------------------------------------------- map


def add_map(session: CampaignSession) -> int:
    """A 3×2 room: a wall at (0, 0), a closed door at (0, 1), Ana's token at (1, 0)."""
    ana = add_character(session)
    room = put(session, Map, name="Sala", grid_width=3, grid_height=2,
               walls=pack_squares([(0, 0)]), doors=pack_squares([(0, 1)]))
    put(session, MapToken, map_id=room.id, character_id=ana, x=1, y=0)
    return ana


def test_place_on_map_without_a_map_is_refused_with_a_message(session: CampaignSession) -> None:
    signals = SignalRecorder(session)
    assert not session.push(PlaceOnMap(session, monster=monster("Orco"), rng=ScriptedRng(5)))
    assert "has no map yet" in signals.failures()[0]
    assert committed(session.path, "SELECT count(*) FROM monster_instance") == [(0,)]


def test_place_on_map_puts_the_creature_on_the_first_free_square(
    session: CampaignSession,
) -> None:
    add_map(session)
    events = EventRecorder(session)
    first = PlaceOnMap(session, monster=monster("Orco"), rng=ScriptedRng(5))
    second = PlaceOnMap(session, monster=monster("Orco"), rng=ScriptedRng(6))
    assert session.push(first) and session.push(second)

    assert first.square == (2, 0) and second.square == (1, 1)
    assert committed(
        session.path,
        "SELECT m.name, m.pv_max, t.x, t.y FROM map_token t JOIN monster_instance m "
        "ON t.monster_id = m.id ORDER BY t.id",
    ) == [("Orco 1", 20, 2, 0), ("Orco 2", 21, 1, 1)]
    assert first.text() == "Place “Orco 1” on the map “Sala”"
    # Each joins the encounter being prepared; the first began it ("combat list").
    said = [str(event) for event in events.take()]
    assert said[0].startswith(
        f"monsters {{{first.monster_id}}}; maps {{{first.map_id}}}; tokens {{{first.token_id}}}; "
        f"combats {{{first.combat_id}}}; combatants ") and said[0].endswith("; combat list")
    assert said[1].startswith(
        f"monsters {{{second.monster_id}}}; maps {{{first.map_id}}}; tokens "
        f"{{{second.token_id}}}; combats {{{first.combat_id}}}; combatants ")
    assert first.combat_created and not second.combat_created
    assert second.combat_id == first.combat_id

    session.undo_stack.undo()
    session.undo_stack.undo()
    assert committed(session.path, "SELECT count(*) FROM monster_instance") == [(0,)]
    assert committed(session.path, "SELECT count(*) FROM map_token") == [(1,)]
    session.undo_stack.redo()
    assert committed(session.path, "SELECT id, x, y FROM map_token WHERE monster_id IS NOT "
                                   "NULL") == [(first.token_id, 2, 0)]


def test_a_full_map_refuses_another_token(session: CampaignSession) -> None:
    add_map(session)
    for face in (1, 2, 3):  # the three free squares
        assert session.push(PlaceOnMap(session, monster=monster("Lobo"), rng=ScriptedRng(face)))
    signals = SignalRecorder(session)
    assert not session.push(PlaceOnMap(session, monster=monster("Lobo"), rng=ScriptedRng(4)))
    assert "has no free square left" in signals.failures()[0]


def test_place_a_character_on_the_map_and_not_twice(session: CampaignSession) -> None:
    ana = add_map(session)
    bea = add_character(session, "Bea")
    signals = SignalRecorder(session)

    events = EventRecorder(session)
    command = PlaceOnMap(session, character_id=bea)
    assert session.push(command)
    assert command.square == (2, 0)
    [event] = events.take()
    assert event.tokens == {command.token_id} and event.maps == {command.map_id}

    assert not session.push(PlaceOnMap(session, character_id=ana))
    assert "“Ana” already stands on the map “Sala” (square 2, 1)" in signals.failures()[0]


def test_the_first_free_square_of_a_large_token_and_an_open_door(
    session: CampaignSession,
) -> None:
    ana = add_character(session)
    room = put(session, Map, name="Patio", grid_width=4, grid_height=3,
               walls=pack_squares([(0, 0)]), doors=pack_squares([(3, 2), (0, 1)]),
               open_doors=pack_squares([(0, 1)]))
    put(session, MapToken, map_id=room.id, character_id=ana, x=2, y=0)
    model = session.model
    assert first_free_square(model, room) == (1, 0)
    # Two by two: the wall and the token take the top row's corners; the open door is free.
    assert first_free_square(model, room, 2) == (0, 1)
    assert first_free_square(model, room, 3) is None
    assert first_free_square(model, room, 5) is None
    # The model says what the file holds.
    assert not difference(model, load_campaign(session.file))


def test_place_on_the_demo_map_avoids_walls_doors_and_tokens(demo: CampaignSession) -> None:
    command = PlaceOnMap(demo, monster=monster("Goblin"), rng=ScriptedRng(4))
    assert demo.push(command)
    assert command.square is not None
    room = demo.model.get(Map, command.map_id)
    assert room is not None
    assert command.square not in unpack_squares(room.walls)
    assert command.square not in unpack_squares(room.doors)
    tokens = committed(demo.path, "SELECT x, y FROM map_token WHERE id != ?", command.token_id)
    assert command.square not in tokens


# --------------------------------------------------------------------------- GM entries


def test_gm_entry_create_edit_delete_with_undo_and_redo(session: CampaignSession) -> None:
    events = EventRecorder(session)
    fields = {**DEFAULT_FIELDS[EntryKind.WEAPON], "era": "actual", "damage": "2d6+3",
              "range": "20m/40m/80m", "price": "900 $"}
    create = CreateGmEntry(session, "weapon", "Rifle de caza", fields)
    assert session.push(create)
    assert create.gm_id is not None
    [entry] = gm_entries(session).entries
    assert isinstance(entry.entry, Weapon)
    assert entry.entry.name == "Rifle de caza" and entry.entry.ranges is not None
    assert entry.entry.ranges.long == 80

    edit = EditGmEntry(session, create.gm_id, "Rifle de caza pesado", {**fields, "damage": "3d6"})
    assert session.push(edit)
    [entry] = gm_entries(session).entries
    assert (entry.entry.name, entry.fields["damage"]) == ("Rifle de caza pesado", "3d6")

    assert session.push(DeleteGmEntry(session, create.gm_id))
    assert gm_entries(session).entries == ()
    assert [event.gm_entries for event in events.take()] == [{create.gm_id}] * 3

    session.undo_stack.undo()  # the delete
    [entry] = gm_entries(session).entries
    assert (entry.id, entry.entry.name) == (create.gm_id, "Rifle de caza pesado")
    session.undo_stack.undo()  # the edit
    assert gm_entries(session).entries[0].entry.name == "Rifle de caza"
    session.undo_stack.undo()  # the creation
    assert gm_entries(session).entries == ()
    assert [event.gm_entries for event in events.take()] == [{create.gm_id}] * 3

    for _ in range(3):
        session.undo_stack.redo()
    assert gm_entries(session).entries == ()
    session.undo_stack.undo()
    assert [entry.id for entry in gm_entries(session).entries] == [create.gm_id]


def test_a_damage_text_that_does_not_parse_is_refused_with_the_reason(
    session: CampaignSession,
) -> None:
    signals = SignalRecorder(session)
    fields = {**DEFAULT_FIELDS[EntryKind.WEAPON], "damage": "2dx6"}
    assert not session.push(CreateGmEntry(session, "weapon", "Espadón", fields))
    [message] = signals.failures()
    assert message.startswith("Damage “2dx6” cannot be used: the damage does not read:")
    assert "expected" in message  # the dice parser's own words on what it wanted
    assert committed(session.path, "SELECT count(*) FROM catalog_entry") == [(0,)]
    assert session.undo_stack.count() == 0

    with pytest.raises(GmEntryError) as refused:
        build_gm_entry("weapon", "Espadón", {**fields, "damage": "2d6(1M)"})
    assert refused.value.field == "damage"
    assert "needs a second damage" in str(refused.value)


@pytest.mark.parametrize(
    ("kind", "changes", "field", "words"),
    [
        ("monster", {"ata": 99}, "ata", "Ata. must be a whole number from 0 to 50"),
        ("monster", {"pv": "mucho"}, "pv", "PV “mucho” cannot be used"),
        ("monster", {"esp": "4 o 5"}, "esp", "Esp. “4 o 5” cannot be used"),
        ("weapon", {"range": "lejos"}, "range", "Range “lejos” cannot be used"),
        ("weapon", {"price": "10 $"}, "price", "A medieval price is written in mo, mp, mc"),
        ("weapon", {"damage": "3d6/2d6/-"}, "range", "needs the weapon's ranges"),
        ("weapon", {"requirement": "req. Fuerza 9"}, "requirement", "is not an attribute"),
        ("armor", {"absorption": -1}, "absorption", "Absorption must be a whole number"),
        ("shield", {"price": ""}, "price", "Price is required"),
        ("item", {"category": "joyas"}, "category", "is not an equipment list"),
    ],
)
def test_gm_entry_fields_are_validated(
    kind: str, changes: dict[str, object], field: str, words: str
) -> None:
    fields = {**DEFAULT_FIELDS[EntryKind(kind)], **changes}
    with pytest.raises(GmEntryError) as refused:
        build_gm_entry(kind, "Cosa", fields)
    assert refused.value.field == field
    assert words in str(refused.value)


def test_a_gm_entry_needs_a_name_and_a_name_of_its_own(session: CampaignSession) -> None:
    with pytest.raises(GmEntryError, match="needs a name"):
        build_gm_entry("item", "  ", DEFAULT_FIELDS[EntryKind.ITEM])
    fields = DEFAULT_FIELDS[EntryKind.ITEM]
    assert session.push(CreateGmEntry(session, "item", "Amuleto", fields))
    signals = SignalRecorder(session)
    assert not session.push(CreateGmEntry(session, "item", "Amuleto", fields))
    assert "already have an entry of this kind called “Amuleto”" in signals.failures()[0]
    # Another kind may share the name.
    assert session.push(CreateGmEntry(session, "shield", "Amuleto",
                                      DEFAULT_FIELDS[EntryKind.SHIELD]))


def comparable(entry: CatalogEntry) -> tuple[object, ...]:
    """What a duplicate must keep: everything but how the manual wrote the name and footnotes."""
    if isinstance(entry, Weapon):
        return (entry.era, entry.damage, entry.parsed_damage, entry.ranges, entry.price,
                entry.two_handed, entry.reload, entry.ignores_armour, entry.requirement)
    if isinstance(entry, Armor):
        return (entry.era, entry.absorption, entry.encumbrance, entry.requirement, entry.price)
    if isinstance(entry, Monster | Shield | Item):
        return (entry,)
    raise AssertionError(entry)


@pytest.mark.parametrize(
    "entry", CATALOG.entries(), ids=lambda entry: f"{entry.kind}:{entry.era}:{entry.name}"
)
def test_every_shipped_entry_duplicates_into_an_equal_gm_entry(entry: CatalogEntry) -> None:
    built = build_gm_entry(entry.kind, entry.name, entry_fields(entry))
    assert comparable(built) == comparable(entry)


def test_duplicating_a_shipped_entry_through_the_session(session: CampaignSession) -> None:
    mandoble = weapon("Mandoble")
    command = CreateGmEntry(session, "weapon", "Mandoble élfico", entry_fields(mandoble),
                            source="Mandoble")
    assert session.push(command)
    assert command.text() == "Duplicate “Mandoble” as “Mandoble élfico”"
    [entry] = gm_entries(session).entries
    assert isinstance(entry.entry, Weapon)
    assert entry.entry.requirement is not None and entry.entry.requirement.value == 9
    assert entry.entry.two_handed


def test_a_stored_entry_that_no_longer_reads_is_left_out_with_a_message(
    session: CampaignSession,
) -> None:
    assert session.push(CreateGmEntry(session, "item", "Mapa", DEFAULT_FIELDS[EntryKind.ITEM]))
    put(session, CatalogEntryRecord, kind="weapon", name="Roto", fields='{"damage": "zz"}')
    read = gm_entries(session)
    assert [entry.entry.name for entry in read.entries] == ["Mapa"]
    [problem] = read.problems
    assert "“Roto”" in problem and "cannot be used" in problem


def test_a_failed_command_announces_no_catalog_change(session: CampaignSession) -> None:
    events = EventRecorder(session)
    assert not session.push(CreateGmEntry(session, "weapon", "X", {"damage": "??"}))
    assert events.take() == []

