"""The rest of a game night's surfaces on a real display, each grabbed from the X screen.

On the demo, with the table screen on the second monitor: a sheet opens in a window of its own on
the laptop and the map keeps its width; View → Reset layout gives the first start's map width
back after the GM moved the docks about; the catalog's category tree shows every name whole; the
end of a fight asks first, its summary counts the rounds that were played, and the table screen
still shows the map afterwards; Blackout darkens the table screen but for a discreet pause mark;
a creature dragged from the catalog with the real mouse stands where it is dropped; at a small
laptop's 1366×768 the map stays the biggest thing, every map tool is on a row or in a named menu,
and the Dice dock fits its column without a sideways scroll bar.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.character import Attribute
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import CombatView, SpendAction, current_combat
from ryf_desktop.session.map_queries import map_view
from ryf_desktop.ui.combat.combat_dialogs import CombatSummaryDialog, EndCombatQuestion
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.map import SQUARE_PX
from ryf_desktop.ui.table_screen.install import TableScreenControl
from ryf_desktop.ui.table_screen.window import TableScreenWindow
from tests.e2e.desk import (
    Desk,
    RealMouse,
    ScreenGrabs,
    clear_windows,
    dark_share,
    lies_on,
    settle,
    type_text,
    visible_windows,
)
from tests.ui.test_catalog_tree_width import _clipped, _rows
from tests.ui.test_layout import assert_every_action_reachable

ENOUGH_MS = 5000
# The map keeps at least this share of the window's width (tests/ui/test_layout.py's figure).
MAP_SHARE = 0.55


@dataclass
class Table:
    window: MainWindow
    desk: Desk
    grabs: ScreenGrabs
    notes: dict[str, int] = field(default_factory=dict)

    @property
    def session(self) -> CampaignSession:
        session = self.window.campaign.session
        assert session is not None, "no campaign is open"
        return session

    @property
    def table(self) -> TableScreenWindow:
        control = self.window.findChild(TableScreenControl)
        assert isinstance(control, TableScreenControl)
        return control.table

    def combat(self) -> CombatView:
        combat = current_combat(self.session.model)
        assert combat is not None, "no combat"
        return combat

    def map_width(self) -> int:
        return self.window.map_panel.view.width()


@pytest.fixture(scope="module")
def gm(qapp: QApplication, desk: Desk, grabs: ScreenGrabs, gm_home: Path) -> Iterator[Table]:
    del gm_home  # the module's own settings and demo
    window = MainWindow(QSettings(), rng=random.Random(11), persist_layout=False,
                        take_backups=False)
    window.setGeometry(desk.laptop.availableGeometry())
    window.show()
    window.install_catalog()
    window.install_play()
    assert window.campaign.open_demo()
    yield Table(window, desk, grabs)
    clear_windows()


def new_window(qtbot: QtBot, kind: type[QWidget]) -> QWidget:
    qtbot.waitUntil(lambda: any(isinstance(w, kind) for w in visible_windows()),
                    timeout=ENOUGH_MS)
    found = next(w for w in visible_windows() if isinstance(w, kind))
    settle(qtbot)
    return found


def test_01_a_sheet_opens_in_a_window_of_its_own_and_the_map_keeps_its_width(
    gm: Table, qtbot: QtBot
) -> None:
    qtbot.waitUntil(lambda: gm.window.map_panel.view.isVisible(), timeout=ENOUGH_MS)
    settle(qtbot, 200)
    first = gm.map_width()
    gm.notes["first_map_width"] = first
    assert first >= MAP_SHARE * gm.window.width()
    gm.window.table_screen_action.trigger()
    qtbot.waitUntil(lambda: gm.table.isVisible(), timeout=ENOUGH_MS)
    assert lies_on(gm.table, gm.desk.table)
    docks = gm.window.sheet_docks.docks
    assert docks is not None
    gm.window.dock("characters").raise_()
    panel = docks.characters.panel
    panel.list.setCurrentIndex(panel.list.model().index(0, 0))
    settle(qtbot)
    QTest.mouseClick(panel.open_button, Qt.MouseButton.LeftButton)
    sheets = gm.window.dock("sheets")
    qtbot.waitUntil(lambda: sheets.isVisible() and bool(docks.sheets.sheets), timeout=ENOUGH_MS)
    settle(qtbot, 200)
    assert sheets.isWindow() and lies_on(sheets, gm.desk.laptop)
    assert gm.map_width() == first, "opening a sheet squeezed the map"
    # One press on the sheet's Destreza rolls at once, and the Dice dock says whose roll it is.
    sheet = next(iter(docks.sheets.sheets.values()))
    before = len(gm.session.log(500))
    QTest.mouseClick(sheet.view.attribute_roll_buttons[Attribute.DESTREZA],
                     Qt.MouseButton.LeftButton)
    settle(qtbot, 200)
    lines = gm.session.log(500)
    assert len(lines) == before + 1, "one press, one roll"
    result = gm.window.dice_roller.view.result_panel
    assert result.subject_label.isVisible() and "Destreza" in result.subject_label.text()
    assert result.subject_label.text().split(" — ")[0] in lines[-1].text
    gm.grabs.shoot(qtbot, "sheet_window_and_its_roll", sheets=sheets)


def test_02_reset_layout_gives_back_the_first_starts_map_width(
    gm: Table, qtbot: QtBot
) -> None:
    window = gm.window
    window.dock("dice").setFloating(True)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, window.dock("characters"))
    window.resizeDocks([window.dock("combat")], [700], Qt.Orientation.Horizontal)
    settle(qtbot, 200)
    assert gm.map_width() != gm.notes["first_map_width"]
    gm.grabs.shoot(qtbot, "docks_moved")
    window.reset_layout_action.trigger()
    settle(qtbot, 300)
    assert lies_on(window, gm.desk.laptop)
    assert gm.map_width() == gm.notes["first_map_width"]
    gm.grabs.shoot(qtbot, "layout_reset")


def test_03_the_catalogs_category_tree_shows_every_name_whole(
    gm: Table, qtbot: QtBot
) -> None:
    gm.window.dock("catalog").raise_()
    browser = gm.window.catalog_browser
    assert browser is not None
    tree = browser.view.tree
    qtbot.waitUntil(tree.isVisible, timeout=ENOUGH_MS)
    settle(qtbot, 200)
    rows = _rows(tree)
    assert rows, "the catalog's tree is empty"
    clipped = [str(index.data()) for index in rows if _clipped(tree, index)]
    assert not clipped, f"cut in the tree: {clipped}"
    gm.grabs.shoot(qtbot, "catalog_tree", catalog=gm.window.dock("catalog"))


def test_04_ending_the_fight_asks_first_counts_its_rounds_and_leaves_the_map_on_the_table(
    gm: Table, qtbot: QtBot
) -> None:
    window = gm.window
    window.dock("combat").raise_()
    view = window.combat_dock.view
    QTest.mouseClick(view.roll_all_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(view.begin_button, Qt.MouseButton.LeftButton)
    settle(qtbot)
    combat = gm.combat()
    assert combat.status == "running" and combat.active_id is not None
    # Something is done in round 1; round 2 has only begun when the fight ends.
    assert gm.session.push(SpendAction(gm.session, combat.active_id, "minor", "draws a knife"))
    while gm.combat().round == 1:
        QTest.mouseClick(view.next_button, Qt.MouseButton.LeftButton)
        settle(qtbot, 20)
    QTest.mouseClick(view.end_button, Qt.MouseButton.LeftButton)
    question = new_window(qtbot, EndCombatQuestion)
    assert isinstance(question, EndCombatQuestion) and lies_on(question, gm.desk.laptop)
    assert gm.combat().status == "running", "the fight ended before the GM answered"
    gm.grabs.shoot(qtbot, "end_combat_question", dialog=question)
    QTest.mouseClick(question.end_button, Qt.MouseButton.LeftButton)
    summary = new_window(qtbot, CombatSummaryDialog)
    assert isinstance(summary, CombatSummaryDialog) and lies_on(summary, gm.desk.laptop)
    texts = [label.text() for label in summary.findChildren(QLabel)]
    assert any("over after 1 round" in text for text in texts), texts
    gm.grabs.shoot(qtbot, "combat_summary", dialog=summary)
    assert isinstance(summary, QDialog)
    summary.reject()
    settle(qtbot, 200)
    table = gm.table
    image = gm.grabs.shoot(qtbot, "table_screen_after_the_fight")
    assert table.map_pages.currentWidget() is table.view, "the table screen shows no map"
    assert dark_share(image, table.frameGeometry()) < 0.9, "the table screen is black"


def test_05_blackout_darkens_the_table_screen_but_for_a_pause_mark(
    gm: Table, qtbot: QtBot
) -> None:
    control = gm.window.findChild(TableScreenControl)
    assert isinstance(control, TableScreenControl)
    control.blackout_action.trigger()
    settle(qtbot, 200)
    table = gm.table
    image = gm.grabs.shoot(qtbot, "blackout")
    assert dark_share(image, table.frameGeometry()) > 0.95
    mark = table.blackout_page.pause_label
    assert mark.isVisible() and mark.text()
    control.blackout_action.trigger()
    settle(qtbot, 200)
    image = gm.grabs.shoot(qtbot, "blackout_lifted")
    assert dark_share(image, table.frameGeometry()) < 0.9


def test_06_a_creature_dragged_from_the_catalog_stands_where_it_is_dropped(
    gm: Table, qtbot: QtBot, mouse: RealMouse
) -> None:
    window = gm.window
    sheets = window.dock("sheets")
    if sheets.isVisible() and sheets.isFloating():
        sheets.close()  # the GM puts the sheet away to see the map
    window.dock("catalog").raise_()
    browser = window.catalog_browser
    assert browser is not None
    view = browser.view
    view.search.clear()
    type_text(view.search, "goblin")
    settle(qtbot, 300)
    table = view.table
    model = table.model()
    row = next((r for r in range(model.rowCount())
                if str(model.index(r, 0).data() or "").startswith("Goblin")), None)
    assert row is not None, "the catalog finds no goblin"
    table.selectRow(row)
    table.scrollTo(model.index(row, 0))
    settle(qtbot)
    start = table.viewport().mapToGlobal(table.visualRect(model.index(row, 0)).center())
    map_id = window.map_panel.controller.map_id()
    assert map_id is not None
    board = map_view(gm.session.model, map_id)
    taken = {(token.x, token.y) for token in board.tokens}
    goal = next(square for square in ((x, 9) for x in range(6, 12))
                if square not in taken and square not in board.blocked)
    map_view_widget = window.map_panel.view
    local = map_view_widget.mapFromScene(
        QPointF((goal[0] + 0.5) * SQUARE_PX, (goal[1] + 0.5) * SQUARE_PX))
    end: QPoint = map_view_widget.viewport().mapToGlobal(local)
    assert QApplication.widgetAt(end) is map_view_widget.viewport(), "something covers the map"
    before = len(board.tokens)

    def dropped() -> bool:
        return len(map_view(gm.session.model, map_id).tokens) > before

    mouse.drag(qtbot, start, end, dropped)
    new = [token for token in map_view(gm.session.model, map_id).tokens
           if (token.x, token.y) == goal]
    assert new and new[0].name.startswith("Goblin"), "no goblin stands on the square dropped on"
    mouse.park()
    gm.grabs.shoot(qtbot, "creature_dragged_from_the_catalog")


@pytest.mark.parametrize("size", [(1366, 768), (1600, 900)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_07_at_a_smaller_screens_size_the_map_is_biggest_and_every_tool_reachable(
    gm: Table, qtbot: QtBot, size: tuple[int, int]
) -> None:
    window = gm.window
    window.setGeometry(QRect(0, 0, *size))
    qtbot.waitUntil(lambda: window.size().toTuple() == size, timeout=ENOUGH_MS)
    window.reset_layout_action.trigger()
    settle(qtbot, 300)
    assert gm.map_width() >= MAP_SHARE * window.width()
    view = window.map_panel.view
    for name in window.dock_names():
        dock = window.dock(name)
        if dock.isVisible() and not dock.isFloating():
            assert dock.width() * dock.height() < view.width() * view.height(), name
    dice = window.dice_roller.view.scroll_area
    assert window.dock("dice").isVisible()
    assert not dice.horizontalScrollBar().isVisible(), "the Dice dock scrolls sideways"
    for tool in ("select", "walls", "ruler"):
        window.map_panel.choose_tool(tool)
        settle(qtbot)
        assert_every_action_reachable(window.map_panel)
    gm.grabs.shoot(qtbot, f"window_at_{size[0]}x{size[1]}")
