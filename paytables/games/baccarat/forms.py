"""Baccarat's payout calculator form: a coup as it was dealt, and the bets on it."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from engine.baccarat.rules import Bet
from paytables.forms import CardsField, DistinctCards, amount_field, variant_field
from paytables.games.baccarat.selectors import (
    BaccaratRoundEntry,
    baccarat_variant_queryset,
    bet_field,
)
from paytables.games.baccarat.wording import bet_label

# The most cards a hand holds: two, and a third where the tableau draws one.
MOST_CARDS = 3


def _hand_field(label: Any, help_text: Any) -> CardsField:
    # A shoe holds several decks: a card may come twice in a coup (the engine checks the
    # house's decks), so the picker does not grey the other hand's cards.
    return CardsField(label=label, most=MOST_CARDS, repeats=True, help_text=help_text)


class BaccaratCalculatorForm(DistinctCards):
    """A coup as it was dealt and the bets placed; valid when each hand holds two or three
    cards and each stake is an amount. The engine's refusal of the coup (a third card
    against the tableau, a bet the house does not offer) is shown beside its field."""

    variant = variant_field(baccarat_variant_queryset())
    player = _hand_field(
        pgettext_lazy("baccarat", "Player's cards"),
        _("Two cards, and the third if one was drawn, in the order dealt: e.g. 2♥ 3♣ 4♦."),
    )
    banker = _hand_field(
        pgettext_lazy("baccarat", "Banker's cards"),
        _("Two cards, and the third if one was drawn. A shoe may hold a card twice."),
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for bet in Bet:
            self.fields[bet_field(bet)] = amount_field(
                label=bet_label(bet),  # the form is made per request, in its language
                required=False,
                minimum=Decimal(0),
            )

    def clean(self) -> dict[str, Any]:
        super().clean()
        for name in ("player", "banker"):
            cards = self.cleaned_data.get(name)
            if cards and not 2 <= len(cards) <= MOST_CARDS:
                self.add_error(
                    name,
                    ValidationError(
                        _("Enter two or three cards; you entered %(given)s."),
                        code="card_count",
                        params={"given": len(cards)},
                    ),
                )
        return self.cleaned_data

    def round_entry(self) -> BaccaratRoundEntry:
        """The valid entry as the calculation takes it."""
        cleaned = self.cleaned_data
        return BaccaratRoundEntry(
            variant=cleaned["variant"],
            player=cleaned["player"],
            banker=cleaned["banker"],
            bets={bet.value: cleaned[bet_field(bet)] or Decimal(0) for bet in Bet},
        )
