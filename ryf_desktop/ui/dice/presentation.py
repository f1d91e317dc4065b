"""Turns the rules' results into what the result panel shows: rows of faces, the sum, the verdict.
The rules decide every number and flag; this module only chooses words, colours and markers."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from ryf_desktop.rules.checks import CheckResult, Decided, decided_by
from ryf_desktop.rules.dice import DiceRoll, DiceTerm, TargetDieTerm, is_fumble, target_die
from ryf_desktop.ui.dice.faces import Face, FaceStyle
from ryf_desktop.ui.dice.formatting import expression_text, number, sum_line
from ryf_desktop.ui.tones import Tone

# Damage dice drawn at most; the rest are counted ("… and 4 more dice"). Each term's dice wrap
# to the width of the dock, so this only keeps a 100d6 from filling the screen.
MAX_DICE_SHOWN = 24

# Short name for the calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate


class DicePresentation(QObject):
    """Sentences with a count: pyside6-lupdate marks a plural only in ``self.tr(text, "", n)``,
    looked up under the class name, so this class is named like the module's context."""

    def more_dice(self, count: int) -> str:
        return self.tr("… and %n more dice", "", count)


@dataclass(frozen=True)
class DiceRow:
    """One line of the result: a label ('Throw 1'), the faces, and a note ('10 → explodes')."""

    label: str
    faces: tuple[Face, ...]
    note: str = ""
    tone: Tone = Tone.NEUTRAL


@dataclass(frozen=True)
class RollDisplay:
    """Everything the result panel shows for one roll."""

    heading: str
    rows: tuple[DiceRow, ...]
    total: str = ""
    sum_text: str = ""
    verdict: str = ""
    verdict_tone: Tone = Tone.NEUTRAL
    log_what: str = ""
    log_result: str = ""


def throw_rows(throws: Sequence[Sequence[int]], rank: int, *, explode: bool = True,
               waiting_for_more: bool = False, natural_one_fails: bool = True,
               ) -> tuple[DiceRow, ...]:
    """The three d10 of each throw, sorted low to high, the kept one marked.

    ``natural_one_fails`` is False for attribute rolls, where a natural 1 is only a low die.
    """
    rows: list[DiceRow] = []
    for number_, throw in enumerate(throws, 1):
        ordered = sorted(throw)
        kept = target_die(throw, rank)
        # The kept die's place in the sorted throw: low, middle or high by rank.
        kept_at = rank + 1 if ordered[rank + 1] == kept else ordered.index(kept)
        first = number_ == 1
        if first and is_fumble(throw, rank):
            style, caption = FaceStyle.FUMBLE, translate("DicePresentation", "fumble")
            note, tone = translate("DicePresentation", "1 → fumble"), Tone.DANGER
        elif first and kept == 1 and natural_one_fails:
            style, caption = FaceStyle.NATURAL_ONE, translate("DicePresentation", "natural 1")
            note, tone = translate("DicePresentation", "1 → natural 1"), Tone.DANGER
        else:
            style, caption = FaceStyle.KEPT, translate("DicePresentation", "kept")
            note = translate("DicePresentation", "keeps {value}").format(value=number(kept))
            tone = Tone.NEUTRAL
        if explode and kept == 10:
            tone = Tone.CRITICAL
            if number_ == len(throws) and waiting_for_more:
                note = translate("DicePresentation", "10 → explodes: throw again")
            else:
                note = translate("DicePresentation", "10 → explodes")
        faces = tuple(
            Face(value, style, caption) if index == kept_at else Face(value, FaceStyle.DISCARDED)
            for index, value in enumerate(ordered))
        label = (translate("DicePresentation", "Throw") if len(throws) == 1
                 else translate("DicePresentation", "Throw {n}").format(n=number(number_)))
        rows.append(DiceRow(label, faces, note, tone))
    return tuple(rows)


