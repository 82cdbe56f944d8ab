"""What the kinds asked on one Oasis round share, on the base every game's share
(``trainer.kinds.rounds.GameRoundKind``): a round dealt for a cell (``engine.oasis.order``)
or as the cards fall (real players, ``engine.oasis.players``) with the bonus bet and the
meter where the house has them, and the round's working in Oasis Poker's words.

A kind on a round says which ``Target`` deals each of its lines (``targets``) and which
line a settled round exercises (``line_of``); every dealt round is checked against the line
it was dealt for, so a question's cell is always the line it really asks.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from decimal import Decimal
from typing import ClassVar

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.cards import CARDS, format_cards
from engine.dealing import CannotDeal
from engine.game import Game
from engine.hands import evaluate
from engine.oasis import game
from engine.oasis.order import Ending, Target, deal_to_order, ending_of
from engine.oasis.players import BUYS_DEALER_CARD_FROM, PlayerType, buys_dealer_card, play_as
from engine.oasis.round import Decision, Round, Rules, Settlement
from paytables.wording import Working, qualify_reason, working
from trainer.kinds.base import AmountAnswer, Dealing, FixedChoices
from trainer.kinds.five_card import RARE_FROM
from trainer.kinds.rounds import (
    ANTES,
    MAX_DEALS,
    RARE_SHARE,
    Drawn,
    GameRoundKind,
    Played,
    line_by_ending,
)
from trainer.kinds.rounds import WagerKind as GenericWagerKind
from trainer.models import DealtRound, Difficulty

BONUS_STAKES = (Decimal(1), Decimal(5))
METERS = (Decimal("23456.50"), Decimal("104250"), Decimal("250000"))
# Share of questions (other than the bonus's own) on which the player has a bonus bet.
BONUS_SHARE = 0.3
# Who sits at the table for an ordinary question: mostly the book player, and the others
# a dealer meets every shift.
PLAYER_WEIGHTS = {
    PlayerType.STRATEGY: 6,
    PlayerType.PAIR_KEEPER: 2,
    PlayerType.FLUSH_CHASER: 1,
    PlayerType.HIGH_CARD_KEEPER: 1,
    PlayerType.ALL_FIVE: 1,
    PlayerType.STANDS_PAT: 1,
    PlayerType.TIMID: 1,
}
OUTCOMES_PLAYED = (Ending.NOT_QUALIFIED, Ending.PLAYER, Ending.TIE, Ending.DEALER)


# The line of a round in which the player buys the dealer a card (Helsinki).
DEALER_CARD = "dealer_card"

# Why a house of another game cannot ask an Oasis Poker question.
OTHER_GAME = gettext_lazy("this question is about Oasis Poker, not this game")


def switched_wins_unknown(rules: Rules) -> bool:
    """A house paying a lower table after a switch whose figures nobody published
    (Nicaragua): a switched win cannot be settled, so no question is dealt on one."""
    return rules.lower_pays_after_switch and rules.after_switch_pays is None


def switch_counts(rules: Rules) -> list[int]:
    return sorted(rules.switch_fees) if rules.allows_switching else []


def oasis_played(dealt: DealtRound) -> tuple[Rules, Round, Settlement]:
    """The rules, the replayed round and the settlement of an Oasis Poker dealt round;
    ``TypeError`` for another game's (an Oasis kind never deals one)."""
    rules, round_, settlement = dealt.engine_rules(), dealt.engine_round(), dealt.settlement()
    if not isinstance(round_, Round) or not isinstance(settlement, Settlement):
        raise TypeError(f"dealt round {dealt.pk} is not an Oasis Poker round")
    assert isinstance(rules, Rules)  # the round was replayed under them
    return rules, round_, settlement


def line_by_showdown(lines: Mapping[str, Ending], round_: Round) -> str:
    """The line of ``lines`` (line → how the round ends) that a decided round exercises."""
    return line_by_ending(lines, ending_of(round_))


