"""What the program remembers between runs: recent campaigns (at most ten, by name, missing ones
greyed), the last campaign, the Open recent menu built from them, and the folder New suggests."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from ryf_desktop.ui.campaign.overview_view import CampaignOverviewView
from ryf_desktop.ui.campaign.recent import RECENT_MAX, CampaignMemory, default_folder
from ryf_desktop.ui.main_window import MainWindow


def touch(folder: Path, name: str) -> Path:
    path = folder / name
    path.write_bytes(b"")
    return path


def test_recent_keeps_the_newest_ten_without_repeats(tmp_path: Path) -> None:
    memory = CampaignMemory(QSettings())
    paths = [touch(tmp_path, f"c{number}.ryf") for number in range(12)]
    for path in paths:
        memory.add_recent(path)
    memory.add_recent(paths[5])
    recent = memory.recent()
    assert len(recent) == RECENT_MAX == 10
    assert recent[0] == paths[5]
    assert recent[1:4] == [paths[11], paths[10], paths[9]]
    assert paths[0] not in recent
    assert paths[1] not in recent
    assert len(set(recent)) == len(recent)


def test_missing_files_are_kept_but_not_offered(tmp_path: Path) -> None:
    memory = CampaignMemory(QSettings())
    kept = touch(tmp_path, "queda.ryf")
    gone = touch(tmp_path, "borrada.ryf")
    memory.add_recent(kept, "Queda")
    memory.add_recent(gone, "Borrada")
    gone.unlink()
    assert memory.recent() == [kept]
    # Still remembered, marked missing (a disk may come back): the menu shows it greyed.
    again = CampaignMemory(QSettings())
    assert [(e.path, e.name, e.exists) for e in again.recent_entries()] == [
        (gone, "Borrada", False), (kept, "Queda", True)
    ]
    touch(tmp_path, "borrada.ryf")
    assert again.recent() == [gone, kept]


def test_names_follow_the_list(tmp_path: Path) -> None:
    memory = CampaignMemory(QSettings())
    paths = [touch(tmp_path, f"c{number}.ryf") for number in range(RECENT_MAX + 1)]
    for number, path in enumerate(paths):
        memory.add_recent(path, f"Campaña {number}")
    assert memory.name_of(paths[-1]) == "Campaña 10"
    assert memory.name_of(paths[0]) is None, "a file that fell off the list is forgotten"
    memory.set_name(paths[-1], "Renombrada")
    assert memory.recent_entries()[0].name == "Renombrada"
    memory.forget(paths[-1])
    assert memory.name_of(paths[-1]) is None
    memory.clear_recent()
    assert memory.recent_entries() == []
    assert memory.name_of(paths[5]) is None


def test_one_recent_file_survives_an_ini_round_trip(tmp_path: Path) -> None:
    # An INI file hands a one-item list back as a plain string.
    settings = QSettings(str(tmp_path / "ryf.ini"), QSettings.Format.IniFormat)
    path = touch(tmp_path, "sola.ryf")
    CampaignMemory(settings).add_recent(path)
    settings.sync()
    again = QSettings(str(tmp_path / "ryf.ini"), QSettings.Format.IniFormat)
    assert CampaignMemory(again).recent() == [path]


def test_last_campaign_and_folder(tmp_path: Path) -> None:
    memory = CampaignMemory(QSettings())
    assert memory.last() is None
    assert memory.dialog_folder() == default_folder()
    path = touch(tmp_path, "ultima.ryf")
    memory.add_recent(path)
    memory.set_last(path)
    assert memory.last() == path
    assert memory.dialog_folder() == tmp_path


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    made = MainWindow(QSettings(), rng=random.Random(1), persist_layout=False, take_backups=False)
    qtbot.addWidget(made)
    yield made
    made.close()


def recent_buttons(view: CampaignOverviewView) -> list[QPushButton]:
    """The recent campaigns' buttons the overview lays out, in order."""
    items = (view.recent_list.itemAt(index) for index in range(view.recent_list.count()))
    widgets = (item.widget() for item in items if item is not None)
    return [widget for widget in widgets if isinstance(widget, QPushButton)]


