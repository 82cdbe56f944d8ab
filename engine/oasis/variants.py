"""The house variants of Oasis Poker (and Caribbean Stud) as the engine defines them.

Sources: seed 000 (standard rules and the table of differences), seed 001 (Belgian rules),
seed 004 (the online multi-box table). The database holds the editable copy of these; the
engine's definitions are the reference it is checked against.
"""

from __future__ import annotations

from decimal import Decimal

from engine.hands import Category
from engine.oasis.round import BonusTable, Rules
from engine.showdown import frozen_mapping

STANDARD_RAISE_PAYS = frozen_mapping(
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

# The Caribbean Stud progressive side bet as most houses run it: royal flush 100 % of the
# meter, straight flush 10 %, fixed pays for four of a kind, full house and flush.
PROGRESSIVE_BONUS = BonusTable(
    odds=frozen_mapping(
        {Category.FOUR_OF_A_KIND: 500, Category.FULL_HOUSE: 100, Category.FLUSH: 50}
    ),
    meter_shares=frozen_mapping(
        {Category.ROYAL_FLUSH: Decimal(1), Category.STRAIGHT_FLUSH: Decimal("0.1")}
    ),
)

STANDARD_SWITCH_FEES = frozen_mapping(
    {1: Decimal(1), 2: Decimal(2), 3: Decimal(3), 4: Decimal(2), 5: Decimal(1)}
)

STANDARD = Rules(
    slug="standard",
    name="Oasis Poker (standard rules)",
    raise_pays=STANDARD_RAISE_PAYS,
    switch_fees=STANDARD_SWITCH_FEES,
    bonus=PROGRESSIVE_BONUS,
)

BELGIAN = Rules(
    slug="belgian",
    name="Oasis Poker (Belgian rules)",
    raise_pays=STANDARD_RAISE_PAYS,
    switch_fees=STANDARD_SWITCH_FEES,
    fold_after_switch=False,
    bonus=PROGRESSIVE_BONUS,
)

GALEWIND = Rules(
    slug="galewind",
    name="Oasis Poker (Galewind online)",
    raise_pays=frozen_mapping({**STANDARD_RAISE_PAYS, Category.FULL_HOUSE: 6}),
    switch_fees=frozen_mapping({n: Decimal(n) for n in range(1, 6)}),
    bonus=PROGRESSIVE_BONUS,
)

# Nicaraguan houses pay less after a switch; no source gives their figures, so the table
# is left unknown rather than invented (settling such a win says so).
NICARAGUA = Rules(
    slug="nicaragua",
    name="Oasis Poker (Nicaragua)",
    raise_pays=STANDARD_RAISE_PAYS,
    switch_fees=frozen_mapping({n: Decimal(1) for n in range(1, 6)}),
    lower_pays_after_switch=True,
    after_switch_pays=None,
    bonus=PROGRESSIVE_BONUS,
)

HELSINKI = Rules(
    slug="helsinki",
    name="Oasis Poker (Casino Helsinki)",
    raise_pays=STANDARD_RAISE_PAYS,
    switch_fees=STANDARD_SWITCH_FEES,
    bonus=PROGRESSIVE_BONUS,
    dealer_buy_fee=Decimal(1),
)

ONLINE_BOXES = Rules(
    slug="online-boxes",
    name="Oasis Poker (online, up to three boxes)",
    raise_pays=STANDARD_RAISE_PAYS,
    switch_fees=frozen_mapping({1: Decimal(1), 2: Decimal("1.5")}),
)

CARIBBEAN = Rules(
    slug="caribbean",
    name="Caribbean Stud Poker",
    raise_pays=STANDARD_RAISE_PAYS,
    max_switches=0,
    bonus=PROGRESSIVE_BONUS,
)

VARIANTS: dict[str, Rules] = {
    rules.slug: rules
    for rules in (STANDARD, BELGIAN, GALEWIND, NICARAGUA, HELSINKI, ONLINE_BOXES, CARIBBEAN)
}


def get_variant(slug: str) -> Rules:
    """The engine's rules for ``slug``; ``ValueError`` listing the known slugs otherwise."""
    try:
        return VARIANTS[slug]
    except KeyError:
        known = ", ".join(VARIANTS)
        raise ValueError(f"unknown variant {slug!r}: choose one of {known}") from None
