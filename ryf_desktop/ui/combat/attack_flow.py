"""The attack of the active combatant: its dialog, the odds before the roll, the roll itself,
painted with the dice dock's presentation (the check's d10, then the damage dice and the critical
d6), so an attack reads as any other roll of the program.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from ryf_desktop.session.command import CommandError
from ryf_desktop.session.fighting.attack import Attack
from ryf_desktop.session.fighting.drawing import DrawWeapon, carried_weapons
from ryf_desktop.session.fighting.plan import AttackModifiers, AttackPreview, attack_preview
from ryf_desktop.ui.combat import labels
from ryf_desktop.ui.combat.attack_dialog import DRAW, AttackChoice, AttackDialog, AttackReport
from ryf_desktop.ui.combat.placement import place_on_gm_screen
from ryf_desktop.ui.dice.formatting import number
from ryf_desktop.ui.dice.presentation import DiceRow, RollDisplay, check_display, expression_display
from ryf_desktop.ui.tones import Tone

if TYPE_CHECKING:
    from ryf_desktop.rules.dice import DiceRoll
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


def _damage_rows(
    roll: DiceRoll, label: str, tone: Tone | None = None
) -> list[DiceRow]:
    """The exploding dice of a damage roll, each row's label put into ``label`` ("Damage
    {dice}"), in ``tone`` when one is given, else in each row's own."""
    return [
        DiceRow(
            label.format(dice=row.label), row.faces, row.note, row.tone if tone is None else tone
        )
        for row in expression_display(roll, exploding=True).rows
    ]


def attack_display(result: AttackResult, heading: str) -> RollDisplay:
    """The attack's throws and verdict, then (on a hit) its damage dice and the wounds."""
    check = check_display(result.check, what=heading, attribute_roll=False)
    rows = list(check.rows)
    damage = result.damage
    if damage is not None:
        rows.extend(
            _damage_rows(
                damage.roll, QCoreApplication.translate("CombatPresentation", "Damage {dice}")
            )
        )
        if damage.critical_roll is not None:
            rows.extend(
                _damage_rows(
                    damage.critical_roll,
                    QCoreApplication.translate("CombatPresentation", "Critical {dice}"),
                    Tone.CRITICAL,
                )
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
