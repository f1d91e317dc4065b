"""The statements run past SQLAlchemy (``storage.raw_sql``) read and write what the ORM would."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import bindparam, false, select
from sqlmodel import col

from ryf_desktop.storage import CampaignFile
from ryf_desktop.storage.raw_sql import (
    FastSelect,
    Rows,
    delete_row,
    fast_get,
    id_index,
    insert_many,
    insert_rows,
    max_ids,
    row_by_id,
    select_rows,
    select_tuples,
    table_of,
    typed_row,
    update_row,
    update_rows,
    where_sql,
    with_defaults,
)
from ryf_desktop.storage.tables import Combat, Combatant, LogEntry, MonsterInstance


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[CampaignFile]:
    file = CampaignFile.create(
        tmp_path / "raw.ryf", "Raw", "medieval", backup_dir=tmp_path / "backups"
    )
    with file.transaction() as db:
        combat = Combat(name="Ambush")
        db.add(combat)
        db.flush()
        for position in range(3):
            goblin = MonsterInstance(
                catalog_name="Goblin", name=f"Goblin {position + 1}", number=position + 1,
                pv_max=10,
            )
            db.add(goblin)
            db.flush()
            db.add(
                Combatant(
                    combat_id=int(combat.id or 0), monster_id=goblin.id,
                    order_position=position, initiative_fumble=position == 1,
                    moved_m=1.5 * position,
                )
            )
    yield file
    file.close()


def test_a_fast_select_returns_what_the_orm_statement_returns(campaign: CampaignFile) -> None:
    statement = (
        select(
            col(Combatant.id), col(Combatant.initiative_fumble), col(Combatant.moved_m),
            col(Combatant.reload_state),
        )
        .where(col(Combatant.combat_id) == bindparam("combat_id"))
        .order_by(col(Combatant.order_position))
    )
    with campaign.transaction() as db:
        expected = [tuple(row) for row in db.execute(statement, {"combat_id": 1})]
        fast = FastSelect(statement).rows(db, {"combat_id": 1})
    assert fast == expected
    # Booleans come back as bool through SQLAlchemy's own result processor, not as 0/1.
    assert [type(row[1]) for row in fast] == [bool, bool, bool]
    assert [row[1] for row in fast] == [False, True, False]


def test_an_expanding_in_takes_a_list_and_an_empty_one_selects_nothing(
    campaign: CampaignFile,
) -> None:
    query = FastSelect(
        select(col(Combatant.order_position))
        .where(col(Combatant.id).in_(bindparam("ids", expanding=True)))
        .order_by(col(Combatant.id))
    )
    with campaign.reading() as connection:
        assert query.rows(connection, {"ids": [1, 3]}) == [(0,), (2,)]
        assert query.rows(connection, {"ids": []}) == []


def test_a_fast_select_sees_what_the_unit_of_work_has_not_flushed_yet(
    campaign: CampaignFile,
) -> None:
    query = FastSelect(select(col(Combat.name)).where(col(Combat.id) == bindparam("id")))
    with campaign.transaction() as db:
        combat = db.get(Combat, 1)
        assert combat is not None
        combat.name = "Siege"
        db.add(combat)
        assert query.first_value(db, {"id": 1}) == "Siege"
        assert query.first_value(db, {"id": 99}) is None


@pytest.mark.parametrize(
    ("where", "sql", "params"),
    [
        (col(Combatant.id) == 2, '"id" = ?', [2]),
        (col(Combatant.id).in_([1, 3]), '"id" IN (?, ?)', [1, 3]),
        (col(Combatant.id).in_([]), "0", []),
        (col(Combatant.id) > 1, '"id" > ?', [1]),
        (false(), "0", []),
    ],
)
def test_the_simple_where_clauses_of_an_undo_scope_are_written_directly(
    where: object, sql: str, params: list[int]
) -> None:
    assert where_sql(table_of(Combatant), where) == (sql, params)  # type: ignore[arg-type]


def test_other_where_clauses_are_compiled_with_their_values(campaign: CampaignFile) -> None:
    where = (col(Combatant.id) == 1) | (col(Combatant.order_position) == 2)
    with campaign.transaction() as db:
        rows = select_rows(db, table_of(Combatant), where)
    assert sorted(row["id"] for row in rows) == [1, 3]


def test_rows_written_raw_come_back_as_they_were_photographed(campaign: CampaignFile) -> None:
    table = table_of(Combatant)
    with campaign.transaction() as db:
        before = select_rows(db, table, col(Combatant.id) == 2)[0]
        update_row(db, table, 2, {**before, "moved_m": 4.5, "out": True})
        changed = select_rows(db, table, col(Combatant.id) == 2)[0]
        assert changed["moved_m"] == 4.5 and changed["out"] == 1
        update_row(db, table, 2, before)
        assert select_rows(db, table, col(Combatant.id) == 2)[0] == before
        delete_row(db, table, 3)
        assert max_ids(db, [table, table_of(Combat)]) == [2, 1]


def test_inserted_rows_get_the_column_defaults_as_an_orm_insert_would(
    campaign: CampaignFile,
) -> None:
    filled = with_defaults(table_of(LogEntry), {"text": "Round 1"})
    assert filled["kind"] == "note" and filled["data"] == "{}" and filled["game_day"] == 1
    assert filled["at"].endswith("+00:00")  # the default worked out by a function, now
    with campaign.transaction() as db:
        ids = insert_rows(db, table_of(LogEntry), [{"text": "a"}, {"text": "b", "kind": "turn"}])
        entries = [db.get(LogEntry, entry_id) for entry_id in ids]
    assert [(e.text, e.kind) for e in entries if e is not None] == [("a", "note"), ("b", "turn")]
    assert ids[1] == ids[0] + 1


def test_a_read_transaction_takes_no_write_lock_and_keeps_its_snapshot(
    campaign: CampaignFile,
) -> None:
    with campaign.reading() as connection:
        assert connection.execute("SELECT name FROM combat").fetchone() == ("Ambush",)
        with campaign.transaction() as db:  # a writer commits while the reader reads
            combat = db.get(Combat, 1)
            assert combat is not None
            combat.name = "Written while read"
            db.add(combat)
        assert connection.execute("SELECT name FROM combat").fetchone() == ("Ambush",)
    with campaign.reading() as connection:
        assert connection.execute("SELECT name FROM combat").fetchone() == (
            "Written while read",
        )


def test_rows_name_a_column_and_its_values_or_a_lower_bound(campaign: CampaignFile) -> None:
    table = table_of(Combatant)
    assert where_sql(table, Rows("id", (1, 3))) == ('"id" IN (?, ?)', [1, 3])
    assert where_sql(table, Rows("id", ())) == ("0", [])
    assert where_sql(table, Rows("id", (2,), above=True)) == ('"id" > ?', [2])
    with pytest.raises(ValueError, match="no column"):
        where_sql(table, Rows("nothing", (1,)))
    with campaign.transaction() as db:
        assert [row["id"] for row in select_rows(db, table, Rows("id", (1,), above=True))] == [
            2, 3
        ]


def test_fast_get_hands_the_unit_of_work_a_row_it_writes_like_a_loaded_one(
    campaign: CampaignFile,
) -> None:
    with campaign.transaction() as db:
        row = fast_get(db, Combatant, 2)
        assert row is not None and row.initiative_fumble is True and row.moved_m == 1.5
        assert fast_get(db, Combatant, 2) is row is db.get(Combatant, 2)
        assert fast_get(db, Combatant, 99) is None
        row.majors_spent = 1
    with campaign.transaction() as db:
        again = db.get(Combatant, 2)
        assert again is not None
        # Only the changed column was written; the others are as they were.
        assert (again.majors_spent, again.initiative_fumble, again.moved_m) == (1, True, 1.5)


def test_a_typed_row_equals_the_orm_row_it_was_read_as(campaign: CampaignFile) -> None:
    table = table_of(Combatant)
    with campaign.transaction() as db:
        raw = select_rows(db, table, Rows("combat_id", (1,)))
        orm = {
            int(row.id or 0): row.model_dump()
            for row in db.scalars(select(Combatant).where(col(Combatant.combat_id) == 1))
        }
    # SQLite's integers (0 == False in Python, hence the types).
    assert [(row["initiative_fumble"], type(row["out"])) for row in raw] == [
        (0, int), (1, int), (0, int)
    ]
    typed = [typed_row(table, row) for row in raw]
    assert [(row["initiative_fumble"], type(row["out"])) for row in typed] == [
        (False, bool), (True, bool), (False, bool)
    ]
    assert all(type(row["initiative_fumble"]) is bool for row in typed)
    assert {row["id"]: row for row in typed} == orm
    # NULLs stay None, and the raw row is left as it was.
    assert typed[0]["initiative_total"] is None and raw[1]["initiative_fumble"] == 1


def test_a_row_by_id_is_every_raw_column_or_none_when_gone(campaign: CampaignFile) -> None:
    table = table_of(MonsterInstance)
    with campaign.transaction() as db:
        found = row_by_id(db, table, 2)
        assert found == select_rows(db, table, table.c.id == 2)[0]
        assert found is not None and found["name"] == "Goblin 2"
        assert row_by_id(db, table, 99) is None


def test_many_rows_inserted_at_once_are_what_one_at_a_time_would_insert(
    campaign: CampaignFile,
) -> None:
    table = table_of(LogEntry)
    rows = [{"text": f"line {n}", "combat_id": 1, "at": "2026-01-01T00:00:00+00:00"}
            for n in range(5)]
    with campaign.transaction() as db:
        one_by_one = insert_rows(db, table, rows)
        at_once = insert_many(db, table, rows)
        stored = {row["id"]: row for row in select_rows(db, table, Rows("id", (0,), above=True))}
    # The ids follow on, in the rows' order, and each row holds what the other way stored.
    assert at_once == [one_by_one[-1] + 1 + n for n in range(5)]
    for first, second in zip(one_by_one, at_once, strict=True):
        assert {**stored[first], "id": 0} == {**stored[second], "id": 0}
    assert stored[at_once[2]]["text"] == "line 2" and stored[at_once[2]]["kind"] == "note"


def test_many_rows_take_ids_after_the_largest_even_when_rows_were_deleted(
    campaign: CampaignFile,
) -> None:
    table = table_of(Combatant)
    with campaign.transaction() as db:
        delete_row(db, table, 2)
        ids = insert_many(db, table, [{"combat_id": 1, "monster_id": 1}] * 3)
        found = select_rows(db, table, Rows("id", tuple(ids)))
    assert ids == [4, 5, 6]
    # The defaults of the columns not given, as the ORM would write them.
    assert [(row["actions"], row["reload_state"], row["out"]) for row in found] == [
        (1, "{}", 0)
    ] * 3


def test_rows_naming_different_columns_or_an_id_go_one_at_a_time(
    campaign: CampaignFile,
) -> None:
    table = table_of(LogEntry)
    with campaign.transaction() as db:
        mixed = insert_many(db, table, [{"text": "a"}, {"text": "b", "kind": "turn"}])
        given = insert_many(db, table, [{"id": 40, "text": "c"}])
        assert insert_many(db, table, []) == []
        stored = {row["id"]: (row["text"], row["kind"]) for row in select_rows(
            db, table, Rows("id", (*mixed, *given)))}
    assert given == [40]
    assert stored == {mixed[0]: ("a", "note"), mixed[1]: ("b", "turn"), 40: ("c", "note")}


def test_many_rows_updated_at_once_change_only_their_columns(campaign: CampaignFile) -> None:
    table = table_of(Combatant)
    with campaign.transaction() as db:
        before = {row["id"]: row for row in select_rows(db, table, Rows("combat_id", (1,)))}
        update_rows(db, table, {
            1: {"initiative_total": 20, "order_position": 2},
            2: {"order_position": 0},
            3: {"initiative_total": 12, "order_position": 1, "id": 3},
            # Nothing to write: left alone.
            4: {"id": 4},
        })
        after = {row["id"]: row for row in select_rows(db, table, Rows("combat_id", (1,)))}
    assert after[1] == {**before[1], "initiative_total": 20, "order_position": 2}
    assert after[2] == {**before[2], "order_position": 0}
    assert after[3] == {**before[3], "initiative_total": 12, "order_position": 1}


def test_rows_as_tuples_are_the_rows_as_dicts_in_column_order(campaign: CampaignFile) -> None:
    table = table_of(Combatant)
    with campaign.transaction() as db:
        as_dicts = select_rows(db, table, Rows("combat_id", (1,)))
        as_tuples = select_tuples(db, table, Rows("combat_id", (1,)))
    assert [tuple(row.values()) for row in as_dicts] == as_tuples
    assert [row[id_index(table)] for row in as_tuples] == [1, 2, 3]
