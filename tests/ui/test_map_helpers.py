"""What the map tests share: a campaign with a map and tokens, a shown map panel, a running
combat, and mouse drags from square to square. (No tests here.)"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QKeySequence, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.movement import Square
from ryf_desktop.rules.profile import HEROICO
from ryf_desktop.session import (
    CampaignSession,
    map_commands,
    map_queries,
)
from ryf_desktop.session import combat as combats
from ryf_desktop.storage.records import MonsterInstance
from ryf_desktop.ui.common import SessionHolder
from ryf_desktop.ui.map import SQUARE_PX, MapPanel
from ryf_desktop.ui.map.view import MapView
from tests.campaign_steps import add_character
from tests.session.map_samples import put_record

MAP_WIDTH = 20
MAP_HEIGHT = 12
ALDRIC_AT = (2, 5)
GOBLIN_AT = (12, 5)


@dataclass
class Table:
    """A campaign with one map: Aldric (a player character) and Goblin 1 on it."""

    session: CampaignSession
    map_id: int
    aldric: int  # character id
    goblin: int  # monster instance id
    aldric_token: int
    goblin_token: int

    def view(self) -> map_queries.MapView:
        return map_queries.map_view(self.session.model, self.map_id)

    def token_square(self, token_id: int) -> Square:
        token = self.view().token(token_id)
        assert token is not None
        return (token.x, token.y)

    def push(self, command: object) -> None:
        assert self.session.push(command), "the test's setup command was refused"  # type: ignore[arg-type]


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Table]:
    session = CampaignSession.create(tmp_path / "mapa.ryf", "Partida", "medieval", HEROICO,
                                     backup_dir=tmp_path / "backups")
    try:
        create = map_commands.CreateMap(session, "Cripta", MAP_WIDTH, MAP_HEIGHT)
        assert session.push(create) and create.map_id is not None
        aldric = add_character(session, "Aldric Vance")
        assert aldric is not None
        goblin_id = put_record(
            session, MonsterInstance, catalog_name="Goblin", name="Goblin 1", number=1,
            pv_max=12, fields='{"ini": 15, "ata": 14, "def": 16, "abs": 0, "dano": "1d6+2"}',
        )
        place_aldric = map_commands.PlaceToken(session, create.map_id, *ALDRIC_AT,
                                               character_id=aldric)
        place_goblin = map_commands.PlaceToken(session, create.map_id, *GOBLIN_AT,
                                               monster_id=goblin_id)
        assert session.push(place_aldric) and session.push(place_goblin)
        assert place_aldric.token_id is not None and place_goblin.token_id is not None
        yield Table(session, create.map_id, aldric, goblin_id, place_aldric.token_id,
                    place_goblin.token_id)
    finally:
        session.close()


def start_fight(table: Table, aldric_total: int = 15, goblin_total: int = 12) -> int:
    """A running combat on the map, Aldric acting first; returns the combat id."""
    session = table.session
    start = combats.StartCombat(
        session, "Emboscada", map_id=table.map_id,
        token_ids=(table.aldric_token, table.goblin_token), rng=random.Random(4),
    )
    table.push(start)
    assert start.combat_id is not None
    for row in combats.combat_view(session.model, start.combat_id).combatants:
        total = aldric_total if row.character_id == table.aldric else goblin_total
        table.push(combats.SetInitiative(session, row.id, total=total))
    table.push(combats.BeginCombat(session, start.combat_id))
    return start.combat_id


def combatant(table: Table, combat_id: int, *, character: bool = True
              ) -> combats.CombatantRow:
    view = combats.combat_view(table.session.model, combat_id)
    return next(row for row in view.combatants
                if (row.character_id is not None) == character)


MakePanel = Callable[[Table], MapPanel]


@pytest.fixture
def make_panel(qtbot: QtBot) -> Iterator[MakePanel]:
    made: list[tuple[MapPanel, SessionHolder]] = []

    def make(table: Table) -> MapPanel:
        holder = SessionHolder(table.session)
        panel = MapPanel(holder, rng=random.Random(2))
        qtbot.addWidget(panel)
        panel.resize(1100, 760)
        panel.show()
        qtbot.waitExposed(panel)
        panel.view.fit_map()
        made.append((panel, holder))
        return panel

    yield make
    for panel, holder in made:
        holder.set_session(None)
        panel.close()


def point(view: MapView, square: Square) -> QPoint:
    """The viewport point at the centre of ``square``."""
    return view.mapFromScene(QPointF((square[0] + 0.5) * SQUARE_PX, (square[1] + 0.5) * SQUARE_PX))


def press(view: MapView, square: Square,
          modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, modifiers, point(view, square))


def move(qtbot: QtBot, view: MapView, square: Square) -> None:
    QTest.mouseMove(view.viewport(), point(view, square))
    qtbot.wait(1)  # the route is asked for once the move is handled


def release(view: MapView, square: Square,
            modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, modifiers,
                       point(view, square))


def drag(qtbot: QtBot, view: MapView, path: list[Square],
         modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """Press on the first square, pass over the others, let go on the last."""
    press(view, path[0], modifiers)
    for square in path[1:]:
        move(qtbot, view, square)
    release(view, path[-1], modifiers)
    qtbot.wait(1)  # the scene refreshes once the command's signals are all out


def status_messages(panel: MapPanel) -> list[str]:
    """Everything the panel says on the status line from now on."""
    said: list[str] = []
    panel.status_message.connect(said.append)
    return said


def press_ctrl_z(panel: MapPanel, session: CampaignSession) -> None:
    """The GM's Ctrl+Z over the map: the session's undo as the window offers it (an action
    with the standard shortcut), pressed once."""
    undo = session.undo_stack.createUndoAction(panel)
    undo.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
    undo.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    panel.addAction(undo)
    panel.activateWindow()
    panel.view.setFocus()
    QApplication.processEvents()
    index = session.undo_stack.index()
    QTest.keyClick(panel.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    panel.removeAction(undo)
    assert session.undo_stack.index() == index - 1, "Ctrl+Z took one step back"


def shown_colour(layer: QGraphicsItem, square: Square) -> QColor:
    """The colour ``layer`` paints in the middle of ``square`` (painted alone, over nothing, at
    16 px a square): what the map shows there."""
    rect = layer.boundingRect()
    scale = 16 / SQUARE_PX
    image = QImage(round(rect.right() * scale), round(rect.bottom() * scale),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.scale(scale, scale)
    option = QStyleOptionGraphicsItem()
    option.exposedRect = rect
    layer.paint(painter, option, None)
    painter.end()
    return image.pixelColor(square[0] * 16 + 8, square[1] * 16 + 8)
