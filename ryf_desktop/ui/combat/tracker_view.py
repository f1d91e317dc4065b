"""The combat tracker's widgets, filled by :meth:`TrackerView.show_combat` (behaviour lives in
the controller)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QSizePolicy,
    QStyleOptionViewItem,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.session.combat import CombatantRow, CombatView
from ryf_desktop.session.present.combat_view import PREPARING, RUNNING
from ryf_desktop.ui.combat import labels
from ryf_desktop.ui.combat.tracker_model import (
    HEALTH_COLUMN,
    INITIATIVE_COLUMN,
    NAME_COLUMN,
    TURN_COLUMN,
    TrackerModel,
)
from ryf_desktop.ui.common.widgets import InlineMessage, emphasise, fill, named, text_label

#: Changes after which the order's rows must be worked out again (see ``TrackerModel``).
_LOOK_CHANGES = frozenset({
    QEvent.Type.LanguageChange,
    QEvent.Type.LocaleChange,
    QEvent.Type.PaletteChange,
    QEvent.Type.FontChange,
    QEvent.Type.StyleChange,
})
#: The fewest rows of the order the table shows before the dock scrolls instead.
MIN_ROWS = 4


class TrackerView(QWidget):
    """Layout of the combat dock; the controller fills the labels and enables the buttons."""

    def __init__(self, model: TrackerModel, parent: QWidget | None = None) -> None:
        # Layout code (widgets made and placed top to bottom): long, and clearest in one piece.
        super().__init__(parent)
        self.setObjectName("combat_tracker")
        self.model = model
        # Opaque (the window's colour, as the dock under it): a label or scroll bar repainted
        # on a step then repaints the tracker's background under it, not the dock's frame and
        # title and the main window's behind them too.
        self.setAutoFillBackground(True)

        self.title_label = text_label(
            self.tr("No combat"), "combat_title", wrap=True, scale=1.1, bold=True)
        self.round_label = text_label(name="combat_round", scale=1.5, bold=True)
        self.round_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        title_row = fill(QHBoxLayout(), (self.title_label, 1), self.round_label)

        self.active_frame = named(QFrame(), "combat_active")
        self.active_frame.setFrameShape(QFrame.Shape.StyledPanel)
        self.active_frame.setAutoFillBackground(True)
        self.active_frame.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        # The band's labels wrap: a long budget ("… (moved 7,5 m)") takes a second line rather
        # than being cut (the dock scrolls when that leaves too little room: CombatDock).
        self.active_name = text_label(name="combat_active_name", wrap=True, scale=1.6, bold=True)
        self.budget_label = named(
            text_label(wrap=True, scale=1.15, bold=True), "combat_budget",
            self.tr("What the combatant whose turn it is has left: each action gives a major and "
                    "a minor action; moving spends them (at most 9 m a turn)"))
        self.double_action_check = named(
            QCheckBox(self.tr("&Double action")), "combat_double_action",
            self.tr("One action more this turn, and every roll of the turn at −1 rank; "
                    "not while malherido"))
        self.end_turn_button = named(
            QPushButton(self.tr("End turn")), "combat_end_turn",
            self.tr("Unused actions are lost; the next one acts"))
        active_layout = QGridLayout(self.active_frame)
        active_layout.setContentsMargins(10, 8, 10, 8)
        active_layout.setHorizontalSpacing(12)
        active_layout.setVerticalSpacing(4)
        active_layout.addWidget(self.active_name, 0, 0, 1, 2)
        active_layout.addWidget(self.budget_label, 1, 0, 1, 2)
        active_layout.addWidget(self.double_action_check, 2, 0)
        active_layout.addWidget(self.end_turn_button, 2, 1, Qt.AlignmentFlag.AlignRight)
        active_layout.setColumnStretch(0, 1)

        self.table = named(QTableView(), "combat_order")
        self.table.setModel(model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        # Not InternalMove: a creature dragged from the catalog is dropped here too.
        self.table.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.table.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.table.setDragDropOverwriteMode(False)
        self.table.setWordWrap(False)
        self.table.setShowGrid(False)
        self.table.setAlternatingRowColors(True)
        # Sizes are set when the people change (fit_columns), never per repaint: measuring
        # every row of a 50-combatant order on each turn would cost more than a frame.
        rows = self.table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.table.fontMetrics().height() + 10)
        header = self.table.horizontalHeader()
        for column in (NAME_COLUMN, INITIATIVE_COLUMN, HEALTH_COLUMN):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(TURN_COLUMN, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(24)
        # A title wider than its squeezed column ends in "…", not cut at both sides.
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        # The order is read at a glance in a narrow dock: the columns share its width (the name
        # gives way last, elided only in a dock too narrow for any name; each row's tooltip says
        # everything), never a scroll bar.
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self._natural: dict[int, int] = {}
        #: The row of the combatant whose turn it is, kept in view as the turns and the dock's
        #: height change (None: nobody's turn).
        self.active_row: int | None = None
        # What each text needs in bold, by text: most repeat from row to row and turn to turn
        # ("16/16 PV", "24 · 2 actions"), and measuring one costs more than the lookup.
        self._needs: dict[tuple[str, bool], int] = {}
        self._needs_for: tuple[object, ...] = ()
        # What a cell adds to its text's width (margins, the name's state dot), by column, as
        # the delegate lays a cell out; measured again with the texts' font and icon size.
        self._padding: dict[int, int] = {}
        # New people are measured as they come, people gone give their room back.
        model.rowsInserted.connect(lambda _parent, first, last: self._grow(first, last))
        model.dataChanged.connect(lambda top, bottom, *_roles: self._grow(top.row(), bottom.row()))
        model.rowsRemoved.connect(self.fit_columns)
        self.table.viewport().installEventFilter(self)
        self.table.setToolTip(
            self.tr("The order of this round; right-click a combatant for its initiative"))
        # Four rows at least: the active one and those acting next. Any less and the dock
        # scrolls instead (the window's minimum must still fit a 768 px screen).
        frame = 2 * self.table.frameWidth()
        self.table.setMinimumHeight(
            header.sizeHint().height() + MIN_ROWS * rows.defaultSectionSize() + frame)

        self.previous_button = named(QPushButton(self.tr("◀ Previous turn")), "combat_previous")
        self.next_button = named(QPushButton(self.tr("Next turn ▶")), "combat_next")
        self.next_button.setDefault(True)
        emphasise(self.next_button)
        self.next_button.setMinimumHeight(self.next_button.sizeHint().height() * 4 // 3)
        self.previous_button.setMinimumHeight(self.next_button.minimumHeight())
        turn_row = fill(QHBoxLayout(), self.previous_button, (self.next_button, 2))

        self.attack_button = named(QPushButton(self.tr("&Attack…")), "combat_attack")
        self.actions_button = named(QToolButton(), "combat_other_actions")
        self.actions_button.setText(self.tr("Other actions"))
        self.actions_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.actions_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.actions_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.opposed_button = named(QPushButton(self.tr("Opposed roll…")), "combat_opposed")
        act_row = fill(QHBoxLayout(), *((button, 1) for button in (
            self.attack_button, self.actions_button, self.opposed_button)))

        self.start_button = named(QPushButton(self.tr("&Start combat…")), "combat_start")
        self.roll_all_button = named(
            QPushButton(self.tr("Roll initiative")), "combat_roll_all",
            self.tr("Roll for everyone without an initiative yet; right-click one to type it"))
        self.begin_button = named(QPushButton(self.tr("&Begin round 1")), "combat_begin")
        self.end_button = named(QPushButton(self.tr("End combat…")), "combat_end")
        # Two by two: in one row the four (shown together for a moment when a campaign opens)
        # asked for ~590 px, and the window grew past a 1366 px laptop's screen for them.
        setup_row = QGridLayout()
        for place, button in enumerate(
                (self.start_button, self.roll_all_button, self.begin_button, self.end_button)):
            setup_row.addWidget(button, *divmod(place, 2))

        self.last_label = named(text_label(wrap=True, selectable=True), "combat_last",
                                self.tr("What the last step did, as the log tells it"))
        self.last_label.setVisible(False)
        self.message_label = named(InlineMessage(), "combat_message")
        self.hint_label = text_label(name="combat_hint", wrap=True, quiet=True)

        layout = fill(
            QVBoxLayout(self), title_row, self.active_frame, (self.table, 1), turn_row, act_row,
            setup_row, self.last_label, self.hint_label, self.message_label
        )
        layout.setContentsMargins(8, 6, 8, 8)
        layout.setSpacing(6)
        self.fit_columns()

    def show_combat(
        self, combat: CombatView | None, open_campaign: bool, actions: Mapping[str, QAction]
    ) -> None:
        """Fill the labels, show the buttons and enable ``actions`` for ``combat``."""
        status = None if combat is None else combat.status
        preparing, running = status == PREPARING, status == RUNNING
        active = None if combat is None else combat.active
        missing = combat is not None and any(
            row.initiative_total is None for row in combat.combatants)
        if combat is None:
            self.title_label.setText(self.tr("No combat"))
            self.round_label.clear()
            self.hint_label.setText(
                self.tr("Start a combat to fight: pick tokens of the map, characters and "
                        "creatures.")
                if open_campaign else self.tr("Open a campaign to run its combats."))
        else:
            state = self.tr("running") if running else self.tr("preparing")
            self.title_label.setText(f"{combat.name} — {state}")
            self.round_label.setText(
                self.tr("Round {n}").format(n=labels.number(combat.round)) if running else "")
        if running:
            keys = {name: actions[name].shortcut().toString(
                QKeySequence.SequenceFormat.NativeText) for name in ("next", "previous")}
            self.hint_label.setText(
                self.tr("{next}: next turn · {previous}: previous turn · right-click a combatant "
                        "for more").format(**keys))
        elif preparing:
            self.hint_label.setText(
                self.tr("Roll initiative for everyone, or right-click one to type the total or "
                        "the dice thrown; then Begin.")
                if missing else self.tr("Everyone has an initiative: Begin round 1."))
        self._show_active(active, open_campaign, running)
        acting = open_campaign and running and active is not None
        people = 0 if combat is None else len(combat.combatants)
        enable = {
            "start": open_campaign and combat is None,
            "roll_all": open_campaign and preparing and missing,
            "begin": open_campaign and preparing and not missing and people > 0,
            "next": open_campaign and running,
            "previous": open_campaign and running,
            "attack": acting,
            "other": acting,
            "double_action": self.double_action_check.isEnabled(),
            "opposed": open_campaign and people >= 2,
            "end": open_campaign and combat is not None,
        }
        for name, enabled in enable.items():
            # The dock's buttons follow their actions' state (the controller binds them).
            actions[name].setEnabled(enabled)
        actions["double_action"].setChecked(self.double_action_check.isChecked())
        for widget, shown in (
            (self.start_button, combat is None),
            (self.roll_all_button, preparing),
            (self.begin_button, preparing),
            (self.end_button, combat is not None),
            *((widget, running) for widget in (
                self.previous_button, self.next_button, self.attack_button, self.actions_button,
                self.opposed_button)),
        ):
            widget.setVisible(shown)
        # Ending a turn needs someone acting, as the Other actions do; Next turn does not.
        self.end_turn_button.setEnabled(acting)
        self.actions_button.setEnabled(acting)
        self.keep_in_view(None if active is None else self.model.row_of(active.id))

    def _show_active(self, active: CombatantRow | None, open_campaign: bool, running: bool) -> None:
        """The band of the combatant whose turn it is."""
        self.active_frame.setVisible(running)
        if active is not None:
            self.active_name.setText(self.tr("{name}'s turn").format(name=active.name))
            self.budget_label.setText(labels.budget_text(
                active.majors_left, active.minors_left, active.moved_m, active.max_move_m))
        else:
            self.active_name.setText(self.tr("Nobody's turn"))
            self.budget_label.clear()
        self.double_action_check.setChecked(active is not None and active.double_action)
        self.double_action_check.setEnabled(active is not None and open_campaign and (
            active.can_double or active.double_action))

    def fit_columns(self) -> None:
        """Size the columns to the combatants now in the order, with room for the ▶ of the
        active one, then share the dock's width among them (:meth:`_share_width`)."""
        header = self.table.horizontalHeader()
        for column in (NAME_COLUMN, INITIATIVE_COLUMN, HEALTH_COLUMN):
            self._natural[column] = header.sectionSizeHint(column)
        self._measure(0, self.model.rowCount() - 1)
        self._share_width()

    def _grow(self, top: int, bottom: int) -> None:
        """A turn or a wound changed a few rows, or people joined: widen a column when one of
        them no longer fits (a health state appeared), never measuring the other rows."""
        if self._measure(top, bottom):
            self._share_width()

    def _measure(self, top: int, bottom: int) -> bool:
        """Widen the columns for the rows ``top``..``bottom`` measured in bold (the active
        row's font), by font metrics alone: Qt's ``sizeHintForColumn`` asks every row for every
        role and costs tens of milliseconds in a fight of fifty. True when one grew."""
        grown = False
        font = self.table.font()
        icon = self.table.iconSize().width()
        # A first row tells the delegate's padding exactly: measured again once rows arrive.
        measured_for = (font.key(), icon, self.model.rowCount() > 0)
        if measured_for != self._needs_for:
            self._needs.clear()
            self._needs_for = measured_for
            self._padding = self._cell_padding()
        needs = self._needs
        padding = self._padding
        bold: QFontMetrics | None = None
        for row in range(top, bottom + 1):
            for column in (NAME_COLUMN, INITIATIVE_COLUMN, HEALTH_COLUMN):
                text = self.model.text(row, column)
                key = (text, column == NAME_COLUMN)
                needed = needs.get(key)
                if needed is None:
                    if bold is None:
                        bold_font = QFont(font)
                        bold_font.setBold(True)
                        bold = QFontMetrics(bold_font)
                    needed = bold.horizontalAdvance(text) + padding[column]
                    if len(needs) > 2000:
                        needs.clear()
                    needs[key] = needed
                if needed > self._natural.get(column, 0):
                    self._natural[column] = needed
                    grown = True
        return grown

    def _cell_padding(self) -> dict[int, int]:
        """What the delegate adds to a cell's text (margins, the state dot), by column: asked
        of the first row's cells, with two pixels to spare for rounding; nothing while the
        order is empty (nothing to measure: asked again when rows arrive)."""
        if self.model.rowCount() == 0:
            return {}
        table = self.table
        option = QStyleOptionViewItem()
        table.initViewItemOption(option)
        padding: dict[int, int] = {}
        for column in (NAME_COLUMN, INITIATIVE_COLUMN, HEALTH_COLUMN):
            index = self.model.index(0, column)
            font = self.model.data(index, Qt.ItemDataRole.FontRole)
            metrics = QFontMetrics(font if isinstance(font, QFont) else table.font())
            hint = table.itemDelegateForIndex(index).sizeHint(option, index).width()
            padding[column] = max(
                0, hint - metrics.horizontalAdvance(self.model.text(0, column))) + 2
        return padding

    def _share_width(self) -> None:
        """Give each column its natural width; when the dock is narrower than that, take the
        difference from this turn's reminder (the band above says it in large type), then from
        the initiative and the health, and from the name only when nothing else is left."""
        if not self._natural:
            return
        metrics = self.table.fontMetrics()
        turn_min = metrics.horizontalAdvance("M" * 3)
        available = self.table.viewport().width() - turn_min
        widths = dict(self._natural)
        excess = sum(widths.values()) - available
        floors = {
            INITIATIVE_COLUMN: metrics.horizontalAdvance("00 · 0") + metrics.averageCharWidth(),
            HEALTH_COLUMN: metrics.horizontalAdvance("00/00 PV") + metrics.averageCharWidth() * 2,
            NAME_COLUMN: metrics.horizontalAdvance("M" * 5),
        }
        for column in (INITIATIVE_COLUMN, HEALTH_COLUMN, NAME_COLUMN):
            if excess <= 0:
                break
            cut = min(excess, max(0, widths[column] - floors[column]))
            widths[column] -= cut
            excess -= cut
        for column, width in widths.items():
            if self.table.columnWidth(column) != width:
                self.table.setColumnWidth(column, width)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        # The model keeps each row's texts, colours and font once made: what they were made
        # from changed.
        if event.type() in _LOOK_CHANGES:
            self.model.forget_looks()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._share_width()
            # A shorter dock (a dock dragged, a longer line above) may hide the active row.
            self.keep_in_view(self.active_row)
        return super().eventFilter(watched, event)

    def keep_in_view(self, row: int | None) -> None:
        """Scroll the order so ``row`` (the active one) shows, with the ones after it: it moves
        down a row each turn, and scrolling a row at a time would repaint the whole order every
        turn. Remembered, and kept in view when the table's height changes."""
        self.active_row = row
        if row is None or not 0 <= row < self.model.rowCount():
            return
        table = self.table
        index = self.model.index(row, 0)
        shown = table.visualRect(index)
        area = table.viewport().rect()
        if shown.top() >= area.top() and shown.bottom() <= area.bottom():
            return
        hint = (
            QAbstractItemView.ScrollHint.PositionAtTop if shown.bottom() > area.bottom()
            else QAbstractItemView.ScrollHint.PositionAtBottom
        )
        table.scrollTo(index, hint)
