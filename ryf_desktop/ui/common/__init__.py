"""What every view of the GM's window shares: following the open campaign
(:mod:`.session_follow`) and listing rows keyed by id (:mod:`.keyed_rows`)."""

from ryf_desktop.ui.common.keyed_rows import KEY_ROLE, ROW_ROLE, Column, KeyedRowsModel
from ryf_desktop.ui.common.session_follow import (
    SessionFollower,
    SessionHolder,
    SessionSource,
    follow_session,
)

__all__ = [
    "KEY_ROLE",
    "ROW_ROLE",
    "Column",
    "KeyedRowsModel",
    "SessionFollower",
    "SessionHolder",
    "SessionSource",
    "follow_session",
]
