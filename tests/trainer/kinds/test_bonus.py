from __future__ import annotations

from decimal import Decimal

import pytest

from engine.hands import evaluate
from paytables.models import Variant
from trainer.kinds import kind_of

pytestmark = pytest.mark.django_db
BONUS = kind_of("bonus")


def test_bonus_cells_are_the_bonus_table_and_its_losses():
    lines = {cell.line for cell in BONUS.cells(Variant.objects.get(slug="standard").rules())}
    assert lines == {
        "lose",
        "fold",
        "trap",
        "flush",
        "full_house",
        "four_of_a_kind",
        "straight_flush",
        "royal_flush",
    }


def test_a_house_without_switching_has_no_bonus_trap_but_every_pay():
    lines = {cell.line for cell in BONUS.cells(Variant.objects.get(slug="caribbean").rules())}
    assert "trap" not in lines
    assert {"royal_flush", "straight_flush", "flush"} <= lines


def test_a_house_without_a_bonus_bet_cannot_ask_it():
    assert BONUS.refusal(Variant.objects.get(slug="online-boxes").rules())


def test_bonus_from_the_meter_on_an_initial_royal_flush(deal):
    question = deal("bonus", line="royal_flush", seed=2)
    dealt = question.dealt_round
    assert evaluate(dealt.engine_round().player).category.slug == "royal_flush"
    assert Decimal(question.answer_key) == Decimal(dealt.stakes.get("meter", 0))
    assert "100 % of the meter" in BONUS.worked_answer(question).reason


def test_bonus_trap_is_paid_on_the_hand_before_the_switch(deal):
    for seed in range(8):
        question = deal("bonus", line="trap", seed=seed)
        round_ = question.dealt_round.engine_round()
        assert round_.switched and evaluate(round_.hand) > evaluate(round_.player)
        worked = BONUS.worked_answer(question)
        assert worked.reason.startswith("The bonus is paid on the hand as dealt, before the switch")
        assert worked.trap
        assert Decimal(question.answer_key) == -Decimal(question.dealt_round.stakes.get("bonus", 0))


def test_bonus_lost_with_a_fold(deal):
    question = deal("bonus", line="fold", seed=5)
    assert question.dealt_round.history["decision"] == "fold"
    assert Decimal(question.answer_key) == -Decimal(question.dealt_round.stakes.get("bonus", 0))
    assert "lost with the fold" in BONUS.worked_answer(question).reason


def _paid(rules, category):
    table = rules.bonus
    return table.odds.get(category, table.meter_shares.get(category))


@pytest.mark.parametrize("variant", ["standard", "helsinki", "belgian"])
def test_bonus_trap_always_deals_a_switch_that_changed_the_bonus_line(deal, variant):
    # Paid on the final hand the bet would get something else: the trap is always in play
    # (once it was in 2 rounds of 31).
    for seed in range(25):
        question = deal("bonus", variant, line="trap", seed=seed)
        dealt = question.dealt_round
        rules, round_ = dealt.engine_rules(), dealt.engine_round()
        initial, final = evaluate(round_.player).category, evaluate(round_.hand).category
        assert round_.switched
        assert _paid(rules, initial) != _paid(rules, final)
        assert _paid(rules, final) is not None  # the naive reading pays it
        assert Decimal(question.answer_key) == -Decimal(dealt.stakes.get("bonus", 0))


def test_an_improving_switch_the_table_pays_neither_way_is_a_lost_bonus_not_the_trap(deal):
    from engine.cards import parse_cards
    from engine.oasis.round import Round, settle

    rules = Variant.objects.get(slug="standard").rules()
    # A pair switched into two pair: neither is on the table, either reading loses.
    round_ = Round(player=parse_cards("9s 9h 5d 4c 2s"), dealer=parse_cards("Kd Qc 7h 6d 3c"))
    round_ = round_.switch(rules, parse_cards("2s"), parse_cards("5c")).decide(rules, "raise")
    settlement = settle(rules, round_, Decimal(10), Decimal(1))
    assert BONUS.line_of(round_, settlement, rules) == "lose"
