"""What the kinds asked on one Russian Poker round share: the round dealt for a cell
(``poker.russian.order``) or as the cards fall (real players, ``poker.russian.players``),
the answer key read off the settlement, and the round's working.

As for every game (``trainer.kinds.rounds``), a kind says which ``RussianTarget`` deals
each of its lines (``targets``) and which line a settled round exercises (``line_of``);
every dealt round is checked against the line it was dealt for.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Mapping
from decimal import Decimal

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from paytables.games import rules_to_dict
from paytables.games.russian.wording import russian_working
from paytables.wording import Working, qualify_reason
from poker.cards import format_cards
from poker.dealing import CannotDeal
from poker.errors import RulesIncomplete
from poker.hands import Category
from poker.russian import game
from poker.russian.evaluate import best_hand
from poker.russian.order import Ending, RussianTarget, deal_to_order, ending_of, possible
from poker.russian.players import RussianPlayer, play_as
from poker.russian.round import Decision, Round
from poker.russian.rules import RussianRules
from poker.russian.settle import Settlement, Wager, settle
from trainer.kinds.base import AmountAnswer, Dealing, FixedChoices, Kind, WorkedAnswer
from trainer.kinds.five_card import RARE_FROM
from trainer.kinds.rounds import ANTES, MAX_DEALS, RARE_SHARE, wager_reason
from trainer.models import DealtRound, Difficulty, Question

# Why a house of another game cannot ask a Russian Poker question.
OTHER_GAME = gettext_lazy("this question is about Russian Poker, not this game")
# Who sits at the table for an ordinary question: mostly the sound regular, and the others
# a dealer meets every shift.
PLAYER_WEIGHTS = {
    RussianPlayer.BOOK: 6,
    RussianPlayer.EXCHANGER: 2,
    RussianPlayer.SIXTH_BUYER: 2,
    RussianPlayer.STANDS_PAT: 1,
    RussianPlayer.TIMID: 1,
    RussianPlayer.CHASER: 1,
}
# Rounds dealt as the cards fall for an ordinary question before one is dealt to order.
ORDINARY_TRIES = 40
# The ways a round ends once the player has bet.
ENDINGS_BET = (
    Ending.NOT_QUALIFIED,
    Ending.BOUGHT_NO_GAME,
    Ending.PLAYER,
    Ending.TIE,
    Ending.DEALER,
)


def russian_played(dealt: DealtRound) -> tuple[RussianRules, Round, Settlement]:
    """The rules, the replayed round and the settlement of a Russian Poker dealt round;
    ``TypeError`` for another game's (a Russian Poker kind never deals one)."""
    rules, round_, settlement = dealt.engine_rules(), dealt.engine_round(), dealt.settlement()
    if not isinstance(round_, Round) or not isinstance(settlement, Settlement):
        raise TypeError(f"dealt round {dealt.pk} is not a Russian Poker round")
    assert isinstance(rules, RussianRules)  # the round was replayed under them
    return rules, round_, settlement


def line_by_ending(lines: Mapping[str, Ending], round_: Round) -> str:
    """The line of ``lines`` (line → how the round ends) that a decided round exercises."""
    ending = ending_of(round_)
    return next(line for line, each in lines.items() if each is ending)


class RussianHouseKind(Kind[RussianRules]):
    """A Russian Poker question: another game's house cannot ask it, and a Russian Poker
    house whose published figures give none of its lines cannot either."""

    game_rules = RussianRules
    other_game = OTHER_GAME

    def refusal(self, rules: RussianRules) -> str | None:
        found = super().refusal(rules)
        if found is None and not self.cells(rules):
            return self.no_lines_reason(rules)
        return found

    def no_lines_reason(self, rules: RussianRules) -> str:
        """Why a Russian Poker house has none of this kind's lines."""
        return _("this house's published rules give no round for this question")


