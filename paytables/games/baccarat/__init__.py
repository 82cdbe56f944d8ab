"""Baccarat (Punto Banco): the game's adapter."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from engine.baccarat import game
from engine.baccarat import rules as engine
from paytables.games.adapter import GameAdapter
from paytables.games.baccarat.rules import variant_rules

GAME = GameAdapter(
    engine="baccarat",
    slug="baccarat",
    name=_("Baccarat"),
    choice=_("Baccarat (Punto Banco)"),
    rules=variant_rules,
    rules_type=engine.BaccaratRules,
    to_dict=engine.rules_to_dict,
    from_dict=engine.rules_from_dict,
    game=game,
    pages="paytables.games.baccarat.pages.PAGES",
    pricing="paytables.games.baccarat.pricing",
    analysis="paytables.games.baccarat.analysis",
)
