"""The combat panels one by one, fed plain data: the order's model, the start dialog, typed
initiative, the attack dialog's odds and table dice, the opposed roll and the summary."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QModelIndex, Qt
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.attacks import Cover, RangeBand
from ryf_desktop.session.combat.tracker import SummaryRow
from ryf_desktop.session.fighting.plan import AttackModifiers, AttackPreview
from ryf_desktop.session.present.combat_view import Target
from ryf_desktop.ui.combat.attack_dialog import (
    AttackChoice,
    AttackDialog,
    AttackReport,
)
from ryf_desktop.ui.combat.combat_dialogs import CombatSummaryDialog
from ryf_desktop.ui.combat.opposed_dialog import OpposedRollDialog
from ryf_desktop.ui.combat.start_dialog import (
    CharacterChoice,
    InitiativeDialog,
    StartCombatDialog,
    StartRequest,
    TokenChoice,
)
from ryf_desktop.ui.combat.tracker_model import (
    HEALTH_COLUMN,
    INITIATIVE_COLUMN,
    NAME_COLUMN,
    ROW_MIME_TYPE,
    TURN_COLUMN,
    TrackerModel,
)
from ryf_desktop.ui.common import KEY_ROLE
from ryf_desktop.ui.dice.dice_entry import read_damage_dice, read_throws


@dataclass(frozen=True)
class Row:
    """The fields of the session's CombatantRow the tracker reads."""

    id: int
    name: str
    side: str = "pc"
    character_id: int | None = None
    monster_id: int | None = None
    token_id: int | None = None
    iniciativa: int = 10
    initiative_total: int | None = None
    initiative_fumble: bool = False
    actions: int = 1
    acts_this_round: bool = True
    out: bool = False
    state: str = "normal"
    wounds: int = 0
    pv_max: int = 24
    active: bool = False
    majors_left: int = 1
    minors_left: int = 1
    moved_m: float = 0.0
    max_move_m: float = 9.0
    double_action: bool = False
    can_double: bool = True
    needs_reload: bool = False


def _model(rows: Sequence[Row]) -> TrackerModel:
    model = TrackerModel()
    model.set_rows(rows)  # type: ignore[arg-type]
    return model


def _text(model: TrackerModel, row: int, column: int) -> str:
    value = model.data(model.index(row, column))
    assert isinstance(value, str)
    return value


# --- the order ---------------------------------------------------------------------------------


def test_initiative_total_shows_the_actions_it_gives() -> None:
    model = _model([
        Row(1, "Aldric", initiative_total=27, actions=2, active=True, majors_left=2,
            minors_left=2),
        Row(2, "Goblin 1", side="monster", initiative_total=14, actions=1),
        Row(3, "Mira", initiative_total=None),
    ])
    assert _text(model, 0, INITIATIVE_COLUMN) == "27 · 2 actions"
    assert _text(model, 1, INITIATIVE_COLUMN) == "14 · 1 action"
    assert _text(model, 2, INITIATIVE_COLUMN) == "not rolled"
    assert _text(model, 0, TURN_COLUMN) == "acting"
    assert _text(model, 1, TURN_COLUMN) == ""


def test_the_active_combatant_is_marked_bold_on_the_highlight() -> None:
    model = _model([Row(1, "Aldric", active=True), Row(2, "Borin")])
    assert _text(model, 0, NAME_COLUMN).startswith("▶ ")
    font = model.data(model.index(0, NAME_COLUMN), Qt.ItemDataRole.FontRole)
    assert isinstance(font, QFont) and font.bold()
    assert isinstance(model.data(model.index(0, 1), Qt.ItemDataRole.BackgroundRole), QBrush)
    assert model.data(model.index(1, NAME_COLUMN), Qt.ItemDataRole.FontRole) is None
    assert model.data(model.index(1, 1), Qt.ItemDataRole.BackgroundRole) is None


def test_out_and_skipping_combatants_are_greyed_with_the_reason() -> None:
    model = _model([
        Row(1, "Goblin 1", side="monster", out=True, state="derrotado", wounds=12, pv_max=12,
            initiative_total=15),
        Row(2, "Goblin 2", side="monster", initiative_total=4, initiative_fumble=True,
            acts_this_round=False),
        Row(3, "Aldric", initiative_total=22, actions=2),
    ])
    assert _text(model, 0, TURN_COLUMN) == "out of the fight"
    assert _text(model, 0, HEALTH_COLUMN) == "0/12 PV · derrotado"
    assert _text(model, 1, TURN_COLUMN) == "skips this round"
    assert _text(model, 1, INITIATIVE_COLUMN) == "4 · fumble"  # the reason: in the Turn column
    greyed = [model.data(model.index(r, NAME_COLUMN), Qt.ItemDataRole.ForegroundRole)
              for r in range(3)]
    assert isinstance(greyed[0], QBrush) and isinstance(greyed[1], QBrush)
    assert greyed[2] is None


