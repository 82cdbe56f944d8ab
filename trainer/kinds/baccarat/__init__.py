"""Baccarat's question kinds, one module each, on coups that ``rounds`` deals (to order for a
cell, ``engine.baccarat.order``, or as the cards fall from a seeded shoe)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from trainer.kinds.baccarat import (
    banker,
    banker_draws,
    commission,
    natural,
    net,
    pairs,
    player_draws,
    settle_table,
    side_bets,
    tie,
    winner,
)
from trainer.kinds.baccarat.slugs import BaccaratKind
from trainer.kinds.catalogue import GameKinds, SelfTestSpec

# The order a dealer school teaches them: the natural and the tableau first (a dealer
# draws without hesitation), who wins, then paying: the Banker and its commission, the
# Tie, the pairs, the side bets, a spot's net.
GAME_KINDS = GameKinds(
    group=_("Baccarat"),
    taught=tuple(
        module.KIND
        for module in (
            natural,
            player_draws,
            banker_draws,
            winner,
            banker,
            commission,
            tie,
            pairs,
            side_bets,
            net,
            settle_table,
        )
    ),
    dealer=(
        BaccaratKind.PLAYER_DRAWS,
        BaccaratKind.BANKER_DRAWS,
        BaccaratKind.WINNER,
        BaccaratKind.BANKER,
        BaccaratKind.COMMISSION,
        BaccaratKind.TIE,
        BaccaratKind.PAIRS,
        BaccaratKind.SIDE_BETS,
        BaccaratKind.NET,
        BaccaratKind.SETTLE_TABLE,
    ),
    drill=(
        BaccaratKind.PLAYER_DRAWS,
        BaccaratKind.BANKER_DRAWS,
        BaccaratKind.WINNER,
        BaccaratKind.BANKER,
    ),
    # As the other games' (the self-test asks amounts): the Banker with its commission,
    # the Tie, a spot's net.
    self_test=SelfTestSpec(
        "baccarat-punto-banco",
        _("Under Punto Banco: eight decks, the Banker 1 to 1 less 5 %, the Tie 8 to 1."),
        (BaccaratKind.BANKER, BaccaratKind.TIE, BaccaratKind.NET),
    ),
)
