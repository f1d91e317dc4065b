"""Builds the demo campaign's data files: run once, commit what it writes.

    .venv/bin/python resources/demo/make_demo.py

Writes, beside this script:
- ``demo_map.png`` — the battlemap's background, a floor plan of the bar "El Jabalí Tuerto" and
  its storeroom, painted with QImage/QPainter at 1200×800 px: 50 px per square of a 24×16 grid,
  every wall square painted as stone wall and no other square;
- ``demo_campaign.json`` — the campaign in storage's export format (the picture inside it as
  base64), built through the storage API in a temporary campaign file and exported.
  :func:`ryf_desktop.session.demo.ensure_demo_campaign` imports it.

The campaign is set in the present day ("actual") with the realistic preset, because its first
character is the example of the quick sheet (seed 001): Físico 7, Destreza 8, Inteligencia 7,
Percepción 8, whose skills (Conducir, Mecánica, Informática…) are the modern list's and whose
21 PV are Físico × 3. The sheet lists Atletismo twice (3 and 2); a character has a skill once,
so it keeps the first, Atletismo 3 (as the rules tests do). Three more characters follow the
creation rules of RULES.md §8. The goblins come from the catalog's bestiary (a medieval table:
this is an urban-fantasy evening), their PV rolled from "10+1d6" with a fixed seed.
"""

from __future__ import annotations

import base64
import hashlib
import json
import math
import os
import random
import sys
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

if __package__ in (None, ""):  # run as a script from a source checkout
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QImage,
    QImageWriter,
    QPainter,
    QPainterPath,
    QPen,
)
from sqlmodel import Session

from ryf_desktop.catalog import Monster, Weapon, load_catalog
from ryf_desktop.rules.character import Attributes, CharacterSheet, iniciativa
from ryf_desktop.rules.dice import roll
from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.rules.skills import Setting, default_skills, find_skill
from ryf_desktop.storage import CampaignFile, export_campaign, pack_squares
from ryf_desktop.storage.tables import (
    Character,
    Combat,
    Combatant,
    EquipmentItem,
    Image,
    LogEntry,
    Map,
    MapToken,
    MonsterInstance,
    Skill,
    Specialisation,
    Spell,
)
from ryf_desktop.storage.tables.base import dump_json

HERE = Path(__file__).resolve().parent
JSON_NAME = "demo_campaign.json"
PNG_NAME = "demo_map.png"

CAMPAIGN_NAME = "Demo: goblins en El Jabalí Tuerto"
SETTING = Setting.ACTUAL
GOBLIN_SEED = 1
GOBLINS = 4

Square = tuple[int, int]

# ----------------------------------------------------------------------------- the map
GRID_W, GRID_H = 24, 16
SQUARE_PX = 50
IMAGE_W, IMAGE_H = GRID_W * SQUARE_PX, GRID_H * SQUARE_PX

#: Door squares (in wall lines, but not walls: a closed door blocks like one).
FRONT_DOORS: frozenset[Square] = frozenset({(6, 15), (7, 15)})
KITCHEN_DOOR: Square = (14, 4)
STOREROOM_DOOR: Square = (14, 11)
PANTRY_DOOR: Square = (18, 7)
DOORS: frozenset[Square] = FRONT_DOORS | {KITCHEN_DOOR, STOREROOM_DOOR, PANTRY_DOOR}
#: The goblins broke the storeroom door open: the fight can start at once.
OPEN_DOORS: frozenset[Square] = frozenset({KITCHEN_DOOR, STOREROOM_DOOR})


def _rect(x0: int, y0: int, x1: int, y1: int) -> set[Square]:
    return {(x, y) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1)}


def _walls() -> frozenset[Square]:
    border = {
        (x, y) for x in range(GRID_W) for y in range(GRID_H)
        if x in (0, GRID_W - 1) or y in (0, GRID_H - 1)
    }
    between_bar_and_back = _rect(14, 1, 14, 14)
    between_kitchen_and_storeroom = _rect(15, 7, 22, 7)
    return frozenset((border | between_bar_and_back | between_kitchen_and_storeroom) - DOORS)


