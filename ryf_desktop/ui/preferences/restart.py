"""How to start RyF Desktop again: the command that runs this same program, and the launch.

The new program gets no arguments of this run: it reopens the last campaign by itself (the one
open now), and a ``--language`` from this run would override the language just chosen.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QProcess

#: Starts ``program`` with ``arguments`` in ``working_directory``, detached; True when started.
Launcher = Callable[[str, list[str], str], bool]


def restart_command() -> tuple[str, list[str]]:
    """The program and arguments that start this RyF Desktop again.

    The native executable is ``sys.executable`` itself; from source (``./run.sh``,
    ``python -m ryf_desktop`` or the ``ryf-desktop`` script) it is this interpreter with
    ``-m ryf_desktop``, which needs no script path.
    """
    if getattr(sys, "frozen", False):
        return sys.executable, []
    return sys.executable, ["-m", "ryf_desktop"]


def start_detached(program: str, arguments: list[str], working_directory: str) -> bool:
    """A :data:`Launcher` that outlives this process (the new program is not its child)."""
    started, _pid = QProcess.startDetached(program, arguments, working_directory)
    return bool(started)
