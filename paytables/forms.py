"""Forms of the public pages: the payout summary's ante, and the payout calculator."""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING, Any

from django import forms
from django.core.exceptions import ValidationError
from django.db.models import QuerySet
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from croupier.errors import Refusal
from engine.cards import Card, parse_cards
from engine.errors import PokerError
from engine.money import MAX_STAKE
from paytables.models import Variant
from paytables.wording import card_text, explain

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise


class CardsField(forms.Field):
    """Cards typed as a dealer writes them ("As Kd 10h") or as the card faces show them
    ("A♠ K♦ 10♥"), cleaned to a tuple of ``Card``.

    A text input, like a ``CharField``'s, but not one: its value is cards, not text."""

    def __init__(
        self,
        *,
        count: int | None = None,
        most: int | None = None,
        repeats: bool = False,
        picks_from: str = "",
        count_of: str = "",
        max_length: int = 60,
        **kwargs: Any,
    ) -> None:
        """``count`` is the number of cards wanted, if fixed; ``most`` the most the box
        takes where the number varies (the form checks the fewest). ``repeats``: the cards
        come from a shoe of several decks, so a card of another box may come again (the
        engine checks how often the shoe holds it). For the card picker
        (static/js/card_picker.js): ``picks_from`` names the field whose cards are the only
        ones to pick from (the switched cards come from the player's), ``count_of`` the field
        whose number of cards this one wants (as many drawn as switched). ``max_length`` is
        the longest text the input takes."""
        self.count = count
        self.most = most
        self.repeats = repeats
        self.picks_from = picks_from
        self.count_of = count_of
        self.max_length = max_length
        super().__init__(**kwargs)

    def widget_attrs(self, widget: forms.Widget) -> dict[str, str | bool]:
        attrs: dict[str, str | bool] = {**super().widget_attrs(widget)}
        if not widget.is_hidden:
            attrs["maxlength"] = str(self.max_length)
        attrs.update(autocomplete="off", autocapitalize="none", spellcheck="false")
        attrs["data-card-picker"] = True
        if self.count is not None or self.most is not None:
            attrs["data-card-count"] = str(self.count or self.most)
        if self.repeats:
            attrs["data-card-repeats"] = True
        if self.picks_from:
            attrs["data-card-from"] = self.picks_from
        if self.count_of:
            attrs["data-card-count-of"] = self.count_of
        return attrs

    def to_python(self, value: object) -> tuple[Card, ...]:
        text = "" if value in self.empty_values else str(value).strip()
        try:
            cards = parse_cards(text)
        except PokerError as error:
            raise ValidationError(explain(error), code=error.code) from None
        if self.most is not None and len(cards) > self.most:
            raise ValidationError(
                ngettext(
                    "Enter at most %(count)s card; you entered %(given)s.",
                    "Enter at most %(count)s cards; you entered %(given)s.",
                    self.most,
                )
                % {"count": self.most, "given": len(cards)},
                code="card_count",
            )
        if self.count is not None and cards and len(cards) != self.count:
            raise ValidationError(
                ngettext(
                    "Enter exactly %(count)s card; you entered %(given)s.",
                    "Enter exactly %(count)s cards; you entered %(given)s.",
                    self.count,
                )
                % {"count": self.count, "given": len(cards)},
                code="card_count",
            )
        return cards


def amount_field(
    *,
    label: StrOrPromise,
    required: bool,
    minimum: Decimal,
    maximum: Decimal = MAX_STAKE,
    help_text: StrOrPromise = "",
) -> forms.DecimalField:
    return forms.DecimalField(
        label=label,
        required=required,
        min_value=minimum,
        max_value=maximum,
        decimal_places=2,
        localize=True,
        help_text=help_text,
        widget=forms.TextInput(attrs={"inputmode": "decimal", "autocomplete": "off"}),
    )


def variant_field(variants: QuerySet[Variant]) -> forms.ModelChoiceField:
    """A choice of one game's house variant (one of ``variants``), posted by its slug: the
    game of a calculator or a payout summary."""
    return forms.ModelChoiceField(
        label=_("Variant"), queryset=variants, to_field_name="slug", empty_label=None
    )


def any_variant_field() -> forms.ModelChoiceField:
    """A choice of any game's house variant, posted by its slug, the games in their order
    (each variant's name says its game): the drills'. The variant chosen is loaded with
    its game alone; ``Variant.rules()`` reads the rest."""
    return forms.ModelChoiceField(
        label=_("House rules"),
        queryset=Variant.objects.select_related("game").order_by(
            "game__position", "position", "slug"
        ),
        to_field_name="slug",
        empty_label=None,
    )


class PayoutSummaryForm(forms.Form):
    """The variant (one of ``variants``, a game's) and ante a payout summary is shown for;
    ``stake_label`` names the ante as the game does (a baccarat bet is a stake)."""

    variant = variant_field(Variant.objects.none())
    ante = amount_field(label=_("Ante"), required=True, minimum=Decimal("0.01"))

    def __init__(
        self,
        *args: Any,
        variants: QuerySet[Variant],
        stake_label: StrOrPromise | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        variant = self.fields["variant"]
        assert isinstance(variant, forms.ModelChoiceField)
        variant.queryset = variants
        if stake_label is not None:
            self.fields["ante"].label = stake_label


class DistinctCards(forms.Form):
    """A form whose card boxes (``card_fields``, in order) may not repeat a card: every
    game's payout calculator. The engine's refusal of the round entered (a ``Refusal`` from
    ``paytables.selectors.engine_refusal``) shows beside the field of the step it refuses."""

    card_fields: tuple[str, ...] = ()

    def _cards_are_distinct(self, cleaned: dict[str, Any]) -> bool:
        seen: set[Card] = set()
        for name in self.card_fields:
            for card in cleaned.get(name, ()):
                if card in seen:
                    self.add_error(
                        name,
                        ValidationError(
                            gettext("%(card)s is already among the cards above.")
                            % {"card": card_text(card)},
                            code="duplicate_card",
                        ),
                    )
                    return False
                seen.add(card)
        return True

    def add_refusal(self, refusal: Refusal) -> None:
        """The house's refusal of the entry, beside the field it is about (above the form
        when it names none)."""
        self.add_error(refusal.field, ValidationError(str(refusal), code=refusal.code))
