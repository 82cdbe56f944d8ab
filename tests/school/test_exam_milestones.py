"""An exam passed is a milestone on the trainee's progress page, with its band; a failed
one is none."""

from __future__ import annotations

import pytest

from tests.school.test_sittings import sit
from tests.trainer.factories import TraineeFactory
from trainer.milestones import milestones_of

from .factories import ExamFactory, SchoolClassFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def exam():
    school_class = SchoolClassFactory(trainees=TraineeFactory.create_batch(2))
    return ExamFactory(
        school_class=school_class, title="Oasis Poker 1", parts={"raise": 2, "ante": 2}
    )


def test_exam_passed_is_a_milestone_with_its_band(exam):
    passed, failed = exam.school_class.trainees.order_by("pk")
    sit(exam, passed)
    sit(exam, failed, right=False)
    assert [m.text for m in milestones_of(user=passed)] == [
        "Exam “Oasis Poker 1” passed: Very Superior"
    ]
    assert milestones_of(user=failed) == []
