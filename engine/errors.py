"""The engine's refusals. Each names the rule it enforces, so the pages can say it in the
reader's language; ``str(error)`` is the English sentence for logs and the command line."""

from __future__ import annotations


class PokerError(ValueError):
    """A refusal with a stable ``code`` and the ``params`` that fill its message."""

    def __init__(self, message: str, *, code: str, **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


class CardError(PokerError):
    """Text that is not a card, a card given twice, or a card that cannot be there."""


class BadAmount(PokerError):
    """An amount that is not a usable stake."""


class IllegalAction(PokerError):
    """An action the variant's rules do not allow at this point of the round."""


class RulesIncomplete(PokerError):
    """The variant lacks a figure the settlement needs (the house never published it)."""


class ChipError(PokerError):
    """A chip set that cannot be, a chip not of the set, or an amount its chips cannot make."""
