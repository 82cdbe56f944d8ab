"""The right decision at one street, as the best strategy decides it
(``engine.holdem_bonus.strategy``), with its reason in words and the engine's exact figures:

- before the flop, bet the flop (two antes) or fold: the house's preflop chart, what
  playing on returns per ante against the fold's -1 (kept for an ante paid from a straight
  or from a flush only: another house cannot ask this cell);
- on the flop, bet the turn (one ante) or check; on the turn, bet the river or check: the
  best strategy bets exactly where the player wins more of the showdowns still possible
  than he loses, each such bet paying 1 to 1 whatever is done later.

The question shows what the player sees when he decides: his two cards and the board so
far, the rest of the board and the dealer's cards face down. Its round is played by the
best strategy on every street, so the feedback's working shows the round as it plays it;
the street asked is the question's cell, since one round holds a decision on each street.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from decimal import Decimal

from django import forms
from django.utils.formats import number_format
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from croupier.errors import Refusal
from engine.board import Street
from engine.cards import Card
from engine.dealing import CannotDeal
from engine.holdem_bonus import game, strategy
from engine.holdem_bonus.round import Action, Round
from engine.holdem_bonus.rules import HoldemBonusRules
from paytables.games.holdem_bonus.wording import (
    holdem_bonus_working,
    least_text,
    starting_hand_text,
)
from paytables.wording import cards_text, expected_value
from trainer.kinds.base import Cell, Dealing, WorkedAnswer
from trainer.kinds.holdem_bonus.rounds import HoldemBonusHouseKind
from trainer.kinds.holdem_bonus.slugs import HoldemBonusKind
from trainer.kinds.rounds import ANTES, MAX_DEALS, Drawn, dealt_round
from trainer.models import Attempt, Difficulty, Question

# The streets the player decides on, as the cells name them.
STREETS = {"preflop": Street.PREFLOP, "flop": Street.FLOP, "turn": Street.TURN}
LINES = {
    "preflop": gettext_lazy("The right decision before the flop: bet the flop or fold"),
    "flop": gettext_lazy("The right decision on the flop: bet the turn or check"),
    "turn": gettext_lazy("The right decision on the turn: bet the river or check"),
}
# Each street's two answers, the bet first, written as the round's actions.
CHOICES = {
    "preflop": {
        Action.BET.value: gettext_lazy("Bet the flop (two antes)"),
        Action.FOLD.value: gettext_lazy("Fold"),
    },
    "flop": {
        Action.BET.value: gettext_lazy("Bet the turn (one ante)"),
        Action.CHECK.value: gettext_lazy("Check"),
    },
    "turn": {
        Action.BET.value: gettext_lazy("Bet the river (one ante)"),
        Action.CHECK.value: gettext_lazy("Check"),
    },
}
PROMPTS = {
    "preflop": gettext_lazy(
        "Before the flop, with these two cards: does the best strategy bet the flop (two "
        "antes) or fold?"
    ),
    "flop": gettext_lazy(
        "On this flop, after the flop bet: does the best strategy bet the turn (one ante) or check?"
    ),
    "turn": gettext_lazy(
        "On this turn, after the flop bet: does the best strategy bet the river (one ante) or "
        "check?"
    ),
}
# Half the questions of a street are dealt for its bet, half for the other answer: a fold
# before the flop comes with one deal in twenty, and a trainee who always answers "bet"
# must not score.
BET_SHARE = 0.5


def charted(rules: HoldemBonusRules) -> bool:
    """Whether the house's ante has a preflop chart (paid from a straight or a flush)."""
    return rules.ante_pays_from in strategy.PREFLOP


def decision_at(rules: HoldemBonusRules, round_: Round, street: Street) -> Action:
    """What the best strategy does with ``round_`` on ``street``. Before the flop, where the
    house has no chart (asked only for a later street), the player bets the flop: the turn
    and river bets are worth their wins less losses whatever was done before."""
    if street is Street.PREFLOP:
        plays = strategy.preflop(rules, round_.player)[0] if charted(rules) else True
        return Action.BET if plays else Action.FOLD
    bets = strategy.bets(round_.player, round_.board[: street.shown])[0]
    return Action.BET if bets else Action.CHECK


