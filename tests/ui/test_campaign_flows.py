"""The campaign in the window, used the way a GM uses it: File → New, Next day, Undo and Redo,
read-only and locked files, damaged files, Save a copy, Restore a backup, the start-up campaign,
and dice rolls written into the campaign's log."""

from __future__ import annotations

import random
import stat
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QFile, QSettings, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.profile import HARSH_ATTRIBUTE_POINTS, HEROICO, REALISTA
from ryf_desktop.rules.skills import Setting
from ryf_desktop.session import CampaignSession, SetDay, demo_campaign_path
from ryf_desktop.storage import CampaignFile, CampaignFileError, LockHolder
from ryf_desktop.ui.campaign import file_dialogs
from ryf_desktop.ui.campaign.lock_dialog import LockDialog
from ryf_desktop.ui.campaign.new_dialog import NewCampaignDialog, NewCampaignRequest
from ryf_desktop.ui.campaign.overview_view import CAMPAIGN_PAGE, EMPTY_PAGE
from ryf_desktop.ui.campaign.restore_dialog import RestoreBackupDialog
from ryf_desktop.ui.campaign.settings_dialog import CampaignSettingsDialog
from ryf_desktop.ui.main_window import MainWindow
from tests.ui.test_campaign_recent import recent_buttons

Handler = Callable[[QWidget], None]


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Backups and the demo campaign go to a folder of the test, never the user's."""
    folder = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    return folder


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    made = MainWindow(
        QSettings(), rng=random.Random(3), persist_layout=False, take_backups=False
    )
    qtbot.addWidget(made)
    made.show()
    qtbot.waitExposed(made)
    yield made
    made.close()


@pytest.fixture
def campaigns(tmp_path: Path) -> Path:
    folder = tmp_path / "campaigns"
    folder.mkdir()
    return folder


def on_next_modal(handle: Handler, *, after: QWidget | None = None) -> list[QWidget]:
    """Call ``handle`` with the next modal window that opens (a dialog run with ``exec``)."""
    seen: list[QWidget] = []
    tries = [0]

    def poll() -> None:
        widget = QApplication.activeModalWidget()
        tries[0] += 1
        if widget is None or widget is after:
            if tries[0] < 500:
                QTimer.singleShot(10, poll)
            return
        seen.append(widget)
        handle(widget)

    QTimer.singleShot(0, poll)
    return seen


def create(window: MainWindow, path: Path, name: str = "Mesa de los jueves") -> CampaignSession:
    request = NewCampaignRequest(path, name, Setting.MEDIEVAL, HEROICO, replace=False)
    assert window.campaign.create_campaign(request)
    session = window.campaign.session
    assert session is not None
    return session


def make_campaign_file(path: Path, name: str = "Archivo viejo") -> Path:
    CampaignFile.create(path, name, Setting.MEDIEVAL).close()
    return path


def fill_new_dialog(dialog: NewCampaignDialog, name: str, path: Path) -> None:
    QTest.keyClicks(dialog.name_edit, name)
    dialog.setting_combo.setCurrentIndex(dialog.setting_combo.findData("futuro"))
    dialog.realista_radio.click()
    dialog.harsh_check.click()
    dialog.path_edit.clear()
    QTest.keyClicks(dialog.path_edit, str(path))


# --- File → New campaign… -------------------------------------------------------------------------


def test_new_campaign_through_the_dialog_shows_in_title_and_overview(
    window: MainWindow, campaigns: Path
) -> None:
    path = campaigns / "marca.ryf"

    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, NewCampaignDialog)
        fill_new_dialog(dialog, "La Marca del Este", path)
        QTest.mouseClick(dialog.create_button, Qt.MouseButton.LeftButton)

    seen = on_next_modal(answer)
    window.campaign_actions.new_action.trigger()

    assert seen, "the New campaign dialog did not open"
    session = window.campaign.session
    assert session is not None
    assert session.path == path
    assert window.windowTitle() == "La Marca del Este — RyF Desktop"
    assert session.setting is Setting.FUTURO
    assert session.profile == REALISTA.with_changes(attribute_points=HARSH_ATTRIBUTE_POINTS)
    overview = window.campaign_overview.view
    assert overview.pages.currentIndex() == CAMPAIGN_PAGE
    assert overview.name_label.text() == "La Marca del Este"
    assert overview.day_label.text() == "1"
    assert "Future" in overview.subtitle_label.text()
    assert overview.rules_preset.text() == "Realista with 22 attribute points"
    assert window.campaign.memory.recent() == [path]
    assert window.campaign.memory.last() == path


