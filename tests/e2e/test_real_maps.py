"""A map maker's map on a real display: a Dungeondraft-style file imported through File → Import
map…, and a token that cannot walk or see through its walls but can through a door once opened
(issue #18, "Done when" one: the grabs are its screenshots).

The file is tests/uvtt_files.py's dungeon with both doors of its room closed: the room's walls lie
on grid lines (x = 3 and 9, y = 1 and 6), its west door between (3, 2) and (3, 3). The hero stands
inside at (4, 2), two squares from the square (2, 2) beyond the west door. The steps run in order
on one window (a module's fixtures), a grab of both monitors saved after each; the players' side
is read from the table monitor's pixels.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRect, QSettings, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.map_features import Segment, SegmentKind
from ryf_desktop.rules.movement import Square
from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import BeginCombat, SetInitiative, StartCombat, current_combat
from ryf_desktop.session.map_commands import PaintSquares, PlaceToken
from ryf_desktop.session.map_queries import maps
from ryf_desktop.storage.uvtt import read_uvtt_file
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.map import SQUARE_PX
from ryf_desktop.ui.map.import_dialog import MapImportDialog
from ryf_desktop.ui.map.panel import DOORS, SELECT
from tests import uvtt_files
from tests.campaign_steps import add_character
from tests.e2e.desk import (
    Desk,
    MapRoom,
    RealMouse,
    ScreenGrabs,
    clear_windows,
    dark_share,
    lies_on,
    settle,
    visible_windows,
)

ENOUGH_MS = 5000
HERO = "Nerea Olmos"
HERO_AT = (4, 2)
BEYOND_THE_DOOR = (2, 2)  # west of the closed door, two squares from the hero
WEST_DOOR = Segment(3, 2, 3, 3, SegmentKind.DOOR, closed=True)
# The room's floor: the squares between its walls.
INSIDE = frozenset((x, y) for x in range(3, 9) for y in range(1, 6))
# The pillar standing in the room (an object outline: it blocks sight, not movement).
PILLAR = (5.5, 3.5, 6.5, 4.5)


def behind_the_pillar(square: Square) -> bool:
    """Whether the line from the hero's centre to ``square``'s runs through the pillar."""
    (x0, y0), (x1, y1) = ((HERO_AT[0] + 0.5, HERO_AT[1] + 0.5),
                          (square[0] + 0.5, square[1] + 0.5))
    left, top, right, bottom = PILLAR
    for step in range(1, 400):
        x, y = x0 + (x1 - x0) * step / 400, y0 + (y1 - y0) * step / 400
        if left < x < right and top < y < bottom:
            return True
    return False


# Outside the room, near enough to reach or see were there no walls.
OUTSIDE_NEAR = ((2, 2), (2, 1), (4, 0), (5, 0), (2, 3))
# Outside, where even the opened west door gives no line: behind the west wall's south part,
# and east of the (still closed) east door.
STILL_HIDDEN = ((1, 5), (2, 6), (10, 3), (10, 4))
# Seen through the opened west door, in a line with the hero.
THROUGH_THE_DOOR = ((2, 2), (1, 2), (0, 2))


class Crypt(MapRoom):
    """The GM's window on the campaign, the two monitors and the map once imported."""


    def hero_square(self) -> Square:
        token = next(token for token in self.map().tokens if token.name == HERO)
        return (token.x, token.y)

    def west_door(self) -> Segment:
        return next(segment for segment in self.map().segments
                    if segment.kind is SegmentKind.DOOR and segment.x1 == segment.x2 == 3)

    def status(self) -> str:
        return self.window.statusBar().currentMessage()

    def shoot(self, qtbot: QtBot, name: str) -> QImage:
        self.mouse.park()
        return self.grabs.shoot(qtbot, name)

    def gm_point(self, x: float, y: float) -> QPoint:
        """The global point of (x, y) squares on the GM's map view."""
        view = self.window.map_panel.view
        return view.viewport().mapToGlobal(
            view.mapFromScene(QPointF(x * SQUARE_PX, y * SQUARE_PX)))

    def square_point(self, square: Square) -> QPoint:
        return self.gm_point(square[0] + 0.5, square[1] + 0.5)

    def players_patch(self, square: Square) -> QRect:
        """A small patch round ``square``'s centre on the table monitor (X screen pixels)."""
        view = self.table.view
        centre = view.viewport().mapToGlobal(view.mapFromScene(
            QPointF((square[0] + 0.5) * SQUARE_PX, (square[1] + 0.5) * SQUARE_PX)))
        return QRect(centre.x() - 6, centre.y() - 6, 13, 13)

    def fogged_on_the_table(self, image: QImage, square: Square) -> bool:
        patch = self.players_patch(square)
        assert self.desk.table.geometry().contains(patch), f"{square} is off the table screen"
        return dark_share(image, patch, step=3) > 0.9


def the_file(folder: Path) -> Path:
    """The dungeon of tests/uvtt_files.py with its room shut: both doors closed."""
    document = uvtt_files.dungeon("png")
    for portal in document["portals"]:
        portal["closed"] = True
    return uvtt_files.write(folder / "cripta.dd2vtt", document)


