"""Putting the chosen catalog entry into play: into a character's equipment (given or bought),
into the running combat (else the one being prepared), onto the map the GM looks at. Each is one
session command; what it did, or why not, goes to the browser's status line."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple, Protocol

from PySide6.QtCore import QCoreApplication, QObject

from ryf_desktop.catalog import Monster
from ryf_desktop.session import (
    AddMonsterToCombat,
    AddToCharacter,
    PlaceOnMap,
    money_text,
)
from ryf_desktop.session.present import players_view_of
from ryf_desktop.storage.records import Character
from ryf_desktop.ui.catalog.character_dialog import AddToCharacterDialog
from ryf_desktop.ui.catalog.index import BrowserEntry
from ryf_desktop.ui.common.widgets import open_modal

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from ryf_desktop.catalog import Era
    from ryf_desktop.rules.dice import RandomSource
    from ryf_desktop.session import CampaignSession, GmEntries
    from ryf_desktop.ui.catalog.mime import EntryRef
    from ryf_desktop.ui.catalog.view import CatalogBrowserView


class BrowserParts(Protocol):
    """What the browser's action sets (here and :mod:`.gm_actions`) ask of the browser's
    controller, which makes them (so neither imports it: no import circle)."""

    view: CatalogBrowserView
    rng: RandomSource
    #: The dialog the last action opened (tests and scripts reach it here).
    dialog: QDialog | None
    session: CampaignSession | None

    def setting(self) -> Era | None: ...

    def current_entry(self) -> BrowserEntry | None: ...

    def reveal(self, ref: EntryRef) -> None: ...

    def gm_entries(self) -> GmEntries: ...

    def report(self, text: str) -> None: ...


class MapTarget(NamedTuple):
    """Where *Place on map* puts a creature: a map, and the part of it in the GM's view
    (x, y, width, height in squares; None: anywhere)."""

    map_id: int
    view: tuple[float, float, float, float] | None


def running_text(combat: str) -> str:
    """What the status line adds when a creature joins the running fight: it acts once the GM
    rolls its initiative in the tracker (RULES §5 keeps everyone else's)."""
    return QCoreApplication.translate(
        "PlayActions", "It joins the running combat “{combat}”: roll its initiative in the "
        "Combat dock (right-click its row); it acts once it has one.").format(combat=combat)


def placed_text(name: str, pv: int | None, square: tuple[int, int], combat: str, *,
                created: bool, hidden: bool, running: bool = False) -> str:
    """What the status line says of a creature put on the map: where, which combat it joined
    (a new one, or the running one, said so), and whether the players see it."""
    translate = QCoreApplication.translate
    parts = [translate("MapPanel", "{name} ({pv} PV) stands at column {x}, row {y}.").format(
        name=name, pv=pv, x=square[0] + 1, y=square[1] + 1)]
    if running:
        parts.append(running_text(combat))
    elif created:
        parts.append(translate(
            "PlayActions", "A new encounter “{combat}” is being prepared with it.").format(
            combat=combat))
    elif combat:
        parts.append(translate("PlayActions", "It joins the encounter “{combat}”.").format(
            combat=combat))
    if hidden:
        parts.append(translate(
            "PlayActions", "Hidden from the players, who see this map (right-click its token "
            "to show it)."))
    return " ".join(parts)


class PlayActions(QObject):
    """Add to character, add to combat, place on map — for the browser's chosen entry."""

    def __init__(self, browser: BrowserParts, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.browser = browser
        self._chosen_character: int | None = None
        # Where Place on map puts a creature (the GM's map panel sets it); None: the first map.
        self.map_target: Callable[[], MapTarget | None] = lambda: None
        browser.view.hide_new_check.toggled.connect(lambda _on: self.follow_hiding())
        # The character whose sheet is in front (the window tells; None without one).
        self.sheet_in_front: Callable[[], int | None] = lambda: None

    def follow_hiding(self) -> None:
        """Tell the open campaign's players' view whether the GM wants every new creature
        hidden (the box beside Place on map), which the map's drop reads too."""
        session = self.browser.session
        if session is not None and not session.closed:
            players_view_of(session).always_hide_new = (
                self.browser.view.hide_new_check.isChecked())

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

        # In the order of the character list.
        characters = sorted(model.all(Character), key=lambda found: (found.position, found.id))
        in_front = self.sheet_in_front()
        dialog = AddToCharacterDialog(
            entry.entry, characters, money_of, session.setting,
            lambda character_id, buy: self.give_to_character(entry, character_id, buy=buy),
            chosen=self._chosen_character if in_front is None else in_front, parent=browser.view,
        )
        browser.dialog = open_modal(dialog)

    def give_to_character(
        self, entry: BrowserEntry, character_id: int, *, buy: bool
    ) -> str | None:
        """Add ``entry`` to a character (bought or not); None when done, else why not."""
        browser = self.browser
        session = browser.session
        if session is None:
            return self.tr("Open a campaign first.")
        command = AddToCharacter(session, character_id, entry.entry, buy=buy, gm_id=entry.gm_id)
        problem = session.attempt(command)
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
        """A new creature of the chosen kind, PV rolled, into the running combat, else the one
        being prepared (the session decides which)."""
        browser = self.browser
        entry, session = browser.current_entry(), browser.session
        if entry is None or session is None or not isinstance(entry.entry, Monster):
            return
        command = AddMonsterToCombat(session, entry.entry, browser.rng, gm_id=entry.gm_id)
        problem = session.attempt(command)
        if problem is not None:
            browser.report(problem)
        elif command.combat_running:
            browser.report(f"{command.name} ({command.pv} PV). {running_text(command.combat_name)}")
        elif command.combat_created:
            # Said, so that a combat the GM did not ask for is no surprise in the tracker.
            browser.report(self.tr("{name} ({pv} PV) joins “{combat}”, a new encounter being "
                                   "prepared.").format(name=command.name, pv=command.pv,
                                                       combat=command.combat_name))
        else:
            browser.report(self.tr("{name} ({pv} PV) joins the combat being prepared.").format(
                name=command.name, pv=command.pv))

    def place_on_map(self) -> None:
        """A new creature of the chosen kind on the map the GM looks at, near the middle of the
        part in view, hidden from the players when they see that map; like a drag onto the map,
        it joins the running combat on that map, else the one being prepared."""
        browser = self.browser
        entry, session = browser.current_entry(), browser.session
        if entry is None or session is None or not isinstance(entry.entry, Monster):
            return
        target = self.map_target()
        map_id = target.map_id if target is not None else None
        hidden = players_view_of(session).hides_new_creatures(map_id)
        command = PlaceOnMap(session, monster=entry.entry, rng=browser.rng, gm_id=entry.gm_id,
                             map_id=map_id, view=target.view if target is not None else None,
                             hidden=hidden)
        problem = session.attempt(command)
        if problem is not None or command.square is None:
            browser.report(problem or "")
            return
        browser.report(placed_text(command.name, command.pv, command.square, command.combat_name,
                                   created=command.combat_created, hidden=hidden,
                                   running=command.combat_running))
