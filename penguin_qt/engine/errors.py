"""Typed errors with reasons a player can read.

The engine imports no Qt, yet every reason must be translatable.  Each error keeps its English
template and the values that fill it; the UI translates the template (context ``Engine``) and
formats it with the same values.  ``N_`` marks templates for Qt's ``lupdate`` without calling Qt.
"""

from __future__ import annotations

from typing import Any


def N_(text: str) -> str:  # noqa: N802
    """Mark an engine string for translation (context ``Engine``)."""
    return text


class EngineError(ValueError):
    """Base of every error the engine raises on purpose: a value (a move, a position's
    text, a deal number) that does not fit, hence a ``ValueError``.

    ``template`` is the untranslated English text with ``{name}`` fields; ``params`` fill them.
    ``str(error)`` is the English message.
    """

    def __init__(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = params
        super().__init__(template.format(**params))

    @property
    def reason(self) -> str:
        """The message in English, its values filled in."""
        return str(self)


class IllegalMoveError(EngineError):
    """A well-formed move that the rules do not allow in this position."""


class InvalidMoveError(EngineError):
    """A move that does not make sense at all (no such pile, an empty source, bad notation)."""


class PositionError(EngineError):
    """A position (usually read from text) that cannot occur: wrong cards, counts or ranks.

    ``line`` is the 1-based line of the text where the problem is, or ``None``.
    """

    def __init__(self, template: str, line: int | None = None, **params: Any) -> None:
        self.line = line
        super().__init__(template, **params)

    def __str__(self) -> str:
        text = super().__str__()
        return f"line {self.line}: {text}" if self.line is not None else text


class PinnedError(EngineError):
    """A change to a parameter of the rules that the variant pins (``Rules.free_params``)."""


class DealError(EngineError):
    """A deal number out of range, or a deal the rule set cannot make."""


class Text:
    """A translatable piece of text used as a value inside another message."""

    __slots__ = ("params", "template")

    def __init__(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = params

    def __str__(self) -> str:
        return self.template.format(**self.params)

    def __repr__(self) -> str:
        return f"Text({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Text) and (self.template, self.params) == (
            other.template,
            other.params,
        )

    def __hash__(self) -> int:
        return hash(self.template)


class Named(Text):
    """A variant's or a plugin's own words inside a message (a deal procedure's name, what
    its ``requires`` says): translated where the plugin's translations put them (context
    ``Variants``), not as an engine template."""

    __slots__ = ()

    def __init__(self, text: str) -> None:
        super().__init__(text)

    def __str__(self) -> str:
        return self.template  # words, not a template: nothing in it is filled in


class RulesError(EngineError):
    """Rules that cannot be played as given: their deal procedure needs other figures."""


def render(template: str, params: dict[str, Any], translate=None) -> str:
    """Fill ``template`` with ``params``, translating the template and nested Text values.

    ``translate(text)`` returns the translation of an English template (identity by default).
    """
    tr = translate or (lambda s: s)
    values = {
        k: str(v) if isinstance(v, Named) else render(v.template, v.params, translate)
        if isinstance(v, Text) else v
        for k, v in params.items()
    }  # fmt: skip
    return tr(template).format(**values)
