"""Moving tokens on the battlemap as a GM would, by dragging them: in a running combat only the
active combatant moves, within the area the rules engine says it can reach; a drop too far is
refused with the reason and changes nothing; a legal drop moves along the path and spends the
actions; walls and closed doors block; Alt-drag overrides; undo puts everything back."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.movement import footprint, reachable_squares
from ryf_desktop.session import (
    CampaignSession,
    ensure_demo_campaign,
    map_commands,
)
from ryf_desktop.session import combat as combats
from ryf_desktop.ui.map import MapScene
from ryf_desktop.ui.map.scene_style import REACH_COLOURS
from ryf_desktop.ui.map.tools import MoveTool
from tests.ui.test_map_helpers import (
    ALDRIC_AT,
    GOBLIN_AT,
    MAP_HEIGHT,
    MAP_WIDTH,
    MakePanel,
    Table,
    combatant,
    drag,
    make_panel,
    move,
    press,
    press_ctrl_z,
    release,
    shown_colour,
    start_fight,
    status_messages,
    table,
)

__all__ = ["make_panel", "table"]  # fixtures, used by name


def engine_reach(table: Table, metres: float) -> dict[tuple[int, int], float]:
    """What rules.movement says Aldric can reach, from the map as the session stores it."""
    view = table.view()
    goblin = view.token(table.goblin_token)
    assert goblin is not None
    return reachable_squares(
        ALDRIC_AT, metres, width=view.width, height=view.height, blocked=view.blocked,
        difficult=view.difficult, diagonal_rule=str(table.session.profile.diagonal_rule),
        enemies=set(footprint((goblin.x, goblin.y), goblin.size)),
    )


def test_pressing_the_active_token_shades_what_the_rules_engine_says_it_can_reach(
    table: Table, make_panel: MakePanel
) -> None:
    table.push(map_commands.PaintSquares(table.session, table.map_id, "walls",
                                         [(4, y) for y in range(2, 9)], True))
    table.push(map_commands.PaintSquares(table.session, table.map_id, "difficult",
                                         [(1, y) for y in range(12)], True))
    start_fight(table)
    panel = make_panel(table)
    scene = panel.controller.scene
    assert scene is not None and scene.reach is not None

    press(panel.view, ALDRIC_AT)

    shown = scene.reach.squares
    assert shown == set(engine_reach(table, 9.0))
    assert (5, 5) not in shown  # behind the wall: 4 squares round it is more than 9 m
    reach = combats.reach(table.session.model, combatant(table, 1).id)
    assert reach is not None
    for square, tier in reach.tiers.items():
        assert same_colour(shown_colour(scene.reach, square), REACH_COLOURS[tier]), square
    assert reach.tiers[(2, 3)] == "minor" and reach.tiers[(2, 1)] == "major"
    assert reach.tiers[(2, 0)] == "both" or (2, 0) not in reach.tiers
    release(panel.view, ALDRIC_AT)
    assert scene.reach.squares == frozenset()  # the shading goes with the drag


def same_colour(shown: QColor, meant: QColor) -> bool:
    """Equal but for the rounding of premultiplied alpha."""
    shown_parts = (shown.red(), shown.green(), shown.blue(), shown.alpha())
    meant_parts = (meant.red(), meant.green(), meant.blue(), meant.alpha())
    return all(abs(a - b) <= 2 for a, b in zip(shown_parts, meant_parts, strict=True))


def test_a_drop_10_5_m_away_is_refused_with_the_reason_and_changes_nothing(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    combat_id = start_fight(table)
    panel = make_panel(table)
    said = status_messages(panel)
    history = table.session.undo_stack.count()
    goal = (ALDRIC_AT[0] + 7, ALDRIC_AT[1])  # 7 squares: 10.5 m

    press(panel.view, ALDRIC_AT)
    move(qtbot, panel.view, (ALDRIC_AT[0] + 3, ALDRIC_AT[1]))
    move(qtbot, panel.view, goal)
    scene = panel.controller.scene
    assert scene is not None and scene.route is not None
    assert "10.5 m" in scene.route.label and "too far" in scene.route.label
    release(panel.view, goal)
    qtbot.wait(1)

    assert any("10.5 m" in text and "9 m is the most" in text for text in said), said
    assert table.token_square(table.aldric_token) == ALDRIC_AT
    assert scene.token_items[table.aldric_token].shown_square() == ALDRIC_AT
    row = combatant(table, combat_id)
    assert row.moved_m == 0 and row.majors_left == 1 and row.minors_left == 1
    assert table.session.undo_stack.count() == history


def test_a_9_m_drop_moves_along_the_path_and_spends_both_actions(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    combat_id = start_fight(table)
    panel = make_panel(table)
    goal = (ALDRIC_AT[0] + 6, ALDRIC_AT[1])

    press(panel.view, ALDRIC_AT)
    move(qtbot, panel.view, goal)
    scene = panel.controller.scene
    assert scene is not None and scene.route is not None
    assert scene.route.label == "9 m · 6 squares"
    release(panel.view, goal)
    qtbot.wait(1)

    assert table.token_square(table.aldric_token) == goal
    assert scene.token_items[table.aldric_token].shown_square() == goal
    row = combatant(table, combat_id)
    assert row.moved_m == 9
    assert (row.majors_left, row.minors_left) == (0, 0)  # one action: up to 9 m costs both
    assert any("Aldric Vance" in line.text and "9 m" in line.text
               for line in table.session.log(3)), [line.text for line in table.session.log(3)]

    table.session.undo_stack.undo()
    qtbot.wait(1)
    assert table.token_square(table.aldric_token) == ALDRIC_AT
    assert scene.token_items[table.aldric_token].shown_square() == ALDRIC_AT
    row = combatant(table, combat_id)
    assert row.moved_m == 0 and (row.majors_left, row.minors_left) == (1, 1)


def test_a_short_move_spends_only_the_minor_action(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    combat_id = start_fight(table)
    panel = make_panel(table)

    drag(qtbot, panel.view, [ALDRIC_AT, (ALDRIC_AT[0] + 1, ALDRIC_AT[1] + 1),
                             (ALDRIC_AT[0] + 2, ALDRIC_AT[1])])

    row = combatant(table, combat_id)
    assert row.moved_m == 3 and (row.majors_left, row.minors_left) == (1, 0)


def test_a_closed_door_blocks_the_way_and_an_open_one_lets_through(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    wall = [(5, y) for y in range(MAP_HEIGHT) if y != 5]
    table.push(map_commands.PaintSquares(table.session, table.map_id, "walls", wall, True))
    table.push(map_commands.PaintSquares(table.session, table.map_id, "doors", [(5, 5)], True))
    start_fight(table)
    panel = make_panel(table)
    scene = panel.controller.scene
    assert scene is not None and scene.reach is not None
    said = status_messages(panel)

    press(panel.view, ALDRIC_AT)
    assert not any(x >= 5 for x, _ in scene.reach.squares)
    release(panel.view, ALDRIC_AT)
    drag(qtbot, panel.view, [ALDRIC_AT, (7, 5)])
    assert table.token_square(table.aldric_token) == ALDRIC_AT
    assert any("wall" in text or "No way" in text for text in said), said

    panel.choose_tool("doors")
    press(panel.view, (5, 5))
    release(panel.view, (5, 5))
    assert (5, 5) in table.view().open_doors
    panel.choose_tool("select")
    qtbot.wait(1)
    press(panel.view, ALDRIC_AT)
    assert {(6, 5), (7, 5)} <= scene.reach.squares
    release(panel.view, ALDRIC_AT)
    drag(qtbot, panel.view, [ALDRIC_AT, (7, 5)])
    assert table.token_square(table.aldric_token) == (7, 5)


def test_only_the_active_combatant_moves_and_alt_drag_overrides_with_a_log_line(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    combat_id = start_fight(table)
    panel = make_panel(table)
    said = status_messages(panel)

    drag(qtbot, panel.view, [GOBLIN_AT, (GOBLIN_AT[0] - 1, GOBLIN_AT[1])])
    assert table.token_square(table.goblin_token) == GOBLIN_AT
    assert any("(it is Aldric Vance's)" in text for text in said), said

    far = (ALDRIC_AT[0] + 8, ALDRIC_AT[1])  # 12 m: beyond any turn
    drag(qtbot, panel.view, [ALDRIC_AT, far], Qt.KeyboardModifier.AltModifier)
    assert table.token_square(table.aldric_token) == far
    row = combatant(table, combat_id)
    assert row.moved_m == 0 and (row.majors_left, row.minors_left) == (1, 1)
    assert "override" in said[-1]

    table.session.undo_stack.undo()
    qtbot.wait(1)
    assert table.token_square(table.aldric_token) == ALDRIC_AT


def test_the_menu_arms_an_override_for_the_next_drag(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    start_fight(table)
    panel = make_panel(table)
    scene = panel.controller.scene
    assert scene is not None
    menu = panel.context_menu(scene.token_items[table.goblin_token].pos())
    assert menu is not None
    anyway = next(action for action in menu.actions() if action.objectName() == "move_anyway")
    anyway.trigger()
    tool = panel.view.tool
    assert isinstance(tool, MoveTool) and tool.override_token == table.goblin_token

    drag(qtbot, panel.view, [GOBLIN_AT, (GOBLIN_AT[0] + 3, GOBLIN_AT[1])])
    assert table.token_square(table.goblin_token) == (GOBLIN_AT[0] + 3, GOBLIN_AT[1])


def test_out_of_combat_tokens_move_freely_and_undo_puts_them_back(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    panel = make_panel(table)
    far = (MAP_WIDTH - 1, MAP_HEIGHT - 1)

    drag(qtbot, panel.view, [ALDRIC_AT, far])
    assert table.token_square(table.aldric_token) == far

    table.session.undo_stack.undo()
    qtbot.wait(1)
    assert table.token_square(table.aldric_token) == ALDRIC_AT
    scene = panel.controller.scene
    assert scene is not None
    assert scene.token_items[table.aldric_token].shown_square() == ALDRIC_AT


def test_auto_reveal_after_a_move_is_one_step_with_the_move(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    every = [(x, y) for y in range(MAP_HEIGHT) for x in range(MAP_WIDTH)]
    table.push(map_commands.PaintSquares(table.session, table.map_id, "fog", every, True))
    panel = make_panel(table)
    panel.auto_reveal_action.setChecked(True)
    history = table.session.undo_stack.count()

    drag(qtbot, panel.view, [ALDRIC_AT, (ALDRIC_AT[0] + 2, ALDRIC_AT[1])])

    assert (ALDRIC_AT[0] + 2, ALDRIC_AT[1]) not in table.view().fog
    assert len(table.view().fog) < len(every)
    assert table.session.undo_stack.count() == history + 1
    press_ctrl_z(panel, table.session)
    assert table.view().fog.squares() == frozenset(every)
    assert table.token_square(table.aldric_token) == ALDRIC_AT


def test_with_nobody_to_see_the_move_is_made_and_the_status_line_says_why(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    every = [(x, y) for y in range(MAP_HEIGHT) for x in range(MAP_WIDTH)]
    table.push(map_commands.PaintSquares(table.session, table.map_id, "fog", every, True))
    table.push(map_commands.SetTokenHidden(table.session, table.aldric_token, True))
    panel = make_panel(table)
    panel.auto_reveal_action.setChecked(True)
    said = status_messages(panel)
    history = table.session.undo_stack.count()

    goal = (GOBLIN_AT[0], GOBLIN_AT[1] + 2)
    drag(qtbot, panel.view, [GOBLIN_AT, goal])

    assert table.token_square(table.goblin_token) == goal
    assert table.view().fog.squares() == frozenset(every)
    assert table.session.undo_stack.count() == history + 1
    assert "nobody sees" in said[-1]


def test_on_the_demo_map_a_turn_shows_its_reach_refuses_10_5_m_and_makes_a_9_m_move(
    qtbot: QtBot, tmp_path: Path, make_panel: MakePanel
) -> None:
    session = CampaignSession.open(ensure_demo_campaign(tmp_path / "demo" / "demo.ryf"),
                                   backup_dir=tmp_path / "backups")
    try:
        combat = combats.current_combat(session.model)
        assert combat is not None and combat.map_id is not None
        assert session.push(combats.RollInitiative(session, combat.id, None,
                                                           random.Random(7)))
        assert session.push(combats.BeginCombat(session, combat.id))
        combat = combats.current_combat(session.model)
        assert combat is not None and combat.map_id is not None
        active = next(row for row in combat.combatants if row.active)
        assert active.token_id is not None
        table = Table(session, combat.map_id, 0, 0, active.token_id, 0)
        panel = make_panel(table)
        players = MapScene(session, combat.map_id, audience="players")
        scene = panel.controller.scene
        assert scene is not None and scene.reach is not None
        start = table.token_square(active.token_id)
        reach = combats.reach(session.model, active.id)
        assert reach is not None

        press(panel.view, start)
        assert scene.reach.squares == set(reach.costs)
        release(panel.view, start)

        far = next(
            square for square in sorted(set(_ring(start, 7)))
            if combats.move_check(session.model, active.id, square).cost_m == 10.5
        )
        said = status_messages(panel)
        drag(qtbot, panel.view, [start, far])
        assert table.token_square(active.token_id) == start
        assert "10.5 m" in said[-1]

        nine = next(square for square, cost in sorted(reach.costs.items()) if cost == 9)
        drag(qtbot, panel.view, [start, nine])
        assert table.token_square(active.token_id) == nine
        row = next(row for row in combats.combat_view(session.model, combat.id).combatants
                   if row.id == active.id)
        assert row.moved_m == 9
        players.refresh()
        shown = players.token_items.get(active.token_id)
        assert shown is None or shown.shown_square() == nine  # absent only under the fog
        players.detach()
    finally:
        session.close()


def _ring(centre: tuple[int, int], radius: int) -> list[tuple[int, int]]:
    """The squares ``radius`` steps from ``centre`` (Chebyshev), inside the map or not."""
    x, y = centre
    return [(x + dx, y + dy) for dx in range(-radius, radius + 1)
            for dy in range(-radius, radius + 1) if max(abs(dx), abs(dy)) == radius]


def test_a_drag_asks_the_board_of_its_press_until_the_campaign_changes(
    qtbot: QtBot, table: Table, make_panel: MakePanel, monkeypatch: pytest.MonkeyPatch
) -> None:
    start_fight(table)
    panel = make_panel(table)
    scene = panel.controller.scene
    assert scene is not None and scene.route is not None
    # A performance contract: the board is worked out once a drag, not once a square.
    made: list[combats.MoveBoard | None] = []
    board_of = combats.MoveBoard.of

    def counted(*args: Any, **kwargs: Any) -> combats.MoveBoard | None:
        made.append(board_of(*args, **kwargs))
        return made[-1]

    monkeypatch.setattr(combats.MoveBoard, "of", staticmethod(counted))
    x, y = ALDRIC_AT
    press(panel.view, ALDRIC_AT)
    for square in ((x + 1, y), (x + 2, y), (x + 1, y), (x + 2, y)):
        move(qtbot, panel.view, square)
    assert len(made) == 1  # made at the press, asked at each move
    assert scene.route.label == "3 m · 2 squares"
    # A wall painted during the drag (another window, a shortcut): the next move sees it.
    table.push(map_commands.PaintSquares(table.session, table.map_id, "walls", [(x + 3, y)],
                                         True))
    move(qtbot, panel.view, (x + 3, y))
    assert len(made) == 2
    assert scene.route.label == "That square is a wall or a closed door."
    release(panel.view, (x + 3, y))
    qtbot.wait(1)
    assert table.token_square(table.aldric_token) == ALDRIC_AT  # refused, as the route said
    assert len(made) == 2
    drag(qtbot, panel.view, [ALDRIC_AT, (x + 2, y)])
    assert table.token_square(table.aldric_token) == (x + 2, y)
    assert len(made) == 4  # a new drag's board, and the move command's own on its draft
