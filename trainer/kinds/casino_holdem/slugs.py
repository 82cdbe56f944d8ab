"""Casino Hold'em's question kinds as the database stores them (``Question.kind``): a kind
is one game's, so its cells are that game's lines."""

from __future__ import annotations

from django.db import models
from django.utils.translation import gettext_lazy as _


class CasinoHoldemKind(models.TextChoices):
    ANTE = "ch_ante", _("Casino Hold'em: ante result")
    CALL = "ch_call", _("Casino Hold'em: call result")
    AA_BONUS = "ch_aa_bonus", _("Casino Hold'em: AA Bonus")
    NET = "ch_net", _("Casino Hold'em: net result")
    QUALIFIES = "ch_qualifies", _("Casino Hold'em: does the dealer qualify?")
    HAND = "ch_hand", _("Casino Hold'em: name the player's best five")
    WINNER = "ch_winner", _("Casino Hold'em: who wins?")
    DECISION = "ch_decision", _("Casino Hold'em: call or fold?")
    SETTLE_TABLE = "ch_settle_table", _("Casino Hold'em: settle the table")
