"""The admin's forms for house rules: each refuses a bad edit and says why.

A variant's form checks its own fields; the inline formsets check the rows as a whole
(every count or hand once, a complete pay table). The admin saves the variant and its rows
only when the form and every formset are valid, in one transaction, so a refused edit
writes nothing.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from django import forms
from django.core.exceptions import ValidationError
from django.db import models
from django.forms.models import BaseInlineFormSet
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from paytables.models import (
    UNKNOWN,
    AntePaysChoice,
    BonusPay,
    DealerDiscardsChoice,
    HandCategory,
    InsuranceLimitChoice,
    RaisePay,
    RussianHouse,
    RussianPay,
    RussianVariant,
    SwitchFee,
    Variant,
    VariantSource,
)

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

CARDS_OUT_OF_RANGE = _("A switch is of 1 to 5 cards: %(value)s cards cannot be switched.")
FEE_NOT_POSITIVE = _("A fee is a positive number of antes: %(value)s is not.")
ODDS_NOT_WHOLE = _("The odds are a positive whole number: 7 means 7 to 1.")
MAX_PAYOUT_ERRORS = {
    "min_value": _(
        "The maximum payout is a positive amount; leave it empty when no cap is entered."
    ),
    "max_value": _("The maximum payout is at most %(limit_value)s."),
}


def _hand_list(categories: list[HandCategory]) -> str:
    return ", ".join(str(category.label) for category in categories)


class VariantAdminForm(forms.ModelForm):
    class Meta:
        model = Variant
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
            "max_switches",
            "fold_after_switch",
            "full_switch_forces_raise",
            "dealer_buy_fee",
            "lower_pays_after_switch",
            "bonus_table",
            "bonus_on",
            "max_payout",
        )
        error_messages = {
            "dealer_buy_fee": {
                "min_value": _(
                    "The fee to buy the dealer a card is a positive number of antes; leave it "
                    "empty when the house does not allow it."
                )
            },
            "max_payout": MAX_PAYOUT_ERRORS,
        }

    def clean(self) -> dict[str, Any]:
        super().clean()
        cleaned_data = self.cleaned_data
        if cleaned_data.get("lower_pays_after_switch") and cleaned_data.get("max_switches") == 0:
            self.add_error(
                "lower_pays_after_switch",
                _(
                    "A variant with no switching has no after-switch pay table: allow "
                    "switching or turn this off."
                ),
            )
        return cleaned_data


class HouseRulesForm(forms.ModelForm):
    """The one row of a game's house rules beside its variant (``HouseVariantAdmin``)."""


class HouseRulesFormSet(BaseInlineFormSet):
    """The inline of a variant's one row of house rules: it may not be left out, and says so
    in the game's words (``missing``)."""

    missing: StrOrPromise = ""

    def clean(self) -> None:
        super().clean()
        kept = [form for form in self.forms if not self._should_delete_form(form)]  # type: ignore[attr-defined]
        if not kept:
            raise ValidationError(self.missing, code="no_house_rules")


class NewRowWithoutFigureIsEmpty(forms.ModelForm):
    """A new row whose figure is left empty is an empty row, whatever else it holds.

    The admin offers the missing rows of a table with their hand or number of cards filled
    in and the figure left for the instructor; a row left like that is not entered.
    """

    figure_field = ""

    def has_changed(self) -> bool:
        figure = self[self.figure_field].data
        if self.instance.pk is None and figure in self.fields[self.figure_field].empty_values:
            return False
        return super().has_changed()


class SwitchFeeForm(NewRowWithoutFigureIsEmpty):
    figure_field = "fee"

    class Meta:
        model = SwitchFee
        fields = ("cards", "fee")
        error_messages = {
            "cards": {"min_value": CARDS_OUT_OF_RANGE, "max_value": CARDS_OUT_OF_RANGE},
            "fee": {"min_value": FEE_NOT_POSITIVE},
        }
        help_texts = {
            "cards": _("From 1 to 5. A number of cards with no fee may not be switched."),
            "fee": _("In antes, for example 1 or 1.5. Leave it empty on a new row to skip it."),
        }


class RaisePayForm(NewRowWithoutFigureIsEmpty):
    figure_field = "odds"

    class Meta:
        model = RaisePay
        fields = ("table", "category", "odds")
        error_messages = {
            "odds": {"min_value": ODDS_NOT_WHOLE, "invalid": ODDS_NOT_WHOLE},
        }
        help_texts = {
            "table": _(
                "The after-switch table applies only to a variant that pays a different "
                "table after a switch."
            ),
            "odds": _("A whole number: 7 means 7 to 1. Leave it empty on a new row to skip it."),
        }

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # Offer only the winning hands; a posted "no hand" is refused by clean_category.
        self.fields["category"].widget.choices = [
            ("", "---------"),
            *((category.value, category.label) for category in HandCategory.winning()),
        ]

    def clean_category(self) -> str:
        category = self.cleaned_data["category"]
        if category == HandCategory.HIGH_CARD:
            raise ValidationError(
                _("“%(hand)s” wins nothing on the raise: a pay table lists Ace-King and up."),
                code="not_winning",
                params={"hand": HandCategory.HIGH_CARD.label},
            )
        return category


