"""Three Card Poker: the game's adapter."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from engine.three_card import game
from engine.three_card import rules as engine
from paytables.games.adapter import GameAdapter
from paytables.games.three_card.rules import variant_rules

GAME = GameAdapter(
    engine="three_card",
    slug="three-card-poker",
    name=_("Three Card Poker"),
    choice=_("Three Card Poker"),
    rules=variant_rules,
    rules_type=engine.ThreeCardRules,
    to_dict=engine.rules_to_dict,
    from_dict=engine.rules_from_dict,
    game=game,
    pages="paytables.games.three_card.pages.PAGES",
    pricing="paytables.games.three_card.pricing",
    analysis="paytables.games.three_card.analysis",
)
