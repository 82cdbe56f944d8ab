"""Pricing a round described as JSON (``manage.py settle``): the variant names its game, and
the game's pricing module (``paytables/games/<engine>/pricing.py``) reads the entry, settles
it with the engine and writes the record.

An entry is a JSON object: ``variant`` names the house, and so the game, whose module says
which fields it takes (``FIELDS``) and which must be given (``REQUIRED``).
Every problem with an entry raises ``ValueError`` (the engine's refusals are subclasses of
it) with a sentence saying what is wrong.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Protocol

from engine.cards import Card, card, parse_cards
from paytables.games import GAMES, game_of
from paytables.models import Variant
from paytables.selectors import variant_get

# What a round of the poker games (a hand against the dealer's, decided by the player)
# must give; each game's module names its own ``REQUIRED``.
HAND_AGAINST_DEALER = ("variant", "ante", "player", "dealer", "decision")


@dataclass(frozen=True)
class Priced:
    """A settled round: its JSON record and its text as a dealer reads it."""

    record: dict[str, Any]
    text: str


class GamePricing(Protocol):
    """What a game's module offers: its fields and those an entry must give, how it prices
    an entry, its own options of the command line (argparse's keywords by flag) and
    decisions (the first by default; none for a game nobody decides in), and how the
    command line's options become an entry."""

    FIELDS: frozenset[str]
    REQUIRED: tuple[str, ...]
    OPTIONS: Mapping[str, Mapping[str, Any]]
    DECISIONS: tuple[str, ...]

    def price(self, variant: Variant, entry: Mapping[str, Any]) -> Priced: ...

    def entry_from_options(self, options: Mapping[str, Any]) -> dict[str, Any]: ...


def pricing_of(variant: Variant) -> GamePricing:
    """The pricing module of ``variant``'s game (its adapter names it)."""
    pricing: GamePricing = game_of(variant).pricing_module()
    return pricing


def every_pricing() -> list[tuple[str, GamePricing]]:
    """Each game's name and pricing module, in the registry's order."""
    return [(str(game.name), game.pricing_module()) for game in GAMES.values()]


def price_entry(entry: Any) -> Priced:
    """Settle the round ``entry`` describes under its variant's rules as the database holds
    them now. Raises ``ValueError`` saying what is wrong."""
    if not isinstance(entry, dict):
        raise ValueError('each line must be a JSON object, like {"variant": "standard", ...}')
    if "variant" not in entry:
        raise ValueError("missing field(s): variant")
    variant = variant_get(slug=text(entry, "variant"))
    game = pricing_of(variant)
    check_fields(entry, game, variant)
    return game.price(variant, entry)


def entry_from_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The entry that the command line's options describe, for the game of its variant.
    Another game's option given (set away from its default) joins the entry too, so that
    the game refuses it by name rather than ignore it."""
    own = pricing_of(variant_get(slug=options["variant"]))
    entry = own.entry_from_options(options)
    for _name, pricing in every_pricing():
        if pricing is own:
            continue
        for flag, keywords in pricing.OPTIONS.items():
            name = flag.removeprefix("--").replace("-", "_")
            given = options.get(name)
            if name not in entry and given not in (None, keywords.get("default"), []):
                entry[name] = given
    return entry


def check_fields(entry: Mapping[str, Any], game: GamePricing, variant: Variant) -> None:
    unknown = sorted(set(entry) - game.FIELDS)
    if unknown:
        message = f"unknown field(s): {', '.join(unknown)}"
        message += f" ({variant.game.name_en} takes: {', '.join(sorted(game.FIELDS))})"
        raise ValueError(message)
    missing = [name for name in game.REQUIRED if name not in entry]
    if missing:
        raise ValueError(f"missing field(s): {', '.join(missing)}")


def text(entry: Mapping[str, Any], name: str) -> str:
    value = entry[name]
    if not isinstance(value, str):
        raise ValueError(f"{name} must be text")
    # No name or card has one, and PostgreSQL refuses it in a query (the variant's lookup).
    if "\x00" in value:
        raise ValueError(f"{name} must not contain a NUL character")
    return value.strip()


def cards(entry: Mapping[str, Any], name: str, *, count: int | None = None) -> tuple[Card, ...]:
    given = text(entry, name) if name in entry else ""
    try:
        found = parse_cards(given)
    except ValueError as error:
        raise ValueError(f"{name}: {error}") from None
    if count is not None and len(found) != count:
        raise ValueError(f"{name} must be {count} cards, not {len(found)}")
    return found


def named_card(name: str, given: str) -> Card:
    try:
        return card(given)
    except ValueError as error:
        raise ValueError(f"{name}: {error}") from None


def amount(entry: Mapping[str, Any], name: str) -> Decimal | str | int:
    value = entry[name]
    # JSON numbers arrive as int or Decimal (parse_float=Decimal), never as float.
    if isinstance(value, bool) or not isinstance(value, (str, int, Decimal)):
        raise ValueError(f"{name} must be a number, like 10 or 12.50")
    return value


def flag(entry: Mapping[str, Any], name: str) -> bool:
    value = entry.get(name, False)
    if not isinstance(value, bool):
        raise ValueError(f"{name} must be true or false")
    return value


def signed(value: Decimal) -> str:
    """An amount for the text: grouped, signed when it is not zero."""
    shown = f"{value.normalize():,f}"
    return f"+{shown}" if value > 0 else shown
