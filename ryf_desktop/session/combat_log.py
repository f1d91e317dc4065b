"""The human sentences of the combat log and the JSON data kept beside them.

Every sentence is written in English at its call site through ``QCoreApplication.translate``
(context ``CombatLog``) so that ``pyside6-lupdate`` finds it; the Spanish table reads, e.g.,
"Goblin 2 ataca a Aldric: 17 contra Defensa 16 — impacta; daño 2d6 (6→4, 3) = 13, absorbe 2 →
11 heridas; Aldric pasa al estado malherido".

The data of an attack line names both combatants by id and holds the dice, the wounds and the
states, so a summary can add up damage dealt and taken without reading the sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.attacks import DamageBreakdown, RangeBand
from ryf_desktop.rules.character import DerivedValue
from ryf_desktop.rules.checks import CheckResult, OpposedResult
from ryf_desktop.rules.dice import DiceRoll, Roll1o3d10
from ryf_desktop.rules.health import HealthState
from ryf_desktop.session.texts import fill

__all__ = [
    "ATTACK_KIND",
    "BREATH_KIND",
    "OPPOSED_KIND",
    "RELOAD_KIND",
    "SECRET_KEY",
    "SPELL_KIND",
    "AttackRecord",
    "attack_data",
    "attack_sentence",
    "band_text",
    "breath_sentence",
    "damage_text",
    "dice_text",
    "difficulty_text",
    "mark_secret",
    "opposed_sentence",
    "reload_sentence",
    "roll_detail",
    "spell_sentence",
    "state_text",
    "verdict_text",
]

#: ``LogEntry.kind`` of each line this module words.
ATTACK_KIND = "attack"
RELOAD_KIND = "reload"
SPELL_KIND = "spell"
OPPOSED_KIND = "opposed"
BREATH_KIND = "recover_breath"

translate = QCoreApplication.translate

#: Key of a log line's data that keeps it off every player surface.
SECRET_KEY = "secret"


def mark_secret(data: dict[str, Any], secret: bool) -> dict[str, Any]:
    """``data`` marked secret (``"secret": true``) when ``secret``: a line the GM asked to keep
    secret, or naming a hidden combatant as actor or target. Unmarked lines are public."""
    if secret:
        data[SECRET_KEY] = True
    return data


def state_text(state: HealthState | str) -> str:
    """A health state as the log names it (game terms stay in Spanish in both languages)."""
    names = {
        HealthState.NORMAL: translate("CombatLog", "normal"),
        HealthState.MALHERIDO: translate("CombatLog", "malherido"),
        HealthState.INCONSCIENTE: translate("CombatLog", "inconsciente"),
        HealthState.MUERTO: translate("CombatLog", "muerto"),
        HealthState.DERROTADO: translate("CombatLog", "derrotado"),
    }
    return names[HealthState(state)]


def band_text(band: RangeBand | str) -> str:
    names = {
        RangeBand.BOCAJARRO: translate("CombatLog", "point-blank"),
        RangeBand.CORTA: translate("CombatLog", "short"),
        RangeBand.MEDIA: translate("CombatLog", "medium"),
        RangeBand.LARGA: translate("CombatLog", "long"),
    }
    return names[RangeBand(band)]


def _term_text(label: str) -> str:
    # The rules name their terms in Spanish; the log words them in the UI's language.
    names = {
        "bocajarro": band_text(RangeBand.BOCAJARRO),
        "distancia corta": band_text(RangeBand.CORTA),
        "distancia media": band_text(RangeBand.MEDIA),
        "distancia larga": band_text(RangeBand.LARGA),
        "corriendo": translate("CombatLog", "running"),
        "tumbado": translate("CombatLog", "prone"),
        "cobertura ligera": translate("CombatLog", "light cover"),
        "cobertura media": translate("CombatLog", "medium cover"),
        "cobertura grande": translate("CombatLog", "heavy cover"),
        "entre otra gente": translate("CombatLog", "among people"),
        "cobertura del escudo": translate("CombatLog", "shield cover"),
    }
    return names.get(label, label)


def difficulty_text(value: DerivedValue | int) -> str:
    """"Defensa 16" for an int (melee); "medium 20 + light cover 2 = 22" for a ranged sum."""
    if isinstance(value, int):
        return fill(translate("CombatLog", "Defensa %1"), value)
    parts = " + ".join(f"{_term_text(term.label)} {term.amount}" for term in value.terms)
    if len(value.terms) == 1:
        return parts
    return f"{parts} = {value.value}"


def dice_text(roll: DiceRoll) -> str:
    """"2d6 (6→4, 3)": the expression and each die with its explosions."""
    if not roll.dice:
        return str(roll.expression)
    faces = ", ".join("→".join(str(face) for face in die) for die in roll.dice)
    return f"{roll.expression} ({faces})"


def damage_text(damage: DamageBreakdown) -> str:
    """The damage roll before armour: "2d6 (6→4, 3) = 13", with the critical when there is one."""
    text = dice_text(damage.roll)
    if damage.critical_roll is not None:
        text = fill(
            translate("CombatLog", "%1 + critical %2"), text, dice_text(damage.critical_roll)
        )
    text = f"{text} = {damage.rolled}"
    if damage.critical.multiplier > 1:
        text = fill(
            translate("CombatLog", "%1 × %2 (critical) = %3"),
            text,
            damage.critical.multiplier,
            damage.before_armour,
        )
    return text


def roll_detail(roll: Roll1o3d10, modifier: int, rank_reasons: Sequence[str] = ()) -> str:
    """The dice of a 1o3d10 roll for the log's detail: "1o3d10 rank -1 (malherido): (4,8,3)→3
    = 3 + 14 = 17"."""
    rank = f"{roll.rank:+d}" if roll.rank else "0"
    reasons = f" ({', '.join(rank_reasons)})" if rank_reasons else ""
    return fill(
        translate("CombatLog", "1o3d10 rank %1%2: %3 + %4 = %5"),
        rank,
        reasons,
        roll.describe(),
        modifier,
        roll.value + modifier,
    )


