"""The admin of Russian Poker's variants, apart from Oasis Poker's: the house rules, the bet
pay table and the sources inline, every figure the house has not published listed at the
top of the change page. Every check of an edit lives in ``paytables.forms_admin``."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from paytables.admin.reference import (
    HouseVariantAdmin,
    VariantSourceInline,
    _is_new,
    _strongest_first,
)
from paytables.forms_admin import (
    RussianHouseForm,
    RussianHouseFormSet,
    RussianPayForm,
    RussianPayFormSet,
    RussianVariantAdminForm,
)
from paytables.games.russian.selectors import russian_unknown_figures
from paytables.models import (
    HandCategory,
    RussianHouse,
    RussianPay,
    RussianVariant,
    Variant,
)
from paytables.wording import antes_text


class RussianHouseInline(admin.StackedInline):
    model = RussianHouse
    form = RussianHouseForm
    formset = RussianHouseFormSet
    min_num = 1
    max_num = 1
    extra = 0
    can_delete = False
    verbose_name_plural = _("house rules")
    fieldsets = (
        (
            _("Draws: an exchange or a sixth card"),
            {
                "fields": (
                    ("exchange_fewest", "exchange_most"),
                    "sixth_card",
                    ("draws", "draw_fee"),
                    "exchange_and_sixth",
                )
            },
        ),
        (
            _("When the dealer has no game"),
            {
                "fields": (
                    "buy_game_fee",
                    "dealer_discards",
                    "redraw_same_rank",
                    "ante_after_bought_no_game",
                )
            },
        ),
        (
            _("When the player wins"),
            {"fields": ("ante_on_win", "two_combinations", "same_ranks_second")},
        ),
        (
            _("Insurance"),
            {
                "fields": (
                    "insurance",
                    "insurance_least",
                    "insurance_limit",
                    "insurance_returned_unless_won",
                )
            },
        ),
    )


class RussianPayInline(admin.TabularInline):
    model = RussianPay
    form = RussianPayForm
    formset = RussianPayFormSet
    extra = 0
    verbose_name_plural = _("bet pay table")

    def offered_rows(self, variant: Variant | None) -> list[dict[str, object]]:
        """The lines the table still lacks, hands filled in and odds left to the instructor:
        never a figure the house did not publish."""
        entered = set()
        if variant is not None and not _is_new(variant):
            entered = {pay.category for pay in variant.russian_pays.all()}
        return [
            {"category": category} for category in HandCategory.winning() if category not in entered
        ]

    def get_extra(self, request: HttpRequest, obj: Variant | None = None, **kwargs: Any) -> int:
        return len(self.offered_rows(obj))

    def get_queryset(self, request: HttpRequest) -> QuerySet[RussianPay]:
        return super().get_queryset(request).alias(strength=_strongest_first()).order_by("strength")


@admin.register(RussianVariant)
class RussianVariantAdmin(HouseVariantAdmin):
    form = RussianVariantAdminForm
    inlines = [RussianHouseInline, RussianPayInline, VariantSourceInline]
    engine = "russian"
    list_display = (
        "name",
        "slug",
        "game_name",
        "exchange",
        "sixth_card",
        "ante_on_win",
        "unknown_figures",
    )
    list_filter = ("game", "russian__sixth_card", "russian__ante_on_win")
    search_fields = (
        "slug",
        "name_en",
        "name_vi",
        "summary_en",
        "summary_vi",
        "source_en",
        "source_vi",
    )
    list_select_related = ("game", "russian")

    def get_queryset(self, request: HttpRequest) -> QuerySet[Variant]:
        # The columns and the change page's list of unknown figures read every row.
        return (
            super()
            .get_queryset(request)
            .select_related("game", "russian")
            .prefetch_related("russian_pays", "sources")
        )

    @admin.display(description=_("exchange"))
    def exchange(self, variant: Variant) -> str:
        house = getattr(variant, "russian", None)
        if house is None or house.exchange_fewest is None or house.exchange_most is None:
            return gettext("none")
        return gettext("%(fewest)s to %(most)s cards for %(fee)s") % {
            "fewest": house.exchange_fewest,
            "most": house.exchange_most,
            "fee": antes_text(house.draw_fee),
        }

    @admin.display(description=_("sixth card"), boolean=True, ordering="russian__sixth_card")
    def sixth_card(self, variant: Variant) -> bool | None:
        house = getattr(variant, "russian", None)
        return None if house is None else house.sixth_card

    @admin.display(description=_("ante on a win"), ordering="russian__ante_on_win")
    def ante_on_win(self, variant: Variant) -> str:
        house = getattr(variant, "russian", None)
        if house is None or not house.ante_on_win:
            return gettext("unknown")
        return house.get_ante_on_win_display()

    def unknown_figures_of(self, variant: Variant) -> list[str]:
        return russian_unknown_figures(variant=variant)