class RoundKind(GameRoundKind[Rules]):
    """A question on one Oasis round (``trainer.kinds.rounds.GameRoundKind``): the round
    dealt for a cell (``engine.oasis.order``) or as a real player plays it, with the bonus
    bet and the progressive meter where the house has them."""

    engine: ClassVar[Game] = game
    game_rules = Rules
    other_game = OTHER_GAME

    needs_raise = False  # asked only of a player who raised (the raise, the winner)
    needs_switch = False  # asked only of a player who paid a fee: a switch or a dealer card
    needs_bonus = False  # asked only with a bonus bet (the bonus)

    def refusal(self, rules: Rules) -> str | None:
        found = super().refusal(rules)
        if found is not None:
            return found
        if not rules.raise_pays:
            return _("this house has no pay table")
        return None

    def bonus_line(self, line: str) -> bool:
        """Whether questions on ``line`` always have a bonus bet."""
        return self.needs_bonus

    def dealer_card_line(self, line: str) -> bool:
        """Whether ``line`` is a round in which the player buys the dealer a card (where the
        house sells one): its targets deal a dealer without a game, and the player buys."""
        return False

    def draw(self, dealing: Dealing[Rules], seed: int, attempt: int) -> Drawn | None:
        round_ = self._round(dealing, seed)
        if round_ is None:
            return None
        ante, bonus, meter = self._stakes(dealing)
        return Drawn(round_, ante, stakes(ante, bonus, meter))

    def _round(self, dealing: Dealing[Rules], seed: int) -> Round | None:
        """A decided round for the cell asked (or as the cards fall), or ``None`` when this
        deal does not suit the question (the caller deals again)."""
        rng = random.Random(seed)
        if dealing.line is None:
            round_ = _ordinary_round(dealing.rules, rng, rare=dealing.rare)
        else:
            targets = self.targets(dealing.line, dealing.rules)
            rng.shuffle(targets)
            round_ = None
            for target in targets:
                try:
                    round_, _player = deal_to_order(dealing.rules, target, rng)
                    break
                except CannotDeal:
                    continue
            if round_ is not None and self.dealer_card_line(dealing.line):
                round_ = bought_dealer_card(round_, dealing.rules, rng)
        if round_ is None:
            return None
        if self.needs_raise and round_.decision is not Decision.RAISE:
            return None
        if self.needs_switch and not round_.fee_antes:
            return None
        return round_

    def _stakes(self, dealing: Dealing[Rules]) -> tuple[Decimal, Decimal, Decimal | None]:
        rules, rng = dealing.rules, dealing.rng
        ante = rng.choice(ANTES[Difficulty(dealing.difficulty)])
        wants_bonus = self.needs_bonus or (
            dealing.line is not None and self.bonus_line(dealing.line)
        )
        with_bonus = rules.bonus is not None and (wants_bonus or rng.random() < BONUS_SHARE)
        bonus = rng.choice(BONUS_STAKES) if with_bonus else Decimal(0)
        meter = (
            rng.choice(METERS)
            if with_bonus and rules.bonus is not None and rules.bonus.is_progressive
            else None
        )
        return ante, bonus, meter

    def working(self, settlement: Settlement, round_: Round) -> Working:
        return working(settlement, round_)


class AmountKind(AmountAnswer, RoundKind):
    """An Oasis round's question answered with an amount (``AmountAnswer``)."""


class WagerKind(GenericWagerKind[Rules], RoundKind):
    """The player's result on one wager of an Oasis round."""

    def deciding_showdown(self, explained: Working, played: Played) -> str:
        return deciding_showdown(explained, played.settlement, played.round)


def _ordinary_round(rules: Rules, rng: random.Random, *, rare: bool) -> Round | None:
    """A round as a table deals it: a shuffled deck and one of the players a dealer meets,
    who switches and decides as such a player does. With ``rare``, half of them end with a
    straight or better (dealt again until they do)."""
    wants_big_hand = rare and rng.random() < RARE_SHARE
    players = list(PLAYER_WEIGHTS)
    weights = list(PLAYER_WEIGHTS.values())
    for _attempt in range(MAX_DEALS):
        player = rng.choices(players, weights=weights)[0]
        round_ = play_as(player, Round.deal(rng.getrandbits(63)), rules)
        if round_ is None:
            continue
        if wants_big_hand and evaluate(round_.hand).category < RARE_FROM:
            continue
        return round_
    return None


def dealer_card_targets(rules: Rules) -> list[Target]:
    """Rounds in which a player buys the dealer a card (``buys_dealer_card``): he raised a
    hand that buys one, against a dealer without a game."""
    return [
        Target(final=category, ending=Ending.NOT_QUALIFIED)
        for category in rules.raise_pays
        if category >= BUYS_DEALER_CARD_FROM
    ]


def bought_dealer_card(round_: Round, rules: Rules, rng: random.Random) -> Round | None:
    """``round_`` after its player buys the dealer a card, as ``buys_dealer_card`` says a
    player does, the card drawn from the rest of the deck; ``None`` when he would not."""
    if not buys_dealer_card(round_, rules):
        return None
    seen = set(round_.cards_seen())
    return round_.buy_dealer_card(rules, rng.choice([each for each in CARDS if each not in seen]))


def stakes(
    ante: Decimal, bonus: Decimal = Decimal(0), meter: Decimal | None = None
) -> dict[str, Decimal]:
    """An Oasis Poker round's stakes as ``engine.oasis.game.settle`` takes them beside the
    round (and a ``DealtRound`` keeps them): the ante, and the bonus bet and the progressive
    meter where there are any."""
    kept = {"ante": ante}
    if bonus:
        kept["bonus"] = bonus
    if meter is not None:
        kept["meter"] = meter
    return kept


def history(round_: Round) -> dict[str, str]:
    """A decided round's player side as a ``DealtRound`` (or a further box) keeps it: the
    hand as dealt, the switch (one at most), the decision."""
    if round_.decision is None:
        raise ValueError("an undecided round has no history to keep")
    switch = round_.switches[0] if round_.switches else None
    return {
        "player": format_cards(round_.player),
        "discard": format_cards(switch.discarded) if switch else "",
        "draw": format_cards(switch.drawn) if switch else "",
        "decision": round_.decision.value,
    }


def deciding_showdown(explained: Working, settlement: Settlement, round_: Round) -> str:
    """How the round ended, in the words that decide a wager: why the dealer does not
    qualify when he does not (the hands do not matter then), the showdown otherwise."""
    bought = round_.dealer_buy is not None  # the showdown tells the card bought
    if round_.decision is Decision.RAISE and not settlement.dealer_qualifies and not bought:
        return qualify_reason(round_.dealer_hand)
    return explained.showdown


class ChoiceRoundKind(FixedChoices, RoundKind):
    """An Oasis round's question answered by picking one of a few fixed choices."""
