"""What the kinds asked on one round share, whatever the game: the antes of each
difficulty, how hard dealing tries, how often a "rare hands" drill deals a big hand (each
game says which), and the working's reason for a wager. Each game's
``trainer/kinds/<engine>/rounds.py`` deals and explains its own rounds over these."""

from __future__ import annotations

import enum
import random
from abc import abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, ClassVar

from engine.cards import format_cards
from engine.dealing import CannotDeal
from engine.errors import RulesIncomplete
from engine.game import Game
from paytables.games import rules_to_dict
from paytables.wording import Working
from trainer.kinds.base import AmountAnswer, Dealing, FixedChoices, Kind, R, WorkedAnswer
from trainer.models import DealtRound, Difficulty, Question

ANTES = {
    Difficulty.ROUND: [Decimal(n) for n in (10, 20, 25, 50, 100)],
    Difficulty.ODD: [Decimal(n) for n in (15, 35, 45, 65, 85)],
}
# "Rare hands": this share of ordinary rounds is dealt again until the player ends with a
# big hand (a straight or better, in the five-card games: ``five_card.RARE_FROM``).
RARE_SHARE = 0.5
# Every variant the form offers can deal each of its cells well within this many tries.
MAX_DEALS = 400
# Rounds dealt as the cards fall for an ordinary question before one is dealt to order
# (``HeldStakesRoundKind``).
ORDINARY_TRIES = 40
# The smallest of the difficulties' largest antes: a line dealt at every difficulty must
# be reachable with it.
LARGEST_ANTE = min(max(antes) for antes in ANTES.values())


def wager_reason(explained: Working, wager: enum.StrEnum) -> str:
    """The reason the working gives for ``wager`` (any game's)."""
    return next(line.reason for line in explained.lines if line.wager == wager)


@dataclass(frozen=True)
class Drawn:
    """A decided round drawn for a question, with the stakes its game's ``settle`` takes
    beside it (``ante``, a side bet ...: none where the round holds them) and its ante."""

    round: Any
    ante: Decimal
    stakes: Mapping[str, Decimal] = field(default_factory=dict)


@dataclass(frozen=True)
class Played:
    """A stored round replayed for its worked answer: the rules it was dealt under, the
    round, its settlement and the ``DealtRound`` itself."""

    dealt: DealtRound
    rules: Any
    round: Any
    settlement: Any


class GameRoundKind(Kind[R]):
    """A question on one round of a game, the same for every game: dealt to order for a
    cell or as the cards fall (``draw``, the game's), settled by the game's engine
    (``engine``, its ``engine.game.Game``), checked against the line it was dealt for
    (``line_of``), kept as a ``DealtRound`` with the game's history and stakes, and
    explained by the game's working with the line that decides the answer (``reason``).

    A game's base on it gives ``engine``, ``draw`` and ``working``; each kind its
    ``targets``, ``line_of`` and ``key``."""

    engine: ClassVar[Game]

    @abstractmethod
    def targets(self, line: str, rules: R) -> list[Any]:
        """The rounds that exercise ``line``, as targets of the game's ``deal_to_order``:
        each is tried in turn (in a seeded order) until one can be dealt."""

    @abstractmethod
    def line_of(self, round_: Any, settlement: Any, rules: R) -> str:
        """The line a settled round exercises; empty when it exercises none of this kind's
        lines (such a round is dealt again)."""

    @abstractmethod
    def key(self, settlement: Any) -> str:
        """The right answer as the key is written."""

    @abstractmethod
    def draw(self, dealing: Dealing[R], seed: int, attempt: int) -> Drawn | None:
        """The round for the ``attempt``-th try at this question, dealt from ``seed`` (and
        its stakes from ``dealing.rng``), or ``None`` when this deal does not suit it."""

    @abstractmethod
    def working(self, settlement: Any, round_: Any) -> Working:
        """The round's whole working, in the game's words."""

    def line_applies(self, line: str, rules: R) -> bool:
        return any(self.engine.possible(rules, target) for target in self.targets(line, rules))

    def choice_values(self) -> list[str]:
        return []

    def fits(self, line: str, dealing: Dealing[R]) -> bool:
        """Whether a round exercising ``line`` answers the question dealt (the cell asked,
        if one was)."""
        return bool(line) and (dealing.line is None or line == dealing.line)

    def deal(self, dealing: Dealing[R]) -> Question:
        rules, rng = dealing.rules, dealing.rng
        for attempt in range(MAX_DEALS):
            seed = rng.getrandbits(62)
            drawn = self.draw(dealing, seed, attempt)
            if drawn is None:
                continue
            try:
                settlement = self.engine.settle(rules, drawn.round, **drawn.stakes)
                line = self.line_of(drawn.round, settlement, rules)
            except RulesIncomplete:
                continue  # the house never published this figure: no fair question on it
            if not self.fits(line, dealing):
                continue
            question = Question(
                kind=self.slug,
                cell=f"{self.slug}:{line}",
                choices=self.choice_values(),
                answer_key=self.key(settlement),
            )
            question.dealt_round = self.dealt_round(dealing, drawn, seed)
            return question
        raise CannotDeal(f"no round for {self.slug}:{dealing.line} under {rules.name}")

    def dealt_round(self, dealing: Dealing[R], drawn: Drawn, seed: int) -> DealtRound:
        return dealt_round(dealing, drawn, seed, self.engine)

    def played(self, dealt: DealtRound) -> Played:
        """The stored round replayed under its rules, with its settlement."""
        return Played(dealt, dealt.engine_rules(), dealt.engine_round(), dealt.settlement())

    def worked_answer(self, question: Question) -> WorkedAnswer:
        answer = self.answer_text(question, question.answer_key)
        played = self.played(question.the_round())
        explained = self.working(played.settlement, played.round)
        return WorkedAnswer(answer, self.reason(explained, played), explained, self.trap(played))

    def reason(self, explained: Working, played: Played) -> str:
        """The line of the working that decides the answer."""
        return explained.showdown

    def trap(self, played: Played) -> str:
        """A warning where dealers often go wrong on this round; empty where there is none."""
        return ""


