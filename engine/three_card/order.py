"""Three Card Poker rounds dealt to order: a round that shows a given ending, player's
category, dealer's category and side bets, reproducibly from a seeded ``random.Random``,
decided as a real kind of player decides it (``engine.three_card.players``).

A ``ThreeCardTarget`` names what the round must show. Every round is built from the exact
tables of ``engine.three_card.analysis.hand_classes``: a kind of player is chosen among
those who can make the target (each equally likely), then his hand among the hands with
which his rule can give it, each weighted by the dealer hands beside it that give it, and
last the dealer's hand among those. So the rounds of a kind of player come in a real
deck's proportions, ``possible`` is exact, and ``deal_to_order`` never fails where it says
yes.

A target is possible only where the round settles under the house's rules: a played round
needs the Ante Bonus table, a Pair Plus needs its table (and, on a fold, the house's word
on what a fold does to it), a 6-Card Bonus its table, Pair Plus alone the house's leave.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from decimal import Decimal

import numpy as np

from engine.cards import CARDS, Card
from engine.dealing import CannotDeal, distinct_players
from engine.money import parse_amount
from engine.three_card import analysis
from engine.three_card.analysis import HandClass, hand_arrays, hand_classes
from engine.three_card.evaluate import QUALIFYING, Category, evaluate
from engine.three_card.players import ThreeCardPlayer, play_as, plays
from engine.three_card.round import Ending, Round, ending_of
from engine.three_card.rules import ThreeCardRules
from engine.three_card.settle import settle

__all__ = [
    "CannotDeal",
    "Ending",
    "ThreeCardTarget",
    "deal_to_order",
    "deals_meeting",
    "ending_of",
    "meets",
    "possible",
]

_PLAYED = {
    Ending.NOT_QUALIFIED: analysis.NOT_QUALIFIED,
    Ending.PLAYER: analysis.PLAYER_WINS,
    Ending.TIE: analysis.TIE,
    Ending.DEALER: analysis.DEALER_WINS,
}


@dataclass(frozen=True, kw_only=True)
class ThreeCardTarget:
    """What a round dealt to order must show; ``None`` means any.

    ``player`` and ``dealer`` are the categories of their three cards; ``pair_plus`` and
    ``six_card`` whether those side bets are placed (each for the ante); ``players`` the
    kinds of player who may decide it. The ending ``PAIR_PLUS_ALONE`` deals a round with no
    ante and the Pair Plus alone (for the ante given). Values may be given as their
    strings ("pair", "tie", "timid"). Raises ``ValueError`` for an unknown value or no
    player at all.
    """

    ending: Ending | None = None
    player: Category | None = None
    dealer: Category | None = None
    pair_plus: bool = False
    six_card: bool = False
    players: tuple[ThreeCardPlayer, ...] = tuple(ThreeCardPlayer)

    def __post_init__(self) -> None:
        # Frozen: the normalised values are written past the dataclass's guard, so that
        # equal targets are equal values however the caller gave them.
        if self.ending is not None:
            object.__setattr__(self, "ending", Ending(self.ending))
        for name in ("player", "dealer"):
            value = getattr(self, name)
            if isinstance(value, str):
                object.__setattr__(self, name, Category.from_slug(value))
            elif value is not None:
                object.__setattr__(self, name, Category(value))
        if self.ending is Ending.PAIR_PLUS_ALONE:
            object.__setattr__(self, "pair_plus", True)
        object.__setattr__(self, "players", distinct_players(ThreeCardPlayer, self.players))

    def __str__(self) -> str:
        asked = [f"ending={self.ending}"] if self.ending is not None else []
        asked += [
            f"{name}={category.slug}"
            for name, category in (("player", self.player), ("dealer", self.dealer))
            if category is not None
        ]
        asked += [name for name in ("pair_plus", "six_card") if getattr(self, name)]
        if self.players != tuple(ThreeCardPlayer):
            asked.append("players=" + ",".join(self.players))
        return "(" + (", ".join(asked) or "any round") + ")"


def meets(round_: Round, target: ThreeCardTarget) -> bool:
    """Whether the complete ``round_`` shows every field of ``target`` (its ``players``
    aside: a round does not record who decided it)."""
    if not round_.complete:
        return False
    return (
        target.ending in (None, ending_of(round_))
        and target.player in (None, evaluate(round_.player).category)
        and target.dealer in (None, evaluate(round_.dealer).category)
        and bool(round_.pair_plus) == target.pair_plus
        and bool(round_.six_card) == target.six_card
    )


def _settles(rules: ThreeCardRules, target: ThreeCardTarget) -> bool:
    """Whether the house's rules take and settle the side bets the target asks for."""
    if target.pair_plus and (not rules.offers_pair_plus or rules.pair_plus is None):
        return False
    if target.six_card and (not rules.offers_six_card or rules.six_card is None):
        return False
    return target.ending is not Ending.PAIR_PLUS_ALONE or rules.pair_plus_alone


