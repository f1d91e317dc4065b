"""Speed of the character sheet; prints one figure a line, ``name: value unit``.

The quick sheet's character (14 skills, a specialisation, two items, a spell) in the demo-like
campaign of a present-day REALISTA campaign, offscreen, in a sheets dock as wide as the window
makes it (two columns, 940 × 900):
- ``sheet_open``: from asking for the sheet to its widget filled, with every skill row in the
  skills table, and laid out (median of 20).
- ``sheet_open_with_skill_rows``: the same, then the skills table scrolled into view and painted
  with all its rows (median of 20).
- ``attribute_edit_to_derived_updated``: from a new value in the Destreza field to every derived
  value on screen showing the new figure — the command committed to disk, the signal, the
  session's query and the refresh (median of 50; the 95th percentile alongside).

Targets (issue 5): opening under 100 ms, an edit's update under 16 ms.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
import statistics
import tempfile
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication

from ryf_desktop.app import configure_qt_threads
from ryf_desktop.rules.character import Attribute
from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.session import AddSpecialisation, CampaignSession, SetSkill, SetSpell
from ryf_desktop.session.command import ModelCommand
from ryf_desktop.session.draft import Draft
from ryf_desktop.storage.records import EquipmentItem
from ryf_desktop.ui.common.session_follow import SessionHolder
from ryf_desktop.ui.sheet.character_list import CharacterListController
from ryf_desktop.ui.sheet.install import SHEET_MIN_WIDTH
from ryf_desktop.ui.sheet.panels import CharacterListPanel, SheetTabs
from ryf_desktop.ui.sheet.sheets import SheetsController

QUICK_SHEET = {
    "Advertir/Notar": 5, "Sigilo": 4, "Reflejos": 4, "Atletismo": 3, "Esquivar": 3,
    "Armas a Distancia": 3, "Cuerpo a Cuerpo": 2, "Leyes": 2, "Buscar": 2, "Callejeo": 1,
    "Conducir": 1, "Mecánica": 1, "Ocultismo": 1, "Informática": 1,
}


class _Equip(ModelCommand):
    """The quick sheet's revolver and vest (the catalog's drop would need the catalog)."""

    def __init__(self, session: CampaignSession, character_id: int) -> None:
        super().__init__(session, "equip")
        self.character_id = character_id

    def work_out(self, draft: Draft) -> None:
        draft.add(EquipmentItem, character_id=self.character_id, name="Revólver", kind="weapon",
                  details='{"damage": "2d6+1"}')
        draft.add(EquipmentItem, character_id=self.character_id, name="Chaleco", kind="armour",
                  equipped=True, details='{"absorption": 2, "encumbrance": 1}')


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def main() -> None:
    configure_qt_threads()  # as the program does before its QApplication
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as folder:
        session = CampaignSession.create(Path(folder) / "bench.ryf", "Bench", "actual",
                                         REALISTA, backup_dir=Path(folder) / "backups")
        try:
            panel, tabs = CharacterListPanel(), SheetTabs()
            characters = CharacterListController(panel, SessionHolder(session))
            sheets = SheetsController(tabs, random.Random(1))
            sheets.set_session(session)
            character_id = characters.new_character("Ana Torres")
            assert character_id is not None
            details = session.character(character_id)
            assert details is not None
            for skill in details.skills:
                if skill.name in QUICK_SHEET:
                    session.push(SetSkill(session, character_id, skill.id, skill.name,
                                          skill.attribute, QUICK_SHEET[skill.name]))
                    if skill.name == "Sigilo":
                        session.push(AddSpecialisation(session, character_id, skill.id,
                                                       "Ciudad"))
            session.push(SetSpell(session, character_id, None, name="Luz", level=1,
                                  difficulty=15, mana_cost=1))
            session.push(_Equip(session, character_id))
            sheets.close_sheet(character_id)
            # The size the window gives the sheets dock (two columns, a screenful high).
            tabs.resize(SHEET_MIN_WIDTH, 900)
            tabs.show()

            opens = []
            for _ in range(20):
                start = time.perf_counter()
                controller = sheets.open_sheet(character_id)
                assert controller is not None
                controller.view.adjustSize()
                app.processEvents()
                opens.append(time.perf_counter() - start)
                sheets.close_sheet(character_id)
                app.processEvents()
            print(f"sheet_open: {_ms(statistics.median(opens))}")

            # The same with the skill rows painted (as when the GM scrolls to the skills).
            full = []
            for _ in range(20):
                start = time.perf_counter()
                controller = sheets.open_sheet(character_id)
                assert controller is not None
                controller.view.adjustSize()
                controller.view.ensureWidgetVisible(controller.view.skills_table)
                controller.view.skills_table.repaint()
                app.processEvents()
                full.append(time.perf_counter() - start)
                sheets.close_sheet(character_id)
                app.processEvents()
            print(f"sheet_open_with_skill_rows: {_ms(statistics.median(full))}")

            controller = sheets.open_sheet(character_id)
            assert controller is not None
            app.processEvents()
            spin = controller.view.attribute_spins[Attribute.DESTREZA]
            label = controller.view.findChild(type(controller.view.points_label),
                                              "derived_defensa")
            assert label is not None
            edits = []
            for index in range(50):
                value = 8 if index % 2 else 9
                start = time.perf_counter()
                spin.setValue(value)  # the command, the signal and the refresh run in here
                label.repaint()  # painted on screen now, not at the next turn of the loop
                edits.append(time.perf_counter() - start)
                assert label.text() == str(value + 3 + 5), label.text()
                app.processEvents()
            edits.sort()
            print(f"attribute_edit_to_derived_updated: {_ms(statistics.median(edits))} "
                  f"(p95 {_ms(edits[int(len(edits) * 0.95) - 1])})")
            sheets.set_session(None)
        finally:
            session.close()


if __name__ == "__main__":
    main()
