"""Ultimate Texas Hold'em: one house's rules as a value (``rules``), a round with its
streets and its one play wager (``round``), its settlement with the Ante, Blind, Play and
Trips (``settle``), the houses' pay tables with their sources (``variants``), the kinds of
player a dealer meets (``players``), rounds dealt to order (``order``), the Trips' exact
return (``analysis``) and the game as ``engine.game.Game`` asks it (``game``)."""

from __future__ import annotations
