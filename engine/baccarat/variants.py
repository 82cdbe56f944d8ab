"""The houses' Punto Banco as the engine defines them, each from named public pages.

Only what a source publishes is entered; what no page read gives stays ``None`` (the
admin asks the house), never a neighbour's figure. Where the houses differ:

- the shoe: eight decks at most tables, six at some (casinoexploit.com gives both);
- the Banker's commission: 5 %, 4 % at a few (Wizard of Odds names Binion's Horseshoe),
  none in the no-commission games, which pay a Banker win on 6 at 1 to 2 (Eliot Jacobson,
  888casino) or push a Banker win with a three-card 7 (EZ Baccarat, Wizard of Odds);
- the Tie: 8 to 1, 9 to 1 at some tables (Wizard of Odds; casinoexploit.com);
- the side bets: the pairs at 11 to 1 (Wizard of Odds), the Super 6 at 12 to 1 (LeoVegas)
  or 15 to 1 (McLuck: "tables split between 12:1 and 15:1"), EZ Baccarat's Dragon 7 at
  40 to 1 and Panda 8 at 25 to 1, the Dragon Bonus by its table (Wizard of Odds);
- the commission kept in its box and collected at the shoe's end (casinoexploit.com: "the
  dealer will pay even money to winning banker bets and consider the 5% an IOU").

No page read publishes how a commission the chips cannot make is rounded, nor a house's
multiples for the bets: those stay unknown.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from engine.baccarat.rules import MAIN_BETS, BaccaratRules, Bet, Collection, DragonTable, Source

WIZARD = Source("Wizard of Odds: Baccarat", "https://wizardofodds.com/games/baccarat/")
WIZARD_SIDE_BETS = Source(
    "Wizard of Odds: Baccarat side bets (Dragon Bonus)",
    "https://wizardofodds.com/games/baccarat/side-bets/",
)
WIZARD_EZ = Source("Wizard of Odds: EZ Baccarat", "https://wizardofodds.com/games/ez-baccarat/")
CASINO_EXPLOIT = Source("casinoexploit.com: Baccarat", "http://www.casinoexploit.com/baccarat.html")
JACOBSON = Source(
    "Eliot Jacobson, 888casino: Card counting the Super Six baccarat side bet",
    "https://www.888casino.com/blog/card-counting-the-super-six-baccarat-side-bet/",
)
LEOVEGAS = Source(
    "LeoVegas: Super 6 side bet",
    "https://www.leovegas.com/en-row/blog/live-casino/baccarat-academy/side-bets-guide/super-6-side-bet",
)
MCLUCK = Source(
    "McLuck: Super 6 in baccarat", "https://blog.mcluck.com/guides/baccarat/rules/super-6"
)

PAIRS = (Bet.PLAYER_PAIR, Bet.BANKER_PAIR)
# The Dragon Bonus: a non-natural win by 9, 8, 7, 6, 5, 4 points pays 30, 10, 6, 4, 2, 1 to
# 1; a natural win pays 1 to 1, a natural tie pushes (Wizard of Odds, "Baccarat side bets").
DRAGON_BONUS_TABLE: DragonTable = ((9, 30), (8, 10), (7, 6), (6, 4), (5, 2), (4, 1))

# Punto Banco as the Wizard of Odds gives it: eight decks, the Banker 1 to 1 less 5 %, the
# Tie 8 to 1, the pairs 11 to 1; the commission boxed to the shoe's end (casinoexploit).
PUNTO_BANCO = BaccaratRules(
    slug="punto-banco",
    name="Punto Banco (Wizard of Odds)",
    sources=(WIZARD, CASINO_EXPLOIT),
    pair_pays=11,
    offers=(*MAIN_BETS, *PAIRS),
    commission_collection=Collection.BOX,
)

# Six decks (casinoexploit.com's six-deck table); it gives no side bet.
SIX_DECKS = BaccaratRules(
    slug="six-decks",
    name="Punto Banco, six decks",
    sources=(CASINO_EXPLOIT,),
    decks=6,
    commission_collection=Collection.BOX,
)

# The Tie at 9 to 1: "sometimes will pay 9:1" (casinoexploit.com; Wizard of Odds: "Some
# sources report that the payout rate for a tie bet is 8:1, while others claim it's 9:1").
TIE_9 = BaccaratRules(
    slug="tie-9",
    name="Punto Banco, Tie 9 to 1",
    sources=(WIZARD, CASINO_EXPLOIT),
    tie_pays=9,
    commission_collection=Collection.BOX,
)

# A 4 % commission (Wizard of Odds: Binion's Horseshoe in Las Vegas charged 4 %).
COMMISSION_4 = BaccaratRules(
    slug="commission-4",
    name="Punto Banco, 4 % commission",
    sources=(WIZARD,),
    commission=Decimal("0.04"),
)

# No commission, a Banker win on 6 paid 1 to 2 (Jacobson: "Banker winning total of six.
# House edge = 1.4581%"), and the Super 6 at 12 to 1 (LeoVegas: "the Super 6 pays 1:12",
# a house edge of 29.98 %). Neither page gives the Tie's pay.
NO_COMMISSION = BaccaratRules(
    slug="no-commission",
    name="No-commission baccarat with Super 6 (12 to 1)",
    sources=(JACOBSON, LEOVEGAS),
    commission=Decimal(0),
    banker_six_pays=Fraction(1, 2),
    tie_pays=None,
    super_six_pays=12,
    offers=(*MAIN_BETS, Bet.SUPER_SIX),
)

# The Super 6 at 15 to 1 (McLuck: "tables split between 12:1 and 15:1").
SUPER_SIX_15 = BaccaratRules(
    slug="super-six-15",
    name="No-commission baccarat with Super 6 (15 to 1)",
    sources=(MCLUCK,),
    commission=Decimal(0),
    banker_six_pays=Fraction(1, 2),
    tie_pays=None,
    super_six_pays=15,
    offers=(*MAIN_BETS, Bet.SUPER_SIX),
)

# EZ Baccarat: no commission, a Banker win with a three-card 7 pushes the Banker bet; the
# Dragon 7 pays 40 to 1, the Panda 8 25 to 1 (Wizard of Odds, "EZ Baccarat", eight decks).
# The page read gives no Tie pay.
EZ_BACCARAT = BaccaratRules(
    slug="ez-baccarat",
    name="EZ Baccarat (Dragon 7, Panda 8)",
    sources=(WIZARD_EZ,),
    commission=Decimal(0),
    three_card_seven_pushes=True,
    tie_pays=None,
    dragon_7_pays=40,
    panda_8_pays=25,
    offers=(*MAIN_BETS, Bet.DRAGON_7, Bet.PANDA_8),
)

# Punto Banco with the Dragon Bonus on either hand (Wizard of Odds, "Baccarat side bets").
DRAGON_BONUS = BaccaratRules(
    slug="dragon-bonus",
    name="Punto Banco with the Dragon Bonus",
    sources=(WIZARD, WIZARD_SIDE_BETS),
    pair_pays=11,
    dragon_bonus=DRAGON_BONUS_TABLE,
    dragon_natural_pays=1,
    offers=(*MAIN_BETS, *PAIRS, Bet.DRAGON_PLAYER, Bet.DRAGON_BANKER),
)

VARIANTS: dict[str, BaccaratRules] = {
    rules.slug: rules
    for rules in (
        PUNTO_BANCO,
        SIX_DECKS,
        TIE_9,
        COMMISSION_4,
        NO_COMMISSION,
        SUPER_SIX_15,
        EZ_BACCARAT,
        DRAGON_BONUS,
    )
}


def get_variant(slug: str) -> BaccaratRules:
    """The engine's baccarat rules for ``slug``; ``ValueError`` listing the known ones."""
    try:
        return VARIANTS[slug]
    except KeyError:
        known = ", ".join(VARIANTS)
        raise ValueError(f"unknown baccarat variant {slug!r}: choose one of {known}") from None
