"""Cards, parsing and seeded decks.

A card is its integer id, rank index × 4 + suit index (2c = 0, 2d = 1, ..., As = 51), so
cards index lookup tables and fill numpy arrays without conversion.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence

from engine.errors import CardError, IllegalAction

RANKS = "23456789TJQKA"
SUITS = "cdhs"
DECK_SIZE = 52

RANK_NAMES = (
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Jack",
    "Queen",
    "King",
    "Ace",
)
SUIT_NAMES = ("Clubs", "Diamonds", "Hearts", "Spades")
SUIT_SYMBOLS = ("♣", "♦", "♥", "♠")


class Card(int):
    """A playing card. It *is* its id (an ``int``), with a rank, a suit and a short name.

    An ``int`` subclass rather than a dataclass because the evaluator indexes tables with
    cards millions of times a second; the 52 instances are made once and shared.
    """

    __slots__ = ()

    def __new__(cls, card_id: int) -> Card:
        if not 0 <= card_id < DECK_SIZE:
            raise ValueError(f"card id must be 0..51, not {card_id}")
        return super().__new__(cls, card_id)

    @property
    def rank(self) -> int:
        """Rank index: 0 for a two ... 12 for an ace."""
        return self >> 2

    @property
    def suit(self) -> int:
        """Suit index: 0 clubs, 1 diamonds, 2 hearts, 3 spades."""
        return self & 3

    @property
    def is_red(self) -> bool:
        return self.suit in (1, 2)

    @property
    def label(self) -> str:
        """A name for screen readers, e.g. "Ace of Spades"."""
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"

    def __str__(self) -> str:
        return RANKS[self.rank] + SUITS[self.suit]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


CARDS: tuple[Card, ...] = tuple(Card.__new__(Card, i) for i in range(DECK_SIZE))

# A suit as typed: its letter, the symbol the card faces print, or that symbol's white form.
_SUIT_BY_TEXT = {
    **{letter: index for index, letter in enumerate(SUITS)},
    **{symbol: index for index, symbol in enumerate(SUIT_SYMBOLS)},
    **{symbol: index for index, symbol in enumerate("♧♢♡♤")},
}
# A phone's emoji keyboard sends "♥️", the symbol and a variation selector: not part of the name.
_VARIATION_SELECTORS = str.maketrans("", "", "\ufe0e\ufe0f")


def card(token: str) -> Card:
    """The card named by ``token``, case-insensitive: a rank (2-9, T or 10, J, Q, K, A) and a
    suit, as a letter ("As", "td", "10h") or as the card faces print it ("A♠", "10♥").

    Raises ``CardError`` (a ``ValueError``) naming the token when it is not a card.

    >>> card("10h"), card("as")
    (Card('Th'), Card('As'))
    >>> card("1h")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    engine.errors.CardError: '1h' is not a card: write a rank (...) and a suit (...), like ...'A♠'
    """
    text = token.strip().translate(_VARIATION_SELECTORS)
    rank, suit = text[:-1].upper(), _SUIT_BY_TEXT.get(text[-1:].lower())
    rank = "T" if rank == "10" else rank
    if len(rank) == 1 and rank in RANKS and suit is not None:
        return CARDS[RANKS.index(rank) * 4 + suit]
    raise CardError(
        f"{token!r} is not a card: write a rank ({RANKS} or 10) and a suit ({SUITS} or "
        f"{''.join(SUIT_SYMBOLS)}), like 'As' or 'A♠'",
        code="bad_card",
        token=token,
    )


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Cards from text such as "As Kd 4c 3h 2s" or "A♠ K♦ 4♣ 3♥ 2♠" (spaces or commas between
    cards).

    Raises ``CardError`` (a ``ValueError``) naming the bad token, or the card given twice.

    >>> parse_cards("As, Kd 10c")
    (Card('As'), Card('Kd'), Card('Tc'))
    >>> parse_cards("As Kd As")
    Traceback (most recent call last):
    engine.errors.CardError: duplicate card: As appears more than once
    """
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    cards = tuple(card(token) for token in tokens)
    ensure_distinct(cards)
    return cards


