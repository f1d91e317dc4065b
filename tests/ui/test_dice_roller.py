"""The dice dock driven as a game master would: typing, pressing Enter, clicking, reading."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable, Iterator

import pytest
from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QScrollArea, QStyleOptionViewItem, QWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.rules import odds
from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.rules.dice import roll as rules_roll
from ryf_desktop.ui.dice.check_inputs import RollRequest, RollSubject
from ryf_desktop.ui.dice.faces import DiceStrip, Face, FaceStyle
from ryf_desktop.ui.dice.log_model import LogEntry, RollLogDelegate
from ryf_desktop.ui.dice.roller import DiceRoller
from ryf_desktop.ui.dice.view import CHECK_TAB, EXPRESSION_TAB
from ryf_desktop.ui.tones import Tone

NBSP = "\u00a0"
MakeRoller = Callable[..., DiceRoller]


class ScriptedDice:
    """An ``rng`` that returns the given faces in order and fails the test if asked for more."""

    def __init__(self, faces: Iterable[int]) -> None:
        self._faces = list(faces)
        self.drawn: list[tuple[int, int, int]] = []

    def randint(self, a: int, b: int, /) -> int:
        assert self._faces, "the code under test drew more dice than the test scripted"
        face = self._faces.pop(0)
        assert a <= face <= b, f"scripted face {face} is outside randint({a}, {b})"
        self.drawn.append((a, b, face))
        return face

    @property
    def left(self) -> int:
        return len(self._faces)


@pytest.fixture
def make_roller(qtbot: QtBot) -> Iterator[MakeRoller]:
    # Strong references until teardown: a top-level widget that only a test frame owns can be
    # collected by the garbage collector in the middle of its own paint event (a traceback kept
    # by pytest.raises makes such a cycle), which crashes Qt.
    made: list[DiceRoller] = []

    def make(rng: RandomSource | None = None) -> DiceRoller:
        roller = DiceRoller(rng=rng)
        made.append(roller)
        qtbot.addWidget(roller)
        roller.resize(460, 900)
        roller.show()
        qtbot.waitExposed(roller)
        return roller

    yield make
    for roller in made:
        roller.close()


def expected_percent(probability: float) -> str:
    shown = round(probability * 100)
    if shown == 0 and probability > 0:
        return f"<1{NBSP}%"
    if shown == 100 and probability < 1:
        return f">99{NBSP}%"
    return f"{shown}{NBSP}%"


def type_expression(qtbot: QtBot, roller: DiceRoller, text: str) -> None:
    view = roller.view
    view.tabs.setCurrentIndex(EXPRESSION_TAB)
    view.expression_edit.clear()
    QTest.keyClicks(view.expression_edit, text)


def set_difficulty(qtbot: QtBot, roller: DiceRoller, text: str) -> None:
    combo = roller.view.difficulty_combo
    line = combo.lineEdit()
    assert line is not None
    line.selectAll()
    QTest.keyClick(line, Qt.Key.Key_Delete)
    type_text(line, text)


def type_text(widget: QWidget, text: str) -> None:
    """Key presses carrying each character: QTest.keyClicks only knows ASCII ("Difícil")."""
    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, char))


def type_table_dice(qtbot: QtBot, roller: DiceRoller, text: str) -> None:
    field = roller.view.table_dice_edit
    QTest.keyClicks(field, text)
    QTest.keyClick(field, Qt.Key.Key_Return)


# --- expressions ---------------------------------------------------------------------------------


def test_expression_enter_rolls_and_shows_each_die_with_its_rerolls(
    qtbot: QtBot, make_roller: MakeRoller
) -> None:
    # The manual's mace: 2d6 shows 3 and 6; the 6 rerolls 6, then 1 → 3 + 13 + 1 = 17.
    dice = ScriptedDice([3, 6, 6, 1])
    roller = make_roller(dice)
    type_expression(qtbot, roller, "2d6+1")
    QTest.keyClick(roller.view.expression_edit, Qt.Key.Key_Return)

    panel = roller.view.result_panel
    assert panel.total_label.text() == "17"
    assert panel.sum_label.text() == "16 + 1 = 17"
    faces = panel.strips[0].faces()
    assert [face.value for face in faces] == [3, 6, 6, 1]
    assert [face.joiner for face in faces] == ["", "+", "→", "→"]
    assert [face.style for face in faces] == [
        FaceStyle.PLAIN,
        FaceStyle.MAXED,
        FaceStyle.MAXED,
        FaceStyle.PLAIN,
    ]
    assert dice.left == 0
    assert roller.controller.log.rowCount() == 1


def test_expression_under_a_seeded_rng_shows_the_rules_total(
    qtbot: QtBot, make_roller: MakeRoller
) -> None:
    roller = make_roller(random.Random(2024))
    type_expression(qtbot, roller, "1o3d10+12")
    QTest.keyClick(roller.view.expression_edit, Qt.Key.Key_Return)
    expected = rules_roll("1o3d10+12", random.Random(2024), explode=True)
    assert roller.view.result_panel.total_label.text() == str(expected.total)
    kept = [
        face
        for strip in roller.view.result_panel.strips
        for face in strip.faces()
        if face.style is not FaceStyle.DISCARDED
    ]
    assert [face.value for face in kept] == list(expected.target_rolls[0].kept)


def test_plain_roll_without_explosion_does_not_reroll(
    qtbot: QtBot, make_roller: MakeRoller
) -> None:
    roller = make_roller(ScriptedDice([6, 6]))
    type_expression(qtbot, roller, "2d6")
    roller.view.explode_check.setChecked(False)
    QTest.mouseClick(roller.view.roll_button, Qt.MouseButton.LeftButton)
    assert roller.view.result_panel.total_label.text() == "12"


def test_bad_expression_shows_the_parser_message_and_disables_roll(
    qtbot: QtBot, make_roller: MakeRoller
) -> None:
    dice = ScriptedDice([4])
    roller = make_roller(dice)
    view = roller.view
    type_expression(qtbot, roller, "2dx6")

    assert view.expression_error.isVisible()
    # Worded from the parser's problem code and params (ui/dice/rule_messages.py).
    assert view.expression_error.text() == (
        "“x” does not fit at character 3: write the number of faces after the d, as in d6."
    )
    assert not view.roll_button.isEnabled()
    QTest.keyClick(view.expression_edit, Qt.Key.Key_Return)
    assert roller.controller.log.rowCount() == 0

    view.expression_edit.clear()
    QTest.keyClicks(view.expression_edit, "d6")
    assert not view.expression_error.isVisible()
    assert view.roll_button.isEnabled()
    QTest.keyClick(view.expression_edit, Qt.Key.Key_Return)
    assert view.result_panel.total_label.text() == "4"


def test_expression_odds_say_range_and_average(qtbot: QtBot, make_roller: MakeRoller) -> None:
    roller = make_roller()
    type_expression(qtbot, roller, "2d6+1")
    text = roller.view.odds_label.text()
    assert text.startswith("2d6+1: 3 to 13, more when dice explode")
    assert text.endswith("average 9.4")  # each exploding d6 averages 4.2
    roller.view.explode_check.setChecked(False)
    assert roller.view.odds_label.text() == "2d6+1: 3 to 13 · average 8"


# --- checks --------------------------------------------------------------------------------------


def test_skill_check_odds_match_the_rules_before_rolling(
    qtbot: QtBot, make_roller: MakeRoller
) -> None:
    roller = make_roller()
    view = roller.view
    view.tabs.setCurrentIndex(CHECK_TAB)
    view.attribute_spin.setValue(8)
    view.skill_spin.setValue(3)
    set_difficulty(qtbot, roller, "Difícil")
    QTest.mouseClick(view.specialisation_check, Qt.MouseButton.LeftButton)

    chances = odds.skill_check_odds(8, 3, 20, 1)
    assert view.odds_label.text() == (
        f"{expected_percent(chances.success)} success · {expected_percent(chances.critical)} "
        f"critical · {expected_percent(chances.fumble)} fumble"
    )
    assert view.rank_label.text().startswith("Rank +1")
    assert not view.difficulty_error.isVisible()

    # The odds follow every change live.
    view.malherido_check.setChecked(True)
    view.double_action_check.setChecked(True)
    chances = odds.skill_check_odds(8, 3, 20, -1)
    assert view.odds_label.text().startswith(expected_percent(chances.success) + " success")
    assert view.rank_label.text().startswith("Rank −1")


def test_skill_of_zero_says_no_points_and_rolls_one_rank_lower(
    qtbot: QtBot, make_roller: MakeRoller
) -> None:
    roller = make_roller()
    view = roller.view
    view.skill_spin.setValue(0)
    assert view.skill_hint.isVisible()
    assert view.skill_hint.text() == "no points: −1 rank"
    assert view.rank_label.text().startswith("Rank −1")
    view.token_check.setChecked(True)
    assert view.rank_label.text().startswith("Rank 0")


def test_attribute_roll_uses_attribute_difficulties(qtbot: QtBot, make_roller: MakeRoller) -> None:
    roller = make_roller()
    view = roller.view
    QTest.mouseClick(view.attribute_kind, Qt.MouseButton.LeftButton)
    assert view.difficulty_combo.currentText() == "Normal (12)"
    assert not view.skill_spin.isEnabled()
    view.attribute_spin.setValue(7)
    chances = odds.attribute_check_odds(7, 12)
    assert view.odds_label.text().startswith(expected_percent(chances.success) + " success")


def test_unreadable_difficulty_is_explained_and_blocks_the_roll(
    qtbot: QtBot, make_roller: MakeRoller
) -> None:
    roller = make_roller()
    view = roller.view
    set_difficulty(qtbot, roller, "impossible-ish")
    assert view.difficulty_error.isVisible()
    assert view.difficulty_error.text().startswith("“impossible-ish” is not a difficulty: ")
    assert not view.roll_button.isEnabled()
    set_difficulty(qtbot, roller, "17")
    assert not view.difficulty_error.isVisible()
    assert view.roll_button.isEnabled()


def test_program_rolled_skill_check_critical(qtbot: QtBot, make_roller: MakeRoller) -> None:
    # Seed example: 15 + 10 + 7 = 32 against 20 → critical.
    roller = make_roller(ScriptedDice([10, 2, 10, 7, 1, 9]))
    view = roller.view
    view.attribute_spin.setValue(8)
    view.skill_spin.setValue(7)
    set_difficulty(qtbot, roller, "20")
    QTest.keyClick(view.attribute_spin, Qt.Key.Key_Return)

    panel = view.result_panel
    assert panel.total_label.text() == "32"
    assert panel.sum_label.text() == "15 + 10 + 7 = 32 vs 20"
    assert panel.verdict_label.text() == "Critical success, by 12"
    assert panel.row_notes[0].text() == "10 → explodes"
    kept = [f for f in panel.strips[0].faces() if f.style is FaceStyle.KEPT]
    assert [f.value for f in kept] == [10]
    assert [f.value for f in panel.strips[0].faces()] == [2, 10, 10]


def test_ctrl_r_rolls(qtbot: QtBot, make_roller: MakeRoller) -> None:
    roller = make_roller(ScriptedDice([5, 5, 5]))
    roller.activateWindow()
    qtbot.waitUntil(roller.isActiveWindow)
    QTest.keyClick(roller.view.attribute_spin, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert roller.controller.log.rowCount() == 1
    assert roller.view.result_panel.total_label.text() == "14"  # 6 + 3 + 5


def test_a_sheets_roll_with_a_token_shows_without_a_campaign(make_roller: MakeRoller) -> None:
    # No campaign open, nothing records it: the dock still rolls, shows and announces it once.
    roller = make_roller(ScriptedDice([5, 5, 5]))
    announced: list[tuple[str, str, object, bool]] = []
    roller.controller.rolled.connect(lambda *args: announced.append(args))
    roller.controller.roll_check(RollRequest(subject=RollSubject("Ana", "Sigilo", 3),
                                             attribute=8, skill=4, token=True, penalty=True))
    assert roller.view.result_panel.total_label.text() == "17"  # 8 + 4 + 5
    assert not roller.view.roll_error.isVisible()
    assert [(args[0].split(":")[0], args[2]) for args in announced] == [("Ana — Sigilo", 3)]


# --- dice thrown at the table --------------------------------------------------------------------


def test_table_dice_one_one_three_is_a_fumble(qtbot: QtBot, make_roller: MakeRoller) -> None:
    roller = make_roller(ScriptedDice([]))
    type_table_dice(qtbot, roller, "1 1 3")
    panel = roller.view.result_panel
    assert panel.verdict_label.text() == "Fumble: failure"
    faces = panel.strips[0].faces()
    assert [f.style for f in faces] == [FaceStyle.DISCARDED, FaceStyle.FUMBLE, FaceStyle.DISCARDED]
    assert faces[1].caption == "fumble"
    assert "fumble" in panel.row_notes[0].text()
    assert roller.controller.log.rows[0].tone is Tone.DANGER


def test_table_dice_explosion_asks_for_the_next_throw(
    qtbot: QtBot, make_roller: MakeRoller
) -> None:
    roller = make_roller(ScriptedDice([]))
    view = roller.view
    type_table_dice(qtbot, roller, "3 10 10")

    assert view.table_dice_prompt.isVisible()
    assert "throw 2" in view.table_dice_prompt.text()
    assert view.result_panel.total_label.text() == ""
    assert view.result_panel.row_notes[0].text() == "10 → explodes: throw again"
    assert roller.controller.log.rowCount() == 0

    type_table_dice(qtbot, roller, "3 4 7")
    panel = view.result_panel
    assert not view.table_dice_prompt.isVisible()
    # Attribute 6 + skill 3 and a die result of 10 + 4 = 14 against Normal (15).
    assert panel.sum_label.text() == "9 + 10 + 4 = 23 vs 15"
    assert panel.total_label.text() == "23"
    assert panel.verdict_label.text() == "Success, by 8"
    assert len(panel.strips) == 2
    assert roller.controller.log.rowCount() == 1
    # The log says once that the table's dice were used.
    assert roller.controller.log.rows[0].what == "Skill 6 + 3 vs 15 · table"


def test_table_dice_typos_are_explained(qtbot: QtBot, make_roller: MakeRoller) -> None:
    roller = make_roller(ScriptedDice([]))
    view = roller.view
    type_table_dice(qtbot, roller, "3 8")
    assert view.table_dice_error.isVisible()
    assert "you typed 2" in view.table_dice_error.text()
    view.table_dice_edit.clear()
    type_table_dice(qtbot, roller, "3 8 11")
    assert "11 is not a d10 face" in view.table_dice_error.text()
    assert roller.controller.log.rowCount() == 0


def test_table_dice_for_a_1o3d10_expression(qtbot: QtBot, make_roller: MakeRoller) -> None:
    roller = make_roller(ScriptedDice([]))
    type_expression(qtbot, roller, "1o3d10+12")
    type_table_dice(qtbot, roller, "4 8 3")
    assert roller.view.result_panel.total_label.text() == "16"
    assert roller.controller.log.rows[0].what == "1o3d10+12 · table"
    type_expression(qtbot, roller, "2d6")
    assert not roller.view.table_dice_edit.isEnabled()


# --- the log -------------------------------------------------------------------------------------


def test_log_grows_newest_first_and_clears(qtbot: QtBot, make_roller: MakeRoller) -> None:
    roller = make_roller(ScriptedDice([2, 5]))
    view = roller.view
    type_expression(qtbot, roller, "d6")
    QTest.keyClick(view.expression_edit, Qt.Key.Key_Return)
    type_expression(qtbot, roller, "1d6+1")
    QTest.keyClick(view.expression_edit, Qt.Key.Key_Return)

    log = roller.controller.log
    assert log.rowCount() == 2
    newest = log.data(log.index(0, 0), Qt.ItemDataRole.DisplayRole)
    oldest = log.data(log.index(1, 0), Qt.ItemDataRole.DisplayRole)
    assert isinstance(newest, str) and newest.endswith("1d6+1 → 6")
    assert isinstance(oldest, str) and oldest.endswith("1d6 → 2")
    assert view.log_view.model() is log

    QTest.mouseClick(view.clear_log_button, Qt.MouseButton.LeftButton)
    assert log.rowCount() == 0


# --- looks ---------------------------------------------------------------------------------------


def test_every_control_has_a_tooltip(make_roller: MakeRoller) -> None:
    view = make_roller().view
    controls = [
        view.attribute_spin,
        view.skill_spin,
        view.difficulty_combo,
        view.skill_kind,
        view.attribute_kind,
        view.specialisation_check,
        view.token_check,
        view.malherido_check,
        view.double_action_check,
        view.advantages_spin,
        view.disadvantages_spin,
        view.expression_edit,
        view.explode_check,
        view.roll_button,
        view.table_dice_edit,
        view.table_dice_button,
        view.cancel_throw_button,
        view.clear_log_button,
        view.log_view,
    ]
    assert all(control.toolTip() for control in controls)


def test_dark_palette_has_no_white_background(qtbot: QtBot, make_roller: MakeRoller) -> None:
    roller = make_roller(ScriptedDice([4, 8, 3]))
    dark = QPalette()
    for role, color in (
        (QPalette.ColorRole.Window, "#202124"),
        (QPalette.ColorRole.Base, "#2a2b2e"),
        (QPalette.ColorRole.WindowText, "#e8eaed"),
        (QPalette.ColorRole.Text, "#e8eaed"),
        (QPalette.ColorRole.Button, "#303134"),
        (QPalette.ColorRole.ButtonText, "#e8eaed"),
    ):
        dark.setColor(role, QColor(color))
    roller.setPalette(dark)
    QTest.mouseClick(roller.view.roll_button, Qt.MouseButton.LeftButton)
    image = roller.view.result_panel.grab().toImage()
    corners = [image.pixelColor(1, 1), image.pixelColor(image.width() - 2, image.height() - 2)]
    assert all(color.lightness() < 100 for color in corners)


def test_switching_kind_keeps_a_typed_difficulty_and_drops_specialisation(
    qtbot: QtBot, make_roller: MakeRoller
) -> None:
    roller = make_roller()
    view = roller.view
    view.specialisation_check.setChecked(True)
    assert view.rank_label.text().startswith("Rank +1")
    set_difficulty(qtbot, roller, "17")
    QTest.mouseClick(view.attribute_kind, Qt.MouseButton.LeftButton)
    assert view.difficulty_combo.currentText() == "17"
    assert view.rank_label.text().startswith("Rank 0")
    chances = odds.attribute_check_odds(6, 17)
    assert view.odds_label.text().startswith(expected_percent(chances.success) + " success")


def test_natural_one_fails_a_skill_roll_but_not_an_attribute_roll(
    qtbot: QtBot, make_roller: MakeRoller
) -> None:
    roller = make_roller(ScriptedDice([]))
    view = roller.view
    view.attribute_spin.setValue(10)
    view.skill_spin.setValue(6)
    set_difficulty(qtbot, roller, "10")
    type_table_dice(qtbot, roller, "1 1 8")  # target die 1, the die above it is 8: no pifia
    panel = view.result_panel
    assert panel.verdict_label.text() == "Natural 1: failure whatever the total"
    assert [f.style for f in panel.strips[0].faces()][1] is FaceStyle.NATURAL_ONE

    QTest.mouseClick(view.attribute_kind, Qt.MouseButton.LeftButton)
    set_difficulty(qtbot, roller, "9")
    type_table_dice(qtbot, roller, "1 1 8")
    assert panel.verdict_label.text() == "Success, by 2"
    assert [f.style for f in panel.strips[0].faces()][1] is FaceStyle.KEPT


# --- room: big rolls and long log rows -----------------------------------------------------------


def damage_faces(count: int) -> list[Face]:
    """``count`` d6 faces, every third one rerolled once (6 → value), as a damage row shows."""
    faces: list[Face] = []
    for index in range(count):
        joiner = "+" if index else ""
        if index % 3 == 2:
            faces.append(Face(6, FaceStyle.MAXED, "again", joiner))
            faces.append(Face(2, FaceStyle.PLAIN, "", "→"))
        else:
            faces.append(Face(index % 5 + 1, FaceStyle.PLAIN, "", joiner))
    return faces


@pytest.mark.parametrize("width", [60, 150, 260, 420, 2000])
def test_a_dice_strip_wraps_to_its_width(qtbot: QtBot, width: int) -> None:
    strip = DiceStrip(damage_faces(20))
    qtbot.addWidget(strip)
    face_width = strip.face_width()
    placed = strip.placed(width)
    assert [spot.face for spot in placed] == list(strip.faces())
    for spot in placed:
        # Nothing is drawn past the right edge, unless one face with its joiner is wider.
        assert spot.left + face_width <= max(width - 1, spot.gap + face_width + 1)
    lines = [spot.line for spot in placed]
    assert lines == sorted(lines)
    # A die and its reroll ("6 → 2") are never split while a line can hold them both.
    for before, after in itertools.pairwise(placed):
        if after.face.joiner == "→" and width >= 260:
            assert after.line == before.line
    if width >= 2000:
        assert lines[-1] == 0
        assert strip.heightForWidth(width) == strip.sizeHint().height()
    else:
        assert lines[-1] > 0
        assert strip.heightForWidth(width) > strip.sizeHint().height()


def test_narrower_strips_are_never_shorter(qtbot: QtBot) -> None:
    strip = DiceStrip(damage_faces(24))
    qtbot.addWidget(strip)
    heights = [strip.heightForWidth(width) for width in range(40, 1600, 37)]
    assert heights == sorted(heights, reverse=True)
    assert strip.minimumSizeHint().width() < 100


def test_a_big_damage_roll_wraps_and_keeps_the_error_line_in_sight(
    qtbot: QtBot, make_roller: MakeRoller
) -> None:
    roller = make_roller(random.Random(11))
    view = roller.view
    type_expression(qtbot, roller, "28d6+1")
    QTest.keyClick(view.expression_edit, Qt.Key.Key_Return)
    view.expression_edit.clear()
    QTest.keyClicks(view.expression_edit, "2dx6")
    qtbot.wait(10)

    panel = view.result_panel
    scroll = view.findChild(QScrollArea)
    assert scroll is not None
    viewport = scroll.viewport()
    assert viewport is not None
    content = scroll.widget()
    assert content is not None
    # No sideways scrolling: the content is as wide as the dock shows.
    assert content.width() <= viewport.width()
    assert scroll.horizontalScrollBar().maximum() == 0

    strip = panel.strips[0]
    assert len([face for face in strip.faces() if face.joiner != "→"]) == 24
    assert strip.placed(strip.width())[-1].line > 0
    # The form's wrapping headings settle the layout a turn of the event loop later.
    qtbot.waitUntil(lambda: strip.height() >= strip.heightForWidth(strip.width()), timeout=2000)
    right_edge = strip.mapTo(content, strip.rect().topRight()).x()
    assert right_edge <= viewport.width()
    assert panel.row_notes[0].text().startswith("= ")
    assert panel.row_notes[-1].text() == "… and 4 more dice"

    error = view.expression_error
    assert error.isVisible()
    assert error.mapTo(content, error.rect().topRight()).x() <= viewport.width()
    assert error.height() >= error.heightForWidth(error.width())


def test_log_rows_shorten_the_roll_but_keep_the_time_and_result(
    qtbot: QtBot, make_roller: MakeRoller
) -> None:
    roller = make_roller()
    log = roller.controller.log
    what = "Skill 8 + 4 vs 20, rank +1 · table " * 4
    log.add(LogEntry(what, "32 · Critical success, by 12", detail="the whole roll"))
    view = roller.view.log_view
    delegate = view.itemDelegate()
    assert isinstance(delegate, RollLogDelegate)
    assert view.horizontalScrollBarPolicy() is Qt.ScrollBarPolicy.ScrollBarAlwaysOff

    option = QStyleOptionViewItem()
    option.initFrom(view)
    option.rect = QRect(0, 0, 300, 20)
    delegate.initStyleOption(option, log.index(0, 0))
    assert option.text.endswith(" → 32 · Critical success, by 12")
    assert "…" in option.text
    assert option.fontMetrics.horizontalAdvance(option.text) <= 300
    time = log.data(log.index(0, 0), Qt.ItemDataRole.DisplayRole)
    assert isinstance(time, str)
    assert option.text.startswith(time.split("  ")[0] + "  Skill 8")
    assert log.data(log.index(0, 0), Qt.ItemDataRole.ToolTipRole) == "the whole roll"

    option.rect = QRect(0, 0, 4000, 20)
    delegate.initStyleOption(option, log.index(0, 0))
    assert "…" not in option.text
