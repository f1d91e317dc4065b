"""The open character sheets, a tab each in the floating "Sheets" window, each one its sections
(``ui/sheet/sheet_*.py``) over a :class:`CharacterSheetView`; and the character list dock."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtWidgets import QFileDialog, QWidget

from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.events import Changed
from ryf_desktop.ui.common.session_follow import follow_session
from ryf_desktop.ui.dice.check_inputs import RollRequest
from ryf_desktop.ui.sheet.character_list import CharacterListController
from ryf_desktop.ui.sheet.panels import CharacterListPanel, SheetTabs
from ryf_desktop.ui.sheet.pdf import SheetPdfError, write_sheet_pdf
from ryf_desktop.ui.sheet.portrait import portrait_data
from ryf_desktop.ui.sheet.sheet_attributes import AttributesSection, DerivedSection
from ryf_desktop.ui.sheet.sheet_health import HealthSection
from ryf_desktop.ui.sheet.sheet_identity import IdentitySection
from ryf_desktop.ui.sheet.sheet_items import EquipmentSection, SpellsSection
from ryf_desktop.ui.sheet.sheet_money import MoneySection
from ryf_desktop.ui.sheet.sheet_section import SheetOwner
from ryf_desktop.ui.sheet.sheet_skills import SkillsSection
from ryf_desktop.ui.sheet.sheet_view import TWO_COLUMN_WIDTH, CharacterSheetView

if TYPE_CHECKING:
    from ryf_desktop.ui.catalog.play_actions import MapTarget
    from ryf_desktop.ui.dice.controller import DiceRollerController
    from ryf_desktop.ui.window_parts import DockArea


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


class SheetsController(QObject):
    """Opens, keeps and closes the sheets of the open campaign."""

    #: A sheet asks for a roll (a :class:`RollRequest`).
    roll_requested = Signal(object)
    #: The last open sheet was closed.
    emptied = Signal()
    #: A line for the window's status bar (the PDF saved, or why not).
    message = Signal(str)

    def __init__(self, tabs: SheetTabs, rng: RandomSource, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tabs = tabs
        self.rng = rng
        self.session: CampaignSession | None = None
        self.sheets: dict[int, CharacterSheetController] = {}
        tabs.tabs.tabCloseRequested.connect(self._close_tab)
        tabs.pdf_button.clicked.connect(self._ask_pdf)
        self.message.connect(tabs.show_note)

    def set_session(self, session: CampaignSession | None) -> None:
        for character_id in list(self.sheets):
            self.close_sheet(character_id)
        self.session = session

    def open_sheet(self, character_id: int) -> CharacterSheetController | None:
        session = self.session
        if session is None:
            return None
        if character_id in self.sheets:
            controller = self.sheets[character_id]
            self.tabs.tabs.setCurrentWidget(controller.view)
            return controller
        wide = self.tabs.tabs.width() >= TWO_COLUMN_WIDTH
        view = CharacterSheetView(columns=2 if wide else 1)
        # Owned by its view: when the view goes, the controller (and its event filters) go too.
        controller = CharacterSheetController(session, character_id, view, self.rng, view)
        if controller.sheet is None:
            controller.disconnect_session()
            view.deleteLater()
            return None
        controller.roll_requested.connect(self.roll_requested)
        controller.gone.connect(lambda: self.close_sheet(character_id))
        # A tab not added yet (or gone) has index -1, which Qt ignores.
        controller.name_shown.connect(
            lambda name: self.tabs.tabs.setTabText(self.tabs.tabs.indexOf(view), name))
        self.sheets[character_id] = controller
        self.tabs.tabs.addTab(view, controller.sheet.details.name)
        self.tabs.tabs.setCurrentWidget(view)
        self.tabs.pdf_button.setEnabled(True)
        return controller

    def current(self, widget: QWidget | None = None) -> CharacterSheetController | None:
        """The sheet of tab ``widget`` (None: the tab in front)."""
        widget = widget or self.tabs.tabs.currentWidget()
        return next((c for c in self.sheets.values() if c.view is widget), None)

    def close_sheet(self, character_id: int) -> None:
        controller = self.sheets.pop(character_id, None)
        if controller is None:
            return
        if self.session is not None and not self.session.closed:
            controller.disconnect_session()
        self.tabs.tabs.removeTab(self.tabs.tabs.indexOf(controller.view))
        controller.view.deleteLater()
        self.tabs.pdf_button.setEnabled(bool(self.sheets))
        if not self.sheets:
            self.emptied.emit()

    def _close_tab(self, index: int) -> None:
        controller = self.current(self.tabs.tabs.widget(index))
        if controller is not None:
            self.close_sheet(controller.character_id)

    def write_pdf(self, path: Path) -> Path | None:
        """The current sheet as one A4 page of PDF."""
        controller = self.current()
        if controller is None or controller.sheet is None or self.session is None:
            return None
        session = self.session
        image_id = controller.sheet.details.character.portrait_image_id
        return write_sheet_pdf(controller.sheet, session.setting, path, profile=session.profile,
                               portrait=portrait_data(session.model, image_id))

    def _ask_pdf(self) -> None:
        """Write the current sheet where the GM says, and say so, or why not, on the status bar."""
        controller = self.current()
        if controller is None or controller.sheet is None:
            return
        name, _ = QFileDialog.getSaveFileName(
            self.tabs, self.tr("Print the sheet to PDF"),
            f"{controller.sheet.details.name}.pdf", self.tr("PDF (*.pdf)"),
        )
        try:
            written = self.write_pdf(Path(name)) if name else None
        except SheetPdfError as error:
            self.message.emit(str(error))
            return
        if written is not None:
            self.message.emit(QCoreApplication.translate("SheetPdf", "Sheet saved to {path}")
                              .format(path=str(written)))


class SheetDocks(QObject):
    """The controllers of the two docks, made when the first campaign opens."""

    def __init__(self, host: DockArea, dice: DiceRollerController,
                 map_target: Callable[[], MapTarget | None], list_panel: CharacterListPanel,
                 tabs: SheetTabs, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host, self.dice = host, dice
        self.characters = CharacterListController(list_panel, host.campaign, self)
        self.sheets = SheetsController(tabs, dice.rng, self)
        self.characters.open_requested.connect(self.open_sheet)
        self.characters.rng = dice.rng
        self.characters.map_target = map_target
        self.characters.message.connect(self._show_message)
        self.sheets.roll_requested.connect(self.roll)
        # An empty sheet window would only cover the map.
        self.sheets.emptied.connect(lambda: self.host.dock("sheets").hide())
        self.sheets.message.connect(self._show_message)
        # The sheets let go of a campaign as it closes, before its file does.
        self.follower = follow_session(self, host.campaign, on_session=self.sheets.set_session)

    def _show_message(self, text: str) -> None:
        self.host.statusBar().showMessage(text, 10000)

    def open_sheet(self, character_id: int) -> CharacterSheetController | None:
        # The sheet window floats (placed on the GM's screen the first time): the docks and the
        # map keep their room; one the GM docked stays as wide as it was. It shows before the
        # sheet is made, which lays itself out in two columns when the window is wide enough.
        dock = self.host.show_floating_dock("sheets")
        controller = self.sheets.open_sheet(character_id)
        if controller is None and not self.sheets.sheets:
            dock.hide()
        return controller

    def roll(self, request: RollRequest) -> None:
        """Roll the sheet's check in the dice panel at once and bring it up (odds shown there)."""
        self.dice.roll_check(request)
        dock = self.host.dock("dice")
        dock.show()
        dock.raise_()
