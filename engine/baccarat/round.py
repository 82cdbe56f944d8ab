"""A coup of Punto Banco: two cards each, then the third cards the tableau draws.

The round is immutable: ``draw`` gives the round after one more card. Beside it,
``check_draw`` raises the refusal a third card against the tableau gets (for a page to say
why) and ``can_draw`` answers yes or no, so no template restates the tableau. Nobody
decides anything: ``play_out`` draws what the tableau draws from the seeded shoe.

The cards are dealt Player, Banker, Player, Banker, then the Player's third card, then the
Banker's. A shoe holds several decks, so one card may come twice in a coup; it may not
come more often than the house's decks hold it (``check_cards``).
"""

from __future__ import annotations

import dataclasses
import enum
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from engine.baccarat.rules import BaccaratRules
from engine.baccarat.shoe import DEFAULT_DECKS, Shoe
from engine.baccarat.tableau import banker_draws, is_natural, player_draws, points, total
from engine.cards import Card
from engine.errors import CardError, IllegalAction, PokerError


class Hand(enum.StrEnum):
    """The two hands of a coup."""

    PLAYER = "player"
    BANKER = "banker"


class Winner(enum.StrEnum):
    PLAYER = "player"
    BANKER = "banker"
    TIE = "tie"


class Ending(enum.StrEnum):
    """How a coup ends: on naturals, or after the tableau's draws."""

    NATURAL_PLAYER = "natural_player"
    NATURAL_BANKER = "natural_banker"
    NATURAL_TIE = "natural_tie"
    PLAYER = "player"
    BANKER = "banker"
    TIE = "tie"