def ensure_distinct(cards: Iterable[Card]) -> None:
    """Raise ``CardError`` naming the first card that appears twice."""
    seen: set[Card] = set()
    for each in cards:
        if each in seen:
            raise CardError(
                f"duplicate card: {each} appears more than once", code="duplicate_card", card=each
            )
        seen.add(each)


def ensure_in_hand(cards: Iterable[Card], hand: Sequence[Card]) -> None:
    """Raise ``IllegalAction`` (code ``card_not_in_hand``) naming the first of ``cards``
    that is not in the player's ``hand``: a player gives up only cards he holds.

    >>> ensure_in_hand(parse_cards("Kd"), parse_cards("As Kd 4c"))
    >>> ensure_in_hand(parse_cards("Kd 2s"), parse_cards("As Kd 4c"))
    Traceback (most recent call last):
    engine.errors.IllegalAction: 2s is not in the player's hand (As Kd 4c)
    """
    for each in cards:
        if each not in hand:
            raise IllegalAction(
                f"{each} is not in the player's hand ({format_cards(hand)})",
                code="card_not_in_hand",
                card=each,
            )


def format_cards(cards: Iterable[Card]) -> str:
    """The cards as text, e.g. "As Kd 4c 3h 2s"; ``parse_cards`` reads it back."""
    return " ".join(str(each) for each in cards)


class Deck:
    """A shuffled 52-card deck, dealt from the top, reproducible from its seed.

    A Fisher–Yates shuffle whose random choices are the mixed-radix digits (base 52, 51,
    ..., 2) of a 512-bit BLAKE2b hash of the seed. 52! is below 2**226, so each order is
    equally likely to within 2**-286, the same seed gives the same order on every machine
    and Python version, and the shuffle runs lazily, one position per card drawn: dealing
    a round costs one hash and ten divisions instead of seeding a Mersenne Twister.
    """

    __slots__ = ("_cards", "_entropy", "position", "seed")

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.position = 0
        digest = hashlib.blake2b(f"croupier-deck:{seed}".encode(), digest_size=64).digest()
        self._entropy = int.from_bytes(digest, "big")
        self._cards = list(CARDS)

    def draw(self, count: int = 1) -> tuple[Card, ...]:
        """The next ``count`` cards from the top. Raises ``ValueError`` past the last card."""
        start = self.position
        if count < 0 or start + count > DECK_SIZE:
            raise ValueError(f"cannot draw {count} cards: {DECK_SIZE - start} left")
        cards, entropy = self._cards, self._entropy
        for i in range(start, start + count):
            entropy, offset = divmod(entropy, DECK_SIZE - i)
            j = i + offset
            cards[i], cards[j] = cards[j], cards[i]
        self._entropy = entropy
        self.position = start + count
        return tuple(cards[start : self.position])

    @classmethod
    def at(cls, seed: int, position: int) -> Deck:
        """The deck of ``seed`` with its first ``position`` cards already drawn."""
        deck = cls(seed)
        deck.draw(position)
        return deck

    @classmethod
    def order(cls, seed: int) -> tuple[Card, ...]:
        """The whole order of the deck of ``seed``, top card first."""
        return cls(seed).draw(DECK_SIZE)


def draw_cards(
    seed: int | None, seen: Sequence[Card], count: int, given: Iterable[Card] | None = None
) -> tuple[Card, ...]:
    """The ``count`` cards a round draws next, when ``seen`` have already left the deck.

    Without ``given`` they come from the top of the deck of ``seed``, which must be known;
    with ``given`` (a round entered by hand) they are checked to be as many, distinct, and
    still in the deck. Raises ``CardError`` saying which of these fails.
    """
    if given is None:
        if seed is None:
            raise CardError(
                "this round was entered by hand: say which cards were drawn", code="draw_missing"
            )
        return Deck.at(seed, len(seen)).draw(count)
    drawn = tuple(given)
    if len(drawn) != count:
        raise CardError(
            f"{count} card(s) must be drawn, not {len(drawn)}",
            code="draw_count",
            expected=count,
            given=len(drawn),
        )
    ensure_distinct(drawn)
    for each in drawn:
        if each in seen:
            raise CardError(
                f"{each} is already out of the deck in this round",
                code="card_already_out",
                card=each,
            )
    return drawn
