"""Message tables: an error's problem code to the sentence that words it, as data (the storage,
import and dice messages). A param missing (KeyError) or not the whole number promised
(ValueError) propagates, so that the caller shows the error's own words instead.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from string import Formatter
from types import MappingProxyType
from typing import Generic, TypeVar

from PySide6.QtCore import QCoreApplication

from ryf_desktop.ui.dice.formatting import number

K = TypeVar("K")
Params = Mapping[str, int | str]
#: Works out one placeholder's words from an error's params.
Value = Callable[[Params], str]

_NO_VALUES: Mapping[str, Value] = MappingProxyType({})


def param_int(params: Params, key: str) -> int:
    """A whole number of an error's details; ValueError when the storage wrote something else."""
    value = params[key]
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{key} should be a whole number, not {value!r}")
    return value


def param_text(params: Params, key: str) -> str:
    return str(params[key])


def param_number(params: Params, key: str) -> str:
    """A whole number of an error's details as the locale writes it ('3.000' in Spanish)."""
    return number(param_int(params, key))


@dataclass(frozen=True)
class Sentence:
    """One sentence: ``text`` is the English source (a ``QT_TRANSLATE_NOOP`` literal)."""

    text: str
    #: Placeholders that are whole numbers, written as the locale writes them.
    numbers: tuple[str, ...] = ()
    #: Placeholders worked out from the params by this sentence alone.
    values: Mapping[str, Value] = field(default_factory=lambda: _NO_VALUES)


def sentence(source: object, *numbers: str, **values: Value) -> Sentence:
    """A :class:`Sentence` of ``source`` (what ``QT_TRANSLATE_NOOP`` gave back)."""
    return Sentence(str(source), numbers, MappingProxyType(values) if values else _NO_VALUES)


#: A problem's entry: its sentence, or what chooses one from the params.
Entry = Sentence | Callable[[Params], Sentence]


@dataclass(frozen=True)
class MessageTable(Generic[K]):
    """Every sentence of one translation ``context``, by problem code."""

    context: str
    sentences: Mapping[K, Entry]
    #: Placeholders worked out from the params the same way in every sentence of the table.
    values: Mapping[str, Value] = field(default_factory=lambda: _NO_VALUES)
    #: How any other placeholder is written: ``params[name]`` as text, by default.
    plain: Callable[[Params, str], str] = param_text

    def text(self, problem: K, params: Params) -> str:
        """The sentence for ``problem``, translated and filled from ``params``."""
        entry = self.sentences[problem]
        sentence = entry if isinstance(entry, Sentence) else entry(params)
        template = QCoreApplication.translate(self.context, sentence.text)
        names = {name for _, name, _, _ in Formatter().parse(sentence.text) if name}
        if not names:
            return template
        return template.format(**{name: self._value(sentence, name, params) for name in names})

    def _value(self, sentence: Sentence, name: str, params: Params) -> str:
        if name in sentence.values:
            return sentence.values[name](params)
        if name in self.values:
            return self.values[name](params)
        if name in sentence.numbers:
            return param_number(params, name)
        return self.plain(params, name)
