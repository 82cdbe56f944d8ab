"""Baccarat (Punto Banco): the cards' points and the third-card tableau (``tableau``), the
seeded shoe (``shoe``), one house's rules as a value (``rules``), the houses' variants with
their sources (``variants``), a coup with its draws checked against the tableau
(``round``), its settlement with the commission (``settle``), the exact return of every
bet (``analysis``), coups dealt to order for every row of the tableau and every pay line
(``order``) and the game as ``engine.game.Game`` asks it (``game``).

Nobody decides anything in a coup: the tableau draws. What a dealer must know is that
tableau and the pays, so that is what this package checks and deals to order."""

from __future__ import annotations
