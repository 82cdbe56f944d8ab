"""Ultimate Texas Hold'em's hands, decisions, refusals and settlements in the reader's
language, as a dealer says them: the showdown, each wager with its reason, the net."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from django.db.models import Field
from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.errors import PokerError
from engine.hands import Category
from engine.showdown import Outcome, WagerResult
from engine.ultimate.round import Decision, Ending, Round
from engine.ultimate.settle import Settlement, Wager
from paytables.games.ultimate.models import UltimateHouse, UltimateTable
from paytables.holdem_wording import hand_description
from paytables.wording import (
    OUTCOME_LABELS,
    Working,
    WorkingLine,
    cards_text,
    category_label,
    comparison,
    explain,
    explain_param,
    money,
    sum_text,
)

WAGER_LABELS: dict[Wager, Promise] = {
    Wager.ANTE: gettext_lazy("Ante"),
    Wager.BLIND: UltimateTable.BLIND.label,
    Wager.PLAY: gettext_lazy("Play"),
    Wager.TRIPS: UltimateTable.TRIPS.label,
}

# The player's final decision, which says its street.
DECISION_LABELS: dict[Decision, Promise] = {
    Decision.BET_4X: gettext_lazy("Play 4x before the flop"),
    Decision.BET_3X: gettext_lazy("Play 3x before the flop"),
    Decision.BET_2X: gettext_lazy("Play 2x after the flop"),
    Decision.BET_1X: gettext_lazy("Play 1x at the river"),
    Decision.FOLD: gettext_lazy("Fold at the river"),
}

# The engine's names of a house's figures (``UltimateRules.unknown()``, and the ``field``
# of a refusal ``<figure>_unknown``), as the admin and the pages name them.
FIGURES: dict[str, Promise] = {
    "blind": gettext_lazy("the Blind table"),
    "trips": gettext_lazy("the Trips table"),
    "trips_on_fold": gettext_lazy("whether a fold loses the Trips"),
    "house_rules": gettext_lazy("the house rules"),
}


def figure_label(name: str) -> str:
    """A figure a house may leave unpublished: ``"trips"`` → "the Trips table"."""
    if name in FIGURES:
        return str(FIGURES[name])
    field = UltimateHouse._meta.get_field(name)
    assert isinstance(field, Field), name  # a column of the house, not a relation
    return str(field.verbose_name)


def odds_label(odds: Fraction) -> str:
    """Odds as a dealer says them: "50 to 1", "3 to 2"."""
    return _("%(numerator)s to %(denominator)s") % {
        "numerator": odds.numerator,
        "denominator": odds.denominator,
    }


def decision_label(decision: Decision | None) -> str:
    return "" if decision is None else str(DECISION_LABELS[decision])


# One sentence per refusal code of Ultimate Texas Hold'em's round and settlement; the codes
# every game shares keep paytables.wording's sentences.
ERROR_MESSAGES: dict[str, Promise] = {
    "hand_size": gettext_lazy("The player and the dealer need two cards each, and the board five."),
    "undecided": gettext_lazy("The player has not decided yet: play or, at the river, fold."),
    "bad_decision": gettext_lazy("The decision must be 4x, 3x, 2x, 1x or fold."),
    "already_decided": gettext_lazy(
        "The player has already played: there is nothing more to decide after it."
    ),
    "no_trips": gettext_lazy("%(variant)s offers no Trips."),
    "bad_multiple": gettext_lazy("On this street the house takes a play of %(allowed)s the ante."),
    "bet_or_fold": gettext_lazy("At the river the player plays 1x or folds: he cannot check."),
    "fold_before_river": gettext_lazy("The player folds only at the river: before it he checks."),
    "house_rules_missing": gettext_lazy(
        "%(variant)s has no house rules entered: an instructor must enter them in the admin."
    ),
}
UNKNOWN_FIGURE = gettext_lazy(
    "%(variant)s has not published %(figure)s: an instructor must enter it in the admin "
    "before this hand can be settled."
)


def ultimate_explain(error: PokerError, *, variant_name: str = "") -> str:
    """A refusal of Ultimate Texas Hold'em's engine as a sentence in the current language."""
    field = error.params.get("field")
    if error.code.endswith("_unknown") and isinstance(field, str):
        return str(UNKNOWN_FIGURE) % {"variant": variant_name, "figure": figure_label(field)}
    template = ERROR_MESSAGES.get(error.code)
    if template is None:
        return explain(error, variant_name=variant_name)
    params = {name: explain_param(value) for name, value in error.params.items()}
    allowed = error.params.get("allowed")
    if isinstance(allowed, tuple):
        params["allowed"] = " / ".join(f"{each}x" for each in allowed)
    return str(template % {"variant": variant_name, **params})


def qualify_text(s: Settlement, round_: Round) -> str:
    """Whether the dealer qualifies, with his best five: a pair or better."""
    shown = {"cards": cards_text(round_.dealer), "hand": hand_description(s.dealer_value)}
    if s.dealer_qualifies:
        return _("Dealer: %(cards)s, %(hand)s, a pair or better: he qualifies.") % shown
    return _("Dealer: %(cards)s, %(hand)s, below a pair: he does not qualify.") % shown


def showdown(s: Settlement, round_: Round) -> str:
    """What decided the round, in two or three sentences."""
    if s.ending is Ending.FOLD:
        return _(
            "The player folds at the river: the ante and the Blind are lost and no play is made."
        )
    hands = {"cards": cards_text(round_.player), "hand": hand_description(s.player_value)}
    opening = qualify_text(s, round_)
    if s.ending is Ending.PLAYER:
        rest = _("Player: %(cards)s, %(hand)s, higher: he wins.") % hands
    elif s.ending is Ending.TIE:
        rest = _("Player: %(cards)s, %(hand)s, equal hands: ante, Blind and play push.") % hands
    else:
        rest = _("Player: %(cards)s, %(hand)s, lower: the dealer wins.") % hands
    why = comparison(s.player_value, s.dealer_value)
    return " ".join(part for part in (opening, rest, why) if part)


def ultimate_working(settlement: Settlement, round_: Round) -> Working:
    """Explain ``settlement`` of ``round_`` in the current language."""
    s = settlement
    lines = tuple(
        WorkingLine(
            wager=result.wager,
            label=str(WAGER_LABELS[result.wager]),
            outcome=str(OUTCOME_LABELS[result.outcome]),
            amount=result.amount,
            reason=_wager_reason(result, s),
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
        fee_reason=_("Ultimate Texas Hold'em has no fee"),
        net=s.net,
        net_reason=sum_text(terms, s.net),
    )


def _paid(result: WagerResult[Wager], s: Settlement) -> str:
    """A win by a table, its odds read off the amount (exact: 15 on 10 is 3 to 2)."""
    odds = Fraction(result.amount) / Fraction(result.stake)
    return _("%(hand)s pays %(odds)s: %(stake)s × %(odds)s = %(amount)s") % {
        "hand": category_label(s.player_category),
        "odds": odds_label(odds),
        "stake": money(result.stake),
        "amount": money(result.amount),
    }


def _wager_reason(result: WagerResult[Wager], s: Settlement) -> str:
    stake, amount = money(result.stake), money(abs(result.amount))
    if result.wager is Wager.TRIPS:
        return _trips_reason(result, s)
    if result.outcome is Outcome.NOT_PLACED:
        return _("No play: the player folded at the river")
    if s.ending is Ending.FOLD:
        return _("%(stake)s lost with the fold") % {"stake": stake}
    if result.wager is Wager.BLIND and s.ending is Ending.PLAYER:
        if result.outcome is Outcome.PUSH:
            return _(
                "%(stake)s stays with the player (push): a win below a straight does not pay "
                "the Blind"
            ) % {"stake": stake}
        return _paid(result, s)
    if result.outcome is Outcome.WIN:
        return _("%(stake)s × 1 = %(amount)s") % {"stake": stake, "amount": amount}
    if result.outcome is Outcome.LOSE:
        return _("%(stake)s lost to the house") % {"stake": stake}
    if result.outcome is Outcome.PUSH:
        return _("%(stake)s stays with the player (push)") % {"stake": stake}
    return _("%(stake)s returned: the dealer does not qualify") % {"stake": stake}


def _trips_reason(result: WagerResult[Wager], s: Settlement) -> str:
    stake = money(result.stake)
    if result.outcome is Outcome.NOT_PLACED:
        return _("No Trips bet")
    if result.outcome is Outcome.WIN:
        return _paid(result, s)
    # Every Trips table pays from three of a kind: a fold lost a hand it would have paid.
    if s.ending is Ending.FOLD and s.player_category >= Category.THREE_OF_A_KIND:
        return _("%(stake)s lost with the fold: this house settles no Trips on a fold") % {
            "stake": stake
        }
    return _("%(stake)s lost: the player's best five (%(hand)s) are below three of a kind") % {
        "stake": stake,
        "hand": hand_description(s.player_value),
    }
