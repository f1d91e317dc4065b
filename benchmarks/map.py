"""Speed of the battlemap (issue 6 §10); prints one figure a line, ``name: value unit``.

A 100×100 map with a background image (2000×2000 px, 20 px a square), 30 % of its squares walls,
1,000 tokens (995 creatures and 5 player characters) and fog over all of it, shown in the GM's
map panel (1280×800, offscreen) while the players' table screen shows the same map:

- ``pan_zoom_frame_median`` / ``pan_zoom_frame_p95``: one frame of a pan/zoom sequence (zoom
  steps between the whole map and close up, pans across it), from the view's change to the
  viewport painted.
- ``drag_update_median`` / ``drag_update_p95``: one mouse move while dragging the active
  combatant's token in a running combat: the route and its cost asked of the session
  (``combats.move_check``) and drawn, the viewport painted. ``drag_press`` is the press
  that shows the reachable area (``combats.reach``), once.
- ``sight_reveal_5_tokens``: Reveal from sight for the 5 player characters' tokens, from the
  push until both scenes (the GM's and the table screen's) show the new fog and both viewports
  have painted it, through Qt's normal update path as in the program: the event loop runs until
  each viewport has painted after its scene refreshed (paint events counted by an event
  filter), and the revealed squares in view are checked to lie inside what each painted
  (median of 5, the fog put back between runs). ``sight_reveal_push``, ``_scenes_refreshed``
  and ``_viewports_painted`` are its parts, ``sight_reveal_cpu`` its CPU time (the machine may
  be shared).
  ``sight_reveal_forced_full_repaint`` is the same reveal with both whole viewports repainted by
  force after the refresh (``viewport().repaint()``), the figure this benchmark printed first.
- ``peak_memory``: the process's peak resident memory.
- ``bare_scene_pan_zoom_median`` / ``_p95``: the same pan/zoom frames on a bare QGraphicsScene
  holding the same background pixmap, the grid as one path item and 1,000 plain ellipse items;
  ``pan_zoom_ratio`` is ours over the bare median.
- Map makers' maps and big pictures (issue 18): printed last, by ``benchmarks/map_big.py``, which
  this script runs after its own figures (each of its parts in a process of its own, so that
  each peak memory is its own); ``--no-big`` leaves them out.

Targets: pan/zoom median < 8 ms, p95 < 16 ms, drag update < 16 ms, sight reveal < 20 ms, ratio
≤ 1.5.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QRegion,
    QTransform,
)
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsEllipseItem,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsView,
)

from ryf_desktop.app import configure_qt_threads
from ryf_desktop.rules.profile import HEROICO
from ryf_desktop.session import (
    CampaignSession,
    map_commands,
    map_queries,
)
from ryf_desktop.session import combat as combats
from ryf_desktop.session.command import ModelCommand
from ryf_desktop.session.draft import Draft
from ryf_desktop.storage import pack_squares
from ryf_desktop.storage.records import Character, Map, MapToken, MonsterInstance
from ryf_desktop.ui.common import SessionHolder
from ryf_desktop.ui.map import SQUARE_PX, MapPanel, MapScene, MapView
from ryf_desktop.ui.map.view import SETTLE_MS

SIZE = 100
TOKENS = 1000
PCS = 5
WALL_SHARE = 0.30
PX_PER_SQUARE_IMAGE = 20
VIEW_SIZE = (1280, 800)


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def _background(path: Path) -> None:
    side = SIZE * PX_PER_SQUARE_IMAGE
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(QColor("#9c8a6a"))
    painter = QPainter(image)
    rng = random.Random(3)
    for _ in range(3000):
        painter.fillRect(rng.randrange(side), rng.randrange(side), rng.randrange(8, 60),
                         rng.randrange(8, 60), QColor(rng.randrange(90, 200),
                                                      rng.randrange(80, 170), 90))
    painter.end()
    assert image.save(str(path))  # PNG, from the name


class _Setup(ModelCommand):
    """The benchmark's walls, fog, creatures, characters and tokens, in one step."""

    def __init__(self, session: CampaignSession, map_id: int, walls: set[tuple[int, int]],
                 fog: set[tuple[int, int]], spots: list[tuple[int, int]],
                 pc_spots: list[tuple[int, int]]) -> None:
        super().__init__(session, "benchmark set-up")
        self.map_id, self.walls, self.fog = map_id, walls, fog
        self.spots, self.pc_spots = spots, pc_spots
        self.pc_tokens: list[int] = []

    def work_out(self, draft: Draft) -> None:
        row = draft.get(Map, self.map_id)
        assert row is not None
        draft.update(row, walls=pack_squares(self.walls), fog=pack_squares(self.fog))
        for n, (x, y) in enumerate(self.spots):
            monster = draft.add(
                MonsterInstance, catalog_name="Goblin", name=f"Goblin {n + 1}", number=n + 1,
                pv_max=12, fields='{"ini": 15, "ata": 14, "def": 16, "abs": 0, "dano": "1d6+2"}')
            draft.add(MapToken, map_id=self.map_id, monster_id=monster.id, x=x, y=y, size=1)
        for n, (x, y) in enumerate(self.pc_spots):
            character = draft.add(Character, name=f"Heroína {n + 1}", kind="pc", fisico=7,
                                  destreza=8, inteligencia=7, percepcion=8)
            token = draft.add(MapToken, map_id=self.map_id, character_id=character.id, x=x, y=y)
            self.pc_tokens.append(token.id)


