"""The players' page is served from its files in resources/players_page, read once as the server
starts: page.html with page.css and page.js inline (one answer), under a policy that lets only
that style and that script run (their SHA-256); a file that would break the page out of its
element refused."""

from __future__ import annotations

import base64
import hashlib
import shutil
from collections.abc import Iterator
from pathlib import Path

import aiohttp
import pytest
from PySide6.QtWidgets import QApplication

from ryf_desktop.paths import resource_path
from ryf_desktop.ui.players_web import server as server_module
from ryf_desktop.ui.players_web.server import SCRIPT_TAG, STYLE_LINK, PlayersPage, players_page
from tests.players_web.scenario import Served

FILES = ("page.html", "page.css", "page.js")


@pytest.fixture
def served(qapp: QApplication, tmp_path: Path) -> Iterator[Served]:
    table = Served(qapp, tmp_path)
    yield table
    table.close()


@pytest.fixture
def page_folder(tmp_path: Path) -> Path:
    """A copy of the page's files to spoil."""
    folder = tmp_path / "players_page"
    shutil.copytree(resource_path("players_page"), folder)
    return folder


def test_the_page_is_served_whole_from_its_files_read_once(
    served: Served, monkeypatch: pytest.MonkeyPatch
) -> None:
    reads: list[PlayersPage] = []

    def counted() -> PlayersPage:
        reads.append(players_page())
        return reads[-1]

    monkeypatch.setattr(server_module, "players_page", counted)
    answers: list[tuple[int, str, str]] = []

    async def walk() -> None:
        await served.start()
        async with aiohttp.ClientSession() as client:
            for _ in range(3):
                async with client.get(served.url("/")) as answer:
                    answers.append((answer.status, answer.headers["Content-Security-Policy"],
                                    await answer.text()))

    served.run(walk)
    assert len(reads) == 1
    folder = resource_path("players_page")
    style, script = ((folder / name).read_text(encoding="utf-8") for name in FILES[1:])
    for status, policy, page in answers:
        assert status == 200 and page == reads[0].html
        assert policy == reads[0].policy
        assert "unsafe-inline" not in policy and "default-src 'none'" in policy
        assert f"style-src {_hash(style)};" in policy and f"script-src {_hash(script)};" in policy
        assert f"<style>\n{style}</style>" in page and f"<script>\n{script}</script>" in page
        assert STYLE_LINK not in page and SCRIPT_TAG not in page and " src=" not in page
        assert page.startswith("<!DOCTYPE html>") and page.endswith("</html>\n")


def _hash(text: str) -> str:
    """The CSP source of an element holding ``text`` after its own line break, as the page does."""
    digest = hashlib.sha256(f"\n{text}".encode()).digest()
    return f"'sha256-{base64.b64encode(digest).decode()}'"


def test_no_other_answer_lets_a_style_or_a_script_run(served: Served) -> None:
    policies: list[str] = []

    async def walk() -> None:
        await served.start()
        async with aiohttp.ClientSession() as client, client.get(served.url("/nowhere")) as answer:
            policies.append(answer.headers["Content-Security-Policy"])

    served.run(walk)
    assert policies == ["default-src 'none'; img-src 'self' blob:; connect-src 'self'"]


@pytest.mark.parametrize(("name", "spoilt"), [
    ("page.js", 'const x = "</script><img src=x>";\n'),
    ("page.js", "<!-- a comment -->\n"),
    ("page.css", "b { color: red; } </STYLE>\n"),
    ("page.html", "<html><body>no tags</body></html>\n"),
])
def test_a_file_that_would_break_the_page_is_refused(
    page_folder: Path, name: str, spoilt: str
) -> None:
    (page_folder / name).write_text(spoilt, encoding="utf-8")
    with pytest.raises(ValueError, match="players' page"):
        players_page(page_folder)


def test_a_missing_file_is_an_os_error(page_folder: Path) -> None:
    assert players_page(page_folder) == players_page()
    (page_folder / "page.js").unlink()
    with pytest.raises(OSError):
        players_page(page_folder)
