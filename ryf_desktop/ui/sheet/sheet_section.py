"""What every section of a character sheet shares: its :class:`SheetOwner` (the sheet's session,
widgets and commands), and the note of what it last showed; a section holds no rules."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel, QWidget

from ryf_desktop.session import CampaignSession, EditCharacterField, SheetView, sheet_view
from ryf_desktop.ui.dice.check_inputs import RollRequest, RollSubject

if TYPE_CHECKING:
    from ryf_desktop.rules.dice import RandomSource
    from ryf_desktop.session.command import ModelCommand
    from ryf_desktop.session.healing_commands import RecoverBreath, Rest, TreatWithMedicine
    from ryf_desktop.session.spell_commands import CastFromSheet
    from ryf_desktop.ui.sheet.sheet_view import CharacterSheetView

#: Red for a value over a limit or a state that costs a rank.
WARNING_COLOUR = "#b3261e"
#: Marks a section not shown yet (no key equals it).
_NOTHING = object()


class SheetOwner(QObject):
    """One character's sheet as its sections see it (:class:`~ryf_desktop.ui.sheet.sheets.
    CharacterSheetController` makes them): what they read, the one way they change the campaign
    (a refused edit shows its reason and puts every field back), their rolls."""

    #: A roll to make in the dice panel (a :class:`RollRequest`).
    roll_requested = Signal(object)
    #: The character is gone (deleted, or the campaign closed): the sheet should close.
    gone = Signal()
    #: The sheet shows a new name for the character (its tab follows).
    name_shown = Signal(str)

    def __init__(self, session: CampaignSession, character_id: int, view: CharacterSheetView,
                 rng: RandomSource, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.character_id = character_id
        self.view = view
        self.rng = rng
        #: What the sheet shows; None once the character is gone.
        self.sheet: SheetView | None = None
        #: Whether the widgets are being filled (their signals then are no edits).
        self.filling = False
        #: In the order they fill (the order of the sheet, top to bottom).
        self.sections: tuple[SheetSection, ...] = ()

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

    def edit(self, field: str, value: object) -> bool:
        """One field of the character's row (see ``validation.CHARACTER_FIELDS``)."""
        if self.filling:
            return False
        command = EditCharacterField(self.session, self.character_id, field, value)
        return self.attempt(command) is None

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

    def refresh(self) -> None:
        """Every section filled from the stored character (a section shows only what changed)."""
        if self.session.closed:
            return
        details = self.session.character(self.character_id)
        if details is None:
            self.sheet = None
            self.gone.emit()
            return
        sheet = self.sheet = sheet_view(details, self.session.profile)
        self.filling = True
        try:
            for section in self.sections:
                section.fill(sheet)
        finally:
            self.filling = False


class SheetSection:
    """One section of the sheet; :meth:`fill` shows ``sheet`` (only what changed)."""

    def __init__(self, owner: SheetOwner) -> None:
        self.owner = owner
        self.view = owner.view
        self._shown: object = _NOTHING
        self._warned: dict[QWidget, bool] = {}

    def fill(self, sheet: SheetView) -> None:
        raise NotImplementedError

    def push(self, kind: Callable[..., ModelCommand], *args: object, **keywords: object) -> bool:
        """Push a ``kind`` command for the sheet's character (made with the session and the
        character's id, then ``args``); none while the sheet is being filled, when a widget's
        signal is no edit."""
        owner = self.owner
        if owner.filling:
            return False
        return owner.attempt(kind(owner.session, owner.character_id, *args, **keywords)) is None

    def forget(self) -> None:
        """Show the stored values again at the next fill (a refused edit left its value in a
        field, where the stored value may be what the section last showed)."""
        self._shown = _NOTHING

    def changed(self, key: object) -> bool:
        """Whether the section shows something else than ``key`` describes (and note it)."""
        if self._shown == key:
            return False
        self._shown = key
        return True

    def warn(self, widget: QWidget, on: bool) -> None:
        """Red text on ``widget`` while ``on`` (a palette: cheaper to switch than a style sheet)."""
        if self._warned.get(widget, False) == on:
            return
        self._warned[widget] = on
        palette = QPalette(self.view.palette())
        if on:
            palette.setColor(QPalette.ColorRole.WindowText, QColor(WARNING_COLOUR))
        widget.setPalette(palette)

    def attempt_shown(self, command: Rest | RecoverBreath | TreatWithMedicine | CastFromSheet,
                      label: QLabel) -> bool:
        """Push ``command`` and show in ``label`` what it did, or why it was refused (there,
        where the GM clicked: the sheet's message line may be scrolled away)."""
        problem = self.owner.attempt(command)
        label.setText(command.line if problem is None else problem)
        self.warn(label, problem is not None)
        label.show()
        return problem is None
