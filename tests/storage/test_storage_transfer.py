"""Export to JSON and import back; imported JSON is validated strictly and a bad file creates
nothing."""

from __future__ import annotations

import base64
import copy
import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from sqlmodel import select

from ryf_desktop.storage import (
    CampaignExistsError,
    CampaignFile,
    ImportValidationError,
    export_campaign,
    export_character,
    import_campaign,
)
from ryf_desktop.storage.map_features_codec import unpack_lights, unpack_segments
from ryf_desktop.storage.tables import Character, Map
from tests.storage.storage_samples import (
    CAVE_LIGHTS,
    CAVE_SEGMENTS,
    PNG_2X1,
    assert_sound,
    fill_campaign,
    sha256_of,
    sidecars,
    table_contents,
)

FIXTURES = Path(__file__).resolve().parent / "fixtures"

Document = dict[str, Any]


@pytest.fixture(scope="module")
def filled(tmp_path_factory: pytest.TempPathFactory, blank_template: Path) -> Path:
    folder = tmp_path_factory.mktemp("filled")
    path = folder / "filled.ryf"
    shutil.copyfile(blank_template, path)
    with CampaignFile.open(path, backup_dir=folder / "backups") as campaign:
        fill_campaign(campaign)
    return path


@pytest.fixture(scope="module")
def exported(filled: Path) -> Document:
    out = filled.with_suffix(".json")
    export_campaign(filled, out)
    document: Document = json.loads(out.read_text(encoding="utf-8"))
    return document


def _without_time(document: Document) -> Document:
    return {key: value for key, value in document.items() if key != "exported_at"}


def test_export_then_import_gives_the_same_campaign(tmp_path: Path, filled: Path) -> None:
    out = export_campaign(filled, tmp_path / "export.json")
    new = import_campaign(out, tmp_path / "importada.ryf")
    assert table_contents(new) == table_contents(filled)
    assert_sound(new)
    assert sidecars(new) == []
    again = export_campaign(new, tmp_path / "again.json")
    first = json.loads(out.read_text(encoding="utf-8"))
    assert _without_time(json.loads(again.read_text(encoding="utf-8"))) == _without_time(first)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["again.json", "export.json",
                                                          "importada.ryf"]
    with CampaignFile.open(new, backup_dir=tmp_path / "b") as campaign:
        assert not campaign.read_only


def _the_map(path: Path, tmp_path: Path) -> Map:
    with (
        CampaignFile.open(path, backup_dir=tmp_path / "b") as campaign,
        campaign.transaction() as db,
    ):
        return db.exec(select(Map)).one()


def test_segments_and_lights_travel_unchanged(tmp_path: Path, exported: Document) -> None:
    cave = exported["maps"][0]
    assert [item["kind"] for item in cave["segments"]] == ["wall", "object", "door", "door"]
    assert cave["lights"][0] == {"x": 3.5, "y": 4.5, "radius": 6.0, "color": "ffaa33",
                                 "intensity": 0.8, "shadows": True}
    source = tmp_path / "in.json"
    source.write_text(json.dumps(exported), encoding="utf-8")
    new = import_campaign(source, tmp_path / "new.ryf")
    stored = _the_map(new, tmp_path)
    assert unpack_segments(stored.segments) == CAVE_SEGMENTS
    assert unpack_lights(stored.lights) == CAVE_LIGHTS


def test_an_export_from_before_segments_and_lights_imports_without_them(
    tmp_path: Path, exported: Document
) -> None:
    document = copy.deepcopy(exported)
    for map_entry in document["maps"]:
        del map_entry["segments"], map_entry["lights"]
    source = tmp_path / "old.json"
    source.write_text(json.dumps(document), encoding="utf-8")
    new = import_campaign(source, tmp_path / "new.ryf")
    stored = _the_map(new, tmp_path)
    assert (stored.segments, stored.lights) == ("[]", "[]")
    assert stored.walls and stored.name == "La cueva"


