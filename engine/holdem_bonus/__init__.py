"""Texas Hold'em Bonus: the Bonus's lines on the hole cards (``bonus``), one house's rules
as a value (``rules``), a round with its bets street by street (``round``), its settlement
with the Ante, the Flop, Turn and River bets and the Bonus (``settle``), the houses' tables
with their sources (``variants``), the kinds of player a dealer meets (``players``), rounds
dealt to order (``order``), the Bonus's exact return (``analysis``) and the game as
``engine.game.Game`` asks it (``game``)."""

from __future__ import annotations