class _SetFog(ModelCommand):
    """The map's fog as given (the benchmark puts it back between reveals)."""

    def __init__(self, session: CampaignSession, map_id: int, fog: set[tuple[int, int]]) -> None:
        super().__init__(session, "benchmark fog")
        self.map_id, self.fog = map_id, fog

    def work_out(self, draft: Draft) -> None:
        row = draft.get(Map, self.map_id)
        assert row is not None
        draft.update(row, fog=pack_squares(self.fog))


def build(session: CampaignSession, folder: Path) -> tuple[int, list[int], set[tuple[int, int]]]:
    """The map, its walls, fog, background and tokens; returns map id, PC token ids, fog."""
    rng = random.Random(6)
    create = map_commands.CreateMap(session, "Bench", SIZE, SIZE)
    assert session.push(create) and create.map_id is not None
    map_id = create.map_id
    picture = folder / "background.png"
    _background(picture)
    assert session.push(map_commands.SetBackground(session, map_id, picture))
    assert session.push(map_commands.CalibrateBackground(session, map_id,
                                                         PX_PER_SQUARE_IMAGE, 0.0, 0.0))
    centre = SIZE // 2
    # A clear room in the middle where the player characters stand and move.
    room = {(x, y) for x in range(centre - 8, centre + 9) for y in range(centre - 8, centre + 9)}
    every = [(x, y) for y in range(SIZE) for x in range(SIZE)]
    walls = set(rng.sample([square for square in every if square not in room],
                           int(WALL_SHARE * SIZE * SIZE)))
    fog = set(every)
    free = [square for square in every if square not in walls and square not in room]
    spots = rng.sample(free, TOKENS - PCS)
    pc_spots = [(centre + dx, centre) for dx in range(-4, 6, 2)]
    setup = _Setup(session, map_id, walls, fog, spots, pc_spots)
    assert session.push(setup)
    session.undo_stack.clear()
    pc_tokens = setup.pc_tokens
    return map_id, pc_tokens, fog


def start_combat(session: CampaignSession, map_id: int, pc_tokens: list[int]) -> int:
    """A running combat on the map with the player characters, the first one acting."""
    start = combats.StartCombat(session, "Bench", map_id=map_id, token_ids=pc_tokens,
                                        rng=random.Random(1))
    assert session.push(start) and start.combat_id is not None
    view = combats.combat_view(session.model, start.combat_id)
    for index, row in enumerate(view.combatants):
        assert session.push(combats.SetInitiative(session, row.id, total=25 - index))
    assert session.push(combats.BeginCombat(session, start.combat_id))
    return start.combat_id