@dataclass(frozen=True, slots=True)
class Round:
    """One coup. ``player`` and ``banker`` are the hands' cards in the order dealt (two,
    then a third where drawn). ``seed`` is the shoe's (``None`` for a coup entered by
    hand), ``decks`` the shoe's decks: card ``i`` of the coup is card ``i`` of that shoe in
    the order dealt. Raises ``CardError`` (``hand_size``) for a hand of fewer than two or
    more than three cards."""

    player: tuple[Card, ...]
    banker: tuple[Card, ...]
    seed: int | None = None
    decks: int = DEFAULT_DECKS

    def __post_init__(self) -> None:
        if not (2 <= len(self.player) <= 3 and 2 <= len(self.banker) <= 3):
            raise CardError("the Player and the Banker hold two or three cards", code="hand_size")

    @classmethod
    def deal(cls, seed: int, decks: int = DEFAULT_DECKS) -> Round:
        """The first four cards of the shoe shuffled with ``seed``: two each, dealt
        Player, Banker, Player, Banker."""
        cards = Shoe(seed, decks).draw(4)
        return cls(player=cards[0::2], banker=cards[1::2], seed=seed, decks=decks)

    # -- what the coup shows -------------------------------------------------------------

    @property
    def player_first(self) -> int:
        """The Player's two-card total."""
        return total(self.player[:2])

    @property
    def banker_first(self) -> int:
        """The Banker's two-card total."""
        return total(self.banker[:2])

    @property
    def player_total(self) -> int:
        return total(self.player)

    @property
    def banker_total(self) -> int:
        return total(self.banker)

    @property
    def natural(self) -> bool:
        """Whether either hand's first two cards make 8 or 9, which ends the coup."""
        return is_natural(self.player_first) or is_natural(self.banker_first)

    @property
    def player_third(self) -> int | None:
        """The points of the Player's third card; ``None`` when he has none."""
        return points(self.player[2]) if len(self.player) == 3 else None

    @property
    def player_pair(self) -> bool:
        """Whether the Player's first two cards are of one rank (a ten and a king are
        not: they count alike, but the pair is by rank)."""
        return self.player[0].rank == self.player[1].rank

    @property
    def banker_pair(self) -> bool:
        return self.banker[0].rank == self.banker[1].rank

    @property
    def next_draw(self) -> Hand | None:
        """The hand the tableau draws to next; ``None`` when the coup is complete."""
        if self.natural:
            return None
        if len(self.player) == 2 and player_draws(self.player_first):
            return Hand.PLAYER
        if len(self.banker) == 2 and banker_draws(self.banker_first, self.player_third):
            return Hand.BANKER
        return None

    @property
    def complete(self) -> bool:
        """Whether the tableau draws no more card."""
        return self.next_draw is None

    @property
    def winner(self) -> Winner:
        """The higher total wins; equal totals tie. Raises ``IllegalAction``
        (``coup_not_complete``) before the tableau's draws are all made."""
        self.check_complete()
        if self.player_total == self.banker_total:
            return Winner.TIE
        return Winner.PLAYER if self.player_total > self.banker_total else Winner.BANKER

    @property
    def margin(self) -> int:
        """The winner's points over the loser's (0 for a tie)."""
        self.check_complete()
        return abs(self.player_total - self.banker_total)

    @property
    def dragon_7(self) -> bool:
        """Whether the Banker wins with three cards totalling 7 (EZ Baccarat's Dragon 7)."""
        return self.winner is Winner.BANKER and len(self.banker) == 3 and self.banker_total == 7

    @property
    def panda_8(self) -> bool:
        """Whether the Player wins with three cards totalling 8 (EZ Baccarat's Panda 8)."""
        return self.winner is Winner.PLAYER and len(self.player) == 3 and self.player_total == 8

    @property
    def dealer_hand(self) -> tuple[Card, ...]:
        """The Banker's final cards: the house's hand, as ``engine.game`` names it."""
        return self.banker

    @property
    def dealer(self) -> tuple[Card, ...]:
        return self.banker

    @property
    def decision(self) -> None:
        """Nobody decides anything in a coup."""
        return None

    @property
    def fee_antes(self) -> Decimal:
        """Baccarat has no fee (the commission is the Banker bet's, in ``settle``)."""
        return Decimal(0)

    # -- the tableau's checks ------------------------------------------------------------

    def check_draw(self, hand: Hand | str) -> None:
        """Raise the refusal a third card to ``hand`` gets now (``IllegalAction``):
        ``bad_hand``, ``already_drawn``, ``natural`` (a natural ends the coup),
        ``player_stands`` (on 6 or 7), ``player_draws_first`` (the Banker waits for the
        Player's third card) or ``banker_stands`` (the tableau's line, with the Banker's
        total and the Player's third card as params)."""
        try:
            side = Hand(hand)
        except ValueError:
            raise IllegalAction(
                f"a card is drawn to the player or the banker, not {hand!r}", code="bad_hand"
            ) from None
        cards = self.player if side is Hand.PLAYER else self.banker
        if len(cards) == 3:
            raise IllegalAction(f"the {side} already has a third card", code="already_drawn")
        if self.natural:
            raise IllegalAction(
                f"a natural (Player {self.player_first}, Banker {self.banker_first}) ends "
                "the coup: no third card",
                code="natural",
            )
        if side is Hand.PLAYER:
            if not player_draws(self.player_first):
                raise IllegalAction(
                    f"the Player stands on {self.player_first}",
                    code="player_stands",
                    player_total=self.player_first,
                )
            return
        if len(self.player) == 2 and player_draws(self.player_first):
            raise IllegalAction(
                f"the Player draws first, on {self.player_first}", code="player_draws_first"
            )
        if not banker_draws(self.banker_first, self.player_third):
            raise IllegalAction(
                _banker_stands(self.banker_first, self.player_third),
                code="banker_stands",
                banker_total=self.banker_first,
                player_third=self.player_third,
            )

    def can_draw(self, hand: Hand | str) -> bool:
        """Whether the tableau draws a third card to ``hand`` now."""
        return _can(lambda: self.check_draw(hand))

    def draw(self, hand: Hand | str, card: Card | None = None) -> Round:
        """The round after a third card to ``hand``: ``card`` for a coup entered by hand,
        else the shoe's next card. Raises as ``check_draw``; ``CardError``
        (``draw_missing``) for a coup entered by hand without its card."""
        self.check_draw(hand)
        if card is None:
            if self.seed is None:
                raise CardError(
                    "this coup was entered by hand: say which card was drawn", code="draw_missing"
                )
            position = len(self.player) + len(self.banker)
            card = Shoe.at(self.seed, position, self.decks).draw()[0]
        if Hand(hand) is Hand.PLAYER:
            return dataclasses.replace(self, player=(*self.player, card))
        return dataclasses.replace(self, banker=(*self.banker, card))

    def play_out(self) -> Round:
        """The coup with every card the tableau draws, from the shoe (or as it is, when
        complete)."""
        round_ = self
        while (hand := round_.next_draw) is not None:
            round_ = round_.draw(hand)
        return round_

    def check_complete(self) -> None:
        """Raise ``IllegalAction`` (``coup_not_complete``, naming the hand to draw) while
        the tableau still draws a card."""
        hand = self.next_draw
        if hand is not None:
            raise IllegalAction(
                f"the coup is not over: the {hand} draws a third card",
                code="coup_not_complete",
                hand=hand,
            )

    def check_cards(self, rules: BaccaratRules) -> None:
        """Raise ``CardError`` (``shoe_cannot_hold``) for a card that comes more often in
        the coup than the house's ``decks`` hold it."""
        for card, count in Counter(self.player + self.banker).items():
            if count > rules.decks:
                raise CardError(
                    f"{card} comes {count} times: a shoe of {rules.decks} decks holds "
                    f"{rules.decks}",
                    code="shoe_cannot_hold",
                    card=card,
                    decks=rules.decks,
                )


