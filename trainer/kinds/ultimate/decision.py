"""The right play on each street, as the basic strategy decides it (Wizard of Odds,
"Ultimate Texas Hold 'Em", read by ``engine.ultimate.players``): 4x before the flop on the
hands it names, else 2x after the flop on a hidden pair, two pair or a good flush draw,
else at the river 1x on a hidden pair or when the dealer has fewer than 21 outs, else fold.

The question shows the player's two cards and the board, the dealer's cards face down: the
trainee goes street by street as the player does. The reason says, street by street, why
the strategy checks or plays there.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.board import hidden_category, hidden_pair, hidden_pair_or_better
from engine.cards import Card
from engine.hands import Category
from engine.ultimate.order import Ending, UltimateTarget
from engine.ultimate.players import (
    OUTS_LIMIT,
    UltimatePlayer,
    dealer_outs,
    plays_flop,
    plays_preflop,
)
from engine.ultimate.round import Decision, Round
from engine.ultimate.rules import UltimateRules
from engine.ultimate.settle import Settlement
from paytables.games.ultimate.wording import DECISION_LABELS
from paytables.wording import RANK_WORDS, Working, cards_text
from trainer.kinds.base import Cell
from trainer.kinds.rounds import Played
from trainer.kinds.ultimate.rounds import UltimateChoiceKind
from trainer.kinds.ultimate.slugs import UltimateKind
from trainer.models import Attempt, Question

# The choices, one per final decision of the strategy player (he never plays 3x where 4x
# is taken).
CHOICES = {
    each.value: DECISION_LABELS[each]
    for each in (Decision.BET_4X, Decision.BET_2X, Decision.BET_1X, Decision.FOLD)
}
LINES = {
    "4x": gettext_lazy("The right play: 4x before the flop"),
    "2x": gettext_lazy("The right play: 2x after the flop"),
    "1x": gettext_lazy("The right play: 1x at the river"),
    "fold": gettext_lazy("The right play: fold at the river"),
}
BEST = (UltimatePlayer.STRATEGY,)
_ACE, _KING, _QUEEN, _JACK, _TEN, _DEUCE = 12, 11, 10, 9, 8, 0


def preflop_rule(hole: Sequence[Card]) -> str:
    """Why the strategy plays two hole cards 4x, in the words of its rule; empty when it
    checks them."""
    high, low = sorted((each.rank for each in hole), reverse=True)
    suited = hole[0].suit == hole[1].suit
    if not plays_preflop(hole):
        return ""
    if high == low:
        return _("a pair of threes or better")
    if high == _ACE:
        return _("any ace")
    if high == _KING:
        return _("a suited king") if suited else _("king-five or better offsuit")
    if high == _QUEEN:
        return _("queen-six or better suited") if suited else _("queen-eight or better offsuit")
    return _("jack-eight or better suited") if suited else _("jack-ten offsuit")


def flop_rule(hole: Sequence[Card], flop: Sequence[Card]) -> str:
    """Why the strategy plays 2x on the flop, in the words of its rule; empty when it
    checks."""
    if not plays_flop(hole, flop):
        return ""
    category = hidden_category(hole, flop)
    if category is not None and category >= Category.TWO_PAIR:
        return _("two pair or better that a hole card takes part in")
    if hidden_pair(hole, flop):
        return _("a hidden pair (one made with a hole card), not pocket deuces")
    suits = Counter(each.suit for each in (*hole, *flop))
    high = max(each.rank for each in hole if suits[each.suit] >= 4)
    return _("four to a flush with a hole card of that suit of %(rank)s, ten or better") % {
        "rank": RANK_WORDS[high]
    }


def streets_reason(hole: Sequence[Card], board: Sequence[Card]) -> str:
    """The strategy's decision on each street it reaches, with its reason in words."""
    shown = {"hole": cards_text(tuple(hole))}
    rule = preflop_rule(hole)
    if rule:
        return _("Before the flop, %(hole)s is %(rule)s: play 4x.") % {**shown, "rule": rule}
    sentences = [
        _(
            "Before the flop, %(hole)s is not among the 4x hands (any ace, a suited king, "
            "a pair of threes or better, and the best kings, queens and jacks): check."
        )
        % shown
    ]
    flop = board[:3]
    rule = flop_rule(hole, flop)
    on_flop = {"flop": cards_text(tuple(flop))}
    if rule:
        sentences.append(
            _("On the flop %(flop)s the player has %(rule)s: play 2x.") % {**on_flop, "rule": rule}
        )
        return " ".join(sentences)
    sentences.append(
        _(
            "On the flop %(flop)s he has no hidden pair, no two pair and no flush draw to a "
            "ten or better: check."
        )
        % on_flop
    )
    if hidden_pair_or_better(hole, board):
        sentences.append(_("At the river a hole card takes part in a pair or better: play 1x."))
        return " ".join(sentences)
    outs = dealer_outs(hole, board)
    counted = {"outs": outs, "limit": OUTS_LIMIT}
    if outs < OUTS_LIMIT:
        sentences.append(
            _(
                "At the river he has no hidden pair, but only %(outs)s of the 45 unseen cards "
                "would give the dealer a better hand (fewer than %(limit)s): play 1x."
            )
            % counted
        )
    else:
        sentences.append(
            _(
                "At the river he has no hidden pair, and %(outs)s of the 45 unseen cards "
                "would give the dealer a better hand (%(limit)s or more): fold."
            )
            % counted
        )
    return " ".join(sentences)


class DecisionKind(UltimateChoiceKind):
    slug = UltimateKind.DECISION
    short_label = gettext_lazy("The right play")
    prompt_text = gettext_lazy(
        "Following the basic strategy street by street, what does the player do with his "
        "two cards on this board?"
    )
    subject_template = "trainer/kinds/ultimate/_decision.html"
    labels = CHOICES
    players = BEST

    def house_refusal(self, rules: UltimateRules) -> str | None:
        if 4 not in rules.preflop_multiples:
            return _("the basic strategy plays 4x before the flop, which this house does not take")
        return None

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in LINES.items())

    def targets(self, line: str, rules: UltimateRules) -> list[UltimateTarget]:
        return [UltimateTarget(decision=Decision(line), players=BEST)]

    def context(self, question: Question, *, form: forms.Form, attempt: Attempt | None) -> dict:
        # The dealer's cards stay face down until the question is answered.
        return {"dealer_face_down": (None, None)}

    def line_of(self, round_: Round, settlement: Settlement, rules: UltimateRules) -> str:
        decision = round_.decision
        return decision.value if decision is not None and decision.value in LINES else ""

    def key(self, settlement: Settlement) -> str:
        # The round's decision, read off the play wager: its stake in antes, or a fold.
        if settlement.ending is Ending.FOLD:
            return Decision.FOLD.value
        return Decision.bet(int(settlement.play.stake / settlement.ante.stake)).value

    def reason(self, explained: Working, played: Played) -> str:
        return streets_reason(played.round.player, played.round.board)


KIND = DecisionKind()
