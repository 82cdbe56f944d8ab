"""Side-pot drills: a Hold'em showdown with all-ins at several levels, folded chips and
often a tie; the trainee says how many chips each player at the showdown receives from each
pot.

The showdown is dealt from a ``random.Random`` (the same seed gives the same question), then
built and paid by ``poker.holdem.pots``, so the answer key is the engine's. It is kept as
plain JSON in ``Question.choices``::

    {"button": 2, "contributions": [100, 0, 250, 400], "folded": [3],
     "hole": ["As Kd", "", "Qh Qc", ""], "board": "2c 7d 9s Jh Kc"}

Seats 0..3 clockwise; a seat with no contribution is empty, a folded player's cards are
mucked (""). Answers are written pot by pot, ``/`` between pots, and inside a pot the chips
of each player at the showdown in seat order, ``,`` between them: ``"300,0,0/0,450"``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from croupier.errors import Refusal
from paytables.holdem_wording import award_lines, hand_description, pot_line, pot_name
from poker.cards import CARDS, Card, format_cards, parse_cards
from poker.hands import HandValue
from poker.holdem.evaluate import best_hand
from poker.holdem.pots import Pot, PotAward, award_pots, build_pots
from poker.holdem.table import SEED_002_SEATS as SEATS
from trainer.kinds.base import Cell, Choice, Dealing, Kind, WorkedAnswer
from trainer.models import Attempt, Question, QuestionKind

CHIP_STEP = 5  # stakes in fives, so split pots are sometimes odd
TIE_RATE = 0.7  # how often the deal is made so that some pot is split
MAX_TRIES = 200


@dataclass(frozen=True)
class Showdown:
    button: int
    contributions: tuple[int, ...]
    folded: frozenset[int]
    hole: tuple[tuple[Card, ...], ...]
    board: tuple[Card, ...]

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Showdown:
        return cls(
            button=int(data["button"]),
            contributions=tuple(int(c) for c in data["contributions"]),
            folded=frozenset(int(s) for s in data["folded"]),
            hole=tuple(parse_cards(text) for text in data["hole"]),
            board=parse_cards(data["board"]),
        )

    def to_data(self) -> dict[str, Any]:
        return {
            "button": self.button,
            "contributions": list(self.contributions),
            "folded": sorted(self.folded),
            "hole": [format_cards(cards) for cards in self.hole],
            "board": format_cards(self.board),
        }

    @property
    def seated(self) -> tuple[int, ...]:
        return tuple(s for s in range(SEATS) if self.contributions[s] > 0)

    @property
    def live(self) -> tuple[int, ...]:
        """The players at the showdown, in seat order: one answer box each per pot."""
        return tuple(s for s in self.seated if s not in self.folded)

    def values(self) -> dict[int, HandValue]:
        return {seat: best_hand(self.hole[seat] + self.board) for seat in self.live}

    def pots(self) -> tuple[Pot, ...]:
        return build_pots(self.contributions, self.folded)

    def awards(self) -> tuple[PotAward, ...]:
        return award_pots(self.pots(), self.values(), self.button)


def deal_showdown(rng: random.Random, line: str | None = None) -> Showdown:
    """A showdown to drill on, reproducible from ``rng``, for the cell ``line`` (see
    ``showdown_line``) or, without one, as the cards fall.

    Always: a short all-in and a player covering it, a folded player whose chips stay in
    the pots, a main pot and at least one side pot. With four players there is a second
    all-in at a higher level. Most ordinary deals (``TIE_RATE``) have a split pot; an odd
    chip follows when the split pot does not divide evenly.
    """
    want_tie = rng.random() < TIE_RATE if line is None else line != "outright"
    for _try in range(MAX_TRIES):
        showdown = _deal_once(rng, want_tie)
        if line is not None:
            if showdown_line(showdown) == line:
                return showdown
        elif not want_tie or any(award.is_split for award in showdown.awards()):
            return showdown
    if line is not None:
        raise LookupError(f"no showdown with a {line} pot was dealt")
    return showdown


def showdown_line(showdown: Showdown) -> str:
    """The skill a showdown exercises: every pot won outright, a pot split evenly, or a
    split pot with an odd chip to place."""
    awards = showdown.awards()
    if any(award.odd_chip_seats for award in awards):
        return "odd_chip"
    if any(award.is_split for award in awards):
        return "split"
    return "outright"


def _deal_once(rng: random.Random, want_tie: bool) -> Showdown:
    players = rng.choice((3, 4, 4))
    low = rng.randrange(3, 40) * CHIP_STEP
    mid = low + rng.randrange(2, 40) * CHIP_STEP
    top = mid + rng.randrange(2, 40) * CHIP_STEP
    if players == 4:
        # A short all-in, a bigger all-in, a covering player; the folder either matched the
        # covering player's bet before folding or put in less than the short stack.
        folder = rng.choice((top, rng.randrange(1, low // CHIP_STEP) * CHIP_STEP))
        cover = top if folder == top else mid
        roles = [low, mid, cover, folder]
    else:
        # A short all-in and a covering player whose last bet the folder had matched.
        roles = [low, mid, mid]
    seats = rng.sample(range(SEATS), players)
    contributions = [0] * SEATS
    for seat, amount in zip(seats, roles, strict=False):
        contributions[seat] = amount
    folded = frozenset({seats[-1]})
    live = [s for s in sorted(seats) if s not in folded]
    deck = list(CARDS)
    rng.shuffle(deck)
    board = tuple(deck[:5])
    rest = deck[5:]
    hole: list[tuple[Card, ...]] = [()] * SEATS
    for seat in live:
        hole[seat] = (rest.pop(), rest.pop())
    if want_tie:
        first, second = rng.sample(live, 2)
        _copy_ranks(hole, first, second, rest)
    return Showdown(
        button=rng.choice(sorted(seats)),
        contributions=tuple(contributions),
        folded=folded,
        hole=tuple(hole),
        board=board,
    )


def _copy_ranks(hole: list[tuple[Card, ...]], source: int, target: int, rest: list[Card]) -> None:
    """Give ``target`` hole cards of the same ranks as ``source``'s, so the two tie unless a
    suit makes a flush for one of them."""
    wanted = [card.rank for card in hole[source]]
    chosen: list[Card] = []
    for rank in wanted:
        card = next((c for c in rest if c.rank == rank and c not in chosen), None)
        if card is None:
            return
        chosen.append(card)
    for card in chosen:
        rest.remove(card)
    hole[target] = tuple(chosen)


def answer_key(showdown: Showdown) -> str:
    awards = showdown.awards()
    return "/".join(
        ",".join(str(dict(award.shares).get(seat, 0)) for seat in showdown.live) for award in awards
    )


def normalize(showdown: Showdown, given: str) -> str:
    """``given`` as the key is written; ``Refusal`` unless it has a whole number of
    chips (0 or more) for every player at the showdown in every pot."""
    pots = given.replace(" ", "").split("/")
    shape = [len(showdown.live)] * len(showdown.pots())
    rows = [pot.split(",") for pot in pots]
    if [len(row) for row in rows] != shape:
        raise Refusal(_("Type a number of chips in every box (0 when the player gets none)."))
    for row in rows:
        for value in row:
            if not value.isascii() or not value.isdigit() or len(value) > 6:
                raise Refusal(
                    _("“%(text)s” is not a number of chips: type whole chips, digits only.")
                    % {"text": value[:20]}
                )
    return "/".join(",".join(str(int(v)) for v in row) for row in rows)


def seat_name(seat: int) -> str:
    return _("Seat %(number)s") % {"number": seat + 1}


@dataclass(frozen=True)
class PlayerRow:
    seat: int
    name: str
    contribution: int
    folded: bool
    all_in_level: bool
    cards: tuple[Card, ...]
    hand: str
    button: bool


@dataclass(frozen=True)
class Box:
    name: str
    field: str
    value: str
    right: int


@dataclass(frozen=True)
class PotRow:
    name: str
    heading: str
    amount: int
    layer: str
    contributed: str
    boxes: list[Box]
    explanation: list[str]


def players(showdown: Showdown) -> list[PlayerRow]:
    values = showdown.values()
    top = max(showdown.contributions)
    return [
        PlayerRow(
            seat=seat,
            name=seat_name(seat),
            contribution=showdown.contributions[seat],
            folded=seat in showdown.folded,
            all_in_level=seat not in showdown.folded and showdown.contributions[seat] < top,
            cards=showdown.hole[seat],
            hand=hand_description(values[seat]) if seat in values else "",
            button=seat == showdown.button,
        )
        for seat in showdown.seated
    ]


def pot_rows(showdown: Showdown, data: Mapping[str, str] | None = None) -> list[PotRow]:
    """Each pot with its answer boxes (``data`` fills them back in) and, for the feedback,
    the layer it was built from and how it was paid."""
    data = data or {}
    rows = []
    previous = 0
    values = showdown.values()
    for pot, award in zip(showdown.pots(), showdown.awards(), strict=True):
        shares = dict(award.shares)
        parts = [
            (seat, min(c, pot.level) - min(c, previous))
            for seat, c in enumerate(showdown.contributions)
            if min(c, pot.level) > min(c, previous)
        ]
        contributed = ", ".join(
            _("%(name)s %(chips)s") % {"name": seat_name(s), "chips": chips} for s, chips in parts
        )
        boxes = [
            Box(
                name=seat_name(seat),
                field=f"chips-{award.pot_index}-{seat}",
                value=data.get(f"chips-{award.pot_index}-{seat}", ""),
                right=shares.get(seat, 0),
            )
            for seat in showdown.live
        ]
        rows.append(
            PotRow(
                name=pot_name(award.pot_index),
                heading=pot_line(award.pot_index, pot.amount, [seat_name(s) for s in pot.eligible]),
                amount=pot.amount,
                layer=_("from %(low)s to %(high)s chips a player")
                % {"low": previous, "high": pot.level},
                contributed=contributed,
                boxes=boxes,
                explanation=award_lines(award, values, name=seat_name),
            )
        )
        previous = pot.level
    return rows


def given_boxes(showdown: Showdown, value: str) -> dict[str, str]:
    """A stored answer back in its boxes, to show it beside the right one."""
    boxes = {}
    for index, row in enumerate(value.replace(" ", "").split("/")):
        for seat, chips in zip(showdown.live, row.split(","), strict=False):
            boxes[f"chips-{index}-{seat}"] = chips
    return boxes


def answer_text(showdown: Showdown, value: str) -> str:
    """An answer written as the key is, as the trainee reads it: pot by pot."""
    rows = value.replace(" ", "").split("/")
    parts = []
    for index, row in enumerate(rows):
        chips = row.split(",")
        pairs = ", ".join(
            _("%(name)s %(chips)s") % {"name": seat_name(seat), "chips": amount}
            for seat, amount in zip(showdown.live, chips, strict=False)
        )
        parts.append(_("%(pot)s: %(pairs)s") % {"pot": pot_name(index), "pairs": pairs})
    return "; ".join(parts)


class SidePotsKind(Kind):
    """A Hold'em showdown, whatever the variant, kept in ``choices`` (no round, no term):
    answered with the chips each player at the showdown receives from each pot."""

    slug = QuestionKind.SIDE_POTS
    prompt_text = gettext_lazy(
        "How many chips does each player at the showdown receive from each pot? Type 0 "
        "where a player gets nothing from a pot."
    )
    asks_amount = True
    subject_template = "trainer/kinds/_side_pots.html"
    answer_template = "trainer/kinds/_side_pots_answer.html"
    working_template = "trainer/kinds/_side_pots_working.html"

    def catalogue(self) -> tuple[Cell, ...]:
        return (
            Cell(self.slug, "outright", _("Side pots, each won outright")),
            Cell(self.slug, "split", _("Side pots with a split pot")),
            Cell(self.slug, "odd_chip", _("Side pots with an odd chip")),
        )

    def deal(self, dealing: Dealing) -> Question:
        showdown = deal_showdown(dealing.rng, dealing.line)
        return Question(
            kind=self.slug,
            cell=f"{self.slug}:{showdown_line(showdown)}",
            choices=showdown.to_data(),
            answer_key=answer_key(showdown),
        )

    def normalize(self, question: Question, given: str, language: str) -> str:
        return normalize(_showdown(question), given)

    def choices(self, question: Question) -> list[Choice]:
        return []  # answered in one box per player and pot

    def answer_text(self, question: Question, value: str) -> str:
        return answer_text(_showdown(question), value)

    def given_text(self, question: Question, given: str) -> str:
        # Typed one box per player and pot, kept in the key's shape: shown pot by pot, the
        # chips as typed (whole numbers, which read the same in every language).
        return answer_text(_showdown(question), given)

    def worked_answer(self, question: Question) -> WorkedAnswer:
        answer = self.answer_text(question, question.answer_key)
        reason = _("Each pot is paid on its own, to the best hand among the players it covers.")
        return WorkedAnswer(answer, reason)

    def context(self, question: Question, *, form: forms.Form, attempt: Attempt | None) -> dict:
        """The showdown's players and, per pot, the answer boxes and the worked layer."""
        showdown = _showdown(question)
        given: Mapping[str, str] = {}
        if attempt is not None:
            given = given_boxes(showdown, attempt.given)
        elif form.is_bound:
            given = form.data
        return {
            "showdown": showdown,
            "showdown_players": players(showdown),
            "showdown_pots": pot_rows(showdown, given),
        }


def _showdown(question: Question) -> Showdown:
    return Showdown.from_data(question.choices)


KIND = SidePotsKind()
