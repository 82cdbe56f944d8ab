"""Russian Poker's question kinds as the database stores them (``Question.kind``): a kind
is one game's, so its cells are that game's lines."""

from __future__ import annotations

from django.db import models
from django.utils.translation import gettext_lazy as _


class RussianKind(models.TextChoices):
    ANTE = "ru_ante", _("Russian Poker: ante result")
    BET = "ru_bet", _("Russian Poker: bet result")
    COMBINATIONS = "ru_combinations", _("Russian Poker: two combinations")
    FEE = "ru_fee", _("Russian Poker: fees")
    INSURANCE = "ru_insurance", _("Russian Poker: insurance")
    GAME_BOUGHT = "ru_game_bought", _("Russian Poker: the game bought")
    MAX_PAYOUT = "ru_max_payout", _("Russian Poker: maximum payout")
    NET = "ru_net", _("Russian Poker: net result")
    QUALIFIES = "ru_qualifies", _("Russian Poker: does the dealer qualify?")
    HAND = "ru_hand", _("Russian Poker: name the player's hand")
    WINNER = "ru_winner", _("Russian Poker: who wins?")
    SETTLE_TABLE = "ru_settle_table", _("Russian Poker: settle the table")
