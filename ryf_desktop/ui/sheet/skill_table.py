"""The skills section as one table, a heading row per attribute, as tall as its rows. One view
over a model rather than five widgets a skill: a sheet of 35 skills opens and updates in a
fraction of the time."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QObject, QSize, Qt
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
from ryf_desktop.ui.common.keyed_rows import Column as RowsColumn
from ryf_desktop.ui.common.keyed_rows import Index, KeyedRowsModel
from ryf_desktop.ui.common.widgets import named
from ryf_desktop.ui.sheet.labels import attribute_name

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate

#: The most points the field takes; the rules' caps (6, or 16 with the attribute) are checked by
#: the command, which refuses with the reason.
POINTS_MAX = 20
#: The model role holding a skill row's id (None on a heading row).
SKILL_ID_ROLE = Qt.ItemDataRole.UserRole + 3  # after KeyedRowsModel's ROW_ROLE and KEY_ROLE
PROBLEM_COLOUR = QColor("#b3261e")
HEADING_BACKGROUND = QColor("#ece6da")
ZERO_COLOUR = QColor("#6b6b6b")

_EDIT = int(Qt.ItemDataRole.EditRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_BACKGROUND = int(Qt.ItemDataRole.BackgroundRole)
_SKILL_ID = int(SKILL_ID_ROLE)


class Column(IntEnum):
    NAME = 0
    POINTS = 1
    TOTAL = 2
    SPECIALISATIONS = 3
    MENU = 4


@dataclass(frozen=True, slots=True)
class SkillRow:
    """A row of the table: an attribute's heading (``line`` None) or one of its skills, with
    what the row's cells show beside the line (the attribute's value, creation open or not)."""

    attribute: Attribute
    value: int
    line: SkillLine | None = None
    in_creation: bool = True


def skill_rows(sheet: SheetView) -> list[SkillRow]:
    """The sheet's skills under a heading per attribute that has any."""
    rows: list[SkillRow] = []
    in_creation = sheet.details.character.in_creation
    for attribute in Attribute:
        lines = sheet.skills_of(attribute)
        if lines:
            value = sheet.attributes[attribute]
            rows.append(SkillRow(attribute, value))
            rows.extend(SkillRow(attribute, value, line, in_creation) for line in lines)
    return rows


def _key(row: SkillRow) -> tuple[str, object]:
    return ("heading", row.attribute) if row.line is None else ("skill", row.line.id)


class SkillTableModel(KeyedRowsModel[SkillRow]):
    """Heading rows ("Destreza (8)") and skill rows: name, points, total, specialisations, ⋯."""

    def __init__(
        self, set_level: Callable[[int, int], bool], parent: QObject | None = None
    ) -> None:
        bold = QFont()
        bold.setBold(True)
        heading, problem, zero = (QBrush(HEADING_BACKGROUND), QBrush(PROBLEM_COLOUR),
                                  QBrush(ZERO_COLOUR))

        def of_line(answer: Callable[[SkillRow, SkillLine], object]
                    ) -> Callable[[SkillRow], object]:
            return lambda row: None if row.line is None else answer(row, row.line)

        def text_of(answer: Callable[[SkillLine], str]) -> Callable[[SkillRow], str]:
            return lambda row: "" if row.line is None else answer(row.line)

        shared = {_BACKGROUND: lambda row: heading if row.line is None else None,
                  _FONT: lambda row: bold if row.line is None else None,
                  _SKILL_ID: of_line(lambda _row, line: line.id)}
        centre = Qt.AlignmentFlag.AlignCenter
        columns = [
            RowsColumn(translate("SkillTableModel", "Skill"), lambda row: (
                f"{attribute_name(row.attribute)} ({row.value})" if row.line is None
                else row.line.name), roles={
                    **shared, _EDIT: of_line(lambda _row, line: line.name),
                    _TOOLTIP: of_line(lambda _row, line: translate("SkillTableModel",
                        "Roll %1 now; the result shows in the Dice dock").replace("%1", line.name)),
                }),
            RowsColumn(translate("SkillTableModel", "Points"),
                       text_of(lambda line: str(line.level)), roles={
                **shared, _EDIT: of_line(lambda _row, line: line.level),
                _TOOLTIP: of_line(_points_tip),
                _FOREGROUND: of_line(lambda _row, line: problem if line.problems
                                     else zero if line.level == 0 else None),
            }, alignment=centre),
            RowsColumn(translate("SkillTableModel", "Total"),
                       text_of(lambda line: str(line.total)), roles={
                **shared, _FONT: lambda _row: bold, _EDIT: of_line(lambda _row, line: line.total),
                _FOREGROUND: of_line(lambda _row, line: problem if line.problems else None),
                _TOOLTIP: of_line(lambda row, line: " ".join((
                    f"{attribute_name(line.attribute)} {row.value} + {line.name} {line.level}",
                    *line.problems))),
            }, alignment=centre),
            RowsColumn(translate("SkillTableModel", "Specialisations"),
                       text_of(lambda line: ", ".join(line.specialisations)), roles=shared),
            RowsColumn("", text_of(lambda _line: "⋯"), roles={
                **shared, _TOOLTIP: of_line(lambda _row, _line: translate("SkillTableModel",
                    "Rename, change attribute, specialisations, raise with XP, remove")),
            }, alignment=centre),
        ]
        super().__init__(_key, columns, parent)
        self._set_level = set_level

    def heading_rows(self) -> list[int]:
        return [index for index, row in enumerate(self.rows) if row.line is None]

    def line(self, row: int) -> SkillLine | None:
        found = self.row_at(row)
        return None if found is None else found.line

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.ToolTipRole:
            return {
                Column.NAME: translate(
                    "SkillTableModel",
                    "Click a skill to roll it; the result shows in the Dice dock"),
                Column.POINTS: translate(
                    "SkillTableModel", "Points bought in the skill; click to change them"),
                Column.TOTAL: translate(
                    "SkillTableModel", "Attribute + skill: what a roll adds to 1o3d10"),
            }.get(Column(section))
        return super().headerData(section, orientation, role)

    def flags(self, index: Index) -> Qt.ItemFlag:
        row = self.row_at(index.row()) if index.isValid() else None
        if row is None:
            return Qt.ItemFlag.NoItemFlags
        if row.line is None:
            return Qt.ItemFlag.ItemIsEnabled
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == Column.POINTS and row.in_creation:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(  # noqa: N802
        self, index: Index, value: object, role: int = Qt.ItemDataRole.EditRole
    ) -> bool:
        line = self.line(index.row()) if index.isValid() else None
        if (line is None or index.column() != Column.POINTS or role != Qt.ItemDataRole.EditRole
                or not isinstance(value, int)):
            return False
        # The controller pushes the command; the session's change notice refills this model
        # (with the stored value when the command was refused).
        return self._set_level(line.id, value)


