"""The fight forecast's input from the campaign (issue #26): a combat as it stands
(:func:`combat_fight`) or the fighters the Start combat dialog has chosen (:func:`chosen_fight`),
as a :class:`~ryf_desktop.rules.forecast.FightState` built from the fighters' values exactly as
the combat reads them (:class:`~ryf_desktop.session.fighting.stats.FighterStats`).

The party is the player characters' side. Ruling: the sides are the characters and the creatures
(as the map places them); a non-player character fights beside the player characters when there
are creatures in the fight, and against them when there are none (a brawl with bandits). A
creature of the catalog not yet in play has its PV formula rolled in every simulated fight; a
creature or a character already in play brings its wounds.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TypeVar, cast

from ryf_desktop.catalog import Monster
from ryf_desktop.rules.forecast import FightState, ForecastAttack, ForecastFighter, KeptInitiative
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.session.catalog_commands import monster_fields
from ryf_desktop.session.combat.preparation import find_monster
from ryf_desktop.session.combat.state import (
    RUNNING,
    active_combatant,
    combatants_in_order,
    load_budget,
)
from ryf_desktop.session.combat.tracker import current_combat_id
from ryf_desktop.session.fighting.character import character_stats
from ryf_desktop.session.fighting.fighters import fighter
from ryf_desktop.session.fighting.monster import monster_stats
from ryf_desktop.session.fighting.reloading import is_loaded
from ryf_desktop.session.fighting.stats import SIDE_MONSTER, SIDE_NPC, SIDE_PC, FighterStats
from ryf_desktop.session.model import Records
from ryf_desktop.storage.records import (
    Character,
    Combat,
    Combatant,
    MapToken,
    MonsterInstance,
    Record,
    dump_json,
)

__all__ = ["ChosenFighters", "ForecastInputError", "chosen_fight", "combat_fight"]

R = TypeVar("R", bound=Record)


class ForecastInputError(ValueError):
    """There is no fight to forecast; ``reason`` names why (``no_combat``, ``no_such_combat``,
    ``one_side_empty``), the message says it in English for the command line."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class ChosenFighters:
    """What the Start combat dialog has chosen: tokens, characters, catalog creatures × count."""

    token_ids: tuple[int, ...] = ()
    character_ids: tuple[int, ...] = ()
    monsters: tuple[tuple[str, int], ...] = ()


def _attacks(stats: FighterStats) -> tuple[ForecastAttack, ...]:
    return tuple(
        ForecastAttack(option.weapon, option.skill_level, option.reload, option.label)
        for option in stats.attacks
    )


def _fighter(
    stats: FighterStats, fisico: int | None, *, pv_formula: str | None = None,
    initiative: KeptInitiative | None = None,
) -> ForecastFighter:
    return ForecastFighter(
        name=stats.name,
        party=stats.side == SIDE_PC,
        iniciativa=stats.iniciativa,
        defensa=stats.defensa,
        attacks=_attacks(stats),
        pv_max=stats.pv_max,
        wounds=stats.wounds,
        absorption=stats.absorption,
        shield_cobertura=stats.shield_cobertura,
        fisico=fisico,
        pv_formula=pv_formula,
        initiative=initiative,
    )


def _fisico(records: Records, stats: FighterStats) -> int | None:
    character = records.get(Character, stats.character_id)
    return None if character is None else character.fisico


def _sided(
    fighters: Sequence[ForecastFighter], sides: Sequence[str]
) -> tuple[ForecastFighter, ...]:
    """The fighters with the party's side settled (see the module's ruling)."""
    creatures = SIDE_MONSTER in sides
    return tuple(
        replace(one, party=side == SIDE_PC or (side == SIDE_NPC and creatures))
        for one, side in zip(fighters, sides, strict=True)
    )


def _checked(fighters: Sequence[ForecastFighter], state: FightState) -> FightState:
    problem = state.problem()
    if not fighters or problem is not None:
        raise ForecastInputError(
            "one_side_empty", f"there is no fight to forecast: {problem or 'nobody fights'}"
        )
    return state


