"""One way for a view to follow the open campaign: :func:`follow_session` binds the view's slots
to the open session's ``changed`` event and lets go of the session before it closes, so no view
keeps a closed session or listens twice.

A view writes::

    self.follower = follow_session(self, window.campaign,
                                   on_session=self._show, on_change=self._changed)

``on_session(session)`` runs at once and after every change of campaign (``None``: none is open,
or the open one is closing); ``on_change(event)`` runs after each committed step of the open one.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QMetaObject, QObject, Signal, SignalInstance

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.session.events import Changed


class SessionSource(Protocol):
    """Who says which campaign is open: ``session`` (None when none is) and ``session_changed``,
    emitted after it changed (the window's ``CampaignController``, or a ``SessionHolder``)."""

    @property
    def session(self) -> CampaignSession | None: ...

    @property
    def session_changed(self) -> SignalInstance: ...


class SessionFollower(QObject):
    """Keeps ``on_change`` connected to the open session's ``changed`` (and only to it); a child
    of the view it serves, so it goes when the view goes."""

    def __init__(
        self,
        owner: QObject,
        sessions: SessionSource | None,
        on_session: Callable[[CampaignSession | None], object] | None = None,
        on_change: Callable[[Changed], object] | None = None,
    ) -> None:
        super().__init__(owner)
        self._sessions = sessions
        self._on_session = on_session
        self._on_change = on_change
        self._session: CampaignSession | None = None
        if sessions is not None:
            sessions.session_changed.connect(self.rebind)

    @property
    def session(self) -> CampaignSession | None:
        """The open session this view follows (None when none is open or it is closing)."""
        return self._session

    def rebind(self) -> None:
        """Follow whatever session the source holds now (it is called on ``session_changed``)."""
        session = self._sessions.session if self._sessions is not None else None
        if session is not None and session.closed:
            session = None
        if session is self._session:
            return
        self._let_go()
        self._session = session
        if session is not None:
            session.changed.connect(self._changed)
            session.closing.connect(self._closing)
        if self._on_session is not None:
            self._on_session(session)

    def _let_go(self) -> None:
        old = self._session
        if old is None:
            return
        self._session = None
        # The session may already be gone on Qt's side (closed and deleted): nothing to undo then.
        for signal, slot in ((old.changed, self._changed), (old.closing, self._closing)):
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)

    def _changed(self, event: Changed) -> None:
        if self._on_change is not None and self._session is not None:
            self._on_change(event)

    def _closing(self) -> None:
        # Views let go before the file closes: none reads a closed campaign's model.
        self._let_go()
        if self._on_session is not None:
            self._on_session(None)


def follow_session(
    owner: QObject,
    sessions: SessionSource | None,
    *,
    on_session: Callable[[CampaignSession | None], object] | None = None,
    on_change: Callable[[Changed], object] | None = None,
) -> SessionFollower:
    """Follow the campaign ``sessions`` holds, now and after every change (see the module)."""
    follower = SessionFollower(owner, sessions, on_session, on_change)
    follower.rebind()
    if follower.session is None and on_session is not None:
        # No campaign open: the view still shows its empty state once.
        on_session(None)
    return follower


def relink(
    connection: QMetaObject.Connection | None,
    signal: SignalInstance | None,
    slot: Callable[..., object],
) -> QMetaObject.Connection | None:
    """Disconnect ``connection`` to something of a campaign (its players' view), if there is
    one, and connect ``signal`` (None: nothing) to ``slot`` instead; the old sender may already
    be gone on Qt's side with a closed campaign: nothing to undo then."""
    if connection is not None:
        with contextlib.suppress(RuntimeError, TypeError):
            QObject.disconnect(connection)
    return None if signal is None else signal.connect(slot)


class SessionHolder(QObject):
    """The smallest :class:`SessionSource`: holds a session and says when it changes (for a view
    outside the window: tests, scripts)."""

    session_changed = Signal()

    def __init__(self, session: CampaignSession | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session

    @property
    def session(self) -> CampaignSession | None:
        return self._session

    def set_session(self, session: CampaignSession | None) -> None:
        self._session = session
        self.session_changed.emit()
