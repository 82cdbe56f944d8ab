"""The engine's values in the reader's language: hands, amounts, refusals and the working of
a settlement, as a dealer would say them."""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from django.utils.formats import number_format
from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext, ngettext_lazy, pgettext_lazy

from engine.cards import RANKS, SUIT_SYMBOLS, Card
from engine.errors import PokerError
from engine.hands import Category, HandValue, evaluate
from engine.oasis.analysis import Choice, OptionValue
from engine.oasis.round import Round, Rules, Settlement, Wager
from engine.showdown import Outcome, WagerResult, deciding_ranks, made_ranks
from paytables.models import HandCategory

# One sentence per refusal code of the engine (a test checks that none is missing).
ERROR_MESSAGES: dict[str, Promise] = {
    "bad_card": gettext_lazy(
        "“%(token)s” is not a card: write a rank (2–9, T or 10, J, Q, K, A) and a suit "
        "(♣ ♦ ♥ ♠, or c, d, h, s), like A♠ or 10♥."
    ),
    "duplicate_card": gettext_lazy("%(card)s appears more than once."),
    "hand_size": gettext_lazy("The player and the dealer each need five cards."),
    "draw_missing": gettext_lazy("Say which cards were drawn."),
    "draw_count": ngettext_lazy(
        "%(expected)s card must be drawn, not %(given)s.",
        "%(expected)s cards must be drawn, not %(given)s.",
        "expected",
    ),
    "card_already_out": gettext_lazy("%(card)s is already out of the deck in this round."),
    "switch_counts_differ": gettext_lazy(
        "The cards switched (%(discarded)s) and the cards drawn (%(drawn)s) must be as many."
    ),
    "no_switching": gettext_lazy("%(variant)s has no switching."),
    "switch_count_not_allowed": gettext_lazy(
        "Switching %(cards)s cards is not allowed under %(variant)s "
        "(cards that may be switched: %(allowed)s)."
    ),
    "switch_after_decision": gettext_lazy("The player has already decided: no switch now."),
    "too_many_switches": gettext_lazy("%(variant)s allows %(most)s switch(es) a round."),
    "empty_switch": gettext_lazy("A switch gives up at least one card."),
    "card_not_in_hand": gettext_lazy("%(card)s is not in the player's hand."),
    "bad_decision": gettext_lazy("The decision must be raise or fold."),
    "already_decided": gettext_lazy("The player has already decided."),
    "fold_after_switch": gettext_lazy("Under %(variant)s a player who has switched must raise."),
    "fold_after_full_switch": gettext_lazy("A player who switched all five cards must raise."),
    "no_dealer_buy": gettext_lazy("%(variant)s has no buying of a dealer card."),
    "dealer_buy_without_raise": gettext_lazy(
        "Only a player who has raised can buy the dealer a card."
    ),
    "dealer_buy_twice": gettext_lazy("The dealer card has already been bought."),
    "dealer_buy_when_qualified": gettext_lazy(
        "The dealer qualifies: a card is bought only when he does not."
    ),
    "undecided": gettext_lazy("The player has not decided yet: raise or fold."),
    "no_bonus": gettext_lazy("%(variant)s has no bonus bet."),
    "after_switch_table_unknown": gettext_lazy(
        "%(variant)s pays a lower raise table after a switch, and its figures are not known: "
        "an instructor must enter them in the admin before this hand can be settled."
    ),
    "pay_missing": gettext_lazy("The pay table of %(variant)s has no figure for %(category)s."),
    "not_a_number": gettext_lazy("Enter a number, like 10 or 12.50."),
    "not_finite": gettext_lazy("Enter a number, like 10 or 12.50."),
    "negative": gettext_lazy("Enter zero or more."),
    "not_positive": gettext_lazy("Enter more than zero."),
    "too_large": gettext_lazy("Enter at most %(most)s."),
    "fraction_of_cent": gettext_lazy("Enter whole cents: two decimal places at most."),
    "meter_missing": gettext_lazy(
        "A %(category)s takes a share of the progressive meter: enter the meter."
    ),
}


