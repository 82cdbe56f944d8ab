"""Side-pot drills: a Hold'em showdown with all-ins at several levels, folded chips and
often a tie; the trainee says how many chips each player at the showdown receives from each
pot.

The showdown is dealt from a ``random.Random`` (the same seed gives the same question) at
one of the tables of ``TABLES``: seed 002's four seats, or a poker room's six, nine or ten
seats with their blinds and antes. It is built and paid by ``engine.holdem.pots``, so the
answer key is the engine's. It is kept as plain JSON in ``Question.choices``::

    {"button": 2, "contributions": [100, 0, 250, 250], "folded": [3],
     "hole": ["As Kd", "", "Qh Qc", ""], "board": "2c 7d 9s Jh Kc",
     "table": {"seats": 4, "starting_stack": 1000, "small_blind": 10, ...}}

Seats 0..seats-1 clockwise; contributions count the antes and blinds. A seat with no
contribution is not shown (empty, or its player folded without putting a chip in), a
folded player's cards are mucked (""). ``table`` is the ``TableSettings`` the showdown was
dealt at; a question stored before there were other tables has none: it was dealt at seed
002's table. Answers are written pot by pot, ``/`` between pots, and inside a pot the chips
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
from engine.cards import CARDS, Card, format_cards, parse_cards
from engine.hands import HandValue
from engine.holdem.evaluate import best_hand
from engine.holdem.pots import Pot, PotAward, award_pots, build_pots
from engine.holdem.table import SEED_002, TableSettings, blind_seats
from paytables.holdem_wording import (
    ante_line,
    award_lines,
    chips,
    hand_description,
    pot_line,
    pot_name,
    table_line,
)
from trainer.kinds.base import Cell, Choice, Dealing, Kind, WorkedAnswer
from trainer.models import Attempt, Question, QuestionKind

TIE_RATE = 0.7  # how often the deal is made so that some pot is split
MAX_TRIES = 200
# The lines of seed 002's table: how its pots are paid. The poker rooms' tables are a line
# each (see ``DrillTable``).
PAYOUT_LINES = ("outright", "split", "odd_chip")


@dataclass(frozen=True)
class DrillTable:
    """A table side pots are drilled at.

    ``line`` is its skill cell's line: ``None`` for seed 002's table, whose cells are how
    the pots are paid (``PAYOUT_LINES``); at a poker room's table the table itself is the
    skill (more players all-in, more folded chips, antes). ``chip`` is the smallest chip
    the all-in stacks come in: an odd number, so that split pots sometimes leave odd
    chips.
    ``all_ins`` bounds the players all-in for less than the covering player at the
    showdown; ``weight`` is how often an ordinary question is dealt there.
    """

    settings: TableSettings
    line: str | None
    chip: int
    all_ins: tuple[int, int]
    weight: int


SEED_002_TABLE = DrillTable(SEED_002, None, chip=5, all_ins=(1, 2), weight=3)
TABLES = (
    SEED_002_TABLE,
    DrillTable(
        TableSettings(seats=6, small_blind=25, big_blind=50),
        "six_seats",
        chip=25,
        all_ins=(1, 3),
        weight=1,
    ),
    DrillTable(
        TableSettings(seats=9, small_blind=100, big_blind=200, ante=25),
        "nine_seats",
        chip=25,
        all_ins=(2, 3),
        weight=1,
    ),
    DrillTable(
        TableSettings(seats=10, small_blind=50, big_blind=100, ante=25),
        "ten_seats",
        chip=25,
        all_ins=(2, 3),
        weight=1,
    ),
)


@dataclass(frozen=True)
class Showdown:
    button: int
    contributions: tuple[int, ...]
    folded: frozenset[int]
    hole: tuple[tuple[Card, ...], ...]
    board: tuple[Card, ...]
    settings: TableSettings = SEED_002

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Showdown:
        """The showdown ``to_data`` wrote (without ``table``: at seed 002's table). Raises
        ``ValueError`` for data that does not fit its table."""
        showdown = cls(
            button=int(data["button"]),
            contributions=tuple(int(c) for c in data["contributions"]),
            folded=frozenset(int(s) for s in data["folded"]),
            hole=tuple(parse_cards(text) for text in data["hole"]),
            board=parse_cards(data["board"]),
            settings=TableSettings.from_dict(data.get("table", {})),
        )
        seats = showdown.settings.seats
        if not len(showdown.contributions) == len(showdown.hole) == seats:
            raise ValueError(f"a showdown at {seats} seats has {seats} contributions and hands")
        return showdown

    def to_data(self) -> dict[str, Any]:
        return {
            "button": self.button,
            "contributions": list(self.contributions),
            "folded": sorted(self.folded),
            "hole": [format_cards(cards) for cards in self.hole],
            "board": format_cards(self.board),
            "table": self.settings.to_dict(),
        }

    @property
    def seated(self) -> tuple[int, ...]:
        """The seats that put chips in, the players the page shows."""
        return tuple(s for s in range(self.settings.seats) if self.contributions[s] > 0)

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
    ``showdown_line``) or, without one, as the cards fall at a table of ``TABLES`` drawn by
    their weights. Raises ``LookupError`` for a line the kind does not have.

    Always: a player all-in short and a player covering them, a folded player whose chips
    stay in the pots, a main pot and at least one side pot; at the bigger tables more
    players all-in at more levels, and every player dealt in posts the table's ante. Most
    ordinary deals (``TIE_RATE``) have a split pot; an odd chip follows when the split pot
    does not divide evenly.
    """
    if line is None:
        table = rng.choices(TABLES, weights=[t.weight for t in TABLES])[0]
    else:
        table = table_for(line)
    payout = line in PAYOUT_LINES
    want_tie = line != "outright" if payout else rng.random() < TIE_RATE
    for _try in range(MAX_TRIES):
        showdown = _deal_once(rng, table, want_tie)
        if payout:
            if showdown_line(showdown) == line:
                return showdown
        elif not want_tie or any(award.is_split for award in showdown.awards()):
            return showdown
    if payout:
        raise LookupError(f"no showdown with a {line} pot was dealt")
    return showdown


def table_for(line: str) -> DrillTable:
    """The table the cell ``line`` is dealt at; ``LookupError`` for a line there is not."""
    if line in PAYOUT_LINES:
        return SEED_002_TABLE
    found = next((table for table in TABLES if table.line == line), None)
    if found is None:
        raise LookupError(f"side pots have no line {line!r}")
    return found


def showdown_line(showdown: Showdown) -> str:
    """The skill a showdown exercises: at a poker room's table, that table; at seed 002's
    (or a table no longer drilled), how its pots are paid: every pot won outright, a pot
    split evenly, or a split pot with an odd chip to place."""
    table = next((t for t in TABLES if t.settings == showdown.settings), None)
    if table is not None and table.line is not None:
        return table.line
    awards = showdown.awards()
    if any(award.odd_chip_seats for award in awards):
        return "odd_chip"
    if any(award.is_split for award in awards):
        return "split"
    return "outright"


def _deal_once(rng: random.Random, table: DrillTable, want_tie: bool) -> Showdown:
    settings, chip = table.settings, table.chip
    seats = settings.seats
    # Everyone at the showdown called the big blind at least (and posted the ante).
    floor = settings.ante + settings.big_blind
    all_ins = rng.randint(*table.all_ins)
    # The covering player's bet is called by a player who folds later (then the top pot
    # has one contender), or the covering player just calls the biggest all-in (then a
    # second all-in is needed below it for a side pot).
    folder_matched = all_ins == 1 or rng.random() < 0.5
    # All-ins come in any number of chips; the covering player's last bet, which the folder
    # called, is a bet after the flop: a big blind at least.
    level = floor + rng.randrange(0, 36) * chip
    levels = [level]
    for _level in range(all_ins - 1):
        level += rng.randrange(2, 40) * chip
        levels.append(level)
    if folder_matched:
        levels.append(level + rng.randrange(1, 20) * settings.big_blind)
    top = levels[-1]
    if folder_matched:
        folder = top
    else:  # called the big blind, or raised in big blinds, then folded to the all-ins
        folder = floor + rng.randrange(0, (levels[0] - floor) // settings.big_blind + 1) * (
            settings.big_blind
        )
    roles = [*levels[:all_ins], top, folder]  # the all-ins, the covering player, the folder
    chosen = rng.sample(range(seats), len(roles))
    button = rng.choice(sorted(chosen))
    small, big = blind_seats(button, range(seats))
    # The rest of the table folded before the flop, leaving their ante and blind.
    contributions = [
        settings.ante + {small: settings.small_blind, big: settings.big_blind}.get(seat, 0)
        for seat in range(seats)
    ]
    for seat, amount in zip(chosen, roles, strict=True):
        contributions[seat] = amount
    live = sorted(chosen[:-1])
    folded = frozenset(s for s in range(seats) if s not in live and contributions[s] > 0)
    deck = list(CARDS)
    rng.shuffle(deck)
    board = tuple(deck[:5])
    rest = deck[5:]
    hole: list[tuple[Card, ...]] = [()] * seats
    for seat in live:
        hole[seat] = (rest.pop(), rest.pop())
    if want_tie:
        first, second = rng.sample(live, 2)
        _copy_ranks(hole, first, second, rest)
    return Showdown(
        button=button,
        contributions=tuple(contributions),
        folded=folded,
        hole=tuple(hole),
        board=board,
        settings=settings,
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
    antes: str
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
            _("%(name)s %(chips)s") % {"name": seat_name(s), "chips": chips(amount)}
            for s, amount in parts
        )
        # Each player's ante is the bottom of their contribution: the pots that reach it.
        ante = showdown.settings.ante
        antes = [min(c, ante, pot.level) - min(c, ante, previous) for c in showdown.contributions]
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
                % {"low": chips(previous), "high": chips(pot.level)},
                contributed=contributed,
                antes=ante_line(sum(antes), sum(a > 0 for a in antes)) if any(antes) else "",
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
        for seat, typed in zip(showdown.live, row.split(","), strict=False):
            boxes[f"chips-{index}-{seat}"] = typed
    return boxes


def answer_text(showdown: Showdown, value: str) -> str:
    """An answer written as the key is, as the trainee reads it: pot by pot."""
    rows = value.replace(" ", "").split("/")
    parts = []
    for index, row in enumerate(rows):
        pairs = ", ".join(
            _("%(name)s %(chips)s") % {"name": seat_name(seat), "chips": amount}
            for seat, amount in zip(showdown.live, row.split(","), strict=False)
        )
        parts.append(_("%(pot)s: %(pairs)s") % {"pot": pot_name(index), "pairs": pairs})
    return "; ".join(parts)


class SidePotsKind(Kind[Any]):
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
            Cell(self.slug, "six_seats", _("Side pots at a 6-seat table")),
            Cell(self.slug, "nine_seats", _("Side pots at a 9-seat table, with antes")),
            Cell(self.slug, "ten_seats", _("Side pots at a 10-seat table, with antes")),
        )

    def deal(self, dealing: Dealing[Any]) -> Question:
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
            "showdown_table": table_line(showdown.settings),
            "showdown_players": players(showdown),
            "showdown_pots": pot_rows(showdown, given),
        }


def _showdown(question: Question) -> Showdown:
    return Showdown.from_data(question.choices)


KIND = SidePotsKind()
