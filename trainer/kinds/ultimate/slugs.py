"""Ultimate Texas Hold'em's question kinds as the database stores them (``Question.kind``):
a kind is one game's, so its cells are that game's lines."""

from __future__ import annotations

from django.db import models
from django.utils.translation import gettext_lazy as _


class UltimateKind(models.TextChoices):
    ANTE = "uth_ante", _("Ultimate Texas Hold'em: ante result")
    BLIND = "uth_blind", _("Ultimate Texas Hold'em: Blind result")
    PLAY = "uth_play", _("Ultimate Texas Hold'em: play result")
    TRIPS = "uth_trips", _("Ultimate Texas Hold'em: Trips")
    NET = "uth_net", _("Ultimate Texas Hold'em: net result")
    QUALIFIES = "uth_qualifies", _("Ultimate Texas Hold'em: does the dealer qualify?")
    HAND = "uth_hand", _("Ultimate Texas Hold'em: the player's best five")
    WINNER = "uth_winner", _("Ultimate Texas Hold'em: who wins?")
    DECISION = "uth_decision", _("Ultimate Texas Hold'em: the right play")
    SETTLE_TABLE = "uth_settle_table", _("Ultimate Texas Hold'em: settle the table")
