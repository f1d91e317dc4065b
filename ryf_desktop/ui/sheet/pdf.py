"""The character sheet printed to PDF: one A4 page laid out like a paper character sheet, in the
program's language, as HTML that a :class:`QTextDocument` prints. A field with nothing in it is
left out rather than printed as an empty row."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QSizeF, QUrl
from PySide6.QtGui import QImage, QPageLayout, QPageRanges, QPageSize, QPdfWriter, QTextDocument

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
PORTRAIT_URL = "ryf:portrait"
STYLE = """
body { font-family: 'DejaVu Sans'; font-size: 8.5pt; color: #1f1a17; }
table { border-collapse: collapse; border-color: #c9c1b6; }
td { padding: 1px 4px; }
.title { font-size: 20pt; font-weight: bold; }
.big { font-size: 18pt; font-weight: bold; }
.faint { color: #7a726a; font-size: 7pt; }
.dim { color: #7a726a; }
.warn { color: #b3261e; }
.band { background-color: #3b2f2f; color: white; font-weight: bold; }
.shade { background-color: #efe9df; font-weight: bold; }
"""


class SheetPdfError(Exception):
    """The PDF could not be written; the message says where and why, in the program's language."""


def write_sheet_pdf(
    sheet: SheetView,
    setting: Setting | str,
    path: Path,
    *,
    profile: RulesProfile | None = None,
    portrait: bytes | None = None,
) -> Path:
    """Write ``sheet`` to ``path`` as an A4 PDF (:class:`SheetPdfError` when it cannot be);
    with ``profile`` the health section gives the wounds each state begins at, with ``portrait``
    (PNG or JPEG bytes) the picture heads the page."""
    writer = QPdfWriter(str(path))
    writer.setResolution(RESOLUTION)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                          QPageLayout.Unit.Millimeter)
    writer.setTitle(translate("SheetPdf", "{name} — RyF character sheet").format(
        name=sheet.details.name))
    writer.setCreator("RyF Desktop")
    # One page, as a paper sheet: what does not fit is left off.
    first = QPageRanges()
    first.addPage(1)
    writer.setPageRanges(first)
    document = QTextDocument()
    # Laid out on the page's printable area (in pixels of 96 dpi, as the document measures): a
    # document with a page size prints as it is, without margins or page numbers of its own.
    document.setPageSize(QSizeF(writer.pageLayout().paintRectPixels(96).size()))
    document.setDefaultStyleSheet(STYLE)
    image = QImage.fromData(portrait) if portrait else QImage()
    if not image.isNull():
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(PORTRAIT_URL), image)
    document.setHtml(sheet_html(sheet, setting, profile, portrait=not image.isNull()))
    problem = translate(
        "SheetPdf",
        "The sheet was not saved: {path} cannot be written (check that the folder exists and "
        "that you may write there).",
    ).format(path=str(path))
    try:
        # Printing fails without a word (a missing or read-only folder): the file goes first,
        # and must be there after.
        path.unlink(missing_ok=True)
    except OSError as error:
        raise SheetPdfError(problem) from error
    document.print_(writer)
    if not path.is_file():
        raise SheetPdfError(problem)
    return path


def sheet_html(sheet: SheetView, setting: Setting | str, profile: RulesProfile | None = None,
               *, portrait: bool = False) -> str:
    """The page as HTML (``portrait``: the image resource :data:`PORTRAIT_URL` heads it)."""
    left = _skills(sheet)
    right = _attributes(sheet) + _derived(sheet) + _health(sheet, profile) + _money(
        sheet, setting)
    if sheet.details.spells:
        right += _spells(sheet)
    parts = [_header(sheet, portrait),
             "<table width='100%'><tr><td width='50%'>" + left + "</td><td width='50%'>"
             + right + "</td></tr></table>"]
    if sheet.equipment:
        parts.append(_equipment(sheet.equipment))
    row = sheet.details.character
    notes = [escape(part.strip()) for part in (row.background, row.notes) if part.strip()]
    if notes:
        parts.append(_section(translate("SheetPdf", "Background and notes"), "")
                     + "".join(f"<p style='white-space: pre-wrap'>{part}</p>" for part in notes))
    return "".join(parts)


def _text(text: object, style: str = "", *, bold: bool = False) -> str:
    """``text`` escaped, in a span of the style's class (and bold)."""
    body = f"<b>{escape(str(text))}</b>" if bold else escape(str(text))
    return f"<span class='{style}'>{body}</span>" if style else body


def _tr(first: str, *rest: str, align: str = "right") -> str:
    """A table row of cells (markup), every cell after the first aligned ``align``."""
    return f"<tr><td>{first}</td>" + "".join(f"<td align='{align}'>{cell}</td>"
                                            for cell in rest) + "</tr>"


def _wide(markup: str, columns: int = 2, style: str = "") -> str:
    """A row of one cell as wide as ``columns``."""
    return f"<tr><td class='{style}' colspan='{columns}'>{markup}</td></tr>"


def _section(title: str, rows: str, columns: int = 2) -> str:
    """A band with ``title`` over table ``rows`` (``<tr>`` markup) ``columns`` wide."""
    return (f"<table width='100%' border='1' style='margin-top: 6px'>"
            f"{_wide(escape(title.upper()), columns, 'band')}{rows}</table>")


def _row(left: str, right: str = "", *, bold: bool = False, style: str = "") -> str:
    """A row of a section: a name on the left, its value on the right (both escaped here)."""
    return _tr(_text(left, style, bold=bold), _text(right, style, bold=bold))


def _header(sheet: SheetView, portrait: bool) -> str:
    row = sheet.details.character
    status = (translate("SheetPdf", "In creation") if row.in_creation
              else translate("SheetPdf", "Creation closed"))
    # Every identity field, labelled, wrapped rather than shortened: a long concept must print.
    text = (f"<td>{_text(row.name, 'title')}<br>{escape(identity_facts(sheet))}<br>"
            f"{_text(status, 'faint')}</td>")
    image = f"<br><img src='{PORTRAIT_URL}' width='96' height='96'>" if portrait else ""
    caption = _text(translate("SheetPdf", "RyF — character sheet"), "faint")
    image = f"<td align='right'>{caption}{image}</td>"
    return f"<table width='100%'><tr>{text}{image}</tr></table><hr>"


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


def _skills(sheet: SheetView) -> str:
    rows = [_tr(*(_text(caption, "faint") for caption in (
        translate("SheetPdf", "Skill"), translate("SheetPdf", "Points"),
        translate("SheetPdf", "Total"))))]
    for attribute in Attribute:
        lines = sheet.skills_of(attribute)
        if lines:
            rows.append(_wide(f"{escape(attribute_name(attribute))} "
                              f"({sheet.attributes[attribute]})", 3, "shade"))
        for line in lines:
            name = line.name
            if line.specialisations:
                name += " (" + ", ".join(line.specialisations) + ")"
            style = "" if line.level else "dim"
            rows.append(_tr("&nbsp;&nbsp;" + _text(name, style), _text(line.level, style),
                            _text(line.total, style, bold=True)))
    check = sheet.pyramid
    verdict = (translate("SheetPdf", "valid") if check.fits
               else translate("SheetPdf", "over the pyramid"))
    pyramid = translate("SheetPdf", "Pyramid {shape}: {verdict}").format(
        shape=shape_name(check.shape.value), verdict=verdict)
    cells = " · ".join(f"{row.level}: {row.actual}/{row.allowed} "
                       f"{pyramid_status_name(row.status)}" for row in check.rows)
    return (_section(translate("SheetPdf", "Skills"), "".join(rows), 3)
            + f"<p>{_text(pyramid, '' if check.fits else 'warn', bold=True)}<br>"
            + f"{_text(cells, 'faint')}</p>")


def _attributes(sheet: SheetView) -> str:
    boxes = "".join(
        f"<td align='center' width='25%'>{_text(sheet.attributes[attribute], 'big')}<br>"
        f"{_text(attribute_name(attribute), 'faint')}</td>" for attribute in Attribute)
    points = translate("SheetPdf", "Attribute points: {spent} of {budget}").format(
        spent=sheet.attributes.total, budget=sheet.budget)
    return (_section(translate("SheetPdf", "Attributes"), f"<tr>{boxes}</tr>", 4)
            + f"<p>{_text(points, 'faint warn' if sheet.points_left < 0 else 'faint')}</p>")


def _derived(sheet: SheetView) -> str:
    rows = []
    for value in sheet.derived:
        name = _text(derived_name(value.key), bold=True)
        if any(term.label for term in value.terms):  # "Absorción 0 = 0" says nothing
            # The sum without the name and total the row shows: "= Destreza 8 + Esquivar 3 + 5".
            name += "<br>&nbsp;&nbsp;" + _text("= " + explain(value).split(" = ", 1)[1], "faint")
        rows.append(_tr(name, _text(value.value, bold=True)))
    return _section(translate("SheetPdf", "Derived values"), "".join(rows))


def _health(sheet: SheetView, profile: RulesProfile | None) -> str:
    state = state_name(sheet.state)
    if sheet.rank_shift < 0:
        state += " " + translate("SheetPdf", "(every roll at −1 rank)")
    rows = (_row(translate("SheetPdf", "PV"), f"{sheet.current_hp} / {sheet.details.hp_max}",
                 bold=True)
            + _row(translate("SheetPdf", "Wounds"), str(sheet.details.character.wounds))
            + _row(translate("SheetPdf", "State"), state,
                   style="warn" if sheet.rank_shift < 0 else ""))
    if profile is not None:
        limits = state_thresholds(sheet.attributes.fisico, profile)
        text = " · ".join(
            f"{state_name(state)} {limits[state]}"
            for state in (HealthState.MALHERIDO, HealthState.INCONSCIENTE, HealthState.MUERTO)
        )
        rows += _wide(_text(translate("SheetPdf", "Wound thresholds") + ": " + text, "faint"))
    return _section(translate("SheetPdf", "Health"), rows)


def _money(sheet: SheetView, setting: Setting | str) -> str:
    row = sheet.details.character
    tokens = str(row.tokens)
    if row.token_penalty:
        tokens += " " + translate("SheetPdf", "(one handed back: next roll −1)")
    return _section(translate("SheetPdf", "Money, tokens and XP"),
                    _row(translate("SheetPdf", "Money"), money_text(row.money, setting))
                    + _row(translate("SheetPdf", "Tokens"), tokens)
                    + _row(translate("SheetPdf", "XP"), str(row.xp)))


def _spells(sheet: SheetView) -> str:
    rows = "".join(
        _row(spell.name, translate(
            "SheetPdf", "level {level} · dif. {difficulty} · {mana} maná").format(
                level=spell.level, difficulty=spell.difficulty, mana=spell.mana_cost))
        + (_wide("&nbsp;&nbsp;" + _text(spell.notes, "faint")) if spell.notes else "")
        for spell in sheet.details.spells)
    return _section(translate("SheetPdf", "Spells"), rows)


def _item_facts(item: EquipmentLine) -> str:
    texts = {
        "damage": translate("SheetPdf", "damage {damage}"),
        "range": translate("SheetPdf", "range {bands}"),
        "absorption": translate("SheetPdf", "absorption {value}"),
        "defense": translate("SheetPdf", "Defensa +{value}"),
        "encumbrance": translate("SheetPdf", "estorbo {value}"),
        "requirement": "{value}",
        "price": translate("SheetPdf", "price {price}"),
    }
    facts = []
    for key, text in texts.items():
        value = str(item.details.get(key) or "")
        # The range bands (short/medium/long) of a ranged weapon; a melee one says "n/a".
        if key == "range" and (not value.strip("-/ ") or value.casefold() == "n/a"):
            continue
        if value:
            facts.append(text.format(damage=value, bands=value, value=value, price=value))
    return " · ".join(facts)


def _equipment(items: tuple[EquipmentLine, ...]) -> str:
    captions = (translate("SheetPdf", "Item"), translate("SheetPdf", "Kind"),
                translate("SheetPdf", "Qty."), translate("SheetPdf", "Details"))
    rows = [_tr(*(_text(caption, "faint") for caption in captions), align="left")]
    for item in items:
        name = ("■ " if item.equipped else "□ ") + item.name
        if item.grip:
            name += f" ({grip_name(item.grip)})"
        style = "warn" if item.warnings else ""
        details = " · ".join(part for part in (_item_facts(item), *item.warnings) if part)
        rows.append(_tr(_text(name, style), _text(kind_name(item.kind)), f"×{item.quantity}",
                        _text(details, style), align="left"))
    legend = _text(translate("SheetPdf", "■ equipped   □ carried"), "faint")
    return (_section(translate("SheetPdf", "Equipment"), "".join(rows), 4)
            + f"<p>{legend}</p>")
