"""What the kinds asked on one round share, whatever the game: the antes of each
difficulty, how hard dealing tries, how often a "rare hands" drill deals a big hand (each
game says which), and the working's reason for a wager. Each game's
``trainer/kinds/<engine>/rounds.py`` deals and explains its own rounds over these."""

from __future__ import annotations

import enum
from decimal import Decimal

from paytables.wording import Working
from trainer.models import Difficulty

ANTES = {
    Difficulty.ROUND: [Decimal(n) for n in (10, 20, 25, 50, 100)],
    Difficulty.ODD: [Decimal(n) for n in (15, 35, 45, 65, 85)],
}
# "Rare hands": this share of ordinary rounds is dealt again until the player ends with a
# big hand (a straight or better, in the five-card games: ``five_card.RARE_FROM``).
RARE_SHARE = 0.5
# Every variant the form offers can deal each of its cells well within this many tries.
MAX_DEALS = 400
# The smallest of the difficulties' largest antes: a line dealt at every difficulty must
# be reachable with it.
LARGEST_ANTE = min(max(antes) for antes in ANTES.values())


def wager_reason(explained: Working, wager: enum.StrEnum) -> str:
    """The reason the working gives for ``wager`` (any game's)."""
    return next(line.reason for line in explained.lines if line.wager == wager)
