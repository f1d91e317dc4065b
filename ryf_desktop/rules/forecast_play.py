"""Playing many fights at once: :func:`forecast` (the tactics and what it simplifies are in
:mod:`~ryf_desktop.rules.forecast`).

Every fight is one row of numpy arrays (wounds, PV, initiative, reloads). The loop runs over
rounds, the slots of the initiative order and the actions of a turn; each step plays the blow of
every fight still going at once: the target is picked with one ``argmin``, the wounds drawn from
the blow's exact distribution with one ``searchsorted`` over the stacked CDFs of
:class:`~ryf_desktop.rules.forecast.WoundTable`. Random numbers come from
``numpy.random.default_rng(seed)`` only, so a seed gives the same forecast every time.
"""

from __future__ import annotations

import os
import time

import numpy as np
import numpy.typing as npt

from ryf_desktop.rules.combat import actions_for_initiative
from ryf_desktop.rules.dice import clamp_rank
from ryf_desktop.rules.forecast import (
    DEFAULT_FIGHTS,
    MAX_ROUNDS,
    FightState,
    Forecast,
    ForecastFighter,
    WoundTable,
    build_wound_table,
    health_limits,
    margin_95,
)
from ryf_desktop.rules.odds import RANK_TABLES, damage_distribution, roll_value_distribution
from ryf_desktop.rules.profile import RulesProfile

__all__ = ["forecast", "ready"]

_Ints = npt.NDArray[np.int64]
_Bools = npt.NDArray[np.bool_]
_NEVER = 1 << 30
#: Initiative totals and values are ranked below this (far beyond any roll).
_KEY_TOP = 1 << 14
#: Fights handled by one numpy call where a call on all of them would hold the GIL too long.
_BLOCK = 1024


def _sample(dist: dict[int, float], size: tuple[int, ...], rng: np.random.Generator) -> _Ints:
    """``size`` draws from a distribution over whole numbers."""
    values = np.array(sorted(dist), dtype=np.int64)
    cdf = np.cumsum([dist[v] for v in values.tolist()])
    cdf /= cdf[-1]
    picked = np.searchsorted(cdf, rng.random(size), side="right")
    return values[np.minimum(picked, len(values) - 1)]


def _pv(fighter: ForecastFighter, fights: int, rng: np.random.Generator) -> _Ints:
    """The fighter's PV máx in every fight: fixed, or rolled from its formula (plain dice,
    at least 1, as a creature's PV are rolled when it joins)."""
    if fighter.pv_formula is None:
        return np.full(fights, fighter.pv_max, dtype=np.int64)
    rolled = _sample(damage_distribution(fighter.pv_formula, explode=False), (fights,), rng)
    return np.maximum(1, rolled)


class _Initiative:
    """Every fight's initiative: totals, actions a turn, fumbles and the order of turns."""

    def __init__(
        self, state: FightState, malherido: _Bools, fights: int, rng: np.random.Generator
    ) -> None:
        count = len(state.fighters)
        totals = np.zeros((fights, count), dtype=np.int64)
        actions = np.ones((fights, count), dtype=np.int64)
        fumbles = np.zeros((fights, count), dtype=bool)
        rolled = np.zeros(count, dtype=bool)
        for index, fighter in enumerate(state.fighters):
            kept = fighter.initiative
            if kept is not None:
                totals[:, index] = kept.total
                actions[:, index] = max(1, kept.actions)
                fumbles[:, index] = kept.fumble
                continue
            rolled[index] = True
            for hurt in (False, True):
                # Initiative is rolled at the malherido rank like every roll (RULES.md §11).
                rows = np.nonzero(malherido[:, index] == hurt)[0]
                if len(rows) == 0:
                    continue
                rank = clamp_rank(-1 if hurt else 0)
                value = _sample(roll_value_distribution(rank), (len(rows),), rng)
                table = RANK_TABLES[rank]
                # Value 1 is a natural 1; a pifia among them in its own share (RULES.md §1).
                fumble = (value == 1) & (rng.random(len(rows)) < table.fumble / table.natural_one)
                total = fighter.iniciativa + value
                totals[rows, index] = total
                fumbles[rows, index] = fumble
                actions[rows, index] = _actions(total, value == 1)
        iniciativa = np.array([f.iniciativa for f in state.fighters], dtype=np.int64)
        # Highest total first, then Iniciativa, then the order given; fumblers last (§5): one
        # key, sorted a block of fights at a time so the GUI thread gets the GIL in between.
        key = (
            (fumbles.astype(np.int64) << 48)
            | ((_KEY_TOP - np.minimum(totals, _KEY_TOP)) << 32)
            | ((_KEY_TOP - np.clip(iniciativa, -_KEY_TOP, _KEY_TOP - 1)) << 16)
            | np.arange(count)
        )
        self.order: _Ints = np.empty((fights, count), dtype=np.int64)
        for start in range(0, fights, _BLOCK):
            self.order[start:start + _BLOCK] = np.argsort(key[start:start + _BLOCK], axis=1)
        self.actions = actions
        self.fumbles = fumbles
        self.rolled = rolled


