"""Russian Poker's payout calculator form: a round as it happened at the table, with what the
player bought."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from engine.russian.round import Decision as RussianDecision
from paytables.forms import CardsField, DistinctCards, amount_field, variant_field
from paytables.games.russian.selectors import RussianRoundEntry, russian_variant_queryset


class RussianCalculatorForm(DistinctCards):
    """A Russian Poker round as it happened at the table; valid when the engine can settle
    it. Each refusal of the house's rules is shown beside the field of its step."""

    card_fields = ("player", "dealer", "draw", "sixth", "dealer_draw")

    variant = variant_field(russian_variant_queryset())
    ante = amount_field(label=_("Ante"), required=True, minimum=Decimal("0.01"))
    player = CardsField(
        label=_("Player's cards"),
        count=5,
        help_text=_(
            "Five cards as dealt, before any exchange, e.g. A♠ K♦ 10♥ 4♣ 2♠ (or As Kd 10h 4c 2s)."
        ),
    )
    dealer = CardsField(label=_("Dealer's cards"), count=5, help_text=_("The up card first."))
    discard = CardsField(
        label=_("Cards exchanged"), required=False, picks_from="player", help_text=_("Optional.")
    )
    draw = CardsField(
        label=_("Cards drawn for them"),
        required=False,
        count_of="discard",
        help_text=_("In the same order."),
    )
    sixth = CardsField(
        label=_("Sixth card bought"),
        count=1,
        required=False,
        help_text=_("Optional: the card the player bought."),
    )
    decision = forms.ChoiceField(
        label=_("Decision"),
        choices=[
            # Russian Poker's play wager, where Hold'em's "bet" is another word.
            (RussianDecision.BET.value, pgettext_lazy("the Russian Poker wager", "Bet")),
            (RussianDecision.FOLD.value, _("Fold")),
        ],
        initial=RussianDecision.BET.value,
        widget=forms.RadioSelect,
    )
    insurance = amount_field(
        label=_("Insurance"),
        required=False,
        minimum=Decimal(0),
        help_text=_("Optional: the amount insured, with three of a kind or better."),
    )
    dealer_draw = CardsField(
        label=_("Game bought: the dealer's new card"),
        required=False,
        max_length=30,
        help_text=_(
            "Only when the player bought the dealer a game: the card he drew (where the house "
            "draws again on the rank he gave up, every card drawn, in order)."
        ),
    )

    def clean(self) -> dict[str, Any]:
        super().clean()
        if not self.errors:
            self._cards_are_distinct(self.cleaned_data)
        return self.cleaned_data

    def round_entry(self) -> RussianRoundEntry:
        """The valid entry as the calculation takes it."""
        cleaned = self.cleaned_data
        return RussianRoundEntry(
            variant=cleaned["variant"],
            ante=cleaned["ante"],
            player=cleaned["player"],
            dealer=cleaned["dealer"],
            discard=cleaned["discard"],
            draw=cleaned["draw"],
            sixth=cleaned["sixth"][0] if cleaned["sixth"] else None,
            decision=cleaned["decision"],
            insurance=cleaned["insurance"] or Decimal(0),
            dealer_draw=cleaned["dealer_draw"],
        )
