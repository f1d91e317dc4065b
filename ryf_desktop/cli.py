"""The command line's file subcommands: ``export``, ``import``, ``check`` and ``unlock``.

    ryf-desktop export CAMPAIGN.ryf OUT.json   the whole campaign to a versioned JSON file
    ryf-desktop import IN.json NEW.ryf         a new campaign file from such a JSON file
    ryf-desktop check CAMPAIGN.ryf             integrity and schema report
    ryf-desktop unlock CAMPAIGN.ryf [--yes]    take the campaign over from a copy that is gone
    ryf-desktop import-map MAP.dd2vtt CAMPAIGN.ryf   a Universal VTT map into a campaign
    ryf-desktop forecast CAMPAIGN.ryf [--combat ID] [--fights N] [--seed S] [--json]
                                               a combat's forecast (cli_forecast)

:func:`run_cli` returns the exit code: 0 done (``check``: the file is ok), 1 the work failed
(the message, written for the GM, goes to stderr; ``check``: the file is not ok), 2 the command
line was wrong (with the usage). It returns None when the arguments are not one of these
subcommands, so ``app.main`` goes on to open the window. No GUI is loaded here: the
subcommands answer at once and run where there is no display. A refusal of the storage is worded
as the window words it (:mod:`~ryf_desktop.ui.campaign.storage_messages`), in the system's
language, through QtCore's translators alone (loaded only then).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, TextIO

from ryf_desktop.cli_forecast import (
    FORECAST_DESCRIPTION,
    FORECAST_HELP,
    add_forecast_options,
    run_forecast,
)
from ryf_desktop.storage import (
    CampaignFileError,
    LockHolder,
    check_campaign,
    export_campaign,
    import_campaign,
)
from ryf_desktop.storage.errors import shown
from ryf_desktop.storage.image_headers import read_picture_header
from ryf_desktop.storage.lock_file import unlock_campaign
from ryf_desktop.storage.locking import LockState, lock_state

if TYPE_CHECKING:
    from ryf_desktop.storage.uvtt import UvttError

PROG = "ryf-desktop"


#: Each file subcommand: its help line, its description and its file arguments (name, metavar).
_COMMANDS: Mapping[str, tuple[str, str, tuple[tuple[str, str], ...]]] = MappingProxyType({
    "export": (
        "write a whole campaign to a JSON file",
        ("Write the whole campaign (pictures included) to a versioned JSON file. The campaign is "
         "only read, even while it is open in RyF Desktop."),
        (("campaign", "CAMPAIGN.ryf"), ("out_json", "OUT.json")),
    ),
    "import": (
        "make a new campaign file from an exported JSON file",
        ("Make a new campaign file from an exported JSON file. The JSON is checked first; a bad "
         "file is refused with the first bad field, and nothing is created."),
        (("in_json", "IN.json"), ("new_campaign", "NEW.ryf")),
    ),
    "check": (
        "report on a campaign file's integrity and schema (exit code 0 when ok)",
        ("Check a campaign file without changing it: integrity, schema version, row counts and "
         "who has it open. Exit code 0 when it is ok, 1 otherwise."),
        (("campaign", "CAMPAIGN.ryf"),),
    ),
    "unlock": (
        "take a campaign over from a copy of the program that is gone",
        ("Remove the lock a copy of RyF Desktop left in the campaign file (the computer crashed, "
         "was renamed, or the file was carried to another one), after saying who holds it and "
         "asking. A copy that still runs loses its hold on the campaign."),
        (("campaign", "CAMPAIGN.ryf"),),
    ),
    "import-map": (
        "add a map from a Universal VTT file (.dd2vtt, .df2vtt, .uvtt) to a campaign",
        ("Make a new map in the campaign from a map maker's Universal VTT file: its picture as "
         "the calibrated background, its walls, doors and lights. The file is checked first; a "
         "bad one is refused with its first bad field, and nothing is created."),
        (("map_file", "MAP.dd2vtt"), ("campaign", "CAMPAIGN.ryf")),
    ),
    "forecast": (FORECAST_HELP, FORECAST_DESCRIPTION, (("campaign", "CAMPAIGN.ryf"),)),
})
SUBCOMMANDS = tuple(_COMMANDS)


def build_cli_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Work with RyF Desktop campaign files from the command line.",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    added: dict[str, argparse.ArgumentParser] = {}
    for name, (help_line, description, files) in _COMMANDS.items():
        command = added[name] = commands.add_parser(name, help=help_line, description=description)
        command.set_defaults(subparser=command)
        for dest, metavar in files:
            command.add_argument(dest, type=Path, metavar=metavar)
    added["unlock"].add_argument(
        "--yes", action="store_true", help="do not ask (for scripts): take the campaign over"
    )
    added["import-map"].add_argument("--name", help="the new map's name (default: the file's name)")
    add_forecast_options(added["forecast"])
    return parser


def run_cli(argv: Sequence[str] | None = None) -> int | None:
    """Run a file subcommand; its exit code, or None when ``argv`` names none."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    if not arguments or arguments[0] not in SUBCOMMANDS:
        return None
    try:
        options, extra = build_cli_parser().parse_known_args(arguments)
        if extra:  # reported with the subcommand's usage rather than the program's
            options.subparser.error(f"unrecognized arguments: {' '.join(extra)}")
    except SystemExit as stop:  # argparse printed the usage (or the help) already
        return stop.code if isinstance(stop.code, int) else 0 if stop.code is None else 2
    try:
        if options.command == "export":
            out = export_campaign(options.campaign, options.out_json)
            _say(sys.stdout, f"Exported {options.campaign} to {out}.")
            return 0
        if options.command == "import":
            new = import_campaign(options.in_json, options.new_campaign,
                                  picture_decodes=_picture_decodes)
            _say(sys.stdout, f"Imported {options.in_json} into the new campaign {new}.")
            return 0
        if options.command == "unlock":
            return _unlock(options.campaign, ask=not options.yes)
        if options.command == "import-map":
            return _import_map(options.map_file, options.campaign, options.name)
        if options.command == "forecast":
            return run_forecast(options)
        report = check_campaign(options.campaign)
        refusal = report.refusal
        for line in report.lines():
            if refusal is not None and line == f"  problem: {refusal}":
                line = f"  problem: {worded(refusal)}"
            _say(sys.stdout, line)
        return 0 if report.ok else 1
    except CampaignFileError as error:
        _say(sys.stderr, f"{PROG} {options.command}: {worded(error)}")
        return 1
    except OSError as error:
        detail = error.strerror or str(error)
        where = f" ({error.filename})" if error.filename else ""
        _say(sys.stderr, f"{PROG} {options.command}: {detail}{where}.")
        return 1


