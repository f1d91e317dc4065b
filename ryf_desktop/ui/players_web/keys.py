"""The join key, the players' codes and the address of the players' server, kept per campaign
in the program's settings (the GM's machine, never the campaign file, which is copied to backups
and other machines), so a phone that scanned the QR code keeps working after Stop/Start or a
restart; only the GM's *New key and codes* makes fresh ones."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from PySide6.QtCore import QSettings

from ryf_desktop.ui.players_web.codes import (
    CODE_LENGTH,
    SECRET_LENGTH,
    new_code,
    well_formed,
)
from ryf_desktop.ui.secret_rolls import campaign_digest

KEYS_PREFIX = "players_web/campaign/"


@dataclass(frozen=True)
class PlayersKeys:
    """A campaign's key, codes (character id → code), interface and port."""

    secret: str = field(default_factory=lambda: new_code(SECRET_LENGTH))
    codes: Mapping[int, str] = field(default_factory=dict)
    host: str = ""
    port: int = 0

    def for_characters(self, ids: Iterable[int]) -> PlayersKeys:
        """These keys with a code for each of ``ids`` (new ones for new characters; a deleted
        character's code dropped)."""
        return replace(self, codes={cid: self.codes.get(cid) or new_code() for cid in ids})


def _group(campaign: Path) -> str:
    return KEYS_PREFIX + campaign_digest(campaign) + "/"


def read_keys(settings: QSettings, campaign: Path) -> PlayersKeys | None:
    """The campaign's remembered keys; None if none (or garbled: a fresh start is safer)."""
    group = _group(campaign)
    secret = settings.value(group + "secret", "")
    if not well_formed(secret, SECRET_LENGTH):
        return None
    try:
        raw = json.loads(str(settings.value(group + "codes", "{}")))
        codes = {int(cid): code for cid, code in raw.items() if well_formed(code, CODE_LENGTH)}
        port = int(str(settings.value(group + "port", "0")))
    except (ValueError, TypeError, AttributeError):
        return None
    host = str(settings.value(group + "host", "") or "")
    return PlayersKeys(str(secret), codes, host, port if 0 <= port <= 65535 else 0)


def write_keys(settings: QSettings, campaign: Path, keys: PlayersKeys) -> None:
    group = _group(campaign)
    settings.setValue(group + "secret", keys.secret)
    settings.setValue(group + "codes", json.dumps({str(k): v for k, v in keys.codes.items()}))
    settings.setValue(group + "host", keys.host)
    settings.setValue(group + "port", str(keys.port))
    settings.sync()
