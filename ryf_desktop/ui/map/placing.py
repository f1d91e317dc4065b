"""What a drop on the map does (a creature of the catalog, a character of the Personajes list),
each one undoable step, and where the catalog's *Place on map* puts a creature
(:func:`view_target`: the part of the map the GM looks at)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ryf_desktop.catalog import Monster, load_catalog
from ryf_desktop.rules.movement import Square
from ryf_desktop.session import gm_entries
from ryf_desktop.session.map_placement import PlaceNewCreature, PutCharacterOnMap
from ryf_desktop.session.present import players_view_of
from ryf_desktop.ui.catalog.mime import EntryRef, find_entry
from ryf_desktop.ui.catalog.play_actions import MapTarget, placed_text

if TYPE_CHECKING:
    from ryf_desktop.ui.map.controller import MapController

translate = QCoreApplication.translate


def drop_catalog_entry(controller: MapController, ref: EntryRef, square: Square) -> bool:
    """A creature dropped from the catalog: a new one (PV rolled, numbered) joins the running
    combat on this map, else the one being prepared, and stands on ``square`` — one step."""
    session, scene = controller.session, controller.scene
    if session is None or scene is None:
        return False
    entry = find_entry(ref, load_catalog().entries(), gm_entries(session.model).entries)
    if not isinstance(entry, Monster):
        controller.report(translate(
            "MapPanel", "Only creatures of the bestiary go on the map; give weapons and gear to a "
            "character on its sheet."))
        return False
    # On the map the players see, a new creature comes hidden: an ambush is not spoiled.
    hidden = players_view_of(session).hides_new_creatures(scene.map_id)
    command = PlaceNewCreature(
        session, translate("MapPanel", "Place “{name}” on the map").format(name=entry.name),
        entry, controller.rng, scene.map_id, square, gm_id=ref.gm_id, hidden=hidden,
    )
    if controller.attempt(command) is not None:
        return False
    added = command.added
    controller.report(placed_text(added.name, added.pv, square, added.combat_name,
                                  created=added.combat_created, hidden=hidden,
                                  running=added.combat_running))
    return True


def view_target(controller: MapController) -> MapTarget | None:
    """The map open in the GM's panel and the part of it in view (squares), or None."""
    scene, area = controller.scene, controller.squares_in_view()
    if scene is None:
        return None
    box = None if area is None else (area.x(), area.y(), area.width(), area.height())
    return MapTarget(scene.map_id, box)


def drop_character(controller: MapController, character_id: int, square: Square) -> bool:
    """A character dropped from the Personajes list on ``square``: its token there (moved
    there when it already stands on this map) — one step of the history."""
    session, scene = controller.session, controller.scene
    if session is None or scene is None:
        return False
    name = next(
        (summary.name for summary in session.characters() if summary.id == character_id), "?"
    )
    return controller.attempt(
        PutCharacterOnMap(session, scene.map_id, character_id, square),
        translate("MapPanel", "{name} stands at column {x}, row {y}.").format(
            name=name, x=square[0] + 1, y=square[1] + 1),
    ) is None
