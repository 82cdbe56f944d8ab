"""Oasis Poker's payout calculator form: a round as it happened at the table."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from engine.money import MAX_METER
from engine.oasis.round import Decision
from paytables.forms import CardsField, DistinctCards, amount_field, variant_field
from paytables.games.oasis.selectors import RoundEntry, oasis_variant_queryset


class CalculatorForm(DistinctCards):
    """A round as it happened at the table; valid when the engine can settle it."""

    card_fields = ("player", "dealer", "draw", "dealer_draw")

    variant = variant_field(oasis_variant_queryset())
    ante = amount_field(label=_("Ante"), required=True, minimum=Decimal("0.01"))
    bonus = amount_field(
        label=_("Bonus bet"), required=False, minimum=Decimal(0), help_text=_("Optional.")
    )
    meter = amount_field(
        label=_("Progressive meter"),
        required=False,
        minimum=Decimal("0.01"),
        maximum=MAX_METER,
        help_text=_("Only needed when the bonus hand is a royal or straight flush."),
    )
    player = CardsField(
        label=_("Player's cards"),
        count=5,
        help_text=_(
            "Five cards as dealt, before any switch, e.g. A♠ K♦ 10♥ 4♣ 2♠ (or As Kd 10h 4c 2s)."
        ),
    )
    dealer = CardsField(label=_("Dealer's cards"), count=5, help_text=_("The up card first."))
    discard = CardsField(
        label=_("Cards switched"), required=False, picks_from="player", help_text=_("Optional.")
    )
    draw = CardsField(
        label=_("Cards drawn for them"),
        required=False,
        count_of="discard",
        help_text=_("In the same order."),
    )
    decision = forms.ChoiceField(
        label=_("Decision"),
        choices=[(Decision.RAISE.value, _("Raise")), (Decision.FOLD.value, _("Fold"))],
        initial=Decision.RAISE.value,
        widget=forms.RadioSelect,
    )
    dealer_draw = CardsField(
        label=_("Card bought for the dealer"),
        count=1,
        required=False,
        help_text=_("Only where the house lets the player buy the dealer a card."),
    )

    def clean(self) -> dict[str, Any]:
        super().clean()
        if not self.errors:
            self._cards_are_distinct(self.cleaned_data)
        return self.cleaned_data

    def round_entry(self) -> RoundEntry:
        """The valid entry as the calculation takes it."""
        cleaned = self.cleaned_data
        return RoundEntry(
            variant=cleaned["variant"],
            ante=cleaned["ante"],
            bonus=cleaned["bonus"] or Decimal(0),
            meter=cleaned["meter"],
            player=cleaned["player"],
            dealer=cleaned["dealer"],
            discard=cleaned["discard"],
            draw=cleaned["draw"],
            decision=Decision(cleaned["decision"]),
            dealer_draw=cleaned["dealer_draw"][0] if cleaned["dealer_draw"] else None,
        )
