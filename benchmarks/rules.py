"""Speed of the rules engine and of start-up; prints one figure a line, ``name: value unit``.

Targets (issue 2): exact odds of a check under 50 us cold; reachable squares for 9 m on a 100x100
grid with 30 % walls under 2 ms; the main window shown within 1 s of process start.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from ryf_desktop.rules import checks, movement, odds

ROOT = Path(__file__).resolve().parent.parent


def best_of(repeats: int, func: Callable[[], object], number: int) -> float:
    """Seconds per call: the best of ``repeats`` timings of ``number`` calls each."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(number):
            func()
        best = min(best, (time.perf_counter() - start) / number)
    return best


def skill_checks_per_second() -> float:
    rng = random.Random(7)
    n = 100_000
    start = time.perf_counter()
    for _ in range(n):
        checks.skill_check(8, 3, 15, rng)
    return n / (time.perf_counter() - start)


def odds_cold_us() -> float:
    # Each call asks a combination not asked before, with every memo emptied first.
    combos = [(m, d, r) for m in range(2, 22) for d in (10, 15, 20, 25, 30) for r in (-1, 0, 1)]
    total = 0.0
    for modifier, difficulty, rank in combos:
        odds.clear_cache()
        start = time.perf_counter()
        odds.check_odds(modifier, difficulty, rank)
        total += time.perf_counter() - start
    return total / len(combos) * 1e6


def odds_cached_us() -> float:
    odds.check_odds(11, 15, 0)
    return best_of(5, lambda: odds.check_odds(11, 15, 0), 10_000) * 1e6


def reachable_ms() -> float:
    rng = random.Random(1)
    size = 100
    start = (50, 50)
    blocked = frozenset(
        (x, y) for x in range(size) for y in range(size)
        if (x, y) != start and rng.random() < 0.30
    )
    return best_of(
        5,
        lambda: movement.reachable_squares(start, 9.0, width=size, height=size, blocked=blocked),
        50,
    ) * 1e3


def window_shown_ms() -> float:
    """From spawning the interpreter to the program saying its main window is exposed."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               RYF_REPORT_STARTUP="1")
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, "-m", "ryf_desktop", "--smoke"],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        )
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.startswith("window_shown_ms:"):
                best = min(best, (time.perf_counter() - start) * 1e3)
                break
        proc.wait(timeout=30)
    return best


def main() -> None:
    print(f"skill_checks_rolled: {skill_checks_per_second():,.0f} per s")
    print(f"odds_cold: {odds_cold_us():.1f} us")
    print(f"odds_cached: {odds_cached_us():.2f} us")
    print(f"reachable_9m_100x100_30pct_walls: {reachable_ms():.3f} ms")
    print(f"main_window_shown: {window_shown_ms():.0f} ms")


if __name__ == "__main__":
    main()
