"""What the dice roller reads from its inputs, the words of a check (its heading over the dice
and its line in the log, in the controller's translation context) and the sums it needs about an
expression; nothing here touches a widget."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules import checks, odds
from ryf_desktop.rules.dice import (
    ConstantTerm,
    DiceExpression,
    DiceTerm,
    RandomSource,
    TargetDieTerm,
    clamp_rank,
)
from ryf_desktop.ui.dice import formatting

#: Short name for the calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate


@dataclass(frozen=True)
class CheckInputs:
    """A check as the game master built it in the dock."""

    attribute_roll: bool
    attribute: int
    skill: int
    difficulty: int
    difficulty_text: str
    shift: int

    @property
    def rank(self) -> int:
        if self.attribute_roll:
            return clamp_rank(self.shift)
        return checks.skill_rank(self.skill, self.shift)

    # ``explode``: whether attribute rolls explode on a 10 (the campaign's rule); skill rolls do.
    def odds(self, *, explode: bool) -> odds.CheckOdds:
        if self.attribute_roll:
            return odds.attribute_check_odds(
                self.attribute, self.difficulty, self.shift, explode=explode)
        return odds.skill_check_odds(self.attribute, self.skill, self.difficulty, self.shift)

    def roll(self, rng: RandomSource, throws: list[tuple[int, int, int]] | None, *,
             explode: bool) -> checks.CheckResult:
        """The check rolled with ``rng``, or with the ``throws`` thrown at the table."""
        if self.attribute_roll:
            if throws is None:
                return checks.attribute_check(
                    self.attribute, self.difficulty, rng, self.shift, explode=explode)
            return checks.resolve_attribute_check(
                self.attribute, self.difficulty, throws, self.shift, explode=explode)
        if throws is None:
            return checks.skill_check(self.attribute, self.skill, self.difficulty, rng, self.shift)
        return checks.resolve_skill_check(
            self.attribute, self.skill, self.difficulty, throws, self.shift)


@dataclass(frozen=True)
class RollSubject:
    """Whose roll the dock is showing and of what: set by a sheet, empty for a roll by hand."""

    #: The character's name ("Álex Rivera").
    name: str = ""
    #: What is rolled ("Esquivar", "Ataque cuerpo a cuerpo").
    what: str = ""
    character_id: int | None = None

    @property
    def text(self) -> str:
        """'Álex Rivera — Esquivar', or whichever half there is."""
        return " — ".join(part for part in (self.name, self.what) if part)


@dataclass(frozen=True, slots=True)
class RollRequest:
    """A roll a sheet asks the dice panel for: everything filled in, with the reasons."""

    #: Whose roll and of what (Álex Rivera, Esquivar, and the character's id for the log).
    subject: RollSubject
    attribute: int
    #: None for an attribute roll.
    skill: int | None
    difficulty: str = ""
    specialisation: bool = False
    token: bool = False
    malherido: bool = False
    #: A spent token handed back by the GM: the next roll is at −1.
    penalty: bool = False


class CheckRecorder(Protocol):
    """The open campaign's way to record a check the dock rolled for a character together with
    the token it spends and the handed-back token's penalty it uses up, as one undo step: None
    when it was recorded, else why not, for the GM (see ``session.check_rolls``)."""

    def __call__(self, character_id: int, line: str, detail: str, *, secret: bool,
                 spend_token: bool, use_penalty: bool) -> str | None: ...


def single_target_roll(expression: DiceExpression) -> bool:
    """Whether table dice can stand in for this expression: one 1o3d10 plus flat numbers."""
    targets = sum(isinstance(term, TargetDieTerm) for term in expression.terms)
    return targets == 1 and not any(isinstance(term, DiceTerm) for term in expression.terms)


def expression_mean(expression: DiceExpression, *, explode: bool) -> float:
    """Average total, summed term by term from the rules' exact one-die distributions (cheap even
    for many dice, where the whole distribution would take seconds)."""
    mean = 0.0
    for term in expression.terms:
        if isinstance(term, ConstantTerm):
            mean += term.sign * term.value
            continue
        single = "1o3d10" if isinstance(term, TargetDieTerm) else f"1d{term.faces}"
        distribution = odds.damage_distribution(single, explode=explode)
        count = term.count if isinstance(term, DiceTerm) else 1
        mean += term.sign * count * sum(value * p for value, p in distribution.items())
    return mean


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
            "DiceRollerController", "Attribute roll: {attribute} vs {difficulty}, rank {rank}")
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
    return f"{subject.text}: {text}" if subject.text else text
