"""Older files are copied, then upgraded in one transaction; a failed upgrade changes nothing."""

from __future__ import annotations

import shutil
import socket
import sqlite3
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import create_engine
from sqlmodel import col, select

from ryf_desktop.storage import (
    CampaignFile,
    CampaignLockedError,
    MigrationFailedError,
    UpgradeNotPossibleError,
    migrate,
    unpack_squares,
)
from ryf_desktop.storage.file_format import REVISION_BY_VERSION, SCHEMA_VERSION
from ryf_desktop.storage.tables import (
    METADATA,
    Character,
    Combat,
    Combatant,
    EquipmentItem,
    HealingRecord,
    Image,
    LogEntry,
    Map,
    MapToken,
    Skill,
    Specialisation,
)
from tests.storage.fixtures.make_v1_fixture import build as build_v1_fixture
from tests.storage.fixtures.make_v2_fixture import build as build_v2_fixture
from tests.storage.storage_samples import assert_sound, sha256_of, sidecars, table_contents

FIXTURES = Path(__file__).resolve().parent / "fixtures"
#: One saved file per released schema version (all but the newest need upgrading).
SAVED_FILES = {1: FIXTURES / "campaign_v1.ryf", 2: FIXTURES / "campaign_v2.ryf"}


@pytest.fixture
def v1_path(tmp_path: Path) -> Path:
    path = tmp_path / "La Marca.ryf"
    shutil.copyfile(SAVED_FILES[1], path)
    return path


def _schema_sql(path: Path) -> list[tuple[str, list[str], list[tuple[object, ...]]]]:
    """Each table and index: its definition's clauses (in any order) and its columns (in order).

    A batch rebuild may list a table's constraints in another order; that is the same schema.
    """
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        rows = connection.execute(
            "SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name"
        ).fetchall()
        return [
            (
                name,
                sorted(line.strip().rstrip(",").strip() for line in sql.splitlines()),
                connection.execute(f'PRAGMA table_info("{name}")').fetchall(),
            )
            for name, sql in rows
        ]
    finally:
        connection.close()


def _other_files(folder: Path, *keep: Path) -> list[Path]:
    return sorted(path for path in folder.iterdir() if path not in keep)


def test_saved_v1_file_opens_upgraded_with_a_backup_beside_it(
    v1_path: Path, backup_dir: Path
) -> None:
    original = sha256_of(v1_path)
    with CampaignFile.open(v1_path, backup_dir=backup_dir) as campaign:
        assert campaign.upgraded_from == 1
        copy = campaign.upgrade_backup
        assert copy is not None
        assert copy.parent == v1_path.parent
        assert copy.name == "La Marca.schema1-backup.ryf"
        assert sha256_of(copy) == original

        row = campaign.campaign()
        assert (row.name, row.in_game_day, row.hp_per_fisico) == ("La Marca del Este", 4, 3)
        with campaign.transaction() as session:
            characters = session.exec(select(Character).order_by(col(Character.id))).all()
            assert [(c.name, c.wounds, c.money, c.in_creation) for c in characters] == [
                ("Brunilda", 16, 2500, False),
                ("Fray Anselmo", 0, 300, False),
            ]
            skills = session.exec(select(Skill).where(Skill.character_id == 1)).all()
            assert {skill.name: skill.level for skill in skills} == {
                "Cuerpo a Cuerpo": 5, "Esquivar": 4, "Reflejos": 4,
            }
            assert {s.name for s in session.exec(select(Specialisation))} == {"Hacha", "Venenos"}
            portrait = session.get(Image, characters[0].portrait_image_id)
            assert portrait is not None and portrait.data.startswith(b"\x89PNG")
            axe = session.exec(select(EquipmentItem).where(EquipmentItem.id == 1)).one()
            assert (axe.equipped, axe.grip) == (True, "two_hands")
            assert axe.details == '{"damage":"2d6+1"}'
            ford = session.exec(select(Map)).one()
            assert (ford.doors, ford.open_doors) == ("[]", "[]")
            assert (0, 15) in unpack_squares(ford.walls)
            assert len(unpack_squares(ford.walls)) == 48
            assert len(session.exec(select(MapToken)).all()) == 3
            assert session.exec(select(Combat)).one().round == 2
            combatants = session.exec(select(Combatant).order_by(col(Combatant.id))).all()
            assert [c.initiative_total for c in combatants] == [24, 18, 2]
            # Schema 3's columns: nothing spent, no penalty, no damage counted yet.
            assert {
                (c.majors_spent, c.minors_spent, c.lasting_penalty, c.damage_dealt, c.damage_taken)
                for c in combatants
            } == {(0, 0, False, 0, 0)}
            assert len(session.exec(select(LogEntry)).all()) == 2
            assert session.exec(select(HealingRecord)).one().healed == 4
    assert sidecars(v1_path) == []
    assert_sound(v1_path)
    connection = sqlite3.connect(copy)
    try:
        assert connection.execute("PRAGMA user_version").fetchone() == (1,)
    finally:
        connection.close()


