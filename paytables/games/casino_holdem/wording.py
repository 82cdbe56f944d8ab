"""Casino Hold'em's hands, refusals and settlements in the reader's language, as a dealer
says them: the showdown with the dealer's pair of fours, each wager with its reason, the
net."""

from __future__ import annotations

from decimal import Decimal

from django.db.models import Field
from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.casino_holdem.bonus import BonusLine
from engine.casino_holdem.round import Decision, Ending, Round
from engine.casino_holdem.settle import Settlement, Wager
from engine.errors import PokerError
from engine.hands import Category, HandValue
from engine.seven import holdem_category
from engine.showdown import Outcome, WagerResult, made_ranks
from paytables.games.casino_holdem.models import (
    CasinoHoldemHouse,
    CasinoHoldemLine,
    CasinoHoldemTable,
)
from paytables.wording import (
    OUTCOME_LABELS,
    Working,
    WorkingLine,
    cards_text,
    comparison,
    explain,
    explain_param,
    made_words,
    money,
    sum_text,
)


def hand_label(category: Category) -> str:
    """A Hold'em category's name in the current language (Ace-King is a high card)."""
    if category is Category.ACE_KING:
        category = Category.HIGH_CARD
    return str(CasinoHoldemLine(category.slug).label)


def hand_in_sentence(category: Category) -> str:
    """A category's name inside a sentence: "a flush" is "flush", not "Flush"."""
    label = hand_label(category)
    return label[:1].lower() + label[1:]


def hand_words(value: HandValue) -> str:
    """A best five named with the ranks that make it: "a pair of fours", "ace high"."""
    return made_words(holdem_category(value), made_ranks(value))


def line_label(line: Category | BonusLine) -> str:
    """A pay table's line in the current language: a Hold'em hand or the pair of aces."""
    if isinstance(line, Category):
        return hand_label(line)
    return str(CasinoHoldemLine(line.value).label)


def table_label(table: str) -> str:
    return str(CasinoHoldemTable(table).label)


WAGER_LABELS: dict[Wager, Promise] = {
    Wager.ANTE: CasinoHoldemTable.ANTE.label,
    Wager.CALL: gettext_lazy("Call"),
    Wager.AA_BONUS: CasinoHoldemTable.AA_BONUS.label,
}

# The engine's names of a house's figures (``CasinoHoldemRules.unknown()``, and the
# ``field`` of a refusal ``<figure>_unknown``), as the admin and the pages name them.
FIGURES: dict[str, Promise] = {
    "ante": gettext_lazy("the Ante table"),
    "aa_bonus": gettext_lazy("the AA Bonus table"),
    "house_rules": gettext_lazy("the house rules"),
}


def figure_label(name: str) -> str:
    """A figure a house may leave unpublished: ``"aa_bonus"`` → "the AA Bonus table"."""
    if name in FIGURES:
        return str(FIGURES[name])
    field = CasinoHoldemHouse._meta.get_field(name)
    assert isinstance(field, Field), name  # a column of the house, not a relation
    return str(field.verbose_name)


# One sentence per refusal code of Casino Hold'em's round and settlement; the codes every
# game shares keep paytables.wording's sentences (a test checks that none is missing).
ERROR_MESSAGES: dict[str, Promise] = {
    "hand_size": gettext_lazy("The player and the dealer each need two cards, and the board five."),
    "undecided": gettext_lazy("The player has not decided yet: call or fold."),
    "bad_decision": gettext_lazy("The decision after the flop must be call or fold."),
    "already_decided": gettext_lazy("The player has already decided."),
    "no_aa_bonus": gettext_lazy("%(variant)s offers no AA Bonus."),
    "house_rules_missing": gettext_lazy(
        "%(variant)s has no house rules entered: an instructor must enter them in the admin."
    ),
}
UNKNOWN_FIGURE = gettext_lazy(
    "%(variant)s has not published %(figure)s: an instructor must enter it in the admin "
    "before this hand can be settled."
)


def casino_holdem_explain(error: PokerError, *, variant_name: str = "") -> str:
    """A refusal of Casino Hold'em's engine as a sentence in the current language."""
    field = error.params.get("field")
    if error.code.endswith("_unknown") and isinstance(field, str):
        return str(UNKNOWN_FIGURE) % {"variant": variant_name, "figure": figure_label(field)}
    template = ERROR_MESSAGES.get(error.code)
    if template is None:
        return explain(error, variant_name=variant_name)
    params = {name: explain_param(value) for name, value in error.params.items()}
    return str(template % {"variant": variant_name, **params})


