"""Settle the table in Casino Hold'em: two to four spots on one board against one dealer
hand, each with its ante and, at about half of them, the AA Bonus where the house has
published its table, called or folded after the flop as such a player does; the amount
paid to or taken from each spot. The table is dealt and kept as every Hold'em board game's
is (``trainer.kinds.board_tables``).
"""

from __future__ import annotations

from typing import ClassVar

from django.utils.translation import gettext_lazy

from engine.casino_holdem import game
from engine.casino_holdem.round import Round
from engine.casino_holdem.rules import CasinoHoldemRules
from engine.casino_holdem.settle import Settlement
from engine.game import Game
from paytables.games.casino_holdem.wording import casino_holdem_working
from paytables.wording import Working
from trainer.kinds.board_tables import BoardTableKind
from trainer.kinds.casino_holdem.rounds import (
    PLAYER_WEIGHTS,
    CasinoHoldemHouseKind,
    aa_bonus_known,
)
from trainer.kinds.casino_holdem.slugs import CasinoHoldemKind


class SettleTableKind(BoardTableKind[CasinoHoldemRules], CasinoHoldemHouseKind):
    """The spots at a Casino Hold'em table: one amount a spot, the ante, the call and the
    AA Bonus included."""

    engine: ClassVar[Game] = game
    round_type = Round
    side_bet = "aa_bonus"
    player_weights = PLAYER_WEIGHTS
    slug = CasinoHoldemKind.SETTLE_TABLE
    prompt_text = gettext_lazy(
        "Settle the table: how much is paid to (+) or taken from (−) each spot, the ante, "
        "the call and the AA Bonus included?"
    )
    subject_template = "trainer/kinds/casino_holdem/_settle_table.html"
    table_reason = gettext_lazy(
        "Each spot is settled on its own against the dealer's hand on the one board: the "
        "ante by its table and the call by the showdown (the call returned when the dealer "
        "does not qualify), the AA Bonus on the spot's two cards and the flop."
    )

    def line_applies(self, line: str, rules: CasinoHoldemRules) -> bool:
        # A called spot that wins, or meets a dealer who does not qualify, needs the Ante
        # table: without it half the tables could not be settled.
        return rules.ante is not None

    def side_bet_known(self, rules: CasinoHoldemRules) -> bool:
        return aa_bonus_known(rules)

    def spot_working(
        self, rules: CasinoHoldemRules, settlement: Settlement, round_: Round
    ) -> Working:
        return casino_holdem_working(settlement, round_)


KIND = SettleTableKind()
