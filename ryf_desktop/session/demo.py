"""The demo campaign: built from ``resources/demo`` into the user's data folder when missing.

``resources/demo/demo_campaign.json`` is a campaign in storage's export format (its map's
background, ``demo_map.png``, inside it as base64), made by ``resources/demo/make_demo.py``:
the quick sheet's character and three more, a bar with walls, doors and a storeroom under fog,
and a combat against goblins of the catalog, ready to roll initiative.
:func:`ensure_demo_campaign` imports it with storage's validated import, so the demo is built
like any imported campaign, in one step that leaves nothing half-made.
"""

from __future__ import annotations

import contextlib
from datetime import UTC, datetime
from pathlib import Path

from ryf_desktop.paths import resource_path
from ryf_desktop.storage import (
    CAMPAIGN_SUFFIX,
    CampaignExistsError,
    check_campaign,
    import_campaign,
    user_data_dir,
)
from ryf_desktop.storage.file_format import sidecar_paths

DEMO_FOLDER = "demo"
DEMO_FILE_NAME = f"demo-campaign{CAMPAIGN_SUFFIX}"
DEMO_JSON = "demo_campaign.json"


def demo_campaign_path() -> Path:
    """Where the demo campaign lives: ``<user data dir>/demo/demo-campaign.ryf``."""
    return user_data_dir() / DEMO_FOLDER / DEMO_FILE_NAME


def demo_document() -> Path:
    """The shipped JSON document the demo is built from."""
    return resource_path("demo", DEMO_JSON)


def ensure_demo_campaign(path: Path | str | None = None) -> Path:
    """The demo campaign's path, after building it there if it is missing or unreadable.

    A demo the GM has played in is kept as it is. One that cannot be used (damaged, made by a
    newer version) is moved aside, never deleted, to ``<name>.unreadable-<time>.ryf`` beside it,
    and a fresh demo is built. Raises storage's errors if the demo cannot be built (a folder
    that cannot be written, say).
    """
    path = Path(path) if path is not None else demo_campaign_path()
    if path.exists():
        if check_campaign(path).ok:
            return path
        _move_aside(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    # Another copy of the program may have built it in the meantime: then it is there.
    with contextlib.suppress(CampaignExistsError):
        import_campaign(demo_document(), path)
    return path


def _move_aside(path: Path) -> Path:
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.stem}.unreadable-{stamp}{path.suffix}")
    counter = 2
    while aside.exists():
        aside = path.with_name(f"{path.stem}.unreadable-{stamp}-{counter}{path.suffix}")
        counter += 1
    path.replace(aside)
    # A journal or WAL left by a crash belongs with its file.
    for old, new in zip(sidecar_paths(path), sidecar_paths(aside), strict=True):
        if old.exists():
            old.replace(new)
    return aside
