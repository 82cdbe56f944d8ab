from __future__ import annotations

from decimal import Decimal

import pytest
from django.utils import translation

from croupier.errors import Refusal
from tests.trainer.factories import QuestionFactory
from trainer.answers import parse_amount_answer
from trainer.kinds import kind_of


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


# -- the keypad's decimal separator, read without ambiguity ----------------------------------


@pytest.mark.parametrize(
    ("text", "language", "amount"),
    [
        ("12,5", "vi", "12.5"),  # the Vietnamese keypad's comma
        ("12.5", "en", "12.5"),  # the English keypad's point
        ("1050,5", "vi", "1050.5"),
        ("1050.5", "en", "1050.5"),
        ("1.050", "vi", "1050"),  # three digits after the point: a thousands group
        ("1,050", "en", "1050"),
    ],
)
def test_decimal_separator_of_the_language_is_read_as_the_decimal_point(text, language, amount):
    assert parse_amount_answer(text, language) == Decimal(amount)


# -- the echo of an answer is written as the key is -------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("given", "typed_in", "shown_in", "echo"),
    [
        ("1050,5", "vi", "vi", "+1.050,50"),
        ("1050.5", "en", "en", "+1,050.50"),
        ("-20000", "vi", "vi", "−20.000"),
        ("12,5", "vi", "en", "+12.50"),  # read as typed, written as the reader writes
        ("350", "en", "vi", "+350"),
    ],
)
def test_echo_of_an_amount_is_formatted_as_the_key_is(given, typed_in, shown_in, echo):
    question = QuestionFactory(answer_language=typed_in)
    with translation.override(shown_in):
        assert kind_of(question.kind).given_echo(question, given) == echo


@pytest.mark.django_db
def test_echo_of_text_that_is_no_amount_is_shown_as_typed():
    question = QuestionFactory(answer_language="vi")
    assert kind_of(question.kind).given_echo(question, "abc") == "abc"


@pytest.mark.django_db
def test_instructors_see_an_amount_as_it_was_typed():
    question = QuestionFactory(answer_language="vi")
    assert kind_of(question.kind).given_text(question, "1050,5") == "1050,5"
