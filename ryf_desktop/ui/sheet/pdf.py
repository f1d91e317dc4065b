"""The character sheet printed to PDF: one A4 page laid out like a paper sheet, in the program's
language (every heading through translation; the numbers from the session's sheet view)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from ryf_desktop.rules.character import Attribute
from ryf_desktop.rules.skills import Setting
from ryf_desktop.session import SheetView, money_text
from ryf_desktop.ui.sheet.labels import (
    attribute_name,
    derived_name,
    explain,
    grip_name,
    shape_name,
    state_name,
)

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate

RESOLUTION = 300
MARGIN_MM = 12.0


class _Writer:
    """Draws boxed sections in columns; y positions in device pixels."""

    def __init__(self, painter: QPainter, width: float) -> None:
        self.painter = painter
        self.width = width
        self.line = RESOLUTION * 0.16  # about 4 mm
        self.body = QFont("Sans Serif")
        self.body.setPixelSize(int(self.line * 0.72))
        self.bold = QFont(self.body)
        self.bold.setBold(True)
        self.title = QFont(self.body)
        self.title.setPixelSize(int(self.line * 1.6))
        self.title.setBold(True)

    def heading(self, x: float, y: float, width: float, text: str) -> float:
        painter = self.painter
        painter.fillRect(QRectF(x, y, width, self.line * 1.2), QColor("#3b2f2f"))
        painter.setPen(QColor("white"))
        painter.setFont(self.bold)
        painter.drawText(
            QRectF(x + self.line * 0.3, y, width, self.line * 1.2),
            Qt.AlignmentFlag.AlignVCenter,
            text.upper(),
        )
        painter.setPen(QColor("black"))
        return y + self.line * 1.4

    def row(
        self, x: float, y: float, width: float, left: str, right: str = "", *, bold: bool = False
    ) -> float:
        painter = self.painter
        painter.setFont(self.bold if bold else self.body)
        rect = QRectF(x + self.line * 0.3, y, width - self.line * 0.6, self.line)
        painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, left)
        if right:
            painter.drawText(
                rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, right
            )
        painter.setPen(QPen(QColor("#cccccc"), 1))
        painter.drawLine(int(x), int(y + self.line), int(x + width), int(y + self.line))
        painter.setPen(QColor("black"))
        return y + self.line


def write_sheet_pdf(sheet: SheetView, setting: Setting | str, path: Path) -> Path:
    """Write ``sheet`` to ``path`` as a one-page A4 PDF; returns the path."""
    writer = QPdfWriter(str(path))
    writer.setResolution(RESOLUTION)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
            QPageLayout.Unit.Millimeter,
        )
    )
    writer.setTitle(sheet.details.name)
    writer.setCreator("RyF Desktop")
    painter = QPainter(writer)
    try:
        _draw(painter, sheet, setting, writer.width(), writer.height())
    finally:
        painter.end()
    return path


def _draw(
    painter: QPainter, sheet: SheetView, setting: Setting | str, width: float, height: float
) -> None:
    out = _Writer(painter, width)
    row = sheet.details.character
    gap = out.line
    column = (width - gap) / 2
    left, right = 0.0, column + gap

    painter.setFont(out.title)
    painter.drawText(QRectF(0, 0, width, out.line * 2), Qt.AlignmentFlag.AlignLeft, row.name)
    painter.setFont(out.body)
    painter.drawText(
        QRectF(0, 0, width, out.line * 2),
        Qt.AlignmentFlag.AlignRight,
        translate("SheetPdf", "RyF — character sheet"),
    )
    y = out.line * 2.4

    # Identity | attributes
    y_left = out.heading(left, y, column, translate("SheetPdf", "Identity"))
    for label, text in (
        (translate("SheetPdf", "Player"), row.player),
        (translate("SheetPdf", "Concept"), row.concept),
        (
            translate("SheetPdf", "Kind"),
            translate("SheetPdf", "NPC") if row.kind == "npc" else translate("SheetPdf", "PC"),
        ),
        (translate("SheetPdf", "Social class"), row.social_class),
    ):
        y_left = out.row(left, y_left, column, label, text)
    y_right = out.heading(right, y, column, translate("SheetPdf", "Attributes"))
    for attribute in Attribute:
        y_right = out.row(
            right,
            y_right,
            column,
            attribute_name(attribute),
            str(sheet.attributes[attribute]),
            bold=True,
        )
    y_right = out.row(
        right,
        y_right,
        column,
        translate("SheetPdf", "Points"),
        f"{sheet.attributes.total} / {sheet.budget}",
    )
    y = max(y_left, y_right) + gap * 0.5

    # Skills | derived values, health, money
    y_left = out.heading(left, y, column, translate("SheetPdf", "Skills"))
    for attribute in Attribute:
        lines = sheet.skills_of(attribute)
        shown = [line for line in lines if line.level > 0 or line.specialisations]
        if not shown:
            continue
        y_left = out.row(
            left,
            y_left,
            column,
            attribute_name(attribute),
            str(sheet.attributes[attribute]),
            bold=True,
        )
        for line in shown:
            name = line.name
            if line.specialisations:
                name += " (" + ", ".join(line.specialisations) + ")"
            y_left = out.row(left, y_left, column, "   " + name, f"{line.level}   →   {line.total}")
    check = sheet.pyramid
    verdict = (
        translate("SheetPdf", "valid") if check.fits else translate("SheetPdf", "over the pyramid")
    )
    y_left = out.row(
        left,
        y_left,
        column,
        translate("SheetPdf", "Pyramid {shape}: {verdict}").format(
            shape=shape_name(check.shape.value), verdict=verdict
        ),
    )

    y_right = out.heading(right, y, column, translate("SheetPdf", "Derived values"))
    for value in sheet.derived:
        y_right = out.row(
            right, y_right, column, derived_name(value.key), str(value.value), bold=True
        )
        if any(term.label for term in value.terms):  # "Absorción 0 = 0" says nothing
            y_right = out.row(right, y_right, column, "   " + explain(value))
    y_right += gap * 0.5
    y_right = out.heading(right, y_right, column, translate("SheetPdf", "Health"))
    y_right = out.row(
        right,
        y_right,
        column,
        translate("SheetPdf", "PV"),
        f"{sheet.current_hp} / {sheet.details.hp_max}",
        bold=True,
    )
    y_right = out.row(right, y_right, column, translate("SheetPdf", "Wounds"), str(row.wounds))
    state = state_name(sheet.state)
    if sheet.rank_shift < 0:
        state += " (−1)"
    y_right = out.row(right, y_right, column, translate("SheetPdf", "State"), state)
    y_right += gap * 0.5
    y_right = out.heading(right, y_right, column, translate("SheetPdf", "Money, tokens and XP"))
    y_right = out.row(
        right, y_right, column, translate("SheetPdf", "Money"), money_text(row.money, setting)
    )
    y_right = out.row(right, y_right, column, translate("SheetPdf", "Tokens"), str(row.tokens))
    y_right = out.row(right, y_right, column, translate("SheetPdf", "XP"), str(row.xp))
    y = max(y_left, y_right) + gap * 0.5

    # Equipment | spells
    y_left = out.heading(left, y, column, translate("SheetPdf", "Equipment"))
    for item in sheet.equipment:
        mark = "■ " if item.equipped else "□ "
        extra = grip_name(item.grip) if item.grip else ""
        quantity = f"×{item.quantity}" if item.quantity != 1 else ""
        y_left = out.row(left, y_left, column, mark + item.name, f"{extra} {quantity}".strip())
        if y_left > height - out.line * 2:
            break
    y_right = y
    if sheet.details.spells:
        y_right = out.heading(right, y, column, translate("SheetPdf", "Spells"))
        for spell in sheet.details.spells:
            y_right = out.row(
                right,
                y_right,
                column,
                spell.name,
                translate("SheetPdf", "level {level} · dif. {difficulty} · {mana} maná").format(
                    level=spell.level, difficulty=spell.difficulty, mana=spell.mana_cost
                ),
            )
    y = max(y_left, y_right) + gap * 0.5
    if (row.background or row.notes) and y < height - out.line * 4:
        y = out.heading(left, y, width, translate("SheetPdf", "Background and notes"))
        painter.setFont(out.body)
        text = "\n".join(part for part in (row.background, row.notes) if part)
        painter.drawText(
            QRectF(out.line * 0.3, y, width - out.line * 0.6, height - y),
            Qt.TextFlag.TextWordWrap,
            text,
        )