def _points_tip(row: SkillRow, line: SkillLine) -> str:
    if line.problems:
        return " ".join(line.problems)
    if row.in_creation:
        return translate("SkillTableModel", "Click to change the points")
    return translate("SkillTableModel", "Creation is closed: raise it with XP from the ⋯ menu")


class FittedTable(QTableView):
    """A table of whole rows, one chosen at a time, as tall as its rows or ``min_rows`` (the
    sheet scrolls, not the table)."""

    def __init__(self, name: str, *, min_rows: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.min_rows = min_rows
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.verticalHeader().setVisible(False)
        # Every row the same height: the view never measures the rows one by one.
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)

    def setModel(self, model: QAbstractItemModel | None) -> None:  # noqa: N802
        super().setModel(model)
        if model is not None:
            model.rowsInserted.connect(self.updateGeometry)
            model.rowsRemoved.connect(self.updateGeometry)

    def sizeHint(self) -> QSize:  # noqa: N802
        model = self.model()
        rows = max(self.min_rows, 0 if model is None else model.rowCount())
        height = (self.horizontalHeader().sizeHint().height()
                  + rows * self.verticalHeader().defaultSectionSize() + 2 * self.frameWidth()
                  + (self.horizontalScrollBar().sizeHint().height()
                     if self.horizontalScrollBar().isVisible() else 0))
        return QSize(super().sizeHint().width(), height)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(super().minimumSizeHint().width(), self.sizeHint().height())


class PointsDelegate(QStyledItemDelegate):
    """A spin box for a skill's points, the whole value selected so a typed digit replaces it."""

    def createEditor(  # noqa: N802
        self, parent: QWidget, option: QStyleOptionViewItem, index: Index
    ) -> QWidget:
        del option, index
        spin = named(QSpinBox(parent), "skill_points_editor")
        spin.setRange(0, POINTS_MAX)
        spin.setFrame(False)
        spin.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return spin

    def setEditorData(self, editor: QWidget, index: Index) -> None:  # noqa: N802
        value = index.data(Qt.ItemDataRole.EditRole)
        if isinstance(editor, QSpinBox) and isinstance(value, int):
            editor.setValue(value)
            editor.selectAll()


class SkillTableView(FittedTable):
    """The skill table at its full height, with the heading rows spanning every column and a
    pointing hand over what a click acts on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("skills", parent=parent)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.horizontalHeader()
        header.setHighlightSections(False)
        header.setMinimumSectionSize(24)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                             | QAbstractItemView.EditTrigger.EditKeyPressed
                             | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.setItemDelegateForColumn(Column.POINTS, PointsDelegate(self))
        self.setShowGrid(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWordWrap(False)
        self.setMouseTracking(True)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)

    def set_skill_model(self, model: SkillTableModel) -> None:
        self.setModel(model)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        for column in (Column.NAME, Column.SPECIALISATIONS):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        metrics = self.fontMetrics()
        for column in (Column.POINTS, Column.TOTAL):
            caption = str(model.headerData(column, Qt.Orientation.Horizontal))
            header.resizeSection(column, metrics.horizontalAdvance(caption) + 24)
        header.resizeSection(Column.MENU, metrics.horizontalAdvance("⋯") + 20)
        # Rows come, go and move as skills do: the headings' spans follow.
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved,
                       model.layoutChanged):
            signal.connect(self._spans)
        self._spans()

    def _spans(self) -> None:
        model = self.model()
        if not isinstance(model, SkillTableModel):
            return
        self.clearSpans()
        for row in model.heading_rows():
            self.setSpan(row, 0, 1, len(Column))
        self.updateGeometry()

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
