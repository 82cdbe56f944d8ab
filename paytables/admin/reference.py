"""The instructors' tool for house rules: variants with their fee and pay tables inline,
bonus tables, the glossary. Every check of an edit lives in ``paytables.forms_admin``."""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING, Any, TypedDict

from django.contrib import admin, messages
from django.contrib.admin.options import InlineModelAdmin
from django.core.exceptions import ValidationError
from django.db import models, transaction
from django.db.models import Case, Count, ForeignKey, IntegerField, QuerySet, Value, When
from django.forms import ModelChoiceField
from django.forms.models import BaseInlineFormSet
from django.http import HttpRequest, HttpResponse
from django.utils.formats import number_format
from django.utils.html import format_html
from django.utils.translation import gettext, ngettext, pgettext
from django.utils.translation import gettext_lazy as _

from paytables.forms_admin import (
    BonusPayForm,
    BonusPayFormSet,
    RaisePayForm,
    RaisePayFormSet,
    SwitchFeeForm,
    SwitchFeeFormSet,
    VariantAdminForm,
    VariantSourceForm,
)
from paytables.models import (
    MAX_CARDS_SWITCHED,
    BonusPay,
    BonusTable,
    Game,
    GlossaryTerm,
    HandCategory,
    RaisePay,
    SwitchFee,
    Variant,
    VariantSource,
)
from paytables.services import variant_clone

if TYPE_CHECKING:
    from django.contrib.admin.options import _FieldOpts
    from django_stubs_ext import StrOrPromise, WithAnnotations

CARD_COUNTS = range(1, MAX_CARDS_SWITCHED + 1)
NOT_ALLOWED = "—"
AFTER_SWITCH_UNKNOWN = _(
    "This house pays a different raise table after a switch, and its figures have not been "
    "entered: they are unknown. Ask the house and enter every row of the after-switch pay "
    "table below; until then a win after a switch cannot be settled."
)


def _strongest_first() -> Case:
    """Orders pay rows by hand, royal flush first (the odds alone leave ties unordered)."""
    return Case(
        *(
            When(category=category.value, then=Value(rank))
            for rank, category in enumerate(HandCategory)
        ),
        output_field=IntegerField(),
    )


def _antes(fee: Decimal) -> str:
    """A fee as the instructor writes it: 1, 1.5 (never 1.00), in the page's language."""
    return number_format(
        fee.quantize(Decimal(1)) if fee == fee.to_integral_value() else fee.normalize()
    )


def _is_new(variant: Variant | None) -> bool:
    return variant is None or variant.pk is None


class SwitchFeeInline(admin.TabularInline):
    model = SwitchFee
    form = SwitchFeeForm
    formset = SwitchFeeFormSet
    ordering = ("cards",)
    max_num = MAX_CARDS_SWITCHED
    extra = 0

    def offered_rows(self, variant: Variant | None) -> list[dict[str, object]]:
        """A new variant is offered a row for each number of cards, fees left to enter."""
        return [{"cards": cards} for cards in CARD_COUNTS] if _is_new(variant) else []

    def get_extra(self, request: HttpRequest, obj: Variant | None = None, **kwargs: Any) -> int:
        return len(self.offered_rows(obj))


class RaisePayInline(admin.TabularInline):
    model = RaisePay
    form = RaisePayForm
    formset = RaisePayFormSet
    extra = 0

    def offered_rows(self, variant: Variant | None) -> list[dict[str, object]]:
        """The rows a table still lacks, hands filled in and odds left to the instructor.

        Never a figure: where the house's odds are unknown the admin asks for them.
        """
        tables = [RaisePay.Table.MAIN]
        entered: set[tuple[str, str]] = set()
        if variant is not None and not _is_new(variant):
            if variant.lower_pays_after_switch:
                tables.append(RaisePay.Table.AFTER_SWITCH)
            entered = {(pay.table, pay.category) for pay in variant.raise_pays.all()}
        return [
            {"table": table, "category": category}
            for table in tables
            for category in HandCategory.winning()
            if (table, category) not in entered
        ]

    def get_extra(self, request: HttpRequest, obj: Variant | None = None, **kwargs: Any) -> int:
        return len(self.offered_rows(obj))

    def get_queryset(self, request: HttpRequest) -> QuerySet[RaisePay]:
        main_first = Case(
            When(table=RaisePay.Table.MAIN, then=Value(0)),
            default=Value(1),
            output_field=IntegerField(),
        )
        return (
            super()
            .get_queryset(request)
            .alias(table_order=main_first, strength=_strongest_first())
            .order_by("table_order", "strength")
        )


