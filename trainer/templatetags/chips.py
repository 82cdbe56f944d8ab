"""Chips drawn: a bet as the fewest chips of the house's set (``{% bet_chips %}``) and any
stacks of chips (``{% chip_stacks %}``), each stack an SVG in the chips' colours."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from django import template

from paytables.models import Variant
from trainer.chips import Stack, stacks, variant_chips
from trainer.chips import bet_chips as fewest_placed

register = template.Library()

# A chip seen from the side (templates/trainer/_chip_stack.svg.html, 30 units wide): STEP
# apart in a stack, THICK high, so each overlaps the one below it a little, as real chips sit.
STEP = 4
THICK = 6
# The tray draws half a dealer's stack: its room is kept whether empty or full (so nothing
# below it jumps), and a table has a tray a box on a phone's screen; its count says more.
TRAY_DRAWN = 10


@dataclass(frozen=True)
class Layer:
    """One chip of a drawn stack: its top, the middle of its edge stripes, whether shown."""

    y: int
    stripe: int
    shown: bool


@dataclass(frozen=True)
class DrawnStack:
    stack: Stack
    height: int
    layers: list[Layer]


def drawn(stack: Stack, *, slots: int | None = None) -> DrawnStack:
    """``stack`` laid out bottom first; with ``slots`` (the tray) that many places are drawn,
    those above its count hidden, so a script can show them as the stack grows."""
    places = len(stack.drawn) if slots is None else slots
    height = max(places - 1, 0) * STEP + THICK + 1
    layers = [
        Layer(y=top, stripe=top + THICK // 2, shown=index < len(stack.drawn))
        for index in range(places)
        for top in [height - THICK - 1 - index * STEP]
    ]
    return DrawnStack(stack, height, layers)


@register.inclusion_tag("trainer/_chip_stacks.html")
def bet_chips(amount: Decimal | str | None, variant: Variant) -> dict:
    """``amount`` (a round's stakes keep theirs as text) as the fewest chips of
    ``variant``'s set, small, beside its number; nothing where the set cannot make it (the
    number says it alone)."""
    if not amount:
        return {"stacks": []}
    chip_set = variant_chips(variant)
    placed = stacks(chip_set, fewest_placed(chip_set, Decimal(str(amount))))
    return {"stacks": [drawn(each) for each in placed], "size": "small", "counted": True}


@register.inclusion_tag("trainer/_chip_stacks.html")
def chip_stacks(shown: list[Stack], size: str = "", counted: bool = True) -> dict:
    """Stacks of chips (``trainer.chips.stacks``), each with its count and value (without
    ``counted``: its value alone, where counting them is the question)."""
    return {"stacks": [drawn(each) for each in shown], "size": size, "counted": counted}


@register.simple_tag
def tray_stack(stack: Stack) -> DrawnStack:
    """A stack of the tray: room for ``TRAY_DRAWN`` chips, its chips shown as counted."""
    return drawn(stack, slots=TRAY_DRAWN)