def pan_zoom_steps() -> list[tuple[float, QPointF]]:
    """(pixels per square, scene point at the view's centre) of every frame."""
    steps: list[tuple[float, QPointF]] = []
    middle = SIZE * SQUARE_PX / 2
    scale = 8.0
    centre = QPointF(middle, middle)
    for _ in range(12):  # zoom in from the whole map
        scale *= 1.2
        steps.append((scale, QPointF(centre)))
    for direction in ((1, 0), (0, 1), (-1, 0), (0, -1)):  # pan around close up
        for _ in range(25):
            centre += QPointF(direction[0] * 40 * SQUARE_PX / scale,
                              direction[1] * 40 * SQUARE_PX / scale)
            steps.append((scale, QPointF(centre)))
    for _ in range(14):  # zoom out past the whole map
        scale /= 1.2
        steps.append((scale, QPointF(centre)))
    for direction in ((1, 1), (-1, -1)):  # pan far out
        for _ in range(20):
            centre += QPointF(direction[0] * 30 * SQUARE_PX / scale,
                              direction[1] * 30 * SQUARE_PX / scale)
            steps.append((scale, QPointF(centre)))
    return steps


def run_frames(view: QGraphicsView, steps: list[tuple[float, QPointF]],
               cpu: list[float] | None = None) -> list[float]:
    """Wall time of each frame; with ``cpu``, the thread's CPU time of each frame too (the
    machine may be shared: CPU time shows what the frame itself cost)."""
    app = QApplication.instance()
    assert app is not None
    times: list[float] = []
    for px, centre in steps:
        app.processEvents()
        cpu_began = time.thread_time()
        began = time.perf_counter()
        if isinstance(view, MapView):
            view.show_at(px, centre)
        else:
            factor = px / SQUARE_PX
            view.setTransform(QTransform.fromScale(factor, factor))
            view.centerOn(centre)
        view.viewport().repaint()
        times.append(time.perf_counter() - began)
        if cpu is not None:
            cpu.append(time.thread_time() - cpu_began)
    return times


def bare_scene(pixmap: QPixmap) -> QGraphicsScene:
    scene = QGraphicsScene()
    background = QGraphicsPixmapItem(pixmap)
    background.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
    factor = SQUARE_PX / PX_PER_SQUARE_IMAGE
    background.setTransform(QTransform.fromScale(factor, factor))
    scene.addItem(background)
    grid = QPainterPath()
    for index in range(SIZE + 1):
        grid.moveTo(index * SQUARE_PX, 0)
        grid.lineTo(index * SQUARE_PX, SIZE * SQUARE_PX)
        grid.moveTo(0, index * SQUARE_PX)
        grid.lineTo(SIZE * SQUARE_PX, index * SQUARE_PX)
    scene.addPath(grid, QPen(QColor(0, 0, 0, 90), 0))
    rng = random.Random(6)
    brush = QBrush(QColor("#1f77b4"))
    pen = QPen(QColor("#2e7d32"), SQUARE_PX * 0.09)
    for _ in range(TOKENS):
        item = QGraphicsEllipseItem(0, 0, SQUARE_PX * 0.86, SQUARE_PX * 0.86)
        item.setBrush(brush)
        item.setPen(pen)
        item.setPos(rng.randrange(SIZE) * SQUARE_PX, rng.randrange(SIZE) * SQUARE_PX)
        scene.addItem(item)
    margin = 3 * SQUARE_PX
    scene.setSceneRect(QRectF(-margin, -margin, SIZE * SQUARE_PX + 2 * margin,
                              SIZE * SQUARE_PX + 2 * margin))
    return scene


