"""Putting the chosen catalog entry into play: into a character's equipment (given or bought),
into the combat being prepared, onto the map. Each is one session command; what it did, or why
not, goes to the browser's status line (the window shows a refusal as well)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt

from ryf_desktop.catalog import Monster
from ryf_desktop.session import (
    AddMonsterToCombat,
    AddToCharacter,
    CampaignSession,
    PlaceOnMap,
    money_text,
)
from ryf_desktop.session.command import ModelCommand
from ryf_desktop.storage.records import Character
from ryf_desktop.ui.catalog.character_dialog import AddToCharacterDialog
from ryf_desktop.ui.catalog.index import BrowserEntry

if TYPE_CHECKING:
    from ryf_desktop.ui.catalog.controller import CatalogBrowserController


def push_command(session: CampaignSession, command: ModelCommand) -> str | None:
    """Push ``command``; None when it was done, else the session's reason."""
    return session.attempt(command)


class PlayActions(QObject):
    """Add to character, add to combat, place on map — for the browser's chosen entry."""

    def __init__(self, browser: CatalogBrowserController) -> None:
        super().__init__(browser)
        self.browser = browser
        self._chosen_character: int | None = None
        # The character whose sheet is in front (the window tells; None without one): the GM
        # adding from the catalog most likely means that character.
        self.sheet_in_front: Callable[[], int | None] = lambda: None

    def add_to_character(self) -> None:
        """Ask which character (and whether to buy), then add it."""
        browser = self.browser
        entry, session = browser.current_entry(), browser.session
        if entry is None or session is None or isinstance(entry.entry, Monster):
            return

        model = session.model

        def money_of(character_id: int) -> int | None:
            character = model.get(Character, character_id)
            return None if character is None else character.money

        def submit(character_id: int, buy: bool) -> str | None:
            return self.give_to_character(entry, character_id, buy=buy)

        # In the order of the character list.
        characters = sorted(model.all(Character), key=lambda found: (found.position, found.id))
        dialog = AddToCharacterDialog(
            entry.entry, characters, money_of, session.setting, submit,
            chosen=self._preselected(), parent=browser.view,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        browser.dialog = dialog
        dialog.open()

    def _preselected(self) -> int | None:
        in_front = self.sheet_in_front()
        return self._chosen_character if in_front is None else in_front

    def give_to_character(
        self, entry: BrowserEntry, character_id: int, *, buy: bool
    ) -> str | None:
        """Add ``entry`` to a character (bought or not); None when done, else why not."""
        browser = self.browser
        session = browser.session
        if session is None:
            return self.tr("Open a campaign first.")
        command = AddToCharacter(session, character_id, entry.entry, buy=buy, gm_id=entry.gm_id)
        problem = push_command(session, command)
        if problem is not None:
            browser.report(problem)
            return problem
        self._chosen_character = character_id
        character = session.model.get(Character, character_id)
        who = character.name if character is not None else ""
        if command.money_after is not None:
            browser.report(self.tr("{who} bought “{what}”; {money} left.").format(
                who=who, what=entry.name, money=money_text(command.money_after, session.setting)
            ))
        else:
            browser.report(self.tr("“{what}” added to {who}'s equipment.").format(
                who=who, what=entry.name
            ))
        return None

    def add_to_combat(self) -> None:
        """A new creature of the chosen kind, PV rolled, into the combat being prepared."""
        browser = self.browser
        entry, session = browser.current_entry(), browser.session
        if entry is None or session is None or not isinstance(entry.entry, Monster):
            return
        command = AddMonsterToCombat(session, entry.entry, browser.rng, gm_id=entry.gm_id)
        problem = push_command(session, command)
        browser.report(problem or self.tr(
            "{name} ({pv} PV) joins the combat being prepared."
        ).format(name=command.name, pv=command.pv))

    def place_on_map(self) -> None:
        """A new creature of the chosen kind on the first free square of the first map."""
        browser = self.browser
        entry, session = browser.current_entry(), browser.session
        if entry is None or session is None or not isinstance(entry.entry, Monster):
            return
        command = PlaceOnMap(session, monster=entry.entry, rng=browser.rng, gm_id=entry.gm_id)
        problem = push_command(session, command)
        x, y = command.square or (0, 0)
        browser.report(problem or self.tr(
            "“{name}” stands on the map at column {x}, row {y}."
        ).format(name=command.name, x=x + 1, y=y + 1))
