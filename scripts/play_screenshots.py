"""Screenshots of a turn on the demo map and of the combat tracker, for issues #6 and #7.

    .venv/bin/python scripts/play_screenshots.py [--language es|en] [--out docs/screenshots]

Drives the real main window on a fresh demo campaign in a throwaway folder, with fixed dice, the
way a GM would: Window → Table screen, Roll initiative for all and Begin in the combat dock, a
press on the active combatant's token, a 10.5 m drag (refused), a 9 m drag, then the attack
dialog with its odds and the attack rolled. Each picture is the widget as Qt paints it
(``QWidget.grab``), so it runs offscreen (the default without a display) or under Xvfb
(``xvfb-run`` or ``/work/shared/tools/shot``). Writes:

- ``map_reach.png``       the GM's window, the reachable area shaded while the token is pressed;
- ``map_refused.png``     the GM's window after the 10.5 m drop, the refusal on the status line;
- ``table_screen.png``    the players' window after the 9 m move;
- ``combat_tracker.png``  the combat dock after the move and the shot;
- ``attack_odds.png``     the attack dialog with the odds, before the roll.

The Spanish comes from ``i18n/ryf_desktop_es.ts``, compiled afresh into the throwaway folder when
``pyside6-lrelease`` is there (else the shipped ``.qm``), so the pictures show the newest words.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script from a source checkout
    sys.path.insert(0, str(ROOT))
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import (  # noqa: E402 -- after the platform is chosen
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QPoint,
    QPointF,
    QSettings,
    Qt,
    QTranslator,
)
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QComboBox, QMenu, QWidget  # noqa: E402

ALEX_AT = (4, 9)
NINE_M = (10, 9)
TEN_AND_A_HALF_M = (11, 9)
# Initiative in the combat's order (Álex, Marta, Iñaki, Ramón, Goblins 1–4): Álex 21 (two actions)
# acts first. Then Álex's shot at Goblin 1: 11 + 7 = 18 against 15, 2d6 = 4 + 5.
DICE = (5, 9, 10, 2, 3, 4, 2, 5, 6, 1, 4, 8, 1, 2, 3, 2, 3, 4, 1, 5, 7, 2, 2, 2, 3, 7, 9, 4, 5)
WINDOW_SIZE = (1600, 1000)
TABLE_SIZE = (1280, 800)
NAMES = ("map_reach", "map_refused", "table_screen", "combat_tracker", "attack_odds")


class FixedDice:
    """Hands out ``faces`` in order; fails when the program asks for a die not planned here."""

    def __init__(self, faces: tuple[int, ...]) -> None:
        self.faces = list(faces)

    def randint(self, a: int, b: int) -> int:
        if not self.faces or not a <= self.faces[0] <= b:
            msg = f"an unplanned randint({a}, {b}): the steps changed, update DICE"
            raise RuntimeError(msg)
        return self.faces.pop(0)


def translators(app: QApplication, language: str, work: Path) -> list[QTranslator]:
    """Qt's and the program's translators for ``language``, the program's from the newest .ts."""
    from ryf_desktop.ui.translations import install_translators

    ts = ROOT / "i18n" / f"ryf_desktop_{language}.ts"
    lrelease = shutil.which("pyside6-lrelease") or str(Path(sys.executable).with_name(
        "pyside6-lrelease"))
    compiled = work / f"ryf_desktop_{language}.qm"
    if language == "en" or not ts.is_file() or not Path(lrelease).exists():
        return install_translators(app, language)
    done = subprocess.run([lrelease, "-silent", str(ts), "-qm", str(compiled)], check=False)
    if done.returncode != 0 or not compiled.is_file():
        return install_translators(app, language)
    installed: list[QTranslator] = []
    qt_translator = QTranslator(app)
    if qt_translator.load(f"qtbase_{language}",
                          QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_translator)
        installed.append(qt_translator)
    own = QTranslator(app)
    if own.load(str(compiled)):
        app.installTranslator(own)
        installed.append(own)
    QLocale.setDefault(QLocale(QLocale.Language.Spanish))
    return installed


