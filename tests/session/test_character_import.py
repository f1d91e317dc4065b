"""A character carried from one campaign to another: exported to JSON by the storage, read and
validated by :func:`read_character`, added by the session's :class:`ImportCharacter` (the
program's one way in; the storage writes nothing behind the session)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.character_import import ImportCharacter
from ryf_desktop.storage import CampaignFile, ImportValidationError
from ryf_desktop.storage.transfer import export_character, read_character
from tests.storage.storage_samples import fill_campaign, sha256_of


@pytest.fixture
def exported(tmp_path: Path, campaign_path: Path, backup_dir: Path) -> Path:
    """Ana, exported from a filled campaign (with her portrait)."""
    source = tmp_path / "source.ryf"
    source.write_bytes(campaign_path.read_bytes())
    out = tmp_path / "ana.json"
    with CampaignFile.open(source, backup_dir=backup_dir) as campaign:
        fill_campaign(campaign)
        export_character(campaign, 1, out)
    return out


def _import(session: CampaignSession, path: Path) -> int:
    command = ImportCharacter(session, read_character(path))
    assert session.push(command)
    assert command.character_id is not None
    return command.character_id


def test_one_character_travels_to_another_campaign(
    tmp_path: Path, exported: Path, campaign_path: Path,
    open_session: Callable[..., CampaignSession],
) -> None:
    document = json.loads(exported.read_text(encoding="utf-8"))
    assert document["format"] == "ryf-desktop-character"
    assert "id" not in document["character"]
    session = open_session(campaign_path)
    first = _import(session, exported)
    second = _import(session, exported)
    assert first != second
    session.close()
    again = tmp_path / "again.json"
    with CampaignFile.open(campaign_path, read_only=True) as target:
        export_character(target, second, again)
        with target.transaction() as db:
            images = db.connection().exec_driver_sql("SELECT count(*) FROM image").scalar()
    assert images == 1  # the portrait both copies share
    copied = json.loads(again.read_text(encoding="utf-8"))
    assert copied["character"] == document["character"] | {"portrait_image": 1}
    assert copied["images"][0]["data"] == document["images"][0]["data"]


def test_a_bad_character_file_is_refused_before_anything_is_added(
    exported: Path, campaign_path: Path
) -> None:
    document = json.loads(exported.read_text(encoding="utf-8"))
    document["character"]["spells"] = [{"name": "Luz", "level": 2, "difficulty": 15,
                                         "mana_cost": -3}]
    exported.write_text(json.dumps(document), encoding="utf-8")
    before = sha256_of(campaign_path)
    with pytest.raises(ImportValidationError, match=r"character\.spells\[0\]\.mana_cost"):
        read_character(exported)
    assert sha256_of(campaign_path) == before
