"""Milestones: what a trainee has earned by practising, never bought: every line of a game
mastered, a sprint best beaten, days of practice in a row, and what the apps built on the
trainer add (the school: an exam passed in a band, ``trainer.extensions``). Read from his
records each time, so a milestone cannot be had without the practice behind it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date, datetime
from typing import TypeVar

from django.contrib.auth.models import User
from django.utils import timezone
from django.utils.translation import gettext, ngettext

from paytables.models import Variant
from trainer.extensions import Providers
from trainer.houses import assigned_houses
from trainer.kinds import GAME_KINDS, kind_of
from trainer.models import Attempt, Sprint
from trainer.schedule import Standing, standing
from trainer.selectors import cards_known

Key = TypeVar("Key")
At = TypeVar("At")

# The runs of days of practice in a row that make a milestone.
DAYS_IN_A_ROW = (3, 7, 30, 100)


@dataclass(frozen=True)
class Milestone:
    """One milestone as the progress page says it (translated) and the day it was earned."""

    text: str
    earned_on: date


MilestoneProvider = Callable[[User], list[Milestone] | None]
_MORE: Providers[User, list[Milestone]] = Providers()


def milestone_provider_register(provider: MilestoneProvider) -> None:
    """Ask ``provider`` for more of a trainee's milestones from now on."""
    _MORE.register(provider)


def runs_of_days(days: Iterable[date]) -> list[tuple[int, date]]:
    """Each run of consecutive ``days`` as (its length, its last day), in order.

    >>> from datetime import date
    >>> runs_of_days([date(2026, 1, 1), date(2026, 1, 2), date(2026, 1, 4)])
    [(2, datetime.date(2026, 1, 2)), (1, datetime.date(2026, 1, 4))]
    """
    runs: list[tuple[int, date]] = []
    for day in sorted(set(days)):
        if runs and (day - runs[-1][1]).days == 1:
            runs[-1] = (runs[-1][0] + 1, day)
        else:
            runs.append((1, day))
    return runs


def days_in_a_row_reached(days: Iterable[date]) -> list[tuple[int, date]]:
    """Each length of ``DAYS_IN_A_ROW`` that a run of ``days`` reached, with the day it was
    first reached.

    >>> from datetime import date, timedelta
    >>> start = date(2026, 1, 1)
    >>> days_in_a_row_reached([start + timedelta(days=n) for n in range(8)])
    [(3, datetime.date(2026, 1, 3)), (7, datetime.date(2026, 1, 7))]
    """
    reached = []
    for length in DAYS_IN_A_ROW:
        for run, last in runs_of_days(days):
            if run >= length:
                first = last.toordinal() - run + 1
                reached.append((length, date.fromordinal(first + length - 1)))
                break
    return reached


def bests_beaten(sprints: Iterable[tuple[Key, At, int]]) -> list[tuple[Key, At, int]]:
    """The sprints, of (what is compared: a game and shape, when, score), in the order run,
    that beat an earlier best of the same game and shape (a first sprint beats nothing).

    >>> runs = [("a", 1, 50), ("a", 2, 40), ("b", 3, 10), ("a", 4, 60), ("a", 5, 60)]
    >>> bests_beaten(runs)
    [('a', 4, 60)]
    """
    best: dict[Key, int] = {}
    beaten = []
    for key, at, score in sprints:
        if key in best and score > best[key]:
            beaten.append((key, at, score))
        best[key] = max(score, best.get(key, score))
    return beaten


def milestones_of(*, user: User) -> list[Milestone]:
    """Every milestone ``user`` has earned, the latest first."""
    found = [*_games_mastered(user), *_sprint_bests_beaten(user), *_days_in_a_row(user)]
    found.extend(_MORE.ask(user) or [])
    return sorted(found, key=lambda milestone: milestone.earned_on, reverse=True)


def _local(at: datetime) -> date:
    return timezone.localdate(at, timezone.get_default_timezone())


def _days_in_a_row(user: User) -> list[Milestone]:
    # The days in the site's calendar, as the class board's weeks are.
    with timezone.override(timezone.get_default_timezone()):
        days = list(Attempt.objects.filter(user=user).dates("created_at", "day"))
    return [
        Milestone(
            ngettext(
                "%(days)d day of practice in a row", "%(days)d days of practice in a row", length
            )
            % {"days": length},
            day,
        )
        for length, day in days_in_a_row_reached(days)
    ]


def _sprint_bests_beaten(user: User) -> list[Milestone]:
    sprints = list(
        Sprint.objects.filter(user=user, finished_at__isnull=False)
        .select_related("variant__game")
        .order_by("started_at")
    )
    keyed = [
        ((sprint.variant.game, sprint.shape), sprint.started_at, sprint.score or 0)
        for sprint in sprints
    ]
    return [
        Milestone(
            gettext("Sprint best beaten: %(score)d points at %(game)s, %(shape)s")
            % {"score": score, "game": game, "shape": Sprint(shape=shape).get_shape_display()},
            _local(at),
        )
        for (game, shape), at, score in bests_beaten(keyed)
    ]


def _games_mastered(user: User) -> list[Milestone]:
    """A game of which every line its dealer's kinds ask at the trainee's house of it (else
    at its reference house) is mastered now, earned the day of the last answer among them."""
    known = cards_known(user=user)
    now = timezone.now()
    mastered = {cell for cell, each in known.items() if standing(each, now) is Standing.MASTERED}
    # Only a game with a line mastered may have them all: the others cost no read.
    candidates = {
        engine: game_kinds
        for engine, game_kinds in GAME_KINDS.items()
        if any(cell.partition(":")[0] in game_kinds.dealer for cell in mastered)
    }
    if not candidates:
        return []
    houses = {house.variant.game.engine: house.variant for house in assigned_houses(user=user)}
    found = []
    for engine, game_kinds in candidates.items():
        variant = houses.get(engine) or Variant.objects.select_related("game").get(
            slug=game_kinds.self_test.variant
        )
        rules = variant.rules()
        cells = [
            cell.key
            for slug in game_kinds.dealer
            if (kind := kind_of(slug)).refusal(rules) is None
            for cell in kind.cells(rules)
        ]
        if cells and all(cell in mastered for cell in cells):
            # A mastered cell has been answered: its card has a last review.
            last = max(
                reviewed for cell in cells if (reviewed := known[cell].card.last_review) is not None
            )
            found.append(
                Milestone(
                    gettext("Every line of %(game)s mastered, at %(house)s")
                    % {"game": variant.game, "house": variant},
                    _local(last),
                )
            )
    return found
