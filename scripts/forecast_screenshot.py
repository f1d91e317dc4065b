"""Show the Start combat dialog with its forecast, for the README's picture (issue #26).

    /work/shared/tools/shot -w 15 -s 1366x768 OUT.png -- python scripts/forecast_screenshot.py es

Opens a throwaway copy of the demo in the GM's window (in the language given), opens Start combat
without a map, ticks Ramón and adds two goblins, and waits (the shot is taken meanwhile). It prints
the dialog's place on the screen (``x y width height``) so the picture can be cut from the grab.
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QLocale, QSettings, QStandardPaths, Qt, QTimer
from PySide6.QtWidgets import QApplication

from ryf_desktop.session import ensure_demo_campaign
from ryf_desktop.ui.combat.start_dialog import StartCombatDialog
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.translations import install_translators


def main() -> int:
    language = sys.argv[1] if len(sys.argv) > 1 else "es"
    app = QApplication(sys.argv[:1])
    QStandardPaths.setTestModeEnabled(True)
    if language == "es":
        QLocale.setDefault(QLocale(QLocale.Language.Spanish, QLocale.Country.Spain))
    translators = install_translators(app, language)
    folder = Path(tempfile.mkdtemp(prefix="ryf-forecast-shot-"))
    path = ensure_demo_campaign(folder / "demo.ryf")
    window = MainWindow(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat),
                        rng=random.Random(1), persist_layout=False, take_backups=False)
    window.install_play()
    window.resize(1366, 740)
    window.show()
    if not window.campaign.open_path(path):
        return 1
    controller = window.combat_dock.controller

    def open_dialog() -> None:
        controller.start_combat()
        dialog = controller.dialog
        assert isinstance(dialog, StartCombatDialog)
        dialog.map_combo.setCurrentIndex(0)
        ramon = dialog.characters.findItems("Ramón Galán", Qt.MatchFlag.MatchStartsWith)
        if ramon:
            ramon[0].setCheckState(Qt.CheckState.Checked)
        for name, count in (("Goblin", 2),):
            dialog.monster_combo.setCurrentText(name)
            dialog.monster_count.setValue(count)
            dialog.add_monster_button.click()
        dialog.resize(640, 700)
        dialog.move(360, 20)
        dialog.forecast_panel.shown.connect(lambda _result: report(dialog))

    def report(dialog: StartCombatDialog) -> None:
        frame = dialog.frameGeometry()
        print(frame.x(), frame.y(), frame.width(), frame.height(), flush=True)

    QTimer.singleShot(1500, open_dialog)
    code = app.exec()
    del translators
    return code


if __name__ == "__main__":
    raise SystemExit(main())
