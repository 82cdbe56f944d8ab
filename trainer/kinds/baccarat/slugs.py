"""Baccarat's question kinds as the database stores them (``Question.kind``): a kind is one
game's, so its cells are that game's lines."""

from __future__ import annotations

from django.db import models
from django.utils.translation import gettext_lazy as _


class BaccaratKind(models.TextChoices):
    PLAYER_DRAWS = "bc_player_draws", _("Baccarat: does the Player draw?")
    BANKER_DRAWS = "bc_banker_draws", _("Baccarat: does the Banker draw?")
    NATURAL = "bc_natural", _("Baccarat: is there a natural?")
    WINNER = "bc_winner", _("Baccarat: who wins?")
    BANKER = "bc_banker", _("Baccarat: pay the Banker bet")
    COMMISSION = "bc_commission", _("Baccarat: the Banker's commission")
    TIE = "bc_tie", _("Baccarat: pay the Tie")
    PAIRS = "bc_pairs", _("Baccarat: the pairs")
    SIDE_BETS = "bc_side_bets", _("Baccarat: the side bets")
    NET = "bc_net", _("Baccarat: net result of one spot")
    SETTLE_TABLE = "bc_settle_table", _("Baccarat: settle the table")