class RussianRoundKind(RussianHouseKind):
    """A question on one Russian Poker round. The key is read off the round's settlement,
    and the worked answer leads with the line that decides it, the whole working one click
    away."""

    subject_template = "trainer/kinds/_russian_round.html"
    working_template = "trainer/kinds/_round_working.html"
    needs_bet = False  # asked only of a player who bet

    @abstractmethod
    def targets(self, line: str, rules: RussianRules) -> list[RussianTarget]:
        """The rounds that exercise ``line``, tried in turn (in a seeded order) until one
        can be dealt."""

    @abstractmethod
    def line_of(self, round_: Round, settlement: Settlement, rules: RussianRules) -> str:
        """The line a settled round exercises."""

    @abstractmethod
    def key(self, settlement: Settlement) -> str:
        """The right answer as the key is written."""

    def line_applies(self, line: str, rules: RussianRules) -> bool:
        return any(possible(rules, target) for target in self.targets(line, rules))

    def choice_values(self) -> list[str]:
        return []

    def deal(self, dealing: Dealing[RussianRules]) -> Question:
        rules, rng = dealing.rules, dealing.rng
        lines = [cell.line for cell in self.cells(rules)]
        for attempt in range(MAX_DEALS):
            seed = rng.getrandbits(62)
            ante = rng.choice(ANTES[Difficulty(dealing.difficulty)])
            to_order = dealing.line
            if to_order is None and attempt >= ORDINARY_TRIES and lines:
                # Rounds as the cards fall seldom ask this kind (a game bought, insurance):
                # one is dealt to order for any of its lines, still an ordinary question.
                to_order = rng.choice(lines)
            round_ = self._round(dealing, random.Random(seed), ante, to_order)
            if round_ is None:
                continue
            try:
                settlement = settle(rules, round_)
                line = self.line_of(round_, settlement, rules)
            except RulesIncomplete:
                continue  # the house never published this figure: no fair question on it
            if dealing.line is not None and line != dealing.line:
                continue  # not the line asked
            if line not in lines:
                continue  # none of this house's lines: another kind's round
            question = Question(
                kind=self.slug,
                cell=f"{self.slug}:{line}",
                choices=self.choice_values(),
                answer_key=self.key(settlement),
            )
            question.dealt_round = dealt_round(dealing, round_, seed)
            return question
        raise CannotDeal(f"no round for {self.slug}:{dealing.line} under {rules.name}")

    def _round(
        self,
        dealing: Dealing[RussianRules],
        rng: random.Random,
        ante: Decimal,
        line: str | None,
    ) -> Round | None:
        """A decided round for ``line`` (or as the cards fall), or ``None`` when this deal
        does not suit the question (the caller deals again)."""
        rules = dealing.rules
        if line is not None:
            targets = self.targets(line, rules)
            rng.shuffle(targets)
            round_ = None
            for target in targets:
                try:
                    round_, _player = deal_to_order(rules, target, rng, ante=ante)
                    break
                except CannotDeal:
                    continue
        else:
            round_ = _ordinary_round(rules, rng, ante, rare=dealing.rare)
        if round_ is None:
            return None
        if self.needs_bet and round_.decision is not Decision.BET:
            return None
        return round_

    def worked_answer(self, question: Question) -> WorkedAnswer:
        answer = self.answer_text(question, question.answer_key)
        rules, round_, settlement = russian_played(question.the_round())
        explained = russian_working(settlement, round_)
        return WorkedAnswer(answer, self.reason(explained, settlement, round_, rules), explained)

    def reason(
        self, explained: Working, settlement: Settlement, round_: Round, rules: RussianRules
    ) -> str:
        """The line of the working that decides the answer."""
        return explained.showdown


class RussianAmountKind(AmountAnswer, RussianRoundKind):
    """A Russian Poker round's question answered with an amount (``AmountAnswer``)."""


class RussianChoiceKind(FixedChoices, RussianRoundKind):
    """A Russian Poker round's question answered by picking one of a few fixed choices."""


class RussianWagerKind(RussianAmountKind):
    """The player's result on one wager, explained by how the round ended and that
    wager's line of the working."""

    wager: Wager

    def key(self, settlement: Settlement) -> str:
        (result,) = (each for each in settlement.wagers if each.wager == self.wager)
        return str(result.amount)

    def reason(
        self, explained: Working, settlement: Settlement, round_: Round, rules: RussianRules
    ) -> str:
        shown = deciding_showdown(explained, settlement, round_)
        return f"{shown} {wager_reason(explained, self.wager)}"


def wagers_reason(explained: Working, wagers: tuple[Wager, ...]) -> str:
    """The working's lines of ``wagers``, each with its label: "Ante: … ; Bet: …."."""
    lines = [line for line in explained.lines if line.wager in wagers]
    return "; ".join(f"{line.label}: {line.reason}" for line in lines) + "."


def deciding_showdown(explained: Working, settlement: Settlement, round_: Round) -> str:
    """How the round ended, in the words that decide a wager: why the dealer has no game
    when he has none and no game was bought, the showdown otherwise."""
    bet = round_.decision is Decision.BET
    if bet and round_.game_bought is None and not settlement.dealer_qualifies:
        return qualify_reason(round_.dealer)
    return explained.showdown


def _ordinary_round(
    rules: RussianRules, rng: random.Random, ante: Decimal, *, rare: bool
) -> Round | None:
    """A round as a table deals it: a shuffled deck and one of the players a dealer meets,
    who draws and decides as such a player does. With ``rare``, half of them end with a
    straight or better (dealt again until they do)."""
    wants_big_hand = rare and rng.random() < RARE_SHARE
    players = list(PLAYER_WEIGHTS)
    weights = list(PLAYER_WEIGHTS.values())
    for _attempt in range(MAX_DEALS):
        player = rng.choices(players, weights=weights)[0]
        round_ = play_as(player, Round.deal(rng.getrandbits(63), ante), rules)
        if round_ is None:
            continue
        if wants_big_hand and best_hand(round_.hand).category < RARE_FROM:
            continue
        return round_
    return None


def history(round_: Round) -> dict[str, str]:
    """A decided round's player side as a further box of a table keeps it: its history as
    the game keeps it (``poker.russian.game.history``) without the seed, the ante and the
    dealer's hand, which the table's first box keeps for all."""
    kept = game.history(round_)
    for shared in ("seed", "ante", "dealer"):
        del kept[shared]
    return kept


def dealt_round(dealing: Dealing[RussianRules], round_: Round, seed: int) -> DealtRound:
    """The round as a ``DealtRound`` keeps it: its whole history and the rules it was dealt
    under (its stakes are in the round)."""
    return DealtRound(
        variant=dealing.variant,
        rules=rules_to_dict(dealing.rules),
        seed=seed,
        rare=dealing.rare,
        ante=round_.ante,
        player=format_cards(round_.player),
        dealer=format_cards(round_.dealer),
        history=game.history(round_),
    )


def bet_category(settlement: Settlement) -> Category:
    """The player's best hand at the showdown (a player who bet has one)."""
    value = settlement.player_value
    return value.category if value is not None else Category.HIGH_CARD
