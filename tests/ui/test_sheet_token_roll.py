"""A sheet's roll that spends a token (or uses up a handed-back token's penalty), through the real
main window: the dice dock records the roll, its log line and what it spends as ONE undo step
before it shows it; a refusal shows instead of a result; the token goes with the first recorded
roll of the request only; a cancelled table throw and a roll by hand spend nothing."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.session import CampaignSession, EditCharacterField
from ryf_desktop.storage.records import Character
from ryf_desktop.ui.dice.check_inputs import RollRequest, RollSubject
from ryf_desktop.ui.dice.controller import DiceRollerController
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.sheet.sheets import CharacterSheetController
from tests.scripted_rng import ScriptedRng


@dataclass
class Table:
    """The GM's window with Ana's sheet open, its session and its scripted dice."""

    window: MainWindow
    session: CampaignSession
    sheet: CharacterSheetController
    dice: ScriptedRng

    @property
    def dock(self) -> DiceRollerController:
        return self.window.dice_roller.controller

    def ana(self) -> Character:
        row = self.session.model.get(Character, self.sheet.character_id)
        assert row is not None
        return row

    def lines(self) -> int:
        return len(self.session.log(1000))

    def roll_sigilo(self, faces: list[int]) -> None:
        """Sigilo rolled from the sheet, as a click on its row does: at once, in the dock."""
        sheet = self.sheet.sheet
        assert sheet is not None
        sigilo = next(line for line in sheet.skills if line.name == "Sigilo")
        self.dice.faces.extend(faces)
        self.sheet.skills.roll_skill(sigilo.id)

    def type_table_dice(self, text: str) -> None:
        field = self.dock.view.table_dice_edit
        QTest.keyClicks(field, text)
        QTest.keyClick(field, Qt.Key.Key_Return)


@pytest.fixture
def table(qtbot: QtBot, tmp_path: Path) -> Iterator[Table]:
    path = tmp_path / "fichas.ryf"
    CampaignSession.create(path, "Noir", "actual", REALISTA,
                           backup_dir=tmp_path / "backups").close()
    dice = ScriptedRng()
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        rng=dice, persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    window.show()
    assert window.campaign.open_path(path)
    docks, session = window.sheet_docks.docks, window.campaign.session
    assert docks is not None and session is not None
    character_id = docks.characters.new_character("Ana")
    assert character_id is not None
    assert session.push(EditCharacterField(session, character_id, "tokens", 2))
    yield Table(window, session, docks.sheets.sheets[character_id], dice)
    window.campaign.close_campaign()


def test_a_ticked_token_is_spent_with_the_roll_and_its_line_in_one_undo_step(
    table: Table,
) -> None:
    steps, lines = table.session.undo_stack.count(), table.lines()
    table.sheet.view.token_roll_check.setChecked(True)
    table.roll_sigilo([9, 2, 6])
    assert table.dock.view.token_check.isChecked()
    assert table.dock.view.result_panel.subject_label.text() == "Ana — Sigilo"
    assert table.dock.view.result_panel.total_label.text()
    line = table.session.log(1)[-1]
    assert line.text.startswith("Ana — Sigilo: ") and line.character_id == table.ana().id
    assert line.kind == "roll" and line.detail
    assert table.ana().tokens == 1 and table.sheet.view.tokens_spin.value() == 1
    assert not table.sheet.view.token_roll_check.isChecked()
    assert table.session.undo_stack.count() == steps + 1
    assert table.session.undo_stack.text(steps) == "Roll of “Ana”"

    table.window.campaign_actions.undo_action.trigger()  # Ctrl+Z
    assert table.ana().tokens == 2 and table.sheet.view.tokens_spin.value() == 2
    assert table.lines() == lines
    table.window.campaign_actions.redo_action.trigger()
    assert table.ana().tokens == 1 and table.lines() == lines + 1
    assert table.session.log(1)[-1].text == line.text


def test_a_handed_back_tokens_penalty_is_used_up_by_the_roll_in_the_same_step(
    table: Table,
) -> None:
    assert table.session.push(EditCharacterField(table.session, table.ana().id,
                                                 "token_penalty", True))
    steps, lines = table.session.undo_stack.count(), table.lines()
    table.roll_sigilo([9, 2, 6])
    assert table.dock.view.disadvantages_spin.value() == 1
    assert not table.ana().token_penalty and table.ana().tokens == 2
    assert not table.sheet.view.penalty_check.isChecked()
    assert table.session.undo_stack.count() == steps + 1 and table.lines() == lines + 1
    table.window.campaign_actions.undo_action.trigger()
    assert table.ana().token_penalty and table.sheet.view.penalty_check.isChecked()
    assert table.lines() == lines


def test_a_token_handed_back_is_one_more_token_and_the_next_roll_at_minus_one_in_one_step(
    table: Table,
) -> None:
    # RULES.md §8: the GM may hand a spent token back; the character's next roll is at −1.
    steps = table.session.undo_stack.count()
    table.sheet.view.penalty_check.setChecked(True)
    assert table.ana().tokens == 3 and table.ana().token_penalty
    assert table.sheet.view.tokens_spin.value() == 3
    assert table.session.undo_stack.count() == steps + 1
    assert table.session.undo_stack.text(steps) == "Hand a token back to “Ana”"
    table.window.campaign_actions.undo_action.trigger()
    assert table.ana().tokens == 2 and not table.ana().token_penalty
    assert not table.sheet.view.penalty_check.isChecked()
    table.window.campaign_actions.redo_action.trigger()
    # Unticked by the GM: the −1 is let go, the token stays with the player.
    table.sheet.view.penalty_check.setChecked(False)
    assert table.ana().tokens == 3 and not table.ana().token_penalty


def test_the_tables_dice_typed_after_the_roll_log_a_line_but_spend_nothing_again(
    table: Table,
) -> None:
    steps, lines = table.session.undo_stack.count(), table.lines()
    table.sheet.view.token_roll_check.setChecked(True)
    table.roll_sigilo([9, 2, 6])
    table.type_table_dice("3 8 9")
    assert table.dock.view.result_panel.total_label.text()
    assert table.lines() == lines + 2
    assert "· table" in table.session.log(1)[-1].text
    assert table.session.log(1)[-1].character_id == table.ana().id
    # The token went once, with the first roll recorded; the table's line is a plain log line.
    assert table.ana().tokens == 1
    assert table.session.undo_stack.count() == steps + 1


def _request_with_a_token(table: Table) -> RollRequest:
    """The request Ana's sheet makes for Sigilo with its token ticked, filled in the dock without
    rolling, as when the GM waits for the table's dice."""
    return RollRequest(subject=RollSubject("Ana", "Sigilo", table.ana().id), attribute=8,
                       skill=0, token=True)


