"""The houses' Texas Hold'em Bonus as the engine defines them, each from named public pages.

- NagaWorld (Phnom Penh): the ante pays on a winning flush or better, and its posted Bonus
  table: aces against the dealer's aces 1,000, aces 30, ace-king suited 25, ace-queen or
  ace-jack suited 20, ace-king 15, kings, queens or jacks 10, ace-queen or ace-jack 5, a
  pair from twos to tens 3. Its page does not say what a fold does to the Bonus.
- Las Vegas rules (PokerStars' live game): the ante pays on a winning straight or better;
  the page read gives no Bonus table whole, so it stays unknown here.
"""

from __future__ import annotations

from fractions import Fraction

from engine.hands import Category
from engine.holdem_bonus.bonus import BonusLine as B
from engine.holdem_bonus.rules import BonusTable, HoldemBonusRules
from engine.pay import Source

NAGAWORLD_PAGE = Source(
    "NagaWorld: Texas Hold 'Em Bonus",
    "http://www.nagaworld.com/play/the-world-best-games/texas-hold-em-bonus",
)
POKERSTARS_LIVE = Source(
    "PokerStars Casino: Live Texas Hold'em Bonus Poker rules",
    "https://eur.pokerstars.com/casino/how-to-play/live/texas-holdem-bonus-poker/rules/",
)

BONUS_NAGAWORLD: BonusTable = tuple(
    (line, Fraction(odds))
    for line, odds in (
        (B.ACES_AGAINST_ACES, 1000),
        (B.ACES, 30),
        (B.ACE_KING_SUITED, 25),
        (B.ACE_QUEEN_OR_JACK_SUITED, 20),
        (B.ACE_KING, 15),
        (B.KINGS_QUEENS_OR_JACKS, 10),
        (B.ACE_QUEEN_OR_JACK, 5),
        (B.PAIR_TWO_TO_TEN, 3),
    )
)

NAGAWORLD = HoldemBonusRules(
    slug="nagaworld",
    name="Texas Hold'em Bonus (NagaWorld)",
    sources=(NAGAWORLD_PAGE,),
    ante_pays_from=Category.FLUSH,
    bonus=BONUS_NAGAWORLD,
)

LAS_VEGAS = HoldemBonusRules(
    slug="las-vegas",
    name="Texas Hold'em Bonus (Las Vegas rules)",
    sources=(POKERSTARS_LIVE,),
    ante_pays_from=Category.STRAIGHT,
    bonus=None,
)

VARIANTS: dict[str, HoldemBonusRules] = {rules.slug: rules for rules in (NAGAWORLD, LAS_VEGAS)}


def get_variant(slug: str) -> HoldemBonusRules:
    """The engine's Texas Hold'em Bonus rules for ``slug``; ``ValueError`` listing the
    known ones."""
    try:
        return VARIANTS[slug]
    except KeyError:
        known = ", ".join(VARIANTS)
        raise ValueError(
            f"unknown Texas Hold'em Bonus variant {slug!r}: choose one of {known}"
        ) from None
