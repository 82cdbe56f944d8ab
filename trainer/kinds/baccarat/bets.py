"""What the kinds asked on one bet share (the Banker, the Tie, the pairs, the side bets):
the bet staked beside a main bet, the pay lines of the house's bets
(``engine.baccarat.order.pay_line_targets``), the key read off that bet's result, and the
reason its line of the working gives."""

from __future__ import annotations

import random
from decimal import Decimal

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.baccarat.order import BaccaratTarget, pay_line_targets
from engine.baccarat.round import Round, Winner
from engine.baccarat.rules import BaccaratRules, Bet
from engine.baccarat.settle import Settlement
from engine.showdown import Outcome, WagerResult
from paytables.games.baccarat.wording import bet_label
from paytables.wording import Working
from trainer.kinds.baccarat.rounds import BaccaratAmountKind, main_bet, side_stake
from trainer.kinds.rounds import Played, wager_reason
from trainer.models import Question


def line_bet(line: str) -> Bet:
    """The bet of a pay line written ``bet:line``."""
    return Bet(line.partition(":")[0])


def result_line(result: WagerResult[Bet], coup: Round) -> str:
    """The pay line ``bet:line`` a side bet's result exercises."""
    bet = result.wager
    if bet in (Bet.DRAGON_PLAYER, Bet.DRAGON_BANKER):
        if result.outcome is Outcome.PUSH:
            return f"{bet}:natural_tie"
        if result.outcome is Outcome.WIN:
            return f"{bet}:natural_win" if coup.natural else f"{bet}:win_by_{coup.margin}"
    return f"{bet}:{'win' if result.outcome is Outcome.WIN else 'lose'}"


# Coups on which each side bet loses, for its "lose" line: the other results.
LOSING: dict[Bet, list[BaccaratTarget]] = {
    Bet.PLAYER_PAIR: [BaccaratTarget(player_pair=False)],
    Bet.BANKER_PAIR: [BaccaratTarget(banker_pair=False)],
    Bet.SUPER_SIX: [
        BaccaratTarget(winner=Winner.PLAYER),
        BaccaratTarget(winner=Winner.TIE),
        *(BaccaratTarget(winner=Winner.BANKER, banker_total=total) for total in (7, 8, 9)),
    ],
    Bet.DRAGON_7: [
        BaccaratTarget(winner=Winner.PLAYER),
        BaccaratTarget(winner=Winner.TIE),
        BaccaratTarget(winner=Winner.BANKER, banker_draws=False),
    ],
    Bet.PANDA_8: [
        BaccaratTarget(winner=Winner.BANKER),
        BaccaratTarget(winner=Winner.TIE),
        BaccaratTarget(winner=Winner.PLAYER, player_draws=False),
    ],
    Bet.DRAGON_PLAYER: [
        BaccaratTarget(winner=Winner.BANKER),
        *(BaccaratTarget(natural=False, winner=Winner.PLAYER, margin=m) for m in (1, 2, 3)),
    ],
    Bet.DRAGON_BANKER: [
        BaccaratTarget(winner=Winner.PLAYER),
        *(BaccaratTarget(natural=False, winner=Winner.BANKER, margin=m) for m in (1, 2, 3)),
    ],
}


class SideBetKind(BaccaratAmountKind):
    """The player's result on one side bet, by the lines of its pay table: the bet staked
    beside a main bet, one side bet at a time (``asked``: the bets the kind asks about)."""

    asked: tuple[Bet, ...]
    prompt_text = gettext_lazy(
        "What is the player's result on this bet? Type + for what he is paid, − for what he loses."
    )

    def house_refusal(self, rules: BaccaratRules) -> str | None:
        if not any(rules.offered(bet) for bet in self.asked):
            return _("this house offers none of these bets")
        return None

    def lines_of(self, rules: BaccaratRules) -> dict[str, list[BaccaratTarget]]:
        """The house's lines of the asked bets whose pay it has published, and the coups
        that exercise each."""
        lines = {
            line: [target]
            for line, target in pay_line_targets(rules).items()
            if line_bet(line) in self.asked
        }
        for bet in self.asked:
            if f"{bet}:win" in lines or any(line.startswith(f"{bet}:") for line in lines):
                lines.setdefault(f"{bet}:lose", LOSING[bet])
        return lines

    def line_applies(self, line: str, rules: BaccaratRules) -> bool:
        return line in self.lines_of(rules) and super().line_applies(line, rules)

    def targets(self, line: str, rules: BaccaratRules) -> list[BaccaratTarget]:
        return self.lines_of(rules).get(line, [])

    def bets(
        self, line: str | None, rules: BaccaratRules, rng: random.Random, ante: Decimal
    ) -> dict[str, Decimal]:
        if line is None:
            offered = [bet for bet in self.asked if rules.offered(bet)]
            bet = rng.choice(offered) if offered else self.asked[0]
        else:
            bet = line_bet(line)
        return {**main_bet(rules, rng, ante), bet.value: side_stake(ante)}

    def staked(self, settlement: Settlement) -> WagerResult[Bet]:
        (result,) = (each for each in settlement.wagers if each.wager in self.asked)
        return result

    def line_of(self, round_: Round, settlement: Settlement, rules: BaccaratRules) -> str:
        return result_line(self.staked(settlement), round_)

    def key(self, settlement: Settlement) -> str:
        return str(self.staked(settlement).amount)

    def asked_bet(self, question: Question) -> Bet:
        """The bet a question asks about, from its cell (``kind:bet:line``)."""
        return line_bet(question.cell.partition(":")[2])

    def prompt(self, question: Question) -> str:
        return _(
            "What is the player's result on the %(bet)s bet? Type + for what he is paid, − "
            "for what he loses."
        ) % {"bet": bet_label(self.asked_bet(question))}

    def question_sentence(self, question: Question) -> str:
        return _("What is the player's result on the %(bet)s bet?") % {
            "bet": bet_label(self.asked_bet(question))
        }

    def reason(self, explained: Working, played: Played) -> str:
        bet = self.staked(played.settlement).wager
        return wager_reason(explained, bet)
