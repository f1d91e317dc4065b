"""The fight forecast on screen (issue #26): the Start combat dialog follows the fighters the GM
picks, the Combat dock follows the fight after each step, and the fights are played off the GUI
thread, the newest request replacing an older one."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from ryf_desktop.rules import forecast_play
from ryf_desktop.rules.forecast import Forecast
from ryf_desktop.ui.combat.forecast_panel import ForecastPanel
from ryf_desktop.ui.combat.start_dialog import StartCombatDialog
from ryf_desktop.ui.dice.formatting import number
from tests.ui.combat_demo import DemoTable, open_demo

WAIT_MS = 20_000


@pytest.fixture
def table(qtbot: QtBot, tmp_path: Path) -> Iterator[DemoTable]:
    demo = open_demo(qtbot, tmp_path)
    yield demo
    demo.close()


def _start_dialog(table: DemoTable) -> StartCombatDialog:
    table.controller.start_combat()
    dialog = table.controller.dialog
    assert isinstance(dialog, StartCombatDialog)
    # No map: the characters are offered by name, no creature is chosen yet.
    dialog.map_combo.setCurrentIndex(0)
    return dialog


def _add(qtbot: QtBot, dialog: StartCombatDialog, name: str, count: int) -> Forecast:
    dialog.monster_combo.setCurrentText(name)
    dialog.monster_count.setValue(count)
    with qtbot.waitSignal(dialog.forecast_panel.shown, timeout=WAIT_MS) as shown:
        QTest.mouseClick(dialog.add_monster_button, Qt.MouseButton.LeftButton)
    result = shown.args[0]
    assert isinstance(result, Forecast)
    return result


def test_start_dialog_forecasts_as_the_gm_adds_creatures(qtbot: QtBot, table: DemoTable) -> None:
    dialog = _start_dialog(table)
    panel = dialog.forecast_panel
    assert panel.isVisible()
    assert "both sides" in panel.figures.text()  # the party alone: nothing to forecast
    few = _add(qtbot, dialog, "Goblin", 1)
    text = panel.figures.text()
    assert text.startswith("The party wins") and "±" in text and "rounds" in text
    assert "Goblin 1" in text
    assert "not" in panel.note.text() and number(10_000) in panel.note.text()
    assert few.names[-1] == "Goblin 1" and few.fights == 10_000
    more = _add(qtbot, dialog, "Goblin", 3)
    assert more.names.count("Goblin 4") == 1
    assert more.party_wins <= few.party_wins + few.party_wins_margin
    # Removing the creatures leaves nothing to forecast again.
    dialog.monsters.setCurrentRow(0)
    QTest.mouseClick(dialog.remove_monster_button, Qt.MouseButton.LeftButton)
    assert "both sides" in panel.figures.text()
    assert panel.latest is None


def test_the_dock_forecasts_the_fight_after_each_step(qtbot: QtBot, table: DemoTable) -> None:
    panel = table.dock.forecast_panel
    qtbot.waitUntil(lambda: panel.latest is not None, timeout=WAIT_MS)
    assert panel.isVisible() and panel.latest is not None
    before = panel.latest
    assert "Goblin 1" in before.names
    with qtbot.waitSignal(panel.shown, timeout=WAIT_MS) as shown:
        table.begin()
    after = shown.args[0]
    assert isinstance(after, Forecast) and sorted(after.names) == sorted(before.names)
    # Ending the combat: no combat, no forecast.
    table.controller.end_combat_now()
    qtbot.waitUntil(lambda: not panel.isVisible(), timeout=WAIT_MS)


def test_forecasts_run_off_the_gui_thread_and_the_newest_wins(
    qtbot: QtBot, table: DemoTable, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads: list[threading.Thread] = []
    real = forecast_play.forecast

    def watched(*args: object, **kwargs: object) -> Forecast:
        threads.append(threading.current_thread())
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr("ryf_desktop.ui.combat.forecast_panel.forecast", watched)
    dialog = _start_dialog(table)
    panel: ForecastPanel = dialog.forecast_panel
    seen: list[Forecast] = []
    panel.shown.connect(seen.append)
    dialog.monster_combo.setCurrentText("Goblin")
    for _ in range(3):  # three clicks in a row: only the last fight's figures are shown
        QTest.mouseClick(dialog.add_monster_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(seen) and not panel.runner.busy, timeout=WAIT_MS)
    qtbot.wait(50)
    assert len(seen) == 1
    assert seen[0].names[-1] == "Goblin 3"
    assert threads and all(thread is not threading.main_thread() for thread in threads)