def test_the_saved_v1_file_is_what_its_script_makes(tmp_path: Path) -> None:
    remade = tmp_path / "remade.ryf"
    build_v1_fixture(remade)
    assert _schema_sql(remade) == _schema_sql(SAVED_FILES[1])
    assert table_contents(remade) == table_contents(SAVED_FILES[1])
    assert_sound(SAVED_FILES[1])


def test_the_saved_v2_file_is_what_its_script_makes(tmp_path: Path) -> None:
    remade = tmp_path / "remade.ryf"
    build_v2_fixture(remade)
    assert _schema_sql(remade) == _schema_sql(SAVED_FILES[2])
    assert table_contents(remade) == table_contents(SAVED_FILES[2])
    assert_sound(SAVED_FILES[2])


def test_saved_v2_file_opens_upgraded_with_its_doors_and_budgets(
    tmp_path: Path, blank_path: Path, backup_dir: Path
) -> None:
    path = tmp_path / "La Marca v2.ryf"
    shutil.copyfile(SAVED_FILES[2], path)
    original = sha256_of(path)
    with CampaignFile.open(path, backup_dir=backup_dir) as campaign:
        assert campaign.upgraded_from == 2
        copy = campaign.upgrade_backup
        assert copy is not None and sha256_of(copy) == original
        with campaign.transaction() as session:
            ford = session.exec(select(Map)).one()
            assert unpack_squares(ford.doors) == unpack_squares(ford.open_doors) == {(10, 4)}
            new = session.exec(select(Character).where(col(Character.name) == "Nuevo")).one()
            assert new.in_creation
            active = session.exec(select(Combatant).where(col(Combatant.id) == 2)).one()
            assert (active.majors_left, active.minors_left, active.moved_m) == (0, 1, 3.0)
            assert (active.majors_spent, active.minors_spent, active.lasting_penalty) == (
                0, 0, False,
            )
    assert _schema_sql(path) == _schema_sql(blank_path)
    assert_sound(path)


def test_upgraded_file_has_exactly_the_schema_of_a_new_file(
    v1_path: Path, blank_path: Path, backup_dir: Path
) -> None:
    CampaignFile.open(v1_path, backup_dir=backup_dir).close()
    assert _schema_sql(v1_path) == _schema_sql(blank_path)
    assert not [name for name, _, _ in _schema_sql(v1_path) if name.startswith("_alembic_tmp")]


def test_the_tables_and_the_migrations_agree(blank_path: Path) -> None:
    engine = create_engine(f"sqlite:///{blank_path}")
    try:
        with engine.connect() as connection:
            differences = compare_metadata(MigrationContext.configure(connection), METADATA)
    finally:
        engine.dispose()
    assert differences == []


