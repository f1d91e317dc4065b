"""Fault injection, to keep the campaign file's figures honest: a bit flipped in every page of a
campaign, a seeded fuzzer of the demo's export, SIGKILL during a backup and during an upgrade.

Each test counts what it tried and how each try ended, prints the counts (run with ``-s`` to
see them) and holds them to: nothing crashed (every failure a ``CampaignFileError``), nothing
lost (no refused file changed by a byte, nothing created by a refused import, no committed edit
missing, no stray file left). The whole module runs in well under a minute.
"""

from __future__ import annotations

import copy
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from ryf_desktop.paths import resource_path
from ryf_desktop.storage import CampaignFile, CampaignFileError, check_campaign, import_campaign
from ryf_desktop.storage.backups import list_backups
from ryf_desktop.storage.file_format import SCHEMA_VERSION
from tests.storage.storage_samples import (
    assert_sound,
    fill_campaign,
    sha256_of,
    sidecars,
    table_contents,
)

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
MUTATIONS = 520
KILLS = 8


@dataclass
class Tally:
    """How the tries of one fault ended."""

    name: str
    tried: int = 0
    accepted: int = 0
    refused_cleanly: int = 0
    crashed: list[str] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)

    def report(self) -> None:
        print(
            f"\n{self.name}: tried {self.tried}, accepted {self.accepted}, refused cleanly "
            f"{self.refused_cleanly}, crashed {len(self.crashed)}, lost {len(self.lost)}"
        )
        assert self.crashed == [], self.crashed[:5]
        assert self.lost == [], self.lost[:5]


# --- a bit flipped in every page -------------------------------------------------------------

