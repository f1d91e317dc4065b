"""The table screen with a real campaign map: the players' image shows no hidden token and nothing
under the fog (checked on the pixels), blacks out, and frames the GM's area or the whole map.

The helpers here (a campaign, a map, tokens, reading pixels) serve test_table_screen_strip.py too.
"""

from __future__ import annotations

import math
from array import array
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QRect, QRectF
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.map_commands import (
    CreateMap,
    DeleteToken,
    PaintSquares,
    PlaceToken,
    SetTokenHidden,
)
from ryf_desktop.session.map_queries import map_view
from ryf_desktop.ui.map.geometry import square_rect
from ryf_desktop.ui.table_screen import TableScreenState, TableScreenWindow
from tests.campaign_steps import add_character

# Colour tolerance per channel for a token's fill (antialiasing blends only its edges).
TOLERANCE = 10
# A shown token covers many more pixels than this at the test's size.
SEEN = 40


@pytest.fixture
def table(qtbot: QtBot) -> TableScreenWindow:
    window = TableScreenWindow(TableScreenState())
    window.banner.timer.setInterval(150)
    qtbot.addWidget(window)
    window.resize(800, 560)
    window.show()
    qtbot.waitExposed(window)
    return window


def push(session: CampaignSession, command: object) -> None:
    messages: list[str] = []
    session.command_failed.connect(messages.append)
    assert session.push(command), messages  # type: ignore[arg-type]
    # The table screen and its scene refresh on the next turn of the event loop.
    QCoreApplication.processEvents()


def new_map(session: CampaignSession, width: int = 8, height: int = 5) -> int:
    command = CreateMap(session, "Cripta", width, height)
    push(session, command)
    assert command.map_id is not None
    return command.map_id


def place(session: CampaignSession, map_id: int, name: str, square: tuple[int, int], *,
          hidden: bool = False, kind: str = "pc") -> int:
    character_id = add_character(session, name, kind)
    assert character_id is not None
    command = PlaceToken(session, map_id, square[0], square[1], character_id=character_id,
                         hidden=hidden)
    push(session, command)
    assert command.token_id is not None
    return command.token_id


def settle(qtbot: QtBot) -> None:
    """Let the map scene fold the command's signals into its refresh."""
    qtbot.wait(30)


def show_map(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession, map_id: int
) -> None:
    """The table screen on ``session``, showing its map ``map_id`` once the scene has settled."""
    table.set_session(session)
    table.state.set_map_id(map_id)
    settle(qtbot)


