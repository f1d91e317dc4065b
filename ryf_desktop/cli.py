"""The command line's file subcommands: ``export``, ``import`` and ``check``.

    ryf-desktop export CAMPAIGN.ryf OUT.json   the whole campaign to a versioned JSON file
    ryf-desktop import IN.json NEW.ryf         a new campaign file from such a JSON file
    ryf-desktop check CAMPAIGN.ryf             integrity and schema report

:func:`run_cli` returns the exit code: 0 done (``check``: the file is ok), 1 the work failed
(the message, written for the GM, goes to stderr; ``check``: the file is not ok), 2 the command
line was wrong (with the usage). It returns None when the arguments are not one of these
subcommands, so ``app.main`` goes on to open the window. No Qt is loaded here: the subcommands
answer at once and run where there is no display.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from ryf_desktop.storage import (
    CampaignFileError,
    check_campaign,
    export_campaign,
    import_campaign,
)

PROG = "ryf-desktop"
SUBCOMMANDS = ("export", "import", "check")


def build_cli_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Work with RyF Desktop campaign files from the command line.",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    export = commands.add_parser(
        "export",
        help="write a whole campaign to a JSON file",
        description="Write the whole campaign (pictures included) to a versioned JSON file. "
        "The campaign is only read, even while it is open in RyF Desktop.",
    )
    export.set_defaults(subparser=export)
    export.add_argument("campaign", type=Path, metavar="CAMPAIGN.ryf")
    export.add_argument("out_json", type=Path, metavar="OUT.json")
    imported = commands.add_parser(
        "import",
        help="make a new campaign file from an exported JSON file",
        description="Make a new campaign file from an exported JSON file. The JSON is checked "
        "first; a bad file is refused with the first bad field, and nothing is created.",
    )
    imported.set_defaults(subparser=imported)
    imported.add_argument("in_json", type=Path, metavar="IN.json")
    imported.add_argument("new_campaign", type=Path, metavar="NEW.ryf")
    check = commands.add_parser(
        "check",
        help="report on a campaign file's integrity and schema (exit code 0 when ok)",
        description="Check a campaign file without changing it: integrity, schema version, "
        "row counts and who has it open. Exit code 0 when it is ok, 1 otherwise.",
    )
    check.set_defaults(subparser=check)
    check.add_argument("campaign", type=Path, metavar="CAMPAIGN.ryf")
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
            new = import_campaign(options.in_json, options.new_campaign)
            _say(sys.stdout, f"Imported {options.in_json} into the new campaign {new}.")
            return 0
        report = check_campaign(options.campaign)
        for line in report.lines():
            _say(sys.stdout, line)
        return 0 if report.ok else 1
    except CampaignFileError as error:
        _say(sys.stderr, f"{PROG} {options.command}: {error}")
        return 1
    except OSError as error:
        detail = error.strerror or str(error)
        where = f" ({error.filename})" if error.filename else ""
        _say(sys.stderr, f"{PROG} {options.command}: {detail}{where}.")
        return 1


def _say(stream: TextIO | None, line: str) -> None:
    # A windowed program (gui-scripts on Windows) may have no console streams at all.
    if stream is not None:
        print(line, file=stream, flush=True)
