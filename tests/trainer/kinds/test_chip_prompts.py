"""Every amount kind's prompt, asked in chips, says how to push the chips rather than how
to type the amount, in both languages."""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.utils import translation

from paytables.models import Variant
from trainer.kinds import KINDS, kind_of

pytestmark = pytest.mark.django_db

AMOUNT_KINDS = sorted(
    slug
    for slug, kind in KINDS.items()
    if kind.answers_in_chips and not kind.chips_only and not kind.chips_per_box
)


# Each cell is dealt once and read in both languages: the deal is the test's cost.
TYPED = {"en": "type", "vi": "gõ"}


@pytest.mark.parametrize("kind", AMOUNT_KINDS)
def test_asked_in_chips_an_amount_prompt_says_how_to_push_not_how_to_type(kind, deal):
    Variant.objects.update(max_payout=Decimal(5000))
    handler = kind_of(kind)
    house = next(
        variant
        for variant in Variant.objects.order_by("pk")
        if handler.refusal(variant.rules()) is None and handler.cells(variant.rules())
    )
    for cell in handler.cells(house.rules()):
        question = deal(kind, house.slug, line=cell.line, seed=f"prompt:{cell.key}")
        for language, typed in TYPED.items():
            with translation.override(language):
                asked = handler.chip_prompt(question)
                assert typed not in asked.lower()
                assert handler.question_sentence(question) in asked
                assert asked != handler.prompt(question)
