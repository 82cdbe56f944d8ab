"""Casino Hold'em's payout calculator form: a round as it happened at the table, with its AA
Bonus and the decision after the flop."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from engine.casino_holdem.round import Decision
from paytables.forms import CardsField, DistinctCards, amount_field, variant_field
from paytables.games.casino_holdem.selectors import (
    CasinoHoldemRoundEntry,
    casino_holdem_variant_queryset,
)


class CasinoHoldemCalculatorForm(DistinctCards):
    """A Casino Hold'em round as it happened at the table; valid when the engine can settle
    it. Each refusal of the house's rules is shown beside the field of its wager."""

    card_fields = ("player", "dealer", "board")

    variant = variant_field(casino_holdem_variant_queryset())
    ante = amount_field(label=_("Ante"), required=True, minimum=Decimal("0.01"))
    aa_bonus = amount_field(
        label=_("AA Bonus"), required=False, minimum=Decimal(0), help_text=_("Optional.")
    )
    player = CardsField(
        label=_("Player's cards"), count=2, help_text=_("Two cards, e.g. A♠ K♦ (or As Kd).")
    )
    dealer = CardsField(label=_("Dealer's cards"), count=2, help_text=_("Two cards."))
    board = CardsField(
        label=_("Board"),
        count=5,
        help_text=_("Five cards: the flop's three, then the turn and the river."),
    )
    decision = forms.ChoiceField(
        label=_("After the flop"),
        choices=[(Decision.CALL.value, _("Call")), (Decision.FOLD.value, _("Fold"))],
        initial=Decision.CALL.value,
        widget=forms.RadioSelect,
    )

    def clean(self) -> dict[str, Any]:
        super().clean()
        if not self.errors:
            self._cards_are_distinct(self.cleaned_data)
        return self.cleaned_data

    def round_entry(self) -> CasinoHoldemRoundEntry:
        """The valid entry as the calculation takes it."""
        cleaned = self.cleaned_data
        return CasinoHoldemRoundEntry(
            variant=cleaned["variant"],
            ante=cleaned["ante"],
            aa_bonus=cleaned["aa_bonus"] or Decimal(0),
            player=cleaned["player"],
            dealer=cleaned["dealer"],
            board=cleaned["board"],
            decision=cleaned["decision"],
        )