class VariantAdminBase(admin.ModelAdmin):
    """What the variants of every game have alike in the admin: the rows offered to fill in,
    the name and game columns, and the clone action (a copy with every row)."""

    save_as = True
    save_on_top = True
    actions = ["clone_variants"]
    prepopulated_fields = {"slug": ("name_en",)}
    # The engine whose games this admin's variants belong to.
    engine: str = "oasis"

    def get_queryset(self, request: HttpRequest) -> QuerySet[Variant]:
        return super().get_queryset(request).filter(game__engine=self.engine)

    def formfield_for_foreignkey(
        self, db_field: ForeignKey[Any, Any], request: HttpRequest, **kwargs: Any
    ) -> ModelChoiceField | None:
        if db_field.name == "game":
            # A variant's fields are its game's: each admin offers its own games.
            kwargs["queryset"] = Game.objects.filter(engine=self.engine)
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def get_formset_kwargs(
        self,
        request: HttpRequest,
        obj: Variant,
        inline: InlineModelAdmin[Any, Variant],
        prefix: str,
    ) -> dict[str, Any]:
        kwargs = super().get_formset_kwargs(request, obj, inline, prefix)
        if request.method != "POST" and hasattr(inline, "offered_rows"):
            kwargs["initial"] = inline.offered_rows(obj)
        return kwargs

    @admin.display(description=_("name"), ordering="name_en")
    def name(self, variant: Variant) -> str:
        return str(variant)

    # Short headings, and text that may wrap (Django keeps a foreign key on one line), so
    # that every column fits beside the navigation and the filters.

    @admin.display(description=_("game"), ordering="game__position")
    def game_name(self, variant: Variant) -> str:
        return str(variant.game)

    @admin.action(description=_("Clone selected variants"), permissions=["add"])
    def clone_variants(self, request: HttpRequest, queryset: QuerySet[Variant]) -> None:
        try:
            with transaction.atomic():
                clones = [variant_clone(variant=variant) for variant in queryset]
        except ValidationError as error:
            self.message_user(
                request,
                gettext("Nothing was cloned: %(reason)s") % {"reason": " ".join(error.messages)},
                messages.ERROR,
            )
            return
        self.message_user(
            request,
            ngettext(
                "Cloned %(count)d variant: %(names)s.",
                "Cloned %(count)d variants: %(names)s.",
                len(clones),
            )
            % {"count": len(clones), "names": ", ".join(str(clone) for clone in clones)},
            messages.SUCCESS,
        )


# Every game's variant admin opens with its names and texts.
NAMES_AND_TEXTS: tuple[StrOrPromise, _FieldOpts] = (
    _("Names and texts"),
    {
        "fields": (
            "game",
            ("slug", "position"),
            ("name_en", "name_vi"),
            "summary_en",
            "summary_vi",
            ("source_en", "source_vi"),
        )
    },
)


class VariantSourceInline(admin.TabularInline):
    """The public pages a variant's rules come from, for the games whose admin lists them."""

    model = VariantSource
    form = VariantSourceForm
    extra = 1
    ordering = ("position", "pk")
    # The admin builds the form's fields itself: an address without its scheme is https://.
    formfield_overrides = {models.URLField: {"assume_scheme": "https"}}


