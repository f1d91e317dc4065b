"""What the combat tracker keeps between steps, and when it lets it go: each row's look is made
once and kept until the row changes, and made again after a change of language or palette; a
step names only the rows it changed to the view (``dataChanged``); the columns are measured again
in a new font; the tracker paints over its own background, not the dock's."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTranslator
from PySide6.QtGui import QBrush, QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ryf_desktop.ui.combat.tracker_model import (
    HEALTH_COLUMN,
    NAME_COLUMN,
    TURN_COLUMN,
    TrackerModel,
)
from ryf_desktop.ui.combat.tracker_view import TrackerView
from tests.ui.test_combat_widgets import Row


class _Acting(QTranslator):
    """Says "acting" in capitals and leaves every other text alone."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        del disambiguation, n
        if context == "TrackerModel" and source == "acting":
            return "ACTUANDO"
        return None


def _tracker(qtbot: QtBot) -> TrackerView:
    model = TrackerModel()
    view = TrackerView(model)
    qtbot.addWidget(view)
    model.set_rows([
        Row(1, "Aldric", initiative_total=20, active=True),  # type: ignore[list-item]
        Row(2, "Borin", initiative_total=15, wounds=20, state="malherido"),  # type: ignore[list-item]
    ])
    view.resize(420, 400)
    view.show()
    qtbot.waitExposed(view)
    return view


def _text(model: TrackerModel, row: int, column: int) -> str:
    return str(model.data(model.index(row, column)))


def test_a_changed_row_is_made_again_and_the_others_are_kept() -> None:
    model = TrackerModel()
    model.set_rows([Row(1, "Aldric", active=True), Row(2, "Borin")])  # type: ignore[list-item]
    assert _text(model, 0, NAME_COLUMN) == "▶ Aldric"
    assert _text(model, 1, NAME_COLUMN) == "Borin"
    # A performance contract: a row's look is made once and kept while the row is unchanged, so
    # the test reads the model's own cache of looks.
    kept = model._looks[2]  # Borin's, by his id
    model.set_rows([Row(1, "Aldric"), Row(2, "Borin")])  # type: ignore[list-item]
    assert _text(model, 0, NAME_COLUMN) == "Aldric"
    assert model._looks[2] is kept
    model.set_rows([Row(1, "Aldric"), Row(2, "Borin", wounds=18,  # type: ignore[list-item]
                                            state="malherido")])
    assert _text(model, 1, HEALTH_COLUMN) == "6/24 PV · malherido"
    assert model._looks[2] is not kept
    assert model.text(1, HEALTH_COLUMN) == "6/24 PV · malherido"
    assert model.text(2, NAME_COLUMN) == model.text(0, 9) == ""
    # A new order moves the rows with what they show.
    model.set_rows([Row(2, "Borin"), Row(1, "Aldric", active=True)])  # type: ignore[list-item]
    assert _text(model, 0, HEALTH_COLUMN) == "24/24 PV"
    assert _text(model, 1, NAME_COLUMN) == "▶ Aldric"


def test_the_order_speaks_the_new_language_at_once(qtbot: QtBot) -> None:
    view = _tracker(qtbot)
    model = view.model
    assert _text(model, 0, TURN_COLUMN) == "acting"
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    translator = _Acting()
    app.installTranslator(translator)
    try:
        # What Qt tells each widget when a translator comes or goes (the program itself
        # changes its language only at start-up).
        QApplication.sendEvent(view, QEvent(QEvent.Type.LanguageChange))
        assert _text(model, 0, TURN_COLUMN) == "ACTUANDO"
        assert _text(model, 1, TURN_COLUMN) == ""
    finally:
        app.removeTranslator(translator)
    QApplication.sendEvent(view, QEvent(QEvent.Type.LanguageChange))
    assert _text(model, 0, TURN_COLUMN) == "acting"


def test_the_active_row_takes_the_new_highlight_colour(qtbot: QtBot) -> None:
    view = _tracker(qtbot)
    model = view.model

    def background() -> str:
        brush = model.data(model.index(0, NAME_COLUMN), 8)  # BackgroundRole
        assert isinstance(brush, QBrush)
        return brush.color().name()

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.palette()
    assert background() == before.color(QPalette.ColorRole.Highlight).name()
    changed = QPalette(before)
    changed.setColor(QPalette.ColorRole.Highlight, QColor("#123456"))
    app.setPalette(changed)
    try:
        qtbot.waitUntil(lambda: background() == "#123456")
    finally:
        app.setPalette(before)
    qtbot.waitUntil(lambda: background() == before.color(QPalette.ColorRole.Highlight).name())


def test_a_step_repaints_the_tracker_not_the_dock_behind_it(qtbot: QtBot) -> None:
    view = _tracker(qtbot)
    # Opaque: Qt stops at the tracker when a label or scroll bar in it is repainted.
    assert view.autoFillBackground()
    assert view.backgroundRole() == QPalette.ColorRole.Window


def _fight(qtbot: QtBot, active: int = 0) -> TrackerView:
    """A tracker of twenty, some hurt and some out, short enough to scroll."""
    view = _tracker(qtbot)
    view.model.set_rows([_fighter(number, active=number == active) for number in range(20)])  # type: ignore[misc]
    view.resize(420, 360)
    QApplication.processEvents()
    return view


def _fighter(number: int, *, active: bool = False) -> Row:
    return Row(
        number + 1, f"Goblin {number + 1}", side="monster", initiative_total=30 - number,
        actions=2 if number % 3 else 1, wounds=(number * 5) % 13, pv_max=12,
        state=("normal", "malherido", "normal", "inconsciente")[number % 4],
        out=number % 4 == 3, active=active,
    )


def test_a_turn_passing_names_only_its_two_rows_to_the_view(qtbot: QtBot) -> None:
    view = _fight(qtbot)
    changed: list[tuple[int, int]] = []
    view.model.dataChanged.connect(
        lambda top, bottom, *_: changed.append((top.row(), bottom.row()))
    )
    resets: list[int] = []
    view.model.modelReset.connect(lambda: resets.append(1))
    view.model.set_rows([_fighter(number, active=number == 1) for number in range(20)])  # type: ignore[misc]
    # The two rows the turn passed between, and no other (one range, as they are neighbours).
    assert changed == [(0, 1)] and not resets
    assert _text(view.model, 1, NAME_COLUMN) == "▶ Goblin 2"


def test_the_columns_widen_for_a_larger_font_after_measuring(qtbot: QtBot) -> None:
    view = _tracker(qtbot)
    # Names longer than the column's title: the name column is as wide as they are.
    view.model.set_rows([
        Row(number, f"Gran chamán goblin del pantano {number}", initiative_total=10)  # type: ignore[misc]
        for number in range(1, 6)
    ])
    before = view._natural[NAME_COLUMN]
    font = QFont(view.table.font())
    font.setPointSizeF(font.pointSizeF() * 2)
    view.table.setFont(font)
    view.fit_columns()
    # Measured again in the new font, not taken from what the old one measured.
    assert view._natural[NAME_COLUMN] > before * 1.7
