"""Initiative (RULES.md §5): :class:`RollInitiative`, :class:`SetInitiative`, :class:`ReorderTie`.

Rulings (RULES.md leaves these open):

- A malherido combatant rolls initiative at −1 rank like every other roll.
- A typed initiative total is not a fumble; type the three dice to record one.
- Initiative is kept for the whole combat: once the combat runs, only combatants without a total
  (added mid-fight) may roll or be given one.
- A natural 1 in initiative gives one action per turn whatever the total (RULES §11); the
  record's ``actions`` keeps that count for every turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import field
from typing import TYPE_CHECKING, Any

from ryf_desktop.rules.combat import (
    InitiativeRoll,
    OrderKey,
    initiative_key,
    resolve_initiative,
    roll_initiative,
)
from ryf_desktop.rules.dice import DiceError, RandomSource
from ryf_desktop.session.combat.common import (
    INITIATIVE_KIND,
    actions_text,
    log_line,
    open_combat,
    open_row,
    translate,
)
from ryf_desktop.session.combat.people import (
    character_iniciativa,
    health,
    is_hidden,
    monster_ini,
    name_of,
)
from ryf_desktop.session.combat.state import (
    RUNNING,
    combatants_in_order,
    initiative_values,
    place_in_order,
    renumber,
    row_initiative_key,
)
from ryf_desktop.session.command import CommandError, ModelCommand, command, exactly_one
from ryf_desktop.session.dice_words import dice_error
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import Combat, Combatant, MonsterInstance

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

__all__ = ["ReorderTie", "RollInitiative", "SetInitiative"]


def _roll_text(roll: InitiativeRoll) -> str:
    throws = " + ".join(
        f"({','.join(str(d) for d in throw)})→{kept}"
        for throw, kept in zip(roll.roll.throws, roll.roll.kept, strict=True)
    )
    return f"{roll.iniciativa} + 1o3d10 {throws}"


def _initiative_sentence(name: str, roll: InitiativeRoll) -> str:
    if roll.fumble:
        return fill(
            translate(
                "CombatCommands",
                "%1 rolls initiative: %2 = %3 — pifia: does not act in round 1 and acts last "
                "after that.",
            ),
            name,
            _roll_text(roll),
            roll.total,
        )
    return fill(
        translate("CombatCommands", "%1 rolls initiative: %2 = %3 — %4 per turn."),
        name,
        _roll_text(roll),
        roll.total,
        actions_text(roll.actions),
    )


def _initiative_data(roll: InitiativeRoll, combatant_id: int) -> dict[str, Any]:
    return {
        "combatant": combatant_id,
        "iniciativa": roll.iniciativa,
        "estorbo": roll.estorbo,
        "throws": [list(throw) for throw in roll.roll.throws],
        "kept": list(roll.roll.kept),
        "rank": roll.roll.rank,
        "total": roll.total,
        "fumble": roll.fumble,
        "actions": roll.actions,
    }


def _refuse_kept(combat: Combat, row: Combatant, name: str) -> None:
    if combat.status == RUNNING and row.initiative_total is not None:
        raise CommandError(
            translate(
                "CombatCommands",
                "%1 already has initiative %2, kept for the whole combat (RULES §5). Undo "
                "the roll instead if it was a mistake.",
            ),
            name,
            row.initiative_total,
        )


def _iniciativa(draft: Draft, row: Combatant) -> tuple[int, int]:
    """Iniciativa (estorbo taken off) and estorbo: a character's from its sheet as it is now
    (armour put on…), a creature's Ini."""
    if row.character_id is not None:
        found = character_iniciativa(draft, row.character_id)
        return (row.iniciativa, 0) if found is None else found
    return monster_ini(draft.get(MonsterInstance, row.monster_id), row.iniciativa), 0


def _shift(draft: Draft, row: Combatant) -> int:
    return health(draft, row, draft.model.profile).lasting_shift


@command
class RollInitiative(ModelCommand):
    """Roll initiative (Iniciativa − estorbo + 1o3d10, explodes) for some or all combatants."""

    combat_id: int
    combatant_ids: Sequence[int] | None
    rng: RandomSource
    rolls: dict[int, InitiativeRoll] = field(default_factory=dict, init=False)

    def initial_text(self) -> str:
        return translate("CombatCommands", "Roll initiative")

    def _chosen(self, combat: Combat, rows: list[Combatant]) -> list[Combatant]:
        if self.combatant_ids is None:
            chosen = [row for row in rows if row.initiative_total is None]
            if not chosen:
                raise CommandError(
                    translate(
                        "CombatCommands",
                        "Every combatant has rolled initiative already; there is nobody left "
                        "to roll for.",
                    )
                )
            return chosen
        by_id = {row.id: row for row in rows}
        for combatant_id in self.combatant_ids:
            if combatant_id not in by_id:
                raise CommandError(
                    translate(
                        "CombatCommands", "Combatant %1 does not fight in the combat “%2”."
                    ),
                    combatant_id,
                    combat.name,
                )
        return [by_id[combatant_id] for combatant_id in self.combatant_ids]

    def work_out(self, draft: Draft) -> None:
        combat = open_combat(draft, self.combat_id)
        rows = combatants_in_order(draft, self.combat_id)
        chosen = self._chosen(combat, rows)
        # The place in the order of each combatant who rolled, from its new values.
        keys: dict[int, OrderKey] = {}
        rolled: dict[int, Combatant] = {}
        for row in chosen:
            name = name_of(draft, row)
            _refuse_kept(combat, row, name)
            iniciativa, estorbo = _iniciativa(draft, row)
            roll = roll_initiative(
                iniciativa + estorbo, self.rng, rank=_shift(draft, row), estorbo=estorbo
            )
            self.rolls[row.id] = roll
            rolled[row.id] = draft.update(
                row,
                **initiative_values(
                    iniciativa, roll.total, roll.fumble, natural_one=roll.natural_one
                ),
            )
            keys[row.id] = initiative_key(roll.total, roll.fumble, iniciativa, row.order_position)
            log_line(
                draft,
                INITIATIVE_KIND,
                _initiative_sentence(name, roll),
                _initiative_data(roll, row.id),
                combat_id=self.combat_id,
                character_id=row.character_id,
                secret=is_hidden(draft, combat, row),
            )
        # The order follows the new totals; the turn stays with whoever has it (as renumber).
        now = [rolled.get(row.id, row) for row in rows]
        place_in_order(draft, combat, sorted(
            now, key=lambda row: keys.get(row.id) or row_initiative_key(row)))
        if len(chosen) == 1:
            self.setText(
                fill(
                    translate("CombatCommands", "Roll initiative for %1"),
                    name_of(draft, chosen[0]),
                )
            )


