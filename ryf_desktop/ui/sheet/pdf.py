"""The character sheet printed to PDF: one A4 page laid out like a paper character sheet, in the
program's language (every heading through translation; the numbers from the session's sheet view).

Top, the name with who plays it and the concept (and the portrait when there is one); then two
columns — every skill grouped under its attribute with points and total, beside the attributes,
the derived values with their sums, health with the wounds at which each state begins, money,
tokens and XP, and spells; then the equipment across the page, and the background and notes.
A field with nothing in it is left out rather than printed as an empty row.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from ryf_desktop.rules.character import Attribute
from ryf_desktop.rules.health import HealthState, state_thresholds
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.rules.skills import Setting
from ryf_desktop.session import SheetView, money_text
from ryf_desktop.session.sheet_queries import EquipmentLine
from ryf_desktop.ui.common.health_states import state_name
from ryf_desktop.ui.sheet.labels import (
    attribute_name,
    derived_name,
    explain,
    grip_name,
    kind_name,
    pyramid_status_name,
    shape_name,
)

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate

RESOLUTION = 300
MARGIN_MM = 12.0
INK = QColor("#1f1a17")
BAND = QColor("#3b2f2f")
RULE = QColor("#c9c1b6")
FAINT = QColor("#7a726a")
SHADE = QColor("#efe9df")
WARNING = QColor("#b3261e")

_Align = Qt.AlignmentFlag
_LEFT = _Align.AlignLeft | _Align.AlignVCenter
_RIGHT = _Align.AlignRight | _Align.AlignVCenter
_CENTRE = _Align.AlignCenter
_TOP_LEFT = _Align.AlignLeft | _Align.AlignTop
_TOP_RIGHT = _Align.AlignRight | _Align.AlignTop


class SheetPdfError(Exception):
    """The PDF could not be written; the message says where and why, in the program's language."""


class _Page:
    """Draws boxed sections on the page; every position in device pixels."""

    def __init__(self, painter: QPainter, width: float, height: float) -> None:
        self.painter = painter
        self.width = width
        self.height = height
        self.line = RESOLUTION * 0.17  # about 4.3 mm
        self.pad = self.line * 0.3
        self.body = self._font(0.7)
        self.small = self._font(0.58)
        self.bold = self._font(0.7, bold=True)
        self.title = self._font(1.7, bold=True)
        self.big = self._font(1.5, bold=True)

    def _font(self, size: float, *, bold: bool = False) -> QFont:
        font = QFont("DejaVu Sans")
        font.setStyleHint(QFont.StyleHint.SansSerif)
        font.setPixelSize(int(self.line * size))
        font.setBold(bold)
        return font

    def text(self, rect: QRectF, text: str, *, font: QFont | None = None,
             colour: QColor = INK, align: Qt.AlignmentFlag = _LEFT, wrap: bool = False) -> float:
        """Draw ``text`` in ``rect``, shortened to one line or (``wrap``) broken into lines;
        returns the height it took."""
        painter = self.painter
        painter.setFont(font or self.body)
        painter.setPen(colour)
        if wrap:
            flags = int(align) | int(Qt.TextFlag.TextWordWrap)
            used = painter.boundingRect(rect, flags, text)
            painter.drawText(rect, flags, text)
            return min(rect.height(), used.height())
        metrics = painter.fontMetrics()
        elided = metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
        painter.drawText(rect, align, elided)
        return rect.height()

    def note(self, x: float, y: float, width: float, text: str, *, height: float = 1.0,
             colour: QColor = FAINT) -> None:
        """Small faint text (a caption, a sum, a legend) ``height`` lines high."""
        self.text(QRectF(x, y, width, self.line * height), text, font=self.small, colour=colour)

    def heading(self, x: float, y: float, width: float, text: str) -> float:
        height = self.line * 1.15
        self.painter.fillRect(QRectF(x, y, width, height), BAND)
        self.text(QRectF(x + self.pad, y, width - 2 * self.pad, height), text.upper(),
                  font=self.bold, colour=QColor("white"))
        return y + height + self.line * 0.2

    def rule(self, x: float, y: float, width: float) -> None:
        self.painter.setPen(QPen(RULE, 1))
        self.painter.drawLine(int(x), int(y), int(x + width), int(y))

    def row(self, x: float, y: float, width: float, left: str, right: str = "", *,
            bold: bool = False, colour: QColor = INK) -> float:
        rect = QRectF(x + self.pad, y, width - 2 * self.pad, self.line)
        font = self.bold if bold else self.body
        self.painter.setFont(font)
        right_width = self.painter.fontMetrics().horizontalAdvance(right) + self.pad
        self.text(rect.adjusted(0, 0, -right_width, 0), left, font=font, colour=colour)
        if right:
            self.text(rect, right, font=font, colour=colour, align=_RIGHT)
        self.rule(x, y + self.line, width)
        return y + self.line

    def fits(self, y: float, lines: float = 1) -> bool:
        return y + self.line * lines <= self.height


