"""A shoe of several decks, shuffled reproducibly from a seed and dealt from the top.

Card ``i`` of the shoe is chosen lazily (a Fisher-Yates step a card) from a 512-bit
BLAKE2b hash of the seed, the decks and ``i``, so a coup costs six hashes, not a shuffle of
416 cards, and the same seed gives the same shoe on every machine and Python version.
The bias of a 512-bit number taken modulo at most 416 is below 2**-500.
"""

from __future__ import annotations

import hashlib

from engine.cards import CARDS, DECK_SIZE, Card

DEFAULT_DECKS = 8


class Shoe:
    """``decks`` decks of 52 cards shuffled by ``seed``; ``draw`` deals from the top."""

    __slots__ = ("_cards", "decks", "position", "seed")

    def __init__(self, seed: int, decks: int = DEFAULT_DECKS) -> None:
        if decks < 1:
            raise ValueError(f"a shoe holds one deck or more, not {decks}")
        self.seed = seed
        self.decks = decks
        self.position = 0
        self._cards = list(CARDS) * decks

    @property
    def size(self) -> int:
        return DECK_SIZE * self.decks

    def draw(self, count: int = 1) -> tuple[Card, ...]:
        """The next ``count`` cards. Raises ``ValueError`` past the shoe's last card."""
        start, cards = self.position, self._cards
        if count < 0 or start + count > len(cards):
            raise ValueError(f"cannot draw {count} cards: {len(cards) - start} left")
        for i in range(start, start + count):
            digest = hashlib.blake2b(
                f"croupier-shoe:{self.decks}:{self.seed}:{i}".encode(), digest_size=64
            ).digest()
            j = i + int.from_bytes(digest, "big") % (len(cards) - i)
            cards[i], cards[j] = cards[j], cards[i]
        self.position = start + count
        return tuple(cards[start : self.position])

    @classmethod
    def at(cls, seed: int, position: int, decks: int = DEFAULT_DECKS) -> Shoe:
        """The shoe of ``seed`` with its first ``position`` cards already dealt."""
        shoe = cls(seed, decks)
        shoe.draw(position)
        return shoe
