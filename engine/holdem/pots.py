"""Main and side pots by contribution, and how each is paid (seed 002, section 5).

Pots are built in layers. Every distinct amount a player put into the hand (antes
included: an ante is dead money, but it is the player's contribution) is a level; the
layer between one level and the next holds, from each player, the part of their
contribution that lies between the two. A layer can be won by the players who did not fold
and whose contribution reaches its top: an all-in player contests only the layers their
chips cover, and folded chips stay in the layers they reach although their owner can win
none. Neighbouring layers with the same contenders are one pot (a level made only by a
folded player's chips is not a separate side pot), so the result is the main pot followed
by the side pots, in the order a dealer builds them.

Each pot is paid on its own, to its contenders with the best hand. A pot that does not
divide evenly leaves indivisible chips; they go one at a time to the tied winners,
clockwise from the seat to the left of the button.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from engine.hands import HandValue
from engine.holdem.evaluate import Kicker, deciding_kicker


@dataclass(frozen=True)
class Pot:
    """One pot: its chips and the seats that can win it, in seat order.

    ``level`` is the contribution that makes a seat a contender (the top of its layers).
    """

    amount: int
    eligible: tuple[int, ...]
    level: int


@dataclass(frozen=True)
class PotAward:
    """How one pot was paid: to whom, how many chips each, and why.

    ``shares`` pairs each winner with the chips received, in seat order; ``odd_chip_seats``
    lists the winners who received one of the indivisible chips, in the order they got
    them. ``winning_value`` is the best hand among the contenders, or ``None`` when the pot
    was won without a showdown (everyone else folded, or a single contender).
    """

    pot_index: int
    amount: int
    eligible: tuple[int, ...]
    winners: tuple[int, ...]
    shares: tuple[tuple[int, int], ...]
    odd_chip_seats: tuple[int, ...]
    winning_value: HandValue | None

    @property
    def is_split(self) -> bool:
        return len(self.winners) > 1


def build_pots(contributions: Sequence[int], folded: Collection[int]) -> tuple[Pot, ...]:
    """The main pot and side pots for ``contributions`` (chips each seat put in, by seat).

    Uncalled chips must already be returned: the highest contribution is then matched by at
    least one other player, so every pot has a contender. Raises ``ValueError`` for a
    negative contribution, or chips that no player who is still in could win.
    """
    if any(amount < 0 for amount in contributions):
        raise ValueError("a contribution cannot be negative")
    pots: list[Pot] = []
    previous = 0
    for level in sorted({amount for amount in contributions if amount > 0}):
        layer = sum(min(amount, level) - min(amount, previous) for amount in contributions)
        eligible = tuple(
            seat
            for seat, amount in enumerate(contributions)
            if amount >= level and seat not in folded
        )
        if not eligible:
            raise ValueError(f"nobody still in the hand can win the chips above {previous}")
        if pots and pots[-1].eligible == eligible:
            pots[-1] = Pot(pots[-1].amount + layer, eligible, level)
        else:
            pots.append(Pot(layer, eligible, level))
        previous = level
    return tuple(pots)


def clockwise_from_button_left(seats: Collection[int], button: int) -> tuple[int, ...]:
    """``seats`` in dealing order: the seat left of the button first, the button last.

    Seats are numbered clockwise, so that is the seats after the button in order, then the
    rest from seat 0 up to the button, at a table of any size.
    """
    return tuple(sorted(seats, key=lambda seat: (seat <= button, seat)))


def split_chips(amount: int, winners: Collection[int], button: int) -> dict[int, int]:
    """Chips for each of the tied ``winners`` of ``amount``: equal shares, then the
    indivisible chips one at a time clockwise from the button's left.

    Raises ``ValueError`` when there is no winner.
    """
    if not winners:
        raise ValueError("a pot needs at least one winner")
    ordered = clockwise_from_button_left(winners, button)
    share, odd = divmod(amount, len(ordered))
    return {seat: share + (1 if position < odd else 0) for position, seat in enumerate(ordered)}


def award_pots(
    pots: Sequence[Pot], values: Mapping[int, HandValue] | None, button: int
) -> tuple[PotAward, ...]:
    """Pay every pot on its own to its contenders with the best hand.

    ``values`` holds each contender's best hand at a showdown; ``None`` when the hand ended
    without one, and then each pot must have a single contender. Raises ``ValueError`` when
    a contender's hand is missing.
    """
    awards = []
    for index, pot in enumerate(pots):
        if values is None or len(pot.eligible) == 1:
            winners, best = pot.eligible, None
        else:
            missing = [seat for seat in pot.eligible if seat not in values]
            if missing:
                raise ValueError(f"no hand for seats {missing} at the showdown")
            best = max(values[seat] for seat in pot.eligible)
            winners = tuple(seat for seat in pot.eligible if values[seat] == best)
        if values is None and len(winners) != 1:
            raise ValueError("without a showdown each pot has exactly one contender")
        chips = split_chips(pot.amount, winners, button)
        ordered = clockwise_from_button_left(winners, button)
        odd = pot.amount % len(winners)
        awards.append(
            PotAward(
                pot_index=index,
                amount=pot.amount,
                eligible=pot.eligible,
                winners=winners,
                shares=tuple(sorted(chips.items())),
                odd_chip_seats=ordered[:odd],
                winning_value=best,
            )
        )
    return tuple(awards)


@dataclass(frozen=True)
class KickerWin:
    """A pot won on a kicker: the best losing hand among the pot's contenders, who holds it,
    and the kicker on which the winning hand beat it."""

    kicker: Kicker
    losers: tuple[int, ...]
    losing_value: HandValue


def kicker_win(award: PotAward, values: Mapping[int, HandValue]) -> KickerWin | None:
    """How ``award``'s pot was decided when a kicker decided it: against the contenders
    with the best of the losing hands (``values`` by seat, as at the showdown).

    ``None`` for a pot won without a showdown, split among all its contenders, or won on
    the category or the ranks that make the hand. Raises ``ValueError`` when a contender's
    hand is missing from ``values``.
    """
    if award.winning_value is None:
        return None
    missing = [seat for seat in award.eligible if seat not in values]
    if missing:
        raise ValueError(f"no hand for seats {missing} at the showdown")
    losing = {seat: values[seat] for seat in award.eligible if seat not in award.winners}
    if not losing:
        return None
    best_losing = max(losing.values())
    kicker = deciding_kicker(award.winning_value, best_losing)
    if kicker is None:
        return None
    losers = tuple(seat for seat, value in losing.items() if value == best_losing)
    return KickerWin(kicker, losers, best_losing)
