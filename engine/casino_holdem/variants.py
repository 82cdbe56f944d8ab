"""The houses' Casino Hold'em as the engine defines them, each from named public pages.

The tables are the same wherever read: the Ante 100 (royal flush), 20 (straight flush), 10
(four of a kind), 3 (full house), 2 (flush), 1 (straight or less); the AA Bonus 100, 50,
40, 30, 20, and 7 for a straight or less down to a pair of aces (i-casinobonus.com's
tables; the AA Bonus "pair of aces or higher" on the first five cards, LV Bet). A fold
loses the AA Bonus in NetEnt's game (BetMGM's help: "The player loses all the bets and any
possible AA Bonus winnings"; LV Bet says the same).
"""

from __future__ import annotations

from fractions import Fraction

from engine.casino_holdem.bonus import BonusLine as B
from engine.casino_holdem.rules import AnteTable, BonusTable, CasinoHoldemRules
from engine.hands import Category as C
from engine.pay import Source

BETMGM = Source(
    "BetMGM help: Casino Hold'em (NetEnt)",
    "https://help.mi.betmgm.com/en/casino-help/table-games/netentcasinoholdemhtml",
)
LV_BET = Source(
    "LV Bet: Casino Hold'em, game rules", "https://lvbet.com/en/table-games/poker/casino-holdem/"
)
I_CASINOBONUS = Source(
    "i-casinobonus.com: Casino Hold'em rules",
    "https://www.i-casinobonus.com/casino-poker-holdem-rules/",
)

ANTE_100_20_10_3_2_1: AnteTable = tuple(
    (category, Fraction(odds))
    for category, odds in (
        (C.ROYAL_FLUSH, 100),
        (C.STRAIGHT_FLUSH, 20),
        (C.FOUR_OF_A_KIND, 10),
        (C.FULL_HOUSE, 3),
        (C.FLUSH, 2),
        (C.STRAIGHT, 1),
        (C.THREE_OF_A_KIND, 1),
        (C.TWO_PAIR, 1),
        (C.PAIR, 1),
        (C.HIGH_CARD, 1),
    )
)
AA_BONUS_100_50_40_30_20_7: BonusTable = tuple(
    (line, Fraction(odds))
    for line, odds in (
        (B.ROYAL_FLUSH, 100),
        (B.STRAIGHT_FLUSH, 50),
        (B.FOUR_OF_A_KIND, 40),
        (B.FULL_HOUSE, 30),
        (B.FLUSH, 20),
        (B.STRAIGHT, 7),
        (B.THREE_OF_A_KIND, 7),
        (B.TWO_PAIR, 7),
        (B.PAIR_OF_ACES, 7),
    )
)

# NetEnt's Casino Hold'em as BetMGM and LV Bet deal it: the tables above, a fold loses the
# AA Bonus.
CLASSIC = CasinoHoldemRules(
    slug="classic",
    name="Casino Hold'em",
    sources=(I_CASINOBONUS, BETMGM, LV_BET),
    ante=ANTE_100_20_10_3_2_1,
    aa_bonus=AA_BONUS_100_50_40_30_20_7,
    aa_bonus_on_fold=False,
)

VARIANTS: dict[str, CasinoHoldemRules] = {rules.slug: rules for rules in (CLASSIC,)}


def get_variant(slug: str) -> CasinoHoldemRules:
    """The engine's Casino Hold'em rules for ``slug``; ``ValueError`` listing the known
    ones."""
    try:
        return VARIANTS[slug]
    except KeyError:
        known = ", ".join(VARIANTS)
        raise ValueError(
            f"unknown Casino Hold'em variant {slug!r}: choose one of {known}"
        ) from None
