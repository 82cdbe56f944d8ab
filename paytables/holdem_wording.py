"""Hold'em in the reader's language: hands, pots and how each pot was won.

The Hold'em table (``play``) and the side-pot drills (``trainer``) say the same things about
a showdown, so the sentences live here, once: a translator sees each of them once, and the
two pages cannot drift apart. Names of players are the caller's ("You, Tuấn" at the table,
"Seat 1, Seat 3" in a drill); the engine's values are read here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from django.utils.formats import number_format
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from engine.hands import Category, HandValue
from engine.holdem.evaluate import holdem_category, made_ranks
from engine.holdem.pots import KickerWin, PotAward, kicker_win
from engine.holdem.table import TableSettings
from paytables.wording import RANK_PLURALS, RANK_WORDS, category_label

# One sentence per kicker position: the first kicker, then the second when the first
# ties, and so on (a high-card hand has four kickers).
KICKER_LINES = {
    1: gettext_lazy("%(names)s also had %(hand)s: the kicker decides, %(rank)s beats %(beaten)s."),
    2: gettext_lazy(
        "%(names)s also had %(hand)s with the same first kicker (%(tied)s): the second kicker "
        "decides, %(rank)s beats %(beaten)s."
    ),
    3: gettext_lazy(
        "%(names)s also had %(hand)s with the same first two kickers (%(tied)s): the third "
        "kicker decides, %(rank)s beats %(beaten)s."
    ),
    4: gettext_lazy(
        "%(names)s also had %(hand)s with the same first three kickers (%(tied)s): the fourth "
        "kicker decides, %(rank)s beats %(beaten)s."
    ),
}


def chips(amount: int) -> str:
    """A number of chips as the reader writes it: 3,010 / 3.010."""
    return number_format(amount, force_grouping=True)


def hand_label(value: HandValue) -> str:
    """The hand's category in Hold'em: Oasis Poker's "Ace-King" and its hand below Ace-King
    are both a high card here."""
    category = holdem_category(value)
    if category is Category.HIGH_CARD:
        return _("High card")
    return str(category_label(category))


def hand_description(value: HandValue) -> str:
    """The hand with the ranks that make it, as a dealer says it at a showdown where kickers
    count: "two pair, tens and sixes", "a pair of aces", "ace high". Hands without kickers
    (straights, flushes, full houses) are named by their category."""
    category = holdem_category(value)
    ranks = made_ranks(value)
    if category is Category.HIGH_CARD:
        return _("%(rank)s high") % {"rank": RANK_WORDS[ranks[0]]}
    if category is Category.PAIR:
        return _("a pair of %(ranks)s") % {"ranks": RANK_PLURALS[ranks[0]]}
    if category is Category.TWO_PAIR:
        return _("two pair, %(high)s and %(low)s") % {
            "high": RANK_PLURALS[ranks[0]],
            "low": RANK_PLURALS[ranks[1]],
        }
    if category is Category.THREE_OF_A_KIND:
        return _("three of a kind, %(ranks)s") % {"ranks": RANK_PLURALS[ranks[0]]}
    if category is Category.FOUR_OF_A_KIND:
        return _("four of a kind, %(ranks)s") % {"ranks": RANK_PLURALS[ranks[0]]}
    return hand_label(value)


def pot_name(index: int) -> str:
    if index == 0:
        return _("Main pot")
    return _("Side pot %(number)s") % {"number": index}


def pot_line(index: int, amount: int, names: Sequence[str], *, only_you: bool = False) -> str:
    """A pot, its chips and who contests it: "Main pot: 3,010, contested by You, Tuấn,
    Lan". A pot with one contender says that only that player can win it (``only_you`` when
    that player is the reader)."""
    params = {"pot": pot_name(index), "amount": chips(amount), "names": ", ".join(names)}
    if len(names) == 1:
        if only_you:
            return _("%(pot)s: %(amount)s, only you can win it") % params
        return _("%(pot)s: %(amount)s, only %(names)s can win it") % params
    return _("%(pot)s: %(amount)s, contested by %(names)s") % params


def table_line(settings: TableSettings) -> str:
    """The table a hand is dealt at, as a card room posts it: "9 seats, blinds 100/200,
    ante 25"."""
    params = {
        "seats": settings.seats,
        "small": chips(settings.small_blind),
        "big": chips(settings.big_blind),
        "ante": chips(settings.ante),
    }
    if settings.ante:
        return _("%(seats)s seats, blinds %(small)s/%(big)s, ante %(ante)s") % params
    return _("%(seats)s seats, blinds %(small)s/%(big)s, no ante") % params