# Translators: a rank inside a sentence about a showdown, "eight beats seven"; Vietnamese
# writes the rank as the card's corner shows it: 8, 10, J, Q, K, and Át for the ace.
RANK_WORDS = (
    pgettext_lazy("rank in a sentence", "two"),
    pgettext_lazy("rank in a sentence", "three"),
    pgettext_lazy("rank in a sentence", "four"),
    pgettext_lazy("rank in a sentence", "five"),
    pgettext_lazy("rank in a sentence", "six"),
    pgettext_lazy("rank in a sentence", "seven"),
    pgettext_lazy("rank in a sentence", "eight"),
    pgettext_lazy("rank in a sentence", "nine"),
    pgettext_lazy("rank in a sentence", "ten"),
    pgettext_lazy("rank in a sentence", "jack"),
    pgettext_lazy("rank in a sentence", "queen"),
    pgettext_lazy("rank in a sentence", "king"),
    pgettext_lazy("rank in a sentence", "ace"),
)
# Translators: several cards of one rank, "a pair of tens"; Vietnamese has no plural: "10".
RANK_PLURALS = (
    pgettext_lazy("ranks in a sentence", "twos"),
    pgettext_lazy("ranks in a sentence", "threes"),
    pgettext_lazy("ranks in a sentence", "fours"),
    pgettext_lazy("ranks in a sentence", "fives"),
    pgettext_lazy("ranks in a sentence", "sixes"),
    pgettext_lazy("ranks in a sentence", "sevens"),
    pgettext_lazy("ranks in a sentence", "eights"),
    pgettext_lazy("ranks in a sentence", "nines"),
    pgettext_lazy("ranks in a sentence", "tens"),
    pgettext_lazy("ranks in a sentence", "jacks"),
    pgettext_lazy("ranks in a sentence", "queens"),
    pgettext_lazy("ranks in a sentence", "kings"),
    pgettext_lazy("ranks in a sentence", "aces"),
)


def category_label(category: Category) -> str:
    """A hand category's name in the current language."""
    return str(HandCategory(category.slug).label)


def money(amount: Decimal) -> str:
    """An amount as the reader writes it: 2,000 / 2.000, and cents only when there are some."""
    whole = amount == amount.to_integral_value()
    return number_format(amount, decimal_pos=0 if whole else 2, force_grouping=True)


def multiple(antes: Decimal) -> str:
    """A number of antes as written: 1, 1.5 (1,5 in Vietnamese), never 1.50."""
    exponent = antes.normalize().as_tuple().exponent
    # Fees are finite (the models and the engine hold no other): NaN and infinity have a
    # letter for exponent, and no way of being written as antes.
    if not isinstance(exponent, int):
        raise ValueError(f"not a number of antes: {antes}")
    places = max(0, -exponent)
    return number_format(antes, decimal_pos=places, force_grouping=True)


def antes_text(antes: Decimal) -> str:
    """A number of antes as a phrase, the noun agreeing with it: "1 ante", "1.5 antes",
    "2 antes" (Vietnamese has one form: "1,5 ante")."""
    return ngettext("%(antes)s ante", "%(antes)s antes", 1 if antes == 1 else 2) % {
        "antes": multiple(antes)
    }


def signed_money(amount: Decimal) -> str:
    if amount > 0:
        return "+" + money(amount)
    if amount < 0:
        return "−" + money(-amount)
    return money(amount)


def expected_value(value: float) -> str:
    """An expected value per ante as the reader writes it, to four places and signed:
    +0.1234 in English, −0,3402 in Vietnamese; the same figure in a sentence and a table."""
    rounded = _four_places(value)
    shown = number_format(abs(rounded), decimal_pos=4)
    if rounded > 0:
        return "+" + shown
    if rounded < 0:
        return "−" + shown
    return shown


def value_error(error: float) -> str:
    """The margin of an estimated value, to four places: 0.0337 / 0,0337."""
    return number_format(_four_places(error), decimal_pos=4)


def _four_places(value: float) -> Decimal:
    # Rounded half up, as floatformat does: number_format alone cuts the digits off, so a
    # sentence would say −0,2047 beside a table saying −0,2048.
    return Decimal(repr(value)).quantize(Decimal("0.0001"), rounding=ROUND_HALF_UP)


