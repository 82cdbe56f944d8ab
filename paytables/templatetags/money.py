"""``{% load money %}``: amounts as the reader writes them (2,000 in English, 2.000 in
Vietnamese), cents only when there are some."""

from __future__ import annotations

from decimal import Decimal

from django import template
from django.utils.formats import get_format

from paytables import wording

register = template.Library()


@register.filter
def money(amount: Decimal | int) -> str:
    return wording.money(Decimal(amount))


@register.filter
def signed_money(amount: Decimal | int) -> str:
    return wording.signed_money(Decimal(amount))


@register.filter
def antes(value: Decimal | int) -> str:
    """A number of antes: 1.5, never 1.50."""
    return wording.multiple(Decimal(value))


@register.simple_tag
def thousand_separator() -> str:
    """The thousands separator of the current language ("," in English, "." in Vietnamese),
    for a key that types it (the trainer's keypad)."""
    return get_format("THOUSAND_SEPARATOR")


@register.simple_tag
def decimal_separator() -> str:
    """The decimal separator of the current language ("." in English, "," in Vietnamese),
    for the key that types it (the trainer's keypad)."""
    return get_format("DECIMAL_SEPARATOR")


@register.filter
def expected_value(value: float) -> str:
    """An expected value per ante, signed, to four places: +0.1234 / −0,3402."""
    return wording.expected_value(value)


@register.filter
def value_error(error: float) -> str:
    return wording.value_error(error)
