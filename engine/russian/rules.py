"""One house's rules of Russian Poker as a frozen value.

Every figure a house may set is a field. A field that is ``None`` is a figure the house has
not published (or that no source we read gives): the engine refuses, with
``RulesIncomplete`` and a code naming the field, the first time a round needs it, as Oasis
Poker's Nicaraguan after-switch table does. Nothing is guessed for a house.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, TypeVar

from engine.errors import RulesIncomplete
from engine.hands import Category
from engine.limits import max_payout_from_text
from engine.showdown import frozen_mapping

T = TypeVar("T")

# What the round's fields are called in refusals, so a page can ask the admin for them.
_FIELD_NAMES = {
    "bet_pays": "the bet's pay table",
    "ante_on_win": "whether the ante is paid or only returned when the player wins",
    "ante_after_bought_no_game": "what the ante gets when a bought game still does not qualify",
    "dealer_discards": "which card the dealer gives up when a game is bought",
    "redraw_same_rank": "whether a card of the rank the dealer gave up is drawn again",
    "two_combinations": "whether a second combination is paid",
    "same_ranks_second": "whether a second combination of the same ranks counts (K-Q-J-10-9-9)",
    "insurance.limit": "the most a player may insure",
    "insurance.returned_unless_won": "what insurance gets when the dealer qualifies",
}

# Figures named in refusals but not listed as unknown: no maximum payout means no cap.
_OTHER_NAMES = {"max_payout": "the table's maximum payout"}


class AntePays(enum.StrEnum):
    """What the ante gets: paid 1 to 1, or only returned to the player."""

    PAID = "paid"
    RETURNED = "returned"


class DealerDiscards(enum.StrEnum):
    """Which of his cards the dealer gives up when the player buys him a game."""

    HIGHEST = "highest"
    LOWEST = "lowest"


class InsuranceLimit(enum.StrEnum):
    """The most a player may insure (never less than one ante, never more than the table's
    maximum payout when it has one)."""

    # What the bet would win on the hand held, if the dealer qualified and lost.
    POTENTIAL_WIN = "potential_win"
    HALF_POTENTIAL_WIN = "half_potential_win"
    # The table's maximum payout itself.
    MAX_PAYOUT = "max_payout"


@dataclass(frozen=True, slots=True)
class Source:
    """A public page a variant's rules come from."""

    title: str
    url: str


@dataclass(frozen=True, slots=True)
class Insurance:
    """Insurance against a dealer without a game: placed with the bet by a player holding
    ``least`` or better, at least one ante, at most ``limit``; paid 1 to 1 when the dealer
    (as first shown) does not qualify. When he qualifies it is lost if the player wins, and
    when the player does not win it is returned where ``returned_unless_won`` (lost
    otherwise)."""

    limit: InsuranceLimit | None
    returned_unless_won: bool | None = False
    least: Category = Category.THREE_OF_A_KIND


@dataclass(frozen=True, slots=True)
class RussianRules:
    """One house's Russian Poker.

    ``exchange_counts`` are the numbers of cards that may be exchanged (empty: no exchange);
    ``sixth_card`` whether a sixth card may be bought. Each of these is a *draw*;
    ``draw_fees`` is the fee in antes of a round's first, second, ... draw, so its length is
    how many draws a round may take, and ``exchange_and_sixth`` whether one round may hold
    both kinds. ``ante_on_win`` is what the ante gets when the player beats a qualifying
    dealer. ``buy_game_fee`` (antes) lets a player who bet buy the dealer a game when he
    does not qualify (``None``: the house has no such buy): the player gives up the ante's
    win, the dealer gives up his ``dealer_discards`` card for the next one (again while it
    has the same rank, where ``redraw_same_rank``), and the round is settled against the
    new hand; if it still does not qualify the ante gets ``ante_after_bought_no_game``.
    ``two_combinations``: a second combination using at least one card outside the first is
    paid too; ``same_ranks_second``: whether such a second combination may have the very
    ranks of the first (K-Q-J-10-9-9 as two straights rather than a straight and a pair).
    ``insurance`` ``None``: no insurance. ``max_payout``: the table's maximum payout
    (``engine.limits``), ``None`` for no cap entered.
    """

    slug: str
    name: str
    sources: tuple[Source, ...]
    bet_pays: Mapping[Category, int] | None
    exchange_counts: frozenset[int]
    sixth_card: bool
    ante_on_win: AntePays | None
    draw_fees: tuple[Decimal, ...] = (Decimal(1),)
    exchange_and_sixth: bool = False
    buy_game_fee: Decimal | None = Decimal(1)
    dealer_discards: DealerDiscards | None = DealerDiscards.HIGHEST
    redraw_same_rank: bool | None = False
    ante_after_bought_no_game: AntePays | None = AntePays.RETURNED
    two_combinations: bool | None = True
    same_ranks_second: bool | None = True
    insurance: Insurance | None = None
    max_payout: Decimal | None = None

    @property
    def allows_exchange(self) -> bool:
        return bool(self.exchange_counts) and bool(self.draw_fees)

    @property
    def allows_sixth_card(self) -> bool:
        return self.sixth_card and bool(self.draw_fees)

    @property
    def allows_buy_game(self) -> bool:
        return self.buy_game_fee is not None

    def unknown(self) -> tuple[str, ...]:
        """The fields whose figures this house has not published, for the admin to ask."""
        names = [
            field.name
            for field in dataclasses.fields(self)
            if field.name in _FIELD_NAMES and getattr(self, field.name) is None
        ]
        if self.insurance is not None:
            names += [
                f"insurance.{name}"
                for name in ("limit", "returned_unless_won")
                if getattr(self.insurance, name) is None
            ]
        return tuple(names)

    def bet_odds(self, category: Category) -> int:
        """The "N to 1" the bet's pay table gives ``category``.

        Raises ``RulesIncomplete`` when the house's table, or this line of it, is unknown.
        """
        pays = known(self, "bet_pays", self.bet_pays)
        try:
            return pays[category]
        except KeyError:
            raise RulesIncomplete(
                f"{self.name}'s pay table gives no figure for {category.title}: ask the house "
                "and enter it before settling this hand",
                code="pay_missing",
                category=category,
            ) from None


