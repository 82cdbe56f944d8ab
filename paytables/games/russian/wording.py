"""Russian Poker's settlements in the reader's language, as a dealer says them: the showdown
(the game bought with it), each wager with its reason, the combinations paid, the fee of
what the player bought, the net."""

from __future__ import annotations

from decimal import Decimal

from django.db.models import Field, Model
from django.utils.functional import Promise
from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext, ngettext_lazy, pgettext_lazy

from engine.errors import PokerError
from engine.hands import Category
from engine.russian.evaluate import PaidCombination
from engine.russian.round import Exchange, Round
from engine.russian.settle import Settlement, Wager
from engine.showdown import Outcome, WagerResult, Winner
from paytables.models import RussianHouse, Variant
from paytables.wording import (
    OUTCOME_LABELS,
    Working,
    WorkingLine,
    antes_text,
    cap_figures,
    card_text,
    cards_text,
    category_label,
    explain,
    explain_param,
    money,
    multiple,
    sum_text,
    with_comparison,
)

# The engine's names of a house's figures (RussianRules.unknown(), and the ``field`` of a
# refusal ``<figure>_unknown``) that are not the names of RussianHouse's fields.
_HOUSE_FIELDS = {
    "insurance.limit": "insurance_limit",
    "insurance.returned_unless_won": "insurance_returned_unless_won",
}


def figure_label(name: str) -> str:
    """A figure a house may leave unpublished, named as the admin names its field:
    ``"ante_on_win"`` → "the ante, when the player wins"."""
    if name == "bet_pays":
        return _("the bet pay table")
    if name == "max_payout":
        return _verbose_name(Variant, "max_payout")
    return _verbose_name(RussianHouse, _HOUSE_FIELDS.get(name, name))


def _verbose_name(model: type[Model], name: str) -> str:
    field = model._meta.get_field(name)
    assert isinstance(field, Field), name  # a column of the model, not a relation to it
    return str(field.verbose_name)


# One sentence per refusal code of Russian Poker's round and settlement; the codes both
# games share keep paytables.wording's sentences (a test checks that none is missing).
ERROR_MESSAGES: dict[str, Promise] = {
    "no_exchange": gettext_lazy("%(variant)s has no exchange of cards."),
    "draw_after_decision": gettext_lazy("The player has already decided: no more cards now."),
    "too_many_draws": ngettext_lazy(
        "%(variant)s allows %(most)s draw a round (an exchange or a sixth card).",
        "%(variant)s allows %(most)s draws a round (an exchange or a sixth card).",
        "most",
    ),
    "exchange_and_sixth": gettext_lazy(
        "Under %(variant)s a player exchanges cards or buys a sixth card, not both."
    ),
    "exchange_count_not_allowed": ngettext_lazy(
        "Exchanging %(cards)s card is not allowed under %(variant)s (cards that may be "
        "exchanged: %(allowed)s).",
        "Exchanging %(cards)s cards is not allowed under %(variant)s (cards that may be "
        "exchanged: %(allowed)s).",
        "cards",
    ),
    "exchange_counts_differ": gettext_lazy(
        "The cards exchanged (%(discarded)s) and the cards drawn (%(drawn)s) must be as many."
    ),
    "no_sixth_card": gettext_lazy("%(variant)s sells no sixth card."),
    "sixth_twice": gettext_lazy("The sixth card has already been bought."),
    "bad_decision": gettext_lazy("The decision must be bet or fold."),
    "undecided": gettext_lazy("The player has not decided yet: bet or fold."),
    "no_insurance": gettext_lazy("%(variant)s has no insurance."),
    "insure_without_bet": gettext_lazy(
        "Insurance is placed with the bet: only a player who bets may insure."
    ),
    "insure_twice": gettext_lazy("This box is already insured."),
    "insure_after_showdown": gettext_lazy("The dealer has shown his hand: too late to insure."),
    "insurance_hand_too_low": gettext_lazy(
        "Insurance needs %(least)s or better; the player holds %(held)s."
    ),
    "insurance_below_ante": gettext_lazy("The insurance must be at least one ante (%(least)s)."),
    "insurance_above_limit": gettext_lazy("The insurance may be at most %(most)s on this hand."),
    "no_buy_game": gettext_lazy("%(variant)s sells no game for the dealer."),
    "buy_game_without_bet": gettext_lazy("Only a player who has bet can buy the dealer a game."),
    "buy_game_twice": gettext_lazy("The dealer's game has already been bought."),
    "buy_game_when_qualified": gettext_lazy(
        "The dealer has a game: one is bought only when he has none."
    ),
    "dealer_redraws_same_rank": gettext_lazy(
        "%(card)s has the rank of the card the dealer gave up: under %(variant)s he draws "
        "again, so give the card he drew after it too."
    ),
    "dealer_keeps_card": gettext_lazy(
        "The dealer keeps %(card)s: only a card of the rank he gave up is drawn again, and only "
        "where the house says so."
    ),
    "dealer_draw_unused": gettext_lazy("A dealer card is drawn only for a game bought."),
    "draw_missing": gettext_lazy("Say which card the dealer receives for the game bought."),
    "house_rules_missing": gettext_lazy(
        "%(variant)s has no house rules entered yet: an instructor must enter them in the admin."
    ),
    "hand_size": gettext_lazy("The player and the dealer each need five cards."),
    "already_played": gettext_lazy(
        "Only a round as dealt can be played: this one already has a draw or a decision."
    ),
    # One player's several boxes (engine/russian/table.py).
    "no_boxes": gettext_lazy("A table needs at least one box."),
    "blind_count": gettext_lazy("Say of every box whether it is a blind box."),
    "boxes_differ": gettext_lazy(
        "One player's boxes are played against one dealer hand, for one ante."
    ),
    "undecided_box": gettext_lazy("Every box must be bet or folded."),
    "blind_box_played": gettext_lazy(
        "A blind box is bet as dealt: no exchange, no sixth card, no insurance, no game bought."
    ),
    "games_differ": gettext_lazy(
        "The dealer replaces his card once: every box that bought the game plays his new hand."
    ),
}
UNKNOWN_FIGURE = gettext_lazy(
    "%(variant)s has not published %(figure)s: an instructor must enter it in the admin "
    "before this hand can be settled."
)


