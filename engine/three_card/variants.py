"""The houses' Three Card Poker as the engine defines them, each from named public pages.

Only tables a source publishes whole are given; a table no page read gives is ``None``
(the admin asks the house for it), never a neighbour's. The database holds the editable
copy; these are the reference it is checked against.

Where the houses differ:

- the Ante Bonus: 5-4-1 (straight flush, three of a kind, straight) at most tables, 5-3-1
  at some (poker-corner.com), 4-3-1 at others (a house's rules card on docslib.org);
- Pair Plus: the original 40-30-6-4-1, the common 40-30-6-3-1, 40-30-5-4-1 (John
  Grochowski, Casino City Times), 40-25-6-4-1 (the same rules card); at some houses a
  mini-royal line, 50 or 100 to 1, above the straight flush (Grochowski);
- a fold loses the Pair Plus at the tables whose rules say so (casinut.com,
  table-games-online.com); Evolution's live game settles it whatever the player does;
- the 6-Card Bonus, where offered: 1000-200-50-25-20-10-5 (table-games-online.com) or
  1000-200-50-25-15-10-5 (Two Kings Casino; Grochowski's "one common one").
"""

from __future__ import annotations

from engine.hands import Category as Five
from engine.three_card.evaluate import Line
from engine.three_card.rules import PayTable, SixCardTable, Source, ThreeCardRules

WIZARD = Source(
    "Wizard of Odds: Three Card Poker", "https://wizardofodds.com/games/three-card-poker/"
)
CASINUT = Source(
    "casinut.com: Three Card Poker rules",
    "http://www.casinut.com/poker-room/rules-of-the-game/three-card-poker-rules/",
)
GROCHOWSKI_ORIGINAL = Source(
    "John Grochowski, Casino City Times: Three Card Poker and Pair Plus (2021)",
    "https://www.casinocitytimes.com/john-grochowski/article/three-card-poker-and-pair-plus-67518",
)
GROCHOWSKI_ABOUT = Source(
    "John Grochowski, Casino City: About Three Card Poker",
    "https://online.casinocity.com/article/about-three-card-poker-122573",
)
GROCHOWSKI_MINI_ROYAL = Source(
    "John Grochowski, Casino City: A rare Pair Plus payout at Three Card Poker",
    "https://online.casinocity.com/article/a-rare-pair-plus-payout-at-three-card-poker-124535",
)
POKER_CORNER = Source(
    "poker-corner.com: Three Card Poker is easy, fun and a good bet",
    "http://www.poker-corner.com/articles/364.html",
)
TABLE_GAMES_ONLINE = Source(
    "table-games-online.com: Three Card Poker with 6-Card Bonus, rules",
    "https://www.table-games-online.com/3-card-poker/rules.html",
)
HOUSE_CARD = Source(
    "Three Card Poker, a house's rules card (docslib.org)",
    "https://docslib.org/download/4988463/three-card-poker",
)
BONUS_APP = Source(
    "Three Card Poker - Bonus (Chase and the Rocketeers), rules",
    "http://bf1069.org/Home/Detail/com.ChaseAndTheRocketeers.ThreeCardPokerBonus",
)


def _table(*lines: tuple[Line, int]) -> PayTable:
    return tuple(lines)


L = Line
ANTE_BONUS_541 = _table((L.STRAIGHT_FLUSH, 5), (L.THREE_OF_A_KIND, 4), (L.STRAIGHT, 1))
ANTE_BONUS_531 = _table((L.STRAIGHT_FLUSH, 5), (L.THREE_OF_A_KIND, 3), (L.STRAIGHT, 1))
ANTE_BONUS_431 = _table((L.STRAIGHT_FLUSH, 4), (L.THREE_OF_A_KIND, 3), (L.STRAIGHT, 1))
PAIR_PLUS_40_30_6_4_1 = _table(
    (L.STRAIGHT_FLUSH, 40), (L.THREE_OF_A_KIND, 30), (L.STRAIGHT, 6), (L.FLUSH, 4), (L.PAIR, 1)
)
PAIR_PLUS_40_30_6_3_1 = _table(
    (L.STRAIGHT_FLUSH, 40), (L.THREE_OF_A_KIND, 30), (L.STRAIGHT, 6), (L.FLUSH, 3), (L.PAIR, 1)
)
PAIR_PLUS_40_30_5_4_1 = _table(
    (L.STRAIGHT_FLUSH, 40), (L.THREE_OF_A_KIND, 30), (L.STRAIGHT, 5), (L.FLUSH, 4), (L.PAIR, 1)
)
PAIR_PLUS_40_25_6_4_1 = _table(
    (L.STRAIGHT_FLUSH, 40), (L.THREE_OF_A_KIND, 25), (L.STRAIGHT, 6), (L.FLUSH, 4), (L.PAIR, 1)
)
PAIR_PLUS_100_40_30_5_4_1 = ((L.MINI_ROYAL, 100), *PAIR_PLUS_40_30_5_4_1)
SIX_CARD_1000_200_50_25_20_10_5: SixCardTable = (
    (Five.ROYAL_FLUSH, 1000),
    (Five.STRAIGHT_FLUSH, 200),
    (Five.FOUR_OF_A_KIND, 50),
    (Five.FULL_HOUSE, 25),
    (Five.FLUSH, 20),
    (Five.STRAIGHT, 10),
    (Five.THREE_OF_A_KIND, 5),
)

