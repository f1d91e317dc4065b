"""A check rolled from a player's phone: :func:`roll_choices` (what the phone may offer),
:func:`plan_phone_roll` (a request read against the character as it is now), :func:`plan_odds`
(the exact odds shown before rolling) and :class:`PhoneRoll` (the roll as one step of the
campaign: its log line, the token spent and the handed-back token's penalty used up, undone
together by the GM).

The rank is worked out as on the desktop (``rules.rank.RollShifts``): no points in the skill −1,
a specialisation +1, a token spent +1, a handed-back token pending −1, malherido −1. The player's
request names only what is rolled; who rolls is the character whose code the server checked, and
every name written comes from the campaign, never from the request.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules import checks, odds
from ryf_desktop.rules.character import ATTRIBUTE_LABELS, Attribute, Attributes, check_attribute
from ryf_desktop.rules.checks import CheckResult, Decided, decided_by
from ryf_desktop.rules.dice import DiceError, IncompleteThrowError, RandomSource
from ryf_desktop.rules.health import rank_penalty
from ryf_desktop.rules.rank import RANK_SHIFT, RankReason, RollShifts
from ryf_desktop.rules.sides import SIDE_PC
from ryf_desktop.session.check_rolls import record_check
from ryf_desktop.session.command import CommandError, ModelCommand
from ryf_desktop.session.dice_words import dice_error, dice_words
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.fighting.rank import reason_text
from ryf_desktop.session.sheet_queries import worn_estorbo
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import Character

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

__all__ = ["PhoneRoll", "PhoneRollError", "PhoneRollPlan", "odds_for", "phone_roll",
           "plan_odds", "plan_phone_roll", "roll_choices", "roll_result"]

translate = QCoreApplication.translate

#: Throws a typed roll may list (an explosion chain longer than this is ten 10s in a row).
MAX_THROWS = 12
#: The longest specialisation name or difficulty a request may carry.
MAX_WORD = 64


class PhoneRollError(CommandError):
    """A phone's roll that cannot be made as asked (the words are for the player)."""


@dataclass(frozen=True, slots=True)
class PhoneRollPlan:
    """One check a phone asked for, read against the character: everything the roll needs."""

    character_id: int
    #: "Lucía (Álex Rivera)": the player and the character, from the campaign.
    who: str
    #: "Sigilo (Silencioso)", "Destreza".
    what: str
    attribute: int
    #: The skill's points (None: an attribute roll).
    skill: int | None
    difficulty: int | None
    shifts: RollShifts
    explode: bool
    spend_token: bool
    secret: bool
    throws: tuple[tuple[int, int, int], ...] = ()

    @property
    def situational(self) -> int:
        """The shifts the rules' check adds to its own (a skill of 0 is the check's to add)."""
        return sum(RANK_SHIFT[reason] for reason in self.shifts.reasons
                   if reason is not RankReason.NO_SKILL_POINTS) + self.shifts.other

    @property
    def modifier(self) -> int:
        return self.attribute + (self.skill or 0)


def _player_character(session: CampaignSession, character_id: int) -> Any:
    details = session.character(character_id)
    if details is None or details.character.kind != SIDE_PC:
        raise PhoneRollError(translate("PhoneRolls", "No such character."))
    return details


def roll_choices(session: CampaignSession, character_id: int) -> dict[str, Any] | None:
    """What player character ``character_id``'s phone may roll, JSON-ready: its skills (with
    their specialisations), its attributes, the named difficulties of each kind, its tokens and
    whether a handed-back token's penalty is pending. None for an NPC or no such character."""
    from ryf_desktop.session.sheet_queries import sheet_view

    details = session.character(character_id)
    if details is None or details.character.kind != SIDE_PC:
        return None
    sheet = sheet_view(details, session.profile)
    row = details.character
    return {
        "skills": [{"id": line.id, "name": line.name, "total": line.total,
                    "specialisations": list(line.specialisations)} for line in sheet.skills],
        "attributes": [{"key": str(attribute), "name": ATTRIBUTE_LABELS[attribute],
                        "value": value} for attribute, value in sheet.attributes.items()],
        "difficulties": {
            "skill": [[key, value] for key, value in checks.SKILL_DIFFICULTIES.items()],
            "attribute": [[key, value] for key, value in checks.ATTRIBUTE_DIFFICULTIES.items()],
        },
        "tokens": row.tokens,
        "token_penalty": row.token_penalty,
        "malherido": sheet.rank_shift < 0,
    }