def russian_explain(error: PokerError, *, variant_name: str = "") -> str:
    """A refusal of Russian Poker's engine as a sentence in the current language."""
    field = error.params.get("field")
    if error.code.endswith("_unknown") and isinstance(field, str):
        return str(UNKNOWN_FIGURE) % {"variant": variant_name, "figure": figure_label(field)}
    template = ERROR_MESSAGES.get(error.code)
    if template is None:
        return explain(error, variant_name=variant_name)
    params = {name: explain_param(value) for name, value in error.params.items()}
    # The template itself takes the values: a plural one picks its form from its number.
    return str(template % {"variant": variant_name, **params})


WAGER_LABELS: dict[Wager, Promise] = {
    Wager.ANTE: gettext_lazy("Ante"),
    # Russian Poker's play wager, where Hold'em's "bet" is another word.
    Wager.BET: pgettext_lazy("the Russian Poker wager", "Bet"),
    Wager.INSURANCE: gettext_lazy("Insurance"),
}


def combination_text(paid: PaidCombination) -> str:
    """A combination paid, as the dealer names it: "Three of a kind (9♥ 9♦ 9♣) 3 to 1"."""
    return _("%(hand)s (%(cards)s) %(odds)s to 1") % {
        "hand": category_label(paid.category),
        "cards": cards_text(paid.combination.cards),
        "odds": paid.odds,
    }


def combinations_text(paid: tuple[PaidCombination, ...]) -> str:
    """The combinations paid on the bet and their odds added up, when there are two."""
    if len(paid) == 1:
        return combination_text(paid[0])
    first, second = paid
    return _("%(first)s + %(second)s = %(odds)s to 1") % {
        "first": combination_text(first),
        "second": combination_text(second),
        "odds": first.odds + second.odds,
    }


def russian_working(settlement: Settlement, round_: Round) -> Working:
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
    if s.fee:
        terms.append((-s.fee, _("fee")))
    return Working(
        showdown=showdown(s, round_),
        lines=lines,
        fee=s.fee,
        fee_reason=_fee_reason(s, round_),
        net=s.net,
        net_reason=sum_text(terms, s.net),
    )


def showdown(s: Settlement, round_: Round) -> str:
    """What decided the round, in one or two sentences."""
    if round_.decision == "fold":
        return _("Player folds: the ante is lost with every fee paid, and no bet is placed.")
    bought = round_.game_bought
    if bought is None and not s.dealer_qualifies:
        return _(
            "Dealer: no game (%(dealer)s). The ante pays 1 to 1 and the bet is returned, "
            "whatever the player holds."
        ) % {"dealer": cards_text(round_.dealer)}
    opening = ""
    if bought is not None:
        opening = (
            _(
                "Dealer: no game (%(dealer)s). The player buys him a game: he gives up "
                "%(card)s and plays %(drawn)s instead."
            )
            % {
                "dealer": cards_text(round_.dealer),
                "card": card_text(bought.discarded),
                "drawn": card_text(bought.received),
            }
            + " "
        )
        if not s.dealer_qualifies:
            return opening + _("Still no game: the bet is returned.")
    # A player who bet has a hand (only a fold leaves it unvalued).
    player = s.player_value.category if s.player_value is not None else Category.HIGH_CARD
    hands = {"player": category_label(player), "dealer": category_label(s.dealer_value.category)}
    if s.winner is Winner.PLAYER:
        shown = _("Dealer: %(dealer)s, qualifies. Player: %(player)s, wins.") % hands
    elif s.winner is Winner.TIE:
        shown = (
            _("Dealer: %(dealer)s, qualifies. Player: %(player)s, a tie: ante and bet push.")
            % hands
        )
    else:
        shown = _("Dealer: %(dealer)s, qualifies and wins. Player: %(player)s, loses.") % hands
    if s.player_value is None:  # only a fold leaves the hand unvalued, and it returned above
        return opening + shown
    return with_comparison(opening + shown, s.player_value, s.dealer_value)


