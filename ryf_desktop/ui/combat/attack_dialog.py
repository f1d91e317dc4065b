"""The attack dialog: attack option, target, ranged modifiers, and the exact odds before the roll,
large enough to read across the table; Roll, or the dice a player threw typed. The dialog stays
open after the roll (a second attack is one more click). Refusals, odds and results all come from
the session through its :class:`AttackBackend`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.rules.attacks import Cover
from ryf_desktop.session.fighting.plan import AttackModifiers
from ryf_desktop.session.fighting.stats import AttackOption
from ryf_desktop.session.present.combat_view import Target
from ryf_desktop.ui.combat import labels
from ryf_desktop.ui.combat.roll_dialog import (
    NONE,
    OddsTile,
    RollChoices,
    RollDialog,
    SecretRollCheck,
    WoundsWorker,
)
from ryf_desktop.ui.common.widgets import STRETCH, emphasise, fill, heading, named, text_label
from ryf_desktop.ui.dice.dice_entry import read_damage_dice, read_throws
from ryf_desktop.ui.dice.formatting import MINUS, rank_sentence
from ryf_desktop.ui.dice.presentation import RollDisplay
from ryf_desktop.ui.dice.result_panel import ResultPanel
from ryf_desktop.ui.secret_rolls import SecretRolls
from ryf_desktop.ui.tones import Tone

if TYPE_CHECKING:
    from ryf_desktop.rules.strike import WoundsQuestion
    from ryf_desktop.session.fighting.plan import AttackPreview

MAX_STATED_DISTANCE_M = 2000.0


#: The kind of an :class:`AttackChoice` that is a carried weapon to draw first.
DRAW = "draw"


@dataclass(frozen=True)
class AttackChoice:
    """One attack the attacker has: the option's key and how the list shows it; a weapon
    carried but not in hand has kind :data:`DRAW` and the item in ``draw_item``."""

    key: str
    label: str
    kind: str
    draw_item: int | None = None


@dataclass(frozen=True)
class AttackReport:
    """What an attack did: the refusal, or the dice to paint and the log's sentence."""

    problem: str | None = None
    display: RollDisplay | None = None
    sentence: str = ""


def weapon_in_hand(options: Sequence[AttackOption]) -> str | None:
    """The key of the first equipped weapon's first way to attack (a thrown knife is held
    first, thrown second), else of the first option (unarmed, or a creature's attack)."""
    held = next((option for option in options if option.item_id is not None), None)
    return held.key if held is not None else options[0].key if options else None


class AttackMemory:
    """Each attacker's last (weapon, target), for as long as the open campaign."""

    def __init__(self) -> None:
        self._last: dict[int, tuple[str, int]] = {}

    def remember(self, attacker_id: int, attack_key: str, target_id: int) -> None:
        self._last[attacker_id] = (attack_key, target_id)

    def attack_for(self, attacker_id: int, options: Sequence[AttackOption]) -> str | None:
        """The weapon to offer first: the one used last, else the one in hand."""
        last = self._last.get(attacker_id)
        if last is not None and last[0] in {option.key for option in options}:
            return last[0]
        return weapon_in_hand(options)

    def target_for(self, attacker_id: int, target_ids: Sequence[int]) -> int | None:
        """The target attacked last, when it may still be attacked; else None."""
        last = self._last.get(attacker_id)
        return last[1] if last is not None and last[1] in target_ids else None


class AttackBackend(Protocol):
    """What the dialog needs from the session, through the controller."""

    def preview(
        self, attacker_id: int, target_id: int, attack_key: str, modifiers: AttackModifiers
    ) -> AttackPreview | str: ...

    def attack(
        self,
        attacker_id: int,
        target_id: int,
        attack_key: str,
        modifiers: AttackModifiers,
        throws: Sequence[Sequence[int]] | None,
        damage_dice: Sequence[Sequence[int]] | None,
    ) -> AttackReport: ...

    def draw_and_attack_again(self, attacker_id: int, item_id: int) -> str | None: ...


#: The dice of an attack typed from the table: the attack's throws, and the damage dice or None.
TableDice = tuple[list[tuple[int, int, int]], "list[list[int]] | None"]