def test_document_shape(exported: Document) -> None:
    assert exported["format"] == "ryf-desktop-campaign"
    assert exported["format_version"] == 1
    assert exported["campaign"]["rules_profile"]["hp_per_fisico"] == 3
    ana = exported["characters"][0]
    assert ana["attributes"] == {"fisico": 7, "destreza": 8, "inteligencia": 6, "percepcion": 8}
    assert ana["skills"][0]["specialisations"] == ["Espada larga", "Daga"]
    assert ana["equipment"][0]["details"] == {"damage": "1d10/2d6", "requirement": "Físico 9"}
    cave = exported["maps"][0]
    assert cave["open_doors"] == [[9, 9]]
    assert len(cave["fog"]) == 200
    assert cave["tokens"][1] == {"monster": 1, "x": 10, "y": 10, "size": 2, "hidden": False}
    assert base64.b64decode(exported["images"][0]["data"]) == PNG_2X1


def test_export_while_the_campaign_is_open(tmp_path: Path, blank_path: Path) -> None:
    with CampaignFile.open(blank_path, backup_dir=tmp_path / "b") as campaign:
        with campaign.transaction() as session:
            session.add(Character(name="Ana"))
        out = export_campaign(blank_path, tmp_path / "open.json")
    assert [c["name"] for c in json.loads(out.read_text(encoding="utf-8"))["characters"]] == [
        "Ana"
    ]


def test_export_of_an_older_file_leaves_it_alone(tmp_path: Path) -> None:
    old = tmp_path / "v1.ryf"
    shutil.copyfile(FIXTURES / "campaign_v1.ryf", old)
    before = sha256_of(old)
    out = export_campaign(old, tmp_path / "v1.json")
    assert sha256_of(old) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["v1.json", "v1.ryf"]
    document = json.loads(out.read_text(encoding="utf-8"))
    assert [c["in_creation"] for c in document["characters"]] == [False, False]
    assert document["maps"][0]["doors"] == []


def test_import_refuses_to_overwrite(tmp_path: Path, filled: Path, exported: Document) -> None:
    source = tmp_path / "in.json"
    source.write_text(json.dumps(exported), encoding="utf-8")
    before = sha256_of(filled)
    with pytest.raises(CampaignExistsError, match="already a file"):
        import_campaign(source, filled)
    assert sha256_of(filled) == before


Mutation = Callable[[Document], None]


def _set(*path_and_value: Any) -> Mutation:
    *path, value = path_and_value

    def mutate(document: Document) -> None:
        target: Any = document
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return mutate


def _delete(*path: Any) -> Mutation:
    def mutate(document: Document) -> None:
        target: Any = document
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]

    return mutate


def _both_owners(document: Document) -> None:
    document["maps"][0]["tokens"][0]["monster"] = 1


def _duplicate_character(document: Document) -> None:
    document["characters"].append(copy.deepcopy(document["characters"][0]))


def _deep_details(document: Document) -> None:
    nested: Any = "fondo"
    for _ in range(30):
        nested = {"más": nested}
    document["characters"][0]["equipment"][0]["details"] = nested


