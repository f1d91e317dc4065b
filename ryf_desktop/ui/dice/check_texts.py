"""The words of a check in the dice roller: its heading over the dice and its line in the log.

Worded in the controller's translation context, where these strings have always been.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ryf_desktop.ui.dice import formatting
from ryf_desktop.ui.dice.check_inputs import CheckInputs, RollSubject

#: Short name for the calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate


def _numbers(inputs: CheckInputs, difficulty: str) -> dict[str, str]:
    """What the sentences below fill in (each uses the names it needs)."""
    return {
        "attribute": formatting.number(inputs.attribute),
        "skill": formatting.number(inputs.skill),
        "difficulty": difficulty,
        "rank": formatting.signed(inputs.rank),
    }


def check_heading(inputs: CheckInputs, *, table: bool = False) -> str:
    """The result's heading: 'Skill roll: 8 + 4 vs Hard (20), rank +1'."""
    if inputs.attribute_roll:
        text = translate(
            "DiceRollerController", "Attribute roll: {attribute} vs {difficulty}, rank {rank}"
        )
    else:
        text = translate(
            "DiceRollerController", "Skill roll: {attribute} + {skill} vs {difficulty}, rank {rank}"
        )
    text = text.format(**_numbers(inputs, inputs.difficulty_text))
    if table:
        text += " · " + translate("DiceRollerController", "table dice")
    return text


def check_log_text(inputs: CheckInputs, subject: RollSubject, *, table: bool = False) -> str:
    """The short form for one line of the log: 'Skill 8 + 4 vs 20, rank +1 · table', after
    whose roll it is ('Álex Rivera — Esquivar: …') when a sheet asked for it."""
    if inputs.attribute_roll:
        text = translate("DiceRollerController", "Attribute {attribute} vs {difficulty}")
    else:
        text = translate("DiceRollerController", "Skill {attribute} + {skill} vs {difficulty}")
    numbers = _numbers(inputs, formatting.number(inputs.difficulty))
    text = text.format(**numbers)
    if inputs.rank:
        text += ", " + translate("DiceRollerController", "rank {rank}").format(**numbers)
    if table:
        text += " · " + translate("DiceRollerController", "table")
    return f"{subject.text}: {text}" if subject else text
