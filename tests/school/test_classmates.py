"""Whom a trainee may challenge by name: his classmates, as the school tells the trainer."""

from __future__ import annotations

import pytest

from tests.school.factories import SchoolClassFactory
from tests.trainer.factories import InstructorFactory, TraineeFactory
from trainer.forms import DuelForm
from trainer.peers import peers_of

pytestmark = pytest.mark.django_db


def test_peers_are_classmates_not_himself_nor_other_classes():
    ana, binh, chau, outsider = TraineeFactory.create_batch(4)
    SchoolClassFactory(trainees=[ana, binh], instructors=[InstructorFactory()])
    SchoolClassFactory(trainees=[ana, chau])
    SchoolClassFactory(trainees=[outsider])
    assert set(peers_of(user=ana)) == {binh, chau}
    assert set(peers_of(user=binh)) == {ana}


def test_duel_form_refuses_an_opponent_outside_the_class():
    ana, binh, outsider = TraineeFactory.create_batch(3)
    SchoolClassFactory(trainees=[ana, binh])
    data = {"variant": "standard", "kinds": ["net"], "shape": "10in90"}
    assert DuelForm({**data, "opponent": binh.pk}, user=ana).is_valid()
    form = DuelForm({**data, "opponent": outsider.pk}, user=ana)
    assert not form.is_valid()
    assert "opponent" in form.errors
