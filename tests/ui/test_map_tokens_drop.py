"""Characters onto the map: the Personajes list is a drag source of its own format, and the map
view takes the drop — a token on the square under the cursor, or the token moved there; refused
with the reason on a wall or a taken square; one undoable step; catalog creatures still taken."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, QModelIndex, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QMouseEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ryf_desktop.catalog import EntryKind, Era
from ryf_desktop.rules.movement import Square
from ryf_desktop.session import map_commands
from ryf_desktop.ui.catalog import EntryRef, entry_mime_data
from ryf_desktop.ui.common.session_follow import SessionHolder
from ryf_desktop.ui.map import MapScene
from ryf_desktop.ui.map.view import MapView
from ryf_desktop.ui.sheet.character_list import CharacterListController
from ryf_desktop.ui.sheet.character_mime import (
    CHARACTER_MIME_TYPE,
    character_mime_data,
    read_character_mime,
)
from ryf_desktop.ui.sheet.panels import CharacterListPanel, CharacterListView
from tests.campaign_steps import add_character
from tests.ui.test_map_helpers import (
    ALDRIC_AT,
    GOBLIN_AT,
    MakePanel,
    Table,
    make_panel,
    point,
    status_messages,
    table,
)

__all__ = ["make_panel", "table"]  # fixtures, used by name


def drop_on(view: MapView, square: Square, mime: QMimeData) -> QDropEvent:
    """A real drop event of ``mime`` at ``square``'s centre, handed to the view."""
    at = point(view, square).toPointF()
    enter = QDragEnterEvent(at.toPoint(), Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    view.dragEnterEvent(enter)
    assert enter.isAccepted()
    moving = QDragMoveEvent(at.toPoint(), Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    view.dragMoveEvent(moving)
    assert moving.isAccepted()
    scene = view.scene()
    assert isinstance(scene, MapScene) and scene.preview is not None
    assert scene.preview.squares == {square}  # the square the drop takes, shaded
    drop = QDropEvent(at, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    view.dropEvent(drop)
    assert scene.preview.squares == frozenset()
    return drop


def test_the_mime_format_carries_the_character_and_refuses_what_it_does_not_understand(
) -> None:
    mime = character_mime_data(7, "Lucía Ferrer")
    assert read_character_mime(mime) == 7 and mime.text() == "Lucía Ferrer"
    for payload in (b"not json", b'{"character_id": "7"}', b'{"character_id": true}', b"{}"):
        broken = QMimeData()
        broken.setData(CHARACTER_MIME_TYPE, payload)
        assert read_character_mime(broken) is None
    assert read_character_mime(QMimeData()) is None


def test_dragging_a_row_of_the_character_list_carries_that_character(
    qtbot: QtBot, table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    panel = CharacterListPanel()
    qtbot.addWidget(panel)
    holder = SessionHolder(table.session)
    controller = CharacterListController(panel, holder)
    panel.show()
    qtbot.waitExposed(panel)
    item = controller.rows.index(0)
    assert "Aldric Vance" in str(item.data(Qt.ItemDataRole.ToolTipRole))
    dragged: list[QModelIndex] = []

    def recorded(view: CharacterListView, actions: Qt.DropAction) -> None:
        del actions  # (a real drag would wait for the drop in its own event loop)
        dragged.append(view.currentIndex())

    monkeypatch.setattr(CharacterListView, "startDrag", recorded)
    viewport = panel.list.viewport()
    start = panel.list.visualRect(item).center()
    far = start + QPoint(QApplication.startDragDistance() + 4, 0)

    def send(kind: QMouseEvent.Type, at: QPoint, buttons: Qt.MouseButton) -> None:
        button = (Qt.MouseButton.NoButton if kind == QMouseEvent.Type.MouseMove
                  else Qt.MouseButton.LeftButton)
        event = QMouseEvent(kind, QPointF(at), viewport.mapToGlobal(QPointF(at)), button,
                            buttons, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(viewport, event)

    send(QMouseEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton)
    send(QMouseEvent.Type.MouseMove, start + QPoint(1, 0), Qt.MouseButton.LeftButton)
    assert dragged == []  # not past the drag distance yet
    send(QMouseEvent.Type.MouseMove, far, Qt.MouseButton.LeftButton)
    assert dragged == [item]
    mime = controller.rows.mimeData([item])
    assert read_character_mime(mime) == table.aldric
    assert mime.text() == "Aldric Vance"
    send(QMouseEvent.Type.MouseButtonRelease, far, Qt.MouseButton.NoButton)
    holder.set_session(None)


def test_a_character_dropped_on_the_map_stands_there_and_a_second_drop_moves_it(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    brunilda = add_character(table.session, "Brunilda")
    assert brunilda is not None
    panel = make_panel(table)
    said = status_messages(panel)
    history = table.session.undo_stack.count()

    drop = drop_on(panel.view, (6, 3), character_mime_data(brunilda, "Brunilda"))

    assert drop.isAccepted()
    placed = [token for token in table.view().tokens if token.character_id == brunilda]
    assert [(token.x, token.y) for token in placed] == [(6, 3)]
    assert said[-1] == "Brunilda stands at column 7, row 4."
    assert table.session.undo_stack.count() == history + 1
    scene = panel.controller.scene
    assert scene is not None
    qtbot.waitUntil(lambda: placed[0].id in scene.token_items)  # the scene refreshes next

    # Aldric stands on the map already: the drop moves his token, it makes no second one.
    drop_on(panel.view, (4, 8), character_mime_data(table.aldric, "Aldric Vance"))
    aldric = [token for token in table.view().tokens if token.character_id == table.aldric]
    assert [(token.id, token.x, token.y) for token in aldric] == [(table.aldric_token, 4, 8)]

    table.session.undo_stack.undo()
    assert table.token_square(table.aldric_token) == ALDRIC_AT
    table.session.undo_stack.undo()
    assert [token.character_id for token in table.view().tokens].count(brunilda) == 0


def test_a_drop_on_a_wall_or_a_taken_square_is_refused_with_the_reason(
    table: Table, make_panel: MakePanel
) -> None:
    table.push(map_commands.PaintSquares(table.session, table.map_id, "walls", {(8, 8)}, True))
    brunilda = add_character(table.session, "Brunilda")
    assert brunilda is not None
    panel = make_panel(table)
    said = status_messages(panel)
    history = table.session.undo_stack.count()

    drop_on(panel.view, (8, 8), character_mime_data(brunilda, "Brunilda"))
    assert "wall" in said[-1] and "9, 9" in said[-1]
    drop_on(panel.view, GOBLIN_AT, character_mime_data(brunilda, "Brunilda"))
    assert said[-1] == (
        "“Brunilda” cannot stand on square 13, 6: “Goblin 1” stands there. Drop it on a free "
        "square."
    )
    assert table.session.undo_stack.count() == history
    assert all(token.character_id != brunilda for token in table.view().tokens)


def test_the_map_still_takes_a_creature_of_the_catalog_and_ignores_other_drags(
    table: Table, make_panel: MakePanel
) -> None:
    panel = make_panel(table)
    goblin = entry_mime_data(EntryRef(EntryKind.MONSTER, Era.MEDIEVAL, "Goblin"))
    drop_on(panel.view, (9, 9), goblin)
    assert any((token.x, token.y) == (9, 9) and token.monster_id is not None
               for token in table.view().tokens)
    plain = QMimeData()
    plain.setText("Aldric Vance")
    at = point(panel.view, (3, 3))
    enter = QDragEnterEvent(at, Qt.DropAction.CopyAction, plain, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    panel.view.dragEnterEvent(enter)
    assert not enter.isAccepted()
    drop = QDropEvent(at.toPointF(), Qt.DropAction.CopyAction, plain, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    panel.view.dropEvent(drop)
    assert not drop.isAccepted()
