from __future__ import annotations

from decimal import Decimal

import pytest

from croupier.errors import Refusal
from trainer.answers import parse_amount_answer


@pytest.mark.parametrize(
    ("text", "language", "amount"),
    [
        ("350", "en", "350"),
        ("350.00", "en", "350"),
        ("1,050", "en", "1050"),
        ("1,050.5", "en", "1050.5"),
        ("12,345,678", "en", "12345678"),
        ("-30", "en", "-30"),
        ("−30", "en", "-30"),
        ("+10,000", "en", "10000"),
        (" 22.5 ", "en", "22.5"),
        ("0", "en", "0"),
        ("1.050", "vi", "1050"),
        ("1.050,5", "vi", "1050.5"),
        ("22,5", "vi", "22.5"),
        ("350", "vi", "350"),
        ("350.00", "vi", "350"),  # cannot be a thousands group: a decimal point
        ("22,50", "en", "22.5"),  # likewise in English
        ("-1.050", "vi", "-1050"),
    ],
)
def test_amounts_a_dealer_types_are_read(text, language, amount):
    assert parse_amount_answer(text, language) == Decimal(amount)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("", "en"),
        ("   ", "en"),
        ("abc", "en"),
        ("1.050", "en"),  # three decimals in English
        ("1,050", "vi"),  # three decimals in Vietnamese
        ("10,50,0", "en"),
        ("1,0500", "en"),
        ("3.5.1", "en"),
        ("٣٥٠", "en"),  # digits of another script
        ("1e3", "en"),
        ("350 chips", "en"),
        ("<script>", "en"),
        ("--30", "en"),
        ("9" * 40, "en"),
        ("NaN", "en"),
    ],
)
def test_anything_else_is_refused_with_a_message(text, language):
    with pytest.raises(Refusal) as refused:
        parse_amount_answer(text, language)
    assert str(refused.value)
