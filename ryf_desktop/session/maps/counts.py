"""The map commands' texts that count something ("Dibujar 1 puerta", "Dibujar 2 puertas").

Qt's plural forms (``%n``) are extracted by ``pyside6-lupdate`` only from a ``tr()`` call with a
number, and only a QObject has ``tr()``: these texts live on :class:`MapCounts` (context
"MapCounts"). Each returns the text with ``%n`` filled and ``%1`` (the map's name) left for
:func:`~ryf_desktop.session.texts.fill`.
"""

from __future__ import annotations

from PySide6.QtCore import QObject


class MapCounts(QObject):
    """The counted texts; made where needed and dropped (it holds nothing)."""

    def layer_step(self, layer: str, on: bool, count: int) -> str:
        """A stroke on a layer of squares, ``count`` squares changed."""
        if (layer, on) == ("walls", True):
            return self.tr("Paint walls on “%1” (%n square(s))", "", count)
        if (layer, on) == ("walls", False):
            return self.tr("Erase walls on “%1” (%n square(s))", "", count)
        if (layer, on) == ("difficult", True):
            return self.tr("Paint difficult terrain on “%1” (%n square(s))", "", count)
        if (layer, on) == ("difficult", False):
            return self.tr("Erase difficult terrain on “%1” (%n square(s))", "", count)
        if (layer, on) == ("fog", True):
            return self.tr("Hide under fog on “%1” (%n square(s))", "", count)
        if (layer, on) == ("fog", False):
            return self.tr("Reveal from the fog on “%1” (%n square(s))", "", count)
        if on:
            return self.tr("Place doors on “%1” (%n square(s))", "", count)
        return self.tr("Erase doors on “%1” (%n square(s))", "", count)

    def revealed_from_sight(self, count: int) -> str:
        return self.tr("Reveal from sight on “%1” (%n square(s))", "", count)

    def squares_revealed(self, count: int) -> str:
        return self.tr("%n square(s) revealed.", "", count)

    def doors_drawn(self, count: int) -> str:
        return self.tr("Draw %n door(s) on “%1”", "", count)

    def wall_lines_drawn(self, count: int) -> str:
        return self.tr("Draw %n wall line(s) on “%1”", "", count)

    def lines_erased(self, count: int) -> str:
        return self.tr("Erase %n line(s) on “%1”", "", count)

    def lines(self, count: int) -> str:
        return self.tr("%n line(s)", "", count)

    def lights(self, count: int) -> str:
        return self.tr("%n light(s)", "", count)

    def fog_covered(self, count: int) -> str:
        return self.tr("Cover “%1” with fog (%n square(s))", "", count)

    def fog_lifted(self, count: int) -> str:
        return self.tr("Reveal all of “%1” (%n square(s))", "", count)
