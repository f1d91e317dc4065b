"""The handouts the players see: the GM shows one to the table or to one player's phone; the
table shows the last one shown to it until taken down; a phone's list never holds another
character's private handout; an edit shows at once and a removal takes the handout off the
table and every list. Nothing of it is stored nor undoable."""

from __future__ import annotations

from typing import Any

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.handout_commands import AddHandout, EditHandout, RemoveHandout
from ryf_desktop.session.present import PlayersView, ShownHandout, players_view_of
from ryf_desktop.session.present.players_view import HANDOUTS
from tests.campaign_steps import add_character
from tests.session.test_handout_commands import picture


class Heard:
    """What the players' view said: each showing, each change of the table's handout."""

    def __init__(self, players: PlayersView) -> None:
        self.shown: list[ShownHandout] = []
        self.table = 0
        self.stale: list[Any] = []
        players.handout_shown.connect(lambda shown: self.shown.append(shown))
        players.table_handout_changed.connect(self._table)
        players.changed.connect(lambda stale: self.stale.append(stale))

    def _table(self) -> None:
        self.table += 1

    def take(self) -> tuple[list[ShownHandout], int]:
        said = (self.shown, self.table)
        self.shown, self.table, self.stale = [], 0, []
        return said


def on_table(players: PlayersView) -> ShownHandout | None:
    """The table's handout (a call, so that mypy does not keep what it read)."""
    return players.table_handout


def handout(session: CampaignSession, title: str, text: str = "",
            data: bytes | None = None) -> int:
    command = AddHandout(session, title, text, data)
    assert session.push(command) and command.handout_id is not None
    return command.handout_id


def pc(session: CampaignSession, name: str, kind: str = "pc") -> int:
    character_id = add_character(session, name, kind)
    assert character_id is not None
    return character_id


def test_shown_to_the_table_it_stays_until_taken_down_and_every_phone_has_it(
    session: CampaignSession,
) -> None:
    players = players_view_of(session)
    heard = Heard(players)
    ana, bruno = pc(session, "Ana"), pc(session, "Bruno")
    letter = handout(session, "Carta del conde", "Venid solos.", picture())
    riddle = handout(session, "Acertijo", "¿Qué tiene ojos y no ve?")
    assert on_table(players) is None and players.handouts_for(ana) == ()
    steps = session.undo_stack.count()

    players.show_handout(letter)
    first = ShownHandout(letter, "Carta del conde", "Venid solos.", True, None, 1)
    assert heard.take() == ([first], 1)
    assert on_table(players) == first
    assert players.handouts_for(ana) == players.handouts_for(bruno) == (first,)

    players.show_handout(riddle)
    second = ShownHandout(riddle, "Acertijo", "¿Qué tiene ojos y no ve?", False, None, 2)
    assert heard.take() == ([second], 1)
    assert on_table(players) == second
    assert players.handouts_for(ana) == (first, second)

    players.dismiss_handout()
    assert heard.take() == ([], 1)
    assert on_table(players) is None
    assert players.handouts_for(bruno) == (first, second)  # the phones keep what they got
    players.dismiss_handout()
    assert heard.take() == ([], 0)  # nothing was on the table

    # Shown again: a new event with a higher serial, and the list holds it once, newest last.
    players.show_handout(letter)
    again = ShownHandout(letter, "Carta del conde", "Venid solos.", True, None, 3)
    assert heard.take() == ([again], 1)
    assert players.handouts_for(ana) == (second, again)
    # Not a step of the history, not in the file.
    assert session.undo_stack.count() == steps


def test_a_private_handout_reaches_one_phone_and_never_another(
    session: CampaignSession,
) -> None:
    players = players_view_of(session)
    heard = Heard(players)
    ana, bruno = pc(session, "Ana"), pc(session, "Bruno")
    villain = pc(session, "El Conde", "npc")
    secret = handout(session, "Lo que Ana recuerda", "Tu padre vive.")
    public = handout(session, "Cartel", "Se busca.")

    players.show_handout(secret, to=ana)
    private = ShownHandout(secret, "Lo que Ana recuerda", "Tu padre vive.", False, ana, 1)
    assert heard.take() == ([private], 0)  # the table did not change
    assert on_table(players) is None
    assert players.handouts_for(ana) == (private,)
    assert players.handouts_for(bruno) == ()
    players.show_handout(public)
    heard.take()
    assert [shown.handout_id for shown in players.handouts_for(ana)] == [secret, public]
    assert [shown.handout_id for shown in players.handouts_for(bruno)] == [public]
    assert all(shown.to in (None, bruno) for shown in players.handouts_for(bruno))

    # Neither an NPC nor a missing character nor a missing handout is shown anything.
    players.show_handout(secret, to=villain)
    players.show_handout(secret, to=999)
    players.show_handout(999)
    assert heard.take() == ([], 0)
    assert players.handouts_for(villain) == () and players.handouts_for(999) == ()

    # Shown to the table later, the same handout is in Bruno's list too, once in Ana's.
    players.show_handout(secret)
    assert [shown.handout_id for shown in players.handouts_for(bruno)] == [public, secret]
    assert [(shown.handout_id, shown.to) for shown in players.handouts_for(ana)] == [
        (public, None), (secret, None),
    ]
    serials = [shown.serial for shown in players.handouts_for(ana)]
    assert serials == sorted(serials) and serials[-1] == 3


def test_an_edited_handout_shows_its_new_words_and_a_removed_one_leaves_everywhere(
    session: CampaignSession,
) -> None:
    players = players_view_of(session)
    ana = pc(session, "Ana")
    letter = handout(session, "Carta", "Venid solos.")
    note = handout(session, "Nota", "Para Ana.")
    players.show_handout(note, to=ana)
    players.show_handout(letter)
    heard = Heard(players)

    assert session.push(EditHandout(session, letter, title="Carta del conde"))
    assert heard.table == 1 and [HANDOUTS in stale for stale in heard.stale] == [True]
    heard.take()
    table = on_table(players)
    assert table is not None and (table.title, table.serial) == ("Carta del conde", 2)
    assert [shown.title for shown in players.handouts_for(ana)] == ["Nota", "Carta del conde"]

    # A handout not on the table: the phones read it again, the table is left alone.
    assert session.push(EditHandout(session, note, text="Para Ana, en secreto."))
    assert heard.table == 0 and [HANDOUTS in stale for stale in heard.stale] == [True]
    assert players.handouts_for(ana)[0].text == "Para Ana, en secreto."
    heard.take()

    assert session.push(RemoveHandout(session, letter))
    assert heard.take() == ([], 1)
    assert on_table(players) is None
    assert [shown.handout_id for shown in players.handouts_for(ana)] == [note]
    assert session.push(RemoveHandout(session, note))
    assert heard.take() == ([], 0)
    assert players.handouts_for(ana) == ()

    # The undo brings the handout back to the library, not to the table: the GM shows it anew.
    session.undo_stack.undo()
    session.undo_stack.undo()
    assert on_table(players) is None and players.handouts_for(ana) == ()
    players.show_handout(letter)
    table = on_table(players)
    assert table is not None and (table.handout_id, table.serial) == (letter, 3)
