"""No module of the package keeps mutable state: every cache belongs to an object with a lifetime.

Walks every module of ``ryf_desktop`` and looks at what it binds at module level: a dict, list,
set, bytearray or a memoising function (``functools.cache``/``lru_cache``) there is state every
open campaign would share. Constant tables are ``MappingProxyType``/``frozenset``/``tuple``;
memoised pure functions of the rules are listed with the reason they never need to forget.
"""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType

import ryf_desktop

_MUTABLE = (dict, list, set, bytearray)

#: Memoised pure functions: the same arguments always give the same answer, so what they keep
#: never needs forgetting (the reason for each).
PURE_MEMOS = {
    "ryf_desktop.catalog.loader.load_catalog": "the shipped catalog's files do not change",
    "ryf_desktop.rules.dice_expressions._parse_text": "a dice text always means one expression",
    "ryf_desktop.rules.odds.check_odds": "a check's odds depend on its numbers alone",
    "ryf_desktop.rules.odds._expression_dist": "so does the spread of a dice expression",
    "ryf_desktop.rules.odds.expected_damage": "and the expected damage of one",
    "ryf_desktop.storage.migrate.script_directory": "the shipped migrations do not change",
}


def _modules() -> list[ModuleType]:
    found = [ryf_desktop]
    for info in pkgutil.walk_packages(ryf_desktop.__path__, "ryf_desktop."):
        if ".migrations." in info.name or info.name.endswith("__main__"):
            continue  # Alembic's scripts are loaded by Alembic, the entry point runs the program
        found.append(importlib.import_module(info.name))
    return found


def _state_of(module: ModuleType) -> list[str]:
    problems = []
    for name, value in vars(module).items():
        if name.startswith("__") and name.endswith("__"):
            continue
        if isinstance(value, _MUTABLE):
            problems.append(f"{module.__name__}.{name}: a module-level {type(value).__name__}")
        elif (
            callable(value)
            and hasattr(value, "cache_info")
            and getattr(value, "__module__", None) == module.__name__
            and f"{module.__name__}.{name}" not in PURE_MEMOS
        ):
            problems.append(f"{module.__name__}.{name}: a memoised function")
    return problems


def test_no_module_keeps_mutable_state() -> None:
    problems = [problem for module in _modules() for problem in _state_of(module)]
    assert problems == []
