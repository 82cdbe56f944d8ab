"""The question kinds, one module each; ``KINDS`` says which module serves each kind.

Adding a kind is a module here with its ``KIND`` (see ``trainer.kinds.base.Kind``), its
entry below, and its choice in ``trainer.models.QuestionKind`` (a migration). Nothing else
names a kind: the drill form, dealing, grading and the pages ask the kind.
"""

from __future__ import annotations

from poker.oasis import Rules
from trainer.kinds import (
    ante,
    best_play,
    bonus,
    fee,
    glossary_meaning,
    glossary_term,
    hand,
    net,
    qualifies,
    raise_,
    settle_table,
    side_pots,
    winner,
)
from trainer.kinds.base import Cell, Choice, Dealing, Kind, WorkedAnswer

__all__ = ["KINDS", "Cell", "Choice", "Dealing", "Kind", "WorkedAnswer", "cell_label"]

KINDS: dict[str, Kind] = {
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
    )
}


def kind_of(slug: str) -> Kind:
    """The kind ``slug``; ``KeyError`` for a kind that does not exist."""
    return KINDS[slug]


def refusals(rules: Rules, kinds: list[str]) -> dict[str, str]:
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
