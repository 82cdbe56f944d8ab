"""Oasis Poker's question kinds (Caribbean Stud's too), one module each, on rounds that
``rounds`` deals (to order for a cell, ``engine.oasis.order``, or as real players play them,
``engine.oasis.players``)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from trainer.kinds.catalogue import GameKinds, SelfTestSpec
from trainer.kinds.oasis import (
    ante,
    best_play,
    bonus,
    fee,
    hand,
    max_payout,
    net,
    qualifies,
    raise_,
    settle_table,
    winner,
)
from trainer.kinds.oasis.slugs import OasisKind

# The order a dealer school teaches them: the ante and whether the dealer qualifies first,
# then who wins and the hands, the raise pays, the switch fee and the bonus, the table's
# maximum payout, the net result, a whole table; the player's best play last.
GAME_KINDS = GameKinds(
    group=_("Oasis Poker and Caribbean Stud"),
    taught=tuple(
        module.KIND
        for module in (
            ante,
            qualifies,
            winner,
            hand,
            raise_,
            fee,
            bonus,
            max_payout,
            net,
            settle_table,
            best_play,
        )
    ),
    dealer=(
        OasisKind.ANTE,
        OasisKind.QUALIFIES,
        OasisKind.RAISE,
        OasisKind.FEE,
        OasisKind.BONUS,
        OasisKind.MAX_PAYOUT,
        OasisKind.NET,
        OasisKind.SETTLE_TABLE,
    ),
    drill=(OasisKind.ANTE, OasisKind.RAISE, OasisKind.FEE, OasisKind.BONUS, OasisKind.NET),
    # Seed 000's three questions: the raise, the fee, the net.
    self_test=SelfTestSpec(
        "standard",
        _("Under the standard rules."),
        (OasisKind.RAISE, OasisKind.FEE, OasisKind.NET),
    ),
)
