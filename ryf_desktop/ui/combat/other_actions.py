"""The Other actions menu of the active combatant: spells, reloading, minor and free actions."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QInputDialog, QMenu

from ryf_desktop.session.combat import SpendAction
from ryf_desktop.session.command import CommandError
from ryf_desktop.session.fighting.actions import CastSpell, Reload
from ryf_desktop.session.fighting.drawing import CarriedWeapon, DrawWeapon, carried_weapons
from ryf_desktop.session.fighting.spells import SpellPreview, spell_preview
from ryf_desktop.ui.combat import labels
from ryf_desktop.ui.combat.roll_dialog import SpellDialog
from ryf_desktop.ui.common.widgets import named

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.session.command import ModelCommand
    from ryf_desktop.ui.combat.combat_owner import CombatOwner


class OtherActions(QObject):
    """The Other actions menu (``menu``), filled as it opens, and what is picked in it."""

    def __init__(self, controller: CombatOwner, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.menu = QMenu(self.tr("Other actions"), controller.view)
        self.menu.setObjectName("combat_other_actions_menu")
        self.menu.aboutToShow.connect(self.fill_menu)

    def _as_active(
        self, make: Callable[[CampaignSession, int], ModelCommand]
    ) -> tuple[str | None, str]:
        """Push what ``make`` makes for the active combatant: (the refusal or None, the log's
        sentence)."""
        session, active = self.controller.session, self.controller.active()
        if session is None or active is None:
            return self.tr("Nobody is acting."), ""
        return self.controller.tell(make(session, active.id))

    def spend(self, kind: str, text: str) -> None:
        self._as_active(lambda session, active: SpendAction(session, active, kind, text))

    def ask_free_action(self, kind: str) -> QInputDialog:
        """Ask what the free action is, then spend it (a major or a minor)."""
        dialog = named(QInputDialog(self.controller.gm_window()), "combat_free_action_dialog")
        dialog.setWindowTitle(
            self.tr("Free major action") if kind == "major" else self.tr("Free minor action"))
        dialog.setLabelText(self.tr("What does the combatant do?"))
        dialog.textValueSelected.connect(
            lambda text: self.spend(kind, text.strip() or dialog.windowTitle())
        )
        return self.controller.open(dialog)

    def cast(
        self, spell_id: int, throws: list[tuple[int, int, int]] | None = None
    ) -> tuple[str | None, str]:
        """The active combatant casts ``spell_id`` (with the dice thrown, when given):
        (the refusal or None, the log's sentence)."""
        return self._as_active(lambda session, active: CastSpell(
            session, active, spell_id, rng=self.controller.rng, throws=throws))

    def open_spell(self, spell_id: int | None = None) -> SpellDialog | None:
        """The cast dialog of the active combatant: the odds and the maná before the cast."""
        session, active = self.controller.session, self.controller.active()
        stats = self.controller.fighters_of(active.id) if active is not None else None
        if session is None or active is None or stats is None or not stats.spells:
            return None
        combatant_id = active.id

        def preview(chosen: int) -> SpellPreview | str:
            try:
                return spell_preview(session.model, session.profile, combatant_id, chosen)
            except CommandError as error:
                return str(error)

        return self.controller.open(SpellDialog(
            active.name, [(spell.spell_id, spell.name) for spell in stats.spells],
            preview, self.cast, spell_id=spell_id, parent=self.controller.gm_window(),
        ))

    def reload(self, attack_key: str) -> None:
        self._as_active(lambda session, active: Reload(session, active, attack_key))

    def fill_menu(self) -> None:
        """Fill the Other actions menu for the active combatant (as it opens)."""
        menu = self.menu
        menu.clear()
        active = self.controller.active()
        stats = self.controller.fighters_of(active.id) if active is not None else None
        spells = menu.addMenu(self.tr("Cast a spell"))
        spells.setEnabled(bool(stats and stats.spells))
        if stats is not None:
            for spell in stats.spells:
                text = self.tr(
                    "{name} (level {level}, difficulty {difficulty}, {mana} maná)"
                ).format(
                    name=spell.name, level=labels.number(spell.level),
                    difficulty=labels.number(spell.difficulty),
                    mana=labels.number(spell.mana_cost),
                )
                spells.addAction(text + "…").triggered.connect(
                    lambda _checked=False, spell_id=spell.spell_id: self.open_spell(spell_id))
        reloads = menu.addMenu(self.tr("Reload"))
        reloadable = [option for option in stats.attacks if option.reload] if stats else []
        reloads.setEnabled(bool(reloadable))
        for option in reloadable:
            reloads.addAction(option.label).triggered.connect(
                lambda _checked=False, key=option.key: self.reload(key))
        menu.addSeparator()
        session = self.controller.session
        weapons = (carried_weapons(session.model, active.id)
                   if session is not None and active is not None else [])
        if weapons:
            self._fill_draw_menu(menu.addMenu(self.tr("Draw or drop a weapon")), weapons)
        minors = (
            # A creature's weapons are part of its attack: drawing one is the minor alone.
            *(() if weapons else (
                (self.tr("Draw or drop a weapon"), self.tr("draws or drops a weapon")),)),
            (self.tr("Drink a potion"), self.tr("drinks a potion")),
            (self.tr("Hand something over"), self.tr("hands something over")),
        )
        for text, logged in minors:
            menu.addAction(text).triggered.connect(
                lambda _checked=False, logged=logged: self.spend("minor", logged))
        menu.addSeparator()
        for kind, text in (("major", self.tr("Free major action…")),
                           ("minor", self.tr("Free minor action…"))):
            menu.addAction(text).triggered.connect(
                lambda _checked=False, kind=kind: self.ask_free_action(kind))

    def _fill_draw_menu(self, draw_menu: QMenu, weapons: list[CarriedWeapon]) -> None:
        """Draw a carried weapon or drop the one in hand: the sheet's Equipado follows."""
        draw_menu.setObjectName("combat_draw_menu")
        for weapon in weapons:
            text = (self.tr("Drop {name}") if weapon.in_hand
                    else self.tr("Draw {name}")).format(name=weapon.name)
            draw_menu.addAction(text).triggered.connect(
                lambda _checked=False, item_id=weapon.item_id, draw=not weapon.in_hand:
                self.draw_weapon(item_id, draw=draw)
            )

    def draw_weapon(self, item_id: int, *, draw: bool) -> str | None:
        """The active combatant draws or drops a weapon (a minor action); None when done."""
        return self._as_active(
            lambda session, active: DrawWeapon(session, active, item_id, draw=draw))[0]

    def pop_menu(self) -> None:
        """The Other actions menu from the keyboard: under the dock's button, or where the
        main window is when the dock is hidden."""
        if not self.controller.action_named["other"].isEnabled():
            return  # nobody is acting: the menu would offer nothing to do
        button = self.controller.view.actions_button
        if button.isVisible():
            where = button.mapToGlobal(button.rect().bottomLeft())
        else:
            window = self.controller.gm_window()
            where = window.mapToGlobal(window.rect().center())
        self.menu.popup(where)

