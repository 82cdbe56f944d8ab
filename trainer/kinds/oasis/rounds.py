"""What the kinds asked on one Oasis round share: the stakes of the difficulty, a round
dealt for a cell (``poker.oasis.order``) or as the cards fall (real players,
``poker.oasis.players``), the answer key read off the settlement, and the round's working.

A kind on a round says which ``Target`` deals each of its lines (``targets``) and which
line a settled round exercises (``line_of``); every dealt round is checked against the line
it was dealt for, so a question's cell is always the line it really asks.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Mapping
from decimal import Decimal

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from paytables.wording import Working, qualify_reason, working
from poker.cards import CARDS, format_cards
from poker.dealing import CannotDeal
from poker.errors import RulesIncomplete
from poker.hands import evaluate
from poker.oasis import game
from poker.oasis.order import Ending, Target, deal_to_order, ending_of, possible
from poker.oasis.players import BUYS_DEALER_CARD_FROM, PlayerType, buys_dealer_card, play_as
from poker.oasis.round import Decision, Round, Rules, Settlement, Wager, rules_to_dict, settle
from trainer.kinds.base import AmountAnswer, Dealing, FixedChoices, Kind, WorkedAnswer
from trainer.kinds.five_card import RARE_FROM
from trainer.kinds.rounds import ANTES, MAX_DEALS, RARE_SHARE, wager_reason
from trainer.models import DealtRound, Difficulty, Question

BONUS_STAKES = (Decimal(1), Decimal(5))
METERS = (Decimal("23456.50"), Decimal("104250"), Decimal("250000"))
# Share of questions (other than the bonus's own) on which the player has a bonus bet.
BONUS_SHARE = 0.3
# Who sits at the table for an ordinary question: mostly the book player, and the others
# a dealer meets every shift.
PLAYER_WEIGHTS = {
    PlayerType.STRATEGY: 6,
    PlayerType.PAIR_KEEPER: 2,
    PlayerType.FLUSH_CHASER: 1,
    PlayerType.HIGH_CARD_KEEPER: 1,
    PlayerType.ALL_FIVE: 1,
    PlayerType.STANDS_PAT: 1,
    PlayerType.TIMID: 1,
}
OUTCOMES_PLAYED = (Ending.NOT_QUALIFIED, Ending.PLAYER, Ending.TIE, Ending.DEALER)


# The line of a round in which the player buys the dealer a card (Helsinki).
DEALER_CARD = "dealer_card"

# Why a house of another game cannot ask an Oasis Poker question.
OTHER_GAME = gettext_lazy("this question is about Oasis Poker, not this game")


def switched_wins_unknown(rules: Rules) -> bool:
    """A house paying a lower table after a switch whose figures nobody published
    (Nicaragua): a switched win cannot be settled, so no question is dealt on one."""
    return rules.lower_pays_after_switch and rules.after_switch_pays is None


def switch_counts(rules: Rules) -> list[int]:
    return sorted(rules.switch_fees) if rules.allows_switching else []


def oasis_played(dealt: DealtRound) -> tuple[Rules, Round, Settlement]:
    """The rules, the replayed round and the settlement of an Oasis Poker dealt round;
    ``TypeError`` for another game's (an Oasis kind never deals one)."""
    rules, round_, settlement = dealt.engine_rules(), dealt.engine_round(), dealt.settlement()
    if not isinstance(round_, Round) or not isinstance(settlement, Settlement):
        raise TypeError(f"dealt round {dealt.pk} is not an Oasis Poker round")
    assert isinstance(rules, Rules)  # the round was replayed under them
    return rules, round_, settlement


def line_by_showdown(lines: Mapping[str, Ending], round_: Round) -> str:
    """The line of ``lines`` (line → how the round ends) that a decided round exercises."""
    outcome = ending_of(round_)
    return next(line for line, each in lines.items() if each is outcome)


