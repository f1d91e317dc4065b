"""The handout the GM showed the table, over the table screen's map (never the turn strip): it
paints itself, so it turns with the table like the strip and the banner. Its picture is decoded
off the GUI thread once per handout shown: an edit of its text does not decode it again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QMetaObject,
    QObject,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ryf_desktop.session.handout_queries import handout_picture
from ryf_desktop.session.present import PlayersView, players_view_of
from ryf_desktop.ui.common.picture_decoder import PictureDecoder
from ryf_desktop.ui.common.session_follow import relink
from ryf_desktop.ui.table_screen.offstage import Offstage, picture_of, turn
from ryf_desktop.ui.table_screen.orientation import normal_rotation

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.session.present.players_view import ShownHandout

# Opaque: the map (or the title card) under it would only be noise behind the text.
BACKDROP = QColor("#101014")
TITLE_COLOUR = QColor("#e8dcc0")
TEXT_COLOUR = QColor("#ffffff")
FRAME_COLOUR = QColor("#d8b45a")
#: Share of the room's height the text may take under a picture.
TEXT_SHARE_UNDER_PICTURE = 0.3
#: The smallest text, in pixels, however long the handout's text is (read from the table).
MIN_TEXT_PX = 14


class HandoutOverlay(QWidget):
    """Covers ``area`` (the map's pages) while a handout is on the table."""

    def __init__(self, parent: QWidget, area: QWidget, offstage: Offstage,
                 banner: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("handout_overlay")
        # Not transparent for input: a finger on the handout must not drag a token the players
        # cannot see under it (the overlay takes no touch, and its parent none either).
        self._area = area
        # Turned, the strip and the banner are painted by the players' view under this overlay:
        # it leaves the strip's band clear and paints the banner over the handout itself.
        self._offstage = offstage
        self._banner = banner
        offstage.changed.connect(self._offstage_changed)
        self._rotation = 0
        # The handout on the table (None: none) and its decoded picture (null while none, or
        # while it decodes).
        self.shown: ShownHandout | None = None
        self.picture = QImage()
        self._image_of: int | None = None  # the handout whose picture it is
        # The picture scaled to the size it is drawn at, and the cache key of what it was made of.
        self._scaled_copy = QImage()
        self._scaled_from = 0
        self._request = 0
        self._players: PlayersView | None = None
        self._session: CampaignSession | None = None
        self._connection: QMetaObject.Connection | None = None
        # Pictures come back fitted into the screen's longer side, square (any turn of the
        # table fits): a repaint then scales a screenful of pixels, not the whole picture.
        self._decoder = PictureDecoder(self)
        self._decoder.decoded.connect(self._decoded)
        area.installEventFilter(self)
        self.hide()

    # --- what is shown ------------------------------------------------------------------------
    def follow(self, session: CampaignSession | None) -> None:
        """Show the table handout of ``session``'s players' view from now on (None: nothing)."""
        self._session = session
        self._players = players = None if session is None else players_view_of(session)
        self._connection = relink(self._connection, None if players is None
                                  else players.table_handout_changed, self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Read the players' view's table handout again (shown, edited, taken down)."""
        players, session = self._players, self._session
        shown = players.table_handout if players is not None else None
        if shown is None or session is None:
            self._set(None)
            return
        if not shown.has_picture:
            self._forget_picture()
        elif self._image_of != shown.handout_id:
            self._forget_picture()
            # Read on the loop's next turn: the title is up at once, the GM's Show returns.
            request, handout_id = self._request, shown.handout_id
            QTimer.singleShot(0, self, lambda: self._load(request, handout_id))
        self._set(shown)

    def _load(self, request: int, handout_id: int) -> None:
        """Read handout ``handout_id``'s picture and have it decoded, unless another was asked
        for since."""
        session = self._session
        if request != self._request or session is None:
            return
        data = handout_picture(session.model, handout_id)
        if data is not None:
            # screen() is never None for a widget: Qt falls back to the primary screen.
            size = self.screen().size()
            side = max(size.width(), size.height())
            self._decoder.decode((request, handout_id), data, QSize(side, side))

    def _forget_picture(self) -> None:
        self._request += 1  # a decode still running is for a handout no longer shown
        self.picture = QImage()
        self._image_of = None

    def _decoded(self, key: tuple[int, int], image: QImage) -> None:
        request, handout_id = key
        if request != self._request:
            return
        self.picture = image
        self._image_of = handout_id
        self.update()

    def _set(self, shown: ShownHandout | None) -> None:
        if shown == self.shown:
            return
        self.shown = shown
        if shown is None:
            self._forget_picture()
            self.hide()
        else:
            self._place()
            self.show()
            self.raise_()
            self.update()

    # --- placing and turning ------------------------------------------------------------------
    def set_rotation(self, degrees: int) -> None:
        """Turn the handout with the table's picture (clockwise, a quarter turn's multiple)."""
        turn = normal_rotation(degrees)
        self._place()
        if turn != self._rotation:
            self._rotation = turn
            self.update()

    def _place(self) -> None:
        self.setGeometry(self._area.geometry())
        # Every pixel is painted unless the strip's band is left clear: then Qt need not paint
        # the map under the handout each time the handout repaints.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, self._strip_band() == 0)

    def _offstage_changed(self) -> None:
        if self._rotation and self.shown is not None:
            self._place()
            self.update()

    def _strip_band(self) -> int:
        return self._offstage.strip_band() if self._rotation else 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self._area and event.type() in (QEvent.Type.Resize, QEvent.Type.Move):
            self._place()
        return False

    # --- painting -----------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        del event
        shown = self.shown
        if shown is None:
            return  # hidden
        painter = QPainter(self)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform
                               | QPainter.RenderHint.TextAntialiasing)
        width, height = turn(painter, self.size(), self._rotation)
        band = self._strip_band()
        room = QRect(0, band, int(width), int(height) - band)
        painter.fillRect(room, BACKDROP)
        self._paint_handout(painter, room, shown)
        banner = self._banner
        if self._rotation and banner.isVisible() and banner.parentWidget() is self._offstage:
            painter.drawPixmap(banner.geometry().topLeft(), picture_of(banner))
        painter.end()

    def _paint_handout(self, painter: QPainter, room: QRect, shown: ShownHandout) -> None:
        """The handout laid out upright in ``room``: title, picture fitted, text."""
        # Sized by the room's shorter side: turned a quarter, a wide screen is a narrow room.
        side = min(room.width(), room.height())
        margin = max(12, side // 25)
        inner = room.adjusted(margin, margin, -margin, -margin)
        title_font = QFont(painter.font())
        title_font.setPixelSize(max(24, side // 14))
        title_font.setBold(True)
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                    | Qt.TextFlag.TextWordWrap)
        title_rect = QFontMetrics(title_font).boundingRect(inner, flags, shown.title)
        title_height = min(title_rect.height(), inner.height() // 3)
        painter.setFont(title_font)
        painter.setPen(TITLE_COLOUR)
        painter.drawText(QRect(inner.left(), inner.top(), inner.width(), title_height), flags,
                         shown.title)
        body = inner.adjusted(0, title_height + margin // 2, 0, 0)
        text = shown.text.strip()
        if shown.has_picture:
            text_room = int(body.height() * TEXT_SHARE_UNDER_PICTURE) if text else 0
            picture_room = body.adjusted(0, 0, 0, -text_room - (margin // 2 if text else 0))
            if not self.picture.isNull():
                self._paint_picture(painter, picture_room)
            if text:
                text_rect = QRect(body.left(), picture_room.bottom() + margin // 2, body.width(),
                                  text_room)
                _paint_text(painter, text_rect, text, max(MIN_TEXT_PX, side // 26), middle=False)
        elif text:
            _paint_text(painter, body, text, max(MIN_TEXT_PX, side // 14), middle=True)

    def _paint_picture(self, painter: QPainter, room: QRect) -> None:
        """The picture as large as ``room`` allows, keeping its aspect, centred and framed."""
        image = self.picture
        size = image.size().scaled(room.size(), Qt.AspectRatioMode.KeepAspectRatio)
        if size.isEmpty():
            return  # no room (scaled into a room without width or height, it is empty too)
        target = QRect(room.left() + (room.width() - size.width()) // 2,
                       room.top() + (room.height() - size.height()) // 2, size.width(),
                       size.height())
        # Drawn at its own size, scaled once and kept until the picture or the size changes:
        # scaling smoothly at every paint (a banner over the handout repaints it often) would
        # cost a frame each time.
        if self._scaled_copy.size() != size or self._scaled_from != image.cacheKey():
            self._scaled_copy = image.scaled(size, Qt.AspectRatioMode.IgnoreAspectRatio,
                                             Qt.TransformationMode.SmoothTransformation)
            self._scaled_from = image.cacheKey()
        painter.drawImage(target.topLeft(), self._scaled_copy)
        painter.setPen(FRAME_COLOUR)
        painter.drawRect(QRectF(target))


def _paint_text(painter: QPainter, room: QRect, text: str, start_px: int, *,
                middle: bool) -> None:
    """``text`` wrapped in ``room``, as large as fits from ``start_px`` down to the least size;
    a short text is centred, a long one reads from the left like a letter; ``middle``: half
    way down the room (a caption stays under its picture)."""
    if room.width() <= 0 or room.height() <= 0:
        return
    font = QFont(painter.font())
    font.setBold(False)
    short = "\n" not in text and len(text) < 80
    align = Qt.AlignmentFlag.AlignHCenter if short else Qt.AlignmentFlag.AlignLeft
    flags = int(align | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
    # A long letter keeps a readable column in the middle of a wide screen.
    width = room.width() if short else int(room.width() * 0.85)
    column = QRect(room.left() + (room.width() - width) // 2, room.top(), width, room.height())
    pixels = start_px
    while True:
        font.setPixelSize(pixels)
        needed = QFontMetrics(font).boundingRect(column, flags, text)
        if (needed.height() <= column.height() and needed.width() <= column.width()) \
                or pixels <= MIN_TEXT_PX:
            break
        pixels = max(MIN_TEXT_PX, int(pixels * 0.9))
    # The block centred in the room, a letter's lines still starting on one left edge.
    block = QRect(column.left() + max(0, (column.width() - needed.width()) // 2),
                  column.top() + (max(0, (column.height() - needed.height()) // 2)
                                  if middle else 0),
                  min(column.width(), needed.width() + 2),
                  min(column.height(), needed.height() + 2))
    painter.setFont(font)
    painter.setPen(TEXT_COLOUR)
    painter.drawText(block, flags, text)
