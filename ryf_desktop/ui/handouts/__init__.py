"""The Handouts dock: pictures and short texts the GM shows the table or one player (the table
screen's side is :mod:`ryf_desktop.ui.table_screen.handout_overlay`)."""

from ryf_desktop.ui.handouts.controller import HandoutsController, install_handouts
from ryf_desktop.ui.handouts.panel import HandoutsPanel

__all__ = ["HandoutsController", "HandoutsPanel", "install_handouts"]
