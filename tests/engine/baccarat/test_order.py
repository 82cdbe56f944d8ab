"""Coups dealt to order: every row of the tableau and every pay line, on every house."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest

from engine.baccarat.order import (
    BaccaratTarget,
    CannotDeal,
    deal_to_order,
    meets,
    pay_line_targets,
    possible,
    tableau_cells,
    tableau_targets,
)
from engine.baccarat.round import Ending, Winner, replay
from engine.baccarat.settle import settle
from engine.baccarat.variants import DRAGON_BONUS, EZ_BACCARAT, PUNTO_BANCO, VARIANTS

ANTE = Decimal(10)


@pytest.mark.parametrize("slug", sorted(VARIANTS))
def test_every_square_and_cell_of_the_tableau_deals_on_every_house(slug):
    rules = VARIANTS[slug]
    rng = random.Random(slug)
    for target in (*tableau_targets(), *tableau_cells()):
        round_, _ = deal_to_order(rules, target, rng, ante=ANTE)
        assert meets(round_, target)
        assert replay(rules, player=round_.player, banker=round_.banker) == round_


@pytest.mark.parametrize("slug", sorted(VARIANTS))
def test_every_pay_line_deals_and_settles_as_its_line_says(slug):
    rules = VARIANTS[slug]
    rng = random.Random(slug)
    for name, target in pay_line_targets(rules).items():
        assert possible(rules, target), name
        round_, _ = deal_to_order(rules, target, rng, ante=ANTE)
        bet, line = name.split(":")
        result = settle(rules, round_, **{bet: ANTE}).result(bet)
        if line in ("lose",):
            assert result.amount < 0, name
        elif line in ("tie", "natural_tie", "three_card_7"):
            assert result.amount == 0, name
        else:
            assert result.amount > 0, name


def test_the_tableau_targets_cover_every_row():
    targets = tableau_targets()
    assert len(targets) == 96
    rows = {
        (each.banker_first, each.player_third) for each in targets if each.banker_first is not None
    }
    assert len(rows) == 88


def test_the_same_seed_deals_the_same_coup():
    target = BaccaratTarget(banker_first=5, player_third=4)
    first = deal_to_order(PUNTO_BANCO, target, random.Random(3), ante=ANTE)
    assert deal_to_order(PUNTO_BANCO, target, random.Random(3), ante=ANTE) == first


def test_a_pair_of_tens_and_faces_is_by_rank():
    rng = random.Random(8)
    for _ in range(30):
        round_, _ = deal_to_order(
            PUNTO_BANCO, BaccaratTarget(player_pair=True, player_first=0), rng, ante=ANTE
        )
        assert round_.player[0].rank == round_.player[1].rank
        round_, _ = deal_to_order(
            PUNTO_BANCO, BaccaratTarget(player_pair=False, player_first=0), rng, ante=ANTE
        )
        assert round_.player[0].rank != round_.player[1].rank


def test_an_impossible_target_is_refused_and_possible_says_so():
    # A natural with a third card, and a three-card win by 9 for a natural coup.
    impossible = BaccaratTarget(natural=True, player_draws=True)
    assert not possible(PUNTO_BANCO, impossible)
    with pytest.raises(CannotDeal):
        deal_to_order(PUNTO_BANCO, impossible, random.Random(1), ante=ANTE)
    assert not possible(PUNTO_BANCO, BaccaratTarget(player_pair=True, player_first=1))


def test_rare_lines_deal_at_once():
    rng = random.Random(5)
    dragon, _ = deal_to_order(
        EZ_BACCARAT, pay_line_targets(EZ_BACCARAT)["dragon_7:win"], rng, ante=ANTE
    )
    assert dragon.dragon_7
    nine, _ = deal_to_order(
        DRAGON_BONUS, BaccaratTarget(natural=False, winner=Winner.PLAYER, margin=9), rng, ante=ANTE
    )
    assert nine.margin == 9 and not nine.natural
    tie, _ = deal_to_order(PUNTO_BANCO, BaccaratTarget(ending=Ending.NATURAL_TIE), rng, ante=ANTE)
    assert tie.natural and tie.winner is Winner.TIE


def test_one_coup_a_cell_shows_every_decision_of_the_tableau():
    rng = random.Random(2026)
    seen = set()
    for target in tableau_cells():
        round_, _ = deal_to_order(PUNTO_BANCO, target, rng, ante=ANTE)
        if target.player_first is not None:
            seen.add(("player", round_.player_first, len(round_.player) == 3))
        else:
            drew = round_.player_third is not None
            seen.add(("banker", round_.banker_first, drew, len(round_.banker) == 3))
    assert len(tableau_cells()) == 28 == len(seen)
    # Banker 3 to 6 after a Player who drew: the third card decides both ways.
    for total in range(3, 7):
        assert ("banker", total, True, True) in seen and ("banker", total, True, False) in seen