def explain(error: PokerError, *, variant_name: str = "") -> str:
    """The refusal ``error`` as a sentence in the current language."""
    template = ERROR_MESSAGES.get(error.code)
    if template is None:
        return str(error)
    params = {name: explain_param(value) for name, value in error.params.items()}
    return str(template % {"variant": variant_name, **params})


def explain_param(value: object) -> object:
    """A refusal's parameter as its sentence shows it: a hand or a card by its name, an
    amount as the reader writes it."""
    if isinstance(value, Category):
        return category_label(value)
    if isinstance(value, Card):
        return card_text(value)
    if isinstance(value, Decimal):
        return money(value)
    return value


def card_text(card: Card) -> str:
    """A card as the page's card faces show it: 10♥, A♠ (never "Th")."""
    return _rank_text(card.rank) + SUIT_SYMBOLS[card.suit]


def cards_text(cards: tuple[Card, ...] | list[Card]) -> str:
    return " ".join(card_text(card) for card in cards)


def _rank_text(rank: int) -> str:
    return "10" if RANKS[rank] == "T" else RANKS[rank]


def _by_rank(cards: tuple[Card, ...]) -> dict[int, list[Card]]:
    """The cards grouped by rank, the largest group first (then the higher rank)."""
    groups: dict[int, list[Card]] = {}
    for card in sorted(cards, key=lambda each: -each.rank):
        groups.setdefault(card.rank, []).append(card)
    return dict(sorted(groups.items(), key=lambda item: (-len(item[1]), -item[0])))


def _sequence_ends(cards: tuple[Card, ...]) -> tuple[str, str]:
    """The lowest and highest card of a straight, the ace low in A-2-3-4-5."""
    ranks = sorted(card.rank for card in cards)
    if ranks == [0, 1, 2, 3, 12]:
        return _rank_text(12), _rank_text(3)
    return _rank_text(ranks[0]), _rank_text(ranks[-1])


def why_hand(cards: tuple[Card, ...]) -> str:
    """Why five cards make the hand they make, as a dealer checks it: "Flush: five ♠, not in
    sequence." Names the cards that make it."""
    category = evaluate(cards).category
    groups = list(_by_rank(cards).values())
    suit = SUIT_SYMBOLS[cards[0].suit]
    if category in (Category.ROYAL_FLUSH, Category.STRAIGHT_FLUSH, Category.STRAIGHT):
        low, high = _sequence_ends(cards)
        if category is Category.ROYAL_FLUSH:
            return _("Royal flush: 10, J, Q, K and A, all %(suit)s.") % {"suit": suit}
        if category is Category.STRAIGHT_FLUSH:
            return _("Straight flush: five in sequence, %(low)s to %(high)s, all %(suit)s.") % {
                "low": low,
                "high": high,
                "suit": suit,
            }
        return _("Straight: five in sequence, %(low)s to %(high)s, not all one suit.") % {
            "low": low,
            "high": high,
        }
    if category is Category.FLUSH:
        return _("Flush: five %(suit)s, not in sequence.") % {"suit": suit}
    if category is Category.FOUR_OF_A_KIND:
        return _("Four of a kind: four of one rank (%(cards)s).") % {"cards": cards_text(groups[0])}
    if category is Category.FULL_HOUSE:
        return _("Full house: three of a kind (%(three)s) and a pair (%(pair)s).") % {
            "three": cards_text(groups[0]),
            "pair": cards_text(groups[1]),
        }
    if category is Category.THREE_OF_A_KIND:
        return _("Three of a kind: three of one rank (%(cards)s).") % {
            "cards": cards_text(groups[0])
        }
    if category is Category.TWO_PAIR:
        return _("Two pair: %(first)s and %(second)s.") % {
            "first": cards_text(groups[0]),
            "second": cards_text(groups[1]),
        }
    if category is Category.PAIR:
        return _("A pair: %(cards)s, and nothing better.") % {"cards": cards_text(groups[0])}
    if category is Category.ACE_KING:
        return _("Ace-King: no pair, no straight or flush, but an ace and a king.")
    return _(
        "No hand: no pair, no straight or flush, and not both an ace and a king (%(high)s high)."
    ) % {"high": _rank_text(max(card.rank for card in cards))}


