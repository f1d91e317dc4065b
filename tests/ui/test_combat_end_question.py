"""End combat asks first: "End the combat" ends it and opens the summary; "Keep fighting", Escape
or closing the box leave the fight running, untouched. The question speaks Spanish."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTranslator
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ryf_desktop.ui.combat.combat_dialogs import CombatSummaryDialog, EndCombatQuestion
from tests.ui.combat_demo import DemoTable, open_demo

ROOT = Path(__file__).resolve().parents[2]
LRELEASE = Path(sys.executable).parent / "pyside6-lrelease"


@pytest.fixture
def demo(qtbot: QtBot, tmp_path: Path) -> Iterator[DemoTable]:
    table = open_demo(qtbot, tmp_path)
    table.begin()
    yield table
    table.close()


def ask(demo: DemoTable) -> EndCombatQuestion:
    """The dock's End combat… button, as the GM clicks it."""
    demo.dock.view.end_button.click()
    question = demo.controller.dialog
    assert isinstance(question, EndCombatQuestion)
    demo.qtbot.waitExposed(question)
    return question


def assert_still_fighting(demo: DemoTable, undo_index: int) -> None:
    # The box is gone (deleted on close) and nothing was pushed.
    demo.qtbot.waitUntil(lambda: demo.controller.dialog is None)
    assert demo.combat().status == "running"
    assert demo.row("Álex Rivera").active
    assert demo.session.undo_stack.index() == undo_index
    assert "running" in demo.dock.view.title_label.text()
    assert demo.dock.view.next_button.isEnabled()


def test_the_question_names_the_fight_and_its_two_answers(demo: DemoTable) -> None:
    question = ask(demo)
    assert question.isModal() or question.windowModality() != Qt.WindowModality.NonModal
    assert "¡Goblins en el almacén!" in question.text()
    assert question.end_button.text() == "End the combat"
    assert question.keep_button.text() == "Keep fighting"
    assert question.escapeButton() is question.keep_button


def test_escape_keeps_fighting(demo: DemoTable) -> None:
    undo_index = demo.session.undo_stack.index()
    question = ask(demo)
    QTest.keyClick(question, Qt.Key.Key_Escape)
    assert_still_fighting(demo, undo_index)


def test_keep_fighting_keeps_fighting(demo: DemoTable) -> None:
    undo_index = demo.session.undo_stack.index()
    question = ask(demo)
    question.keep_button.click()
    assert_still_fighting(demo, undo_index)


def test_closing_the_box_keeps_fighting(demo: DemoTable) -> None:
    undo_index = demo.session.undo_stack.index()
    question = ask(demo)
    question.close()
    assert_still_fighting(demo, undo_index)


def test_end_the_combat_ends_it_and_opens_the_summary(demo: DemoTable) -> None:
    question = ask(demo)
    question.end_button.click()
    summary = demo.controller.dialog
    assert isinstance(summary, CombatSummaryDialog) and summary.isVisible()
    assert demo.dock.view.title_label.text() == "No combat"
    summary.close()
    # Undo brings the fight back, as the question says.
    demo.window.campaign_actions.undo_action.trigger()
    demo.qtbot.waitUntil(lambda: "running" in demo.dock.view.title_label.text())


def test_the_question_is_in_spanish(demo: DemoTable, tmp_path: Path) -> None:
    compiled = tmp_path / "es.qm"
    subprocess.run(
        [str(LRELEASE), str(ROOT / "i18n" / "ryf_desktop_es.ts"), "-qm", str(compiled)],
        check=True, capture_output=True,
    )
    translator = QTranslator()
    assert translator.load(str(compiled))
    app = QApplication.instance()
    assert app is not None
    app.installTranslator(translator)
    try:
        question = EndCombatQuestion("Emboscada")
        demo.qtbot.addWidget(question)
        assert question.end_button.text() == "Terminar el combate"
        assert question.keep_button.text() == "Seguir luchando"
        assert question.windowTitle() == "Terminar el combate"
        assert "Emboscada" in question.text() and "combate" in question.text()
        assert "Deshacer" in question.informativeText()
    finally:
        app.removeTranslator(translator)
