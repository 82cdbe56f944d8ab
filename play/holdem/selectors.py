"""Reads of the Hold'em table: the trainee's match, and the table as the page shows it.

``holdem_table`` turns the engine's state into plain values for the template: the seats
with their chips, bets, cards and markers, the pots, the board, the log in the reader's
language, the trainee's legal actions and, once a hand is over, how each pot was paid.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from django.contrib.auth.models import User
from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.cards import SUIT_SYMBOLS, Card
from engine.holdem.pots import Pot, PotAward
from engine.holdem.table import TRAINEE, Event, EventKind, Hand, LegalActions, Match
from paytables.holdem_wording import award_lines, chips, hand_description, pot_line
from play.models import HoldemMatch

RANK_INDICES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


@dataclass(frozen=True)
class Player:
    name: Promise
    style: Promise | None


PLAYERS = (
    Player(gettext_lazy("You"), None),
    Player(gettext_lazy("Mai"), gettext_lazy("Tight")),
    Player(gettext_lazy("Tuấn"), gettext_lazy("Loose-aggressive")),
    Player(gettext_lazy("Lan"), gettext_lazy("Calling station")),
)


def holdem_match_for(*, user: User) -> HoldemMatch | None:
    """The trainee's match, or ``None`` before they first sit down."""
    return HoldemMatch.objects.filter(user=user).first()


def cards_text(cards: tuple[Card, ...] | list[Card]) -> str:
    return " ".join(RANK_INDICES[c.rank] + SUIT_SYMBOLS[c.suit] for c in cards)


def name(seat: int) -> str:
    return str(PLAYERS[seat].name)


@dataclass(frozen=True)
class Seat:
    seat: int
    name: str
    style: str
    is_trainee: bool
    stack: int
    bet: int
    cards: tuple[Card | None, ...]
    out: bool
    folded: bool
    all_in: bool
    button: bool
    small_blind: bool
    big_blind: bool
    to_act: bool
    hand_name: str
    won: int


@dataclass(frozen=True)
class AwardView:
    """How one pot was paid: the pot and its contenders, then the sentences."""

    heading: str
    lines: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Table:
    match: HoldemMatch
    hand: Hand
    seats: list[Seat]
    ai_seats: list[Seat]
    me: Seat
    board: list[Card]
    pots: list[str]
    pot_total: int
    log: list[str]
    legal: LegalActions | None
    awards: list[AwardView]
    status: str
    can_deal: bool
    trainee_out: bool
    is_over: bool


def holdem_table(row: HoldemMatch) -> Table:
    """What the table page shows of the stored match ``row``."""
    match = Match.from_dict(row.state)
    hand = match.hand
    seats = [_seat(hand, seat) for seat in range(hand.settings.seats)]
    legal = hand.legal_actions() if hand.to_act == TRAINEE else None
    trainee_out = match.trainee_out
    return Table(
        match=row,
        hand=hand,
        seats=seats,
        ai_seats=seats[1:],
        me=seats[TRAINEE],
        board=list(hand.board),
        pots=[_pot_line(index, pot) for index, pot in enumerate(hand.pots())],
        pot_total=hand.pot_total,
        log=[line for event in hand.events if (line := log_line(event))],
        legal=legal,
        awards=[_award(award, hand) for award in hand.result.awards] if hand.result else [],
        status=_status(match, trainee_out),
        can_deal=hand.is_complete and not match.is_over and not trainee_out,
        trainee_out=trainee_out,
        is_over=match.is_over,
    )


def _seat(hand: Hand, seat: int) -> Seat:
    shown = dict(hand.result.shown) if hand.result else {}
    dealt = seat in hand.hole_cards
    if seat == TRAINEE or seat in shown:
        cards: tuple[Card | None, ...] = hand.hole_cards.get(seat, ())
    else:
        cards = (None, None) if dealt and seat not in hand.folded else ()
    style = PLAYERS[seat].style
    return Seat(
        seat=seat,
        name=name(seat),
        style=str(style) if style else "",
        is_trainee=seat == TRAINEE,
        stack=hand.stacks[seat],
        bet=hand.bets[seat],
        cards=cards,
        out=not dealt,
        folded=seat in hand.folded,
        all_in=dealt and seat not in hand.folded and hand.stacks[seat] == 0,
        button=seat == hand.button,
        small_blind=seat == hand.small_blind,
        big_blind=seat == hand.big_blind,
        to_act=seat == hand.to_act,
        hand_name=hand_description(shown[seat]) if seat in shown else "",
        won=hand.result.won[seat] if hand.result else 0,
    )


def _status(match: Match, trainee_out: bool) -> str:
    hand = match.hand
    winner = match.winner  # a seat once the match is over, None before
    if winner is not None:
        if winner == TRAINEE:
            return _("You won the match: you hold every chip.")
        return _("%(name)s won the match. Restart to play again.") % {"name": name(winner)}
    if trainee_out:
        return _(
            "You are out of chips: the match is over for you and no more hands are dealt. "
            "Restart to play again, 1000 chips each."
        )
    if hand.to_act == TRAINEE:
        return _("Your turn.")
    return _("The hand is over.")


