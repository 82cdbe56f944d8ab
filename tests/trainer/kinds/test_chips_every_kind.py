"""Every kind answered with an amount, of every game (and any game registered later), takes
an answer in the house's chips and grades it: right for its key pushed as the house pays
it, wrong for one chip more."""

from __future__ import annotations

from collections import Counter
from decimal import Decimal

import pytest

from engine.chips import ChipSet
from paytables.models import Variant
from trainer.chips import house_chips, question_chips
from trainer.kinds import KINDS, kind_of

pytestmark = pytest.mark.django_db

CHIP_KINDS = sorted(slug for slug, kind in KINDS.items() if kind.answers_in_chips)


def pushed(chip_set: ChipSet, amount: Decimal, extra: Decimal | None = None) -> str:
    """``amount`` as the house moves it, in chips, as the tray posts it (``extra``: one more
    chip of that value pushed the same way)."""
    due = house_chips(chip_set, amount)
    held = Counter([*due.chips, *([extra] if extra is not None else [])])
    return f"chips:{due.direction}:" + ",".join(f"{chip}x{many}" for chip, many in held.items())


def test_the_amount_kinds_of_both_games_and_their_tables_take_chips():
    assert {"ante", "raise", "net", "ru_net", "settle_table", "ru_settle_table"} <= set(CHIP_KINDS)
    assert "hand" not in CHIP_KINDS  # a choice, not an amount


@pytest.mark.parametrize("kind", CHIP_KINDS)
def test_every_amount_kind_takes_a_chip_answer_and_grades_it(kind, deal):
    # Every house capped, so that the maximum payout's kinds have a house to be asked at.
    Variant.objects.update(max_payout=Decimal(5000))
    handler = kind_of(kind)
    house = next(
        variant
        for variant in Variant.objects.order_by("pk")
        if handler.refusal(variant.rules()) is None and handler.cells(variant.rules())
    )
    for index, cell in enumerate(handler.cells(house.rules())):
        question = deal(kind, house.slug, line=cell.line, seed=f"chips:{kind}:{index}")
        chip_set = question_chips(question)
        smallest = chip_set.smallest.value
        keys = [Decimal(key) for key in question.answer_key.split(";")]
        right = ";".join(pushed(chip_set, key) for key in keys)
        if handler.chips_only:  # the kind's own chips: a chip's change is not the chip
            held = Counter(handler.house(question))
            right = "chips:pay:" + ",".join(f"{chip}x{n}" for chip, n in held.items())
        wrong = ";".join([pushed(chip_set, keys[0], extra=smallest), *right.split(";")[1:]])
        assert handler.is_right(question, handler.normalize(question, right, "vi")), cell.key
        assert not handler.is_right(question, handler.normalize(question, wrong, "vi")), cell.key
