"""An exact reference for the fight forecast, written from RULES.md alone (none of the program's
odds code): the attack's outcome distribution by enumerating the 1000 throws of three d10 and
convolving exploding dice, and the chance that the first of two fighters wins a 1-vs-1 with fixed
initiative as a Markov chain over the two fighters' wounds.
"""

from __future__ import annotations

import functools
import itertools
import re
from dataclasses import dataclass

#: Chains of explosions and dice tails are followed until their chance is below this.
_TAIL = 1e-13


def _first_throws(rank: int) -> tuple[dict[int, float], float]:
    """P(target die = v and the throw is neither a natural 1 nor a pifia) for v in 2..10, and
    P(target die = 10); the target is the low, middle or high die at rank −1, 0, +1."""
    faces: dict[int, float] = {}
    for dice in itertools.product(range(1, 11), repeat=3):
        ordered = sorted(dice)
        target = ordered[rank + 1]
        if target == 1:
            continue  # a natural 1 (and every pifia) fails an attack
        faces[target] = faces.get(target, 0.0) + 1 / 1000
    return faces, faces.get(10, 0.0)


@functools.cache
def _chain(rank: int) -> dict[int, float]:
    """P(the value of a re-roll after an explosion = v): any face, 10 explodes again."""
    counts = [0] * 11
    for dice in itertools.product(range(1, 11), repeat=3):
        counts[sorted(dice)[rank + 1]] += 1
    values: dict[int, float] = {}
    weight, offset = 1.0, 0
    while weight > _TAIL:
        for face in range(1, 10):
            values[offset + face] = values.get(offset + face, 0.0) + weight * counts[face] / 1000
        weight *= counts[10] / 1000
        offset += 10
    return values


def roll_values(rank: int) -> dict[int, float]:
    """P(a successful-looking attack die = v): first throw not 1, 10s exploding."""
    faces, _ten = _first_throws(rank)
    values = {face: p for face, p in faces.items() if face < 10}
    for more, p in _chain(rank).items():
        values[10 + more] = values.get(10 + more, 0.0) + faces.get(10, 0.0) * p
    return values


def _die(sides: int) -> dict[int, float]:
    """An exploding die: a maximum is rolled again and added."""
    values: dict[int, float] = {}
    weight, offset = 1 / sides, 0
    while weight > _TAIL:
        for face in range(1, sides):
            values[offset + face] = values.get(offset + face, 0.0) + weight
        weight /= sides
        offset += sides
    return values


def _add(a: dict[int, float], b: dict[int, float]) -> dict[int, float]:
    out: dict[int, float] = {}
    for x, p in a.items():
        for y, q in b.items():
            if p * q > _TAIL * 1e-3:
                out[x + y] = out.get(x + y, 0.0) + p * q
    return out


@functools.cache
def damage(text: str) -> dict[int, float]:
    """"NdS+K" with exploding dice."""
    match = re.fullmatch(r"(\d+)d(\d+)([+-]\d+)?", text.replace(" ", ""))
    assert match is not None, text
    count, sides, flat = int(match[1]), int(match[2]), int(match[3] or 0)
    total = {flat: 1.0}
    for _ in range(count):
        total = _add(total, _die(sides))
    return total


def attack_wounds(
    damage_text: str, modifier: int, difficulty: int, *, absorption: int = 0, rank: int = 0
) -> dict[int, float]:
    """P(the target takes w wounds) from one attack (quick sheet's criticals: +1d6 exploding per
    full 10 over the difficulty, armour absorbing from the whole)."""
    out: dict[int, float] = {}
    hit = 0.0
    for value, p in roll_values(rank).items():
        total = modifier + value
        if total < difficulty:
            continue
        hit += p
        dice = damage(damage_text)
        tens = (total - difficulty) // 10
        if tens:
            dice = _add(dice, damage(f"{tens}d6"))
        for rolled, q in dice.items():
            wounds = max(0, rolled - absorption)
            out[wounds] = out.get(wounds, 0.0) + p * q
    out[0] = out.get(0, 0.0) + 1.0 - hit
    return out


@dataclass(frozen=True)
class Side:
    """One fighter of the duel: how it strikes the other and when it is hurt or out."""

    damage: str
    modifier: int
    defensa: int
    absorption: int
    out_at: int
    #: Wounds from which it rolls at −1 (malherido); None for a creature.
    malherido_at: int | None
    actions: int
    rank: int = 0


def _blow(attacker: Side, defender: Side, hurt: bool) -> dict[int, float]:
    rank = max(-1, attacker.rank - 1) if hurt else attacker.rank
    return _blow_at(attacker.damage, attacker.modifier, defender.defensa, defender.absorption,
                    rank)


@functools.cache
def _blow_at(text: str, modifier: int, defensa: int, absorption: int,
             rank: int) -> dict[int, float]:
    return attack_wounds(text, modifier, defensa, absorption=absorption, rank=rank)


def duel_first_wins(first: Side, second: Side) -> float:
    """P(``first`` wins): each round ``first`` takes its actions, then ``second`` its own; each
    action is one attack on the other; out at ``out_at`` wounds."""
    # dist: (first's wounds, second's wounds) -> chance; terminal mass gathered apart.
    def hurt(side: Side, wounds: int) -> bool:
        return side.malherido_at is not None and wounds >= side.malherido_at

    def round_from(a: int, b: int) -> tuple[dict[tuple[int, int], float], float]:
        dist = {(a, b): 1.0}
        won = 0.0
        for _ in range(first.actions):
            nxt: dict[tuple[int, int], float] = {}
            for (x, y), p in dist.items():
                for w, q in _blow(first, second, hurt(first, x)).items():
                    if y + w >= second.out_at:
                        won += p * q
                    else:
                        nxt[(x, y + w)] = nxt.get((x, y + w), 0.0) + p * q
            dist = nxt
        for _ in range(second.actions):
            nxt = {}
            for (x, y), p in dist.items():
                for w, q in _blow(second, first, hurt(second, y)).items():
                    if x + w < first.out_at:
                        nxt[(x + w, y)] = nxt.get((x + w, y), 0.0) + p * q
            dist = nxt
        return dist, won

    chance: dict[tuple[int, int], float] = {}
    states = sorted(
        itertools.product(range(first.out_at), range(second.out_at)), key=lambda s: -sum(s)
    )
    for a, b in states:
        dist, won = round_from(a, b)
        stay = dist.pop((a, b), 0.0)
        chance[(a, b)] = (won + sum(p * chance[s] for s, p in dist.items())) / (1.0 - stay)
    return chance[(0, 0)]