def _import_map(map_file: Path, campaign: Path, name: str | None) -> int:
    """``import-map``: check the file, then add its map to the campaign in one step."""
    from ryf_desktop.storage.uvtt import UvttError, read_uvtt_file

    try:
        uvtt = read_uvtt_file(map_file)
    except UvttError as error:
        _say(sys.stderr, f"{PROG} import-map: {_in_language(error, shown(map_file.name))}")
        return 1
    # The session (and Qt's core and image decoding with it) only for a file that passed: the one
    # subcommand that needs Qt, for the picture (decoded, measured and stored as the window does).
    try:
        _quiet_qt_noise()
        from ryf_desktop.session import CampaignSession
        from ryf_desktop.session.command import CommandError
        from ryf_desktop.session.map_import import import_map
    except ImportError as error:
        _say(sys.stderr, f"{PROG} import-map: Qt (PySide6), which reads the map's picture, "
                         f"could not be loaded: {error}")
        return 1

    session = CampaignSession.open(campaign)
    try:
        # A name from a file name that is not UTF-8 (or typed with control characters) is
        # stored as it reads, not as bytes SQLite cannot take.
        chosen = shown(name if name is not None else map_file.stem)
        import_map(session, uvtt, chosen)
    except CommandError as error:
        _say(sys.stderr, f"{PROG} import-map: {error}")
        return 1
    finally:
        session.close()
    _say(sys.stdout, f"Imported the map “{chosen}” ({uvtt.width}×{uvtt.height} squares) "
                     f"from {map_file} into {campaign}.")
    return 0


#: What Qt says on a terminal that tells the GM nothing: a timer stopped as the process ends,
#: the image libraries' remarks about a picture (a refused one is told in the GM's words).
_QT_NOISE = (
    "QObject::startTimer: current thread's event dispatcher", "libpng warning:",
    "libpng error:", "Invalid JPEG file structure", "Corrupt JPEG data",
)


