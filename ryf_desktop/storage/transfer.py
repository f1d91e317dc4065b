"""Export and import: a whole campaign to a JSON file and back into a new campaign file, and one
character to JSON and into another campaign. The command line (``ryf-desktop export/import``)
and the File menu call these.

- Exports read in one transaction (a consistent snapshot) from a read-only open, so they work
  while the campaign is open elsewhere; an older file is exported from an upgraded temporary copy
  and never changed. The JSON is written to a temporary file and renamed into place.
- Imports treat the JSON as untrusted: the whole document is validated first
  (:mod:`~ryf_desktop.storage.json_validate`); a campaign is then built in a hidden temporary file
  beside the destination and renamed to it only when complete, so a refused or failed import
  creates nothing. A character is imported in one transaction of the open campaign.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import insert
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session

from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.storage.backups import copy_database
from ryf_desktop.storage.bounded_read import NotARegularFileError, TooLargeError, read_bounded
from ryf_desktop.storage.campaign_file import CampaignFile
from ryf_desktop.storage.driver_errors import disk_full
from ryf_desktop.storage.errors import (
    CampaignDiskError,
    CampaignDiskFullError,
    CampaignExistsError,
    CampaignFileError,
    ImportProblem,
    ImportValidationError,
    StorageProblem,
)
from ryf_desktop.storage.file_format import SCHEMA_VERSION, remove_with_sidecars
from ryf_desktop.storage.inspection import inspect_campaign
from ryf_desktop.storage.json_export import campaign_document, character_document
from ryf_desktop.storage.json_reader import Row
from ryf_desktop.storage.json_validate import (
    CampaignRows,
    CharacterRows,
    parse_json,
    validate_campaign_document,
    validate_character_document,
)
from ryf_desktop.storage.new_files import place_new_file
from ryf_desktop.storage.tables import (
    CAMPAIGN_ID,
    Campaign,
    CatalogEntry,
    Character,
    Combat,
    Combatant,
    EquipmentItem,
    Handout,
    HealingRecord,
    Image,
    LogEntry,
    Map,
    MapToken,
    MonsterInstance,
    Skill,
    Specialisation,
    Spell,
)

#: Largest JSON file an import reads (a campaign with many big maps stays well below).
#: The largest JSON file an import reads (documented in the README): a campaign's export with
#: a few big map pictures fits; parsing one costs about twice its size in memory.
IMPORT_BYTES_MAX = 512 * 1024**2


@contextlib.contextmanager
def opened_to_read(path: Path) -> Iterator[CampaignFile]:
    """The campaign at ``path`` opened only to be read, even while it is open elsewhere; an older
    file is upgraded in a temporary copy and never changed."""
    if inspect_campaign(path, recover=False).schema_version < SCHEMA_VERSION:
        with tempfile.TemporaryDirectory(prefix="ryf-read-") as folder:
            upgraded = Path(folder) / path.name
            copy_database(path, upgraded)
            with CampaignFile.open(upgraded, backup_dir=Path(folder)) as campaign:
                yield campaign
        return
    with CampaignFile.open(path, read_only=True) as campaign:
        yield campaign


def export_campaign(path: Path | str, out_json: Path | str) -> Path:
    """Write the whole campaign at ``path`` to the JSON file ``out_json``."""
    out_json = Path(out_json)
    with opened_to_read(Path(path)) as campaign, campaign.transaction() as session:
        document = campaign_document(session)
    _write_json(out_json, document)
    return out_json


def export_character(campaign: CampaignFile, character_id: int, out_json: Path | str) -> Path:
    """Write one character of an open campaign (with its portrait) to ``out_json``."""
    out_json = Path(out_json)
    with campaign.transaction() as session:
        document = character_document(session, character_id)
    _write_json(out_json, document)
    return out_json


#: Whether a picture's bytes decode; the storage reads only headers, the caller (which has an
#: image decoder: the session's Qt) may prove each picture whole.
PictureProof = Callable[[bytes], bool]


def import_campaign(
    in_json: Path | str, new_path: Path | str, *, picture_decodes: PictureProof | None = None
) -> Path:
    """Build a new campaign file at ``new_path`` from an exported JSON file (each picture
    decoded first when ``picture_decodes`` is given, as ``import-map`` does)."""
    in_json, new_path = Path(in_json), Path(new_path)
    if new_path.exists():
        raise CampaignExistsError(
            f"There is already a file at {new_path}. Choose a new name for the imported campaign.",
            new_path,
        )
    rows = _validated(in_json, validate_campaign_document)
    _prove_pictures(rows.images, picture_decodes, in_json)
    temporary = new_path.with_name(f".{new_path.name}.{uuid.uuid4().hex[:8]}.importing")
    try:
        profile = RulesProfile.from_dict({
            key: rows.campaign[key] for key in RulesProfile.__dataclass_fields__
        })
        campaign = CampaignFile.create(
            temporary, rows.campaign["name"], rows.campaign["setting"], profile,
            backup_dir=temporary.parent,
        )
        try:
            with campaign.transaction() as session:
                _write_campaign(session, rows)
        except IntegrityError as error:
            raise ImportValidationError(
                "", f"the data is inconsistent ({error.orig})", in_json,
                reason=ImportProblem.INCONSISTENT, detail=str(error.orig),
            ) from error
        finally:
            campaign.close()
        place_new_file(temporary, new_path)
    except CampaignDiskFullError as error:
        # Said of the temporary file it was building: name the file the GM asked for.
        raise disk_full(new_path) from error
    except CampaignDiskError as error:
        error.path = new_path
        error.params["name"] = new_path.name
        raise
    finally:
        remove_with_sidecars(temporary)
    return new_path


@dataclass(frozen=True, slots=True)
class CharacterDocument:
    """A character JSON file, validated: the character's rows and the pictures it brings."""

    character: CharacterRows
    #: Image columns, ``id`` the document's own (``portrait_image_id`` names one of them).
    images: list[Row]