def test_a_cancelled_table_throw_spends_nothing(table: Table) -> None:
    steps, lines = table.session.undo_stack.count(), table.lines()
    table.dock.prefill_check(_request_with_a_token(table))
    table.type_table_dice("3 10 10")  # the kept 10 explodes: the next throw is asked for
    assert table.dock.view.table_dice_prompt.isVisible()
    QTest.mouseClick(table.dock.view.cancel_throw_button, Qt.MouseButton.LeftButton)
    assert table.ana().tokens == 2 and table.lines() == lines
    assert table.session.undo_stack.count() == steps
    # Thrown again to the end, it is recorded: the token spent once.
    table.type_table_dice("3 10 10")
    table.type_table_dice("4 5 6")
    assert table.ana().tokens == 1 and table.lines() == lines + 1
    assert table.session.undo_stack.count() == steps + 1


def test_no_token_left_refuses_the_roll_shows_why_and_writes_nothing(
    table: Table, refusals: list[str]
) -> None:
    table.dock.prefill_check(_request_with_a_token(table))
    # Spent elsewhere between the request and the dice.
    assert table.session.push(EditCharacterField(table.session, table.ana().id, "tokens", 0))
    steps, lines = table.session.undo_stack.count(), table.lines()
    table.type_table_dice("3 8 9")
    view = table.dock.view
    assert view.roll_error.isVisible()
    assert view.roll_error.text() == "Ana has no tokens left to spend."
    assert refusals == [view.roll_error.text()]  # the window's warning, as for any refusal
    assert view.result_panel.total_label.text() == ""
    assert table.dock.log.rowCount() == 0
    assert table.lines() == lines and table.session.undo_stack.count() == steps
    # Unticked by hand, the roll is nobody's and spends nothing: it shows, and the error goes.
    view.token_check.setChecked(False)
    assert not view.roll_error.isVisible()
    table.type_table_dice("3 8 9")
    assert view.result_panel.total_label.text() and table.lines() == lines + 1
    assert table.session.log(1)[-1].character_id is None


def test_a_roll_by_hand_still_logs_outside_the_undo_history(table: Table) -> None:
    steps, lines = table.session.undo_stack.count(), table.lines()
    table.dice.faces.extend([9, 2, 6])
    QTest.mouseClick(table.dock.view.roll_button, Qt.MouseButton.LeftButton)
    assert table.lines() == lines + 1 and table.session.log(1)[-1].character_id is None
    assert table.session.undo_stack.count() == steps and table.ana().tokens == 2
