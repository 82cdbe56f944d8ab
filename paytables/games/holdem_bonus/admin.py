"""The admin of Texas Hold'em Bonus's variants, apart from other games': the house rules,
the Bonus's lines and the sources inline, every figure the house has not published listed at
the top of the change page, the clone action of every game's variants. Every check of an
edit lives in ``paytables.games.holdem_bonus.forms_admin``. Registered from the registry
(``paytables.admin``)."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db.models import Case, IntegerField, QuerySet, Value, When
from django.http import HttpRequest
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from engine.errors import RulesIncomplete
from engine.holdem_bonus.rules import HoldemBonusRules
from paytables.admin.reference import HouseVariantAdmin, VariantSourceInline, _is_new
from paytables.games.holdem_bonus.comparison import bonus_text
from paytables.games.holdem_bonus.forms_admin import (
    HoldemBonusHouseForm,
    HoldemBonusHouseFormSet,
    HoldemBonusPayForm,
    HoldemBonusPayFormSet,
    HoldemBonusVariantAdminForm,
)
from paytables.games.holdem_bonus.models import (
    HoldemBonusHouse,
    HoldemBonusLine,
    HoldemBonusPay,
    HoldemBonusVariant,
)
from paytables.games.holdem_bonus.rules import pays_of
from paytables.games.holdem_bonus.selectors import holdem_bonus_unknown_figures
from paytables.models import Variant


class HoldemBonusHouseInline(admin.StackedInline):
    model = HoldemBonusHouse
    form = HoldemBonusHouseForm
    formset = HoldemBonusHouseFormSet
    min_num = 1
    max_num = 1
    extra = 0
    can_delete = False
    verbose_name_plural = _("house rules")


class HoldemBonusPayInline(admin.TabularInline):
    model = HoldemBonusPay
    form = HoldemBonusPayForm
    formset = HoldemBonusPayFormSet
    extra = 0
    verbose_name_plural = _("Bonus table")

    def offered_rows(self, variant: Variant | None) -> list[dict[str, object]]:
        """The Bonus's lines not entered, each line filled in and its odds left to the
        instructor: never a figure the house did not publish. None where the house offers
        no Bonus."""
        house = (
            None if variant is None or _is_new(variant) else getattr(variant, "holdem_bonus", None)
        )
        if house is not None and not house.offers_bonus:
            return []
        entered: set[str] = set()
        if variant is not None and not _is_new(variant):
            entered = {pay.line for pay in pays_of(variant)}
        return [{"line": line} for line in HoldemBonusLine if line not in entered]

    def get_extra(self, request: HttpRequest, obj: Variant | None = None, **kwargs: Any) -> int:
        return len(self.offered_rows(obj))

    def get_queryset(self, request: HttpRequest) -> QuerySet[HoldemBonusPay]:
        lines = Case(
            *(When(line=line.value, then=Value(rank)) for rank, line in enumerate(HoldemBonusLine)),
            output_field=IntegerField(),
        )
        return super().get_queryset(request).alias(l=lines).order_by("l")


@admin.register(HoldemBonusVariant)
class HoldemBonusVariantAdmin(HouseVariantAdmin):
    form = HoldemBonusVariantAdminForm
    inlines = [HoldemBonusHouseInline, HoldemBonusPayInline, VariantSourceInline]
    engine = "holdem_bonus"
    list_display = ("name", "slug", "game_name", "ante_pays_from", "bonus", "unknown_figures")
    list_filter = ("game", "holdem_bonus__ante_pays_from", "holdem_bonus__bonus_on_fold")
    search_fields = ("slug", "name_en", "name_vi", "summary_en", "summary_vi")
    list_select_related = ("game", "holdem_bonus")

    def get_queryset(self, request: HttpRequest) -> QuerySet[Variant]:
        # The columns and the change page's list of unknown figures read every row.
        return (
            super()
            .get_queryset(request)
            .select_related("game", "holdem_bonus")
            .prefetch_related("holdem_bonus_pays", "sources")
        )

    @admin.display(description=_("a winning ante is paid from"))
    def ante_pays_from(self, variant: Variant) -> str:
        house = getattr(variant, "holdem_bonus", None)
        return gettext("unknown") if house is None else str(house.get_ante_pays_from_display())

    @admin.display(description=_("Bonus"))
    def bonus(self, variant: Variant) -> str:
        try:
            rules: HoldemBonusRules = variant.rules()
        except RulesIncomplete:
            return gettext("unknown")
        return bonus_text(rules)

    def unknown_figures_of(self, variant: Variant) -> list[str]:
        return holdem_bonus_unknown_figures(variant=variant)
