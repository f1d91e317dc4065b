"""The fight forecast on screen (issue #26): the Start combat dialog follows the fighters the GM
picks, the Combat dock follows the fight after each step, and the fights are played off the GUI
thread, in the window's worker process, the newest request replacing an older one."""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTranslator
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ryf_desktop.rules import forecast_play
from ryf_desktop.rules.forecast import FightState, Forecast
from ryf_desktop.ui.combat.forecast_panel import ForecastPanel
from ryf_desktop.ui.combat.forecast_worker import ForecastWorker
from ryf_desktop.ui.combat.start_dialog import StartCombatDialog
from ryf_desktop.ui.dice.formatting import number
from tests.ui.combat_demo import DemoTable, open_demo

WAIT_MS = 20_000
ROOT = Path(__file__).resolve().parents[2]
LRELEASE = Path(sys.executable).parent / "pyside6-lrelease"


@pytest.fixture
def table(qtbot: QtBot, tmp_path: Path) -> Iterator[DemoTable]:
    demo = open_demo(qtbot, tmp_path)
    yield demo
    demo.close()


def _start_dialog(table: DemoTable) -> StartCombatDialog:
    table.controller.dialogs.start_combat()
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
    assert text.startswith("The party wins") and "±" in text and "round" in text
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
    # "May fall 100 %" of one still standing: the tip says what the figure is and why.
    tip = panel.figures.toolTip()
    assert "ends down (0 PV or less)" in tip and "most wounded enemy first" in tip
    # Ending the combat: no combat, no forecast.
    table.controller.dialogs.end_combat_now()
    qtbot.waitUntil(lambda: not panel.isVisible(), timeout=WAIT_MS)


def test_forecasts_run_in_the_worker_process_and_the_newest_wins(
    qtbot: QtBot, table: DemoTable, monkeypatch: pytest.MonkeyPatch
) -> None:
    sent: list[tuple[object, ...]] = []
    real_submit = ForecastWorker.submit

    def watched(worker: ForecastWorker, function: Callable[..., Any], *args: object) -> Any:
        if function is forecast_play.forecast:
            sent.append(args)
        return real_submit(worker, function, *args)

    monkeypatch.setattr(ForecastWorker, "submit", watched)
    dock = table.dock.forecast_panel
    qtbot.waitUntil(lambda: dock.latest is not None and not dock.runner.busy, timeout=WAIT_MS)
    sent.clear()  # the dock's forecast of the demo's combat
    dialog = _start_dialog(table)
    panel: ForecastPanel = dialog.forecast_panel
    worker = panel.runner.worker
    # The dialog and the dock share the window's one worker process.
    assert worker is dock.runner.worker
    seen: list[Forecast] = []
    panel.shown.connect(seen.append)
    dialog.monster_combo.setCurrentText("Goblin")
    for _ in range(3):  # three clicks in a row: only the last fight's figures are shown
        QTest.mouseClick(dialog.add_monster_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(seen) and not panel.runner.busy, timeout=WAIT_MS)
    qtbot.wait(50)
    assert len(seen) == 1
    assert seen[0].names[-1] == "Goblin 3"
    # The dialog opened on the demo's map (its tokens' fight went to the process); the first two
    # clicks waited behind it and were replaced by the third, never sent.
    states = [args[0] for args in sent]
    assert all(isinstance(state, FightState) for state in states)
    last = [state.fighters[-1].name for state in states if isinstance(state, FightState)]
    assert len(last) == 2 and last[-1] == "Goblin 3"
    # Played in another process, which imported the rules and no Qt.
    qtbot.waitUntil(lambda: worker.pid is not None, timeout=WAIT_MS)
    assert worker.pid != os.getpid()
    loaded = worker.submit(eval, "sorted(__import__('sys').modules)").result(timeout=WAIT_MS / 1000)
    ours = [name for name in loaded if name.startswith("ryf_desktop.")]
    assert "ryf_desktop.rules.forecast_play" in ours
    assert [name for name in ours if not name.startswith("ryf_desktop.rules")] == []
    assert not [name for name in loaded if name.startswith(("PySide6", "shiboken6", "sqlalchemy"))]
    # Closing the window lets the process go.
    pid = worker.pid
    assert pid in [child.pid for child in multiprocessing.active_children()]
    table.close()
    qtbot.waitUntil(
        lambda: pid not in [child.pid for child in multiprocessing.active_children()],
        timeout=WAIT_MS,
    )


def _fight(rounds: int) -> Forecast:
    return Forecast(fights=1, party_wins=1.0, party_wins_margin=0.0, draws=0.5,
                    rounds_median=rounds, rounds_p10=rounds, rounds_p90=rounds + 2,
                    falls=(0.0, 1.0), party_wounds=0.0, enemy_wounds=3.0,
                    names=("Lucía", "Goblin 1"), party=(True, False))


@contextlib.contextmanager
def _language(tmp_path: Path, language: str) -> Iterator[None]:
    """The program's compiled words of ``language`` (English holds the plural forms too)."""
    compiled = tmp_path / f"{language}.qm"
    subprocess.run([str(LRELEASE), str(ROOT / "i18n" / f"ryf_desktop_{language}.ts"), "-qm",
                    str(compiled)], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(compiled))
    app = QApplication.instance()
    assert app is not None
    app.installTranslator(translator)
    try:
        yield
    finally:
        app.removeTranslator(translator)


def test_counts_take_their_plural(qtbot: QtBot, tmp_path: Path) -> None:
    with _language(tmp_path, "en"):
        panel = ForecastPanel(fights=1)
        qtbot.addWidget(panel)
        assert "· 1 round (1–3)" in panel.text_of(_fight(1))
        assert "· 4 rounds (4–6)" in panel.text_of(_fight(4))
        assert "Undecided after 100 rounds" in panel.text_of(_fight(4))
        assert panel.note.text().startswith("From 1 fight played")
    with _language(tmp_path, "es"):
        spanish = ForecastPanel(fights=1)
        qtbot.addWidget(spanish)
        assert "· 1 ronda (1–3)" in spanish.text_of(_fight(1))
        assert "· 4 rondas (4–6)" in spanish.text_of(_fight(4))
        assert "Sin decidir tras 100 rondas" in spanish.text_of(_fight(4))
        assert spanish.note.text().startswith("De 1 combate jugado con")