class RoundKind(Kind[Rules]):
    """A question on one Oasis round. The key is read off the round's settlement, and the
    worked answer leads with the line that decides it, the whole working one click away."""

    game_rules = Rules
    other_game = OTHER_GAME

    needs_raise = False  # asked only of a player who raised (the raise, the winner)
    needs_switch = False  # asked only of a player who paid a fee: a switch or a dealer card
    needs_bonus = False  # asked only with a bonus bet (the bonus)

    def refusal(self, rules: Rules) -> str | None:
        found = super().refusal(rules)
        if found is not None:
            return found
        if not rules.raise_pays:
            return _("this house has no pay table")
        return None

    @abstractmethod
    def targets(self, line: str, rules: Rules) -> list[Target]:
        """The rounds that exercise ``line``, as targets to deal to order: each is tried in
        turn (in a seeded order) until one can be dealt."""

    @abstractmethod
    def line_of(self, round_: Round, settlement: Settlement, rules: Rules) -> str:
        """The line a settled round exercises; empty when it exercises none of this kind's
        lines (such a round is dealt again)."""

    @abstractmethod
    def key(self, settlement: Settlement) -> str:
        """The right answer as the key is written."""

    def line_applies(self, line: str, rules: Rules) -> bool:
        return any(possible(rules, target) for target in self.targets(line, rules))

    def bonus_line(self, line: str) -> bool:
        """Whether questions on ``line`` always have a bonus bet."""
        return self.needs_bonus

    def dealer_card_line(self, line: str) -> bool:
        """Whether ``line`` is a round in which the player buys the dealer a card (where the
        house sells one): its targets deal a dealer without a game, and the player buys."""
        return False

    def choice_values(self) -> list[str]:
        return []

    def deal(self, dealing: Dealing[Rules]) -> Question:
        rules, rng = dealing.rules, dealing.rng
        for _attempt in range(MAX_DEALS):
            seed = rng.getrandbits(62)
            round_ = self._round(dealing, seed)
            if round_ is None:
                continue
            ante, bonus, meter = self._stakes(dealing)
            try:
                settlement = settle(rules, round_, ante, bonus, meter=meter)
            except RulesIncomplete:
                continue  # the house never published this pay: no fair question on it
            line = self.line_of(round_, settlement, rules)
            if not line or (dealing.line is not None and line != dealing.line):
                continue  # no line of this kind (""), or not the line asked
            dealt = _dealt_round(dealing, round_, seed, ante=ante, bonus=bonus, meter=meter)
            question = Question(
                kind=self.slug,
                cell=f"{self.slug}:{line}",
                choices=self.choice_values(),
                answer_key=self.key(settlement),
            )
            question.dealt_round = dealt
            return question
        raise CannotDeal(f"no round for {self.slug}:{dealing.line} under {rules.name}")

    def _round(self, dealing: Dealing[Rules], seed: int) -> Round | None:
        """A decided round for the cell asked (or as the cards fall), or ``None`` when this
        deal does not suit the question (the caller deals again)."""
        rng = random.Random(seed)
        if dealing.line is None:
            round_ = _ordinary_round(dealing.rules, rng, rare=dealing.rare)
        else:
            targets = self.targets(dealing.line, dealing.rules)
            rng.shuffle(targets)
            round_ = None
            for target in targets:
                try:
                    round_, _player = deal_to_order(dealing.rules, target, rng)
                    break
                except CannotDeal:
                    continue
            if round_ is not None and self.dealer_card_line(dealing.line):
                round_ = bought_dealer_card(round_, dealing.rules, rng)
        if round_ is None:
            return None
        if self.needs_raise and round_.decision is not Decision.RAISE:
            return None
        if self.needs_switch and not round_.fee_antes:
            return None
        return round_

    def _stakes(self, dealing: Dealing[Rules]) -> tuple[Decimal, Decimal, Decimal | None]:
        rules, rng = dealing.rules, dealing.rng
        ante = rng.choice(ANTES[Difficulty(dealing.difficulty)])
        wants_bonus = self.needs_bonus or (
            dealing.line is not None and self.bonus_line(dealing.line)
        )
        with_bonus = rules.bonus is not None and (wants_bonus or rng.random() < BONUS_SHARE)
        bonus = rng.choice(BONUS_STAKES) if with_bonus else Decimal(0)
        meter = (
            rng.choice(METERS)
            if with_bonus and rules.bonus is not None and rules.bonus.is_progressive
            else None
        )
        return ante, bonus, meter

    def worked_answer(self, question: Question) -> WorkedAnswer:
        answer = self.answer_text(question, question.answer_key)
        dealt = question.the_round()
        _rules, round_, settlement = oasis_played(dealt)
        explained = working(settlement, round_)
        return WorkedAnswer(
            answer,
            self.reason(explained, settlement, round_, dealt),
            explained,
            self.trap(round_, settlement),
        )

    def reason(
        self, explained: Working, settlement: Settlement, round_: Round, dealt: DealtRound
    ) -> str:
        """The line of the working that decides the answer."""
        return explained.showdown

    def trap(self, round_: Round, settlement: Settlement) -> str:
        """A warning where dealers often go wrong on this round; empty where there is none."""
        return ""


