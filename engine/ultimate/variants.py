"""The houses' Ultimate Texas Hold'em as the engine defines them, each from named public
pages.

The Blind table is the same wherever read: royal flush 500, straight flush 50, four of a
kind 10, full house 3, flush 3 to 2, straight 1 to 1 (Viejas Casino's pay table; the Wizard
of Odds). The Trips tables differ: 50-40-30-8-6-5-3 (Viejas; the Wizard of Odds' first
table) and 50-40-30-8-7-4-3 (the Wizard of Odds). What a fold does to the Trips is not
said by these pages (Palms Royale Sofia's rules say a fold loses every bet, with tables its
page does not give whole): it stays unknown until the house says.
"""

from __future__ import annotations

from fractions import Fraction

from engine.hands import Category as C
from engine.pay import Source
from engine.ultimate.rules import PayTable, UltimateRules

WIZARD = Source(
    "Wizard of Odds: Ultimate Texas Hold 'Em",
    "https://wizardofodds.com/games/ultimate-texas-hold-em/",
)
VIEJAS = Source(
    "Viejas Casino: Ultimate Texas Hold 'Em pay table", "http://viejas.com/texas-hold-em/san-diego"
)
RIVERS = Source(
    "Rivers Casino Philadelphia: Ultimate Texas Hold'em, how to play",
    "https://www.riverscasino.com/philadelphia/casino/table-games/ultimate-texas-hold-em",
)


def _table(*lines: tuple[C, int | Fraction]) -> PayTable:
    return tuple((category, Fraction(odds)) for category, odds in lines)


BLIND_500_50_10_3_3_2_1 = _table(
    (C.ROYAL_FLUSH, 500),
    (C.STRAIGHT_FLUSH, 50),
    (C.FOUR_OF_A_KIND, 10),
    (C.FULL_HOUSE, 3),
    (C.FLUSH, Fraction(3, 2)),
    (C.STRAIGHT, 1),
)


def _trips(*odds: int) -> PayTable:
    lines = (
        C.ROYAL_FLUSH,
        C.STRAIGHT_FLUSH,
        C.FOUR_OF_A_KIND,
        C.FULL_HOUSE,
        C.FLUSH,
        C.STRAIGHT,
        C.THREE_OF_A_KIND,
    )
    return _table(*zip(lines, odds, strict=True))


TRIPS_50_40_30_8_6_5_3 = _trips(50, 40, 30, 8, 6, 5, 3)
TRIPS_50_40_30_8_7_4_3 = _trips(50, 40, 30, 8, 7, 4, 3)

# Viejas Casino's posted table: the Blind above and Trips 50-40-30-8-6-5-3; the rules of
# play (check or 3x/4x before the flop, 2x after it, 1x or fold at the river; the dealer
# qualifies with a pair) as Rivers Casino Philadelphia gives them.
TRIPS_6_5 = UltimateRules(
    slug="trips-50-40-30-8-6-5-3",
    name="Ultimate Texas Hold'em (Trips 50-40-30-8-6-5-3)",
    sources=(VIEJAS, RIVERS, WIZARD),
    blind=BLIND_500_50_10_3_3_2_1,
    trips=TRIPS_50_40_30_8_6_5_3,
)

# The Wizard of Odds' other common Trips table, 50-40-30-8-7-4-3, beside the same Blind.
TRIPS_7_4 = UltimateRules(
    slug="trips-50-40-30-8-7-4-3",
    name="Ultimate Texas Hold'em (Trips 50-40-30-8-7-4-3)",
    sources=(WIZARD, RIVERS),
    blind=BLIND_500_50_10_3_3_2_1,
    trips=TRIPS_50_40_30_8_7_4_3,
)

VARIANTS: dict[str, UltimateRules] = {rules.slug: rules for rules in (TRIPS_6_5, TRIPS_7_4)}


def get_variant(slug: str) -> UltimateRules:
    """The engine's Ultimate Texas Hold'em rules for ``slug``; ``ValueError`` listing the
    known ones."""
    try:
        return VARIANTS[slug]
    except KeyError:
        known = ", ".join(VARIANTS)
        raise ValueError(
            f"unknown Ultimate Texas Hold'em variant {slug!r}: choose one of {known}"
        ) from None
