"""Casino Hold'em: the AA Bonus's lines (``bonus``), one house's rules as a value
(``rules``), a round with its one decision after the flop (``round``), its settlement with
the Ante, Call and AA Bonus (``settle``), the houses' tables with their sources
(``variants``), the kinds of player a dealer meets (``players``), rounds dealt to order
(``order``), the AA Bonus's exact return (``analysis``) and the game as ``engine.game.Game``
asks it (``game``)."""

from __future__ import annotations
