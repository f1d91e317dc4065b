"""The dice roller's widgets and layout, and nothing else (behaviour lives in the controller)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QTabBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.ui.campaign.widgets import separator
from ryf_desktop.ui.common.widgets import STRETCH, InlineMessage, emphasise, fill, named, text_label
from ryf_desktop.ui.dice.log_model import RollLogDelegate
from ryf_desktop.ui.dice.result_panel import ResultPanel
from ryf_desktop.ui.dice.secret_toggle import SecretToggle

CHECK_TAB = 0
EXPRESSION_TAB = 1


class DiceRollerView(QWidget):
    """Layout of the dice dock: check or expression inputs, odds, roll, table dice, result, log."""

    def __init__(self, parent: QWidget | None = None) -> None:
        # Layout code, longer than 80 lines on purpose: the widgets in the order they show.
        super().__init__(parent)
        self.setObjectName("dice_roller")

        # A tab bar over a stacked widget rather than a QTabWidget: the stack can take the height
        # of the page shown, where a QTabWidget is always as tall as its tallest page.
        self.tabs = QTabBar()
        self.tabs.setDocumentMode(True)
        self.tabs.setExpanding(False)
        for text, tip in (
                (self.tr("Check"), self.tr("Roll a skill or attribute check against a difficulty")),
                (self.tr("Dice expression"), self.tr("Roll any dice: 2d6+1, 1o3d10+12, d6"))):
            self.tabs.setTabToolTip(self.tabs.addTab(text), tip)
        self.pages = QStackedWidget()
        self.pages.addWidget(self._build_check_page())
        self.pages.addWidget(self._build_expression_page())

        self.tabs.currentChanged.connect(self._fit_tabs_to_page)
        self._fit_tabs_to_page(self.tabs.currentIndex())

        self.odds_label = named(text_label(wrap=True, scale=1.15, bold=True), "dice_odds",
                                self.tr("The exact chances before rolling"))

        self.roll_button = named(QPushButton(self.tr("&Roll")), "dice_roll_button",
                                 self.tr("Let the program roll the dice (Ctrl+R)"))
        self.roll_button.setDefault(True)
        self.roll_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.roll_button.setMinimumHeight(self.roll_button.sizeHint().height() * 3 // 2)
        emphasise(self.roll_button, 1.15)
        self.secret_button = SecretToggle()
        roll_row = fill(QHBoxLayout(), (self.roll_button, 1), self.secret_button)
        roll_row.setSpacing(6)

        self.table_dice_label = QLabel(self.tr("Or the dice thrown at the table:"))
        self.table_dice_edit = named(QLineEdit(), "table_dice")
        self.table_dice_edit.setPlaceholderText(self.tr("e.g. 3 8 10"))
        self.table_dice_edit.setClearButtonEnabled(True)
        self.table_dice_tooltip = self.tr(
            "Type the three d10 a player threw, in any order, and press Enter; "
            "the same rules apply as to the program's dice")
        self.table_dice_unavailable_tooltip = self.tr(
            "Typed table dice work for 1o3d10 rolls; add up damage dice yourself")
        self.table_dice_edit.setToolTip(self.table_dice_tooltip)
        self.table_dice_label.setBuddy(self.table_dice_edit)
        self.table_dice_button = named(QPushButton(self.tr("Use these dice")), "",
                                       self.tr("Apply the rules to the dice typed at the left"))
        self.cancel_throw_button = _tool_button(self.tr("Start over"),
                                                self.tr("Forget the throws typed so far"))
        self.cancel_throw_button.setVisible(False)
        self.table_dice_prompt = text_label(name="table_dice_prompt", wrap=True, bold=True)
        self.table_dice_prompt.setVisible(False)
        self.table_dice_error = named(InlineMessage(), "table_dice_error")
        # Why a roll was not recorded in the campaign (and so not shown): no token left, say.
        self.roll_error = named(InlineMessage(), "roll_error")

        table_row = fill(QHBoxLayout(), (self.table_dice_edit, 1), self.table_dice_button,
                         self.cancel_throw_button)

        self.result_panel = ResultPanel()

        self.log_label = text_label(self.tr("Log of rolls"), bold=True)
        self.clear_log_button = _tool_button(self.tr("Clear"), self.tr("Empty the log of rolls"))
        self.log_view = named(QListView(), "dice_log", self.tr("Every roll, newest first"))
        self.log_view.setAlternatingRowColors(True)
        self.log_view.setUniformItemSizes(True)
        # Rows are shortened to the dock's width, never scrolled sideways; the tooltip has it all.
        self.log_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log_view.setItemDelegate(RollLogDelegate(self.log_view))
        self.log_view.setMinimumHeight(self.log_view.fontMetrics().height() * 6)
        log_header = fill(QHBoxLayout(), self.log_label, STRETCH, self.clear_log_button)

        content = named(QWidget(), "dice_roller_content")
        layout = fill(
            QVBoxLayout(content), self.tabs, self.pages, self.odds_label, roll_row,
            self.table_dice_label, table_row, self.table_dice_prompt, self.table_dice_error,
            self.roll_error, separator(), self.result_panel, separator(), log_header,
            (self.log_view, 1))
        layout.setContentsMargins(10, 6, 10, 10)
        layout.setSpacing(8)

        # A small laptop screen must still reach the log: the whole dock scrolls when short.
        self.scroll_area = named(QScrollArea(), "dice_scroll")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidget(content)
        fill(QVBoxLayout(self), self.scroll_area, margin=0)
        # Set by a roll, cleared when the GM scrolls: while set, the dock keeps the result in
        # view as the layout settles, the dock is shown or resized, or the result grows.
        self._following_result = False
        bar = self.scroll_area.verticalScrollBar()
        bar.actionTriggered.connect(lambda _action: self.stop_following_result())
        bar.rangeChanged.connect(self._scroll_to_result)
        self.result_panel.installEventFilter(self)

    def reveal_result(self) -> None:
        """Scroll the dock so the result just shown lies in view, with what sits right above it
        (the Roll button, the table dice) when there is room, until the GM scrolls."""
        self._following_result = True
        self._scroll_to_result()
        QTimer.singleShot(0, self, self._scroll_to_result)

    def stop_following_result(self) -> None:
        """The GM scrolled or edits the form: the dock stays where it is."""
        self._following_result = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.result_panel and event.type() in (
                QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.Show):
            self._scroll_to_result()
        return super().eventFilter(watched, event)

    def _scroll_to_result(self) -> None:
        content = self.scroll_area.widget()
        if not self._following_result or not self.isVisible() or content is None:
            return
        panel = self.result_panel
        top = panel.mapTo(content, QPoint(0, 0)).y()
        bottom = top + panel.height()
        bar = self.scroll_area.verticalScrollBar()
        height = self.scroll_area.viewport().height()
        margin = 6
        if bottom - top + margin > height:
            # A result taller than the dock shows from its top: the total and verdict come first.
            bar.setValue(top)
        elif bottom + margin > bar.value() + height:
            # As little as it takes, so the Roll button and table dice above stay in view.
            bar.setValue(bottom + margin - height)
        elif top < bar.value():
            bar.setValue(max(0, top - margin))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        # A sheet's roll raises the dock after rolling: scroll once it has its size.
        if self._following_result:
            QTimer.singleShot(0, self, self._scroll_to_result)

    def _fit_tabs_to_page(self, current: int) -> None:
        self.pages.setCurrentIndex(current)
        for index in range(self.pages.count()):
            policy = (QSizePolicy.Policy.Preferred if index == current
                      else QSizePolicy.Policy.Ignored)
            if (page := self.pages.widget(index)) is not None:
                page.setSizePolicy(policy, policy)
        self.pages.updateGeometry()

    def _build_check_page(self) -> QWidget:
        # Layout code, longer than 80 lines on purpose: the widgets in the order they show.
        page = QWidget()
        # Radio buttons of one parent exclude each other: no button group needed.
        self.skill_kind = named(QRadioButton(self.tr("Skill roll")), "", self.tr(
            "Attribute + skill + 1o3d10; explodes on 10; a natural 1 fails"))
        self.skill_kind.setChecked(True)
        self.attribute_kind = named(QRadioButton(self.tr("Attribute roll")), "", self.tr(
            "Attribute + 1o3d10 against the attribute difficulties (9, 12, 15, 18, 21)"))
        kind_row = fill(QHBoxLayout(), self.skill_kind, self.attribute_kind, STRETCH)

        self.attribute_spin = _spin(1, 20, self.tr(
            "The attribute's value (Physique, Dexterity, Intelligence or Perception)"),
            "attribute_value", 6)
        self.skill_spin = _spin(0, 10, self.tr("The skill's value; 0 means no points in it"),
                                "skill_value", 3)
        self.skill_hint = text_label(self.tr("no points: −1 rank"), "skill_hint", quiet=True)
        self.skill_hint.setVisible(False)
        self.skill_label = QLabel(self.tr("&Skill"))
        self.skill_label.setBuddy(self.skill_spin)
        values_row = fill(QHBoxLayout(), self.attribute_spin, 8, self.skill_label,
                          self.skill_spin, self.skill_hint, STRETCH)

        self.difficulty_combo = named(QComboBox(), "difficulty", self.tr(
            "Pick a difficulty, or type a number such as 17 or a name such as “Hard”"))
        self.difficulty_combo.setEditable(True)
        self.difficulty_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.difficulty_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.difficulty_error = named(InlineMessage(), "difficulty_error")
        difficulty_box = fill(QVBoxLayout(), self.difficulty_combo, self.difficulty_error)
        difficulty_box.setSpacing(2)

        self.specialisation_check = named(QCheckBox(self.tr("Specialisation")), "", self.tr(
            "The character has a specialisation that fits this roll: +1 rank"))
        self.token_check = named(QCheckBox(self.tr("Spends a token")), "", self.tr(
            "The player spends a token before rolling: +1 rank"))
        self.malherido_check = named(QCheckBox(self.tr("Badly wounded")), "", self.tr(
            "Current HP at or below Physique: −1 rank"))
        self.double_action_check = named(QCheckBox(self.tr("Double action")), "", self.tr(
            "The character took a double action this turn: −1 rank"))
        self.advantages_spin = _spin(0, 5, self.tr("Other advantages the GM grants, +1 rank each"))
        self.disadvantages_spin = _spin(0, 5, self.tr(
            "Other disadvantages the GM imposes, −1 rank each"))
        shifts = QGridLayout()
        shifts.setContentsMargins(0, 4, 0, 0)
        shifts.setHorizontalSpacing(16)
        shifts.setVerticalSpacing(4)
        titles = (QLabel(self.tr("Advantages (+1 each)")),
                  QLabel(self.tr("Disadvantages (−1 each)")))
        for title in titles:
            emphasise(title)
            # In a dock as narrow as a 1366 px laptop leaves, the title wraps rather than
            # making the form wider than the dock (a sideways scroll bar).
            title.setWordWrap(True)
        grid = (titles, (self.specialisation_check, self.malherido_check),
                (self.token_check, self.double_action_check))
        for row, pair in enumerate(grid):
            for column, widget in enumerate(pair):
                shifts.addWidget(widget, row, column)
        for column, spin in enumerate((self.advantages_spin, self.disadvantages_spin)):
            shifts.addLayout(fill(QHBoxLayout(), QLabel(self.tr("Others")), spin, STRETCH),
                             3, column)
            shifts.setColumnStretch(column, 1)

        self.rank_label = named(text_label(bold=True), "rank", self.tr(
            "Advantages and disadvantages cancel one for one; the rank stays between −1 and +1"))

        form = QFormLayout(page)
        form.setContentsMargins(4, 8, 4, 4)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(kind_row)
        for text, buddy, field in ((self.tr("&Attribute"), self.attribute_spin, values_row),
                                   (self.tr("&Difficulty"), self.difficulty_combo,
                                    difficulty_box)):
            label = QLabel(text)
            label.setBuddy(buddy)
            form.addRow(label, field)
        form.addRow(shifts)
        form.addRow(self.rank_label)
        return page

    def _build_expression_page(self) -> QWidget:
        page = QWidget()
        self.expression_edit = named(QLineEdit(), "dice_expression", self.tr(
            "Dice to roll: 1o3d10, 2d6+1, 1o3d10+12, d6, 47+1d6. Enter rolls."))
        self.expression_edit.setPlaceholderText(self.tr("e.g. 2d6+1, 1o3d10+12, d6"))
        self.expression_edit.setClearButtonEnabled(True)
        self.expression_error = named(InlineMessage(), "expression_error")
        self.explode_check = named(QCheckBox(self.tr(
            "Damage: a die showing its highest face rolls again")), "", self.tr(
            "Weapon damage explodes (6→6→1); switch off for plain rolls such as a monster's HP"))
        self.explode_check.setChecked(True)
        layout = fill(QVBoxLayout(page), self.expression_edit, self.expression_error,
                      self.explode_check, STRETCH)
        layout.setContentsMargins(4, 8, 4, 4)
        return page


def _spin(low: int, high: int, tip: str, name: str = "", value: int = 0) -> QSpinBox:
    spin = named(QSpinBox(), name, tip)
    spin.setRange(low, high)
    spin.setValue(value)
    return spin


def _tool_button(text: str, tip: str) -> QToolButton:
    button = named(QToolButton(), "", tip)
    button.setText(text)
    return button