def ante_line(amount: int, players: int) -> str:
    """The antes in a pot: "It holds 225 in antes, from 9 players: dead money, in the pot
    but part of no bet." ``amount`` is the ante chips in the pot, ``players`` how many
    players posted them."""
    return ngettext(
        "It holds %(amount)s in antes, from %(count)s player: dead money, in the pot but "
        "part of no bet.",
        "It holds %(amount)s in antes, from %(count)s players: dead money, in the pot but "
        "part of no bet.",
        players,
    ) % {"amount": chips(amount), "count": players}


def award_lines(
    award: PotAward,
    values: Mapping[int, HandValue],
    *,
    name: Callable[[int], str],
    you: int | None = None,
    showdown: bool = True,
) -> list[str]:
    """How one pot was won, in sentences: who won it and with what, the kicker that decided
    it, the split and the odd chips.

    ``values`` are the hands at the showdown by seat (empty when everyone else folded,
    ``showdown`` false); ``name`` names a seat; ``you`` is the reader's seat, if any.
    """
    winners = ", ".join(name(seat) for seat in award.winners)
    mine = you is not None and award.winners == (you,)
    params: dict[str, object] = {"winners": winners, "amount": chips(award.amount)}
    if award.winning_value is None:
        if not showdown:
            line = (
                _("You win %(amount)s: everyone else folded.")
                if mine
                else _("%(winners)s wins %(amount)s: everyone else folded.")
            )
        else:
            line = (
                _("You win %(amount)s: nobody else still in the hand can win it.")
                if mine
                else _("%(winners)s wins %(amount)s: nobody else still in the hand can win it.")
            )
        return [line % params]
    kicker = kicker_win(award, values)
    value = award.winning_value
    params["hand"] = hand_description(value)
    if not award.is_split:
        line = (
            _("You win %(amount)s with the best hand, %(hand)s.")
            if mine
            else _("%(winners)s wins %(amount)s with the best hand, %(hand)s.")
        )
        lines = [line % params]
    else:
        params["count"] = len(award.winners)
        lines = [_("%(winners)s tie with %(hand)s and split %(amount)s %(count)s ways.") % params]
        lines.append(
            ", ".join(
                _("%(name)s gets %(amount)s") % {"name": name(seat), "amount": chips(amount)}
                for seat, amount in award.shares
            )
        )
    if kicker:
        lines.append(kicker_line(kicker, name=name))
    if award.odd_chip_seats:
        count = len(award.odd_chip_seats)
        lines.append(
            ngettext(
                "%(count)s odd chip is left over: it goes to %(names)s, the first winner "
                "clockwise from the button's left.",
                "%(count)s odd chips are left over: they go one at a time to %(names)s, "
                "clockwise from the button's left.",
                count,
            )
            % {"count": count, "names": ", ".join(name(s) for s in award.odd_chip_seats)}
        )
    return lines


def kicker_line(win: KickerWin, *, name: Callable[[int], str]) -> str:
    """The kicker that decided a pot, against the players with the best losing hand: "Lan
    also had two pair, tens and sixes: the kicker decides, eight beats seven."."""
    kicker = win.kicker
    return str(KICKER_LINES[kicker.position]) % {
        "names": ", ".join(name(seat) for seat in win.losers),
        "hand": hand_description(win.losing_value),
        "tied": ", ".join(str(RANK_WORDS[rank]) for rank in kicker.tied),
        "rank": RANK_WORDS[kicker.rank],
        "beaten": RANK_WORDS[kicker.beaten],
    }
