"""The right decision on three cards, play or fold, with its reason in words: the best
strategy plays queen-six-four or better and folds the rest (the Q-6-4 rule: Wizard of Odds,
"Three Card Poker"), asked where it is the exact best decision under the house's Ante
Bonus (``engine.three_card.analysis.optimal``: on every house entered it is). The reason
gives what playing the hand is worth beside the ante a fold loses.

The question shows the player's three cards and the dealer's face down, as the player sees
them when he decides: not the decision the round was dealt with.
"""

from __future__ import annotations

import functools
import random
from decimal import Decimal

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.cards import Card
from engine.three_card.analysis import (
    DEALER_HANDS,
    class_of,
    hand_classes,
    optimal,
    play_total,
    plays_q64,
)
from engine.three_card.evaluate import HAND_SIZE, Category, evaluate
from engine.three_card.order import Ending, ThreeCardTarget
from engine.three_card.players import Q64, ThreeCardPlayer, play_as
from engine.three_card.round import Round
from engine.three_card.rules import ThreeCardRules
from engine.three_card.settle import Settlement
from paytables.wording import Working, cards_text, expected_value
from trainer.kinds.base import Cell, Dealing
from trainer.kinds.rounds import Played
from trainer.kinds.three_card.rounds import ThreeCardChoiceKind, round_settles
from trainer.kinds.three_card.slugs import ThreeCardKind
from trainer.models import Attempt, Question

QUEEN = 10  # the rank index of a queen
CHOICES = {"play": gettext_lazy("Play"), "fold": gettext_lazy("Fold")}
# Each line, in the order a dealer school teaches them, and its label.
LINES = {
    "pair_or_better": gettext_lazy("Decision on a pair or better"),
    "below_queen": gettext_lazy("Decision on jack-high or less"),
    "ace_or_king_high": gettext_lazy("Decision on ace- or king-high"),
    "queen_high_play": gettext_lazy("Decision on queen-six-four or a better queen-high"),
    "queen_high_fold": gettext_lazy("Decision on a queen-high below queen-six-four"),
}
PLAYED = (Ending.NOT_QUALIFIED, Ending.PLAYER, Ending.TIE, Ending.DEALER)
# The best player decides the rounds dealt for this question, so the whole settlement shown
# after the answer is the round as the right decision plays it.
BEST = (ThreeCardPlayer.STRATEGY,)


def hand_line(cards: tuple[Card, ...]) -> str:
    """The line of ``LINES`` three cards exercise."""
    value = evaluate(cards)
    if value.category >= Category.PAIR:
        return "pair_or_better"
    top = value.ranks[0]
    if top < QUEEN:
        return "below_queen"
    if top > QUEEN:
        return "ace_or_king_high"
    return "queen_high_play" if value >= Q64 else "queen_high_fold"


@functools.lru_cache(maxsize=16)
def q64_is_best(rules: ThreeCardRules) -> bool:
    """Whether the Q-6-4 rule is the exact best decision on every hand under the house's
    Ante Bonus (``False`` where its table is unknown)."""
    if rules.ante_bonus is None:
        return False
    best = optimal(rules)
    return all(best(each) == plays_q64(each) for each in hand_classes())


class DecisionKind(ThreeCardChoiceKind):
    slug = ThreeCardKind.DECISION
    short_label = gettext_lazy("Play or fold?")
    prompt_text = gettext_lazy("Should the player play these three cards or fold them?")
    subject_template = "trainer/kinds/three_card/_decision.html"
    labels = CHOICES

    def house_refusal(self, rules: ThreeCardRules) -> str | None:
        if rules.ante_bonus is None:
            return None  # said by the base: no played round without the table
        if not q64_is_best(rules):
            return _("the Q-6-4 rule is not the best decision under this house's Ante Bonus")
        return None

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in LINES.items())

    def line_applies(self, line: str, rules: ThreeCardRules) -> bool:
        # The best decision weighs the Ante Bonus: without its table there is none.
        return q64_is_best(rules) and super().line_applies(line, rules)

    def targets(self, line: str, rules: ThreeCardRules) -> list[ThreeCardTarget]:
        if line == "pair_or_better":
            categories = [category for category in Category if category >= Category.PAIR]
            return [ThreeCardTarget(player=each, players=BEST) for each in categories]
        # Folded by the best player: the hands below queen-six-four; played: those above.
        folded = line in ("below_queen", "queen_high_fold")
        endings = (Ending.FOLD,) if folded else PLAYED
        return [
            ThreeCardTarget(player=Category.HIGH_CARD, ending=ending, players=BEST)
            for ending in endings
        ]

    def context(self, question: Question, *, form: forms.Form, attempt: Attempt | None) -> dict:
        # The dealer's cards stay face down until the question is answered.
        return {"dealer_face_down": (None,) * HAND_SIZE}

    def round_for(
        self,
        dealing: Dealing[ThreeCardRules],
        rng: random.Random,
        ante: Decimal,
        line: str | None,
    ) -> Round | None:
        if line is not None:
            return super().round_for(dealing, rng, ante, line)
        # As the cards fall, decided by the best player.
        rules = dealing.rules
        round_ = play_as(ThreeCardPlayer.STRATEGY, Round.deal(rng.getrandbits(63), ante), rules)
        return round_ if round_ is not None and round_settles(rules, round_) else None

    def line_of(self, round_: Round, settlement: Settlement, rules: ThreeCardRules) -> str:
        if settlement.ending is Ending.PAIR_PLUS_ALONE:
            return ""
        return hand_line(round_.player)

    def key(self, settlement: Settlement) -> str:
        # Decided by the best player (``BEST``), whose decision the house's asks (q64_is_best).
        return "fold" if settlement.ending is Ending.FOLD else "play"

    def reason(self, explained: Working, played: Played) -> str:
        rules, cards = played.rules, played.round.player
        worth = play_total(rules, class_of(cards)) / DEALER_HANDS
        value = _(
            "Played, it averages %(value)s antes against every hand the dealer may hold; "
            "folded, −1 ante."
        ) % {"value": expected_value(worth)}
        return f"{cards_text(cards)}: {hand_rule(cards)} {value}"

    def trap(self, played: Played) -> str:
        if hand_line(played.round.player) != "queen_high_fold":
            return ""
        return _(
            "Queen-high is not enough to play: below queen-six-four the best strategy folds, "
            "though the dealer qualifies with such a hand."
        )


def hand_rule(cards: tuple[Card, ...]) -> str:
    """The Q-6-4 rule as it decides ``cards``, in one sentence."""
    line = hand_line(cards)
    if line == "pair_or_better":
        return _("A pair or better: play.")
    if line == "below_queen":
        return _("Below queen-high: fold.")
    if line == "ace_or_king_high":
        return _("Ace- or king-high is above queen-six-four: play.")
    if line == "queen_high_play":
        return _("Queen-six-four or better: play.")
    return _("Queen-high below queen-six-four: fold.")


KIND = DecisionKind()
