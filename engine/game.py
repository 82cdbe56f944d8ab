"""What every game's engine answers, with the same names for the same ideas.

A game is a package beside the others (``engine.oasis``, ``engine.russian``,
``engine.three_card``) whose ``game`` module gives the names below; nothing outside a game
needs more to deal a round, play it as a player the dealer meets, say how it ends, keep its
history and settle it. Games are siblings over the shared modules (cards, hands, money,
errors, showdown, limits, dealing, the analysis kernels): no game imports another (import
contracts in ``pyproject.toml``), and ``tests/engine/test_game.py`` checks that each game's
module answers ``Game``.

Each game keeps its own richer API beside it (its rules value, its round's actions with their
``check_<action>`` and ``can_<action>``, its settlement's wagers); the protocol is the part
the layers above can rely on whatever the game.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Mapping
from decimal import Decimal
from typing import Any, Protocol, runtime_checkable

from engine.cards import Card


class GameRound(Protocol):
    """A round of any game: the hands as dealt, the dealer's hand at the showdown, the
    player's decision (``None`` until he decides) and the fees he paid, in antes."""

    @property
    def player(self) -> tuple[Card, ...]: ...

    @property
    def dealer(self) -> tuple[Card, ...]: ...

    @property
    def dealer_hand(self) -> tuple[Card, ...]: ...

    @property
    def decision(self) -> enum.StrEnum | None: ...

    @property
    def fee_antes(self) -> Decimal: ...


class GameSettlement(Protocol):
    """A settled round of any game: whether the dealer qualified, and the player's net."""

    @property
    def dealer_qualifies(self) -> bool: ...

    @property
    def net(self) -> Decimal: ...


@runtime_checkable
class Game(Protocol):
    """One game's engine, as its ``engine/<game>/game.py`` module gives it.

    ``PLAYERS`` are the ordinary players a dealer meets at that game's table, each a kind
    of player ``play_as`` plays a dealt round as. ``deal`` deals a fresh round from a seeded
    deck; ``ending_of`` says how a decided round ends (the game's ``Ending``);
    ``qualifies`` whether the dealer's hand at the showdown qualifies. ``history`` is a
    decided round as plain data (strings only, ready for JSON), and ``replay`` gives the
    round back from it under the same rules. ``settle`` settles a decided round with the
    game's stakes beside it, if it has any outside the round. ``deal_to_order`` deals a round
    that meets a target of the game's own ``Target`` type for ``ante``, with the player who
    played it; ``possible`` says whether it can. (A game whose rounds hold no stake, as Oasis
    Poker's, takes the ante and leaves it to ``settle``.)
    """

    @property
    def PLAYERS(self) -> tuple[enum.StrEnum, ...]: ...  # a module constant: read only

    def deal(self, seed: int, ante: Decimal) -> Any: ...

    def play_as(self, player: Any, round_: Any, rules: Any, /) -> Any | None: ...

    def ending_of(self, round_: Any, /) -> enum.StrEnum: ...

    def qualifies(self, round_: Any, /) -> bool: ...

    def history(self, round_: Any, /) -> dict[str, str]: ...

    def replay(self, rules: Any, history: Mapping[str, str], /) -> Any: ...

    def settle(self, rules: Any, round_: Any, /, **stakes: Decimal) -> GameSettlement: ...

    def deal_to_order(
        self, rules: Any, target: Any, rng: random.Random, /, *, ante: Decimal
    ) -> tuple[Any, Any]: ...

    def possible(self, rules: Any, target: Any, /) -> bool: ...
