"""The admin of Ultimate Texas Hold'em's variants, apart from other games': the house rules,
the lines of its Blind and Trips tables and the sources inline, every figure the house has
not published listed at the top of the change page, the clone action of every game's
variants. Every check of an edit lives in ``paytables.games.ultimate.forms_admin``.
Registered from the registry (``paytables.admin``)."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db.models import Case, IntegerField, QuerySet, Value, When
from django.http import HttpRequest
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from engine.errors import RulesIncomplete
from engine.ultimate.rules import UltimateRules
from paytables.admin.reference import HouseVariantAdmin, VariantSourceInline, _is_new
from paytables.games.ultimate.comparison import table_text
from paytables.games.ultimate.forms_admin import (
    UltimateHouseForm,
    UltimateHouseFormSet,
    UltimatePayForm,
    UltimatePayFormSet,
    UltimateVariantAdminForm,
)
from paytables.games.ultimate.models import (
    BLIND_LINES,
    LINES,
    UltimateHouse,
    UltimatePay,
    UltimateTable,
    UltimateVariant,
)
from paytables.games.ultimate.rules import pays_of
from paytables.games.ultimate.selectors import ultimate_unknown_figures
from paytables.models import Variant


class UltimateHouseInline(admin.StackedInline):
    model = UltimateHouse
    form = UltimateHouseForm
    formset = UltimateHouseFormSet
    min_num = 1
    max_num = 1
    extra = 0
    can_delete = False
    verbose_name_plural = _("house rules")
    fields = ("preflop_multiples", "offers_trips", "trips_on_fold")


class UltimatePayInline(admin.TabularInline):
    model = UltimatePay
    form = UltimatePayForm
    formset = UltimatePayFormSet
    extra = 0
    verbose_name_plural = _("pay tables")

    def offered_rows(self, variant: Variant | None) -> list[dict[str, object]]:
        """The lines of each offered table that are not entered, table and line filled in
        and odds left to the instructor: never a figure the house did not publish."""
        house = None if variant is None or _is_new(variant) else getattr(variant, "ultimate", None)
        entered: set[tuple[str, str]] = set()
        if variant is not None and not _is_new(variant):
            entered = {(pay.table, pay.line) for pay in pays_of(variant)}
        tables = {UltimateTable.BLIND: BLIND_LINES}
        if house is None or house.offers_trips:
            tables[UltimateTable.TRIPS] = LINES
        return [
            {"table": table, "line": line}
            for table, lines in tables.items()
            for line in lines
            if (table, line) not in entered
        ]

    def get_extra(self, request: HttpRequest, obj: Variant | None = None, **kwargs: Any) -> int:
        return len(self.offered_rows(obj))

    def get_queryset(self, request: HttpRequest) -> QuerySet[UltimatePay]:
        tables = Case(
            *(
                When(table=table.value, then=Value(rank))
                for rank, table in enumerate(UltimateTable)
            ),
            output_field=IntegerField(),
        )
        lines = Case(
            *(When(line=line.value, then=Value(rank)) for rank, line in enumerate(LINES)),
            output_field=IntegerField(),
        )
        return super().get_queryset(request).alias(t=tables, l=lines).order_by("t", "l")


@admin.register(UltimateVariant)
class UltimateVariantAdmin(HouseVariantAdmin):
    form = UltimateVariantAdminForm
    inlines = [UltimateHouseInline, UltimatePayInline, VariantSourceInline]
    engine = "ultimate"
    list_display = ("name", "slug", "game_name", "blind", "trips", "unknown_figures")
    list_filter = ("game", "ultimate__offers_trips", "ultimate__trips_on_fold")
    search_fields = ("slug", "name_en", "name_vi", "summary_en", "summary_vi")
    list_select_related = ("game", "ultimate")

    def get_queryset(self, request: HttpRequest) -> QuerySet[Variant]:
        # The columns and the change page's list of unknown figures read every row.
        return (
            super()
            .get_queryset(request)
            .select_related("game", "ultimate")
            .prefetch_related("ultimate_pays", "sources")
        )

    def _table(self, variant: Variant, name: str) -> str:
        try:
            rules: UltimateRules = variant.rules()
        except RulesIncomplete:
            return gettext("unknown")
        return table_text(getattr(rules, name))

    @admin.display(description=_("Blind"))
    def blind(self, variant: Variant) -> str:
        return self._table(variant, "blind")

    @admin.display(description=_("Trips"))
    def trips(self, variant: Variant) -> str:
        return self._table(variant, "trips")

    def unknown_figures_of(self, variant: Variant) -> list[str]:
        return ultimate_unknown_figures(variant=variant)
