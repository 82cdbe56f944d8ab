"""The admin of baccarat's variants, apart from other games': the house rules, the Dragon
Bonus lines and the sources inline, every figure the house has not published listed at the
top of the change page, the clone action of every game's variants. Every check of an edit
lives in ``paytables.games.baccarat.forms_admin``. Registered from the registry
(``paytables.admin``)."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from engine.baccarat.rules import BaccaratRules
from engine.errors import RulesIncomplete
from paytables.admin.reference import HouseVariantAdmin, VariantSourceInline, _is_new
from paytables.games.baccarat.forms_admin import (
    BaccaratDragonPayForm,
    BaccaratDragonPayFormSet,
    BaccaratHouseForm,
    BaccaratHouseFormSet,
    BaccaratVariantAdminForm,
)
from paytables.games.baccarat.models import (
    BaccaratDragonPay,
    BaccaratHouse,
    BaccaratVariant,
)
from paytables.games.baccarat.rules import DRAGON_MARGINS, dragon_pays_of
from paytables.games.baccarat.selectors import baccarat_unknown_figures
from paytables.games.baccarat.wording import bet_label
from paytables.models import Variant


class BaccaratHouseInline(admin.StackedInline):
    model = BaccaratHouse
    form = BaccaratHouseForm
    formset = BaccaratHouseFormSet
    min_num = 1
    max_num = 1
    extra = 0
    can_delete = False
    verbose_name_plural = _("house rules")
    fieldsets = (
        (_("Shoe"), {"fields": ("decks",)}),
        (
            _("Player, Banker and Tie"),
            {"fields": ("commission", "banker_six_pays", "three_card_seven_pushes", "tie_pays")},
        ),
        (
            _("Side bets"),
            {
                "fields": (
                    ("offers_pairs", "pair_pays"),
                    ("offers_super_six", "super_six_pays"),
                    ("offers_dragon_7", "dragon_7_pays"),
                    ("offers_panda_8", "panda_8_pays"),
                    ("offers_dragon_bonus", "dragon_natural_pays"),
                )
            },
        ),
        (
            _("Commission and chips"),
            {
                "fields": (
                    "commission_collection",
                    ("rounding_unit", "rounding_direction"),
                    "multiples_published",
                    ("banker_multiple", "tie_multiple"),
                )
            },
        ),
    )


class BaccaratDragonPayInline(admin.TabularInline):
    model = BaccaratDragonPay
    form = BaccaratDragonPayForm
    formset = BaccaratDragonPayFormSet
    extra = 0
    verbose_name_plural = _("Dragon Bonus table (a non-natural win)")

    def offered_rows(self, variant: Variant | None) -> list[dict[str, object]]:
        """The lines of an offered Dragon Bonus not entered yet, widest margin first: the
        margin filled in, the odds left to the instructor (never a figure the house did not
        publish)."""
        if variant is None or _is_new(variant):
            return []
        house = getattr(variant, "baccarat", None)
        if house is None or not house.offers_dragon_bonus:
            return []
        entered = {pay.margin for pay in dragon_pays_of(variant)}
        return [{"margin": margin} for margin in reversed(DRAGON_MARGINS) if margin not in entered]

    def get_extra(self, request: HttpRequest, obj: Variant | None = None, **kwargs: Any) -> int:
        return len(self.offered_rows(obj))


@admin.register(BaccaratVariant)
class BaccaratVariantAdmin(HouseVariantAdmin):
    form = BaccaratVariantAdminForm
    inlines = [BaccaratHouseInline, BaccaratDragonPayInline, VariantSourceInline]
    engine = "baccarat"
    list_display: tuple[str, ...] = (
        "name",
        "slug",
        "game_name",
        "decks",
        "commission",
        "tie",
        "side_bets",
    )
    list_display += ("unknown_figures",)
    list_filter = ("game", "baccarat__decks", "baccarat__commission_collection")
    search_fields = ("slug", "name_en", "name_vi", "summary_en", "summary_vi")
    list_select_related = ("game", "baccarat")

    def get_queryset(self, request: HttpRequest) -> QuerySet[Variant]:
        # The columns and the change page's list of unknown figures read every row.
        return (
            super()
            .get_queryset(request)
            .select_related("game", "baccarat")
            .prefetch_related("baccarat_dragon_pays", "sources")
        )

    def _rules(self, variant: Variant) -> BaccaratRules | None:
        try:
            rules: BaccaratRules = variant.rules()
        except RulesIncomplete:
            return None
        return rules

    @admin.display(description=_("decks"))
    def decks(self, variant: Variant) -> str:
        rules = self._rules(variant)
        return gettext("unknown") if rules is None else str(rules.decks)

    @admin.display(description=_("commission"))
    def commission(self, variant: Variant) -> str:
        rules = self._rules(variant)
        if rules is None or rules.commission is None:
            return gettext("unknown")
        return f"{rules.commission * 100:g} %"

    @admin.display(description=_("Tie"))
    def tie(self, variant: Variant) -> str:
        rules = self._rules(variant)
        if rules is None or rules.tie_pays is None:
            return gettext("unknown")
        return gettext("%(odds)s to 1") % {"odds": rules.tie_pays}

    @admin.display(description=_("side bets"))
    def side_bets(self, variant: Variant) -> str:
        rules = self._rules(variant)
        if rules is None:
            return gettext("unknown")
        return ", ".join(bet_label(bet) for bet in rules.offers[3:]) or gettext("none")

    def unknown_figures_of(self, variant: Variant) -> list[str]:
        return baccarat_unknown_figures(variant=variant)
