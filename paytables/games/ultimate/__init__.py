"""Ultimate Texas Hold'em: the game's adapter."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from engine.ultimate import game
from engine.ultimate import rules as engine
from paytables.games.adapter import GameAdapter
from paytables.games.ultimate.rules import variant_rules

GAME = GameAdapter(
    engine="ultimate",
    slug="ultimate-texas-holdem",
    name=_("Ultimate Texas Hold'em"),
    choice=_("Ultimate Texas Hold'em"),
    rules=variant_rules,
    rules_type=engine.UltimateRules,
    to_dict=engine.rules_to_dict,
    from_dict=engine.rules_from_dict,
    game=game,
    pages="paytables.games.ultimate.pages.PAGES",
    pricing="paytables.games.ultimate.pricing",
    analysis="paytables.games.ultimate.analysis",
)