class HouseVariantAdmin(VariantAdminBase):
    """The admin of a game whose houses have rules beyond a variant's own (their rows
    inline): the names and texts, the table's limits and chips, and every figure the house
    has not published, as a column and at the top of the change page (``unknown_figures_of``,
    the game's own reading of its rows)."""

    change_form_template = "admin/paytables/house_variant_change_form.html"
    fieldsets = (
        NAMES_AND_TEXTS,
        (_("Table limits"), {"fields": ("max_payout",)}),
        (_("Chips"), {"fields": ("chip_set",)}),
    )

    def unknown_figures_of(self, variant: Variant) -> list[str]:
        """What the house has not published that its rounds may need (the game's)."""
        raise NotImplementedError

    @admin.display(description=_("unknown figures"))
    def unknown_figures(self, variant: Variant) -> str:
        unknown = self.unknown_figures_of(variant)
        return ", ".join(unknown) if unknown else gettext("none")

    def render_change_form(
        self,
        request: HttpRequest,
        context: dict,
        add: bool = False,
        change: bool = False,
        form_url: str = "",
        obj: Variant | None = None,
    ) -> HttpResponse:
        if obj is not None and not _is_new(obj):
            # A fresh read on a refused edit too: the rows as saved, not as posted.
            saved = self.get_queryset(request).get(pk=obj.pk)
            context["unknown_figures"] = self.unknown_figures_of(saved)
        return super().render_change_form(request, context, add, change, form_url, obj)


@admin.register(Variant)
class VariantAdmin(VariantAdminBase):
    form = VariantAdminForm
    inlines = [SwitchFeeInline, RaisePayInline]
    readonly_fields = ("cards_not_switchable", "after_switch_table")
    fieldsets = (
        NAMES_AND_TEXTS,
        (
            _("Rules"),
            {
                "fields": (
                    "max_switches",
                    "cards_not_switchable",
                    "fold_after_switch",
                    "full_switch_forces_raise",
                    "dealer_buy_fee",
                    "max_payout",
                    "chip_set",
                )
            },
        ),
        (
            _("Pay tables"),
            {
                "fields": (
                    "lower_pays_after_switch",
                    "after_switch_table",
                    "bonus_table",
                    "bonus_on",
                )
            },
        ),
    )
    list_display = (
        "name",
        "slug",
        "game_name",
        "fee_schedule",
        "may_fold_after_switch",
        "after_switch_pays",
        "bonus",
        "dealer_card_fee",
    )
    list_filter = ("game", "fold_after_switch", "lower_pays_after_switch", "bonus_table")
    search_fields = (
        "slug",
        "name_en",
        "name_vi",
        "summary_en",
        "summary_vi",
        "source_en",
        "source_vi",
    )
    list_select_related = ("game", "bonus_table")

    def get_queryset(self, request: HttpRequest) -> QuerySet[Variant]:
        # The fee column and the change page's notes read the rows: two queries in all.
        return super().get_queryset(request).prefetch_related("switch_fees", "raise_pays")

    @admin.display(description=_("bonus table"), ordering="bonus_table__slug")
    def bonus(self, variant: Variant) -> str:
        return str(variant.bonus_table) if variant.bonus_table else gettext("none")

    @admin.display(description=_("switch fees"))
    def fee_schedule(self, variant: Variant) -> str:
        if not variant.max_switches:
            return gettext("no switching")
        fees = {fee.cards: _antes(fee.fee) for fee in variant.switch_fees.all()}
        one, two, three, four, five = (fees.get(cards, NOT_ALLOWED) for cards in CARD_COUNTS)
        return pgettext(
            "switch fees for 1, 2, 3, 4 and 5 cards",
            "%(one)s, %(two)s, %(three)s, %(four)s, %(five)s",
        ) % {"one": one, "two": two, "three": three, "four": four, "five": five}

    @admin.display(description=_("fold after switch"), boolean=True, ordering="fold_after_switch")
    def may_fold_after_switch(self, variant: Variant) -> bool:
        return variant.fold_after_switch

    @admin.display(description=_("after-switch table"), ordering="lower_pays_after_switch")
    def after_switch_pays(self, variant: Variant) -> str:
        if not variant.lower_pays_after_switch:
            return gettext("not used")
        if variant.after_switch_table_missing:
            return gettext("figures unknown")
        return gettext("entered")

    @admin.display(description=_("dealer card fee"), ordering="dealer_buy_fee")
    def dealer_card_fee(self, variant: Variant) -> str:
        if variant.dealer_buy_fee is None:
            return self.get_empty_value_display()
        return _antes(variant.dealer_buy_fee)

    @admin.display(description=_("cards that may not be switched"))
    def cards_not_switchable(self, variant: Variant) -> str:
        if not variant.max_switches:
            return gettext("no switching")
        if _is_new(variant):
            return self.get_empty_value_display()
        allowed = {fee.cards for fee in variant.switch_fees.all()}
        barred = [str(cards) for cards in CARD_COUNTS if cards not in allowed]
        return ", ".join(barred) if barred else gettext("none")

    @admin.display(description=_("after-switch pay table"))
    def after_switch_table(self, variant: Variant) -> str:
        if not variant.lower_pays_after_switch:
            return gettext("not used: the raise pay table applies after a switch too")
        if _is_new(variant):
            return self.get_empty_value_display()
        if variant.after_switch_table_missing:
            return format_html(
                '<ul class="messagelist"><li class="warning">{}</li></ul>', AFTER_SWITCH_UNKNOWN
            )
        return gettext("entered: it applies to every round with a switch")

    def render_change_form(
        self,
        request: HttpRequest,
        context: dict,
        add: bool = False,
        change: bool = False,
        form_url: str = "",
        obj: Variant | None = None,
    ) -> HttpResponse:
        if request.method == "GET" and obj is not None and obj.after_switch_table_missing:
            self.warn_after_switch_unknown(request, obj)
        return super().render_change_form(request, context, add, change, form_url, obj)

    def save_related(
        self,
        request: HttpRequest,
        form: VariantAdminForm,
        formsets: list[BaseInlineFormSet],
        change: bool,
    ) -> None:
        super().save_related(request, form, formsets, change)
        if form.instance.lower_pays_after_switch:
            # A fresh read: the prefetched rows are those from before the save.
            variant = Variant.objects.prefetch_related("raise_pays").get(pk=form.instance.pk)
            if variant.after_switch_table_missing:
                self.warn_after_switch_unknown(request, variant)

    def warn_after_switch_unknown(self, request: HttpRequest, variant: Variant) -> None:
        text = gettext(
            "%(variant)s pays a different raise table after a switch and its figures are unknown: "
            "enter the house's after-switch pay table."
        ) % {"variant": variant}
        # Saving and continuing lands on the change page, which would say it again.
        if all(message.message != text for message in messages.get_messages(request)):
            messages.warning(request, text)


