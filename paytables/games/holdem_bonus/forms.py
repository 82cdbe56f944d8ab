"""Texas Hold'em Bonus's payout calculator form: a round as it happened at the table, its
cards, its stakes and the player's decision on each street."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from engine.holdem_bonus.round import Action
from paytables.forms import CardsField, DistinctCards, amount_field, variant_field
from paytables.games.holdem_bonus.selectors import (
    HoldemBonusRoundEntry,
    holdem_bonus_variant_queryset,
)

_BET_OR_CHECK = [(Action.BET.value, _("Bet (1 ante)")), (Action.CHECK.value, _("Check"))]


def _street(label: Any, help_text: Any) -> forms.ChoiceField:
    return forms.ChoiceField(
        label=label,
        choices=_BET_OR_CHECK,
        initial=Action.BET.value,
        widget=forms.RadioSelect,
        help_text=help_text,
    )


class HoldemBonusCalculatorForm(DistinctCards):
    """A Texas Hold'em Bonus round as it happened at the table; valid when the engine can
    settle it. Each refusal of the house's rules is shown beside the field it is about."""

    card_fields = ("player", "dealer", "board")

    variant = variant_field(holdem_bonus_variant_queryset())
    ante = amount_field(label=_("Ante"), required=True, minimum=Decimal("0.01"))
    bonus = amount_field(
        label=_("Bonus"), required=False, minimum=Decimal(0), help_text=_("Optional.")
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
        choices=[
            (Action.BET.value, _("Flop bet (2 antes)")),
            (Action.FOLD.value, _("Fold")),
        ],
        initial=Action.BET.value,
        widget=forms.RadioSelect,
    )
    flop = _street(_("After the flop"), _("Not asked after a fold."))
    turn = _street(_("After the turn"), _("Not asked after a fold."))

    def clean(self) -> dict[str, Any]:
        super().clean()
        if not self.errors:
            self._cards_are_distinct(self.cleaned_data)
        return self.cleaned_data

    def round_entry(self) -> HoldemBonusRoundEntry:
        """The valid entry as the calculation takes it: a fold ends the actions."""
        cleaned = self.cleaned_data
        actions: tuple[str, ...] = (cleaned["preflop"],)
        if cleaned["preflop"] != Action.FOLD:
            actions += (cleaned["flop"], cleaned["turn"])
        return HoldemBonusRoundEntry(
            variant=cleaned["variant"],
            ante=cleaned["ante"],
            bonus=cleaned["bonus"] or Decimal(0),
            player=cleaned["player"],
            dealer=cleaned["dealer"],
            board=cleaned["board"],
            actions=actions,
        )
