"""The question kinds, one module each; ``KINDS`` says which module serves each kind.

Adding a kind is a module here with its ``KIND`` (see ``trainer.kinds.base.Kind``), its
entry below, and its choice in ``trainer.models.QuestionKind`` (no migration: the fields that
store a kind take their choices from ``KINDS``, ``trainer.models.kind_choices``). Dealing,
grading and the pages ask the kind; the drill form's groups and default kinds and the
self-tests still list kinds per game (``trainer.forms``, ``trainer.services``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from paytables.games import GameRules
from trainer.kinds import (
    ante,
    best_play,
    bonus,
    fee,
    glossary_meaning,
    glossary_term,
    hand,
    max_payout,
    net,
    qualifies,
    raise_,
    settle_table,
    side_pots,
    winner,
)
from trainer.kinds.base import Cell, Choice, Dealing, Kind, WorkedAnswer
from trainer.kinds.russian import ante as ru_ante
from trainer.kinds.russian import bet as ru_bet
from trainer.kinds.russian import combinations as ru_combinations
from trainer.kinds.russian import fee as ru_fee
from trainer.kinds.russian import game_bought as ru_game_bought
from trainer.kinds.russian import hand as ru_hand
from trainer.kinds.russian import insurance as ru_insurance
from trainer.kinds.russian import max_payout as ru_max_payout
from trainer.kinds.russian import net as ru_net
from trainer.kinds.russian import qualifies as ru_qualifies
from trainer.kinds.russian import settle_table as ru_settle_table
from trainer.kinds.russian import winner as ru_winner

__all__ = [
    "DEALER_KINDS",
    "KINDS",
    "TEACHING_ORDER",
    "Cell",
    "Choice",
    "Dealing",
    "Kind",
    "WorkedAnswer",
    "cell_label",
    "teaching_order",
]

KINDS: dict[str, Kind[Any]] = {
    module.KIND.slug.value: module.KIND
    for module in (
        ante,
        raise_,
        fee,
        bonus,
        net,
        qualifies,
        hand,
        winner,
        glossary_term,
        glossary_meaning,
        side_pots,
        settle_table,
        best_play,
        max_payout,
        ru_ante,
        ru_bet,
        ru_combinations,
        ru_fee,
        ru_insurance,
        ru_game_bought,
        ru_max_payout,
        ru_net,
        ru_qualifies,
        ru_hand,
        ru_winner,
        ru_settle_table,
    )
}


# The order a dealer school teaches the kinds in: the ante and whether the dealer qualifies
# first, then who wins and the hands, the raise pays, the switch fee and the bonus, the
# table's maximum payout, the net result, a whole table; the player's best play, Hold'em
# side pots and the glossary last. Russian Poker's follow the same order, with its own
# wagers (two combinations after the bet, insurance and the game bought after the fees).
# Within a kind, its cells come in its catalogue's order.
TEACHING_ORDER = (
    "ante",
    "qualifies",
    "winner",
    "hand",
    "raise",
    "fee",
    "bonus",
    "max_payout",
    "net",
    "settle_table",
    "best_play",
    "side_pots",
    "glossary_term",
    "glossary_meaning",
    "ru_ante",
    "ru_qualifies",
    "ru_winner",
    "ru_hand",
    "ru_bet",
    "ru_combinations",
    "ru_fee",
    "ru_insurance",
    "ru_game_bought",
    "ru_max_payout",
    "ru_net",
    "ru_settle_table",
)
# What a dealer of the game is paid to get right: "practise what I need" covers these, and
# the mastery grid shows them whether practised or not.
DEALER_KINDS = (
    "ante",
    "qualifies",
    "raise",
    "fee",
    "bonus",
    "max_payout",
    "net",
    "settle_table",
    "ru_ante",
    "ru_qualifies",
    "ru_bet",
    "ru_combinations",
    "ru_fee",
    "ru_insurance",
    "ru_game_bought",
    "ru_max_payout",
    "ru_net",
    "ru_settle_table",
)


def teaching_order(slugs: Iterable[str]) -> list[str]:
    """``slugs`` (kinds) in ``TEACHING_ORDER``, each once."""
    wanted = set(slugs)
    return [slug for slug in TEACHING_ORDER if slug in wanted]


def kind_of(slug: str) -> Kind:
    """The kind ``slug``; ``KeyError`` for a kind that does not exist."""
    return KINDS[slug]


def refusals(rules: GameRules, kinds: list[str]) -> dict[str, str]:
    """The kinds of ``kinds`` that a house with ``rules`` cannot ask, each with the reason."""
    found = {}
    for slug in kinds:
        reason = KINDS[slug].refusal(rules)
        if reason is not None:
            found[slug] = reason
    return found


def cell_label(key: str) -> str:
    """A cell ("fee:3") as the trainee reads it ("Fee of a 3-card switch"); the key itself
    for a cell that no kind has (an old question's)."""
    slug, _sep, line = key.partition(":")
    kind = KINDS.get(slug)
    cell = kind.cell(line) if kind is not None else None
    return cell.label if cell is not None else key
