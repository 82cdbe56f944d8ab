"""Russian Poker: one house's rules as a value (``rules``), the best hand and the two
combinations of five or six cards (``evaluate``), a round with its history (``round``), its
settlement (``settle``) and the houses' variants with their sources (``variants``)."""

from __future__ import annotations
