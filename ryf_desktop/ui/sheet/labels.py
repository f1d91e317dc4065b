"""The words of the character sheet: the rules keep the manual's Spanish labels as data; the sheet
shows them through translation (context ``SheetLabels``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.character import ATTRIBUTE_LABELS, Attribute, DerivedValue, PyramidStatus

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate


def attribute_name(attribute: Attribute | str) -> str:
    return {
        Attribute.FISICO: translate("SheetLabels", "Físico"),
        Attribute.DESTREZA: translate("SheetLabels", "Destreza"),
        Attribute.INTELIGENCIA: translate("SheetLabels", "Inteligencia"),
        Attribute.PERCEPCION: translate("SheetLabels", "Percepción"),
    }[Attribute(attribute)]


def derived_name(key: str) -> str:
    return {
        "hp_max": translate("SheetLabels", "PV max."),
        "defensa": translate("SheetLabels", "Defensa"),
        "iniciativa": translate("SheetLabels", "Iniciativa"),
        "melee_attack": translate("SheetLabels", "Melee attack"),
        "ranged_attack": translate("SheetLabels", "Ranged attack"),
        "absorption": translate("SheetLabels", "Absorption"),
        "estorbo": translate("SheetLabels", "Estorbo"),
        "mana": translate("SheetLabels", "Maná"),
    }.get(key, key)


def _term_label(label: str) -> str:
    return {
        **{spanish: attribute_name(attribute) for attribute, spanish in ATTRIBUTE_LABELS.items()},
        "armadura": kind_name("armour"),
        "escudo": kind_name("shield"),
        "estorbo": translate("SheetLabels", "estorbo"),
    }.get(label, label)


def explain(value: DerivedValue) -> str:
    """The sum behind a value, e.g. "Defensa 16 = Destreza 8 + Esquivar 3 + 5"."""
    parts = []
    for index, term in enumerate(value.terms):
        body = f"{_term_label(term.label)} {term.amount}" if term.label else str(term.amount)
        if abs(term.factor) != 1:
            body += f" × {abs(term.factor)}"
        if index == 0:
            parts.append(("−" if term.factor < 0 else "") + body)
        else:
            parts.append(("− " if term.factor < 0 else "+ ") + body)
    return f"{derived_name(value.key)} {value.value} = " + " ".join(parts)


def pyramid_status_name(status: PyramidStatus) -> str:
    return {
        PyramidStatus.FULL: translate("SheetLabels", "full"),
        PyramidStatus.SHORT: translate("SheetLabels", "short"),
        PyramidStatus.OVER: translate("SheetLabels", "over"),
    }[status]


def shape_name(shape: str) -> str:
    return {
        "versatil": translate("SheetLabels", "versátil"),
        "especialista": translate("SheetLabels", "especialista"),
    }.get(shape, shape)


def grip_name(grip: str) -> str:
    return {
        "": translate("SheetLabels", "not held"),
        "one_hand": translate("SheetLabels", "1M"),
        "two_hands": translate("SheetLabels", "2M"),
    }.get(grip, grip)


def kind_name(kind: str) -> str:
    return {
        "weapon": translate("SheetLabels", "weapon"),
        "armour": translate("SheetLabels", "armour"),
        "shield": translate("SheetLabels", "shield"),
        "gear": translate("SheetLabels", "gear"),
    }.get(kind, kind)
