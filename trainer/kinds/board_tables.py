"""Settle the table in the banking games dealt on a Hold'em board (Ultimate Texas Hold'em,
Texas Hold'em Bonus, Casino Hold'em): one dealer hand and one board shared by two to four
spots (``engine.board.deal_table``), each a player with his own hole cards, his own ante and
the game's side bet (at about half the spots, where the house has published its table), and
his own decisions, made as such a player makes them (the game's ``players``). Each spot is
settled on its own by the game's engine and explained in the game's words; the table is
answered as the other games' tables are, one amount a box (``trainer.kinds.tables``).

Box 1 is the question's ``DealtRound``; the further spots are kept in its ``boxes``, each
its history as the game keeps it (``game.history``) without the seed, the dealer's hand and
the board, which the first box keeps for all.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Mapping
from typing import Any, ClassVar, cast

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.board import deal_table
from engine.cards import Card
from engine.dealing import CannotDeal
from engine.errors import PokerError
from engine.game import Game
from paytables.wording import Working
from trainer.kinds.base import Cell, Dealing, Kind, R
from trainer.kinds.rounds import ANTES, MAX_DEALS, Drawn, dealt_round
from trainer.kinds.tables import TableAnswer, TableBox
from trainer.models import DealtRound, Difficulty, Question

# Each line: how many spots are played on the one board.
LINES = {"two_spots": 2, "three_spots": 3, "four_spots": 4}
# How often a player at the table stakes the side bet the house offers.
SIDE_BET_SHARE = 0.5
# What the first box keeps for the whole table, and the further boxes leave out.
SHARED = ("seed", "dealer", "board")


def settles(engine: Game, rules: Any, round_: Any) -> bool:
    """Whether the decided round settles under the house's published figures (a fold with a
    side bet where the house has not said what a fold does to it does not)."""
    try:
        engine.settle(rules, round_)
    except PokerError:
        return False
    return True


def spot_history(history: Mapping[str, str]) -> dict[str, str]:
    """A spot as a further box of the table keeps it: its history without what the table's
    first box keeps for all."""
    return {name: value for name, value in history.items() if name not in SHARED}


class BoardTableKind(TableAnswer, Kind[R]):
    """A game's "settle the table" on one board. The game's kind (with its house kind, a
    ``Kind``) gives its ``engine``, its round type, the round's field of its side bet,
    whether the house has published that bet (``side_bet_known``), the players a dealer
    meets and how often (``player_weights``), and a spot's working (``spot_working``)."""

    engine: ClassVar[Game]
    round_type: ClassVar[type]
    side_bet: ClassVar[str]
    # Each game's own players (its ``players`` enum), as often as a dealer meets them.
    player_weights: ClassVar[Mapping[Any, int]]
    short_label = gettext_lazy("Settle the table")

    def catalogue(self) -> tuple[Cell, ...]:
        return (
            Cell(self.slug, "two_spots", _("Two spots on one board")),
            Cell(self.slug, "three_spots", _("Three spots on one board")),
            Cell(self.slug, "four_spots", _("Four spots on one board")),
        )

    @abstractmethod
    def side_bet_known(self, rules: R) -> bool:
        """Whether the house offers the game's side bet and has published its table."""

    @abstractmethod
    def spot_working(self, rules: R, settlement: Any, round_: Any) -> Working:
        """A spot's whole working, in the game's words."""

    def spot(
        self,
        rules: R,
        rng: random.Random,
        cards: tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]],
        difficulty: Difficulty,
    ) -> Any | None:
        """One spot (its hole cards, the dealer's and the board: ``cards``) as a player at the
        table plays it: his own ante of the difficulty, the side bet where he stakes it,
        decided as he decides. A spot that cannot settle with the side bet (a fold where the
        house has not said what a fold does to it) is played without it; ``None`` when the
        house takes it neither way."""
        hole, dealer, board = cards
        ante = rng.choice(ANTES[difficulty])
        player = rng.choices(list(self.player_weights), list(self.player_weights.values()))[0]
        staked = self.side_bet_known(rules) and rng.random() < SIDE_BET_SHARE
        for side_bet in dict.fromkeys((ante if staked else 0, 0)):
            dealt = self.round_type(
                ante=ante, player=hole, dealer=dealer, board=board, **{self.side_bet: side_bet}
            )
            round_ = self.engine.play_as(player, dealt, rules)
            if round_ is not None and settles(self.engine, rules, round_):
                return round_
        return None

    def deal_spots(
        self, rules: R, rng: random.Random, spots: int, difficulty: Difficulty
    ) -> list[Any] | None:
        """``spots`` rounds on one board against one dealer hand, from one deck; ``None``
        when a spot does not settle or every spot folds (then the dealer's hand decides
        nothing: the caller deals again)."""
        holes, dealer, board = deal_table(rng.getrandbits(62), spots)
        rounds = []
        for hole in holes:
            round_ = self.spot(rules, rng, (hole, dealer, board), difficulty)
            if round_ is None:
                return None
            rounds.append(round_)
        # Every game on a board names its fold ending "fold" (its ``Ending.FOLD``).
        if all(self.engine.ending_of(round_) == "fold" for round_ in rounds):
            return None
        return rounds

    def deal(self, dealing: Dealing[R]) -> Question:
        rules, rng = dealing.rules, dealing.rng
        line = dealing.line or rng.choice([cell.line for cell in self.cells(rules)])
        difficulty = Difficulty(dealing.difficulty)
        for _attempt in range(MAX_DEALS):
            seed = rng.getrandbits(62)
            spots = self.deal_spots(rules, random.Random(seed), LINES[line], difficulty)
            if spots is not None:
                break
        else:
            raise CannotDeal(f"no table for {self.slug}:{line} under {rules.name}")
        first, *others = spots
        dealt = dealt_round(dealing, Drawn(first, first.ante), seed, self.engine)
        dealt.boxes = [spot_history(self.engine.history(each)) for each in others]
        return self.table_question(line, dealt)

    def table_boxes(self, dealt: DealtRound) -> list[TableBox]:
        """Every spot of the table, box 1 first, replayed under the house's rules, settled
        and explained."""
        if "_table_boxes" not in dealt.__dict__:  # read several times by a page: once per round
            # The game's own rules: a table of this kind is dealt under no other.
            rules = cast(R, dealt.engine_rules())
            shared = {name: dealt.history[name] for name in SHARED if name != "seed"}
            histories = [dealt.history, *({**box, **shared} for box in dealt.boxes)]
            boxes = []
            for position, history in enumerate(histories, start=1):
                round_ = self.engine.replay(rules, history)
                settlement = self.engine.settle(rules, round_)
                working = self.spot_working(rules, settlement, round_)
                boxes.append(TableBox(position, round_.ante, round_, settlement, working))
            dealt.__dict__["_table_boxes"] = boxes
        found: list[TableBox] = dealt.__dict__["_table_boxes"]
        return found