def menu_texts(window: MainWindow) -> list[str]:
    window.campaign.actions.recent_menu.aboutToShow.emit()
    menu = window.campaign_actions.recent_menu
    return [action.text() for action in menu.actions() if not action.isSeparator()]


def test_open_recent_menu_lists_campaign_names_and_clears(
    window: MainWindow, tmp_path: Path
) -> None:
    first = touch(tmp_path, "primera & segunda.ryf")
    second = touch(tmp_path, "otra.ryf")
    window.campaign.memory.add_recent(first, "Noches & días")
    window.campaign.memory.add_recent(second)  # remembered before names were: the file's
    assert menu_texts(window) == [
        "&1 otra.ryf", "&2 Noches && días — primera && segunda.ryf", "&Clear the list"
    ]
    menu = window.campaign_actions.recent_menu
    assert menu.actions()[1].toolTip() == str(first)
    assert menu.actions()[1].statusTip() == str(first)

    window.campaign_actions.clear_recent_action.trigger()
    assert menu_texts(window) == ["No recent campaigns", "&Clear the list"]
    assert not window.campaign_actions.clear_recent_action.isEnabled()


def test_a_missing_recent_file_is_greyed_with_a_reason(
    window: MainWindow, tmp_path: Path
) -> None:
    gone = touch(tmp_path, "perdida.ryf")
    window.campaign.memory.add_recent(gone, "La perdida")
    gone.unlink()
    assert menu_texts(window) == ["&1 La perdida — perdida.ryf (not found)", "&Clear the list"]
    entry = window.campaign_actions.recent_menu.actions()[0]
    assert not entry.isEnabled()
    assert entry.toolTip() == f"There is no file at {gone} now."


def test_open_recent_shows_the_name_a_campaign_has_now(
    window: MainWindow, tmp_path: Path
) -> None:
    from ryf_desktop.rules.profile import HEROICO
    from ryf_desktop.rules.skills import Setting
    from ryf_desktop.session import RenameCampaign
    from ryf_desktop.ui.campaign.new_dialog import NewCampaignRequest

    path = tmp_path / "jueves.ryf"
    request = NewCampaignRequest(path, "Mesa de los jueves", Setting.MEDIEVAL, HEROICO,
                                 replace=False)
    assert window.campaign.create_campaign(request)
    assert menu_texts(window)[0] == "&1 Mesa de los jueves — jueves.ryf"
    session = window.campaign.session
    assert session is not None
    assert session.push(RenameCampaign(session, "La Marca del Este"))
    assert menu_texts(window)[0] == "&1 La Marca del Este — jueves.ryf"
    window.campaign.close_campaign()
    assert [button.text() for button in recent_buttons(window.campaign_overview.view)] == [
        "La Marca del Este"
    ]


def test_new_campaign_after_the_demo_suggests_the_documents_folder(
    window: MainWindow, qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ryf_desktop.ui.campaign.new_dialog import NewCampaignDialog
    from ryf_desktop.ui.campaign.recent import default_folder

    assert window.campaign.open_demo()
    demo = window.campaign.path
    assert demo is not None and demo.is_relative_to(data_dir)
    suggested: list[str] = []

    def look_and_cancel(dialog: NewCampaignDialog) -> int:
        suggested.append(dialog.path_edit.text())
        return 0

    monkeypatch.setattr(NewCampaignDialog, "exec", look_and_cancel)
    window.campaign_actions.new_action.trigger()
    assert len(suggested) == 1
    assert Path(suggested[0]).parent == default_folder()
    assert not Path(suggested[0]).is_relative_to(data_dir)
    # Nor does an older start-up's remembered demo folder count.
    QSettings().setValue("campaigns/folder", str(demo.parent))
    window.campaign_actions.new_action.trigger()
    assert Path(suggested[1]).parent == default_folder()
    # A folder of the GM's own is kept.
    mine = touch(data_dir.parent, "mia.ryf")
    window.campaign.memory.add_recent(mine)
    window.campaign_actions.new_action.trigger()
    assert Path(suggested[2]).parent == data_dir.parent
