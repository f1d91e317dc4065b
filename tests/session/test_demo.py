"""The demo campaign: built from resources/demo, opened, and holding what the issue asks for —
the quick sheet's character (seed 001) and three more, a map with walls on a background that
lines up with them, and a goblin encounter ready to fight."""

from __future__ import annotations

import base64
import json
import random
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage, qGray
from sqlmodel import col, select

from ryf_desktop.catalog import load_catalog
from ryf_desktop.rules.character import (
    Attributes,
    CharacterSheet,
    PyramidShape,
    creation_problems,
    defensa,
    iniciativa,
)
from ryf_desktop.rules.health import HealthState
from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.rules.skills import default_skills, find_skill, skill_attributes
from ryf_desktop.session import CampaignSession, demo_campaign_path, ensure_demo_campaign
from ryf_desktop.session.combat import (
    BeginCombat,
    NextTurn,
    RollInitiative,
    combat_view,
    current_combat,
    reach,
)
from ryf_desktop.session.demo import demo_document
from ryf_desktop.storage import check_campaign, unpack_squares
from ryf_desktop.storage.tables import (
    Combat,
    Combatant,
    Image,
    Map,
    MapToken,
    MonsterInstance,
)
from tests.campaign_steps import rename

#: The demo map's picture, beside the demo document.
DEMO_BACKGROUND = "demo_map.png"

#: The quick sheet's skills as printed; the sheet lists Atletismo twice, the first is kept.
QUICK_SHEET_SKILLS = {
    "Advertir/Notar": 5, "Sigilo": 4, "Reflejos": 4, "Atletismo": 3, "Esquivar": 3,
    "Armas a Distancia": 3, "Cuerpo a Cuerpo": 2, "Leyes": 2, "Buscar": 2, "Callejeo": 1,
    "Conducir": 1, "Mecánica": 1, "Ocultismo": 1, "Informática": 1,
}
#: Walls are stone: their squares are dark; floors, doors and furniture are light.
WALL_GREY_MAX = 55
FLOOR_GREY_MIN = 75


