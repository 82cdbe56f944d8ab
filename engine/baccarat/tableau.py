"""The points of the cards and the third-card rule of Punto Banco, as functions.

An ace counts 1, two to nine their face, tens and faces 0; a hand's total is the sum of
its points modulo 10. Two cards each; a two-card 8 or 9 in either hand is a natural and
ends the coup. Otherwise the Player draws on 0-5 and stands on 6-7. If the Player stood,
the Banker draws on 0-5 and stands on 6-7; if the Player drew, the Banker's two-card total
and the Player's third card decide (``banker_draws``): 0-2 draw; 3 draws unless the third
card is an 8; 4 draws on 2-7; 5 on 4-7; 6 on 6-7; 7 stands.

Sources: Wizard of Odds, "Baccarat" (https://wizardofodds.com/games/baccarat/); SBOBET,
"Dragon Bonus Royal Baccarat Betting Rules" (the same tableau as a table of the third
cards on which the Banker draws and stands).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.cards import Card

# The rank index (0 = two ... 8 = ten, 9-11 = faces, 12 = ace) to its baccarat points.
POINTS: tuple[int, ...] = (2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0, 1)
# The ranks that count each number of points: 0 has four (ten, jack, queen, king).
RANKS_OF_POINTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(rank for rank, points in enumerate(POINTS) if points == value) for value in range(10)
)
# A non-natural two-card total the Player stands on, and the Banker's highest draw.
PLAYER_STANDS_FROM = 6
NATURAL_FROM = 8


def points(card: Card) -> int:
    """The baccarat points of one card.

    >>> from engine.cards import parse_cards
    >>> [points(each) for each in parse_cards("Ah 9c Td Ks 5h")]
    [1, 9, 0, 0, 5]
    """
    return POINTS[card.rank]


def total(cards: Iterable[Card]) -> int:
    """A hand's total: its points summed, modulo 10.

    >>> from engine.cards import parse_cards
    >>> total(parse_cards("9h 7c")), total(parse_cards("Kd 8s")), total(parse_cards("5c 5d Th"))
    (6, 8, 0)
    """
    return sum(points(each) for each in cards) % 10


def is_natural(first_two: int) -> bool:
    """Whether a two-card total is a natural (8 or 9)."""
    return first_two >= NATURAL_FROM


def player_draws(player_total: int) -> bool:
    """Whether the Player draws a third card on his two-card ``player_total`` (0 to 7; a
    natural on either side stops the coup first): he draws on 0-5, stands on 6-7.

    >>> [player_draws(each) for each in range(8)]
    [True, True, True, True, True, True, False, False]
    """
    _check_total(player_total)
    return player_total < PLAYER_STANDS_FROM


def banker_draws(banker_total: int, player_third: int | None) -> bool:
    """Whether the Banker draws on his two-card ``banker_total`` (0 to 7) when the
    Player's third card counts ``player_third`` points (``None``: the Player stood).

    >>> banker_draws(5, None), banker_draws(6, None)
    (True, False)
    >>> banker_draws(3, 8), banker_draws(3, 9), banker_draws(6, 7), banker_draws(7, 6)
    (False, True, True, False)
    """
    _check_total(banker_total)
    if player_third is None:
        return banker_total < PLAYER_STANDS_FROM
    if not 0 <= player_third <= 9:
        raise ValueError(f"a card counts 0 to 9 points, not {player_third}")
    if banker_total <= 2:
        return True
    if banker_total == 3:
        return player_third != 8
    if banker_total == 4:
        return 2 <= player_third <= 7
    if banker_total == 5:
        return 4 <= player_third <= 7
    if banker_total == 6:
        return 6 <= player_third <= 7
    return False


def player_rule(player_total: int) -> str:
    """The line of the tableau that decides the Player's draw, in English.

    >>> player_rule(5), player_rule(6)
    ('Player 5: the Player draws on 0 to 5', 'Player 6: the Player stands on 6 and 7')
    """
    verb = "draws on 0 to 5" if player_draws(player_total) else "stands on 6 and 7"
    return f"Player {player_total}: the Player {verb}"


def banker_rule(banker_total: int, player_third: int | None) -> str:
    """The line of the tableau that decides the Banker's draw, in English, for an
    explanation ("Banker 5, Player's third card 4: the Banker draws on 4 to 7").

    >>> banker_rule(5, 4)
    "Banker 5, Player's third card 4: the Banker draws on 4 to 7"
    >>> banker_rule(6, None)
    'Banker 6, the Player stood: the Banker stands on 6 and 7'
    """
    draws = banker_draws(banker_total, player_third)
    if player_third is None:
        verb = "draws on 0 to 5" if draws else "stands on 6 and 7"
        return f"Banker {banker_total}, the Player stood: the Banker {verb}"
    line = {
        0: "always draws on 0 to 2",
        1: "always draws on 0 to 2",
        2: "always draws on 0 to 2",
        3: "draws on 3 unless the Player's third card is an 8",
        4: "draws on 2 to 7" if draws else "stands on 0, 1, 8 and 9",
        5: "draws on 4 to 7" if draws else "stands on 0 to 3, 8 and 9",
        6: "draws on 6 and 7" if draws else "stands on 0 to 5, 8 and 9",
        7: "always stands on 7",
    }[banker_total]
    return f"Banker {banker_total}, Player's third card {player_third}: the Banker {line}"


def _check_total(value: int) -> None:
    if not 0 <= value < NATURAL_FROM:
        raise ValueError(f"a total that draws or stands is 0 to 7, not {value}")
