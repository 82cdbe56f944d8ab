"""Three Card Poker's question kinds, one module each, on rounds that ``rounds`` deals (to
order for a cell, ``engine.three_card.order``, or as real players play them,
``engine.three_card.players``)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from trainer.kinds.catalogue import GameKinds, SelfTestSpec
from trainer.kinds.three_card import (
    ante,
    ante_bonus,
    decision,
    hand,
    net,
    pair_plus,
    play,
    qualifies,
    settle_table,
    six_card,
    winner,
)
from trainer.kinds.three_card.slugs import ThreeCardKind

# The order a dealer school teaches them, as the other games': the ante and qualifying,
# who wins, the hand and the decision on it, then the play, the Ante Bonus, the side bets,
# the net and a table.
GAME_KINDS = GameKinds(
    group=_("Three Card Poker"),
    taught=tuple(
        module.KIND
        for module in (
            ante,
            qualifies,
            winner,
            hand,
            decision,
            play,
            ante_bonus,
            pair_plus,
            six_card,
            net,
            settle_table,
        )
    ),
    dealer=(
        ThreeCardKind.ANTE,
        ThreeCardKind.QUALIFIES,
        ThreeCardKind.PLAY,
        ThreeCardKind.ANTE_BONUS,
        ThreeCardKind.PAIR_PLUS,
        ThreeCardKind.SIX_CARD,
        ThreeCardKind.NET,
        ThreeCardKind.SETTLE_TABLE,
    ),
    drill=(ThreeCardKind.ANTE, ThreeCardKind.PLAY, ThreeCardKind.PAIR_PLUS, ThreeCardKind.NET),
    # As the other games': a wager, the side bet every table has, the net.
    self_test=SelfTestSpec(
        "three-card-classic",
        _("Under the original tables: Ante Bonus 5-4-1, Pair Plus 40-30-6-4-1."),
        (ThreeCardKind.ANTE_BONUS, ThreeCardKind.PAIR_PLUS, ThreeCardKind.NET),
    ),
)
