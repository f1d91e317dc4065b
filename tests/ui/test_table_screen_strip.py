"""The table screen's turn strip on a real combat: the active combatant highlighted, following Next
turn, no word (not even a "?") of a combatant whose token the GM hides or the fog covers, and never
wider than the window it was given."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import (
    BeginCombat,
    NextTurn,
    RollInitiative,
    StartCombat,
    current_combat,
)
from ryf_desktop.session.map_commands import MoveToken, PaintSquares, SetTokenHidden
from ryf_desktop.session.map_queries import TokenView, visible_to_players
from ryf_desktop.ui.table_screen import TableScreenWindow
from ryf_desktop.ui.table_screen.turn_strip import ChipFit, fit_chips
from tests.ui.test_table_screen_map import (
    image_of,
    new_map,
    place,
    push,
    settle,
    table,
)

__all__ = ["table"]  # a fixture shared with the map tests


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
    view = current_combat(session.model)
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
    after = current_combat(session.model)
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


# --- fog ---------------------------------------------------------------------------------------
def chip_names(table: TableScreenWindow) -> list[str]:
    # A map change reaches the strip on the next turn of the event loop (an undo too).
    QCoreApplication.processEvents()
    return [chip.text() for chip in table.strip.chips]


def active_row_name(session: CampaignSession) -> str:
    view = current_combat(session.model)
    assert view is not None
    return next(row.name for row in view.combatants if row.id == view.active_id)


def next_name_after(session: CampaignSession, unseen: str) -> str:
    """Who acts after ``unseen`` (the active one), leaving ``unseen`` out: the players' next."""
    view = current_combat(session.model)
    assert view is not None
    names = [row.name for row in view.combatants]
    start = names.index(unseen)
    return next(name for name in names[start + 1:] + names[:start] if name != unseen)


def token(x: int, y: int, size: int = 1, *, hidden: bool = False) -> TokenView:
    return TokenView(id=1, map_id=1, x=x, y=y, size=size, hidden=hidden, name="Ogro",
                     initials="O", side="monster", state="normal", colour="#884422",
                     portrait_image_id=None, character_id=None, monster_id=None)


def test_a_token_shows_to_players_only_with_no_square_under_the_fog() -> None:
    fog = frozenset({(3, 3)})
    assert visible_to_players(token(1, 1), fog)
    assert not visible_to_players(token(3, 3), fog)
    assert not visible_to_players(token(1, 1, hidden=True), frozenset())
    # A 2×2 token with only its far corner fogged still gives itself away: absent.
    assert not visible_to_players(token(2, 2, 2), fog)
    assert visible_to_players(token(1, 1, 2), fog)


def test_strip_leaves_out_combatants_under_the_fog_until_revealed(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession
) -> None:
    map_id = new_map(session)
    aldric = place(session, map_id, "Aldric", (1, 1))
    brisa = place(session, map_id, "Brisa", (2, 1))
    lurker = place(session, map_id, "Acechador", (6, 2), kind="npc")
    storeroom = {(x, y) for x in range(5, 8) for y in range(5)}
    push(session, PaintSquares(session, map_id, "fog", storeroom, True))
    table.set_session(session)
    combat_id = start_fight(session, map_id, [aldric, brisa, lurker])
    # Whoever acts first, the strip never names the lurker, nor gives it a chip, while the fog
    # covers it; while it acts, the highlight is on whoever the players see act next — what they
    # would see if it were not in the fight: neither a stalled nor a blank highlight.
    lurker_turns = 0
    for _turn in range(4):
        names = chip_names(table)
        assert sorted(names) == ["Aldric", "Brisa"]
        if active_row_name(session) == "Acechador":
            lurker_turns += 1
            assert table.strip.active_name() == next_name_after(session, "Acechador")
        else:
            assert table.strip.active_name() == active_row_name(session)
        push(session, NextTurn(session, combat_id))
    assert lurker_turns >= 1  # the loop did see its turn

    # Out of the fog by a step: the chip appears; back into it, it goes again.
    push(session, MoveToken(session, lurker, 4, 2))
    assert "Acechador" in chip_names(table)
    session.undo_stack.undo()
    assert "Acechador" not in chip_names(table)
    # The GM lifts the fog: the chip appears, under its name.
    push(session, PaintSquares(session, map_id, "fog", storeroom, False))
    assert "Acechador" in chip_names(table)
    assert "?" not in chip_names(table)


# --- width -------------------------------------------------------------------------------------
def test_chips_fit_at_their_own_width_when_there_is_room() -> None:
    assert fit_chips([100, 80], 0, 200, spacing=8, more_width=30) == ChipFit((0, 1), None, 0)


def test_names_are_never_cut_to_make_room_the_active_one_and_those_after_it_show_whole(
) -> None:
    widths = [300, 60, 300]
    fit = fit_chips(widths, 1, 420, spacing=8, more_width=30)
    assert fit.cap is None  # whole names, never "Mar…dal"
    assert fit.shown == (1, 2) and fit.more == 1
    assert sum(widths[i] for i in fit.shown) + 30 + 8 * len(fit.shown) <= 420