class BonusPayForm(forms.ModelForm):
    class Meta:
        model = BonusPay
        fields = ("category", "odds", "meter_share")
        error_messages = {
            "odds": {"min_value": ODDS_NOT_WHOLE, "invalid": ODDS_NOT_WHOLE},
        }

    def clean(self) -> dict[str, Any]:
        super().clean()
        cleaned_data = self.cleaned_data
        if {"odds", "meter_share"} & set(self.errors):
            return cleaned_data
        odds, share = cleaned_data.get("odds"), cleaned_data.get("meter_share")
        # On a field, so that the model's own check of the same rule stays silent.
        if odds is not None and share is not None:
            self.add_error(
                "odds",
                _(
                    "A hand pays either fixed odds or a share of the meter, not both: empty "
                    "one of the two."
                ),
            )
        elif odds is None and share is None:
            self.add_error("odds", _("Enter the odds or the share of the meter this hand pays."))
        return cleaned_data


class RowsFormSet(BaseInlineFormSet):
    """An inline formset that knows which of its rows count.

    ``key`` names the fields a row is unique by within its parent (one row per hand).
    """

    key: tuple[str, ...] = ()

    def rows(self) -> list[forms.ModelForm]:
        """The forms that will be saved: not marked for deletion, not left empty."""
        return [
            form
            for form in self.forms
            # Private, used on purpose: the test Django's own formset checks make, which
            # (unlike ``deleted_forms``) does not wait for every row to be valid.
            if not self._should_delete_form(form)  # type: ignore[attr-defined]
            and (form.instance.pk is not None or form.has_changed())
        ]

    def refuse_or_continue(self, errors: list[ValidationError]) -> None:
        if errors:
            raise ValidationError(errors)
        # Django's own check for rows that repeat each other, which ours has covered.
        super().clean()

    def save_existing_objects(self, commit: bool = True) -> list[Any]:
        # Django saves row by row, so swapping the hands of two rows, or giving one row the
        # hand of a row deleted further down, would break the one-row-per-hand constraint
        # half-way. A row that changes its hand is deleted first and written afresh last.
        # Nothing refers to these rows, so new ids cost nothing.
        if not commit:
            return super().save_existing_objects(commit)
        moved = [
            form
            for form in self.initial_forms
            if form not in self.deleted_forms and set(self.key) & set(form.changed_data)
        ]
        # The rows' model, as the foreign key to the parent names it: ``self.model`` is the
        # same class, but typed as possibly missing.
        self.fk.model._default_manager.filter(pk__in=[form.instance.pk for form in moved]).delete()
        for form in moved:
            form.instance.pk = None
            form.instance._state.adding = True
        saved = super().save_existing_objects(commit)  # passes over the moved rows
        for form in moved:
            self.changed_objects.append((form.instance, form.changed_data))
            saved.append(self.save_existing(form, form.instance, commit=commit))
        return saved


class SwitchFeeFormSet(RowsFormSet):
    key = ("cards",)

    def clean(self) -> None:
        rows = self.rows()
        counts = Counter(form.cleaned_data.get("cards") for form in rows)
        errors = [
            ValidationError(
                ngettext(
                    "“%(count)d card” appears twice: keep one fee for each number of cards.",
                    "“%(count)d cards” appears twice: keep one fee for each number of cards.",
                    cards,
                ),
                code="duplicate",
                params={"count": cards},
            )
            for cards, times in sorted(counts.items(), key=lambda item: item[0] or 0)
            if cards is not None and times > 1
        ]
        if self.instance.max_switches == 0 and rows:
            errors.append(
                ValidationError(
                    _(
                        "A variant with no switching has no fees: delete these rows, or allow "
                        "switching."
                    ),
                    code="fees_without_switching",
                )
            )
        elif self.instance.max_switches and not rows:
            errors.append(
                ValidationError(
                    _(
                        "A variant with switching needs the fee of at least one number of "
                        "cards; set the switches allowed to 0 if the house has no switching."
                    ),
                    code="no_fees",
                )
            )
        self.refuse_or_continue(errors)


