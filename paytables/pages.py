"""The public pages' pieces of each game, and the one way a page finds its game.

Every public page of a game (rules, variants, a variant, payouts, calculator) is one view
and one template for all games, at ``/<game>/<page>/``; the view asks the game's
``GamePages`` for what differs (its variants, its summaries, its calculator, its examples,
its titles) and the template includes the game's partials, ``paytables/<engine>/_*.html``,
only where the games' pages truly differ. A game's pieces live in
``paytables/games/<engine>_pages.py``; ``paytables.games.GAMES`` lists them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from functools import cache
from typing import TYPE_CHECKING, Any, Protocol

from django.http import Http404
from django.utils.module_loading import import_string
from django.utils.translation import gettext_lazy

from croupier.errors import Refusal
from paytables.games import GAMES

if TYPE_CHECKING:
    from django.db.models import QuerySet
    from django_stubs_ext import StrOrPromise

    from paytables.models import Variant


class CalculatorForm(Protocol):
    """A game's payout calculator form: valid when its fields are; ``round_entry()`` is the
    round as the game's ``calculate`` takes it; ``add_refusal`` shows the engine's refusal of
    that round beside the field it is about."""

    is_bound: bool

    def is_valid(self) -> bool: ...

    def round_entry(self) -> Any: ...

    def add_refusal(self, refusal: Refusal) -> None: ...


@dataclass(frozen=True, kw_only=True)
class GamePages:
    """What a game's public pages need from it.

    ``reference`` is the slug of the variant whose rules the rules page teaches and that the
    payout summary and the calculator open with. ``titles`` holds each page's title by page
    name (rules, variants, payouts, calculator) and ``calculator_lead`` the calculator's
    first sentence. ``round_template`` shows one round of the game (the calculator's).
    ``stake_label`` names the amount the payout summary is shown at (the ante, a stake)."""

    engine: str
    name: StrOrPromise
    reference: str
    titles: Mapping[str, StrOrPromise]
    calculator_lead: StrOrPromise
    round_template: str
    variants: Callable[[], QuerySet[Variant]]
    rules_context: Callable[[Variant], dict[str, Any]]
    variants_context: Callable[[list[Variant]], dict[str, Any]]
    variant_context: Callable[[Variant], dict[str, Any]]
    payout_summary: Callable[[Variant, Decimal], Any]
    calculator_form: Callable[..., CalculatorForm]
    calculate: Callable[[Any], Any]
    stake_label: StrOrPromise = gettext_lazy("Ante")

    @property
    def slug(self) -> str:
        """The game's name in its pages' addresses: ``/<slug>/rules/``."""
        return GAMES[self.engine].slug

    def template(self, piece: str) -> str:
        """The game's own partial ``piece`` of a page: ``paytables/<engine>/_<piece>.html``."""
        return f"paytables/{self.engine}/_{piece}.html"

    @property
    def rules_template(self) -> str:
        return self.template("rules")

    @property
    def variants_template(self) -> str:
        return self.template("variants")

    @property
    def variant_template(self) -> str:
        return self.template("variant")

    @property
    def summary_template(self) -> str:
        return self.template("summary")

    @property
    def home_template(self) -> str:
        """What the home page's card of the game says of it."""
        return self.template("home")

    @property
    def start_template(self) -> str:
        """The game's lines of the home page's "Start here" list."""
        return self.template("start")


@cache
def all_game_pages() -> tuple[GamePages, ...]:
    """Every game's pages' pieces, in the registry's order (the game switch's)."""
    return tuple(import_string(game.pages) for game in GAMES.values())


def game_pages(slug: str) -> GamePages:
    """The pages' pieces of the game whose address slug is ``slug``; 404 for any other."""
    for pages in all_game_pages():
        if pages.slug == slug:
            return pages
    raise Http404(f"no game {slug!r}")


class GameConverter:
    """``<game:game>`` in an address: a registered game's slug, handed to the view as its
    ``GamePages``. Any other word does not match, so the address is a 404."""

    regex = "|".join(game.slug for game in GAMES.values())

    def to_python(self, value: str) -> GamePages:
        return game_pages(value)

    def to_url(self, value: GamePages | str) -> str:
        return value if isinstance(value, str) else value.slug