def _actions(totals: _Ints, natural_one: _Bools) -> _Ints:
    """:func:`actions_for_initiative` of every total (looked up once per distinct total)."""
    distinct, where = np.unique(totals, return_inverse=True)
    counts = np.array([actions_for_initiative(int(t)) for t in distinct], dtype=np.int64)
    return np.where(natural_one, 1, counts[where.reshape(totals.shape)])


class _Fights:
    """The state of every fight: wounds, limits, who is standing, who won."""

    def __init__(self, state: FightState, fights: int, rng: np.random.Generator) -> None:
        profile: RulesProfile = state.profile
        count = len(state.fighters)
        self.count = count
        self.party = np.array([f.party for f in state.fighters], dtype=bool)
        self.wounds = np.tile(np.array([f.wounds for f in state.fighters], dtype=np.int64),
                              (fights, 1))
        self.out_at = np.empty((fights, count), dtype=np.int64)
        self.malherido_at = np.empty((fights, count), dtype=np.int64)
        for index, fighter in enumerate(state.fighters):
            if fighter.pv_formula is not None:
                self.out_at[:, index] = _pv(fighter, fights, rng)
                self.malherido_at[:, index] = _NEVER
            else:
                malherido_at, out_at = health_limits(fighter, profile)
                self.out_at[:, index] = out_at
                self.malherido_at[:, index] = malherido_at
        self.start_wounds = self.wounds.copy()
        standing = self.wounds < self.out_at
        self.party_up = (standing & self.party).sum(axis=1)
        self.enemies_up = (standing & ~self.party).sum(axis=1)
        self.going = (self.party_up > 0) & (self.enemies_up > 0)
        self.rounds = np.zeros(fights, dtype=np.int64)
        self.loaded = np.tile(np.array([f.loaded for f in state.fighters], dtype=bool),
                              (fights, 1))
        # enemy[a, t]: t fights on the other side of a.
        self.enemy = self.party[:, None] != self.party[None, :]


def _blows(
    fights: _Fights, table: WoundTable, rows: _Ints, actors: _Ints, rng: np.random.Generator
) -> None:
    """One action of ``actors`` in the fights ``rows``: pick the target, strike or reload."""
    wounds = fights.wounds[rows]
    left = fights.out_at[rows] - wounds
    hurt = (fights.wounds[rows, actors] >= fights.malherido_at[rows, actors]).astype(np.int64)
    candidates = (left > 0) & table.hittable[actors, hurt]
    targets = np.argmin(np.where(candidates, left, _NEVER), axis=1)
    has_target = candidates[np.arange(len(rows)), targets]
    key = (actors * fights.count + targets) * 2 + hurt
    reloads = table.reload[key] & has_target
    loaded = fights.loaded[rows, actors]
    strikes = has_target & (~reloads | loaded)
    # A reloading weapon is emptied by its shot and loaded again by the next action.
    fights.loaded[rows[reloads], actors[reloads]] = ~loaded[reloads]
    if not strikes.any():
        return
    rows, targets, key = rows[strikes], targets[strikes], key[strikes]
    wanted = key + rng.random(len(key))
    drawn = np.concatenate([
        np.searchsorted(table.cumulative, wanted[start:start + _BLOCK], side="right")
        for start in range(0, len(wanted), _BLOCK)
    ])
    damage = table.values[np.minimum(drawn, len(table.values) - 1)]
    before = fights.wounds[rows, targets]
    fights.wounds[rows, targets] = before + damage
    limit = fights.out_at[rows, targets]
    fell = (before < limit) & (before + damage >= limit)
    if fell.any():
        fallen_rows, fallen = rows[fell], targets[fell]
        party_fell = fights.party[fallen]
        np.subtract.at(fights.party_up, fallen_rows[party_fell], 1)
        np.subtract.at(fights.enemies_up, fallen_rows[~party_fell], 1)
        fights.going[fallen_rows] = (fights.party_up[fallen_rows] > 0) & (
            fights.enemies_up[fallen_rows] > 0
        )


