"""The skills section as one table: a small Qt item model over the sheet's skill lines, grouped
under a heading row per attribute, and the view that shows it without a scroll bar of its own.

One view over a model instead of five widgets a skill: a sheet with 35 skills opens and updates
in a fraction of the time. The model holds no rules: the totals, caps and their reasons come from
the session's :class:`~ryf_desktop.session.sheet_queries.SheetView`; an edited level goes to
``set_level`` (the controller, which pushes the command and reports a refusal).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum
from typing import TypeAlias

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QSizePolicy,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from ryf_desktop.rules.character import Attribute
from ryf_desktop.session.sheet_queries import SheetView, SkillLine
from ryf_desktop.ui.sheet.labels import attribute_name

#: The most points the field takes; the rules' caps (6, or 16 with the attribute) are checked by
#: the command, which refuses with the reason.
POINTS_MAX = 20
#: The model role holding a skill row's id (None on a heading row).
SKILL_ID_ROLE = Qt.ItemDataRole.UserRole + 1
PROBLEM_COLOUR = QColor("#b3261e")
HEADING_BACKGROUND = QColor("#ece6da")
ZERO_COLOUR = QColor("#6b6b6b")

AnyIndex: TypeAlias = QModelIndex | QPersistentModelIndex


class Column(IntEnum):
    NAME = 0
    POINTS = 1
    TOTAL = 2
    SPECIALISATIONS = 3
    MENU = 4


@dataclass(frozen=True, slots=True)
class _Heading:
    attribute: Attribute
    value: int


_Row: TypeAlias = _Heading | SkillLine


def _rows(sheet: SheetView) -> list[_Row]:
    rows: list[_Row] = []
    for attribute in Attribute:
        lines = sheet.skills_of(attribute)
        if lines:
            rows.append(_Heading(attribute, sheet.attributes[attribute]))
            rows.extend(lines)
    return rows


_Cell: TypeAlias = dict[int, object]
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_EDIT = int(Qt.ItemDataRole.EditRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_ALIGN = int(Qt.ItemDataRole.TextAlignmentRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_BACKGROUND = int(Qt.ItemDataRole.BackgroundRole)
_SKILL_ID = int(SKILL_ID_ROLE)


class SkillTableModel(QAbstractTableModel):
    """Heading rows ("Destreza (8)") and skill rows: name, points, total, specialisations.

    Every cell's roles are worked out when the sheet changes, not when the view asks: a paint
    asks for about ten roles a cell, and a lookup answers them.
    """

    def __init__(
        self, set_level: Callable[[int, int], bool], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._set_level = set_level
        self._rows: list[_Row] = []
        self._cells: list[list[_Cell]] = []
        self._in_creation = True
        self._shape: tuple[object, ...] = ()
        self._headers = (self.tr("Skill"), self.tr("Points"), self.tr("Total"),
                         self.tr("Specialisations"), "")
        bold = QFont()
        bold.setBold(True)
        self._bold = bold
        self._heading_brush = QBrush(HEADING_BACKGROUND)
        self._problem_brush = QBrush(PROBLEM_COLOUR)
        self._zero_brush = QBrush(ZERO_COLOUR)
        self._centre = int(Qt.AlignmentFlag.AlignCenter)

    # --- filling ------------------------------------------------------------------------------
    def set_sheet(self, sheet: SheetView) -> None:
        """Show ``sheet``; only the cells whose value changed are announced."""
        rows = _rows(sheet)
        in_creation = sheet.details.character.in_creation
        shape = (in_creation, tuple(
            (row.id, row.name, row.attribute) if isinstance(row, SkillLine) else row.attribute
            for row in rows
        ))
        if shape != self._shape:
            self.beginResetModel()
            self._rows, self._shape, self._in_creation = rows, shape, in_creation
            self._cells = [self._row_cells(row, sheet) for row in rows]
            self.endResetModel()
            return
        old_rows, old_cells = self._rows, self._cells
        self._rows = rows
        self._cells = [
            old_cells[index] if old == new and not isinstance(new, SkillLine)
            else self._row_cells(new, sheet)
            for index, (old, new) in enumerate(zip(old_rows, rows, strict=True))
        ]
        # Per column, one announcement for the run of rows whose cell changed: an attribute
        # edit repaints its heading and the totals under it, not the whole table.
        for column in Column:
            changed = [index for index in range(len(rows))
                       if old_cells[index][column] != self._cells[index][column]]
            if changed:
                self.dataChanged.emit(self.index(changed[0], column),
                                      self.index(changed[-1], column))

    def _row_cells(self, row: _Row, sheet: SheetView) -> list[_Cell]:
        if isinstance(row, _Heading):
            heading: _Cell = {_FONT: self._bold, _BACKGROUND: self._heading_brush}
            first = dict(heading)
            first[_DISPLAY] = f"{attribute_name(row.attribute)} ({row.value})"
            return [first, *(dict(heading) for _ in range(len(Column) - 1))]
        line = row
        attribute = sheet.attributes[line.attribute]
        problems = " ".join(line.problems)
        name: _Cell = {
            _DISPLAY: line.name, _EDIT: line.name, _SKILL_ID: line.id,
            _TOOLTIP: self.tr("Roll %1 now; the result shows in the Dice dock").replace(
                "%1", line.name
            ),
        }
        points: _Cell = {
            _DISPLAY: str(line.level), _EDIT: line.level, _SKILL_ID: line.id,
            _ALIGN: self._centre,
            _TOOLTIP: problems or (
                self.tr("Click to change the points") if self._in_creation
                else self.tr("Creation is closed: raise it with XP from the ⋯ menu")
            ),
            _FOREGROUND: self._problem_brush if problems
            else self._zero_brush if line.level == 0 else None,
        }
        summed = f"{attribute_name(line.attribute)} {attribute} + {line.name} {line.level}"
        total: _Cell = {
            _DISPLAY: str(line.total), _EDIT: line.total, _SKILL_ID: line.id,
            _ALIGN: self._centre, _FONT: self._bold,
            _FOREGROUND: self._problem_brush if problems else None,
            _TOOLTIP: " ".join((summed, *line.problems)),
        }
        specialisations: _Cell = {
            _DISPLAY: ", ".join(line.specialisations), _SKILL_ID: line.id,
        }
        menu: _Cell = {
            _DISPLAY: "⋯", _SKILL_ID: line.id, _ALIGN: self._centre,
            _TOOLTIP: self.tr("Rename, change attribute, specialisations, raise with XP, "
                              "remove"),
        }
        return [name, points, total, specialisations, menu]

    def heading_rows(self) -> list[int]:
        return [index for index, row in enumerate(self._rows) if isinstance(row, _Heading)]

    def skill_row(self, skill_id: int) -> int:
        """The row of ``skill_id`` (−1 when it is not shown)."""
        return next((index for index, row in enumerate(self._rows)
                     if isinstance(row, SkillLine) and row.id == skill_id), -1)

    def line(self, row: int) -> SkillLine | None:
        found = self._rows[row] if 0 <= row < len(self._rows) else None
        return found if isinstance(found, SkillLine) else None

    # --- the model ----------------------------------------------------------------------------
    def rowCount(self, parent: AnyIndex | None = None) -> int:  # noqa: N802
        return 0 if parent is not None and parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex | None = None) -> int:  # noqa: N802
        return 0 if parent is not None and parent.isValid() else len(Column)

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self._headers[section]
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.ToolTipRole:
            return {
                Column.NAME: self.tr("Click a skill to roll it; the result shows in the Dice dock"),
                Column.POINTS: self.tr("Points bought in the skill; click to change them"),
                Column.TOTAL: self.tr("Attribute + skill: what a roll adds to 1o3d10"),
            }.get(Column(section))
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if isinstance(self._rows[index.row()], _Heading):
            return Qt.ItemFlag.ItemIsEnabled
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == Column.POINTS and self._in_creation:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        return self._cells[index.row()][index.column()].get(int(role))

    def setData(  # noqa: N802
        self, index: AnyIndex, value: object, role: int = Qt.ItemDataRole.EditRole
    ) -> bool:
        line = self.line(index.row()) if index.isValid() else None
        if (line is None or index.column() != Column.POINTS or role != Qt.ItemDataRole.EditRole
                or not isinstance(value, int)):
            return False
        # The controller pushes the command; the session's change notice refills this model
        # (with the stored value when the command was refused).
        return self._set_level(line.id, value)


class PointsDelegate(QStyledItemDelegate):
    """A spin box for a skill's points, the whole value selected so a typed digit replaces it."""

    def createEditor(  # noqa: N802
        self, parent: QWidget, option: QStyleOptionViewItem, index: AnyIndex
    ) -> QWidget:
        del option, index
        spin = QSpinBox(parent)
        spin.setObjectName("skill_points_editor")
        spin.setRange(0, POINTS_MAX)
        spin.setFrame(False)
        spin.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return spin

    def setEditorData(self, editor: QWidget, index: AnyIndex) -> None:  # noqa: N802
        value = index.data(Qt.ItemDataRole.EditRole)
        if isinstance(editor, QSpinBox) and isinstance(value, int):
            editor.setValue(value)
            editor.selectAll()

    def setModelData(  # noqa: N802
        self, editor: QWidget, model: QAbstractItemModel, index: AnyIndex
    ) -> None:
        if isinstance(editor, QSpinBox):
            editor.interpretText()
            if editor.value() != index.data(Qt.ItemDataRole.EditRole):
                model.setData(index, editor.value(), Qt.ItemDataRole.EditRole)