WALLS = _walls()
#: The bar counter (x = 11, y = 2..8): jumping over it costs double.
COUNTER: frozenset[Square] = frozenset(_rect(11, 2, 11, 8))
TABLES: tuple[Square, ...] = ((3, 3), (7, 3), (3, 7), (7, 7), (3, 11), (7, 11))
KITCHEN_TABLE: frozenset[Square] = frozenset(_rect(18, 3, 19, 4))
BARRELS: tuple[Square, ...] = ((15, 8), (16, 8), (15, 9), (15, 14), (16, 14))
CRATES: tuple[Square, ...] = ((22, 8), (22, 9), (21, 8))
#: Where the goblins broke through the floor from the sewer, and its rubble.
HOLE: Square = (21, 12)
RUBBLE: frozenset[Square] = frozenset(_rect(20, 11, 22, 13) - {HOLE})
DIFFICULT: frozenset[Square] = frozenset(
    COUNTER | set(TABLES) | KITCHEN_TABLE | set(BARRELS) | set(CRATES) | RUBBLE | {HOLE}
)
#: The storeroom is hidden from the players until they open its doors.
FOG: frozenset[Square] = frozenset(_rect(15, 8, 22, 14))

# ------------------------------------------------------------------------ the painting
WALL = QColor("#2e2a27")
WALL_JOINT = QColor("#45403b")
PLANK = QColor("#a8743f")
PLANK_EDGE = QColor("#87592d")
TILE_LIGHT = QColor("#ddd6c6")
TILE_DARK = QColor("#bfb7a6")
FLAG = QColor("#9a978c")
FLAG_JOINT = QColor("#7d7a70")
WOOD_DARK = QColor("#6b4527")
WOOD_TOP = QColor("#b98a55")
INK = QColor("#3a2a1c")


def _square_rect(square: Square, inset: float = 0.0) -> QRectF:
    x, y = square
    return QRectF(
        x * SQUARE_PX + inset, y * SQUARE_PX + inset, SQUARE_PX - 2 * inset, SQUARE_PX - 2 * inset
    )


def _area_rect(x0: int, y0: int, x1: int, y1: int) -> QRectF:
    return QRectF(x0 * SQUARE_PX, y0 * SQUARE_PX, (x1 - x0 + 1) * SQUARE_PX,
                  (y1 - y0 + 1) * SQUARE_PX)


def _plank_floor(painter: QPainter, area: QRectF) -> None:
    painter.fillRect(area, PLANK)
    painter.setPen(QPen(PLANK_EDGE, 2))
    plank = SQUARE_PX / 4
    row = 0
    y = area.top()
    while y < area.bottom():
        painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        # Staggered butt joints, as real boards are laid.
        offset = (row % 3) * SQUARE_PX * 1.3
        x = area.left() + offset
        while x < area.right():
            painter.drawLine(QPointF(x, y), QPointF(x, min(y + plank, area.bottom())))
            x += SQUARE_PX * 4
        y += plank
        row += 1


def _tile_floor(painter: QPainter, area: QRectF) -> None:
    tile = SQUARE_PX / 2
    rows = round(area.height() / tile)
    columns = round(area.width() / tile)
    for row in range(rows):
        for column in range(columns):
            color = TILE_LIGHT if (row + column) % 2 == 0 else TILE_DARK
            painter.fillRect(
                QRectF(area.left() + column * tile, area.top() + row * tile, tile, tile), color
            )


def _flagstone_floor(painter: QPainter, area: QRectF, rng: random.Random) -> None:
    painter.fillRect(area, FLAG)
    painter.setPen(QPen(FLAG_JOINT, 2))
    stone = SQUARE_PX * 0.75
    y = area.top()
    while y < area.bottom():
        painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        x = area.left() + rng.uniform(0, stone)
        while x < area.right():
            painter.drawLine(QPointF(x, y), QPointF(x, min(y + stone, area.bottom())))
            x += stone * rng.uniform(0.8, 1.4)
        y += stone


