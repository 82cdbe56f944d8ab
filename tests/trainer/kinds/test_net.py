from __future__ import annotations

import re
from decimal import Decimal

import pytest

from trainer.kinds import kind_of

pytestmark = pytest.mark.django_db
NET = kind_of("net")


def test_net_worked_answer_is_a_sum_with_its_operators(deal):
    question = deal("net", line="win_after_switch", seed=6)
    settlement = question.dealt_round.settlement()
    reason = NET.worked_answer(question).reason
    # "+25 (ante) + 200 (raise) − 25 (fee) = +200": each term signed by its operator.
    assert re.search(
        r"\+[\d,]+ \(ante\) \+ [\d,]+ \(raise\) .*− [\d,]+ \(fee\) = [+−]?[\d,]+$", reason
    )
    assert Decimal(question.answer_key) == settlement.net


def test_net_sum_leaves_out_what_is_neither_won_nor_lost(deal):
    question = deal("net", line="not_qualified", seed=1)
    reason = NET.worked_answer(question).reason
    assert "(raise)" not in reason  # returned: 0
    assert " 0 " not in reason


def test_net_of_a_fold_after_a_switch_loses_the_fee_too(deal):
    question = deal("net", line="fold_after_switch", seed=2)
    dealt = question.dealt_round
    settlement = dealt.settlement()
    assert dealt.history["decision"] == "fold" and dealt.history["discard"]
    assert settlement.net == -dealt.ante - Decimal(dealt.stakes.get("bonus", 0)) - settlement.fee


def test_belgian_rules_have_no_fold_after_a_switch():
    from paytables.models import Variant

    lines = [cell.line for cell in NET.cells(Variant.objects.get(slug="belgian").rules())]
    assert "fold_after_switch" not in lines
    assert "win_after_switch" in lines
