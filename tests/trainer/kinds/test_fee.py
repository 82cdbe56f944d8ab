from __future__ import annotations

from decimal import Decimal

import pytest

from croupier.errors import Refusal
from paytables.models import Variant
from trainer.kinds import kind_of

pytestmark = pytest.mark.django_db
FEE = kind_of("fee")


def test_fee_cells_are_the_lines_of_the_house_fee_schedule():
    lines = {
        slug: [c.line for c in FEE.cells(Variant.objects.get(slug=slug).rules())]
        for slug in ("standard", "online-boxes", "galewind", "nicaragua")
    }
    assert lines["standard"] == ["1", "2", "3", "4", "5"]
    assert lines["online-boxes"] == ["1", "2"]
    assert lines["galewind"] == ["1", "2", "3", "4", "5"]
    assert lines["nicaragua"] == ["1", "2", "3", "4", "5"]


def test_a_house_without_switching_cannot_ask_the_fee():
    assert FEE.refusal(Variant.objects.get(slug="caribbean").rules())
    assert FEE.refusal(Variant.objects.get(slug="standard").rules()) is None


@pytest.mark.parametrize(
    ("slug", "cards", "antes"),
    [
        ("standard", 3, Decimal(3)),
        ("standard", 4, Decimal(2)),
        ("standard", 5, Decimal(1)),
        ("galewind", 4, Decimal(4)),
        ("nicaragua", 4, Decimal(1)),
        ("online-boxes", 2, Decimal("1.5")),
    ],
)
def test_fee_answer_is_the_players_result_paid_so_negative(deal, slug, cards, antes):
    question = deal("fee", slug, line=str(cards), seed=cards)
    dealt = question.dealt_round
    assert len(dealt.history["discard"].split()) == cards
    assert Decimal(question.answer_key) == -antes * dealt.ante
    assert FEE.is_right(question, FEE.normalize(question, f"-{antes * dealt.ante}", "en"))
    # The unsigned amount is what the house keeps, not the player's result: wrong.
    assert not FEE.is_right(question, FEE.normalize(question, f"{antes * dealt.ante}", "en"))


def test_fee_prompt_says_the_sign_to_type():
    assert "−" in FEE.prompt_text


def test_fee_worked_answer_leads_with_the_line_of_the_schedule(deal):
    question = deal("fee", "standard", line="3", seed=4, difficulty="round")
    ante = question.dealt_round.ante
    worked = FEE.worked_answer(question)
    assert worked.reason.startswith("A 3-card switch (")
    assert f"costs 3 antes: 3 × {ante:g} = {3 * ante:g}" in worked.reason
    assert "3 cards: 3" in worked.reason  # the house's whole schedule follows
    assert worked.answer == f"−{3 * ante:g}"


def test_fee_answer_that_is_not_an_amount_costs_nothing(deal):
    question = deal("fee", line="2")
    with pytest.raises(Refusal):
        FEE.normalize(question, "two antes", "en")


def test_a_house_that_sells_a_dealer_card_has_its_fee_cell():
    helsinki = [c.line for c in FEE.cells(Variant.objects.get(slug="helsinki").rules())]
    standard = [c.line for c in FEE.cells(Variant.objects.get(slug="standard").rules())]
    assert helsinki[-1] == "dealer_card"
    assert "dealer_card" not in standard


@pytest.mark.parametrize("kind", ["fee", "net"])
def test_dealer_card_cells_always_deal_the_buy_at_helsinki(deal, kind):
    for seed in range(25):
        question = deal(kind, "helsinki", line="dealer_card", seed=seed)
        dealt = question.dealt_round
        assert question.cell == f"{kind}:dealer_card"
        round_ = dealt.engine_round()  # replayed from what is stored
        assert round_.dealer_buy is not None
        assert dealt.history["dealer_draw"] == str(round_.dealer_buy.drawn)
        settlement = dealt.settlement()
        assert settlement.dealer_buy_fee == dealt.ante  # Helsinki: one ante
        if kind == "fee":
            assert Decimal(question.answer_key) == -settlement.fee
            assert settlement.fee == settlement.switch_fee + dealt.ante
            assert "card bought for the dealer" in kind_of(kind).prompt(question)
        else:
            assert Decimal(question.answer_key) == settlement.net
        worked = kind_of(kind).worked_answer(question)
        assert "a card bought for the dealer: 1 ante" in worked.working.fee_reason
        assert "buys him a card" in worked.working.showdown