def best_actions(rules: HoldemBonusRules, round_: Round) -> tuple[Action, ...]:
    """What the best strategy does with ``round_`` street by street: a fold, or the flop
    bet and a bet or a check on the flop and on the turn."""
    first = decision_at(rules, round_, Street.PREFLOP)
    if first is Action.FOLD:
        return (first,)
    return (first, decision_at(rules, round_, Street.FLOP), decision_at(rules, round_, Street.TURN))


def deal_decision(
    rules: HoldemBonusRules, line: str, bet: bool, rng: random.Random, ante: Decimal
) -> Round | None:
    """A round on whose street ``line`` the best strategy bets (``bet``) or not, played by
    it on every street, from ``rng``; ``None`` when none comes within ``MAX_DEALS`` deals
    (a fold before the flop comes once in about twenty)."""
    street = STREETS[line]
    wanted = Action.BET if bet else (Action.FOLD if street is Street.PREFLOP else Action.CHECK)
    for _attempt in range(MAX_DEALS):
        dealt = Round.deal(rng.getrandbits(63), ante)
        # The best strategy reaches the flop only with the hands it plays; the street asked
        # is decided before the others, so a deal the question does not want costs one.
        if (
            street is not Street.PREFLOP
            and decision_at(rules, dealt, Street.PREFLOP) is Action.FOLD
        ):
            continue
        if decision_at(rules, dealt, street) is not wanted:
            continue
        played = dealt
        for action in best_actions(rules, dealt):
            played = played.act(rules, action)
        return played
    return None


def count(number: int) -> str:
    """A count as the reader writes it: 1,070,190 / 1.070.190."""
    return number_format(number, force_grouping=True)


def preflop_reason(rules: HoldemBonusRules, hole: Sequence[Card]) -> str:
    """Why the best strategy bets the flop or folds ``hole`` at this house, with what
    playing on returns per ante against the fold's loss of the ante."""
    plays, returns = strategy.preflop(rules, hole)
    name = strategy.starting_hand(hole)
    shown = {
        "hand": starting_hand_text(name),
        "cards": cards_text(tuple(hole)),
        "returns": expected_value(float(returns)),
        "least": least_text(rules),
    }
    if plays:
        return (
            _(
                "%(hand)s (%(cards)s), with the ante paid from a %(least)s: playing on returns "
                "%(returns)s of the ante over every flop, turn, river and dealer's hand, "
                "folding loses 1: bet the flop."
            )
            % shown
        )
    chart = strategy.PREFLOP[rules.ante_pays_from]
    folded = sum(1 for each in chart.values() if each <= -1)
    return _(
        "%(hand)s (%(cards)s) is among the %(folded)s starting hands the best strategy "
        "folds where the ante pays from a %(least)s: playing on returns %(returns)s of "
        "the ante, folding loses 1: fold."
    ) % {**shown, "folded": folded}


def bet_reason(hole: Sequence[Card], board: Sequence[Card], street: Street) -> str:
    """Why the best strategy bets or checks on ``street``: the showdowns still possible it
    wins, ties and loses, in words."""
    bets, outlook = strategy.bets(hole, board[: street.shown])
    shown = {
        "showdowns": count(outlook.showdowns),
        "wins": count(outlook.wins),
        "ties": count(outlook.ties),
        "losses": count(outlook.losses),
    }
    if street is Street.FLOP:
        if bets:
            sentence = _(
                "Of the %(showdowns)s ways the turn, the river and the dealer's cards can "
                "fall, the player wins %(wins)s, ties %(ties)s and loses %(losses)s: more "
                "wins than losses, so a bet of one ante gains: bet the turn."
            )
        else:
            sentence = _(
                "Of the %(showdowns)s ways the turn, the river and the dealer's cards can "
                "fall, the player wins %(wins)s, ties %(ties)s and loses %(losses)s: no more "
                "wins than losses, so a bet of one ante gains nothing: check."
            )
    elif bets:
        sentence = _(
            "Of the %(showdowns)s ways the river and the dealer's cards can fall, the player "
            "wins %(wins)s, ties %(ties)s and loses %(losses)s: more wins than losses, so a "
            "bet of one ante gains: bet the river."
        )
    else:
        sentence = _(
            "Of the %(showdowns)s ways the river and the dealer's cards can fall, the player "
            "wins %(wins)s, ties %(ties)s and loses %(losses)s: no more wins than losses, so "
            "a bet of one ante gains nothing: check."
        )
    return sentence % shown


