"""Start combat: who fights — tokens of a map, the campaign's characters, creatures of the catalog.

``submit`` pushes ``StartCombat`` and returns the refusal, if any (the dialog then stays open).
Then each one's initiative: the total or the dice thrown (:class:`InitiativeDialog`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.rules.forecast import FightState
from ryf_desktop.rules.health import OUT_STATES
from ryf_desktop.ui.combat import labels
from ryf_desktop.ui.combat.enter_keys import EnterDialog
from ryf_desktop.ui.combat.forecast_panel import ForecastPanel
from ryf_desktop.ui.common.widgets import (
    InlineMessage,
    dialog_buttons,
    dialog_column,
    fill,
    named,
    text_label,
)
from ryf_desktop.ui.dice.dice_entry import read_throws

ID_ROLE = Qt.ItemDataRole.UserRole + 1
MAX_OF_A_KIND = 50


@dataclass(frozen=True)
class TokenChoice:
    """A token that may join: its id, the name it shows, and whose it is."""

    id: int
    name: str
    character_id: int | None = None
    monster_id: int | None = None
    #: Its owner's health state: one down (a body from an earlier fight) is not ticked.
    state: str = "normal"


@dataclass(frozen=True)
class CharacterChoice:
    id: int
    name: str
    kind: str  # "pc" | "npc"
    state: str = "normal"


@dataclass(frozen=True)
class StartRequest:
    """Everything ``StartCombat`` needs but the dice."""

    name: str
    map_id: int | None
    token_ids: tuple[int, ...]
    character_ids: tuple[int, ...]
    monsters: tuple[tuple[str, int], ...]
    #: The new creatures' tokens come hidden from the players.
    hide_creatures: bool = False


Submit = Callable[[StartRequest], "str | None"]
TokensOf = Callable[[int], Sequence[TokenChoice]]
#: The fight a request would start, as the forecast reads it (the session builds it).
FightOf = Callable[[StartRequest], FightState]


class StartCombatDialog(EnterDialog):
    """Pick the fighters and a map; Start pushes the combat (in preparation, for initiative)."""

    def __init__(
        self,
        *,
        maps: Sequence[tuple[int, str]],
        tokens_of: TokensOf,
        characters: Sequence[CharacterChoice],
        monsters: Sequence[str],
        submit: Submit,
        players_map_id: int | None = None,
        fight_of: FightOf | None = None,
        parent: QWidget | None = None,
    ) -> None:
        # Layout code (widgets made and placed top to bottom): long, and clearest in one piece.
        super().__init__("combat_start_dialog", self.tr("Start combat"), parent)
        self._tokens_of = tokens_of
        self._characters = tuple(characters)
        self._submit = submit
        # The map the players see: creatures put on it come hidden unless the GM unticks it.
        self._players_map_id = players_map_id

        self.name_edit = named(QLineEdit(self.tr("Encounter")), "combat_name")
        self.map_combo = named(QComboBox(), "combat_map")
        self.map_combo.addItem(self.tr("No map"), None)
        for map_id, name in maps:
            self.map_combo.addItem(name, map_id)
        if maps:
            self.map_combo.setCurrentIndex(1)
        form = QFormLayout()
        form.addRow(self.tr("&Name"), self.name_edit)
        form.addRow(self.tr("&Map"), self.map_combo)

        self.tokens = named(QListWidget(), "combat_tokens",
                            self.tr("Tokens on the map: they fight where they stand"))
        self.characters = named(QListWidget(), "combat_characters",
                                self.tr("Characters of the campaign who are not on the map"))
        tokens_box = QGroupBox(self.tr("Tokens on the map"))
        QVBoxLayout(tokens_box).addWidget(self.tokens)
        characters_box = QGroupBox(self.tr("Characters"))
        QVBoxLayout(characters_box).addWidget(self.characters)

        self.monster_combo = named(QComboBox(), "combat_monster_kind")
        self.monster_combo.setEditable(True)
        self.monster_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.monster_combo.addItems(list(monsters))
        completer = self.monster_combo.completer()
        if completer is not None:
            completer.setFilterMode(Qt.MatchFlag.MatchContains)
            completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.monster_count = named(QSpinBox(), "combat_monster_count")
        self.monster_count.setRange(1, MAX_OF_A_KIND)
        self.add_monster_button = named(QPushButton(self.tr("Add")), "combat_add_monster")
        self.monsters = named(QListWidget(), "combat_monsters")
        #: The creatures added, by catalog name, with how many, in the list's order.
        self._monsters: dict[str, int] = {}
        self.remove_monster_button = QPushButton(self.tr("Remove"))
        monsters_box = QGroupBox(self.tr("Creatures of the catalog"))
        monster_grid = QGridLayout(monsters_box)
        monster_grid.addWidget(self.monster_combo, 0, 0)
        monster_grid.addWidget(QLabel("×"), 0, 1)
        monster_grid.addWidget(self.monster_count, 0, 2)
        monster_grid.addWidget(self.add_monster_button, 0, 3)
        monster_grid.addWidget(self.monsters, 1, 0, 1, 3)
        monster_grid.addWidget(self.remove_monster_button, 1, 3, Qt.AlignmentFlag.AlignTop)
        self.hide_creatures = named(
            QCheckBox(self.tr("New creatures &hidden from the players")), "combat_hide_creatures",
            self.tr("Their tokens stand on the map for you alone until you show them (ticked by "
                    "default when the players see this map)"))
        monster_grid.addWidget(self.hide_creatures, 2, 0, 1, 4)
        monster_grid.setColumnStretch(0, 1)

        self.summary_label = text_label(name="combat_start_summary")
        # The forecast of the fighters chosen, refreshed with the summary (issue #26).
        self._fight_of = fight_of
        self.forecast_panel = ForecastPanel(self)
        self.forecast_panel.setVisible(fight_of is not None)
        self.error = named(InlineMessage(), "combat_start_error")
        self.buttons = dialog_buttons(self, self.tr("Start"))
        self.start_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)

        lists = fill(QHBoxLayout(), tokens_box, characters_box)
        dialog_column(
            self, form, (lists, 1), (monsters_box, 1), self.summary_label,
            self.forecast_panel, self.error, self.buttons
        )

        self.map_combo.currentIndexChanged.connect(self._fill_people)
        self.map_combo.currentIndexChanged.connect(self._default_hiding)
        self._default_hiding()
        self.add_monster_button.clicked.connect(self._add_monster)
        self.remove_monster_button.clicked.connect(self._remove_monster)
        self.tokens.itemChanged.connect(self._update)
        self.characters.itemChanged.connect(self._update)
        self._fill_people()
        # Enter in the count adds the creatures; in the other fields it moves on; Start is the
        # default button's, once.
        self.commit_on_enter({self.monster_count: self.add_monster_button})
        self.resize(620, 560)

    # --- filling ------------------------------------------------------------------------------
    def _default_hiding(self) -> None:
        map_id = self.map_id()
        self.hide_creatures.setChecked(map_id is not None and map_id == self._players_map_id)
        self.hide_creatures.setEnabled(map_id is not None)

    def map_id(self) -> int | None:
        value = self.map_combo.currentData()
        return value if isinstance(value, int) else None

    def _fill_people(self) -> None:
        map_id = self.map_id()
        tokens = tuple(self._tokens_of(map_id)) if map_id is not None else ()
        on_map = {token.character_id for token in tokens if token.character_id is not None}
        # Ticked by default: whoever is not out of a fight (the rule's states).
        _refill(self.tokens, ((labels.with_state(token.name, token.state), token.id,
                               token.state not in OUT_STATES) for token in tokens))
        # Player characters usually fight; non-player ones are asked for.
        _refill(self.characters, (
            (labels.with_state(character.name, character.state), character.id,
             character.kind == "pc" and character.state not in OUT_STATES)
            for character in self._characters if character.id not in on_map))
        self._update()

    def _add_monster(self) -> None:
        name = self.monster_combo.currentText().strip()
        index = self.monster_combo.findText(name, Qt.MatchFlag.MatchFixedString)
        if index < 0:
            self.error.set_message(
                self.tr("“{name}” is not a creature of the catalog: pick one from the list.")
                .format(name=name)
            )
            return
        name = self.monster_combo.itemText(index)
        known = name in self._monsters
        self._monsters[name] = min(
            MAX_OF_A_KIND, self._monsters.get(name, 0) + self.monster_count.value())
        text = f"{labels.number(self._monsters[name])} × {name}"
        if known:
            self.monsters.item(list(self._monsters).index(name)).setText(text)
        else:
            self.monsters.addItem(text)
        self.error.set_message("")
        self._update()

    def _remove_monster(self) -> None:
        row = self.monsters.currentRow()
        if row >= 0:
            self.monsters.takeItem(row)
            del self._monsters[list(self._monsters)[row]]
        self._update()

    # --- reading ------------------------------------------------------------------------------
    def request(self) -> StartRequest:
        return StartRequest(
            name=self.name_edit.text().strip(),
            map_id=self.map_id(),
            token_ids=_checked(self.tokens),
            character_ids=_checked(self.characters),
            monsters=tuple(self._monsters.items()),
            hide_creatures=self.hide_creatures.isChecked() and self.map_id() is not None,
        )

    def fighter_count(self) -> int:
        return len(_checked(self.tokens)) + len(_checked(self.characters)) + sum(
            self._monsters.values())

    def _update(self) -> None:
        count = self.fighter_count()
        self.summary_label.setText(
            self.tr("1 combatant") if count == 1
            else self.tr("{n} combatants").format(n=labels.number(count)))
        self.start_button.setEnabled(count > 0)
        fight_of = self._fight_of
        if fight_of is not None:
            request = self.request()
            self.forecast_panel.show_fight(lambda: fight_of(request))

    def accept(self) -> None:
        if self.fighter_count() == 0:
            return
        problem = self._submit(self.request())
        if problem is not None:
            self.error.set_message(problem)
            return
        super().accept()


def _checked(widget: QListWidget) -> tuple[int, ...]:
    items = (widget.item(row) for row in range(widget.count()))
    return tuple(int(item.data(ID_ROLE)) for item in items
                 if item.checkState() == Qt.CheckState.Checked)


def _refill(widget: QListWidget, items: Iterable[tuple[str, int, bool]]) -> None:
    """``widget``'s items made again: (text, id, ticked), each with a box to tick."""
    with QSignalBlocker(widget):
        widget.clear()
        for text, item_id, checked in items:
            item = QListWidgetItem(text)
            item.setData(ID_ROLE, item_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            widget.addItem(item)


InitiativeSubmit = Callable[[int | None, list[tuple[int, int, int]] | None], "str | None"]
MAX_TOTAL = 200


class InitiativeDialog(EnterDialog):
    """A total or the thrown dice for ``name`` (whose Iniciativa value is ``iniciativa``)."""

    def __init__(
        self,
        name: str,
        iniciativa: int,
        submit: InitiativeSubmit,
        *,
        dice_first: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__("combat_initiative_dialog",
                         self.tr("Initiative of {name}").format(name=name), parent)
        self._submit = submit

        heading = text_label(
            self.tr("{name}: Iniciativa {value} + 1o3d10 (a 10 explodes)").format(
                name=name, value=labels.number(iniciativa)), wrap=True)
        self.dice_radio = QRadioButton(self.tr("&Dice thrown"))
        self.total_radio = QRadioButton(self.tr("&Total"))
        self.dice_edit = named(
            QLineEdit(), "initiative_dice",
            self.tr("The three d10 the player threw, in any order; after a 10 that explodes, "
                    "the next three"))
        self.dice_edit.setPlaceholderText(self.tr("e.g. 3 8 10, or 3 10 10 / 3 4 7"))
        self.total_spin = named(QSpinBox(), "initiative_total",
                                self.tr("The initiative total, worked out at the table"))
        self.total_spin.setRange(-MAX_TOTAL, MAX_TOTAL)
        self.total_spin.setValue(max(iniciativa, 0) + 5)
        grid = QGridLayout()
        for row, (radio, field) in enumerate(
                ((self.dice_radio, self.dice_edit), (self.total_radio, self.total_spin))):
            grid.addWidget(radio, row, 0)
            grid.addWidget(field, row, 1)
        grid.setColumnStretch(1, 1)

        self.error = named(InlineMessage(), "initiative_error")
        self.buttons = dialog_buttons(self)

        dialog_column(self, heading, grid, self.error, self.buttons)

        (self.dice_radio if dice_first else self.total_radio).setChecked(True)
        self.dice_radio.toggled.connect(self._switch)
        self.dice_edit.textEdited.connect(lambda _text: self.dice_radio.setChecked(True))
        self.total_spin.valueChanged.connect(lambda _value: self.total_radio.setChecked(True))
        self._switch()
        # The dice and the total are two ways to say one thing, each the last of its line:
        # Enter in either is OK, once.
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.commit_on_enter({self.dice_edit: ok, self.total_spin: ok})

    def _switch(self) -> None:
        self.error.set_message("")
        (self.dice_edit if self.dice_radio.isChecked() else self.total_spin).setFocus()

    def accept(self) -> None:
        if self.dice_radio.isChecked():
            try:
                throws = read_throws(self.dice_edit.text())
            except ValueError as error:
                self.error.set_message(str(error))
                return
            problem = self._submit(None, throws)
        else:
            problem = self._submit(self.total_spin.value(), None)
        if problem is not None:
            self.error.set_message(problem)
            return
        super().accept()
