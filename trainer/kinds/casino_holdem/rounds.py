"""What the kinds asked on one Casino Hold'em round share: the round dealt for a cell
(``engine.casino_holdem.order``) or as the cards fall (real players,
``engine.casino_holdem.players``), its AA Bonus staked where the house offers it, the answer
key read off the settlement, and the round's working in the adapter's words
(``paytables.games.casino_holdem.wording``).

As for every game (``trainer.kinds.rounds``), a kind says which ``CasinoHoldemTarget``
deals each of its lines (``targets``) and which line a settled round exercises
(``line_of``); every dealt round is checked against the line it was dealt for. A Casino
Hold'em round holds its stakes (the ante and the AA Bonus), so nothing is kept beside it.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from decimal import Decimal
from typing import ClassVar

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.casino_holdem import game
from engine.casino_holdem.order import (
    CasinoHoldemTarget,
    Ending,
    deal_to_order,
    ending_of,
    possible,
)
from engine.casino_holdem.players import CasinoHoldemPlayer, play_as
from engine.casino_holdem.round import Round
from engine.casino_holdem.rules import CasinoHoldemRules
from engine.casino_holdem.settle import Settlement
from engine.dealing import CannotDeal
from engine.game import Game
from engine.hands import Category
from paytables.games.casino_holdem.wording import casino_holdem_working
from paytables.wording import Working
from trainer.kinds.base import AmountAnswer, Dealing, FixedChoices, Kind
from trainer.kinds.rounds import MAX_DEALS, RARE_SHARE, HeldStakesRoundKind, Played, WagerKind
from trainer.kinds.rounds import line_by_ending as line_of_ending

# Why a house of another game cannot ask a Casino Hold'em question.
OTHER_GAME = gettext_lazy("this question is about Casino Hold'em, not this game")
# Who sits at the table for an ordinary question: mostly the player who calls as the
# published advice says, and the others a dealer meets every shift.
PLAYER_WEIGHTS = {
    CasinoHoldemPlayer.ADVISED: 6,
    CasinoHoldemPlayer.ALWAYS_CALLS: 2,
    CasinoHoldemPlayer.TIMID: 2,
}
# The big hands a "rare hands" drill deals more often: a flush or better, which the Ante
# table pays above even money.
RARE_FROM = Category.FLUSH
# The ways a called round ends.
ENDINGS_CALLED = (Ending.NOT_QUALIFIED, Ending.PLAYER, Ending.TIE, Ending.DEALER)


def aa_bonus_known(rules: CasinoHoldemRules) -> bool:
    """Whether the house offers the AA Bonus and has published its table."""
    return bool(rules.aa_bonus)


def staked(rules: CasinoHoldemRules, target: CasinoHoldemTarget) -> list[CasinoHoldemTarget]:
    """``target`` with the AA Bonus staked (one ante) where the house offers it, as most
    players at such a table bet it, then as asked: a round that cannot settle with it (a
    fold where the house has not said what a fold does to it) is dealt without."""
    with_bonus = dataclasses.replace(target, aa_bonus=target.aa_bonus or aa_bonus_known(rules))
    return [with_bonus, target] if with_bonus != target else [target]


def line_by_ending(lines: Mapping[str, Ending], round_: Round) -> str:
    """The line of ``lines`` (line → how the round ends) a decided round exercises; empty
    for an ending none of them has."""
    ending = ending_of(round_)
    return line_of_ending(lines, ending) if ending in lines.values() else ""


class CasinoHoldemHouseKind(Kind[CasinoHoldemRules]):
    """A Casino Hold'em question: another game's house cannot ask it, and a house whose
    published figures give none of its lines cannot either."""

    game_rules = CasinoHoldemRules
    other_game = OTHER_GAME

    def refusal(self, rules: CasinoHoldemRules) -> str | None:
        found = super().refusal(rules)
        if found is None:
            found = self.house_refusal(rules)
        if found is None and not self.has_cells(rules):
            if rules.ante is None:
                return _("this house has not published its Ante table, which this question needs")
            return _("this house's published rules give no round for this question")
        return found

    def house_refusal(self, rules: CasinoHoldemRules) -> str | None:
        """Why this Casino Hold'em house cannot ask the kind, or ``None``."""
        return None