def _word(request: Mapping[str, Any], name: str) -> str:
    value = request.get(name, "")
    if value is None:
        return ""
    if not isinstance(value, str) or len(value) > MAX_WORD:
        raise PhoneRollError(translate("PhoneRolls", "Bad request."))
    return value.strip()


def _flag(request: Mapping[str, Any], name: str) -> bool:
    value = request.get(name, False)
    if not isinstance(value, bool):
        raise PhoneRollError(translate("PhoneRolls", "Bad request."))
    return value


def read_throws(value: object) -> tuple[tuple[int, int, int], ...]:
    """The dice typed on the phone: a list of throws of three d10 (an empty list: none)."""
    if value is None:
        return ()
    if not isinstance(value, list) or len(value) > MAX_THROWS:
        raise PhoneRollError(translate("PhoneRolls", "Bad request."))
    throws: list[tuple[int, int, int]] = []
    for throw in value:
        if (not isinstance(throw, list) or len(throw) != 3
                or not all(type(die) is int and 1 <= die <= 10 for die in throw)):
            raise PhoneRollError(translate(
                "PhoneRolls", "Type three d10 from 1 to 10 for each throw, as in 3 8 10."))
        throws.append((throw[0], throw[1], throw[2]))
    return tuple(throws)


def _difficulty(request: Mapping[str, Any], attribute_roll: bool) -> int | None:
    value = request.get("difficulty")
    if value is None or value == "":
        return None
    if isinstance(value, bool) or not isinstance(value, (str, int)) or (
            isinstance(value, str) and len(value) > MAX_WORD):
        raise PhoneRollError(translate("PhoneRolls", "Bad request."))
    try:
        return checks.parse_difficulty(value, attribute=attribute_roll)
    except ValueError:
        raise PhoneRollError(fill(translate(
            "PhoneRolls", "“%1” is not a difficulty: choose one or type a number from 0 to %2."),
            str(value), checks.MAX_DIFFICULTY)) from None


def _who(row: Character) -> str:
    return (fill(translate("PhoneRolls", "%1 (%2)"), row.player.strip(), row.name)
            if row.player.strip() else row.name)


def plan_phone_roll(session: CampaignSession, character_id: int,
                    request: Mapping[str, Any]) -> PhoneRollPlan:
    """The check player character ``character_id`` asks for: ``request`` names a skill (its
    id, ``"skill"``, with a ``"specialisation"`` of it) or an attribute (``"attribute"``: its
    key), and may give a ``"difficulty"`` (a name or a number), ``"spend_token"``, ``"secret"``
    and the ``"throws"`` typed. Raises :class:`PhoneRollError` with the player's words."""
    # What a roll needs of the sheet, not the whole sheet: a phone asks the odds at every choice.
    details = _player_character(session, character_id)
    row = details.character
    attributes = Attributes(row.fisico, row.destreza, row.inteligencia, row.percepcion)
    skill_id = request.get("skill")
    specialisation = _word(request, "specialisation")
    spend_token = _flag(request, "spend_token")
    if skill_id is not None:
        line = next((line for line in details.skills
                     if type(skill_id) is int and line.id == skill_id), None)
        if line is None:
            raise PhoneRollError(translate("PhoneRolls", "No such skill on this sheet."))
        if specialisation and specialisation not in details.specialisations.get(line.id, ()):
            raise PhoneRollError(fill(translate(
                "PhoneRolls", "%1 has no specialisation “%2”."), line.name, specialisation))
        attribute = check_attribute(attributes, Attribute(line.attribute), worn_estorbo(details))
        skill = line.level
        what = (fill(translate("PhoneRolls", "%1 (%2)"), line.name, specialisation)
                if specialisation else line.name)
    else:
        key = request.get("attribute")
        if not isinstance(key, str) or key not in set(Attribute):
            raise PhoneRollError(translate("PhoneRolls", "Choose a skill or an attribute."))
        if specialisation:
            raise PhoneRollError(translate("PhoneRolls", "Bad request."))
        attribute, skill = check_attribute(attributes, Attribute(key), worn_estorbo(details)), None
        what = ATTRIBUTE_LABELS[Attribute(key)]
    if spend_token and row.tokens <= 0:
        raise PhoneRollError(translate("PhoneRolls", "No tokens left to spend."))
    shifts = RollShifts(skill_points=skill, specialisation=bool(specialisation),
                        token_spent=spend_token, token_handed_back=row.token_penalty,
                        malherido=rank_penalty(details.state) < 0)
    return PhoneRollPlan(
        character_id=character_id, who=_who(row), what=what, attribute=attribute, skill=skill,
        difficulty=_difficulty(request, skill is None), shifts=shifts,
        explode=skill is not None or session.profile.explode_attribute_rolls,
        spend_token=spend_token, secret=_flag(request, "secret"),
        throws=read_throws(request.get("throws")))


