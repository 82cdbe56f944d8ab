"""Exact game maths: what each option of a hand is worth, and a variant's return table.

Per hand (``hand_options``, ``best_option``)
    The expected value per ante of raising, folding and every switch the variant allows,
    fee included, bonus bet left out. The dealer's four hidden cards range over the 46
    cards the player does not see; after a switch the discarded cards stay out of the
    dealer's hand and the replacements come from the same 46. After a switch the player
    raises or folds, whichever is worth more for the cards drawn (a raise where the
    variant forbids the fold: Belgian rules, or a five-card switch).

    Method: the 163,185 dealer hands are valued once and counted by value into cumulative
    tables, all of them, those holding each unknown card, those holding each pair of them.
    The dealer hands that avoid a replacement set R are then counted by inclusion–exclusion
    over the subsets of R a dealer hand could hold: table look-ups for subsets of up to
    two cards (about 2,300 columns: the values a dealer hand with this up card can take), a
    short enumeration (43 hands) for three, one hand for four. Switches of one to three
    cards are exact by default (``EXACT_SIZES``, about 20 ms for a whole hand); four and
    five cards are estimated from ``SAMPLES`` random replacement sets, each valued exactly
    against every dealer hand, with the standard error reported.
    ``exact_sizes=(1, 2, 3, 4, 5)`` enumerates everything in about 5 s (four cards 0.3 s,
    five cards the rest).

Whole game (``return_table``, ``return_table_to_dict``)
    Every player hand against every up card, each playing the best of standing pat (raise
    or fold) and the one-card switches (``TABLE_SWITCH_SIZES``), counted the way the
    published tables count: one replacement card per combination. Counts are exact Python
    integers; house edge, average total bet, element of risk and switching probability
    are exact ``Fraction``s.

    One-card switches are not always the best play overall. ``hand_options`` finds that
    switching all five cards for a 1-ante fee (then a forced raise) beats folding some weak
    hands against a low up card (Ah Kh 3c 4d 8s against the 2s: -0.9678 against -1, standard
    and Belgian rules alike), and that at the online table a two-card switch for 1.5 antes
    is often the best play (Th Jh Qh 3c 8d against the 2s: -0.762, against -0.875 for the
    best one-card switch). Seeds 000 and 001 say the opposite ("never switch more than one
    card"); the tables follow the published one-card convention, so their edge is that of
    the best one-card strategy, above the true optimum by an amount not computed here.

    Method, in three reductions:

    1. Suit symmetry. The up card is fixed to a club (each stands for its four suits), and
       the player's hands are taken one per class under the permutations of the other three
       suits: 484,731 classes, 5,649,150 (hand, up card) pairs instead of 122 million.
       (The 134,459 classes of the full symmetry would not keep the up card's suit fixed.)
    2. Rank classes. Beside dead cards D, how many dealer hands of each rank pattern remain
       depends only on how many cards of each rank D holds. For each up-card rank a table
       gives, per rank class of five or six dead cards (24,570) and per value, the dealer
       hands below that value, counting every hand as a non-flush; a second table corrects
       for the dealer's flushes, which depend only on which clubs D holds. One look-up each
       then answers "how many dealer hands beat, tie, lose to this hand, or do not qualify".
       A one-card switch of card d for card r leaves the dead set hand + r whatever d was,
       so its rank class is the hand's class plus r's rank.
    3. numba. The loops over hands, switches and replacements are compiled (the shared
       ``engine.analysis.kernels``), in parallel over hands, with integer arithmetic: values
       are compared exactly in units of 1 / (46 × C(45, 4)) ante (times the fee's
       denominator).

    About 3 s for Caribbean Stud and 20 to 30 s for an Oasis variant on two cores, under
    500 MB of memory (``bench/analysis.py``). The results reproduce Wizard of Odds' 5.224 %
    for Caribbean Stud and seed 001's Belgian table: 837,195,681,722,400 combinations,
    house edge 1.9476 %, element of risk 0.872 %, switching 7.03 % (its "average total bet
    2.34" is a misprint: the exact figure is 2.2337, as its own 1.95 / 0.87 implies).

What the analysis leaves out (``NOTES``)
    - Nicaragua pays a lower table after a switch and its figures are unknown: switch
      options come back unvalued (``note="after_switch_table_unknown"``) and
      ``return_table`` raises ``RulesIncomplete`` until the house's figures are entered.
    - Helsinki's bought dealer card is not modelled: values and table are those of a player
      who never buys one (``note="dealer_buy_left_out"``), a lower bound of the player's
      return; with the buy left out the Helsinki table equals the standard one.
    - The return table's strategy considers one-card switches only (see above); larger
      switches are valued per hand only.

The inner loops compile on first use (10 to 20 s) and are cached on disk by numba
(``__pycache__`` beside ``engine/analysis/kernels.py``); ``manage.py warm``
(``engine.oasis.analysis.warm``) compiles the ones the pages call at install, so no request
waits for the compiler.
"""

from __future__ import annotations

from engine.oasis.analysis.options import (
    EXACT_SIZES,
    NOTES,
    SAMPLES,
    Choice,
    OptionValue,
    best_of,
    best_option,
    hand_options,
    option_worth,
    options_from_data,
    options_to_data,
)
from engine.oasis.analysis.returns import (
    TABLE_SWITCH_SIZES,
    ReturnRow,
    ReturnTable,
    return_table,
    return_table_to_dict,
)

__all__ = [
    "EXACT_SIZES",
    "NOTES",
    "SAMPLES",
    "TABLE_SWITCH_SIZES",
    "Choice",
    "OptionValue",
    "ReturnRow",
    "ReturnTable",
    "best_of",
    "best_option",
    "hand_options",
    "option_worth",
    "options_from_data",
    "options_to_data",
    "return_table",
    "return_table_to_dict",
]