class CasinoHoldemRoundKind(CasinoHoldemHouseKind, HeldStakesRoundKind[CasinoHoldemRules]):
    """A question on one Casino Hold'em round (``trainer.kinds.rounds.GameRoundKind``): the
    round dealt for a cell or as a real player plays it, the AA Bonus staked where the house
    offers it; the working in the adapter's words."""

    engine: ClassVar[Game] = game
    subject_template = "trainer/kinds/casino_holdem/_round.html"
    working_template = "trainer/kinds/_round_working.html"

    def round_for(
        self,
        dealing: Dealing[CasinoHoldemRules],
        rng: random.Random,
        ante: Decimal,
        line: str | None,
    ) -> Round | None:
        rules = dealing.rules
        if line is None:
            return ordinary_round(rules, rng, ante, rare=dealing.rare)
        targets = self.targets(line, rules)
        rng.shuffle(targets)
        for target in targets:
            for each in staked(rules, target):
                try:
                    return deal_to_order(rules, each, rng, ante=ante)[0]
                except CannotDeal:
                    continue
        return None

    def working(self, settlement: Settlement, round_: Round) -> Working:
        return casino_holdem_working(settlement, round_)


class CasinoHoldemAmountKind(AmountAnswer, CasinoHoldemRoundKind):
    """A Casino Hold'em round's question answered with an amount (``AmountAnswer``)."""


class CasinoHoldemChoiceKind(FixedChoices, CasinoHoldemRoundKind):
    """A Casino Hold'em round's question answered by picking one of a few fixed choices."""


class CasinoHoldemWagerKind(WagerKind[CasinoHoldemRules], CasinoHoldemRoundKind):
    """The player's result on one wager of a Casino Hold'em round."""

    def deciding_showdown(self, explained: Working, played: Played) -> str:
        return explained.showdown


def casino_holdem_played(played: Played) -> tuple[CasinoHoldemRules, Round, Settlement]:
    """The rules, round and settlement of a replayed Casino Hold'em round; ``TypeError``
    for another game's (a Casino Hold'em kind never deals one)."""
    rules, round_, settlement = played.rules, played.round, played.settlement
    if not isinstance(round_, Round) or not isinstance(settlement, Settlement):
        raise TypeError(f"dealt round {played.dealt.pk} is not a Casino Hold'em round")
    assert isinstance(rules, CasinoHoldemRules)  # the round was replayed under them
    return rules, round_, settlement


def ordinary_round(
    rules: CasinoHoldemRules, rng: random.Random, ante: Decimal, *, rare: bool
) -> Round | None:
    """A round as a table deals it: a shuffled deck and one of the players a dealer meets,
    who calls or folds as such a player does, with the AA Bonus staked (one ante) where the
    house offers it. With ``rare``, half of them give the player a flush or better (dealt
    again until they do). ``None`` when no such round settles under the house's rules
    within ``MAX_DEALS`` deals."""
    wants_big_hand = rare and rng.random() < RARE_SHARE
    bonus = ante if aa_bonus_known(rules) else Decimal(0)
    for _attempt in range(MAX_DEALS):
        player = rng.choices(list(PLAYER_WEIGHTS), weights=list(PLAYER_WEIGHTS.values()))[0]
        dealt = Round.deal(rng.getrandbits(63), ante, aa_bonus=bonus)
        round_ = play_as(player, dealt, rules)
        if round_ is None or not round_settles(rules, round_):
            continue
        if wants_big_hand and round_.player_category < RARE_FROM:
            continue
        return round_
    return None


def round_settles(rules: CasinoHoldemRules, round_: Round) -> bool:
    """Whether the round settles under the house's published figures (a called round needs
    the Ante table, a folded AA Bonus the house's word on a fold)."""
    target = CasinoHoldemTarget(ending=ending_of(round_), aa_bonus=bool(round_.aa_bonus))
    return possible(rules, target)
