"""Oasis Poker's question kinds as the database stores them (``Question.kind``)."""

from __future__ import annotations

from django.db import models
from django.utils.translation import gettext_lazy as _


class OasisKind(models.TextChoices):
    ANTE = "ante", _("Ante result")
    RAISE = "raise", _("Raise result")
    FEE = "fee", _("Switch fee")
    BONUS = "bonus", _("Bonus result")
    NET = "net", _("Net result")
    QUALIFIES = "qualifies", _("Does the dealer qualify?")
    HAND = "hand", _("Name the player's hand")
    WINNER = "winner", _("Who wins?")
    SETTLE_TABLE = "settle_table", _("Settle the table")
    BEST_PLAY = "best_play", _("Best play")
    MAX_PAYOUT = "max_payout", _("Maximum payout")
