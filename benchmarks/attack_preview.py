"""The attack dialog's preview with a weapon of many dice (issue 23): what the GUI thread does
(the odds of a hit, the expected wounds left out) against the expected wounds the worker thread
works out. Prints ``name: value unit``."""

from __future__ import annotations

import time

from ryf_desktop.rules.odds import check_odds
from ryf_desktop.rules.profile import HEROICO
from ryf_desktop.rules.strike import WoundsQuestion

# The most dice an expression may roll (rules.dice_expressions.MAX_DICE_IN_ALL, 50), in five terms.
DAMAGE = "+".join(["10d3"] * 5)


def main() -> None:
    question = WoundsQuestion(DAMAGE, 12, 15, 2, False, HEROICO, 0)
    start = time.perf_counter()
    check_odds(12, 15, 0)
    quick = question.quick
    gui_ms = (time.perf_counter() - start) * 1000
    start = time.perf_counter()
    question.answer()
    worker_s = time.perf_counter() - start
    print(f"attack_preview_gui_thread_{DAMAGE.count('d')}x10d3: {gui_ms:.2f} ms")
    print(f"attack_preview_quick_for_gui: {int(quick)} bool")
    print(f"attack_preview_wounds_on_worker: {worker_s:.2f} s")


if __name__ == "__main__":
    main()