def casino_holdem_working(settlement: Settlement, round_: Round) -> Working:
    """Explain ``settlement`` of ``round_`` in the current language."""
    s = settlement
    lines = tuple(
        WorkingLine(
            wager=result.wager,
            label=str(WAGER_LABELS[result.wager]),
            outcome=str(OUTCOME_LABELS[result.outcome]),
            amount=result.amount,
            reason=_wager_reason(result, s, round_),
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
        fee_reason=_("Casino Hold'em has no fee"),
        net=s.net,
        net_reason=sum_text(terms, s.net),
    )


def qualify_text(s: Settlement) -> str:
    """Whether the dealer qualifies, with his best five: a pair of fours or better."""
    shown = {"dealer": hand_words(s.dealer_value)}
    if s.dealer_qualifies:
        return _("Dealer: %(dealer)s, a pair of fours or better: he qualifies.") % shown
    return _("Dealer: %(dealer)s, below a pair of fours: he does not qualify.") % shown


def showdown(s: Settlement, round_: Round) -> str:
    """What decided the round, in one or two sentences."""
    if s.ending is Ending.FOLD:
        return _(
            "Player folds after the flop: the ante is lost, no call is made and the dealer's "
            "hand is not shown."
        )
    hands = {"player": hand_words(s.player_value)}
    opening = qualify_text(s)
    if s.ending is Ending.NOT_QUALIFIED:
        rest = (
            _("Player: %(player)s. The ante is paid by its table and the call is returned.") % hands
        )
    elif s.ending is Ending.PLAYER:
        rest = _("Player: %(player)s, higher: the ante pays by its table, the call 1 to 1.") % (
            hands
        )
    elif s.ending is Ending.TIE:
        rest = _("Player: %(player)s, equal hands: ante and call push.") % hands
    else:
        rest = _("Player: %(player)s, lower: ante and call lose.") % hands
    why = comparison(s.player_value, s.dealer_value) if s.dealer_qualifies else ""
    return " ".join(part for part in (opening, rest, why) if part)


def _wager_reason(result: WagerResult[Wager], s: Settlement, round_: Round) -> str:
    stake, amount = money(result.stake), money(abs(result.amount))
    if result.outcome is Outcome.NOT_PLACED:
        return {
            Wager.ANTE: _("No ante"),
            Wager.CALL: _("No call: the player folded"),
            Wager.AA_BONUS: _("No AA Bonus bet"),
        }[result.wager]
    if result.wager is Wager.AA_BONUS:
        return _aa_bonus_reason(result, s, round_)
    if result.wager is Wager.ANTE and result.outcome is Outcome.WIN:
        return _("%(hand)s pays the ante %(odds)s to 1: %(stake)s × %(odds)s = %(amount)s") % {
            "hand": hand_label(s.player_category),
            "odds": result.odds,
            "stake": stake,
            "amount": amount,
        }
    if result.outcome is Outcome.WIN:
        return _("%(stake)s × 1 = %(amount)s") % {"stake": stake, "amount": amount}
    if result.outcome is Outcome.LOSE:
        if s.ending is Ending.FOLD:
            return _("%(stake)s lost with the fold") % {"stake": stake}
        return _("%(stake)s lost to the house") % {"stake": stake}
    if result.outcome is Outcome.PUSH:
        return _("%(stake)s stays with the player (push)") % {"stake": stake}
    return _("%(stake)s returned: the dealer does not qualify") % {"stake": stake}


def _aa_bonus_reason(result: WagerResult[Wager], s: Settlement, round_: Round) -> str:
    stake = money(result.stake)
    cards = cards_text(round_.player + round_.flop)
    if result.outcome is Outcome.WIN:
        assert s.bonus_line is not None
        return _(
            "%(hand)s in the player's two cards and the flop (%(cards)s) pays %(odds)s to 1: "
            "%(stake)s × %(odds)s = %(amount)s"
        ) % {
            "hand": line_label(s.bonus_line),
            "cards": cards,
            "odds": result.odds,
            "stake": stake,
            "amount": money(result.amount),
        }
    if s.ending is Ending.FOLD and s.bonus_line is not None:
        return _("%(stake)s lost with the fold: this house settles no AA Bonus on a fold") % {
            "stake": stake
        }
    return _(
        "%(stake)s lost: the player's two cards and the flop (%(cards)s) are below a pair of aces"
    ) % {"stake": stake, "cards": cards}


def decision_label(decision: Decision | None) -> str:
    if decision is Decision.CALL:
        return _("Call")
    if decision is Decision.FOLD:
        return _("Fold")
    return _("Not decided yet")
