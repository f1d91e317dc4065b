"""The secret-rolls switch is remembered per campaign and announced when it changes."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from ryf_desktop.ui.secret_rolls import SecretRolls


def test_secret_rolls_are_remembered_per_campaign(qapp: QApplication, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    seen: list[bool] = []
    switch = SecretRolls(settings)
    switch.changed.connect(seen.append)
    first, second = tmp_path / "a.ryf", tmp_path / "b.ryf"

    switch.set_campaign(first)
    assert switch.secret is False
    switch.set_secret(True)
    switch.set_campaign(second)
    assert switch.secret is False
    switch.set_campaign(None)
    assert switch.secret is False

    again = SecretRolls(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    again.set_campaign(tmp_path / "." / "a.ryf")
    assert again.secret is True
    assert seen == [True, False]