def test_malherido_shows_in_the_health_column_in_its_colour() -> None:
    model = _model([Row(1, "Aldric", wounds=18, pv_max=24, state="malherido")])
    assert _text(model, 0, HEALTH_COLUMN) == "6/24 PV · malherido"
    brush = model.data(model.index(0, HEALTH_COLUMN), Qt.ItemDataRole.ForegroundRole)
    assert isinstance(brush, QBrush) and brush.color().name() == "#c77700"


def test_a_dropped_row_asks_for_the_new_place_and_leaves_the_order_to_the_session(
    qtbot: QtBot,
) -> None:
    model = _model([Row(1, "A", initiative_total=15), Row(2, "B", initiative_total=15),
                    Row(3, "C", initiative_total=15)])
    asked: list[tuple[int, int]] = []
    model.reorder_requested.connect(lambda cid, index: asked.append((cid, index)))
    mime = model.mimeData([model.index(2, 0)])
    assert bytes(mime.data(ROW_MIME_TYPE).data()) == b"3"
    # Dropped between rows 0 and 1: C wants to be second.
    assert not model.dropMimeData(mime, Qt.DropAction.MoveAction, 1, 0, QModelIndex())
    # Dropped onto row 0: A's place.
    model.dropMimeData(model.mimeData([model.index(1, 0)]), Qt.DropAction.MoveAction, -1, 0,
                       model.index(0, 0))
    # Dropped at the end (below itself): moving A after C is index 2.
    model.dropMimeData(model.mimeData([model.index(0, 0)]), Qt.DropAction.MoveAction, 3, 0,
                       QModelIndex())
    assert asked == [(3, 1), (2, 0), (1, 2)]
    assert [row.id for row in model.rows] == [1, 2, 3]
    assert not model.dropMimeData(QMimeData(), Qt.DropAction.MoveAction, 0, 0, QModelIndex())


def test_same_people_repaint_without_a_reset(qtbot: QtBot) -> None:
    model = _model([Row(1, "A", active=True), Row(2, "B")])
    with qtbot.assertNotEmitted(model.modelReset), qtbot.waitSignal(model.dataChanged):
        model.set_rows([Row(1, "A"), Row(2, "B", active=True)])  # type: ignore[list-item]
    assert model.data(model.index(1, 0), KEY_ROLE) == 2
    # A new order moves the rows (the selection goes with them), still without a reset.
    with qtbot.assertNotEmitted(model.modelReset), qtbot.waitSignal(model.layoutChanged):
        model.set_rows([Row(2, "B"), Row(1, "A")])  # type: ignore[list-item]
    assert model.data(model.index(0, 0), KEY_ROLE) == 2


# --- typed dice --------------------------------------------------------------------------------


def test_table_dice_read_in_threes_and_damage_by_die() -> None:
    assert read_throws("3 8 10") == [(3, 8, 10)]
    assert read_throws("3,10,10 / 3 4 7") == [(3, 10, 10), (3, 4, 7)]
    assert read_damage_dice("3, 6 6 1") == [[3], [6, 6, 1]]
    assert read_damage_dice("6→4; 3") == [[6, 4], [3]]
    for wrong, reason in (("3 8", "three dice"), ("3 8 11", "not a d10 face"),
                          ("3 x 1", "not a die"), ("", "Type the three dice")):
        with pytest.raises(ValueError, match=reason):
            read_throws(wrong)
    with pytest.raises(ValueError, match="damage dice"):
        read_damage_dice(" , ")


# --- the start dialog --------------------------------------------------------------------------


