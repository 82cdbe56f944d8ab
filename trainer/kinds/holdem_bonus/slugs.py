"""Texas Hold'em Bonus's question kinds as the database stores them (``Question.kind``): a
kind is one game's, so its cells are that game's lines."""

from __future__ import annotations

from django.db import models
from django.utils.translation import gettext_lazy as _


class HoldemBonusKind(models.TextChoices):
    ANTE = "hb_ante", _("Texas Hold'em Bonus: ante result")
    FLOP = "hb_flop", _("Texas Hold'em Bonus: flop bet result")
    TURN = "hb_turn", _("Texas Hold'em Bonus: turn bet result")
    RIVER = "hb_river", _("Texas Hold'em Bonus: river bet result")
    BONUS = "hb_bonus", _("Texas Hold'em Bonus: the Bonus")
    WINNER = "hb_winner", _("Texas Hold'em Bonus: who wins?")
    HAND = "hb_hand", _("Texas Hold'em Bonus: the player's best five")
    NET = "hb_net", _("Texas Hold'em Bonus: net result")
    SETTLE_TABLE = "hb_settle_table", _("Texas Hold'em Bonus: settle the table")
    DECISION = "hb_decision", _("Texas Hold'em Bonus: the right decision")
