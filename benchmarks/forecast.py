"""Speed of the fight forecast (issue #26); prints one figure a line, ``name: value unit``.

- ``forecast_demo_s`` / ``forecast_demo_fights_per_s``: 10,000 fights of the demo's fight (its
  prepared combat: three player characters and Ramón against four goblins, initiative rolled in
  every fight), from the combat's state to the summary; the median of 5. Target: under 1 s.
- ``forecast_6v12_s`` / ``forecast_6v12_fights_per_s``: 10,000 fights of six characters (the
  demo's four and two more alike) against twelve goblins of the catalog, PV rolled in every fight;
  the median of 5. Target: under 2 s.
- ``start_dialog_first_figure_ms``: in the GM's window on the demo, from the click on Add (three
  goblins) in the Start combat dialog to the forecast's figures on screen; the median of 5.
- ``gui_longest_block_ms``: the longest the GUI thread went without turning its event loop while
  the dialog forecast the 6-vs-12 fight three times (a 1 ms timer ticking on it; each gap
  measured). Target: 16 ms (one frame). ``gui_longest_block_idle_ms`` is the same measure for as
  long with no forecast running: what the machine's other work costs anyway (its noise floor);
  ``gui_block_p99_ms`` and ``gui_block_idle_p99_ms`` the 99th percentile of the same gaps.
"""

from __future__ import annotations

import dataclasses
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QElapsedTimer, QSettings, QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication

from ryf_desktop.app import configure_qt_threads
from ryf_desktop.rules.forecast import FightState
from ryf_desktop.rules.forecast_play import forecast
from ryf_desktop.session import ensure_demo_campaign
from ryf_desktop.session.forecast import ChosenFighters, chosen_fight, combat_fight
from ryf_desktop.session.model import CampaignModel
from ryf_desktop.storage.records import Character
from ryf_desktop.ui.combat.start_dialog import StartCombatDialog
from ryf_desktop.ui.main_window import MainWindow

FIGHTS = 10_000
RUNS = 5


def median_seconds(state: FightState) -> float:
    times = []
    for seed in range(RUNS):
        started = time.perf_counter()
        forecast(state, FIGHTS, seed)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def six_against_twelve(model: CampaignModel) -> FightState:
    characters = tuple(c.id for c in model.all(Character))
    state = chosen_fight(model, model.profile,
                         ChosenFighters(character_ids=characters, monsters=(("Goblin", 12),)))
    party = [f for f in state.fighters if f.party]
    more = tuple(dataclasses.replace(f, name=f"{f.name} bis") for f in party[:6 - len(party)])
    return dataclasses.replace(state, fighters=state.fighters + more)


def report_speed(name: str, state: FightState) -> None:
    seconds = median_seconds(state)
    print(f"forecast_{name}_s: {seconds:.3f} s")
    print(f"forecast_{name}_fights_per_s: {FIGHTS / seconds:,.0f} fights/s")


def wait_for(dialog: StartCombatDialog, app: QApplication, gaps: list[float]) -> None:
    """Turn the loop until the dialog shows new figures, noting every gap of the GUI thread."""
    shown: list[object] = []
    dialog.forecast_panel.shown.connect(shown.append)
    clock = QElapsedTimer()
    clock.start()
    last = clock.nsecsElapsed()
    ticker = QTimer()
    ticker.setInterval(1)

    def tick() -> None:
        nonlocal last
        now = clock.nsecsElapsed()
        gaps.append((now - last) / 1e6)
        last = now

    ticker.timeout.connect(tick)
    ticker.start()
    while not shown:
        app.processEvents()
        time.sleep(0.0005)
    ticker.stop()
    dialog.forecast_panel.shown.disconnect(shown.append)


def gui_figures(path: Path, app: QApplication, six_v_twelve: FightState) -> None:
    window = MainWindow(QSettings(), rng=random.Random(1), persist_layout=False,
                        take_backups=False)
    window.install_play()
    window.show()
    app.processEvents()
    if not window.campaign.open_path(path):
        sys.exit(f"could not open {path}")
    app.processEvents()
    controller = window.combat_dock.controller
    firsts: list[float] = []
    for _ in range(RUNS):
        controller.start_combat()
        dialog = controller.dialog
        assert isinstance(dialog, StartCombatDialog)
        dialog.map_combo.setCurrentIndex(0)
        app.processEvents()
        dialog.monster_combo.setCurrentText("Goblin")
        dialog.monster_count.setValue(3)
        started = time.perf_counter()
        dialog.add_monster_button.click()
        wait_for(dialog, app, [])
        firsts.append((time.perf_counter() - started) * 1000)
        dialog.close()
        app.processEvents()
    print(f"start_dialog_first_figure_ms: {statistics.median(firsts):.0f} ms")
    controller.start_combat()
    dialog = controller.dialog
    assert isinstance(dialog, StartCombatDialog)
    gaps: list[float] = []
    started = time.perf_counter()
    for _ in range(3):
        dialog.forecast_panel.show_fight(lambda: six_v_twelve)
        wait_for(dialog, app, gaps)
    busy = time.perf_counter() - started
    print(f"gui_longest_block_ms: {max(gaps):.1f} ms")
    print(f"gui_block_p99_ms: {statistics.quantiles(gaps, n=100)[98]:.1f} ms")
    idle = idle_gaps(app, busy)
    print(f"gui_longest_block_idle_ms: {max(idle):.1f} ms")
    print(f"gui_block_idle_p99_ms: {statistics.quantiles(idle, n=100)[98]:.1f} ms")
    dialog.close()
    window.close()


def idle_gaps(app: QApplication, seconds: float) -> list[float]:
    """The GUI thread's gaps for ``seconds`` with nothing else running in the program."""
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = clock.nsecsElapsed()
    ticker = QTimer()
    ticker.setInterval(1)

    def tick() -> None:
        nonlocal last
        now = clock.nsecsElapsed()
        gaps.append((now - last) / 1e6)
        last = now

    ticker.timeout.connect(tick)
    ticker.start()
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.0005)
    ticker.stop()
    return gaps


def main() -> None:
    configure_qt_threads()
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    QStandardPaths.setTestModeEnabled(True)
    with tempfile.TemporaryDirectory() as folder_name:
        folder = Path(folder_name)
        os.environ["XDG_DATA_HOME"] = str(folder / "data")
        path = ensure_demo_campaign(folder / "demo.ryf")
        from ryf_desktop.storage import CampaignFile
        from ryf_desktop.storage.repositories import load_campaign

        with CampaignFile.open(path, read_only=True) as campaign:
            model = CampaignModel(load_campaign(campaign), lambda _image: None)
        report_speed("demo", combat_fight(model, model.profile, None))
        big = six_against_twelve(model)
        report_speed("6v12", big)
        gui_figures(path, app, big)


if __name__ == "__main__":
    main()
