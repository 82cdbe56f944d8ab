"""The table's maximum payout: a win on the ante and raise paid in full under the cap, cut
to it over the cap; asked only where the house sets one."""

from __future__ import annotations

import dataclasses
import random
from decimal import Decimal

import pytest
from django.utils import translation

from engine.hands import Category
from paytables.models import Variant
from trainer.kinds import Dealing, kind_of

pytestmark = pytest.mark.django_db
KIND = kind_of("max_payout")
MOST = Decimal(5000)


def capped_rules(slug="standard", most=MOST):
    return dataclasses.replace(Variant.objects.get(slug=slug).rules(), max_payout=most)


def deal(line=None, *, seed=1, slug="standard", most=MOST, difficulty="round"):
    dealing = Dealing(
        variant=Variant.objects.get(slug=slug),
        rules=capped_rules(slug, most),
        difficulty=difficulty,
        rare=False,
        rng=random.Random(seed),
        line=line,
    )
    return KIND.deal(dealing)


def test_a_house_without_a_maximum_payout_cannot_ask_it():
    rules = Variant.objects.get(slug="standard").rules()
    assert KIND.refusal(rules) == "this house sets no maximum payout"
    assert KIND.cells(rules) == ()


def test_a_house_with_a_maximum_payout_asks_both_lines():
    assert KIND.refusal(capped_rules()) is None
    assert [cell.line for cell in KIND.cells(capped_rules())] == ["paid_in_full", "capped"]


def test_a_cap_no_hand_reaches_leaves_only_the_paid_in_full_line():
    # A royal flush at the largest ante (85 at odd antes) wins 85 × 201 = 17,085.
    assert [cell.line for cell in KIND.cells(capped_rules(most=Decimal(20_000)))] == [
        "paid_in_full"
    ]


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("difficulty", ["round", "odd"])
def test_a_capped_win_pays_the_maximum_and_says_what_the_house_keeps(seed, difficulty):
    question = deal("capped", seed=seed, difficulty=difficulty)
    dealt = question.dealt_round
    settlement = dealt.settlement()
    assert question.cell == "max_payout:capped"
    assert Decimal(question.answer_key) == MOST
    full = dealt.ante * (1 + 2 * dealt.engine_rules().raise_pays[settlement.player_category])
    assert settlement.forfeited == full - MOST > 0
    with translation.override("en"):
        reason = KIND.worked_answer(question).reason
        assert "more than the table's maximum payout of 5,000" in reason
        assert f"{settlement.forfeited:,.0f} stays with the house" in reason
        assert "5,000" in KIND.prompt(question)


@pytest.mark.parametrize("seed", range(8))
def test_a_win_under_the_cap_is_paid_in_full(seed):
    question = deal("paid_in_full", seed=seed)
    settlement = question.dealt_round.settlement()
    assert settlement.forfeited == 0
    assert Decimal(question.answer_key) == settlement.ante.amount + settlement.raise_.amount > 0
    with translation.override("en"):
        assert "paid in full" in KIND.worked_answer(question).reason


def test_the_working_of_a_capped_raise_shows_the_full_pay_and_the_cut():
    question = deal("capped", seed=3)
    with translation.override("en"):
        worked = KIND.worked_answer(question)
    (raise_line,) = [line for line in worked.working.lines if line.wager == "raise"]
    assert "cut to" in raise_line.reason and "by the table's maximum payout" in raise_line.reason


def test_the_key_is_graded_and_an_amount_in_vietnamese_reads():
    question = deal("capped", seed=2)
    normalized = KIND.normalize(question, "+5.000", "vi")
    assert KIND.is_right(question, normalized)
    assert not KIND.is_right(question, KIND.normalize(question, "5.050", "vi"))


def test_nicaragua_capped_wins_are_dealt_without_a_switch():
    for seed in range(4):
        question = deal("capped", seed=seed, slug="nicaragua")
        assert question.dealt_round.history["discard"] == ""
        assert question.dealt_round.settlement().player_category >= Category.FOUR_OF_A_KIND


@pytest.mark.parametrize("line", ["paid_in_full", None])
def test_paid_in_full_is_only_ever_a_win_within_the_maximum(line):
    # A lost round was once filed under "a win ... paid in full" ("win 0 together").
    for seed in range(30):
        question = deal(line, seed=seed)
        settlement = question.dealt_round.settlement()
        assert settlement.winner == "player"
        if question.cell == "max_payout:paid_in_full":
            assert 0 < Decimal(question.answer_key) <= MOST
            assert settlement.forfeited == 0
            with translation.override("en"):
                assert "win 0 " not in KIND.worked_answer(question).reason
