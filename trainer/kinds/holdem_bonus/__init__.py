"""Texas Hold'em Bonus's question kinds, one module each (the flop, turn and river bets
share one), on rounds that ``rounds`` deals (to order for a cell,
``engine.holdem_bonus.order``, by the hole cards for a Bonus line, or as real players play
them, ``engine.holdem_bonus.players``); the right decision on each street on rounds the
best strategy plays (``decision``, ``engine.holdem_bonus.strategy``)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from trainer.kinds.catalogue import GameKinds, SelfTestSpec
from trainer.kinds.holdem_bonus import (
    ante,
    bets,
    bonus,
    decision,
    hand,
    net,
    settle_table,
    winner,
)
from trainer.kinds.holdem_bonus.slugs import HoldemBonusKind

# The order a dealer school teaches them: the best five and who wins, the right decision on
# each street (as Ultimate Texas Hold'em's, before the wagers it makes), the ante, the bets
# street by street, the Bonus, the net and a table.
GAME_KINDS = GameKinds(
    group=_("Texas Hold'em Bonus"),
    taught=(
        hand.KIND,
        winner.KIND,
        decision.KIND,
        ante.KIND,
        bets.FLOP,
        bets.TURN,
        bets.RIVER,
        bonus.KIND,
        net.KIND,
        settle_table.KIND,
    ),
    dealer=(
        HoldemBonusKind.ANTE,
        HoldemBonusKind.FLOP,
        HoldemBonusKind.TURN,
        HoldemBonusKind.RIVER,
        HoldemBonusKind.BONUS,
        HoldemBonusKind.NET,
        HoldemBonusKind.SETTLE_TABLE,
    ),
    drill=(HoldemBonusKind.ANTE, HoldemBonusKind.FLOP, HoldemBonusKind.BONUS, HoldemBonusKind.NET),
    # As the other games': a wager, the side bet, the net.
    self_test=SelfTestSpec(
        "holdem-bonus-nagaworld",
        _("Under NagaWorld's rules: the ante paid from a flush, its Bonus table."),
        (HoldemBonusKind.ANTE, HoldemBonusKind.BONUS, HoldemBonusKind.NET),
    ),
)
