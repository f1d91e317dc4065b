"""Sample campaign data and checks shared by the storage tests."""

from __future__ import annotations

import base64
import hashlib
import json
import sqlite3
import zlib
from pathlib import Path
from typing import Any

from ryf_desktop.rules.map_features import Light, Segment, SegmentKind
from ryf_desktop.storage import CampaignFile, pack_squares
from ryf_desktop.storage.map_features_codec import pack_lights, pack_segments
from ryf_desktop.storage.tables import (
    METADATA,
    CatalogEntry,
    Character,
    Combat,
    Combatant,
    EquipmentItem,
    Handout,
    HealingRecord,
    Image,
    LogEntry,
    Map,
    MapToken,
    MonsterInstance,
    Skill,
    Specialisation,
    Spell,
)

#: A real 2×1 PNG.
PNG_2X1 = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGP4zwAE/wEHAAH/4iOeWQAAAABJRU5ErkJggg=="
)
#: A real 640×480 JPEG (one flat colour, so it is small; kept compressed here): the open and
#: the import decode or size every picture, so a header with filler would be refused.
FAKE_JPEG = zlib.decompress(base64.b64decode(
    "eNr7f+P/AwYBLzdPNwZGRkaGBCBk+H+bwZkhwNzGzcYowM3RLSo0IL7iRFNFXl7F1/U7J574TxwAGsIYGhVVkVnxuq"
    "np9X/ywAEGQQ7GB0wNzIxKDEyCjMyCjP+PMMgzMDCyMoIBAxQwMjGzsLKxc3BycQMVbBVgYGJkZmZiYWZlZWEBytYC"
    "5RlYBFmFFA0d2YQDE9mVCkWMGicu5FB22nhQNOjiBxXjpKImTi4xcQlJKVU1dQ1NLRNTM3MLSytnF1c3dw9Pr+CQ0L"
    "DwiMio5JTUtPSMzKziktKy8orKquaW1rb2js6uSZOnTJ02fcbMWYsWL1m6bPmKlas2bd6yddv2HTt3HTp85Oix4ydO"
    "nrp0+crVa9dv3Lz18NHjJ0+fPX/x8tXHT5+/fP32/cfPXyB/MTIwM8IAVn8JAv3FxMLCzMIO8hcjUzlIgSALq6Ihm5"
    "BjIHtiobCSUSOHiNPEhRsPciobB30QTSq6yCWmYvJQ9SPIa2CfEeexJrJ8BvcYwl+3GHiYGYGRxyzIYM/Q1qWxUkNj"
    "URfDKB7Fo3gUj+JRPIpH8SgexaN4FI/iUTyKR/EoHsWDEf+/CQBup2H/"
))


def sha256_of(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def image_row(data: bytes, mime: str, width: int, height: int) -> Image:
    return Image(
        mime=mime, width=width, height=height, sha256=hashlib.sha256(data).hexdigest(), data=data
    )


def assert_sound(path: Path) -> None:
    """``PRAGMA integrity_check`` says ok and every foreign key holds (read-only)."""
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert connection.execute("PRAGMA foreign_key_check").fetchall() == []
    finally:
        connection.close()


def sidecars(path: Path) -> list[Path]:
    return [
        path.with_name(path.name + suffix)
        for suffix in ("-journal", "-wal", "-shm", "-wal-owner")
        if path.with_name(path.name + suffix).exists()
    ]


#: Text columns holding JSON; compared by value, since spacing and key order may differ.
JSON_COLUMNS = frozenset({"details", "fields", "data", "reload_state"})


def table_contents(path: Path, *, skip: tuple[str, ...] = ("file_lock",)) -> dict[str, Any]:
    """Every row of every campaign table the file has (an older schema lacks the newer ones),
    in id order, read read-only."""
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        present = {name for (name,) in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'"
        )}
        contents: dict[str, Any] = {}
        for table in METADATA.tables:
            if table in skip or table not in present:
                continue
            cursor = connection.execute(f'SELECT * FROM "{table}" ORDER BY id')
            names = [column[0] for column in cursor.description]
            contents[table] = [
                tuple(
                    json.loads(value) if name in JSON_COLUMNS and isinstance(value, str)
                    else value
                    for name, value in zip(names, row, strict=True)
                )
                for row in cursor.fetchall()
            ]
        return contents
    finally:
        connection.close()


#: The cave's thin walls (one on a grid line, one free), a closed and an open door.
CAVE_SEGMENTS = (
    Segment(6, 2, 6, 7),
    Segment(7.25, 1.5, 9.75, 3.125, SegmentKind.OBJECT),
    Segment(6, 7, 7, 7, SegmentKind.DOOR, closed=True),
    Segment(11, 4, 11, 5, SegmentKind.DOOR, closed=False),
)
#: The cave's lights: a torch casting shadows and a glow that does not.
CAVE_LIGHTS = (
    Light(3.5, 4.5, 6.0, "ffaa33", 0.8, shadows=True),
    Light(15.25, 10.75, 2.5, "0000ff", 1.0, shadows=False),
)