class BonusPayInline(admin.TabularInline):
    model = BonusPay
    form = BonusPayForm
    formset = BonusPayFormSet
    extra = 0

    def get_queryset(self, request: HttpRequest) -> QuerySet[BonusPay]:
        return super().get_queryset(request).alias(strength=_strongest_first()).order_by("strength")


class VariantCount(TypedDict):
    """What ``BonusTableAdmin.get_queryset`` (and the chip sets' admin) annotates a row with."""

    variant_count: int


@admin.register(BonusTable)
class BonusTableAdmin(admin.ModelAdmin):
    inlines = [BonusPayInline]
    prepopulated_fields = {"slug": ("name_en",)}
    fields = ("slug", ("name_en", "name_vi"))
    list_display = ("name_en", "name_vi", "slug", "variant_count")
    search_fields = ("slug", "name_en", "name_vi")

    def get_queryset(self, request: HttpRequest) -> QuerySet[BonusTable]:
        return super().get_queryset(request).annotate(variant_count=Count("variants"))

    @admin.display(description=_("variants offering it"), ordering="variant_count")
    def variant_count(self, table: WithAnnotations[BonusTable, VariantCount]) -> int:
        return table.variant_count


@admin.register(GlossaryTerm)
class GlossaryTermAdmin(admin.ModelAdmin):
    prepopulated_fields = {"slug": ("term_en",)}
    fields = ("slug", "position", ("term_en", "term_vi"), "meaning_en", "meaning_vi")
    list_display = ("term_en", "term_vi", "slug", "position")
    list_editable = ("position",)
    search_fields = ("slug", "term_en", "term_vi", "meaning_en", "meaning_vi")
    ordering = ("position", "slug")


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    prepopulated_fields = {"slug": ("name_en",)}
    list_display = ("name_en", "name_vi", "slug", "engine", "position")
    list_filter = ("engine",)
    search_fields = ("slug", "name_en", "name_vi")
    ordering = ("position", "slug")
