"""Texas Hold'em Bonus's Bonus: the player's result on it, by the line of the house's table
his two hole cards make (its top line his aces against the dealer's), whatever the round's
result; two cards on no line lose it. Asked where the house has published its table."""

from __future__ import annotations

import random
from decimal import Decimal

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.cards import CARDS, Card
from engine.holdem_bonus.bonus import BonusLine, bonus_line
from engine.holdem_bonus.order import Ending, HoldemBonusTarget
from engine.holdem_bonus.players import play_as
from engine.holdem_bonus.round import Round
from engine.holdem_bonus.rules import HoldemBonusRules
from engine.holdem_bonus.settle import Settlement, Wager
from engine.showdown import Outcome
from paytables.games.holdem_bonus.wording import line_label
from paytables.wording import Working
from trainer.kinds.base import Cell, Dealing
from trainer.kinds.holdem_bonus.rounds import (
    HoldemBonusWagerKind,
    bonus_known,
    choose_player,
    holdem_bonus_played,
    settles,
)
from trainer.kinds.holdem_bonus.slugs import HoldemBonusKind
from trainer.kinds.rounds import MAX_DEALS, Played, wager_reason

NONE = "none"
NONE_LABEL = gettext_lazy("Bonus on two cards the table does not name")
# Deals of two hole cards tried for a line: the rarest (ace-king suited) comes once in 331.
HOLE_TRIES = 5000
_ACE = 12


def deal_for_line(
    rules: HoldemBonusRules, line: str, rng: random.Random, ante: Decimal
) -> Round | None:
    """A complete round whose hole cards make the Bonus's ``line`` (``NONE``: no line), the
    Bonus staked at the ante and played by one of the players a dealer meets; ``None`` when
    none settles under the house's figures."""
    wanted = None if line == NONE else BonusLine(line)
    aces = [each for each in CARDS if each.rank == _ACE]
    for _attempt in range(MAX_DEALS):
        deck = list(CARDS)
        rng.shuffle(deck)
        if wanted is BonusLine.ACES_AGAINST_ACES:
            player, dealer = tuple(aces[:2]), tuple(aces[2:])
            rest = [each for each in deck if each.rank != _ACE]
        else:
            hole = _hole_for(wanted, rng)
            if hole is None:
                return None
            player = hole
            rest = [each for each in deck if each not in hole]
            dealer = tuple(rest[:2])
            rest = rest[2:]
        board = tuple(rest[:5])
        if bonus_line(player, dealer) is not wanted:
            continue
        dealt = Round(ante=ante, player=player, dealer=dealer, board=board, bonus=ante)
        round_ = play_as(choose_player(rng), dealt, rules)
        if round_ is not None and settles(rules, round_):
            return round_
    return None


def _hole_for(wanted: BonusLine | None, rng: random.Random) -> tuple[Card, ...] | None:
    for _try in range(HOLE_TRIES):
        hole = tuple(rng.sample(CARDS, 2))
        if bonus_line(hole, ()) is wanted:
            return hole
    return None


class BonusKind(HoldemBonusWagerKind):
    slug = HoldemBonusKind.BONUS
    short_label = gettext_lazy("The Bonus")
    wager = Wager.BONUS
    prompt_text = gettext_lazy(
        "What is the player's result on the Bonus? Type + for what he is paid, − for what he loses."
    )
    question_text = gettext_lazy("What is the player's result on the Bonus?")

    def house_refusal(self, rules: HoldemBonusRules) -> str | None:
        if rules.bonus == ():
            return _("this house offers no Bonus")
        if rules.bonus is None:
            return _("this house has not published its Bonus table")
        return None

    def catalogue(self) -> tuple[Cell, ...]:
        cells = [Cell(self.slug, line.value, line_label(line)) for line in BonusLine]
        return (*cells, Cell(self.slug, NONE, str(NONE_LABEL)))

    def line_applies(self, line: str, rules: HoldemBonusRules) -> bool:
        if not bonus_known(rules):
            return False
        return line == NONE or any(each.value == line for each, _odds in rules.bonus or ())

    def targets(self, line: str, rules: HoldemBonusRules) -> list[HoldemBonusTarget]:
        return []  # dealt by its hole cards: ``round_for``

    def round_for(
        self,
        dealing: Dealing[HoldemBonusRules],
        rng: random.Random,
        ante: Decimal,
        line: str | None,
    ) -> Round | None:
        rules = dealing.rules
        if line is None:
            return super().round_for(dealing, rng, ante, None)
        return deal_for_line(rules, line, rng, ante)

    def line_of(self, round_: Round, settlement: Settlement, rules: HoldemBonusRules) -> str:
        if settlement.bonus.outcome is Outcome.NOT_PLACED:
            return ""
        return NONE if settlement.bonus_line is None else settlement.bonus_line.value

    def reason(self, explained: Working, played: Played) -> str:
        # The Bonus is paid on the hole cards alone: the showdown does not decide it.
        return wager_reason(explained, Wager.BONUS)

    def trap(self, played: Played) -> str:
        _rules, _round, settlement = holdem_bonus_played(played)
        if settlement.bonus.outcome is not Outcome.WIN or settlement.ending is Ending.PLAYER:
            return ""
        return _(
            "The Bonus is paid on the player's two cards whatever the round's result: pay it "
            "even when the dealer wins."
        )


KIND = BonusKind()
