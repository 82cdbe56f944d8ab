"""Oasis Poker, and Caribbean Stud as its variant without a switch: the game's adapter."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from engine.oasis import game
from engine.oasis import round as engine
from paytables.games.adapter import GameAdapter
from paytables.games.oasis.rules import variant_rules

GAME = GameAdapter(
    engine="oasis",
    slug="oasis-poker",
    name=_("Oasis Poker"),
    choice=_("Oasis Poker (and Caribbean Stud, which has no switch)"),
    rules=variant_rules,
    rules_type=engine.Rules,
    to_dict=engine.rules_to_dict,
    from_dict=engine.rules_from_dict,
    game=game,
    pages="paytables.games.oasis.pages.PAGES",
    pricing="paytables.games.oasis.pricing",
    analysis="paytables.games.oasis.analysis",
)