def test_start_dialog_collects_tokens_characters_and_counted_creatures(qtbot: QtBot) -> None:
    sent: list[StartRequest] = []

    def submit(request: StartRequest) -> str | None:
        sent.append(request)
        return None if len(sent) > 1 else "The map has no free square for 5 goblins."

    tokens = {7: [TokenChoice(70, "Aldric", character_id=1), TokenChoice(71, "Orco 1",
                                                                          monster_id=4)]}
    dialog = StartCombatDialog(
        maps=[(7, "La taberna")],
        tokens_of=lambda map_id: tokens.get(map_id, []),
        characters=[CharacterChoice(1, "Aldric", "pc"), CharacterChoice(2, "Mira", "pc"),
                    CharacterChoice(3, "Tabernero", "npc")],
        monsters=["Goblin", "Orco"],
        submit=submit,
    )
    qtbot.addWidget(dialog)
    # Aldric stands on the map: he is offered as a token, not again by name.
    assert [dialog.characters.item(r).text() for r in range(dialog.characters.count())] == [
        "Mira", "Tabernero"]
    dialog.monster_combo.setCurrentText("goblin")
    dialog.monster_count.setValue(2)
    dialog.add_monster_button.click()
    dialog.monster_count.setValue(1)
    dialog.add_monster_button.click()
    assert dialog.monsters.item(0).text() == "3 × Goblin"
    assert dialog.summary_label.text() == "6 combatants"
    dialog.monster_combo.setCurrentText("Dragón de plata")
    dialog.add_monster_button.click()
    assert "not a creature of the catalog" in dialog.error.text()
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.error.text() == "The map has no free square for 5 goblins."
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert sent[-1] == StartRequest("Encounter", 7, (70, 71), (2,), (("Goblin", 3),))
    assert dialog.result() == dialog.DialogCode.Accepted

    # Without a map every character is offered by name.
    other = StartCombatDialog(maps=[(7, "La taberna")], tokens_of=lambda m: tokens[m],
                              characters=[CharacterChoice(1, "Aldric", "pc")], monsters=[],
                              submit=submit)
    qtbot.addWidget(other)
    other.map_combo.setCurrentIndex(0)
    assert other.tokens.count() == 0 and other.characters.count() == 1


# --- typed initiative --------------------------------------------------------------------------


def test_initiative_typed_as_dice_or_as_a_total(qtbot: QtBot) -> None:
    sent: list[tuple[Any, Any]] = []

    def submit(total: int | None, throws: list[tuple[int, int, int]] | None) -> str | None:
        sent.append((total, throws))
        return None

    dialog = InitiativeDialog("Aldric", 12, submit)
    qtbot.addWidget(dialog)
    dialog.dice_edit.setText("3 8")
    dialog.accept()
    assert "three dice" in dialog.error.text() and not sent
    dialog.dice_edit.setText("3 10 10 / 3 4 7")
    dialog.accept()
    assert sent == [(None, [(3, 10, 10), (3, 4, 7)])]

    total = InitiativeDialog("Mira", 9, submit, dice_first=False)
    qtbot.addWidget(total)
    total.total_spin.setValue(23)
    total.accept()
    assert sent[-1] == (23, None)


# --- the attack dialog -------------------------------------------------------------------------


def _preview(**changes: Any) -> AttackPreview:
    base = AttackPreview(
        attacker_id=1, target_id=2, attack_key="item:5", kind="ranged", distance_m=12.0,
        band=RangeBand.CORTA, difficulty=17, difficulty_text="corta 15 + cobertura ligera 2 = 17",
        modifier=11, rank=0, rank_reasons=(), p_hit=0.62, p_critical=0.08, p_fumble=0.012,
        damage="1d10+1", expected_damage=4.37, absorption=2, ignores_armour=False, refusal=None,
    )
    return replace(base, **changes)


class FakeBackend:
    def __init__(self) -> None:
        self.asked: list[AttackModifiers] = []
        self.attacks: list[tuple[Any, ...]] = []
        self.next_preview = _preview()

    def preview(self, attacker_id: int, target_id: int, attack_key: str,
                modifiers: AttackModifiers) -> AttackPreview | str:
        self.asked.append(modifiers)
        return replace(self.next_preview, target_id=target_id, attack_key=attack_key)

    def attack(self, attacker_id: int, target_id: int, attack_key: str,
               modifiers: AttackModifiers, throws: Any, damage_dice: Any) -> AttackReport:
        self.attacks.append((attacker_id, target_id, attack_key, modifiers, throws, damage_dice))
        return AttackReport(sentence="Aldric ataca a Goblin 2: 21 contra 17 — impacta")

    def draw_and_attack_again(self, attacker_id: int, item_id: int) -> str | None:
        return None


