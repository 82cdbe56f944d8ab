"""No-Limit Texas Hold'em by seed 002's rules, at 2 to 10 seats (seed 002's own table has
four): the table engine and its AI players.

``table`` deals and runs hands and matches, ``pots`` builds and pays main and side pots,
``evaluate`` finds the best five of seven cards, ``ai`` decides for the computer seats.
Plain Python like the rest of ``poker``: no Django here.
"""

from __future__ import annotations
