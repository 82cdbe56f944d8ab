"""Oasis Poker, with Caribbean Stud as its variant without a switch: one house's rules as a
value, a round with its history and its settlement (``round``), the houses' variants
(``variants``), seed 000's strategy (``strategy``), the kinds of player a dealer meets
(``players``), rounds dealt to order (``order``), the multi-box table of seed 004
(``boxes``) and the exact analysis of a hand and of a variant (``analysis``)."""

from __future__ import annotations
