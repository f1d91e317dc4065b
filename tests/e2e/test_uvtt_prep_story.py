"""A GM prepares an evening from scratch with a Universal VTT map, in Spanish, on a real display
(two monitors, xcb): a new campaign from the File menu's dialog; the table screen open with
nothing to show yet; *Importar mapa…* of a .dd2vtt whose preview draws its walls, doors and
lights with *start under fog* ticked; the table screen does not switch to the new map until the
GM shows it, and then the players see only fog; a skeleton put on the map from the catalog comes
hidden (the table screen never draws it); *Revelar todo* clears the fog, and *Mostrar a los
jugadores* on the token's menu (the real mouse) shows the skeleton at last.

test_map_prep_story.py covers a map made from a picture; this story covers the import of a
Universal VTT file and the hidden placement. One window for the module, a grab after each step.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRect, QSettings, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.catalog import EntryKind, Era
from ryf_desktop.rules.square_mask import SquareMask
from ryf_desktop.session.map_queries import maps
from ryf_desktop.ui.campaign.new_dialog import NewCampaignDialog
from ryf_desktop.ui.catalog import EntryRef
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.map import SQUARE_PX
from ryf_desktop.ui.map.import_dialog import LEGEND_COLOURS, MapImportDialog
from tests import uvtt_files
from tests.e2e.desk import (
    Desk,
    MapRoom,
    RealMouse,
    ScreenGrabs,
    clear_windows,
    colours_in,
    dark_share,
    drawn_texts,
    lies_on,
    remove_translators,
    settle,
    shown_menu_entry,
    translated_start,
    translators_for,
    type_text,
    visible_windows,
    watch_for_window,
)
from tests.ui.test_catalog_browser import choose

ENOUGH_MS = 8000
CAMPAIGN = "La cripta del Liche"
MAP_NAME = "Cripta"
SKELETON = EntryRef(EntryKind.MONSTER, Era.MEDIEVAL, "Esqueleto")


def tr(context: str, source: str, count: int = -1) -> str:
    return QCoreApplication.translate(context, source, None, count)


class Prep(MapRoom):

    def shoot(self, qtbot: QtBot, name: str, **regions: QWidget) -> QImage:
        self.mouse.park()
        return self.grabs.shoot(qtbot, name, **regions)

    def table_patch(self, square: tuple[int, int], half: int = 10) -> QRect:
        """A patch round ``square``'s centre on the table monitor (X screen pixels)."""
        view = self.table.view
        centre = view.viewport().mapToGlobal(view.mapFromScene(
            QPointF((square[0] + 0.5) * SQUARE_PX, (square[1] + 0.5) * SQUARE_PX)))
        return QRect(centre.x() - half, centre.y() - half, 2 * half + 1, 2 * half + 1)

    def gm_point(self, square: tuple[int, int]) -> QPoint:
        view = self.window.map_panel.view
        return view.viewport().mapToGlobal(view.mapFromScene(
            QPointF((square[0] + 0.5) * SQUARE_PX, (square[1] + 0.5) * SQUARE_PX)))

    def table_texts(self) -> list[str]:
        return [text for _where, text in drawn_texts(self.table) if text]


@pytest.fixture(scope="module")
def prep(qapp: QApplication, desk: Desk, grabs: ScreenGrabs, mouse: RealMouse,
         gm_home: Path) -> Iterator[Prep]:
    translators = translators_for(qapp, "es", gm_home)
    window = MainWindow(QSettings(), rng=random.Random(23), persist_layout=False,
                        take_backups=False)
    window.setGeometry(desk.laptop.availableGeometry())
    window.show()
    window.install_catalog()
    window.install_play()
    yield Prep(window, desk, grabs, mouse, gm_home)
    clear_windows()
    remove_translators(qapp, translators)


