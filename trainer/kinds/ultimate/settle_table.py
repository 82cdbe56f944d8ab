"""Settle the table in Ultimate Texas Hold'em: two to four spots on one board against one
dealer hand, each with its ante, its equal Blind and, at about half of them, the Trips
where the house has published its table, played as such a player plays (4x or 3x before the
flop, 2x after it, 1x at the river or a fold); the amount paid to or taken from each spot.
The table is dealt and kept as every Hold'em board game's is (``trainer.kinds.board_tables``).
"""

from __future__ import annotations

from typing import ClassVar

from django.utils.translation import gettext_lazy

from engine.game import Game
from engine.ultimate import game
from engine.ultimate.round import Round
from engine.ultimate.rules import UltimateRules
from engine.ultimate.settle import Settlement
from paytables.games.ultimate.wording import ultimate_working
from paytables.wording import Working
from trainer.kinds.board_tables import BoardTableKind
from trainer.kinds.ultimate.rounds import PLAYER_WEIGHTS, UltimateHouseKind, trips_known
from trainer.kinds.ultimate.slugs import UltimateKind


class SettleTableKind(BoardTableKind[UltimateRules], UltimateHouseKind):
    """The spots at an Ultimate Texas Hold'em table: one amount a spot, the ante, the Blind,
    the play and the Trips included."""

    engine: ClassVar[Game] = game
    round_type = Round
    side_bet = "trips"
    player_weights = PLAYER_WEIGHTS
    slug = UltimateKind.SETTLE_TABLE
    prompt_text = gettext_lazy(
        "Settle the table: how much is paid to (+) or taken from (−) each spot, the ante, "
        "the Blind, the play and the Trips included?"
    )
    subject_template = "trainer/kinds/ultimate/_settle_table.html"
    table_reason = gettext_lazy(
        "Each spot is settled on its own against the dealer's hand on the one board: the "
        "ante, the Blind and the play by the showdown (the ante returned when the dealer "
        "does not qualify), the Trips on the spot's own best five, whatever the dealer holds."
    )

    def line_applies(self, line: str, rules: UltimateRules) -> bool:
        # A spot that beats the dealer needs the Blind table, whatever its hand.
        return rules.blind is not None

    def side_bet_known(self, rules: UltimateRules) -> bool:
        return trips_known(rules)

    def spot_working(self, rules: UltimateRules, settlement: Settlement, round_: Round) -> Working:
        return ultimate_working(settlement, round_)


KIND = SettleTableKind()