BAD_DOCUMENTS: list[tuple[str, Mutation, str]] = [
    ("attribute_text", _set("characters", 1, "attributes", "fisico", "x"),
     "characters[1].attributes.fisico: expected an integer from 1 to 20, got 'x'"),
    ("attribute_too_high", _set("characters", 0, "attributes", "percepcion", 21),
     "characters[0].attributes.percepcion: expected an integer from 1 to 20, got 21"),
    ("attribute_boolean", _set("characters", 0, "attributes", "destreza", True),
     "characters[0].attributes.destreza: expected an integer from 1 to 20, got true"),
    ("attribute_missing", _delete("characters", 0, "attributes", "inteligencia"),
     "characters[0].attributes.inteligencia: this field is required"),
    ("negative_wounds", _set("characters", 0, "wounds", -1),
     "characters[0].wounds: expected an integer from 0 to 1000000, got -1"),
    ("fractional_money", _set("characters", 0, "money", 2.5),
     "characters[0].money: expected an integer from 0 to 1000000000000, got 2.5"),
    ("unknown_field", _set("characters", 0, "colour", "red"),
     "characters[0].colour: unknown field"),
    ("no_name", _delete("characters", 1, "name"), "characters[1].name: this field is required"),
    ("blank_name", _set("characters", 1, "name", "   "),
     "characters[1].name: expected text that is not empty, got '   '"),
    ("bad_kind", _set("characters", 0, "kind", "monster"),
     "characters[0].kind: expected one of 'pc', 'npc', got 'monster'"),
    ("skill_attribute", _set("characters", 0, "skills", 1, "attribute", "carisma"),
     ("characters[0].skills[1].attribute: expected one of 'fisico', 'destreza', "
      "'inteligencia', 'percepcion', got 'carisma'")),
    ("skill_level", _set("characters", 0, "skills", 0, "level", 25),
     "characters[0].skills[0].level: expected an integer from 0 to 20, got 25"),
    ("skill_twice", _set("characters", 0, "skills", 1, "name", "Cuerpo a Cuerpo"),
     "characters[0].skills[1].name: the skill 'Cuerpo a Cuerpo' is listed twice"),
    ("grip", _set("characters", 0, "equipment", 0, "grip", "three_hands"),
     "characters[0].equipment[0].grip: expected one of"),
    ("deep_details", _deep_details, "characters[0].equipment[0].details.más.más"),
    ("portrait_missing", _set("characters", 0, "portrait_image", 7),
     "characters[0].portrait_image: refers to portrait_image 7, which is not in the file"),
    ("character_id_twice", _duplicate_character, "characters[2].id: the id 1 is used twice"),
    ("setting", _set("campaign", "setting", "steampunk"),
     "campaign.setting: expected one of 'medieval', 'actual', 'futuro', got 'steampunk'"),
    ("profile_hp", _set("campaign", "rules_profile", "hp_per_fisico", 0),
     "campaign.rules_profile.hp_per_fisico: expected an integer from 1 to 20, got 0"),
    ("profile_rule", _set("campaign", "rules_profile", "diagonal_rule", "manhattan"),
     "campaign.rules_profile.diagonal_rule: expected one of"),
    ("no_campaign", _delete("campaign"), "campaign: this field is required"),
    ("image_base64", _set("images", 0, "data", "not base64!"),
     "images[0].data: expected the picture's bytes in base64"),
    ("image_hash", _set("images", 0, "sha256", "0" * 64),
     "images[0].data: the picture's bytes do not match its sha256"),
    ("image_type", _set("images", 1, "mime", "image/png"),
     "images[1].data: the bytes are not a image/png picture"),
    ("image_width", _set("images", 0, "width", 0),
     "images[0].width: expected an integer from 1 to 100000, got 0"),
    ("wall_off_grid", _set("maps", 0, "walls", 0, [30, 0]),
     "maps[0].walls[0]: expected a square [x, y] on the 30×20 grid, got a list"),
    ("fog_not_square", _set("maps", 0, "fog", 3, "a1"),
     "maps[0].fog[3]: expected a square [x, y] on the 30×20 grid, got 'a1'"),
    ("open_door_not_door", _set("maps", 0, "open_doors", 0, [1, 1]),
     "maps[0].open_doors[0]: the square [1, 1] is not a door of this map"),
    ("segment_kind", _set("maps", 0, "segments", 1, "kind", "window"),
     "maps[0].segments[1].kind: expected one of 'wall', 'object', 'door', got 'window'"),
    ("segment_coordinate", _set("maps", 0, "segments", 2, "x2", "7"),
     "maps[0].segments[2].x2: expected a number from -100000 to 100000, got '7'"),
    ("segment_far", _set("maps", 0, "segments", 0, "y1", 1e9),
     "maps[0].segments[0].y1: expected a number from -100000 to 100000, got 1000000000.0"),
    ("segment_missing", _delete("maps", 0, "segments", 3, "closed"),
     "maps[0].segments[3].closed: this field is required"),
    ("segment_extra", _set("maps", 0, "segments", 0, "height", 2),
     "maps[0].segments[0].height: unknown field"),
    ("segment_not_object", _set("maps", 0, "segments", 0, [6, 2, 6, 7]),
     "maps[0].segments[0]: expected an object, got a list"),
    ("segments_not_list", _set("maps", 0, "segments", "none"),
     "maps[0].segments: expected a list of at most 200000 entries"),
    ("light_colour", _set("maps", 0, "lights", 0, "color", "orange"),
     "maps[0].lights[0].color: expected a colour 'rrggbb', got 'orange'"),
    ("light_radius", _set("maps", 0, "lights", 1, "radius", -2),
     "maps[0].lights[1].radius: expected a number from 0 to 100000, got -2"),
    ("light_shadows", _set("maps", 0, "lights", 1, "shadows", 1),
     "maps[0].lights[1].shadows: expected true or false, got 1"),
    ("token_character", _set("maps", 0, "tokens", 0, "character", 99),
     "maps[0].tokens[0].character: refers to character 99, which is not in the file"),
    ("token_two_owners", _both_owners,
     "maps[0].tokens[0]: expected exactly one of 'character' and 'monster'"),
    ("token_off_grid", _set("maps", 0, "tokens", 1, "x", 29),
     "maps[0].tokens[1].x: expected an integer from 0 to 28, got 29"),
    ("scale", _set("maps", 0, "image_scale", -1),
     "maps[0].image_scale: expected a number from 0.001 to 100000, got -1"),
    ("reload_state", _set("combats", 0, "combatants", 0, "reload_state", "Ballesta", "yes"),
     "combats[0].combatants[0].reload_state.Ballesta: expected true or false, got 'yes'"),
    ("damage_taken", _set("combats", 0, "combatants", 0, "damage_taken", -1),
     "combats[0].combatants[0].damage_taken: expected an integer from 0 to 10000000, got -1"),
    ("combat_map", _set("combats", 0, "map", 5),
     "combats[0].map: refers to map 5, which is not in the file"),
    ("log_time", _set("log", 0, "at", "ayer"), "log[0].at: expected a date and time"),
    ("healing_patient", _set("healing", 1, "patient", 12),
     "healing[1].patient: refers to patient 12, which is not in the file"),
    ("format", _set("format", "something-else"), "format: expected 'ryf-desktop-campaign'"),
    ("character_format", _set("format", "ryf-desktop-character"),
     "format: this file holds one character, not a campaign"),
    ("newer_format", _set("format_version", 2),
     "format_version: this file was exported by a newer RyF Desktop (format 2"),
]