def plan_odds(plan: PhoneRollPlan) -> dict[str, Any]:
    """The rank and its reasons, and — with a difficulty — the exact odds, JSON-ready."""
    answer: dict[str, Any] = {
        "type": "odds", "rank": plan.shifts.rank, "modifier": plan.modifier,
        "reasons": [reason_text(reason) for reason in plan.shifts.reasons],
        "reason_keys": [str(reason) for reason in plan.shifts.reasons],
    }
    if plan.difficulty is not None:
        if plan.skill is None:
            chances = odds.attribute_check_odds(plan.attribute, plan.difficulty, plan.situational,
                                                explode=plan.explode)
        else:
            chances = odds.skill_check_odds(plan.attribute, plan.skill, plan.difficulty,
                                            plan.situational)
        answer.update(difficulty=plan.difficulty, success=chances.success,
                      critical=chances.critical, fumble=chances.fumble)
    return answer


def resolve_plan(plan: PhoneRollPlan, rng: RandomSource | None) -> CheckResult:
    """The check rolled with ``rng`` or, when dice were typed, resolved from them (raises
    ``IncompleteThrowError`` while an exploded throw waits for the next, ``DiceError`` for dice
    that cannot be)."""
    difficulty = plan.difficulty if plan.difficulty is not None else 0
    if plan.throws:
        if plan.skill is None:
            return checks.resolve_attribute_check(plan.attribute, difficulty, plan.throws,
                                                  plan.situational, explode=plan.explode)
        return checks.resolve_skill_check(plan.attribute, plan.skill, difficulty, plan.throws,
                                          plan.situational)
    if rng is None:
        raise ValueError("a roll without typed dice needs dice to roll")
    if plan.skill is None:
        return checks.attribute_check(plan.attribute, difficulty, rng, plan.situational,
                                      explode=plan.explode)
    return checks.skill_check(plan.attribute, plan.skill, difficulty, rng, plan.situational)


def typed_dice_problem(plan: PhoneRollPlan) -> dict[str, Any] | None:
    """For typed dice: None when they make a whole roll; the next throw asked for while the
    last exploded (``{"type": "more", ...}``); :class:`PhoneRollError` for dice that
    cannot be."""
    if not plan.throws:
        return None
    try:
        resolve_plan(plan, None)
    except IncompleteThrowError as error:
        return {"type": "more", "throws": len(plan.throws), "text": dice_words(error)}
    except DiceError as error:
        raise PhoneRollError(str(dice_error(error))) from None
    return None


def verdict_key(plan: PhoneRollPlan, result: CheckResult) -> Decided | None:
    """What decided the roll, for the phone to word in its reader's language; None for a roll
    without a difficulty that no die decided."""
    skill_roll = plan.skill is not None
    if plan.difficulty is None:  # nothing to judge against: only the dice can have decided
        if result.fumble:
            return Decided.FUMBLE
        return Decided.NATURAL_ONE if result.natural_one and skill_roll else None
    return decided_by(result, natural_one_fails=skill_roll)


def verdict_words(plan: PhoneRollPlan, result: CheckResult) -> str:
    """Success or failure, and why when the dice decided it."""
    key = verdict_key(plan, result)
    judged = plan.difficulty is not None
    words = {
        Decided.FUMBLE: translate("PhoneRolls", "fumble: failure"),
        Decided.NATURAL_ONE: (translate("PhoneRolls", "natural 1: failure") if judged
                              else translate("PhoneRolls", "natural 1")),
        Decided.CRITICAL: translate("PhoneRolls", "critical success"),
        Decided.SUCCESS: translate("PhoneRolls", "success"),
        Decided.FAILURE: translate("PhoneRolls", "failure"),
    }
    return "" if key is None else words[key]


