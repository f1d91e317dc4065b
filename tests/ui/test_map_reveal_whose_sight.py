"""Reveal from sight on the demo as the play-test left it (finding 2): Álex Rivera at (4, 9),
Marta Vidal at (9, 5) and Iñaki Sáez at (6, 13) look into the storeroom through its one open
door at (14, 11) from outside. Each sees a narrow wedge of it past the door frame, and the three
wedges together leave the storeroom striped: the walls' shadows, not a fault of the sight test.
The status line says whose eyes the reveal used and why it is patchy."""

from __future__ import annotations

from ryf_desktop.rules.sight import SightGrid
from ryf_desktop.session.map_commands import MoveToken
from tests.ui.test_play_demo import Game, game

__all__ = ["game"]  # a fixture, used by name

INAKI = 3  # Iñaki Sáez's token in the demo
STOREROOM = [(x, y) for y in range(8, 15) for x in range(15, 23)]


def test_reveal_from_sight_says_whose_eyes_and_leaves_the_door_frame_s_shadows(
    game: Game,
) -> None:
    assert game.session.push(MoveToken(game.session, INAKI, 6, 13))
    game.qtbot.wait(1)
    board = game.map()
    game.window.map_panel.reveal_action.trigger()
    status = game.status()
    assert status.startswith("28 square")  # (the plural is the translations' to set)
    assert status.endswith(
        " revealed. Seen from where Álex Rivera, Marta Vidal, Iñaki Sáez stand; walls and "
        "doorframes cast shadows."
    )
    fog = game.map().fog
    # Row 13 of the storeroom: Marta's wedge lights (16, 13), Álex's (20..22, 13).
    assert [(x, 13) in fog for x in range(15, 23)] == [
        True, False, True, True, True, False, False, False]
    # Each character alone sees a wedge without holes; the stripes come from their union.
    grid = SightGrid(board.width, board.height, board.blocked)
    for eyes in ((4, 9), (9, 5), (6, 13)):
        seen = grid.seen_mask([eyes])
        for y in range(8, 15):
            row = [x for x in range(15, 23) if (x, y) in seen]
            assert row == list(range(row[0], row[-1] + 1)) if row else True, (eyes, y)
    # From inside, the storeroom is seen whole.
    inside = SightGrid(board.width, board.height, board.blocked).seen_mask([(17, 10)])
    assert all(square in inside for square in STOREROOM)
