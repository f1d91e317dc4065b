"""A spell cast from the character's sheet, out of combat (:class:`CastFromSheet`).

RULES.md §8: casting is rolled as Inteligencia + spell level + 1o3d10 − estorbo against the
spell's difficulty and *spends its maná* — on a success and on a failure alike, as the combat's
:class:`~ryf_desktop.session.fighting.actions.CastSpell` does (the rule names no exception). The
roll, the maná, the token and the handed-back token's penalty and the log line are one step.

In a running combat a cast is a major action of the caster's turn (seed 001: "una acción mayor
sería usar un conjuro"), which the combat's own cast spends: from the sheet it is refused, and the
refusal points to the Combat dock.
"""

from __future__ import annotations

from dataclasses import KW_ONLY, field

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.combat import RuleViolation
from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.rules.health import rank_penalty
from ryf_desktop.rules.magic import CastResult, Spell, cast_spell, mana_left
from ryf_desktop.rules.rank import RollShifts
from ryf_desktop.session.character_commands import character_of
from ryf_desktop.session.check_rolls import spend_for_roll
from ryf_desktop.session.combat_log import SPELL_KIND, spell_sentence
from ryf_desktop.session.command import CommandError, ModelCommand, command
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.healing_limits import fighting_in
from ryf_desktop.session.queries import character_details
from ryf_desktop.session.sheet_queries import worn_estorbo
from ryf_desktop.session.texts import fill
from ryf_desktop.session.validation import TEXT_MAX
from ryf_desktop.storage.records import Character
from ryf_desktop.storage.records import Spell as SpellRow

__all__ = ["CastFromSheet"]

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate


@command
class CastFromSheet(ModelCommand):
    """Character ``character_id`` casts spell ``spell_id`` out of combat with ``rng``: the roll
    (at the rank of the sheet's other rolls: a token spent +1, a handed-back token −1,
    malherido −1, a spell of level 0 −1), the spell's maná spent whatever the roll gives, and
    the line in the log. :attr:`line` and :attr:`result` hold them once pushed."""

    character_id: int
    spell_id: int
    _: KW_ONLY
    rng: RandomSource
    spend_token: bool = False
    line: str = field(default="", init=False)
    result: CastResult | None = field(default=None, init=False)

    def initial_text(self) -> str:
        return translate("SpellCommands", "Cast a spell")

    def work_out(self, draft: Draft) -> None:
        row = character_of(draft, self.character_id)
        combat = fighting_in(draft, row.id)
        if combat is not None:
            raise CommandError(translate(
                "SpellCommands",
                "%1 is fighting in “%2”: in a fight a spell is a major action of the turn. Cast it "
                "from the Combat dock (Other actions…, Cast a spell), which spends the action."),
                row.name, combat.name)
        spell = self._spell(draft, row)
        profile = draft.model.profile
        details = character_details(draft, row.id, profile)
        assert details is not None
        shifts = RollShifts(token_spent=self.spend_token, token_handed_back=row.token_penalty,
                            malherido=rank_penalty(details.state) < 0)
        row = spend_for_roll(draft, row, spend_token=self.spend_token, use_penalty=True)
        mana = mana_left(row.inteligencia, row.mana_spent)
        try:
            result = cast_spell(spell, inteligencia=row.inteligencia, mana_current=mana,
                                rng=self.rng, estorbo=worn_estorbo(details), rank=shifts.shift,
                                profile=profile)
        except RuleViolation:
            raise CommandError(translate(
                "SpellCommands",
                "%1 cannot cast %2: it costs %3 maná and only %4 are left. Choose a cheaper "
                "spell."),
                row.name, spell.name, spell.mana_cost, mana) from None
        draft.update(row, mana_spent=row.mana_spent + spell.mana_cost)
        self.result = result
        self.line = spell_sentence(row.name, spell.name, result.check, spell.mana_cost,
                                   result.mana_left)
        draft.log(self.line[:TEXT_MAX], kind=SPELL_KIND, character_id=row.id, data={
            "spell_id": self.spell_id, "total": result.check.total,
            "difficulty": result.check.difficulty, "success": result.success,
            "critical": result.check.critical, "fumble": result.check.fumble,
            "mana_spent": spell.mana_cost, "mana_left": result.mana_left,
            "detail": result.check.roll.describe()[:TEXT_MAX]})
        self.setText(fill(translate("SpellCommands", "%1 casts %2"), row.name, spell.name))

    def _spell(self, draft: Draft, row: Character) -> Spell:
        """The spell as the rules cast it, or why it cannot be cast at all."""
        if not draft.model.profile.magic:
            raise CommandError(translate(
                "SpellCommands",
                "Magic is switched off in this campaign's rules profile; switch it on in the "
                "campaign settings to cast spells."))
        found = draft.get(SpellRow, self.spell_id)
        if found is None or found.character_id != row.id:
            raise CommandError(translate(
                "SpellCommands", "%1 does not know that spell; add it to the sheet first."),
                row.name)
        return Spell(found.name, found.level, found.difficulty, found.mana_cost)
