"""The admin's forms for baccarat's house rules: each refuses a bad edit and says why. A pay
is entered only for a bet the house offers; the rounding's unit and direction go together;
the bets' multiples only once the house has published them; a Dragon Bonus line is entered
once per margin, only where the house offers the bet."""

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
)
from paytables.games.baccarat.models import BaccaratDragonPay, BaccaratHouse, BaccaratVariant

# Each side bet's pay field beside the flag that offers it.
OFFERED_PAYS = {
    "offers_pairs": "pair_pays",
    "offers_super_six": "super_six_pays",
    "offers_dragon_7": "dragon_7_pays",
    "offers_panda_8": "panda_8_pays",
    "offers_dragon_bonus": "dragon_natural_pays",
}
ODDS_FIELDS = ("tie_pays", *OFFERED_PAYS.values())


class BaccaratVariantAdminForm(forms.ModelForm):
    """What a baccarat variant has of every variant: names, texts, the limit, the chips."""

    class Meta:
        model = BaccaratVariant
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


class BaccaratHouseForm(HouseRulesForm):
    class Meta:
        model = BaccaratHouse
        exclude = ("variant",)
        error_messages = {
            name: {"min_value": ODDS_NOT_WHOLE, "invalid": ODDS_NOT_WHOLE} for name in ODDS_FIELDS
        }

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        for offered, pays in OFFERED_PAYS.items():
            if not data.get(offered) and data.get(pays) is not None:
                self.add_error(
                    pays,
                    ValidationError(
                        _("The house does not offer this bet: empty its pay, or tick “%(offer)s”."),
                        code="pay_not_offered",
                        params={"offer": self.fields[offered].label},
                    ),
                )
        if (data.get("rounding_unit") is None) != (not data.get("rounding_direction")):
            self.add_error(
                "rounding_direction",
                ValidationError(
                    _("Give both the unit and the direction of the rounding, or neither."),
                    code="rounding_half_given",
                ),
            )
        given = [name for name in ("banker_multiple", "tie_multiple") if data.get(name)]
        if given and not data.get("multiples_published"):
            self.add_error(
                given[0],
                ValidationError(
                    _("Tick that the house has published its multiples, or empty them."),
                    code="multiples_not_published",
                ),
            )
        if data.get("banker_six_pays") == "1/2" and data.get("commission"):
            self.add_error(
                "banker_six_pays",
                ValidationError(
                    _(
                        "A Banker win on 6 is paid 1 to 2 only where the house takes no "
                        "commission: set the commission to 0."
                    ),
                    code="half_pay_with_commission",
                ),
            )
        return data


class BaccaratHouseFormSet(HouseRulesFormSet):
    """The one row of house rules a baccarat variant has."""

    missing = _("A baccarat variant needs its house rules: fill in the form below.")


class BaccaratDragonPayForm(NewRowWithoutFigureIsEmpty):
    """One line of the Dragon Bonus table; a line offered with its odds empty is not
    entered, a saved line emptied stays at an unpublished figure."""

    figure_field = "odds"

    class Meta:
        model = BaccaratDragonPay
        fields = ("margin", "odds")
        error_messages = {"odds": {"min_value": ODDS_NOT_WHOLE, "invalid": ODDS_NOT_WHOLE}}


class BaccaratDragonPayFormSet(RowsFormSet):
    """The Dragon Bonus lines: each margin once, only where the house offers the bet (as
    the house rules posted beside them say)."""

    key = ("margin",)

    def _offered(self) -> bool:
        prefix = "baccarat-0-"
        if f"{prefix}id" in self.data or f"{prefix}decks" in self.data:
            # A ticked checkbox posts a value; an unticked one posts nothing.
            return bool(self.data.get(f"{prefix}offers_dragon_bonus"))
        house = getattr(self.instance, "baccarat", None)
        return house is not None and house.offers_dragon_bonus

    def clean(self) -> None:
        rows = [form for form in self.rows() if not form.errors]
        margins = Counter(form.cleaned_data.get("margin") for form in rows)
        errors = [
            ValidationError(
                _("The win by %(margin)s points appears twice."),
                code="duplicate",
                params={"margin": margin},
            )
            for margin, count in margins.items()
            if margin is not None and count > 1
        ]
        if rows and not self._offered():
            errors.append(
                ValidationError(
                    _(
                        "The house does not offer the Dragon Bonus, yet its table has lines: "
                        "tick it in the house rules, or delete the lines."
                    ),
                    code="table_not_offered",
                )
            )
        self.refuse_or_continue(errors)
