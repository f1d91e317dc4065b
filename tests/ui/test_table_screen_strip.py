"""The table screen's turn strip on a real combat: the active combatant highlighted, following Next
turn, and no word of a combatant whose token the GM hides."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat_commands import BeginCombat, NextTurn, RollInitiative, StartCombat
from ryf_desktop.session.combat_queries import current_combat
from ryf_desktop.session.map_commands import SetTokenHidden
from ryf_desktop.ui.table_screen import TableScreenWindow
from tests.ui.test_table_screen_map import (
    image_of,
    new_map,
    place,
    push,
    session,
    settle,
    table,
)

__all__ = ["session", "table"]  # fixtures shared with the map tests


# --- the turn strip ----------------------------------------------------------------------------
def start_fight(session: CampaignSession, map_id: int, token_ids: list[int]) -> int:
    start = StartCombat(session, "Emboscada", map_id=map_id, token_ids=token_ids,
                        rng=random.Random(4))
    push(session, start)
    assert start.combat_id is not None
    combat_id = start.combat_id
    push(session, RollInitiative(session, combat_id, None, random.Random(7)))
    push(session, BeginCombat(session, combat_id))
    return combat_id


def chip_colour(table: TableScreenWindow, name: str) -> QColor:
    chip = next(chip for chip in table.strip.chips if chip.text() == name)
    image = image_of(table)
    centre = chip.mapTo(table, QPoint(6, chip.height() // 2))
    return QColor(image.pixel(centre))


def test_strip_highlights_the_active_combatant_and_follows_next_turn(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession
) -> None:
    map_id = new_map(session)
    tokens = [place(session, map_id, name, (x, 1)) for x, name in
              ((1, "Aldric"), (3, "Brisa"), (5, "Corvo"))]
    table.set_session(session)
    assert table.strip.isHidden()
    combat_id = start_fight(session, map_id, tokens)
    settle(qtbot)
    view = current_combat(session)
    assert view is not None
    assert view.active_id is not None
    order = [row.name for row in view.combatants]
    assert [chip.text() for chip in table.strip.chips] == order
    assert table.strip.isVisible()
    first = next(row.name for row in view.combatants if row.id == view.active_id)
    assert table.strip.active_name() == first
    assert table.shown_map_id == map_id  # no map chosen: the combat's
    gold = QColor("#f2c94c")
    assert chip_colour(table, first) == gold

    push(session, NextTurn(session, combat_id))
    after = current_combat(session)
    assert after is not None
    second = next(row.name for row in after.combatants if row.id == after.active_id)
    assert second != first
    assert table.strip.active_name() == second
    assert chip_colour(table, second) == gold
    assert chip_colour(table, first) != gold


def test_strip_leaves_out_a_combatant_whose_token_is_hidden(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession
) -> None:
    map_id = new_map(session)
    aldric = place(session, map_id, "Aldric", (1, 1))
    spy = place(session, map_id, "Espía", (4, 1), kind="npc", hidden=True)
    table.set_session(session)
    start_fight(session, map_id, [aldric, spy])
    names = [chip.text() for chip in table.strip.chips]
    assert "Aldric" in names
    assert "Espía" not in names
    push(session, SetTokenHidden(session, spy, False))
    assert "Espía" in [chip.text() for chip in table.strip.chips]


def test_a_roll_after_an_undone_command_still_shows(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession
) -> None:
    map_id = new_map(session)
    aldric = place(session, map_id, "Aldric", (1, 1))
    table.set_session(session)
    push(session, StartCombat(session, "Emboscada", map_id=map_id, token_ids=[aldric],
                              rng=random.Random(4)))
    session.undo_stack.undo()  # its log lines go, and their ids are free again
    table.banner.dismiss()
    session.log_roll("Aldric tira Percepción: 17")
    assert table.banner.isVisible()
    assert table.banner.text_label.text() == "Aldric tira Percepción: 17"
