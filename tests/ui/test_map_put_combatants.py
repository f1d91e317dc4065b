"""Combatants onto the map, on the demo campaign through the main window: a new combat gives
every combatant without a token one next to its side, and the tracker's "Put … on the map" puts
one for a combatant that has none (on the combat's map, or the shown one) — each undoable."""

from __future__ import annotations

from ryf_desktop.rules.movement import Square, footprint
from ryf_desktop.session.combat import AddCombatant, StartCombat
from ryf_desktop.session.map_queries import MapView, TokenView, map_view
from ryf_desktop.ui.combat.start_dialog import StartRequest
from tests.campaign_steps import add_character
from tests.ui.test_play_demo import Game, game

__all__ = ["game"]  # the fixture, used by name

NEWCOMER = "Nuria Pons"


def beside(square: Square, tokens: list[TokenView]) -> bool:
    return any(max(abs(square[0] - x), abs(square[1] - y)) == 1
               for token in tokens for x, y in footprint((token.x, token.y), token.size))


def assert_stands_well(board: MapView, token: TokenView) -> None:
    """On a walkable square of the map that no other token covers."""
    square = (token.x, token.y)
    assert board.on_map(square) and square not in board.blocked
    others = {part for other in board.tokens if other.id != token.id for part in other.squares}
    assert square not in others


def newcomer(game: Game) -> int:
    character_id = add_character(game.session, NEWCOMER)
    assert character_id is not None
    return character_id


def test_a_new_combat_on_the_demo_puts_a_character_without_a_token_next_to_the_pcs(
    game: Game,
) -> None:
    character_id = newcomer(game)
    map_id = game.window.map_panel.controller.map_id()
    assert map_id is not None
    before = map_view(game.session.model, map_id)
    pcs = [token for token in before.tokens if token.side == "pc"]
    goblins = [token for token in before.tokens if token.side == "monster"]
    request = StartRequest("Refuerzos", map_id, tuple(token.id for token in pcs),
                           (character_id,), ())
    assert game.window.combat_dock.controller.dialogs.submit_start(request) is None

    board = map_view(game.session.model, map_id)
    (token,) = [token for token in board.tokens if token.character_id == character_id]
    assert beside((token.x, token.y), pcs) and not beside((token.x, token.y), goblins)
    assert_stands_well(board, token)
    assert game.row(NEWCOMER).token_id == token.id
    # One undo takes back the start and the token.
    game.session.undo_stack.undo()
    assert map_view(game.session.model, map_id).tokens == before.tokens


def test_put_on_the_map_from_the_trackers_menu_places_the_combatant_beside_its_side(
    game: Game,
) -> None:
    character_id = newcomer(game)
    controller = game.window.combat_dock.controller
    combat = game.combat()
    assert controller.push(AddCombatant(game.session, combat.id, character_id=character_id,
                                        rng=game.dice)) is None
    rows = game.window.combat_dock.model.rows
    index = next(number for number, row in enumerate(rows) if row.name == NEWCOMER)
    assert rows[index].token_id is None
    menu = controller.row_menu(index)
    assert menu is not None
    put = next(action for action in menu.actions() if action.text() == f"Put {NEWCOMER} on the map")
    assert put.isEnabled()
    put.trigger()

    board = game.map()
    pcs = [token for token in board.tokens if token.side == "pc"
           and token.character_id != character_id]
    (token,) = [token for token in board.tokens if token.character_id == character_id]
    assert beside((token.x, token.y), pcs)
    assert_stands_well(board, token)
    message = game.window.combat_dock.view.message_label
    assert message.text() == f"{NEWCOMER} stands at column {token.x + 1}, row {token.y + 1}."
    again = controller.row_menu(index)
    assert again is not None
    assert not next(action for action in again.actions()
                    if action.text() == f"Put {NEWCOMER} on the map").isEnabled()
    game.session.undo_stack.undo()
    assert all(token.character_id != character_id for token in game.map().tokens)


def test_a_combat_without_a_map_puts_the_combatant_on_the_map_shown(game: Game) -> None:
    character_id = newcomer(game)
    controller = game.window.combat_dock.controller
    assert controller.push(StartCombat(game.session, "Sin mapa", character_ids=[character_id],
                                       rng=game.dice)) is None
    row = game.row(NEWCOMER)
    assert game.combat().map_id is None and row.token_id is None
    assert controller.put_on_map(row.id) is None
    shown = game.window.map_panel.controller.map_id()
    assert game.combat().map_id == shown
    (token,) = [token for token in game.map().tokens if token.character_id == character_id]
    assert_stands_well(game.map(), token)
