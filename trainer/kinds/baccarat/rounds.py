"""What the kinds asked on one baccarat coup share: the coup dealt for a cell
(``engine.baccarat.order``, in the shoe's own proportions) or as the cards fall from a
seeded shoe, the bets placed beside it (a coup holds no stake: ``settle`` takes them), and
the coup's working in the adapter's words (``paytables.games.baccarat.wording``).

As for every game (``trainer.kinds.rounds``), a kind says which ``BaccaratTarget`` deals
each of its lines (``targets``) and which line a settled coup exercises (``line_of``); every
dealt coup is checked against the line it was dealt for. A kind says which bets a player
places for a line (``bets``): the kinds that ask about one bet stake it, beside a main bet.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from decimal import Decimal
from fractions import Fraction
from typing import ClassVar

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.baccarat import game
from engine.baccarat.order import BaccaratTarget, deal_to_order
from engine.baccarat.round import Round
from engine.baccarat.rules import BaccaratRules, Bet
from engine.baccarat.settle import Settlement
from engine.dealing import CannotDeal
from engine.game import Game
from paytables.games.baccarat.wording import baccarat_working
from paytables.wording import Working
from trainer.kinds.base import AmountAnswer, Dealing, FixedChoices, Kind
from trainer.kinds.rounds import ANTES, ORDINARY_TRIES, Drawn, GameRoundKind, Played
from trainer.models import Difficulty

# Why a house of another game cannot ask a baccarat question.
OTHER_GAME = gettext_lazy("this question is about baccarat, not this game")
# A side bet is staked smaller than the main bet: this share of it (10 on a 50 Banker).
SIDE_SHARE = Decimal("0.2")
# The main bets a player backs, as often as a floor sees them: the Banker most.
MAIN_WEIGHTS = {Bet.BANKER: 5, Bet.PLAYER: 4}


def baccarat_played(played: Played) -> tuple[BaccaratRules, Round, Settlement]:
    """The rules, coup and settlement of a replayed baccarat coup; ``TypeError`` for another
    game's (a baccarat kind never deals one)."""
    rules, round_, settlement = played.rules, played.round, played.settlement
    if not isinstance(round_, Round) or not isinstance(settlement, Settlement):
        raise TypeError(f"dealt round {played.dealt.pk} is not a baccarat coup")
    assert isinstance(rules, BaccaratRules)  # the coup was replayed under them
    return rules, round_, settlement


def side_stake(ante: Decimal) -> Decimal:
    """A side bet beside a main bet of ``ante``: a fifth of it, at least 1."""
    return max(Decimal(1), (ante * SIDE_SHARE).quantize(Decimal(1)))


def stake_of(rules: BaccaratRules, bet: Bet, ante: Decimal) -> Decimal:
    """The stake of a main ``bet`` for a question at ``ante``. The Banker is staked in the
    units a floor takes it in so that its commission is whole chips (20 at 5 %, 25 at 4 %:
    a fifth of the ante in such units, so 10 gives 40 and 35 gives 140); the Player at the
    ante."""
    rate = rules.commission
    if bet is not Bet.BANKER or not rate:
        return ante
    return ante / 5 * Fraction(rate).denominator


def main_bet(
    rules: BaccaratRules, rng: random.Random, ante: Decimal, bet: Bet | None = None
) -> dict[str, Decimal]:
    """A main bet at ``ante`` (``bet``, or the Banker or the Player as often as a floor sees
    them), staked as ``stake_of`` says."""
    if bet is None:
        bet = rng.choices(list(MAIN_WEIGHTS), weights=list(MAIN_WEIGHTS.values()))[0]
    return {bet.value: stake_of(rules, bet, ante)}


class BaccaratHouseKind(Kind[BaccaratRules]):
    """A baccarat question: another game's house cannot ask it, nor a baccarat house whose
    published figures give none of its lines."""

    game_rules = BaccaratRules
    other_game = OTHER_GAME

    def refusal(self, rules: BaccaratRules) -> str | None:
        found = super().refusal(rules)
        if found is None:
            found = self.house_refusal(rules)
        if found is None and not self.has_cells(rules):
            return _("this house's published rules give no coup for this question")
        return found

    def house_refusal(self, rules: BaccaratRules) -> str | None:
        """Why this baccarat house cannot ask the kind (a bet it does not offer, a pay it
        has not published), or ``None``."""
        return None


class BaccaratRoundKind(BaccaratHouseKind, GameRoundKind[BaccaratRules]):
    """A question on one baccarat coup (``trainer.kinds.rounds.GameRoundKind``): dealt to
    order for a cell, or as the cards fall (an ordinary question, which falls back to a
    cell dealt to order after ``ORDINARY_TRIES``), with the bets ``bets`` places."""

    engine: ClassVar[Game] = game
    subject_template = "trainer/kinds/baccarat/_coup.html"
    working_template = "trainer/kinds/_round_working.html"

    def line_applies(self, line: str, rules: BaccaratRules) -> bool:
        # A house that cannot ask the kind has none of its cells.
        return self.house_refusal(rules) is None and super().line_applies(line, rules)

    def bets(
        self, line: str | None, rules: BaccaratRules, rng: random.Random, ante: Decimal
    ) -> dict[str, Decimal]:
        """The bets a player places for a question on ``line`` (``None``: any line): by
        default one main bet, the Banker or the Player."""
        return main_bet(rules, rng, ante)

    def draw(self, dealing: Dealing[BaccaratRules], seed: int, attempt: int) -> Drawn | None:
        rules, rng = dealing.rules, dealing.rng
        ante = rng.choice(ANTES[Difficulty(dealing.difficulty)])
        line = dealing.line
        lines = [cell.line for cell in self.cells(rules)]
        if line is None and attempt >= ORDINARY_TRIES and lines:
            line = rng.choice(lines)
        round_ = (
            Round.deal(seed, rules.decks).play_out()
            if line is None
            else deal_coup(rules, self.targets(line, rules), random.Random(seed))
        )
        if round_ is None:
            return None
        bets = self.bets(line, rules, rng, ante)
        # The round's ante is its main bet's stake: the bet a payout in chips is cut beside.
        return Drawn(round_, next(iter(bets.values())), bets)

    def fits(self, line: str, dealing: Dealing[BaccaratRules]) -> bool:
        # A coup as the cards fall may exercise a line this house's figures do not give.
        return super().fits(line, dealing) and line in {
            cell.line for cell in self.cells(dealing.rules)
        }

    def working(self, settlement: Settlement, round_: Round) -> Working:
        return baccarat_working(settlement, round_)


def deal_coup(
    rules: BaccaratRules, targets: Iterable[BaccaratTarget], rng: random.Random
) -> Round | None:
    """A coup meeting one of ``targets`` (tried in a seeded order), or ``None``."""
    order = list(targets)
    rng.shuffle(order)
    for target in order:
        try:
            return deal_to_order(rules, target, rng, ante=Decimal(1))[0]
        except CannotDeal:
            continue
    return None


class BaccaratChoiceKind(FixedChoices, BaccaratRoundKind):
    """A baccarat coup's question answered by picking one of a few fixed choices."""


class BaccaratAmountKind(AmountAnswer, BaccaratRoundKind):
    """A baccarat coup's question answered with an amount (``AmountAnswer``)."""