def write_sheet_pdf(
    sheet: SheetView,
    setting: Setting | str,
    path: Path,
    *,
    profile: RulesProfile | None = None,
    portrait: bytes | None = None,
) -> Path:
    """Write ``sheet`` to ``path`` as a one-page A4 PDF; returns the path, or raises
    :class:`SheetPdfError` when the file cannot be written.

    With ``profile`` the health section says at how many wounds each state begins; with
    ``portrait`` (PNG or JPEG bytes) the picture heads the page.
    """
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
    writer.setTitle(translate("SheetPdf", "{name} — RyF character sheet").format(
        name=sheet.details.name))
    writer.setCreator("RyF Desktop")
    painter = QPainter()
    # QPainter opens the file: it refuses (without raising) a missing or read-only folder.
    written = painter.begin(writer)
    if written:
        try:
            _draw(_Page(painter, writer.width(), writer.height()), sheet, setting, profile,
                  portrait)
        finally:
            written = painter.end()
    if not written or not path.is_file():
        raise SheetPdfError(translate(
            "SheetPdf",
            "The sheet was not saved: {path} cannot be written (check that the folder exists and "
            "that you may write there).",
        ).format(path=str(path)))
    return path


def _draw(page: _Page, sheet: SheetView, setting: Setting | str,
          profile: RulesProfile | None, portrait: bytes | None) -> None:
    gap = page.line
    column = (page.width - gap) / 2
    y = _header(page, sheet, portrait)
    y_left = _skills(page, sheet, 0.0, y, column)
    right = column + gap
    y_right = _attributes(page, sheet, right, y, column)
    y_right = _derived(page, sheet, right, y_right + gap * 0.5, column)
    y_right = _health(page, sheet, profile, right, y_right + gap * 0.5, column)
    y_right = _money(page, sheet, setting, right, y_right + gap * 0.5, column)
    if sheet.details.spells:
        y_right = _spells(page, sheet, right, y_right + gap * 0.5, column)
    y = max(y_left, y_right) + gap * 0.6
    if sheet.equipment and page.fits(y, 3):
        y = _equipment(page, sheet.equipment, y, page.width) + gap * 0.6
    _background(page, sheet, y)


