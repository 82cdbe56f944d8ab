"""Settle the table in Texas Hold'em Bonus: two to four spots on one board against one
dealer hand, each with its ante and, at about half of them, the Bonus where the house has
published its table, played as such a player plays (the flop bet or a fold, then the turn
and river bets or checks); the amount paid to or taken from each spot. The table is dealt
and kept as every Hold'em board game's is (``trainer.kinds.board_tables``).
"""

from __future__ import annotations

from typing import ClassVar

from django.utils.translation import gettext_lazy

from engine.game import Game
from engine.holdem_bonus import game
from engine.holdem_bonus.round import Round
from engine.holdem_bonus.rules import HoldemBonusRules
from engine.holdem_bonus.settle import Settlement
from paytables.games.holdem_bonus.wording import holdem_bonus_working
from paytables.wording import Working
from trainer.kinds.board_tables import BoardTableKind
from trainer.kinds.holdem_bonus.rounds import PLAYER_WEIGHTS, HoldemBonusHouseKind, bonus_known
from trainer.kinds.holdem_bonus.slugs import HoldemBonusKind


class SettleTableKind(BoardTableKind[HoldemBonusRules], HoldemBonusHouseKind):
    """The spots at a Texas Hold'em Bonus table: one amount a spot, the ante, every bet and
    the Bonus included."""

    engine: ClassVar[Game] = game
    round_type = Round
    side_bet = "bonus"
    player_weights = PLAYER_WEIGHTS
    slug = HoldemBonusKind.SETTLE_TABLE
    prompt_text = gettext_lazy(
        "Settle the table: how much is paid to (+) or taken from (−) each spot, the ante, "
        "every bet and the Bonus included?"
    )
    subject_template = "trainer/kinds/holdem_bonus/_settle_table.html"
    table_reason = gettext_lazy(
        "Each spot is settled on its own against the dealer's hand on the one board: the "
        "flop, turn and river bets by the showdown, the ante by it too but pushed on a win "
        "below the house's hand, the Bonus on the spot's two cards."
    )

    def side_bet_known(self, rules: HoldemBonusRules) -> bool:
        return bonus_known(rules)

    def spot_working(
        self, rules: HoldemBonusRules, settlement: Settlement, round_: Round
    ) -> Working:
        # The working names the house's lowest hand for the ante: it reads the rules too.
        return holdem_bonus_working(rules, settlement, round_)


KIND = SettleTableKind()
