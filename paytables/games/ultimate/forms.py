"""Ultimate Texas Hold'em's payout calculator form: a round as it happened at the table,
its wagers and the player's decision on each street."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from paytables.forms import CardsField, DistinctCards, amount_field, variant_field
from paytables.games.ultimate.selectors import (
    STREET_NAMES,
    UltimateRoundEntry,
    ultimate_variant_queryset,
)

CHECK = ("check", _("Check"))


class UltimateCalculatorForm(DistinctCards):
    """An Ultimate Texas Hold'em round as it happened at the table; valid when the engine
    can settle it. Each refusal of the house's rules is shown beside its field (a decision
    beside its street's)."""

    card_fields = ("player", "dealer", "board")

    variant = variant_field(ultimate_variant_queryset())
    ante = amount_field(
        label=_("Ante"),
        required=True,
        minimum=Decimal("0.01"),
        help_text=_("The Blind is equal to it."),
    )
    trips = amount_field(
        label=_("Trips"), required=False, minimum=Decimal(0), help_text=_("Optional.")
    )
    player = CardsField(
        label=_("Player's cards"), count=2, help_text=_("Two cards, e.g. A♠ K♦ (or As Kd).")
    )
    dealer = CardsField(label=_("Dealer's cards"), count=2, help_text=_("Two cards."))
    board = CardsField(
        label=_("Board"), count=5, help_text=_("Five cards: the flop, the turn and the river.")
    )
    preflop = forms.ChoiceField(
        label=_("Before the flop"),
        choices=[CHECK, ("4x", _("Play 4x")), ("3x", _("Play 3x"))],
        initial="4x",
        widget=forms.RadioSelect,
    )
    flop = forms.ChoiceField(
        label=_("After the flop"),
        choices=[CHECK, ("2x", _("Play 2x"))],
        required=False,
        widget=forms.RadioSelect,
        help_text=_("Only when the player checked before the flop."),
    )
    river = forms.ChoiceField(
        label=_("At the river"),
        choices=[("1x", _("Play 1x")), ("fold", _("Fold"))],
        required=False,
        widget=forms.RadioSelect,
        help_text=_("Only when the player checked on both streets before."),
    )

    def clean(self) -> dict[str, Any]:
        super().clean()
        if not self.errors:
            self._cards_are_distinct(self.cleaned_data)
        return self.cleaned_data

    def round_entry(self) -> UltimateRoundEntry:
        """The valid entry as the calculation takes it."""
        cleaned = self.cleaned_data
        return UltimateRoundEntry(
            variant=cleaned["variant"],
            ante=cleaned["ante"],
            trips=cleaned["trips"] or Decimal(0),
            player=cleaned["player"],
            dealer=cleaned["dealer"],
            board=cleaned["board"],
            decisions={street: cleaned.get(street) or "" for street in STREET_NAMES},
        )
