"""The README's pictures, cut out of the end-to-end suite's grabs of a real screen.

    .venv/bin/python scripts/play_screenshots.py GRABS_ES GRABS_EN [--out docs/screenshots]

GRABS_ES and GRABS_EN are artifacts folders of ``tests/e2e`` runs in Spanish and in English
(``RYF_E2E_LANGUAGE``, ``RYF_E2E_ARTIFACTS``; scripts/screenshots.sh makes both and calls this).
Each grab there is the whole X screen (the GM's laptop and the table screen) as
``QScreen.grabWindow`` saw it, with a JSON file beside it saying where the laptop, the table
screen and the step's windows and docks were; a picture is one of those rectangles, cut out.
Nothing is painted for the picture: what the README shows is what the X server showed.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # cutting pictures needs no display

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage, QPainter

ROOT = Path(__file__).resolve().parents[1]
MAX_BYTES = 300 * 1024
FRAME = QColor("#9a9a9a")


@dataclass(frozen=True)
class Picture:
    """A README picture: which grab of which run, and which rectangle of it."""

    name: str
    language: str
    module: str
    grab: str
    region: str
    #: A window without a window manager has no frame: draw a thin one so it stands off the page.
    framed: bool = False


PICTURES = (
    Picture("main-window-es.png", "es", "test_game_night", "move_accepted", "laptop"),
    Picture("dice-roll-es.png", "es", "test_game_night", "secret_roll", "dice_dock"),
    Picture("new-campaign-es.png", "es", "test_spanish_dialogs", "Archivo-Nueva_campaña",
            "dialog", framed=True),
    Picture("main-window-en.png", "en", "test_game_night", "move_accepted", "laptop"),
    Picture("map_reach.png", "es", "test_game_night", "reach_shown", "laptop"),
    Picture("map_refused.png", "es", "test_game_night", "move_refused", "laptop"),
    Picture("table_screen.png", "es", "test_game_night", "move_accepted", "table"),
    Picture("combat_tracker.png", "es", "test_game_night", "attack_rolled", "combat_dock"),
    Picture("attack_odds.png", "es", "test_game_night", "attack_dialog", "attack_dialog",
            framed=True),
)


def find_grab(folder: Path, picture: Picture) -> Path:
    """The grab ``NN_<grab>.png`` of ``picture``'s test module in ``folder``."""
    found = sorted((folder / picture.module).glob(f"[0-9][0-9]_{picture.grab}.png"))
    if not found:
        msg = (f"{picture.name}: no grab “{picture.grab}” in {folder / picture.module} "
               "(did that step of the end-to-end suite run?)")
        raise FileNotFoundError(msg)
    return found[-1]


def cut(grab: Path, region: str, *, framed: bool) -> QImage:
    """The ``region`` of ``grab`` (as its JSON file places it), with a frame when asked."""
    places = json.loads(grab.with_suffix(".json").read_text(encoding="utf-8"))
    if region not in places:
        msg = f"{grab.name} records no {region!r} (it has {sorted(places)})"
        raise KeyError(msg)
    image = QImage(str(grab))
    if image.isNull():
        msg = f"{grab} is not a picture"
        raise OSError(msg)
    area = QRect(*places[region]).intersected(image.rect())
    piece = image.copy(area)
    if not framed:
        return piece
    with_frame = QImage(piece.width() + 2, piece.height() + 2, QImage.Format.Format_RGB32)
    with_frame.fill(FRAME)
    painter = QPainter(with_frame)
    painter.drawImage(1, 1, piece)
    painter.end()
    return with_frame


def save(image: QImage, dest: Path) -> int:
    """Write ``image`` to ``dest`` (quantized when pngquant is there); its size in bytes."""
    if not image.save(str(dest)):
        msg = f"could not write {dest}"
        raise OSError(msg)
    pngquant = shutil.which("pngquant")
    if pngquant:
        subprocess.run([pngquant, "--force", "--skip-if-larger", "--quality", "80-98",
                        "--output", str(dest), str(dest)], check=False)
    return dest.stat().st_size


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("grabs_es", type=Path, help="artifacts folder of a Spanish run")
    parser.add_argument("grabs_en", type=Path, help="artifacts folder of an English run")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    folders = {"es": args.grabs_es, "en": args.grabs_en}
    for picture in PICTURES:
        try:
            image = cut(find_grab(folders[picture.language], picture), picture.region,
                        framed=picture.framed)
        except (OSError, KeyError, ValueError) as problem:
            print(f"play_screenshots: {problem}", file=sys.stderr)
            return 1
        size = save(image, args.out / picture.name)
        note = " — over 300 KB" if size > MAX_BYTES else ""
        print(f"saved {args.out / picture.name} ({size // 1024} KB){note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
