"""Texas Hold'em Bonus's question kinds, one module each (the flop, turn and river bets
share one), on rounds that ``rounds`` deals (to order for a cell,
``engine.holdem_bonus.order``, by the hole cards for a Bonus line, or as real players play
them, ``engine.holdem_bonus.players``).

Not here: the right decision on each street. The engine's players are the kinds a dealer
meets, not a computed best play, so no decision is taught as the right one."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from trainer.kinds.catalogue import GameKinds, SelfTestSpec
from trainer.kinds.holdem_bonus import ante, bets, bonus, hand, net, settle_table, winner
from trainer.kinds.holdem_bonus.slugs import HoldemBonusKind

# The order a dealer school teaches them: the best five and who wins, the ante, the bets
# street by street, the Bonus, the net and a table.
GAME_KINDS = GameKinds(
    group=_("Texas Hold'em Bonus"),
    taught=(
        hand.KIND,
        winner.KIND,
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
