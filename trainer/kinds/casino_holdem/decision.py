"""The right decision after the flop, call or fold, with its reason in words, as the
engine's advised player decides it (``engine.casino_holdem.players``: cardsflip.com's
advice, read as: a pair or better, an ace or a king in the hand, four to a flush, four
ranks in a row open at both ends, or both hole cards above every card of the flop call; the
rest fold). It is the published advice, not a computed optimum, and the reason names the
rule of the advice that decides.

The question shows the player's two cards and the flop, the dealer's cards, the turn and
the river face down, as the player sees them when he decides.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from decimal import Decimal

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.cards import Card
from engine.casino_holdem.order import CasinoHoldemTarget, Ending
from engine.casino_holdem.players import CasinoHoldemPlayer, open_ended, play_as
from engine.casino_holdem.round import Round
from engine.casino_holdem.rules import CasinoHoldemRules
from engine.casino_holdem.settle import Settlement
from engine.hands import Category, evaluate
from engine.seven import holdem_category
from paytables.wording import Working, cards_text
from trainer.kinds.base import Cell, Dealing
from trainer.kinds.casino_holdem.rounds import (
    ENDINGS_CALLED,
    CasinoHoldemChoiceKind,
    round_settles,
)
from trainer.kinds.casino_holdem.slugs import CasinoHoldemKind
from trainer.kinds.rounds import Played
from trainer.models import Attempt, Question

ACE, KING = 12, 11
CHOICES = {"call": gettext_lazy("Call"), "fold": gettext_lazy("Fold")}
# Each line, in the order the advice reads, and its label.
LINES = {
    "pair_or_better": gettext_lazy("Decision on a pair or better after the flop"),
    "ace_or_king": gettext_lazy("Decision on no pair with an ace or a king in the hand"),
    "flush_draw": gettext_lazy("Decision on four to a flush"),
    "straight_draw": gettext_lazy("Decision on four in a row open at both ends"),
    "overcards": gettext_lazy("Decision on two hole cards above the flop"),
    "nothing": gettext_lazy("Decision on nothing of the above"),
}
# The advised player decides the rounds dealt for this question, so the whole settlement
# shown after the answer is the round as the advice plays it.
ADVISED = (CasinoHoldemPlayer.ADVISED,)
# Rounds dealt as the cards fall, within one try, for a line a cell asks.
DEALS_PER_TRY = 40


def hand_line(hole: Sequence[Card], flop: Sequence[Card]) -> str:
    """The line of ``LINES`` the player's two cards and the flop exercise: the first rule
    of the advice that holds."""
    cards = (*hole, *flop)
    if holdem_category(evaluate(cards)) >= Category.PAIR:
        return "pair_or_better"
    if any(each.rank in (ACE, KING) for each in hole):
        return "ace_or_king"
    if max(Counter(each.suit for each in cards).values()) >= 4:
        return "flush_draw"
    if open_ended({each.rank for each in cards}):
        return "straight_draw"
    if min(each.rank for each in hole) > max(each.rank for each in flop):
        return "overcards"
    return "nothing"


RULES = {
    "pair_or_better": gettext_lazy("A pair or better already made: call."),
    "ace_or_king": gettext_lazy("No pair, but an ace or a king in the hand: call."),
    "flush_draw": gettext_lazy("Four cards of one suit: a flush draw, call."),
    "straight_draw": gettext_lazy("Four ranks in a row, open at both ends: a straight draw, call."),
    "overcards": gettext_lazy("Both hole cards above every card of the flop: call."),
    "nothing": gettext_lazy(
        "No pair, no ace or king in the hand, no flush or open straight draw, no two cards "
        "above the flop: fold."
    ),
}


def decision_reason(hole: Sequence[Card], flop: Sequence[Card]) -> str:
    """The rule of the advice that decides ``hole`` on ``flop``, in one sentence after the
    cards: "K♥ 3♣ on the flop 9♣ 7♦ 2♠: no pair, but an ace or a king in the hand: call."."""
    rule = str(RULES[hand_line(hole, flop)])
    return _("%(hole)s on the flop %(flop)s: %(rule)s") % {
        "hole": cards_text(tuple(hole)),
        "flop": cards_text(tuple(flop)),
        # Inside the sentence, after its colon.
        "rule": rule[:1].lower() + rule[1:],
    }


class DecisionKind(CasinoHoldemChoiceKind):
    slug = CasinoHoldemKind.DECISION
    short_label = gettext_lazy("Call or fold?")
    prompt_text = gettext_lazy(
        "After the flop, should the player call (two antes) or fold, as the published advice says?"
    )
    subject_template = "trainer/kinds/_board_decision.html"
    labels = CHOICES

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in LINES.items())

    def targets(self, line: str, rules: CasinoHoldemRules) -> list[CasinoHoldemTarget]:
        if line == "nothing":
            return [CasinoHoldemTarget(ending=Ending.FOLD, players=ADVISED)]
        return [CasinoHoldemTarget(ending=each, players=ADVISED) for each in ENDINGS_CALLED]

    def context(self, question: Question, *, form: forms.Form, attempt: Attempt | None) -> dict:
        # The dealer's cards, the turn and the river stay face down until the answer: the
        # board shows the flop, then two backs, in one row.
        round_ = question.the_round().engine_round()
        assert isinstance(round_, Round)  # a Casino Hold'em kind deals no other game's
        return {"dealer_face_down": (None, None), "board_seen": (*round_.flop, None, None)}

    def round_for(
        self,
        dealing: Dealing[CasinoHoldemRules],
        rng: random.Random,
        ante: Decimal,
        line: str | None,
    ) -> Round | None:
        # As the cards fall, decided by the advised player: every hand's decision is one
        # of the advice's lines, the rarer dealt within a few tries.
        rules = dealing.rules
        for _attempt in range(DEALS_PER_TRY if line is not None else 1):
            dealt = Round.deal(rng.getrandbits(63), ante)
            if line is not None and hand_line(dealt.player, dealt.flop) != line:
                continue
            round_ = play_as(CasinoHoldemPlayer.ADVISED, dealt, rules)
            if round_ is not None and round_settles(rules, round_):
                return round_
        return None

    def line_of(self, round_: Round, settlement: Settlement, rules: CasinoHoldemRules) -> str:
        return hand_line(round_.player, round_.flop)

    def key(self, settlement: Settlement) -> str:
        # Decided by the advised player (``ADVISED``), whose decision the question asks.
        return "fold" if settlement.ending is Ending.FOLD else "call"

    def reason(self, explained: Working, played: Played) -> str:
        return decision_reason(played.round.player, played.round.flop)

    def trap(self, played: Played) -> str:
        line = hand_line(played.round.player, played.round.flop)
        if line == "overcards":
            return _(
                "No pair yet, but two hole cards above the flop pair up often enough: the "
                "advice calls."
            )
        if line == "nothing" and max(each.rank for each in played.round.player) >= 10:
            return _("A queen or a jack alone is not enough: without a draw the advice folds.")
        return ""


KIND = DecisionKind()
