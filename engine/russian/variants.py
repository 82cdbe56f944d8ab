"""The houses' Russian Poker as the engine defines them, each from named public pages.

A figure a page does not give is ``None`` (the admin asks the house for it); where a page
was read only in part, what the part shows is used and the rest is unknown. The database
holds the editable copy; these are the reference it is checked against.

Where the houses disagree (the report of issue 18 lists them as house-rule flags):

- ante on a win: only returned at Senator, Oracul, Campione and Lunar Poker; paid 1 to 1 at
  Royal Casino, Riga;
- cards that may be exchanged: 1 to 5 (Senator, Campione, Olympic) or 2 to 5 (Corona, Lunar
  Poker at lunarpoker.com and Solaire; the UK licence says "up to five");
- the card a bought game replaces: the highest (Senator, Corona, Solaire), the lowest "seems
  to be the most common" where the Wizard of Odds heard of it; a card of the same rank is
  drawn again at Senator and in gamsoft.ru's rules, never at Corona;
- K-Q-J-10-9-9: two straights in the classic rules (gamsoft.ru, Lunar Poker), a straight and
  a pair "in some casinos" (gamsoft.ru; thelodgesnhf.com pays A-K-Q-J-10-10 so);
- insurance: at most half the potential win (Olympic, Riga), the potential win (Campione,
  the UK's Lunar Poker licence); returned when the player's hand loses (gamsoft.ru, Casino
  Admiral, Vilnius) or lost;
- the bonus: every house has its own table; none is given whole, so no variant has one.
"""

from __future__ import annotations

from engine.hands import Category
from engine.russian.rules import (
    AntePays,
    DealerDiscards,
    Insurance,
    InsuranceLimit,
    RussianRules,
    Source,
)
from engine.showdown import frozen_mapping

BET_PAYS = frozen_mapping(
    {
        Category.ROYAL_FLUSH: 100,
        Category.STRAIGHT_FLUSH: 50,
        Category.FOUR_OF_A_KIND: 20,
        Category.FULL_HOUSE: 7,
        Category.FLUSH: 5,
        Category.STRAIGHT: 4,
        Category.THREE_OF_A_KIND: 3,
        Category.TWO_PAIR: 2,
        Category.PAIR: 1,
        Category.ACE_KING: 1,
    }
)

SENATOR = Source("Senator casino, Yerevan: Poker Russian", "http://senator.am/eng/games.php?page=4")
GAMSOFT = Source("gamsoft.ru: Russian poker rules", "http://gamsoft.ru/oa_russian_e.htm")
OLYMPIC = Source(
    "Olympic Casino, Riga: Russian Poker", "https://olympic-casino.lv/en/game/russian-poker-1"
)
CORONA = Source("Corona Casino Phu Quoc: Poker", "https://casinocorona.vn/en/tro-choi/poker/")
LUNAR_DOUBLE = Source(
    "Lunar Poker: Double Combination Payout Feature",
    "http://www.lunarpoker.com/double-combo-pay-feature",
)
LUNAR_DRAW = Source("Lunar Poker: Draw Option", "http://www.lunarpoker.com/draw-option")
SOLAIRE = Source(
    "Solaire Resort & Casino: Lunar Poker", "https://www.solaireresort.com/casino/lunar-poker"
)
UK_LUNAR = Source(
    "UK Casino Table Games: Lunar Poker (Aspers, licensed game)",
    "https://www.ukcasinotablegames.info/pokerlunar.html",
)
CAMPIONE = Source(
    "Casinò di Campione d'Italia: Russian Poker, game rules",
    "https://www.casinocampioneditalia.it/en/russian-poker/",
)
CAMPIONE_IT = Source(
    "Casinò di Campione d'Italia: Russian Poker, regolamento",
    "https://www.casinocampioneditalia.it/russian-poker/",
)

# The rules as the Eastern European houses deal them. Senator (Yerevan) gives the game:
# exchange one to five cards or buy a sixth, one ante each; the bet alone is paid on a win;
# the two best combinations, Ace-King among them; the game bought replaces the dealer's
# highest card, drawn again on a card of the same rank, and "if no game" results the ante is
# not paid. gamsoft.ru gives the double combinations (K-Q-J-10-9-9 two straights) and the
# insurance returned when the hand loses; Olympic (Riga) the insurance limit, half of the
# possible payout. No page gives a table's maximum payout: each table prints its own.
CLASSIC = RussianRules(
    slug="classic",
    name="Russian Poker (classic Eastern European rules)",
    sources=(SENATOR, GAMSOFT, OLYMPIC),
    bet_pays=BET_PAYS,
    exchange_counts=frozenset(range(1, 6)),
    sixth_card=True,
    ante_on_win=AntePays.RETURNED,
    dealer_discards=DealerDiscards.HIGHEST,
    redraw_same_rank=True,
    ante_after_bought_no_game=AntePays.RETURNED,
    two_combinations=True,
    same_ranks_second=True,
    insurance=Insurance(limit=InsuranceLimit.HALF_POTENTIAL_WIN, returned_unless_won=True),
)