def image_of(table: TableScreenWindow) -> QImage:
    return table.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def pixel_counts(image: QImage) -> Counter[int]:
    """How many pixels of ``image`` have each 0xAARRGGBB value."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB32)
    values = array("I", bytes(rgb.constBits()))
    return Counter(values)


def count_near(image: QImage, colour: QColor) -> int:
    """Pixels within ``TOLERANCE`` per channel of ``colour``."""
    counts = pixel_counts(image)
    near = range(-TOLERANCE, TOLERANCE + 1)
    total = 0
    for value, count in counts.items():
        red, green, blue = (value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF
        if (red - colour.red() in near and green - colour.green() in near
                and blue - colour.blue() in near):
            total += count
    return total


def token_colour(session: CampaignSession, map_id: int, token_id: int) -> QColor:
    token = next(t for t in map_view(session.model, map_id).tokens if t.id == token_id)
    return QColor(token.colour)


def on_window(table: TableScreenWindow, squares: QRectF) -> QRect:
    """Where a scene rectangle lies on the grabbed window image."""
    polygon = table.view.mapFromScene(squares)
    box = polygon.boundingRect()
    return QRect(table.view.mapTo(table, box.topLeft()), box.size())


def test_hidden_token_and_fogged_token_are_absent_from_the_players_image(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession
) -> None:
    map_id = new_map(session)
    seen = place(session, map_id, "Aldric", (1, 1))
    hidden = place(session, map_id, "Espía", (3, 3), hidden=True, kind="npc")
    fogged = place(session, map_id, "Acechador", (6, 2), kind="npc")
    fog = {(x, y) for x in range(5, 8) for y in range(5)}
    push(session, PaintSquares(session, map_id, "fog", fog, True))
    show_map(qtbot, table, session, map_id)

    image = image_of(table)
    assert count_near(image, token_colour(session, map_id, seen)) > SEEN
    assert count_near(image, token_colour(session, map_id, hidden)) == 0
    assert count_near(image, token_colour(session, map_id, fogged)) == 0

    # The same tokens do show once the GM reveals them: the check above can fail.
    push(session, SetTokenHidden(session, hidden, False))
    push(session, PaintSquares(session, map_id, "fog", fog, False))
    settle(qtbot)
    image = image_of(table)
    assert count_near(image, token_colour(session, map_id, hidden)) > SEEN
    assert count_near(image, token_colour(session, map_id, fogged)) > SEEN


def test_nothing_under_the_fog_changes_a_pixel(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession
) -> None:
    map_id = new_map(session)
    place(session, map_id, "Aldric", (1, 1))
    lurker = place(session, map_id, "Acechador", (5, 2), kind="npc")
    fog = {(x, y) for x in range(4, 8) for y in range(5)}
    walls = {(6, y) for y in range(5)}
    push(session, PaintSquares(session, map_id, "walls", walls, True))
    push(session, PaintSquares(session, map_id, "fog", fog, True))
    show_map(qtbot, table, session, map_id)
    fogged_area = square_rect((4, 0)).united(square_rect((7, 4)))
    box = on_window(table, fogged_area).adjusted(2, 2, -2, -2)
    with_things = image_of(table).copy(box)

    push(session, DeleteToken(session, lurker))
    push(session, PaintSquares(session, map_id, "walls", walls, False))
    settle(qtbot)
    bare = image_of(table).copy(box)
    assert with_things == bare
    # And the fog is one opaque colour, not the map seen through a tint.
    assert len(pixel_counts(bare)) <= 2


def test_blackout_over_a_map_is_black(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession
) -> None:
    map_id = new_map(session)
    place(session, map_id, "Aldric", (1, 1))
    show_map(qtbot, table, session, map_id)
    table.state.set_blackout(True)
    image = image_of(table)
    # Nothing of the map shows: every pixel is black but the small pause mark's.
    mark = table.blackout_page.pause_label.geometry()
    assert mark.width() * mark.height() < image.width() * image.height() // 50
    outside = [image.pixel(x, y) for y in range(image.height()) for x in range(image.width())
               if not mark.contains(x, y)]
    assert set(outside) == {0xFF000000}
    assert set(pixel_counts(image.copy(mark))) != {0xFF000000}  # the mark itself is drawn


def test_the_view_frames_the_players_area_and_else_the_whole_map(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession
) -> None:
    map_id = new_map(session, 20, 10)
    show_map(qtbot, table, session, map_id)
    whole = table.view.mapToScene(table.view.viewport().rect()).boundingRect()
    assert whole.contains(square_rect((0, 0)).united(square_rect((19, 9))))

    table.state.set_area(QRectF(2, 3, 4, 2))
    shown = table.view.mapToScene(table.view.viewport().rect()).boundingRect()
    area = square_rect((2, 3)).united(square_rect((5, 4)))
    assert shown.contains(area)
    assert shown.width() < whole.width() / 2
    table.state.set_area(None)
    again = table.view.mapToScene(table.view.viewport().rect()).boundingRect()
    assert again.width() == pytest.approx(whole.width(), rel=0.01)


def test_another_campaign_never_keeps_the_last_ones_map(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession, tmp_path: Path
) -> None:
    map_id = new_map(session)
    place(session, map_id, "Aldric", (1, 1))
    show_map(qtbot, table, session, map_id)
    first_scene = table.scene
    other = CampaignSession.create(tmp_path / "otra.ryf", "Otra", "actual", REALISTA,
                                   backup_dir=tmp_path / "otras")
    try:
        assert new_map(other, 4, 3) == map_id  # the same id, another map
        table.set_session(other)
        settle(qtbot)
        assert table.scene is not first_scene
        assert table.shown_map_id is None  # nothing shown in this campaign yet
        table.state.set_map_id(map_id)
        settle(qtbot)
        assert table.framed_rect() == square_rect((0, 0)).united(square_rect((3, 2)))
    finally:
        table.set_session(None)
        other.close()


def test_token_names_are_at_least_4_mm_on_the_glass_and_whole_however_small_the_map(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession
) -> None:
    from ryf_desktop.ui.map import MapScene
    from ryf_desktop.ui.map.tokens import LABEL_PX
    from ryf_desktop.ui.table_screen.window import MIN_LABEL_MM

    map_id = new_map(session, 30, 20)  # fitted into the window: a square is ~26 px
    marta = place(session, map_id, "Marta Vidal", (3, 3))
    table.set_pixels_per_mm(3.78)  # a 96 dpi monitor
    show_map(qtbot, table, session, map_id)
    scene = table.scene
    assert isinstance(scene, MapScene)
    item = scene.token_items[marta]
    shown = table.view.transform()  # screen pixels per scene unit, whatever the turn
    zoom = math.hypot(shown.m11(), shown.m12())
    assert zoom * LABEL_PX < MIN_LABEL_MM * 3.78  # the usual size would be too small here
    on_glass_mm = item.label_font.pixelSize() * zoom / 3.78
    assert on_glass_mm >= MIN_LABEL_MM
    assert item.shown_name == "Marta Vidal"  # whole, not cut to the token's width
    # On a coarse glass (1 pixel a millimetre) the usual size already reads: it is kept.
    table.set_pixels_per_mm(1.0)
    table.resize(table.width() + 2, table.height())  # the window frames itself again
    settle(qtbot)
    assert item.label_font.pixelSize() <= round(LABEL_PX)  # as on the GM's map