class AttackDialog(RollDialog["AttackPreview", TableDice]):
    """``attacker_name`` attacks one of ``targets`` with one of ``attacks``."""

    def __init__(
        self,
        backend: AttackBackend,
        attacker_id: int,
        attacker_name: str,
        attacks: Sequence[AttackChoice],
        targets: Sequence[Target],
        *,
        target_id: int | None = None,
        attack_key: str | None = None,
        secret_rolls: SecretRolls | None = None,
        parent: QWidget | None = None,
    ) -> None:
        # Dialog layout code: one long list of widgets in the order the GM reads them.
        title = self.tr("Attack — {name}").format(name=attacker_name)
        super().__init__("attack", title, parent)
        self._backend = backend
        self.attacker_id = attacker_id
        self._attacks = tuple(attacks)

        self.attack_combo = named(QComboBox(), "attack_option")
        for choice in attacks:
            self.attack_combo.addItem(choice.label, choice.key)
        # The weapon in hand (or the one used last) rather than the list's first, unarmed.
        self.attack_combo.setCurrentIndex(max(0, self.attack_combo.findData(attack_key)))
        self.target_combo = named(QComboBox(), "attack_target")
        self._fill_targets(targets, target_id)
        form = QFormLayout()
        form.addRow(self.tr("&With"), self.attack_combo)
        form.addRow(self.tr("&Target"), self.target_combo)
        # A token and a specialisation move the rank as on the sheet (RULES §11).
        self.roll_choices = RollChoices()
        form.addRow("", self.roll_choices)

        self.modifiers_box = named(QGroupBox(self.tr("Ranged modifiers")), "attack_modifiers")
        modifiers_grid = QGridLayout(self.modifiers_box)
        self.running_check, self.prone_check, self.among_people_check = checks = tuple(
            QCheckBox(text) for text in (
                self.tr("Target r&unning"), self.tr("Target pr&one"),
                self.tr("Among other &people")))
        for column, check in enumerate(checks):
            modifiers_grid.addWidget(check, 0, column)
        self.cover_group = QButtonGroup(self)
        self.cover_buttons: dict[Cover, QRadioButton] = {}
        for cover, tip in (
            (Cover.NONE, self.tr("Nothing between them")),
            (Cover.LIGHT, self.tr("Light cover, such as a lamp post")),
            (Cover.MEDIUM, self.tr("Medium cover, such as a car")),
            (Cover.HEAVY, self.tr("Heavy cover, such as a bunker")),
        ):
            button = self.cover_buttons[cover] = QRadioButton(labels.rule_name(cover.value))
            button.setToolTip(tip)
            self.cover_group.addButton(button)
        self.cover_buttons[Cover.NONE].setChecked(True)
        modifiers_grid.addLayout(fill(QHBoxLayout(), *self.cover_buttons.values(), STRETCH),
                                 1, 0, 1, 3)
        self.distance_spin = named(
            QDoubleSpinBox(), "attack_distance",
            self.tr("The distance to state when the tokens are not both on the combat's map"))
        self.distance_spin.setRange(0.0, MAX_STATED_DISTANCE_M)
        self.distance_spin.setDecimals(1)
        self.distance_spin.setSingleStep(1.5)
        self.distance_spin.setSuffix(" m")
        self.distance_spin.setSpecialValueText(self.tr("from the map"))
        distance_row = fill(QHBoxLayout(), QLabel(self.tr("Distance")), self.distance_spin, STRETCH)
        modifiers_grid.addLayout(distance_row, 2, 0, 1, 3)

        self.distance_label = text_label(name="attack_distance_text")
        self.difficulty_label = text_label(
            name="attack_difficulty", wrap=True, scale=1.2, bold=True)
        self.rank_label = text_label(name="attack_rank", wrap=True)
        self.damage_label = text_label(name="attack_damage", wrap=True)
        self.preview_labels = (self.distance_label, self.difficulty_label, self.rank_label,
                               self.damage_label)
        self.hit_tile = OddsTile(self.tr("hit"), Tone.SUCCESS, "attack_hit")
        self.critical_tile = OddsTile(self.tr("critical"), Tone.CRITICAL, "attack_critical")
        self.fumble_tile = OddsTile(self.tr("fumble"), Tone.DANGER, "attack_fumble")
        self.damage_tile = OddsTile(self.tr("wounds expected"), Tone.NEUTRAL, "attack_expected")
        self.tiles = (self.hit_tile, self.critical_tile, self.fumble_tile, self.damage_tile)
        self.draw_button = named(QPushButton(self.tr("&Draw it (a minor action)")), "attack_draw")
        self.draw_button.setVisible(False)
        self.draw_button.clicked.connect(self.draw)

        roll_button = named(QPushButton(self.tr("&Roll the attack")), "attack_roll")
        emphasise(roll_button, 1.15)
        roll_button.setMinimumHeight(roll_button.sizeHint().height() * 3 // 2)
        self.throws_edit = named(
            QLineEdit(), "attack_table_dice",
            self.tr("The three d10 of the attack, in any order; after a 10 that explodes, the "
                    "next three: 3 10 10 / 3 4 7"))
        self.throws_edit.setPlaceholderText(self.tr("attack: 3 8 10"))
        self.damage_edit = named(
            QLineEdit(), "attack_table_damage",
            self.tr("The damage dice in the order thrown, apart by spaces or commas; after a "
                    "die at its highest (a 6 on a d6) the die rolled again: 6 6 1 3 is 6+6+1 "
                    "and 3. Leave empty to let the program roll the damage"))
        self.damage_edit.setPlaceholderText(self.tr("damage: 4 3, or 6 6 1 3"))
        table_button = named(QPushButton(self.tr("Use these dice")), "attack_use_table_dice")

        self.result_panel = named(ResultPanel(), "attack_result")
        self.sentence_label = text_label(
            name="attack_sentence", wrap=True, selectable=True, scale=1.1)
        self.secret_check = SecretRollCheck(secret_rolls)

        layout = fill(
            QVBoxLayout(self), heading(self.tr("{name} attacks").format(name=attacker_name), 1.5),
            form, self.modifiers_box, self.distance_label, self.difficulty_label, self.rank_label,
            fill(QHBoxLayout(), *self.tiles), self.damage_label, self.refusal_label,
            self.draw_button, self.secret_check,
            *self._roll_part(roll_button, table_button, self.throws_edit, self.damage_edit),
            self.result_panel, self.sentence_label, STRETCH, self.buttons
        )
        layout.setSpacing(8)

        for changed in (
            self.attack_combo.currentIndexChanged,
            self.target_combo.currentIndexChanged,
            *(check.toggled for check in checks),
            self.cover_group.buttonToggled,
            self.distance_spin.valueChanged,
            self.roll_choices.changed,
        ):
            changed.connect(self.refresh)
        self._wounds = WoundsWorker(self)
        self._wounds.answered.connect(self._wounds_answered)
        self.finished.connect(lambda _result: self._wounds.stop())
        self.refresh()
        self.resize(640, 720)

    def _wounds_answered(self, question: WoundsQuestion, wounds: float) -> None:
        if self._wounds.take(question, wounds):
            self.damage_tile.set_value(labels.decimal(wounds))

    # --- reading ------------------------------------------------------------------------------
    def attack_key(self) -> str | None:
        value = self.attack_combo.currentData()
        return value if isinstance(value, str) else None

    def target_id(self) -> int | None:
        value = self.target_combo.currentData()
        return value if isinstance(value, int) else None

    def modifiers(self) -> AttackModifiers:
        cover = next(
            (cover for cover, button in self.cover_buttons.items() if button.isChecked()),
            Cover.NONE,
        )
        stated = self.distance_spin.value()
        return AttackModifiers(
            running=self.running_check.isChecked(),
            prone=self.prone_check.isChecked(),
            cover=cover,
            among_people=self.among_people_check.isChecked(),
            distance_m=stated if stated > 0 else None,
            spend_token=self.roll_choices.spend_token(),
            specialisation=self.roll_choices.specialisation(),
        )

    def _chosen(self, kind: str) -> AttackChoice | None:
        """The attack chosen, when it is of ``kind`` ("ranged", :data:`DRAW`…)."""
        key = self.attack_key()
        return next((choice for choice in self._attacks
                     if choice.key == key and choice.kind == kind), None)

    def draw(self) -> None:
        """Draw the carried weapon chosen (the controller opens the attack again with it)."""
        choice = self._chosen(DRAW)
        if choice is None or choice.draw_item is None:
            return
        problem = self._backend.draw_and_attack_again(self.attacker_id, choice.draw_item)
        if problem is not None:
            self.refusal_label.set_message(problem)

    # --- the preview --------------------------------------------------------------------------
    def refresh(self) -> None:
        """Ask for the preview of what is chosen now and show it."""
        # Ranged modifiers mean nothing to a melee blow: they show only for a shot.
        self.modifiers_box.setVisible(self._chosen("ranged") is not None)
        drawn = self._chosen(DRAW)
        self.draw_button.setVisible(drawn is not None)
        if drawn is not None:
            self._show_refusal(
                self.tr("{name} is carried, not in hand: draw it first (a minor action), then "
                        "attack.").format(name=drawn.label.split(" — ")[0])
            )
            return
        key, target = self.attack_key(), self.target_id()
        if key is None or target is None:
            self._show_refusal(
                self.tr("Nothing to attack with") if key is None else self.tr("Nobody to attack")
            )
            return
        preview = self._backend.preview(self.attacker_id, target, key, self.modifiers())
        if isinstance(preview, str):
            self._show_refusal(preview)
            return
        self.show_preview(preview)

    def show_preview(self, preview: AttackPreview) -> None:
        self.preview_shown = preview
        metres = "" if preview.distance_m is None else labels.metres(preview.distance_m)
        if preview.kind != "ranged":
            distance = self.tr("Melee · {m} away").format(m=metres) if metres else self.tr("Melee")
        elif not metres:
            distance = self.tr("Distance unknown: state it above")
        elif preview.band is None:
            distance = self.tr("Distance {m}: out of range").format(m=metres)
        else:
            distance = self.tr("Distance {m} · {band}").format(
                m=metres, band=labels.rule_name(preview.band.value))
        self.distance_label.setText(distance)
        if preview.difficulty_text:
            self.difficulty_label.setText(
                self.tr("{modifier} + 1o3d10 against {difficulty}").format(
                    modifier=labels.number(preview.modifier), difficulty=preview.difficulty_text
                )
            )
        else:
            self.difficulty_label.clear()
        self.rank_label.setText(rank_sentence(preview.rank, preview.rank_reasons))
        known = preview.difficulty is not None and preview.damage is not None
        chances = (preview.p_hit, preview.p_critical, preview.p_fumble)
        for tile, p in zip(self.tiles[:3], chances, strict=True):
            tile.set_value(labels.percent(p) if known else NONE)
        if known and preview.wounds is not None:
            wounds = self._wounds.ask(preview.wounds)
            # "…" until the worker answers (hundreds of dice take seconds).
            self.damage_tile.set_value("…" if wounds is None else labels.decimal(wounds))
        else:
            self.damage_tile.set_value(labels.decimal(preview.expected_damage) if known else NONE)
        self.damage_label.setText(self._damage_text(preview))
        self.refusal_label.set_message(preview.refusal or "")
        self._enable_rolling(preview.refusal is None)
        # Last: a choice it drops asks for a new preview, which must not be painted over.
        self.roll_choices.show_options(preview)

    def _damage_text(self, preview: AttackPreview) -> str:
        if preview.damage is None:
            return ""
        damage = preview.damage.replace("-", MINUS)
        if preview.ignores_armour:
            armour = self.tr("ignores armour")
        elif preview.absorption:
            armour = self.tr("armour absorbs {n}").format(n=labels.number(preview.absorption))
        else:
            armour = self.tr("no armour")
        return self.tr("Damage {damage} (a die at its highest rolls again) · {armour}").format(
            damage=damage, armour=armour
        )

    # --- rolling ------------------------------------------------------------------------------
    def _read_dice(self) -> TableDice:
        damage_text = self.damage_edit.text().strip()
        return (read_throws(self.throws_edit.text()),
                read_damage_dice(damage_text) if damage_text else None)

    def _submit(self, dice: TableDice | None) -> bool:
        key, target = self.attack_key(), self.target_id()
        if key is None or target is None or not self.roll_button.isEnabled():
            return False
        throws, damage = dice if dice is not None else (None, None)
        # Secret or not is how the roll is told, not a modifier of the odds: the preview ignores it.
        modifiers = replace(self.modifiers(), secret=self.secret_check.isChecked())
        report = self._backend.attack(self.attacker_id, target, key, modifiers, throws, damage)
        if not self._told(report.problem):
            return False
        self.result_panel.show_display(report.display)
        self.sentence_label.setText(report.sentence)
        self.roll_choices.roll_made()
        self.refresh()
        return True

    def target_changed_elsewhere(self, targets: Sequence[Target]) -> None:
        """The combat changed (a target fell): refresh the names and states in the list."""
        with QSignalBlocker(self.target_combo):
            self._fill_targets(targets, self.target_id())
        self.refresh()

    def _fill_targets(self, targets: Sequence[Target], chosen: int | None) -> None:
        self.target_combo.clear()
        for target in targets:
            self.target_combo.addItem(labels.with_state(target.name, target.state), target.id)
        self.target_combo.setCurrentIndex(max(self.target_combo.findData(chosen), 0))