@pytest.fixture(scope="module")
def crypt(qapp: QApplication, desk: Desk, grabs: ScreenGrabs, mouse: RealMouse,
          gm_home: Path) -> Iterator[Crypt]:
    del qapp
    path = gm_home / "cripta.ryf"
    CampaignSession.create(path, "La cripta", "actual", REALISTA,
                           backup_dir=gm_home / "backups").close()
    window = MainWindow(QSettings(), rng=random.Random(18), persist_layout=False,
                        take_backups=False)
    window.setGeometry(desk.laptop.availableGeometry())
    window.show()
    window.install_catalog()
    window.install_play()
    assert window.campaign.open_path(path)
    yield Crypt(window, desk, grabs, mouse, gm_home)
    clear_windows()


def test_01_file_import_map_previews_the_file_on_the_laptop_and_makes_the_map(
    crypt: Crypt, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = crypt.window
    qtbot.waitExposed(window)
    path = the_file(crypt.folder)
    # The file dialog is the platform's: the GM's choice is handed over as it would return it.
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kw: (str(path), ""))
    entry = next(action for action in window.file_menu.actions()
                 if action.objectName() == "import_map_action")
    entry.trigger()
    qtbot.waitUntil(lambda: any(isinstance(w, MapImportDialog) for w in visible_windows()),
                    timeout=ENOUGH_MS)
    dialog = next(w for w in visible_windows() if isinstance(w, MapImportDialog))
    assert isinstance(dialog, MapImportDialog)
    assert dialog.isWindow() and lies_on(dialog, crypt.desk.laptop)
    summary = dialog.summary.text()
    uvtt = read_uvtt_file(path)
    walls = uvtt.count(SegmentKind.WALL)
    # The room's six sides and the diagonal at least; the cave's 59 tiny ones may be simplified.
    assert 7 <= walls <= 66, walls
    for words in ("12 × 8 squares", "50 pixels a square", "picture 600 × 400",
                  f"{walls} wall segment", "4 object outline segment", "2 door(s) (2 closed)",
                  "2 light(s)"):
        assert words in summary, (words, summary)
    assert not dialog.picture.pixmap().isNull()
    crypt.grabs.shoot(qtbot, "import_preview", import_dialog=dialog)
    dialog.name_edit.selectAll()
    QTest.keyClicks(dialog.name_edit, "La cripta")
    QTest.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=ENOUGH_MS)
    made = maps(crypt.session.model)
    assert [m.name for m in made] == ["La cripta"]
    crypt.map_id = made[0].id
    assert window.map_panel.controller.map_id() == crypt.map_id
    board = crypt.map()
    assert (board.width, board.height) == (12, 8)
    assert WEST_DOOR in board.segments
    window.map_panel.view.fit_map()
    crypt.shoot(qtbot, "map_imported")


def test_02_the_hero_stands_in_the_room_the_fight_starts_and_the_fog_covers_all(
    crypt: Crypt, qtbot: QtBot
) -> None:
    session, map_id = crypt.session, crypt.map_id
    assert map_id is not None
    hero = add_character(session, HERO)
    assert hero is not None
    place = PlaceToken(session, map_id, *HERO_AT, character_id=hero)
    assert session.push(place) and place.token_id is not None
    everything = {(x, y) for x in range(12) for y in range(8)}
    assert session.push(PaintSquares(session, map_id, "fog", everything, on=True))
    start = StartCombat(session, "En la cripta", map_id=map_id, token_ids=[place.token_id],
                        rng=random.Random(4))
    assert session.push(start) and start.combat_id is not None
    combat = current_combat(session.model)
    assert combat is not None
    assert session.push(SetInitiative(session, combat.combatants[0].id, total=20))
    assert session.push(BeginCombat(session, start.combat_id))
    combat = current_combat(session.model)
    assert combat is not None and combat.round == 1
    crypt.window.table_screen_action.trigger()
    table = crypt.table
    qtbot.waitExposed(table)
    assert lies_on(table, crypt.desk.table)
    qtbot.waitUntil(lambda: table.shown_map_id == map_id, timeout=ENOUGH_MS)
    crypt.window.map_panel.view.fit_map()
    image = crypt.shoot(qtbot, "hero_in_the_room_all_fogged")
    assert crypt.hero_square() == HERO_AT
    for square in (*INSIDE, *OUTSIDE_NEAR):
        assert crypt.fogged_on_the_table(image, square), square