def _wager_reason(result: WagerResult[Wager], s: Settlement, round_: Round) -> str:
    stake, amount = money(result.stake), money(abs(result.amount))
    if result.wager is Wager.INSURANCE:
        return _insurance_reason(result, round_)
    if result.outcome is Outcome.NOT_PLACED:
        return _("No bet: the player folded")
    if result.outcome is Outcome.LOSE:
        return _("%(stake)s lost to the house") % {"stake": stake}
    if result.outcome is Outcome.PUSH:
        return _("%(stake)s stays with the player (push)") % {"stake": stake}
    if result.wager is Wager.BET:
        if result.outcome is Outcome.RETURNED:
            return _("%(stake)s returned: the dealer has no game") % {"stake": stake}
        return _bet_win(result, s)
    if result.outcome is Outcome.WIN:
        return _("Ante %(stake)s × 1 = %(amount)s") % {"stake": stake, "amount": amount}
    if round_.game_bought is not None and not s.dealer_qualifies:
        return _("%(stake)s returned: the game bought is still no game") % {"stake": stake}
    if round_.game_bought is not None:
        return _(
            "%(stake)s returned: the player gave up the ante's win to buy the game, and this "
            "house pays the bet alone on a win"
        ) % {"stake": stake}
    return _("%(stake)s returned: this house pays the bet alone on a win") % {"stake": stake}


def _bet_win(result: WagerResult[Wager], s: Settlement) -> str:
    odds = result.odds or 0
    won = result.stake * odds
    shown = {
        "combinations": combinations_text(s.combinations),
        "ante": money(s.ante.stake),
        "odds": odds,
        "won": money(won),
        "amount": money(result.amount),
    }
    if result.amount < won:
        return (
            _(
                "%(combinations)s: 2 × %(ante)s × %(odds)s = %(won)s, capped by the table's "
                "maximum payout: %(amount)s"
            )
            % shown
        )
    return _("%(combinations)s: 2 × %(ante)s × %(odds)s = %(won)s") % shown


def _insurance_reason(result: WagerResult[Wager], round_: Round) -> str:
    stake = money(result.stake)
    if result.outcome is Outcome.NOT_PLACED:
        return _("No insurance")
    if result.outcome is Outcome.WIN and round_.game_bought is not None:
        # The engine decides insurance on the hand the dealer first shows (engine.russian
        # .settle): the game bought afterwards, whatever it makes, does not take it back.
        return _(
            "The dealer first showed no game, and insurance is decided on that hand: the game "
            "bought afterwards does not change it. %(stake)s × 1 = %(amount)s"
        ) % {"stake": stake, "amount": money(result.amount)}
    if result.outcome is Outcome.WIN:
        return _("The dealer has no game: %(stake)s × 1 = %(amount)s") % {
            "stake": stake,
            "amount": money(result.amount),
        }
    if result.outcome is Outcome.RETURNED:
        return _(
            "%(stake)s returned: the dealer has a game, and this house returns insurance "
            "when the player does not win"
        ) % {"stake": stake}
    return _("%(stake)s lost: the dealer has a game") % {"stake": stake}


def _fee_reason(s: Settlement, round_: Round) -> str:
    if not s.fee:
        return _("Nothing bought, no fee")
    parts = []
    for draw in round_.draws:
        if isinstance(draw, Exchange):
            parts.append(
                ngettext(
                    "an exchange of %(count)s card (%(cards)s): %(antes)s",
                    "an exchange of %(count)s cards (%(cards)s): %(antes)s",
                    len(draw.discarded),
                )
                % {
                    "count": len(draw.discarded),
                    "cards": cards_text(draw.discarded),
                    "antes": antes_text(draw.fee),
                }
            )
        else:
            parts.append(
                _("a sixth card (%(card)s): %(antes)s")
                % {"card": card_text(draw.card), "antes": antes_text(draw.fee)}
            )
    if round_.game_bought is not None:
        parts.append(
            _("a game bought for the dealer: %(antes)s")
            % {"antes": antes_text(round_.game_bought.fee)}
        )
    return _("%(fees)s. %(antes)s × ante %(ante)s = %(fee)s, kept by the house") % {
        "fees": capfirst("; ".join(parts)),
        "antes": multiple(round_.fee_antes),
        "ante": money(round_.ante),
        "fee": money(s.fee),
    }


def russian_cap_reason(s: Settlement, most: Decimal) -> str:
    """How the table's maximum payout ``most`` met the ante's and bet's winnings."""
    shown = cap_figures((s.ante, s.bet), s.forfeited, most)
    if s.capped:
        return (
            _(
                "The ante and bet win %(won)s together, more than the table's maximum payout "
                "of %(most)s: the player is paid %(most)s and %(kept)s stays with the house."
            )
            % shown
        )
    return (
        _(
            "The ante and bet win %(won)s together, within the table's maximum payout of "
            "%(most)s: paid in full."
        )
        % shown
    )
