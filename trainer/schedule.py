"""The review schedule of a trainee's skill cells, by FSRS (the ``fsrs`` package).

Each skill cell a trainee has answered is one FSRS card, and each answer is a review of it,
rated by whether it was right and how its time compares with the cell kind's time
standard. From the cards come what practice asks next (due cells, then cells never met in
the order a dealer school teaches them, then the weakest) and what the trainee has mastered.

Plain Python and ``fsrs``, no Django: the service and the data migration that replays old
answers both schedule through this module, so they give the same schedule.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from enum import StrEnum

from fsrs import Card, Rating, Scheduler, State

# FSRS's own defaults, written out because they are our choice too: nine answers in ten
# remembered when a cell comes due; a new cell comes back after 1 and then 10 minutes, within
# a drill, before it is spaced by days; a forgotten one after 10 minutes.
DESIRED_RETENTION = 0.9
LEARNING_STEPS = (timedelta(minutes=1), timedelta(minutes=10))
RELEARNING_STEPS = (timedelta(minutes=10),)
# No fuzz: fsrs spreads review dates with ``random.random()`` so that cards learnt together
# do not all fall due on one day, which matters for decks of thousands of cards. A trainee
# has a few dozen cells, and the schedule must be what replaying his answers gives (the
# migration from the Leitner boxes replays them, and a test checks it).
SCHEDULER = Scheduler(
    desired_retention=DESIRED_RETENTION,
    learning_steps=LEARNING_STEPS,
    relearning_steps=RELEARNING_STEPS,
    enable_fuzzing=False,
)

# A right answer within this share of the time standard is easy: at most half of it.
EASY_SHARE = Decimal("0.5")
# Mastered: recall at least this likely now, and this many last answers right within the
# time standard (rated Good or Easy) in a row.
MASTERY_RECALL = 0.9
MASTERY_RUN = 3


def rating_for(*, right: bool, seconds: Decimal | None, standard: Decimal | None) -> Rating:
    """The review rating of one answer: wrong (skipped, or too late, too) is Again; right
    in more than ``standard`` seconds is Hard; right within it is Good, and within half of
    it (``EASY_SHARE``) Easy. Without a standard, or without a measured time (a self-test's
    answers are timed as one form), a right answer is Good."""
    if not right:
        return Rating.Again
    if seconds is None or standard is None:
        return Rating.Good
    if seconds > standard:
        return Rating.Hard
    if seconds <= standard * EASY_SHARE:
        return Rating.Easy
    return Rating.Good


def new_card(*, card_id: int = 0, at: datetime) -> Card:
    """A card never reviewed. fsrs names a card by the time it was made and sleeps a
    millisecond so that two differ; ours are named by the database, so an id is given."""
    return Card(card_id=card_id, due=utc(at))


def review(card: Card | None, *, rating: Rating, at: datetime, seconds: Decimal) -> Card:
    """``card`` (``None``: the cell's first answer) after an answer rated ``rating`` at
    ``at``, taking ``seconds``: the new stability, difficulty, state and due date."""
    at = utc(at)
    reviewed, _log = SCHEDULER.review_card(
        card or new_card(at=at),
        rating,
        review_datetime=at,
        review_duration=duration_ms(seconds),
    )
    return reviewed


def next_run(run: int, rating: Rating) -> int:
    """How many answers in a row are right within the standard after one rated ``rating``."""
    return run + 1 if rating in (Rating.Good, Rating.Easy) else 0


def duration_ms(seconds: Decimal) -> int:
    return int(max(seconds, Decimal(0)) * 1000)


def utc(at: datetime) -> datetime:
    """``at`` in UTC, as fsrs requires (it refuses any other time zone object, even UTC
    from ``zoneinfo``, which a database driver may return)."""
    return at.astimezone(UTC)


def recall(card: Card, at: datetime) -> float:
    """The chance that the trainee gets the cell right at ``at`` (FSRS's retrievability,
    which counts whole days since the last review: 1 on the day of a review)."""
    return SCHEDULER.get_card_retrievability(card, current_datetime=utc(at))


@dataclass(frozen=True)
class Known:
    """A cell the trainee has answered: its FSRS card, his run of answers right within the
    standard (``next_run``) and how many times he has answered it (once at least: the
    first answer makes the card)."""

    card: Card
    run: int
    answers: int = 1

    def due(self, at: datetime) -> bool:
        return self.card.due <= at


class Standing(StrEnum):
    """Where a cell stands for a trainee, in the order the mastery grid counts them."""

    MASTERED = "mastered"
    LEARNING = "learning"
    DUE = "due"
    NEW = "new"


def standing(known: Known | None, at: datetime) -> Standing:
    """New when never answered; due when its review date has come; mastered when its recall
    is at least ``MASTERY_RECALL`` and its last ``MASTERY_RUN`` answers were right within the
    time standard; learning otherwise."""
    if known is None:
        return Standing.NEW
    if known.due(at):
        return Standing.DUE
    if recall(known.card, at) >= MASTERY_RECALL and known.run >= MASTERY_RUN:
        return Standing.MASTERED
    return Standing.LEARNING


def weak(known: Known, at: datetime) -> bool:
    """Weak: not due yet, but its last answer was wrong or slower than the standard."""
    return not known.due(at) and known.run == 0


@dataclass(frozen=True)
class SkillNeed:
    """A skill (a question kind) as the trainee's cards of it stand: how many of its cells
    he has answered, how many of those are due, and how many he last answered wrong or
    slower than the standard (a run of 0)."""

    kind: str
    answered: int
    due: int
    missed: int

    @property
    def missed_share(self) -> float | None:
        return self.missed / self.answered if self.answered else None


def skill_needs(known: Mapping[str, Known], kinds: Iterable[str], at: datetime) -> list[SkillNeed]:
    """Each of ``kinds`` as ``known`` (the trainee's cards, by cell) has it at ``at``."""
    by_kind: dict[str, list[Known]] = {kind: [] for kind in kinds}
    for cell, each in known.items():
        mine = by_kind.get(cell.partition(":")[0])
        if mine is not None:
            mine.append(each)
    return [
        SkillNeed(
            kind=kind,
            answered=len(cards),
            due=sum(each.due(at) for each in cards),
            missed=sum(each.run == 0 for each in cards),
        )
        for kind, cards in by_kind.items()
    ]


def weakest_first(needs: Iterable[SkillNeed]) -> list[SkillNeed]:
    """The one ranking of a trainee's skills, weakest first, wherever one is shown or
    dealt from: the largest share of cells last answered wrong or slowly, then the most
    cells due, then as given (the teaching order); skills never answered last, since
    nothing is known of them yet."""
    return sorted(
        needs,
        key=lambda need: (
            need.missed_share is None,
            -(need.missed_share or 0.0),
            -need.due,
        ),
    )


class Reason(StrEnum):
    """Why practice asks a cell next."""

    DUE = "due"
    NEW = "new"
    WEAK = "weak"


@dataclass(frozen=True)
class Pick:
    cell: str
    reason: Reason


def practice_order(
    cells: Sequence[str], known: Mapping[str, Known], at: datetime, *, last: str | None = None
) -> list[Pick]:
    """Every one of ``cells`` (keys in teaching order) in the order practice asks them:
    the due ones, longest due first; then those never answered, in teaching order; then the
    rest, weakest first (lowest recall, then lowest stability: the memory least settled).
    ``last``, the cell just asked, goes to the end, so that no cell is asked twice running
    while another is there to ask."""
    index = {cell: position for position, cell in enumerate(cells)}
    due = sorted(
        (cell for cell in cells if cell in known and known[cell].due(at)),
        key=lambda cell: (known[cell].card.due, index[cell]),
    )
    new = [cell for cell in cells if cell not in known]
    rest = sorted(
        (cell for cell in cells if cell in known and not known[cell].due(at)),
        key=lambda cell: (
            recall(known[cell].card, at),
            known[cell].card.stability or 0.0,
            index[cell],
        ),
    )
    picks = [Pick(cell, Reason.DUE) for cell in due]
    picks += [Pick(cell, Reason.NEW) for cell in new]
    picks += [Pick(cell, Reason.WEAK) for cell in rest]
    if last is not None and len(picks) > 1:
        picks.sort(key=lambda pick: pick.cell == last)
    return picks


__all__ = [
    "Card",
    "Known",
    "Pick",
    "Rating",
    "Reason",
    "SkillNeed",
    "SCHEDULER",
    "Standing",
    "State",
    "practice_order",
    "rating_for",
    "recall",
    "review",
    "skill_needs",
    "standing",
    "weakest_first",
]
