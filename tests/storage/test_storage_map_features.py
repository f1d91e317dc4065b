"""Schema 4: a map's thin segments and lights, their migration and their codec."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sqlmodel import select

from ryf_desktop.rules.map_features import Light, Segment, SegmentKind
from ryf_desktop.storage import CampaignFile
from ryf_desktop.storage.errors import CampaignFileError
from ryf_desktop.storage.map_features_codec import (
    MapFeaturesError,
    pack_lights,
    pack_segments,
    unpack_lights,
    unpack_segments,
)
from ryf_desktop.storage.tables import Map

FIXTURES = Path(__file__).resolve().parent / "fixtures"


@pytest.mark.parametrize("version", [1, 2])
def test_an_old_file_upgrades_with_no_segments_or_lights_and_takes_new_ones(
    tmp_path: Path, backup_dir: Path, version: int
) -> None:
    path = tmp_path / f"old v{version}.ryf"
    shutil.copyfile(FIXTURES / f"campaign_v{version}.ryf", path)
    with CampaignFile.open(path, backup_dir=backup_dir) as campaign:
        assert campaign.upgraded_from == version
        with campaign.transaction() as db:
            maps = db.exec(select(Map)).all()
            assert maps
            for row in maps:
                assert unpack_segments(row.segments) == ()
                assert unpack_lights(row.lights) == ()
            maps[0].segments = pack_segments([Segment(1, 0, 1, 3)])
            db.add(maps[0])
    with CampaignFile.open(path, backup_dir=backup_dir) as campaign:
        assert campaign.upgraded_from is None
        with campaign.transaction() as db:
            first = db.exec(select(Map).order_by(Map.id)).first()  # type: ignore[arg-type]
            assert first is not None
            assert unpack_segments(first.segments) == (Segment(1.0, 0.0, 1.0, 3.0),)


numbers = st.floats(-1000, 1000, allow_nan=False) | st.integers(-1000, 1000).map(float)
segments = st.builds(Segment, numbers, numbers, numbers, numbers,
                     st.sampled_from(list(SegmentKind)), st.booleans())
lights = st.builds(
    Light, numbers, numbers, st.floats(0, 100), st.from_regex(r"[0-9a-f]{6}", fullmatch=True),
    st.floats(0, 10), st.booleans(),
)


@given(st.lists(segments, max_size=20), st.lists(lights, max_size=5))
def test_segments_and_lights_come_back_as_they_were_packed(
    found_segments: list[Segment], found_lights: list[Light]
) -> None:
    assert unpack_segments(pack_segments(found_segments)) == tuple(found_segments)
    assert unpack_lights(pack_lights(found_lights)) == tuple(found_lights)


GOOD_SEGMENT = '{"x1":0,"y1":0,"x2":1,"y2":0,"kind":"wall","closed":true}'


@pytest.mark.parametrize(
    ("text", "field", "reason"),
    [
        ("[{", "segments", "not JSON"),
        ('{"x1": 0}', "segments", "not a JSON array"),
        ("[3]", "segments[0]", "not a JSON object"),
        (f'[{GOOD_SEGMENT}, {{"x1":0,"y1":0,"x2":1,"kind":"wall","closed":true}}]',
         "segments[1].y2", "missing"),
        ('[{"x1":"0","y1":0,"x2":1,"y2":0,"kind":"wall","closed":true}]', "segments[0].x1",
         "not a number"),
        ('[{"x1":true,"y1":0,"x2":1,"y2":0,"kind":"wall","closed":true}]', "segments[0].x1",
         "not a number"),
        ('[{"x1":NaN,"y1":0,"x2":1,"y2":0,"kind":"wall","closed":true}]', "segments[0].x1",
         "out of range"),
        ('[{"x1":0,"y1":0,"x2":1,"y2":0,"kind":"window","closed":true}]', "segments[0].kind",
         "none of"),
        ('[{"x1":0,"y1":0,"x2":1,"y2":0,"kind":"door","closed":1}]', "segments[0].closed",
         "not true or false"),
        ('[{"x1":0,"y1":0,"x2":1,"y2":0,"kind":"door","closed":true,"z":1}]', "segments[0].z",
         "not a known field"),
    ],
)
def test_bad_segments_are_refused_with_the_first_bad_field(
    text: str, field: str, reason: str
) -> None:
    with pytest.raises(MapFeaturesError) as refused:
        unpack_segments(text)
    assert refused.value.field == field
    assert str(refused.value).startswith(f"the map's {field} is not valid: ")
    assert reason in str(refused.value)
    assert isinstance(refused.value, CampaignFileError)


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ('[{"x":0,"y":0,"radius":-1,"color":"ffffff","intensity":1,"shadows":true}]',
         "lights[0].radius"),
        ('[{"x":0,"y":0,"radius":1,"color":"white","intensity":1,"shadows":true}]',
         "lights[0].color"),
        ('[{"x":0,"y":0,"radius":1,"color":"ffffff","intensity":1}]', "lights[0].shadows"),
    ],
)
def test_bad_lights_are_refused_with_the_first_bad_field(text: str, field: str) -> None:
    with pytest.raises(MapFeaturesError) as refused:
        unpack_lights(text)
    assert refused.value.field == field
