"""The campaign's dialogs, dock, banner and menus in Spanish: no English left on screen, and
Alt+letters that do not clash. Extends the walk of test_translations.py to the new windows."""

from __future__ import annotations

import random
import stat
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTranslator
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu, QWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.profile import HEROICO, REALISTA
from ryf_desktop.rules.skills import Setting
from ryf_desktop.session import ensure_demo_campaign
from ryf_desktop.storage import BackupInfo, CampaignFile, LockHolder
from ryf_desktop.ui.campaign.lock_dialog import LockDialog
from ryf_desktop.ui.campaign.new_dialog import NewCampaignDialog, NewCampaignRequest
from ryf_desktop.ui.campaign.restore_dialog import RestoreBackupDialog
from ryf_desktop.ui.campaign.settings_dialog import CampaignSettingsDialog
from ryf_desktop.ui.main_window import MainWindow
from tests.ui.test_campaign_recent import recent_buttons
from tests.ui.test_translations import (
    compiled_qm,
    english_in,
    mnemonics,
    spanish,
)

__all__ = ["compiled_qm", "spanish"]  # fixtures, used by name


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    return folder


def assert_no_english(root: QWidget) -> None:
    offenders = english_in(root)
    assert not offenders, "English text in Spanish:\n" + "\n".join(offenders)


def assert_accelerators_unique(root: QWidget) -> None:
    texts = [
        widget.text()
        for widget in root.findChildren(QWidget)
        if isinstance(widget, (QLabel, QAbstractButton)) and widget.isVisibleTo(root)
    ]
    letters = [letter for text in texts for letter in mnemonics(text)]
    clashes = sorted({letter for letter in letters if letters.count(letter) > 1})
    assert not clashes, f"accelerators {clashes} repeat: {texts}"


HOLDER = LockHolder(
    user="marta", host="portatil-mesa", pid=4242, since=datetime(2024, 5, 1, 18, 30, tzinfo=UTC),
    program="RyF Desktop",
)