def _dealer_hands(
    rules: ThreeCardRules, target: ThreeCardTarget, each: HandClass, player: ThreeCardPlayer
) -> int:
    """How many dealer hands beside a hand of class ``each``, decided by ``player``, give
    the target (0: none can)."""
    dealer = target.dealer
    if target.ending is Ending.PAIR_PLUS_ALONE or not plays(player, each.value):
        if target.ending not in (None, Ending.FOLD, Ending.PAIR_PLUS_ALONE):
            return 0
        folded = target.ending is not Ending.PAIR_PLUS_ALONE
        if folded and target.pair_plus and rules.pair_plus_on_fold is None:
            return 0
        return sum(count for category, _, count in each.against if dealer in (None, category))
    if target.ending in (Ending.FOLD, Ending.PAIR_PLUS_ALONE) or rules.ante_bonus is None:
        return 0
    wanted = None if target.ending is None else _PLAYED[target.ending]
    return sum(
        count
        for category, ending, count in each.against
        if dealer in (None, category) and wanted in (None, ending)
    )


_Options = tuple[tuple[HandClass, ...], tuple[int, ...]]


@functools.lru_cache(maxsize=256)
def _choices(
    rules: ThreeCardRules, target: ThreeCardTarget
) -> tuple[tuple[ThreeCardPlayer, _Options], ...]:
    """For each kind of player who can make the target, the classes of hands he can make
    it with and their cumulative weights: the class's hands times the dealer hands beside
    each that give the target, so that the rounds come in a real deck's proportions."""
    if not _settles(rules, target):
        return ()
    kinds = target.players[:1] if target.ending is Ending.PAIR_PLUS_ALONE else target.players
    found = []
    for player in kinds:
        classes: list[HandClass] = []
        weights: list[int] = []
        total = 0
        for each in hand_classes():
            if target.player not in (None, each.category):
                continue
            weight = each.size * _dealer_hands(rules, target, each, player)
            if weight:
                total += weight
                classes.append(each)
                weights.append(total)
        if classes:
            found.append((player, (tuple(classes), tuple(weights))))
    return tuple(found)


def deals_meeting(rules: ThreeCardRules, target: ThreeCardTarget, player: ThreeCardPlayer) -> int:
    """How many deals (player hand, dealer hand: 407,170,400 in all) decided by ``player``
    meet ``target`` and settle under ``rules``: the weight ``deal_to_order`` gives them."""
    for each, (_classes, weights) in _choices(rules, target):
        if each is ThreeCardPlayer(player):
            return weights[-1]
    return 0


def possible(rules: ThreeCardRules, target: ThreeCardTarget) -> bool:
    """Whether some round meets ``target`` under ``rules`` and settles under them."""
    return bool(_choices(rules, target))


def _dealer(
    target: ThreeCardTarget, hand: tuple[Card, ...], played: bool, rng: random.Random
) -> tuple[Card, ...]:
    cards, values, masks = hand_arrays()
    mask = 0
    for each in hand:
        mask |= 1 << int(each)
    keep = (masks & mask) == 0
    if target.dealer is not None:
        keep &= (values >> 12) == target.dealer
    if played and target.ending is not None:
        value = evaluate(hand)
        qualifies = values >= QUALIFYING
        keep &= {
            Ending.NOT_QUALIFIED: ~qualifies,
            Ending.PLAYER: qualifies & (values < value),
            Ending.TIE: qualifies & (values == value),
            Ending.DEALER: qualifies & (values > value),
        }[target.ending]
    options = np.flatnonzero(keep)
    chosen = cards[int(options[rng.randrange(len(options))])]
    dealt = [CARDS[int(each)] for each in chosen]
    rng.shuffle(dealt)
    return tuple(dealt)


def _permuted(hand: tuple[Card, ...], rng: random.Random) -> tuple[Card, ...]:
    suits = list(range(4))
    rng.shuffle(suits)
    cards = [CARDS[each.rank * 4 + suits[each.suit]] for each in hand]
    rng.shuffle(cards)
    return tuple(cards)


def deal_to_order(
    rules: ThreeCardRules, target: ThreeCardTarget, rng: random.Random, *, ante: Decimal
) -> tuple[Round, ThreeCardPlayer]:
    """A complete round meeting every field of ``target`` under ``rules``, for ``ante`` (the
    side bets asked for are one ante each), and the kind of player who decided it.

    The round is entered by hand (``seed`` ``None``), so it replays from its history; it
    is the round ``play_as`` decides with that kind of player, and it settles under
    ``rules``. The same rules, target, ante and state of ``rng`` give the same round.
    Raises ``CannotDeal`` saying why when no round meets the target (exactly when
    ``possible`` says so); ``BadAmount`` for an ante that is no stake.
    """
    ante = parse_amount(ante, name="ante")
    choices = _choices(rules, target)
    if not choices:
        raise CannotDeal(f"no round {target} can be dealt under {rules.name}")
    player, (classes, weights) = rng.choice(choices)
    each = rng.choices(classes, cum_weights=weights)[0]
    hand = _permuted(each.hand, rng)
    alone = target.ending is Ending.PAIR_PLUS_ALONE
    played = not alone and plays(player, each.value)
    dealer = _dealer(target, hand, played, rng)
    dealt = Round(
        ante=Decimal(0) if alone else ante,
        player=hand,
        dealer=dealer,
        pair_plus=ante if target.pair_plus else Decimal(0),
        six_card=ante if target.six_card else Decimal(0),
    )
    round_ = play_as(player, dealt, rules)
    if round_ is None or not meets(round_, target):
        raise AssertionError(f"a round dealt to order for {target} does not meet it")
    settle(rules, round_)
    return round_, player
