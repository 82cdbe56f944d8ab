"""One house's rules of Punto Banco as a frozen value, every difference a field.

``None`` is a figure the house has not published (or no source we read gives): the engine
refuses, with ``RulesIncomplete`` and a code naming the field (``<field>_unknown``), the
first time a coup needs it, and never guesses. A side bet the house does not offer is not
in ``offers``: a stake on it is refused by name (``IllegalAction`` ``bet_not_offered``).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Any, TypeVar

from engine.errors import RulesIncomplete
from engine.money import CENT

T = TypeVar("T")


class Bet(enum.StrEnum):
    """The bets of a baccarat layout, by the names ``settle`` takes them."""

    PLAYER = "player"
    BANKER = "banker"
    TIE = "tie"
    PLAYER_PAIR = "player_pair"
    BANKER_PAIR = "banker_pair"
    SUPER_SIX = "super_six"
    DRAGON_7 = "dragon_7"
    PANDA_8 = "panda_8"
    DRAGON_PLAYER = "dragon_player"  # Dragon Bonus on the Player's hand
    DRAGON_BANKER = "dragon_banker"  # Dragon Bonus on the Banker's hand


MAIN_BETS = (Bet.PLAYER, Bet.BANKER, Bet.TIE)


class Collection(enum.StrEnum):
    """When the Banker's commission is taken."""

    AT_ONCE = "at_once"  # from the win, as it is paid
    BOX = "box"  # the win paid in full, the commission kept in its box to the shoe's end


class Direction(enum.StrEnum):
    DOWN = "down"
    UP = "up"
    NEAREST = "nearest"  # halves up


_DECIMAL_ROUNDING = {
    Direction.DOWN: ROUND_FLOOR,
    Direction.UP: ROUND_CEILING,
    Direction.NEAREST: ROUND_HALF_UP,
}


@dataclass(frozen=True, slots=True)
class Rounding:
    """How the house makes an amount its chips cannot: to a multiple of ``unit`` (the
    table's smallest chip), in ``direction``."""

    unit: Decimal
    direction: Direction

    def __post_init__(self) -> None:
        if self.unit <= 0:
            raise ValueError(f"a rounding unit is more than zero, not {self.unit}")

    def apply(self, amount: Decimal) -> Decimal:
        """``amount`` rounded to the unit.

        >>> Rounding(Decimal("0.25"), Direction.DOWN).apply(Decimal("0.95"))
        Decimal('0.75')
        """
        steps = (amount / self.unit).quantize(
            Decimal(1), rounding=_DECIMAL_ROUNDING[self.direction]
        )
        return steps * self.unit


@dataclass(frozen=True, slots=True)
class Source:
    """A public page a variant's rules come from."""

    title: str
    url: str


# The pay fields each side bet needs, and their names for the refusals.
PAY_FIELDS: Mapping[Bet, str] = {
    Bet.TIE: "tie_pays",
    Bet.PLAYER_PAIR: "pair_pays",
    Bet.BANKER_PAIR: "pair_pays",
    Bet.SUPER_SIX: "super_six_pays",
    Bet.DRAGON_7: "dragon_7_pays",
    Bet.PANDA_8: "panda_8_pays",
    Bet.DRAGON_PLAYER: "dragon_bonus",
    Bet.DRAGON_BANKER: "dragon_bonus",
}
_FIELD_NAMES = {
    "commission": "the Banker's commission",
    "tie_pays": "what the Tie pays",
    "pair_pays": "what the pairs pay",
    "super_six_pays": "what the Super 6 pays",
    "dragon_7_pays": "what the Dragon 7 pays",
    "panda_8_pays": "what the Panda 8 pays",
    "dragon_bonus": "the Dragon Bonus table",
    "commission_collection": "when the commission is taken",
    "rounding": "how an amount the chips cannot make is rounded",
    "bet_multiples": "the multiples the bets must be",
}

