"""The GM's desk on a real X display: the two monitors, screen grabs, windows and the real mouse.

Everything here looks at what the X server shows, not at what a widget would paint: a grab is
``QScreen.grabWindow(0, …)`` of the whole X screen (both monitors), a window "appears" only when
it is a visible top-level window, and the mouse of :class:`RealMouse` moves the X pointer itself
(xdotool), so a drag goes through Qt's real drag and drop.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLocale,
    QPoint,
    QRect,
    Qt,
    QTimer,
    QTranslator,
)
from PySide6.QtGui import QGuiApplication, QImage, QKeyEvent, QScreen
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QMenu,
    QWidget,
)
from pytestqt.qtbot import QtBot

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.map_queries import MapView, map_view
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.table_screen.install import TableScreenControl
from ryf_desktop.ui.table_screen.window import TableScreenWindow
from ryf_desktop.ui.translations import install_translators

ROOT = Path(__file__).resolve().parents[2]
LRELEASE = Path(sys.executable).with_name("pyside6-lrelease")
LAPTOP_SIZE = (1600, 1000)
TABLE_SIZE = (1280, 800)
# How long a grab waits for the X server to show what Qt last painted.
PAINT_WAIT_MS = 120


def screen_of_size(size: tuple[int, int]) -> QScreen | None:
    return next((screen for screen in QGuiApplication.screens()
                 if (screen.geometry().width(), screen.geometry().height()) == size), None)


class Desk:
    """The GM's laptop monitor and the players' table screen, as Qt sees them now (Qt may make
    its QScreen objects again when the X server reports a change, so none is kept)."""

    @property
    def laptop(self) -> QScreen:
        screen = screen_of_size(LAPTOP_SIZE)
        assert screen is not None, "the laptop monitor is gone"
        return screen

    @property
    def table(self) -> QScreen:
        screen = screen_of_size(TABLE_SIZE)
        assert screen is not None, "the table monitor is gone"
        return screen


def find_desk() -> Desk | str:
    """The two monitors, or what is wrong with the display (for the failure message)."""
    screens = QGuiApplication.screens()
    sizes = [(screen.geometry().width(), screen.geometry().height()) for screen in screens]
    laptop, table = screen_of_size(LAPTOP_SIZE), screen_of_size(TABLE_SIZE)
    if len(screens) != 2 or laptop is None or table is None:
        return (f"the display has monitors {sizes}, not a 1600×1000 laptop and a 1280×800 "
                "table screen: run the tests through tests/e2e/two_screens.sh")
    if QGuiApplication.primaryScreen() is not laptop:
        return "the laptop monitor is not the primary one: run tests/e2e/two_screens.sh"
    return Desk()


def settle(qtbot: QtBot, ms: int = 60) -> None:
    """Let queued refreshes, paints and the X server's replies go through."""
    app = QApplication.instance()
    assert app is not None
    app.processEvents()
    qtbot.wait(ms)
    app.processEvents()


class ScreenGrabs:
    """Numbered grabs of the whole X screen (both monitors) in ``folder``.

    Beside each NN_name.png, NN_name.json holds where the named ``regions`` (widgets) were on
    the X screen, so scripts/play_screenshots.py can cut the README's pictures out of a grab.
    """

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.count = 0

    def shoot(self, qtbot: QtBot, name: str, **regions: QWidget) -> QImage:
        """Grab everything the two monitors show now; saves NN_name.png and returns the image."""
        settle(qtbot, PAINT_WAIT_MS)
        screen = QGuiApplication.primaryScreen()
        desktop = screen.virtualGeometry()
        picture = screen.grabWindow(0, desktop.x(), desktop.y(), desktop.width(),
                                    desktop.height())
        image = picture.toImage()
        assert image.width() == desktop.width() and image.height() == desktop.height(), (
            f"the grab is {image.width()}×{image.height()}, the desktop {desktop}")
        self.count += 1
        path = self.folder / f"{self.count:02d}_{name}.png"
        assert picture.save(str(path)), f"could not write {path}"
        places = {"laptop": rect_of(screen_of_size(LAPTOP_SIZE)),
                  "table": rect_of(screen_of_size(TABLE_SIZE))}
        for region, widget in regions.items():
            frame = widget.frameGeometry()
            if not widget.isWindow():
                frame = QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())
            places[region] = [frame.x(), frame.y(), frame.width(), frame.height()]
        path.with_suffix(".json").write_text(json.dumps(places), encoding="utf-8")
        return image


def rect_of(screen: QScreen | None) -> list[int]:
    area = screen.geometry() if screen is not None else QRect()
    return [area.x(), area.y(), area.width(), area.height()]


