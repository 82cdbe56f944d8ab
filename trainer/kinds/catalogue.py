"""What one game's question kinds are to the trainer, as its kinds package gives them
(``trainer/kinds/<engine>/__init__.py``, named ``GAME_KINDS``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from django.utils.functional import Promise

if TYPE_CHECKING:
    from trainer.kinds.base import Kind


@dataclass(frozen=True)
class SelfTestSpec:
    """A game's public self-test: the reference house it deals at when the trainee has no
    house of the game (``variant``, described to him as ``note``), and its three kinds."""

    variant: str
    note: Promise
    kinds: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class GameKinds:
    """One game's kinds: ``group`` heads them in the drill form; ``taught`` is every kind
    in the order a dealer school teaches them; ``dealer`` the kinds a dealer of the game is
    paid to get right ("practise what I need" covers these, and the mastery grid shows them
    whether practised or not); ``drill`` what a new drill ticks at a house of the game;
    ``self_test`` its public self-test."""

    group: Promise
    taught: tuple[Kind[Any], ...]
    dealer: tuple[str, ...]
    drill: tuple[str, ...]
    self_test: SelfTestSpec

    def __post_init__(self) -> None:
        slugs = {kind.slug.value for kind in self.taught}
        listed = set(self.dealer) | set(self.drill) | set(self.self_test.kinds)
        if not listed <= slugs:
            raise ValueError(f"not kinds of this game: {sorted(listed - slugs)}")
        # The self-test's page asks each question with one amount box (its three answers
        # are timed as one form): a kind answered by a choice cannot be one of them.
        amounts = {kind.slug.value for kind in self.taught if kind.asks_amount}
        if not set(self.self_test.kinds) <= amounts:
            raise ValueError(
                f"a self-test asks amounts, not {sorted(set(self.self_test.kinds) - amounts)}"
            )
