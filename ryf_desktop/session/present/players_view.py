"""The players' view: everything the players' surfaces (the table screen, the phones) show — the
map, the tokens and names on it, the turn order, the public roll, each player's public sheet —
decided here once, so the two surfaces cannot disagree.

**The map shown** changes only when the GM says so or a fight begins: it is the map the GM last
showed the players (*Show this to the players*, *Show map*), unless a fight has begun on a map
since then, which shows that fight's map (and keeps showing it after the fight ends, until the GM
shows another). The map the GM merely opens in the map panel never reaches the players. With
nothing shown yet (or the shown map deleted) there is no map: the surfaces show the campaign's
title card.

**The turn order** leaves out every combatant whose token the players do not see (hidden by the
GM, or on a fogged square). While one of those acts, the highlight is on the next combatant they
see who acts — what they would see if the unseen one were not in the fight — so neither a
highlight that stalls nor one that goes blank tells them someone unseen is acting.

**The tokens** they see are those of the map shown that are neither hidden by the GM nor on a
fogged square (:func:`~ryf_desktop.session.map_queries.visible_to_players`), with their names.

**The public roll** is the newest line of the log of a public kind (a roll, an attack, a spell)
not marked secret (:func:`newest_public_roll`): a secret line is passed over, never shown, since
even a banner that names nobody would tell the players that something happened.

**A player's public sheet** is a player character's PV, wounds, state, equipment and money
(:func:`public_sheet`); never an NPC's, whose very name may be the GM's secret.

**The handouts** the GM shows go to the table (the table screen and every phone) or to one
player's phone; the table shows the last one shown to it until the GM takes it down, and each
phone keeps what it received (:mod:`~ryf_desktop.session.present.handouts_view`). In memory
only, like the map shown: neither stored nor undoable.

:class:`PlayersView` keeps them for one session, worked out lazily once per step and dropped when
the session's :class:`~ryf_desktop.session.events.Changed` names what they are made of
(:func:`affects`, the one place that says which step drops which); ``changed`` then tells the
surfaces to read them again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ryf_desktop.rules.sides import SIDE_PC
from ryf_desktop.session.campaign_log import LogLine
from ryf_desktop.session.combat_log import ATTACK_KIND, SPELL_KIND
from ryf_desktop.session.events import Changed
from ryf_desktop.session.present.handouts_view import HandoutShowings, ShownHandout
from ryf_desktop.storage.records import Combat, Map, MapToken

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.session.combat import CombatView
    from ryf_desktop.session.combat.tracker import CombatantRow
    from ryf_desktop.session.model import CampaignModel

PREPARING = "preparing"
RUNNING = "running"
#: Log kinds the players may see: rolls made at the table, attacks and spells in combat.
PUBLIC_KINDS = frozenset({"roll", ATTACK_KIND, SPELL_KIND})
#: How many of the newest log lines are searched for the public roll (a step writes a few lines
#: at most; more than this many at once only loses a banner).
LOG_LOOKBACK = 20
#: What of the players' view a step may change (see :func:`affects`).
SHOWN = "shown"
ROLL = "roll"
SHEETS = "sheets"
#: A handout was edited or removed: the table's and the phones' handouts are read again.
HANDOUTS = "handouts"

__all__ = ["HANDOUTS", "ROLL", "SHEETS", "SHOWN", "PlayersView", "ShownChoice", "ShownHandout",
           "players_view_of"]


@dataclass(frozen=True, slots=True)
class ShownChoice:
    """What the GM last showed the players: a map (None: none, the title card) and the newest
    combat begun by then (0: none), so that only a fight begun later takes its place."""

    map_id: int | None = None
    after_combat: int = 0


@dataclass(frozen=True, slots=True)
class TurnEntry:
    """One combatant as the players see it in the turn order."""

    combatant_id: int
    name: str
    side: str
    active: bool
    out: bool


@dataclass(frozen=True, slots=True)
class PublicTurn:
    """The running combat's order for the players: its id (None: no fight runs), the round they
    are shown and the combatants they see."""

    combat_id: int | None
    round: int
    entries: tuple[TurnEntry, ...]


NO_TURN = PublicTurn(None, 0, ())


@dataclass(frozen=True, slots=True)
class SeenToken:
    """A token the players see on the map shown: where it stands and the name it shows."""

    token_id: int
    name: str
    x: int
    y: int
    size: int


def newest_fight(model: CampaignModel) -> int:
    """The id of the newest combat that has begun (running or ended), 0 when none has."""
    return max((combat.id for combat in model.all(Combat) if combat.status != PREPARING),
               default=0)


def shown_map_id(model: CampaignModel, choice: ShownChoice) -> int | None:
    """The map the players see (see the module's docstring), None for none."""
    fights = [combat for combat in model.all(Combat)
              if combat.status != PREPARING and combat.map_id is not None
              and combat.id > choice.after_combat and model.get(Map, combat.map_id) is not None]
    if fights:
        running = [combat for combat in fights if combat.status == RUNNING]
        return (running or fights)[-1].map_id
    if choice.map_id is not None and model.get(Map, choice.map_id) is not None:
        return choice.map_id
    return None


def unseen_tokens(model: CampaignModel, combat: CombatView | None) -> frozenset[int]:
    """The combatants' tokens the players' map does not show (hidden by the GM, or with a square
    under the fog), read only while a combat runs on a map."""
    if combat is None or combat.status != RUNNING or combat.map_id is None:
        return frozenset()
    wanted = {row.token_id for row in combat.combatants if row.token_id is not None}
    row = model.get(Map, combat.map_id)
    if not wanted or row is None:
        return frozenset()
    from ryf_desktop.session.map_queries import layer, token_view, visible_to_players

    fog = layer(row, "fog")
    tokens = (model.get(MapToken, token_id) for token_id in wanted)
    return frozenset(token.id for token in tokens if token is not None
                     and not visible_to_players(token_view(model, token, model.profile), fog))


def public_turn(model: CampaignModel) -> PublicTurn:
    """The running combat's order as the players may see it (see the module's docstring)."""
    from ryf_desktop.session.combat import current_combat

    combat = current_combat(model)
    if combat is None or combat.status != RUNNING:
        return NO_TURN
    unseen = unseen_tokens(model, combat)

    def seen(row: CombatantRow) -> bool:
        return row.token_id is None or row.token_id not in unseen

    rows = combat.combatants
    round_number, active_id = combat.round, combat.active_id
    active = combat.active
    if active is not None and not seen(active):
        index = rows.index(active)
        later = [row for row in rows[index + 1:] if seen(row) and row.acts_this_round
                 and not row.out]
        if later:
            active_id = later[0].id
        else:
            # The unseen one acts last: the players see the turn pass to next round's first.
            first = [row for row in rows if seen(row) and not row.out
                     and row.initiative_total is not None]
            active_id = first[0].id if first else None
            round_number += 1 if first else 0
    return PublicTurn(combat.id, round_number, tuple(
        TurnEntry(combatant_id=row.id, name=row.name, side=row.side,
                  active=row.id == active_id, out=row.out)
        for row in rows if seen(row)))


def seen_tokens(model: CampaignModel, map_id: int | None) -> tuple[SeenToken, ...]:
    """The tokens of map ``map_id`` the players see (none for no map), by id."""
    row = None if map_id is None else model.get(Map, map_id)
    if row is None:
        return ()
    from ryf_desktop.session.map_queries import layer, tokens_of, visible_to_players

    fog = layer(row, "fog")
    return tuple(SeenToken(token.id, token.name, token.x, token.y, token.size)
                 for token in sorted(tokens_of(model, row.id), key=lambda token: token.id)
                 if visible_to_players(token, fog))


def newest_public_roll(lines: Sequence[LogLine], after_id: int = 0) -> LogLine | None:
    """The newest line of a public kind, not secret, written after line ``after_id``, if any
    (see the module's docstring)."""
    for line in reversed(lines):
        if line.id <= after_id:
            return None
        if line.kind in PUBLIC_KINDS and not line.secret:
            return line
    return None


def still_logged(shown: LogLine, newest: Sequence[LogLine]) -> bool:
    """Whether ``shown`` is still in the log whose newest entries are ``newest``.

    An undo takes the newest lines away and SQLite hands their ids to the next lines written, so
    the line itself is compared, not its id; a line older than all of ``newest`` was not undone
    (an undo takes only newer lines away first).
    """
    return shown in newest or (bool(newest) and newest[0].id > shown.id)


def player_characters(session: CampaignSession) -> tuple[tuple[int, str], ...]:
    """The player characters' ids and names (never an NPC: their names may be the GM's
    secret)."""
    return tuple((summary.id, summary.name)
                 for summary in session.characters() if summary.kind == SIDE_PC)


def public_sheet(session: CampaignSession, character_id: int) -> dict[str, Any] | None:
    """Player character ``character_id``'s sheet for its player, JSON-ready, as the desktop's
    sheet shows it: attributes, skills with their totals and specialisations, the derived values
    with their sums, health, money, tokens, XP, equipment, spells and maná. Never the GM's
    notes nor the background. None for an NPC or no such character."""
    from ryf_desktop.rules.character import ATTRIBUTE_LABELS
    from ryf_desktop.session import money_text
    from ryf_desktop.session.sheet_queries import sheet_view

    details = session.character(character_id)
    if details is None or details.character.kind != SIDE_PC:
        return None
    row = details.character
    sheet = sheet_view(details, session.profile)
    derived = {value.key: value for value in sheet.derived}
    mana = derived.get("mana")
    return {
        "type": "sheet",
        "id": details.id,
        "name": row.name,
        "player": row.player,
        "concept": row.concept,
        "pv": details.hp_max - row.wounds,
        "pv_max": details.hp_max,
        "wounds": row.wounds,
        "state": str(details.state.value),
        "money": row.money,
        # With its unit, as the sheet shows it ("1 mo 2 mp", "250 $").
        "money_text": money_text(row.money, session.setting),
        "tokens": row.tokens,
        "xp": row.xp,
        "attributes": [{"name": ATTRIBUTE_LABELS[attribute], "value": value}
                       for attribute, value in sheet.attributes.items()],
        "skills": [{"name": line.name, "attribute": ATTRIBUTE_LABELS[line.attribute],
                    "level": line.level, "total": line.total,
                    "specialisations": list(line.specialisations)} for line in sheet.skills],
        # A sum of nothing named ("0 = 0": no armour) is not shown.
        "derived": [{"name": value.name, "value": value.value,
                     "sum": value.explain() if any(term.label for term in value.terms) else ""}
                    for value in sheet.derived if value.key != "mana"],
        "mana": None if mana is None or sheet.mana_left is None
        else {"left": sheet.mana_left, "most": mana.value},
        "spells": [{"name": spell.name, "level": spell.level, "difficulty": spell.difficulty,
                    "mana_cost": spell.mana_cost} for spell in details.spells],
        "equipment": [{"name": item.name, "quantity": item.quantity, "equipped": item.equipped}
                      for item in details.equipment],
    }


def affects(event: Changed) -> frozenset[str]:
    """What of the players' view a step may change — the one place that says it: the map, its
    tokens and the turn order (:data:`SHOWN`) by a fight, a map or a token, or a name or state
    they show; the public roll (:data:`ROLL`) by a line written or undone; the sheets
    (:data:`SHEETS`) by a character or the campaign (its setting words the money); the
    handouts shown (:data:`HANDOUTS`) by a handout edited or removed."""
    stale: set[str] = set()
    if (event.combats or event.combat_list or event.combatants or event.maps or event.map_list
            or event.map_squares or event.tokens or event.characters or event.monsters):
        stale.add(SHOWN)
    if event.log_added or event.log_removed:
        stale.add(ROLL)
    if event.characters or event.character_list or event.campaign:
        stale.add(SHEETS)
    if event.handouts:
        stale.add(HANDOUTS)
    return frozenset(stale)


class PlayersView(QObject):
    """The players' view of one open campaign; one per session (:func:`players_view_of`)."""

    #: What the players see may have changed (a frozenset of :data:`SHOWN`, :data:`ROLL`,
    #: :data:`SHEETS`): read it again.
    changed = Signal(object)
    #: The GM showed the players something (a :class:`ShownChoice`), to be remembered.
    choice_changed = Signal(object)
    #: The GM showed a handout (a :class:`ShownHandout`), to the table or to one player.
    handout_shown = Signal(object)
    #: The table's handout changed: one shown to the table, taken down, edited or removed.
    table_handout_changed = Signal()

    def __init__(self, session: CampaignSession) -> None:
        super().__init__(session)
        self._session = session
        self._choice = ShownChoice()
        self._sheets: dict[int, dict[str, Any] | None] = {}
        self._handouts = HandoutShowings()
        #: The GM wants every new creature hidden, whichever map it goes on (the catalog's box).
        self.always_hide_new = False
        session.stale.connect(self._session_changed)

    @property
    def choice(self) -> ShownChoice:
        return self._choice

    def show_map(self, map_id: int | None) -> None:
        """The GM shows the players ``map_id`` (None: no map) from now on, until a fight begins."""
        self._choose(ShownChoice(map_id, newest_fight(self._session.model)))

    def restore(self, choice: ShownChoice) -> None:
        """Start from a remembered choice (the campaign opened again)."""
        self._choose(choice)

    def _choose(self, choice: ShownChoice) -> None:
        changed = choice != self._choice
        self._choice = choice
        self._drop("shown_map_id", "tokens")
        if changed:
            self.choice_changed.emit(choice)
        self.changed.emit(frozenset({SHOWN}))

    def _drop(self, *names: str) -> None:
        """Forget the values of these cached properties: the next read works them out again."""
        for name in names:
            vars(self).pop(name, None)

    @cached_property
    def shown_map_id(self) -> int | None:
        """The map the players see, None for none (the title card)."""
        return shown_map_id(self._session.model, self._choice)

    @cached_property
    def turn(self) -> PublicTurn:
        """The turn order the players see (:data:`NO_TURN` while no fight runs)."""
        return public_turn(self._session.model)

    @cached_property
    def tokens(self) -> tuple[SeenToken, ...]:
        """The tokens the players see on the map shown, by id."""
        return seen_tokens(self._session.model, self.shown_map_id)

    @cached_property
    def log_tail(self) -> tuple[LogLine, ...]:
        """The newest :data:`LOG_LOOKBACK` lines of the log, oldest first."""
        return tuple(self._session.log(LOG_LOOKBACK))

    @property
    def roll(self) -> LogLine | None:
        """The public roll: the newest public line of the log (None: none of late)."""
        return newest_public_roll(self.log_tail)

    @property
    def newest_log_id(self) -> int:
        """The id of the log's newest line (0: an empty log): a mark for :meth:`roll_after`."""
        tail = self.log_tail
        return tail[-1].id if tail else 0

    def roll_after(self, line_id: int) -> LogLine | None:
        """The public roll if it was written after line ``line_id`` (a roll made since)."""
        return newest_public_roll(self.log_tail, line_id)

    def still_logged(self, line: LogLine) -> bool:
        """Whether ``line`` (a roll on show) is still in the log: an undo took it away if not."""
        return still_logged(line, self.log_tail)

    def sheet(self, character_id: int) -> dict[str, Any] | None:
        """Player character ``character_id``'s public sheet (:func:`public_sheet`)."""
        if character_id not in self._sheets:
            self._sheets[character_id] = public_sheet(self._session, character_id)
        return self._sheets[character_id]

    def show_handout(self, handout_id: int, to: int | None = None) -> None:
        """Show handout ``handout_id`` to the table (``to`` None) or to player character
        ``to``'s phone alone; a handout no longer there, or an NPC, is not shown."""
        shown = self._handouts.show(self._session.model, handout_id, to)
        if shown is None:
            return
        self.handout_shown.emit(shown)
        if to is None:
            self.table_handout_changed.emit()

    def dismiss_handout(self) -> None:
        """Take the table's handout down (the phones keep it in their lists)."""
        if self._handouts.dismiss():
            self.table_handout_changed.emit()

    @property
    def table_handout(self) -> ShownHandout | None:
        """The handout the table screen shows now, as it is now (None: none)."""
        return self._handouts.table(self._session.model)

    def handouts_for(self, character_id: int) -> tuple[ShownHandout, ...]:
        """Every handout player character ``character_id``'s phone has received since the
        campaign was opened, oldest first, each once; never another character's private one."""
        return self._handouts.for_character(self._session.model, character_id)

    def table_handouts(self) -> tuple[ShownHandout, ...]:
        """Every handout shown to the table since the campaign was opened, oldest first, each
        once: what a device that opened no sheet has received."""
        return self._handouts.for_table(self._session.model)

    def hides_new_creatures(self, map_id: int | None) -> bool:
        """Whether a creature added to ``map_id`` comes hidden unless the GM says otherwise:
        when the players see that map, or always when the GM asked so."""
        return map_id is not None and (self.always_hide_new or map_id == self.shown_map_id)

    def _session_changed(self, event: Changed) -> None:
        if self._session.closed:
            return
        stale = affects(event)
        if not stale:
            return
        if SHOWN in stale:
            self._drop("shown_map_id", "turn", "tokens")
        if ROLL in stale:
            self._drop("log_tail")
        if SHEETS in stale:
            self._sheets = {}
        table_touched = False
        if HANDOUTS in stale:
            table_touched = self._handouts.table_id in event.handouts
            self._handouts.forget_removed(self._session.model)
        self.changed.emit(stale)
        if table_touched:
            self.table_handout_changed.emit()


def players_view_of(session: CampaignSession) -> PlayersView:
    """The session's players' view, made the first time it is asked for (it lives and dies
    with the session)."""
    return session.findChild(PlayersView) or PlayersView(session)