def test_the_walk_finds_english_in_an_english_dialog(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = NewCampaignDialog(tmp_path)
    qtbot.addWidget(dialog)
    assert any("Create campaign" in offender for offender in english_in(dialog))


def test_new_campaign_dialog_in_spanish(
    spanish: list[QTranslator], qtbot: QtBot, tmp_path: Path
) -> None:
    del spanish
    (tmp_path / "Mesa.ryf").write_bytes(b"")
    dialog = NewCampaignDialog(tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.windowTitle() == "Nueva campaña"
    assert dialog.create_button.text() == "Crear campaña"
    assert_no_english(dialog)
    assert_accelerators_unique(dialog)
    dialog.create_button.click()  # empty name
    assert dialog.name_error.text().startswith("La campaña necesita un nombre")
    dialog.points.spin.setValue(50)
    assert "entre 16 y 40" in dialog.points.error.text()
    dialog.setting_combo.setCurrentIndex(2)
    dialog.name_edit.setText("Mesa")  # the file exists: the replace box shows
    assert dialog.replace_check.isVisible()
    assert_no_english(dialog)
    dialog.replace_check.click()
    assert_no_english(dialog)
    dialog.path_edit.setText(str(tmp_path / "no-existe" / "x.ryf"))
    assert_no_english(dialog)


@pytest.mark.parametrize("read_only", [False, True], ids=["editable", "read-only"])
def test_campaign_settings_dialog_in_spanish(
    spanish: list[QTranslator], qtbot: QtBot, read_only: bool
) -> None:
    del spanish
    dialog = CampaignSettingsDialog("Mesa", Setting.FUTURO, REALISTA, read_only=read_only)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.setting_label.text() == "Futuro"
    assert dialog.rules.pyramids_combo.currentText() == "Realistas"
    assert_no_english(dialog)
    assert_accelerators_unique(dialog)
    if not read_only:
        dialog.name_edit.clear()
        dialog.rules.points.spin.setValue(12)
        dialog.rules.critical_combo.setCurrentIndex(1)
        assert_no_english(dialog)


def test_restore_dialog_in_spanish(
    spanish: list[QTranslator], qtbot: QtBot, tmp_path: Path
) -> None:
    del spanish
    now = datetime(2024, 5, 1, 20, 0, tzinfo=UTC)
    backups = [
        BackupInfo(tmp_path / f"b{index}.ryf", now - age, 250_000 * (index + 1))
        for index, age in enumerate(
            (timedelta(seconds=20), timedelta(minutes=31), timedelta(hours=5), timedelta(days=2))
        )
    ]
    dialog = RestoreBackupDialog("Mesa", backups, now=now)
    qtbot.addWidget(dialog)
    dialog.show()
    ages = [dialog.table.topLevelItem(row).text(1) for row in range(4)]  # type: ignore[union-attr]
    assert ages == ["ahora mismo", "hace 31 minutos", "hace 5 horas", "hace 2 días"]
    assert_no_english(dialog)
    empty = RestoreBackupDialog("Mesa", [], now=now)
    qtbot.addWidget(empty)
    empty.show()
    assert empty.empty_label.isVisible()
    assert_no_english(empty)


def test_lock_dialog_in_spanish(spanish: list[QTranslator], qtbot: QtBot) -> None:
    del spanish
    dialog = LockDialog(HOLDER, Path("mesa.ryf"))
    qtbot.addWidget(dialog)
    assert dialog.read_only_button.text() == "Abrir en solo lectura"
    assert "marta" in dialog.informativeText()
    assert "portatil-mesa" in dialog.informativeText()
    assert_no_english(dialog)


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    made = MainWindow(QSettings(), rng=random.Random(4), persist_layout=False, take_backups=False)
    qtbot.addWidget(made)
    made.show()
    qtbot.waitExposed(made)
    yield made
    made.close()


def test_main_window_with_a_campaign_in_spanish(
    spanish: list[QTranslator], window: MainWindow, tmp_path: Path
) -> None:
    del spanish
    path = tmp_path / "mesa.ryf"
    request = NewCampaignRequest(path, "Mesa", Setting.MEDIEVAL, HEROICO, replace=False)
    assert window.campaign.create_campaign(request)
    window.campaign.next_day()
    window.campaign.next_day()
    window.campaign_actions.undo_action.trigger()
    window.dice_roller.view.roll_button.click()
    window.campaign.actions.recent_menu.aboutToShow.emit()
    assert window.windowTitle() == "Mesa — RyF Desktop"
    assert window.campaign_actions.undo_action.text() == "Deshacer: Ir al día 2"
    assert window.campaign_actions.redo_action.text() == "Rehacer: Ir al día 3"
    overview = window.campaign_overview.view
    assert overview.count_labels["characters"].text() == "0 personajes"
    assert overview.count_labels["maps"].text() == "0 mapas"
    model = window.campaign_overview.log
    assert str(model.data(model.index(0, 0))).startswith("Día 2 · ")
    offenders = english_in(window)
    assert_accelerators_in_menus(window)

    window.campaign.close_campaign()
    offenders += english_in(window)
    assert recent_buttons(window.campaign_overview.view)[0].text() == "Mesa"
    assert not offenders, "English text in Spanish:\n" + "\n".join(sorted(set(offenders)))



def test_a_sheet_of_the_demo_in_spanish(
    spanish: list[QTranslator], window: MainWindow, tmp_path: Path
) -> None:
    """A whole sheet — skills with their headers and tips, equipment, spells — in Spanish."""
    del spanish
    path = ensure_demo_campaign(tmp_path / "demo.ryf")
    assert window.campaign.open_path(path)
    docks, session = window.sheet_docks.docks, window.campaign.session
    assert docks is not None and session is not None
    alex = next(row.id for row in session.characters() if row.name == "Álex Rivera")
    sheet = docks.sheets.open_sheet(alex)
    assert sheet is not None
    skills = sheet.view.skills_table.model()
    assert skills.headerData(0, Qt.Orientation.Horizontal) == "Habilidad"
    offenders = english_in(window)
    window.campaign.close_campaign()
    assert not offenders, "English text in Spanish:\n" + "\n".join(sorted(set(offenders)))

def assert_accelerators_in_menus(window: MainWindow) -> None:
    for menu in window.findChildren(QMenu):
        letters = [letter for action in menu.actions() for letter in mnemonics(action.text())]
        clashes = sorted({letter for letter in letters if letters.count(letter) > 1})
        assert not clashes, f"accelerators {clashes} repeat in {menu.title()!r}"


def test_read_only_banners_in_spanish(
    spanish: list[QTranslator], window: MainWindow, tmp_path: Path
) -> None:
    del spanish
    held = tmp_path / "ocupada.ryf"
    CampaignFile.create(held, "Ocupada", Setting.MEDIEVAL).close()
    with CampaignFile.open(held):
        assert window.campaign.open_path(held, read_only=True)
        banner = window.read_only_banner
        assert banner.message_label.text().startswith("<b>Solo lectura:</b>")
        assert banner.action_button.text() == "Abrir para editar"
        assert window.windowTitle() == "Ocupada [solo lectura] — RyF Desktop"
        offenders = english_in(window)

    locked_out = tmp_path / "protegida.ryf"
    CampaignFile.create(locked_out, "Protegida", Setting.ACTUAL).close()
    locked_out.chmod(stat.S_IRUSR)
    try:
        assert window.campaign.open_path(locked_out)
        assert window.read_only_banner.action_button.text() == "Editar una copia…"
        offenders += english_in(window)
    finally:
        window.campaign.close_campaign()
        locked_out.chmod(stat.S_IRUSR | stat.S_IWUSR)
    assert not offenders, "English text in Spanish:\n" + "\n".join(sorted(set(offenders)))


def test_a_moment_reads_with_the_month_by_name_in_spanish() -> None:
    """The lock dialog's "since" read "6 12 2026 02:46"; now as a Spanish GM writes it."""
    from datetime import datetime

    from PySide6.QtCore import QLocale

    from ryf_desktop.ui.campaign.labels import moment_text

    previous = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Spanish, QLocale.Country.Spain))
    try:
        assert moment_text(datetime(2026, 12, 6, 2, 46)) == "6 dic 2026, 02:46"
    finally:
        QLocale.setDefault(previous)
