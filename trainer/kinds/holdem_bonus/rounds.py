"""What the kinds asked on one Texas Hold'em Bonus round share: the round dealt for a cell
(``engine.holdem_bonus.order``, or by its hole cards for a line of the Bonus) or as the
cards fall (the players a dealer meets, ``engine.holdem_bonus.players``), the Bonus staked
where the house has published it, the answer key read off the settlement, and the round's
working in the adapter's words (``paytables.games.holdem_bonus.wording``).

A Texas Hold'em Bonus round holds its stakes (the ante, the Bonus), so nothing is kept
beside it. Every round dealt is one the house's published figures settle: a fold with the
Bonus is dealt only where the house has said what a fold does to it.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from decimal import Decimal
from typing import ClassVar

from django.utils.translation import gettext_lazy

from engine.dealing import CannotDeal
from engine.errors import PokerError
from engine.game import Game
from engine.holdem_bonus import game
from engine.holdem_bonus.order import Ending, HoldemBonusTarget, deal_to_order, ending_of
from engine.holdem_bonus.players import HoldemBonusPlayer, play_as
from engine.holdem_bonus.round import Round
from engine.holdem_bonus.rules import HoldemBonusRules
from engine.holdem_bonus.settle import Settlement, settle
from paytables.games.holdem_bonus.wording import holdem_bonus_working
from paytables.wording import Working
from trainer.kinds.base import AmountAnswer, Dealing, FixedChoices, Kind, WorkedAnswer
from trainer.kinds.rounds import MAX_DEALS, HeldStakesRoundKind, Played, WagerKind
from trainer.kinds.rounds import line_by_ending as line_of_ending
from trainer.models import Question

# Why a house of another game cannot ask a Texas Hold'em Bonus question.
OTHER_GAME = gettext_lazy("this question is about Texas Hold'em Bonus, not this game")
# Who sits at the table for an ordinary question: mostly the steady player, and the others
# a dealer meets every shift.
PLAYER_WEIGHTS = {
    HoldemBonusPlayer.STEADY: 5,
    HoldemBonusPlayer.TIGHT: 3,
    HoldemBonusPlayer.ALWAYS_BETS: 2,
}


def bonus_known(rules: HoldemBonusRules) -> bool:
    """Whether the house offers the Bonus and has published its table."""
    return bool(rules.bonus)


def settles(rules: HoldemBonusRules, round_: Round) -> bool:
    """Whether the complete round settles under the house's published figures."""
    try:
        settle(rules, round_)
    except PokerError:
        return False
    return True


def staked(rules: HoldemBonusRules, target: HoldemBonusTarget) -> list[HoldemBonusTarget]:
    """``target`` with the Bonus staked where the house has published it, as most players
    at such a table bet it, then as asked."""
    with_bonus = dataclasses.replace(target, bonus=target.bonus or bonus_known(rules))
    return [with_bonus, target] if with_bonus != target else [target]


def line_by_ending(lines: Mapping[str, Ending], round_: Round) -> str:
    """The line of ``lines`` (line → how the round ends) a complete round exercises; empty
    for an ending none of them has."""
    ending = ending_of(round_)
    return line_of_ending(lines, ending) if ending in lines.values() else ""


def choose_player(rng: random.Random) -> HoldemBonusPlayer:
    """One of the players a dealer meets, as often as he meets them."""
    return rng.choices(list(PLAYER_WEIGHTS), weights=list(PLAYER_WEIGHTS.values()))[0]


def ordinary_round(rules: HoldemBonusRules, rng: random.Random, ante: Decimal) -> Round | None:
    """A round as a table deals it: a shuffled deck and one of the players a dealer meets,
    the Bonus staked (one ante) where the house has published it. ``None`` when no round
    settles under the house's figures within ``MAX_DEALS`` deals."""
    bonus = ante if bonus_known(rules) else Decimal(0)
    for _attempt in range(MAX_DEALS):
        dealt = Round.deal(rng.getrandbits(63), ante, bonus=bonus)
        played = play_as(choose_player(rng), dealt, rules)
        if played is not None and settles(rules, played):
            return played
    return None


def holdem_bonus_played(played: Played) -> tuple[HoldemBonusRules, Round, Settlement]:
    """The rules, round and settlement of a replayed Texas Hold'em Bonus round."""
    rules, round_, settlement = played.rules, played.round, played.settlement
    if not isinstance(round_, Round) or not isinstance(settlement, Settlement):
        raise TypeError(f"dealt round {played.dealt.pk} is not a Texas Hold'em Bonus round")
    assert isinstance(rules, HoldemBonusRules)  # the round was replayed under them
    return rules, round_, settlement


class HoldemBonusHouseKind(Kind[HoldemBonusRules]):
    """A Texas Hold'em Bonus question: another game's house cannot ask it, nor a house
    whose published figures give none of its lines."""

    game_rules = HoldemBonusRules
    other_game = OTHER_GAME

    def refusal(self, rules: HoldemBonusRules) -> str | None:
        found = super().refusal(rules)
        if found is None:
            found = self.house_refusal(rules)
        return found

    def house_refusal(self, rules: HoldemBonusRules) -> str | None:
        """Why this house cannot ask the kind (a table it has not published), or ``None``."""
        return None


class HoldemBonusRoundKind(HoldemBonusHouseKind, HeldStakesRoundKind[HoldemBonusRules]):
    """A question on one Texas Hold'em Bonus round (``trainer.kinds.rounds.GameRoundKind``):
    the round dealt for a cell or as a real player plays it; the working in the adapter's
    words."""

    engine: ClassVar[Game] = game
    subject_template = "trainer/kinds/holdem_bonus/_round.html"
    working_template = "trainer/kinds/_round_working.html"

    def round_for(
        self,
        dealing: Dealing[HoldemBonusRules],
        rng: random.Random,
        ante: Decimal,
        line: str | None,
    ) -> Round | None:
        rules = dealing.rules
        if line is None:
            return ordinary_round(rules, rng, ante)
        targets = self.targets(line, rules)
        rng.shuffle(targets)
        for target in targets:
            for each in staked(rules, target):
                try:
                    round_ = deal_to_order(rules, each, rng, ante=ante)[0]
                except CannotDeal:
                    continue
                if settles(rules, round_):
                    return round_
        return None

    def worked_answer(self, question: Question) -> WorkedAnswer:
        # The working names the house's lowest hand for the ante: it reads the rules too.
        answer = self.answer_text(question, question.answer_key)
        played = self.played(question.the_round())
        rules, round_, settlement = holdem_bonus_played(played)
        explained = holdem_bonus_working(rules, settlement, round_)
        return WorkedAnswer(answer, self.reason(explained, played), explained, self.trap(played))

    def working(self, settlement: Settlement, round_: Round) -> Working:
        raise TypeError("a Texas Hold'em Bonus round's working needs its rules: worked_answer")


class HoldemBonusAmountKind(AmountAnswer, HoldemBonusRoundKind):
    """A Texas Hold'em Bonus round's question answered with an amount."""


class HoldemBonusChoiceKind(FixedChoices, HoldemBonusRoundKind):
    """A Texas Hold'em Bonus round's question answered by picking one of a few choices."""


class HoldemBonusWagerKind(WagerKind[HoldemBonusRules], HoldemBonusRoundKind):
    """The player's result on one wager of a Texas Hold'em Bonus round."""
