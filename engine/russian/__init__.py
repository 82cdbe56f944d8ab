"""Russian Poker: one house's rules as a value (``rules``), the best hand and the two
combinations of five or six cards (``evaluate``), a round with its history (``round``), its
settlement (``settle``), the houses' variants with their sources (``variants``), the kinds
of player a dealer meets (``players``), rounds dealt to order (``order``) and one player's
several boxes against one dealer hand (``table``)."""

from __future__ import annotations
