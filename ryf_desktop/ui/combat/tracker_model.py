"""The initiative order as a Qt table model over the session's ``CombatView`` rows.

A dropped row never reorders the model: the session's ``ReorderTie`` decides. The view asks
``data`` for about seven roles of every cell on every step of a fight, so each row's look is worked
out once and kept until the row changes (:meth:`TrackerModel.forget_looks` drops them all when the
language, locale, palette or font changes).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QMimeData, QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QPalette

from ryf_desktop.ui.catalog.mime import MIME_TYPE as CATALOG_MIME_TYPE
from ryf_desktop.ui.catalog.mime import read_entry_mime
from ryf_desktop.ui.combat import labels
from ryf_desktop.ui.common.keyed_rows import KEY_ROLE, ROW_ROLE, Column, Index, KeyedRowsModel

if TYPE_CHECKING:
    from ryf_desktop.session.combat import CombatantRow

NAME_COLUMN = 0
INITIATIVE_COLUMN = 1
HEALTH_COLUMN = 2
TURN_COLUMN = 3
COLUMN_COUNT = 4

#: The drag format of a row: the combatant's id as ASCII digits.
ROW_MIME_TYPE = "application/x-ryf-combatant"

_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_ACCESSIBLE = int(Qt.ItemDataRole.AccessibleTextRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_BACKGROUND = int(Qt.ItemDataRole.BackgroundRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_DECORATION = int(Qt.ItemDataRole.DecorationRole)
#: What ``QAbstractTableModel.flags`` gives a cell, with dragging and dropping a row: worked out
#: once, as Qt asks for it on every paint.
_CELL_FLAGS = (
    Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren
    | Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemIsDropEnabled
)


#: Everything a row shows: by role, each column's answer.
_Look = dict[int, tuple[Any, ...]]


class TrackerModel(KeyedRowsModel["CombatantRow"]):
    """Rows of the order; :meth:`set_rows` takes them after every change of the combat."""

    #: A row was dropped at another place: (combatant id, the row it should take).
    reorder_requested = Signal(int, int)
    #: A creature of the catalog was dropped on the order (its ``EntryRef``): it joins the combat.
    creature_dropped = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(lambda row: row.id, (
            Column(self.tr("Combatant"), lambda row: ("▶ " if row.active else "") + row.name),
            # Short, so the column is never cut: the fumble's meaning is in the tooltip.
            Column(self.tr("Initiative"), lambda row: labels.initiative_text(
                row.initiative_total, row.actions, fumble=row.initiative_fumble,
                acts=row.acts_this_round, short=True)),
            Column(self.tr("Health"), self._health_text),
            Column(self.tr("This turn"), self._turn_text),
        ), parent)
        #: Each row's look by combatant id, with the row it was made from: kept while the model
        #: holds that very row (an unchanged row is the same object after a step).
        self._looks: dict[int, tuple[CombatantRow, _Look]] = {}

    def set_rows(self, rows: Iterable[CombatantRow]) -> None:
        super().set_rows(rows)
        if len(self._looks) > self.rowCount():
            # Combatants gone from the order take their looks with them.
            kept = {row.id for row in self.rows}
            self._looks = {key: look for key, look in self._looks.items() if key in kept}

    def forget_looks(self) -> None:
        """Work every row's look out again (the language, locale, palette or font changed)."""
        self._looks.clear()
        self.refresh_keys(row.id for row in self.rows)

    def combatant(self, index: Index) -> CombatantRow | None:
        return self.row_at(index.row()) if index.isValid() else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # An invalid index has row -1: the range check stands for ``isValid``.
        row = self.row_at(index.row())
        if row is None:
            return None
        role = int(role)
        if role in (KEY_ROLE, ROW_ROLE):
            return row.id if role == KEY_ROLE else row
        if role in (_TOOLTIP, _ACCESSIBLE):
            # Asked for on hover only: made then, not with the rest of the look.
            return self._tooltip(row)
        kept = self._looks.get(row.id)
        if kept is None or kept[0] is not row:
            kept = self._looks[row.id] = (row, self._look(row))
        shown = kept[1].get(role)
        return None if shown is None else shown[index.column()]

    def _look(self, row: CombatantRow) -> _Look:
        font: QFont | None = None
        background: QBrush | None = None
        palette = QGuiApplication.palette()
        if row.active:
            font = QFont()
            font.setBold(True)
            background = QBrush(palette.color(QPalette.ColorRole.Highlight))
        return {
            _DISPLAY: tuple(column.text(row) for column in self._columns),
            _FOREGROUND: tuple(
                self._foreground(row, column, palette) for column in range(COLUMN_COUNT)),
            _FONT: (font,) * COLUMN_COUNT,
            _BACKGROUND: (background,) * COLUMN_COUNT,
            _DECORATION: (labels.STATE_COLOURS.get(row.state, QColor("#2e7d32")),
                          *(None,) * (COLUMN_COUNT - 1)),
        }

    def text(self, number: int, column: int) -> str:
        """The text of a cell ('' outside the order), without making the row's whole look:
        measuring all fifty rows when the people change needs their texts alone."""
        row = self.row_at(number)
        if row is None or not 0 <= column < COLUMN_COUNT:
            return ""
        kept = self._looks.get(row.id)
        if kept is not None and kept[0] is row:
            return str(kept[1][_DISPLAY][column])
        return self._columns[column].text(row)

    def _health_text(self, row: CombatantRow) -> str:
        pv = self.tr("{pv}/{max} PV").format(
            pv=labels.number(row.pv_max - row.wounds), max=labels.number(row.pv_max)
        )
        if row.state == "normal":
            return pv
        return f"{pv} · {labels.state_name(row.state)}"

    def _turn_text(self, row: CombatantRow) -> str:
        if row.out:
            return self.tr("out of the fight")
        if not row.acts_this_round and row.initiative_total is not None:
            return self.tr("skips this round")
        if not row.active:
            return self.tr("needs reloading") if row.needs_reload else ""
        # What the turn has left is in large type above the order; here a short reminder.
        text = self.tr("acting")
        if row.double_action:
            text += " · " + self.tr("double action")
        if row.needs_reload:
            text += " · " + self.tr("needs reloading")
        return text

    @staticmethod
    def _foreground(row: CombatantRow, column: int, palette: QPalette) -> QBrush | None:
        if row.active:
            return QBrush(palette.color(QPalette.ColorRole.HighlightedText))
        if row.out or (not row.acts_this_round and row.initiative_total is not None):
            return QBrush(palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
        if column == HEALTH_COLUMN and row.state != "normal":
            return QBrush(labels.STATE_COLOURS.get(row.state, QColor("#555555")))
        return None

    def _tooltip(self, row: CombatantRow) -> str:
        lines = [f"{row.name} ({labels.rule_name(row.side)})"]
        lines.append(
            self.tr("Iniciativa {value}; initiative {total}").format(
                value=labels.number(row.iniciativa),
                total=labels.initiative_text(
                    row.initiative_total, row.actions, fumble=row.initiative_fumble,
                    acts=row.acts_this_round,
                ),
            )
        )
        lines.append(self._health_text(row))
        if row.out:
            lines.append(self.tr("Out of the fight: the turn passes over it"))
        elif not row.acts_this_round and row.initiative_total is not None:
            lines.append(self.tr("Does not act this round: the turn passes over it"))
        if row.needs_reload:
            lines.append(self.tr("Its weapon needs reloading (a major action)"))
        lines.append(self.tr("Drag to reorder combatants tied on initiative"))
        return "\n".join(lines)

    # --- dragging ties ------------------------------------------------------------------------
    def flags(self, index: Index) -> Qt.ItemFlag:
        if index.isValid():
            return _CELL_FLAGS
        return super().flags(index) | Qt.ItemFlag.ItemIsDropEnabled

    def supportedDropActions(self) -> Qt.DropAction:  # noqa: N802
        # Copy: a creature dragged from the catalog.
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction

    def supportedDragActions(self) -> Qt.DropAction:  # noqa: N802
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:  # noqa: N802
        return [ROW_MIME_TYPE, CATALOG_MIME_TYPE]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:  # noqa: N802
        mime = QMimeData()
        rows = [self.combatant(index) for index in indexes]
        chosen = next((row for row in rows if row is not None), None)
        if chosen is not None:
            mime.setData(ROW_MIME_TYPE, QByteArray(str(chosen.id).encode("ascii")))
        return mime

    def dropMimeData(  # noqa: N802
        self,
        data: QMimeData,
        action: Qt.DropAction,
        row: int,
        column: int,
        parent: Index,
    ) -> bool:
        del column
        ref = read_entry_mime(data)
        if ref is not None:
            # The session adds it (or refuses); the order comes back from the session.
            self.creature_dropped.emit(ref)
            return False
        if action != Qt.DropAction.MoveAction or not data.hasFormat(ROW_MIME_TYPE):
            return False
        text = bytes(data.data(ROW_MIME_TYPE).data()).decode("ascii", "replace")
        if not text.isdigit():
            return False
        combatant_id = int(text)
        source = self.row_of(combatant_id)
        if source is None:
            return False
        target = parent.row() if parent.isValid() else row
        if target < 0:
            target = self.rowCount() - 1
        # Dropped below itself: the rows above shift up by one once it leaves its place.
        if target > source and not parent.isValid():
            target -= 1
        target = max(0, min(target, self.rowCount() - 1))
        if target != source:
            self.reorder_requested.emit(combatant_id, target)
        # The session reorders (or refuses); the view must not remove the dragged row itself.
        return False
