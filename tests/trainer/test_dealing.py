"""What a drill deals, measured over many questions: every line of the fee schedule and the
pay table comes up, the big pays a real share with rare hands on, ordinary rounds the most."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from paytables.models import Variant
from trainer.dealing import next_line
from trainer.kinds import kind_of
from trainer.kinds.base import Cell
from trainer.services import attempt_record, drill_start, question_next

from .factories import TraineeFactory

pytestmark = pytest.mark.django_db


def drilled(kind: str, count: int, *, variant: str = "standard", rare: bool = False):
    """The cells of ``count`` questions of ``kind`` dealt and answered in drills as a trainee
    takes them (each answer counts for what is dealt next)."""
    trainee = TraineeFactory()
    house = Variant.objects.get(slug=variant)
    cells = []
    while len(cells) < count:
        session = drill_start(
            user=trainee,
            variant=house,
            kinds=[kind],
            difficulty="round",
            rare=rare,
            seconds_per_question=None,
            length=50,
        )
        for _position in range(min(50, count - len(cells))):
            question = question_next(user_id=trainee.pk, drill_pk=session.pk)
            given = "0" if question.asks_amount else question.choices[0]
            attempt_record(user=trainee, question=question, given=given, language="en")
            cells.append(question.cell)
    return cells


def test_fee_questions_meet_every_switch_size_of_the_schedule():
    met = Counter(cell.partition(":")[2] for cell in drilled("fee", 200))
    assert set(met) == {"1", "2", "3", "4", "5"}
    assert min(met.values()) >= 5


def test_online_boxes_fee_questions_meet_both_its_switch_sizes():
    met = Counter(cell.partition(":")[2] for cell in drilled("fee", 60, variant="online-boxes"))
    assert set(met) == {"1", "2"}


def test_rare_hands_deal_royal_and_straight_flushes_and_four_of_a_kind_in_raise_questions():
    cells = drilled("raise", 300, rare=True)
    met = Counter(cell.partition(":")[2] for cell in cells)
    for line in ("royal_flush", "straight_flush", "four_of_a_kind"):
        assert met[line] / len(cells) >= 0.01, (line, met)


def test_every_pay_line_of_the_raise_comes_up_within_a_few_dozen_questions():
    met = {cell.partition(":")[2] for cell in drilled("raise", 60)}
    assert {"royal_flush", "straight_flush", "four_of_a_kind", "full_house", "push"} <= met


def test_ordinary_rounds_stay_the_majority():
    rng = random.Random(5)
    cells = tuple(Cell("fee", str(n), str(n)) for n in range(1, 6))
    walked = sum(next_line(cells, {}, rare=False, rng=rng) is not None for _ in range(1000))
    assert 300 < walked < 500


def test_the_walk_deals_the_cell_the_trainee_has_met_least_in_teaching_order():
    cells = tuple(Cell("fee", str(n), str(n)) for n in range(1, 6))
    rng = random.Random(1)
    lines = {
        next_line(cells, {"1": 9, "2": 3, "3": 3, "4": 7, "5": 7}, rare=False, rng=rng)
        for _ in range(50)
    }
    assert lines == {None, "2"}


def test_rare_hands_lean_the_walk_toward_the_big_hands():
    raise_cells = kind_of("raise").cells(Variant.objects.get(slug="standard").rules())
    met = {cell.line: 8 for cell in raise_cells}
    rng = random.Random(2)
    lines = {next_line(raise_cells, met, rare=True, rng=rng) for _ in range(50)} - {None}
    assert lines == {"straight"}  # the first big hand in teaching order, all met alike
