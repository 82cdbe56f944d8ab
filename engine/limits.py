"""House limits that every banked table game shares: the table's maximum payout.

The rule followed: **what the house pays out on a box's game wagers (the ante and the
raise or bet), added together, is capped at the table's maximum payout**; whatever the
wagers would win above it is forfeited. The cap is taken on the winnings, before any fee:
a fee (for a switch, an exchange, a sixth card, a bought card or game) is paid when the
action is taken and is never refunded, so it is neither counted against the cap nor given
back because of it. Side bets paid from their own table (a bonus, a progressive meter) and
Russian Poker's insurance are outside the cap.

Sources:

- Casinò di Campione d'Italia, "Russian Poker, game rules"
  (https://www.casinocampioneditalia.it/en/russian-poker/): a player with more than one
  combination "will be paid only the two best combinations, up to the maximum" the casino
  sets: the cap is on what the box is paid, however many combinations make it up.
- Casino Aragon, Minsk, "Russian poker"
  (http://casino-aragon.by/casino/games-and-bets/russian-poker/?lang=en): the minimum and
  maximum bets and the maximum payout "are indicated on the plates of gaming tables", so the
  figure belongs to the table (the house's data), not to the game.
- Royal Casino, Riga (http://info.royalcasino.lv/en/games/index.html): winning hands are
  paid by the table "but not more than a maximum, set by the casino".

Which wager gives up the excess is not said anywhere and changes nothing in the net; here
the bet (the wager the pay table pays) gives it up first, then the ante.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from engine.money import MAX_METER, parse_amount

_ZERO = Decimal(0)


@dataclass(frozen=True, slots=True)
class Capped:
    """Wager amounts after the cap, in the order given, and how much was forfeited."""

    amounts: tuple[Decimal, ...]
    forfeited: Decimal

    @property
    def capped(self) -> bool:
        """Whether the cap took anything away."""
        return self.forfeited > 0


def cap_winnings(amounts: Sequence[Decimal], max_payout: Decimal | None) -> Capped:
    """The wagers' signed amounts with their winnings capped at ``max_payout``.

    Only winnings (positive amounts) count toward the cap and only they are cut; a lost
    wager stays lost. The excess is taken from the last amount first (pass the ante, then
    the bet). ``max_payout`` ``None`` means the table has no cap (or none entered).

    >>> cap_winnings([Decimal(100), Decimal(10_000)], Decimal(5_000))
    Capped(amounts=(Decimal('100'), Decimal('4900')), forfeited=Decimal('5100'))
    >>> cap_winnings([Decimal(-10), Decimal(-20)], Decimal(5)).capped
    False
    """
    result = list(amounts)
    won = sum((amount for amount in result if amount > 0), _ZERO)
    if max_payout is None or won <= max_payout:
        return Capped(amounts=tuple(result), forfeited=_ZERO)
    excess = won - max_payout
    left = excess
    for index in reversed(range(len(result))):
        if left <= 0:
            break
        if result[index] > 0:
            cut = min(result[index], left)
            result[index] -= cut
            left -= cut
    return Capped(amounts=tuple(result), forfeited=excess)


def check_max_payout(value: Decimal | int | str | None) -> Decimal | None:
    """A table's maximum payout as an exact amount (``None`` for no cap).

    Raises ``BadAmount`` for an amount that is not positive whole cents. The cap can run
    past the largest stake (it caps odds × stake), so it is bounded like a meter.
    """
    if value is None:
        return None
    return parse_amount(value, name="maximum payout", most=MAX_METER)


def max_payout_from_text(value: str | None) -> Decimal | None:
    """The maximum payout that ``str`` wrote (``None`` stays ``None``), for stored rules."""
    return None if value is None else Decimal(value)
