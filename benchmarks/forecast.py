"""Speed of the fight forecast (issue #26); prints one figure a line, ``name: value unit``.

- ``forecast_demo_s`` / ``forecast_demo_fights_per_s``: 10,000 fights of the demo's fight (its
  prepared combat: three player characters and Ramón against four goblins, initiative rolled in
  every fight), from the combat's state to the summary; the median of 5. Target: under 1 s.
- ``forecast_6v12_s`` / ``forecast_6v12_fights_per_s``: 10,000 fights of six characters (the
  demo's four and two more alike) against twelve goblins of the catalog, PV rolled in every fight;
  the median of 5. Target: under 2 s.
- ``start_dialog_first_figure_ms``: in the GM's window on the demo, from the click on Add (three
  goblins) in the Start combat dialog to the forecast's figures on screen; the median of 5, the
  window's worker process already running (the dock's forecast or the dialog's opening started
  it). ``start_dialog_cold_first_figure_ms``: the same with no worker process yet, the click made
  at once as the dialog opens (the process's start and imports included); the median of 3.
- ``gui_longest_block_ms``: the longest the GUI thread went without turning its event loop while
  the dialog forecast the 6-vs-12 fight three times (a 1 ms timer ticking on it; each gap
  measured). Target: 16 ms (one frame). ``gui_longest_block_idle_ms`` is the same measure for as
  long with no forecast running: what the machine's other work costs anyway (its noise floor);
  ``gui_block_p99_ms`` and ``gui_block_idle_p99_ms`` the 99th percentile of the same gaps.

``--thread`` also measures the GUI figures as they were before the worker process (one worker
thread and a 1 ms GIL switch interval), printed with ``_thread`` after their names.

The program's and Qt's modules are imported inside the functions: the worker process is started
with ``spawn``, which imports this script again in it, and it should import the rules alone.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from concurrent.futures import Executor, ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING

from ryf_desktop.rules.forecast import FightState
from ryf_desktop.rules.forecast_play import forecast

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from ryf_desktop.session.model import CampaignModel
    from ryf_desktop.ui.combat.start_dialog import StartCombatDialog

FIGHTS = 10_000
RUNS = 5
COLD_RUNS = 3


def median_seconds(state: FightState) -> float:
    times = []
    for seed in range(RUNS):
        started = time.perf_counter()
        forecast(state, FIGHTS, seed)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def six_against_twelve(model: CampaignModel) -> FightState:
    from ryf_desktop.session.forecast import ChosenFighters, chosen_fight
    from ryf_desktop.storage.records import Character

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
    from PySide6.QtCore import QElapsedTimer, QTimer

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


def open_dialog(window: object, app: QApplication) -> StartCombatDialog:
    from ryf_desktop.ui.combat.start_dialog import StartCombatDialog
    from ryf_desktop.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    controller = window.combat_dock.controller
    controller.dialogs.start_combat()
    dialog = controller.dialog
    assert isinstance(dialog, StartCombatDialog)
    dialog.map_combo.setCurrentIndex(0)
    app.processEvents()
    return dialog


def first_figure_ms(dialog: StartCombatDialog, app: QApplication) -> float:
    dialog.monster_combo.setCurrentText("Goblin")
    dialog.monster_count.setValue(3)
    started = time.perf_counter()
    dialog.add_monster_button.click()
    wait_for(dialog, app, [])
    return (time.perf_counter() - started) * 1000


@contextlib.contextmanager
def on_a_thread() -> Iterator[None]:
    """The forecast as it was before its worker process: one thread, a 1 ms GIL switch."""
    from ryf_desktop.ui.combat import forecast_worker

    def thread(_pool: object) -> Executor:
        return ThreadPoolExecutor(max_workers=1)

    real_get, real_switch = forecast_worker._Pool.get, sys.getswitchinterval()
    forecast_worker._Pool.get = thread  # type: ignore[method-assign,assignment]
    sys.setswitchinterval(0.001)
    try:
        yield
    finally:
        forecast_worker._Pool.get = real_get  # type: ignore[method-assign]
        sys.setswitchinterval(real_switch)


def gui_figures(path: Path, app: QApplication, six_v_twelve: FightState, suffix: str = "") -> None:
    from PySide6.QtCore import QSettings

    from ryf_desktop.ui.combat.forecast_worker import worker_for
    from ryf_desktop.ui.main_window import MainWindow

    window = MainWindow(QSettings(), rng=random.Random(1), persist_layout=False,
                        take_backups=False)
    window.install_play()
    window.show()
    app.processEvents()
    if not window.campaign.open_path(path):
        sys.exit(f"could not open {path}")
    app.processEvents()
    worker = worker_for(window)
    colds: list[float] = []
    for _ in range(COLD_RUNS if not suffix else 0):
        worker.let_go()  # no process: the dialog's opening starts it, the click comes at once
        dialog = open_dialog(window, app)
        colds.append(first_figure_ms(dialog, app))
        dialog.close()
        app.processEvents()
    if colds:
        print(f"start_dialog_cold_first_figure_ms: {statistics.median(colds):.0f} ms")
    firsts: list[float] = []
    for _ in range(RUNS):
        dialog = open_dialog(window, app)
        firsts.append(first_figure_ms(dialog, app))
        dialog.close()
        app.processEvents()
    print(f"start_dialog_first_figure_ms{suffix}: {statistics.median(firsts):.0f} ms")
    dialog = open_dialog(window, app)
    gaps: list[float] = []
    started = time.perf_counter()
    for _ in range(3):
        dialog.forecast_panel.show_fight(lambda: six_v_twelve)
        wait_for(dialog, app, gaps)
    busy = time.perf_counter() - started
    print(f"gui_longest_block_ms{suffix}: {max(gaps):.1f} ms")
    print(f"gui_block_p99_ms{suffix}: {statistics.quantiles(gaps, n=100)[98]:.1f} ms")
    idle = idle_gaps(app, busy)
    print(f"gui_longest_block_idle_ms{suffix}: {max(idle):.1f} ms")
    print(f"gui_block_idle_p99_ms{suffix}: {statistics.quantiles(idle, n=100)[98]:.1f} ms")
    dialog.close()
    window.close()
    window.deleteLater()
    app.processEvents()


def idle_gaps(app: QApplication, seconds: float) -> list[float]:
    """The GUI thread's gaps for ``seconds`` with nothing else running in the program."""
    from PySide6.QtCore import QElapsedTimer, QTimer

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
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QStandardPaths
    from PySide6.QtWidgets import QApplication

    from ryf_desktop.app import configure_qt_threads
    from ryf_desktop.session import ensure_demo_campaign
    from ryf_desktop.session.forecast import combat_fight
    from ryf_desktop.session.model import CampaignModel
    from ryf_desktop.storage import CampaignFile
    from ryf_desktop.storage.repositories import load_campaign

    configure_qt_threads()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    QStandardPaths.setTestModeEnabled(True)
    with tempfile.TemporaryDirectory() as folder_name:
        folder = Path(folder_name)
        os.environ["XDG_DATA_HOME"] = str(folder / "data")
        path = ensure_demo_campaign(folder / "demo.ryf")
        with CampaignFile.open(path, read_only=True) as campaign:
            model = CampaignModel(load_campaign(campaign), lambda _image: None)
        report_speed("demo", combat_fight(model, model.profile, None))
        big = six_against_twelve(model)
        report_speed("6v12", big)
        gui_figures(path, app, big)
        if "--thread" in sys.argv[1:]:
            with on_a_thread():
                gui_figures(path, app, big, "_thread")


if __name__ == "__main__":
    main()
