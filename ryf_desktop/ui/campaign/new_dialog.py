"""File → New campaign…: the name, the setting, the rules preset, the attribute points, the file
(what is wrong said under its field)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QWidget,
)

from ryf_desktop.rules.profile import HARSH_ATTRIBUTE_POINTS, HEROICO, REALISTA, RulesProfile
from ryf_desktop.rules.skills import Setting
from ryf_desktop.storage import CAMPAIGN_SUFFIX, file_name_for
from ryf_desktop.ui.campaign import file_dialogs, labels
from ryf_desktop.ui.campaign.recent import same_file
from ryf_desktop.ui.campaign.settings_dialog import AttributePointsInput, choice_combo
from ryf_desktop.ui.campaign.widgets import form_rows, hint_label, stacked
from ryf_desktop.ui.common.widgets import (
    STRETCH,
    InlineMessage,
    dialog_buttons,
    dialog_column,
    fill,
    heading,
    named,
)
from ryf_desktop.ui.dice.formatting import number
from ryf_desktop.ui.tones import Tone


@dataclass(frozen=True)
class NewCampaignRequest:
    """What the GM asked for; ``replace`` is their consent to replace an existing file."""

    path: Path
    name: str
    setting: Setting
    profile: RulesProfile
    replace: bool


class NewCampaignDialog(QDialog):
    """Ask for a new campaign. ``open_campaign`` is the file open now (it cannot be replaced)."""

    def __init__(
        self,
        folder: Path,
        *,
        open_campaign: Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("new_campaign_dialog")
        self.setWindowTitle(self.tr("New campaign"))
        self._open_campaign = open_campaign
        self._folder = folder
        self._path_typed = False
        self._tried = False
        # Dialog layout, read top to bottom as the dialog shows it: longer than 80 lines.
        title = heading(self.tr("A new campaign file"))
        intro = hint_label(self.tr(
            "Everything of the campaign lives in this one file: characters, maps, combats "
            "and the log. Every change is saved as you make it."))

        self.name_edit = named(QLineEdit(), "campaign_name")
        self.name_edit.setPlaceholderText(self.tr("e.g. The Crown of Ashes"))
        self.name_edit.setMaxLength(120)
        self.name_error = named(InlineMessage(), "campaign_name_error")

        self.setting_combo = choice_combo("campaign_setting", Setting, labels.setting_name)
        self.setting_hint = hint_label()

        self.heroico_radio = named(QRadioButton("Heroico"), "preset_heroico")
        self.heroico_radio.setChecked(True)
        # Radio buttons of one parent exclude each other (Qt's autoExclusive): no group needed.
        self.realista_radio = named(QRadioButton("Realista"), "preset_realista")
        heroico_hint = hint_label(self.tr("{pv} PV per point of Físico, heroic skill pyramids")
                                  .format(pv=number(HEROICO.hp_per_fisico)))
        realista_hint = hint_label(self.tr("{pv} PV per point of Físico, realistic skill pyramids")
                                   .format(pv=number(REALISTA.hp_per_fisico)))
        presets = QFormLayout()
        presets.setVerticalSpacing(2)
        presets.addRow(self.heroico_radio, heroico_hint)
        presets.addRow(self.realista_radio, realista_hint)

        self.points = AttributePointsInput("attribute_points", advice=True)
        self.points.spin.setValue(HEROICO.attribute_points)
        self.points.spin.setAccelerated(True)
        self.harsh_check = named(QCheckBox(self.tr("Harsher campaign ({points} points)").format(
            points=number(HARSH_ATTRIBUTE_POINTS))), "harsh_campaign")
        points_row = fill(QHBoxLayout(), self.points.spin, 12, self.harsh_check, STRETCH)
        self.points_hint = hint_label(
            self.tr("Shared among the four attributes at creation, each from 4 to 10"))

        self.path_edit = named(QLineEdit(), "campaign_path")
        self.browse_button = QPushButton(self.tr("Browse…"))
        self.browse_button.setToolTip(self.tr("Choose the folder and name of the campaign file"))
        path_row = fill(QHBoxLayout(), (self.path_edit, 1), self.browse_button)
        self.path_message = named(InlineMessage(), "campaign_path_message")
        self.replace_check = named(
            QCheckBox(self.tr("Replace the existing file")), "replace_existing",
            self.tr("The old file is moved to the trash, where it can still be recovered"))
        self.replace_check.setVisible(False)

        form = form_rows(
            QFormLayout(),
            (self.tr("&Name"), stacked(self.name_edit, self.name_error), self.name_edit),
            (self.tr("&Setting"), stacked(self.setting_combo, self.setting_hint),
             self.setting_combo),
            (self.tr("Rules"), presets, None),
            (self.tr("A&ttribute points"), stacked(points_row, self.points_hint, self.points.error),
             self.points.spin),
            (self.tr("&File"), stacked(path_row, self.path_message, self.replace_check),
             self.path_edit),
        )
        form.setVerticalSpacing(6)

        self.buttons = dialog_buttons(self, self.tr("Create campaign"), cancel=self.tr("Cancel"))
        self.create_button = named(
            self.buttons.button(QDialogButtonBox.StandardButton.Ok), "create_campaign_button")

        dialog_column(self, title, intro, 4, form, STRETCH, self.buttons)
        self.setMinimumWidth(600)
        self.name_edit.textChanged.connect(self._follow_name)
        self.name_edit.textChanged.connect(lambda _text: self._validate())
        self.path_edit.textEdited.connect(self._path_edited)
        self.path_edit.textChanged.connect(lambda _text: self._validate())
        self.setting_combo.currentIndexChanged.connect(lambda _index: self._setting_changed())
        self.points.spin.valueChanged.connect(self._points_changed)
        self.harsh_check.toggled.connect(self._harsh_toggled)
        self.replace_check.toggled.connect(lambda _on: self._validate())
        self.browse_button.clicked.connect(self.browse)
        self._setting_changed()
        self._follow_name()
        self._validate()

    def _follow_name(self) -> None:
        # The file is named after the campaign until the GM types or picks a file of their own.
        if not self._path_typed:
            text = self.path_edit.text().strip()
            folder = Path(text).expanduser().parent if text else self._folder
            self.path_edit.setText(str(folder / self._file_name()))

    def _file_name(self) -> str:
        return file_name_for(self.name_edit.text(), self.tr("New campaign"))

    def _path_edited(self) -> None:
        self._path_typed = True
        self.replace_check.setChecked(False)

    def _setting_changed(self) -> None:
        self.setting_hint.setText(labels.setting_description(self.setting()))

    def _points_changed(self, value: int) -> None:
        with QSignalBlocker(self.harsh_check):
            self.harsh_check.setChecked(value == HARSH_ATTRIBUTE_POINTS)
        self._validate()

    def _harsh_toggled(self, harsh: bool) -> None:
        self.points.spin.setValue(HARSH_ATTRIBUTE_POINTS if harsh else HEROICO.attribute_points)

    def browse(self) -> None:
        path = file_dialogs.ask_save_path(self, self.tr("New campaign file"), self.path())
        if path is None:
            return
        if path.suffix.lower() != CAMPAIGN_SUFFIX:
            path = path.with_name(path.name + CAMPAIGN_SUFFIX)
        self._path_typed = True
        self.path_edit.setText(str(path))
        # The file dialog has already asked whether to replace an existing file.
        self.replace_check.setChecked(path.exists())

    def setting(self) -> Setting:
        return Setting(self.setting_combo.currentData())

    def profile(self) -> RulesProfile:
        preset = REALISTA if self.realista_radio.isChecked() else HEROICO
        return preset.with_changes(attribute_points=self.points.spin.value())

    def path(self) -> Path:
        text = self.path_edit.text().strip()
        if not text:
            return self._folder / self._file_name()
        path = Path(text).expanduser()
        if text.endswith(("/", os.sep)) or not path.name or path.is_dir():
            return path  # a folder: the check below says a file name is missing
        if path.suffix.lower() != CAMPAIGN_SUFFIX:
            path = path.with_name(path.name + CAMPAIGN_SUFFIX)
        return path

    def request(self) -> NewCampaignRequest:
        return NewCampaignRequest(
            path=self.path(),
            name=self.name_edit.text().strip(),
            setting=self.setting(),
            profile=self.profile(),
            replace=self.replace_check.isChecked() and self.path().exists(),
        )

    def _validate(self) -> bool:
        """Show what is wrong under each field; errors about empty fields wait for a first try."""
        name_ok = bool(self.name_edit.text().strip())
        self.name_error.set_message(
            ""
            if name_ok or not (self._tried or self.name_edit.isModified())
            else self.tr("The campaign needs a name: type one, such as “The Crown of Ashes”.")
        )
        points_ok = self.points.check()
        path_ok = self._check_path()
        return name_ok and points_ok and path_ok

    def _check_path(self) -> bool:
        text = self.path_edit.text().strip()
        path = self.path()
        self.replace_check.setVisible(False)
        self.path_message.set_tone(Tone.DANGER)
        replacing = False
        if not text:
            problem = self.tr("Choose where to save the campaign file.")
        elif path.is_dir() or not path.name:
            problem = self.tr("{path} is a folder. Type a name for the campaign file.")
        elif not path.parent.is_dir():
            problem = self.tr(
                "The folder {folder} does not exist. Choose a folder that exists with Browse…")
        elif self._open_campaign is not None and same_file(path, self._open_campaign):
            problem = self.tr(
                "{name} is the campaign open now. Choose another name for the new campaign.")
        elif not path.exists():
            problem = ""
        elif replacing := self.replace_check.isChecked():
            self.replace_check.setVisible(True)
            self.path_message.set_tone(Tone.NEUTRAL)
            problem = self.tr("{name} will be replaced; the old file goes to the trash.")
        else:
            self.replace_check.setVisible(True)
            problem = self.tr(
                "There is already a file named {name} in this folder. Choose another name, or "
                "tick “Replace the existing file”.")
        self.path_message.set_message(
            problem.format(path=str(path), folder=str(path.parent), name=path.name))
        return replacing or not problem

    def accept(self) -> None:
        self._tried = True
        if not self._validate():
            for field, message in (
                (self.name_edit, self.name_error),
                (self.points.spin, self.points.error),
                (self.path_edit, self.path_message),
            ):
                if message.isVisibleTo(self) and message.text():
                    field.setFocus()
                    break
            return
        super().accept()
