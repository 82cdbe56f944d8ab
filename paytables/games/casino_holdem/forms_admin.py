"""The admin's forms for Casino Hold'em's house rules: each refuses a bad edit and says why.
A line of a table is entered once, in a table that has it; odds are whole numbers from 1
(empty: a line the house pays at a figure it has not published); lines of an AA Bonus the
house does not offer are refused."""

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
from paytables.games.casino_holdem.models import (
    CasinoHoldemHouse,
    CasinoHoldemLine,
    CasinoHoldemPay,
    CasinoHoldemTable,
    CasinoHoldemVariant,
)


class CasinoHoldemVariantAdminForm(forms.ModelForm):
    """What a Casino Hold'em variant has of every variant: names, texts, the chips."""

    class Meta:
        model = CasinoHoldemVariant
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


class CasinoHoldemHouseForm(HouseRulesForm):
    """Whether the house offers the AA Bonus, and what a fold does to it (may be left
    unknown)."""

    class Meta:
        model = CasinoHoldemHouse
        fields = ("offers_aa_bonus", "aa_bonus_on_fold")
        widgets = {"aa_bonus_on_fold": UnknownNullBooleanSelect}

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        if not data.get("offers_aa_bonus") and data.get("aa_bonus_on_fold") is not None:
            self.add_error(
                "aa_bonus_on_fold",
                _(
                    "The house offers no AA Bonus: leave what a fold does to it unknown, or "
                    "tick “offers the AA Bonus”."
                ),
            )
        return data


class CasinoHoldemHouseFormSet(HouseRulesFormSet):
    """The one row of house rules a Casino Hold'em variant has."""

    missing = _("A Casino Hold'em variant needs its house rules: fill in the form below.")


class CasinoHoldemPayForm(NewRowWithoutFigureIsEmpty):
    """One line of a table, in a table that has it. A line offered with its odds left empty
    is not entered; a saved line whose odds are emptied stays, at an unpublished figure,
    and makes its table unknown."""

    figure_field = "odds"

    class Meta:
        model = CasinoHoldemPay
        fields = ("table", "line", "odds")
        error_messages = {"odds": {"min_value": ODDS_NOT_WHOLE, "invalid": ODDS_NOT_WHOLE}}
        help_texts = {
            "odds": _(
                "A whole number: 20 means 20 to 1. Empty: the house pays this line at a "
                "figure it has not published."
            ),
        }

    def clean(self) -> dict[str, Any]:
        super().clean()
        table, line = self.cleaned_data.get("table"), self.cleaned_data.get("line")
        if table and line and line not in CasinoHoldemLine.of_table(table):
            self.add_error(
                "line",
                ValidationError(
                    _("The %(table)s table has no line “%(line)s”."),
                    code="line_of_another_table",
                    params={
                        "table": CasinoHoldemTable(table).label,
                        "line": CasinoHoldemLine(line).label,
                    },
                ),
            )
        return self.cleaned_data


class CasinoHoldemPayFormSet(RowsFormSet):
    """A house's pay lines: each once in its table, the AA Bonus's only where the house
    offers it (as the house rules posted beside them say)."""

    key = ("table", "line")

    def _offers_aa_bonus(self) -> bool:
        house_prefix = "casino_holdem-0-"
        if f"{house_prefix}id" in self.data or f"{house_prefix}aa_bonus_on_fold" in self.data:
            # A ticked checkbox posts a value; an unticked one posts nothing.
            return bool(self.data.get(house_prefix + "offers_aa_bonus"))
        house = getattr(self.instance, "casino_holdem", None)
        return house is None or bool(house.offers_aa_bonus)

    def clean(self) -> None:
        rows = [form for form in self.rows() if not form.errors]
        keys = Counter(
            (form.cleaned_data.get("table"), form.cleaned_data.get("line")) for form in rows
        )
        errors = [
            ValidationError(
                _("%(line)s appears twice in the %(table)s table."),
                code="duplicate",
                params={
                    "line": CasinoHoldemLine(line).label,
                    "table": CasinoHoldemTable(table).label,
                },
            )
            for (table, line), count in keys.items()
            if table and line and count > 1
        ]
        if any(table == CasinoHoldemTable.AA_BONUS for table, _line in keys) and not (
            self._offers_aa_bonus()
        ):
            errors.append(
                ValidationError(
                    _(
                        "The house does not offer the %(table)s, yet its table has lines: "
                        "tick it in the house rules, or delete the lines."
                    ),
                    code="table_not_offered",
                    params={"table": CasinoHoldemTable.AA_BONUS.label},
                )
            )
        self.refuse_or_continue(errors)
