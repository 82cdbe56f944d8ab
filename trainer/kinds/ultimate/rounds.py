"""What the kinds asked on one Ultimate Texas Hold'em round share: the round dealt for a
cell (``engine.ultimate.order``) or as the cards fall (real players,
``engine.ultimate.players``), its Trips staked where the house offers it, and the round's
working in the adapter's words (``paytables.games.ultimate.wording``).

As for every game (``trainer.kinds.rounds``), a kind says which ``UltimateTarget`` deals
each of its lines (``targets``) and which line a settled round exercises (``line_of``). An
Ultimate Texas Hold'em round holds its stakes (the ante, the Blind equal to it, the Trips),
so nothing is kept beside it.
"""

from __future__ import annotations

import dataclasses
import random
from decimal import Decimal
from typing import ClassVar

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.dealing import CannotDeal
from engine.game import Game
from engine.hands import Category
from engine.ultimate import game
from engine.ultimate.order import UltimateTarget, deal_to_order
from engine.ultimate.players import UltimatePlayer, play_as
from engine.ultimate.round import Round
from engine.ultimate.rules import UltimateRules
from engine.ultimate.settle import Settlement
from paytables.games.ultimate.wording import ultimate_working
from paytables.wording import Working
from trainer.kinds.base import AmountAnswer, Dealing, FixedChoices, Kind
from trainer.kinds.rounds import MAX_DEALS, RARE_SHARE, HeldStakesRoundKind, Played, WagerKind

# Why a house of another game cannot ask an Ultimate Texas Hold'em question.
OTHER_GAME = gettext_lazy("this question is about Ultimate Texas Hold'em, not this game")
# Who sits at the table for an ordinary question: mostly the basic-strategy regular, and
# the others a dealer meets every shift.
PLAYER_WEIGHTS = {
    UltimatePlayer.STRATEGY: 6,
    UltimatePlayer.CHECKS_TO_RIVER: 2,
    UltimatePlayer.ALWAYS_RAISES: 1,
}
# The big hands a "rare hands" drill deals more often: a straight or better.
RARE_FROM = Category.STRAIGHT


def trips_known(rules: UltimateRules) -> bool:
    """Whether the house offers the Trips and has published its table."""
    return bool(rules.trips)


def staked(rules: UltimateRules, target: UltimateTarget) -> list[UltimateTarget]:
    """``target`` with the Trips staked where the house offers it (one ante), as most
    players at such a table bet it, then as asked: a round that cannot settle with it (a
    fold where the house has not said what a fold does to the Trips) is dealt without."""
    with_trips = dataclasses.replace(target, trips=target.trips or trips_known(rules))
    return [with_trips, target] if with_trips != target else [target]


def ultimate_played(played: Played) -> tuple[UltimateRules, Round, Settlement]:
    """The rules, round and settlement of a replayed Ultimate Texas Hold'em round;
    ``TypeError`` for another game's (an Ultimate Texas Hold'em kind never deals one)."""
    rules, round_, settlement = played.rules, played.round, played.settlement
    if not isinstance(round_, Round) or not isinstance(settlement, Settlement):
        raise TypeError(f"dealt round {played.dealt.pk} is not an Ultimate Texas Hold'em round")
    assert isinstance(rules, UltimateRules)  # the round was replayed under them
    return rules, round_, settlement


class UltimateHouseKind(Kind[UltimateRules]):
    """An Ultimate Texas Hold'em question: another game's house cannot ask it, and a house
    whose published figures give none of its lines cannot either."""

    game_rules = UltimateRules
    other_game = OTHER_GAME

    def refusal(self, rules: UltimateRules) -> str | None:
        found = super().refusal(rules)
        if found is None:
            found = self.house_refusal(rules)
        if found is None and not self.has_cells(rules):
            if rules.blind is None:
                return _(
                    "this house has not published its Blind table, which every round the "
                    "player wins needs"
                )
            return _("this house's published rules give no round for this question")
        return found

    def house_refusal(self, rules: UltimateRules) -> str | None:
        """Why this house cannot ask the kind (a Trips it does not offer, a table it has
        not published), or ``None``."""
        return None


class UltimateRoundKind(UltimateHouseKind, HeldStakesRoundKind[UltimateRules]):
    """A question on one Ultimate Texas Hold'em round: dealt for a cell
    (``engine.ultimate.order``) or as a real player plays it, its Trips staked where the
    house offers it; the working in the adapter's words."""

    engine: ClassVar[Game] = game
    subject_template = "trainer/kinds/ultimate/_round.html"
    working_template = "trainer/kinds/_round_working.html"
    # The kinds of player who may decide a round dealt to order.
    players: ClassVar[tuple[UltimatePlayer, ...]] = tuple(UltimatePlayer)

    def round_for(
        self,
        dealing: Dealing[UltimateRules],
        rng: random.Random,
        ante: Decimal,
        line: str | None,
    ) -> Round | None:
        rules = dealing.rules
        if line is None:
            return ordinary_round(rules, rng, ante, rare=dealing.rare, players=self.players)
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
        return ultimate_working(settlement, round_)


class UltimateAmountKind(AmountAnswer, UltimateRoundKind):
    """An Ultimate Texas Hold'em round's question answered with an amount."""


class UltimateChoiceKind(FixedChoices, UltimateRoundKind):
    """An Ultimate Texas Hold'em round's question answered by picking one of a few fixed
    choices."""


class UltimateWagerKind(WagerKind[UltimateRules], UltimateRoundKind):
    """The player's result on one wager of an Ultimate Texas Hold'em round."""


def ordinary_round(
    rules: UltimateRules,
    rng: random.Random,
    ante: Decimal,
    *,
    rare: bool,
    players: tuple[UltimatePlayer, ...],
) -> Round | None:
    """A round as a table deals it: a shuffled deck and one of the players a dealer meets
    (among ``players``), who decides as such a player does, with the Trips staked (one
    ante) where the house offers it. With ``rare``, half of them give the player a straight
    or better. ``None`` when no such round comes within ``MAX_DEALS`` deals."""
    wants_big_hand = rare and rng.random() < RARE_SHARE
    trips = ante if trips_known(rules) else Decimal(0)
    weights = [PLAYER_WEIGHTS[each] for each in players]
    for _attempt in range(MAX_DEALS):
        player = rng.choices(list(players), weights=weights)[0]
        dealt = Round.deal(rng.getrandbits(63), ante, trips=trips)
        round_ = play_as(player, dealt, rules)
        if round_ is None:
            continue
        if wants_big_hand and round_.player_category < RARE_FROM:
            continue
        return round_
    return None
