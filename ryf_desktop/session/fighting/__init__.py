"""What a combatant fights with and the acts that use it, on the open campaign in memory.

- :mod:`.stats` — :class:`~.stats.FighterStats` (the one type of a fighter), its attacks and spells;
- :mod:`.fighters` — a fighter read from the model or a draft (:func:`~.fighters.fighter`);
- :mod:`.character`, :mod:`.monster`, :mod:`.weapons` — where a character's or a creature's values
  come from;
- :mod:`.rank` — the rank of a fighter's roll with its reasons in words;
- :mod:`.plan` — an attack before its dice (:func:`~.plan.plan_attack`,
  :func:`~.plan.attack_preview`);
- :mod:`.attack`, :mod:`.actions`, :mod:`.harm` — the commands.

The arithmetic of a blow is :mod:`ryf_desktop.rules.strike`; these modules gather its numbers and
word its refusals.
"""
