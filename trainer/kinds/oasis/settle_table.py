"""The "Settle the table" question: a finished multi-box round of seed 004 (two or three
boxes against one dealer hand, some switched, some folded) and the amount paid to or taken
from each box, its fee included.

Box 1 is the question's ``DealtRound``; the further boxes are kept in its ``boxes``. The
answer key is each box's net, box 1 first, joined by ";".
"""

from __future__ import annotations

import random
from decimal import Decimal

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.cards import format_cards, parse_cards
from engine.oasis import game
from engine.oasis.boxes import Table
from engine.oasis.players import decision_for, discard_for
from engine.oasis.round import Decision, Round, Rules, replay, rules_to_dict, settle
from paytables.models import Variant
from paytables.wording import working
from trainer.kinds.base import Cell, Dealing, Kind, WorkedAnswer
from trainer.kinds.oasis.rounds import (
    OTHER_GAME,
    PLAYER_WEIGHTS,
    history,
    oasis_played,
    stakes,
)
from trainer.kinds.oasis.slugs import OasisKind
from trainer.kinds.rounds import ANTES, stakes_kept
from trainer.kinds.tables import TableAnswer, TableBox
from trainer.models import DealtRound, Difficulty, Question

VARIANT = "online-boxes"
PLENTY = Decimal(1_000_000)
MAX_DEALS = 500


def _play(table: Table, rules: Rules, rng: random.Random) -> Table:
    """Every box the player decides, each played by one of the players a dealer meets
    (``engine.oasis.players``), as such a player plays it."""
    players = list(PLAYER_WEIGHTS)
    weights = list(PLAYER_WEIGHTS.values())
    while table.current is not None:
        box = table.current
        hand = box.round.player
        while True:
            player = rng.choices(players, weights=weights)[0]
            discard = discard_for(player, hand, rules)
            if discard is not None:
                break
        if discard:
            table = table.switch(rules, box.position, discard, balance=PLENTY)
        round_ = table.box(box.position).round
        decision = decision_for(player, round_.hand, round_.up_card, rules, switched=discard)
        table = table.decide(rules, box.position, decision, balance=PLENTY)
    return table


def deal_table(*, difficulty: str, rng: random.Random, line: str | None = None) -> DealtRound:
    """An unsaved ``DealtRound`` holding a finished table of two or three boxes (as
    ``line`` asks: "two_boxes", "three_boxes") with at least one switch and one fold."""
    variant = Variant.objects.get(slug=VARIANT)
    rules = variant.rules()
    antes_pool = ANTES[Difficulty(difficulty)]
    count = {"two_boxes": 2, "three_boxes": 3}.get(line or "")
    for _attempt in range(MAX_DEALS):
        seed = rng.getrandbits(62)
        antes = [rng.choice(antes_pool) for _box in range(count or rng.choice((2, 3)))]
        table = _play(Table.deal(rules, seed, antes), rules, rng)
        rounds = [box.round for box in table.boxes]
        if any(r.switched for r in rounds) and any(r.decision is Decision.FOLD for r in rounds):
            break
    records = [_record(box.ante, box.round) for box in table.boxes]
    first = records[0]
    return DealtRound(
        variant=variant,
        rules=rules_to_dict(rules),
        seed=seed,
        ante=first["ante"],
        player=first["player"],
        dealer=format_cards(table.dealer),
        history=game.history(rounds[0]),
        stakes=stakes_kept(stakes(first["ante"])),
        boxes=[{**record, "ante": str(record["ante"])} for record in records[1:]],
    )


def _record(ante: Decimal, round_: Round) -> dict:
    return {"ante": ante, **history(round_)}


def table_boxes(dealt: DealtRound) -> list[TableBox]:
    """Every box of the table, box 1 first, settled on its own and explained."""
    rules, first, _settlement = oasis_played(dealt)
    dealer = parse_cards(dealt.dealer)
    boxes = [(dealt.ante, first)]
    for record in dealt.boxes:
        round_ = replay(
            rules,
            player=parse_cards(record["player"]),
            dealer=dealer,
            discard=parse_cards(record["discard"]),
            draw=parse_cards(record["draw"]),
            decision=record["decision"],
        )
        boxes.append((Decimal(record["ante"]), round_))
    result = []
    for position, (ante, round_) in enumerate(boxes, start=1):
        settlement = settle(rules, round_, ante)
        result.append(TableBox(position, ante, round_, settlement, working(settlement, round_)))
    return result


def answer_key(dealt: DealtRound) -> str:
    return ";".join(str(box.settlement.net) for box in table_boxes(dealt))


class SettleTableKind(TableAnswer, Kind[Rules]):
    """The multi-box table of seed 004, whatever the drill's variant: one amount a box."""

    game_rules = Rules
    other_game = OTHER_GAME
    slug = OasisKind.SETTLE_TABLE
    prompt_text = gettext_lazy(
        "Settle the table: how much is paid to (+) or taken from (−) each box, its fee included?"
    )
    subject_template = "trainer/kinds/_settle_table.html"

    def catalogue(self) -> tuple[Cell, ...]:
        return (
            Cell(self.slug, "two_boxes", _("A table of two boxes")),
            Cell(self.slug, "three_boxes", _("A table of three boxes, the third always playing")),
        )

    def deal(self, dealing: Dealing[Rules]) -> Question:
        dealt = deal_table(difficulty=dealing.difficulty, rng=dealing.rng, line=dealing.line)
        line = "three_boxes" if len(dealt.boxes) == 2 else "two_boxes"
        question = Question(
            kind=self.slug, cell=f"{self.slug}:{line}", answer_key=answer_key(dealt)
        )
        question.dealt_round = dealt
        return question

    def worked_answer(self, question: Question) -> WorkedAnswer:
        answer = self.answer_text(question, question.answer_key)
        return WorkedAnswer(answer, _("Each box is settled on its own against the dealer's hand."))

    def table_boxes(self, dealt: DealtRound) -> list[TableBox]:
        return table_boxes(dealt)


KIND = SettleTableKind()