def _header(page: _Page, sheet: SheetView, portrait: bytes | None) -> float:
    row = sheet.details.character
    side = page.line * 5.2
    image = QImage.fromData(portrait) if portrait else QImage()
    text_width = page.width - (side + page.line if not image.isNull() else 0)
    if not image.isNull():
        target = QRectF(page.width - side, 0, side, side)
        page.painter.drawImage(target, image)
        page.painter.setPen(QPen(RULE, 2))
        page.painter.drawRect(target)
    page.text(QRectF(0, 0, text_width, page.line * 2), row.name, font=page.title)
    page.text(QRectF(0, 0, text_width, page.line * 2),
              translate("SheetPdf", "RyF — character sheet"), font=page.small, colour=FAINT,
              align=_TOP_RIGHT)
    y = page.line * 2.2
    # Every identity field, labelled, wrapped rather than shortened: a long concept must print.
    used = page.text(QRectF(0, y, text_width, page.line * 4), identity_facts(sheet),
                     align=_TOP_LEFT, wrap=True)
    y += max(page.line, used)
    status = (translate("SheetPdf", "In creation") if row.in_creation
              else translate("SheetPdf", "Creation closed"))
    page.note(0, y, text_width, status)
    y += page.line * 1.2
    page.painter.setPen(QPen(BAND, 3))
    page.painter.drawLine(0, int(y), int(text_width), int(y))
    return max(y, side if not image.isNull() else 0) + page.line * 0.6


def identity_facts(sheet: SheetView) -> str:
    """ "Player: Lucía · Concept: ex-policía · Social class: … · Player character" — every
    identity field of the sheet that holds something, labelled."""
    row = sheet.details.character
    kind = (translate("SheetPdf", "Non-player character") if row.kind == "npc"
            else translate("SheetPdf", "Player character"))
    facts = [
        (translate("SheetPdf", "Player"), row.player),
        (translate("SheetPdf", "Concept"), row.concept),
        (translate("SheetPdf", "Social class"), row.social_class),
    ]
    shown = [f"{label}: {value.strip()}" for label, value in facts if value.strip()]
    return "   ·   ".join([*shown, kind])


def _skills(page: _Page, sheet: SheetView, x: float, y: float, width: float) -> float:
    y = page.heading(x, y, width, translate("SheetPdf", "Skills"))
    number = page.line * 2.6
    captions = QRectF(x + page.pad, y, width - 2 * page.pad, page.line)
    page.note(captions.x(), y, captions.width(), translate("SheetPdf", "Skill"))
    for right_edge, caption in ((number, translate("SheetPdf", "Points")),
                                (0.0, translate("SheetPdf", "Total"))):
        page.text(captions.adjusted(0, 0, -right_edge, 0), caption, font=page.small,
                  colour=FAINT, align=_RIGHT)
    y += page.line
    for attribute in Attribute:
        lines = sheet.skills_of(attribute)
        if not lines:
            continue
        if not page.fits(y, 2):
            break
        page.painter.fillRect(QRectF(x, y, width, page.line), SHADE)
        page.text(QRectF(x + page.pad, y, width, page.line),
                  f"{attribute_name(attribute)} ({sheet.attributes[attribute]})", font=page.bold)
        y += page.line
        for line in lines:
            if not page.fits(y):
                break
            colour = INK if line.level else FAINT
            rect = QRectF(x + page.pad * 2, y, width - 3 * page.pad, page.line)
            name = line.name
            if line.specialisations:
                name += " (" + ", ".join(line.specialisations) + ")"
            page.text(rect.adjusted(0, 0, -2 * number, 0), name, colour=colour)
            page.text(rect.adjusted(0, 0, -number, 0), str(line.level), colour=colour,
                      align=_RIGHT)
            page.text(rect, str(line.total), font=page.bold, colour=colour, align=_RIGHT)
            page.rule(x, y + page.line, width)
            y += page.line
    check = sheet.pyramid
    if page.fits(y, 2):
        verdict = (translate("SheetPdf", "valid") if check.fits
                   else translate("SheetPdf", "over the pyramid"))
        y += page.line * 0.3
        page.text(QRectF(x + page.pad, y, width, page.line),
                  translate("SheetPdf", "Pyramid {shape}: {verdict}").format(
                      shape=shape_name(check.shape.value), verdict=verdict),
                  font=page.bold, colour=INK if check.fits else WARNING)
        y += page.line
        cells = " · ".join(f"{row.level}: {row.actual}/{row.allowed} "
                           f"{pyramid_status_name(row.status)}" for row in check.rows)
        used = page.text(QRectF(x + page.pad, y, width - 2 * page.pad, page.line * 2), cells,
                         font=page.small, colour=FAINT, align=_TOP_LEFT, wrap=True)
        y += max(page.line, used)
    return y