class AmountKind(AmountAnswer, RoundKind):
    """An Oasis round's question answered with an amount (``AmountAnswer``)."""


class WagerKind(AmountKind):
    """The player's result on one wager, explained by how the round ended and that
    wager's line of the working."""

    wager: Wager

    def key(self, settlement: Settlement) -> str:
        (result,) = (each for each in settlement.wagers if each.wager == self.wager)
        return str(result.amount)

    def reason(
        self, explained: Working, settlement: Settlement, round_: Round, dealt: DealtRound
    ) -> str:
        shown = deciding_showdown(explained, settlement, round_)
        return f"{shown} {wager_reason(explained, self.wager)}"


def _ordinary_round(rules: Rules, rng: random.Random, *, rare: bool) -> Round | None:
    """A round as a table deals it: a shuffled deck and one of the players a dealer meets,
    who switches and decides as such a player does. With ``rare``, half of them end with a
    straight or better (dealt again until they do)."""
    wants_big_hand = rare and rng.random() < RARE_SHARE
    players = list(PLAYER_WEIGHTS)
    weights = list(PLAYER_WEIGHTS.values())
    for _attempt in range(MAX_DEALS):
        player = rng.choices(players, weights=weights)[0]
        round_ = play_as(player, Round.deal(rng.getrandbits(63)), rules)
        if round_ is None:
            continue
        if wants_big_hand and evaluate(round_.hand).category < RARE_FROM:
            continue
        return round_
    return None


def dealer_card_targets(rules: Rules) -> list[Target]:
    """Rounds in which a player buys the dealer a card (``buys_dealer_card``): he raised a
    hand that buys one, against a dealer without a game."""
    return [
        Target(final=category, ending=Ending.NOT_QUALIFIED)
        for category in rules.raise_pays
        if category >= BUYS_DEALER_CARD_FROM
    ]


def bought_dealer_card(round_: Round, rules: Rules, rng: random.Random) -> Round | None:
    """``round_`` after its player buys the dealer a card, as ``buys_dealer_card`` says a
    player does, the card drawn from the rest of the deck; ``None`` when he would not."""
    if not buys_dealer_card(round_, rules):
        return None
    seen = set(round_.cards_seen())
    return round_.buy_dealer_card(rules, rng.choice([each for each in CARDS if each not in seen]))


def _dealt_round(
    dealing: Dealing[Rules],
    round_: Round,
    seed: int,
    *,
    ante: Decimal,
    bonus: Decimal,
    meter: Decimal | None,
) -> DealtRound:
    return DealtRound(
        variant=dealing.variant,
        rules=rules_to_dict(dealing.rules),
        seed=seed,
        rare=dealing.rare,
        ante=ante,
        player=format_cards(round_.player),
        dealer=format_cards(round_.dealer),
        history=game.history(round_),
        stakes=stakes(ante, bonus, meter),
    )


def stakes(ante: Decimal, bonus: Decimal = Decimal(0), meter: Decimal | None = None) -> dict:
    """An Oasis Poker round's stakes as a ``DealtRound`` keeps them beside its history: the
    ante, and the bonus bet and the progressive meter where there are any (what
    ``poker.oasis.game.settle`` takes)."""
    kept = {"ante": str(ante)}
    if bonus:
        kept["bonus"] = str(bonus)
    if meter is not None:
        kept["meter"] = str(meter)
    return kept


def history(round_: Round) -> dict[str, str]:
    """A decided round's player side as a ``DealtRound`` (or a further box) keeps it: the
    hand as dealt, the switch (one at most), the decision."""
    if round_.decision is None:
        raise ValueError("an undecided round has no history to keep")
    switch = round_.switches[0] if round_.switches else None
    return {
        "player": format_cards(round_.player),
        "discard": format_cards(switch.discarded) if switch else "",
        "draw": format_cards(switch.drawn) if switch else "",
        "decision": round_.decision.value,
    }


def deciding_showdown(explained: Working, settlement: Settlement, round_: Round) -> str:
    """How the round ended, in the words that decide a wager: why the dealer does not
    qualify when he does not (the hands do not matter then), the showdown otherwise."""
    bought = round_.dealer_buy is not None  # the showdown tells the card bought
    if round_.decision is Decision.RAISE and not settlement.dealer_qualifies and not bought:
        return qualify_reason(round_.dealer_hand)
    return explained.showdown


class ChoiceRoundKind(FixedChoices, RoundKind):
    """An Oasis round's question answered by picking one of a few fixed choices."""
