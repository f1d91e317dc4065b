"""The players' view on their own devices: a small web server run by the program.

- :class:`PlayersServer` (server) — the aiohttp routes, the join secret, the codes, the limits.
- :class:`PlayersFeed` (feed) — the session's changes published as the players may see them,
  the handouts each phone may have, and their pictures made fit for phones.
- :mod:`~ryf_desktop.ui.players_web.rolls` — the bounds of a phone's roll request and its rate.
- :class:`PlayersWeb`, :class:`PlayersDevicesDialog` (dialog) — Window → Players' devices….
"""

from __future__ import annotations

from ryf_desktop.ui.players_web.dialog import PlayersDevicesDialog, PlayersWeb
from ryf_desktop.ui.players_web.feed import PlayersFeed
from ryf_desktop.ui.players_web.server import PlayersServer

__all__ = ["PlayersDevicesDialog", "PlayersFeed", "PlayersServer", "PlayersWeb"]
