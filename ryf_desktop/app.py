"""Start-up: the command line, the QApplication with its translators, and qasync's event loop.

The command-line subcommands (``export``, ``import``, ``check``) go to :mod:`ryf_desktop.cli`
first; anything else starts the window. Qt and the windows are imported inside ``main`` so that
``--version`` and ``--help`` answer at once and the time to the first window stays short; the
campaign (the file given, the last one, or the demo) opens right after the window is shown.

With ``RYF_REPORT_STARTUP=1`` the program prints ``window_shown_ms: <ms>`` once its window is
first exposed, counted from the process start as the kernel records it (``/proc/self/stat``), or
where that is unavailable from this module's import.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from ryf_desktop import __version__

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from ryf_desktop.ui.main_window import MainWindow

APP_NAME = "RyF Desktop"
SMOKE_RUN_MS = 300
SIGNAL_POLL_MS = 250
STARTUP_REPORT_ENV = "RYF_REPORT_STARTUP"
#: Qt's own switch for painting without its GUI thread pool (read when the QApplication starts).
NO_GUI_THREAD_POOL_ENV = "QT_NO_GUI_THREADPOOL"
#: The first words that make a command line ``ryf_desktop.cli``'s (kept equal to its SUBCOMMANDS).
CLI_SUBCOMMANDS = ("export", "import", "check", "unlock", "import-map", "forecast")


def _process_start_monotonic() -> float | None:
    """When this process started, on the ``time.monotonic`` clock; None where /proc is missing."""
    try:
        stat = Path("/proc/self/stat").read_text(encoding="ascii")
        # Field 22 (starttime, in clock ticks since boot); the command name in field 2 may hold
        # spaces, so count from the closing parenthesis.
        start_ticks = int(stat.rsplit(")", 1)[1].split()[19])
        age = time.clock_gettime(time.CLOCK_BOOTTIME) - start_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return None
    return time.monotonic() - age


_MODULE_IMPORTED = time.monotonic()
PROCESS_START = _process_start_monotonic() or _MODULE_IMPORTED


def configure_qt_threads(cpu_count: int | None = None) -> None:
    """On a machine of two cores or fewer, Qt paints without its GUI thread pool.

    Qt hands large scaling and blending to a pool of threads and waits for them; with two cores
    the pool's threads and the GUI thread take turns on the same cores, and the hand-off costs
    more than the shared work saves at a table's sizes (on a 2-core laptop: a reveal from sight
    26–27 ms with the pool, 17–23 without; a token drag step 9–10 ms, 6–8 without). Called
    before the QApplication exists; a value the user set is kept.
    """
    count = os.cpu_count() if cpu_count is None else cpu_count
    if count is not None and count <= 2:
        os.environ.setdefault(NO_GUI_THREAD_POOL_ENV, "1")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ryf-desktop",
        description="RyF Desktop: a virtual tabletop for game masters of RyF (Rápido y Fácil).",
    )
    parser.add_argument(
        "campaign",
        nargs="?",
        type=Path,
        help="a campaign file (.ryf) to open; without one the last campaign reopens, or the demo",
    )
    parser.add_argument(
        "--demo",
        action="store_true",
        help="open the demo campaign (built afresh when it is missing or unreadable)",
    )
    parser.add_argument(
        "--language",
        choices=("es", "en"),
        help="the language for this run (overrides the preference and the system's)",
    )
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="start, show the main window, run the event loop briefly and exit 0 (for CI)",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the program; returns the process exit code."""
    arguments = sys.argv[1:] if argv is None else list(argv)
    # ryf_desktop.cli loads the storage (SQLAlchemy: up to a second); only a subcommand needs it.
    if arguments[:1] and arguments[0] in CLI_SUBCOMMANDS:
        from ryf_desktop.cli import run_cli

        cli_code = run_cli(arguments)
        if cli_code is not None:
            return cli_code
    try:
        args = build_parser().parse_args(arguments)
    except SystemExit as stop:  # --help, --version and usage errors end here, with argparse's code
        return stop.code if isinstance(stop.code, int) else 0 if stop.code is None else 2

    from PySide6.QtCore import QCoreApplication, QLocale, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from ryf_desktop.ui.preferences.settings import upgrade_settings
    from ryf_desktop.ui.translations import chosen_language, install_translators, system_language

    QCoreApplication.setOrganizationName(APP_NAME)
    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setApplicationVersion(__version__)
    existing = QApplication.instance()
    if existing is None:
        configure_qt_threads()
    app = (
        existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1] or [APP_NAME])
    )
    app.setApplicationDisplayName(APP_NAME)
    app.setDesktopFileName("ryf-desktop")
    _set_icon()

    upgrade_settings(QSettings())
    language = args.language or chosen_language(QSettings())
    translators = install_translators(app, language)
    if language == "en" and system_language() == "es":
        # English words with Spanish number formats would read oddly; install_translators only
        # sets the locale for Spanish.
        QLocale.setDefault(QLocale(QLocale.Language.English))

    from ryf_desktop.ui.main_window import MainWindow

    window = MainWindow(QSettings(), persist_layout=not args.smoke)
    if os.environ.get(STARTUP_REPORT_ENV) == "1":
        _report_when_exposed(window)
    with _closing_on_signals(window):
        window.show()
        # Paint the window before loading asyncio and qasync (a tenth of a second when slow).
        app.processEvents()
        # The campaign opens once the loop runs: the window is already up while it loads.
        campaign, demo = args.campaign, args.demo
        QTimer.singleShot(0, lambda: window.campaign.open_at_startup(campaign, demo=demo))
        QTimer.singleShot(0, window.install_catalog)
        QTimer.singleShot(0, window.install_play)

        import qasync  # after PySide6, so that qasync binds to the Qt binding already loaded

        exit_code: int = qasync.run(_run(app, window, smoke=args.smoke))
    del translators
    return exit_code


