"""One character's sheet: its sections (``ui/sheet/sheet_*.py``) made over a
:class:`CharacterSheetView`, filled again when ``session.changed`` names the character or the
campaign. It computes no rule."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject

from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.events import Changed
from ryf_desktop.ui.sheet.sheet_attributes import AttributesSection, DerivedSection
from ryf_desktop.ui.sheet.sheet_health import HealthSection
from ryf_desktop.ui.sheet.sheet_identity import IdentitySection
from ryf_desktop.ui.sheet.sheet_items import EquipmentSection, SpellsSection
from ryf_desktop.ui.sheet.sheet_money import MoneySection
from ryf_desktop.ui.sheet.sheet_section import SheetOwner
from ryf_desktop.ui.sheet.sheet_skills import SkillsSection
from ryf_desktop.ui.sheet.sheet_view import CharacterSheetView


class CharacterSheetController(SheetOwner):
    """Connects one :class:`CharacterSheetView` to the session for ``character_id``."""

    def __init__(
        self,
        session: CampaignSession,
        character_id: int,
        view: CharacterSheetView,
        rng: RandomSource,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(session, character_id, view, rng, parent)
        self.identity = IdentitySection(self)
        self.attributes = AttributesSection(self)
        self.skills = SkillsSection(self)
        self.derived = DerivedSection(self)
        self.health = HealthSection(self)
        self.equipment = EquipmentSection(self)
        self.money = MoneySection(self)
        self.spells = SpellsSection(self)
        self.sections = (self.identity, self.attributes, self.skills, self.derived, self.health,
                         self.equipment, self.money, self.spells)
        self._watched = (*self.identity.typed, self.equipment.drop_target)
        for widget in self._watched:
            widget.installEventFilter(self)
        session.changed.connect(self._changed)
        session.command_failed.connect(self._failed)
        self.refresh()

    def disconnect_session(self) -> None:
        self.session.changed.disconnect(self._changed)
        self.session.command_failed.disconnect(self._failed)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        # Compared with the widgets kept at start: while the view is being destroyed its
        # children may already be gone, and reading them through the view would fail.
        if watched in self._watched and (self.identity.event(watched, event)
                                         or self.equipment.event(watched, event)):
            return True
        return super().eventFilter(watched, event)

    def _failed(self, message: str) -> None:
        if self.view.isVisible() or not self.view.error_label.text():
            self.view.error_label.set_message(message)

    def _changed(self, changed: Changed) -> None:
        if changed.campaign or self.character_id in changed.characters:
            self.refresh()
        self.health.characters_changed(changed)