DragonTable = tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class BaccaratRules:
    """One house's Punto Banco.

    ``decks``: the decks in the shoe. ``commission``: the share of a Banker win the house
    keeps (0.05; 0 where it takes none). ``banker_six_pays``: what a Banker win on a total
    of 6 pays to 1 (1, or 1/2 in no-commission baccarat). ``three_card_seven_pushes``:
    EZ Baccarat's rule, a Banker win with a three-card 7 pushes the Banker bet.
    ``tie_pays``, ``pair_pays`` (Player Pair and Banker Pair), ``super_six_pays``,
    ``dragon_7_pays``, ``panda_8_pays``: "N to 1". ``dragon_bonus``: the Dragon Bonus
    table of a non-natural win, (winning margin in points, N to 1), widest margin first,
    beside ``dragon_natural_pays`` for a natural win (a natural tie pushes it).
    ``offers``: the bets the house takes. ``commission_collection``: when the commission
    is taken (the settlement says what is owed either way). ``rounding``: how an amount
    the chips cannot make (a commission, a half pay) is rounded. ``bet_multiples``: (bet,
    multiple) a stake must be, e.g. the Banker in twenties; ``()`` none.
    """

    slug: str
    name: str
    sources: tuple[Source, ...]
    decks: int = 8
    commission: Decimal | None = Decimal("0.05")
    banker_six_pays: Fraction = Fraction(1)
    three_card_seven_pushes: bool = False
    tie_pays: int | None = 8
    pair_pays: int | None = None
    super_six_pays: int | None = None
    dragon_7_pays: int | None = None
    panda_8_pays: int | None = None
    dragon_bonus: DragonTable | None = None
    dragon_natural_pays: int | None = None
    offers: tuple[Bet, ...] = MAIN_BETS
    commission_collection: Collection | None = None
    rounding: Rounding | None = None
    bet_multiples: tuple[tuple[Bet, Decimal], ...] | None = None

    def __post_init__(self) -> None:
        if self.decks < 1:
            raise ValueError(f"a shoe holds one deck or more, not {self.decks}")
        if not all(bet in self.offers for bet in MAIN_BETS):
            raise ValueError("every baccarat table takes the Player, the Banker and the Tie")

    def offered(self, bet: Bet) -> bool:
        return bet in self.offers

    def unknown(self) -> tuple[str, ...]:
        """The fields the house has not published that its offered bets need, for the
        admin to ask."""
        fields = ["commission", "commission_collection", "rounding", "bet_multiples"]
        fields += [PAY_FIELDS[bet] for bet in self.offers if bet in PAY_FIELDS]
        if Bet.DRAGON_PLAYER in self.offers or Bet.DRAGON_BANKER in self.offers:
            fields.append("dragon_natural_pays")
        return tuple(dict.fromkeys(name for name in fields if getattr(self, name) is None))


def known(rules: BaccaratRules, field: str, value: T | None) -> T:
    """``value``, what ``rules`` hold in ``field``; ``RulesIncomplete`` (code
    ``<field>_unknown``) when the house has not published it."""
    if value is None:
        raise RulesIncomplete(
            f"{rules.name} has not published {_FIELD_NAMES.get(field, field)}: ask the house "
            "and enter it first",
            code=f"{field}_unknown",
            field=field,
        )
    return value


def round_to_chips(rules: BaccaratRules, amount: Decimal, *, what: str) -> Decimal:
    """``amount`` as the house pays or takes it: rounded by its rule; unchanged, when it
    has none, if it is whole cents. Raises ``RulesIncomplete`` (``rounding_unknown``) for an
    amount below a cent and no rule published.

    >>> from engine.baccarat.variants import PUNTO_BANCO
    >>> round_to_chips(PUNTO_BANCO, Decimal("0.50"), what="commission")
    Decimal('0.50')
    >>> round_to_chips(PUNTO_BANCO, Decimal("0.505"), what="commission")
    Traceback (most recent call last):
    engine.errors.RulesIncomplete: Punto Banco (Wizard of Odds) has not published how an amount the chips cannot make is rounded: the commission is 0.505
    """  # noqa: E501 (a doctest's line)
    if rules.rounding is not None:
        return rules.rounding.apply(amount)
    if amount == amount.quantize(CENT):
        return amount
    raise RulesIncomplete(
        f"{rules.name} has not published {_FIELD_NAMES['rounding']}: the {what} is {amount}",
        code="rounding_unknown",
        field="rounding",
        amount=amount,
    )


