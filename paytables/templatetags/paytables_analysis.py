"""``{% load paytables_analysis %}``: the figures of a stored return table, as read."""

from __future__ import annotations

from django import template
from django.utils.formats import number_format

from paytables import wording

register = template.Library()


@register.filter
def event_label(event: str) -> str:
    return wording.event_label(event)


@register.filter
def percent(share: float, places: int = 2) -> str:
    """0.010371 → "1.037 %" (in Vietnamese "1,037%"), as the seeds write it."""
    return wording.percent(share, places)


@register.filter
def grouped(number: int) -> str:
    """An exact count with its thousands grouped: 837,195,681,722,400."""
    return number_format(number, force_grouping=True)


@register.filter
def negate(value: float) -> float:
    return -value