def _banker_stands(banker_total: int, player_third: int | None) -> str:
    if player_third is None:
        return f"the Player stood: the Banker stands on {banker_total}"
    return f"the Banker stands on {banker_total} when the Player's third card is {player_third}"


def _can(check: Callable[[], object]) -> bool:
    try:
        check()
    except PokerError:
        return False
    return True


def replay(
    rules: BaccaratRules,
    *,
    player: Sequence[Card],
    banker: Sequence[Card],
    seed: int | None = None,
) -> Round:
    """A coup entered by hand, as it was dealt: each hand's cards in the order dealt. The
    third cards are checked against the tableau in the order they come (the Player's,
    then the Banker's), and a coup the tableau would still draw to is refused. Raises
    ``IllegalAction`` (``check_draw``'s codes, ``coup_not_complete``) and ``CardError``
    (``hand_size``, ``shoe_cannot_hold``).

    >>> from engine.cards import parse_cards
    >>> from engine.baccarat.variants import PUNTO_BANCO
    >>> replay(PUNTO_BANCO, player=parse_cards("2h 3c 4d"), banker=parse_cards("Kd 6s 9c"))
    Traceback (most recent call last):
    engine.errors.IllegalAction: the Banker stands on 6 when the Player's third card is 4
    """
    round_ = Round(player=tuple(player[:2]), banker=tuple(banker[:2]), seed=seed, decks=rules.decks)
    if len(player) > 3 or len(banker) > 3:
        raise CardError("the Player and the Banker hold two or three cards", code="hand_size")
    for hand, cards in ((Hand.PLAYER, player), (Hand.BANKER, banker)):
        if len(cards) == 3:
            round_ = round_.draw(hand, cards[2])
    round_.check_complete()
    round_.check_cards(rules)
    return round_


def ending_of(round_: Round) -> Ending:
    """How the complete coup ends. Raises ``IllegalAction`` (``coup_not_complete``)
    before.

    >>> from engine.cards import parse_cards
    >>> ending_of(Round(player=parse_cards("9h Kc"), banker=parse_cards("4d 4s")))
    <Ending.NATURAL_PLAYER: 'natural_player'>
    """
    winner = round_.winner
    if round_.natural:
        return {
            Winner.PLAYER: Ending.NATURAL_PLAYER,
            Winner.BANKER: Ending.NATURAL_BANKER,
            Winner.TIE: Ending.NATURAL_TIE,
        }[winner]
    return Ending(winner.value)