def _wall(painter: QPainter, square: Square) -> None:
    rect = _square_rect(square)
    painter.fillRect(rect, WALL)
    painter.setPen(QPen(WALL_JOINT, 2))
    half = SQUARE_PX / 2
    for row in range(2):
        top = rect.top() + row * half
        painter.drawLine(QPointF(rect.left(), top), QPointF(rect.right(), top))
        shift = 0 if (square[0] + square[1] + row) % 2 == 0 else half / 2
        painter.drawLine(
            QPointF(rect.left() + shift + half / 2, top),
            QPointF(rect.left() + shift + half / 2, top + half),
        )


def _door(painter: QPainter, square: Square, *, is_open: bool, horizontal: bool) -> None:
    """A door in a wall line: posts of stone at both ends, the leaf between them."""
    rect = _square_rect(square)
    post = SQUARE_PX * 0.12
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(WALL)
    if horizontal:
        painter.drawRect(QRectF(rect.left(), rect.top(), post, rect.height()))
        painter.drawRect(QRectF(rect.right() - post, rect.top(), post, rect.height()))
    else:
        painter.drawRect(QRectF(rect.left(), rect.top(), rect.width(), post))
        painter.drawRect(QRectF(rect.left(), rect.bottom() - post, rect.width(), post))
    painter.setBrush(WOOD_DARK)
    painter.setPen(QPen(INK, 1.5))
    thickness = SQUARE_PX * 0.2
    centre = rect.center()
    if is_open:
        # The leaf swung open against the post, with the arc it travelled.
        if horizontal:
            leaf = QRectF(rect.left() + post, centre.y(), thickness, rect.height() / 2 + 18)
        else:
            leaf = QRectF(centre.x(), rect.top() + post, rect.width() / 2 + 18, thickness)
        painter.drawRect(leaf)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(INK, 1, Qt.PenStyle.DashLine))
        painter.drawArc(_square_rect(square, 6), 0, 90 * 16)
    elif horizontal:
        painter.drawRect(
            QRectF(rect.left() + post, centre.y() - thickness / 2, rect.width() - 2 * post,
                   thickness)
        )
    else:
        painter.drawRect(
            QRectF(centre.x() - thickness / 2, rect.top() + post, thickness,
                   rect.height() - 2 * post)
        )


def _counter(painter: QPainter) -> None:
    area = QRectF(_square_rect(min(COUNTER)).topLeft(), _square_rect(max(COUNTER)).bottomRight())
    area.adjust(6, 0, -6, 0)
    painter.setPen(QPen(INK, 2))
    painter.setBrush(WOOD_TOP)
    painter.drawRoundedRect(area, 6, 6)
    painter.setPen(QPen(PLANK_EDGE, 1.5))
    for square in sorted(COUNTER)[1:]:
        top = _square_rect(square).top()
        painter.drawLine(QPointF(area.left(), top), QPointF(area.right(), top))
    # Bottles on the shelf against the wall behind the bar.
    for y in range(2, 9):
        for offset, color in ((10, "#4f7a3a"), (24, "#7a3a3a"), (38, "#d8c48a")):
            painter.setPen(QPen(INK, 1))
            painter.setBrush(QColor(color))
            painter.drawEllipse(QPointF(13 * SQUARE_PX + offset, y * SQUARE_PX + 36), 5, 5)


def _round_table(painter: QPainter, square: Square) -> None:
    centre = _square_rect(square).center()
    painter.setPen(QPen(INK, 1.5))
    painter.setBrush(WOOD_DARK)
    for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        seat = QPointF(centre.x() + dx * SQUARE_PX * 0.62, centre.y() + dy * SQUARE_PX * 0.62)
        painter.drawEllipse(seat, 9, 9)
    painter.setBrush(WOOD_TOP)
    painter.drawEllipse(centre, SQUARE_PX * 0.42, SQUARE_PX * 0.42)
    painter.setBrush(QColor("#f0e6cc"))
    painter.drawEllipse(QPointF(centre.x() + 6, centre.y() - 4), 4, 4)


