"""scripts/play_screenshots.py cuts the README's pictures out of the suite's grabs as placed."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QColor, QImage

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "play_screenshots.py"


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("play_screenshots", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def fake_grab(folder: Path) -> Path:
    """A 300×200 grab: white, with a red 40×30 window at (100, 50)."""
    (folder / "test_game_night").mkdir(parents=True)
    image = QImage(300, 200, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    for x in range(100, 140):
        for y in range(50, 80):
            image.setPixelColor(x, y, QColor("red"))
    grab = folder / "test_game_night" / "12_attack_dialog.png"
    assert image.save(str(grab))
    grab.with_suffix(".json").write_text(
        json.dumps({"laptop": [0, 0, 300, 200], "attack_dialog": [100, 50, 40, 30]}),
        encoding="utf-8")
    return grab


def test_a_picture_is_the_region_of_its_grab_with_a_frame_when_asked(tmp_path: Path) -> None:
    script = load_script()
    fake_grab(tmp_path)
    picture = next(p for p in script.PICTURES if p.name == "attack_odds.png")
    piece = script.cut(script.find_grab(tmp_path, picture), picture.region, framed=True)
    assert (piece.width(), piece.height()) == (42, 32)
    assert piece.pixelColor(0, 0) == script.FRAME
    assert piece.pixelColor(1, 1) == QColor("red") and piece.pixelColor(40, 30) == QColor("red")
    whole = script.cut(script.find_grab(tmp_path, picture), "laptop", framed=False)
    assert (whole.width(), whole.height()) == (300, 200)


def test_a_missing_grab_or_region_is_named(tmp_path: Path) -> None:
    script = load_script()
    grab = fake_grab(tmp_path)
    picture = next(p for p in script.PICTURES if p.name == "combat_tracker.png")
    with pytest.raises(FileNotFoundError, match="attack_rolled"):
        script.find_grab(tmp_path, picture)
    with pytest.raises(KeyError, match="combat_dock"):
        script.cut(grab, "combat_dock", framed=False)
    assert script.main([str(tmp_path), str(tmp_path), "--out", str(tmp_path / "out")]) == 1
