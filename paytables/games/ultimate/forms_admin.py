"""The admin's forms for Ultimate Texas Hold'em's house rules: each refuses a bad edit and
says why. A line of a table is entered once, in a table that has it (the Blind from a
straight up); odds are positive (1.5: 3 to 2; empty: a line the house pays at a figure it
has not published); Trips lines of a house that offers no Trips are refused."""

from __future__ import annotations

from collections import Counter
from typing import Any

from django import forms
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

from paytables.forms_admin import (
    MAX_PAYOUT_ERRORS,
    HouseRulesForm,
    HouseRulesFormSet,
    NewRowWithoutFigureIsEmpty,
    RowsFormSet,
    UnknownNullBooleanSelect,
)
from paytables.games.ultimate.models import (
    BLIND_LINES,
    UltimateHouse,
    UltimatePay,
    UltimateTable,
    UltimateVariant,
)
from paytables.models import HandCategory


class UltimateVariantAdminForm(forms.ModelForm):
    """What an Ultimate Texas Hold'em variant has of every variant: names, texts, the
    chips."""

    class Meta:
        model = UltimateVariant
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


class UltimateHouseForm(HouseRulesForm):
    """A house's play wagers before the flop and its Trips; what a fold does to the Trips
    may be left unknown."""

    class Meta:
        model = UltimateHouse
        fields = ("preflop_multiples", "offers_trips", "trips_on_fold")
        widgets = {"trips_on_fold": UnknownNullBooleanSelect}

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        if not data.get("offers_trips") and data.get("trips_on_fold") is not None:
            self.add_error(
                "trips_on_fold",
                _(
                    "The house offers no Trips: leave what a fold does to it unknown, or tick "
                    "“offers the Trips”."
                ),
            )
        return data


class UltimateHouseFormSet(HouseRulesFormSet):
    """The one row of house rules an Ultimate Texas Hold'em variant has."""

    missing = _("An Ultimate Texas Hold'em variant needs its house rules: fill in the form below.")


class UltimatePayForm(NewRowWithoutFigureIsEmpty):
    """One line of a table, in a table that has it. A line offered with its odds left empty
    is not entered; a saved line whose odds are emptied stays, at an unpublished figure,
    and makes its table unknown."""

    figure_field = "odds"

    class Meta:
        model = UltimatePay
        fields = ("table", "line", "odds")
        help_texts = {
            "odds": _(
                "N to 1: 50 means 50 to 1, 1.5 means 3 to 2. Empty: the house pays this line "
                "at a figure it has not published."
            ),
        }

    def clean(self) -> dict[str, Any]:
        super().clean()
        table, line = self.cleaned_data.get("table"), self.cleaned_data.get("line")
        if table == UltimateTable.BLIND and line and line not in BLIND_LINES:
            self.add_error(
                "line",
                ValidationError(
                    _("The Blind pays from a straight up: it has no line “%(line)s”."),
                    code="line_of_another_table",
                    params={"line": HandCategory(line).label},
                ),
            )
        return self.cleaned_data


class UltimatePayFormSet(RowsFormSet):
    """A house's pay lines: each once in its table; Trips lines only where the house offers
    the Trips (as the house rules posted beside them say)."""

    key = ("table", "line")

    def _offers_trips(self) -> bool:
        house_prefix = "ultimate-0-"
        if f"{house_prefix}id" in self.data or f"{house_prefix}preflop_multiples" in self.data:
            # A ticked checkbox posts a value; an unticked one posts nothing.
            return bool(self.data.get(house_prefix + "offers_trips"))
        house = getattr(self.instance, "ultimate", None)
        return house is None or bool(house.offers_trips)

    def clean(self) -> None:
        rows = [form for form in self.rows() if not form.errors]
        keys = Counter(
            (form.cleaned_data.get("table"), form.cleaned_data.get("line")) for form in rows
        )
        errors = [
            ValidationError(
                _("%(line)s appears twice in the %(table)s table."),
                code="duplicate",
                params={"line": HandCategory(line).label, "table": UltimateTable(table).label},
            )
            for (table, line), count in keys.items()
            if table and line and count > 1
        ]
        if any(table == UltimateTable.TRIPS for table, _line in keys) and not self._offers_trips():
            errors.append(
                ValidationError(
                    _(
                        "The house does not offer the Trips, yet its table has lines: tick it "
                        "in the house rules, or delete the lines."
                    ),
                    code="table_not_offered",
                )
            )
        self.refuse_or_continue(errors)