def roll_result(plan: PhoneRollPlan, result: CheckResult) -> dict[str, Any]:
    """What the phone is told of its roll, JSON-ready."""
    judged = plan.difficulty is not None
    return {
        "type": "rolled", "what": plan.what, "throws": [list(t) for t in result.roll.throws],
        "kept": list(result.roll.kept), "modifier": result.modifier, "total": result.total,
        "rank": result.rank, "difficulty": plan.difficulty,
        "success": result.success if judged else None,
        "critical": result.critical if judged else False,
        "fumble": result.fumble, "natural_one": result.natural_one,
        "margin": result.margin if judged else None,
        "verdict": verdict_words(plan, result), "verdict_key": verdict_key(plan, result) or "",
        "secret": plan.secret,
    }


def log_text(plan: PhoneRollPlan, result: CheckResult) -> str:
    """'Lucía (Álex Rivera): Sigilo 12 vs 20, rank +1 → 27 · success (phone)'."""
    text = fill(translate("PhoneRolls", "%1: %2 %3"), plan.who, plan.what, plan.modifier)
    if plan.difficulty is not None:
        text += " " + fill(translate("PhoneRolls", "vs %1"), plan.difficulty)
    if result.rank:
        text += ", " + fill(translate("PhoneRolls", "rank %1"), f"{result.rank:+d}")
    text += f" → {result.total}"
    verdict = verdict_words(plan, result)
    if verdict:
        text += f" · {verdict}"
    return text + " " + (translate("PhoneRolls", "(phone, dice thrown)") if plan.throws
                         else translate("PhoneRolls", "(phone)"))


class PhoneRoll(ModelCommand):
    """A check rolled from a player's phone, as one undoable step (:func:`record_check`): the
    log line (kind ``"roll"``, ``secret`` when the player kept it for the GM), the token
    spent and the handed-back token's penalty used up. :attr:`result` is the check once
    pushed."""

    def __init__(self, session: CampaignSession, plan: PhoneRollPlan,
                 rng: RandomSource) -> None:
        super().__init__(session, fill(translate("PhoneRolls", "Roll of %1 from a phone"),
                                       plan.who))
        self.plan = plan
        self.rng = rng
        self.result: CheckResult | None = None

    def check(self) -> None:
        # Refuses dice that cannot be, and a throw that exploded without the next one.
        if typed_dice_problem(self.plan) is not None:
            raise PhoneRollError(translate("PhoneRolls", "Type the next throw's dice."))

    def work_out(self, draft: Draft) -> None:
        plan = self.plan
        row = draft.get(Character, plan.character_id)
        if row is None or row.kind != SIDE_PC:
            raise PhoneRollError(translate("PhoneRolls", "No such character."))
        result = resolve_plan(plan, self.rng)
        self.result = result
        detail = result.roll.describe()
        reasons = [reason_text(reason) for reason in plan.shifts.reasons]
        if reasons:
            detail += " · " + ", ".join(reasons)
        record_check(draft, row, log_text(plan, result), detail, secret=plan.secret,
                     spend_token=plan.spend_token, use_penalty=plan.shifts.token_handed_back,
                     phone=True)


def phone_roll(session: CampaignSession, character_id: int, request: Mapping[str, Any],
               rng: RandomSource) -> dict[str, Any]:
    """Roll what ``request`` asks for player character ``character_id`` (see
    :func:`plan_phone_roll`) as a :class:`PhoneRoll`, and what the phone is told: the result,
    or — typed dice whose last throw exploded — the next throw asked for (nothing written).
    Raises :class:`PhoneRollError` for a roll that cannot be made."""
    plan = plan_phone_roll(session, character_id, request)
    more = typed_dice_problem(plan)
    if more is not None:
        return more
    command = PhoneRoll(session, plan, rng)
    problem = session.attempt(command)
    if problem is not None or command.result is None:
        raise PhoneRollError(problem or translate("PhoneRolls", "The roll was not made."))
    return roll_result(plan, command.result)


def odds_for(session: CampaignSession, character_id: int,
             request: Mapping[str, Any]) -> dict[str, Any]:
    """The rank, its reasons and the odds of what ``request`` would roll (nothing is rolled)."""
    return plan_odds(plan_phone_roll(session, character_id, request))

