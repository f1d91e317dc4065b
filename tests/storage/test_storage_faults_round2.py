"""Fault injection, round two (issue 25): every kind of fault in one tally — a full disk (a
patched write raising SQLITE_FULL, so it runs anywhere), names that are not UTF-8, foreign and
stale ``-wal`` files, hand-edited files, a FIFO and /dev/zero, hostile maps and JSON.

Each try ends accepted, refused cleanly (a ``CampaignFileError`` or a ``UvttError``) or crashed
(anything else); lost counts a refused file whose bytes changed, or an accepted one that lost
a committed edit. The counts are printed (``-s``) and held to crashed 0 and lost 0.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
from collections.abc import Callable
from functools import partial
from pathlib import Path

import pytest
from sqlmodel import select

from ryf_desktop.storage import CampaignFile, check_campaign, export_campaign, import_campaign
from ryf_desktop.storage import campaign_file as campaign_file_module
from ryf_desktop.storage.errors import CampaignFileError
from ryf_desktop.storage.tables import LogEntry
from ryf_desktop.storage.uvtt import UvttError, read_uvtt, read_uvtt_file
from tests import uvtt_files
from tests.storage.storage_samples import fill_campaign, sha256_of
from tests.storage.test_storage_faults import Tally
from tests.storage.test_storage_full_disk import sqlite_full
from tests.storage.test_storage_hand_edited import EDITS
from tests.storage.test_storage_sidecars import crash_with_edits

Try = Callable[[], object]


def attempt(tally: Tally, label: str, work: Try, *, watched: Path | None = None) -> None:
    """One try: accepted, refused cleanly (``watched`` unchanged) or crashed."""
    tally.tried += 1
    before = sha256_of(watched) if watched is not None and watched.is_file() else None
    try:
        work()
    except (CampaignFileError, UvttError):
        tally.refused_cleanly += 1
        if watched is not None and before is not None and sha256_of(watched) != before:
            tally.lost.append(f"{label}: the refused file changed")
        return
    except Exception as error:
        tally.crashed.append(f"{label}: {type(error).__name__}: {error}")
        return
    tally.accepted += 1


@pytest.fixture(scope="module")
def filled(tmp_path_factory: pytest.TempPathFactory, blank_template: Path) -> Path:
    path = tmp_path_factory.mktemp("filled") / "filled.ryf"
    shutil.copyfile(blank_template, path)
    with CampaignFile.open(path, backup_dir=path.parent / "backups") as campaign:
        fill_campaign(campaign)
    return path


@pytest.mark.damaged_files
def test_every_kind_of_round_two_fault_is_refused_cleanly_and_loses_nothing(
    tmp_path: Path, filled: Path, blank_template: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    backups = tmp_path / "backups"
    tally = Tally("round two (issue 25)")

    # Hand-edited files: open, check and export of each.
    for kind, (edit, _words) in EDITS.items():
        path = tmp_path / f"edited-{len(kind)}-{tally.tried}.ryf"
        shutil.copyfile(filled, path)
        db = sqlite3.connect(path, isolation_level=None)
        edit(db)
        db.close()
        attempt(tally, f"open {kind}", partial(CampaignFile.open, path, backup_dir=backups),
                watched=path)
        attempt(tally, f"check {kind}", partial(_checked, path), watched=path)
        attempt(tally, f"export {kind}",
                partial(export_campaign, path, tmp_path / "out.json"), watched=path)

    # A full disk where the lock is written (read-only open) and where a file is created.
    full = tmp_path / "full.ryf"
    shutil.copyfile(filled, full)
    with monkeypatch.context() as patched:
        def lock_on_full_disk(*_args: object, **_kwargs: object) -> None:
            raise sqlite_full()

        patched.setattr(campaign_file_module, "lock_file", lock_on_full_disk)
        attempt(tally, "open on a full disk",
                lambda: CampaignFile.open(full, backup_dir=backups).close(), watched=full)
    with monkeypatch.context() as patched:
        from ryf_desktop.storage import migrate

        def upgrade_on_full_disk(*_args: object, **_kwargs: object) -> None:
            raise sqlite_full()

        patched.setattr(migrate, "upgrade", upgrade_on_full_disk)
        attempt(tally, "new campaign on a full disk", lambda: CampaignFile.create(
            tmp_path / "nueva-llena.ryf", "Nueva", "medieval", backup_dir=backups))
        exported = export_campaign(filled, tmp_path / "filled.json")
        attempt(tally, "import on a full disk",
                lambda: import_campaign(exported, tmp_path / "importada-llena.ryf"))

    # Names that are not UTF-8.
    folder = tmp_path / os.fsdecode(b"Campa\xf1a")
    folder.mkdir()
    latin = folder / os.fsdecode(b"mesa\xe9.ryf")
    shutil.copyfile(filled, latin)
    for label, work in [
        ("open a Latin-1 name", lambda: CampaignFile.open(latin, backup_dir=backups).close()),
        ("check a Latin-1 name", lambda: _refused_if_not_ok(check_campaign(latin))),
        ("export a Latin-1 name", lambda: export_campaign(latin, folder / "a.json")),
        ("import to a Latin-1 name", lambda: import_campaign(
            folder / "a.json", folder / os.fsdecode(b"b\xf1.ryf"))),
        ("missing Latin-1 name", lambda: CampaignFile.open(folder / os.fsdecode(b"x\xf1.ryf"))),
    ]:
        attempt(tally, label, work)

    # Foreign and stale -wal files: never applied, the file opens as itself.
    other = tmp_path / "other.ryf"
    shutil.copyfile(blank_template, other)
    crash_with_edits(other, backups, edits=2)
    mine = tmp_path / "mine.ryf"
    shutil.copyfile(filled, mine)
    texts_before = _texts(mine, backups)
    for suffix in ("-wal", "-shm", "-wal-owner"):
        shutil.move(f"{other}{suffix}", f"{mine}{suffix}")
    attempt(tally, "check beside a foreign -wal",
            lambda: _refused_if_not_ok(check_campaign(mine)))
    attempt(tally, "open beside a foreign -wal",
            lambda: CampaignFile.open(mine, backup_dir=backups).close())
    if _texts(mine, backups) != texts_before:
        tally.lost.append("a foreign -wal was applied")
    crashed = tmp_path / "crashed.ryf"
    shutil.copyfile(blank_template, crashed)
    crash_with_edits(crashed, backups, edits=2)
    shutil.copyfile(filled, crashed)  # a backup restored by hand over the crashed file
    attempt(tally, "open a hand-restored backup",
            lambda: CampaignFile.open(crashed, backup_dir=backups).close())
    if _texts(crashed, backups) != texts_before:
        tally.lost.append("a stale -wal undid a restored backup")

    # A FIFO and /dev/zero, to import and to import as maps.
    fifo = tmp_path / "feed"
    os.mkfifo(fifo)
    for source in (fifo, Path("/dev/zero")):
        attempt(tally, f"import {source}",
                partial(import_campaign, source, tmp_path / "de-tuberia.ryf"))
        attempt(tally, f"import-map {source}", partial(read_uvtt_file, source))

    # Hostile maps and JSON.
    dungeon = json.dumps(uvtt_files.dungeon("png"))
    for written in ("1e400", "NaN", "Infinity", "-1e309"):
        hostile = dungeon.replace('"x": 0.5', f'"x": {written}', 1).encode()
        attempt(tally, f"map with {written}", partial(read_uvtt, hostile))
    attempt(tally, "map nested 100,000 deep", lambda: read_uvtt(b"[" * 100_000))
    bom = tmp_path / "bom.json"
    bom.write_bytes(b"\xef\xbb\xbf" + exported.read_bytes())
    attempt(tally, "JSON with a BOM", lambda: import_campaign(bom, tmp_path / "bom.ryf"))

    tally.report()
    assert tally.refused_cleanly >= len(EDITS) * 3
    # Nothing refused left a new campaign behind.
    for name in ("nueva-llena.ryf", "importada-llena.ryf", "de-tuberia.ryf"):
        assert not (tmp_path / name).exists()


def _checked(path: Path) -> None:
    _refused_if_not_ok(check_campaign(path))


def _refused_if_not_ok(report: object) -> None:
    refusal = getattr(report, "refusal", None)
    if refusal is not None:
        raise refusal
    if not getattr(report, "ok", False):
        raise CampaignFileError("; ".join(getattr(report, "problems", ())))


def _texts(path: Path, backups: Path) -> list[str]:
    with CampaignFile.open(path, backup_dir=backups) as campaign, \
            campaign.transaction() as session:
        return sorted(session.exec(select(LogEntry.text)).all())
