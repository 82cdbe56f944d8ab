"""The "Settle the table" question: a finished multi-box round of seed 004 (two or three
boxes against one dealer hand, some switched, some folded) and the amount paid to or taken
from each box, its fee included.

Box 1 is the question's ``DealtRound``; the further boxes are kept in its ``boxes``. The
answer key is each box's net, box 1 first, joined by ";".
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import Decimal

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from croupier.errors import Refusal
from paytables.models import Variant
from paytables.wording import Working, signed_money, working
from poker.cards import format_cards, parse_cards
from poker.oasis import game
from poker.oasis.boxes import Table
from poker.oasis.players import decision_for, discard_for
from poker.oasis.round import Decision, Round, Rules, Settlement, replay, rules_to_dict, settle
from poker.russian.round import Round as RussianRound
from poker.russian.settle import Settlement as RussianSettlement
from trainer.answers import parse_amount_answer
from trainer.kinds.base import Cell, Dealing, Kind, WorkedAnswer
from trainer.kinds.rounds import (
    ANTES,
    OTHER_GAME,
    PLAYER_WEIGHTS,
    history,
    oasis_played,
    stakes,
)
from trainer.models import Attempt, DealtRound, Difficulty, Question, QuestionKind

VARIANT = "online-boxes"
PLENTY = Decimal(1_000_000)
MAX_DEALS = 500
SEPARATORS = ("\r\n", "\n", ";")
# The form has one amount field per box, "box-1", "box-2" ...; AnswerForm joins them with ";".
INPUT_PREFIX = "box-"


@dataclass(frozen=True)
class TableBox:
    """One box of the table as the feedback explains it (of either game: Russian Poker's
    tables, ``trainer.kinds.russian.settle_table``, share this kind's answer)."""

    position: int
    ante: Decimal
    round: Round | RussianRound
    settlement: Settlement | RussianSettlement
    working: Working
    blind: bool = False


def _play(table: Table, rules: Rules, rng: random.Random) -> Table:
    """Every box the player decides, each played by one of the players a dealer meets
    (``poker.oasis.players``), as such a player plays it."""
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
        stakes=stakes(first["ante"]),
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


@dataclass(frozen=True)
class AnswerInput:
    """One box's amount field on the question's form: ``box-<position>``, with what the
    trainee typed there when the form comes back with an error."""

    box: TableBox
    name: str
    value: str


def answer_inputs(boxes: list[TableBox], form: forms.Form) -> list[AnswerInput]:
    names = [f"{INPUT_PREFIX}{box.position}" for box in boxes]
    return [
        AnswerInput(box, name, form.data.get(name, "") if form.is_bound else "")
        for box, name in zip(boxes, names, strict=True)
    ]


def answer_key(dealt: DealtRound) -> str:
    return ";".join(str(box.settlement.net) for box in table_boxes(dealt))


def _split(text: str) -> list[str]:
    for separator in SEPARATORS[1:]:
        text = text.replace(separator, SEPARATORS[0])
    return [part for part in text.split(SEPARATORS[0]) if part.strip()]


def normalize(dealt: DealtRound, given: str, language: str) -> str:
    """One amount per box, box 1 first (one a field, one a line, or separated by ";"), as
    the key is written; ``Refusal`` (costing no attempt) for a bad amount or a wrong count."""
    count = 1 + len(dealt.boxes)
    parts = _split(given)
    if len(parts) != count:
        raise Refusal(
            _("Type one amount for each of the %(count)s boxes, box 1 first.") % {"count": count}
        )
    return ";".join(str(parse_amount_answer(part, language)) for part in parts)


def is_right(key: str, normalized: str) -> bool:
    expected = [Decimal(each) for each in key.split(";")]
    return expected == [Decimal(each) for each in normalized.split(";")]


def answer_text(value: str) -> str:
    """An answer of this kind (the key, or an answer as typed) as the trainee reads it:
    "Box 1: +10 · Box 2: −30"."""
    return " · ".join(
        _("Box %(position)s: %(amount)s") % {"position": position, "amount": _shown(each)}
        for position, each in enumerate(_split(value), start=1)
    )


def _shown(text: str) -> str:
    # A key part is a plain decimal; a part of an answer as typed is shown as typed.
    try:
        return signed_money(Decimal(text.strip()))
    except ArithmeticError:
        return text.strip()


class SettleTableKind(Kind[Rules]):
    """The multi-box table of seed 004, whatever the drill's variant: one amount a box."""

    game_rules = Rules
    other_game = OTHER_GAME
    slug = QuestionKind.SETTLE_TABLE
    prompt_text = gettext_lazy(
        "Settle the table: how much is paid to (+) or taken from (−) each box, its fee included?"
    )
    asks_amount = True
    subject_template = "trainer/kinds/_settle_table.html"
    answer_template = "trainer/kinds/_settle_table_answer.html"
    working_template = "trainer/kinds/_settle_table_working.html"

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

    def normalize(self, question: Question, given: str, language: str) -> str:
        return normalize(question.the_round(), given, language)

    def is_right(self, question: Question, normalized: str) -> bool:
        return is_right(question.answer_key, normalized)

    def answer_text(self, question: Question, value: str) -> str:
        return answer_text(value)

    def worked_answer(self, question: Question) -> WorkedAnswer:
        answer = self.answer_text(question, question.answer_key)
        return WorkedAnswer(answer, _("Each box is settled on its own against the dealer's hand."))

    def context(self, question: Question, *, form: forms.Form, attempt: Attempt | None) -> dict:
        boxes = table_boxes(question.the_round())
        return {"table_boxes": boxes, "table_inputs": answer_inputs(boxes, form)}


KIND = SettleTableKind()