class SetInitiative(ModelCommand):
    """Initiative typed by the GM: the total, or the three dice a player threw (and the throws
    after each 10)."""

    def __init__(
        self,
        session: CampaignSession,
        combatant_id: int,
        *,
        total: int | None = None,
        throws: Sequence[Sequence[int]] | None = None,
    ) -> None:
        exactly_one("SetInitiative", total=total, throws=throws)
        super().__init__(session, translate("CombatCommands", "Set initiative"))
        self.combatant_id = combatant_id
        self.total = total
        self.throws = None if throws is None else tuple(tuple(t) for t in throws)
        self.roll: InitiativeRoll | None = None

    def work_out(self, draft: Draft) -> None:
        combat, row = open_row(draft, self.combatant_id)
        name = name_of(draft, row)
        _refuse_kept(combat, row, name)
        iniciativa, estorbo = _iniciativa(draft, row)
        data: dict[str, Any]
        if self.throws is not None:
            try:
                roll = resolve_initiative(
                    iniciativa + estorbo, self.throws, rank=_shift(draft, row), estorbo=estorbo
                )
            except DiceError as error:
                raise dice_error(error) from None
            self.roll = roll
            draft.update(
                row,
                **initiative_values(
                    iniciativa, roll.total, roll.fumble, natural_one=roll.natural_one
                ),
            )
            text = _initiative_sentence(name, roll)
            data = _initiative_data(roll, self.combatant_id)
        else:
            assert self.total is not None
            kept = draft.update(row, **initiative_values(iniciativa, self.total, False))
            text = fill(
                translate("CombatCommands", "%1's initiative is set to %2 — %3 per turn."),
                name,
                self.total,
                actions_text(kept.actions),
            )
            data = {"combatant": self.combatant_id, "total": self.total, "typed": True}
        renumber(draft, combat)
        self.setText(fill(translate("CombatCommands", "Set the initiative of %1"), name))
        log_line(
            draft, INITIATIVE_KIND, text, data, combat_id=combat.id,
            character_id=row.character_id, secret=is_hidden(draft, combat, row),
        )


class ReorderTie(ModelCommand):
    """The GM breaks a full tie (same total and Iniciativa) by moving a combatant within it."""

    def __init__(self, session: CampaignSession, combatant_id: int, new_index: int) -> None:
        super().__init__(session, translate("CombatCommands", "Reorder a tie"))
        self.combatant_id = combatant_id
        self.new_index = new_index

    def work_out(self, draft: Draft) -> None:
        combat, row = open_row(draft, self.combatant_id)
        rows = combatants_in_order(draft, row.combat_id)
        index = next(i for i, other in enumerate(rows) if other.id == row.id)
        name = name_of(draft, row)

        def tied(other: Combatant) -> bool:
            return (
                row.initiative_total is not None
                and (other.initiative_total, other.iniciativa, other.initiative_fumble)
                == (row.initiative_total, row.iniciativa, row.initiative_fumble)
            )

        if self.new_index == index:
            return
        lo, hi = sorted((index, self.new_index))
        if not 0 <= self.new_index < len(rows) or not all(
            tied(other) for other in rows[lo : hi + 1]
        ):
            raise CommandError(
                translate(
                    "CombatCommands",
                    "%1 can only change places with combatants of the same initiative "
                    "total and the same Iniciativa: the order of the others follows from "
                    "their rolls.",
                ),
                name,
            )
        rows.insert(self.new_index, rows.pop(index))
        combat = place_in_order(draft, combat, rows)
        self.setText(fill(translate("CombatCommands", "Move %1 within a tie"), name))
        log_line(
            draft,
            INITIATIVE_KIND,
            fill(
                translate("CombatCommands", "The GM puts %1 at place %2 of the order (a tie)."),
                name,
                self.new_index + 1,
            ),
            {"combatant": self.combatant_id, "index": self.new_index},
            combat_id=combat.id,
            secret=is_hidden(draft, combat, row),
        )
