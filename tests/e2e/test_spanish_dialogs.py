"""With the program in Spanish, every dialog the menus open shows no English, on a real display.

The GM's window, in Spanish, on the demo with a fight under way; then every entry of the menu bar,
of the map's named menus and of the character list that opens a dialog (its text ends in "…", and
About), one after the other: each must open a visible top-level window on the laptop monitor,
and no text in it may be English — neither the program's (the English detector of
tests/ui/test_translations.py, made from i18n/ryf_desktop_es.ts) nor Qt's own words in its file
dialogs and standard buttons ("Look in:", "Cancel"). Each dialog is grabbed from the screen.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QDialog,
    QFileDialog,
    QMenu,
    QWidget,
)
from pytestqt.qtbot import QtBot

from ryf_desktop.ui.main_window import MainWindow
from tests.e2e.desk import (
    Desk,
    RealMouse,
    ScreenGrabs,
    clear_windows,
    lies_on,
    remove_translators,
    row_point,
    settle,
    shown_menu_entry,
    translated_start,
    translators_for,
    watch_for_window,
)
from tests.ui.test_translations import english_in, without_mnemonics

# Qt's own words in its file dialogs, message boxes and standard buttons, as Qt writes them in
# English; with qtbase_es (or the program's own labels) none of them may show.
QT_ENGLISH = frozenset({
    "Look in:", "File name:", "Files of type:", "Open", "Save", "Cancel", "OK", "Yes", "No",
    "Close", "Apply", "Reset", "Help", "Discard", "Don't Save", "Save All", "Abort", "Retry",
    "Ignore", "Restore Defaults", "Back", "Forward", "Parent Directory", "Create New Folder",
    "List View", "Detail View", "Name", "Size", "Type", "Date Modified", "Directory:",
    "Recent Places", "Computer", "Choose", "Show Details...", "Hide Details...", "New Folder",
    "&Delete", "&Rename", "Show &hidden files",
})
ENOUGH_MS = 5000


def qt_english_in(root: QWidget) -> list[str]:
    """Qt's English words shown by ``root``: its buttons and labels, and its views' headers."""
    found: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) and widget is not root:
            continue
        texts: list[str] = []
        if isinstance(widget, QAbstractButton):
            texts.append(widget.text())
        text_of = getattr(widget, "text", None)
        if callable(text_of) and not isinstance(widget, QAbstractButton):
            value = text_of()
            if isinstance(value, str):
                texts.append(value)
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            texts += [str(model.headerData(column, Qt.Orientation.Horizontal) or "")
                      for column in range(model.columnCount())]
        for text in texts:
            if without_mnemonics(text).strip() in QT_ENGLISH:
                found.append(f"{type(widget).__name__} {widget.objectName()!r}: {text!r}")
    return found


def english_of(window: QWidget) -> list[str]:
    return sorted(set(english_in(window)) | set(qt_english_in(window)))


@dataclass
class SpanishDesk:
    window: MainWindow
    desk: Desk
    grabs: ScreenGrabs
    english: dict[str, list[str]] = field(default_factory=dict)
    opened: list[str] = field(default_factory=list)


def close_it(widget: QWidget) -> None:
    if isinstance(widget, QDialog):
        widget.reject()
    else:
        widget.close()


def test_00_the_detectors_find_english_in_an_english_file_dialog(
    qapp: QApplication, desk: Desk, gm_home: Path, qtbot: QtBot
) -> None:
    # Before Spanish is installed: the same walk must find English, or it proves nothing.
    parent = QWidget()
    parent.setGeometry(desk.laptop.availableGeometry())
    dialog = QFileDialog(parent, "Open", str(gm_home), "Campaigns (*.ryf)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    found = qt_english_in(dialog)
    dialog.close()
    parent.deleteLater()
    settle(qtbot)
    assert any("Look in:" in entry for entry in found), found
    assert any("Cancel" in entry for entry in found), found


@pytest.fixture(scope="module")
def spanish(
    qapp: QApplication, desk: Desk, grabs: ScreenGrabs, gm_home: Path
) -> Iterator[SpanishDesk]:
    translators = translators_for(qapp, "es", gm_home)
    window = MainWindow(QSettings(), rng=random.Random(7), persist_layout=False,
                        take_backups=False)
    window.setGeometry(desk.laptop.availableGeometry())
    window.show()
    window.install_catalog()
    window.install_play()
    assert window.campaign.open_demo()
    yield SpanishDesk(window, desk, grabs)
    clear_windows()
    remove_translators(qapp, translators)


def menu_dialog_entries(menu: QMenu, path: str = "") -> Iterator[tuple[str, QAction]]:
    """(where, entry) for every entry of ``menu`` and its submenus that opens a dialog."""
    for action in menu.actions():
        submenu = action.menu()
        label = without_mnemonics(action.text())
        if isinstance(submenu, QMenu):
            yield from menu_dialog_entries(submenu, f"{path}{without_mnemonics(menu.title())} → ")
        elif label.endswith("…"):
            yield f"{path}{without_mnemonics(menu.title())} → {label}", action


def look_at(night: SpanishDesk, qtbot: QtBot, where: str, trigger: object) -> None:
    """Open a dialog by ``trigger``, check where it is and what it says, grab it, close it."""

    def check(dialog: QWidget) -> None:
        settle(qtbot)
        assert dialog.isWindow() and lies_on(dialog, night.desk.laptop), (
            f"{where}: {dialog!r} at {dialog.frameGeometry()} is not on the laptop monitor")
        night.english[where] = english_of(dialog)
        night.opened.append(where)
        night.grabs.shoot(qtbot, where.replace(" → ", "-").replace(" ", "_").replace("…", ""),
                          dialog=dialog)
        close_it(dialog)

    assert callable(trigger)
    watch_for_window(qtbot, trigger, check)
    settle(qtbot)


def start_a_fight(night: SpanishDesk, qtbot: QtBot) -> None:
    view = night.window.combat_dock.view
    QTest.mouseClick(view.roll_all_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(view.begin_button, Qt.MouseButton.LeftButton)
    settle(qtbot)


def test_01_every_dialog_of_the_menus_speaks_spanish(
    spanish: SpanishDesk, mouse: RealMouse, qtbot: QtBot
) -> None:
    window = spanish.window
    assert window.file_menu.title() == "&Archivo"
    # The initiative dialog first, from a row's menu while the fight is being prepared.
    window.dock("combat").raise_()
    settle(qtbot)
    first = window.combat_dock.controller.model.rows[0]
    mouse.click(qtbot, row_point(window.combat_dock.view.table, first.name), button=3)
    typed = shown_menu_entry(qtbot, translated_start("CombatController", "Type the dice thrown…"),
                             spanish.desk.laptop)
    assert typed is not None, "no “Type the dice thrown…” in the tracker's menu"
    look_at(spanish, qtbot, "Combate → Escribir los dados tirados", typed)
    start_a_fight(spanish, qtbot)
    entries: list[tuple[str, QAction]] = []
    for menu_action in window.menuBar().actions():
        menu = menu_action.menu()
        if isinstance(menu, QMenu):
            entries += list(menu_dialog_entries(menu))
    for bar_menu in (window.map_panel.findChildren(QMenu)):
        if bar_menu.title():
            entries += list(menu_dialog_entries(bar_menu))
    entries.append(("Ayuda → Acerca de", window.about_action))
    seen: set[int] = set()
    for where, action in entries:
        if id(action) in seen or not action.isEnabled():
            continue
        seen.add(id(action))
        look_at(spanish, qtbot, where, action.trigger)
    panel = window.sheet_docks.list_panel
    window.dock("characters").raise_()
    panel.list.setCurrentIndex(panel.list.model().index(0, 0))
    for button in (panel.import_button, panel.export_button):
        look_at(spanish, qtbot, f"Personajes → {without_mnemonics(button.text())}",
                lambda button=button: QTest.mouseClick(button, Qt.MouseButton.LeftButton))
    wanted = ("Nueva campaña", "Abrir", "Preferencias", "Ajustes de la campaña", "copia",
              "Atacar", "Acerca de", "Importar", "Exportar", "Escala", "Calibrar",
              "Dispositivos de los jugadores")
    missing = [word for word in wanted if not any(word in where for where in spanish.opened)]
    assert not missing, f"not opened from the menus: {missing}; opened: {spanish.opened}"
    english = {where: found for where, found in spanish.english.items() if found}
    lines = [f"{where}:\n    " + "\n    ".join(found) for where, found in english.items()]
    assert not english, "English in the Spanish program's dialogs:\n" + "\n".join(lines)


def test_02_a_bad_file_opened_in_spanish_is_refused_in_spanish(
    spanish: SpanishDesk, qtbot: QtBot, gm_home: Path
) -> None:
    window = spanish.window
    session = window.campaign.session
    assert session is not None
    demo_bytes = session.path.read_bytes()
    bad_files = {
        "vacia.ryf": b"",
        "texto.ryf": "Esto no es una campaña.\n".encode() * 40,
        "cortada.ryf": demo_bytes[:4096],
    }
    found: dict[str, list[str]] = {}
    for name, content in bad_files.items():
        path = gm_home / name
        path.write_bytes(content)

        def check(box: QWidget, name: str = name) -> None:
            settle(qtbot)
            assert box.isWindow() and lies_on(box, spanish.desk.laptop), name
            found[name] = english_of(box)
            spanish.grabs.shoot(qtbot, f"archivo_malo-{name}", dialog=box)
            close_it(box)

        def open_it(path: Path = path) -> bool:
            return window.campaign.open_path(path)

        watch_for_window(qtbot, open_it, check)
        settle(qtbot)
        assert path.read_bytes() == content, f"{name} was changed by the refusal"
    assert set(found) == set(bad_files), f"no message for {set(bad_files) - set(found)}"
    english = {name: words for name, words in found.items() if words}
    assert not english, f"English in the refusals: {english}"
