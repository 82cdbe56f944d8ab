"""Settle the table in Russian Poker: one player's open boxes, played one by one, and his
blind boxes, against one dealer hand (``engine.russian.table``); the amount paid to or taken
from each box, its fees included. Answered as Oasis Poker's table is, one amount a box.

Box 1 is the question's ``DealtRound``; the further boxes are kept in its ``boxes``, each
its history (``trainer.kinds.russian.rounds.history``) and whether it is blind. A player's
boxes share one ante."""

from __future__ import annotations

import random

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.dealing import CannotDeal
from engine.russian import game
from engine.russian.round import Decision
from engine.russian.rules import RussianRules
from engine.russian.table import Table, deal_table, settle_table
from paytables.games.russian.wording import russian_working
from trainer.kinds.base import Cell, Dealing
from trainer.kinds.rounds import ANTES, MAX_DEALS, Drawn, dealt_round
from trainer.kinds.russian.rounds import (
    RussianHouseKind,
    history,
    russian_played,
)
from trainer.kinds.russian.slugs import RussianKind
from trainer.kinds.tables import TableAnswer, TableBox
from trainer.models import DealtRound, Difficulty, Question

# Each line: how many open boxes and how many blind ones.
LINES = {"two_boxes": (2, 0), "three_boxes": (3, 0), "blind_box": (2, 1)}


def _worth_asking(table: Table) -> bool:
    """A table that asks more than the same pay twice: a box drew or folded."""
    return any(box.draws or box.decision is Decision.FOLD for box in table.boxes)


def russian_table(dealt: DealtRound) -> tuple[RussianRules, Table]:
    """The table a ``DealtRound`` keeps: box 1 and its further boxes, replayed."""
    rules, first, _settlement = russian_played(dealt)
    rounds, blind = [first], [False]
    for record in dealt.boxes:
        shared = {"ante": str(dealt.ante), "dealer": dealt.history["dealer"]}
        rounds.append(game.replay(rules, {**record, **shared}))
        blind.append(bool(record["blind"]))
    return rules, Table(boxes=tuple(rounds), blind=tuple(blind))


def table_boxes(dealt: DealtRound) -> list[TableBox]:
    """Every box of the table, box 1 first, settled and explained."""
    if "_table_boxes" not in dealt.__dict__:  # read several times by a page: once per round
        rules, table = russian_table(dealt)
        dealt.__dict__["_table_boxes"] = [
            TableBox(position, box.ante, box, settlement, russian_working(settlement, box), blind)
            for position, (box, settlement, blind) in enumerate(
                zip(table.boxes, settle_table(rules, table), table.blind, strict=True), start=1
            )
        ]
    boxes: list[TableBox] = dealt.__dict__["_table_boxes"]
    return boxes


class SettleTableKind(TableAnswer, RussianHouseKind):
    """One player's boxes at a Russian Poker table: one amount a box, fees included."""

    slug = RussianKind.SETTLE_TABLE
    short_label = gettext_lazy("Settle the table")
    prompt_text = gettext_lazy(
        "Settle the table: how much is paid to (+) or taken from (−) each box, its fees included?"
    )
    subject_template = "trainer/kinds/_russian_settle_table.html"
    table_reason = gettext_lazy(
        "Each box is settled on its own against the dealer's hand; a box that bought the "
        "game plays his new hand."
    )

    def catalogue(self) -> tuple[Cell, ...]:
        return (
            Cell(self.slug, "two_boxes", _("A player's two boxes")),
            Cell(self.slug, "three_boxes", _("A player's three boxes")),
            Cell(self.slug, "blind_box", _("Two open boxes and a blind box")),
        )

    def line_applies(self, line: str, rules: RussianRules) -> bool:
        # A table is dealt whole, each box as the cards fall: a house must be able to
        # settle a win (its pay table and its ante on a win published).
        return rules.bet_pays is not None and rules.ante_on_win is not None

    def deal(self, dealing: Dealing[RussianRules]) -> Question:
        rules, rng = dealing.rules, dealing.rng
        line = dealing.line or rng.choice([cell.line for cell in self.cells(rules)])
        open_boxes, blind = LINES[line]
        for _attempt in range(MAX_DEALS):
            seed = rng.getrandbits(62)
            ante = rng.choice(ANTES[Difficulty(dealing.difficulty)])
            table, _player = deal_table(
                rules, random.Random(seed), boxes=open_boxes, blind=blind, ante=ante
            )
            if _worth_asking(table):
                break
        else:
            raise CannotDeal(f"no table for {self.slug}:{line} under {rules.name}")
        first, *others = table.boxes
        dealt = dealt_round(dealing, Drawn(first, first.ante), seed, game)
        dealt.boxes = [
            {**history(box), "blind": blind}
            for box, blind in zip(others, table.blind[1:], strict=True)
        ]
        return self.table_question(line, dealt)

    def table_boxes(self, dealt: DealtRound) -> list[TableBox]:
        return table_boxes(dealt)


KIND = SettleTableKind()
