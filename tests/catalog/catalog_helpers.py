"""Readings of the shipped catalog that several tests share."""

from __future__ import annotations

from ryf_desktop.catalog import Catalog, Era
from ryf_desktop.catalog.damage import WeaponDamage
from ryf_desktop.catalog.money import MoneyRules


def medieval_money(catalog: Catalog) -> MoneyRules:
    """The money rules of the medieval setting (the one the manual gives)."""
    (money,) = [rules for rules in catalog.money if rules.era is Era.MEDIEVAL]
    return money


def damage_expressions(damage: WeaponDamage) -> tuple[str, ...]:
    """Every dice expression a damage text holds, in writing order."""
    if damage.by_grip is not None:
        return (damage.by_grip.one_handed, damage.by_grip.two_handed)
    if damage.by_band is not None:
        return tuple(expression for expression in damage.by_band if expression is not None)
    if damage.by_ammunition:
        return tuple(option.expression for option in damage.by_ammunition)
    return (damage.base,)
