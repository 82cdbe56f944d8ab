"""Ultimate Texas Hold'em's question kinds, one module each, on rounds that ``rounds`` deals
(to order for a cell, ``engine.ultimate.order``, or as real players play them,
``engine.ultimate.players``)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from trainer.kinds.catalogue import GameKinds, SelfTestSpec
from trainer.kinds.ultimate import (
    ante,
    blind,
    decision,
    hand,
    net,
    play,
    qualifies,
    settle_table,
    trips,
    winner,
)
from trainer.kinds.ultimate.slugs import UltimateKind

# The order a dealer school teaches them, as the other games': the ante and qualifying,
# the best five and who wins, the right play, then the play, the Blind, the Trips, the net
# and a table.
GAME_KINDS = GameKinds(
    group=_("Ultimate Texas Hold'em"),
    taught=tuple(
        module.KIND
        for module in (
            ante,
            qualifies,
            hand,
            winner,
            decision,
            play,
            blind,
            trips,
            net,
            settle_table,
        )
    ),
    dealer=(
        UltimateKind.ANTE,
        UltimateKind.QUALIFIES,
        UltimateKind.PLAY,
        UltimateKind.BLIND,
        UltimateKind.TRIPS,
        UltimateKind.NET,
        UltimateKind.SETTLE_TABLE,
    ),
    drill=(UltimateKind.BLIND, UltimateKind.PLAY, UltimateKind.TRIPS, UltimateKind.NET),
    # As the other games': a wager, the side bet every table has, the net.
    self_test=SelfTestSpec(
        "uth-trips-50-40-30-8-6-5-3",
        _("Under Viejas Casino's tables: Blind 500-50-10-3-3/2-1, Trips 50-40-30-8-6-5-3."),
        (UltimateKind.BLIND, UltimateKind.TRIPS, UltimateKind.NET),
    ),
)