def verdict_text(check: CheckResult) -> str:
    if check.fumble:
        return translate("CombatLog", "fumble")
    if check.natural_one:
        return translate("CombatLog", "natural 1, misses")
    if not check.success:
        return translate("CombatLog", "misses")
    if check.critical:
        return translate("CombatLog", "critical hit")
    return translate("CombatLog", "hits")


@dataclass(frozen=True)
class AttackRecord:
    """Everything an attack line says. ``weapon`` is None for a creature's own attack."""

    attacker_id: int
    attacker: str
    target_id: int
    target: str
    attack_key: str
    weapon: str | None
    kind: str
    difficulty_text: str
    modifier: int
    rank_reasons: tuple[str, ...]
    check: CheckResult
    damage: DamageBreakdown | None
    band: RangeBand | None
    distance_m: float | None
    wounds_before: int
    wounds_after: int
    state_before: HealthState
    state_after: HealthState
    attacker_character_id: int | None = None
    target_character_id: int | None = None

    @property
    def wounds(self) -> int:
        return 0 if self.damage is None else self.damage.wounds


def attack_sentence(record: AttackRecord) -> str:
    """"Goblin 2 attacks Aldric: 17 against Defensa 16 — hits; damage 2d6 (6→4, 3) = 13,
    absorbs 2 → 11 wounds; Aldric is now malherido"."""
    check = record.check
    if record.weapon is None:
        head = fill(
            translate("CombatLog", "%1 attacks %2: %3 against %4"),
            record.attacker,
            record.target,
            check.total,
            record.difficulty_text,
        )
    else:
        head = fill(
            translate("CombatLog", "%1 attacks %2 with %3: %4 against %5"),
            record.attacker,
            record.target,
            record.weapon,
            check.total,
            record.difficulty_text,
        )
    text = f"{head} — {verdict_text(check)}"
    damage = record.damage
    if damage is None:
        return text
    text += "; " + fill(translate("CombatLog", "damage %1"), damage_text(damage))
    if damage.ignores_armour and damage.absorption:
        text += (translate("CombatLog", ", ignores armour → 1 wound") if damage.wounds == 1
                 else fill(translate("CombatLog", ", ignores armour → %1 wounds"), damage.wounds))
    elif damage.absorption and not damage.ignores_armour:
        text += fill(
            translate("CombatLog", ", absorbs %1 → 1 wound") if damage.wounds == 1
            else translate("CombatLog", ", absorbs %1 → %2 wounds"),
            damage.absorbed, damage.wounds,
        )
    else:
        text += (translate("CombatLog", " → 1 wound") if damage.wounds == 1
                 else fill(translate("CombatLog", " → %1 wounds"), damage.wounds))
    if record.state_after != record.state_before:
        text += "; " + fill(
            translate("CombatLog", "%1 is now %2"), record.target, state_text(record.state_after)
        )
    return text