def _kitchen(painter: QPainter) -> None:
    painter.setPen(QPen(INK, 2))
    painter.setBrush(QColor("#c9c9c9"))
    stove = QRectF(15 * SQUARE_PX + 4, 1 * SQUARE_PX + 4, 3 * SQUARE_PX - 8, SQUARE_PX * 0.7)
    painter.drawRect(stove)
    painter.setBrush(QColor("#555555"))
    for index in range(4):
        painter.drawEllipse(QPointF(stove.left() + 22 + index * 34, stove.center().y()), 10, 10)
    area = QRectF(_square_rect(min(KITCHEN_TABLE)).topLeft(),
                  _square_rect(max(KITCHEN_TABLE)).bottomRight()).adjusted(6, 6, -6, -6)
    painter.setBrush(WOOD_TOP)
    painter.drawRect(area)


def _barrel(painter: QPainter, square: Square) -> None:
    centre = _square_rect(square).center()
    painter.setPen(QPen(INK, 2))
    painter.setBrush(QColor("#8a5f38"))
    painter.drawEllipse(centre, SQUARE_PX * 0.4, SQUARE_PX * 0.4)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, SQUARE_PX * 0.28, SQUARE_PX * 0.28)


def _crate(painter: QPainter, square: Square) -> None:
    rect = _square_rect(square, 5)
    painter.setPen(QPen(WOOD_DARK, 1.5))
    painter.setBrush(QColor("#c9a06a"))
    painter.drawRect(rect)
    painter.drawLine(rect.topLeft(), rect.bottomRight())
    painter.drawLine(rect.topRight(), rect.bottomLeft())


def _hole_and_rubble(painter: QPainter, rng: random.Random) -> None:
    painter.setPen(QPen(INK, 1))
    for square in sorted(RUBBLE):
        rect = _square_rect(square, 4)
        for _ in range(7):
            painter.setBrush(QColor("#b2aea3") if rng.random() < 0.5 else QColor("#8c887e"))
            stone = QPointF(rng.uniform(rect.left(), rect.right()),
                            rng.uniform(rect.top(), rect.bottom()))
            painter.drawEllipse(stone, rng.uniform(3, 7), rng.uniform(3, 6))
    # The broken floor: a ragged opening onto the sewer, water glinting at the bottom.
    centre = _square_rect(HOLE).center()
    outline = QPainterPath()
    for index in range(12):
        angle = index * 30
        radius = SQUARE_PX * rng.uniform(0.3, 0.42)
        point = QPointF(centre.x() + radius * math.cos(math.radians(angle)),
                        centre.y() + radius * math.sin(math.radians(angle)))
        if index == 0:
            outline.moveTo(point)
        else:
            outline.lineTo(point)
    outline.closeSubpath()
    painter.setPen(QPen(INK, 2))
    painter.setBrush(QColor("#3b4a45"))
    painter.drawPath(outline)
    painter.setPen(QPen(QColor("#6f8f86"), 2))
    glint_y = centre.y() + 3
    painter.drawLine(QPointF(centre.x() - 8, glint_y), QPointF(centre.x() + 7, glint_y))


def _label(painter: QPainter, text: str, area: QRectF, size: int) -> None:
    font = QFont("DejaVu Serif", size)
    font.setItalic(True)
    painter.setFont(font)
    painter.setPen(QColor(INK))
    painter.drawText(area, Qt.AlignmentFlag.AlignCenter, text)


def paint_map() -> QImage:
    """The floor plan; every square of :data:`WALLS` is stone wall, and no other square is."""
    rng = random.Random(7)
    image = QImage(IMAGE_W, IMAGE_H, QImage.Format.Format_RGB32)
    image.fill(WALL)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        _plank_floor(painter, _area_rect(1, 1, 13, 14))
        _tile_floor(painter, _area_rect(15, 1, 22, 6))
        _flagstone_floor(painter, _area_rect(15, 8, 22, 14), rng)
        for square in sorted(DOORS):
            painter.fillRect(_square_rect(square), PLANK if square in FRONT_DOORS else FLAG)
        # Floor painting may have strayed over the wall lines: walls last, square by square.
        for square in sorted(WALLS):
            _wall(painter, square)
        for square in sorted(DOORS):
            horizontal = square[1] in (0, GRID_H - 1, 7)
            _door(painter, square, is_open=square in OPEN_DOORS, horizontal=horizontal)
        _counter(painter)
        for square in TABLES:
            _round_table(painter, square)
        _kitchen(painter)
        for square in BARRELS:
            _barrel(painter, square)
        for square in CRATES:
            _crate(painter, square)
        _hole_and_rubble(painter, rng)
        _label(painter, "El Jabalí Tuerto", _area_rect(1, 13, 10, 14), 20)
        _label(painter, "Cocina", _area_rect(15, 5, 22, 6), 16)
        _label(painter, "Almacén", _area_rect(15, 9, 20, 10), 16)
    finally:
        painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(b"PNG"))
    if not writer.write(image):
        raise RuntimeError(f"Qt could not encode the map as PNG: {writer.errorString()}")
    return bytes(buffer.data().data())


