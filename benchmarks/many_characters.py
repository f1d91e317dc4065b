"""A campaign of 5,000 characters in the whole main window; prints ``name: value unit`` lines.

Run by ``benchmarks/storage.py`` (or alone). The campaign: 5,000 characters with 12 skills and 3
items each, built with bulk inserts. Figures:
- ``open_5000_characters``: from asking the main window to open the file to every view of it
  drawn (the model loaded, the character list filled, the events processed).
- ``add_character_5000_median`` / ``_max``: one "Add character" through the session, from the
  push to every view updated (the window is blocked for exactly that long: it runs on the GUI
  thread); median and slowest of 20.

Targets (#16): open < 1 s, add < 16 ms, the window never blocked more than 50 ms.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from sqlalchemy import insert

from ryf_desktop.app import configure_qt_threads
from ryf_desktop.rules.profile import HEROICO
from ryf_desktop.session.character_commands import AddCharacter
from ryf_desktop.storage import CampaignFile
from ryf_desktop.storage.tables import Character, EquipmentItem, Skill
from ryf_desktop.ui.main_window import MainWindow

CHARACTERS = 5_000
SKILLS_EACH = 12
ITEMS_EACH = 3
ADDS = 20


def build(path: Path, backups: Path) -> None:
    rng = random.Random(16)
    campaign = CampaignFile.create(path, "Cinco mil", "medieval", HEROICO, backup_dir=backups)
    with campaign, campaign.transaction() as db:
        db.execute(insert(Character), [
            {"id": number + 1, "kind": "pc" if number < 50 else "npc", "name": f"PJ {number}",
             "fisico": rng.randint(4, 10), "destreza": rng.randint(4, 10),
             "inteligencia": rng.randint(4, 10), "percepcion": rng.randint(4, 10),
             "position": number, "money": rng.randint(0, 10_000)}
            for number in range(CHARACTERS)
        ])
        db.execute(insert(Skill), [
            {"character_id": character + 1, "name": f"Habilidad {skill}",
             "attribute": "destreza", "level": rng.randint(0, 6), "position": skill}
            for character in range(CHARACTERS) for skill in range(SKILLS_EACH)
        ])
        db.execute(insert(EquipmentItem), [
            {"character_id": character + 1, "name": f"Objeto {item}", "kind": "gear",
             "position": item}
            for character in range(CHARACTERS) for item in range(ITEMS_EACH)
        ])


def main() -> None:
    configure_qt_threads()
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory() as folder:
        path, backups = Path(folder) / "many.ryf", Path(folder) / "backups"
        build(path, backups)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings, persist_layout=False, take_backups=False)
        window.show()
        app.processEvents()
        start = time.perf_counter()
        assert window.campaign.open_path(path, quiet=True)
        app.processEvents()
        print(f"open_5000_characters: {(time.perf_counter() - start) * 1e3:.0f} ms")
        session = window.campaign.session
        assert session is not None
        adds = []
        for number in range(ADDS):
            start = time.perf_counter()
            assert session.push(AddCharacter(session, f"Nuevo {number}"))
            app.processEvents()
            adds.append(time.perf_counter() - start)
        print(f"add_character_5000_median: {statistics.median(adds) * 1e3:.1f} ms")
        print(f"add_character_5000_max: {max(adds) * 1e3:.1f} ms")
        window.campaign.close_campaign()
        window.close()


if __name__ == "__main__":
    main()
