"""Behaviour of one character's sheet: fills :class:`CharacterSheetView` from the session's
:func:`~ryf_desktop.session.sheet_view` and turns every edit into one session command.

What it shows lives in :mod:`~ryf_desktop.ui.sheet.sheet_display`, the equipment and spells
tables in :mod:`~ryf_desktop.ui.sheet.sheet_tables` and the skills' menu in
:mod:`~ryf_desktop.ui.sheet.sheet_skill_menu`; this class holds their state and the rest.

The sheet never computes a rule: totals, budgets, the pyramid, derived values and the health
state come from the session's query; it refreshes itself on ``character_changed`` for its
character (and on ``campaign_changed``: a new profile changes PV and pyramids). A refused edit
shows its reason above the sheet and puts the field back to the stored value.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
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
    Heal,
    MedicineAttempt,
    RaiseSkill,
    RemoveSkill,
    RemoveSpecialisation,
    SessionCommand,
    SetSkill,
    SetWounds,
    SheetView,
    sheet_view,
)
from ryf_desktop.session.catalog_queries import campaign_currency
from ryf_desktop.session.manual_harm import ManualHarm
from ryf_desktop.session.sheet_commands import (
    SetPortrait,
    medicine_refusal_now,
)
from ryf_desktop.session.sheet_queries import EquipmentLine, SkillLine, with_field
from ryf_desktop.ui.combat.harm_dialog import HarmDialog, harm_applier
from ryf_desktop.ui.combat.placement import main_window_of
from ryf_desktop.ui.dice.check_inputs import RollSubject
from ryf_desktop.ui.sheet.labels import (
    attribute_name,
    derived_name,
)
from ryf_desktop.ui.sheet.portrait import (
    PORTRAIT_SIZE,
    PortraitError,
    load_portrait,
)
from ryf_desktop.ui.sheet.sheet_display import SheetDisplay, fill_text
from ryf_desktop.ui.sheet.sheet_skill_menu import SkillMenus
from ryf_desktop.ui.sheet.sheet_tables import SheetTableEdits
from ryf_desktop.ui.sheet.sheet_view import CharacterSheetView
from ryf_desktop.ui.sheet.skill_table import SkillTableModel

#: Skills that heal with Medicina, by setting (medieval: Sanación/Hierbas).
MEDICINE_SKILLS = ("Medicina", "Sanación/Hierbas")
#: Fields whose edit the sheet shows from what it holds, without reading the file again.
FAST_FIELDS = frozenset({"fisico", "destreza", "inteligencia", "percepcion", "money", "xp",
                         "tokens"})


class RandomSource(Protocol):
    def randint(self, a: int, b: int, /) -> int: ...


@dataclass(frozen=True, slots=True)
class RollRequest:
    """A roll the sheet asks the dice panel for: everything filled in, with the reasons."""

    #: Whose roll and of what (Álex Rivera, Esquivar, and the character's id for the log).
    subject: RollSubject
    attribute: int
    #: None for an attribute roll.
    skill: int | None
    difficulty: str = ""
    specialisation: bool = False
    token: bool = False
    malherido: bool = False
    #: A spent token handed back by the GM: the next roll is at −1.
    penalty: bool = False


class CharacterSheetController(SheetDisplay, SheetTableEdits, SkillMenus, QObject):
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
        view.harm_button.clicked.connect(self.open_harm)
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
            subject=RollSubject(character.name, subject, self.character_id),
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

    def open_harm(self) -> HarmDialog | None:
        """Manual damage or healing for this character, in a window of the main window."""
        sheet = self.sheet
        if sheet is None:
            return None

        def push(command: ManualHarm) -> str | None:
            failures: list[str] = []
            record = failures.append
            self.session.command_failed.connect(record)
            try:
                done = self.push(command)
            finally:
                self.session.command_failed.disconnect(record)
            return None if done else (failures[-1] if failures else "")

        apply = harm_applier(self.session, push, self.rng, character_id=self.character_id)
        # The main window, through a floating sheets dock too: a real top-level window.
        dialog = HarmDialog(sheet.details.name, apply, parent=main_window_of(self.view))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

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

    def _show_name(self, name: str) -> None:
        self.name_shown.emit(name)

    def _show(self, sheet: SheetView) -> None:
        self.sheet = sheet
        self._filling = True
        try:
            self._fill(sheet)
        finally:
            self._filling = False



def _catalog_ref(event: QDropEvent) -> object | None:
    from ryf_desktop.ui.catalog.mime import read_entry_mime

    return read_entry_mime(event.mimeData())


def sheet_title(name: str) -> str:
    return QCoreApplication.translate("CharacterSheet", "Sheet: {name}").format(name=name)