def hand_words(value: HandValue) -> str:
    """A hand named with the ranks that make it, as a dealer says it at a showdown: "a pair
    of jacks", "two pair, kings and fives", "a flush, queen high", "Ace-King"."""
    return made_words(value.category, made_ranks(value))


def made_words(category: Category, ranks: tuple[int, ...]) -> str:
    """A hand of ``category`` named with the ``ranks`` that make it (``made_ranks``), as
    ``hand_words`` names a hand."""
    plural = {"ranks": RANK_PLURALS[ranks[0]]}
    if category is Category.PAIR:
        return _("a pair of %(ranks)s") % plural
    if category is Category.TWO_PAIR:
        return _("two pair, %(high)s and %(low)s") % {
            "high": RANK_PLURALS[ranks[0]],
            "low": RANK_PLURALS[ranks[1]],
        }
    if category is Category.THREE_OF_A_KIND:
        return _("three of a kind, %(ranks)s") % plural
    if category is Category.FOUR_OF_A_KIND:
        return _("four of a kind, %(ranks)s") % plural
    if category is Category.FULL_HOUSE:
        return _("a full house, %(three)s over %(pair)s") % {
            "three": RANK_PLURALS[ranks[0]],
            "pair": RANK_PLURALS[ranks[1]],
        }
    high = {"rank": RANK_WORDS[ranks[0]]}
    if category is Category.STRAIGHT:
        return _("a straight, %(rank)s high") % high
    if category is Category.FLUSH:
        return _("a flush, %(rank)s high") % high
    if category is Category.STRAIGHT_FLUSH:
        return _("a straight flush, %(rank)s high") % high
    if category is Category.ROYAL_FLUSH:
        return _("a royal flush")
    if category is Category.ACE_KING:
        return _("Ace-King")
    return _("%(rank)s high") % high


def comparison(first: HandValue, second: HandValue) -> str:
    """Why one of two hands of one category beats the other, or that they are equal, from
    the ranks that decided (``deciding_ranks``): "A pair of jacks beats a pair of fives.",
    "A pair of nines, ace kicker, beats a pair of nines, queen kicker."; empty for hands of
    different categories, which their names already decide."""
    if first.category is not second.category:
        return ""
    decided = deciding_ranks(first, second)
    if decided is None:
        return _("Both hold %(hand)s, rank for rank: the hands are equal.") % {
            "hand": hand_words(first)
        }
    higher, lower = max(first, second), min(first, second)
    if not decided.kicker:
        sentence = _("%(higher)s beats %(lower)s.") % {
            "higher": hand_words(higher),
            "lower": hand_words(lower),
        }
        return sentence[:1].upper() + sentence[1:]
    shown = {
        "hand": hand_words(higher),
        "rank": RANK_WORDS[decided.higher],
        "beaten": RANK_WORDS[decided.lower],
        "tied": ", ".join(str(RANK_WORDS[rank]) for rank in decided.tied),
    }
    if decided.kicker == 1:
        sentence = _("%(hand)s, %(rank)s kicker, beats %(hand)s, %(beaten)s kicker.") % shown
        return sentence[:1].upper() + sentence[1:]
    return (
        _(
            "Both hold %(hand)s with the same kickers as far as %(tied)s: the next kicker "
            "decides, %(rank)s beats %(beaten)s."
        )
        % shown
    )


def qualify_reason(dealer: tuple[Card, ...]) -> str:
    """Whether the dealer qualifies, and why, from his five cards."""
    shown = {"cards": cards_text(dealer), "why": why_hand(dealer)}
    if evaluate(dealer).category >= Category.ACE_KING:
        return _("The dealer holds %(cards)s. %(why)s Ace-King or better: he qualifies.") % shown
    return _("The dealer holds %(cards)s. %(why)s Below Ace-King: he does not qualify.") % shown


def net_sum(s: Settlement) -> str:
    """The net as the sum a dealer adds up: "+25 (ante) + 50 (raise) − 25 (fee) = +50";
    a wager that neither wins nor loses is left out of the sum."""
    terms = [
        (result.amount, str(WAGER_LABELS[result.wager]).lower())
        for result in s.wagers
        if result.amount
    ]
    if s.fee:
        terms.append((-s.fee, _("fee")))
    return sum_text(terms, s.net)


