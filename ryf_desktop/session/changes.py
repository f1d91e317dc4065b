"""What a command changed, so the session can announce exactly that (views listen, not poll)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Changes:
    """The parts of a campaign a committed transaction changed.

    - ``campaign``: name, setting, rules profile or in-game day → ``campaign_changed``.
    - ``characters``: a character added, removed or reordered, or every character's derived
      values (a new rules profile) → ``characters_changed``.
    - ``character_ids``: those characters' own data → ``character_changed(id)`` each.
    - ``log``: entries appended to the roll and event log → ``log_appended``.
    """

    campaign: bool = False
    characters: bool = False
    character_ids: frozenset[int] = frozenset()
    log: bool = False

    def __or__(self, other: Changes) -> Changes:
        return Changes(
            campaign=self.campaign or other.campaign,
            characters=self.characters or other.characters,
            character_ids=self.character_ids | other.character_ids,
            log=self.log or other.log,
        )

    def __bool__(self) -> bool:
        return self.campaign or self.characters or bool(self.character_ids) or self.log


NOTHING = Changes()
