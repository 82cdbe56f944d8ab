"""Texas Hold'em Bonus's hands, refusals and settlements in the reader's language, as a
dealer says them: the showdown of the best five of seven, each wager with its reason, the
net."""

from __future__ import annotations

from decimal import Decimal

from django.db.models import Field
from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.errors import PokerError
from engine.hands import Category
from engine.holdem_bonus.bonus import BonusLine
from engine.holdem_bonus.round import Action, Ending, Round
from engine.holdem_bonus.rules import HoldemBonusRules
from engine.holdem_bonus.settle import Settlement, Wager
from engine.showdown import Outcome, WagerResult
from paytables.games.holdem_bonus.models import HoldemBonusHouse, HoldemBonusLine
from paytables.holdem_wording import hand_description
from paytables.wording import (
    OUTCOME_LABELS,
    Working,
    WorkingLine,
    cards_text,
    category_label,
    explain,
    explain_param,
    money,
    sum_text,
    with_comparison,
)

WAGER_LABELS: dict[Wager, Promise] = {
    Wager.ANTE: gettext_lazy("Ante"),
    Wager.FLOP: gettext_lazy("Flop bet"),
    Wager.TURN: gettext_lazy("Turn bet"),
    Wager.RIVER: gettext_lazy("River bet"),
    Wager.BONUS: gettext_lazy("Bonus"),
}


def line_label(line: BonusLine) -> str:
    """A line of the Bonus table in the current language."""
    return str(HoldemBonusLine(line.value).label)


def least_text(rules: HoldemBonusRules) -> str:
    """The lowest winning hand that wins the ante, inside a sentence: "flush"."""
    return category_in_sentence(rules.ante_pays_from)


def starting_hand_text(name: str) -> str:
    """A starting hand as the charts write it ("72o", "AKs", "TT") in words, ranks as the
    cards' corners show them: "7-2 offsuit", "A-K suited", "a pair of 10s"."""
    high, low = ("10" if rank == "T" else rank for rank in name[:2])
    if len(name) == 2:
        return _("a pair of %(rank)ss") % {"rank": high}
    if name.endswith("s"):
        return _("%(high)s-%(low)s suited") % {"high": high, "low": low}
    return _("%(high)s-%(low)s offsuit") % {"high": high, "low": low}


# The engine's names of a house's figures (``HoldemBonusRules.unknown()``, and the ``field``
# of a refusal ``<figure>_unknown``), as the admin and the pages name them.
FIGURES: dict[str, Promise] = {
    "bonus": gettext_lazy("the Bonus table"),
    "bonus_on_fold": gettext_lazy("whether a fold loses the Bonus"),
    "house_rules": gettext_lazy("the house rules"),
}


def figure_label(name: str) -> str:
    """A figure a house may leave unpublished: ``"bonus"`` → "the Bonus table"."""
    if name in FIGURES:
        return str(FIGURES[name])
    field = HoldemBonusHouse._meta.get_field(name)
    assert isinstance(field, Field), name  # a column of the house, not a relation
    return str(field.verbose_name)


# One sentence per refusal code of Texas Hold'em Bonus's round and settlement; the codes
# every game shares keep paytables.wording's sentences (a test checks that none is missing).
ERROR_MESSAGES: dict[str, Promise] = {
    "hand_size": gettext_lazy("The player and the dealer each need two cards, and the board five."),
    "undecided": gettext_lazy(
        "The player has not finished: the flop bet or a fold, then a bet or a check on the "
        "turn and on the river."
    ),
    "bad_action": gettext_lazy("Each street's action is bet, check or fold."),
    "already_decided": gettext_lazy("The player has nothing more to decide."),
    "bet_or_fold": gettext_lazy(
        "Before the flop the player makes the flop bet or folds: he cannot check."
    ),
    "no_fold_after_flop": gettext_lazy(
        "After the flop bet the player bets or checks: he can no longer fold."
    ),
    "no_bonus": gettext_lazy("%(variant)s offers no Bonus."),
    "house_rules_missing": gettext_lazy(
        "%(variant)s has no house rules entered: an instructor must enter them in the admin."
    ),
}
UNKNOWN_FIGURE = gettext_lazy(
    "%(variant)s has not published %(figure)s: an instructor must enter it in the admin "
    "before this hand can be settled."
)


def holdem_bonus_explain(error: PokerError, *, variant_name: str = "") -> str:
    """A refusal of Texas Hold'em Bonus's engine as a sentence in the current language."""
    field = error.params.get("field")
    if error.code.endswith("_unknown") and isinstance(field, str):
        return str(UNKNOWN_FIGURE) % {"variant": variant_name, "figure": figure_label(field)}
    template = ERROR_MESSAGES.get(error.code)
    if template is None:
        return explain(error, variant_name=variant_name)
    params = {name: explain_param(value) for name, value in error.params.items()}
    return str(template % {"variant": variant_name, **params})


