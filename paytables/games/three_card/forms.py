"""Three Card Poker's payout calculator form: a round as it happened at the table, with its
side bets."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from engine.three_card.round import Decision
from paytables.forms import CardsField, DistinctCards, amount_field, variant_field
from paytables.games.three_card.selectors import ThreeCardRoundEntry, three_card_variant_queryset


class ThreeCardCalculatorForm(DistinctCards):
    """A Three Card Poker round as it happened at the table; valid when the engine can settle
    it. Each refusal of the house's rules is shown beside the field of its wager."""

    card_fields = ("player", "dealer")

    variant = variant_field(three_card_variant_queryset())
    ante = amount_field(
        label=_("Ante"),
        required=False,
        minimum=Decimal(0),
        help_text=_("0 or empty: Pair Plus played alone, where the house allows it."),
    )
    pair_plus = amount_field(
        label=_("Pair Plus"), required=False, minimum=Decimal(0), help_text=_("Optional.")
    )
    six_card = amount_field(
        label=_("6-Card Bonus"), required=False, minimum=Decimal(0), help_text=_("Optional.")
    )
    player = CardsField(
        label=_("Player's cards"),
        count=3,
        help_text=_("Three cards, e.g. A♠ K♦ 10♥ (or As Kd 10h)."),
    )
    dealer = CardsField(label=_("Dealer's cards"), count=3, help_text=_("Three cards."))
    decision = forms.ChoiceField(
        label=_("Decision"),
        choices=[(Decision.PLAY.value, _("Play")), (Decision.FOLD.value, _("Fold"))],
        initial=Decision.PLAY.value,
        widget=forms.RadioSelect,
    )

    def clean(self) -> dict[str, Any]:
        super().clean()
        if not self.errors:
            self._cards_are_distinct(self.cleaned_data)
        return self.cleaned_data

    def round_entry(self) -> ThreeCardRoundEntry:
        """The valid entry as the calculation takes it."""
        cleaned = self.cleaned_data
        return ThreeCardRoundEntry(
            variant=cleaned["variant"],
            ante=cleaned["ante"] or Decimal(0),
            pair_plus=cleaned["pair_plus"] or Decimal(0),
            six_card=cleaned["six_card"] or Decimal(0),
            player=cleaned["player"],
            dealer=cleaned["dealer"],
            decision=cleaned["decision"],
        )
