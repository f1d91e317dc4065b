"""The Dice dock's "Secret roll" toggle: a checkable button with a painted eye that shuts, and a
tinted face while on, so the GM sees at a glance that the players will not see the roll."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPalette, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QToolButton, QWidget

from ryf_desktop.ui.tones import is_dark

ICON_PX = 20
#: The tint of the button while rolls are secret (a deep violet, apart from the verdict colours).
SECRET_LIGHT = "#5b2a86"
SECRET_DARK = "#b48ce6"


def secret_tint(palette: QPalette) -> QColor:
    """The colour that says "secret" in ``palette``'s theme."""
    return QColor(SECRET_DARK if is_dark(palette) else SECRET_LIGHT)


def eye_icon(color: QColor, *, shut: bool, size: int = ICON_PX) -> QIcon:
    """An open eye, or the same eye struck through when ``shut``, drawn in ``color``."""
    ratio = 2  # drawn at twice the size: sharp on a high-density screen too
    pixmap = QPixmap(size * ratio, size * ratio)
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(color, size / 11)
    painter.setPen(pen)
    middle = size / 2
    outline = QPainterPath(QPointF(size * 0.06, middle))
    outline.quadTo(QPointF(middle, size * 0.08), QPointF(size * 0.94, middle))
    outline.quadTo(QPointF(middle, size * 0.92), QPointF(size * 0.06, middle))
    painter.drawPath(outline)
    painter.setBrush(color)
    painter.drawEllipse(
        QRectF(middle - size * 0.14, middle - size * 0.14, size * 0.28, size * 0.28))
    if shut:
        painter.setPen(QPen(color, size / 8))
        painter.drawLine(QPointF(size * 0.12, size * 0.88), QPointF(size * 0.88, size * 0.12))
    painter.end()
    return QIcon(pixmap)


class SecretToggle(QToolButton):
    """Checked: the GM's rolls stay off the table screen and every other player surface."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dice_secret")
        self.setCheckable(True)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.setIconSize(QSize(ICON_PX, ICON_PX))
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.setAutoRaise(False)
        self._painting = False
        self.setText(self.tr("Secret roll"))
        self.show_state(False)
        self.toggled.connect(self.show_state)

    def show_state(self, secret: bool) -> None:
        self.setToolTip(
            self.tr("On: the players see nothing of these rolls. Click to roll in the open")
            if secret
            else self.tr(
                "Off: the table screen shows the rolls. Click to keep them from the players"))
        palette = self.palette()
        tint = secret_tint(palette)
        sheet = ""
        if secret:
            text = QColor("#1b1024" if is_dark(palette) else "#ffffff")
            # A style sheet only on this button: a checked QToolButton looks barely pressed in
            # most styles, and this state must be plain to see.
            sheet = (
                f"QToolButton#dice_secret {{ background-color: {tint.name()}; "
                f"color: {text.name()}; font-weight: bold; "
                f"border: 1px solid {tint.darker(130).name()}; border-radius: 4px; "
                "padding: 2px 8px; }")
            icon_color = text
        else:
            icon_color = palette.color(QPalette.ColorRole.ButtonText)
        # A new style sheet repolishes the button, which sends a palette change: not again.
        self._painting = True
        try:
            if self.styleSheet() != sheet:
                self.setStyleSheet(sheet)
            self.setIcon(eye_icon(icon_color, shut=secret))
        finally:
            self._painting = False

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        # The system switched between light and dark: draw the eye in the new colours.
        if event.type() == QEvent.Type.PaletteChange and not self._painting:
            self.show_state(self.isChecked())
