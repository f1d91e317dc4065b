"""The money, tokens and XP of a character sheet (medieval money typed as coins)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.money import Purse
from ryf_desktop.session import HandBackToken, SheetView, money_text
from ryf_desktop.session.catalog_queries import campaign_currency
from ryf_desktop.ui.sheet.sheet_section import SheetOwner, SheetSection


class MoneySection(SheetSection):
    """Money in the setting's currency, tokens (and a handed-back token's penalty), XP."""

    def __init__(self, owner: SheetOwner) -> None:
        super().__init__(owner)
        view = self.view
        currency = campaign_currency(owner.session.setting)[0]
        self.medieval = currency.is_medieval
        view.money_spin.valueChanged.connect(lambda value: owner.edit("money", value))
        view.money_spin.setVisible(not self.medieval)
        view.coins_row.setVisible(self.medieval)
        # Dollars or credits read the same in the field: the line below it would repeat them.
        view.money_label.setVisible(self.medieval)
        if not self.medieval:
            view.money_spin.setSuffix(f" {currency.value}")
        for spin in view.coin_spins.values():
            spin.valueChanged.connect(self._coins_edited)
        view.tokens_spin.valueChanged.connect(lambda value: owner.edit("tokens", value))
        view.xp_spin.valueChanged.connect(lambda value: owner.edit("xp", value))
        # Ticked, a token goes back to the player with its −1 (one step); unticked, only the −1
        # is let go (the GM's call: the token stays with the player).
        view.penalty_check.toggled.connect(
            lambda on: self.push(HandBackToken) if on else owner.edit("token_penalty", False))

    def _coins_edited(self) -> None:
        """Medieval money typed as coins; stored in copper (and shown back in the fewest coins)."""
        spins = self.view.coin_spins
        self.owner.edit("money", Purse(spins["mo"].value(), spins["mp"].value(),
                                       spins["mc"].value()).copper)

    def fill(self, sheet: SheetView) -> None:
        row = sheet.details.character
        if not self.changed((row.money, row.tokens, row.token_penalty, row.xp)):
            return
        view = self.view
        setting = self.owner.session.setting
        view.money_spin.setValue(row.money)
        purse = Purse.from_copper(row.money)
        for coin, amount in (("mo", purse.mo), ("mp", purse.mp), ("mc", purse.mc)):
            view.coin_spins[coin].setValue(amount)
        view.money_label.setText(
            QCoreApplication.translate("SheetDisplay", "{money} · 1 mo = 10 mp = 100 mc").format(
                money=money_text(row.money, setting))
            if self.medieval else money_text(row.money, setting)
        )
        view.tokens_spin.setValue(row.tokens)
        view.penalty_check.setChecked(row.token_penalty)
        view.xp_spin.setValue(row.xp)