# ------------------------------------------------------------------------ characters
@dataclass(frozen=True)
class SpellSpec:
    name: str
    level: int
    difficulty: int
    mana_cost: int
    notes: str


@dataclass
class Sheet:
    kind: str
    name: str
    player: str
    concept: str
    background: str
    attributes: Attributes
    skills: list[tuple[str, int]]
    money: int
    tokens: int = 1
    specialisations: dict[str, list[str]] = field(default_factory=dict)
    spells: list[SpellSpec] = field(default_factory=list)
    gear: list[tuple[str, str, bool]] = field(default_factory=list)  # name, kind, equipped
    weapons: list[tuple[str, bool]] = field(default_factory=list)  # catalog name, equipped
    square: Square = (0, 0)


QUICK_SHEET_SKILLS: list[tuple[str, int]] = [
    ("Advertir/Notar", 5), ("Sigilo", 4), ("Reflejos", 4), ("Atletismo", 3), ("Esquivar", 3),
    ("Armas a Distancia", 3), ("Cuerpo a Cuerpo", 2), ("Leyes", 2), ("Atletismo", 2),
    ("Buscar", 2), ("Callejeo", 1), ("Conducir", 1), ("Mecánica", 1), ("Ocultismo", 1),
    ("Informática", 1),
]

SHEETS: tuple[Sheet, ...] = (
    Sheet(
        kind="pc", name="Álex Rivera", player="Ana", concept="Detective privado",
        background="El personaje de ejemplo de la hoja rápida de RyF. Investiga lo que la "
        "policía archiva; esta noche sigue la pista de unas desapariciones en el barrio.",
        attributes=Attributes(fisico=7, destreza=8, inteligencia=7, percepcion=8),
        skills=QUICK_SHEET_SKILLS, money=250,
        weapons=[("Pistola automática", True)],
        gear=[("Linterna", "gear", False), ("Teléfono móvil", "gear", False)],
        square=(4, 9),
    ),
    Sheet(
        kind="pc", name="Marta Vidal", player="Luis", concept="Camarera y exboxeadora",
        background="Trabaja en El Jabalí Tuerto desde que dejó el ring. Nadie se pelea dos "
        "veces en su turno.",
        attributes=Attributes(fisico=9, destreza=7, inteligencia=6, percepcion=8),
        skills=[
            ("Cuerpo a Cuerpo", 5), ("Esquivar", 5), ("Atletismo", 4), ("Reflejos", 4),
            ("Advertir/Notar", 3), ("Callejeo", 3), ("Rumores", 2), ("Conducir", 2),
            ("Comercio", 1), ("Nadar", 1),
        ],
        specialisations={"Cuerpo a Cuerpo": ["Boxeo"]},
        money=120, weapons=[("Machete", False)], square=(9, 5),
    ),
    Sheet(
        kind="pc", name="Iñaki Sáez", player="Carmen", concept="Médico de urgencias y ocultista",
        background="Cura heridas de día y estudia libros prohibidos de noche. Es cliente fijo "
        "del bar.",
        attributes=Attributes(fisico=6, destreza=6, inteligencia=10, percepcion=8),
        skills=[
            ("Medicina", 5), ("Ocultismo", 4), ("Idiomas", 4), ("Informática", 3),
            ("Buscar", 3), ("Tradición/Historia", 3), ("Advertir/Notar", 2), ("Leyes", 2),
            ("Conducir", 2), ("Esquivar", 2), ("Reflejos", 1), ("Fauna", 1), ("Callejeo", 1),
            ("Armas a Distancia", 1), ("Supervivencia/Cazar", 1),
        ],
        spells=[SpellSpec(
            "Sello de protección", level=2, difficulty=15, mana_cost=3,
            notes="Ninguna criatura sobrenatural cruza la puerta sellada durante un minuto.",
        )],
        money=400, weapons=[("Revólver", False)], gear=[("Botiquín", "gear", False)],
        square=(4, 12),
    ),
    Sheet(
        kind="npc", name="Ramón Galán", player="", concept="Dueño de El Jabalí Tuerto",
        background="Sabe más de lo que cuenta sobre lo que vive bajo el barrio.",
        attributes=Attributes(fisico=7, destreza=6, inteligencia=8, percepcion=9),
        skills=[
            ("Comercio", 4), ("Rumores", 3), ("Callejeo", 3), ("Armas a Distancia", 2),
            ("Advertir/Notar", 2),
        ],
        money=1500, tokens=0, weapons=[("Escopeta recortada", True)], square=(12, 2),
    ),
)