def sum_text(terms: list[tuple[Decimal, str]], net: Decimal) -> str:
    """Signed amounts, each with its label, added up to ``net``: "+25 (ante) − 25 (fee) = 0"."""
    if not terms:
        return _("Nothing is won or lost: the net is 0.")
    # The operators are the sum's own, not words: only the labelled terms are translated.
    parts = []
    for index, (amount, label) in enumerate(terms):
        term = _("%(amount)s (%(wager)s)") % {"wager": label, "amount": money(abs(amount))}
        if index == 0:
            parts.append(("−" if amount < 0 else "+") + term)
        else:
            parts.append(("− " if amount < 0 else "+ ") + term)
    return " ".join(parts) + " = " + signed_money(net)


OUTCOME_LABELS: dict[Outcome, Promise] = {
    Outcome.WIN: gettext_lazy("wins"),
    Outcome.LOSE: gettext_lazy("loses"),
    Outcome.PUSH: gettext_lazy("push"),
    Outcome.RETURNED: gettext_lazy("returned"),
    Outcome.NOT_PLACED: gettext_lazy("not placed"),
}

WAGER_LABELS: dict[Wager, Promise] = {
    Wager.ANTE: gettext_lazy("Ante"),
    Wager.RAISE: gettext_lazy("Raise"),
    Wager.BONUS: gettext_lazy("Bonus"),
}


@dataclass(frozen=True)
class WorkingLine:
    """One wager of a settlement as the dealer pays it, with the reason in words. ``wager``
    is the game's own name for it (its ``Wager`` enum)."""

    wager: enum.StrEnum
    label: str
    outcome: str
    amount: Decimal
    reason: str


@dataclass(frozen=True)
class Working:
    """A settled round explained: the showdown, each wager, the fee and the net.
    ``fee_label`` names the fee as the game does (baccarat's commission); empty: "Fee"."""

    showdown: str
    lines: tuple[WorkingLine, ...]
    fee: Decimal
    fee_reason: str
    net: Decimal
    net_reason: str
    fee_label: str = ""


def working(settlement: Settlement, round_: Round) -> Working:
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
    return Working(
        showdown=_showdown(s, round_),
        lines=lines,
        fee=s.fee,
        fee_reason=_fee_reason(s, round_),
        net=s.net,
        net_reason=net_sum(s),
    )


def _showdown(s: Settlement, round_: Round) -> str:
    hands = {
        "player": category_label(s.player_category),
        "dealer": category_label(s.dealer_category),
    }
    if round_.decision == "fold":
        return _("Player folds: the ante is lost and no raise is placed.")
    opening = ""
    buy = round_.dealer_buy
    if buy is not None:
        opening = (
            _(
                "Dealer: %(dealer)s, does not qualify. The player buys him a card: he gives "
                "up %(card)s and plays %(drawn)s instead."
            )
            % {
                "dealer": cards_text(round_.dealer),
                "card": card_text(buy.discarded),
                "drawn": card_text(buy.drawn),
            }
            + " "
        )
        if not s.dealer_qualifies:
            return opening + _(
                "He still does not qualify: the ante pays 1 to 1 and the raise is returned."
            )
    elif not s.dealer_qualifies:
        return (
            _(
                "Dealer: %(dealer)s, does not qualify. The ante pays 1 to 1 and the raise is "
                "returned, whatever the player holds."
            )
            % hands
        )
    if s.winner == "player":
        shown = _("Dealer: %(dealer)s, qualifies. Player: %(player)s, wins.") % hands
    elif s.winner == "tie":
        shown = (
            _("Dealer: %(dealer)s, qualifies. Player: %(player)s, a tie: ante and raise push.")
            % hands
        )
    else:
        shown = _("Dealer: %(dealer)s, qualifies and wins. Player: %(player)s, loses.") % hands
    return with_comparison(opening + shown, s.player_value, s.dealer_value)


def with_comparison(showdown: str, player: HandValue, dealer: HandValue) -> str:
    """A showdown's sentence and, where both hands are of one category, what decided."""
    decided = comparison(player, dealer)
    return f"{showdown} {decided}" if decided else showdown