def test_01_nueva_campana_from_the_file_menu_opens_an_empty_medieval_campaign(
    prep: Prep, qtbot: QtBot
) -> None:
    window = prep.window
    qtbot.waitExposed(window)
    path = prep.folder / "cripta.ryf"

    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, NewCampaignDialog) and lies_on(dialog, prep.desk.laptop)
        type_text(dialog.name_edit, CAMPAIGN)
        dialog.setting_combo.setCurrentIndex(dialog.setting_combo.findData(str(Era.MEDIEVAL)))
        dialog.path_edit.setText(str(path))
        prep.grabs.shoot(qtbot, "nueva_campana", new_campaign=dialog)
        dialog.create_button.click()

    watch_for_window(qtbot, window.campaign_actions.new_action.trigger, fill, NewCampaignDialog)
    qtbot.waitUntil(lambda: window.campaign.session is not None, timeout=ENOUGH_MS)
    assert path.exists() and maps(prep.session.model) == []
    assert CAMPAIGN in window.windowTitle()
    # The table screen is open before any map exists: the campaign's title card, no map.
    window.table_screen_action.trigger()
    qtbot.waitExposed(prep.table)
    assert lies_on(prep.table, prep.desk.table) and prep.table.shown_map_id is None
    prep.shoot(qtbot, "campana_vacia_y_pantalla_de_mesa")


def test_02_the_import_preview_draws_walls_doors_and_lights_and_starts_under_fog(
    prep: Prep, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    file = uvtt_files.write(prep.folder / "cripta.dd2vtt", uvtt_files.dungeon("png"))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kw: (str(file), ""))
    entry = next(action for action in prep.window.file_menu.actions()
                 if action.objectName() == "import_map_action")
    assert entry.text().replace("&", "").startswith("Importar")
    entry.trigger()
    qtbot.waitUntil(lambda: any(isinstance(w, MapImportDialog) for w in visible_windows()),
                    timeout=ENOUGH_MS)
    dialog = next(w for w in visible_windows() if isinstance(w, MapImportDialog))
    assert isinstance(dialog, MapImportDialog) and lies_on(dialog, prep.desk.laptop)
    summary = dialog.summary.text()
    for words in (tr("MapImportDialog", "%n door(s)", 2).replace("%n", "2"),
                  tr("MapImportDialog", "%n light(s)", 2).replace("%n", "2")):
        assert words in summary, (words, summary)
    assert "12 × 8" in summary
    # The picture shows the walls, both kinds of door and the lights' reach in the legend's
    # colours, not only the bare picture.
    preview = dialog.picture.pixmap().toImage()
    found = {preview.pixelColor(x, y).name() for x in range(preview.width())
             for y in range(preview.height())}
    for feature in ("wall", "closed_door", "open_door"):
        assert LEGEND_COLOURS[feature] in found, feature
    light = QColor(LEGEND_COLOURS["light"])
    assert any(abs(QColor(colour).hue() - light.hue()) <= 6 and QColor(colour).saturation() > 120
               for colour in found), "no light's reach drawn"
    assert dialog.fogged.isChecked(), "a new map starts under fog unless the GM unticks it"
    assert "niebla" in dialog.fogged.text().replace("&", "")
    prep.grabs.shoot(qtbot, "vista_previa_uvtt", import_dialog=dialog)
    dialog.name_edit.selectAll()
    type_text(dialog.name_edit, MAP_NAME)
    QTest.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=ENOUGH_MS)
    (made,) = maps(prep.session.model)
    assert made.name == MAP_NAME
    prep.map_id = made.id
    assert prep.window.map_panel.controller.map_id() == made.id
    board = prep.map()
    assert (board.width, board.height) == (12, 8)
    assert board.fog == SquareMask.full(12, 8)


def test_03_the_table_screen_keeps_its_card_until_the_gm_shows_the_map(
    prep: Prep, qtbot: QtBot
) -> None:
    prep.window.map_panel.view.fit_map()
    settle(qtbot, 300)
    assert prep.table.shown_map_id is None, "the imported map reached the players by itself"
    prep.shoot(qtbot, "importado_la_mesa_no_cambia")
    assert prep.table.shown_map_id is None