def _attributes(page: _Page, sheet: SheetView, x: float, y: float, width: float) -> float:
    y = page.heading(x, y, width, translate("SheetPdf", "Attributes"))
    gap = page.line * 0.4
    box = (width - 3 * gap) / 4
    height = page.line * 2.6
    for index, attribute in enumerate(Attribute):
        left = x + index * (box + gap)
        rect = QRectF(left, y, box, height)
        page.painter.setPen(QPen(BAND, 3))
        page.painter.setBrush(Qt.BrushStyle.NoBrush)
        page.painter.drawRoundedRect(rect, page.line * 0.3, page.line * 0.3)
        page.text(QRectF(left, y + page.line * 0.1, box, page.line * 1.6),
                  str(sheet.attributes[attribute]), font=page.big, align=_CENTRE)
        page.text(QRectF(left, y + page.line * 1.6, box, page.line * 0.9),
                  attribute_name(attribute), font=page.small, align=_CENTRE)
    y += height + page.line * 0.2
    page.note(x + page.pad, y, width,
              translate("SheetPdf", "Attribute points: {spent} of {budget}").format(
                  spent=sheet.attributes.total, budget=sheet.budget),
              colour=WARNING if sheet.points_left < 0 else FAINT)
    return y + page.line


def _derived(page: _Page, sheet: SheetView, x: float, y: float, width: float) -> float:
    y = page.heading(x, y, width, translate("SheetPdf", "Derived values"))
    for value in sheet.derived:
        rect = QRectF(x + page.pad, y, width - 2 * page.pad, page.line)
        page.text(rect, derived_name(value.key), font=page.bold)
        page.text(rect, str(value.value), font=page.bold, align=_RIGHT)
        y += page.line
        if any(term.label for term in value.terms):  # "Absorción 0 = 0" says nothing
            # The sum without the name and total the row shows: "= Destreza 8 + Esquivar 3 + 5".
            page.note(x + page.pad * 3, y - page.line * 0.12, width - 4 * page.pad,
                      "= " + explain(value).split(" = ", 1)[1], height=0.8)
            y += page.line * 0.7
        page.rule(x, y, width)
    return y


def _health(page: _Page, sheet: SheetView, profile: RulesProfile | None, x: float, y: float,
            width: float) -> float:
    row = sheet.details.character
    y = page.heading(x, y, width, translate("SheetPdf", "Health"))
    y = page.row(x, y, width, translate("SheetPdf", "PV"),
                 f"{sheet.current_hp} / {sheet.details.hp_max}", bold=True)
    y = page.row(x, y, width, translate("SheetPdf", "Wounds"), str(row.wounds))
    state = state_name(sheet.state)
    if sheet.rank_shift < 0:
        state += " " + translate("SheetPdf", "(every roll at −1 rank)")
    y = page.row(x, y, width, translate("SheetPdf", "State"), state,
                 colour=WARNING if sheet.rank_shift < 0 else INK)
    if profile is not None:
        limits = state_thresholds(sheet.attributes.fisico, profile)
        text = " · ".join(
            f"{state_name(state)} {limits[state]}"
            for state in (HealthState.MALHERIDO, HealthState.INCONSCIENTE, HealthState.MUERTO)
        )
        page.note(x + page.pad, y, width - 2 * page.pad,
                  translate("SheetPdf", "Wound thresholds") + ": " + text)
        y += page.line
    return y


def _money(page: _Page, sheet: SheetView, setting: Setting | str, x: float, y: float,
           width: float) -> float:
    row = sheet.details.character
    y = page.heading(x, y, width, translate("SheetPdf", "Money, tokens and XP"))
    y = page.row(x, y, width, translate("SheetPdf", "Money"), money_text(row.money, setting))
    tokens = str(row.tokens)
    if row.token_penalty:
        tokens += " " + translate("SheetPdf", "(one handed back: next roll −1)")
    y = page.row(x, y, width, translate("SheetPdf", "Tokens"), tokens)
    return page.row(x, y, width, translate("SheetPdf", "XP"), str(row.xp))


