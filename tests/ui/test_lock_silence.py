"""The lock dialog says when the campaign's holder has been silent so long it has probably
stopped."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from PySide6.QtWidgets import QApplication

from ryf_desktop.storage.errors import LockHolder
from ryf_desktop.ui.campaign.lock_dialog import LockDialog, silence_text


def _holder(silent: timedelta | None, now: datetime) -> LockHolder:
    beat = None if silent is None else now - silent
    return LockHolder("marta", "portatil", 4242, now - timedelta(hours=3), "RyF Desktop", beat)


def test_a_silent_holder_is_called_probably_stopped(qapp: QApplication, tmp_path: Path) -> None:
    # "Now" when the test runs, not when the module was imported: the dialog reads the clock.
    now = datetime.now(UTC)
    assert silence_text(_holder(None, now), now) == ""
    assert silence_text(_holder(timedelta(minutes=1), now), now) == ""
    text = silence_text(_holder(timedelta(minutes=12), now), now)
    assert "12 minutes" in text and "probably stopped" in text
    dialog = LockDialog(_holder(timedelta(minutes=12), now), tmp_path / "campaña.ryf")
    assert "12 minute" in dialog.informativeText()
    dialog.deleteLater()