def _wager_reason(result: WagerResult, s: Settlement, round_: Round) -> str:
    stake = money(result.stake)
    amount = money(abs(result.amount))
    if result.wager is Wager.BONUS:
        return _bonus_reason(result, s)
    if result.outcome is Outcome.WIN:
        if result.wager is Wager.ANTE:
            return _("Ante %(stake)s × 1 = %(amount)s") % {"stake": stake, "amount": amount}
        if s.capped:
            return _(
                "%(hand)s pays %(odds)s to 1: 2 × %(ante)s × %(odds)s = %(full)s, cut to "
                "%(amount)s by the table's maximum payout"
            ) % {
                "hand": category_label(s.player_category),
                "odds": result.odds,
                "ante": money(s.ante.stake),
                "full": money(result.stake * (result.odds or 0)),
                "amount": amount,
            }
        return _("%(hand)s pays %(odds)s to 1: 2 × %(ante)s × %(odds)s = %(amount)s") % {
            "hand": category_label(s.player_category),
            "odds": result.odds,
            "ante": money(s.ante.stake),
            "amount": amount,
        }
    if result.outcome is Outcome.LOSE:
        return _("%(stake)s lost to the house") % {"stake": stake}
    if result.outcome is Outcome.PUSH:
        return _("%(stake)s stays with the player (push)") % {"stake": stake}
    if result.outcome is Outcome.RETURNED:
        return _("%(stake)s returned: the dealer does not qualify") % {"stake": stake}
    return _("No raise: the player folded")


def cap_figures(
    results: Iterable[WagerResult], forfeited: Decimal, most: Decimal
) -> dict[str, str]:
    """What a cap sentence shows: the winnings of ``results`` before the cap, the cap
    ``most`` and what the house kept."""
    won = sum((result.amount for result in results if result.amount > 0), Decimal(0))
    return {"won": money(won + forfeited), "most": money(most), "kept": money(forfeited)}


def cap_reason(s: Settlement, most: Decimal) -> str:
    """How the table's maximum payout ``most`` met the ante's and raise's winnings."""
    shown = cap_figures((s.ante, s.raise_), s.forfeited, most)
    if s.capped:
        return (
            _(
                "The ante and raise win %(won)s together, more than the table's maximum "
                "payout of %(most)s: the player is paid %(most)s and %(kept)s stays with the "
                "house."
            )
            % shown
        )
    return (
        _(
            "The ante and raise win %(won)s together, within the table's maximum payout of "
            "%(most)s: paid in full."
        )
        % shown
    )


def _bonus_reason(result: WagerResult, s: Settlement) -> str:
    hand = category_label(s.bonus_category)
    stake = money(result.stake)
    if result.outcome is Outcome.NOT_PLACED:
        return _("No bonus bet")
    if result.outcome is Outcome.WIN and result.meter_share is not None:
        return _("%(hand)s takes %(share)s %% of the meter: %(amount)s") % {
            "hand": hand,
            "share": money(result.meter_share * 100),
            "amount": money(result.amount),
        }
    if result.outcome is Outcome.WIN:
        return _("%(hand)s pays %(odds)s to 1: %(stake)s × %(odds)s = %(amount)s") % {
            "hand": hand,
            "odds": result.odds,
            "stake": stake,
            "amount": money(result.amount),
        }
    if s.raise_.outcome is Outcome.NOT_PLACED:
        return _("%(stake)s lost with the fold") % {"stake": stake}
    return _("%(stake)s lost: the hand it is paid on (%(hand)s) is not on the bonus table") % {
        "stake": stake,
        "hand": hand,
    }


