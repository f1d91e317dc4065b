"""Whether the GM's rolls are secret (kept off every player surface), remembered per campaign in
the settings. The main window's one :class:`SecretRolls` is what the Dice dock's and the attack
dialog's toggles both read and write, so they always agree.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Signal

KEY_PREFIX = "secret_rolls/"


def campaign_digest(path: Path) -> str:
    """What every setting kept per campaign is keyed by: the file's resolved path (the same file
    by any name), hashed (no slashes)."""
    resolved = str(path.expanduser().resolve()).encode("utf-8", "surrogatepass")
    return hashlib.sha1(resolved, usedforsecurity=False).hexdigest()[:16]


class SecretRolls(QObject):
    """The secret-rolls switch of the open campaign; off with no campaign and by default."""

    # The switch changed (its new value).
    changed = Signal(bool)

    def __init__(self, settings: QSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._key: str | None = None
        self._secret = False

    @property
    def secret(self) -> bool:
        return self._secret

    def set_campaign(self, path: Path | None) -> None:
        """Follow the campaign at ``path`` (None: no campaign open, rolls public)."""
        self._key = KEY_PREFIX + campaign_digest(path) if path is not None else None
        stored = self._settings.value(self._key, False, bool) if self._key else False
        self._apply(bool(stored))

    def set_secret(self, secret: bool) -> None:
        """Make the GM's rolls secret or public, and remember it for this campaign."""
        if self._key is not None:
            self._settings.setValue(self._key, secret)
        self._apply(secret)

    def _apply(self, secret: bool) -> None:
        if secret == self._secret:
            return
        self._secret = secret
        self.changed.emit(secret)
