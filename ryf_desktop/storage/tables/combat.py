"""Combats and their combatants, with everything needed to resume a fight after a restart.

- ``combat``: its map (if any), ``status`` ("preparing", "running", "ended"), the round (0 before
  the first) and ``turn_position``, the ``order_position`` of the combatant whose turn it is.
- ``combatant``: one character or one monster instance in a combat; its Iniciativa value, the
  initiative total rolled once for the whole combat (NULL until rolled) and whether that roll
  was a fumble; its place in the order; this turn's budget (actions, double action, majors and
  minors left, metres moved, diagonals taken for the alternate rule); ``reload_state``, a JSON
  object of weapon name → loaded (crossbow, sawn-off shotgun); and ``out`` for a combatant who
  left the fight.
- Schema 3 stores the turn budget exactly as ``rules.combat.TurnBudget`` keeps it:
  ``majors_spent`` (attacks, spells) and ``minors_spent`` (small deeds) beside ``moved_m``, and
  ``lasting_penalty`` (malherido when the turn began: no double action). ``majors_left`` and
  ``minors_left`` stay filled for readers. ``damage_dealt`` and ``damage_taken`` add up the
  fight for its summary.
"""

from __future__ import annotations

from sqlalchemy import CheckConstraint
from sqlmodel import Field

from ryf_desktop.storage.tables.base import CampaignTable


class Combat(CampaignTable, table=True):
    __tablename__ = "combat"
    __table_args__ = (
        CheckConstraint("status IN ('preparing', 'running', 'ended')", name="status_known"),
        CheckConstraint("round >= 0 AND turn_position >= 0", name="round_not_negative"),
    )

    id: int | None = Field(default=None, primary_key=True)
    name: str = ""
    map_id: int | None = Field(default=None, foreign_key="map.id", ondelete="SET NULL", index=True)
    status: str = "preparing"
    round: int = 0
    turn_position: int = 0
    #: The in-game day the combat began.
    started_day: int = 1


class Combatant(CampaignTable, table=True):
    __tablename__ = "combatant"
    __table_args__ = (
        CheckConstraint("(character_id IS NULL) <> (monster_id IS NULL)", name="one_fighter"),
        CheckConstraint(
            "actions >= 0 AND majors_left >= 0 AND minors_left >= 0 AND moved_m >= 0 "
            "AND diagonals_taken >= 0",
            name="budget_not_negative",
        ),
        CheckConstraint(
            "majors_spent >= 0 AND minors_spent >= 0 AND damage_dealt >= 0 "
            "AND damage_taken >= 0",
            name="spent_not_negative",
        ),
    )

    id: int | None = Field(default=None, primary_key=True)
    combat_id: int = Field(foreign_key="combat.id", ondelete="CASCADE", index=True)
    character_id: int | None = Field(
        default=None, foreign_key="character.id", ondelete="CASCADE", index=True
    )
    monster_id: int | None = Field(
        default=None, foreign_key="monster_instance.id", ondelete="CASCADE", index=True
    )
    #: The Iniciativa value (Percepción + Reflejos − estorbo, or a monster's Ini).
    iniciativa: int = 0
    initiative_total: int | None = None
    initiative_fumble: bool = False
    order_position: int = 0
    actions: int = 1
    double_action: bool = False
    majors_left: int = 1
    minors_left: int = 1
    moved_m: float = 0.0
    diagonals_taken: int = 0
    reload_state: str = "{}"
    out: bool = False
    #: Schema 3: the turn budget's deeds, so it is restored exactly.
    majors_spent: int = 0
    minors_spent: int = 0
    lasting_penalty: bool = False
    #: Schema 3: wounds this combatant dealt and took in this combat.
    damage_dealt: int = 0
    damage_taken: int = 0