def check_display(result: CheckResult, *, what: str, attribute_roll: bool,
                  log_what: str = "") -> RollDisplay:
    """A skill or attribute check: the throws, '12 + 10 + 4 = 26 vs 20', and the verdict."""
    roll = result.roll
    rows = throw_rows(
        roll.throws, roll.rank, explode=roll.exploded, natural_one_fails=not attribute_roll)
    sum_text = translate("DicePresentation", "{sum} vs {difficulty}").format(
        sum=sum_line((result.modifier, *roll.kept), result.total),
        difficulty=number(result.difficulty),
    )
    verdict, tone = _verdict(result, attribute_roll=attribute_roll)
    return RollDisplay(heading=what, rows=rows, total=number(result.total), sum_text=sum_text,
                       verdict=verdict, verdict_tone=tone, log_what=log_what or what,
                       log_result=f"{number(result.total)} · {verdict}")


# What decided a check: its verdict ({margin}: by how much it passed or missed) and its tone.
_VERDICTS: Mapping[Decided, tuple[object, Tone]] = MappingProxyType({
    Decided.FUMBLE: (QT_TRANSLATE_NOOP("DicePresentation", "Fumble: failure"), Tone.DANGER),
    Decided.NATURAL_ONE: (
        QT_TRANSLATE_NOOP("DicePresentation", "Natural 1: failure whatever the total"),
        Tone.DANGER,
    ),
    Decided.CRITICAL: (
        QT_TRANSLATE_NOOP("DicePresentation", "Critical success, by {margin}"), Tone.CRITICAL),
    Decided.SUCCESS: (QT_TRANSLATE_NOOP("DicePresentation", "Success, by {margin}"), Tone.SUCCESS),
    Decided.FAILURE: (
        QT_TRANSLATE_NOOP("DicePresentation", "Failure, short by {margin}"), Tone.FAILURE),
})


def _verdict(result: CheckResult, *, attribute_roll: bool) -> tuple[str, Tone]:
    decided = decided_by(result, natural_one_fails=not attribute_roll)
    if decided is Decided.SUCCESS and result.margin == 0:
        return translate("DicePresentation", "Success, just"), Tone.SUCCESS
    source, tone = _VERDICTS[decided]
    verdict = translate("DicePresentation", str(source))
    return verdict.format(margin=number(abs(result.margin))), tone


def expression_display(result: DiceRoll, *, exploding: bool) -> RollDisplay:
    """Each NdS die with its rerolls ('6→6→1'), each 1o3d10 term with its throws, and the sum.

    One row per NdS term, its note the term's value; past ``MAX_DICE_SHOWN`` dice the rest are
    only counted, in a last row.
    """
    rows: list[DiceRow] = []
    dice = iter(result.dice)
    target_rolls = iter(result.target_rolls)
    shown_dice = 0
    hidden_dice = 0
    for term in result.expression.terms:
        if isinstance(term, DiceTerm):
            chains = [next(dice) for _ in range(term.count)]
            shown = chains[: max(0, MAX_DICE_SHOWN - shown_dice)]
            shown_dice += len(shown)
            hidden_dice += len(chains) - len(shown)
            if not shown:
                continue
            label = f"\u2212{term}" if term.sign < 0 else str(term)
            note = translate("DicePresentation", "= {value}").format(
                value=number(sum(sum(chain) for chain in chains)))
            rows.append(DiceRow(label, _chain_faces(shown, term.faces, exploding), note))
        elif isinstance(term, TargetDieTerm):
            roll = next(target_rolls)
            rows.extend(throw_rows(roll.throws, roll.rank))
    if hidden_dice:
        rows.append(DiceRow("", (), DicePresentation().more_dice(hidden_dice)))
    parts = result.subtotals if len(result.subtotals) > 1 else ()
    sum_text = sum_line(parts, result.total) if parts else ""
    what = expression_text(result.expression)
    return RollDisplay(heading=what, rows=tuple(rows), total=number(result.total),
                       sum_text=sum_text, log_what=what, log_result=number(result.total))


def _chain_faces(chains: Sequence[Sequence[int]], sides: int, exploding: bool) -> tuple[Face, ...]:
    faces: list[Face] = []
    for chain_index, chain in enumerate(chains):
        for face_index, value in enumerate(chain):
            rerolled = exploding and value == sides and face_index < len(chain) - 1
            joiner = "→" if face_index else "+" if chain_index else ""
            faces.append(Face(value, FaceStyle.MAXED, translate("DicePresentation", "again"),
                              joiner) if rerolled else Face(value, FaceStyle.PLAIN, "", joiner))
    return tuple(faces)