def _fee_reason(s: Settlement, round_: Round) -> str:
    if not round_.fee_antes:
        return _("No switch, no fee")
    if round_.dealer_buy is None and len(round_.switches) == 1:
        (switch,) = round_.switches
        return _(
            "A %(count)s-card switch (%(cards)s) costs %(fee_antes)s: %(antes)s × "
            "%(ante)s = %(fee)s, paid by the player and kept by the house, win or lose."
        ) % {
            "count": len(switch.discarded),
            "cards": cards_text(switch.discarded),
            "fee_antes": antes_text(switch.fee),
            "antes": multiple(switch.fee),
            "ante": money(s.ante.stake),
            "fee": money(s.fee),
        }
    parts = [
        ngettext(
            "%(count)s card switched (%(cards)s): %(antes)s",
            "%(count)s cards switched (%(cards)s): %(antes)s",
            len(switch.discarded),
        )
        % {
            "count": len(switch.discarded),
            "cards": cards_text(switch.discarded),
            "antes": antes_text(switch.fee),
        }
        for switch in round_.switches
    ]
    if round_.dealer_buy is not None:
        parts.append(
            _("a card bought for the dealer: %(antes)s")
            % {"antes": antes_text(round_.dealer_buy.fee)}
        )
    return _("%(fees)s. %(antes)s × ante %(ante)s = %(fee)s, kept by the house") % {
        "fees": "; ".join(parts),
        "antes": multiple(round_.fee_antes),
        "ante": money(s.ante.stake),
        "fee": money(s.fee),
    }


def fee_schedule(rules: Rules) -> str:
    """A house's switch fees as one line: "1 card: 1 · 2 cards: 2 · 3 cards: 3 (antes)"."""
    lines = " · ".join(
        ngettext("%(count)s card: %(antes)s", "%(count)s cards: %(antes)s", cards)
        % {"count": cards, "antes": multiple(fee)}
        for cards, fee in sorted(rules.switch_fees.items())
    )
    return _("This house's switch fees, in antes: %(lines)s.") % {"lines": lines}


# -- the analysis: options of a hand, events of a return table ------------------------------

ANALYSIS_NOTES: dict[str, Promise] = {
    "after_switch_table_unknown": gettext_lazy(
        "This house pays a lower table after a switch and its figures are not known, so a "
        "switch cannot be valued."
    ),
    "dealer_buy_left_out": gettext_lazy(
        "The values leave out buying the dealer a card: they are those of a player who never "
        "buys one."
    ),
}


def option_label(option: OptionValue) -> str:
    if option.choice is Choice.RAISE:
        return _("Raise")
    if option.choice is Choice.FOLD:
        return _("Fold")
    return _("Switch %(cards)s (fee %(fee)s)") % {
        "cards": cards_text(option.discard),
        "fee": antes_text(option.fee),
    }


# A hand named inside a sentence, so each is a sentence of its own ("with a full house",
# "với cù lũ"): the pay tables' labels are capitalised headings.
WINS_WITH: dict[Category, Promise] = {
    Category.ROYAL_FLUSH: gettext_lazy("The player wins with a royal flush"),
    Category.STRAIGHT_FLUSH: gettext_lazy("The player wins with a straight flush"),
    Category.FOUR_OF_A_KIND: gettext_lazy("The player wins with four of a kind"),
    Category.FULL_HOUSE: gettext_lazy("The player wins with a full house"),
    Category.FLUSH: gettext_lazy("The player wins with a flush"),
    Category.STRAIGHT: gettext_lazy("The player wins with a straight"),
    Category.THREE_OF_A_KIND: gettext_lazy("The player wins with three of a kind"),
    Category.TWO_PAIR: gettext_lazy("The player wins with two pair"),
    Category.PAIR: gettext_lazy("The player wins with a pair"),
    Category.ACE_KING: gettext_lazy("The player wins with Ace-King"),
}


def event_label(event: str) -> str:
    """A return-table event as a sentence: ``win_full_house`` → "The player wins with a
    full house"."""
    if event.startswith("win_"):
        category = Category.from_slug(event.removeprefix("win_"))
        return str(WINS_WITH[category])
    labels = {
        "dealer_not_qualified": _("The dealer does not qualify"),
        "push": _("A tie (push)"),
        "dealer_wins": _("The dealer wins"),
        "fold": _("The player folds"),
    }
    return labels[event]


def percent(share: float, places: int = 2) -> str:
    """A share as a percentage in the reader's language: 1.037 % / 1,037%."""
    number = number_format(round(share * 100, places), decimal_pos=places, force_grouping=True)
    return _("%(number)s %%") % {"number": number}
