"""Add to character: pick a character of the open campaign and, optionally, buy the entry. The
dialog shows each character's money and what would be left, and refuses what the purse cannot
pay (or another currency's price) before ``submit`` is called; a refusal keeps it open.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.catalog import Armor, Item, Shield, Weapon
from ryf_desktop.rules.skills import Setting
from ryf_desktop.session import money_text
from ryf_desktop.session.catalog_queries import campaign_currency, price_in_campaign_money
from ryf_desktop.storage.records import Character
from ryf_desktop.ui.common.widgets import InlineMessage, dialog_buttons, fill, named, text_label

Submit = Callable[[int, bool], str | None]
MoneyOf = Callable[[int], int | None]

CHARACTER_ID_ROLE = Qt.ItemDataRole.UserRole + 1


class AddToCharacterDialog(QDialog):
    """Which character gets ``entry``, and whether it is bought."""

    def __init__(
        self,
        entry: Weapon | Armor | Shield | Item,
        characters: Sequence[Character],
        money_of: MoneyOf,
        setting: Setting,
        submit: Submit,
        *,
        chosen: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        # Layout code, longer than 80 lines on purpose: the widgets in the order they show.
        super().__init__(parent)
        self.setObjectName("catalog_add_to_character")
        self.setWindowTitle(self.tr("Add to character"))
        self._money_of = money_of
        self._setting = setting
        self._submit = submit
        self._cost = price_in_campaign_money(entry.price, setting)

        heading = text_label(self.tr("Who gets “{name}”?").format(name=entry.name), wrap=True)
        self.characters = named(QListWidget(), "catalog_characters")
        self._names = {summary.id: summary.name for summary in characters}
        for summary in characters:
            text = summary.name if not summary.player else self.tr(
                "{name} (played by {player})"
            ).format(name=summary.name, player=summary.player)
            money = money_of(summary.id)
            if money is not None:
                text = f"{text} — {money_text(money, setting)}"
            item = QListWidgetItem(text)
            item.setData(CHARACTER_ID_ROLE, summary.id)
            self.characters.addItem(item)
            if summary.id == chosen:
                self.characters.setCurrentItem(item)
        if self.characters.currentItem() is None and self.characters.count():
            self.characters.setCurrentRow(0)

        self.buy = named(QCheckBox(self.tr(
            "Buy it for {price}, paid from the character's money").format(price=entry.price)),
            "catalog_buy")
        self.purse = text_label(name="catalog_purse", wrap=True)
        self.error = named(InlineMessage(), "catalog_character_error")
        self.buttons = dialog_buttons(self, self.tr("Add"))
        fill(QVBoxLayout(self), heading, (self.characters, 1), self.buy, self.purse, self.error,
             self.buttons)

        if self._cost is None:
            self.buy.setEnabled(False)
            self.buy.setToolTip(self.tr(
                "The price is in {currency}, but this campaign counts money in {campaign}: it "
                "can only be given, not bought.").format(
                currency=entry.price.currency.value,
                campaign=", ".join(c.value for c in campaign_currency(setting))))
        self.characters.currentItemChanged.connect(self._update)
        self.buy.toggled.connect(self._update)
        self._update()
        self.resize(440, 300)

    def character_id(self) -> int | None:
        item = self.characters.currentItem()
        value = item.data(CHARACTER_ID_ROLE) if item is not None else None
        return value if isinstance(value, int) else None

    def _update(self) -> None:
        self.error.hide()
        text, ok = self._purse_text()
        self.purse.setText(text)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def _purse_text(self) -> tuple[str, bool]:
        """What the purse line says for the chosen character, and whether Add may be pressed."""
        character_id = self.character_id()
        if character_id is None:
            return self.tr("This campaign has no characters yet: add one first."), False
        money = self._money_of(character_id)
        if self._cost is None:
            return self.buy.toolTip(), True
        held = money_text(money or 0, self._setting)
        if not self.buy.isChecked():
            return self.tr("Given, not bought: the money stays at {money}.").format(
                money=held
            ), True
        if money is None or money < self._cost:
            short = money_text(self._cost - (money or 0), self._setting)
            return self.tr("Cannot pay: the purse holds {money}, {short} short.").format(
                money=held, short=short
            ), False
        return self.tr("{name} holds {money}; after paying, {left} are left.").format(
            name=self._names.get(character_id, ""), money=held,
            left=money_text(money - self._cost, self._setting),
        ), True

    def accept(self) -> None:
        character_id = self.character_id()
        if character_id is None:
            return
        problem = self._submit(character_id, self.buy.isChecked())
        if problem is not None:
            self.error.set_message(problem)
            return
        super().accept()
