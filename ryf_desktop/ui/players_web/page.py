"""The page a player's phone or tablet opens: the map, the turn order, the last roll, the
handouts, and — after a code — the player's own live sheet and dice (rolled by the program or
typed as thrown, with the odds shown before). Plain HTML and a little JS with no rule in it.

The page is three files in ``resources/players_page/`` (``page.html``, ``page.css``, ``page.js``;
its words in Spanish and English are data in ``page.js``: Qt's translator does not reach a
browser). :func:`players_page` serves the style and the script inline, as one answer: every
request needs the join secret, which a second request for a file would have to carry too.
"""

from __future__ import annotations

import base64
import hashlib
from pathlib import Path
from typing import NamedTuple

from ryf_desktop.paths import resource_path

#: The tags of ``page.html`` that :func:`players_page` replaces with the file they name, inline.
STYLE_LINK = '<link rel="stylesheet" href="page.css">'
SCRIPT_TAG = '<script src="page.js"></script>'


class PlayersPage(NamedTuple):
    """The page as served, and the Content-Security-Policy that lets only its own style and
    script run (by their SHA-256: a script slipped into the page some other way does not)."""

    html: str
    policy: str


def _inline(html: str, tag: str, element: str, text: str) -> str:
    """``html`` with its one ``tag`` replaced by ``text`` inside an ``element`` of its own.
    Text that would end the element early, or open an HTML comment inside a script, is refused
    (ValueError): the page is the program's, and must stay whole."""
    if html.count(tag) != 1:
        raise ValueError(f"the players' page must hold {tag} once")
    lowered = text.lower()
    if f"</{element}" in lowered or "<!--" in lowered:
        raise ValueError(f"the players' page's {element} must not hold </{element} or <!--")
    return html.replace(tag, f"<{element}>{_inlined(text)}</{element}>")


def _inlined(text: str) -> str:
    return f"\n{text}"


def _digest(text: str) -> str:
    """A CSP source for ``text`` inline: ``'sha256-…'`` of exactly what stands in the element."""
    digest = hashlib.sha256(_inlined(text).encode("utf-8")).digest()
    return f"'sha256-{base64.b64encode(digest).decode('ascii')}'"


def players_page(folder: Path | None = None) -> PlayersPage:
    """The page as served: ``page.html`` with ``page.css`` and ``page.js`` inline in place of the
    tags that name them, and its policy. ``folder``: where the three files are (the program's
    resources by default). OSError when one cannot be read."""
    folder = folder if folder is not None else resource_path("players_page")
    html, style, script = ((folder / name).read_text(encoding="utf-8")
                           for name in ("page.html", "page.css", "page.js"))
    page = _inline(_inline(html, STYLE_LINK, "style", style), SCRIPT_TAG, "script", script)
    policy = (f"default-src 'none'; img-src 'self' blob:; style-src {_digest(style)}; "
              f"script-src {_digest(script)}; connect-src 'self'")
    return PlayersPage(page, policy)
