"""The health section of a character sheet: wounds, PV and state, rest, recuperar el aliento,
Medicina by another character and the manual harm window."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

from ryf_desktop.session import SetWounds, SheetView
from ryf_desktop.session.events import Changed
from ryf_desktop.session.healing_commands import RecoverBreath, Rest, TreatWithMedicine
from ryf_desktop.storage.records import Character
from ryf_desktop.ui.common.health_states import state_name
from ryf_desktop.ui.sheet.sheet_section import SheetOwner, SheetSection

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QWidget

    from ryf_desktop.rules.dice import RandomSource
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.session.fighting.harm import ManualHarm
    from ryf_desktop.ui.combat.harm_dialog import HarmDialog


class HealthSection(SheetSection):
    """Wounds taken and healed; every healing is one command, its roll in the log."""

    def __init__(self, owner: SheetOwner) -> None:
        super().__init__(owner)
        view = self.view
        view.wounds_spin.valueChanged.connect(self.set_wounds)
        # A night's rest is once a campaign day: a second one is refused with the reason. Each
        # healing is one command: the healing and its log line.
        view.rest_button.clicked.connect(lambda: self.attempt_shown(
            Rest(owner.session, owner.character_id, full_comfort=False), view.healing_label))
        view.comfort_button.clicked.connect(lambda: self.attempt_shown(
            Rest(owner.session, owner.character_id, full_comfort=True), view.healing_label))
        view.breath_button.clicked.connect(lambda: self.attempt_shown(
            RecoverBreath(owner.session, owner.character_id, owner.rng), view.healing_label))
        view.medicine_button.clicked.connect(self._medicine_from_combo)
        view.harm_button.clicked.connect(self.open_harm)
        view.healer_combo.popup_requested.connect(
            lambda: None if view.healer_combo.count() else self.fill_healers()
        )

    def fill(self, sheet: SheetView) -> None:
        details = sheet.details
        if not self.changed((details.character.wounds, details.hp_max, sheet.state,
                             sheet.rank_shift)):
            return
        view = self.view
        view.wounds_spin.setValue(details.character.wounds)
        hp = QCoreApplication.translate("SheetDisplay", "{current} of {maximum}")
        view.hp_label.setText(hp.format(current=sheet.current_hp, maximum=details.hp_max))
        text = state_name(sheet.state)
        if sheet.rank_shift < 0:
            text += " — " + QCoreApplication.translate("SheetDisplay", "every roll at −1 rank")
        view.state_label.setText(text)
        self.warn(view.state_label, sheet.rank_shift < 0)

    def characters_changed(self, changed: Changed) -> None:
        """The healers shown, if any, follow a character added, removed, moved or renamed (not
        every wound of a fight: the list may hold thousands)."""
        combo = self.view.healer_combo
        if not combo.count():
            return
        model = self.owner.session.model
        for character_id in changed.characters:
            row, index = model.get(Character, character_id), combo.findData(character_id)
            if (row is None) != (index < 0) or (row is not None and combo.itemText(index)
                                                 != row.name):
                self.fill_healers()
                return
        if changed.character_list:
            self.fill_healers()

    def fill_healers(self) -> None:
        """Who may roll Medicina: every character. Read when the GM first opens the list or
        treats (not with every sheet opened), and again when the list of characters changes."""
        session = self.owner.session
        if session.closed:
            return
        combo = self.view.healer_combo
        current = combo.currentData()
        combo.clear()
        for summary in session.characters():
            combo.addItem(summary.name, summary.id)
        index = combo.findData(current)
        combo.setCurrentIndex(index if index >= 0 else 0)

    def set_wounds(self, wounds: int) -> bool:
        return self.push(SetWounds, wounds)

    def open_harm(self) -> HarmDialog | None:
        owner, sheet = self.owner, self.owner.sheet
        if sheet is None:
            return None
        return open_harm_window(owner.session, owner.attempt, owner.rng, owner.character_id,
                                sheet.details.name, self.view)

    def _medicine_from_combo(self) -> None:
        if self.view.healer_combo.count() == 0:
            self.fill_healers()
        healer = self.view.healer_combo.currentData()
        if isinstance(healer, int):
            self.medicine(healer)

    def medicine(self, healer_id: int) -> bool:
        """The healer rolls Medicina on this character (one command: the attempt, the healing
        and its log line; refused before rolling when the rules do not allow it today)."""
        owner = self.owner
        return self.attempt_shown(TreatWithMedicine(owner.session, healer_id, owner.character_id,
                                                    owner.rng), self.view.healing_label)


def open_harm_window(session: CampaignSession, attempt: Callable[[ManualHarm], str | None],
                     rng: RandomSource, character_id: int, name: str, near: QWidget
                     ) -> HarmDialog:
    """The *Damage or heal…* window for one character (the sheet's and the list's), a window of
    the main window that ``near`` is in (through a floating dock too: a real top-level window);
    ``attempt`` pushes the command."""
    # Imported here: the combat's widgets load when the GM first asks, not with the sheets.
    from ryf_desktop.ui.combat.harm_dialog import HarmDialog, harm_applier
    from ryf_desktop.ui.combat.placement import main_window_of

    apply = harm_applier(session, attempt, rng, character_id=character_id)
    dialog = HarmDialog(name, apply, parent=main_window_of(near))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
