"""Three Card Poker's hands, refusals and settlements in the reader's language, as a dealer
says them: the showdown, each wager with its reason, the net."""

from __future__ import annotations

from decimal import Decimal

from django.db.models import Field
from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.errors import PokerError
from engine.hands import Category as FiveCategory
from engine.showdown import Outcome, WagerResult
from engine.three_card.evaluate import Category, Line
from engine.three_card.round import Decision, Ending, Round
from engine.three_card.settle import Settlement, Wager
from paytables.games.three_card.models import ThreeCardHouse, ThreeCardLine, ThreeCardTable
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
)

# A three-card hand's name: the pay tables' lines, and the high card no table pays.
CATEGORY_LABELS: dict[Category, Promise] = {
    Category.STRAIGHT_FLUSH: ThreeCardLine.STRAIGHT_FLUSH.label,
    Category.THREE_OF_A_KIND: ThreeCardLine.THREE_OF_A_KIND.label,
    Category.STRAIGHT: ThreeCardLine.STRAIGHT.label,
    Category.FLUSH: ThreeCardLine.FLUSH.label,
    Category.PAIR: ThreeCardLine.PAIR.label,
    Category.HIGH_CARD: gettext_lazy("High card"),
}


def hand_label(category: Category) -> str:
    """A three-card category's name in the current language."""
    return str(CATEGORY_LABELS[category])


def hand_in_sentence(category: Category) -> str:
    """A category's name inside a sentence: "a flush" is "flush", not "Flush"."""
    label = hand_label(category)
    return label[:1].lower() + label[1:]


def line_label(line: Line | FiveCategory) -> str:
    """A pay table's line in the current language (a three-card line or a five-card hand)."""
    if isinstance(line, FiveCategory):
        return category_label(line)
    return str(ThreeCardLine(line.value).label)


def table_label(table: str) -> str:
    return str(ThreeCardTable(table).label)


WAGER_LABELS: dict[Wager, Promise] = {
    Wager.ANTE: gettext_lazy("Ante"),
    Wager.PLAY: gettext_lazy("Play"),
    Wager.ANTE_BONUS: ThreeCardTable.ANTE_BONUS.label,
    Wager.PAIR_PLUS: ThreeCardTable.PAIR_PLUS.label,
    Wager.SIX_CARD: ThreeCardTable.SIX_CARD.label,
}

# The engine's names of a house's figures (``ThreeCardRules.unknown()``, and the ``field``
# of a refusal ``<figure>_unknown``), as the admin and the pages name them.
FIGURES: dict[str, Promise] = {
    "ante_bonus": gettext_lazy("the Ante Bonus table"),
    "pair_plus": gettext_lazy("the Pair Plus table"),
    "six_card": gettext_lazy("the 6-Card Bonus table"),
    "house_rules": gettext_lazy("the house rules"),
}


def figure_label(name: str) -> str:
    """A figure a house may leave unpublished: ``"pair_plus"`` → "the Pair Plus table"."""
    if name in FIGURES:
        return str(FIGURES[name])
    field = ThreeCardHouse._meta.get_field(name)
    assert isinstance(field, Field), name  # a column of the house, not a relation
    return str(field.verbose_name)


# One sentence per refusal code of Three Card Poker's round and settlement; the codes every
# game shares keep paytables.wording's sentences (a test checks that none is missing).
ERROR_MESSAGES: dict[str, Promise] = {
    "hand_size": gettext_lazy("The player and the dealer each need three cards."),
    "undecided": gettext_lazy("The player has not decided yet: play or fold."),
    "bad_decision": gettext_lazy("The decision must be play or fold."),
    "already_decided": gettext_lazy("The player has already decided."),
    "no_wager": gettext_lazy("Place an ante or a Pair Plus."),
    "no_pair_plus": gettext_lazy("%(variant)s offers no Pair Plus."),
    "no_six_card": gettext_lazy("%(variant)s offers no 6-Card Bonus."),
    "pair_plus_alone": gettext_lazy("At %(variant)s the Pair Plus is bet beside an ante."),
    "six_card_alone": gettext_lazy("The 6-Card Bonus is bet beside an ante or a Pair Plus."),
    "no_ante": gettext_lazy(
        "Pair Plus alone is settled on the cards: there is nothing to play or fold."
    ),
    "house_rules_missing": gettext_lazy(
        "%(variant)s has no house rules entered: an instructor must enter them in the admin."
    ),
}
UNKNOWN_FIGURE = gettext_lazy(
    "%(variant)s has not published %(figure)s: an instructor must enter it in the admin "
    "before this hand can be settled."
)


def three_card_explain(error: PokerError, *, variant_name: str = "") -> str:
    """A refusal of Three Card Poker's engine as a sentence in the current language."""
    field = error.params.get("field")
    if error.code.endswith("_unknown") and isinstance(field, str):
        return str(UNKNOWN_FIGURE) % {"variant": variant_name, "figure": figure_label(field)}
    template = ERROR_MESSAGES.get(error.code)
    if template is None:
        return explain(error, variant_name=variant_name)
    params = {name: explain_param(value) for name, value in error.params.items()}
    return str(template % {"variant": variant_name, **params})