@pytest.fixture(scope="module")
def built_demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo built once for the module; tests open copies of it."""
    return ensure_demo_campaign(tmp_path_factory.mktemp("demo") / "demo.ryf")


@pytest.fixture
def demo(built_demo: Path, tmp_path: Path, backup_dir: Path) -> Iterator[CampaignSession]:
    path = tmp_path / "demo.ryf"
    shutil.copyfile(built_demo, path)
    session = CampaignSession.open(path, backup_dir=backup_dir)
    yield session
    session.close()


def _sheet(demo: CampaignSession, character_id: int) -> tuple[CharacterSheet, dict[str, str]]:
    details = demo.character(character_id)
    assert details is not None
    row = details.character
    attributes = Attributes(row.fisico, row.destreza, row.inteligencia, row.percepcion)
    skills = {skill.name: skill.level for skill in details.skills}
    return CharacterSheet(attributes, skills), {s.name: s.attribute for s in details.skills}


def test_the_demo_campaign_builds_and_checks_ok(tmp_path: Path) -> None:
    path = ensure_demo_campaign(tmp_path / "demo.ryf")
    report = check_campaign(path)
    assert report.ok, report.lines()
    assert report.counts["character"] == 4
    assert report.counts["map"] == 1
    assert report.counts["monster_instance"] == 4


def test_the_demo_is_a_present_day_realistic_campaign(demo: CampaignSession) -> None:
    assert demo.name == "Demo: goblins en El Jabalí Tuerto"
    assert demo.setting == "actual"
    assert demo.profile == REALISTA
    assert demo.day == 1
    counts = demo.counts()
    assert (counts.characters, counts.maps, counts.combats) == (4, 1, 1)
    assert counts.log_entries == 1


def test_the_quick_sheet_character_is_exactly_the_seeds(demo: CampaignSession) -> None:
    summaries = demo.characters()
    first = summaries[0]
    assert (first.name, first.kind, first.wounds) == ("Álex Rivera", "pc", 0)
    sheet, attributes_of = _sheet(demo, first.id)
    assert sheet.attributes == Attributes(fisico=7, destreza=8, inteligencia=7, percepcion=8)
    assert dict(sheet.skills) == QUICK_SHEET_SKILLS
    # Puntos de Vida 21 (realistic: Físico × 3), Defensa 16, Iniciativa 12 (seed 001).
    assert (first.hp_max, first.state) == (21, HealthState.NORMAL)
    assert defensa(sheet).value == 16
    assert iniciativa(sheet).value == 12
    modern = default_skills("actual")
    for name, attribute in attributes_of.items():
        skill = find_skill(name, modern)
        assert skill is not None and skill.name == name
        assert attribute == skill.attribute


def test_four_characters_each_valid_for_the_setting(demo: CampaignSession) -> None:
    summaries = demo.characters()
    assert [(s.name, s.kind) for s in summaries] == [
        ("Álex Rivera", "pc"), ("Marta Vidal", "pc"), ("Iñaki Sáez", "pc"),
        ("Ramón Galán", "npc"),
    ]
    modern = skill_attributes(default_skills("actual"))
    for summary in summaries:
        sheet, attributes_of = _sheet(demo, summary.id)
        assert set(attributes_of) <= set(modern), summary.name
        if summary.kind == "pc":
            shapes = [
                creation_problems(sheet, modern, REALISTA, shape) for shape in PyramidShape
            ]
            assert [] in shapes, (summary.name, shapes)


def test_the_demo_sheets_have_gear_specialisations_and_a_spell(demo: CampaignSession) -> None:
    by_name = {s.name: s.id for s in demo.characters()}
    alex = demo.character(by_name["Álex Rivera"])
    marta = demo.character(by_name["Marta Vidal"])
    inaki = demo.character(by_name["Iñaki Sáez"])
    assert alex is not None and marta is not None and inaki is not None
    pistol = alex.equipment[0]
    assert (pistol.name, pistol.kind, pistol.equipped) == ("Pistola automática", "weapon", True)
    assert json.loads(pistol.details)["damage"] == "2d6"  # the catalog's
    assert list(marta.specialisations.values()) == [("Boxeo",)]
    assert [spell.name for spell in inaki.spells] == ["Sello de protección"]


def _squares(text: str) -> frozenset[tuple[int, int]]:
    return unpack_squares(text)


def _demo_rows(demo: CampaignSession, query: Any) -> list[Any]:
    with demo.file.transaction() as db:
        return list(db.exec(query))


def test_the_map_has_walls_and_a_background_that_lines_up(demo: CampaignSession) -> None:
    [battlemap] = _demo_rows(demo, select(Map))
    assert (battlemap.grid_width, battlemap.grid_height) == (24, 16)
    walls = _squares(battlemap.walls)
    doors = _squares(battlemap.doors)
    assert len(walls) > 60
    assert doors and not doors & walls
    assert _squares(battlemap.open_doors) <= doors
    assert _squares(battlemap.fog)
    [image] = _demo_rows(
        demo, select(Image).where(col(Image.id) == battlemap.background_image_id)
    )
    assert (image.mime, image.width, image.height) == ("image/png", 1200, 800)
    assert image.data == demo_document().with_name(DEMO_BACKGROUND).read_bytes()
    picture = QImage.fromData(image.data)
    assert (picture.width(), picture.height()) == (image.width, image.height)
    scale = battlemap.image_scale
    assert scale * battlemap.grid_width == image.width
    assert (battlemap.image_offset_x, battlemap.image_offset_y) == (0.0, 0.0)

    def grey(square: tuple[int, int]) -> float:
        """The mean grey of a 6×6 sample lattice inside the square."""
        x0, y0 = square[0] * scale, square[1] * scale
        samples = [
            qGray(picture.pixel(int(x0 + scale * (i + 0.5) / 6),
                                int(y0 + scale * (j + 0.5) / 6)))
            for i in range(6)
            for j in range(6)
        ]
        return sum(samples) / len(samples)

    for x in range(battlemap.grid_width):
        for y in range(battlemap.grid_height):
            value = grey((x, y))
            if (x, y) in walls:
                assert value <= WALL_GREY_MAX, ((x, y), value)
            else:
                assert value >= FLOOR_GREY_MIN, ((x, y), value)


def test_a_goblin_encounter_is_ready_to_fight(demo: CampaignSession) -> None:
    [combat] = _demo_rows(demo, select(Combat))
    assert (combat.status, combat.round) == ("preparing", 0)
    [battlemap] = _demo_rows(demo, select(Map))
    assert combat.map_id == battlemap.id
    goblin = next(m for m in load_catalog().monsters if m.name == "Goblin")
    monsters = _demo_rows(demo, select(MonsterInstance).order_by(col(MonsterInstance.id)))
    assert [m.name for m in monsters] == ["Goblin 1", "Goblin 2", "Goblin 3", "Goblin 4"]
    for monster in monsters:
        assert monster.catalog_name == "Goblin"
        assert 11 <= monster.pv_max <= 16  # 10+1d6
        assert monster.wounds == 0
        fields = json.loads(monster.fields)
        assert (fields["pv"], fields["ini"], fields["ata"], fields["def"], fields["abs"]) == (
            goblin.pv, goblin.initiative, goblin.attack, goblin.defense, goblin.absorption
        )
    combatants = _demo_rows(demo, select(Combatant).order_by(col(Combatant.order_position)))
    assert len(combatants) == 8
    assert all(c.combat_id == combat.id and c.initiative_total is None for c in combatants)
    assert {c.monster_id for c in combatants if c.monster_id} == {m.id for m in monsters}
    alex = next(c for c in combatants if c.character_id == demo.characters()[0].id)
    assert alex.iniciativa == 12
    walls = _squares(battlemap.walls)
    tokens = _demo_rows(demo, select(MapToken))
    assert len(tokens) == 8
    assert all((t.x, t.y) not in walls for t in tokens)
    # Characters in the west of the bar, goblins east of them: two already in the bar (seen by
    # the players), two in the storeroom's fog behind the broken door.
    fog = _squares(battlemap.fog)
    characters = [t for t in tokens if t.character_id is not None]
    goblins = [t for t in tokens if t.monster_id is not None]
    assert len(characters) == 4 and len(goblins) == 4
    assert min(t.x for t in goblins) > max(t.x for t in characters)
    assert not any((t.x, t.y) in fog for t in characters)
    assert sum((t.x, t.y) in fog for t in goblins) == 2
    assert len({(t.x, t.y) for t in tokens}) == 8


def test_the_demo_combat_starts_at_once_with_room_to_move(demo: CampaignSession) -> None:
    combat = current_combat(demo.model)
    assert combat is not None and combat.status == "preparing"
    assert all(row.token_id is not None for row in combat.combatants)
    assert demo.push(RollInitiative(demo, combat.id, None, random.Random(6)))
    assert demo.push(BeginCombat(demo, combat.id))
    for _ in combat.combatants:
        view = combat_view(demo.model, combat.id)
        assert view.status == "running" and view.active_id is not None
        found = reach(demo.model, view.active_id)
        assert found is not None and found.left_m == 9.0
        # Every combatant can use its whole 9 m somewhere.
        assert max(found.costs.values()) == 9.0, view.active_id
        assert demo.push(NextTurn(demo, combat.id))
    # The goblins can reach the characters: the storeroom door stands open.
    [battlemap] = _demo_rows(demo, select(Map))
    storeroom_door = (14, 11)
    assert storeroom_door in _squares(battlemap.open_doors)


def test_an_existing_demo_is_kept(tmp_path: Path) -> None:
    path = ensure_demo_campaign(tmp_path / "demo.ryf")
    session = CampaignSession.open(path, backup_dir=tmp_path / "backups")
    try:
        rename(session, "Mi demo")
    finally:
        session.close()
    assert ensure_demo_campaign(path) == path
    session = CampaignSession.open(path, read_only=True, backup_dir=tmp_path / "backups")
    try:
        assert session.name == "Mi demo"
    finally:
        session.close()


@pytest.mark.damaged_files
def test_an_unreadable_demo_is_moved_aside_and_rebuilt(tmp_path: Path) -> None:
    path = tmp_path / "demo.ryf"
    path.write_bytes(b"not a campaign at all")
    assert ensure_demo_campaign(path) == path
    assert check_campaign(path).ok
    [aside] = [p for p in tmp_path.iterdir() if ".unreadable-" in p.name]
    assert aside.read_bytes() == b"not a campaign at all"
    assert aside.suffix == ".ryf"


def test_the_demo_lives_in_the_user_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    expected = tmp_path / "data" / "ryf-desktop" / "demo" / "demo-campaign.ryf"
    assert demo_campaign_path() == expected
    assert ensure_demo_campaign() == expected
    assert check_campaign(expected).ok


def test_the_shipped_document_holds_the_shipped_picture() -> None:
    document = json.loads(demo_document().read_text(encoding="utf-8"))
    assert document["format"] == "ryf-desktop-campaign"
    [image] = document["images"]
    picture = demo_document().with_name(DEMO_BACKGROUND).read_bytes()
    assert base64.b64decode(image["data"]) == picture
