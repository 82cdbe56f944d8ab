"""The Bonus's lines: the player's two hole cards (and, for the top line, the dealer's)."""

from __future__ import annotations

import enum
from collections.abc import Sequence

from engine.cards import Card

_ACE, _KING, _QUEEN, _JACK, _TEN = 12, 11, 10, 9, 8


class BonusLine(enum.StrEnum):
    """A line of the Bonus table, best first."""

    ACES_AGAINST_ACES = "aces_against_aces"  # the player's aces and the dealer's
    ACES = "aces"
    ACE_KING_SUITED = "ace_king_suited"
    ACE_QUEEN_OR_JACK_SUITED = "ace_queen_or_jack_suited"
    ACE_KING = "ace_king"  # offsuit
    KINGS_QUEENS_OR_JACKS = "kings_queens_or_jacks"
    ACE_QUEEN_OR_JACK = "ace_queen_or_jack"  # offsuit
    PAIR_TWO_TO_TEN = "pair_two_to_ten"


def bonus_line(player: Sequence[Card], dealer: Sequence[Card]) -> BonusLine | None:
    """The Bonus line of the player's two cards beside the dealer's two (none given: not
    yet seen); ``None`` for two cards the table does not name.

    >>> from engine.cards import parse_cards
    >>> [bonus_line(parse_cards(each), parse_cards("7c 2d")).value for each in ("Ah Jh", "Ah Jd", "9c 9d")]
    ['ace_queen_or_jack_suited', 'ace_queen_or_jack', 'pair_two_to_ten']
    >>> bonus_line(parse_cards("Ah Ad"), parse_cards("Ac As")).value
    'aces_against_aces'
    """  # noqa: E501 (a doctest's line)
    high, low = sorted((each.rank for each in player), reverse=True)
    suited = player[0].suit == player[1].suit
    if high == low:
        if high == _ACE:
            aces = len(dealer) == 2 and all(each.rank == _ACE for each in dealer)
            return BonusLine.ACES_AGAINST_ACES if aces else BonusLine.ACES
        return BonusLine.KINGS_QUEENS_OR_JACKS if high >= _JACK else BonusLine.PAIR_TWO_TO_TEN
    if high != _ACE:
        return None
    if low == _KING:
        return BonusLine.ACE_KING_SUITED if suited else BonusLine.ACE_KING
    if low in (_QUEEN, _JACK):
        return BonusLine.ACE_QUEEN_OR_JACK_SUITED if suited else BonusLine.ACE_QUEEN_OR_JACK
    return None
