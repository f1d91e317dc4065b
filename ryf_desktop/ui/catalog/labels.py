"""The words the catalog browser shows for kinds, settings, equipment lists, prices and numbers.

Every string is translated in the ``CatalogLabels`` context, written out at each call so that
pyside6-lupdate finds it. The manual's data (names, damage texts, prices) is never translated:
it is shown as written.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from ryf_desktop.catalog import EntryKind, Era, ItemCategory, Price
from ryf_desktop.session.texts import fill


def kind_name(kind: EntryKind) -> str:
    """One entry's kind: "Weapon"."""
    names = {
        EntryKind.MONSTER: QCoreApplication.translate("CatalogLabels", "Monster"),
        EntryKind.WEAPON: QCoreApplication.translate("CatalogLabels", "Weapon"),
        EntryKind.ARMOR: QCoreApplication.translate("CatalogLabels", "Armour"),
        EntryKind.SHIELD: QCoreApplication.translate("CatalogLabels", "Shield"),
        EntryKind.ITEM: QCoreApplication.translate("CatalogLabels", "Equipment"),
    }
    return names[kind]


def kind_title(kind: EntryKind) -> str:
    """A kind as a heading of the category tree: "Weapons"."""
    titles = {
        EntryKind.MONSTER: QCoreApplication.translate("CatalogLabels", "Monsters"),
        EntryKind.WEAPON: QCoreApplication.translate("CatalogLabels", "Weapons"),
        EntryKind.ARMOR: QCoreApplication.translate("CatalogLabels", "Armour"),
        EntryKind.SHIELD: QCoreApplication.translate("CatalogLabels", "Shields"),
        EntryKind.ITEM: QCoreApplication.translate("CatalogLabels", "Equipment"),
    }
    return titles[kind]


def new_entry_label(kind: EntryKind) -> str:
    """The menu item that makes a GM entry of ``kind``."""
    labels = {
        EntryKind.MONSTER: QCoreApplication.translate("CatalogLabels", "New monster…"),
        EntryKind.WEAPON: QCoreApplication.translate("CatalogLabels", "New weapon…"),
        EntryKind.ARMOR: QCoreApplication.translate("CatalogLabels", "New armour…"),
        EntryKind.SHIELD: QCoreApplication.translate("CatalogLabels", "New shield…"),
        EntryKind.ITEM: QCoreApplication.translate("CatalogLabels", "New piece of equipment…"),
    }
    return labels[kind]


def era_name(era: Era | str) -> str:
    names = {
        Era.MEDIEVAL: QCoreApplication.translate("CatalogLabels", "Medieval"),
        Era.ACTUAL: QCoreApplication.translate("CatalogLabels", "Present day"),
        Era.FUTURO: QCoreApplication.translate("CatalogLabels", "Future"),
    }
    return names.get(Era(era), str(era))


def all_settings() -> str:
    return QCoreApplication.translate("CatalogLabels", "All settings")


def item_category_name(category: ItemCategory) -> str:
    """An equipment list, as the manual heads it ("Varios precios de: ...")."""
    names = {
        ItemCategory.WEAPON_EXTRAS: QCoreApplication.translate("CatalogLabels", "Weapon extras"),
        ItemCategory.CLOTHING: QCoreApplication.translate("CatalogLabels", "Clothing"),
        ItemCategory.ANIMALS: QCoreApplication.translate("CatalogLabels", "Animals"),
        ItemCategory.MISCELLANY: QCoreApplication.translate("CatalogLabels", "Miscellany"),
        ItemCategory.INSTRUMENTS: QCoreApplication.translate("CatalogLabels", "Instruments"),
        ItemCategory.VEHICLES: QCoreApplication.translate("CatalogLabels", "Vehicles"),
    }
    return names[category]


def gm_badge() -> str:
    """The mark of the GM's own entries (a proper abbreviation: the same in every language)."""
    return "GM"


def number(value: float, decimals: int = 1) -> str:
    """A number written the way the UI's language writes it ("4,4" in Spanish)."""
    return QLocale().toString(float(value), "f", decimals)


def price_text(price: Price) -> str:
    """The price as the catalog writes it, with its value in copper for medieval coins:
    "3 mp (30 mc)", "10 mo (1000 mc)", "400 $"."""
    copper = price.copper
    if copper is None or price.currency.value == "mc":
        return str(price)
    return fill(
        QCoreApplication.translate("CatalogLabels", "%1 (%2 mc)"), price, QLocale().toString(copper)
    )
