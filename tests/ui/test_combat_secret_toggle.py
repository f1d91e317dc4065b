"""The attack dialog's "Secret roll" box follows the main window's secret-rolls switch both ways,
and an attack made with it ticked reaches the session as a secret one."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from ryf_desktop.session.fighting.plan import AttackModifiers
from ryf_desktop.ui.combat.attack_dialog import AttackDialog, AttackReport
from ryf_desktop.ui.combat.roll_dialog import SecretRollCheck
from ryf_desktop.ui.secret_rolls import SecretRolls
from tests.ui.combat_demo import DemoTable, open_demo


@pytest.fixture
def demo(qtbot: QtBot, tmp_path: Path) -> Iterator[DemoTable]:
    table = open_demo(qtbot, tmp_path)
    table.begin()
    yield table
    table.close()


def attack_dialog(demo: DemoTable) -> AttackDialog:
    dialog = demo.controller.attacks.open_attack()
    assert isinstance(dialog, AttackDialog)
    return dialog


def test_the_box_shows_the_switch_as_the_dialog_opens(demo: DemoTable) -> None:
    switch = demo.window.secret_rolls
    assert not switch.secret
    assert not attack_dialog(demo).secret_check.isChecked()
    switch.set_secret(True)
    assert attack_dialog(demo).secret_check.isChecked()


def test_the_box_and_the_switch_follow_each_other(demo: DemoTable) -> None:
    switch = demo.window.secret_rolls
    dialog = attack_dialog(demo)
    box = dialog.secret_check
    assert box.isVisible() and box.isEnabled()
    box.click()
    assert secret(switch)
    box.click()
    assert not secret(switch)
    switch.set_secret(True)  # turned on elsewhere (the Dice dock)
    assert box.isChecked()
    switch.set_secret(False)
    assert not box.isChecked()


def secret(switch: SecretRolls) -> bool:
    return switch.secret


def test_an_attack_with_the_box_ticked_is_secret_for_the_session(
    demo: DemoTable, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[AttackModifiers] = []
    real_attack = demo.controller.attacks.attack

    def attack(
        attacker_id: int, target_id: int, attack_key: str, modifiers: AttackModifiers,
        throws: Sequence[Sequence[int]] | None = None,
        damage_dice: Sequence[Sequence[int]] | None = None,
    ) -> AttackReport:
        seen.append(modifiers)
        return real_attack(attacker_id, target_id, attack_key, modifiers, throws, damage_dice)

    monkeypatch.setattr(demo.controller.attacks, "attack", attack)
    dialog = attack_dialog(demo)
    dialog.secret_check.click()
    demo.dice.faces.extend([3, 7, 9, 4, 5, 1, 1, 1])
    dialog.roll_button.click()
    demo.dice.faces.clear()
    assert [modifiers.secret for modifiers in seen] == [True]
    # The odds are the same secret or not: the preview asks without it.
    assert not dialog.modifiers().secret
    dialog.secret_check.click()
    demo.dice.faces.extend([3, 7, 9, 4, 5, 1, 1, 1])
    dialog.roll_button.click()
    demo.dice.faces.clear()
    assert [modifiers.secret for modifiers in seen] == [True, False]


def test_without_a_switch_the_box_is_the_dialog_s_own(qtbot: QtBot, tmp_path: Path) -> None:
    box = SecretRollCheck(None)
    qtbot.addWidget(box)
    assert not box.isChecked()
    box.click()
    assert box.isChecked()
    switch = SecretRolls(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    bound = SecretRollCheck(switch)
    qtbot.addWidget(bound)
    bound.click()
    assert switch.secret


def test_secret_rolls_are_a_mode_and_the_box_says_so(demo: DemoTable) -> None:
    dialog = attack_dialog(demo)
    box = dialog.secret_check
    assert "stays on for every roll until unticked" in box.text()
    assert "A mode" in box.toolTip() and "the next combatant's" in box.toolTip()
    box.click()
    demo.dice.faces.extend([2, 2, 2])
    dialog.roll()
    assert demo.session.log(1)[-1].secret
    dialog.close()
    demo.controller.next_turn()  # the next combatant attacks: still secret, as the box said
    again = attack_dialog(demo)
    assert again.secret_check.isChecked() and demo.window.secret_rolls.secret
    again.secret_check.click()  # unticked: the Dice dock's switch is off too
    assert not demo.window.secret_rolls.secret
