"""What the kinds asked on one Three Card Poker round share: the round dealt for a cell
(``engine.three_card.order``) or as the cards fall (real players,
``engine.three_card.players``), its side bets staked where the house offers them, the
answer key read off the settlement, and the round's working in the adapter's words
(``paytables.games.three_card.wording``).

As for every game (``trainer.kinds.rounds``), a kind says which ``ThreeCardTarget`` deals
each of its lines (``targets``) and which line a settled round exercises (``line_of``);
every dealt round is checked against the line it was dealt for. A Three Card Poker round
holds its stakes (the ante, the Pair Plus, the 6-Card Bonus), so nothing is kept beside it.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from decimal import Decimal
from typing import ClassVar

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.dealing import CannotDeal
from engine.game import Game
from engine.three_card import game
from engine.three_card.evaluate import Category, Line, evaluate
from engine.three_card.order import Ending, ThreeCardTarget, deal_to_order, ending_of, possible
from engine.three_card.players import ThreeCardPlayer, play_as
from engine.three_card.round import Round
from engine.three_card.rules import PayTable, ThreeCardRules
from engine.three_card.settle import Settlement
from paytables.games.three_card.wording import hand_in_sentence, qualify_text, three_card_working
from paytables.wording import Working, cards_text
from trainer.kinds.base import AmountAnswer, Dealing, FixedChoices, Kind
from trainer.kinds.rounds import (
    MAX_DEALS,
    RARE_SHARE,
    HeldStakesRoundKind,
    Played,
    WagerKind,
)
from trainer.kinds.rounds import line_by_ending as line_of_ending

# Why a house of another game cannot ask a Three Card Poker question.
OTHER_GAME = gettext_lazy("this question is about Three Card Poker, not this game")
# Who sits at the table for an ordinary question: mostly the Q-6-4 regular, and the others
# a dealer meets every shift.
PLAYER_WEIGHTS = {
    ThreeCardPlayer.STRATEGY: 6,
    ThreeCardPlayer.MIMICS_DEALER: 2,
    ThreeCardPlayer.ALWAYS_PLAYS: 1,
    ThreeCardPlayer.TIMID: 1,
}
# The Pair-Plus-only player (no ante: ``Ending.PAIR_PLUS_ALONE``), where the house allows
# him and the kind asks about his round, against the sum of the weights above.
PAIR_PLUS_ALONE_WEIGHT = 1
# The big hands a "rare hands" drill deals more often: a straight or better.
RARE_FROM = Category.STRAIGHT
# The ways a played round ends.
ENDINGS_PLAYED = (Ending.NOT_QUALIFIED, Ending.PLAYER, Ending.TIE, Ending.DEALER)


def pair_plus_known(rules: ThreeCardRules) -> bool:
    """Whether the house offers Pair Plus and has published its table."""
    return bool(rules.pair_plus)


def six_card_known(rules: ThreeCardRules) -> bool:
    """Whether the house offers the 6-Card Bonus and has published its table."""
    return bool(rules.six_card)


def staked(rules: ThreeCardRules, target: ThreeCardTarget) -> list[ThreeCardTarget]:
    """``target`` with the side bets the house offers staked (one ante each), as most
    players at such a table bet them, then as asked: a round that cannot settle with them
    (a fold where the house has not said what a fold does to the Pair Plus) is dealt
    without."""
    with_bets = dataclasses.replace(
        target,
        pair_plus=target.pair_plus or pair_plus_known(rules),
        six_card=target.six_card or six_card_known(rules),
    )
    return [with_bets, target] if with_bets != target else [target]


def line_by_ending(lines: Mapping[str, Ending], round_: Round) -> str:
    """The line of ``lines`` (line → how the round ends) a complete round exercises; empty
    for an ending none of them has."""
    ending = ending_of(round_)
    return line_of_ending(lines, ending) if ending in lines.values() else ""


def three_card_played(played: Played) -> tuple[ThreeCardRules, Round, Settlement]:
    """The rules, round and settlement of a replayed Three Card Poker round; ``TypeError``
    for another game's (a Three Card Poker kind never deals one)."""
    rules, round_, settlement = played.rules, played.round, played.settlement
    if not isinstance(round_, Round) or not isinstance(settlement, Settlement):
        raise TypeError(f"dealt round {played.dealt.pk} is not a Three Card Poker round")
    assert isinstance(rules, ThreeCardRules)  # the round was replayed under them
    return rules, round_, settlement


class ThreeCardHouseKind(Kind[ThreeCardRules]):
    """A Three Card Poker question: another game's house cannot ask it, and a Three Card
    Poker house whose published figures give none of its lines cannot either."""

    game_rules = ThreeCardRules
    other_game = OTHER_GAME

    def refusal(self, rules: ThreeCardRules) -> str | None:
        found = super().refusal(rules)
        if found is None:
            found = self.house_refusal(rules)
        if found is None and not self.has_cells(rules):
            if rules.ante_bonus is None:
                # Every played round settles its Ante Bonus: without the table, none does.
                return _(
                    "this house has not published its Ante Bonus table, which every played "
                    "round needs"
                )
            return _("this house's published rules give no round for this question")
        return found

    def house_refusal(self, rules: ThreeCardRules) -> str | None:
        """Why this Three Card Poker house cannot ask the kind (a side bet it does not
        offer, a table it has not published), or ``None``."""
        return None


