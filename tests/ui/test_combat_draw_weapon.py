"""Drawing and dropping a weapon changes what the character holds (the sheet's Equipado), as one
undoable step with its log line, for a minor action; the attack dialog offers a carried weapon
to draw first."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from ryf_desktop.session.fighting.drawing import carried_weapons
from ryf_desktop.ui.combat.attack_dialog import DRAW, AttackDialog
from tests.ui.combat_demo import DemoTable, open_demo


@pytest.fixture
def demo(qtbot: QtBot, tmp_path: Path) -> Iterator[DemoTable]:
    table = open_demo(qtbot, tmp_path)
    table.begin()
    table.turn_of("Iñaki Sáez")  # a revolver carried, not in hand
    yield table
    table.close()


def revolver(demo: DemoTable) -> int:
    weapons = carried_weapons(demo.session.model, demo.row("Iñaki Sáez").id)
    return next(weapon.item_id for weapon in weapons if weapon.name == "Revólver")


def in_hand(demo: DemoTable, item_id: int) -> bool:
    weapons = carried_weapons(demo.session.model, demo.row("Iñaki Sáez").id)
    return next(weapon.in_hand for weapon in weapons if weapon.item_id == item_id)


def test_the_attack_offers_the_carried_revolver_and_draws_it(demo: DemoTable) -> None:
    item_id = revolver(demo)
    dialog = demo.controller.attacks.open_attack(demo.row("Goblin 1").id)
    assert isinstance(dialog, AttackDialog)
    index = dialog.attack_combo.findData(f"draw:{item_id}")
    assert index >= 0 and "Revólver" in dialog.attack_combo.itemText(index)
    dialog.attack_combo.setCurrentIndex(index)
    assert dialog.draw_button.isVisibleTo(dialog)
    assert "draw it first" in dialog.refusal_label.text()
    assert not dialog.roll_button.isEnabled()
    minors = demo.row("Iñaki Sáez").minors_left
    steps = demo.session.undo_stack.count()
    dialog.draw_button.click()
    assert demo.session.undo_stack.count() == steps + 1
    assert in_hand(demo, item_id)
    assert demo.row("Iñaki Sáez").minors_left == minors - 1
    assert demo.session.log(1)[-1].text == "Iñaki Sáez draws Revólver (minor action)."
    again = demo.controller.attack_dialog
    assert isinstance(again, AttackDialog) and again is not dialog
    assert again.attack_key() == f"item:{item_id}"
    assert again.target_id() == demo.row("Goblin 1").id
    assert all(choice.kind != DRAW or choice.draw_item != item_id
               for choice in again._attacks)
    assert again.roll_button.isEnabled()
    demo.session.undo_stack.undo()  # one step: the revolver back in its holster
    assert not in_hand(demo, item_id)
    assert demo.row("Iñaki Sáez").minors_left == minors


def test_drop_from_the_other_actions_menu(demo: DemoTable) -> None:
    item_id = revolver(demo)
    assert demo.controller.other.draw_weapon(item_id, draw=True) is None
    demo.controller.other.fill_menu()
    menu = demo.controller.other.menu.findChild(QMenu, "combat_draw_menu")
    assert isinstance(menu, QMenu)
    texts = [action.text() for action in menu.actions()]
    assert "Drop Revólver" in texts
    # One action: the minor is spent, a major pays for the drop (RULES §5).
    next(action for action in menu.actions() if action.text() == "Drop Revólver").trigger()
    assert not in_hand(demo, item_id)
    assert demo.session.log(1)[-1].text == "Iñaki Sáez drops Revólver (minor action)."
