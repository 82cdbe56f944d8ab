"""Three Card Poker's question kinds as the database stores them (``Question.kind``): a kind
is one game's, so its cells are that game's lines."""

from __future__ import annotations

from django.db import models
from django.utils.translation import gettext_lazy as _


class ThreeCardKind(models.TextChoices):
    ANTE = "tc_ante", _("Three Card Poker: ante result")
    PLAY = "tc_play", _("Three Card Poker: play result")
    ANTE_BONUS = "tc_ante_bonus", _("Three Card Poker: Ante Bonus")
    PAIR_PLUS = "tc_pair_plus", _("Three Card Poker: Pair Plus")
    SIX_CARD = "tc_six_card", _("Three Card Poker: 6-Card Bonus")
    NET = "tc_net", _("Three Card Poker: net result")
    QUALIFIES = "tc_qualifies", _("Three Card Poker: does the dealer qualify?")
    HAND = "tc_hand", _("Three Card Poker: name the player's hand")
    WINNER = "tc_winner", _("Three Card Poker: who wins?")
    DECISION = "tc_decision", _("Three Card Poker: play or fold?")
    SETTLE_TABLE = "tc_settle_table", _("Three Card Poker: settle the table")
