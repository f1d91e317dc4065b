"""Speed of the campaign file; prints one figure a line, ``name: value unit``.

The campaign of issue 3: 500 characters (12 skills and 3 items each), 20 maps each with a 1 MB
background image, 200 tokens, 10,000 log entries, built with bulk inserts. Figures:
- ``open_large_campaign``: ``CampaignFile.open`` (every opening check, ``quick_check``
  included, and taking the lock); the first open and the median of the next ones.
- ``edit_commit``: one committed edit (read a character, change its wounds, commit, on disk);
  median and 99th percentile of 500.
- ``backup``: one rolling backup (SQLite online backup of the whole file);
  ``edit_commit_max_during_backup`` is the slowest of the edits one thread commits (one every
  5 ms) while another thread takes a backup.
- ``backup_gui_blocked_max``: the longest gap between two ticks of a 5 ms QTimer on the GUI
  thread, under a real QCoreApplication with qasync's event loop, while the session takes a
  backup of the campaign through its off-thread path (``CampaignSession.backup_now_async``,
  awaited with ``asyncio.wrap_future``); ``backup_gui_ticks`` is how many ticks came meanwhile.

Then ``benchmarks/many_characters.py`` (issue 16): a campaign of 5,000 characters opened in the
main window and a character added to it.

Targets: open < 300 ms, edit median < 5 ms (``synchronous=FULL``: the commit is on disk when it
returns), GUI blocked < 50 ms during a backup; 5,000 characters open < 1 s, one added < 16 ms.
``--dir PATH`` builds the campaign there (default: a temporary folder) — use a folder on the disk
you care about, since commits wait for fsync.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import os
import random
import statistics
import struct
import subprocess
import sys
import tempfile
import threading
import time
import zlib
from pathlib import Path
from typing import Any

from sqlalchemy import insert

from ryf_desktop.rules.profile import HEROICO
from ryf_desktop.storage import CampaignFile, pack_squares
from ryf_desktop.storage.tables import (
    Character,
    EquipmentItem,
    Image,
    LogEntry,
    Map,
    MapToken,
    MonsterInstance,
    Skill,
)

CHARACTERS = 500
SKILLS_EACH = 12
ITEMS_EACH = 3
MAPS = 20
IMAGE_BYTES = 1024 * 1024
TOKENS = 200
LOG_ENTRIES = 10_000
EDITS = 500
OPENS = 9


def noise_png(rng: random.Random, width: int, height: int, size: int) -> bytes:
    """A PNG that decodes (opening a campaign checks its pictures), ``size`` bytes or so: each
    row starts with noise that does not compress and ends in black that does."""
    noisy = max(1, size // height)
    row = bytearray(1 + width * 3)
    raw = bytearray()
    for _ in range(height):
        row[1:1 + noisy] = rng.randbytes(noisy)
        raw += row
    def chunk(kind: bytes, body: bytes) -> bytes:
        return (struct.pack(">I", len(body)) + kind + body
                + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(raw), 1)) + chunk(b"IEND", b""))


def build(path: Path, backups: Path) -> None:
    rng = random.Random(3)
    campaign = CampaignFile.create(path, "Benchmark", "medieval", HEROICO, backup_dir=backups)
    with campaign, campaign.transaction() as session:
        images: list[dict[str, Any]] = []
        for number in range(MAPS):
            data = noise_png(rng, 2048, 1536, IMAGE_BYTES)
            images.append({"id": number + 1, "mime": "image/png", "width": 2048,
                           "height": 1536, "sha256": hashlib.sha256(data).hexdigest(),
                           "data": data})
        session.execute(insert(Image), images)
        session.execute(insert(Character), [
            {"id": number + 1, "kind": "pc" if number < 50 else "npc", "name": f"PJ {number}",
             "fisico": rng.randint(4, 10), "destreza": rng.randint(4, 10),
             "inteligencia": rng.randint(4, 10), "percepcion": rng.randint(4, 10),
             "notes": "Notas de sesión. " * 20, "money": rng.randint(0, 10_000)}
            for number in range(CHARACTERS)
        ])
        session.execute(insert(Skill), [
            {"character_id": character + 1, "name": f"Habilidad {skill}",
             "attribute": "destreza", "level": rng.randint(0, 6), "position": skill}
            for character in range(CHARACTERS) for skill in range(SKILLS_EACH)
        ])
        session.execute(insert(EquipmentItem), [
            {"character_id": character + 1, "name": f"Objeto {item}", "kind": "gear",
             "quantity": 1, "details": '{"price":"10 mo"}', "position": item}
            for character in range(CHARACTERS) for item in range(ITEMS_EACH)
        ])
        session.execute(insert(MonsterInstance), [
            {"id": number + 1, "catalog_name": "Goblin", "name": f"Goblin {number + 1}",
             "number": number + 1, "pv_max": 17}
            for number in range(TOKENS // 2)
        ])
        walls = pack_squares((x, 0) for x in range(40))
        session.execute(insert(Map), [
            {"id": number + 1, "name": f"Mapa {number}", "background_image_id": number + 1,
             "grid_width": 40, "grid_height": 30, "walls": walls,
             "fog": pack_squares((x, y) for x in range(20, 40) for y in range(30))}
            for number in range(MAPS)
        ])
        session.execute(insert(MapToken), [
            {"map_id": number % MAPS + 1, "x": number % 40, "y": number // 40,
             "character_id": number + 1 if number < TOKENS // 2 else None,
             "monster_id": number - TOKENS // 2 + 1 if number >= TOKENS // 2 else None}
            for number in range(TOKENS)
        ])
        session.execute(insert(LogEntry), [
            {"kind": "roll", "text": f"Tirada {number}: 1o3d10 = {rng.randint(1, 30)}",
             "data": '{"dice":[3,7,9]}', "game_day": 1 + number // 500}
            for number in range(LOG_ENTRIES)
        ])


def open_times(path: Path, backups: Path) -> list[float]:
    times = []
    for _ in range(OPENS):
        start = time.perf_counter()
        campaign = CampaignFile.open(path, backup_dir=backups)
        times.append(time.perf_counter() - start)
        campaign.close()
    return times


def edit_times(path: Path, backups: Path) -> list[float]:
    rng = random.Random(5)
    times = []
    with CampaignFile.open(path, backup_dir=backups) as campaign:
        for _ in range(EDITS):
            character_id = rng.randint(1, CHARACTERS)
            start = time.perf_counter()
            with campaign.transaction() as session:
                character = session.get(Character, character_id)
                assert character is not None
                character.wounds = rng.randint(0, 20)
                session.add(character)
            times.append(time.perf_counter() - start)
    return times


def backup_time(path: Path, backups: Path) -> tuple[float, int]:
    with CampaignFile.open(path, backup_dir=backups) as campaign:
        start = time.perf_counter()
        info = campaign.backup_now()
        return time.perf_counter() - start, info.size


def edits_during_backup(path: Path, backups: Path) -> list[float]:
    rng = random.Random(7)
    with CampaignFile.open(path, backup_dir=backups) as campaign:

        def edit() -> float:
            start = time.perf_counter()
            with campaign.transaction() as session:
                character = session.get(Character, rng.randint(1, CHARACTERS))
                assert character is not None
                character.wounds = rng.randint(0, 20)
                session.add(character)
            return time.perf_counter() - start

        times: list[float] = []
        worker = threading.Thread(target=campaign.backup_now)
        worker.start()
        while worker.is_alive():
            times.append(edit())
            time.sleep(0.005)
        worker.join()
    return times


def gui_blocked_during_backup(path: Path, backups: Path) -> tuple[float, int]:
    """The longest gap between GUI-thread timer ticks during a session backup, and the ticks."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QTimer

    from ryf_desktop.session import CampaignSession

    app = QCoreApplication.instance() or QCoreApplication([])
    import qasync  # after PySide6, so that qasync binds to it

    session = CampaignSession.open(path, backup_dir=backups)
    gaps: list[float] = []

    async def measure() -> None:
        last = time.perf_counter()

        def tick() -> None:
            nonlocal last
            now = time.perf_counter()
            gaps.append(now - last)
            last = now

        ticker = QTimer()
        ticker.setInterval(5)
        ticker.timeout.connect(tick)
        ticker.start()
        await asyncio.sleep(0.2)  # let the loop settle before the measured part
        gaps.clear()
        last = time.perf_counter()
        await asyncio.wrap_future(session.backup_now_async())
        tick()  # the gap up to the moment the backup is known to be done
        ticker.stop()

    try:
        qasync.run(measure())
    finally:
        session.close()
    del app
    return max(gaps), len(gaps)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=None, help="where to build the campaign")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=arguments.dir, prefix="ryf-bench-") as folder:
        path = Path(folder) / "large.ryf"
        backups = Path(folder) / "backups"
        start = time.perf_counter()
        build(path, backups)
        print(f"build_large_campaign: {(time.perf_counter() - start) * 1e3:.0f} ms")
        print(f"large_campaign_size: {path.stat().st_size / 1024**2:.1f} MB")
        opens = open_times(path, backups)
        print(f"open_large_campaign_first: {opens[0] * 1e3:.1f} ms")
        print(f"open_large_campaign_median: {statistics.median(opens[1:]) * 1e3:.1f} ms")
        edits = edit_times(path, backups)
        print(f"edit_commit_median: {statistics.median(edits) * 1e3:.2f} ms")
        print(f"edit_commit_p99: {percentile(edits, 0.99) * 1e3:.2f} ms")
        seconds, size = backup_time(path, backups)
        print(f"backup_large_campaign: {seconds * 1e3:.0f} ms")
        print(f"backup_size: {size / 1024**2:.1f} MB")
        during = edits_during_backup(path, backups)
        print(f"edit_commit_max_during_backup: {max(during) * 1e3:.1f} ms")
        print(f"edits_during_backup: {len(during)} edits")
        blocked, ticks = gui_blocked_during_backup(path, backups)
        print(f"backup_gui_blocked_max: {blocked * 1e3:.1f} ms")
        print(f"backup_gui_ticks: {ticks} ticks")
    # The 5,000 characters in the main window, in a process of its own (it needs a QApplication).
    sys.stdout.flush()
    many = Path(__file__).with_name("many_characters.py")
    subprocess.run([sys.executable, str(many)], check=False)


if __name__ == "__main__":
    main()