def known(rules: RussianRules, field: str, value: T | None) -> T:
    """``value``, the figure ``rules`` hold in ``field``; ``RulesIncomplete`` (code
    ``<field>_unknown``) when the house has not published it."""
    if value is None:
        what = _FIELD_NAMES.get(field) or _OTHER_NAMES.get(field, field)
        raise RulesIncomplete(
            f"{rules.name} has not published {what}: ask the house and enter it first",
            code=f"{field.replace('.', '_')}_unknown",
            field=field,
        )
    return value


# What a rules value written by ``rules_to_dict`` says it is: Oasis Poker's rules, written
# before a second game existed, carry no such key.
GAME = "russian"


def rules_to_dict(rules: RussianRules) -> dict[str, Any]:
    """``rules`` as plain JSON data (amounts as decimal strings, hands as slugs, unknown
    figures as ``None``), so a dealt round keeps the rules it was dealt under."""
    insurance = rules.insurance
    return {
        "game": GAME,
        "slug": rules.slug,
        "name": rules.name,
        "sources": [[source.title, source.url] for source in rules.sources],
        "bet_pays": (
            None
            if rules.bet_pays is None
            else {category.slug: odds for category, odds in rules.bet_pays.items()}
        ),
        "exchange_counts": sorted(rules.exchange_counts),
        "sixth_card": rules.sixth_card,
        "ante_on_win": _value(rules.ante_on_win),
        "draw_fees": [str(fee) for fee in rules.draw_fees],
        "exchange_and_sixth": rules.exchange_and_sixth,
        "buy_game_fee": None if rules.buy_game_fee is None else str(rules.buy_game_fee),
        "dealer_discards": _value(rules.dealer_discards),
        "redraw_same_rank": rules.redraw_same_rank,
        "ante_after_bought_no_game": _value(rules.ante_after_bought_no_game),
        "two_combinations": rules.two_combinations,
        "same_ranks_second": rules.same_ranks_second,
        "insurance": (
            None
            if insurance is None
            else {
                "limit": _value(insurance.limit),
                "returned_unless_won": insurance.returned_unless_won,
                "least": insurance.least.slug,
            }
        ),
        "max_payout": None if rules.max_payout is None else str(rules.max_payout),
    }


def rules_from_dict(data: Mapping[str, Any]) -> RussianRules:
    """The ``RussianRules`` that ``rules_to_dict`` wrote."""
    pays = data["bet_pays"]
    insurance = data["insurance"]
    return RussianRules(
        slug=data["slug"],
        name=data["name"],
        sources=tuple(Source(title, url) for title, url in data["sources"]),
        bet_pays=(
            None
            if pays is None
            else frozen_mapping(
                (Category.from_slug(slug), int(odds)) for slug, odds in pays.items()
            )
        ),
        exchange_counts=frozenset(int(count) for count in data["exchange_counts"]),
        sixth_card=data["sixth_card"],
        ante_on_win=_enum(AntePays, data["ante_on_win"]),
        draw_fees=tuple(Decimal(fee) for fee in data["draw_fees"]),
        exchange_and_sixth=data["exchange_and_sixth"],
        buy_game_fee=None if data["buy_game_fee"] is None else Decimal(data["buy_game_fee"]),
        dealer_discards=_enum(DealerDiscards, data["dealer_discards"]),
        redraw_same_rank=data["redraw_same_rank"],
        ante_after_bought_no_game=_enum(AntePays, data["ante_after_bought_no_game"]),
        two_combinations=data["two_combinations"],
        same_ranks_second=data["same_ranks_second"],
        insurance=(
            None
            if insurance is None
            else Insurance(
                limit=_enum(InsuranceLimit, insurance["limit"]),
                returned_unless_won=insurance["returned_unless_won"],
                least=Category.from_slug(insurance["least"]),
            )
        ),
        max_payout=max_payout_from_text(data["max_payout"]),
    )


E = TypeVar("E", bound=enum.StrEnum)


def _value(choice: enum.StrEnum | None) -> str | None:
    return None if choice is None else choice.value


def _enum(kind: type[E], value: str | None) -> E | None:
    return None if value is None else kind(value)