def three_card_working(settlement: Settlement, round_: Round) -> Working:
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
        fee_reason=_("Three Card Poker has no fee"),
        net=s.net,
        net_reason=sum_text(terms, s.net),
    )


def qualify_text(s: Settlement, dealer_cards: str) -> str:
    """Whether the dealer qualifies, with his hand: queen-high or better."""
    shown = {"dealer": hand_in_sentence(s.dealer_category), "cards": dealer_cards}
    if s.dealer_qualifies:
        return _("Dealer: %(cards)s, %(dealer)s, queen-high or better: he qualifies.") % shown
    return _("Dealer: %(cards)s, %(dealer)s, below queen-high: he does not qualify.") % shown


def showdown(s: Settlement, round_: Round) -> str:
    """What decided the round, in one or two sentences."""
    hands = {
        "player": hand_in_sentence(s.player_category),
        "dealer": hand_in_sentence(s.dealer_category),
        "cards": cards_text(round_.player),
    }
    if s.ending is Ending.PAIR_PLUS_ALONE:
        return _("Pair Plus alone: it is paid on the player's cards (%(cards)s), %(player)s.") % (
            hands
        )
    if s.ending is Ending.FOLD:
        return _("Player folds: the ante is lost and no play is made.")
    opening = qualify_text(s, cards_text(round_.dealer))
    if s.ending is Ending.NOT_QUALIFIED:
        return opening + " " + _("The ante pays 1 to 1 and the play is returned.")
    if s.ending is Ending.PLAYER:
        rest = _("Player: %(player)s, higher: ante and play pay 1 to 1.") % hands
    elif s.ending is Ending.TIE:
        rest = _("Player: %(player)s, equal hands: ante and play push.") % hands
    else:
        rest = _("Player: %(player)s, lower: ante and play lose.") % hands
    return f"{opening} {rest}"


def _wager_reason(result: WagerResult[Wager], s: Settlement) -> str:
    stake, amount = money(result.stake), money(abs(result.amount))
    if result.wager is Wager.ANTE_BONUS:
        if result.outcome is Outcome.WIN:
            return _(
                "%(hand)s pays the ante %(odds)s to 1, whatever the dealer holds: "
                "%(ante)s × %(odds)s = %(amount)s"
            ) % {
                "hand": hand_label(s.player_category),
                "odds": result.odds,
                "ante": money(s.ante.stake),
                "amount": amount,
            }
        if s.play.outcome is Outcome.NOT_PLACED:
            return _("No Ante Bonus: paid only when the player plays")
        return _("No Ante Bonus: its table starts at a straight")
    if result.outcome is Outcome.NOT_PLACED:
        return {
            Wager.ANTE: _("No ante: Pair Plus alone"),
            Wager.PLAY: _("No play: the player folded")
            if s.ending is Ending.FOLD
            else _("No play: Pair Plus alone"),
            Wager.PAIR_PLUS: _("No Pair Plus bet"),
            Wager.SIX_CARD: _("No 6-Card Bonus bet"),
        }[result.wager]
    if result.wager is Wager.PAIR_PLUS:
        return _side_reason(result, s, line_label(_line(s)) if s.pair_plus_line else "")
    if result.wager is Wager.SIX_CARD:
        return _side_reason(result, s, category_label(s.six_card_category), six=True)
    if result.outcome is Outcome.WIN:
        return _("%(stake)s × 1 = %(amount)s") % {"stake": stake, "amount": amount}
    if result.outcome is Outcome.LOSE:
        return _("%(stake)s lost to the house") % {"stake": stake}
    if result.outcome is Outcome.PUSH:
        return _("%(stake)s stays with the player (push)") % {"stake": stake}
    return _("%(stake)s returned: the dealer does not qualify") % {"stake": stake}


def _line(s: Settlement) -> Line:
    assert s.pair_plus_line is not None
    return s.pair_plus_line


def _side_reason(result: WagerResult[Wager], s: Settlement, hand: str, *, six: bool = False) -> str:
    stake = money(result.stake)
    if result.outcome is Outcome.WIN:
        return _("%(hand)s pays %(odds)s to 1: %(stake)s × %(odds)s = %(amount)s") % {
            "hand": hand,
            "odds": result.odds,
            "stake": stake,
            "amount": money(result.amount),
        }
    if not six and s.ending is Ending.FOLD and s.pair_plus_line is not None:
        return _("%(stake)s lost with the fold: this house settles no Pair Plus on a fold") % {
            "stake": stake
        }
    if six:
        return _(
            "%(stake)s lost: the best five of the six cards (%(hand)s) are below its table"
        ) % {
            "stake": stake,
            "hand": hand,
        }
    return _("%(stake)s lost: below a pair") % {"stake": stake}


def decision_label(decision: Decision | None) -> str:
    if decision is Decision.PLAY:
        return _("Play")
    if decision is Decision.FOLD:
        return _("Fold")
    return _("No decision: Pair Plus alone")