def attack_data(record: AttackRecord) -> dict[str, Any]:
    """The JSON data of an attack line (ids, dice, wounds, states) and its ``detail``."""
    check = record.check
    damage = record.damage
    data: dict[str, Any] = {
        "attacker_combatant_id": record.attacker_id,
        "target_combatant_id": record.target_id,
        "attacker_character_id": record.attacker_character_id,
        "target_character_id": record.target_character_id,
        "attack_key": record.attack_key,
        "kind": record.kind,
        "band": None if record.band is None else str(record.band),
        "distance_m": record.distance_m,
        "difficulty": check.difficulty,
        "modifier": record.modifier,
        "rank": check.rank,
        "rank_reasons": list(record.rank_reasons),
        "throws": [list(throw) for throw in check.roll.throws],
        "total": check.total,
        "hit": check.success,
        "critical": check.critical,
        "fumble": check.fumble,
        "natural_one": check.natural_one,
        "wounds": record.wounds,
        "wounds_before": record.wounds_before,
        "wounds_after": record.wounds_after,
        "state_before": str(record.state_before),
        "state_after": str(record.state_after),
        "detail": roll_detail(check.roll, record.modifier, record.rank_reasons),
    }
    if damage is not None:
        data["damage"] = {
            "expression": damage.expression,
            "dice": damage.roll.dice,
            "critical_dice": None if damage.critical_roll is None else damage.critical_roll.dice,
            "multiplier": damage.critical.multiplier,
            "rolled": damage.before_armour,
            "absorption": damage.absorption,
            "ignores_armour": damage.ignores_armour,
            "absorbed": damage.absorbed,
        }
    return data


def reload_sentence(name: str, weapon: str) -> str:
    return fill(translate("CombatLog", "%1 reloads %2"), name, weapon)


def spell_sentence(
    name: str, spell: str, check: CheckResult, mana_cost: int, mana_left: int
) -> str:
    """"Mira casts Luz: 18 against 15 — succeeds; 2 maná spent, 13 left"."""
    if check.fumble:
        verdict = translate("CombatLog", "fumble")
    elif check.natural_one:
        verdict = translate("CombatLog", "natural 1, fails")
    elif not check.success:
        verdict = translate("CombatLog", "fails")
    elif check.critical:
        verdict = translate("CombatLog", "critical success")
    else:
        verdict = translate("CombatLog", "succeeds")
    return fill(
        translate("CombatLog", "%1 casts %2: %3 against %4 — %5; %6 maná spent, %7 left"),
        name,
        spell,
        check.total,
        check.difficulty,
        verdict,
        mana_cost,
        mana_left,
    )


def opposed_sentence(
    first: str, first_label: str, second: str, second_label: str, result: OpposedResult
) -> str:
    """"Aldric (Fuerza) 17 against Goblin 1 (Fuerza) 14 — Aldric wins"."""
    if result.winner == "tie":
        verdict = translate("CombatLog", "a tie: the GM accepts it or has them roll again")
    else:
        verdict = fill(
            translate("CombatLog", "%1 wins"), first if result.winner == "first" else second
        )
    return fill(
        translate("CombatLog", "%1 (%2) %3 against %4 (%5) %6 — %7"),
        first,
        first_label,
        _opposed_total(result.first.total, result.first.fumble, result.first.failed),
        second,
        second_label,
        _opposed_total(result.second.total, result.second.fumble, result.second.failed),
        verdict,
    )


def _opposed_total(total: int, fumble: bool, failed: bool) -> str:
    if fumble:
        return fill(translate("CombatLog", "%1 (fumble)"), total)
    if failed:
        return fill(translate("CombatLog", "%1 (natural 1)"), total)
    return str(total)


def breath_sentence(name: str, roll: DiceRoll, healed: int, wounds: int) -> str:
    """"Aldric recovers his breath: 1d6 (4) → 4 PV healed, 7 wounds left"."""
    return fill(
        translate("CombatLog", "%1 recovers their breath: %2 → %3 PV healed, %4 wounds left"),
        name,
        dice_text(roll),
        healed,
        wounds,
    )
