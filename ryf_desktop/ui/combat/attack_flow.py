"""What the active combatant does: :class:`AttackFlow`, the attack (its dialog, the odds before
the roll, the roll painted with the dice dock's presentation, so an attack reads as any other roll
of the program), and :class:`OtherActions`, the Other actions menu (spells, reloading, minor and
free actions).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QInputDialog, QMenu

from ryf_desktop.session.combat import SpendAction
from ryf_desktop.session.command import CommandError
from ryf_desktop.session.fighting.actions import CastSpell, Reload
from ryf_desktop.session.fighting.attack import Attack
from ryf_desktop.session.fighting.drawing import DrawWeapon, carried_weapons
from ryf_desktop.session.fighting.plan import AttackModifiers, AttackPreview, attack_preview
from ryf_desktop.session.fighting.spells import SpellPreview, spell_preview
from ryf_desktop.ui.combat import labels
from ryf_desktop.ui.combat.attack_dialog import DRAW, AttackChoice, AttackDialog, AttackReport
from ryf_desktop.ui.combat.placement import place_on_gm_screen
from ryf_desktop.ui.combat.roll_dialog import SpellDialog
from ryf_desktop.ui.common.widgets import named
from ryf_desktop.ui.dice.formatting import number
from ryf_desktop.ui.dice.presentation import DiceRow, RollDisplay, check_display, expression_display
from ryf_desktop.ui.tones import Tone

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.session.command import ModelCommand
    from ryf_desktop.session.fighting.attack import AttackResult
    from ryf_desktop.ui.combat.combat_owner import CombatOwner


class AttackFlow(QObject):
    """Opens the attack dialog and answers it (the dialog's backend): the preview of the odds
    and the attack."""

    def __init__(self, controller: CombatOwner, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller

    def draw_and_attack_again(self, attacker_id: int, item_id: int) -> str | None:
        """Draw ``item_id`` (a minor action), then the attack dialog again with it in hand."""
        session, dialog = self.controller.session, self.controller.attack_dialog
        if session is None:
            return self.tr("Open a campaign first.")
        problem = self.controller.push(DrawWeapon(session, attacker_id, item_id, draw=True))
        if problem is not None:
            return problem
        target = dialog.target_id() if dialog is not None else None
        self.open_attack(target, attack_key=f"item:{item_id}")
        return None

    def open_attack(
        self, target_id: int | None = None, *, attack_key: str | None = None
    ) -> AttackDialog | None:
        """The attack dialog for the active combatant (at ``target_id`` when given)."""
        c = self.controller
        active, session = c.active(), c.session
        if active is None or session is None:
            return None
        stats = c.fighters_of(active.id)
        options = () if stats is None else stats.attacks
        attacks = [
            AttackChoice(option.key, self._attack_label(option.label, option.kind,
                                                        option.modifier, option.damage),
                         option.kind)
            for option in options
        ]
        # Weapons carried but not in hand: offered, to be drawn first (a minor action).
        attacks += [
            AttackChoice(f"draw:{weapon.item_id}",
                         self.tr("{name} — carried: draw it first").format(name=weapon.name),
                         DRAW, weapon.item_id)
            for weapon in carried_weapons(session.model, active.id) if not weapon.in_hand
        ]
        if c.attack_dialog is not None:
            c.attack_dialog.close()
            c.attack_dialog.deleteLater()
        targets = c.targets(active.id)
        if not isinstance(target_id, int):
            target_id = c.attack_memory.target_for(active.id, [row.id for row in targets])
        if target_id is None:
            # The nearest enemy the players see, not the first of the round (a hidden one).
            target_id = c.first_target(active.id)
        dialog = AttackDialog(
            self, active.id, active.name, attacks, targets, target_id=target_id,
            attack_key=attack_key or c.attack_memory.attack_for(active.id, options),
            secret_rolls=c.secret_rolls,
            # A dialog parented to the main window is a top-level window on the GM's screen (a
            # parent inside the dock with the Tool flag cleared made it a child widget, unseen).
            parent=c.gm_window(),
        )
        c.attack_dialog = dialog
        place_on_gm_screen(dialog, c.view)
        # Not modal: the GM may look at the map or move a token while it is open.
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()  # the keyboard goes to it: Tab, arrows, Enter rolls
        return dialog

    def _attack_label(self, label: str, kind: str, modifier: int, damage: str) -> str:
        kind_text = self.tr("ranged") if kind == "ranged" else self.tr("melee")
        return self.tr("{label} — {kind}, {modifier} + 1o3d10, damage {damage}").format(
            label=label, kind=kind_text, modifier=labels.number(modifier), damage=damage
        )

    def preview(
        self, attacker_id: int, target_id: int, attack_key: str, modifiers: AttackModifiers
    ) -> AttackPreview | str:
        session = self.controller.session
        if session is None:
            return self.tr("Open a campaign first.")
        try:
            # The expected wounds are the dialog's to ask off the GUI thread (WoundsWorker).
            return attack_preview(session, attacker_id, target_id, attack_key, modifiers,
                                  with_wounds=False)
        except CommandError as error:
            return str(error)

    def attack(
        self,
        attacker_id: int,
        target_id: int,
        attack_key: str,
        modifiers: AttackModifiers = AttackModifiers(),  # noqa: B008 -- frozen
        throws: Sequence[Sequence[int]] | None = None,
        damage_dice: Sequence[Sequence[int]] | None = None,
    ) -> AttackReport:
        session = self.controller.session
        if session is None:
            return AttackReport(problem=self.tr("Open a campaign first."))
        command = Attack(
            session, attacker_id, target_id, attack_key, modifiers,
            rng=self.controller.rng, throws=throws, damage_dice=damage_dice,
        )
        problem = self.controller.push(command)
        if problem is not None or command.outcome is None:
            return AttackReport(problem=problem or self.tr("The attack was not made."))
        self.controller.attack_memory.remember(attacker_id, attack_key, target_id)
        outcome = command.outcome
        attacker, target = self.controller.row(attacker_id), self.controller.row(target_id)
        heading = self.tr("{attacker} attacks {target}").format(
            attacker=attacker.name if attacker else "", target=target.name if target else ""
        )
        return AttackReport(display=attack_display(outcome, heading), sentence=outcome.text)


def attack_display(result: AttackResult, heading: str) -> RollDisplay:
    """The attack's throws and verdict, then (on a hit) its damage dice and the wounds."""
    check = check_display(result.check, what=heading, attribute_roll=False)
    rows = list(check.rows)
    damage = result.damage
    if damage is not None:
        # Each exploding die's row labelled "Damage {dice}"; a critical's all in its tone.
        translate = QCoreApplication.translate
        for roll, label, tone in (
            (damage.roll, translate("CombatPresentation", "Damage {dice}"), None),
            (damage.critical_roll, translate("CombatPresentation", "Critical {dice}"),
             Tone.CRITICAL),
        ):
            if roll is not None:
                rows.extend(
                    DiceRow(label.format(dice=row.label), row.faces, row.note, tone or row.tone)
                    for row in expression_display(roll, exploding=True).rows
                )
    verdict, tone = _attack_verdict(result)
    return RollDisplay(
        heading=heading,
        rows=tuple(rows),
        total=check.total,
        sum_text=check.sum_text,
        verdict=verdict,
        verdict_tone=tone,
        log_what=heading,
        log_result=check.log_result,
    )


def _attack_verdict(result: AttackResult) -> tuple[str, Tone]:
    translate = QCoreApplication.translate
    if result.fumble:
        return translate("CombatPresentation", "Fumble: the attack fails"), Tone.DANGER
    if not result.hit:
        if result.natural_one:
            return translate("CombatPresentation", "Natural 1: a miss"), Tone.DANGER
        return translate("CombatPresentation", "Miss"), Tone.FAILURE
    wounds = translate("CombatPresentation", "{n} wounds").format(n=number(result.wounds))
    if result.wounds == 1:
        wounds = translate("CombatPresentation", "1 wound")
    if result.critical:
        text = translate("CombatPresentation", "Critical hit: {wounds}").format(wounds=wounds)
        tone = Tone.CRITICAL
    else:
        text = translate("CombatPresentation", "Hit: {wounds}").format(wounds=wounds)
        tone = Tone.SUCCESS
    if result.state_text and result.state.value != "normal":
        text += " · " + result.state_text
    return text, tone


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
            # Draw a carried weapon or drop the one in hand: the sheet's Equipado follows.
            draw_menu = menu.addMenu(self.tr("Draw or drop a weapon"))
            draw_menu.setObjectName("combat_draw_menu")
            for weapon in weapons:
                text = (self.tr("Drop {name}") if weapon.in_hand
                        else self.tr("Draw {name}")).format(name=weapon.name)
                draw_menu.addAction(text).triggered.connect(
                    lambda _checked=False, item_id=weapon.item_id, draw=not weapon.in_hand:
                    self.draw_weapon(item_id, draw=draw)
                )
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

