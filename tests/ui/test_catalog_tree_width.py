"""The catalog's category tree is never clipped (#15: "Besti…", "Armad…", "Fut…"): at the dock's
first-start width in a 1600×1000 window, and floated wide, every category's name and count fit
the row; shortened only when the GM drags the tree narrower, with the full name in a tooltip."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, QSettings, Qt
from PySide6.QtWidgets import QTreeView
from pytestqt.qtbot import QtBot

from ryf_desktop.session import ensure_demo_campaign
from ryf_desktop.ui.catalog import CatalogBrowser
from ryf_desktop.ui.catalog.tree_model import COUNT_COLUMN, NAME_COLUMN
from ryf_desktop.ui.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


@pytest.fixture
def browser(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MainWindow, CatalogBrowser]]:
    """The window as on a first start with the demo open (app.main's order of installs)."""
    path = ensure_demo_campaign(tmp_path / "demo" / "demo.ryf")
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    assert window.campaign.open_path(path)
    window.install_play()
    window.install_catalog()
    assert window.catalog_browser is not None
    qtbot.wait(50)  # the window sizes its docks once the event loop has laid them out
    window.dock("catalog").raise_()  # the GM clicks its tab
    qtbot.waitUntil(lambda: window.catalog_browser is not None
                    and window.catalog_browser.view.tree.isVisible())
    qtbot.wait(50)  # the splitters are placed once the dock has its size
    yield window, window.catalog_browser
    window.campaign.close_campaign()
    window.close()


def _rows(tree: QTreeView, parent: QModelIndex | None = None) -> list[QModelIndex]:
    model = tree.model()
    parent = parent if parent is not None else QModelIndex()
    return [model.index(row, NAME_COLUMN, parent) for row in range(model.rowCount(parent))
            if not tree.isRowHidden(row, parent)]


def _clipped(tree: QTreeView, index: QModelIndex) -> bool:
    """Whether the row's name (or its count) is drawn narrower than it needs, or past the edge."""
    viewport = tree.viewport().rect()
    name_rect = tree.visualRect(index)
    count = index.siblingAtColumn(COUNT_COLUMN)
    count_rect = tree.visualRect(count)
    needed = tree.sizeHintForIndex(index).width()
    return (name_rect.width() < needed
            or count_rect.width() < tree.sizeHintForIndex(count).width()
            or count_rect.right() > viewport.right())


def test_every_top_level_category_fits_at_the_docks_first_width(
    browser: tuple[MainWindow, CatalogBrowser],
) -> None:
    window, catalog = browser
    tree = catalog.view.tree
    assert window.dock("catalog").width() <= 600  # a narrow dock beside the map
    top = _rows(tree)
    names = [index.data() for index in top]
    assert len(top) >= 6, names
    assert [index.data() for index in top if _clipped(tree, index)] == []
    # The sub-categories too (eras and equipment lists), with their indentation.
    children = [child for index in top for child in _rows(tree, index)]
    assert children
    assert [index.data() for index in children if _clipped(tree, index)] == []
    # The table of entries keeps room beside the tree.
    assert catalog.view.table.width() >= 140


def test_floated_wide_the_tree_still_fits_and_the_table_takes_the_rest(
    qtbot: QtBot, browser: tuple[MainWindow, CatalogBrowser]
) -> None:
    window, catalog = browser
    dock = window.dock("catalog")
    dock.setFloating(True)
    dock.resize(1100, 700)
    qtbot.waitUntil(lambda: catalog.view.width() >= 1000)
    qtbot.wait(50)
    tree = catalog.view.tree
    assert [index.data() for index in _rows(tree) if _clipped(tree, index)] == []
    assert catalog.view.table.width() > tree.width()


def test_names_are_shortened_only_when_the_gm_narrows_the_tree_and_keep_a_tooltip(
    qtbot: QtBot, browser: tuple[MainWindow, CatalogBrowser]
) -> None:
    _window, catalog = browser
    tree = catalog.view.tree
    splitter = catalog.view.main_splitter
    total = sum(splitter.sizes())
    handle = splitter.handle(1)
    # The GM drags the tree's edge to the left, as far as it goes.
    from PySide6.QtTest import QTest

    start = handle.rect().center()
    QTest.mousePress(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(handle, start - type(start)(tree.width() - 40, 0))
    QTest.mouseRelease(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       start - type(start)(tree.width() - 40, 0))
    qtbot.waitUntil(lambda: splitter.sizes()[0] < 160)
    assert sum(splitter.sizes()) == total
    clipped = [index for index in _rows(tree) if _clipped(tree, index)]
    assert clipped, "a narrow tree shortens the longest names"
    for index in clipped:
        assert index.data(Qt.ItemDataRole.ToolTipRole) == index.data()
    # A later resize of the dock keeps the GM's width.
    catalog.view.resize(catalog.view.width() - 20, catalog.view.height())
    qtbot.wait(50)
    assert splitter.sizes()[0] < 160
