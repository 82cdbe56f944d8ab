"""Texas Hold'em Bonus: the game's adapter."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from engine.holdem_bonus import game
from engine.holdem_bonus import rules as engine
from paytables.games.adapter import GameAdapter
from paytables.games.holdem_bonus.rules import variant_rules

GAME = GameAdapter(
    engine="holdem_bonus",
    slug="texas-holdem-bonus",
    name=_("Texas Hold'em Bonus"),
    choice=_("Texas Hold'em Bonus"),
    rules=variant_rules,
    rules_type=engine.HoldemBonusRules,
    to_dict=engine.rules_to_dict,
    from_dict=engine.rules_from_dict,
    game=game,
    pages="paytables.games.holdem_bonus.pages.PAGES",
    pricing="paytables.games.holdem_bonus.pricing",
    analysis="paytables.games.holdem_bonus.analysis",
)