# The game's first tables: the Ante Bonus 5-4-1 and Pair Plus 40-30-6-4-1 (casinut.com;
# Grochowski: "the original Pair Plus pay table was 40-30-6-4-1"); Pair Plus may be bet
# without an ante (poker-corner.com); "If you fold you also lose the Pairplus bet"
# (casinut.com). The Wizard of Odds gives the hand order and the game's rules.
CLASSIC = ThreeCardRules(
    slug="classic",
    name="Three Card Poker (original tables)",
    sources=(WIZARD, CASINUT, GROCHOWSKI_ORIGINAL, POKER_CORNER),
    ante_bonus=ANTE_BONUS_541,
    pair_plus=PAIR_PLUS_40_30_6_4_1,
    pair_plus_on_fold=False,
)

# The common tables today: Pair Plus 40-30-6-3-1, "the most common pay table available"
# (Grochowski), beside the Ante Bonus 5-4-1 whose 2.01 % he quotes with it. Neither page
# says what a fold does to the Pair Plus.
COMMON = ThreeCardRules(
    slug="common",
    name="Three Card Poker (Pair Plus 40-30-6-3-1)",
    sources=(GROCHOWSKI_ABOUT, GROCHOWSKI_MINI_ROYAL),
    ante_bonus=ANTE_BONUS_541,
    pair_plus=PAIR_PLUS_40_30_6_3_1,
    pair_plus_on_fold=None,
)

# The Ante Bonus 5-3-1: "On tables that pay just 3 to 1 for three-of-a-kind" (poker-corner,
# naming Shuffle Master's twelve tables). The page gives no Pair Plus table beside it.
ANTE_BONUS_5_3_1 = ThreeCardRules(
    slug="ante-bonus-5-3-1",
    name="Three Card Poker (Ante Bonus 5-3-1)",
    sources=(POKER_CORNER,),
    ante_bonus=ANTE_BONUS_531,
    pair_plus=None,
    pair_plus_on_fold=None,
)

# A table with a mini-royal: Pair Plus 100 on the suited A-K-Q above 40-30-5-4-1
# (Grochowski, a reader's table). His column gives no Ante Bonus for that table.
MINI_ROYAL = ThreeCardRules(
    slug="mini-royal",
    name="Three Card Poker (Pair Plus with a 100 to 1 mini-royal)",
    sources=(GROCHOWSKI_MINI_ROYAL,),
    ante_bonus=None,
    pair_plus=PAIR_PLUS_100_40_30_5_4_1,
    pair_plus_on_fold=None,
)

# A house's rules card: the Ante Bonus 4-3-1, Pair Plus 40-25-6-4-1, which "does not
# require an Ante or Play wager", and a 6-Card Bonus whose table the copy read breaks off
# before. It does not say what a fold does to the Pair Plus.
HOUSE_4_3_1 = ThreeCardRules(
    slug="ante-bonus-4-3-1",
    name="Three Card Poker (Ante Bonus 4-3-1, Pair Plus 40-25-6-4-1)",
    sources=(HOUSE_CARD,),
    ante_bonus=ANTE_BONUS_431,
    pair_plus=PAIR_PLUS_40_25_6_4_1,
    six_card=None,
    pair_plus_on_fold=None,
)

# With the 6-Card Bonus: Pair Plus 40-30-5-4-1, the 6-Card Bonus 1000-200-50-25-20-10-5 and
# "if the player folds, the Pair Plus bet is forfeited" (table-games-online.com; the same
# rules and tables, with the Ante Bonus 5-4-1, in the "Three Card Poker - Bonus" game's).
SIX_CARD = ThreeCardRules(
    slug="six-card",
    name="Three Card Poker with the 6-Card Bonus",
    sources=(TABLE_GAMES_ONLINE, BONUS_APP),
    ante_bonus=ANTE_BONUS_541,
    pair_plus=PAIR_PLUS_40_30_5_4_1,
    six_card=SIX_CARD_1000_200_50_25_20_10_5,
    pair_plus_on_fold=False,
)

VARIANTS: dict[str, ThreeCardRules] = {
    rules.slug: rules
    for rules in (CLASSIC, COMMON, ANTE_BONUS_5_3_1, HOUSE_4_3_1, MINI_ROYAL, SIX_CARD)
}


def get_variant(slug: str) -> ThreeCardRules:
    """The engine's Three Card Poker rules for ``slug``; ``ValueError`` listing the known
    ones."""
    try:
        return VARIANTS[slug]
    except KeyError:
        known = ", ".join(VARIANTS)
        raise ValueError(
            f"unknown Three Card Poker variant {slug!r}: choose one of {known}"
        ) from None
