"""Speed of the combat round manager (issue #7 §8); prints one figure a line, ``name: value unit``.

Everything goes through the combat dock in a main window, the way a GM's click does: the dock's
controller pushes the session's command and the dock (and every other listener of the window)
refreshes before the figure is taken; pending deferred refreshes are flushed too.

- ``start_combat_50_with_initiative``: StartCombat of 4 player characters and 46 goblins of the
  catalog (PV rolled, numbered) and "Roll initiative" for all 50, with the tracker refreshed.
  The median of 5 fresh campaigns. Target: under 100 ms.
- ``attack_to_views_updated``: an attack of the active combatant (a program roll) in that combat
  of 50, from the push to the tracker and the window's other views showing it; each attack is
  undone afterwards (not timed). The median of 20. Target: under one frame (16 ms).
- ``next_turn``: Next turn in that combat, the tracker refreshed. The median of 40.
  Target: under one frame (16 ms).
- ``tracker_refresh_50``: what a tracker refresh costs when it reads the whole combat of 50
  (``combat_view`` on the model, as after every step) and shows it (model, labels, paint).
  The median of 40.
- ``tracker_show_50``: of that, the widgets alone (model rows repainted, labels, buttons, a
  forced paint of the dock), without the query. The median of 40.
"""

from __future__ import annotations

import functools
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication

from ryf_desktop.app import configure_qt_threads
from ryf_desktop.rules.profile import HEROICO
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.character_commands import AddCharacter
from ryf_desktop.session.combat import combat_view
from ryf_desktop.ui.combat import CombatDock
from ryf_desktop.ui.combat.start_dialog import StartRequest
from ryf_desktop.ui.main_window import MainWindow

PCS = 4
GOBLINS = 46


class Timing(NamedTuple):
    """Wall-clock and CPU time of one step, in ms (the difference is mostly the commit's fsync)."""

    wall: float
    cpu: float


def timed_ms(func: Callable[[], object]) -> Timing:
    start, cpu_start = time.perf_counter(), time.process_time()
    func()
    QApplication.processEvents()
    return Timing((time.perf_counter() - start) * 1000, (time.process_time() - cpu_start) * 1000)


def report(name: str, timings: list[Timing]) -> None:
    wall = statistics.median(t.wall for t in timings)
    cpu = statistics.median(t.cpu for t in timings)
    print(f"{name}: {wall:.1f} ms (cpu {cpu:.1f} ms)")


def campaign(folder: Path, number: int) -> Path:
    path = folder / f"bench{number}.ryf"
    session = CampaignSession.create(path, "Banco", "medieval", HEROICO, backup_dir=folder / "b")
    for index in range(PCS):
        session.push(AddCharacter(session, f"Heroína {index + 1}", percepcion=7 + index % 3))
    session.close()
    return path


def open_window(path: Path) -> tuple[MainWindow, CombatDock]:
    window = MainWindow(QSettings(), rng=random.Random(1), persist_layout=False,
                        take_backups=False)
    # The window as the program makes it: the map, the tracker (with its share of the right
    # side, where the order shows about ten rows) and the table screen's switch.
    window.install_play()
    dock = window.combat_dock
    window.show()
    QApplication.processEvents()
    if not window.campaign.open_path(path):
        sys.exit(f"could not open {path}")
    QApplication.processEvents()
    return window, dock


def start_50(dock: CombatDock) -> None:
    session = dock.controller.session
    assert session is not None
    characters = tuple(summary.id for summary in session.characters())
    problem = dock.controller.dialogs.submit_start(
        StartRequest("Asedio", None, (), characters, (("Goblin", GOBLINS),))
    )
    if problem is not None:
        sys.exit(problem)
    dock.controller.roll_all()


def main() -> None:
    configure_qt_threads()  # as the program does before its QApplication
    app = QApplication.instance() or QApplication(sys.argv)
    del app
    QStandardPaths.setTestModeEnabled(True)
    with tempfile.TemporaryDirectory() as folder_name:
        folder = Path(folder_name)
        os.environ["XDG_DATA_HOME"] = str(folder / "data")
        starts: list[Timing] = []
        windows: list[tuple[MainWindow, CombatDock]] = []
        for number in range(5):
            window, dock = open_window(campaign(folder, number))
            starts.append(timed_ms(functools.partial(start_50, dock)))
            rows = dock.model.rows
            if len(rows) != PCS + GOBLINS or any(r.initiative_total is None for r in rows):
                sys.exit("the combat of 50 was not started with initiative")
            windows.append((window, dock))
        report("start_combat_50_with_initiative", starts)

        window, dock = windows[-1]
        for other, _dock in windows[:-1]:
            other.close()
        controller = dock.controller
        session = controller.session
        assert session is not None
        controller.begin()
        attacks: list[Timing] = []
        for _ in range(20):
            active = controller.active()
            assert active is not None
            target = next(row for row in dock.model.rows
                          if row.id != active.id and row.side != active.side)
            stats = controller.fighters_of(active.id)
            assert stats is not None
            key = stats.attacks[0].key
            attacks.append(timed_ms(functools.partial(controller.attacks.attack, active.id,
                                                      target.id, key)))
            session.undo_stack.undo()
            QApplication.processEvents()
        report("attack_to_views_updated", attacks)

        turns = [timed_ms(controller.next_turn) for _ in range(40)]
        report("next_turn", turns)
        combat = controller.combat
        assert combat is not None

        def full_refresh() -> None:
            # The whole combat read again from the model, as after every step.
            view = combat_view(session.model, combat.id)
            dock.model.set_rows(view.combatants)
            dock.view.show_combat(view, True, controller.action_named)

        refreshes = [timed_ms(full_refresh) for _ in range(40)]
        report("tracker_refresh_50", refreshes)

        def show() -> None:
            dock.model.set_rows(combat.combatants)
            dock.view.show_combat(combat, True, controller.action_named)
            dock.view.repaint()

        shows = [timed_ms(show) for _ in range(40)]
        report("tracker_show_50", shows)
        window.close()
        QApplication.processEvents()


if __name__ == "__main__":
    main()
