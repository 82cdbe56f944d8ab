"""The worked examples of the rules page (seed 000), settled by the engine."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from engine.cards import parse_cards
from engine.oasis.round import Round, Rules, replay, settle
from paytables.wording import Working, working

EXAMPLE_ANTE = Decimal(100)


@dataclass(frozen=True)
class Example:
    title: Promise
    round: Round
    working: Working


def worked_examples(rules: Rules) -> list[Example]:
    """Seed 000's two examples: a one-card switch to a straight flush against a dealer who
    qualifies with Ace-King, and a pair against a dealer who does not qualify."""
    switch = replay(
        rules,
        player=parse_cards("9h Th Jh Qh 3c"),
        dealer=parse_cards("Ad Ks 7c 5s 2d"),
        discard=parse_cards("3c"),
        draw=parse_cards("Kh"),
        decision="raise",
    )
    no_qualify = replay(
        rules,
        player=parse_cards("8c 8d Kh 4s 3c"),
        dealer=parse_cards("Qd 9s 7c 5s 2d"),
        decision="raise",
    )
    return [
        Example(
            _("Example 1: a one-card switch"),
            switch,
            working(settle(rules, switch, EXAMPLE_ANTE), switch),
        ),
        Example(
            _("Example 2: the dealer does not qualify"),
            no_qualify,
            working(settle(rules, no_qualify, EXAMPLE_ANTE), no_qualify),
        ),
    ]
