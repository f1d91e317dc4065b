"""A steady label whose text may be selected: it is painted plainly while the mouse is elsewhere
(a new text on every step of a fight) and becomes selectable when the mouse comes over it, with
the same pixels either way."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QEnterEvent
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.ui.steady_label import SteadyLabel

SELECTABLE = Qt.TextInteractionFlag.TextSelectableByMouse
NONE = Qt.TextInteractionFlag.NoTextInteraction
SENTENCE = (
    "Goblin 3 ataca a Mira con la cimitarra: 14 + 1o3d10 (8) = 22 contra Defensa 20, "
    "impacta; 5 de daño y queda malherida"
)


def _pair(qtbot: QtBot) -> tuple[SteadyLabel, SteadyLabel]:
    page = QWidget()
    _PAGES.append(page)  # kept alive for the test: the labels are the page's children
    qtbot.addWidget(page)
    layout = QVBoxLayout(page)
    plain, selectable = SteadyLabel(2), SteadyLabel(2)
    selectable.setTextInteractionFlags(SELECTABLE)
    layout.addWidget(plain)
    layout.addWidget(selectable)
    page.resize(300, 160)
    page.show()
    qtbot.waitExposed(page)
    return plain, selectable


_PAGES: list[QWidget] = []


def _enter(label: SteadyLabel) -> None:
    QApplication.sendEvent(label, QEnterEvent(QPointF(2, 2), QPointF(2, 2), QPointF(2, 2)))


def test_a_new_text_is_plain_until_the_mouse_comes_over_it(qtbot: QtBot) -> None:
    _plain, label = _pair(qtbot)
    assert label.textInteractionFlags() == SELECTABLE
    label.setText(SENTENCE)
    assert label.label.textInteractionFlags() == NONE
    _enter(label)
    assert label.label.textInteractionFlags() == SELECTABLE
    assert label.text() == SENTENCE
    # A new text while the mouse is still over it stays selectable (the GM may be selecting).
    label.setText("Mira se mueve 6 m")
    assert label.label.textInteractionFlags() == SELECTABLE
    QApplication.sendEvent(label, QEvent(QEvent.Type.Leave))
    assert not label.underMouse()
    label.setText("Mira se mueve 9 m")
    assert label.label.textInteractionFlags() == NONE
    assert label.label.text() == "Mira se mueve 9 m"


def test_a_label_asked_for_no_selection_never_becomes_selectable(qtbot: QtBot) -> None:
    plain, _label = _pair(qtbot)
    plain.setText(SENTENCE)
    _enter(plain)
    assert plain.label.textInteractionFlags() == NONE


def test_plain_and_selectable_look_the_same(qtbot: QtBot) -> None:
    plain, label = _pair(qtbot)
    for text in (SENTENCE, "Turno de Mira", SENTENCE + " " + SENTENCE):
        plain.setText(text)
        label.setText(text)
        QApplication.processEvents()
        painted_plainly = label.label.grab().toImage()
        assert painted_plainly == plain.label.grab().toImage()
        _enter(label)
        assert label.label.grab().toImage() == painted_plainly
