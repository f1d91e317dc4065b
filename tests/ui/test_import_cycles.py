"""No import circle in ``ryf_desktop/ui``: every module of the GM's window can be read (and
changed) from the bottom up. Counted as Python counts them: imports inside functions and under
``TYPE_CHECKING`` too (grimp, the import graph import-linter reads)."""

from __future__ import annotations

from collections.abc import Iterator

import grimp

UI = "ryf_desktop.ui"

#: Circles still waiting to be broken, each by the modules it runs through; a circle within one of
#: these sets is let pass. Remove a set once its circle is gone (none may be added).
KNOWN_CIRCLES: tuple[frozenset[str], ...] = ()


def _circles(graph: grimp.ImportGraph, modules: set[str]) -> Iterator[set[str]]:
    """The strongly connected groups of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    counter = 0

    def targets(module: str) -> list[str]:
        return sorted(graph.find_modules_directly_imported_by(module) & modules)

    for root in sorted(modules):
        if root in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(root, iter(targets(root)))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            module, pending = work[-1]
            following = next(pending, None)
            if following is not None:
                if following not in index:
                    index[following] = low[following] = counter
                    counter += 1
                    stack.append(following)
                    on_stack.add(following)
                    work.append((following, iter(targets(following))))
                elif following in on_stack:
                    low[module] = min(low[module], index[following])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[module])
            if low[module] == index[module]:
                group: set[str] = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.add(member)
                    if member == module:
                        break
                if len(group) > 1:
                    yield group


def test_no_import_circle_in_ui() -> None:
    graph = grimp.build_graph("ryf_desktop", cache_dir=None)
    modules = {module for module in graph.modules if module.startswith(UI + ".")}
    prefix = len(UI) + 1
    found = [{module[prefix:] for module in group} for group in _circles(graph, modules)]
    unknown = [sorted(group) for group in found
               if not any(group <= known for known in KNOWN_CIRCLES)]
    assert unknown == []


def test_the_installers_do_not_import_the_main_window() -> None:
    graph = grimp.build_graph("ryf_desktop", cache_dir=None)
    importers = graph.find_modules_that_directly_import("ryf_desktop.ui.main_window")
    assert importers <= {"ryf_desktop.app"}