def street_of(question: Question) -> str:
    """The street a question asks, from its cell ("hb_decision:flop" → "flop")."""
    return question.cell.partition(":")[2]


class DecisionKind(HoldemBonusHouseKind):
    """Bet or not on one street, graded against the best strategy. Not a kind read off
    the settlement (``GameRoundKind``): one round holds a decision on every street, so
    the street asked is the question's cell, not something the round shows."""

    slug = HoldemBonusKind.DECISION
    short_label = gettext_lazy("The right decision")
    prompt_text = gettext_lazy(
        "Does the best strategy bet on this street, or fold (before the flop) or check?"
    )
    subject_template = "trainer/kinds/_board_decision.html"

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in LINES.items())

    def line_applies(self, line: str, rules: HoldemBonusRules) -> bool:
        return line != "preflop" or charted(rules)

    def line_refusal(self, line: str, rules: HoldemBonusRules) -> str | None:
        """Why a house with ``rules`` cannot ask the street ``line``, or ``None``."""
        if line not in LINES:
            return _("This question has no street %(line)s.") % {"line": line}
        if not self.line_applies(line, rules):
            return _(
                "The best strategy before the flop is computed for an ante paid from a "
                "straight or from a flush; this house pays it from a %(least)s, so it cannot "
                "ask the decision before the flop."
            ) % {"least": least_text(rules)}
        return None

    def deal(self, dealing: Dealing[HoldemBonusRules]) -> Question:
        rules, rng = dealing.rules, dealing.rng
        line = dealing.line
        if line is None:
            line = rng.choice([cell.line for cell in self.cells(rules)])
        refused = self.line_refusal(line, rules)
        if refused is not None:
            raise Refusal(refused, code="cannot_ask", field="kinds")
        ante = rng.choice(ANTES[Difficulty(dealing.difficulty)])
        seed = rng.getrandbits(62)
        bet = rng.random() < BET_SHARE
        round_ = deal_decision(rules, line, bet, random.Random(seed), ante)
        if round_ is None:
            raise CannotDeal(f"no round for {self.slug}:{line} under {rules.name}")
        question = Question(
            kind=self.slug,
            cell=f"{self.slug}:{line}",
            choices=list(CHOICES[line]),
            answer_key=round_.actions[list(STREETS).index(line)].value,
        )
        question.dealt_round = dealt_round(dealing, Drawn(round_, ante), seed, game)
        return question

    def prompt(self, question: Question) -> str:
        return str(PROMPTS[street_of(question)])

    def label(self, question: Question, value: str) -> str:
        return str(CHOICES[street_of(question)][value])

    def context(self, question: Question, *, form: forms.Form, attempt: Attempt | None) -> dict:
        # The board shows what the player has seen at the street asked, then backs; the
        # dealer's cards stay face down until the answer.
        round_ = question.the_round().engine_round()
        assert isinstance(round_, Round)  # a Texas Hold'em Bonus kind deals no other game's
        shown = STREETS[street_of(question)].shown
        return {
            "dealer_face_down": (None, None),
            "board_seen": (*round_.board[:shown], *(None,) * (len(round_.board) - shown)),
        }

    def worked_answer(self, question: Question) -> WorkedAnswer:
        dealt = question.the_round()
        rules, round_ = dealt.engine_rules(), dealt.engine_round()
        assert isinstance(rules, HoldemBonusRules)  # a Texas Hold'em Bonus kind's round
        assert isinstance(round_, Round)
        street = STREETS[street_of(question)]
        if street is Street.PREFLOP:
            why = preflop_reason(rules, round_.player)
        else:
            why = bet_reason(round_.player, round_.board, street)
        working = holdem_bonus_working(rules, game.settle(rules, round_), round_)
        return WorkedAnswer(self.answer_text(question, question.answer_key), why, working)


KIND = DecisionKind()