def test_a_failing_migration_step_rolls_back_completely(
    v1_path: Path, backup_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The last step fails, after every earlier one (tables rebuilt, columns added) went well.
    step = migrate.script_directory().get_revision(REVISION_BY_VERSION[SCHEMA_VERSION])
    assert step is not None
    real_upgrade = step.module.upgrade

    def upgrade_then_fail() -> None:
        real_upgrade()
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(step.module, "upgrade", upgrade_then_fail)
    original = sha256_of(v1_path)
    with pytest.raises(MigrationFailedError) as raised:
        CampaignFile.open(v1_path, backup_dir=backup_dir)
    message = str(raised.value)
    assert f"from schema 1 to {SCHEMA_VERSION} failed (disk on fire)" in message
    assert "Nothing was changed" in message
    assert sha256_of(v1_path) == original
    assert sidecars(v1_path) == []
    assert _schema_sql(v1_path) == _schema_sql(SAVED_FILES[1])

    monkeypatch.undo()
    with CampaignFile.open(v1_path, backup_dir=backup_dir) as campaign:
        assert campaign.upgraded_from == 1


@pytest.mark.damaged_files
def test_broken_foreign_keys_stop_the_upgrade(v1_path: Path, backup_dir: Path) -> None:
    connection = sqlite3.connect(v1_path, isolation_level=None)
    try:
        connection.execute(
            "INSERT INTO skill (id, character_id, name, attribute, level, position) "
            "VALUES (99, 42, 'Nadar', 'destreza', 1, 0)"
        )
    finally:
        connection.close()
    damaged = sha256_of(v1_path)
    with pytest.raises(MigrationFailedError, match="foreign keys broken"):
        CampaignFile.open(v1_path, backup_dir=backup_dir)
    assert sha256_of(v1_path) == damaged


def test_older_file_opened_read_only_is_not_upgraded(v1_path: Path, backup_dir: Path) -> None:
    original = sha256_of(v1_path)
    with pytest.raises(UpgradeNotPossibleError, match=r"schema 1\).*opened read-only"):
        CampaignFile.open(v1_path, read_only=True, backup_dir=backup_dir)
    assert sha256_of(v1_path) == original
    assert _other_files(v1_path.parent, v1_path) == []


@pytest.fixture
def read_only_v1(v1_path: Path) -> Iterator[Path]:
    v1_path.chmod(stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH)
    yield v1_path
    v1_path.chmod(stat.S_IRUSR | stat.S_IWUSR)


def test_older_file_without_write_permission_is_not_upgraded(
    read_only_v1: Path, backup_dir: Path
) -> None:
    original = sha256_of(read_only_v1)
    with pytest.raises(UpgradeNotPossibleError, match="cannot be written"):
        CampaignFile.open(read_only_v1, backup_dir=backup_dir)
    assert sha256_of(read_only_v1) == original
    assert _other_files(read_only_v1.parent, read_only_v1) == []


def test_older_file_open_elsewhere_is_not_upgraded(v1_path: Path, backup_dir: Path) -> None:
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        connection = sqlite3.connect(v1_path, isolation_level=None)
        try:
            connection.execute(
                'INSERT INTO file_lock (id, "user", host, pid, since, token, program) '
                "VALUES (1, 'pablo', ?, ?, '2099-01-15T19:00:00+00:00', 't', 'RyF Desktop')",
                (socket.gethostname(), sleeper.pid),
            )
        finally:
            connection.close()
        before = sha256_of(v1_path)
        with pytest.raises(CampaignLockedError, match="user pablo"):
            CampaignFile.open(v1_path, backup_dir=backup_dir)
        assert sha256_of(v1_path) == before
        assert _other_files(v1_path.parent, v1_path) == []
    finally:
        sleeper.kill()
        sleeper.wait()


def test_a_failed_creation_leaves_no_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    step = migrate.script_directory().get_revision("0001")
    assert step is not None

    def fail() -> None:
        raise RuntimeError("no space left")

    monkeypatch.setattr(step.module, "upgrade", fail)
    with pytest.raises(RuntimeError, match="no space left"):
        CampaignFile.create(tmp_path / "nueva.ryf", "Nueva", "futuro")
    assert list(tmp_path.iterdir()) == []