class SkillTableView(QTableView):
    """The skill table at its full height (the sheet scrolls, not the table), with the heading
    rows spanning every column and a pointing hand over what a click acts on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("skills")
        self.verticalHeader().setVisible(False)
        # Every row the same height: the view never measures the rows one by one.
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.horizontalHeader()
        header.setHighlightSections(False)
        header.setMinimumSectionSize(24)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                             | QAbstractItemView.EditTrigger.EditKeyPressed
                             | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.setItemDelegateForColumn(Column.POINTS, PointsDelegate(self))
        self.setShowGrid(False)
        self.setAlternatingRowColors(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWordWrap(False)
        self.setMouseTracking(True)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_skill_model(self, model: SkillTableModel) -> None:
        self.setModel(model)
        header = self.horizontalHeader()
        header.setSectionResizeMode(Column.NAME, QHeaderView.ResizeMode.Stretch)
        for column in (Column.POINTS, Column.TOTAL, Column.MENU):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(Column.SPECIALISATIONS, QHeaderView.ResizeMode.Stretch)
        metrics = self.fontMetrics()
        for column in (Column.POINTS, Column.TOTAL):
            caption = str(model.headerData(column, Qt.Orientation.Horizontal))
            header.resizeSection(column, metrics.horizontalAdvance(caption) + 24)
        header.resizeSection(Column.MENU, metrics.horizontalAdvance("⋯") + 20)
        model.modelReset.connect(self._spans)
        self._spans()

    def _spans(self) -> None:
        model = self.model()
        if not isinstance(model, SkillTableModel):
            return
        self.clearSpans()
        for row in model.heading_rows():
            self.setSpan(row, 0, 1, len(Column))
        self.updateGeometry()

    def sizeHint(self) -> QSize:  # noqa: N802
        model = self.model()
        rows = model.rowCount() if model is not None else 0
        height = (self.horizontalHeader().sizeHint().height()
                  + rows * self.verticalHeader().defaultSectionSize() + 2 * self.frameWidth())
        return QSize(super().sizeHint().width(), height)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(super().minimumSizeHint().width(), self.sizeHint().height())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        index = self.indexAt(event.position().toPoint())
        clickable = (index.isValid() and index.data(SKILL_ID_ROLE) is not None
                     and index.column() in (Column.NAME, Column.POINTS, Column.MENU))
        viewport = self.viewport()
        if clickable:
            viewport.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            viewport.unsetCursor()
        super().mouseMoveEvent(event)