STREET_LINES = {
    EventKind.FLOP: gettext_lazy("Flop: %(cards)s"),
    EventKind.TURN: gettext_lazy("Turn: %(cards)s"),
    EventKind.RIVER: gettext_lazy("River: %(cards)s"),
}
# (what an AI player does, what the trainee does, and each again when it puts them all-in)
ACTION_LINES = {
    EventKind.SMALL_BLIND: (
        gettext_lazy("%(name)s posts the small blind: %(amount)s"),
        gettext_lazy("You post the small blind: %(amount)s"),
        gettext_lazy("%(name)s posts the small blind: %(amount)s, all-in"),
        gettext_lazy("You post the small blind: %(amount)s, all-in"),
    ),
    EventKind.BIG_BLIND: (
        gettext_lazy("%(name)s posts the big blind: %(amount)s"),
        gettext_lazy("You post the big blind: %(amount)s"),
        gettext_lazy("%(name)s posts the big blind: %(amount)s, all-in"),
        gettext_lazy("You post the big blind: %(amount)s, all-in"),
    ),
    EventKind.FOLD: (gettext_lazy("%(name)s folds"), gettext_lazy("You fold")),
    EventKind.CHECK: (gettext_lazy("%(name)s checks"), gettext_lazy("You check")),
    EventKind.CALL: (
        gettext_lazy("%(name)s calls %(amount)s"),
        gettext_lazy("You call %(amount)s"),
        gettext_lazy("%(name)s calls %(amount)s, all-in"),
        gettext_lazy("You call %(amount)s, all-in"),
    ),
    EventKind.BET: (
        gettext_lazy("%(name)s bets %(total)s"),
        gettext_lazy("You bet %(total)s"),
        gettext_lazy("%(name)s bets %(total)s, all-in"),
        gettext_lazy("You bet %(total)s, all-in"),
    ),
    EventKind.RAISE: (
        gettext_lazy("%(name)s raises to %(total)s"),
        gettext_lazy("You raise to %(total)s"),
        gettext_lazy("%(name)s raises to %(total)s, all-in"),
        gettext_lazy("You raise to %(total)s, all-in"),
    ),
    EventKind.RETURN: (
        gettext_lazy("%(amount)s uncalled chips go back to %(name)s"),
        gettext_lazy("%(amount)s uncalled chips go back to you"),
    ),
}


def log_line(event: Event) -> str:
    """One event of the hand as a sentence, or "" for what the table does not show (burn
    cards, the AI players' hole cards)."""
    kind = event.kind
    if kind in STREET_LINES:
        return str(STREET_LINES[kind]) % {"cards": cards_text(event.cards)}
    seat = event.seat
    if seat is None:  # a burn: every other event is a seat's
        return ""
    if kind is EventKind.HOLE_CARDS:
        if seat != TRAINEE:
            return ""
        return _("You are dealt %(cards)s") % {"cards": cards_text(event.cards)}
    if kind is EventKind.SHOW:
        assert event.value is not None  # a SHOW always carries the hand
        params = {
            "name": name(seat),
            "cards": cards_text(event.cards),
            "hand": hand_description(event.value),
        }
        if seat == TRAINEE:
            return _("You show %(cards)s: %(hand)s") % params
        return _("%(name)s shows %(cards)s: %(hand)s") % params
    if kind is EventKind.WIN:
        won = {"name": name(seat), "amount": chips(event.amount), "number": event.pot_index}
        if seat == TRAINEE:
            if not event.pot_index:
                return _("You win %(amount)s from the main pot") % won
            return _("You win %(amount)s from side pot %(number)s") % won
        if not event.pot_index:
            return _("%(name)s wins %(amount)s from the main pot") % won
        return _("%(name)s wins %(amount)s from side pot %(number)s") % won
    if kind not in ACTION_LINES:
        return ""
    lines = ACTION_LINES[kind]
    choice = (1 if seat == TRAINEE else 0) + (2 if event.all_in and len(lines) > 2 else 0)
    return str(lines[choice]) % {
        "name": name(seat),
        "amount": chips(event.amount),
        "total": chips(event.total),
    }


def _pot_line(index: int, pot: Pot | PotAward) -> str:
    only_you = pot.eligible == (TRAINEE,)
    return pot_line(index, pot.amount, [name(s) for s in pot.eligible], only_you=only_you)


def _award(award: PotAward, hand: Hand) -> AwardView:
    """How one pot was paid, in sentences: who won it and why, the kicker that decided it,
    the split, the odd chips."""
    assert hand.result is not None  # awards exist only once the hand is paid
    return AwardView(
        heading=_pot_line(award.pot_index, award),
        lines=award_lines(
            award,
            dict(hand.result.shown),
            name=name,
            you=TRAINEE,
            showdown=hand.result.showdown,
        ),
    )
