"""Speed of the catalog; prints one figure a line, ``name: value unit``.

- ``catalog_load``: loading and parsing every table of resources/catalog, cold (the loader's cache
  cleared before each of 5 runs; the median).
- ``search_keystroke_2000_gm``: one keystroke of the browser's search over the shipped catalog
  plus 2,000 GM entries, done the way the browser does it: the in-memory index
  (:class:`~ryf_desktop.ui.catalog.index.CatalogIndex`) searched with the setting filter, the
  tree's counts, the chosen category, the table model refilled. The slowest keystroke of typing
  "dragon", "espada" and clearing the field, each the median of 20 runs. Target: under 5 ms.
- ``search_keystroke_2000_gm_widgets``: the same keystrokes through the whole browser widget
  (search field, tree, table, selection and detail pane), for reference.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtWidgets import QApplication

from ryf_desktop.app import configure_qt_threads
from ryf_desktop.catalog import EntryKind, Era, ItemCategory, load_catalog
from ryf_desktop.session import GmEntry, build_gm_entry
from ryf_desktop.session.gm_entries import DEFAULT_FIELDS
from ryf_desktop.ui.catalog import CatalogBrowser
from ryf_desktop.ui.catalog.index import ALL, CatalogIndex
from ryf_desktop.ui.catalog.table_models import make_models

GM_ENTRIES = 2_000
KEYSTROKES = ("d", "dr", "dra", "drag", "drago", "dragon", "", "e", "es", "esp", "espa",
              "espad", "espada", "")
RUNS = 20


def median_ms(func: Callable[[], object], runs: int) -> float:
    """Milliseconds per call: the median of ``runs`` calls."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def catalog_load_ms() -> float:
    def cold() -> object:
        load_catalog.cache_clear()
        return load_catalog()

    return median_ms(cold, 5)


def gm_entries(count: int) -> list[GmEntry]:
    """``count`` GM entries of every kind, with names a GM might give them."""
    kinds = list(EntryKind)
    eras = list(Era)
    made = []
    for number in range(count):
        kind = kinds[number % len(kinds)]
        era = eras[number % len(eras)]
        fields = dict(DEFAULT_FIELDS[kind])
        if kind is not EntryKind.MONSTER:
            fields["era"] = era.value
            fields["price"] = {Era.MEDIEVAL: "3 mp", Era.ACTUAL: "40 $", Era.FUTURO: "7 cr"}[era]
        if kind is EntryKind.ITEM:
            fields["category"] = list(ItemCategory)[number % len(ItemCategory)].value
        name = f"Objeto casero {number:04d} de la campaña"
        made.append(GmEntry(id=number + 1, entry=build_gm_entry(kind, name, fields),
                            fields=fields))
    return made


def typing_ms(keystroke: Callable[[str], object]) -> float:
    """The slowest keystroke of typing :data:`KEYSTROKES`, each the median of :data:`RUNS`."""
    times: dict[int, list[float]] = {number: [] for number in range(len(KEYSTROKES))}
    for _ in range(RUNS):
        for number, text in enumerate(KEYSTROKES):
            start = time.perf_counter()
            keystroke(text)
            times[number].append(time.perf_counter() - start)
    return max(statistics.median(values) for values in times.values()) * 1000


def search_keystroke_ms(gm: list[GmEntry]) -> float:
    index = CatalogIndex(load_catalog().entries(), gm)
    models = make_models()

    def keystroke(text: str) -> None:
        found = index.search(text, Era.MEDIEVAL)
        index.counts(found)
        models[None].set_entries(CatalogIndex.in_category(found, ALL))

    return typing_ms(keystroke)


def widget_keystroke_ms(gm: list[GmEntry]) -> float:
    browser = CatalogBrowser()
    browser.resize(1000, 700)
    browser.show()
    controller = browser.controller
    controller.index.set_gm_entries(gm)
    controller.set_setting_filter(Era.MEDIEVAL)
    search = browser.view.search
    QApplication.processEvents()

    def keystroke(text: str) -> None:
        search.setText(text)
        QApplication.processEvents()

    worst = typing_ms(keystroke)
    browser.close()
    return worst


def main() -> None:
    configure_qt_threads()  # as the program does before its QApplication
    app = QApplication.instance() or QApplication(sys.argv)
    print(f"catalog_load: {catalog_load_ms():.1f} ms")
    gm = gm_entries(GM_ENTRIES)
    print(f"search_keystroke_2000_gm: {search_keystroke_ms(gm):.2f} ms")
    print(f"search_keystroke_2000_gm_widgets: {widget_keystroke_ms(gm):.2f} ms")
    del app


if __name__ == "__main__":
    main()