async def _run(app: QApplication, window: MainWindow, *, smoke: bool) -> int:
    """Wait, on qasync's loop, until the window closes."""
    import asyncio

    from PySide6.QtCore import QTimer

    closed = asyncio.Event()
    # The coroutine, not Qt's last-window rule, ends the loop: qasync stops once it returns.
    app.setQuitOnLastWindowClosed(False)
    window.closed.connect(closed.set)
    # Qt may be told to quit from outside (the session ends, the display goes away): close the
    # window first so its layout is saved and this coroutine can finish.
    app.aboutToQuit.connect(window.close)
    if not window.isVisible():
        return 0
    if smoke:
        QTimer.singleShot(SMOKE_RUN_MS, window.close)
    await closed.wait()
    return 0


@contextlib.contextmanager
def _closing_on_signals(window: MainWindow) -> Iterator[None]:
    """Ctrl+C in the terminal or a polite kill closes the window (saving its layout)."""
    from PySide6.QtCore import QTimer

    def close(_signal: int, _frame: object) -> None:
        window.close()

    handled = [signal.SIGINT, signal.SIGTERM]
    previous = {number: signal.signal(number, close) for number in handled}
    # Python runs a signal handler only when Python code runs; Qt's loop may sleep for long.
    heartbeat = QTimer()
    heartbeat.timeout.connect(lambda: None)
    heartbeat.start(SIGNAL_POLL_MS)
    try:
        yield
    finally:
        heartbeat.stop()
        for number, handler in previous.items():
            signal.signal(number, handler)


def _report_when_exposed(window: MainWindow) -> None:
    from PySide6.QtCore import QEvent, QObject

    class _FirstExpose(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() in (QEvent.Type.Expose, QEvent.Type.Paint) and window.isVisible():
                shown_ms = (time.monotonic() - PROCESS_START) * 1000
                print(f"window_shown_ms: {shown_ms:.0f}", flush=True)
                window.removeEventFilter(self)
                self.deleteLater()
            return False

    window.installEventFilter(_FirstExpose(window))


def _set_icon() -> None:
    from PySide6.QtGui import QGuiApplication, QIcon

    from ryf_desktop.paths import resource_path

    icon_file = resource_path("icons", "ryf-desktop.svg")
    if icon_file.is_file():
        QGuiApplication.setWindowIcon(QIcon(str(icon_file)))