@pytest.mark.parametrize(
    ("mutate", "message"),
    [(mutate, message) for _, mutate, message in BAD_DOCUMENTS],
    ids=[name for name, _, _ in BAD_DOCUMENTS],
)
def test_bad_document_is_refused_with_the_path_of_the_field(
    tmp_path: Path, exported: Document, mutate: Mutation, message: str
) -> None:
    document = copy.deepcopy(exported)
    mutate(document)
    source = tmp_path / "in.json"
    source.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(ImportValidationError) as raised:
        import_campaign(source, tmp_path / "new.ryf")
    assert str(raised.value).startswith(message)
    assert raised.value.path == source
    assert sorted(tmp_path.iterdir()) == [source]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b'{"format": "ryf-desktop-campaign",', "the file: not valid JSON (line 1, column 35"),
        (b'{"format_version": NaN}', "the file: NaN is not a number JSON allows"),
        (b"[1, 2, 3]", "the file: expected an object, got a list"),
        (b"\x89PNG\r\n\x1a\n\x00\x00", "the file: not a JSON text file"),
        (b"[" * 100_000, "the file: nested too deeply"),
    ],
    ids=["truncated", "nan", "list", "binary", "deep"],
)
def test_a_file_that_is_not_a_document_is_refused(
    tmp_path: Path, content: bytes, message: str
) -> None:
    source = tmp_path / "in.json"
    source.write_bytes(content)
    with pytest.raises(ImportValidationError) as raised:
        import_campaign(source, tmp_path / "new.ryf")
    assert str(raised.value).startswith(message)
    assert sorted(tmp_path.iterdir()) == [source]


def test_a_character_file_is_not_a_campaign(tmp_path: Path, filled: Path) -> None:
    out = tmp_path / "ana.json"
    with CampaignFile.open(filled, read_only=True) as source:
        export_character(source, 1, out)
    with pytest.raises(ImportValidationError, match="holds one character"):
        import_campaign(out, tmp_path / "new.ryf")
    assert not (tmp_path / "new.ryf").exists()
