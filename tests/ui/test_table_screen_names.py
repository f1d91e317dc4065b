"""The players read every name they may see on the table screen (play-test finding 2): on the
demo, with Iñaki Sáez and Goblin 2 side by side and the storeroom half revealed from sight, the
two names do not run into each other ("IñakGoblin 2") and Goblin 4's name is not cut by the
fog beside it ("n 4")."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage

from ryf_desktop.session.map_commands import MoveToken, RevealFromSight
from ryf_desktop.ui.map import MapScene
from ryf_desktop.ui.map.geometry import square_rect
from ryf_desktop.ui.table_screen import TableScreenWindow
from tests.ui.test_table_screen_demo import Demo, demo

__all__ = ["demo"]  # the demo's fixture, shared

# The demo's tokens (resources/demo): Iñaki Sáez 3, Goblin 2 6, Goblin 4 8 at (19, 12).
INAKI, GOBLIN_2, GOBLIN_4 = 3, 6, 8
UNDER_GOBLIN_4 = (18, 13)  # left under the fog by the reveal: the start of Goblin 4's name


def setting(demo: Demo) -> tuple[TableScreenWindow, MapScene]:
    """The GM's table of the play-test: Iñaki at (6, 13) with Goblin 2 beside him, the fog
    lifted from what the player characters see, the fight shown on the table screen."""
    session = demo.session
    demo.push(MoveToken(session, INAKI, 6, 13))
    demo.push(MoveToken(session, GOBLIN_2, 7, 13))
    map_id = demo.combat().map_id
    assert map_id is not None
    demo.push(RevealFromSight(session, map_id))
    table = demo.open_table_screen()
    table.resize(1366, 768)  # the play-test's monitor
    demo.begin_fight()
    scene = table.scene
    assert isinstance(scene, MapScene) and scene.map_id == map_id
    assert scene.view_data is not None and UNDER_GOBLIN_4 in scene.view_data.fog
    return table, scene


def test_side_by_side_names_on_the_table_screen_do_not_overlap_and_stay_whole(
    demo: Demo,
) -> None:
    _table, scene = setting(demo)
    inaki, goblin = scene.token_items[INAKI], scene.token_items[GOBLIN_2]
    assert not inaki.label_scene_rect().intersects(goblin.label_scene_rect())
    assert (inaki.shown_name, goblin.shown_name) == ("Iñaki Sáez", "Goblin 2")
    # Each still under its own token.
    for item in (inaki, goblin):
        token = square_rect(item.square)
        label = item.label_scene_rect()
        assert label.left() < token.right() and label.right() > token.left()


def test_a_name_the_players_see_is_not_cut_by_the_fog_beside_its_token(demo: Demo) -> None:
    table, scene = setting(demo)
    item = scene.token_items[GOBLIN_4]
    label = item.label_scene_rect()
    over_fog = label.intersected(square_rect(UNDER_GOBLIN_4))
    assert over_fog.width() > 5  # the name runs over the fogged square
    image = table.view.viewport().grab().toImage()
    assert bright_pixels(image, table, over_fog) > 5  # its letters drawn there, not the fog


def bright_pixels(image: QImage, table: TableScreenWindow, area: QRectF) -> int:
    """How many pixels of ``area`` (scene units) the players' monitor shows near white."""
    view = table.view
    box = view.mapFromScene(area).boundingRect().adjusted(1, 1, -1, -1)
    count = 0
    for x in range(box.left(), box.right() + 1):
        for y in range(box.top(), box.bottom() + 1):
            if image.rect().contains(x, y) and image.pixelColor(x, y).lightness() > 200:
                count += 1
    return count




def test_a_row_of_names_is_shared_halfway_between_tokens_on_the_same_row() -> None:
    from ryf_desktop.ui.map.geometry import SQUARE_PX
    from ryf_desktop.ui.map.tokens import label_lanes

    inf = float("inf")
    # (id, x, y, size): two side by side, one two squares on, one a row up, a 2×2 whose names
    # lie on the first row.
    lanes = label_lanes([(1, 6, 13, 1), (2, 7, 13, 1), (3, 10, 13, 1), (4, 7, 12, 1),
                         (5, 12, 12, 2)])
    assert lanes[1] == (-inf, 7 * SQUARE_PX)
    assert lanes[2] == (7 * SQUARE_PX, 9 * SQUARE_PX)
    assert lanes[3] == (9 * SQUARE_PX, 11.5 * SQUARE_PX)
    assert lanes[5] == (11.5 * SQUARE_PX, inf)
    assert lanes[4] == (-inf, inf)
