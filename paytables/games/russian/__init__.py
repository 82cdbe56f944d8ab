"""Russian Poker: the game's adapter."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from engine.russian import game
from engine.russian import rules as engine
from paytables.games.adapter import GameAdapter
from paytables.games.russian.rules import variant_rules

GAME = GameAdapter(
    engine="russian",
    slug="russian-poker",
    name=_("Russian Poker"),
    choice=_("Russian Poker"),
    rules=variant_rules,
    rules_type=engine.RussianRules,
    to_dict=engine.rules_to_dict,
    from_dict=engine.rules_from_dict,
    game=game,
    pages="paytables.games.russian.pages.PAGES",
    pricing="paytables.games.russian.pricing",
)
