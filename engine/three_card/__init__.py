"""Three Card Poker: the three-card hands and their order (``evaluate``), one house's rules
as a value (``rules``), a round with its decision (``round``), its settlement with the Ante
Bonus, Pair Plus and 6-Card Bonus (``settle``), the houses' pay tables with their sources
(``variants``), the kinds of player a dealer meets (``players``), rounds dealt to order
(``order``), the exact return tables (``analysis``) and the game as ``engine.game.Game``
asks it (``game``)."""

from __future__ import annotations
