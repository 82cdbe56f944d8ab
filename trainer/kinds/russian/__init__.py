"""Russian Poker's question kinds, one module each, on rounds that ``rounds`` deals (to
order for a cell, ``engine.russian.order``, or as real players play them,
``engine.russian.players``)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from trainer.kinds.catalogue import GameKinds, SelfTestSpec
from trainer.kinds.russian import (
    ante,
    bet,
    combinations,
    fee,
    game_bought,
    hand,
    insurance,
    max_payout,
    net,
    qualifies,
    settle_table,
    winner,
)
from trainer.kinds.russian.slugs import RussianKind

# The order a dealer school teaches them, as Oasis Poker's, with the game's own wagers: two
# combinations after the bet, insurance and the game bought after the fees.
GAME_KINDS = GameKinds(
    group=_("Russian Poker"),
    taught=tuple(
        module.KIND
        for module in (
            ante,
            qualifies,
            winner,
            hand,
            bet,
            combinations,
            fee,
            insurance,
            game_bought,
            max_payout,
            net,
            settle_table,
        )
    ),
    dealer=(
        RussianKind.ANTE,
        RussianKind.QUALIFIES,
        RussianKind.BET,
        RussianKind.COMBINATIONS,
        RussianKind.FEE,
        RussianKind.INSURANCE,
        RussianKind.GAME_BOUGHT,
        RussianKind.MAX_PAYOUT,
        RussianKind.NET,
        RussianKind.SETTLE_TABLE,
    ),
    drill=(RussianKind.ANTE, RussianKind.BET, RussianKind.FEE, RussianKind.NET),
    # Like seed 000's: the bet, the fees, the net.
    self_test=SelfTestSpec(
        "classic",
        _("Under the classic Eastern European rules."),
        (RussianKind.BET, RussianKind.FEE, RussianKind.NET),
    ),
)