def test_new_campaign_dialog_says_what_is_missing(qtbot: QtBot, campaigns: Path) -> None:
    dialog = NewCampaignDialog(campaigns)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.name_error.isVisible()  # no scolding before the GM has tried
    QTest.mouseClick(dialog.create_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert dialog.name_error.isVisible()
    assert "needs a name" in dialog.name_error.text()

    QTest.keyClicks(dialog.name_edit, "Mesa")
    assert not dialog.name_error.isVisible()
    assert dialog.path() == campaigns / "Mesa.ryf"
    dialog.points.spin.setValue(50)
    assert "between 16 and 40" in dialog.points.error.text()
    QTest.mouseClick(dialog.create_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    dialog.points.spin.setValue(16)
    assert not dialog.points.error.isVisible()

    dialog.path_edit.setText(str(campaigns / "missing" / "x.ryf"))
    assert "does not exist" in dialog.path_message.text()
    dialog.path_edit.setText(str(campaigns / "Mesa.ryf"))
    QTest.mouseClick(dialog.create_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == NewCampaignDialog.DialogCode.Accepted
    request = dialog.request()
    assert request.name == "Mesa"
    assert request.profile == HEROICO.with_changes(attribute_points=16)
    assert request.setting is Setting.MEDIEVAL


def test_new_campaign_over_an_existing_file_needs_consent(
    qtbot: QtBot,
    window: MainWindow,
    campaigns: Path,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    path = make_campaign_file(campaigns / "vieja.ryf")
    old_bytes = path.read_bytes()
    dialog = NewCampaignDialog(campaigns)
    qtbot.addWidget(dialog)
    dialog.show()
    QTest.keyClicks(dialog.name_edit, "vieja")
    assert dialog.path() == path
    assert "already a file named vieja.ryf" in dialog.path_message.text()
    assert dialog.replace_check.isVisible()
    QTest.mouseClick(dialog.create_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    dialog.replace_check.click()
    assert "will be replaced" in dialog.path_message.text()
    QTest.mouseClick(dialog.create_button, Qt.MouseButton.LeftButton)
    request = dialog.request()
    assert request.replace

    trash = tmp_path / "trash"
    trash.mkdir()

    def move_to_trash(name: str) -> tuple[bool, str]:
        moved = trash / Path(name).name
        Path(name).rename(moved)
        return True, str(moved)

    monkeypatch.setattr(QFile, "moveToTrash", move_to_trash)
    assert window.campaign.create_campaign(request)
    assert window.campaign.session is not None
    assert window.campaign.session.name == "vieja"
    assert (trash / "vieja.ryf").read_bytes() == old_bytes


def test_a_campaign_open_elsewhere_is_not_replaced(
    window: MainWindow, campaigns: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = make_campaign_file(campaigns / "ocupada.ryf")
    shown: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "critical", lambda _parent, _title, text: shown.append(text)
    )
    with CampaignFile.open(path):
        request = NewCampaignRequest(path, "Otra", Setting.MEDIEVAL, HEROICO, replace=True)
        assert not window.campaign.create_campaign(request)
    assert shown
    assert "cannot be replaced" in shown[0]
    assert path.exists()


# --- Next day, Undo, Redo -------------------------------------------------------------------------


def test_next_day_then_undo_and_redo(qtbot: QtBot, window: MainWindow, campaigns: Path) -> None:
    session = create(window, campaigns / "dias.ryf")
    overview = window.campaign_overview.view
    undo = window.campaign_actions.undo_action
    redo = window.campaign_actions.redo_action
    assert not undo.isEnabled()

    QTest.mouseClick(overview.next_day_button, Qt.MouseButton.LeftButton)
    assert session.day == 2
    assert overview.day_label.text() == "2"
    assert undo.isEnabled()
    assert undo.text() == "Undo: Go to day 2"
    window.dock("undo_history").raise_()  # the history shows what its tab shows
    qtbot.waitUntil(lambda: window.undo_view.model().rowCount() == 2)  # "As opened", the step

    undo.trigger()
    assert session.day == 1
    assert overview.day_label.text() == "1"
    assert redo.isEnabled()
    assert redo.text() == "Redo: Go to day 2"

    redo.trigger()
    assert session.day == 2
    assert overview.day_label.text() == "2"
    # The file holds it, not just the window.
    assert CampaignFile.open(session.path, read_only=True).campaign().in_game_day == 2


def test_shortcuts_of_the_campaign_actions(window: MainWindow) -> None:
    actions = window.campaign_actions
    assert actions.new_action.shortcut() == QKeySequence("Ctrl+N")
    assert actions.open_action.shortcut() == QKeySequence("Ctrl+O")
    assert actions.save_copy_action.shortcut() == QKeySequence("Ctrl+Shift+S")
    assert actions.close_action.shortcut() == QKeySequence("Ctrl+W")
    assert actions.undo_action.shortcut() == QKeySequence("Ctrl+Z")
    assert actions.redo_action.shortcuts() == [
        QKeySequence("Ctrl+Shift+Z"),
        QKeySequence("Ctrl+Y"),
    ]
    assert window.quit_action.shortcut() == QKeySequence("Ctrl+Q")
    assert actions.undo_action in window.edit_menu.actions()


def test_keyboard_undo_in_the_window(qtbot: QtBot, window: MainWindow, campaigns: Path) -> None:
    session = create(window, campaigns / "teclas.ryf")
    window.campaign.next_day()
    window.campaign_overview.view.next_day_button.setFocus()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.day == 1
    QTest.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert session.day == 2


def test_a_refused_command_is_shown_in_the_status_bar_and_a_message_box(
    window: MainWindow, campaigns: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = create(window, campaigns / "fallo.ryf")
    shown: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda _parent, _title, text: shown.append(text)
    )
    assert not session.push(SetDay(session, 0))
    assert len(shown) == 1
    assert "between 1 and" in shown[0]
    assert window.statusBar().currentMessage() == shown[0]
    assert session.day == 1
    assert not window.campaign_actions.undo_action.isEnabled()


def test_campaign_settings_change_the_profile_in_one_undoable_step(
    window: MainWindow, campaigns: Path
) -> None:
    session = create(window, campaigns / "ajustes.ryf")

    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, CampaignSettingsDialog)
        assert dialog.rules.hp_spin.value() == HEROICO.hp_per_fisico
        dialog.name_edit.setText("Mesa renombrada")
        dialog.rules.preset_buttons["Realista"].click()
        dialog.rules.magic_check.setChecked(False)
        dialog.save_button.click()

    seen = on_next_modal(answer)
    window.campaign_actions.settings_action.trigger()
    assert seen
    assert session.name == "Mesa renombrada"
    assert session.profile == REALISTA.with_changes(magic=False)
    assert window.windowTitle() == "Mesa renombrada — RyF Desktop"
    assert window.campaign_overview.view.rules_preset.text() == "Custom rules"
    assert session.undo_stack.count() == 1

    window.statusBar().showMessage("a note of the step")  # as a move's "moved 7,5 m…"
    step = session.undo_stack.undoText()
    window.campaign_actions.undo_action.trigger()
    assert session.name == "Mesa de los jueves"
    assert session.profile == HEROICO
    # The step's note would be stale: the status bar says what was taken back instead.
    assert window.statusBar().currentMessage() == f"Undone: {step}"
    window.campaign_actions.redo_action.trigger()
    assert window.statusBar().currentMessage() == f"Redone: {step}"


def test_settings_dialog_refuses_points_out_of_range(qtbot: QtBot) -> None:
    dialog = CampaignSettingsDialog("Mesa", Setting.ACTUAL, HEROICO)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.rules.points.spin.setValue(41)
    assert "between 16 and 40" in dialog.rules.points.error.text()
    dialog.save_button.click()
    assert dialog.isVisible()
    dialog.rules.points.spin.setValue(40)
    dialog.save_button.click()
    assert dialog.result() == CampaignSettingsDialog.DialogCode.Accepted
    assert dialog.rules.profile() == HEROICO.with_changes(attribute_points=40)


# --- read-only, locked and damaged files ----------------------------------------------------------


@pytest.fixture
def read_only_file(campaigns: Path) -> Iterator[Path]:
    path = make_campaign_file(campaigns / "solo_lectura.ryf")
    path.chmod(stat.S_IRUSR | stat.S_IRGRP)
    yield path
    path.chmod(stat.S_IRUSR | stat.S_IWUSR)


def test_a_read_only_file_opens_with_a_banner_saying_why(
    window: MainWindow, read_only_file: Path
) -> None:
    assert window.campaign.open_path(read_only_file)
    session = window.campaign.session
    assert session is not None
    assert session.read_only
    banner = window.read_only_banner
    assert banner.isVisible()
    assert "cannot be written" in banner.message_label.text()
    assert banner.action_button.isVisible()
    assert banner.action_button.text() == "Edit a copy…"
    assert window.windowTitle() == "Archivo viejo [read-only] — RyF Desktop"
    assert not window.campaign_overview.view.next_day_button.isEnabled()
    assert not window.campaign_actions.restore_action.isEnabled()

    window.campaign.close_campaign()
    assert not banner.isVisible()
    assert window.windowTitle() == "RyF Desktop"


def test_edit_a_copy_of_a_read_only_file(
    window: MainWindow,
    read_only_file: Path,
    campaigns: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    copy = campaigns / "editable.ryf"
    monkeypatch.setattr(file_dialogs, "ask_save_path", lambda *_args: copy)
    assert window.campaign.open_path(read_only_file)
    window.read_only_banner.action_button.click()
    session = window.campaign.session
    assert session is not None
    assert session.path == copy
    assert not session.read_only
    assert not window.read_only_banner.isVisible()


def test_a_locked_campaign_names_its_holder_and_opens_read_only(
    window: MainWindow, campaigns: Path
) -> None:
    path = make_campaign_file(campaigns / "ocupada.ryf")
    with CampaignFile.open(path) as elsewhere:
        holder = elsewhere.lock_holder()
        assert isinstance(holder, LockHolder)
        texts: list[str] = []

        def answer(dialog: QWidget) -> None:
            assert isinstance(dialog, LockDialog)
            texts.append(dialog.text() + "\n" + dialog.informativeText())
            dialog.read_only_button.click()

        on_next_modal(answer)
        assert window.campaign.open_path(path)
        assert texts
        assert holder.user in texts[0]
        assert holder.host in texts[0]
        assert str(holder.pid) in texts[0]
        session = window.campaign.session
        assert session is not None
        assert session.read_only
        banner_text = window.read_only_banner.message_label.text()
        assert f"{holder.user} on the computer {holder.host}" in banner_text
        assert window.read_only_banner.action_button.text() == "Open for editing"


def test_cancelling_the_lock_dialog_opens_nothing(window: MainWindow, campaigns: Path) -> None:
    path = make_campaign_file(campaigns / "ocupada.ryf")
    with CampaignFile.open(path):

        def answer(dialog: QWidget) -> None:
            assert isinstance(dialog, LockDialog)
            dialog.cancel_button.click()

        on_next_modal(answer)
        assert not window.campaign.open_path(path)
    assert window.campaign.session is None
    assert window.campaign_overview.view.pages.currentIndex() == EMPTY_PAGE


def test_open_for_editing_once_the_other_copy_closed(window: MainWindow, campaigns: Path) -> None:
    path = make_campaign_file(campaigns / "liberada.ryf")
    assert window.campaign.open_path(path, read_only=True)
    assert window.read_only_banner.action_button.text() == "Open for editing"
    window.read_only_banner.action_button.click()
    session = window.campaign.session
    assert session is not None
    assert not session.read_only
    assert not window.read_only_banner.isVisible()


@pytest.mark.parametrize(
    "content",
    [b"", b"these are my notes, not a campaign\n" * 50, b"SQLite format 3\x00" + b"\x00" * 90],
    ids=["empty", "text", "truncated"],
)
def test_a_damaged_file_gets_the_storage_message_and_keeps_its_bytes(
    window: MainWindow, campaigns: Path, monkeypatch: pytest.MonkeyPatch, content: bytes
) -> None:
    path = campaigns / "rota.ryf"
    path.write_bytes(content)
    with pytest.raises(CampaignFileError) as expected:
        CampaignFile.open(path)
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox,
        "critical",
        lambda _parent, title, text: shown.append((title, text)),
    )
    assert not window.campaign.open_path(path)
    assert shown == [("The campaign could not be opened", str(expected.value))]
    assert path.read_bytes() == content
    assert window.campaign.session is None
    assert window.windowTitle() == "RyF Desktop"


# --- copies and backups ---------------------------------------------------------------------------


def test_save_a_copy(window: MainWindow, campaigns: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = create(window, campaigns / "original.ryf")
    window.campaign.next_day()
    dest = campaigns / "copia"
    asked: list[Path] = []

    def ask(_parent: object, _title: str, suggested: Path) -> Path:
        asked.append(suggested)
        return dest

    monkeypatch.setattr(file_dialogs, "ask_save_path", ask)
    window.campaign_actions.save_copy_action.trigger()
    assert asked == [campaigns / "original (copy).ryf"]
    written = campaigns / "copia.ryf"
    with CampaignFile.open(written, read_only=True) as copy:
        assert copy.campaign().in_game_day == 2
        assert copy.campaign().name == session.name
    assert "copia.ryf" in window.statusBar().currentMessage()
    assert window.campaign.session is session  # still working on the original


def test_restore_a_backup(
    window: MainWindow, campaigns: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = create(window, campaigns / "restaurar.ryf")
    path = session.path
    session.file.backup_now()  # day 1
    window.campaign.next_day()
    window.campaign.next_day()
    assert session.day == 3
    questions: list[str] = []

    def confirm(_parent: object, _title: str, text: str, *_args: object) -> object:
        questions.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", confirm)

    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, RestoreBackupDialog)
        assert dialog.table.topLevelItemCount() == 1
        assert dialog.table.topLevelItem(0) is not None
        QTest.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)

    seen = on_next_modal(answer)
    assert window.campaign.restore_a_backup()
    assert seen
    assert questions
    assert "changes made since then will be lost" in questions[0]
    reopened = window.campaign.session
    assert reopened is not None
    assert reopened is not session
    assert reopened.path == path
    assert reopened.day == 1
    assert window.campaign_overview.view.day_label.text() == "1"


# --- start-up -------------------------------------------------------------------------------------


def test_startup_without_a_file_opens_the_demo(window: MainWindow, data_dir: Path) -> None:
    window.campaign.open_at_startup(None)
    session = window.campaign.session
    assert session is not None
    assert session.path == demo_campaign_path()
    assert session.path.is_relative_to(data_dir)
    assert session.counts().characters == 4
    assert window.windowTitle() == f"{session.name} — RyF Desktop"


def test_startup_reopens_the_last_campaign(window: MainWindow, campaigns: Path) -> None:
    path = make_campaign_file(campaigns / "ultima.ryf")
    window.campaign.memory.set_last(path)
    window.campaign.open_at_startup(None)
    session = window.campaign.session
    assert session is not None
    assert session.path == path


def test_startup_falls_back_to_the_demo_when_the_last_campaign_is_damaged(
    window: MainWindow, campaigns: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = campaigns / "rota.ryf"
    path.write_bytes(b"not a campaign")
    monkeypatch.setattr(
        QMessageBox, "critical", lambda *_args: pytest.fail("no box at start")
    )
    window.campaign.memory.set_last(path)
    window.campaign.open_at_startup(None)
    session = window.campaign.session
    assert session is not None
    assert session.path == demo_campaign_path()
    assert path.read_bytes() == b"not a campaign"
    # The GM is told why their campaign did not come back.
    assert window.statusBar().currentMessage().startswith("Could not reopen rota.ryf: ")


def test_startup_with_a_file_and_with_demo(window: MainWindow, campaigns: Path) -> None:
    path = make_campaign_file(campaigns / "dada.ryf")
    window.campaign.open_at_startup(path)
    assert window.campaign.session is not None
    assert window.campaign.session.path == path
    window.campaign.open_at_startup(path, demo=True)
    assert window.campaign.session is not None
    assert window.campaign.session.path == demo_campaign_path()


# --- dice into the log, closing -------------------------------------------------------------------


def test_a_dice_roll_goes_into_the_campaign_log(window: MainWindow, campaigns: Path) -> None:
    session = create(window, campaigns / "tiradas.ryf")
    dice = window.dice_roller.view
    QTest.mouseClick(dice.roll_button, Qt.MouseButton.LeftButton)
    lines = session.log()
    assert len(lines) == 1
    assert lines[0].kind == "roll"
    shown = window.dice_roller.controller.log.rows[0]
    assert lines[0].text == f"{shown.what} → {shown.result}"
    assert lines[0].detail == shown.detail
    model = window.campaign_overview.log
    assert model.rowCount() == 1
    assert lines[0].text in str(model.data(model.index(0, 0)))
    assert not window.campaign_overview.view.log_empty.isVisible()


def test_the_dice_dock_rolls_without_a_campaign(window: MainWindow) -> None:
    QTest.mouseClick(window.dice_roller.view.roll_button, Qt.MouseButton.LeftButton)
    assert len(window.dice_roller.controller.log.rows) == 1
    assert window.campaign.session is None


def test_close_campaign_and_quit_release_the_file(window: MainWindow, campaigns: Path) -> None:
    session = create(window, campaigns / "cerrar.ryf")
    window.campaign_actions.close_action.trigger()
    assert session.closed
    assert window.campaign.session is None
    assert window.windowTitle() == "RyF Desktop"
    assert window.campaign_overview.view.pages.currentIndex() == EMPTY_PAGE
    assert not window.campaign_actions.save_copy_action.isEnabled()
    # The overview offers the campaign just closed.
    assert [button.text() for button in recent_buttons(window.campaign_overview.view)] == [
        "Mesa de los jueves"
    ]

    again = create(window, campaigns / "otra.ryf")
    window.close()
    assert again.closed
    with CampaignFile.open(again.path) as reopened:  # no lock left behind
        assert reopened.campaign().name == again.name
