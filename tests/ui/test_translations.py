"""The Spanish translation: complete, current with the code, compiled, and really shown.

The .ts files are read as XML; pyside6-lupdate and pyside6-lrelease run from the virtualenv into a
temporary folder, so the tests never depend on (or touch) the .qm files a build left in i18n/.
"""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QModelIndex, QSettings, Qt, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QStatusBar,
    QTabBar,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.checks import DifficultyError, DifficultyProblem, parse_difficulty
from ryf_desktop.rules.dice import (
    DiceError,
    DiceProblem,
    DiceSyntaxError,
    parse,
    resolve_1o3d10,
    roll,
    roll_damage,
    target_die,
)
from ryf_desktop.ui import translations
from ryf_desktop.ui.dice.rule_messages import rule_message
from ryf_desktop.ui.dice.view import CHECK_TAB, EXPRESSION_TAB
from ryf_desktop.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "i18n"
TS_ES = I18N / "ryf_desktop_es.ts"
TS_EN = I18N / "ryf_desktop_en.ts"
TOOLS = Path(sys.executable).parent
LUPDATE = TOOLS / "pyside6-lupdate"
LRELEASE = TOOLS / "pyside6-lrelease"

PLACEHOLDER = re.compile(r"\{[A-Za-z_]\w*\}|%L?n|%\d+")
# "&x" marks an accelerator; "&&" is a literal ampersand and "&lt;" an HTML entity.
MNEMONIC = re.compile(r"(?<!&)&(?!&|\s|[A-Za-z]+;|#\d+;)(.)")

Key = tuple[str, str]


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    numerus: bool
    finished: bool
    forms: tuple[str, ...]


def read_ts(path: Path) -> dict[Key, Message]:
    messages: dict[Key, Message] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            assert translation is not None, f"{path.name}: {name} / {source!r} has no <translation>"
            numerus = message.get("numerus") == "yes"
            if numerus:
                forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            finished = translation.get("type") not in ("unfinished", "vanished", "obsolete")
            messages[name, source] = Message(name, source, numerus, finished, forms)
    return messages


def placeholders(text: str) -> list[str]:
    return sorted(PLACEHOLDER.findall(text))


def mnemonics(text: str) -> list[str]:
    return [char.lower() for char in MNEMONIC.findall(text)]


def without_mnemonics(text: str) -> str:
    return MNEMONIC.sub(r"\1", text).replace("&&", "&")


SPANISH = read_ts(TS_ES)


# --- a. every Spanish message is finished --------------------------------------------------------


def test_the_spanish_file_has_messages() -> None:
    assert len(SPANISH) > 100


@pytest.mark.parametrize("key", sorted(SPANISH), ids=lambda key: f"{key[0]}:{key[1][:40]}")
def test_spanish_message_is_finished_with_the_same_placeholders(key: Key) -> None:
    message = SPANISH[key]
    assert message.finished, f"{key} is still marked unfinished"
    assert message.forms, f"{key} has no translation"
    if message.numerus:
        # Spanish has two plural forms in Qt: singular and plural.
        assert len(message.forms) == 2, f"{key} needs two <numerusform>s: {message.forms}"
    for form in message.forms:
        assert form.strip(), f"{key} has an empty translation"
        assert placeholders(form) == placeholders(message.source), (
            f"{key}: the translation {form!r} must keep the placeholders of the source"
        )
        assert len(mnemonics(form)) == len(mnemonics(message.source)), (
            f"{key}: the translation {form!r} must have an accelerator (&) exactly where the "
            "source has one"
        )


def test_english_plurals_have_singular_and_plural_forms() -> None:
    english = read_ts(TS_EN)
    plurals = [message for message in english.values() if message.numerus]
    assert plurals, "the code has no plural strings any more: is this test still needed?"
    for message in plurals:
        assert message.finished, f"{message.source!r}: fill its English plural forms"
        assert len(message.forms) == 2, message
        singular, plural = message.forms
        assert singular != plural, message
        for form in message.forms:
            assert placeholders(form) == placeholders(message.source), message


# --- b. the .ts files are current with the code --------------------------------------------------


