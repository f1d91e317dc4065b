"""Fixtures of the storage tests: fresh campaign files in tmp_path, never in the user's folders.

After every test, every ``.ryf`` file the test left in its ``tmp_path`` must pass
``PRAGMA integrity_check`` and ``foreign_key_check`` and have no sidecar file beside it (it is at
rest), unless the test is marked ``damaged_files`` because it damages files on purpose.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.storage import CampaignFile
from tests.storage.storage_samples import assert_sound, sidecars


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "damaged_files: the test damages campaign files on purpose"
    )


@pytest.fixture(autouse=True)
def every_campaign_file_is_sound(
    request: pytest.FixtureRequest, tmp_path: Path
) -> Iterator[None]:
    yield
    if request.node.get_closest_marker("damaged_files") is not None:
        return
    for path in sorted(tmp_path.rglob("*.ryf")):
        assert sidecars(path) == [], f"{path} is not at rest"
        assert_sound(path)


@pytest.fixture(scope="session")
def blank_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One new campaign, made once; tests copy it (creating one runs every migration)."""
    path = tmp_path_factory.mktemp("template") / "template.ryf"
    CampaignFile.create(path, "Plantilla", "medieval", REALISTA,
                        backup_dir=path.parent / "backups").close()
    assert_sound(path)
    return path


@pytest.fixture
def backup_dir(tmp_path: Path) -> Path:
    return tmp_path / "backups"


@pytest.fixture
def blank_path(tmp_path: Path, blank_template: Path) -> Path:
    """A closed, empty campaign file of the current schema."""
    path = tmp_path / "campaign.ryf"
    shutil.copyfile(blank_template, path)
    return path
