"""Real hands replayed: online tournament hands from PokerStars' hand histories, with antes,
at a six-seat and a nine-seat table, with the pots worked out by hand below.

PokerStars numbers seats from 1; here seat n is PokerStars' seat n + 1. Cards nobody showed
(folded hands) are dealt from the cards left over; they change nothing. PokerStars'
"raises 20 to 40" is a total for the round of 40, as our amounts are.
"""

from __future__ import annotations

from engine.holdem.table import EventKind, TableSettings
from tests.engine.holdem.helpers import deal, play


def test_pokerstars_hand_182384621288_three_all_ins_at_six_seats_with_antes():
    # PokerStars Hand #182384621288, Tournament #2216721390, Level I (10/20), ante 2,
    # 6-max, 2018/02/11. Button seat 2 (DiggErr555); small blind seat 3, big blind seat 4.
    settings = TableSettings(seats=6, small_blind=10, big_blind=20, ante=2)
    hand = deal(
        # da_mauso, baluoteli, DiggErr555, bigboyby, 2Ran128, zaxar393
        [954, 20, 466, 568, 496, 496],
        button=2,
        hole={0: "2c 2d", 1: "Jd Qs", 2: "As Ad", 3: "5d 5h", 4: "4s 6h", 5: "9d Kd"},
        board="3s 2h 7c Jh Ks",
        settings=settings,
    )
    # Every seat antes 2; baluoteli is left with 18.
    assert [e.amount for e in hand.events if e.kind is EventKind.ANTE] == [2] * 6
    assert hand.stacks == [952, 18, 464, 556, 474, 494]
    play(
        hand,
        (5, "call"),  # zaxar393 calls 20
        (0, "raise", 40),  # da_mauso raises 20 to 40
        (1, "call"),  # baluoteli calls 18 and is all-in
        (2, "raise", 464),  # DiggErr555 raises 424 to 464 and is all-in
        (3, "raise", 566),  # bigboyby raises 102 to 566 and is all-in: a short raise
        (4, "fold"),  # 2Ran128 folds
        (5, "call"),  # zaxar393 calls 474 and is all-in
        (0, "fold"),  # da_mauso folds
    )
    # Uncalled bet (72) returned to bigboyby: nobody matched 566 - 494.
    returned = [(e.seat, e.amount) for e in hand.events if e.kind is EventKind.RETURN]
    assert returned == [(3, 72)]
    # Contributions (ante + bet): 42, 20, 466, 496, 22, 496. By layers:
    #   up to 20:   6 x 20                               = 120   baluoteli, Digg, bigboyby, zaxar
    #   20 to 466:  2 + 2 (the folders' rest) + 3 x 446  = 1362  Digg, bigboyby, zaxar
    #   466 to 496: 2 x 30                               = 60    bigboyby, zaxar
    # PokerStars: "Total pot 1542 Main pot 120. Side pot-1 1362. Side pot-2 60."
    pots = [(pot.amount, pot.eligible) for pot in hand.result.pots]
    assert pots == [(120, (1, 2, 3, 5)), (1362, (2, 3, 5)), (60, (3, 5))]
    # Aces win the main pot and side pot 1; zaxar393's kings beat the fives for side pot 2.
    assert [award.winners for award in hand.result.awards] == [(2,), (2,), (5,)]
    assert hand.stacks == [912, 0, 1482, 72, 474, 60]


def test_pokerstars_hand_157033607016_all_in_at_a_nine_seat_table_with_empty_seats():
    # PokerStars Hand #157033607016, Tournament #1638818751, Level VIII (150/300), ante 25,
    # 9-max with four players: seats 0 (DiggErr555, button), 3 (IAmTheDisco), 6 (hugo023),
    # 8 (Neo1186); the five seats between them are empty.
    settings = TableSettings(seats=9, small_blind=150, big_blind=300, ante=25)
    stacks = [1386, 0, 0, 3413, 0, 0, 2138, 0, 6563]
    hand = deal(
        stacks,
        button=0,
        hole={0: "8d As", 3: "Qc Jd", 6: "7h 2s", 8: "2d 4c"},
        board="8s Ks 4d Kh 5h",
        settings=settings,
    )
    # The blinds skip the empty seats: small blind seat 3, big blind seat 6, and the first
    # to act is seat 8.
    assert (hand.small_blind, hand.big_blind, hand.to_act) == (3, 6, 8)
    play(
        hand,
        (8, "raise", 6538),  # Neo1186 raises 6238 to 6538 and is all-in
        (0, "call"),  # DiggErr555 calls 1361 and is all-in
        (3, "fold"),  # IAmTheDisco folds
        (6, "fold"),  # hugo023 folds
    )
    # Uncalled bet (5177) returned to Neo1186: 6538 - 1361.
    returned = [(e.seat, e.amount) for e in hand.events if e.kind is EventKind.RETURN]
    assert returned == [(8, 5177)]
    # One pot: 1386 from each all-in player, and the folded blinds with their antes:
    # 1386 + 1386 + (25 + 150) + (25 + 300) = 3272 ("Total pot 3272").
    (pot,) = hand.result.pots
    assert (pot.amount, pot.eligible) == (3272, (0, 8))
    # Two pair, kings and eights, beats kings and fours.
    assert hand.result.won == (3272, 0, 0, 0, 0, 0, 0, 0, 0)
    assert hand.stacks == [3272, 0, 0, 3238, 0, 0, 1813, 0, 5177]