def combat_fight(records: Records, profile: RulesProfile, combat_id: int | None) -> FightState:
    """The fight of a combat from where it stands (the running one when ``combat_id`` is None):
    its order and kept initiatives, its round and whose turn it is with the actions left."""
    wanted = current_combat_id(records) if combat_id is None else combat_id
    if wanted is None:
        raise ForecastInputError("no_combat", "the campaign has no combat running or prepared")
    combat = records.get(Combat, wanted)
    if combat is None:
        raise ForecastInputError("no_such_combat", f"there is no combat {combat_id}")
    rows = combatants_in_order(records, combat.id)
    active = active_combatant(records, combat)
    fighters: list[ForecastFighter] = []
    sides: list[str] = []
    turn: int | None = None
    actions_left: int | None = None
    for row in rows:
        if row.out:
            continue  # taken out of the fight by the GM
        try:
            stats = fighter(records, row, profile)
        except KeyError:
            continue  # its character or creature is gone
        kept = None
        if row.initiative_total is not None:
            kept = KeptInitiative(row.initiative_total, row.actions, row.initiative_fumble)
        if active is not None and row.id == active.id:
            turn = len(fighters)
            actions_left = max(0, load_budget(row).majors_left)
        loaded = all(is_loaded(row, option) for option in stats.attacks if option.reload)
        fighters.append(
            replace(_fighter(stats, _fisico(records, stats), initiative=kept), loaded=loaded)
        )
        sides.append(stats.side)
    state = FightState(
        _sided(fighters, sides), profile,
        round=max(1, combat.round) if combat.status == RUNNING else 1,
        turn=turn, actions_left=actions_left,
    )
    return _checked(fighters, state)


class _WithCreature:
    """The campaign's records with one creature more that is not in play (id 0)."""

    def __init__(self, records: Records, creature: MonsterInstance) -> None:
        self._records = records
        self._creature = creature

    def get(self, kind: type[R], record_id: int | None) -> R | None:
        if kind is MonsterInstance and record_id == self._creature.id:
            return cast(R, self._creature)
        return self._records.get(kind, record_id)

    def all(self, kind: type[R]) -> list[R]:
        return self._records.all(kind)

    def of(self, kind: type[R], field: str, value: int | None) -> list[R]:
        return self._records.of(kind, field, value)


def _catalog_creature(
    records: Records, profile: RulesProfile, monster: Monster, name: str
) -> ForecastFighter:
    """A creature of the catalog as it would join: its values as in play, its PV to roll."""
    formula = monster.pv_formula
    creature = MonsterInstance(id=0, catalog_name=monster.name, name=name,
                               pv_max=max(1, formula.flat),
                               fields=dump_json(monster_fields(monster)))
    row = Combatant(id=0, combat_id=0, monster_id=0)
    stats = monster_stats(_WithCreature(records, creature), row, profile, None)
    rolled = None if formula.dice is None else f"{formula.flat}+{formula.dice}"
    return _fighter(stats, None, pv_formula=rolled)


def chosen_fight(
    records: Records, profile: RulesProfile, chosen: ChosenFighters
) -> FightState:
    """The fight the Start combat dialog would start, before its initiative is rolled."""
    fighters: list[ForecastFighter] = []
    sides: list[str] = []
    seen: set[tuple[int | None, int | None]] = set()
    characters = list(chosen.character_ids)
    for token_id in chosen.token_ids:
        token = records.get(MapToken, token_id)
        if token is None:
            continue
        if token.character_id is not None:
            characters.append(token.character_id)
        elif token.monster_id is not None and (None, token.monster_id) not in seen:
            seen.add((None, token.monster_id))
            row = Combatant(id=0, combat_id=0, monster_id=token.monster_id)
            try:
                fighters.append(_fighter(monster_stats(records, row, profile, None), None))
            except KeyError:
                continue
            sides.append(SIDE_MONSTER)
    for character_id in characters:
        character = records.get(Character, character_id)
        if character is None or (character_id, None) in seen:
            continue
        seen.add((character_id, None))
        stats = character_stats(records, character, profile, None)
        fighters.append(_fighter(stats, character.fisico))
        sides.append(stats.side)
    for name, count in chosen.monsters:
        monster = find_monster(records, name)
        for number in range(1, count + 1):
            fighters.append(
                _catalog_creature(records, profile, monster, f"{monster.name} {number}")
            )
            sides.append(SIDE_MONSTER)
    return _checked(fighters, FightState(_sided(fighters, sides), profile))