def translators_for(app: QCoreApplication, language: str, folder: Path) -> list[QTranslator]:
    """The translators the program installs for ``language`` (Qt's, the program's and, in
    Spanish, the file dialog's gaps), the program's catalog compiled afresh from i18n/ (into
    ``folder``), so a run shows the newest words."""
    compiled = folder / f"ryf_desktop_{language}.qm"
    subprocess.run([str(LRELEASE), "-silent", str(ROOT / "i18n" / f"ryf_desktop_{language}.ts"),
                    "-qm", str(compiled)], check=True, timeout=120)
    installed = install_translators(app, language, compiled)
    wanted = 1 if language == "en" else 3  # the program's; and Qt's and the gaps' in Spanish
    assert len(installed) == wanted, f"{language}: only {installed} installed"
    QLocale.setDefault(QLocale(QLocale.Language.Spanish if language == "es"
                               else QLocale.Language.English))
    return installed


def remove_translators(app: QCoreApplication, installed: list[QTranslator]) -> None:
    for translator in installed:
        app.removeTranslator(translator)
    QLocale.setDefault(QLocale(QLocale.Language.English))


def translated_start(context: str, source: str) -> str:
    """The words a translated ``source`` starts with, before its first placeholder."""
    return QCoreApplication.translate(context, source).split("{")[0].replace("&", "")


def type_text(widget: QWidget, text: str) -> None:
    """Type ``text`` into ``widget`` key by key (QTest.keyClicks takes ASCII only)."""
    for char in text:
        if char.isascii():
            QTest.keyClicks(widget, char)
            continue
        for event_type in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(
                widget, QKeyEvent(event_type, 0, Qt.KeyboardModifier.NoModifier, char))


def visible_windows() -> list[QWidget]:
    """The top-level windows the X server shows now."""
    return [widget for widget in QApplication.topLevelWidgets()
            if widget.isWindow() and widget.isVisible()]


def clear_windows() -> None:
    """Close and delete every top-level window now: one left for the interpreter's exit to
    delete after the QApplication makes PySide crash (a segmentation fault) on xcb."""
    for widget in QApplication.topLevelWidgets():
        widget.close()
    # Only the windows without a parent: a parent deletes its own (menus, dialogs).
    for widget in QApplication.topLevelWidgets():
        if widget.parent() is None:
            widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    QApplication.processEvents()


def lies_on(widget: QWidget, screen: QScreen) -> bool:
    """Whether ``widget``'s frame lies wholly on ``screen``'s monitor."""
    return screen.geometry().contains(widget.frameGeometry())


def watch_for_window(
    qtbot: QtBot,
    trigger: Callable[[], object],
    handle: Callable[[QWidget], None],
    kind: type[QWidget] = QWidget,
    timeout_ms: int = 5000,
) -> QWidget:
    """Call ``trigger`` and hand the first new visible top-level ``kind`` to ``handle``.

    A modal dialog's ``exec()`` only returns once ``handle`` has answered it, so the window is
    looked for by a timer that runs inside that dialog's own event loop. A failure inside
    ``handle`` closes the window (so ``exec()`` returns) and is raised here afterwards.
    """
    before = set(map(id, visible_windows()))
    seen: list[QWidget] = []
    failures: list[BaseException] = []

    def look() -> None:
        if seen:
            return
        for widget in visible_windows():
            if id(widget) not in before and isinstance(widget, kind):
                seen.append(widget)
                timer.stop()
                try:
                    handle(widget)
                except BaseException as failure:
                    failures.append(failure)
                    widget.close()
                return

    timer = QTimer()
    timer.setInterval(50)
    timer.timeout.connect(look)
    timer.start()
    try:
        trigger()
        if not failures:
            qtbot.waitUntil(lambda: bool(seen), timeout=timeout_ms)
    finally:
        timer.stop()
    if failures:
        raise failures[0]
    return seen[0]


Clickable = Callable[[], None] | None


def shown_menu_entry(qtbot: QtBot, text_start: str, screen: QScreen,
                     before_click: Callable[[], object] = lambda: None) -> Clickable:
    """The entry of the context menu now shown whose text starts with ``text_start``, as a click
    to make (None when the menu has none: the menu is then closed). The menu must lie on
    ``screen``; ``before_click`` runs while it shows (a grab)."""
    qtbot.waitUntil(lambda: any(isinstance(w, QMenu) for w in visible_windows()), timeout=5000)
    menu = next(w for w in visible_windows() if isinstance(w, QMenu))
    assert isinstance(menu, QMenu) and lies_on(menu, screen)
    before_click()
    entry = next((action for action in menu.actions()
                  if action.text().replace("&", "").startswith(text_start)), None)
    if entry is None:
        menu.close()
        settle(qtbot)
        return None
    at = menu.actionGeometry(entry).center()
    return lambda: QTest.mouseClick(menu, Qt.MouseButton.LeftButton,
                                    Qt.KeyboardModifier.NoModifier, at)