def drag_frames(panel: MapPanel, token_square: tuple[int, int]
                ) -> tuple[float, list[float], list[float]]:
    """The press on the token, each mouse move to the route drawn, and the time of each
    ``combats.move_check`` inside those moves."""
    view = panel.view
    controller = panel.controller
    queries: list[float] = []
    asked = controller.move_check

    def timed_check(combatant_id: int, goal: tuple[int, int]) -> object:
        began = time.perf_counter()
        found = asked(combatant_id, goal)
        queries.append(time.perf_counter() - began)
        return found

    controller.move_check = timed_check  # type: ignore[method-assign,assignment]
    app = QApplication.instance()
    assert app is not None
    view.set_square_px(48)
    view.centerOn(QPointF((token_square[0] + 0.5) * SQUARE_PX,
                          (token_square[1] + 0.5) * SQUARE_PX))
    app.processEvents()
    # A GM's hand takes longer than this from the last zoom to grabbing a token: the view has
    # come to rest (MapView.SETTLE_MS) and paints as a resting view does.
    QTest.qWait(SETTLE_MS + 50)

    def at(square: tuple[int, int]) -> QPoint:
        return view.mapFromScene(QPointF((square[0] + 0.5) * SQUARE_PX,
                                         (square[1] + 0.5) * SQUARE_PX))

    viewport = view.viewport()
    began = time.perf_counter()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     at(token_square))
    viewport.repaint()
    press = time.perf_counter() - began
    times: list[float] = []
    path = [(token_square[0] + dx, token_square[1] + dy)
            for dx, dy in ((1, 0), (2, 1), (3, 2), (4, 3), (5, 4), (6, 5), (7, 6), (6, 6),
                           (5, 6), (4, 6), (3, 6), (2, 6), (1, 6), (0, 6), (-1, 5), (-2, 4),
                           (-3, 3), (-4, 2), (-5, 1), (-6, 0), (-7, -1), (-6, -2), (-5, -3),
                           (-4, -4), (-3, -5), (-2, -6), (-1, -7), (0, -6), (1, -5), (2, -4),
                           (3, -3), (4, -2), (5, -1), (6, 0), (7, 1), (8, 2), (2, 2), (1, 1))]
    for square in path:
        app.processEvents()
        began = time.perf_counter()
        QTest.mouseMove(viewport, at(square))
        app.processEvents()  # the route is asked for once the move is handled
        viewport.repaint()
        times.append(time.perf_counter() - began)
    tool = view.tool
    if tool is not None:
        tool.cancel()
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       at(token_square))
    controller.move_check = asked  # type: ignore[method-assign]
    return press, times, queries


