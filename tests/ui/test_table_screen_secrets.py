"""Nothing secret reaches the table screen: after a hidden creature attacks a player character,
every text the players' window draws — its labels and buttons, their tooltips, the banner, the
turn strip, and every text, tooltip and token name of its scene — is read, and none names it;
while a visible creature's attack does show in the banner (so the reading can fail)."""

from __future__ import annotations

import random

from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QLabel,
    QWidget,
)

from ryf_desktop.session.campaign_log import LogLine
from ryf_desktop.session.combat import CombatantRow, NextTurn
from ryf_desktop.session.fighting.attack import Attack
from ryf_desktop.session.fighting.plan import attack_preview
from ryf_desktop.session.map_commands import MoveToken, SetTokenHidden
from ryf_desktop.ui.map import MapScene
from ryf_desktop.ui.table_screen import TableScreenWindow
from tests.ui.test_table_screen_demo import Demo, demo

__all__ = ["demo"]  # the demo's fixture, shared

HIDDEN = "Goblin 2"
SEEN = "Goblin 1"
# The demo's tokens: Goblin 2 is token 6 at (13, 13), Goblin 1 token 5 at (13, 11); Álex Rivera
# stands at (4, 9), Iñaki Sáez at (4, 12). Each goblin is put beside its victim before the fight.
HIDDEN_TOKEN, SEEN_TOKEN = 6, 5
HIDDEN_TO, SEEN_TO = (5, 12), (5, 9)


def drawn_texts(table: TableScreenWindow) -> list[str]:
    """Every text the players' window holds, shown or not: a hidden label keeps its text."""
    texts = [table.windowTitle(), table.toolTip()]
    for widget in table.findChildren(QWidget):
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        texts += [widget.toolTip(), widget.statusTip(), widget.accessibleName(),
                  widget.windowTitle()]
    scene = table.scene
    for item in scene.items():
        if isinstance(item, QGraphicsTextItem):
            texts.append(item.toPlainText())
        elif isinstance(item, QGraphicsSimpleTextItem):
            texts.append(item.text())
        texts.append(item.toolTip())
        token = getattr(item, "token", None)  # a token item paints its name from its token
        if token is not None:
            texts.append(str(token.name))
    return texts


def naming(table: TableScreenWindow, name: str) -> list[str]:
    return [text for text in drawn_texts(table) if name in text]


def row(demo: Demo, name: str) -> CombatantRow:
    return next(row for row in demo.combat().combatants if row.name == name)


def turn_of(demo: Demo, name: str) -> None:
    """Next turn until ``name`` acts."""
    for _ in range(2 * len(demo.combat().combatants)):
        active = demo.combat().active
        if active is not None and active.name == name:
            return
        demo.push(NextTurn(demo.session, demo.combat().id))
    raise AssertionError(f"{name} never acts")


def attack(demo: Demo, attacker: str, target: str, seed: int) -> LogLine:
    attacker_id, target_id = row(demo, attacker).id, row(demo, target).id
    preview = attack_preview(demo.session, attacker_id, target_id, "monster")
    assert preview.refusal is None, preview.refusal
    demo.push(Attack(demo.session, attacker_id, target_id, "monster", rng=random.Random(seed)))
    line = demo.session.log(1)[-1]
    assert line.kind == "attack" and line.text.startswith(attacker)
    return line


def test_a_hidden_creatures_attack_leaves_no_text_naming_it_and_a_visible_ones_shows(
    demo: Demo,
) -> None:
    demo.push(SetTokenHidden(demo.session, HIDDEN_TOKEN, True))
    demo.push(MoveToken(demo.session, HIDDEN_TOKEN, *HIDDEN_TO))
    demo.push(MoveToken(demo.session, SEEN_TOKEN, *SEEN_TO))
    table = demo.open_table_screen()
    demo.begin_fight()
    players = table.scene
    assert isinstance(players, MapScene)
    gm_scene = demo.window.map_panel.controller.scene
    assert gm_scene is not None and HIDDEN_TOKEN in gm_scene.token_items  # the GM sees it
    assert HIDDEN_TOKEN not in players.token_items

    # --- the hidden goblin's turn, and its attack on Iñaki -----------------------------------
    turn_of(demo, HIDDEN)
    demo.settle()
    # The players see the order of those they can see, the highlight already on the next of
    # them to act, as if the hidden goblin were not in the fight.
    assert table.strip.isVisible()
    visible = [entry.name for entry in table.strip.entries]
    assert visible and HIDDEN not in visible and "Iñaki Sáez" in visible
    order = [fighter.name for fighter in demo.combat().combatants]
    at = order.index(HIDDEN)
    after = [name for name in order[at + 1:] + order[:at] if name in visible]
    assert table.strip.active_name() == after[0]
    assert naming(table, HIDDEN) == []
    assert "?" not in [chip.text() for chip in table.strip.chips]  # not even a "someone"
    assert table.strip.active_name() != HIDDEN
    hidden_line = attack(demo, HIDDEN, "Iñaki Sáez", seed=1)
    assert hidden_line.secret  # the session's contract: a hidden attacker's line is secret
    demo.settle()
    assert not table.banner.isVisible()
    assert naming(table, HIDDEN) == []
    assert HIDDEN_TOKEN not in players.token_items

    # --- a visible goblin's attack on Álex does reach the banner --------------------------------
    turn_of(demo, SEEN)
    demo.settle()
    assert naming(table, HIDDEN) == []  # the turns in between said nothing either
    assert table.strip.active_name() == SEEN
    seen_line = attack(demo, SEEN, "Álex Rivera", seed=2)
    assert not seen_line.secret
    demo.qtbot.waitUntil(table.banner.isVisible)
    assert table.banner.text_label.text() == seen_line.text
    assert naming(table, SEEN)  # the reading finds a name when there is one to find
    assert naming(table, HIDDEN) == []


def test_revealed_the_creature_joins_the_strip_under_its_name(demo: Demo) -> None:
    demo.push(SetTokenHidden(demo.session, HIDDEN_TOKEN, True))
    table = demo.open_table_screen()
    demo.begin_fight()
    assert HIDDEN not in [entry.name for entry in table.strip.entries]
    demo.push(SetTokenHidden(demo.session, HIDDEN_TOKEN, False))
    assert HIDDEN in [entry.name for entry in table.strip.entries]


def test_a_secret_roll_of_the_gm_never_shows(demo: Demo) -> None:
    table = demo.open_table_screen()
    demo.session.log_roll("Goblin 2 tira Sigilo: 21", kind="roll", secret=True)
    demo.settle()
    assert not table.banner.isVisible()
    assert naming(table, "Sigilo") == []
    demo.session.log_roll("Álex tira Percepción: 12", kind="roll")
    assert table.banner.isVisible()
    assert table.banner.text_label.text() == "Álex tira Percepción: 12"
