"""Forms of the multi-box table: the deal with its antes, a box's action, the reset.

Each carries the ``version`` of the page it was drawn on; the services refuse an old one.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from engine.cards import Card, card
from engine.errors import CardError
from engine.oasis.boxes import MAX_ANTE, MAX_BOXES, MIN_ANTE

ANTE_FIELD = re.compile(r"ante_(\d+)")
# The engine's limits are Decimals, as antes are money; an IntegerField's bounds are ints.
LEAST_ANTE, MOST_ANTE = int(MIN_ANTE), int(MAX_ANTE)


class VersionForm(forms.Form):
    version = forms.IntegerField(min_value=0, widget=forms.HiddenInput)


class DealForm(VersionForm):
    """Antes of the boxes bought: box 1 always, box 2 and box 3 when given, in order."""

    ante_1 = forms.IntegerField(
        label=_("Box 1 ante"), min_value=LEAST_ANTE, max_value=MOST_ANTE, initial=10
    )
    ante_2 = forms.IntegerField(
        label=_("Box 2 ante"), min_value=LEAST_ANTE, max_value=MOST_ANTE, required=False
    )
    ante_3 = forms.IntegerField(
        label=_("Box 3 ante"),
        min_value=LEAST_ANTE,
        max_value=MOST_ANTE,
        required=False,
        help_text=_("Box 3 always plays: its ante and its bet (2 × ante) are placed now."),
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for name in ("ante_1", "ante_2", "ante_3"):
            self.fields[name].widget.attrs.update({"inputmode": "numeric", "step": "1"})

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        extra = [
            key
            for key in self.data
            if (match := ANTE_FIELD.fullmatch(key)) and int(match[1]) > MAX_BOXES
        ]
        if extra:
            raise forms.ValidationError(_("The table has at most three boxes."))
        if data.get("ante_3") is not None and data.get("ante_2") is None:
            self.add_error("ante_2", _("Buy box 2 before box 3."))
        return data

    def antes(self) -> list[Decimal]:
        data = self.cleaned_data
        given = [data.get(f"ante_{n}") for n in range(1, MAX_BOXES + 1)]
        return [Decimal(ante) for ante in given if ante is not None]


class CardNamesField(forms.MultipleChoiceField):
    """The cards ticked to switch, by name. Any name is accepted here, as the choices would
    be the box's hand: the engine says whether each card is in it."""

    def valid_value(self, value: Any) -> bool:
        return True


class BoxActionForm(VersionForm):
    """A box's decision: switch the ticked cards, play (bet 2 × ante) or fold."""

    position = forms.IntegerField(min_value=1, max_value=MAX_BOXES, widget=forms.HiddenInput)
    action = forms.ChoiceField(
        choices=[("switch", _("Switch")), ("raise", _("Play")), ("fold", _("Fold"))]
    )
    discard = CardNamesField(required=False, choices=())

    def clean_discard(self) -> list[Card]:
        try:
            return [card(value) for value in self.cleaned_data["discard"]]
        except CardError:
            raise forms.ValidationError(_("That is not a card of this box.")) from None
