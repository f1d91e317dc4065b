"""A creature dragged from the catalog onto the order joins the combat (``AddMonsterToCombat``),
as the catalog's *Add to combat* does; the dock's message line says where.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ryf_desktop.catalog import Monster, load_catalog
from ryf_desktop.session import AddMonsterToCombat, gm_entries
from ryf_desktop.ui.catalog.mime import EntryRef, find_entry
from ryf_desktop.ui.catalog.play_actions import running_text
from ryf_desktop.ui.combat.combat_owner import CombatOwner

translate = QCoreApplication.translate


def add_dropped_creature(owner: CombatOwner, ref: EntryRef) -> str | None:
    """The creature ``ref`` names into the combat; None when done (said in the dock's message
    line), else the refusal (shown there too)."""
    session = owner.session
    if session is None:
        return None
    entry = find_entry(ref, load_catalog().entries(), gm_entries(session.model).entries)
    if not isinstance(entry, Monster):
        refusal = translate("CombatController", "Only creatures of the bestiary join a combat; "
                            "give weapons and gear to a character on its sheet.")
        owner.report(refusal)
        return refusal
    command = AddMonsterToCombat(session, entry, owner.rng, gm_id=ref.gm_id)
    problem = owner.push(command)
    if problem is not None:
        return problem
    if command.combat_running:
        where = running_text(command.combat_name)
    else:
        where = translate("PlayActions", "It joins the encounter “{combat}”.").format(
            combat=command.combat_name)
    owner.report(f"{command.name} ({command.pv} PV). {where}")
    return None
