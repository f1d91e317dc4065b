"""An undone roll leaves the table screen at once: when the GM undoes the attack the banner shows,
the banner goes in the same turn of the event loop, not when its seconds are up; undoing
something after it (a move) leaves it shown, so the test can tell the two apart."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu

from ryf_desktop.session.map_commands import MoveToken
from ryf_desktop.ui.table_screen.pages import ROLL_DISPLAY_MS
from tests.ui.test_table_screen_demo import Demo, demo
from tests.ui.test_table_screen_secrets import SEEN, SEEN_TO, SEEN_TOKEN, attack, turn_of

__all__ = ["demo"]  # the demo's fixture, shared

VICTIM = "Álex Rivera"


def undo_from_the_edit_menu(demo: Demo) -> None:
    """Edit → Undo, as the GM clicks it."""
    edit_menu = demo.window.edit_menu
    assert isinstance(edit_menu, QMenu)
    undo = next(action for action in edit_menu.actions() if action.objectName() == "undo_action")
    assert undo.isEnabled()
    undo.trigger()
    demo.settle()


def test_undoing_the_shown_attack_takes_the_banner_away_at_once(demo: Demo) -> None:
    demo.push(MoveToken(demo.session, SEEN_TOKEN, *SEEN_TO))
    table = demo.open_table_screen()
    # Seconds: long enough to tell "at once".
    assert table.banner.timer.interval() == ROLL_DISPLAY_MS
    demo.begin_fight()
    turn_of(demo, SEEN)
    shown = attack(demo, SEEN, VICTIM, seed=2)
    demo.qtbot.waitUntil(table.banner.isVisible)
    assert table.banner.text_label.text() == shown.text

    # Undoing a later command (a move) keeps the attack in the log, and so on the banner.
    demo.push(MoveToken(demo.session, SEEN_TOKEN, SEEN_TO[0], SEEN_TO[1] + 1))
    undo_from_the_edit_menu(demo)
    assert table.banner.isVisible()
    assert table.banner.text_label.text() == shown.text

    undo_from_the_edit_menu(demo)
    assert shown not in demo.session.log(20)  # the attack is undone
    assert not table.banner.isVisible()
    assert table.banner.line is None