def extracted_from_code(tmp_path: Path) -> dict[Key, Message]:
    sources = sorted(str(path) for path in (ROOT / "ryf_desktop").rglob("*.py"))
    fresh = tmp_path / "fresh_es.ts"
    result = subprocess.run(
        [str(LUPDATE), "-no-obsolete", "-locations", "none", *sources, "-ts", str(fresh)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return read_ts(fresh)


@pytest.mark.parametrize("ts_file", [TS_ES, TS_EN], ids=lambda path: path.name)
def test_every_string_in_the_code_is_in_the_ts_file(tmp_path: Path, ts_file: Path) -> None:
    in_code = extracted_from_code(tmp_path)
    assert len(in_code) > 100, "pyside6-lupdate found almost no strings: is the path right?"
    committed = read_ts(ts_file)
    missing = [
        f"  {context}: {source!r}" for context, source in sorted(set(in_code) - set(committed))
    ]
    assert not missing, (
        f"{len(missing)} string(s) of the code are not in i18n/{ts_file.name}; "
        "run scripts/update_translations.sh and translate them:\n" + "\n".join(missing)
    )
    wrong_kind = [
        f"  {key[0]}: {key[1]!r}"
        for key, message in in_code.items()
        if committed[key].numerus != message.numerus
    ]
    assert not wrong_kind, (
        "these strings changed between plain and plural in the code; "
        "run scripts/update_translations.sh and translate them:\n" + "\n".join(wrong_kind)
    )


# --- c. the .qm files compile and translate ------------------------------------------------------



@pytest.mark.parametrize("ts_file", [TS_ES, TS_EN], ids=lambda path: path.name)
def test_no_code_comment_stands_in_the_ts_file_as_a_note_to_translators(ts_file: Path) -> None:
    # lupdate takes a `#:` comment above a tr() call for such a note; here they are attribute
    # docs, which scripts/update_translations.sh drops.
    assert "<extracomment>" not in ts_file.read_text(encoding="utf-8"), (
        f"run scripts/update_translations.sh: i18n/{ts_file.name} holds code comments as notes"
    )

@pytest.fixture(scope="session")
def compiled_qm(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Both .ts files compiled into a temporary folder laid out like i18n/."""
    folder = tmp_path_factory.mktemp("i18n")
    for ts_file in (TS_ES, TS_EN):
        qm_file = folder / ts_file.with_suffix(".qm").name
        result = subprocess.run(
            [str(LRELEASE), "-silent", str(ts_file), "-qm", str(qm_file)],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert result.returncode == 0, result.stderr
        assert qm_file.stat().st_size > 0
    return folder


def test_the_spanish_qm_translates_a_known_string_and_a_plural(compiled_qm: Path) -> None:
    translator = QTranslator()
    assert translator.load(str(compiled_qm / "ryf_desktop_es.qm"))
    assert translator.translate("DiceText", "Hard") == "Difícil"
    assert translator.translate("MainWindow", "&File") == "&Archivo"
    plural = "… and %n more dice"
    assert translator.translate("DicePresentation", plural, None, 1) == "… y %n dado más"
    assert translator.translate("DicePresentation", plural, None, 7) == "… y %n dados más"


def test_the_english_qm_gives_english_plurals(qapp: QApplication, compiled_qm: Path) -> None:
    translator = QTranslator()
    assert translator.load(str(compiled_qm / "ryf_desktop_en.qm"))
    qapp.installTranslator(translator)
    try:
        plural = "… and %n more dice"
        assert QCoreApplication.translate("DicePresentation", plural, None, 1) == "… and 1 more die"
        assert QCoreApplication.translate("DicePresentation", plural, None, 2) == (
            "… and 2 more dice"
        )
    finally:
        qapp.removeTranslator(translator)


# --- d. the main window in Spanish shows no English ----------------------------------------------


@pytest.fixture
def spanish(
    qapp: QApplication, compiled_qm: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[list[QTranslator]]:
    """The application speaks Spanish for one test, then English again for the others."""
    monkeypatch.setattr(translations, "i18n_path", lambda *parts: compiled_qm.joinpath(*parts))
    previous_locale = QLocale()
    installed = translations.install_translators(qapp, "es")
    try:
        yield installed
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
            translator.deleteLater()
        QLocale.setDefault(previous_locale)


@pytest.fixture
def make_window(qtbot: QtBot) -> Iterator[Callable[[], MainWindow]]:
    made: list[MainWindow] = []

    def make() -> MainWindow:
        window = MainWindow(QSettings(), rng=random.Random(20), persist_layout=False)
        made.append(window)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        return window

    yield make
    for window in made:
        window.close()


@dataclass(frozen=True)
class EnglishPattern:
    source: str
    pattern: re.Pattern[str]


def english_patterns() -> list[EnglishPattern]:
    """Every English source whose Spanish differs, as a pattern that also finds it filled in
    ("Skill roll: 6 + 3 vs 15, rank 0") or inside a longer text ("… · table dice")."""
    patterns: list[EnglishPattern] = []
    for message in SPANISH.values():
        source = without_mnemonics(message.source)
        if all(without_mnemonics(form) == source for form in message.forms):
            continue  # "Normal", "Ctrl+R", "RyF Desktop" read the same in both languages
        parts = PLACEHOLDER.split(source)
        if not "".join(parts).strip(" .,:;·()=+−-"):
            continue  # only placeholders and punctuation: nothing English in it
        body = ".+?".join(re.escape(part) for part in parts)
        patterns.append(EnglishPattern(source, re.compile(rf"(?<!\w){body}(?!\w)", re.DOTALL)))
    return patterns


ENGLISH = english_patterns()


def widget_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every text a widget can show: its own, its items', its actions'."""
    name = f"{type(widget).__name__} {widget.objectName()!r}".strip()
    for what, text in (
        ("window title", widget.windowTitle()),
        ("tooltip", widget.toolTip()),
        ("status tip", widget.statusTip()),
        ("what's this", widget.whatsThis()),
        ("accessible name", widget.accessibleName()),
        ("accessible description", widget.accessibleDescription()),
    ):
        yield f"{name} {what}", text
    if isinstance(widget, QLabel):
        yield f"{name} text", widget.text()
    if isinstance(widget, QAbstractButton):
        yield f"{name} text", widget.text()
    if isinstance(widget, QLineEdit):
        yield f"{name} text", widget.text()
        yield f"{name} placeholder", widget.placeholderText()
    if isinstance(widget, QComboBox):
        yield f"{name} current text", widget.currentText()
        yield f"{name} placeholder", widget.placeholderText()
        for index in range(widget.count()):
            yield f"{name} item {index}", widget.itemText(index)
    if isinstance(widget, QGroupBox):
        yield f"{name} title", widget.title()
    if isinstance(widget, QTabBar):
        for index in range(widget.count()):
            yield f"{name} tab {index}", widget.tabText(index)
            yield f"{name} tab {index} tooltip", widget.tabToolTip(index)
    if isinstance(widget, QTabWidget):
        for index in range(widget.count()):
            yield f"{name} tab {index}", widget.tabText(index)
            yield f"{name} tab {index} tooltip", widget.tabToolTip(index)
    if isinstance(widget, QMenu):
        yield f"{name} title", widget.title()
    if isinstance(widget, QStatusBar):
        yield f"{name} message", widget.currentMessage()
    if isinstance(widget, QAbstractItemView) and widget.model() is not None:
        model = widget.model()
        text_roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
        try:
            columns = model.columnCount(QModelIndex())
        except TypeError:  # a list model: PySide keeps its one column's count private
            columns = 1
        for column in range(columns):
            for role in text_roles:
                value = model.headerData(column, Qt.Orientation.Horizontal, role)
                if isinstance(value, str):
                    yield f"{name} header {column}", value
        for row in range(model.rowCount()):
            # The first column's words, and every cell's tip (other cells hold data: names).
            item = model.index(row, 0)
            for role in text_roles:
                value = model.data(item, role)
                if isinstance(value, str):
                    yield f"{name} row {row}", value
            for column in range(1, columns):
                value = model.data(model.index(row, column), Qt.ItemDataRole.ToolTipRole)
                if isinstance(value, str):
                    yield f"{name} row {row} column {column} tip", value
    for action in widget.actions():
        yield from action_texts(action)


def action_texts(action: QAction) -> Iterator[tuple[str, str]]:
    name = f"action {action.text()!r}"
    yield f"{name} text", action.text()
    yield f"{name} icon text", action.iconText()
    yield f"{name} tooltip", action.toolTip()
    yield f"{name} status tip", action.statusTip()
    yield f"{name} what's this", action.whatsThis()
    menu = action.menu()
    if isinstance(menu, QMenu):
        yield f"menu {menu.title()!r} title", menu.title()


def english_in(root: QWidget) -> list[str]:
    """Every text of ``root`` and its children that still reads in English, with where it is."""
    found: list[tuple[str, str]] = []
    if isinstance(root, MainWindow):
        found.append(("about box", root.about_text()))
    for widget in [root, *root.findChildren(QWidget)]:
        found.extend(widget_texts(widget))
    for action in root.findChildren(QAction):
        found.extend(action_texts(action))
    offenders: list[str] = []
    for where, raw in found:
        text = without_mnemonics(raw)
        if not text.strip():
            continue
        for english in ENGLISH:
            if english.pattern.search(text):
                offenders.append(f"{where}: {raw!r} (English source {english.source!r})")
                break
    return sorted(set(offenders))


def press_enter(widget: QWidget) -> None:
    QTest.keyClick(widget, Qt.Key.Key_Return)


def test_the_english_detector_finds_english(make_window: Callable[[], MainWindow]) -> None:
    # Without the Spanish translators the same walk must find plenty, or it proves nothing.
    window = make_window()
    offenders = english_in(window)
    assert len(offenders) > 30, offenders
    assert any("'&File'" in offender for offender in offenders)
    assert any("Rank 0: the middle die counts" in offender for offender in offenders)
    assert any("No campaign open" in offender for offender in offenders)


def test_main_window_in_spanish_shows_no_english(
    spanish: list[QTranslator], make_window: Callable[[], MainWindow]
) -> None:
    # qtbase_es, ryf_desktop_es, and the words for the two labels qtbase_es lacks.
    assert len(spanish) == 3, "qtbase_es, ryf_desktop_es and QtGapsTranslator are installed"
    window = make_window()
    view = window.dice_roller.view
    offenders = english_in(window)
    assert window.file_menu.title() == "&Archivo"

    # Table dice: a wrong count, then an explosion that waits for its next throw, then the rest.
    view.tabs.setCurrentIndex(CHECK_TAB)
    QTest.keyClicks(view.table_dice_edit, "3 8")
    press_enter(view.table_dice_edit)
    assert view.table_dice_error.text().startswith("Una tirada son tres dados; has escrito 2.")
    offenders += english_in(window)
    view.table_dice_edit.clear()
    QTest.keyClicks(view.table_dice_edit, "3 10 10")
    press_enter(view.table_dice_edit)
    assert view.table_dice_prompt.isVisibleTo(window)
    offenders += english_in(window)
    QTest.keyClicks(view.table_dice_edit, "3 4 7")
    press_enter(view.table_dice_edit)
    assert view.result_panel.verdict_label.text()
    offenders += english_in(window)

    # The program's dice: a skill roll, an attribute roll, an unknown difficulty.
    QTest.mouseClick(view.roll_button, Qt.MouseButton.LeftButton)
    view.attribute_kind.setChecked(True)
    view.malherido_check.setChecked(True)
    QTest.mouseClick(view.roll_button, Qt.MouseButton.LeftButton)
    offenders += english_in(window)
    view.difficulty_combo.setEditText("imposible del todo")
    assert view.difficulty_error.text()
    offenders += english_in(window)

    # A dice expression with many dice (the "… and 4 more dice" row), then an invalid one.
    view.tabs.setCurrentIndex(EXPRESSION_TAB)
    QTest.keyClicks(view.expression_edit, "28d6+1")
    press_enter(view.expression_edit)
    assert view.result_panel.row_notes[-1].text() == "… y 4 dados más"
    offenders += english_in(window)
    view.expression_edit.clear()
    QTest.keyClicks(view.expression_edit, "2dx6")
    assert view.expression_error.text()
    offenders += english_in(window)

    assert view.log_view.model().rowCount() == 4
    unique = sorted(set(offenders))
    assert not unique, "English text in the Spanish window:\n" + "\n".join(unique)


def test_accelerators_do_not_clash_in_spanish(
    spanish: list[QTranslator], make_window: Callable[[], MainWindow]
) -> None:
    del spanish
    assert_accelerators_unique(make_window())


def test_accelerators_do_not_clash_in_english(make_window: Callable[[], MainWindow]) -> None:
    assert_accelerators_unique(make_window())


def assert_accelerators_unique(window: MainWindow) -> None:
    # Menu titles and the window's own labels and buttons share Alt+letter; a menu's items share
    # the letters typed while it is open.
    window_level = [menu_action.text() for menu_action in window.menuBar().actions()]
    for widget in window.findChildren(QWidget):
        if isinstance(widget, (QLabel, QAbstractButton)):
            window_level.append(widget.text())
    groups = {"the window": window_level}
    for menu in window.findChildren(QMenu):
        groups[f"menu {menu.title()!r}"] = [action.text() for action in menu.actions()]
    for where, texts in groups.items():
        letters = [letter for text in texts for letter in mnemonics(text)]
        clashes = sorted({letter for letter in letters if letters.count(letter) > 1})
        assert not clashes, f"accelerators {clashes} repeat in {where}: {texts}"


# --- the rules' error messages, worded from their problem codes -----------------------------------


class _Stuck:
    """A random source stuck on one face, to reach the rules' guards against an unfair one."""

    def __init__(self, face: int) -> None:
        self.face = face

    def randint(self, a: int, b: int) -> int:
        return self.face


# One way to make the rules raise each problem; the words come from ui/dice/rule_messages.py.
DICE_PROBLEM_EXAMPLES: dict[DiceProblem, Callable[[], object]] = {
    DiceProblem.BAD_RANK: lambda: target_die((1, 2, 3), 2),
    DiceProblem.WRONG_DICE_COUNT: lambda: resolve_1o3d10([(10, 10, 1), (3, 4)]),
    DiceProblem.DIE_OUT_OF_RANGE: lambda: resolve_1o3d10([(3, 4, 11)]),
    DiceProblem.NO_THROW: lambda: resolve_1o3d10([]),
    DiceProblem.THROW_MISSING: lambda: resolve_1o3d10([(3, 10, 10)]),
    DiceProblem.EXTRA_THROW: lambda: resolve_1o3d10([(3, 4, 5), (1, 2, 3)]),
    DiceProblem.RANDOM_SOURCE_OUT_OF_RANGE: lambda: roll("1d6", _Stuck(7)),
    DiceProblem.ENDLESS_EXPLOSION: lambda: roll_damage("1d6", _Stuck(6)),
    DiceProblem.NOT_TEXT: lambda: parse(6),  # type: ignore[arg-type]
    DiceProblem.TOO_LONG: lambda: parse("a" * 300),
    DiceProblem.EMPTY: lambda: parse(" "),
    DiceProblem.EXPECTED_TERM: lambda: parse("x"),
    DiceProblem.EXPECTED_OPERATOR: lambda: parse("2d6 3"),
    DiceProblem.EXPECTED_FACES: lambda: parse("2dx6"),
    DiceProblem.EXPECTED_TARGET_DICE: lambda: parse("1o"),
    DiceProblem.EXPECTED_TARGET_D: lambda: parse("1o3"),
    DiceProblem.EXPECTED_TARGET_FACES: lambda: parse("1o3d"),
    DiceProblem.NUMBER_TOO_LARGE: lambda: parse("99999999"),
    DiceProblem.UNSUPPORTED_KEPT_DICE: lambda: parse("2o3d10"),
    DiceProblem.NO_DICE: lambda: parse("0d6"),
    DiceProblem.TOO_MANY_DICE: lambda: parse("100000d6"),
    DiceProblem.TOO_MANY_DICE_IN_ALL: lambda: parse("20d3+20d3+20d3"),
    DiceProblem.FACES_OUT_OF_RANGE: lambda: parse("2d1"),
}
DIFFICULTY_PROBLEM_EXAMPLES: dict[DifficultyProblem, Callable[[], object]] = {
    DifficultyProblem.NOT_A_DIFFICULTY: lambda: parse_difficulty(None),  # type: ignore[arg-type]
    DifficultyProblem.UNKNOWN_NAME: lambda: parse_difficulty("imposible del todo"),
    DifficultyProblem.OUT_OF_RANGE: lambda: parse_difficulty("2000"),
}
# Worded apart from the rest of their problem: the unnumbered throw, the empty difficulty.
MORE_EXAMPLES: list[Callable[[], object]] = [
    lambda: target_die((1, 2), 0),
    lambda: target_die((1, 2, 0), 0),
    lambda: parse("2d"),
    lambda: parse_difficulty("  "),
]


def caught(raises: Callable[[], object]) -> ValueError:
    with pytest.raises(ValueError) as error:
        raises()
    return error.value


def rules_errors() -> list[ValueError]:
    """One error per problem code of the rules, and the variants worded on their own."""
    examples = [*DICE_PROBLEM_EXAMPLES.values(), *DIFFICULTY_PROBLEM_EXAMPLES.values()]
    return [caught(raises) for raises in [*examples, *MORE_EXAMPLES]]


@pytest.mark.parametrize("problem", list(DiceProblem), ids=str)
def test_every_dice_problem_is_worded(problem: DiceProblem) -> None:
    assert problem in DICE_PROBLEM_EXAMPLES, f"give an example of {problem!r} and word it"
    error = caught(DICE_PROBLEM_EXAMPLES[problem])
    assert isinstance(error, DiceError)
    assert error.problem is problem
    message = rule_message(error)
    assert message
    assert message != str(error)


@pytest.mark.parametrize("problem", list(DifficultyProblem), ids=str)
def test_every_difficulty_problem_is_worded(problem: DifficultyProblem) -> None:
    error = caught(DIFFICULTY_PROBLEM_EXAMPLES[problem])
    assert isinstance(error, DifficultyError)
    assert error.problem is problem
    message = rule_message(error)
    assert message != str(error)


@pytest.mark.usefixtures("spanish")
def test_rules_errors_the_dock_can_meet_are_said_in_spanish() -> None:
    for error in rules_errors():
        message = rule_message(error)
        assert message != str(error), f"the rules' message is not reworded: {error}"
        english = [item.source for item in ENGLISH if item.pattern.search(message)]
        assert not english, f"{message!r} is still English ({english})"
        assert " at position " not in message


def _numbers(text: str) -> set[str]:
    # Group separators out, so that "1,000,000" and "1000000" are the same number.
    return set(re.findall(r"\d+", re.sub(r"(?<=\d)[,.\u00a0\u202f](?=\d)", "", text)))


def test_rules_errors_are_reworded_in_english_too() -> None:
    # The English rewording must name the same fix as the rules (a lost digit would mislead).
    for error in rules_errors():
        message = rule_message(error)
        assert message != str(error)
        examples = {"0", "1", "2", "3", "4", "6", "8", "10", "15"}  # "as in 4 8 3", "2d6+1", …
        assert _numbers(message) <= _numbers(str(error)) | examples, (message, str(error))


def test_the_words_follow_the_params_not_the_english_message() -> None:
    # Rewording the rules' English changes nothing on screen: only the code and params count.
    error = DiceSyntaxError(
        "completely different words",
        4,
        "2d6 3",
        problem=DiceProblem.EXPECTED_OPERATOR,
        params={"found": "3"},
    )
    assert rule_message(error) == (
        "“3” does not fit at character 5: put + or − between the terms, as in 2d6+1."
    )
    too_many = DiceError("whatever", DiceProblem.TOO_MANY_DICE, {"count": 250, "limit": 100})
    assert rule_message(too_many) == (
        "Too many dice in one term (250): roll at most 100 at a time."
    )


def test_an_error_without_a_known_problem_shows_its_own_words() -> None:
    assert rule_message(DiceError("odds need fewer dice")) == "odds need fewer dice"
    assert rule_message(ValueError("3 8 is two dice")) == "3 8 is two dice"
    # A problem code whose promised params are missing: the rules' words still say something true.
    incomplete = DiceError("at most 100 dice per term", DiceProblem.TOO_MANY_DICE, {"count": 250})
    assert rule_message(incomplete) == "at most 100 dice per term"


@pytest.mark.usefixtures("spanish")
def test_rules_errors_in_spanish_read_naturally() -> None:
    assert rule_message(caught(lambda: parse("2dx6"))) == (
        "«x» no encaja en el carácter 3: escribe el número de caras tras la d, como en d6."
    )
    assert rule_message(caught(lambda: parse("2d"))) == (
        "La expresión se acaba antes de tiempo: escribe el número de caras tras la d, como en d6."
    )
    assert rule_message(caught(lambda: parse_difficulty("2000"))) == (
        "Una dificultad de 2000 está fuera de rango: usa un número del 0 al 1000."
    )
    assert rule_message(caught(lambda: resolve_1o3d10([(3, 4, 5), (1, 2, 3)]))) == (
        "La tirada 1 no ha explotado, así que no hay tirada 2: quita los dados escritos después "
        "de la tirada 1."
    )


# --- e. the language at start-up -----------------------------------------------------------------

CHOSEN_LANGUAGE = """
from PySide6.QtCore import QCoreApplication, QSettings
app = QCoreApplication([])
QCoreApplication.setOrganizationName("RyF Desktop")
QCoreApplication.setApplicationName("RyF Desktop")
from ryf_desktop.ui.translations import chosen_language
print(chosen_language(QSettings()))
"""


@pytest.mark.parametrize(("locale", "language"), [("es_ES.UTF-8", "es"), ("en_US.UTF-8", "en")])
def test_the_system_language_chooses_the_program_language(
    tmp_path: Path, locale: str, language: str
) -> None:
    # QLocale.system() reads the environment once, at start-up: a child process is needed.
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith("LC_") and key not in ("LANG", "LANGUAGE")
    }
    env.update(
        LANG=locale,
        LC_ALL=locale,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    result = subprocess.run(
        [sys.executable, "-c", CHOSEN_LANGUAGE],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == language
