"""The admin's forms for Three Card Poker's house rules: each refuses a bad edit and says
why. A line of a table is entered once, in a table that has it; odds are whole numbers from
1 (empty: a line the house pays at a figure it has not published); lines of a table the
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
from paytables.games.three_card.models import (
    ThreeCardHouse,
    ThreeCardLine,
    ThreeCardPay,
    ThreeCardTable,
    ThreeCardVariant,
)

# The house form's flag of each table, as the house inline posts it.
OFFERS = {
    ThreeCardTable.ANTE_BONUS: "offers_ante_bonus",
    ThreeCardTable.PAIR_PLUS: "offers_pair_plus",
    ThreeCardTable.SIX_CARD: "offers_six_card",
}


class ThreeCardVariantAdminForm(forms.ModelForm):
    """What a Three Card Poker variant has of every variant: names, texts, the chips."""

    class Meta:
        model = ThreeCardVariant
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


class ThreeCardHouseForm(HouseRulesForm):
    """A house's tables offered and its Pair Plus rules; what a fold does to Pair Plus may
    be left unknown."""

    class Meta:
        model = ThreeCardHouse
        fields = (
            "offers_ante_bonus",
            "offers_pair_plus",
            "offers_six_card",
            "pair_plus_alone",
            "pair_plus_on_fold",
        )
        widgets = {"pair_plus_on_fold": UnknownNullBooleanSelect}

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        if not data.get("offers_pair_plus") and data.get("pair_plus_on_fold") is not None:
            self.add_error(
                "pair_plus_on_fold",
                _(
                    "The house offers no Pair Plus: leave what a fold does to it unknown, or "
                    "tick “offers Pair Plus”."
                ),
            )
        return data


class ThreeCardHouseFormSet(HouseRulesFormSet):
    """The one row of house rules a Three Card Poker variant has."""

    missing = _("A Three Card Poker variant needs its house rules: fill in the form below.")


class ThreeCardPayForm(NewRowWithoutFigureIsEmpty):
    """One line of a table, in a table that has it. A line offered with its odds left empty
    is not entered; a saved line whose odds are emptied stays, at an unpublished figure,
    and makes its table unknown."""

    figure_field = "odds"

    class Meta:
        model = ThreeCardPay
        fields = ("table", "line", "odds")
        error_messages = {"odds": {"min_value": ODDS_NOT_WHOLE, "invalid": ODDS_NOT_WHOLE}}
        help_texts = {
            "odds": _(
                "A whole number: 40 means 40 to 1. Empty: the house pays this line at a "
                "figure it has not published."
            ),
        }

    def clean(self) -> dict[str, Any]:
        super().clean()
        table, line = self.cleaned_data.get("table"), self.cleaned_data.get("line")
        if table and line and line not in ThreeCardLine.of_table(table):
            self.add_error(
                "line",
                ValidationError(
                    _("The %(table)s table has no line “%(line)s”."),
                    code="line_of_another_table",
                    params={
                        "table": ThreeCardTable(table).label,
                        "line": ThreeCardLine(line).label,
                    },
                ),
            )
        return self.cleaned_data


class ThreeCardPayFormSet(RowsFormSet):
    """A house's pay lines: each once in its table, only in tables the house offers (as the
    house rules posted beside them say)."""

    key = ("table", "line")

    def _offered(self, table: str) -> bool:
        house_prefix = "three_card-0-"
        if f"{house_prefix}id" in self.data or f"{house_prefix}pair_plus_alone" in self.data:
            # A ticked checkbox posts a value; an unticked one posts nothing.
            return bool(self.data.get(house_prefix + OFFERS[ThreeCardTable(table)]))
        house = getattr(self.instance, "three_card", None)
        return house is None or bool(getattr(house, OFFERS[ThreeCardTable(table)]))

    def clean(self) -> None:
        rows = [form for form in self.rows() if not form.errors]
        keys = Counter(
            (form.cleaned_data.get("table"), form.cleaned_data.get("line")) for form in rows
        )
        errors = [
            ValidationError(
                _("%(line)s appears twice in the %(table)s table."),
                code="duplicate",
                params={"line": ThreeCardLine(line).label, "table": ThreeCardTable(table).label},
            )
            for (table, line), count in keys.items()
            if table and line and count > 1
        ]
        for table in sorted({table for table, _line in keys if table}):
            if not self._offered(table):
                errors.append(
                    ValidationError(
                        _(
                            "The house does not offer the %(table)s, yet its table has lines: "
                            "tick it in the house rules, or delete the lines."
                        ),
                        code="table_not_offered",
                        params={"table": ThreeCardTable(table).label},
                    )
                )
        self.refuse_or_continue(errors)
