"""What the combat dialogs paint after a roll, built from the dice dock's presentation.

An attack is the dice dock's check (the three d10 with the kept one marked, the sum against the
difficulty, the verdict) followed by the damage dice with their rerolls and the critical d6,
so the GM reads an attack exactly as any other roll of the program.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ryf_desktop.ui.dice.formatting import number
from ryf_desktop.ui.dice.presentation import DiceRow, RollDisplay, check_display, expression_display
from ryf_desktop.ui.tones import Tone

if TYPE_CHECKING:
    from ryf_desktop.rules.dice import DiceRoll
    from ryf_desktop.session.fighting.attack import AttackResult


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