# What a rules value written by ``rules_to_dict`` says it is.
GAME = "baccarat"


def rules_to_dict(rules: BaccaratRules) -> dict[str, Any]:
    """``rules`` as plain JSON data (amounts and fractions as text, unknown figures as
    ``None``), so a dealt coup keeps the rules it was dealt under."""
    return {
        "game": GAME,
        "slug": rules.slug,
        "name": rules.name,
        "sources": [[source.title, source.url] for source in rules.sources],
        "decks": rules.decks,
        "commission": None if rules.commission is None else str(rules.commission),
        "banker_six_pays": str(rules.banker_six_pays),
        "three_card_seven_pushes": rules.three_card_seven_pushes,
        "tie_pays": rules.tie_pays,
        "pair_pays": rules.pair_pays,
        "super_six_pays": rules.super_six_pays,
        "dragon_7_pays": rules.dragon_7_pays,
        "panda_8_pays": rules.panda_8_pays,
        "dragon_bonus": None
        if rules.dragon_bonus is None
        else [[margin, odds] for margin, odds in rules.dragon_bonus],
        "dragon_natural_pays": rules.dragon_natural_pays,
        "offers": [bet.value for bet in rules.offers],
        "commission_collection": None
        if rules.commission_collection is None
        else rules.commission_collection.value,
        "rounding": None
        if rules.rounding is None
        else [str(rules.rounding.unit), rules.rounding.direction.value],
        "bet_multiples": None
        if rules.bet_multiples is None
        else [[bet.value, str(multiple)] for bet, multiple in rules.bet_multiples],
    }


def _pairs(data: Sequence[Sequence[Any]] | None) -> DragonTable | None:
    return None if data is None else tuple((int(margin), int(odds)) for margin, odds in data)


def rules_from_dict(data: Mapping[str, Any]) -> BaccaratRules:
    """The ``BaccaratRules`` that ``rules_to_dict`` wrote. Raises ``ValueError`` for the
    rules of another game."""
    if data.get("game") != GAME:
        raise ValueError(f"these are not baccarat rules (game {data.get('game')!r})")
    rounding, multiples = data["rounding"], data["bet_multiples"]
    return BaccaratRules(
        slug=data["slug"],
        name=data["name"],
        sources=tuple(Source(title, url) for title, url in data["sources"]),
        decks=int(data["decks"]),
        commission=None if data["commission"] is None else Decimal(data["commission"]),
        banker_six_pays=Fraction(data["banker_six_pays"]),
        three_card_seven_pushes=bool(data["three_card_seven_pushes"]),
        tie_pays=data["tie_pays"],
        pair_pays=data["pair_pays"],
        super_six_pays=data["super_six_pays"],
        dragon_7_pays=data["dragon_7_pays"],
        panda_8_pays=data["panda_8_pays"],
        dragon_bonus=_pairs(data["dragon_bonus"]),
        dragon_natural_pays=data["dragon_natural_pays"],
        offers=tuple(Bet(bet) for bet in data["offers"]),
        commission_collection=None
        if data["commission_collection"] is None
        else Collection(data["commission_collection"]),
        rounding=None
        if rounding is None
        else Rounding(Decimal(rounding[0]), Direction(rounding[1])),
        bet_multiples=None
        if multiples is None
        else tuple((Bet(bet), Decimal(multiple)) for bet, multiple in multiples),
    )