def settle(app: QApplication, rounds: int = 5) -> None:
    """Let queued refreshes and paints run (a few turns of the event loop)."""
    for _ in range(rounds):
        app.processEvents()
        QTest.qWait(20)


def choose(combo: QComboBox, text: str) -> None:
    """Pick the first entry of ``combo`` starting with ``text``, with the arrow keys."""
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentText().startswith(text):
            return
        QTest.keyClick(combo, Qt.Key.Key_Down)
    msg = f"no entry starting with {text!r}"
    raise LookupError(msg)


def save(widget: QWidget, out: Path, name: str) -> Path:
    path = out / f"{name}.png"
    if not widget.grab().save(str(path)):
        msg = f"could not write {path}"
        raise OSError(msg)
    print(path)
    return path


def run(language: str, out: Path, work: Path) -> None:
    os.environ["XDG_DATA_HOME"] = str(work / "data")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    QCoreApplication.setOrganizationName("RyF Desktop screenshots")
    QCoreApplication.setApplicationName("RyF Desktop screenshots")
    kept = translators(app, language, work)

    from ryf_desktop.session import ensure_demo_campaign
    from ryf_desktop.ui.main_window import MainWindow
    from ryf_desktop.ui.map import SQUARE_PX
    from ryf_desktop.ui.table_screen.install import TableScreenControl

    settings = QSettings(str(work / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, rng=FixedDice(DICE), persist_layout=False, take_backups=False)
    window.resize(*WINDOW_SIZE)
    window.show()
    settle(app)
    if not window.campaign.open_path(ensure_demo_campaign(work / "demo" / "demo.ryf")):
        msg = "the demo campaign did not open"
        raise RuntimeError(msg)
    window.install_play()
    settle(app)
    view = window.map_panel.view
    view.fit_map()
    control = window.findChild(TableScreenControl)
    assert isinstance(control, TableScreenControl)
    table = control.table

    def point(square: tuple[int, int]) -> QPoint:
        return view.mapFromScene(
            QPointF((square[0] + 0.5) * SQUARE_PX, (square[1] + 0.5) * SQUARE_PX))

    def drag(goal: tuple[int, int]) -> None:
        viewport = view.viewport()
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         point(ALEX_AT))
        for x in range(ALEX_AT[0] + 1, goal[0] + 1):
            QTest.mouseMove(viewport, point((x, goal[1])))
            settle(app, 1)
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton,
                           Qt.KeyboardModifier.NoModifier, point(goal))
        settle(app)

    # Window → Table screen, then initiative and round 1 from the combat dock.
    menu = window.menuBar().findChild(QMenu, "window_menu")
    assert isinstance(menu, QMenu)
    next(action for action in menu.actions()
         if action.objectName() == "table_screen_action").trigger()
    table.resize(*TABLE_SIZE)
    dock = window.combat_dock
    QTest.mouseClick(dock.view.roll_all_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(dock.view.begin_button, Qt.MouseButton.LeftButton)
    window.activateWindow()
    settle(app)

    # The active combatant's token pressed: the reachable area.
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     point(ALEX_AT))
    settle(app)
    save(window, out, "map_reach")
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier, point(ALEX_AT))
    settle(app)

    drag(TEN_AND_A_HALF_M)
    save(window, out, "map_refused")
    drag(NINE_M)
    save(table, out, "table_screen")

    # The attack dialog by its shortcut: the pistol at Goblin 1, odds before the roll.
    window.activateWindow()
    settle(app)
    QTest.keyClick(dock, Qt.Key.Key_A,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    settle(app)
    dialog = dock.controller.attack_dialog
    if dialog is None:
        dialog = dock.controller.open_attack()
    assert dialog is not None
    choose(dialog.attack_combo, "Pistola")
    choose(dialog.target_combo, "Goblin 1")
    settle(app)
    save(dialog, out, "attack_odds")
    QTest.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    settle(app)
    dialog.close()
    settle(app)
    save(window.dock("combat"), out, "combat_tracker")

    table.close()
    window.close()
    settle(app)
    window.deleteLater()
    del kept


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--language", choices=("es", "en"), default="es")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="ryf-play-shots-") as folder:
        run(args.language, args.out, Path(folder))
    return 0


if __name__ == "__main__":
    sys.exit(main())
