"""Commands on the campaign's library of handouts: :class:`AddHandout`, :class:`EditHandout`,
:class:`RemoveHandout`, :class:`MoveHandout` — records of the ``handout`` table; the session's
event names them in ``handouts`` (and ``handout_list`` when one comes, goes or moves).

Rulings:

- A handout has a title (1 to 200 characters, spaces around it dropped), a text of at most
  4000 characters, and may have a picture: PNG, JPEG or WebP, held to exactly the limits of a
  map background and refused with the same words
  (:func:`~ryf_desktop.session.maps.background.check_background_bytes`). The command takes the
  picture's bytes: reading a file is the UI's job, off the GUI thread.
- The same picture is stored once (by SHA-256); removing a handout drops its picture when
  nothing else (a map, a portrait, another handout) uses it, and undo brings both back.
- Showing a handout to the players is not a command (nothing of it is stored): see
  :class:`~ryf_desktop.session.present.players_view.PlayersView`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ryf_desktop.session.command import CommandError, ModelCommand, required
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.maps.background import BackgroundPicture, check_background_bytes
from ryf_desktop.session.maps.common import drop_unused_image
from ryf_desktop.session.model import Records
from ryf_desktop.session.texts import fill
from ryf_desktop.session.validation import clean_name
from ryf_desktop.storage.records import (
    HANDOUT_TEXT_MAX,
    HANDOUT_TITLE_MAX,
    Handout,
    utc_now_text,
)

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

__all__ = [
    "AddHandout",
    "EditHandout",
    "MoveHandout",
    "RemoveHandout",
    "get_handout",
]

# Written out at every call site so that pyside6-lupdate finds the strings.
translate = QCoreApplication.translate


def get_handout(records: Records, handout_id: int) -> Handout:
    """The handout, or CommandError saying it is gone."""
    return required(records, Handout, handout_id, translate(
        "HandoutCommands",
        "That handout is no longer in the campaign (it was removed). Choose another one."
    ))


def clean_title(title: str) -> str:
    """``title`` without the spaces around it; CommandError when empty or too long."""
    return clean_name(
        title,
        translate("HandoutCommands", "A handout needs a title. Type one and try again."),
        fill(translate(
            "HandoutCommands",
            "A handout's title may be at most %1 characters. Shorten it and try again."
        ), HANDOUT_TITLE_MAX),
    )


def clean_text(text: str) -> str:
    """``text`` without the spaces around it; CommandError when longer than the limit."""
    if not isinstance(text, str):
        raise CommandError(translate("HandoutCommands", "A handout's text must be text."))
    text = text.strip()
    if len(text) > HANDOUT_TEXT_MAX:
        raise CommandError(
            translate(
                "HandoutCommands",
                "A handout's text may be at most %1 characters; this one has %2. Shorten it "
                "and try again."
            ),
            HANDOUT_TEXT_MAX, len(text),
        )
    return text


class AddHandout(ModelCommand):
    """A new handout at the end of the library (see the module's rulings). After the push,
    :attr:`handout_id` is its id. ``picture_proven``: the caller decoded the picture whole
    already (off the GUI thread), so only its header is read again."""

    def __init__(
        self,
        session: CampaignSession,
        title: str,
        text: str = "",
        picture: bytes | None = None,
        *,
        picture_proven: bool = False,
    ) -> None:
        super().__init__(session, fill(
            translate("HandoutCommands", "Add handout “%1”"), str(title).strip()
        ))
        self.title = title
        # Not ``text``: QUndoCommand.text() is the step's name in the history.
        self.body = text
        self.picture = picture
        self.picture_proven = picture_proven
        self.handout_id: int | None = None
        self._checked: tuple[str, str, BackgroundPicture | None] | None = None

    def check(self) -> None:
        title = clean_title(self.title)
        text = clean_text(self.body)
        picture = None
        if self.picture is not None:
            picture = check_background_bytes(
                bytes(self.picture), title, decode=not self.picture_proven, handout=True
            )
        self._checked = (title, text, picture)

    def work_out(self, draft: Draft) -> None:
        assert self._checked is not None  # check() ran first
        title, text, picture = self._checked
        image_id = None if picture is None else draft.picture(*picture).id
        position = max((row.position for row in draft.all(Handout)), default=-1) + 1
        record = draft.add(Handout, title=title, text=text, image_id=image_id,
                           position=position, created_at=utc_now_text())
        self.handout_id = record.id
        self._checked = None  # the picture's bytes now live in the change
        self.picture = None


class EditHandout(ModelCommand):
    """A handout's new title and/or text (None: kept as it is)."""

    def __init__(
        self,
        session: CampaignSession,
        handout_id: int,
        *,
        title: str | None = None,
        text: str | None = None,
    ) -> None:
        super().__init__(session, translate("HandoutCommands", "Edit handout"))
        self.handout_id = handout_id
        self.title = title
        # Not ``text``: QUndoCommand.text() is the step's name in the history.
        self.body = text

    def check(self) -> None:
        if self.title is not None:
            clean_title(self.title)
        if self.body is not None:
            clean_text(self.body)

    def work_out(self, draft: Draft) -> None:
        row = get_handout(draft, self.handout_id)
        title = row.title if self.title is None else clean_title(self.title)
        text = row.text if self.body is None else clean_text(self.body)
        if (title, text) == (row.title, row.text):
            return  # nothing new: no step in the history
        draft.update(row, title=title, text=text)
        self.setText(fill(translate("HandoutCommands", "Edit handout “%1”"), title))


class RemoveHandout(ModelCommand):
    """Take a handout out of the library (its picture too, when nothing else uses it); undo
    brings it back, picture and all."""

    def __init__(self, session: CampaignSession, handout_id: int) -> None:
        super().__init__(session, translate("HandoutCommands", "Remove handout"))
        self.handout_id = handout_id

    def work_out(self, draft: Draft) -> None:
        row = get_handout(draft, self.handout_id)
        self.setText(fill(translate("HandoutCommands", "Remove handout “%1”"), row.title))
        draft.remove(row)
        drop_unused_image(draft, row.image_id)


class MoveHandout(ModelCommand):
    """Move a handout to ``index`` in the library's order (0: first); the others keep theirs."""

    def __init__(self, session: CampaignSession, handout_id: int, index: int) -> None:
        super().__init__(session, translate("HandoutCommands", "Move handout"))
        self.handout_id = handout_id
        self.index = index

    def work_out(self, draft: Draft) -> None:
        row = get_handout(draft, self.handout_id)
        ordered = sorted(draft.all(Handout), key=lambda handout: (handout.position, handout.id))
        others = [handout for handout in ordered if handout.id != row.id]
        index = min(max(self.index, 0), len(others))
        others.insert(index, row)
        for position, handout in enumerate(others):
            if handout.position != position:
                draft.update(handout, position=position)
        self.setText(fill(translate("HandoutCommands", "Move handout “%1”"), row.title))