def _round_actions(
    state: FightState, initiative: _Initiative, round_number: int, first: bool
) -> _Ints:
    """The actions every fighter has in this round of every fight."""
    actions = initiative.actions.copy()
    if round_number == 1:
        actions[initiative.fumbles] = 0  # a fumbled initiative sits out round 1 (§5)
    if first and state.turn is not None:
        # The round under way: those before the turn have acted, newcomers wait for the next.
        actions[:, : state.turn] = 0
        actions[:, initiative.rolled] = 0
        if state.actions_left is not None:
            actions[:, state.turn] = max(0, state.actions_left)
    return actions


def ready() -> int:
    """Plays nothing: run in a worker process ahead of the first forecast, it has the simulator
    and numpy imported there before the GM asks; returns that process's id."""
    return os.getpid()


def forecast(
    state: FightState,
    fights: int = DEFAULT_FIGHTS,
    seed: int | None = None,
) -> Forecast:
    """Play ``fights`` fights from ``state`` and sum them up; ValueError when there is nothing
    to forecast (a side with nobody standing, fewer than one fight)."""
    if fights < 1:
        raise ValueError(f"the number of fights must be 1 or more, not {fights}")
    problem = state.problem()
    if problem is not None:
        raise ValueError(problem)
    started = time.perf_counter()
    rng = np.random.default_rng(seed)
    table = build_wound_table(state)
    played = _Fights(state, fights, rng)
    initiative = _Initiative(state, played.wounds >= played.malherido_at, fights, rng)
    count = played.count
    first_round = max(1, state.round)
    for round_number in range(first_round, first_round + MAX_ROUNDS):
        going = np.nonzero(played.going)[0]
        if len(going) == 0:
            break
        played.rounds[going] += 1
        actions = _round_actions(state, initiative, round_number, round_number == first_round)
        for slot in range(count):
            going = going[played.going[going]]
            if len(going) == 0:
                break
            actors = initiative.order[going, slot]
            turns = actions[going, actors]
            # A fighter down before its turn takes none.
            turns[played.wounds[going, actors] >= played.out_at[going, actors]] = 0
            for action in range(int(turns.max(initial=0))):
                acting = (turns > action) & played.going[going]
                if not acting.any():
                    break
                _blows(played, table, going[acting], actors[acting], rng)
    return _summary(state, played, fights, time.perf_counter() - started)


def _summary(state: FightState, played: _Fights, fights: int, seconds: float) -> Forecast:
    wins = float(np.mean((played.enemies_up == 0) & (played.party_up > 0)))
    draws = float(np.mean(played.going))
    p10, median, p90 = np.percentile(played.rounds, [10, 50, 90], method="nearest")
    taken = played.wounds - played.start_wounds
    falls = np.mean(played.wounds >= played.out_at, axis=0)
    return Forecast(
        fights=fights,
        party_wins=wins,
        party_wins_margin=margin_95(wins, fights),
        draws=draws,
        rounds_median=float(median),
        rounds_p10=float(p10),
        rounds_p90=float(p90),
        falls=tuple(float(p) for p in falls),
        party_wounds=float(taken[:, played.party].sum(axis=1).mean()),
        enemy_wounds=float(taken[:, ~played.party].sum(axis=1).mean()),
        seconds=seconds,
        names=tuple(f.name for f in state.fighters),
        party=tuple(f.party for f in state.fighters),
    )
