"""The admin of Casino Hold'em's variants, apart from other games': the house rules, the pay
lines of its two tables and the sources inline, every figure the house has not published
listed at the top of the change page, the clone action of every game's variants. Every
check of an edit lives in ``paytables.games.casino_holdem.forms_admin``. Registered from the
registry (``paytables.admin``)."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db.models import Case, IntegerField, QuerySet, Value, When
from django.http import HttpRequest
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from engine.casino_holdem.rules import CasinoHoldemRules
from engine.errors import RulesIncomplete
from paytables.admin.reference import HouseVariantAdmin, VariantSourceInline, _is_new
from paytables.games.casino_holdem.comparison import on_fold_text, table_text
from paytables.games.casino_holdem.forms_admin import (
    CasinoHoldemHouseForm,
    CasinoHoldemHouseFormSet,
    CasinoHoldemPayForm,
    CasinoHoldemPayFormSet,
    CasinoHoldemVariantAdminForm,
)
from paytables.games.casino_holdem.models import (
    CasinoHoldemHouse,
    CasinoHoldemLine,
    CasinoHoldemPay,
    CasinoHoldemTable,
    CasinoHoldemVariant,
)
from paytables.games.casino_holdem.rules import pays_of
from paytables.games.casino_holdem.selectors import casino_holdem_unknown_figures
from paytables.models import Variant


class CasinoHoldemHouseInline(admin.StackedInline):
    model = CasinoHoldemHouse
    form = CasinoHoldemHouseForm
    formset = CasinoHoldemHouseFormSet
    min_num = 1
    max_num = 1
    extra = 0
    can_delete = False
    verbose_name_plural = _("house rules")
    fieldsets = ((_("AA Bonus"), {"fields": ("offers_aa_bonus", "aa_bonus_on_fold")}),)


class CasinoHoldemPayInline(admin.TabularInline):
    model = CasinoHoldemPay
    form = CasinoHoldemPayForm
    formset = CasinoHoldemPayFormSet
    extra = 0
    verbose_name_plural = _("pay tables")

    def offered_rows(self, variant: Variant | None) -> list[dict[str, object]]:
        """The lines of each offered table that are not entered, table and line filled in
        and odds left to the instructor: never a figure the house did not publish."""
        house = None
        entered: set[tuple[str, str]] = set()
        if variant is not None and not _is_new(variant):
            house = getattr(variant, "casino_holdem", None)
            entered = {(pay.table, pay.line) for pay in pays_of(variant)}
        tables = [
            table
            for table in CasinoHoldemTable
            if table == CasinoHoldemTable.ANTE or house is None or house.offers_aa_bonus
        ]
        return [
            {"table": table, "line": line}
            for table in tables
            for line in CasinoHoldemLine.of_table(table)
            if (table, line) not in entered
        ]

    def get_extra(self, request: HttpRequest, obj: Variant | None = None, **kwargs: Any) -> int:
        return len(self.offered_rows(obj))

    def get_queryset(self, request: HttpRequest) -> QuerySet[CasinoHoldemPay]:
        tables = Case(
            *(
                When(table=table.value, then=Value(rank))
                for rank, table in enumerate(CasinoHoldemTable)
            ),
            output_field=IntegerField(),
        )
        lines = Case(
            *(
                When(line=line.value, then=Value(rank))
                for rank, line in enumerate(CasinoHoldemLine)
            ),
            output_field=IntegerField(),
        )
        return super().get_queryset(request).alias(t=tables, l=lines).order_by("t", "l")


@admin.register(CasinoHoldemVariant)
class CasinoHoldemVariantAdmin(HouseVariantAdmin):
    form = CasinoHoldemVariantAdminForm
    inlines = [CasinoHoldemHouseInline, CasinoHoldemPayInline, VariantSourceInline]
    engine = "casino_holdem"
    list_display = (
        "name",
        "slug",
        "game_name",
        "ante_table",
        "aa_bonus",
        "aa_bonus_on_fold",
        "unknown_figures",
    )
    list_filter = ("game", "casino_holdem__offers_aa_bonus", "casino_holdem__aa_bonus_on_fold")
    search_fields = ("slug", "name_en", "name_vi", "summary_en", "summary_vi")
    list_select_related = ("game", "casino_holdem")

    def get_queryset(self, request: HttpRequest) -> QuerySet[Variant]:
        # The columns and the change page's list of unknown figures read every row.
        return (
            super()
            .get_queryset(request)
            .select_related("game", "casino_holdem")
            .prefetch_related("casino_holdem_pays", "sources")
        )

    def _rules(self, variant: Variant) -> CasinoHoldemRules | None:
        try:
            rules: CasinoHoldemRules = variant.rules()
        except RulesIncomplete:
            return None
        return rules

    @admin.display(description=_("The Ante table"))
    def ante_table(self, variant: Variant) -> str:
        rules = self._rules(variant)
        return gettext("unknown") if rules is None else table_text(rules.ante)

    @admin.display(description=_("AA Bonus"))
    def aa_bonus(self, variant: Variant) -> str:
        rules = self._rules(variant)
        return gettext("unknown") if rules is None else table_text(rules.aa_bonus)

    @admin.display(description=_("The AA Bonus when the player folds"))
    def aa_bonus_on_fold(self, variant: Variant) -> str:
        rules = self._rules(variant)
        return gettext("unknown") if rules is None else on_fold_text(rules)

    def unknown_figures_of(self, variant: Variant) -> list[str]:
        return casino_holdem_unknown_figures(variant=variant)
