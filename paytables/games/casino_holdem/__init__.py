"""Casino Hold'em: the game's adapter."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from engine.casino_holdem import game
from engine.casino_holdem import rules as engine
from paytables.games.adapter import GameAdapter
from paytables.games.casino_holdem.rules import variant_rules

GAME = GameAdapter(
    engine="casino_holdem",
    slug="casino-holdem",
    name=_("Casino Hold'em"),
    choice=_("Casino Hold'em"),
    rules=variant_rules,
    rules_type=engine.CasinoHoldemRules,
    to_dict=engine.rules_to_dict,
    from_dict=engine.rules_from_dict,
    game=game,
    pages="paytables.games.casino_holdem.pages.PAGES",
    pricing="paytables.games.casino_holdem.pricing",
    analysis="paytables.games.casino_holdem.analysis",
)
