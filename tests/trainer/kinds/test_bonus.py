from __future__ import annotations

from decimal import Decimal

import pytest

from paytables.models import Variant
from poker.hands import evaluate
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
    assert Decimal(question.answer_key) == dealt.meter
    assert "100 % of the meter" in BONUS.worked_answer(question).reason


def test_bonus_trap_is_paid_on_the_hand_before_the_switch(deal):
    for seed in range(8):
        question = deal("bonus", line="trap", seed=seed)
        round_ = question.dealt_round.engine_round()
        assert round_.switched and evaluate(round_.hand) > evaluate(round_.player)
        worked = BONUS.worked_answer(question)
        assert worked.reason.startswith("The bonus is paid on the hand as dealt, before the switch")
        assert worked.trap
        assert Decimal(question.answer_key) == -question.dealt_round.bonus


def test_bonus_lost_with_a_fold(deal):
    question = deal("bonus", line="fold", seed=5)
    assert question.dealt_round.decision == "fold"
    assert Decimal(question.answer_key) == -question.dealt_round.bonus
    assert "lost with the fold" in BONUS.worked_answer(question).reason
