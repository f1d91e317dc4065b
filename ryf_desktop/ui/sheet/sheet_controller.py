"""Behaviour of one character's sheet: fills :class:`CharacterSheetView` from the session's
:func:`~ryf_desktop.session.sheet_view` a section at a time (``ui/sheet/sheet_*.py``), pushes their
edits (a refused one shows its reason and puts every field back) and asks for their rolls. It
computes no rule, and refreshes when ``session.changed`` names its character or the campaign."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Signal

from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.session import CampaignSession, EditCharacterField, SheetView, sheet_view
from ryf_desktop.session.command import ModelCommand
from ryf_desktop.session.events import Changed
from ryf_desktop.ui.dice.check_inputs import RollRequest, RollSubject
from ryf_desktop.ui.sheet.sheet_attributes import AttributesSection, DerivedSection
from ryf_desktop.ui.sheet.sheet_health import HealthSection
from ryf_desktop.ui.sheet.sheet_identity import IdentitySection
from ryf_desktop.ui.sheet.sheet_items import EquipmentSection, SpellsSection
from ryf_desktop.ui.sheet.sheet_money import MoneySection
from ryf_desktop.ui.sheet.sheet_section import SheetSection
from ryf_desktop.ui.sheet.sheet_skills import SkillsSection
from ryf_desktop.ui.sheet.sheet_view import CharacterSheetView


class CharacterSheetController(QObject):
    """Connects one :class:`CharacterSheetView` to the session for ``character_id``."""

    #: A roll to make in the dice panel (a :class:`RollRequest`).
    roll_requested = Signal(object)
    #: The character is gone (deleted, or the campaign closed): the sheet should close.
    gone = Signal()
    #: The sheet shows a new name for the character (its tab follows).
    name_shown = Signal(str)

    def __init__(
        self,
        session: CampaignSession,
        character_id: int,
        view: CharacterSheetView,
        rng: RandomSource,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.character_id = character_id
        self.view = view
        self.rng = rng
        #: What the sheet shows; None once the character is gone.
        self.sheet: SheetView | None = None
        #: Whether the widgets are being filled (their signals then are no edits).
        self.filling = False
        self.identity = IdentitySection(self, self.name_shown.emit)
        self.attributes = AttributesSection(self)
        self.skills = SkillsSection(self)
        self.derived = DerivedSection(self)
        self.health = HealthSection(self)
        self.equipment = EquipmentSection(self)
        self.money = MoneySection(self)
        self.spells = SpellsSection(self)
        # In the order they fill (the order of the sheet, top to bottom).
        self.sections: tuple[SheetSection, ...] = (
            self.identity, self.attributes, self.skills, self.derived, self.health,
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

    def push(self, command: ModelCommand) -> bool:
        return self.attempt(command) is None

    def attempt(self, command: ModelCommand) -> str | None:
        """Push ``command``; None when it was done, else the session's reason."""
        self.view.error_label.set_message("")
        problem = self.session.attempt(command)
        if problem is not None:
            # Every field shows the stored value again, even where the stored value is what the
            # sheet last showed (the refused one is only in the field).
            for section in self.sections:
                section.forget()
            self.refresh()
        return problem

    def _failed(self, message: str) -> None:
        if self.view.isVisible() or not self.view.error_label.text():
            self.view.error_label.set_message(message)

    def edit(self, field: str, value: object) -> bool:
        """One field of the character's row (see ``validation.CHARACTER_FIELDS``)."""
        if self.filling:
            return False
        return self.push(EditCharacterField(self.session, self.character_id, field, value))

    def request_roll(self, subject: str, attribute: int, skill: int | None, *,
                     difficulty: str = "", specialisation: bool = False) -> None:
        """Ask the dice panel for a roll of this character, with the token ticked on the sheet
        and a handed-back token's penalty: the dice panel spends them with the roll it records
        (one undo step), so the tick is cleared here and the counts change there."""
        sheet = self.sheet
        if sheet is None:
            return
        character = sheet.details.character
        token = self.view.token_roll_check.isChecked() and character.tokens > 0
        self.roll_requested.emit(RollRequest(
            subject=RollSubject(character.name, subject, self.character_id),
            attribute=attribute, skill=skill, malherido=sheet.rank_shift < 0, token=token,
            penalty=character.token_penalty, difficulty=difficulty,
            specialisation=specialisation,
        ))
        self.view.token_roll_check.setChecked(False)

    def _changed(self, changed: Changed) -> None:
        if changed.campaign or self.character_id in changed.characters:
            self.refresh()
        self.health.characters_changed(changed)

    def refresh(self) -> None:
        if self.session.closed:
            return
        details = self.session.character(self.character_id)
        if details is None:
            self.sheet = None
            self.gone.emit()
            return
        self._show(sheet_view(details, self.session.profile))

    def _show(self, sheet: SheetView) -> None:
        self.sheet = sheet
        self.filling = True
        try:
            for section in self.sections:
                section.fill(sheet)
        finally:
            self.filling = False