class HeldStakesRoundKind(GameRoundKind[R]):
    """A question on a round that holds its stakes (Russian Poker's, Three Card Poker's):
    the ante drawn for the difficulty, the round dealt for the cell asked or as the cards
    fall (``round_for``, the game's base). After ``ORDINARY_TRIES`` rounds as the cards fall
    that ask none of its lines, an ordinary question is dealt to order for any of them (rounds
    as the cards fall seldom ask some kinds: a game bought, a mini-royal)."""

    @abstractmethod
    def round_for(
        self, dealing: Dealing[R], rng: random.Random, ante: Decimal, line: str | None
    ) -> Any | None:
        """A decided round for ``line`` (or as the cards fall, for ``None``), from ``rng``;
        ``None`` when this deal does not suit the question (the caller deals again)."""

    def draw(self, dealing: Dealing[R], seed: int, attempt: int) -> Drawn | None:
        rng = dealing.rng
        ante = rng.choice(ANTES[Difficulty(dealing.difficulty)])
        to_order = dealing.line
        lines = self.lines(dealing.rules)
        if to_order is None and attempt >= ORDINARY_TRIES and lines:
            to_order = rng.choice(lines)
        round_ = self.round_for(dealing, random.Random(seed), ante, to_order)
        return None if round_ is None else Drawn(round_, ante)

    def fits(self, line: str, dealing: Dealing[R]) -> bool:
        # A round as the cards fall may exercise a line this house's figures do not give.
        return super().fits(line, dealing) and line in self.lines(dealing.rules)

    def lines(self, rules: R) -> list[str]:
        """The lines of the kind's cells under ``rules``."""
        return [cell.line for cell in self.cells(rules)]


class AmountRoundKind(AmountAnswer, GameRoundKind[R]):
    """A question on one round answered with an amount (``AmountAnswer``)."""


class ChoiceRoundKind(FixedChoices, GameRoundKind[R]):
    """A question on one round answered by picking one of a few fixed choices."""


class WagerKind(AmountRoundKind[R]):
    """The player's result on one wager, explained by how the round ended (the game's
    ``deciding_showdown``) and that wager's line of the working."""

    wager: enum.StrEnum

    def key(self, settlement: Any) -> str:
        (result,) = (each for each in settlement.wagers if each.wager == self.wager)
        return str(result.amount)

    def reason(self, explained: Working, played: Played) -> str:
        shown = self.deciding_showdown(explained, played)
        return f"{shown} {wager_reason(explained, self.wager)}"

    def deciding_showdown(self, explained: Working, played: Played) -> str:
        """How the round ended, in the words that decide a wager."""
        return explained.showdown


def dealt_round(dealing: Dealing[Any], drawn: Drawn, seed: int, engine: Game) -> DealtRound:
    """The round as a ``DealtRound`` keeps it: the game's history (``engine``'s) and the
    stakes beside it, and the rules it was dealt under."""
    return DealtRound(
        variant=dealing.variant,
        rules=rules_to_dict(dealing.rules),
        seed=seed,
        rare=dealing.rare,
        ante=drawn.ante,
        player=format_cards(drawn.round.player),
        dealer=format_cards(drawn.round.dealer),
        history=engine.history(drawn.round),
        stakes=stakes_kept(drawn.stakes),
    )


def stakes_kept(stakes: Mapping[str, Decimal]) -> dict[str, str]:
    """A round's stakes as a ``DealtRound`` keeps them in JSON (and ``settlement`` reads them
    back)."""
    return {name: str(amount) for name, amount in stakes.items()}


def line_by_ending(lines: Mapping[str, enum.StrEnum], ending: enum.StrEnum) -> str:
    """The line of ``lines`` (line → how the round ends) of a round that ends so."""
    return next(line for line, each in lines.items() if each is ending)
