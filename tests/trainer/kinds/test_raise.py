from __future__ import annotations

from decimal import Decimal

import pytest

from engine.hands import Category
from paytables.models import Variant
from trainer.kinds import kind_of

pytestmark = pytest.mark.django_db
RAISE = kind_of("raise")


def test_raise_cells_are_every_pay_of_the_table_and_its_other_outcomes():
    lines = [cell.line for cell in RAISE.cells(Variant.objects.get(slug="standard").rules())]
    assert lines[:3] == ["not_qualified", "lose", "push"]
    assert set(lines[3:]) == {category.slug for category in Category} - {"high_card"}


@pytest.mark.parametrize(
    ("slug", "line", "odds"),
    [
        ("standard", "royal_flush", 100),
        ("standard", "straight_flush", 50),
        ("standard", "four_of_a_kind", 20),
        ("standard", "full_house", 7),
        ("galewind", "full_house", 6),
        ("standard", "ace_king", 1),
    ],
)
def test_raise_dealt_for_a_pay_line_is_paid_at_that_line(deal, slug, line, odds):
    question = deal("raise", slug, line=line, seed=line)
    dealt = question.dealt_round
    assert Decimal(question.answer_key) == 2 * dealt.ante * odds
    reason = RAISE.worked_answer(question).reason
    assert f"pays {odds} to 1: 2 × " in reason


def test_nicaragua_raise_wins_are_dealt_without_a_switch(deal):
    for seed in range(10):
        question = deal("raise", "nicaragua", line="flush", seed=seed)
        assert question.dealt_round.history["discard"] == ""


def test_raise_returned_explains_why_the_dealer_does_not_qualify(deal):
    question = deal("raise", line="not_qualified", seed=3)
    assert question.answer_key == "0"
    reason = RAISE.worked_answer(question).reason
    assert "Below Ace-King: he does not qualify." in reason
    assert "returned" in reason
