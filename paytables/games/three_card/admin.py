"""The admin of Three Card Poker's variants, apart from other games': the house rules, the
pay lines of its three tables and the sources inline, every figure the house has not
published listed at the top of the change page, the clone action of every game's variants.
Every check of an edit lives in ``paytables.games.three_card.forms_admin``. Registered from
the registry (``paytables.admin``)."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db.models import Case, IntegerField, QuerySet, Value, When
from django.http import HttpRequest
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from engine.errors import RulesIncomplete
from engine.three_card.rules import ThreeCardRules
from paytables.admin.reference import HouseVariantAdmin, VariantSourceInline, _is_new
from paytables.games.three_card.comparison import table_text
from paytables.games.three_card.forms_admin import (
    ThreeCardHouseForm,
    ThreeCardHouseFormSet,
    ThreeCardPayForm,
    ThreeCardPayFormSet,
    ThreeCardVariantAdminForm,
)
from paytables.games.three_card.models import (
    ThreeCardHouse,
    ThreeCardLine,
    ThreeCardPay,
    ThreeCardTable,
    ThreeCardVariant,
)
from paytables.games.three_card.rules import pays_of
from paytables.games.three_card.selectors import three_card_unknown_figures
from paytables.models import Variant

_OFFERS = {
    ThreeCardTable.ANTE_BONUS: "offers_ante_bonus",
    ThreeCardTable.PAIR_PLUS: "offers_pair_plus",
    ThreeCardTable.SIX_CARD: "offers_six_card",
}


class ThreeCardHouseInline(admin.StackedInline):
    model = ThreeCardHouse
    form = ThreeCardHouseForm
    formset = ThreeCardHouseFormSet
    min_num = 1
    max_num = 1
    extra = 0
    can_delete = False
    verbose_name_plural = _("house rules")
    fieldsets = (
        (
            _("Tables offered"),
            {"fields": ("offers_ante_bonus", "offers_pair_plus", "offers_six_card")},
        ),
        (_("Pair Plus"), {"fields": ("pair_plus_alone", "pair_plus_on_fold")}),
    )


class ThreeCardPayInline(admin.TabularInline):
    model = ThreeCardPay
    form = ThreeCardPayForm
    formset = ThreeCardPayFormSet
    extra = 0
    verbose_name_plural = _("pay tables")

    def offered_rows(self, variant: Variant | None) -> list[dict[str, object]]:
        """The lines of each offered table that are not entered, table and line filled in
        and odds left to the instructor: never a figure the house did not publish. A new
        variant is offered the Ante Bonus's and Pair Plus's lines."""
        house = (
            None if variant is None or _is_new(variant) else getattr(variant, "three_card", None)
        )
        entered: set[tuple[str, str]] = set()
        if variant is not None and not _is_new(variant):
            entered = {(pay.table, pay.line) for pay in pays_of(variant)}
        tables = [
            table
            for table in ThreeCardTable
            if (getattr(house, _OFFERS[table]) if house is not None else table != "six_card")
        ]
        return [
            {"table": table, "line": line}
            for table in tables
            for line in ThreeCardLine.of_table(table)
            if (table, line) not in entered
        ]

    def get_extra(self, request: HttpRequest, obj: Variant | None = None, **kwargs: Any) -> int:
        return len(self.offered_rows(obj))

    def get_queryset(self, request: HttpRequest) -> QuerySet[ThreeCardPay]:
        tables = Case(
            *(
                When(table=table.value, then=Value(rank))
                for rank, table in enumerate(ThreeCardTable)
            ),
            output_field=IntegerField(),
        )
        lines = Case(
            *(When(line=line.value, then=Value(rank)) for rank, line in enumerate(ThreeCardLine)),
            output_field=IntegerField(),
        )
        return super().get_queryset(request).alias(t=tables, l=lines).order_by("t", "-odds", "l")


@admin.register(ThreeCardVariant)
class ThreeCardVariantAdmin(HouseVariantAdmin):
    form = ThreeCardVariantAdminForm
    inlines = [ThreeCardHouseInline, ThreeCardPayInline, VariantSourceInline]
    engine = "three_card"
    list_display = (
        "name",
        "slug",
        "game_name",
        "ante_bonus",
        "pair_plus",
        "six_card",
        "unknown_figures",
    )
    list_filter = ("game", "three_card__offers_six_card", "three_card__pair_plus_on_fold")
    search_fields = ("slug", "name_en", "name_vi", "summary_en", "summary_vi")
    list_select_related = ("game", "three_card")

    def get_queryset(self, request: HttpRequest) -> QuerySet[Variant]:
        # The columns and the change page's list of unknown figures read every row.
        return (
            super()
            .get_queryset(request)
            .select_related("game", "three_card")
            .prefetch_related("three_card_pays", "sources")
        )

    def _rules(self, variant: Variant) -> ThreeCardRules | None:
        try:
            rules: ThreeCardRules = variant.rules()
        except RulesIncomplete:
            return None
        return rules

    def _table(self, variant: Variant, name: str) -> str:
        rules = self._rules(variant)
        return gettext("unknown") if rules is None else table_text(getattr(rules, name))

    @admin.display(description=_("Ante Bonus"))
    def ante_bonus(self, variant: Variant) -> str:
        return self._table(variant, "ante_bonus")

    @admin.display(description=_("Pair Plus"))
    def pair_plus(self, variant: Variant) -> str:
        return self._table(variant, "pair_plus")

    @admin.display(description=_("6-Card Bonus"))
    def six_card(self, variant: Variant) -> str:
        return self._table(variant, "six_card")

    def unknown_figures_of(self, variant: Variant) -> list[str]:
        return three_card_unknown_figures(variant=variant)
