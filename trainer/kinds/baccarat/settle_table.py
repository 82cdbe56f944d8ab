"""Settle the table in baccarat: one coup, and the spots around the table each with its own
bets on it (the Banker or the Player, and the Tie and side bets the house offers); the
amount paid to or taken from each spot, the commission taken off. Answered as the other
games' tables are, one amount a box (``trainer.kinds.tables``).

Box 1 is the question's ``DealtRound`` (the coup and its bets); the further spots are kept
in its ``boxes``, each its bets (``{"stakes": {...}}``): every spot bets on the one coup.
"""

from __future__ import annotations

import random
from decimal import Decimal

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.baccarat import game
from engine.baccarat.round import Round
from engine.baccarat.rules import BaccaratRules, Bet
from engine.baccarat.settle import settle
from engine.dealing import CannotDeal
from engine.errors import RulesIncomplete
from paytables.games.baccarat.wording import baccarat_working
from trainer.kinds.baccarat.net import SIDE_BET_SHARE, side_bets_known
from trainer.kinds.baccarat.rounds import BaccaratHouseKind, main_bet, side_stake
from trainer.kinds.baccarat.slugs import BaccaratKind
from trainer.kinds.base import Cell, Dealing
from trainer.kinds.rounds import ANTES, MAX_DEALS, Drawn, dealt_round, stakes_kept
from trainer.kinds.tables import TableAnswer, TableBox
from trainer.models import DealtRound, Difficulty, Question

# Each line: how many spots bet on the coup.
LINES = {"two_spots": 2, "three_spots": 3, "four_spots": 4}


def spot_bets(
    rules: BaccaratRules, rng: random.Random, difficulty: Difficulty
) -> dict[str, Decimal]:
    """One spot's bets: the Banker or the Player at a stake of the difficulty, and the
    other bets the house pays (the Tie, the side bets), each half the time."""
    stake = rng.choice(ANTES[difficulty])
    bets = main_bet(rules, rng, stake)
    for bet in side_bets_known(rules):
        if rng.random() < SIDE_BET_SHARE:
            bets[bet.value] = side_stake(stake)
    return bets


def table_boxes(dealt: DealtRound) -> list[TableBox]:
    """Every spot of the table, box 1 first, settled on the one coup and explained."""
    if "_table_boxes" not in dealt.__dict__:  # read several times by a page: once per round
        rules = dealt.engine_rules()
        assert isinstance(rules, BaccaratRules)  # a baccarat kind's round
        round_ = dealt.engine_round()
        assert isinstance(round_, Round)  # replayed by baccarat's engine
        every = [dealt.stakes, *(box["stakes"] for box in dealt.boxes)]
        boxes = []
        for position, stakes in enumerate(every, start=1):
            bets = {name: Decimal(amount) for name, amount in stakes.items()}
            settlement = settle(rules, round_, **bets)
            main = bets.get(Bet.BANKER.value) or bets.get(Bet.PLAYER.value) or Decimal(0)
            working = baccarat_working(settlement, round_)
            caption = _("Box %(position)s") % {"position": position}
            boxes.append(TableBox(position, main, round_, settlement, working, caption=caption))
        dealt.__dict__["_table_boxes"] = boxes
    found: list[TableBox] = dealt.__dict__["_table_boxes"]
    return found


class SettleTableKind(TableAnswer, BaccaratHouseKind):
    """The spots at a baccarat table on one coup: one amount a spot, every bet on it and the
    commission included."""

    slug = BaccaratKind.SETTLE_TABLE
    short_label = gettext_lazy("Settle the table")
    prompt_text = gettext_lazy(
        "Settle the table: how much is paid to (+) or taken from (−) each spot, every bet "
        "on it and the commission included?"
    )
    subject_template = "trainer/kinds/baccarat/_settle_table.html"
    table_reason = gettext_lazy(
        "Every spot is settled on the one coup: the Player and Banker bets by who wins (a "
        "tie pushes them), the Banker's win less the commission, the Tie and the side bets "
        "by their tables."
    )

    def catalogue(self) -> tuple[Cell, ...]:
        return (
            Cell(self.slug, "two_spots", _("Two spots on one coup")),
            Cell(self.slug, "three_spots", _("Three spots on one coup")),
            Cell(self.slug, "four_spots", _("Four spots on one coup")),
        )

    def house_refusal(self, rules: BaccaratRules) -> str | None:
        if rules.commission is None:
            return _("this house has not published its commission on the Banker")
        return None

    def line_applies(self, line: str, rules: BaccaratRules) -> bool:
        # A table is dealt as the cards fall: any coup serves every line.
        return self.house_refusal(rules) is None

    def deal(self, dealing: Dealing[BaccaratRules]) -> Question:
        rules, rng = dealing.rules, dealing.rng
        line = dealing.line or rng.choice([cell.line for cell in self.cells(rules)])
        difficulty = Difficulty(dealing.difficulty)
        for _attempt in range(MAX_DEALS):
            seed = rng.getrandbits(62)
            coup = Round.deal(seed, rules.decks).play_out()
            spots = [spot_bets(rules, rng, difficulty) for _spot in range(LINES[line])]
            try:
                for bets in spots:
                    settle(rules, coup, **bets)
            except RulesIncomplete:
                continue  # a figure the house never published: deal again
            break
        else:
            raise CannotDeal(f"no table for {self.slug}:{line} under {rules.name}")
        first, *others = spots
        dealt = dealt_round(dealing, Drawn(coup, next(iter(first.values())), first), seed, game)
        dealt.boxes = [{"stakes": stakes_kept(bets)} for bets in others]
        return self.table_question(line, dealt)

    def table_boxes(self, dealt: DealtRound) -> list[TableBox]:
        return table_boxes(dealt)


KIND = SettleTableKind()