def holdem_bonus_working(rules: HoldemBonusRules, settlement: Settlement, round_: Round) -> Working:
    """Explain ``settlement`` of ``round_`` under ``rules`` in the current language."""
    s = settlement
    lines = tuple(
        WorkingLine(
            wager=result.wager,
            label=str(WAGER_LABELS[result.wager]),
            outcome=str(OUTCOME_LABELS[result.outcome]),
            amount=result.amount,
            reason=_wager_reason(rules, result, s, round_),
        )
        for result in s.wagers
    )
    terms = [
        (result.amount, str(WAGER_LABELS[result.wager]).lower())
        for result in s.wagers
        if result.amount
    ]
    return Working(
        showdown=showdown(s, round_),
        lines=lines,
        fee=Decimal(0),
        fee_reason=_("Texas Hold'em Bonus has no fee"),
        net=s.net,
        net_reason=sum_text(terms, s.net),
    )


def showdown(s: Settlement, round_: Round) -> str:
    """What decided the round, in one or two sentences."""
    if s.ending is Ending.FOLD:
        return _("The player folds before the flop: the ante is lost and no bet is made.")
    hands = {
        "player": _in_sentence(hand_description(s.player_value)),
        "dealer": _in_sentence(hand_description(s.dealer_value)),
    }
    opening = (
        _(
            "Best five of seven: the player has %(player)s, the dealer %(dealer)s (the dealer "
            "always plays: he has no hand to qualify)."
        )
        % hands
    )
    if s.ending is Ending.PLAYER:
        rest = _("The player's hand is higher: his bets pay 1 to 1.")
    elif s.ending is Ending.TIE:
        rest = _("Equal hands: the ante and the bets push.")
    else:
        rest = _("The dealer's hand is higher: the ante and the bets lose.")
    return with_comparison(f"{opening} {rest}", s.player_value, s.dealer_value)


def _in_sentence(text: str) -> str:
    """A hand's name inside a sentence: "a straight", not "Straight"."""
    return text[:1].lower() + text[1:]


def _wager_reason(
    rules: HoldemBonusRules, result: WagerResult[Wager], s: Settlement, round_: Round
) -> str:
    stake, amount = money(result.stake), money(abs(result.amount))
    if result.wager is Wager.BONUS:
        return _bonus_reason(result, s, round_)
    if result.outcome is Outcome.NOT_PLACED:
        if s.ending is Ending.FOLD:
            return _("Not made: the player folded before the flop")
        return _("Not made: the player checked")
    if result.wager is Wager.ANTE and s.ending is Ending.FOLD:
        return _("%(stake)s lost with the fold") % {"stake": stake}
    if result.wager is Wager.ANTE and s.ending is Ending.PLAYER:
        shown = {
            "stake": stake,
            "amount": amount,
            "hand": category_label(s.player_category),
            "least": least_text(rules),
        }
        if result.outcome is Outcome.WIN:
            return _("%(hand)s, %(least)s or better: %(stake)s × 1 = %(amount)s") % shown
        return (
            _("%(stake)s stays with the player (push): a win below a %(least)s pays no ante")
            % shown
        )
    if result.outcome is Outcome.WIN:
        return _("%(stake)s × 1 = %(amount)s") % {"stake": stake, "amount": amount}
    if result.outcome is Outcome.LOSE:
        return _("%(stake)s lost to the house") % {"stake": stake}
    return _("%(stake)s stays with the player (push)") % {"stake": stake}


def _bonus_reason(result: WagerResult[Wager], s: Settlement, round_: Round) -> str:
    stake = money(result.stake)
    if result.outcome is Outcome.NOT_PLACED:
        return _("No Bonus bet")
    if result.outcome is Outcome.WIN:
        assert s.bonus_line is not None
        return _("%(line)s pays %(odds)s to 1: %(stake)s × %(odds)s = %(amount)s") % {
            "line": line_label(s.bonus_line),
            "odds": result.odds,
            "stake": stake,
            "amount": money(result.amount),
        }
    if s.bonus_line is not None:
        return _("%(stake)s lost with the fold: this house settles no Bonus on a fold") % {
            "stake": stake
        }
    return _("%(stake)s lost: %(cards)s are on no line of the Bonus table") % {
        "stake": stake,
        "cards": cards_text(round_.player),
    }


def action_label(action: Action) -> str:
    return {
        Action.BET: _("Bet"),
        Action.CHECK: _("Check"),
        Action.FOLD: _("Fold"),
    }[action]


def category_in_sentence(category: Category) -> str:
    label = category_label(category)
    return label[:1].lower() + label[1:]
