"""Behaviour of one character's sheet: fills :class:`CharacterSheetView` from the session's
:func:`~ryf_desktop.session.sheet_view` and turns every edit into one session command.

The sheet never computes a rule: totals, budgets, the pyramid, derived values and the health
state come from the session's query; it refreshes itself on ``character_changed`` for its
character (and on ``campaign_changed``: a new profile changes PV and pyramids). A refused edit
shows its reason above the sheet and puts the field back to the stored value.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QObject, QPoint, Qt, Signal
from PySide6.QtGui import QColor, QDragEnterEvent, QDropEvent, QPalette, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMenu,
    QSpinBox,
    QTableWidgetItem,
    QToolButton,
    QWidget,
)

from ryf_desktop.rules.character import Attribute, DerivedValue, normalise_name
from ryf_desktop.rules.health import (
    HealingLog,
    natural_rest_healing,
    recover_breath,
    roll_medicine,
)
from ryf_desktop.rules.money import Purse
from ryf_desktop.session import (
    AddSpecialisation,
    CampaignSession,
    CloseCreation,
    EditCharacterField,
    EquipItem,
    Heal,
    MedicineAttempt,
    RaiseSkill,
    RemoveSkill,
    RemoveSpecialisation,
    RemoveSpell,
    SessionCommand,
    SetSkill,
    SetSpell,
    SetWounds,
    SheetView,
    money_text,
    sheet_view,
)
from ryf_desktop.session.catalog_queries import campaign_currency
from ryf_desktop.session.sheet_commands import (
    QUANTITY_MAX,
    RemoveItem,
    SetItemQuantity,
    SetPortrait,
    medicine_refusal_now,
)
from ryf_desktop.session.sheet_queries import EquipmentLine, SkillLine, portraits, with_field
from ryf_desktop.ui.sheet.labels import (
    attribute_name,
    derived_name,
    explain,
    grip_name,
    kind_name,
    pyramid_status_name,
    shape_name,
    state_name,
)
from ryf_desktop.ui.sheet.portrait import (
    PORTRAIT_SIZE,
    PortraitError,
    load_portrait,
    portrait_pixmap,
)
from ryf_desktop.ui.sheet.sheet_view import CharacterSheetView
from ryf_desktop.ui.sheet.skill_table import SKILL_ID_ROLE, Column, SkillTableModel

#: Skills that heal with Medicina, by setting (medieval: Sanación/Hierbas).
MEDICINE_SKILLS = ("Medicina", "Sanación/Hierbas")
#: Red for a value over a limit or a state that costs a rank.
WARNING_COLOUR = "#b3261e"
#: Marks a section not shown yet (no key equals it).
_NOTHING = object()
#: Fields whose edit the sheet shows from what it holds, without reading the file again.
FAST_FIELDS = frozenset({"fisico", "destreza", "inteligencia", "percepcion", "money", "xp",
                         "tokens"})


class RandomSource(Protocol):
    def randint(self, a: int, b: int, /) -> int: ...


@dataclass(frozen=True, slots=True)
class RollRequest:
    """A roll the sheet asks the dice panel for: everything filled in, with the reasons."""

    subject: str
    attribute: int
    #: None for an attribute roll.
    skill: int | None
    difficulty: str = ""
    specialisation: bool = False
    token: bool = False
    malherido: bool = False
    #: A spent token handed back by the GM: the next roll is at −1.
    penalty: bool = False


class CharacterSheetController(QObject):
    """Connects one :class:`CharacterSheetView` to the session for ``character_id``."""

    #: A roll to make in the dice panel (a :class:`RollRequest`).
    roll_requested = Signal(object)
    #: The character is gone (deleted, or the campaign closed): the sheet should close.
    gone = Signal()
    #: The sheet shows a new name for the character (its tab follows).
    name_shown = Signal(str)

    def __init__(
        self,
        session: CampaignSession,
        character_id: int,
        view: CharacterSheetView,
        rng: RandomSource,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.character_id = character_id
        self.view = view
        self.rng = rng
        self.sheet: SheetView | None = None
        self.skill_model = SkillTableModel(self.set_skill_level, self)
        view.skills_table.set_skill_model(self.skill_model)
        self._derived_labels: dict[str, QLabel] = {}
        self._warned: dict[QWidget, bool] = {}
        self._shown: dict[str, object] = {}
        self._shown_derived: dict[str, DerivedValue] = {}
        self._filling = False
        self._local_edit: tuple[str, int] | None = None
        self._shown_equipment: tuple[EquipmentLine, ...] | None = None
        self._shown_spells: tuple[tuple[object, ...], ...] | None = None
        self._text_fields: dict[str, QObject] = {}
        self._drop_target: QObject | None = None
        self._connect()
        self.refresh()

    # --- wiring -------------------------------------------------------------------------------
    def _connect(self) -> None:
        view, session = self.view, self.session
        session.character_changed.connect(self._character_changed)
        session.characters_changed.connect(self._characters_changed)
        session.campaign_changed.connect(self.refresh)
        session.command_failed.connect(self._failed)
        for field, edit in (("name", view.name_edit), ("player", view.player_edit),
                            ("concept", view.concept_edit)):
            edit.editingFinished.connect(
                lambda field=field, edit=edit: self.edit(field, edit.text())
            )
        view.kind_combo.activated.connect(
            lambda _index: self.edit("kind", view.kind_combo.currentData())
        )
        self._text_fields = {"background": view.background_edit, "notes": view.notes_edit}
        for text_edit in self._text_fields.values():
            text_edit.installEventFilter(self)
        for attribute, spin in view.attribute_spins.items():
            spin.valueChanged.connect(
                lambda value, attribute=attribute: self.edit(attribute.value, value)
            )
        for attribute, button in view.attribute_roll_buttons.items():
            button.clicked.connect(lambda _=False, a=attribute: self.roll_attribute(a))
        view.close_creation_button.clicked.connect(self.close_creation)
        view.skills_table.clicked.connect(self._skill_clicked)
        view.skills_table.customContextMenuRequested.connect(self._skill_context_menu)
        view.add_skill_button.clicked.connect(self._add_typed_skill)
        view.new_skill_edit.returnPressed.connect(self._add_typed_skill)
        view.wounds_spin.valueChanged.connect(self.set_wounds)
        view.rest_button.clicked.connect(lambda: self.rest(full_comfort=False))
        view.comfort_button.clicked.connect(lambda: self.rest(full_comfort=True))
        view.breath_button.clicked.connect(self.recover_breath)
        view.medicine_button.clicked.connect(self._medicine_from_combo)
        view.healer_combo.popup_requested.connect(
            lambda: None if self.view.healer_combo.count() else self._fill_healers()
        )
        view.money_spin.valueChanged.connect(lambda value: self.edit("money", value))
        self.medieval_money = campaign_currency(session.setting)[0].is_medieval
        view.money_spin.setVisible(not self.medieval_money)
        view.coins_row.setVisible(self.medieval_money)
        # Dollars or credits read the same in the field: the line below it would repeat them.
        view.money_label.setVisible(self.medieval_money)
        if not self.medieval_money:
            view.money_spin.setSuffix(f" {campaign_currency(session.setting)[0].value}")
        for spin in view.coin_spins.values():
            spin.valueChanged.connect(self._coins_edited)
        view.tokens_spin.valueChanged.connect(lambda value: self.edit("tokens", value))
        view.xp_spin.valueChanged.connect(lambda value: self.edit("xp", value))
        view.penalty_check.toggled.connect(
            lambda on: None if self._filling else self.edit("token_penalty", on)
        )
        view.equipment_table.itemChanged.connect(self._equipment_item_changed)
        view.remove_item_button.clicked.connect(self._remove_selected_item)
        view.portrait_button.clicked.connect(self._ask_portrait)
        view.remove_portrait_button.clicked.connect(lambda: self.set_portrait(None))
        self._shown_portrait: int | bool | None = False  # False: nothing shown yet
        view.equipment_table.setAcceptDrops(True)
        view.equipment_table.viewport().setAcceptDrops(True)
        self._drop_target = view.equipment_table.viewport()
        self._drop_target.installEventFilter(self)
        view.spells_table.itemChanged.connect(self._spell_item_changed)
        view.add_spell_button.clicked.connect(self._add_spell)
        view.remove_spell_button.clicked.connect(self._remove_selected_spell)
        view.cast_button.clicked.connect(self._cast_selected_spell)

    def disconnect_session(self) -> None:
        for signal, slot in (
            (self.session.character_changed, self._character_changed),
            (self.session.characters_changed, self._characters_changed),
            (self.session.campaign_changed, self.refresh),
            (self.session.command_failed, self._failed),
        ):
            signal.disconnect(slot)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        # Compared with the widgets kept at start: while the view is being destroyed its
        # children may already be gone, and reading them through the view would fail.
        kind = event.type()
        if kind == QEvent.Type.FocusOut and not self._filling:
            if watched is self._text_fields.get("background"):
                self.edit("background", self.view.background_edit.toPlainText())
            elif watched is self._text_fields.get("notes"):
                self.edit("notes", self.view.notes_edit.toPlainText())
        elif watched is self._drop_target:
            if event.type() in (QEvent.Type.DragEnter, QEvent.Type.DragMove) and isinstance(
                event, QDragEnterEvent | QDropEvent
            ):
                if _catalog_ref(event) is not None:
                    event.acceptProposedAction()
                    return True
            elif (
                event.type() == QEvent.Type.Drop
                and isinstance(event, QDropEvent)
                and self._drop_catalog_entry(event)
            ):
                event.acceptProposedAction()
                return True
        return super().eventFilter(watched, event)

    # --- pushing ------------------------------------------------------------------------------
    def push(self, command: SessionCommand) -> bool:
        self.view.error_label.set_message("")
        done = self.session.push(command)
        if not done:
            # Every field shows the stored value again, even where the stored value is what the
            # sheet last showed (the refused one is only in the field).
            self._shown.clear()
            self._shown_derived.clear()
            self.refresh()
        return done

    def _failed(self, message: str) -> None:
        if self.view.isVisible() or not self.view.error_label.text():
            self.view.error_label.set_message(message)

    def edit(self, field: str, value: object) -> bool:
        if self._filling:
            return False
        if isinstance(value, int) and not isinstance(value, bool) and field in FAST_FIELDS:
            # The refresh this edit causes needs no new read of the file (see with_field).
            self._local_edit = (field, value)
        try:
            return self.push(EditCharacterField(self.session, self.character_id, field, value))
        finally:
            self._local_edit = None

    def set_wounds(self, wounds: int) -> bool:
        if self._filling:
            return False
        return self.push(SetWounds(self.session, self.character_id, wounds))

    # --- skills -------------------------------------------------------------------------------
    def add_skill(self, name: str, attribute: Attribute | str, level: int = 0) -> bool:
        return self.push(
            SetSkill(self.session, self.character_id, None, name, str(attribute), level)
        )

    def _add_typed_skill(self) -> None:
        view = self.view
        name = view.new_skill_edit.text()
        if self.add_skill(name, str(view.new_skill_attribute.currentData())):
            view.new_skill_edit.clear()

    def _skill(self, skill_id: int) -> SkillLine | None:
        if self.sheet is None:
            return None
        return next((line for line in self.sheet.skills if line.id == skill_id), None)

    def set_skill_level(self, skill_id: int, level: int) -> bool:
        line = self._skill(skill_id)
        if self._filling or line is None or line.level == level:
            return False
        return self.push(SetSkill(self.session, self.character_id, skill_id, line.name,
                                  line.attribute.value, level))

    def rename_skill(self, skill_id: int, name: str) -> bool:
        line = self._skill(skill_id)
        if line is None:
            return False
        return self.push(SetSkill(self.session, self.character_id, skill_id, name,
                                  line.attribute.value, line.level))

    def set_skill_attribute(self, skill_id: int, attribute: Attribute) -> bool:
        line = self._skill(skill_id)
        if line is None:
            return False
        return self.push(SetSkill(self.session, self.character_id, skill_id, line.name,
                                  attribute.value, line.level))

    def remove_skill(self, skill_id: int) -> bool:
        return self.push(RemoveSkill(self.session, self.character_id, skill_id))

    def add_specialisation(self, skill_id: int, name: str) -> bool:
        return self.push(AddSpecialisation(self.session, self.character_id, skill_id, name))

    def remove_specialisation(self, skill_id: int, name: str) -> bool:
        return self.push(RemoveSpecialisation(self.session, self.character_id, skill_id, name))

    def raise_skill(self, skill_id: int, to_level: int) -> bool:
        return self.push(RaiseSkill(self.session, self.character_id, skill_id, to_level))

    def close_creation(self) -> bool:
        return self.push(CloseCreation(self.session, self.character_id))

    def _skill_clicked(self, index: QModelIndex) -> None:
        """A click on a skill's name rolls it, on its points edits them, on ⋯ opens its menu."""
        skill_id = index.data(SKILL_ID_ROLE)
        if not isinstance(skill_id, int):
            return
        table = self.view.skills_table
        if index.column() == Column.NAME:
            self.roll_skill(skill_id)
        elif index.column() == Column.POINTS and index.flags() & Qt.ItemFlag.ItemIsEditable:
            table.edit(index)
        elif index.column() == Column.MENU:
            self._skill_menu(skill_id).popup(
                table.viewport().mapToGlobal(table.visualRect(index).bottomLeft())
            )

    def _skill_context_menu(self, point: QPoint) -> None:
        table = self.view.skills_table
        skill_id = table.indexAt(point).data(SKILL_ID_ROLE)
        if isinstance(skill_id, int):
            self._skill_menu(skill_id).popup(table.viewport().mapToGlobal(point))

    def _skill_menu(self, skill_id: int) -> QMenu:
        menu = QMenu(self.view)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        line = self._skill(skill_id)
        if line is None:
            return menu
        for name in line.specialisations:
            menu.addAction(
                fill_text(self.tr("Roll with specialisation “{name}”"), name=name),
                partial(self.roll_skill, skill_id, specialisation=name),
            )
        if self.sheet is not None and not self.sheet.details.character.in_creation:
            menu.addAction(
                fill_text(self.tr("Raise to {level} ({cost} XP)"), level=line.level + 1,
                          cost=line.level + 1),
                partial(self.raise_skill, skill_id, line.level + 1),
            )
        menu.addSeparator()
        menu.addAction(self.tr("Rename…"), partial(self._ask_rename, skill_id))
        attributes = menu.addMenu(self.tr("Attribute"))
        for attribute in Attribute:
            action = attributes.addAction(
                attribute_name(attribute),
                partial(self.set_skill_attribute, skill_id, attribute),
            )
            action.setCheckable(True)
            action.setChecked(attribute is line.attribute)
        menu.addAction(self.tr("Add specialisation…"),
                       partial(self._ask_specialisation, skill_id))
        if line.specialisations:
            remove = menu.addMenu(self.tr("Remove specialisation"))
            for name in line.specialisations:
                remove.addAction(name, partial(self.remove_specialisation, skill_id, name))
        menu.addSeparator()
        menu.addAction(self.tr("Remove skill"), partial(self.remove_skill, skill_id))
        return menu

    def _ask_rename(self, skill_id: int) -> None:
        line = self._skill(skill_id)
        if line is None:
            return
        name, ok = QInputDialog.getText(self.view, self.tr("Rename skill"), self.tr("New name:"),
                                        text=line.name)
        if ok:
            self.rename_skill(skill_id, name)

    def _ask_specialisation(self, skill_id: int) -> None:
        name, ok = QInputDialog.getText(
            self.view, self.tr("Add specialisation"), self.tr("Specialisation:")
        )
        if ok:
            self.add_specialisation(skill_id, name)

    # --- rolls --------------------------------------------------------------------------------
    def _estorbo_for(self, attribute: Attribute) -> int:
        if self.sheet is None or attribute is not Attribute.DESTREZA:
            return 0
        return self.sheet.derived_value("estorbo").value

    def _request(self, subject: str, attribute: int, skill: int | None, **extra: object) -> None:
        sheet = self.sheet
        if sheet is None:
            return
        character = sheet.details.character
        token = self.view.token_roll_check.isChecked() and character.tokens > 0
        request = RollRequest(
            subject=f"{character.name}: {subject}",
            attribute=attribute,
            skill=skill,
            malherido=sheet.rank_shift < 0,
            token=token,
            penalty=character.token_penalty,
            difficulty=str(extra.get("difficulty", "")),
            specialisation=bool(extra.get("specialisation", False)),
        )
        self.roll_requested.emit(request)
        # The token is spent and a handed-back token's penalty used by this roll.
        self.view.token_roll_check.setChecked(False)
        if token:
            self.edit("tokens", character.tokens - 1)
        if character.token_penalty:
            self.edit("token_penalty", False)

    def roll_attribute(self, attribute: Attribute) -> None:
        if self.sheet is None:
            return
        value = self.sheet.attributes[attribute] - self._estorbo_for(attribute)
        self._request(attribute_name(attribute), value, None)

    def roll_skill(self, skill_id: int, *, specialisation: str = "") -> None:
        line = self._skill(skill_id)
        if line is None or self.sheet is None:
            return
        subject = f"{line.name} ({specialisation})" if specialisation else line.name
        value = self.sheet.attributes[line.attribute] - self._estorbo_for(line.attribute)
        self._request(subject, value, line.level, specialisation=bool(specialisation))

    def roll_attack(self, key: str) -> None:
        sheet = self.sheet
        if sheet is None:
            return
        attribute = Attribute.FISICO if key == "melee_attack" else Attribute.DESTREZA
        value = sheet.derived_value(key)
        skill = value.terms[1].amount
        self._request(derived_name(key), sheet.attributes[attribute], skill,
                      difficulty="" if key == "melee_attack" else "15")

    def roll_initiative(self) -> None:
        sheet = self.sheet
        if sheet is None:
            return
        value = sheet.derived_value("iniciativa")
        reflejos = value.terms[1].amount
        self._request(derived_name("iniciativa"), value.value - reflejos, reflejos,
                      difficulty="10")

    # --- health -------------------------------------------------------------------------------
    def rest(self, *, full_comfort: bool) -> bool:
        amount = natural_rest_healing(1, full_comfort=full_comfort)
        reason = self.tr("Comfortable rest") if full_comfort else self.tr("Night's rest")
        return self.push(Heal(self.session, self.character_id, amount, reason))

    def recover_breath(self) -> bool:
        healing = recover_breath(self.rng)
        reason = self.tr("Recuperar el aliento")
        done = self.push(Heal(self.session, self.character_id, healing.amount, reason))
        name = self.sheet.details.name if self.sheet else ""
        text = fill_text(self.tr("{name}: recuperar el aliento, 1d6 → {amount} PV"), name=name,
                         amount=healing.amount)
        self.view.healing_label.setText(text)
        self.view.healing_label.show()
        if done:
            self.session.log_roll(text, "; ".join(r.describe() for r in healing.rolls),
                                  kind="healing", character_id=self.character_id)
        return done

    def _medicine_from_combo(self) -> None:
        if self.view.healer_combo.count() == 0:
            self._fill_healers()
        healer = self.view.healer_combo.currentData()
        if isinstance(healer, int):
            self.medicine(healer)

    def medicine(self, healer_id: int) -> bool:
        """The healer rolls Medicina on this character (refused before rolling when the rules
        do not allow it today)."""
        session = self.session
        refusal = medicine_refusal_now(session, healer_id, self.character_id)
        if refusal:
            self.view.error_label.set_message(refusal)
            return False
        healer = session.character(healer_id)
        patient = self.sheet
        if healer is None or patient is None:
            return False
        skill = next((s for s in healer.skills
                      if normalise_name(s.name) in {normalise_name(n) for n in MEDICINE_SKILLS}),
                     None)
        attribute = Attribute(skill.attribute) if skill else Attribute.INTELIGENCIA
        healer_view = sheet_view(healer, session.profile)
        result = roll_medicine(
            HealingLog(), patient=str(self.character_id), healer=str(healer_id), day=session.day,
            attribute=healer_view.attributes[attribute], skill=skill.level if skill else 0,
            rng=self.rng, rank=healer_view.rank_shift,
        )
        done = self.push(MedicineAttempt(
            session, healer_id, self.character_id, success=result.check.success,
            critical=result.check.critical, healed=result.amount,
        ))
        if result.check.success:
            text = fill_text(self.tr("{healer} treats {patient} with Medicina: {total} vs 15, "
                                     "success, heals {amount} PV"),
                             healer=healer.name, patient=patient.details.name,
                             total=result.check.total, amount=result.amount)
        else:
            text = fill_text(self.tr("{healer} treats {patient} with Medicina: {total} vs 15, "
                                     "failure; {healer} may not try again today"),
                             healer=healer.name, patient=patient.details.name,
                             total=result.check.total)
        self.view.healing_label.setText(text)
        self.view.healing_label.show()
        if done:
            session.log_roll(text, result.check.roll.describe(), kind="healing",
                             character_id=self.character_id)
        return done

    def set_coins(self, mo: int, mp: int, mc: int) -> bool:
        """Medieval money typed as coins; stored in copper (and shown back in the fewest coins)."""
        return self.edit("money", Purse(mo, mp, mc).copper)

    def _coins_edited(self) -> None:
        spins = self.view.coin_spins
        self.set_coins(spins["mo"].value(), spins["mp"].value(), spins["mc"].value())

    # --- portrait -----------------------------------------------------------------------------
    def import_portrait(self, path: Path) -> bool:
        """The picture at ``path`` as the character's portrait; a refused file says why."""
        try:
            png = load_portrait(path)
        except PortraitError as error:
            self.view.error_label.set_message(str(error))
            return False
        return self.set_portrait(png)

    def set_portrait(self, png: bytes | None) -> bool:
        return self.push(SetPortrait(self.session, self.character_id, png, PORTRAIT_SIZE))

    def _ask_portrait(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self.view, self.tr("Import a portrait"), "",
            self.tr("Pictures (*.png *.jpg *.jpeg *.webp)"),
        )
        if name:
            self.import_portrait(Path(name))

    def _fill_portrait(self, image_id: int | None) -> None:
        if image_id == self._shown_portrait and image_id is not None:
            return
        label = self.view.portrait_label
        self.view.remove_portrait_button.setEnabled(image_id is not None)
        if image_id is None:
            if self._shown_portrait is not None:
                label.setPixmap(QPixmap())
            self._shown_portrait = None
            label.setText(self.tr("No portrait"))
            return
        self._shown_portrait = image_id
        with self.session.file.transaction() as db:
            data = portraits(db, self.character_id).get(self.character_id)
        label.setPixmap(portrait_pixmap(data, label.width()) if data else QPixmap())

    # --- equipment ----------------------------------------------------------------------------
    def equip(self, item_id: int, equipped: bool, grip: str = "") -> bool:
        return self.push(EquipItem(self.session, self.character_id, item_id,
                                   equipped=equipped, grip=grip))

    def set_quantity(self, item_id: int, quantity: int) -> bool:
        if self._filling:
            return False
        return self.push(SetItemQuantity(self.session, self.character_id, item_id, quantity))

    def remove_item(self, item_id: int) -> bool:
        return self.push(RemoveItem(self.session, self.character_id, item_id))

    def _remove_selected_item(self) -> None:
        table = self.view.equipment_table
        row = table.currentRow()
        cell = table.item(row, 3) if row >= 0 else None
        item_id = cell.data(Qt.ItemDataRole.UserRole) if cell is not None else None
        if isinstance(item_id, int):
            self.remove_item(item_id)
        else:
            self.view.error_label.set_message(
                self.tr("Select an item in the equipment table first, then remove it.")
            )

    def _equipment_item_changed(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() != 3:
            return
        item_id = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(item_id, int):
            self.equip(item_id, item.checkState() == Qt.CheckState.Checked)

    def _drop_catalog_entry(self, event: QDropEvent) -> bool:
        from ryf_desktop.catalog import load_catalog
        from ryf_desktop.session import AddToCharacter, gm_entries
        from ryf_desktop.ui.catalog.mime import find_entry, read_entry_mime

        ref = read_entry_mime(event.mimeData())
        if ref is None:
            return False
        entry = find_entry(ref, load_catalog().entries(), gm_entries(self.session).entries)
        if entry is None:
            self.view.error_label.set_message(
                fill_text(self.tr("“{name}” is not in the catalog any more."), name=ref.name)
            )
            return False
        return self.push(AddToCharacter(self.session, self.character_id, entry, gm_id=ref.gm_id))

    # --- spells -------------------------------------------------------------------------------
    def add_spell(self, name: str, level: int = 1, difficulty: int = 15, mana_cost: int = 1,
                  effect: str = "") -> bool:
        return self.push(SetSpell(self.session, self.character_id, None, name=name, level=level,
                                  difficulty=difficulty, mana_cost=mana_cost, notes=effect))

    def _add_spell(self) -> None:
        name, ok = QInputDialog.getText(self.view, self.tr("Add spell"), self.tr("Spell:"))
        if ok:
            self.add_spell(name)

    def _selected_spell(self) -> int | None:
        table = self.view.spells_table
        row = table.currentRow()
        item = table.item(row, 0) if row >= 0 else None
        value = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return value if isinstance(value, int) else None

    def _remove_selected_spell(self) -> None:
        spell_id = self._selected_spell()
        if spell_id is not None:
            self.push(RemoveSpell(self.session, self.character_id, spell_id))

    def _cast_selected_spell(self) -> None:
        spell_id = self._selected_spell()
        sheet = self.sheet
        if spell_id is None or sheet is None:
            return
        spell = next(s for s in sheet.details.spells if s.id == spell_id)
        value = sheet.attributes.inteligencia - sheet.derived_value("estorbo").value
        self._request(spell.name, value, spell.level, difficulty=str(spell.difficulty))

    def _spell_item_changed(self, item: QTableWidgetItem) -> None:
        if self._filling:
            return
        table = self.view.spells_table
        row = item.row()
        cells = [table.item(row, column) for column in range(5)]
        if any(cell is None for cell in cells):
            return
        texts = [cell.text() if cell is not None else "" for cell in cells]
        spell_id = cells[0].data(Qt.ItemDataRole.UserRole) if cells[0] is not None else None
        numbers = []
        for text in texts[1:4]:
            try:
                numbers.append(int(text))
            except ValueError:
                numbers.append(-1)  # refused with the reason by the command
        self.push(SetSpell(self.session, self.character_id,
                           spell_id if isinstance(spell_id, int) else None,
                           name=texts[0], level=numbers[0], difficulty=numbers[1],
                           mana_cost=numbers[2], notes=texts[4]))

    # --- refreshing ---------------------------------------------------------------------------
    def _character_changed(self, character_id: int) -> None:
        if character_id != self.character_id:
            return
        local, sheet = self._local_edit, self.sheet
        if local is not None and sheet is not None:
            profile = self.session.profile
            details = with_field(sheet.details, *local, profile)
            self._show(sheet_view(details, profile))
        else:
            self.refresh()

    def _characters_changed(self) -> None:
        self.refresh()
        if self.view.healer_combo.count():
            self._fill_healers()

    def refresh(self) -> None:
        if self.session.closed:
            return
        details = self.session.character(self.character_id)
        if details is None:
            self.sheet = None
            self.gone.emit()
            return
        self._show(sheet_view(details, self.session.profile))

    def _show(self, sheet: SheetView) -> None:
        self.sheet = sheet
        self._filling = True
        try:
            self._fill(sheet)
        finally:
            self._filling = False

    def _changed(self, section: str, key: object) -> bool:
        """Whether ``section`` shows something else than ``key`` describes (and note it): an
        edit refreshes only the sections whose values it changed."""
        if self._shown.get(section, _NOTHING) == key:
            return False
        self._shown[section] = key
        return True

    def _fill(self, sheet: SheetView) -> None:
        view = self.view
        row = sheet.details.character
        profile = self.session.profile
        if self._changed("identity", (row.name, row.player, row.concept, row.kind,
                                      row.background, row.notes, row.portrait_image_id)):
            self._fill_identity(sheet)
        if self._changed("attributes", (tuple(sheet.attributes.items()), sheet.budget,
                                        sheet.attribute_problems, row.in_creation)):
            self._fill_attributes(sheet)
        self.skill_model.set_sheet(sheet)
        if self._changed("pyramid", sheet.pyramid):
            self._fill_pyramid(sheet)
        self._fill_derived(sheet)
        if self._changed("health", (row.wounds, sheet.details.hp_max, sheet.state,
                                    sheet.rank_shift)):
            self._fill_health(sheet)
        self._fill_equipment(sheet)
        if self._changed("money", (row.money, row.tokens, row.token_penalty, row.xp)):
            self._fill_money(sheet)
        view.spells_box.setVisible(profile.magic)
        self._fill_spells(sheet)

    def _fill_identity(self, sheet: SheetView) -> None:
        view = self.view
        row = sheet.details.character
        if self._shown.get("name") != row.name:
            self._shown["name"] = row.name
            self.name_shown.emit(row.name)
        self._fill_portrait(row.portrait_image_id)
        for edit, text in ((view.name_edit, row.name), (view.player_edit, row.player),
                           (view.concept_edit, row.concept)):
            if edit.text() != text:
                edit.setText(text)
        view.kind_combo.setCurrentIndex(max(0, view.kind_combo.findData(row.kind)))
        for text_edit, text in ((view.background_edit, row.background),
                                (view.notes_edit, row.notes)):
            if text_edit.toPlainText() != text:
                text_edit.setPlainText(text)

    def _fill_attributes(self, sheet: SheetView) -> None:
        view = self.view
        row = sheet.details.character
        for attribute, spin in view.attribute_spins.items():
            spin.setValue(sheet.attributes[attribute])
        if sheet.points_left >= 0:
            points = fill_text(self.tr("Attribute points: {spent} of {budget} spent, {left} left"),
                               spent=sheet.attributes.total, budget=sheet.budget,
                               left=sheet.points_left)
        else:
            points = fill_text(
                self.tr("Attribute points: {spent} of {budget} spent, {over} over the budget"),
                spent=sheet.attributes.total, budget=sheet.budget, over=-sheet.points_left,
            )
        view.points_label.setText(points)
        self._warn(view.points_label, sheet.points_left < 0)
        view.attribute_warning.set_message(" ".join(sheet.attribute_problems))
        view.creation_label.setText(
            self.tr("In creation: creation limits apply") if row.in_creation
            else self.tr("Creation closed: skills rise with XP")
        )
        view.close_creation_button.setEnabled(row.in_creation)

    def _fill_money(self, sheet: SheetView) -> None:
        view = self.view
        row = sheet.details.character
        view.money_spin.setValue(row.money)
        purse = Purse.from_copper(row.money)
        for coin, amount in (("mo", purse.mo), ("mp", purse.mp), ("mc", purse.mc)):
            view.coin_spins[coin].setValue(amount)
        view.money_label.setText(
            fill_text(self.tr("{money} · 1 mo = 10 mp = 100 mc"),
                      money=money_text(row.money, self.session.setting))
            if self.medieval_money else money_text(row.money, self.session.setting)
        )
        view.tokens_spin.setValue(row.tokens)
        view.penalty_check.setChecked(row.token_penalty)
        view.xp_spin.setValue(row.xp)

    def _warn(self, widget: QWidget, on: bool) -> None:
        """Red text on ``widget`` while ``on`` (a palette: cheaper to switch than a style sheet)."""
        if self._warned.get(widget, False) == on:
            return
        self._warned[widget] = on
        palette = QPalette(self.view.palette())
        if on:
            palette.setColor(QPalette.ColorRole.WindowText, QColor(WARNING_COLOUR))
        widget.setPalette(palette)

    def _fill_skills(self, sheet: SheetView) -> None:
        self.skill_model.set_sheet(sheet)
        self._fill_pyramid(sheet)

    def _fill_pyramid(self, sheet: SheetView) -> None:
        check = sheet.pyramid
        colours = {"full": "#1b6e2a", "short": "#7a5c00", "over": "#b3261e"}
        spans = [
            f"<span style='color:{colours[row.status.value]}'>"
            f"{row.level}: {row.actual}/{row.allowed} {pyramid_status_name(row.status)}</span>"
            for row in check.rows
        ]
        # Three levels a line, broken by hand: a label that wraps itself makes every layout of
        # the sheet measure its height for each width tried.
        cells = "<br>".join(" · ".join(spans[start:start + 3])
                            for start in range(0, len(spans), 3))
        verdict = self.tr("valid") if check.fits else self.tr("over the pyramid")
        self.view.pyramid_label.setText(
            fill_text(self.tr("Pyramid {shape}: {verdict}<br>{cells}"),
                      shape=shape_name(check.shape.value), verdict=verdict, cells=cells)
        )
        self.view.pyramid_label.setToolTip(" ".join(check.warnings()))

    def _fill_derived(self, sheet: SheetView) -> None:
        keys = tuple(value.key for value in sheet.derived)
        if tuple(self._derived_labels) != keys:
            self._build_derived(keys)
        for value in sheet.derived:
            if self._shown_derived.get(value.key) == value:
                continue
            self._shown_derived[value.key] = value
            label = self._derived_labels[value.key]
            label.setText(str(value.value))
            label.setToolTip(explain(value))

    def _build_derived(self, keys: tuple[str, ...]) -> None:
        grid = self.view.derived_grid
        while grid.count():
            item = grid.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:
                old.deleteLater()
        self._derived_labels.clear()
        self._shown_derived.clear()
        hint = self.tr("Hover a value to see its sum")
        for row, key in enumerate(keys):
            name = QLabel(derived_name(key))
            name.setToolTip(hint)
            label = QLabel()
            label.setObjectName(f"derived_{key}")
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            font = label.font()
            font.setBold(True)
            label.setFont(font)
            grid.addWidget(name, row, 0)
            grid.addWidget(label, row, 1)
            if key in ("melee_attack", "ranged_attack", "iniciativa"):
                button = QToolButton()
                button.setText(self.tr("Roll"))
                button.setObjectName(f"roll_{key}")
                button.setToolTip(self.tr("Roll it in the dice panel"))
                if key == "iniciativa":
                    button.clicked.connect(self.roll_initiative)
                else:
                    button.clicked.connect(lambda _=False, k=key: self.roll_attack(k))
                grid.addWidget(button, row, 2)
            self._derived_labels[key] = label
        # Rows with and without a Roll button the same height: the values read as one column.
        buttons = [item.widget() for index in range(grid.count())
                   if (item := grid.itemAt(index)) is not None
                   and isinstance(item.widget(), QToolButton)]
        height = max((button.sizeHint().height() for button in buttons if button), default=0)
        for row in range(len(keys)):
            grid.setRowMinimumHeight(row, height)

    def _fill_health(self, sheet: SheetView) -> None:
        view = self.view
        details = sheet.details
        view.wounds_spin.setValue(details.character.wounds)
        view.hp_label.setText(fill_text(self.tr("{current} of {maximum}"),
                                        current=sheet.current_hp, maximum=details.hp_max))
        text = state_name(sheet.state)
        if sheet.rank_shift < 0:
            text += " — " + self.tr("every roll at −1 rank")
        view.state_label.setText(text)
        self._warn(view.state_label, sheet.rank_shift < 0)

    def _fill_healers(self) -> None:
        """Who may roll Medicina: every character. Read when the GM first opens the list or
        treats (not with every sheet opened), and again when the list of characters changes."""
        if self.session.closed:
            return
        combo = self.view.healer_combo
        current = combo.currentData()
        combo.clear()
        for summary in self.session.characters():
            combo.addItem(summary.name, summary.id)
        index = combo.findData(current)
        combo.setCurrentIndex(index if index >= 0 else 0)

    def _fill_equipment(self, sheet: SheetView) -> None:
        if sheet.equipment == self._shown_equipment:
            return
        self._shown_equipment = sheet.equipment
        table = self.view.equipment_table
        table.setRowCount(len(sheet.equipment))
        for row, line in enumerate(sheet.equipment):
            name = QTableWidgetItem(line.name)
            name.setFlags(name.flags() & ~Qt.ItemFlag.ItemIsEditable)
            table.setItem(row, 0, name)
            kind = QTableWidgetItem(kind_name(line.kind))
            kind.setFlags(kind.flags() & ~Qt.ItemFlag.ItemIsEditable)
            table.setItem(row, 1, kind)
            quantity = QTableWidgetItem()
            quantity.setFlags(quantity.flags() & ~Qt.ItemFlag.ItemIsEditable)
            quantity.setData(Qt.ItemDataRole.UserRole, line.id)
            table.setItem(row, 2, quantity)
            spin = QSpinBox()
            spin.setObjectName(f"quantity_{line.id}")
            spin.setRange(1, QUANTITY_MAX)
            spin.setKeyboardTracking(False)
            spin.setValue(line.quantity)
            spin.setToolTip(self.tr("How many the character carries; remove the item to carry "
                                    "none"))
            spin.valueChanged.connect(
                lambda value, i=line.id: self.set_quantity(i, value)
            )
            table.setCellWidget(row, 2, spin)
            equipped = QTableWidgetItem()
            equipped.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
            equipped.setCheckState(Qt.CheckState.Checked if line.equipped
                                   else Qt.CheckState.Unchecked)
            equipped.setData(Qt.ItemDataRole.UserRole, line.id)
            table.setItem(row, 3, equipped)
            if line.both_grips and line.equipped:
                combo = QComboBox()
                for grip in ("one_hand", "two_hands"):
                    combo.addItem(grip_name(grip), grip)
                combo.setCurrentIndex(max(0, combo.findData(line.grip)))
                combo.activated.connect(
                    lambda _i, c=combo, i=line.id: self.equip(i, True, str(c.currentData()))
                )
                table.setCellWidget(row, 4, combo)
            else:
                table.removeCellWidget(row, 4)
                grip_item = QTableWidgetItem(grip_name(line.grip) if line.grip else "")
                grip_item.setFlags(grip_item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                table.setItem(row, 4, grip_item)
            warning = QTableWidgetItem(" ".join(line.warnings))
            warning.setFlags(warning.flags() & ~Qt.ItemFlag.ItemIsEditable)
            warning.setToolTip(" ".join(line.warnings))
            table.setItem(row, 5, warning)

    def _fill_spells(self, sheet: SheetView) -> None:
        spells = sheet.details.spells
        key = tuple((s.id, s.name, s.level, s.difficulty, s.mana_cost, s.notes) for s in spells)
        if key == self._shown_spells:
            return
        self._shown_spells = key
        table = self.view.spells_table
        table.setRowCount(len(spells))
        for row, spell in enumerate(spells):
            values = (spell.name, str(spell.level), str(spell.difficulty), str(spell.mana_cost),
                      spell.notes)
            for column, text in enumerate(values):
                item = QTableWidgetItem(text)
                if column == 0:
                    item.setData(Qt.ItemDataRole.UserRole, spell.id)
                table.setItem(row, column, item)


def fill_text(template: str, **values: object) -> str:
    """``template`` with ``{name}`` placeholders filled (translations may move them)."""
    return template.format(**values)


def _catalog_ref(event: QDropEvent) -> object | None:
    from ryf_desktop.ui.catalog.mime import read_entry_mime

    return read_entry_mime(event.mimeData())


def sheet_title(name: str) -> str:
    return QCoreApplication.translate("CharacterSheet", "Sheet: {name}").format(name=name)