#: The characters stand in the west of the bar (Ramón behind the counter); two goblins have come
#: out through the broken storeroom door into the bar, two more wait in the storeroom's fog.
GOBLIN_SQUARES: tuple[Square, ...] = ((13, 11), (13, 13), (16, 11), (19, 12))


def _unique_skills(skills: Iterable[tuple[str, int]]) -> list[tuple[str, int]]:
    """Each skill once, the first level given (the quick sheet lists Atletismo twice)."""
    seen: set[str] = set()
    kept = []
    for name, level in skills:
        if name not in seen:
            seen.add(name)
            kept.append((name, level))
    return kept


def sheet_iniciativa(sheet: Sheet) -> int:
    return iniciativa(CharacterSheet(sheet.attributes, dict(_unique_skills(sheet.skills)))).value


def _weapon(name: str) -> Weapon:
    for weapon in load_catalog().weapons:
        if weapon.name == name and weapon.era == SETTING:
            return weapon
    raise LookupError(f"the catalog has no {SETTING} weapon named {name!r}")


def goblin() -> Monster:
    for monster in load_catalog().monsters:
        if monster.name == "Goblin":
            return monster
    raise LookupError("the catalog's bestiary has no Goblin")


def monster_fields(monster: Monster) -> dict[str, object]:
    """The bestiary entry's values as a monster instance keeps them (the manual's columns)."""
    return {
        "pv": monster.pv, "ini": monster.initiative, "ata": monster.attack,
        "def": monster.defense, "abs": monster.absorption, "dano": monster.damage,
        "esp": monster.special,
    }


def _add_character(db: Session, sheet: Sheet, position: int) -> int:
    attributes = sheet.attributes
    row = Character(
        kind=sheet.kind, name=sheet.name, player=sheet.player, concept=sheet.concept,
        background=sheet.background, fisico=attributes.fisico, destreza=attributes.destreza,
        inteligencia=attributes.inteligencia, percepcion=attributes.percepcion,
        money=sheet.money, tokens=sheet.tokens, position=position,
    )
    db.add(row)
    db.flush()
    character_id = int(row.id or 0)
    skill_list = default_skills(SETTING)
    for skill_position, (name, level) in enumerate(_unique_skills(sheet.skills)):
        definition = find_skill(name, skill_list)
        if definition is None:
            raise LookupError(f"{name} is not in the {SETTING} skill list")
        skill = Skill(character_id=character_id, name=definition.name,
                      attribute=str(definition.attribute), level=level, position=skill_position)
        db.add(skill)
        db.flush()
        for special in sheet.specialisations.get(name, []):
            db.add(Specialisation(skill_id=int(skill.id or 0), name=special))
    for spell_position, spell in enumerate(sheet.spells):
        db.add(Spell(character_id=character_id, position=spell_position, name=spell.name,
                     level=spell.level, difficulty=spell.difficulty, mana_cost=spell.mana_cost,
                     notes=spell.notes))
    item_position = 0
    for weapon_name, equipped in sheet.weapons:
        weapon = _weapon(weapon_name)
        details: dict[str, str | bool] = {
            "damage": weapon.damage, "range": weapon.range_written, "price": str(weapon.price),
        }
        if weapon.reload:
            details["reload"] = True
        db.add(EquipmentItem(
            character_id=character_id, name=weapon.name, kind="weapon",
            catalog_name=weapon.written_name, equipped=equipped,
            grip="two_hands" if weapon.two_handed else ("one_hand" if equipped else ""),
            details=dump_json(details), position=item_position,
        ))
        item_position += 1
    for name, kind, equipped in sheet.gear:
        db.add(EquipmentItem(character_id=character_id, name=name, kind=kind,
                             equipped=equipped, position=item_position))
        item_position += 1
    return character_id


