"""Settle the table in Three Card Poker: the players at the table, each on his own spot with
his own ante and side bets, played or folded as such a player does, against one dealer
hand; the amount paid to or taken from each spot, the Ante Bonus and the side bets
included. Answered as the other games' tables are, one amount a box
(``trainer.kinds.tables``).

Box 1 is the question's ``DealtRound``; the further spots are kept in its ``boxes``, each
its history as the game keeps it (``engine.three_card.game.history``) without the dealer's
hand, which the first box keeps for all. The table is dealt from one shuffled deck: the
dealer's three cards and each spot's are all different cards.
"""

from __future__ import annotations

import random
from decimal import Decimal

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.cards import Card, Deck
from engine.dealing import CannotDeal
from engine.three_card import game
from engine.three_card.evaluate import HAND_SIZE
from engine.three_card.order import Ending
from engine.three_card.players import play_as
from engine.three_card.round import Round
from engine.three_card.rules import ThreeCardRules
from engine.three_card.settle import settle
from paytables.games.three_card.wording import three_card_working
from trainer.kinds.base import Cell, Dealing
from trainer.kinds.rounds import ANTES, MAX_DEALS, Drawn, dealt_round
from trainer.kinds.tables import TableAnswer, TableBox
from trainer.kinds.three_card.rounds import (
    ThreeCardHouseKind,
    choose_bettor,
    pair_plus_known,
    round_settles,
    six_card_known,
)
from trainer.kinds.three_card.slugs import ThreeCardKind
from trainer.models import DealtRound, Difficulty, Question

# Each line: how many spots are played at the table.
LINES = {"two_spots": 2, "three_spots": 3, "four_spots": 4}
# How often a player at the table stakes each side bet the house offers.
SIDE_BET_SHARE = 0.5


def _spot(
    rules: ThreeCardRules,
    rng: random.Random,
    player: tuple[Card, ...],
    dealer: tuple[Card, ...],
    difficulty: Difficulty,
) -> Round | None:
    """One spot as a player at the table plays it: his own ante and side bets, decided as
    he decides; ``None`` when the house does not settle it."""
    ante = rng.choice(ANTES[difficulty])
    kind = choose_bettor(rules, rng, alone=True)
    pair_plus = pair_plus_known(rules) and (kind is None or rng.random() < SIDE_BET_SHARE)
    six_card = six_card_known(rules) and rng.random() < SIDE_BET_SHARE
    dealt = Round(
        ante=Decimal(0) if kind is None else ante,
        player=player,
        dealer=dealer,
        pair_plus=ante if pair_plus else Decimal(0),
        six_card=ante if six_card else Decimal(0),
    )
    round_ = dealt if kind is None else play_as(kind, dealt, rules)
    if round_ is None or not round_.can_wager(rules) or not round_settles(rules, round_):
        return None
    return round_


def deal_spots(
    rules: ThreeCardRules, rng: random.Random, spots: int, difficulty: Difficulty
) -> list[Round] | None:
    """``spots`` rounds against one dealer hand, dealt from one deck (the dealer's cards
    first); ``None`` when a spot does not settle under the house's rules or no spot is
    played (then the dealer's hand decides nothing: the caller deals again)."""
    cards = Deck(rng.getrandbits(62)).draw(HAND_SIZE * (spots + 1))
    dealer = cards[:HAND_SIZE]
    rounds = []
    for index in range(1, spots + 1):
        hand = cards[HAND_SIZE * index : HAND_SIZE * (index + 1)]
        round_ = _spot(rules, rng, hand, dealer, difficulty)
        if round_ is None:
            return None
        rounds.append(round_)
    played = [round_ for round_ in rounds if round_.decision is not None]
    if not any(game.ending_of(round_) is not Ending.FOLD for round_ in played):
        return None
    return rounds


def spot_history(round_: Round) -> dict[str, str]:
    """A spot as a further box of the table keeps it: its history as the game keeps it
    without the seed and the dealer's hand, which the table's first box keeps for all."""
    kept = game.history(round_)
    for shared in ("seed", "dealer"):
        del kept[shared]
    return kept


def table_boxes(dealt: DealtRound) -> list[TableBox]:
    """Every spot of the table, box 1 first, settled and explained."""
    if "_table_boxes" not in dealt.__dict__:  # read several times by a page: once per round
        rules = dealt.engine_rules()
        assert isinstance(rules, ThreeCardRules)  # a Three Card Poker kind's round
        dealer = dealt.history["dealer"]
        histories = [dealt.history, *({**box, "dealer": dealer} for box in dealt.boxes)]
        boxes = []
        for position, history in enumerate(histories, start=1):
            round_ = game.replay(rules, history)
            settlement = settle(rules, round_)
            working = three_card_working(settlement, round_)
            # A Pair Plus alone has no ante: its box says "ante 0", as it is.
            boxes.append(TableBox(position, round_.ante, round_, settlement, working))
        dealt.__dict__["_table_boxes"] = boxes
    found: list[TableBox] = dealt.__dict__["_table_boxes"]
    return found


class SettleTableKind(TableAnswer, ThreeCardHouseKind):
    """The spots at a Three Card Poker table: one amount a spot, everything on it included."""

    slug = ThreeCardKind.SETTLE_TABLE
    short_label = gettext_lazy("Settle the table")
    prompt_text = gettext_lazy(
        "Settle the table: how much is paid to (+) or taken from (−) each spot, the Ante "
        "Bonus and the side bets included?"
    )
    subject_template = "trainer/kinds/three_card/_settle_table.html"
    table_reason = gettext_lazy(
        "Each spot is settled on its own against the dealer's hand: the ante and the play by "
        "the showdown, the Ante Bonus and the side bets on the cards, whatever the dealer "
        "holds."
    )

    def catalogue(self) -> tuple[Cell, ...]:
        return (
            Cell(self.slug, "two_spots", _("Two spots against one dealer hand")),
            Cell(self.slug, "three_spots", _("Three spots against one dealer hand")),
            Cell(self.slug, "four_spots", _("Four spots against one dealer hand")),
        )

    def line_applies(self, line: str, rules: ThreeCardRules) -> bool:
        # A table is dealt as the cards fall: its played spots need the Ante Bonus table.
        return rules.ante_bonus is not None

    def deal(self, dealing: Dealing[ThreeCardRules]) -> Question:
        rules, rng = dealing.rules, dealing.rng
        line = dealing.line or rng.choice([cell.line for cell in self.cells(rules)])
        difficulty = Difficulty(dealing.difficulty)
        for _attempt in range(MAX_DEALS):
            seed = rng.getrandbits(62)
            spots = deal_spots(rules, random.Random(seed), LINES[line], difficulty)
            if spots is not None:
                break
        else:
            raise CannotDeal(f"no table for {self.slug}:{line} under {rules.name}")
        first, *others = spots
        # A dealt round's ante is a stake: box 1's Pair Plus where it is bet alone.
        dealt = dealt_round(dealing, Drawn(first, first.ante or first.pair_plus), seed, game)
        dealt.boxes = [spot_history(each) for each in others]
        return self.table_question(line, dealt)

    def table_boxes(self, dealt: DealtRound) -> list[TableBox]:
        return table_boxes(dealt)


KIND = SettleTableKind()
