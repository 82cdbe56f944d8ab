"""What the kinds asked on one Russian Poker round share: the round dealt for a cell
(``engine.russian.order``) or as the cards fall (real players, ``engine.russian.players``),
the answer key read off the settlement, and the round's working.

As for every game (``trainer.kinds.rounds``), a kind says which ``RussianTarget`` deals
each of its lines (``targets``) and which line a settled round exercises (``line_of``);
every dealt round is checked against the line it was dealt for.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from decimal import Decimal
from typing import ClassVar

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.dealing import CannotDeal
from engine.game import Game
from engine.hands import Category
from engine.russian import game
from engine.russian.evaluate import best_hand
from engine.russian.order import Ending, deal_to_order, ending_of
from engine.russian.players import RussianPlayer, play_as
from engine.russian.round import Decision, Round
from engine.russian.rules import RussianRules
from engine.russian.settle import Settlement, Wager
from paytables.games.russian.wording import russian_working
from paytables.wording import Working, qualify_reason
from trainer.kinds.base import AmountAnswer, Dealing, FixedChoices, Kind
from trainer.kinds.five_card import RARE_FROM
from trainer.kinds.rounds import (
    MAX_DEALS,
    RARE_SHARE,
    HeldStakesRoundKind,
    Played,
    WagerKind,
)
from trainer.kinds.rounds import line_by_ending as line_of_ending
from trainer.models import DealtRound

# Why a house of another game cannot ask a Russian Poker question.
OTHER_GAME = gettext_lazy("this question is about Russian Poker, not this game")
# Who sits at the table for an ordinary question: mostly the sound regular, and the others
# a dealer meets every shift.
PLAYER_WEIGHTS = {
    RussianPlayer.BOOK: 6,
    RussianPlayer.EXCHANGER: 2,
    RussianPlayer.SIXTH_BUYER: 2,
    RussianPlayer.STANDS_PAT: 1,
    RussianPlayer.TIMID: 1,
    RussianPlayer.CHASER: 1,
}
# The ways a round ends once the player has bet.
ENDINGS_BET = (
    Ending.NOT_QUALIFIED,
    Ending.BOUGHT_NO_GAME,
    Ending.PLAYER,
    Ending.TIE,
    Ending.DEALER,
)


def russian_played(dealt: DealtRound) -> tuple[RussianRules, Round, Settlement]:
    """The rules, the replayed round and the settlement of a Russian Poker dealt round;
    ``TypeError`` for another game's (a Russian Poker kind never deals one)."""
    rules, round_, settlement = dealt.engine_rules(), dealt.engine_round(), dealt.settlement()
    if not isinstance(round_, Round) or not isinstance(settlement, Settlement):
        raise TypeError(f"dealt round {dealt.pk} is not a Russian Poker round")
    assert isinstance(rules, RussianRules)  # the round was replayed under them
    return rules, round_, settlement


def line_by_ending(lines: Mapping[str, Ending], round_: Round) -> str:
    """The line of ``lines`` (line → how the round ends) that a decided round exercises."""
    return line_of_ending(lines, ending_of(round_))


class RussianHouseKind(Kind[RussianRules]):
    """A Russian Poker question: another game's house cannot ask it, and a Russian Poker
    house whose published figures give none of its lines cannot either."""

    game_rules = RussianRules
    other_game = OTHER_GAME

    def refusal(self, rules: RussianRules) -> str | None:
        found = super().refusal(rules)
        if found is None and not self.has_cells(rules):
            return self.no_lines_reason(rules)
        return found

    def no_lines_reason(self, rules: RussianRules) -> str:
        """Why a Russian Poker house has none of this kind's lines."""
        return _("this house's published rules give no round for this question")


class RussianRoundKind(RussianHouseKind, HeldStakesRoundKind[RussianRules]):
    """A question on one Russian Poker round (``trainer.kinds.rounds.GameRoundKind``): the
    round dealt for a cell (``engine.russian.order``) or as a real player plays it, its
    stakes in the round; the working in Russian Poker's words."""

    engine: ClassVar[Game] = game
    subject_template = "trainer/kinds/_russian_round.html"
    working_template = "trainer/kinds/_round_working.html"
    needs_bet = False  # asked only of a player who bet

    def round_for(
        self,
        dealing: Dealing[RussianRules],
        rng: random.Random,
        ante: Decimal,
        line: str | None,
    ) -> Round | None:
        rules = dealing.rules
        if line is not None:
            targets = self.targets(line, rules)
            rng.shuffle(targets)
            round_ = None
            for target in targets:
                try:
                    round_, _player = deal_to_order(rules, target, rng, ante=ante)
                    break
                except CannotDeal:
                    continue
        else:
            round_ = _ordinary_round(rules, rng, ante, rare=dealing.rare)
        if round_ is None:
            return None
        if self.needs_bet and round_.decision is not Decision.BET:
            return None
        return round_

    def working(self, settlement: Settlement, round_: Round) -> Working:
        return russian_working(settlement, round_)


class RussianAmountKind(AmountAnswer, RussianRoundKind):
    """A Russian Poker round's question answered with an amount (``AmountAnswer``)."""


class RussianChoiceKind(FixedChoices, RussianRoundKind):
    """A Russian Poker round's question answered by picking one of a few fixed choices."""


class RussianWagerKind(WagerKind[RussianRules], RussianRoundKind):
    """The player's result on one wager of a Russian Poker round."""

    def deciding_showdown(self, explained: Working, played: Played) -> str:
        return deciding_showdown(explained, played.settlement, played.round)


def wagers_reason(explained: Working, wagers: tuple[Wager, ...]) -> str:
    """The working's lines of ``wagers``, each with its label: "Ante: … ; Bet: …."."""
    lines = [line for line in explained.lines if line.wager in wagers]
    return "; ".join(f"{line.label}: {line.reason}" for line in lines) + "."


def deciding_showdown(explained: Working, settlement: Settlement, round_: Round) -> str:
    """How the round ended, in the words that decide a wager: why the dealer has no game
    when he has none and no game was bought, the showdown otherwise."""
    bet = round_.decision is Decision.BET
    if bet and round_.game_bought is None and not settlement.dealer_qualifies:
        return qualify_reason(round_.dealer)
    return explained.showdown


def _ordinary_round(
    rules: RussianRules, rng: random.Random, ante: Decimal, *, rare: bool
) -> Round | None:
    """A round as a table deals it: a shuffled deck and one of the players a dealer meets,
    who draws and decides as such a player does. With ``rare``, half of them end with a
    straight or better (dealt again until they do)."""
    wants_big_hand = rare and rng.random() < RARE_SHARE
    players = list(PLAYER_WEIGHTS)
    weights = list(PLAYER_WEIGHTS.values())
    for _attempt in range(MAX_DEALS):
        player = rng.choices(players, weights=weights)[0]
        round_ = play_as(player, Round.deal(rng.getrandbits(63), ante), rules)
        if round_ is None:
            continue
        if wants_big_hand and best_hand(round_.hand).category < RARE_FROM:
            continue
        return round_
    return None


def history(round_: Round) -> dict[str, str]:
    """A decided round's player side as a further box of a table keeps it: its history as
    the game keeps it (``engine.russian.game.history``) without the seed, the ante and the
    dealer's hand, which the table's first box keeps for all."""
    kept = game.history(round_)
    for shared in ("seed", "ante", "dealer"):
        del kept[shared]
    return kept


def bet_category(settlement: Settlement) -> Category:
    """The player's best hand at the showdown (a player who bet has one)."""
    value = settlement.player_value
    return value.category if value is not None else Category.HIGH_CARD
