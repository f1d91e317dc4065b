"""``ryf-desktop forecast CAMPAIGN.ryf [--combat ID] [--fights N] [--seed S] [--json]``: how
likely the party is to win a combat (the running one by default), played ``N`` times with the
rules (issue #26; what the forecast assumes is in :mod:`ryf_desktop.rules.forecast`).

The campaign is only read (an older file is upgraded in a temporary copy, as ``export`` does).
Bad input — no such combat, no combat at all, a side with nobody standing, ``--fights`` that is
not a positive whole number — ends with exit code 1 (2 for a bad option) and one line on stderr.
No Qt module is imported here.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from ryf_desktop.rules.forecast import DEFAULT_FIGHTS, MAX_ROUNDS, Forecast

if TYPE_CHECKING:
    from ryf_desktop.session.model import CampaignModel

__all__ = ["FORECAST_DESCRIPTION", "FORECAST_HELP", "add_forecast_options", "run_forecast"]

PROG = "ryf-desktop forecast"
#: More fights than this would take long and hundreds of megabytes; the margin is tiny by then.
MAX_FIGHTS = 200_000


FORECAST_HELP = "how likely the party is to win a combat, from the rules (an estimate)"
FORECAST_DESCRIPTION = (
    "Play a combat of the campaign many times with the rules (the running one by default) and "
    "print the party's chance to win with its 95 % margin, how many rounds it lasts and each "
    "combatant's chance to fall. The campaign is only read."
)


def add_forecast_options(forecast: argparse.ArgumentParser) -> None:
    """The ``forecast`` subcommand's options (values checked by :func:`run_forecast`, so a
    bad one is a single line)."""
    forecast.add_argument("--combat", metavar="ID",
                          help="the combat's id (default: the running one)")
    forecast.add_argument("--fights", metavar="N", default=str(DEFAULT_FIGHTS),
                          help=f"how many fights to play (default {DEFAULT_FIGHTS:,})")
    forecast.add_argument("--seed", metavar="S", help="a whole number: the same seed, the same "
                          "result")
    forecast.add_argument("--json", action="store_true", help="print one JSON object")


def _whole(text: str | None, what: str, *, positive: bool) -> int | None:
    if text is None:
        return None
    try:
        value = int(text.strip().replace("_", ""))
    except ValueError:
        raise ValueError(f"{what} must be a whole number, not {text!r}") from None
    if positive and value < 1:
        raise ValueError(f"{what} must be a positive whole number, not {text!r}")
    if value < 0:
        raise ValueError(f"{what} cannot be negative ({text!r})")
    return value


def _model(path: Path) -> CampaignModel:
    """Every record of the campaign, read without changing the file."""
    from ryf_desktop.session.model import CampaignModel
    from ryf_desktop.storage.repositories import load_campaign
    from ryf_desktop.storage.transfer import opened_to_read

    with opened_to_read(path) as campaign:
        return CampaignModel(load_campaign(campaign), lambda _image: None)


def run_forecast(options: argparse.Namespace) -> int:
    """Run the subcommand; its exit code. Storage's refusals propagate (the caller words them)."""
    try:
        fights = _whole(options.fights, "--fights", positive=True)
        combat_id = _whole(options.combat, "--combat", positive=True)
        seed = _whole(options.seed, "--seed", positive=False)
    except ValueError as error:
        _say(sys.stderr, f"{PROG}: {error}.")
        return 2
    assert fights is not None
    if fights > MAX_FIGHTS:
        _say(sys.stderr, f"{PROG}: --fights must be at most {MAX_FIGHTS:,}, not {fights:,}.")
        return 2
    if not options.campaign.is_file():
        _say(sys.stderr, f"{PROG}: there is no campaign file at {options.campaign}.")
        return 1
    from ryf_desktop.rules.forecast_play import forecast
    from ryf_desktop.session.forecast import ForecastInputError, combat_fight

    model = _model(options.campaign)
    try:
        state = combat_fight(model, model.profile, combat_id)
    except ForecastInputError as error:
        _say(sys.stderr, f"{PROG}: {error}.")
        return 1
    result = forecast(state, fights, seed)
    if options.json:
        _say(sys.stdout, json.dumps(_json(result), ensure_ascii=False))
    else:
        for line in _lines(result):
            _say(sys.stdout, line)
    return 0


def _json(result: Forecast) -> dict[str, object]:
    """Exactly the object the issue names."""
    full = result.as_json()
    return {key: full[key] for key in ("fights", "party_wins", "party_wins_margin", "rounds",
                                       "falls", "seconds")}


def _percent(p: float) -> str:
    return f"{100 * p:.1f} %"


def _lines(result: Forecast) -> list[str]:
    falls = ", ".join(f"{name} {_percent(p)}" for name, p in
                      sorted(zip(result.names, result.falls, strict=True), key=lambda f: -f[1]))
    lines = [
        (f"Forecast of {result.fights:,} fights played with the rules "
        f"({result.seconds:.2f} s; an estimate, not exact odds):"),
        f"  party wins: {_percent(result.party_wins)} ± {_percent(result.party_wins_margin)}",
        (f"  rounds: median {result.rounds_median:g} (10 %: {result.rounds_p10:g}, "
        f"90 %: {result.rounds_p90:g})"),
        f"  falls: {falls}",
        (f"  expected wounds: party {result.party_wounds:.1f}, "
        f"enemies {result.enemy_wounds:.1f}"),
    ]
    if result.draws:
        lines.append(f"  undecided after {MAX_ROUNDS} rounds: {_percent(result.draws)}")
    return lines


def _say(stream: TextIO | None, line: str) -> None:
    if stream is not None:
        print(line, file=stream, flush=True)
