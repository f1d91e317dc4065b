"""The character list's item model follows the session's event row by row: a character added is
one row inserted, one removed one row removed, a wound one row changed — never a reset."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QModelIndex, Qt

from ryf_desktop.rules.profile import HEROICO
from ryf_desktop.session import CampaignSession, EditCharacterField
from ryf_desktop.ui.sheet.character_list_model import ID_ROLE, NAME_ROLE, CharacterListModel
from tests.campaign_steps import add_character, change_profile, delete_character, set_wounds


class Watched:
    """What the model told its views: inserted, removed and changed rows, and resets."""

    def __init__(self, model: CharacterListModel) -> None:
        self.seen: list[tuple[str, int, int]] = []
        model.rowsInserted.connect(lambda _p, first, last: self.seen.append(("+", first, last)))
        model.rowsRemoved.connect(lambda _p, first, last: self.seen.append(("-", first, last)))
        model.dataChanged.connect(
            lambda top, bottom, _roles=(): self.seen.append(("~", top.row(), bottom.row()))
        )
        model.modelReset.connect(lambda: self.seen.append(("reset", 0, 0)))

    def take(self) -> list[tuple[str, int, int]]:
        seen, self.seen = self.seen, []
        return seen


@pytest.fixture
def rows(session: CampaignSession) -> Iterator[CharacterListModel]:
    for name in ("Ana", "Bruno", "Carla"):
        assert add_character(session, name) is not None
    model = CharacterListModel()
    model.set_model(session.model)
    session.changed.connect(model.apply)
    yield model
    session.changed.disconnect(model.apply)


def _names(model: CharacterListModel) -> list[str]:
    return [str(model.index(row).data(NAME_ROLE)) for row in range(model.rowCount())]


def test_rows_read_the_model_in_list_order(rows: CharacterListModel) -> None:
    assert _names(rows) == ["Ana", "Bruno", "Carla"]
    first = rows.index(0)
    assert first.data() == "Ana\nPC · no player · PV 21/21 · normal"
    assert rows.id_at(0) == first.data(ID_ROLE)
    assert "Drag Ana onto the map" in str(first.data(Qt.ItemDataRole.ToolTipRole))
    assert not first.data(Qt.ItemDataRole.DecorationRole).isNull()
    assert not rows.flags(first) & Qt.ItemFlag.ItemIsEditable
    assert rows.id_at(3) is None and rows.data(QModelIndex()) is None


def test_an_added_or_removed_character_is_one_row_and_undo_follows(
    session: CampaignSession, rows: CharacterListModel
) -> None:
    watched = Watched(rows)
    dani = add_character(session, "Dani")
    assert dani is not None
    assert watched.take() == [("+", 3, 3)]
    assert delete_character(session, rows.id_at(1) or 0)
    assert watched.take() == [("-", 1, 1)]
    assert _names(rows) == ["Ana", "Carla", "Dani"]
    session.undo_stack.undo()
    assert watched.take() == [("+", 1, 1)]
    assert _names(rows) == ["Ana", "Bruno", "Carla", "Dani"]


def test_a_wound_changes_one_row_and_a_new_profile_every_row(
    session: CampaignSession, rows: CharacterListModel
) -> None:
    watched = Watched(rows)
    bruno = rows.id_at(1)
    assert bruno is not None
    assert set_wounds(session, bruno, 14)
    assert watched.take() == [("~", 1, 1)]
    assert "PV 7/21 · malherido" in str(rows.index(1).data())
    assert session.push(EditCharacterField(session, bruno, "name", "Bruno Gil"))
    assert watched.take() == [("~", 1, 1)]
    assert change_profile(session, HEROICO)
    assert watched.take() == [("~", 0, 2)]
    assert "PV 14/28" in str(rows.index(1).data())


def test_no_campaign_no_rows(rows: CharacterListModel) -> None:
    rows.set_model(None)
    assert rows.rowCount() == 0 and rows.index(0).data() is None