def test_03_pressing_the_token_shades_a_reach_that_stops_at_the_walls(
    crypt: Crypt, qtbot: QtBot
) -> None:
    scene = crypt.window.map_panel.controller.scene
    assert scene is not None and scene.reach is not None
    before = crypt.shoot(qtbot, "before_the_press")
    viewport = crypt.window.map_panel.view.viewport()
    local = viewport.mapFromGlobal(crypt.square_point(HERO_AT))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, local)
    settle(qtbot)
    try:
        reach = set(scene.reach.squares)
        pressed = crypt.grabs.shoot(qtbot, "reach_shown")
    finally:
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton,
                           Qt.KeyboardModifier.NoModifier, local)
        settle(qtbot)
    assert reach, "no reach shown"
    assert reach <= INSIDE, sorted(reach - INSIDE)
    assert {(3, 1), (3, 3), (5, 1), (6, 4)} <= reach
    # On the GM's screen: squares inside change colour (shaded), those beyond the walls do not.
    for square in ((3, 3), (6, 4), (5, 1)):
        at = crypt.square_point(square)
        assert pressed.pixel(at) != before.pixel(at), f"{square} inside is not shaded"
    for square in OUTSIDE_NEAR:
        at = crypt.square_point(square)
        assert pressed.pixel(at) == before.pixel(at), f"{square} beyond a wall is shaded"


def test_04_a_drag_through_the_wall_is_refused_with_the_reason(
    crypt: Crypt, qtbot: QtBot
) -> None:
    crypt.window.map_panel.choose_tool(SELECT)
    undo = crypt.session.undo_stack
    index = undo.index()
    crypt.window.statusBar().clearMessage()
    reason = QCoreApplication.translate(
        "CombatQueries", "No way there: walls or closed doors are in the way.")
    # Wait for the refusal itself: the press may show the budget on the status line first.
    crypt.mouse.drag(qtbot, crypt.square_point(HERO_AT), crypt.square_point(BEYOND_THE_DOOR),
                     lambda: reason in crypt.status())
    assert reason in crypt.status(), crypt.status()
    assert crypt.hero_square() == HERO_AT and undo.index() == index
    crypt.shoot(qtbot, "drag_through_the_wall_refused")


def reveal(crypt: Crypt, qtbot: QtBot) -> None:
    panel = crypt.window.map_panel
    assert panel.reveal_action.isEnabled()
    fog = crypt.map().fog
    panel.reveal_action.trigger()
    qtbot.waitUntil(lambda: crypt.map().fog != fog, timeout=ENOUGH_MS)


def test_05_reveal_from_sight_clears_the_room_and_stops_at_its_walls(
    crypt: Crypt, qtbot: QtBot
) -> None:
    reveal(crypt, qtbot)
    fog = crypt.map().fog
    shadow = {square for square in INSIDE if behind_the_pillar(square)}
    fogged = {square for square in INSIDE if square in fog}
    assert shadow and fogged == shadow, sorted(fogged)
    assert all(square in fog for square in (*OUTSIDE_NEAR, *STILL_HIDDEN))
    image = crypt.shoot(qtbot, "revealed_with_the_door_closed")
    for square in INSIDE - shadow - {HERO_AT}:
        assert not crypt.fogged_on_the_table(image, square), f"{square} still dark"
    for square in (*OUTSIDE_NEAR, *STILL_HIDDEN, *shadow):
        assert crypt.fogged_on_the_table(image, square), f"{square} seen through a wall"


def test_06_the_doors_tool_opens_the_west_door_with_a_click(crypt: Crypt, qtbot: QtBot) -> None:
    panel = crypt.window.map_panel
    panel.tool_actions[DOORS].trigger()
    assert panel.tool_actions[DOORS].isChecked()
    assert crypt.west_door().closed
    undo = crypt.session.undo_stack
    index = undo.index()
    crypt.mouse.click(qtbot, crypt.gm_point(3.05, 2.5))
    qtbot.waitUntil(lambda: not crypt.west_door().closed, timeout=ENOUGH_MS)
    assert undo.index() == index + 1
    crypt.shoot(qtbot, "west_door_opened")


def test_07_reveal_from_sight_now_passes_the_opened_door(crypt: Crypt, qtbot: QtBot) -> None:
    reveal(crypt, qtbot)
    fog = crypt.map().fog
    assert not any(square in fog for square in THROUGH_THE_DOOR)
    assert all(square in fog for square in STILL_HIDDEN)
    image = crypt.shoot(qtbot, "revealed_through_the_door")
    for square in THROUGH_THE_DOOR:
        assert not crypt.fogged_on_the_table(image, square), f"{square} not seen"
    for square in STILL_HIDDEN:
        assert crypt.fogged_on_the_table(image, square), f"{square} seen through a wall"


def test_08_the_same_drag_through_the_opened_door_is_accepted(
    crypt: Crypt, qtbot: QtBot
) -> None:
    crypt.window.map_panel.choose_tool(SELECT)
    undo = crypt.session.undo_stack
    index = undo.index()
    crypt.mouse.drag(qtbot, crypt.square_point(HERO_AT), crypt.square_point(BEYOND_THE_DOOR),
                     lambda: crypt.hero_square() == BEYOND_THE_DOOR)
    assert undo.index() == index + 1
    combat = current_combat(crypt.session.model)
    assert combat is not None and combat.combatants[0].moved_m == pytest.approx(3.0)
    crypt.shoot(qtbot, "walked_through_the_door")
