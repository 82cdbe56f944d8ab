"""Rounds dealt for questions: real play (seed 000's strategy) from a seeded deck, with the
ante of the chosen difficulty, and redealt until the round suits the question asked."""

from __future__ import annotations

import random
from decimal import Decimal

from paytables.models import Variant
from poker.cards import format_cards
from poker.errors import RulesIncomplete
from poker.hands import evaluate
from poker.oasis import Decision, Round, Rules, rules_to_dict, settle
from poker.strategy import deal_round
from trainer.models import DealtRound, Difficulty, QuestionKind

ANTES = {
    Difficulty.ROUND: [Decimal(n) for n in (10, 20, 25, 50, 100)],
    Difficulty.ODD: [Decimal(n) for n in (15, 35, 45, 65, 85)],
}
BONUS_STAKES = (Decimal(1), Decimal(5))
METERS = (Decimal("23456.50"), Decimal("104250"), Decimal("250000"))
TRAP_SHARE = 0.5
# A round that cannot suit the question in this many deals means the variant cannot ask it.
MAX_DEALS = 5000


class CannotAsk(LookupError):
    """The variant cannot give this question (no switching for a fee question, no bonus)."""


def kind_possible(kind: QuestionKind, rules: Rules) -> bool:
    if kind == QuestionKind.FEE:
        return rules.allows_switching
    if kind == QuestionKind.BONUS:
        return rules.bonus is not None
    return True


def _suits(kind: QuestionKind, round_: Round, *, trap: bool) -> bool:
    """Whether the dealt round makes a fair question of ``kind``."""
    if kind == QuestionKind.FEE:
        return round_.switched
    if kind == QuestionKind.BONUS and trap:
        # The classic trap: a switch improved the hand, but the bonus is paid on the first.
        return round_.switched and evaluate(round_.hand).category > evaluate(round_.player).category
    if kind in (QuestionKind.RAISE, QuestionKind.WINNER):
        return round_.decision is Decision.RAISE
    return True


def deal_for(
    kind: QuestionKind,
    *,
    variant: Variant,
    rules: Rules,
    difficulty: str,
    rare: bool,
    rng: random.Random,
) -> DealtRound:
    """A new (unsaved) ``DealtRound`` that suits a question of ``kind``.

    Raises ``CannotAsk`` when the variant cannot give such a question.
    """
    if not kind_possible(kind, rules):
        raise CannotAsk(kind)
    ante = rng.choice(ANTES[Difficulty(difficulty)])
    with_bonus = rules.bonus is not None and (kind == QuestionKind.BONUS or rng.random() < 0.3)
    bonus = rng.choice(BONUS_STAKES) if with_bonus else Decimal(0)
    meter = rng.choice(METERS) if with_bonus and rules.bonus.is_progressive else None
    # Half the bonus questions are the trap of a switch that made the hand.
    trap = kind == QuestionKind.BONUS and rng.random() < TRAP_SHARE
    for _attempt in range(MAX_DEALS):
        seed = rng.getrandbits(62)
        round_ = deal_round(rules, seed, rare=rare)
        if not _suits(kind, round_, trap=trap):
            continue
        try:
            settle(rules, round_, ante, bonus, meter=meter)
        except RulesIncomplete:
            continue  # the house never published this pay: no fair question on it
        switch = round_.switches[0] if round_.switches else None
        return DealtRound(
            variant=variant,
            rules=rules_to_dict(rules),
            seed=seed,
            rare=rare,
            ante=ante,
            bonus=bonus,
            meter=meter,
            player=format_cards(round_.player),
            dealer=format_cards(round_.dealer),
            discard=format_cards(switch.discarded) if switch else "",
            draw=format_cards(switch.drawn) if switch else "",
            decision=round_.decision.value,
        )
    raise CannotAsk(kind)