def test_attack_dialog_shows_the_odds_before_the_roll(qtbot: QtBot) -> None:
    backend = FakeBackend()
    dialog = AttackDialog(
        backend, 1, "Aldric",
        [AttackChoice("item:4", "Espada larga", "melee"),
         AttackChoice("item:5", "Ballesta", "ranged")],
        [Target(2, "Goblin 2"), Target(3, "Goblin 3", "derrotado")],
    )
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.modifiers_box.isVisible()  # melee first: no ranged modifiers
    dialog.attack_combo.setCurrentIndex(1)
    assert dialog.modifiers_box.isVisible()
    assert dialog.hit_tile.value_label.text() == "62\u00a0%"
    assert dialog.critical_tile.value_label.text() == "8\u00a0%"
    assert dialog.fumble_tile.value_label.text() == "1\u00a0%"
    assert dialog.damage_tile.value_label.text() == "4.4"
    assert dialog.distance_label.text() == "Distance 12 m · corta"
    assert dialog.difficulty_label.text() == (
        "11 + 1o3d10 against corta 15 + cobertura ligera 2 = 17")
    assert "armour absorbs 2" in dialog.damage_label.text()
    assert dialog.target_combo.itemText(1) == "Goblin 3 (derrotado)"

    dialog.running_check.setChecked(True)
    dialog.cover_buttons[Cover.MEDIUM].setChecked(True)
    assert backend.asked[-1] == AttackModifiers(running=True, cover=Cover.MEDIUM)
    dialog.distance_spin.setValue(30)
    assert backend.asked[-1].distance_m == 30

    dialog.roll_button.click()
    assert backend.attacks[-1][:5] == (1, 2, "item:5", backend.asked[-1], None)
    assert dialog.sentence_label.text().startswith("Aldric ataca a Goblin 2")

    dialog.throws_edit.setText("3 8")
    dialog.table_button.click()
    assert "three dice" in dialog.table_error.text()
    dialog.throws_edit.setText("3 10 10 / 3 4 7")
    dialog.damage_edit.setText("6 4, 3")
    dialog.table_button.click()
    assert backend.attacks[-1][4:] == ([(3, 10, 10), (3, 4, 7)], [[6, 4], [3]])
    assert dialog.throws_edit.text() == ""


def test_attack_dialog_refusal_disables_the_roll(qtbot: QtBot) -> None:
    backend = FakeBackend()
    backend.next_preview = _preview(
        refusal="Goblin 2 is 120 m away, beyond the reach of Ballesta (25/50/100 m)",
        band=None, difficulty=None, difficulty_text="", distance_m=120.0,
    )
    dialog = AttackDialog(backend, 1, "Aldric", [AttackChoice("item:5", "Ballesta", "ranged")],
                          [Target(2, "Goblin 2")])
    qtbot.addWidget(dialog)
    assert not dialog.roll_button.isEnabled()
    assert dialog.hit_tile.value_label.text() == "—"
    assert "beyond the reach" in dialog.refusal_label.text()
    assert dialog.distance_label.text() == "Distance 120 m: out of range"
    dialog.roll()
    assert backend.attacks == []


# --- opposed roll and summary ------------------------------------------------------------------


def test_opposed_roll_sends_both_sides(qtbot: QtBot) -> None:
    sent: list[tuple[Any, ...]] = []

    def submit(*args: Any) -> tuple[str | None, str]:
        sent.append(args)
        return None, "Aldric (Físico 9) gana a Goblin 1 (Físico 7)"

    dialog = OpposedRollDialog([(1, "Aldric"), (2, "Goblin 1")], submit, first_id=1)
    qtbot.addWidget(dialog)
    dialog.first_modifier.setValue(9)
    dialog.second_modifier.setValue(7)
    dialog.second_label.setText("Esquivar")
    dialog.roll_button.click()
    assert sent == [(1, "Físico", 9, 2, "Esquivar", 7)]
    assert "gana" in dialog.result_label.text()
    dialog.second_combo.setCurrentIndex(0)
    dialog.roll_button.click()
    assert "two different" in dialog.error.text() and len(sent) == 1


def test_summary_offers_recover_breath_once_per_pc(qtbot: QtBot) -> None:
    healed: list[list[int]] = []

    def recover(ids: list[int]) -> tuple[str | None, str]:
        healed.append(ids)
        return None, "Aldric recupera el aliento: 1d6 (4) → 4 PV"

    dialog = CombatSummaryDialog(
        "Emboscada", 3,
        [SummaryRow("Aldric", "pc", 14, 11, "malherido"),
         SummaryRow("Goblin 1", "monster", 3, 12, "derrotado")],
        ["Goblin 1"], [(1, "Aldric"), (2, "Mira")], recover,
    )
    qtbot.addWidget(dialog)
    assert dialog.table.model().index(1, 3).data() == "derrotado"
    assert dialog.fallen_label.text() == "Fell: Goblin 1"
    dialog.breath_checks[2].setChecked(False)
    dialog.breath_button.click()
    assert healed == [[1]]
    assert not dialog.breath_checks[1].isEnabled()
    assert dialog.breath_button.isEnabled()  # Mira may still recover
    dialog.breath_checks[2].setChecked(True)
    dialog.breath_button.click()
    assert healed == [[1], [2]] and not dialog.breath_button.isEnabled()