# Corona's published rules, as far as the page could be read: exchange two to five cards or
# buy a sixth, one ante each, one or the other; insurance with three of a kind or better;
# "Change the Dealer's hand" for one ante, his highest card replaced, once, "whether or not
# the new card has the same value". The page breaks off before the pay table, the ante on a
# win, the double combinations and the insurance limit: those are unknown until entered.
CORONA_PHU_QUOC = RussianRules(
    slug="corona",
    name="Russian Poker (Corona Casino Phu Quoc)",
    sources=(CORONA,),
    bet_pays=None,
    exchange_counts=frozenset(range(2, 6)),
    sixth_card=True,
    ante_on_win=None,
    dealer_discards=DealerDiscards.HIGHEST,
    redraw_same_rank=False,
    ante_after_bought_no_game=None,
    two_combinations=None,
    same_ranks_second=None,
    insurance=Insurance(limit=None, returned_unless_won=None),
)

# Lunar Poker, the licensed form: exchange two to five cards or buy a sixth, one ante each
# (lunarpoker.com, Solaire); the ante "has no payment" on a win, and is paid even money only
# "if the player opted not to force the dealer", who then gives up his highest card (Solaire);
# two combinations, the second paid whatever the dealer holds, 3-4-4-5-6-7 two straights
# (lunarpoker.com); insurance with three of a kind up to the most the bet could pay (the UK
# licence). Its pay table is given on those pages only for the lines their examples use.
LUNAR = RussianRules(
    slug="lunar",
    name="Lunar Poker",
    sources=(LUNAR_DRAW, LUNAR_DOUBLE, SOLAIRE, UK_LUNAR),
    bet_pays=frozen_mapping(
        {
            Category.FOUR_OF_A_KIND: 20,
            Category.FLUSH: 5,
            Category.STRAIGHT: 4,
            Category.TWO_PAIR: 2,
            Category.PAIR: 1,
            Category.ACE_KING: 1,
        }
    ),
    exchange_counts=frozenset(range(2, 6)),
    sixth_card=True,
    ante_on_win=AntePays.RETURNED,
    dealer_discards=DealerDiscards.HIGHEST,
    redraw_same_rank=None,
    ante_after_bought_no_game=AntePays.RETURNED,
    two_combinations=True,
    same_ranks_second=True,
    insurance=Insurance(limit=InsuranceLimit.POTENTIAL_WIN, returned_unless_won=None),
)

# Campione d'Italia: change one to five cards or, instead, buy a sixth, for one ante; the
# bet is paid on a win, "but not the Ante"; insurance with three of a kind, from one ante
# to "the maximum potential payout"; "only the two best combinations, up to the maximum"
# the casino sets; the game bought for one ante. Both pages break off before saying which
# dealer card is changed.
CAMPIONE_ITALIA = RussianRules(
    slug="campione",
    name="Russian Poker (Casinò di Campione d'Italia)",
    sources=(CAMPIONE, CAMPIONE_IT),
    bet_pays=None,
    exchange_counts=frozenset(range(1, 6)),
    sixth_card=True,
    ante_on_win=AntePays.RETURNED,
    dealer_discards=None,
    redraw_same_rank=None,
    ante_after_bought_no_game=None,
    two_combinations=True,
    same_ranks_second=None,
    insurance=Insurance(limit=InsuranceLimit.POTENTIAL_WIN, returned_unless_won=None),
)

VARIANTS: dict[str, RussianRules] = {
    rules.slug: rules for rules in (CLASSIC, CORONA_PHU_QUOC, LUNAR, CAMPIONE_ITALIA)
}


def get_variant(slug: str) -> RussianRules:
    """The engine's Russian Poker rules for ``slug``; ``ValueError`` listing the known ones."""
    try:
        return VARIANTS[slug]
    except KeyError:
        known = ", ".join(VARIANTS)
        raise ValueError(f"unknown Russian Poker variant {slug!r}: choose one of {known}") from None