def _quiet_qt_noise() -> None:
    """Keep Qt's harmless remarks off the terminal of ``import-map``; any other is printed."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    def handler(kind: QtMsgType, _context: object, message: str) -> None:
        if kind == QtMsgType.QtWarningMsg and message.startswith(_QT_NOISE):
            return
        _say(sys.stderr, message)

    qInstallMessageHandler(handler)


def _picture_decodes(data: bytes) -> bool:
    """Each imported picture decoded, as ``import-map`` does (Qt's image readers, loaded only
    for an import that has pictures). Where Qt cannot load (Wine, a server) the command line
    still imports: the picture's header is read instead, which refuses what is no picture."""
    try:
        _quiet_qt_noise()
        from ryf_desktop.session.picture_reading import picture_decodes
    except ImportError:
        return read_picture_header(data) is not None
    return picture_decodes(data)


def _unlock(path: Path, *, ask: bool) -> int:
    """``unlock``: say who holds the campaign, ask (unless ``--yes``), remove the lock."""
    from ryf_desktop.storage.inspection import inspect_campaign

    lock = inspect_campaign(path, recover=False).lock
    if lock is None:
        _say(sys.stdout, f"{path} is not locked: it can be opened as it is.")
        return 0
    if lock_state(lock) is not LockState.STALE:
        _say(sys.stdout, f"{path} is open in {_holder(lock.holder)}.")
        if ask and not _confirmed("Take it over? A copy of the program that still runs there "
                                  "loses the campaign. [y/N] "):
            _say(sys.stderr, f"{PROG} unlock: nothing changed.")
            return 1
    holder = unlock_campaign(path)
    if holder is not None:
        _say(sys.stdout, f"Took {path} over from {_holder(holder)}; it can be opened now.")
    return 0


def _holder(holder: LockHolder) -> str:
    when = holder.since.astimezone().strftime("%Y-%m-%d %H:%M")
    text = (f"{holder.program} (user {holder.user} on the computer {holder.host}, process "
            f"{holder.pid}, since {when})")
    silent = holder.silent_for(datetime.now(UTC))
    if silent is not None and holder.probably_stale(datetime.now(UTC)):
        text += (f"; it has given no sign of life for {int(silent.total_seconds() // 60)} "
                 "minutes, so it has probably stopped")
    return text


def _confirmed(question: str) -> bool:
    if not sys.stdin or not sys.stdin.isatty():
        _say(sys.stderr, f"{PROG} unlock: not asked (no terminal); pass --yes to take it over.")
        return False
    try:
        answer = input(question)
    except EOFError:
        return False
    return answer.strip().lower() in {"y", "yes", "s", "si", "sí"}


def worded(error: CampaignFileError) -> str:
    """A refusal of the storage in the window's words, in the system's language."""

    def message() -> str:
        from ryf_desktop.ui.campaign.storage_messages import storage_message

        return storage_message(error)

    return _in_system_language(message, str(error))


def _in_language(error: UvttError, shown: str) -> str:
    """A refused map file in the window's words (see :func:`worded`)."""

    def message() -> str:
        from ryf_desktop.ui.map.uvtt_messages import uvtt_message

        return uvtt_message(error, shown)

    return _in_system_language(message, str(error))


def _in_system_language(message: Callable[[], str], english: str) -> str:
    """``message()`` with the system's language's translators installed.

    Only a refusal loads QtCore (for its translators; never a GUI module), so a command that
    succeeds loads no Qt at all. Inside a running application (the tests) the translators it
    has installed speak. Where Qt cannot load (a system it does not run on), the storage's own
    ``english`` words: the refusal is still said, and the command still ends with its exit code.
    """
    try:
        from PySide6.QtCore import QCoreApplication
    except ImportError:
        return english
    if QCoreApplication.instance() is not None:
        return message()
    from ryf_desktop.ui.translations import install_translators, system_language

    app = QCoreApplication([PROG])
    translators = install_translators(app, system_language())
    try:
        return message()
    finally:
        for translator in translators:
            app.removeTranslator(translator)
        app.shutdown()


def _say(stream: TextIO | None, line: str) -> None:
    # A windowed program (gui-scripts on Windows) may have no console streams at all.
    if stream is None:
        return
    # Names that are not UTF-8 and control characters (a hand-edited lock row, a map's name) are
    # written out, never sent raw to the terminal.
    text = shown(line)
    try:
        print(text, file=stream, flush=True)
    except UnicodeEncodeError:
        # Windows writes a redirected output in its ANSI code page: a name it cannot spell
        # comes out with "?" rather than stopping the command halfway.
        encoding = getattr(stream, "encoding", None) or "ascii"
        print(text.encode(encoding, "replace").decode(encoding), file=stream, flush=True)