def main() -> None:
    configure_qt_threads()  # as the program does before its QApplication
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        session = CampaignSession.create(folder / "bench.ryf", "Bench", "medieval", HEROICO,
                                         backup_dir=folder / "backups")
        try:
            map_id, pc_tokens, fog = build(session, folder)
            start_combat(session, map_id, pc_tokens)
            panel = MapPanel(SessionHolder(session))
            panel.resize(*VIEW_SIZE)
            panel.show()
            screen_note = table_screen(session, map_id)
            app.processEvents()
            scene = panel.controller.scene
            assert scene is not None and len(scene.token_items) == TOKENS

            steps = pan_zoom_steps()
            run_frames(panel.view, steps[:10])  # warm up
            ours_cpu: list[float] = []
            ours = run_frames(panel.view, steps, ours_cpu)

            pc_item = scene.token_items[pc_tokens[0]]
            press, drags, queries = drag_frames(panel, pc_item.square)

            forced = [reveal_once(session, map_id, panel, fog, screen_note[1])
                      for _ in range(5)]
            _REVEAL_PARTS.clear()
            reveals = [reveal_through_updates(session, map_id, panel, fog, screen_note[1])
                       for _ in range(5)]

            bare_view = QGraphicsView()
            bare_view.setRenderHints(QPainter.RenderHint.Antialiasing
                                     | QPainter.RenderHint.TextAntialiasing)
            bare_view.setFrameShape(panel.view.frameShape())
            # Configured like the map's view, so only the scene differs.
            bare_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            bare_view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            # The same picture, whole (the map's background is tiled: it holds no pixmap).
            picture = scene.background.picture
            assert picture is not None
            bare_view.setScene(bare_scene(QPixmap.fromImage(picture.levels[0])))
            bare_view.resize(panel.view.viewport().size())
            bare_view.show()
            app.processEvents()
            run_frames(bare_view, steps[:10])
            bare_cpu: list[float] = []
            bare = run_frames(bare_view, steps, bare_cpu)

            ours_median = statistics.median(ours)
            bare_median = statistics.median(bare)
            print(f"table_screen: {screen_note[0]}")
            print(f"pan_zoom_frames: {len(ours)} frames")
            print(f"pan_zoom_frame_median: {_ms(ours_median)}")
            print(f"pan_zoom_frame_p95: {_ms(_p95(ours))}")
            print(f"drag_press: {_ms(press)}")
            print(f"drag_update_median: {_ms(statistics.median(drags))}")
            print(f"drag_update_p95: {_ms(_p95(drags))}")
            print(f"drag_move_check_query_median: {_ms(statistics.median(queries))}")
            print(f"drag_update_without_query_median: "
                  f"{_ms(statistics.median(drags) - statistics.median(queries))}")
            print(f"sight_reveal_5_tokens: {_ms(statistics.median(reveals))}")
            print(f"sight_reveal_push: "
                  f"{_ms(statistics.median(part[0] for part in _REVEAL_PARTS))}")
            print(f"sight_reveal_scenes_refreshed: "
                  f"{_ms(statistics.median(part[1] for part in _REVEAL_PARTS))}")
            print(f"sight_reveal_viewports_painted: "
                  f"{_ms(statistics.median(part[2] for part in _REVEAL_PARTS))}")
            print(f"sight_reveal_cpu: "
                  f"{_ms(statistics.median(part[3] for part in _REVEAL_PARTS))}")
            print(f"sight_reveal_push_cpu: "
                  f"{_ms(statistics.median(part[4] for part in _REVEAL_PARTS))}")
            print(f"sight_reveal_forced_full_repaint: {_ms(statistics.median(forced))}")
            peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            print(f"peak_memory: {peak:.0f} MB")
            print(f"bare_scene_pan_zoom_median: {_ms(bare_median)}")
            print(f"bare_scene_pan_zoom_p95: {_ms(_p95(bare))}")
            print(f"pan_zoom_ratio: {ours_median / bare_median:.2f} x")
            print(f"pan_zoom_frame_cpu_median: {_ms(statistics.median(ours_cpu))}")
            print(f"pan_zoom_frame_cpu_p95: {_ms(_p95(ours_cpu))}")
            print(f"bare_scene_pan_zoom_cpu_median: {_ms(statistics.median(bare_cpu))}")
            print(f"pan_zoom_cpu_ratio: "
                  f"{statistics.median(ours_cpu) / statistics.median(bare_cpu):.2f} x")
            print(f"load_average: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
            panel.close()
            bare_view.close()
        finally:
            session.close()


def table_screen(session: CampaignSession, map_id: int) -> tuple[str, Callable[[], None]]:
    """Open the players' window on the map; returns what was opened and how to refresh it."""
    try:
        from ryf_desktop.ui.table_screen import TableScreenState, TableScreenWindow
    except ImportError:
        players = MapScene(session, map_id, audience="players")
        view = MapView(players)
        view.resize(960, 540)
        view.show()
        view.fit_map()
        _KEEP.append(view)
        _PLAYERS_SCENE[0] = lambda: [players]
        _PAINT_PLAYERS[0] = view.viewport().repaint
        return "stand-in (a MapView on MapScene(audience='players'))", players.refresh
    state = TableScreenState()
    window = TableScreenWindow(state)
    window.set_session(session)
    state.set_map_id(map_id)
    window.resize(960, 540)
    window.show()
    _KEEP.extend([state, window])

    def scenes() -> list[MapScene]:
        # The players' scene has no parent (findChildren misses it): the window holds it.
        return [window.scene] if isinstance(window.scene, MapScene) else []

    def paint() -> None:
        for view in window.findChildren(QGraphicsView):
            view.viewport().repaint()

    def refresh() -> None:
        for scene in scenes():
            scene.refresh()
        paint()

    _PLAYERS_SCENE[0] = scenes
    _PAINT_PLAYERS[0] = paint
    return "TableScreenWindow open", refresh


_KEEP: list[object] = []


def _fog_back(session: CampaignSession, map_id: int, panel: MapPanel,
              fog: set[tuple[int, int]], refresh_players: Callable[[], None]) -> MapScene:
    """Fog over everything again, outside the history, and both scenes shown so; the GM's
    scene."""
    scene = panel.controller.scene
    assert scene is not None
    assert session.push(_SetFog(session, map_id, fog))
    session.undo_stack.clear()
    scene.refresh()
    refresh_players()  # the table screen's scene too, or it would keep the last reveal's fog
    return scene


def reveal_once(session: CampaignSession, map_id: int, panel: MapPanel,
                fog: set[tuple[int, int]], refresh_players: Callable[[], None]) -> float:
    """One Reveal from sight, from the push until both scenes (the GM's and the table
    screen's) show the new fog and both viewports are painted: the push, then the event loop
    runs what the push left pending (each scene's refresh, folded onto the next turn of the
    loop), then both viewports paint. Returns the wall time; the parts go to _REVEAL_PARTS."""
    app = QApplication.instance()
    assert app is not None
    scene = _fog_back(session, map_id, panel, fog, refresh_players)
    app.processEvents()
    panel.view.viewport().repaint()
    cpu_began = time.thread_time()
    began = time.perf_counter()
    assert session.push(map_commands.RevealFromSight(session, map_id))
    pushed = time.perf_counter()
    pushed_cpu = time.thread_time()
    app.processEvents()  # the scenes' refreshes the push scheduled
    refreshed = time.perf_counter()
    panel.view.viewport().repaint()
    _PAINT_PLAYERS[0]()
    done = time.perf_counter()
    done_cpu = time.thread_time()
    shown = map_queries.map_view(session.model, map_id).fog
    for refreshed_scene in (scene, *_PLAYERS_SCENE[0]()):
        assert refreshed_scene.view_data is not None
        assert refreshed_scene.view_data.fog == shown, "a scene missed the reveal"
    _REVEAL_PARTS.append((pushed - began, refreshed - pushed, done - refreshed,
                          done_cpu - cpu_began, pushed_cpu - cpu_began))
    return done - began


class PaintWatch(QObject):
    """Counts the paint events of a viewport and keeps the region each painted."""

    def __init__(self, viewport: QObject) -> None:
        super().__init__()
        self.painted: list[tuple[float, QRegion]] = []
        viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint and isinstance(event, QPaintEvent):
            self.painted.append((time.perf_counter(), QRegion(event.region())))
        return False


def _players_views() -> list[QGraphicsView]:
    views: list[QGraphicsView] = []
    for scene in _PLAYERS_SCENE[0]():
        views.extend(scene.views())
    return views


def _lifted_shown(view: QGraphicsView, lifted: set[tuple[int, int]]) -> QRegion:
    """The part of ``view``'s viewport where squares of ``lifted`` are."""
    region = QRegion()
    for x, y in lifted:
        region += view.mapFromScene(QRectF(x * SQUARE_PX, y * SQUARE_PX, SQUARE_PX,
                                           SQUARE_PX)).boundingRect()
    return region.intersected(view.viewport().rect())


def reveal_through_updates(session: CampaignSession, map_id: int, panel: MapPanel,
                           fog: set[tuple[int, int]], refresh_players: Callable[[], None]
                           ) -> float:
    """One Reveal from sight as the program shows it: the push, then the event loop runs until
    both scenes have refreshed and both viewports have painted since the push, each painting
    what Qt found dirty (as after a real reveal, nothing is repainted by force). The revealed
    squares in view must lie inside what each viewport painted. Returns the wall time; the
    parts go to _REVEAL_PARTS."""
    app = QApplication.instance()
    assert app is not None
    scene = _fog_back(session, map_id, panel, fog, refresh_players)
    views: list[QGraphicsView] = [panel.view, *_players_views()]
    for _ in range(3):  # nothing of the fog put back may still wait to be painted
        app.processEvents()
    for view in views:
        view.viewport().repaint()
    assert len(views) == 2, "the table screen's view is missing"
    watches = [PaintWatch(view.viewport()) for view in views]
    scenes = [scene, *_PLAYERS_SCENE[0]()]
    refreshed_at: dict[int, float] = {}
    slots = []
    for number, each in enumerate(scenes):
        def note(number: int = number) -> None:
            refreshed_at[number] = time.perf_counter()
        each.refreshed.connect(note)
        slots.append((each, note))
    cpu_began = time.thread_time()
    began = time.perf_counter()
    assert session.push(map_commands.RevealFromSight(session, map_id))
    pushed = time.perf_counter()
    pushed_cpu = time.thread_time()

    def shown_on_both() -> bool:
        # Each viewport painted after its own scene refreshed.
        return all(number in refreshed_at
                   and any(at > refreshed_at[number] for at, _ in watch.painted)
                   for number, watch in enumerate(watches))

    while not shown_on_both():
        app.processEvents()
        if time.perf_counter() - began > 5:
            raise AssertionError("a scene did not refresh or a viewport did not paint")
    # After the turn of the loop that painted (the filter sees a paint event as it starts).
    done = time.perf_counter()
    done_cpu = time.thread_time()
    for each, note in slots:
        each.refreshed.disconnect(note)
    for view, watch in zip(views, watches, strict=True):
        view.viewport().removeEventFilter(watch)
    refreshed = max(refreshed_at.values())
    shown = map_queries.map_view(session.model, map_id).fog
    # Asked square by square: ``set(fog) - shown`` made the fog left into a set of every square,
    # which the program never does after a reveal, and freeing it fell into the next reveal
    # measured (0.6 ms of the GM scene's refresh).
    lifted = {square for square in fog if square not in shown}
    assert lifted, "the reveal lifted nothing"
    for each in scenes:
        assert each.view_data is not None
        assert each.view_data.fog == shown, "a scene missed the reveal"
    for number, (view, watch) in enumerate(zip(views, watches, strict=True)):
        painted = QRegion()
        for at, region in watch.painted:
            if at > refreshed_at[number]:
                painted += region
        missed = _lifted_shown(view, lifted).subtracted(painted)
        assert missed.isEmpty(), f"{view.objectName()} did not paint all it revealed"
    _REVEAL_PARTS.append((pushed - began, refreshed - pushed, done - refreshed,
                          done_cpu - cpu_began, pushed_cpu - cpu_began))
    return done - began


# How the table screen's scene is found and its viewport painted (set by table_screen()).
_PLAYERS_SCENE: list[Callable[[], list[MapScene]]] = [list]
_PAINT_PLAYERS: list[Callable[[], None]] = [lambda: None]
# (push, scenes refreshed, both viewports painted, CPU of the whole reveal, CPU of the push).
_REVEAL_PARTS: list[tuple[float, float, float, float, float]] = []


if __name__ == "__main__":
    main()
    if "--no-big" not in sys.argv[1:]:
        sys.stdout.flush()
        subprocess.run([sys.executable, str(Path(__file__).with_name("map_big.py"))], check=False)