def build_campaign(path: Path, background: bytes) -> None:
    """The demo campaign at ``path`` (a new file), through the storage API."""
    rng = random.Random(GOBLIN_SEED)
    campaign = CampaignFile.create(path, CAMPAIGN_NAME, SETTING, REALISTA,
                                   backup_dir=path.parent / "backups")
    with campaign, campaign.transaction() as db:
        image = Image(mime="image/png", width=IMAGE_W, height=IMAGE_H,
                      sha256=hashlib.sha256(background).hexdigest(), data=background)
        db.add(image)
        db.flush()
        battlemap = Map(
            name="El Jabalí Tuerto: bar, cocina y almacén",
            background_image_id=image.id, grid_width=GRID_W, grid_height=GRID_H,
            image_scale=float(SQUARE_PX), walls=pack_squares(WALLS),
            difficult=pack_squares(DIFFICULT), fog=pack_squares(FOG),
            doors=pack_squares(DOORS), open_doors=pack_squares(OPEN_DOORS),
            notes="Los goblins han subido por el agujero del almacén y han roto su puerta: dos "
            "ya están en el bar, otros dos esperan en la niebla del almacén.",
        )
        db.add(battlemap)
        db.flush()
        map_id = int(battlemap.id or 0)
        combat = Combat(name="¡Goblins en el almacén!", map_id=map_id, status="preparing")
        db.add(combat)
        db.flush()
        combat_id = int(combat.id or 0)
        order = 0
        for position, sheet in enumerate(SHEETS):
            character_id = _add_character(db, sheet, position)
            x, y = sheet.square
            db.add(MapToken(map_id=map_id, character_id=character_id, x=x, y=y))
            db.add(Combatant(combat_id=combat_id, character_id=character_id,
                             iniciativa=sheet_iniciativa(sheet), order_position=order))
            order += 1
        entry = goblin()
        for number, (x, y) in enumerate(GOBLIN_SQUARES[:GOBLINS], start=1):
            monster = MonsterInstance(
                catalog_name=entry.name, name=f"{entry.name} {number}", number=number,
                pv_max=roll(entry.pv, rng).total, fields=dump_json(monster_fields(entry)),
            )
            db.add(monster)
            db.flush()
            monster_id = int(monster.id or 0)
            db.add(MapToken(map_id=map_id, monster_id=monster_id, x=x, y=y))
            db.add(Combatant(combat_id=combat_id, monster_id=monster_id,
                             iniciativa=entry.initiative, order_position=order))
            order += 1
        db.add(LogEntry(
            kind="note",
            text="Comienza la partida de demostración: algo ha subido por el alcantarillado "
            "al almacén de El Jabalí Tuerto.",
        ))


def main() -> None:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    background = png_bytes(paint_map())
    (HERE / PNG_NAME).write_bytes(background)
    with tempfile.TemporaryDirectory(prefix="ryf-demo-") as folder:
        path = Path(folder) / "demo.ryf"
        build_campaign(path, background)
        out = HERE / JSON_NAME
        export_campaign(path, out)
    document = json.loads(out.read_text(encoding="utf-8"))
    embedded = base64.b64decode(document["images"][0]["data"])
    assert embedded == background, "the exported picture differs from the painted one"
    print(f"wrote {HERE / PNG_NAME} ({len(background):,} bytes) and {out}")
    del app


if __name__ == "__main__":
    main()