class RaisePayFormSet(RowsFormSet):
    key = ("table", "category")

    def clean(self) -> None:
        entered = [
            (form.cleaned_data.get("table"), form.cleaned_data.get("category"))
            for form in self.rows()
        ]
        counts = Counter(entered)
        errors = [
            ValidationError(
                _("%(hand)s appears twice in the %(table)s."),
                code="duplicate",
                params={"hand": category.label, "table": table.label},
            )
            for table in RaisePay.Table
            for category in HandCategory.winning()
            if counts[(table.value, category.value)] > 1
        ]
        hands = {
            table: {category for row_table, category in entered if row_table == table}
            for table in RaisePay.Table
        }
        missing = [
            category
            for category in HandCategory.winning()
            if category not in hands[RaisePay.Table.MAIN]
        ]
        if missing:
            errors.append(
                ValidationError(
                    _(
                        "The raise pay table has no row for: %(hands)s. Each winning hand "
                        "needs a row."
                    ),
                    code="main_incomplete",
                    params={"hands": _hand_list(missing)},
                )
            )
        after_switch = [row for row in entered if row[0] == RaisePay.Table.AFTER_SWITCH]
        missing = [
            category
            for category in HandCategory.winning()
            if category not in hands[RaisePay.Table.AFTER_SWITCH]
        ]
        if after_switch and not self.instance.lower_pays_after_switch:
            errors.append(
                ValidationError(
                    _(
                        "This variant pays the same table after a switch, so it has no "
                        "after-switch rows: delete them, or tick “%(field)s”."
                    ),
                    code="after_switch_not_used",
                    params={
                        "field": Variant._meta.get_field("lower_pays_after_switch").verbose_name
                    },
                )
            )
        elif after_switch and missing:
            errors.append(
                ValidationError(
                    _(
                        "The after-switch pay table has no row for: %(hands)s. Enter every row, "
                        "or none while the house's figures are unknown."
                    ),
                    code="after_switch_incomplete",
                    params={"hands": _hand_list(missing)},
                )
            )
        self.refuse_or_continue(errors)


class BonusPayFormSet(RowsFormSet):
    key = ("category",)

    def clean(self) -> None:
        counts = Counter(form.cleaned_data.get("category") for form in self.rows())
        errors = [
            ValidationError(
                _("%(hand)s appears twice in this bonus table."),
                code="duplicate",
                params={"hand": category.label},
            )
            for category in HandCategory
            if counts[category.value] > 1
        ]
        self.refuse_or_continue(errors)


# -- Russian Poker ------------------------------------------------------------------------

EXCHANGE_OUT_OF_RANGE = _("From 1 to 5 cards may be exchanged: %(value)s cannot.")


class RussianVariantAdminForm(forms.ModelForm):
    """What a Russian Poker variant has of every variant: names, texts, the maximum payout."""

    class Meta:
        model = RussianVariant
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
        )
        error_messages = {"max_payout": MAX_PAYOUT_ERRORS}


# The figures a house may leave unpublished: their empty choice says so.
UNKNOWN_CHOICES: dict[str, type[models.TextChoices]] = {
    "dealer_discards": DealerDiscardsChoice,
    "ante_on_win": AntePaysChoice,
    "ante_after_bought_no_game": AntePaysChoice,
    "insurance_limit": InsuranceLimitChoice,
}
UNKNOWN_YES_NO = (
    "redraw_same_rank",
    "two_combinations",
    "same_ranks_second",
    "insurance_returned_unless_won",
)


class UnknownNullBooleanSelect(forms.NullBooleanSelect):
    """Yes, no, or a figure the house has not published."""

    def __init__(self, attrs: dict[str, Any] | None = None) -> None:
        super().__init__(attrs)
        self.choices = [("unknown", UNKNOWN), ("true", _("Yes")), ("false", _("No"))]


