"""The attack dialog opens on the weapon the attacker has equipped — never "Unarmed" beside a
pistol — and on the weapon and target it used last, while that target can still be attacked."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ryf_desktop.session.fighting.stats import ATTACK_UNARMED, MELEE, RANGED, AttackOption
from ryf_desktop.ui.combat.attack_dialog import AttackDialog, AttackMemory, weapon_in_hand
from tests.ui.combat_demo import DemoTable, open_demo


@pytest.fixture
def demo(qtbot: QtBot, tmp_path: Path) -> Iterator[DemoTable]:
    table = open_demo(qtbot, tmp_path)
    table.begin()
    yield table
    table.close()


def attack_dialog(demo: DemoTable) -> AttackDialog:
    demo.dock.view.attack_button.click()
    dialog = demo.controller.attack_dialog
    assert isinstance(dialog, AttackDialog) and dialog.isVisible()
    return dialog


def test_alex_attacks_with_his_pistol_not_unarmed(demo: DemoTable) -> None:
    dialog = attack_dialog(demo)
    assert dialog.attack_combo.currentText().startswith("Pistola automática")
    assert dialog.attack_combo.itemText(0).startswith("Unarmed")  # still offered, not chosen
    stats = demo.controller.fighters_of(demo.row("Álex Rivera").id)
    assert stats is not None
    pistol = next(option for option in stats.attacks if option.label == "Pistola automática")
    assert dialog.attack_key() == pistol.key
    # The preview is the pistol's: a ranged attack, its modifiers shown.
    assert dialog.preview_shown is not None and dialog.preview_shown.kind == "ranged"
    assert not dialog.modifiers_box.isHidden()


def test_ramon_attacks_with_his_shotgun(demo: DemoTable) -> None:
    demo.turn_of("Ramón Galán")
    dialog = attack_dialog(demo)
    assert dialog.attack_combo.currentText().startswith("Escopeta recortada")


def test_marta_with_her_machete_unequipped_attacks_unarmed(demo: DemoTable) -> None:
    demo.turn_of("Marta Vidal")
    dialog = attack_dialog(demo)
    assert dialog.attack_key() == ATTACK_UNARMED
    # The machete she carries is offered to draw first (a minor action), not chosen.
    assert dialog.attack_combo.count() == 2
    assert dialog.attack_combo.itemText(1) == "Machete — carried: draw it first"


def test_the_weapon_and_target_used_last_come_back(demo: DemoTable) -> None:
    dialog = attack_dialog(demo)
    goblin_2 = demo.row("Goblin 2")
    first_target = dialog.target_id()
    assert first_target != goblin_2.id  # the list's first enemy is offered at first
    dialog.target_combo.setCurrentIndex(dialog.target_combo.findData(goblin_2.id))
    key = dialog.attack_key()
    demo.dice.faces.extend([3, 7, 9, 4, 5, 1, 1, 1])  # the attack's d10s, the damage's d6s
    dialog.roll()
    demo.dice.faces.clear()
    assert "Goblin 2" in demo.session.log(1)[-1].text
    dialog.close()
    again = attack_dialog(demo)
    assert again is not dialog
    assert (again.attack_key(), again.target_id()) == (key, goblin_2.id)
    # A target given (the order's context menu) wins over the one remembered.
    goblin_1 = demo.row("Goblin 1")
    chosen = demo.controller.attacks.open_attack(goblin_1.id)
    assert chosen is not None and chosen.target_id() == goblin_1.id


def _option(key: str, kind: str = MELEE, item_id: int | None = None) -> AttackOption:
    return AttackOption(key=key, label=key, kind=kind, modifier=5, damage="1d6", ranges=None,
                        ignores_armour=False, reload=False, item_id=item_id)


UNARMED = _option(ATTACK_UNARMED)
KNIFE = _option("item:4", item_id=4)
KNIFE_THROWN = _option("item:4:throw", RANGED, item_id=4)
PISTOL = _option("item:7", RANGED, item_id=7)


def test_the_weapon_in_hand_is_the_first_equipped_one() -> None:
    assert weapon_in_hand([UNARMED, PISTOL]) == PISTOL.key
    assert weapon_in_hand([UNARMED, KNIFE, KNIFE_THROWN, PISTOL]) == KNIFE.key
    assert weapon_in_hand([UNARMED]) == ATTACK_UNARMED
    assert weapon_in_hand([_option("monster")]) == "monster"
    assert weapon_in_hand([]) is None


def test_the_memory_offers_the_last_choice_only_while_it_is_on_offer() -> None:
    memory = AttackMemory()
    options = [UNARMED, KNIFE, PISTOL]
    assert memory.attack_for(1, options) == KNIFE.key
    assert memory.target_for(1, [10, 11]) is None
    memory.remember(1, PISTOL.key, 11)
    assert memory.attack_for(1, options) == PISTOL.key
    assert memory.target_for(1, [10, 11]) == 11
    # Another attacker's choice is its own.
    assert memory.attack_for(2, options) == KNIFE.key
    # The pistol dropped, the target fallen (no longer offered): back to the defaults.
    assert memory.attack_for(1, [UNARMED, KNIFE]) == KNIFE.key
    assert memory.target_for(1, [10]) is None