def test_04_mostrar_a_los_jugadores_shows_them_only_fog(prep: Prep, qtbot: QtBot) -> None:
    action = prep.window.map_panel.players_action
    assert action.text().replace("&", "").startswith("Mostrar")
    action.trigger()
    qtbot.waitUntil(lambda: prep.table.shown_map_id == prep.map_id, timeout=ENOUGH_MS)
    image = prep.shoot(qtbot, "jugadores_ven_niebla")
    # The room (x 3–9, y 1–6) and the outside alike: black on the table monitor.
    for square in ((4, 2), (7, 5), (1, 6), (11, 1)):
        patch = prep.table_patch(square)
        assert prep.desk.table.geometry().contains(patch), square
        assert dark_share(image, patch, step=2) > 0.9, square


def test_05_a_skeleton_placed_from_the_catalog_comes_hidden_from_the_players(
    prep: Prep, qtbot: QtBot
) -> None:
    browser = prep.window.catalog_browser
    assert browser is not None
    prep.window.dock("catalog").show()
    prep.window.dock("catalog").raise_()
    choose(browser, SKELETON)
    assert browser.view.place_on_map_button.isEnabled()
    before = {token.id for token in prep.map().tokens}
    QTest.mouseClick(browser.view.place_on_map_button,
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(prep.map().tokens) == len(before) + 1, timeout=ENOUGH_MS)
    (token,) = [token for token in prep.map().tokens if token.id not in before]
    assert token.hidden, "on the map the players see, a new creature comes hidden"
    assert token.name.startswith("Esqueleto")
    status = browser.view.status.text()
    assert "Oculta a los jugadores" in status, status
    prep.shoot(qtbot, "esqueleto_oculto")
    assert not any("Esqueleto" in text for text in prep.table_texts())


def test_06_revelar_todo_clears_the_fog_but_not_the_hidden_skeleton(
    prep: Prep, qtbot: QtBot
) -> None:
    reveal = prep.window.map_panel.prep.reveal_all_action
    assert reveal.text().replace("&", "") == "Revelar todo"
    steps = prep.session.undo_stack.index()
    reveal.trigger()
    assert prep.session.undo_stack.index() == steps + 1
    assert prep.map().fog.count() == 0
    image = prep.shoot(qtbot, "niebla_revelada_esqueleto_oculto")
    for square in ((4, 2), (7, 5), (1, 6)):
        assert dark_share(image, prep.table_patch(square), step=2) < 0.1, square
    token = next(token for token in prep.map().tokens if token.name.startswith("Esqueleto"))
    assert token.hidden
    assert not any("Esqueleto" in text for text in prep.table_texts())


def test_07_mostrar_a_los_jugadores_on_the_tokens_menu_reveals_the_skeleton(
    prep: Prep, qtbot: QtBot
) -> None:
    token = next(token for token in prep.map().tokens if token.name.startswith("Esqueleto"))
    square = (token.x, token.y)
    prep.mouse.park()
    before = prep.grabs.shoot(qtbot, "antes_de_revelar")
    floor_before = colours_in(before, prep.table_patch(square, 14), step=2)
    prep.mouse.click(qtbot, prep.gm_point(square), button=3)
    show = translated_start("MapPanel", "Show to the players")
    click = shown_menu_entry(qtbot, show, prep.desk.laptop,
                             lambda: prep.grabs.shoot(qtbot, "menu_de_la_ficha"))
    assert click is not None, f"no “{show}” in the token's menu"
    click()
    qtbot.waitUntil(lambda: not next(t for t in prep.map().tokens if t.id == token.id).hidden,
                    timeout=ENOUGH_MS)
    qtbot.waitUntil(lambda: any("Esqueleto" in text for text in prep.table_texts()),
                    timeout=ENOUGH_MS)
    image = prep.shoot(qtbot, "esqueleto_revelado")
    # The token is now drawn on the players' floor: the patch holds more colours than bare floor.
    assert colours_in(image, prep.table_patch(square, 14), step=2) > floor_before
