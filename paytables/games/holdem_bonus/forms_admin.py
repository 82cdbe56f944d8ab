"""The admin's forms for Texas Hold'em Bonus's house rules: each refuses a bad edit and
says why. A line of the Bonus table is entered once; odds are whole numbers from 1 (empty: a
line the house pays at a figure it has not published); lines of a Bonus the house does not
offer are refused."""

from __future__ import annotations

from collections import Counter
from typing import Any

from django import forms
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

from paytables.forms_admin import (
    MAX_PAYOUT_ERRORS,
    ODDS_NOT_WHOLE,
    HouseRulesForm,
    HouseRulesFormSet,
    NewRowWithoutFigureIsEmpty,
    RowsFormSet,
    UnknownNullBooleanSelect,
)
from paytables.games.holdem_bonus.models import (
    HoldemBonusHouse,
    HoldemBonusLine,
    HoldemBonusPay,
    HoldemBonusVariant,
)

# The house inline's prefix, as it posts beside the pay lines.
HOUSE_PREFIX = "holdem_bonus-0-"


class HoldemBonusVariantAdminForm(forms.ModelForm):
    """What a Texas Hold'em Bonus variant has of every variant: names, texts, the chips."""

    class Meta:
        model = HoldemBonusVariant
        fields = (
            "game",
            "slug",
            "position",
            "name_en",
            "name_vi",
            "summary_en",
            "summary_vi",
            "source_en",
            "source_vi",
            "max_payout",
            "chip_set",
        )
        error_messages = {"max_payout": MAX_PAYOUT_ERRORS}


class HoldemBonusHouseForm(HouseRulesForm):
    """A house's ante rule and its Bonus; what a fold does to the Bonus may be left
    unknown."""

    class Meta:
        model = HoldemBonusHouse
        fields = ("ante_pays_from", "offers_bonus", "bonus_on_fold")
        widgets = {"bonus_on_fold": UnknownNullBooleanSelect}

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        if not data.get("offers_bonus") and data.get("bonus_on_fold") is not None:
            self.add_error(
                "bonus_on_fold",
                _(
                    "The house offers no Bonus: leave what a fold does to it unknown, or tick "
                    "“offers the Bonus”."
                ),
            )
        return data


class HoldemBonusHouseFormSet(HouseRulesFormSet):
    """The one row of house rules a Texas Hold'em Bonus variant has."""

    missing = _("A Texas Hold'em Bonus variant needs its house rules: fill in the form below.")


class HoldemBonusPayForm(NewRowWithoutFigureIsEmpty):
    """One line of the Bonus table. A line offered with its odds left empty is not entered;
    a saved line whose odds are emptied stays, at an unpublished figure, and makes the table
    unknown."""

    figure_field = "odds"

    class Meta:
        model = HoldemBonusPay
        fields = ("line", "odds")
        error_messages = {"odds": {"min_value": ODDS_NOT_WHOLE, "invalid": ODDS_NOT_WHOLE}}
        help_texts = {
            "odds": _(
                "A whole number: 30 means 30 to 1. Empty: the house pays this line at a "
                "figure it has not published."
            ),
        }


class HoldemBonusPayFormSet(RowsFormSet):
    """A house's Bonus lines: each once, and only when the house offers the Bonus (as the
    house rules posted beside them say)."""

    key = ("line",)

    def _offered(self) -> bool:
        if f"{HOUSE_PREFIX}id" in self.data or f"{HOUSE_PREFIX}ante_pays_from" in self.data:
            # A ticked checkbox posts a value; an unticked one posts nothing.
            return bool(self.data.get(f"{HOUSE_PREFIX}offers_bonus"))
        house = getattr(self.instance, "holdem_bonus", None)
        return house is None or bool(house.offers_bonus)

    def clean(self) -> None:
        rows = [form for form in self.rows() if not form.errors]
        lines = Counter(form.cleaned_data.get("line") for form in rows)
        errors = [
            ValidationError(
                _("%(line)s appears twice in the Bonus table."),
                code="duplicate",
                params={"line": HoldemBonusLine(line).label},
            )
            for line, count in lines.items()
            if line and count > 1
        ]
        if rows and not self._offered():
            errors.append(
                ValidationError(
                    _(
                        "The house does not offer the Bonus, yet its table has lines: tick it "
                        "in the house rules, or delete the lines."
                    ),
                    code="table_not_offered",
                )
            )
        self.refuse_or_continue(errors)