def row_point(table: QAbstractItemView, text: str) -> QPoint:
    """The global point of the first row of ``table`` whose first cell holds ``text``."""
    model = table.model()
    row = next(r for r in range(model.rowCount())
               if text in str(model.index(r, 0).data() or ""))
    table.scrollTo(model.index(row, 0))
    return table.viewport().mapToGlobal(table.visualRect(model.index(row, 0)).center())


def dark_share(image: QImage, area: QRect, *, step: int = 8) -> float:
    """The share of the pixels of ``area`` (sampled every ``step`` px) that are near black."""
    dark = total = 0
    for x in range(area.left(), area.right() + 1, step):
        for y in range(area.top(), area.bottom() + 1, step):
            colour = image.pixelColor(x, y)
            total += 1
            if colour.red() + colour.green() + colour.blue() < 40:
                dark += 1
    return dark / total if total else 1.0


def colours_in(image: QImage, area: QRect, *, step: int = 8) -> int:
    """How many different colours the pixels of ``area`` (sampled) hold."""
    return len({image.pixel(x, y)
                for x in range(area.left(), area.right() + 1, step)
                for y in range(area.top(), area.bottom() + 1, step)})


def drawn_texts(window: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every text ``window`` shows: its labels', buttons' and tips, and every
    text item and tooltip of the scenes its views draw."""
    for widget in [window, *window.findChildren(QWidget)]:
        name = f"{type(widget).__name__} {widget.objectName()!r}"
        yield f"{name} title", widget.windowTitle()
        yield f"{name} tooltip", widget.toolTip()
        if isinstance(widget, (QLabel, QAbstractButton)):
            yield f"{name} text", widget.text()
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            for item in widget.scene().items():
                where = f"{name} scene {type(item).__name__}"
                yield f"{where} tooltip", item.toolTip()
                if isinstance(item, QGraphicsTextItem):
                    yield f"{where} text", item.toPlainText()
                elif isinstance(item, QGraphicsSimpleTextItem):
                    yield f"{where} text", item.text()


class RealMouse:
    """The X pointer, moved and clicked by xdotool as a hand on a mouse would."""

    def __init__(self) -> None:
        tool = shutil.which("xdotool")
        assert tool is not None, "xdotool is missing: sudo apt-get install -y xdotool"
        self.tool = tool

    def _run(self, *steps: str) -> subprocess.Popen[bytes]:
        return subprocess.Popen([self.tool, *steps])

    def drag(self, qtbot: QtBot, start: QPoint, end: QPoint, done: Callable[[], bool]) -> None:
        """Press at ``start`` (global), move there in steps, let go at ``end``; wait for ``done``.

        xdotool runs beside the event loop: Qt's drag runs its own loop while the button is down.
        """
        steps: list[str] = ["mousemove", str(start.x()), str(start.y()), "sleep", "0.2",
                            "mousedown", "1", "sleep", "0.2"]
        for share in (0.05, 0.15, 0.3, 0.5, 0.7, 0.9, 1.0):
            x = round(start.x() + (end.x() - start.x()) * share)
            y = round(start.y() + (end.y() - start.y()) * share)
            steps += ["mousemove", str(x), str(y), "sleep", "0.1"]
        steps += ["sleep", "0.2", "mouseup", "1"]
        hand = self._run(*steps)
        try:
            qtbot.waitUntil(lambda: hand.poll() is not None, timeout=10000)
            qtbot.waitUntil(done, timeout=3000)
        finally:
            if hand.poll() is None:
                hand.kill()
            hand.wait()

    def click(self, qtbot: QtBot, at: QPoint, button: int = 1) -> None:
        """Move to ``at`` (global) and click ``button`` (1 left, 3 right)."""
        hand = self._run("mousemove", str(at.x()), str(at.y()), "sleep", "0.1",
                         "click", str(button))
        qtbot.waitUntil(lambda: hand.poll() is not None, timeout=5000)
        settle(qtbot)

    def park(self) -> None:
        """Out of the way, so no hover highlight or tooltip lands in a grab."""
        subprocess.run([self.tool, "mousemove", "800", "995"], check=False)
        QTest.qWait(20)


@dataclass
class MapRoom:
    """The GM's window on a campaign, the two monitors, and the map the story imported."""

    window: MainWindow
    desk: Desk
    grabs: ScreenGrabs
    mouse: RealMouse
    folder: Path
    map_id: int | None = None

    @property
    def session(self) -> CampaignSession:
        session = self.window.campaign.session
        assert session is not None, "no campaign is open"
        return session

    @property
    def table(self) -> TableScreenWindow:
        control = self.window.findChild(TableScreenControl)
        assert isinstance(control, TableScreenControl)
        return control.table

    def map(self) -> MapView:
        assert self.map_id is not None, "no map imported"
        return map_view(self.session.model, self.map_id)
