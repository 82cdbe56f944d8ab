"""What the site asks of a game: one ``GameAdapter`` per game, in its own folder
(``paytables/games/<game>/__init__.py``, named ``GAME``), listed once in
``paytables.games.REGISTRY``.

The adapter's pieces that read the models (its pages, its pricing) are dotted paths,
imported when first asked: the models import the registry for the games' choices.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING, Any, Protocol

from engine.game import Game

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

    from paytables.models import Variant


class HouseRules(Protocol):
    """The rules value of one house of any game, as its engine defines it: every game's
    has the variant's slug and English name."""

    @property
    def slug(self) -> str: ...

    @property
    def name(self) -> str: ...


@dataclass(frozen=True, kw_only=True)
class GameAdapter:
    """One game as the site's layers see it.

    ``engine`` is the game's name in the code and the database (``Game.engine``,
    ``trainer/kinds/<engine>/``, ``templates/<app>/<engine>/``); ``slug`` its name in its
    pages' addresses (``/<slug>/rules/``); ``name`` what a reader calls it and ``choice``
    how the admin's "rules of" choice names it. ``rules`` builds the engine's rules value
    from a variant; ``rules_type`` is that value's type, ``to_dict``/``from_dict`` its JSON
    (as a dealt round or a drill keeps it). ``game`` is the engine (``engine.game.Game``).
    ``pages`` is the dotted path of its ``paytables.pages.GamePages``, ``pricing`` that of
    its ``paytables.pricing.GamePricing`` module (``manage.py settle``), ``analysis`` that of
    its exact return tables (``manage.py edge``), empty where the game has none here."""

    engine: str
    slug: str
    name: StrOrPromise
    choice: StrOrPromise
    rules: Callable[[Variant], Any]
    rules_type: type
    to_dict: Callable[[Any], dict[str, Any]]
    from_dict: Callable[[Mapping[str, Any]], Any]
    game: Game
    pages: str
    pricing: str
    analysis: str = ""

    def pricing_module(self) -> Any:
        """The game's pricing module (``paytables.pricing.GamePricing``)."""
        return import_module(self.pricing)

    def analysis_module(self) -> Any | None:
        """The game's exact analysis for ``manage.py edge`` (``NAME``, ``BETS``,
        ``STORABLE``, ``return_table``, ``describe``), or ``None`` for a game without one."""
        return import_module(self.analysis) if self.analysis else None