def fill_campaign(campaign: CampaignFile) -> dict[str, int]:
    """Put something in every table; return the ids the tests look at."""
    with campaign.transaction() as session:
        portrait = image_row(PNG_2X1, "image/png", 2, 1)
        background = image_row(FAKE_JPEG, "image/jpeg", 640, 480)
        session.add_all([portrait, background])
        session.flush()
        ana = Character(
            kind="pc", name="Ana la Roja", player="Lucía", concept="mercenaria",
            background="Nació en Toledo.", notes="Debe 3 mo al posadero.",
            portrait_image_id=portrait.id, fisico=7, destreza=8, inteligencia=6, percepcion=8,
            social_class="soldado", money=1350, wounds=4, tokens=2, token_penalty=True, xp=3,
            mana_spent=1, in_creation=False, position=0,
        )
        brother = Character(
            kind="npc", name="Hermano Tomás", fisico=5, destreza=5, inteligencia=9,
            percepcion=7, in_creation=True, position=1,
        )
        session.add_all([ana, brother])
        session.flush()
        assert ana.id is not None and brother.id is not None
        sword = Skill(character_id=ana.id, name="Cuerpo a Cuerpo", attribute="fisico", level=5)
        dodge = Skill(
            character_id=ana.id, name="Esquivar", attribute="destreza", level=3, position=1
        )
        healing = Skill(
            character_id=brother.id, name="Sanación/Hierbas", attribute="inteligencia", level=4
        )
        session.add_all([sword, dodge, healing])
        session.flush()
        assert sword.id is not None and healing.id is not None
        session.add_all([
            Specialisation(skill_id=sword.id, name="Espada larga"),
            Specialisation(skill_id=sword.id, name="Daga"),
            Specialisation(skill_id=healing.id, name="Venenos"),
            Spell(character_id=brother.id, name="Luz", level=2, difficulty=15, mana_cost=2),
            EquipmentItem(
                character_id=ana.id, name="Espada larga", kind="weapon",
                catalog_name="Espada larga", quantity=1, equipped=True, grip="two_hands",
                details=json.dumps({"damage": "1d10/2d6", "requirement": "Físico 9"}),
            ),
            EquipmentItem(
                character_id=ana.id, name="Flecha", kind="gear", quantity=20, position=1
            ),
            CatalogEntry(kind="monster", name="Trasgo jefe", fields=json.dumps(
                {"pv": "20+1d6", "ini": 12, "ata": 14, "def": 15, "abs": 1, "esp": "-"}
            )),
        ])
        goblin_1 = MonsterInstance(
            catalog_name="Goblin", name="Goblin 1", number=1, pv_max=17, wounds=5,
            fields=json.dumps({"ini": 11, "ata": 12, "def": 14}),
        )
        goblin_2 = MonsterInstance(catalog_name="Goblin", name="Goblin 2", number=2, pv_max=15)
        session.add_all([goblin_1, goblin_2])
        session.flush()
        assert goblin_1.id is not None and goblin_2.id is not None
        cave = Map(
            name="La cueva", background_image_id=background.id, grid_width=30, grid_height=20,
            image_scale=64.0, image_offset_x=-12.5, image_offset_y=3.0,
            walls=pack_squares([(0, 0), (1, 0), (2, 0), (5, 5)]),
            difficult=pack_squares([(3, 4), (3, 5)]),
            fog=pack_squares((x, y) for x in range(20, 30) for y in range(20)),
            doors=pack_squares([(4, 0), (9, 9)]), open_doors=pack_squares([(9, 9)]),
            segments=pack_segments(CAVE_SEGMENTS), lights=pack_lights(CAVE_LIGHTS),
        )
        session.add(cave)
        session.flush()
        assert cave.id is not None
        session.add_all([
            MapToken(map_id=cave.id, character_id=ana.id, x=2, y=3),
            MapToken(map_id=cave.id, monster_id=goblin_1.id, x=10, y=10, size=2),
            MapToken(map_id=cave.id, monster_id=goblin_2.id, x=12, y=10, hidden=True),
        ])
        fight = Combat(name="Emboscada", map_id=cave.id, status="running", round=2,
                       turn_position=1, started_day=3)
        session.add(fight)
        session.flush()
        assert fight.id is not None
        session.add_all([
            Combatant(combat_id=fight.id, character_id=ana.id, iniciativa=12,
                      initiative_total=27, order_position=0, actions=2, majors_left=1,
                      minors_left=2, moved_m=4.5, diagonals_taken=1,
                      reload_state=json.dumps({"Ballesta": False}), minors_spent=1,
                      lasting_penalty=True, damage_dealt=7, damage_taken=3),
            Combatant(combat_id=fight.id, monster_id=goblin_1.id, iniciativa=11,
                      initiative_total=19, order_position=1),
            Combatant(combat_id=fight.id, monster_id=goblin_2.id, iniciativa=11,
                      initiative_total=3, initiative_fumble=True, order_position=2, out=True),
        ])
        session.add_all([
            LogEntry(game_day=3, kind="roll", text="Ana: Cuerpo a Cuerpo 27 contra 14",
                     data=json.dumps({"dice": [4, 8, 3], "total": 27}), character_id=ana.id,
                     combat_id=fight.id),
            LogEntry(game_day=3, kind="note", text="Los goblins huyen."),
            HealingRecord(healer_id=brother.id, patient_id=ana.id, day=3, success=True,
                          healed=4),
            HealingRecord(healer_id=brother.id, patient_id=brother.id, day=3, success=False),
            Handout(title="Carta del conde", text="Venid solos al molino.",
                    image_id=portrait.id, created_at="2026-01-02T20:00:00+00:00"),
        ])
    return {"ana": ana.id, "brother": brother.id, "map": cave.id, "combat": fight.id}