class ThreeCardRoundKind(ThreeCardHouseKind, HeldStakesRoundKind[ThreeCardRules]):
    """A question on one Three Card Poker round (``trainer.kinds.rounds.GameRoundKind``):
    the round dealt for a cell (``engine.three_card.order``) or as a real player plays it,
    its side bets staked where the house offers them; the working in the adapter's words."""

    engine: ClassVar[Game] = game
    subject_template = "trainer/kinds/three_card/_round.html"
    working_template = "trainer/kinds/_round_working.html"
    # Whether an ordinary question may be a Pair Plus bet alone (no ante, no decision).
    asks_alone = False

    def round_for(
        self,
        dealing: Dealing[ThreeCardRules],
        rng: random.Random,
        ante: Decimal,
        line: str | None,
    ) -> Round | None:
        rules = dealing.rules
        if line is None:
            return ordinary_round(rules, rng, ante, rare=dealing.rare, alone=self.asks_alone)
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
        return three_card_working(settlement, round_)


class ThreeCardAmountKind(AmountAnswer, ThreeCardRoundKind):
    """A Three Card Poker round's question answered with an amount (``AmountAnswer``)."""


class ThreeCardChoiceKind(FixedChoices, ThreeCardRoundKind):
    """A Three Card Poker round's question answered by picking one of a few fixed choices."""


class ThreeCardWagerKind(WagerKind[ThreeCardRules], ThreeCardRoundKind):
    """The player's result on one wager of a Three Card Poker round."""

    def deciding_showdown(self, explained: Working, played: Played) -> str:
        return explained.showdown


def dealer_reason(settlement: Settlement, round_: Round) -> str:
    """Whether the dealer qualifies, with his cards: the sentence that decides the ante and
    the play when he does not."""
    return qualify_text(settlement, cards_text(round_.dealer))


def ordinary_round(
    rules: ThreeCardRules, rng: random.Random, ante: Decimal, *, rare: bool, alone: bool
) -> Round | None:
    """A round as a table deals it: a shuffled deck and one of the players a dealer meets,
    who plays or folds as such a player does, with the side bets the house offers staked
    (one ante each). With ``alone``, where the house allows it, some are a Pair Plus bet
    without an ante. With ``rare``, half of them give the player a straight or better
    (dealt again until they do). ``None`` when no such round settles under the house's
    rules within ``MAX_DEALS`` deals."""
    wants_big_hand = rare and rng.random() < RARE_SHARE
    pair_plus = ante if pair_plus_known(rules) else Decimal(0)
    six_card = ante if six_card_known(rules) else Decimal(0)
    for _attempt in range(MAX_DEALS):
        player = choose_bettor(rules, rng, alone=alone)
        seed = rng.getrandbits(63)
        if player is None:
            round_: Round | None = Round.deal(seed, 0, pair_plus=ante, six_card=six_card)
        else:
            dealt = Round.deal(seed, ante, pair_plus=pair_plus, six_card=six_card)
            round_ = play_as(player, dealt, rules)
        if round_ is None or not round_settles(rules, round_):
            continue
        if wants_big_hand and evaluate(round_.player).category < RARE_FROM:
            continue
        return round_
    return None


def round_settles(rules: ThreeCardRules, round_: Round) -> bool:
    """Whether the round settles under the house's published figures (a played round
    needs the Ante Bonus table, a folded Pair Plus the house's word on a fold)."""
    target = ThreeCardTarget(
        ending=ending_of(round_),
        pair_plus=bool(round_.pair_plus),
        six_card=bool(round_.six_card),
    )
    return possible(rules, target)


def player_hand_text(round_: Round) -> str:
    """The player's three cards and their hand: "Player: 9♥ 10♣ J♦, Straight."."""
    return _("Player: %(cards)s, %(hand)s.") % {
        "cards": cards_text(round_.player),
        "hand": hand_in_sentence(evaluate(round_.player).category),
    }


def table_lines(table: PayTable | None) -> tuple[Line, ...]:
    """The lines a three-card table pays (none where the house has no such table)."""
    return tuple(line for line, _odds in table or ())


def line_category(line: Line) -> Category:
    """The three-card category of a pay table's line (the mini-royal a straight flush)."""
    return Category.STRAIGHT_FLUSH if line is Line.MINI_ROYAL else Category.from_slug(line)


def choose_player(rng: random.Random) -> ThreeCardPlayer:
    """One of the players a dealer meets, as often as he meets them."""
    return rng.choices(list(PLAYER_WEIGHTS), weights=list(PLAYER_WEIGHTS.values()))[0]


def choose_bettor(
    rules: ThreeCardRules, rng: random.Random, *, alone: bool
) -> ThreeCardPlayer | None:
    """One of the players a dealer meets, as often as he meets them, or (``None``), with
    ``alone`` and where the house allows it, the Pair-Plus-only player."""
    players: list[ThreeCardPlayer | None] = list(PLAYER_WEIGHTS)
    weights = list(PLAYER_WEIGHTS.values())
    if alone and rules.pair_plus_alone and pair_plus_known(rules):
        players.append(None)
        weights.append(PAIR_PLUS_ALONE_WEIGHT)
    return rng.choices(players, weights=weights)[0]


def off_table(line: str, table: PayTable | None) -> bool:
    """Whether ``line`` names a pay-table line (a ``Line``) that ``table`` does not pay."""
    return line in {each.value for each in Line} and Line(line) not in table_lines(table)
