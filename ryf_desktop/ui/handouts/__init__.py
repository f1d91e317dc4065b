"""The Handouts dock: pictures and short texts the GM shows the table or one player.

- :class:`HandoutsPanel` — the dock's layout (list, buttons, what is on the table).
- :class:`HandoutsController` — the list from the session, the commands, showing and taking down.
- :func:`install_handouts` — the dock in the main window and its actions in Window → Table screen.

The table screen's side is :mod:`ryf_desktop.ui.table_screen.handout_overlay`.
"""

from ryf_desktop.ui.handouts.controller import HandoutsController
from ryf_desktop.ui.handouts.install import install_handouts
from ryf_desktop.ui.handouts.panel import HandoutsPanel

__all__ = ["HandoutsController", "HandoutsPanel", "install_handouts"]
