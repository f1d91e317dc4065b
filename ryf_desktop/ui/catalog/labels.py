"""The words the catalog browser shows for kinds, equipment lists, prices and numbers (settings
are the campaign's words, :func:`~ryf_desktop.ui.campaign.labels.setting_name`). The manual's
data (names, damage texts, prices) is never translated: it is shown as written.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from ryf_desktop.catalog import EntryKind, ItemCategory, Price
from ryf_desktop.session.texts import fill

translate = QCoreApplication.translate

#: The mark of the GM's own entries (a proper abbreviation: the same in every language).
GM_BADGE = "GM"


def kind_name(kind: EntryKind) -> str:
    """One entry's kind: "Weapon"."""
    return {
        EntryKind.MONSTER: translate("CatalogLabels", "Monster"),
        EntryKind.WEAPON: translate("CatalogLabels", "Weapon"),
        EntryKind.ARMOR: translate("CatalogLabels", "Armour"),
        EntryKind.SHIELD: translate("CatalogLabels", "Shield"),
        EntryKind.ITEM: translate("CatalogLabels", "Equipment"),
    }[kind]


def kind_title(kind: EntryKind) -> str:
    """A kind as a heading of the category tree: "Weapons"."""
    return {
        EntryKind.MONSTER: translate("CatalogLabels", "Monsters"),
        EntryKind.WEAPON: translate("CatalogLabels", "Weapons"),
        EntryKind.ARMOR: translate("CatalogLabels", "Armour"),
        EntryKind.SHIELD: translate("CatalogLabels", "Shields"),
        EntryKind.ITEM: translate("CatalogLabels", "Equipment"),
    }[kind]


def new_entry_label(kind: EntryKind) -> str:
    """The menu item that makes a GM entry of ``kind``."""
    return {
        EntryKind.MONSTER: translate("CatalogLabels", "New monster…"),
        EntryKind.WEAPON: translate("CatalogLabels", "New weapon…"),
        EntryKind.ARMOR: translate("CatalogLabels", "New armour…"),
        EntryKind.SHIELD: translate("CatalogLabels", "New shield…"),
        EntryKind.ITEM: translate("CatalogLabels", "New piece of equipment…"),
    }[kind]


def all_settings() -> str:
    return translate("CatalogLabels", "All settings")


def item_category_name(category: ItemCategory) -> str:
    """An equipment list, as the manual heads it ("Varios precios de: ...")."""
    return {
        ItemCategory.WEAPON_EXTRAS: translate("CatalogLabels", "Weapon extras"),
        ItemCategory.CLOTHING: translate("CatalogLabels", "Clothing"),
        ItemCategory.ANIMALS: translate("CatalogLabels", "Animals"),
        ItemCategory.MISCELLANY: translate("CatalogLabels", "Miscellany"),
        ItemCategory.INSTRUMENTS: translate("CatalogLabels", "Instruments"),
        ItemCategory.VEHICLES: translate("CatalogLabels", "Vehicles"),
    }[category]


def number(value: float, decimals: int = 1) -> str:
    """A number written the way the UI's language writes it ("4,4" in Spanish)."""
    return QLocale().toString(float(value), "f", decimals)


def price_text(price: Price) -> str:
    """The price with its value in copper for medieval coins: "3 mp (30 mc)", "400 $"."""
    copper = price.copper
    if copper is None or price.currency.value == "mc":
        return str(price)
    return fill(translate("CatalogLabels", "%1 (%2 mc)"), price, QLocale().toString(copper))
