"""The admin of the casinos' chip sets: a set's currency and pay policy, its chips inline
(value, colour, labels), each refused edit with its reason and nothing saved."""

from __future__ import annotations

from collections import Counter
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import ValidationError
from django.db.models import Count, QuerySet
from django.http import HttpRequest, HttpResponse
from django.utils.formats import number_format
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from paytables.admin.reference import VariantCount
from paytables.forms_admin import RowsFormSet
from paytables.models import ChipDenomination, ChipSet, plain_value

if TYPE_CHECKING:
    from django_stubs_ext import WithAnnotations

CHIP_REPEATED = _("A chip of %(value)s appears twice: keep one row for each value.")
NO_CHIPS = _("A chip set needs at least one chip: enter its value, colour and label below.")
EXAMPLE_SET = _(
    "%(chip_set)s is an example, not a casino's chips: replace its values and colours with "
    "the casino's own, then turn “an example” off."
)


def _value(value: Decimal) -> str:
    return number_format(plain_value(value), force_grouping=True)


class ChipDenominationForm(forms.ModelForm):
    class Meta:
        model = ChipDenomination
        fields = ("value", "colour", "label_en", "label_vi", "position")
        # The browser's colour picker writes #rrggbb; the field's check refuses anything else.
        widgets = {"colour": forms.TextInput(attrs={"type": "color"})}


class ChipDenominationFormSet(RowsFormSet):
    key = ("value",)

    def clean(self) -> None:
        rows = self.rows()
        counts = Counter(form.cleaned_data.get("value") for form in rows)
        errors = [
            ValidationError(CHIP_REPEATED, code="duplicate", params={"value": _value(value)})
            for value, times in sorted(counts.items(), key=lambda item: item[0] or 0)
            if value is not None and times > 1
        ]
        if not rows:
            errors.append(ValidationError(NO_CHIPS, code="no_chips"))
        self.refuse_or_continue(errors)


class ChipDenominationInline(admin.TabularInline):
    model = ChipDenomination
    form = ChipDenominationForm
    formset = ChipDenominationFormSet
    ordering = ("position", "value")
    extra = 1


@admin.register(ChipSet)
class ChipSetAdmin(admin.ModelAdmin):
    inlines = [ChipDenominationInline]
    prepopulated_fields = {"slug": ("name_en",)}
    save_on_top = True
    fieldsets = (
        (
            _("Names and texts"),
            {
                "fields": (
                    "slug",
                    ("name_en", "name_vi"),
                    "summary_en",
                    "summary_vi",
                    ("source_en", "source_vi"),
                )
            },
        ),
        (
            _("How the house pays"),
            {"fields": ("currency", "policy", "raise_to_makeable", "example")},
        ),
    )
    list_display = (
        "name",
        "currency",
        "chip_values",
        "policy",
        "raise_to_makeable",
        "example",
        "variant_count",
    )
    list_filter = ("currency", "policy", "example")
    search_fields = (
        "slug",
        "name_en",
        "name_vi",
        "summary_en",
        "summary_vi",
        "source_en",
        "source_vi",
    )
    # A chip set refers to no other row: the chips column reads the prefetched chips.
    list_select_related = False

    def get_queryset(self, request: HttpRequest) -> QuerySet[ChipSet]:
        return (
            super()
            .get_queryset(request)
            .prefetch_related("denominations")
            .annotate(variant_count=Count("variants"))
        )

    @admin.display(description=_("name"), ordering="name_en")
    def name(self, chip_set: ChipSet) -> str:
        return str(chip_set)

    @admin.display(description=_("chips"))
    def chip_values(self, chip_set: ChipSet) -> str:
        values = sorted(chip.value for chip in chip_set.denominations.all())
        return ", ".join(_value(value) for value in values) or gettext("none")

    @admin.display(description=_("variants using it"), ordering="variant_count")
    def variant_count(self, chip_set: WithAnnotations[ChipSet, VariantCount]) -> int:
        return chip_set.variant_count

    def render_change_form(
        self,
        request: HttpRequest,
        context: dict[str, Any],
        add: bool = False,
        change: bool = False,
        form_url: str = "",
        obj: ChipSet | None = None,
    ) -> HttpResponse:
        if request.method == "GET" and obj is not None and obj.example:
            messages.warning(request, EXAMPLE_SET % {"chip_set": obj})
        return super().render_change_form(request, context, add, change, form_url, obj)