def test_when_they_overflow_the_active_one_and_those_after_it_show() -> None:
    widths = [120] * 12
    fit = fit_chips(widths, 10, 400, spacing=8, more_width=40)
    assert fit.shown == (10, 11)  # on into the next round as far as there is room
    assert fit.more == 10 and fit.cap is None
    assert sum(widths[i] for i in fit.shown) + 40 + 8 * len(fit.shown) <= 400
    # With no room even for the active one whole, it alone, cut to the strip.
    alone = fit_chips(widths, 5, 100, spacing=8, more_width=40)
    assert alone.shown == (5,) and alone.more == 11 and alone.cap == 52


def test_a_name_that_fits_the_strip_is_never_cut(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession
) -> None:
    names = ["Marta Vidal", "Álex Rivera", "Iñaki Sáez", "Ramón Galán", "Goblin 1", "Goblin 2",
             "Goblin 3", "Guerrero de la Compañía del Norte"]
    map_id = new_map(session, 10, 5)
    tokens = [place(session, map_id, name, (n, 1)) for n, name in enumerate(names)]
    table.resize(900, 600)
    table.set_session(session)
    combat_id = start_fight(session, map_id, tokens)
    settle(qtbot)
    for _turn in range(len(names)):
        shown = [(chip.text(), entry.name) for chip, entry
                 in zip(table.strip.chips, table.strip.entries, strict=True) if chip.isVisible()]
        assert shown and all(text == name for text, name in shown), shown
        assert table.strip.active_name() in [name for _text, name in shown]
        push(session, NextTurn(session, combat_id))


def active_chip_inside(table: TableScreenWindow) -> bool:
    # The chip the strip's style highlights.
    chip = next((c for c in table.strip.chips if c.property("active") is True), None)
    assert chip is not None
    box = chip.geometry()
    return (chip.isVisible() and chip.property("active") is True and box.left() >= 0
            and box.right() < table.strip.width())


def test_twelve_combatants_keep_the_window_at_its_width_with_the_active_chip_shown(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession
) -> None:
    map_id = new_map(session, 14, 5)
    tokens = [place(session, map_id, f"Guerrero de la Compañía del Norte {n}", (n, 1))
              for n in range(12)]
    table.resize(1280, 720)
    table.set_session(session)
    combat_id = start_fight(session, map_id, tokens)
    settle(qtbot)
    for width in (1280, 640):
        table.resize(width, 720)
        settle(qtbot)
        for _turn in range(13):
            assert table.width() == width
            assert table.strip.width() <= width
            assert active_chip_inside(table)
            shown = [i for i in range(12) if table.strip.chips[i].isVisible()]
            if len(shown) < 12:
                assert table.strip.more_chip.isVisible()
                assert table.strip.more_chip.text() == f"+{12 - len(shown)}"
                assert table.strip.more_chip.geometry().right() < table.strip.width()
            push(session, NextTurn(session, combat_id))
    # At 640 px twelve long names cannot all show: some are left to the "+N" chip.
    assert table.strip.more_chip.isVisible()
    assert table.minimumSizeHint().width() <= 640


def test_a_closed_table_screen_catches_up_with_the_fight_when_it_opens(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession
) -> None:
    map_id = new_map(session)
    tokens = [place(session, map_id, name, (x, 1)) for x, name in
              ((1, "Aldric"), (3, "Brisa"), (5, "Corvo"))]
    table.set_session(session)
    table.hide()
    combat_id = start_fight(session, map_id, tokens)
    push(session, NextTurn(session, combat_id))
    settle(qtbot)
    # Closed, the strip was not re-styled turn after turn.
    assert table.strip.chips == [] and table.strip.active_name() is None
    table.show()
    qtbot.waitExposed(table)
    view = current_combat(session.model)
    assert view is not None
    assert [chip.text() for chip in table.strip.chips] == [row.name for row in view.combatants]
    assert table.strip.active_name() == next(
        row.name for row in view.combatants if row.id == view.active_id
    )
    assert table.shown_map_id == map_id


@pytest.mark.parametrize("turn", [90, 270])
def test_turned_a_quarter_the_strip_turns_with_the_map_and_its_names_stay_whole(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession, turn: int
) -> None:
    names = ["Marta Vidal", "Álex Rivera", "Iñaki Sáez", "Ramón Galán", "Goblin 1", "Goblin 2"]
    map_id = new_map(session, 10, 5)
    tokens = [place(session, map_id, name, (n, 1)) for n, name in enumerate(names)]
    table.resize(1280, 800)
    table.set_session(session)
    start_fight(session, map_id, tokens)
    table.set_rotation(turn)
    settle(qtbot)
    # Laid out in the turned window (800 wide, 1280 tall) and painted turned with the map, so it
    # is upright for the players the map faces, along their edge.
    strip = table.strip
    assert table.view.rotation == turn and strip.window() is table.offstage
    assert strip.width() == 800 and table.offstage.strip_band() == strip.height() > 0
    shown = [(chip.text(), entry.name) for chip, entry in zip(strip.chips, strip.entries,
                                                                strict=True) if chip.isVisible()]
    assert len(shown) >= 2 and all(text == name for text, name in shown), shown
    assert all(chip.geometry().right() < strip.width() for chip in strip.chips
               if chip.isVisible())
    pictures = table.offstage.pictures()
    assert any(picture.height() == strip.height() for _at, picture in pictures)
