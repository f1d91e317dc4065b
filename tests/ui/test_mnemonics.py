"""No window has two controls with the same Alt mnemonic, in Spanish and in English: every dialog
of the program (tests/ui/dialog_walk.py), the main window's menu bar and each of its menus. Two
controls on one letter make Alt+letter go to the first only (the ranged dialog had two Alt+T)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QMenu,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from ryf_desktop.ui import translations
from tests.ui.dialog_walk import OPENERS, DemoDesk
from tests.ui.test_translations import compiled_qm

__all__ = ["compiled_qm"]  # a fixture, used by name

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")
MNEMONIC = re.compile(r"(?<!&)&([^&\s])")


def mnemonic(text: str) -> str | None:
    found = MNEMONIC.search(text)
    return None if found is None else found.group(1).casefold()


def window_mnemonics(root: QWidget) -> dict[str, list[str]]:
    """Each letter with the texts that claim it among the controls ``root`` shows."""
    claims: dict[str, list[str]] = {}

    def claim(text: str) -> None:
        letter = mnemonic(text)
        if letter is not None:
            claims.setdefault(letter, []).append(text)

    for widget in root.findChildren(QWidget):
        if widget.window() is not root or not widget.isVisibleTo(root):
            continue
        if isinstance(widget, QAbstractButton | QGroupBox):
            claim(widget.text() if isinstance(widget, QAbstractButton) else widget.title())
        elif isinstance(widget, QLabel) and widget.buddy() is not None:
            claim(widget.text())
        elif isinstance(widget, QTabWidget):
            for index in range(widget.count()):
                claim(widget.tabText(index))
    return claims


def menu_mnemonics(menu: QMenu) -> Iterator[tuple[str, dict[str, list[str]]]]:
    claims: dict[str, list[str]] = {}
    for action in menu.actions():
        letter = mnemonic(action.text())
        if letter is not None and action.isVisible():
            claims.setdefault(letter, []).append(action.text())
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            yield from menu_mnemonics(submenu)
    yield menu.title(), claims


def clashes(claims: dict[str, list[str]]) -> dict[str, list[str]]:
    return {letter: texts for letter, texts in claims.items() if len(texts) > 1}


@pytest.fixture(params=["en", "es"])
def language(request: pytest.FixtureRequest, qapp: QApplication, compiled_qm: Path,
             monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    language = str(request.param)
    monkeypatch.setattr(translations, "i18n_path", lambda *parts: compiled_qm.joinpath(*parts))
    previous = QLocale()
    installed: list[QTranslator] = (
        translations.install_translators(qapp, "es") if language == "es" else [])
    yield language
    for translator in installed:
        qapp.removeTranslator(translator)
    QLocale.setDefault(previous)


def test_no_menu_has_two_entries_on_one_letter(language: str, qtbot: QtBot,
                                               tmp_path: Path) -> None:
    desk = DemoDesk(qtbot, tmp_path)
    bar = desk.window.menuBar()
    found: dict[str, dict[str, list[str]]] = {}
    titles: dict[str, list[str]] = {}
    for action in bar.actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            letter = mnemonic(menu.title())
            if letter is not None:
                titles.setdefault(letter, []).append(menu.title())
            for title, claims in menu_mnemonics(menu):
                if clashes(claims):
                    found[title] = clashes(claims)
    if clashes(titles):
        found["menu bar"] = clashes(titles)
    desk.window.close()
    assert not found, f"{language}: {found}"


@pytest.mark.parametrize("name", list(OPENERS))
def test_no_dialog_has_two_controls_on_one_letter(language: str, name: str, qtbot: QtBot,
                                                  tmp_path: Path) -> None:
    desk = DemoDesk(qtbot, tmp_path)
    dialog = OPENERS[name](desk)
    dialog.show()
    qtbot.waitExposed(dialog)
    claims = window_mnemonics(dialog)
    dialog.close()
    desk.window.close()
    assert not clashes(claims), f"{language}, {name}: {clashes(claims)}"
