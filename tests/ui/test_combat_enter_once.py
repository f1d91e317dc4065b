"""Enter in a combat dialog does what its default button does, exactly once, and Enter in a
field that is not the last never rolls nor spends an action: each dialog that changes the
campaign is opened on the demo, Enter is pressed where a hurried GM presses it, and the steps
pushed on the undo stack are counted. Also: no two controls of a combat dialog share an Alt
letter, in English or in Spanish."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QDialog, QInputDialog, QLabel, QWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.ui.combat.attack_dialog import AttackDialog
from ryf_desktop.ui.combat.combat_dialogs import CombatSummaryDialog
from ryf_desktop.ui.combat.harm_dialog import HarmDialog
from ryf_desktop.ui.combat.opposed_dialog import OpposedRollDialog
from ryf_desktop.ui.combat.start_dialog import InitiativeDialog, StartCombatDialog
from tests.campaign_steps import set_wounds
from tests.ui.combat_demo import DemoTable, open_demo
from tests.ui.test_translations import compiled_qm, spanish

__all__ = ["compiled_qm", "spanish"]  # fixtures, used by name


@pytest.fixture
def demo(qtbot: QtBot, tmp_path: Path) -> Iterator[DemoTable]:
    table = open_demo(qtbot, tmp_path)
    yield table
    table.close()


def steps(demo: DemoTable) -> int:
    return demo.session.undo_stack.count()


def enter(widget: QWidget) -> None:
    widget.setFocus()
    QTest.keyClick(widget, Qt.Key.Key_Return)


def shown(demo: DemoTable, dialog: QDialog) -> None:
    demo.qtbot.waitExposed(dialog)
    dialog.activateWindow()
    demo.qtbot.waitUntil(dialog.isActiveWindow)


def test_enter_in_the_harm_amount_applies_it_once_from_the_tracker(demo: DemoTable) -> None:
    demo.begin()
    goblin = demo.row("Goblin 2")
    dialog = demo.controller.dialogs.open_harm(goblin.id)
    assert isinstance(dialog, HarmDialog)
    shown(demo, dialog)
    dialog.armour_check.setChecked(False)
    before, wounds = steps(demo), goblin.wounds
    assert dialog.focusWidget() is dialog.amount_edit  # typed at once
    QTest.keyClicks(dialog.amount_edit, "2")
    enter(dialog.amount_edit)
    assert steps(demo) == before + 1
    assert demo.row("Goblin 2").wounds == wounds + 2
    # Enter in the reason, above the amount, moves on and applies nothing.
    enter(dialog.reason_edit)
    assert steps(demo) == before + 1
    # Enter on the Damage/Heal choice is the default button's: Apply, once.
    enter(dialog.damage_radio)
    assert steps(demo) == before + 2


def test_enter_in_the_harm_amount_applies_it_once_from_the_sheet(demo: DemoTable) -> None:
    docks = demo.window.sheet_docks.docks
    assert docks is not None
    character_id = demo.row("Marta Vidal").character_id
    assert character_id is not None
    sheet = docks.sheets.open_sheet(character_id)
    assert sheet is not None
    QTest.mouseClick(sheet.view.harm_button, Qt.MouseButton.LeftButton)
    dialog = next((w for w in demo.window.findChildren(HarmDialog) if w.isVisible()), None)
    assert isinstance(dialog, HarmDialog)
    shown(demo, dialog)
    before = steps(demo)
    dialog.armour_check.setChecked(False)
    QTest.keyClicks(dialog.amount_edit, "3")
    enter(dialog.amount_edit)
    assert steps(demo) == before + 1
    details = demo.session.character(character_id)
    assert details is not None and details.character.wounds == 3
    dialog.close()


def ranged_attack(demo: DemoTable) -> AttackDialog:
    demo.begin()  # Álex acts, his pistol in hand
    dialog = demo.controller.attacks.open_attack(demo.row("Goblin 1").id)
    assert isinstance(dialog, AttackDialog)
    shown(demo, dialog)
    assert dialog.modifiers_box.isVisible()
    return dialog


def test_enter_in_the_distance_or_the_attack_dice_never_rolls(demo: DemoTable) -> None:
    dialog = ranged_attack(demo)
    before, actions = steps(demo), demo.row("Álex Rivera")
    dialog.distance_spin.setFocus()
    QTest.keyClicks(dialog.distance_spin, "20")
    enter(dialog.distance_spin)
    assert steps(demo) == before
    assert demo.dice.faces == [] and demo.row("Álex Rivera") == actions
    assert dialog.focusWidget() is not dialog.distance_spin  # Enter moved on
    QTest.keyClicks(dialog.throws_edit, "3 7 9")
    enter(dialog.throws_edit)
    assert steps(demo) == before
    assert dialog.focusWidget() is dialog.damage_edit
    QTest.keyClicks(dialog.damage_edit, "4 5")
    enter(dialog.damage_edit)
    assert steps(demo) == before + 1


def test_enter_on_the_attack_lists_moves_on_and_rolls_nothing(demo: DemoTable) -> None:
    dialog = ranged_attack(demo)
    before = steps(demo)
    demo.dice.faces.extend([9, 9, 9, 4, 5])
    enter(dialog.target_combo)
    assert steps(demo) == before
    assert dialog.focusWidget() is not dialog.target_combo
    enter(dialog.roll_button)  # the button itself: one roll
    assert steps(demo) == before + 1
    assert demo.dice.faces == []


def test_enter_in_the_opposed_roll_rolls_only_from_the_last_field(demo: DemoTable) -> None:
    demo.begin()
    dialog = demo.controller.dialogs.open_opposed()
    assert isinstance(dialog, OpposedRollDialog)
    shown(demo, dialog)
    dialog.second_modifier.setValue(5)  # a creature's value, which the GM types (no attributes)
    before = steps(demo)
    for field in (dialog.first_label, dialog.first_modifier, dialog.second_label):
        enter(field)
        assert steps(demo) == before, field.objectName()
    demo.dice.faces.extend([5, 5, 5, 4, 4, 4])
    enter(dialog.second_modifier)
    assert steps(demo) == before + 1


def test_enter_in_the_initiative_dice_sets_it_once(demo: DemoTable) -> None:
    demo.controller.dialogs.type_initiative(demo.row("Goblin 1").id)
    dialog = demo.controller.dialog
    assert isinstance(dialog, InitiativeDialog)
    shown(demo, dialog)
    before = steps(demo)
    QTest.keyClicks(dialog.dice_edit, "3 8 10")
    enter(dialog.dice_edit)
    assert steps(demo) == before + 1


def test_enter_in_a_free_action_spends_it_once(demo: DemoTable) -> None:
    demo.begin()
    dialog = demo.controller.other.ask_free_action("major")
    assert isinstance(dialog, QInputDialog)
    shown(demo, dialog)
    before = steps(demo)
    editor = dialog.focusWidget()
    assert editor is not None
    QTest.keyClicks(editor, "grita")
    enter(editor)
    assert steps(demo) == before + 1


def test_enter_in_the_start_dialog_name_starts_nothing(demo: DemoTable) -> None:
    demo.controller.dialogs.end_combat_now()
    summary = demo.controller.dialog
    assert summary is not None
    summary.close()
    demo.controller.dialogs.start_combat()
    dialog = demo.controller.dialog
    assert isinstance(dialog, StartCombatDialog)
    shown(demo, dialog)
    before = steps(demo)
    enter(dialog.name_edit)
    assert steps(demo) == before
    enter(dialog.map_combo)  # a field to pick from: moves on too
    assert steps(demo) == before
    enter(dialog.tokens)  # a list of fighters: the default button, Start, once
    assert steps(demo) == before + 1


def test_enter_in_the_summary_recovers_breath_once(demo: DemoTable) -> None:
    demo.begin()
    marta = demo.row("Marta Vidal")
    assert marta.character_id is not None
    # Hurt: only the hurt are offered a breath to recover.
    assert set_wounds(demo.session, marta.character_id, 6)
    summary = demo.controller.dialogs.end_combat_now()
    assert isinstance(summary, CombatSummaryDialog)
    shown(demo, summary)
    before = steps(demo)
    demo.dice.faces.extend([3] * len(summary.breath_checks))
    QTest.keyClick(summary, Qt.Key.Key_Return)
    QTest.keyClick(summary, Qt.Key.Key_Return)
    assert steps(demo) == before + 1


# --- Alt letters ----------------------------------------------------------------------------

MNEMONIC = re.compile(r"&([^&\s])")


def alt_letters(dialog: QDialog) -> dict[str, list[str]]:
    """The Alt letter of every control shown in ``dialog`` and the texts that use it."""
    letters: dict[str, list[str]] = {}
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisibleTo(dialog) or not isinstance(widget, QAbstractButton | QLabel):
            continue
        match = MNEMONIC.search(widget.text().replace("&&", ""))
        if match is not None:
            letters.setdefault(match.group(1).casefold(), []).append(widget.text())
    return letters


def shared_letters(dialog: QDialog) -> dict[str, list[str]]:
    return {key: texts for key, texts in alt_letters(dialog).items() if len(texts) > 1}


def shared_in_every_combat_dialog(demo: DemoTable) -> dict[str, dict[str, list[str]]]:
    """Letters shared, by dialog, in the ranged attack, harm, opposed and initiative dialogs
    (each read while it is open: opening the next closes it)."""
    controller = demo.controller
    demo.begin()
    # A pistol: the ranged modifiers.
    attack = controller.attacks.open_attack(demo.row("Goblin 1").id)
    assert attack is not None and attack.modifiers_box.isVisibleTo(attack)
    found = {attack.objectName(): shared_letters(attack)}
    for open_one in (
        lambda: controller.dialogs.open_harm(demo.row("Goblin 1").id),
        controller.dialogs.open_opposed,
        lambda: controller.dialogs.type_initiative(demo.row("Goblin 1").id),
    ):
        open_one()
        dialog = controller.dialog
        assert dialog is not None
        found[dialog.objectName()] = shared_letters(dialog)
    return found


def test_no_two_controls_of_a_combat_dialog_share_an_alt_letter(demo: DemoTable) -> None:
    found = shared_in_every_combat_dialog(demo)
    assert len(found) == 4
    assert all(shared == {} for shared in found.values()), found


@pytest.mark.usefixtures("spanish")
def test_no_two_controls_share_an_alt_letter_in_spanish(demo: DemoTable) -> None:
    found = shared_in_every_combat_dialog(demo)
    assert all(shared == {} for shared in found.values()), found
