"""Reading baccarat's houses for the pages and the admin."""

from __future__ import annotations

from django.db.models import QuerySet

from engine.baccarat.rules import BaccaratRules
from engine.errors import RulesIncomplete
from paytables.games.baccarat.wording import figure_label
from paytables.models import Variant


def baccarat_variant_queryset() -> QuerySet[Variant]:
    """Baccarat's variants with every row their rules read, in the site's order."""
    return (
        Variant.objects.filter(game__engine="baccarat")
        .select_related("game", "baccarat")
        .prefetch_related("baccarat_dragon_pays", "sources")
        .order_by("position", "slug")
    )


def baccarat_unknown_figures(*, variant: Variant) -> list[str]:
    """What a baccarat house has not published that its coups may need, named as the admin
    names it. Empty when every figure is known."""
    try:
        rules: BaccaratRules = variant.rules()
    except RulesIncomplete:
        return [figure_label("house_rules")]
    return [figure_label(name) for name in rules.unknown()]
