"""Every text the program translates is one lupdate can find: a ``tr()``/``translate()`` call
with its text written out, or — in the few table-driven places named here — a text marked with
``QT_TRANSLATE_NOOP`` where it is written. A wrapper that hands ``translate`` a variable it was
given hides its texts from lupdate, so the .ts files drop their Spanish and the program shows
English (the sheet's skill table did, unnoticed, for a whole session)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "ryf_desktop"

#: (module, function) that translate a text given to them; each one's texts are
#: QT_TRANSLATE_NOOP entries of a table (checked by reading them when this list grows).
TABLE_DRIVEN = frozenset({
    ("ui/campaign/storage_messages.py", "menu_path"),  # the menus' own (context, text) pairs
    ("ui/catalog/details.py", "_words"),
    ("ui/combat/controller.py", "_tr"),  # ACTIONS' texts and tips
    ("ui/combat/labels.py", "rule_name"),
    ("ui/dice/formatting.py", "difficulty_item"),
    ("ui/dice/presentation.py", "_verdict"),
    ("ui/dice/rule_messages.py", "<lambda>"),
    ("ui/map/uvtt_messages.py", "uvtt_message"),
    ("ui/message_params.py", "text"),  # every Sentence's text is a QT_TRANSLATE_NOOP
    ("ui/players_web/dialog.py", "refusals"),  # the server's Refusals, marked there
})


def _untraceable_calls() -> set[tuple[str, str]]:
    found: set[tuple[str, str]] = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            text = (node.args[1] if name == "translate" and len(node.args) >= 2
                    and isinstance(node.args[0], ast.Constant | ast.Name | ast.Attribute)
                    else node.args[0] if name == "tr" and node.args else None)
            if text is None or isinstance(text, ast.Constant):
                continue
            owner: ast.AST = node
            while owner in parents and not isinstance(owner, ast.FunctionDef | ast.Lambda):
                owner = parents[owner]
            where = owner.name if isinstance(owner, ast.FunctionDef) else (
                "<lambda>" if isinstance(owner, ast.Lambda) else "<module>")
            found.add((path.relative_to(PACKAGE).as_posix(), where))
    return found


def test_no_text_reaches_translate_where_lupdate_cannot_see_it() -> None:
    unexpected = _untraceable_calls() - TABLE_DRIVEN
    assert not unexpected, (
        "translate()/tr() given a variable: lupdate cannot extract it, so it stays English. "
        "Write the text out in the call (or mark it with QT_TRANSLATE_NOOP where it is written "
        f"and name the place in TABLE_DRIVEN): {sorted(unexpected)}"
    )


def test_the_scan_finds_a_wrapper() -> None:
    # The check proves nothing unless it sees the known table-driven places.
    assert _untraceable_calls() >= TABLE_DRIVEN