def _spells(page: _Page, sheet: SheetView, x: float, y: float, width: float) -> float:
    y = page.heading(x, y, width, translate("SheetPdf", "Spells"))
    for spell in sheet.details.spells:
        if not page.fits(y):
            break
        y = page.row(
            x, y, width, spell.name,
            translate("SheetPdf", "level {level} · dif. {difficulty} · {mana} maná").format(
                level=spell.level, difficulty=spell.difficulty, mana=spell.mana_cost),
        )
        if spell.notes and page.fits(y):
            page.note(x + page.pad * 3, y, width - 4 * page.pad, spell.notes)
            y += page.line
    return y


def _item_facts(item: EquipmentLine) -> str:
    details = item.details
    facts = []
    if details.get("damage"):
        facts.append(translate("SheetPdf", "damage {damage}").format(damage=details["damage"]))
    # The range bands (short/medium/long) of a ranged weapon; a melee one says "n/a".
    bands = str(details.get("range") or "")
    if bands and bands.strip("-/ ") and bands.casefold() != "n/a":
        facts.append(translate("SheetPdf", "range {bands}").format(bands=bands))
    if details.get("absorption"):
        facts.append(translate("SheetPdf", "absorption {value}").format(
            value=details["absorption"]))
    if details.get("defense"):
        facts.append(translate("SheetPdf", "Defensa +{value}").format(value=details["defense"]))
    if details.get("encumbrance"):
        facts.append(translate("SheetPdf", "estorbo {value}").format(
            value=details["encumbrance"]))
    if details.get("requirement"):
        facts.append(str(details["requirement"]))
    if details.get("price"):
        facts.append(translate("SheetPdf", "price {price}").format(price=details["price"]))
    return " · ".join(facts)


def _equipment(page: _Page, items: tuple[EquipmentLine, ...], y: float, width: float) -> float:
    y = page.heading(0, y, width, translate("SheetPdf", "Equipment"))
    columns = (0.0, width * 0.36, width * 0.5, width * 0.57)
    captions = (translate("SheetPdf", "Item"), translate("SheetPdf", "Kind"),
                translate("SheetPdf", "Qty."), translate("SheetPdf", "Details"))
    for left, caption in zip(columns, captions, strict=True):
        page.note(left + page.pad, y, width * 0.3, caption)
    y += page.line
    for item in items:
        if not page.fits(y):
            break
        mark = "■ " if item.equipped else "□ "
        name = mark + item.name
        if item.grip:
            name += f" ({grip_name(item.grip)})"
        colour = WARNING if item.warnings else INK
        cells = (name, kind_name(item.kind), f"×{item.quantity}",
                 " · ".join(part for part in (_item_facts(item), *item.warnings) if part))
        for index, (left, text) in enumerate(zip(columns, cells, strict=True)):
            right = columns[index + 1] if index + 1 < len(columns) else width
            page.text(QRectF(left + page.pad, y, right - left - 2 * page.pad, page.line), text,
                      colour=colour if index in (0, 3) else INK)
        page.rule(0, y + page.line, width)
        y += page.line
    page.note(page.pad, y, width, translate("SheetPdf", "■ equipped   □ carried"), height=0.9)
    return y + page.line * 0.9


def _background(page: _Page, sheet: SheetView, y: float) -> None:
    row = sheet.details.character
    parts = [part.strip() for part in (row.background, row.notes) if part.strip()]
    if not parts or not page.fits(y, 3):
        return
    y = page.heading(0, y, page.width, translate("SheetPdf", "Background and notes"))
    page.text(QRectF(page.pad, y, page.width - 2 * page.pad, page.height - y),
              "\n\n".join(parts), align=_TOP_LEFT, wrap=True)
