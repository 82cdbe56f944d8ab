"""Casino Hold'em's question kinds, one module each, on rounds that ``rounds`` deals (to
order for a cell, ``engine.casino_holdem.order``, or as real players play them,
``engine.casino_holdem.players``)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from trainer.kinds.casino_holdem import (
    aa_bonus,
    ante,
    call,
    decision,
    hand,
    net,
    qualifies,
    settle_table,
    winner,
)
from trainer.kinds.casino_holdem.slugs import CasinoHoldemKind
from trainer.kinds.catalogue import GameKinds, SelfTestSpec

# The order a dealer school teaches them, as the other games': the ante and qualifying,
# who wins, the best five and the decision on the flop, then the call, the AA Bonus, the
# net and a table.
GAME_KINDS = GameKinds(
    group=_("Casino Hold'em"),
    taught=tuple(
        module.KIND
        for module in (
            ante,
            qualifies,
            winner,
            hand,
            decision,
            call,
            aa_bonus,
            net,
            settle_table,
        )
    ),
    dealer=(
        CasinoHoldemKind.ANTE,
        CasinoHoldemKind.QUALIFIES,
        CasinoHoldemKind.CALL,
        CasinoHoldemKind.AA_BONUS,
        CasinoHoldemKind.NET,
        CasinoHoldemKind.SETTLE_TABLE,
    ),
    drill=(
        CasinoHoldemKind.ANTE,
        CasinoHoldemKind.CALL,
        CasinoHoldemKind.AA_BONUS,
        CasinoHoldemKind.NET,
    ),
    # As the other games': a wager, the side bet, the net.
    self_test=SelfTestSpec(
        "casino-holdem-classic",
        _("NetEnt's tables: the Ante 100-20-10-3-2-1, the AA Bonus 100-50-40-30-20-7."),
        (CasinoHoldemKind.ANTE, CasinoHoldemKind.AA_BONUS, CasinoHoldemKind.NET),
    ),
)