class RussianHouseForm(HouseRulesForm):
    """A house's Russian Poker rules; a figure left empty is one the house has not published,
    and the checks refuse only rules that contradict one another."""

    class Meta:
        model = RussianHouse
        fields = (
            "exchange_fewest",
            "exchange_most",
            "sixth_card",
            "draws",
            "draw_fee",
            "exchange_and_sixth",
            "buy_game_fee",
            "dealer_discards",
            "redraw_same_rank",
            "ante_on_win",
            "ante_after_bought_no_game",
            "two_combinations",
            "same_ranks_second",
            "insurance",
            "insurance_least",
            "insurance_limit",
            "insurance_returned_unless_won",
        )
        widgets = dict.fromkeys(UNKNOWN_YES_NO, UnknownNullBooleanSelect)
        error_messages = {
            "exchange_fewest": {
                "min_value": EXCHANGE_OUT_OF_RANGE,
                "max_value": EXCHANGE_OUT_OF_RANGE,
            },
            "exchange_most": {
                "min_value": EXCHANGE_OUT_OF_RANGE,
                "max_value": EXCHANGE_OUT_OF_RANGE,
            },
            "draws": {"max_value": _("At most 5 draws a round: %(value)s is too many.")},
            "draw_fee": {"min_value": FEE_NOT_POSITIVE},
            "buy_game_fee": {
                "min_value": _(
                    "The fee to buy the dealer a game is a positive number of antes; leave it "
                    "empty when the house does not sell one."
                )
            },
        }

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for name, choices in UNKNOWN_CHOICES.items():
            field = self.fields[name]
            assert isinstance(field, forms.ChoiceField)  # a model field with choices
            field.choices = [("", UNKNOWN), *choices.choices]
        least = self.fields["insurance_least"]
        assert isinstance(least, forms.ChoiceField)
        least.choices = [(category.value, category.label) for category in HandCategory.winning()]

    def has_changed(self) -> bool:
        # A new variant's house rules are saved even when every default is kept.
        return self.instance.pk is None or super().has_changed()

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        fields = {"exchange_fewest", "exchange_most", "draws", "sixth_card"}
        if fields & set(self.errors):
            return data
        fewest, most = data.get("exchange_fewest"), data.get("exchange_most")
        exchange = fewest is not None and most is not None
        if (fewest is None) != (most is None):
            empty = "exchange_most" if most is None else "exchange_fewest"
            self.add_error(
                empty,
                _(
                    "Give both the fewest and the most cards that may be exchanged, or neither "
                    "when the house has no exchange."
                ),
            )
        elif fewest is not None and most is not None and fewest > most:
            self.add_error(
                "exchange_most",
                _("The most cards exchanged (%(most)s) is fewer than the fewest (%(fewest)s).")
                % {"most": most, "fewest": fewest},
            )
        draws, sixth = data.get("draws") or 0, data.get("sixth_card")
        if draws and not exchange and not sixth:
            self.add_error(
                "draws",
                _(
                    "Draws are allowed but there is neither an exchange nor a sixth card: allow "
                    "one of them, or set the draws to 0."
                ),
            )
        if data.get("exchange_and_sixth"):
            if not (exchange and sixth):
                self.add_error(
                    "exchange_and_sixth",
                    _(
                        "A round can hold an exchange and a sixth card only where the house has "
                        "both: allow both, or untick this."
                    ),
                )
            elif draws < 2:
                self.add_error(
                    "draws",
                    _("An exchange and a sixth card in one round are two draws: allow 2 or more."),
                )
        insurance_figures = data.get("insurance_limit") or (
            data.get("insurance_returned_unless_won") is not None
        )
        if not data.get("insurance") and insurance_figures:
            self.add_error(
                "insurance",
                _(
                    "The insurance's limit and what it gets are entered, but the house offers no "
                    "insurance: tick it, or leave them unknown."
                ),
            )
        return data


class RussianHouseFormSet(HouseRulesFormSet):
    """The one row of house rules a Russian Poker variant has."""

    missing = _("A Russian Poker variant needs its house rules: fill in the form below.")


class RussianPayForm(NewRowWithoutFigureIsEmpty):
    figure_field = "odds"

    class Meta:
        model = RussianPay
        fields = ("category", "odds")
        error_messages = {"odds": {"min_value": ODDS_NOT_WHOLE, "invalid": ODDS_NOT_WHOLE}}
        help_texts = {
            "odds": _(
                "A whole number: 4 means 4 to 1. Leave it empty while the house's figure is "
                "unknown."
            ),
        }

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["category"].widget.choices = [
            ("", "---------"),
            *((category.value, category.label) for category in HandCategory.winning()),
        ]

    def clean_category(self) -> str:
        category = self.cleaned_data["category"]
        if category == HandCategory.HIGH_CARD:
            raise ValidationError(
                _("“%(hand)s” wins nothing on the bet: a pay table lists Ace-King and up."),
                code="not_winning",
                params={"hand": HandCategory.HIGH_CARD.label},
            )
        return category


class RussianPayFormSet(RowsFormSet):
    key = ("category",)

    def clean(self) -> None:
        counts = Counter(form.cleaned_data.get("category") for form in self.rows())
        errors = [
            ValidationError(
                _("%(hand)s appears twice in the bet pay table."),
                code="duplicate",
                params={"hand": category.label},
            )
            for category in HandCategory.winning()
            if counts[category.value] > 1
        ]
        self.refuse_or_continue(errors)


def _https_by_default(field: models.Field[Any, Any], **kwargs: Any) -> forms.Field | None:
    # An address typed without its scheme is read as https:// (Django 6's default).
    if isinstance(field, models.URLField):
        kwargs.setdefault("assume_scheme", "https")
    return field.formfield(**kwargs)


class VariantSourceForm(forms.ModelForm):
    class Meta:
        model = VariantSource
        formfield_callback = _https_by_default
        fields = ("title_en", "title_vi", "url", "position")
        error_messages = {
            "url": {"invalid": _("Enter the page's whole address, beginning with https://.")}
        }