def read_character(
    in_json: Path | str, *, picture_decodes: PictureProof | None = None
) -> CharacterDocument:
    """Read and validate a character JSON file (nothing is written: a command adds it)."""
    character, images = _validated(Path(in_json), validate_character_document)
    _prove_pictures(images, picture_decodes, Path(in_json))
    return CharacterDocument(character, images)


def _prove_pictures(
    images: list[Row], picture_decodes: PictureProof | None, in_json: Path
) -> None:
    if picture_decodes is None:
        return
    for index, image in enumerate(images):
        if not picture_decodes(bytes(image["data"])):
            raise ImportValidationError(
                f"images[{index}].data", "the picture cannot be decoded", in_json,
                reason=ImportProblem.PICTURE_UNDECODABLE,
            )


def _validated(in_json: Path, validate: Any) -> Any:
    try:
        data = read_bounded(in_json, IMPORT_BYTES_MAX)
        # A BOM (Windows Notepad saves one) is not part of the JSON text.
        text = data.decode("utf-8-sig")
        del data  # the text alone while it is parsed
    except TooLargeError as error:
        raise ImportValidationError(
            "", f"the file is too large ({error.size:,} bytes)", in_json,
            reason=ImportProblem.TOO_LARGE, size=error.size,
        ) from error
    except NotARegularFileError as error:
        raise CampaignFileError(
            f"{in_json.name} is not a file (it is a pipe, a device or a socket). Choose a .json "
            "file.",
            in_json,
            problem=StorageProblem.NOT_A_FILE,
            name=in_json.name,
        ) from error
    except FileNotFoundError as error:
        raise CampaignFileError(
            f"There is no file at {in_json}.", in_json,
            problem=StorageProblem.IMPORT_NOT_FOUND, file=str(in_json),
        ) from error
    except UnicodeDecodeError as error:
        raise ImportValidationError(
            "", "not a JSON text file (it is not UTF-8 text)", in_json,
            reason=ImportProblem.NOT_UTF8,
        ) from error
    except OSError as error:
        raise CampaignFileError(
            f"Cannot read {in_json}: {error.strerror or error}.", in_json,
            problem=StorageProblem.IMPORT_UNREADABLE, file=str(in_json),
            reason=str(error.strerror or error),
        ) from error
    try:
        return validate(parse_json(text))
    except ImportValidationError as error:
        error.path = in_json
        raise


def _write_campaign(session: Session, rows: CampaignRows) -> None:
    campaign = session.get(Campaign, CAMPAIGN_ID)
    if campaign is None:
        raise CampaignFileError(
            "the new campaign file has no campaign row", problem=StorageProblem.NO_CAMPAIGN_ROW,
            name="",
        )
    for key, value in rows.campaign.items():
        setattr(campaign, key, value)
    session.add(campaign)
    skills: list[Row] = []
    specialisations: list[Row] = []
    spells: list[Row] = []
    equipment: list[Row] = []
    for character in rows.characters:
        character_id = character.doc_id
        for skill, names in character.skills:
            skill_id = len(skills) + 1
            skills.append({**skill, "id": skill_id, "character_id": character_id})
            specialisations.extend({"skill_id": skill_id, "name": name} for name in names)
        spells.extend({**spell, "character_id": character_id} for spell in character.spells)
        equipment.extend({**item, "character_id": character_id} for item in character.equipment)
    characters = [{**c.row, "id": c.doc_id} for c in rows.characters]
    # Parents before children, each table in one executemany (which refuses an empty list).
    for table, table_rows in (
        (Image, rows.images), (Character, characters), (Skill, skills),
        (Specialisation, specialisations), (Spell, spells), (EquipmentItem, equipment),
        (CatalogEntry, rows.catalog), (MonsterInstance, rows.monsters), (Map, rows.maps),
        (MapToken, rows.tokens), (Combat, rows.combats), (Combatant, rows.combatants),
        (LogEntry, rows.log), (HealingRecord, rows.healing), (Handout, rows.handouts),
    ):
        if table_rows:
            session.execute(insert(table), table_rows)


def _write_json(out_json: Path, document: dict[str, Any]) -> None:
    temporary = out_json.with_name(f".{out_json.name}.{uuid.uuid4().hex[:8]}.tmp")
    try:
        # "\n" on every system: the same campaign exports to the same bytes on Windows.
        with temporary.open("w", encoding="utf-8", newline="\n") as stream:
            json.dump(document, stream, ensure_ascii=False, indent=1)
            stream.flush()
            os.fsync(stream.fileno())
        temporary.replace(out_json)
    finally:
        temporary.unlink(missing_ok=True)
