"""The Dice dock as narrow as a 1366×768 laptop leaves it (about 330 px): the Check form fits the
dock's width, so nothing of it hides behind a sideways scroll bar; at its old width the headings
of the advantages and disadvantages made it wider than the dock."""

from __future__ import annotations

import random

import pytest
from pytestqt.qtbot import QtBot

from ryf_desktop.ui.dice.roller import DiceRoller

# The Dice dock's width in a 1366×768 window at its first start (seen on a real display).
NARROW_DOCK_PX = 334


@pytest.mark.parametrize("width", [NARROW_DOCK_PX, 420])
def test_the_check_form_fits_a_narrow_dock_without_a_sideways_scroll_bar(
    qtbot: QtBot, width: int
) -> None:
    roller = DiceRoller(random.Random(1))
    qtbot.addWidget(roller)
    roller.resize(width, 600)
    roller.show()
    qtbot.waitExposed(roller)
    qtbot.wait(20)  # the scroll area lays its form out
    scroll = roller.view.scroll_area
    content = scroll.widget()
    assert content is not None
    assert content.width() <= scroll.viewport().width()
    assert not scroll.horizontalScrollBar().isVisible()
    # The headings wrap instead, and still say everything.
    assert roller.view.malherido_check.isVisible()