@pytest.mark.damaged_files
def test_a_bit_flipped_in_any_page_is_opened_or_refused_unchanged(
    tmp_path: Path, blank_template: Path
) -> None:
    source = tmp_path / "source.ryf"
    shutil.copyfile(blank_template, source)
    with CampaignFile.open(source, backup_dir=tmp_path / "backups") as campaign:
        fill_campaign(campaign)
    data = source.read_bytes()
    page_size = int.from_bytes(data[16:18], "big") or 65536
    rng = random.Random(20251201)
    tally = Tally("bit flips")
    target = tmp_path / "flipped.ryf"
    for page in range(len(data) // page_size):
        for _ in range(2):
            offset = page * page_size + rng.randrange(page_size)
            flipped = bytearray(data)
            flipped[offset] ^= 1 << rng.randrange(8)
            target.write_bytes(bytes(flipped))
            before = sha256_of(target)
            tally.tried += 1
            where = f"page {page}, byte {offset}"
            try:
                with CampaignFile.open(target, backup_dir=tmp_path / "backups"):
                    pass
            except CampaignFileError:
                tally.refused_cleanly += 1
                if sha256_of(target) != before or sidecars(target):
                    tally.lost.append(f"{where}: a refusal changed the file")
            except Exception as error:
                tally.crashed.append(f"{where}: {type(error).__name__}: {error}")
            else:
                tally.accepted += 1  # a flip in free space or a value SQLite cannot tell
            check = check_campaign(target)
            if not check.ok and check.refusal is None and not check.problems:
                tally.lost.append(f"{where}: check failed without saying why")
            for leftover in sidecars(target):
                leftover.unlink()
    tally.report()
    assert tally.tried >= 2 * (len(data) // page_size)


# --- a seeded JSON fuzzer of the demo's export ------------------------------------------------

Mutation = Callable[[random.Random, Any], Any]
def _nested(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = {"a": [value]}
    return value


HOSTILE_VALUES: list[Any] = [
    None, True, False, -1, 0, 2**63, 10**30, -(10**30), 1.5, 1e308, "", " ", "x" * 300_000,
    "Ana\ud800", "\udfff", "\u0000", [], {}, _nested(20), _nested(400),
    "2025-13-45T99:99:99", "image/gif", "../../etc/passwd", "'; DROP TABLE character; --",
]


def _nodes(document: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path into the document (the pictures' base64 left out: too long to walk)."""
    found = [path]
    if isinstance(document, dict):
        for key, value in document.items():
            if key != "data" or not isinstance(value, str):
                found.extend(_nodes(value, (*path, key)))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            found.extend(_nodes(value, (*path, index)))
    return found


def _mutate(rng: random.Random, document: Any) -> str:
    """One seeded mutation of the document, as the JSON text to import."""
    kind = rng.randrange(10)
    if kind >= 8:  # text-level: a cut, a changed byte, a huge raw number
        text = json.dumps(document, ensure_ascii=False)
        at = rng.randrange(len(text))
        if kind == 8:
            return text[:at]
        digits = "9" * rng.choice([31, 400, 5000])
        inserted = rng.choice(["\\", '"', "}", digits, "NaN", "\x00", "[" * 5000])
        return text[:at] + inserted + text[at + 1:]
    changed = copy.deepcopy(document)
    path = rng.choice(_nodes(changed)[1:])
    parent: Any = changed
    for step in path[:-1]:
        parent = parent[step]
    key = path[-1]
    if kind <= 4:
        parent[key] = rng.choice(HOSTILE_VALUES)
    elif kind == 5 and isinstance(parent, dict):
        del parent[key]
    elif kind == 6 and isinstance(parent, list):
        parent.append(copy.deepcopy(parent[key]))  # the same id twice, the same entry twice
    else:
        target = parent[key]
        if isinstance(target, dict):
            target[rng.choice(["extra", "Id", "\ud800", "name "])] = 1
        else:
            parent[key] = [target, target]
    return json.dumps(changed, ensure_ascii=True)


def test_a_fuzzed_export_is_imported_or_refused_and_nothing_created(tmp_path: Path) -> None:
    demo = json.loads(resource_path("demo", "demo_campaign.json").read_text(encoding="utf-8"))
    rng = random.Random(1503)
    tally = Tally("JSON fuzzer")
    folder = tmp_path / "imports"
    folder.mkdir()
    source = tmp_path / "fuzzed.json"
    started = time.monotonic()
    for number in range(MUTATIONS):
        source.write_text(_mutate(rng, demo), encoding="utf-8", errors="surrogatepass")
        target = folder / f"imported-{number}.ryf"
        tally.tried += 1
        try:
            import_campaign(source, target)
        except CampaignFileError as error:
            tally.refused_cleanly += 1
            str(error).encode("utf-8")  # the message can be shown
            if any(folder.iterdir()):
                tally.lost.append(f"mutation {number}: a refused import left files")
        except Exception as error:
            tally.crashed.append(f"mutation {number}: {type(error).__name__}: {error}")
        else:
            tally.accepted += 1
            report = check_campaign(target)
            if not report.ok:
                tally.lost.append(f"mutation {number}: imported but not sound: {report.problems}")
            target.unlink()
        for leftover in folder.iterdir():
            leftover.unlink()
    tally.report()
    assert tally.refused_cleanly >= MUTATIONS // 2
    assert time.monotonic() - started < 40


# --- SIGKILL during a backup and during an upgrade -------------------------------------------

#: Imports the storage once, then forks one worker per round: backups in a loop, or one upgrade.
WORKER = '''
import os, sys, traceback
from pathlib import Path
from ryf_desktop.storage import CampaignFile
from ryf_desktop.storage.backups import take_backup

print("ready", flush=True)
for line in sys.stdin:
    mode, path, backups = line.split("\\t")
    path, backups = Path(path), Path(backups.strip())
    pid = os.fork()
    if pid == 0:
        try:
            if mode == "backup":
                while True:
                    take_backup(path, backups, keep=3)
            else:
                CampaignFile.open(path, backup_dir=backups).close()
        except BaseException:
            traceback.print_exc()
        os._exit(0)
    print(pid, flush=True)
    os.waitpid(pid, 0)
    print("reaped", flush=True)
'''


class Worker:
    def __init__(self, tmp_path: Path) -> None:
        script = tmp_path / "worker.py"
        script.write_text(WORKER, encoding="utf-8")
        self.process = subprocess.Popen(
            [sys.executable, str(script)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        assert self.process.stdout is not None
        assert self.process.stdout.readline() == "ready\n"

    def kill_after(self, mode: str, path: Path, backups: Path, delay: float) -> None:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(f"{mode}\t{path}\t{backups}\n")
        self.process.stdin.flush()
        pid = int(self.process.stdout.readline())
        time.sleep(delay)
        with __import__("contextlib").suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
        assert self.process.stdout.readline() == "reaped\n"

    def close(self) -> None:
        self.process.kill()
        self.process.wait()


def test_sigkill_during_a_backup_loses_nothing_and_leaves_nothing(
    tmp_path: Path, blank_path: Path, backup_dir: Path
) -> None:
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        fill_campaign(campaign)
    original = table_contents(blank_path)
    rng = random.Random(77)
    tally = Tally("SIGKILL during a backup")
    worker = Worker(tmp_path)
    try:
        for _ in range(KILLS):
            tally.tried += 1
            before = sha256_of(blank_path)
            worker.kill_after("backup", blank_path, backup_dir, rng.uniform(0.05, 0.4))
            if sha256_of(blank_path) != before or table_contents(blank_path) != original:
                tally.lost.append("the campaign changed")
            taken = CampaignFile.open(blank_path, backup_dir=backup_dir)
            try:
                info = taken.backup_now()  # the next backup clears what the killed one left
            finally:
                taken.close()
            assert_sound(info.path)
            stray = [path.name for path in backup_dir.iterdir() if path.name.startswith(".")]
            if stray:
                tally.lost.append(f"stray files left: {stray}")
            else:
                tally.refused_cleanly += 1
    finally:
        worker.close()
    assert len(list_backups(backup_dir)) <= 10
    tally.report()


def _user_version(path: Path) -> int:
    """The schema version the file holds once SQLite has rolled back what a killed writer left
    (a hot journal): read on a copy with its sidecars, so the file stays as the kill left it (a
    read-only connection cannot roll a hot journal back and says so)."""
    with tempfile.TemporaryDirectory() as folder:
        probe = Path(folder) / path.name
        for suffix in ("", "-journal", "-wal", "-shm"):
            source = Path(f"{path}{suffix}")
            if source.exists():
                shutil.copyfile(source, f"{probe}{suffix}")
        connection = sqlite3.connect(probe)
        try:
            return int(connection.execute("PRAGMA user_version").fetchone()[0])
        finally:
            connection.close()


def test_sigkill_during_an_upgrade_loses_nothing_and_leaves_one_copy(tmp_path: Path) -> None:
    rng = random.Random(4242)
    tally = Tally("SIGKILL during an upgrade")
    worker = Worker(tmp_path)
    backups = tmp_path / "backups"
    try:
        for round_number in range(KILLS):
            folder = tmp_path / f"round-{round_number}"
            folder.mkdir()
            path = folder / "La Marca.ryf"
            shutil.copyfile(FIXTURES / "campaign_v1.ryf", path)
            tally.tried += 1
            worker.kill_after("upgrade", path, backups, rng.uniform(0.0, 0.5))
            version = _user_version(path)
            with CampaignFile.open(path, backup_dir=backups) as campaign:
                names = {character.name for character in _characters(campaign)}
            if version not in (1, SCHEMA_VERSION) or len(names) != 2:
                tally.lost.append(f"round {round_number}: schema {version}, {sorted(names)}")
            copies = sorted(copy.name for copy in folder.glob("*backup*"))
            listing = sorted(entry.name for entry in folder.iterdir())
            stray = [name for name in listing if name.startswith(".")]
            if copies != ["La Marca.schema1-backup.ryf"] or stray or sidecars(path):
                tally.lost.append(f"round {round_number}: files {listing}")
            else:
                tally.refused_cleanly += 1
            assert_sound(path)
    finally:
        worker.close()
    tally.report()


def _characters(campaign: CampaignFile) -> list[Any]:
    from sqlmodel import select

    from ryf_desktop.storage.tables import Character

    with campaign.transaction() as session:
        return list(session.exec(select(Character)).all())
