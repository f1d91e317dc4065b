"""Read models: what a surface shows, worked out once per step from the model (see
ARCHITECTURE.md, "Read models")."""

from ryf_desktop.session.present.players_view import (
    NO_TURN,
    PlayersView,
    PublicTurn,
    ShownChoice,
    ShownHandout,
    TurnEntry,
    players_view_of,
)

__all__ = ["NO_TURN", "PlayersView", "PublicTurn", "ShownChoice", "ShownHandout",
           "TurnEntry", "players_view_of"]
