"""Forms of the Hold'em table: an action, and the version a page was shown with."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from engine.holdem.table import ActionKind

MAX_CHIPS = 4000  # every chip at the table: no legal total is higher


class HoldemVersionForm(forms.Form):
    """The table's version when the page was drawn; a stale one is refused."""

    version = forms.IntegerField(min_value=0, required=False, widget=forms.HiddenInput)


class HoldemActionForm(HoldemVersionForm):
    """One action of the trainee; ``amount`` is the total for the round of a bet or raise
    (the engine checks it against the legal minimum and maximum)."""

    action = forms.ChoiceField(choices=[(kind.value, kind.value) for kind in ActionKind])
    amount = forms.IntegerField(
        label=_("Total for this round"),
        min_value=0,
        max_value=MAX_CHIPS,
        required=False,
        error_messages={"invalid": _("Type the total as a whole number of chips.")},
    )

    def clean(self) -> dict[str, Any]:
        super().clean()
        cleaned = self.cleaned_data
        if cleaned.get("version") is None and "version" not in self.errors:
            self.add_error("version", _("This form is missing its table version."))
        if cleaned.get("action") not in (ActionKind.BET, ActionKind.RAISE):
            cleaned["amount"] = None  # the box is on the page for raises only
        return cleaned
