"""The exact returns reproduce the published figures, each with its source."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.baccarat.analysis import bet_return, coups, draws, house_edge, return_table
from engine.baccarat.rules import Bet
from engine.baccarat.variants import (
    COMMISSION_4,
    DRAGON_BONUS,
    EZ_BACCARAT,
    NO_COMMISSION,
    PUNTO_BANCO,
    SIX_DECKS,
    SUPER_SIX_15,
    TIE_9,
)
from engine.errors import RulesIncomplete


def percent(value: Fraction) -> float:
    return round(float(value) * 100, 4)


def test_the_eight_deck_shoe_counts_every_ordered_six_card_draw():
    assert draws(8) == 4_998_398_275_503_360  # Wizard of Odds' "Total"
    assert int(coups(8).weight.sum()) == draws(8)


def test_the_main_bets_combinations_are_casinoexploits_eight_deck_counts():
    # casinoexploit.com, "Probabilities in 8deck Baccarat".
    player = bet_return(PUNTO_BANCO, Bet.PLAYER)
    assert [each.combinations for each in player.events] == [
        2_230_518_282_592_256,
        475_627_426_473_216,
        2_292_252_566_437_888,
    ]


def test_the_six_deck_combinations_are_casinoexploits():
    # casinoexploit.com, "Probabilities in 6deck Baccarat".
    banker = bet_return(SIX_DECKS, Bet.BANKER)
    counts = {each.name: each.combinations for each in banker.events}
    assert counts == {
        "tie": 83_552_962_932_288,
        "win": 403_095_751_234_560,
        "loss": 392_220_492_728_832,
    }
    assert round(float(house_edge(SIX_DECKS, Bet.TIE)) * 100, 2) == 14.44


def test_the_wizard_of_odds_eight_deck_house_edges():
    # Wizard of Odds, "Baccarat": Banker 1.0579 %, Player 1.2351 %, Tie 14.3596 % (8 to 1)
    # and 4.8440 % (9 to 1), the pairs at 11 to 1 10.3614 %.
    assert percent(house_edge(PUNTO_BANCO, Bet.BANKER)) == 1.0579
    assert percent(house_edge(PUNTO_BANCO, Bet.PLAYER)) == 1.2351
    assert percent(house_edge(PUNTO_BANCO, Bet.TIE)) == 14.3596
    assert percent(house_edge(TIE_9, Bet.TIE)) == 4.8440
    assert percent(house_edge(PUNTO_BANCO, Bet.PLAYER_PAIR)) == 10.3614
    assert house_edge(PUNTO_BANCO, Bet.BANKER_PAIR) == house_edge(PUNTO_BANCO, Bet.PLAYER_PAIR)


def test_the_pairs_edge_is_exact():
    # 13 ranks of 32 cards among 416: a pair with probability 13 * 32 * 31 / (416 * 415).
    pair = Fraction(13 * 32 * 31, 416 * 415)
    assert house_edge(PUNTO_BANCO, Bet.PLAYER_PAIR) == 1 - 12 * pair


def test_a_four_percent_commission_lowers_the_banker_edge_by_one_percent_of_its_wins():
    banker_wins = bet_return(PUNTO_BANCO, Bet.BANKER).probability("win")
    difference = house_edge(PUNTO_BANCO, Bet.BANKER) - house_edge(COMMISSION_4, Bet.BANKER)
    assert difference == banker_wins / 100


def test_ez_baccarat_as_the_wizard_of_odds_gives_it():
    # Wizard of Odds, "EZ Baccarat": Banker 1.0183 %, Dragon 7 7.6113 % (112,633,011,329,024
    # wins), Panda 8 10.1876 % (172,660,763,262,976 wins).
    assert percent(house_edge(EZ_BACCARAT, Bet.BANKER)) == 1.0183
    dragon = bet_return(EZ_BACCARAT, Bet.DRAGON_7)
    assert dragon.events[0].combinations == 112_633_011_329_024
    assert percent(dragon.house_edge) == 7.6113
    panda = bet_return(EZ_BACCARAT, Bet.PANDA_8)
    assert panda.events[0].combinations == 172_660_763_262_976
    assert percent(panda.house_edge) == 10.1876


def test_no_commission_baccarat_as_jacobson_and_leovegas_give_it():
    # Eliot Jacobson (888casino): a Banker win on 6 paid 1 to 2, 1.4581 %.
    assert percent(house_edge(NO_COMMISSION, Bet.BANKER)) == 1.4581
    # LeoVegas: the Super 6 at 12 to 1, 29.98 %.
    assert round(float(house_edge(NO_COMMISSION, Bet.SUPER_SIX)) * 100, 2) == 29.98
    # The Super 6 at 15 to 1 (McLuck) has no published edge: it is computed, and lower.
    assert house_edge(SUPER_SIX_15, Bet.SUPER_SIX) < house_edge(NO_COMMISSION, Bet.SUPER_SIX)


# Wizard of Odds, "Baccarat side bets", Dragon Bonus: each line's combinations.
DRAGON_PLAYER = {
    "win by 9": 18_409_431_764_992,
    "win by 8": 34_097_645_543_424,
    "win by 7": 89_590_261_473_280,
    "win by 6": 141_238_897_317_888,
    "win by 5": 166_169_165_987_840,
    "win by 4": 186_780_352_174_080,
    "natural win": 812_685_054_124_032,
    "natural tie": 89_325_908_267_520,
}
DRAGON_BANKER = {
    "win by 9": 15_390_342_909_952,
    "win by 8": 28_305_092_784_128,
    "win by 7": 79_517_099_278_336,
    "win by 6": 119_200_072_366_080,
    "win by 5": 157_275_882_332_160,
    "win by 4": 201_147_167_287_296,
    "natural win": 812_685_054_124_032,
    "natural tie": 89_325_908_267_520,
}


@pytest.mark.parametrize(
    ("bet", "published", "edge"),
    [(Bet.DRAGON_PLAYER, DRAGON_PLAYER, 2.6517), (Bet.DRAGON_BANKER, DRAGON_BANKER, 9.3731)],
)
def test_the_dragon_bonus_as_the_wizard_of_odds_tabulates_it(bet, published, edge):
    table = bet_return(DRAGON_BONUS, bet)
    counts = {each.name: each.combinations for each in table.events if each.name != "loss"}
    assert counts == published
    assert percent(table.house_edge) == edge


def test_the_return_table_names_the_figure_a_house_has_not_published():
    table = return_table(EZ_BACCARAT)
    assert isinstance(table[Bet.TIE], RulesIncomplete)
    assert table[Bet.TIE].code == "tie_pays_unknown"
    assert set(table) == set(EZ_BACCARAT.offers)
