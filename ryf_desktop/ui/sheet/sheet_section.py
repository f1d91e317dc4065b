"""What every section of a character sheet shares: its :class:`SheetOwner`, the sheet's widgets
and the note of what it last showed. A section fills its widgets from the session's
:class:`~ryf_desktop.session.SheetView` and turns an edit into one command; it holds no rules."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:
    from ryf_desktop.rules.dice import RandomSource
    from ryf_desktop.session import CampaignSession, SheetView
    from ryf_desktop.session.command import ModelCommand
    from ryf_desktop.session.healing_commands import RecoverBreath, Rest, TreatWithMedicine
    from ryf_desktop.session.spell_commands import CastFromSheet
    from ryf_desktop.ui.sheet.sheet_view import CharacterSheetView

#: Red for a value over a limit or a state that costs a rank.
WARNING_COLOUR = "#b3261e"
#: Marks a section not shown yet (no key equals it).
_NOTHING = object()


class SheetOwner(Protocol):
    """The sheet a section belongs to (:class:`~ryf_desktop.ui.sheet.sheet_controller.
    CharacterSheetController`): what a section reads and the one way it changes the campaign."""

    session: CampaignSession
    character_id: int
    view: CharacterSheetView
    rng: RandomSource
    sheet: SheetView | None
    filling: bool

    def push(self, command: ModelCommand) -> bool: ...

    def attempt(self, command: ModelCommand) -> str | None: ...

    def edit(self, field: str, value: object) -> bool: ...

    def request_roll(self, subject: str, attribute: int, skill: int | None, *,
                     difficulty: str = "", specialisation: bool = False) -> None: ...


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
        return owner.push(kind(owner.session, owner.character_id, *args, **keywords))

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
