from __future__ import annotations

from datetime import timedelta

import factory
from django.utils import timezone
from factory.django import DjangoModelFactory

from paytables.models import Variant
from school.models import ClassHouse, Exam, ExamPart, SchoolClass
from school.services import exam_questions_deal
from tests.trainer.factories import InstructorFactory


class SchoolClassFactory(DjangoModelFactory[SchoolClass]):
    """A class; ``instructors`` and ``trainees`` take lists of users, ``variant`` a slug
    for its house of that variant's game."""

    class Meta:
        model = SchoolClass
        skip_postgeneration_save = True

    name = factory.Sequence(lambda n: f"Class {n}")
    casino = "Corona Casino"

    @factory.post_generation
    def instructors(self, create, extracted, **kwargs):
        if create and extracted:
            self.instructors.add(*extracted)

    @factory.post_generation
    def trainees(self, create, extracted, **kwargs):
        if create and extracted:
            self.trainees.add(*extracted)

    @factory.post_generation
    def variant(self, create, extracted, **kwargs):
        if create and extracted:
            ClassHouseFactory(school_class=self, variant=Variant.objects.get(slug=extracted))


class ClassHouseFactory(DjangoModelFactory[ClassHouse]):
    class Meta:
        model = ClassHouse
        skip_postgeneration_save = True

    school_class = factory.SubFactory(SchoolClassFactory)
    variant = factory.LazyFunction(lambda: Variant.objects.get(slug="standard"))
    game = factory.SelfAttribute("variant.game")


class ExamFactory(DjangoModelFactory[Exam]):
    """An exam of a class, open since an hour and for another hour, of the standard rules;
    ``parts`` takes {kind: count} (a count of ``None``: every line), three raises by
    default, and ``dealt`` deals the set at once."""

    class Meta:
        model = Exam
        skip_postgeneration_save = True

    school_class = factory.SubFactory(SchoolClassFactory)
    title = factory.Sequence(lambda n: f"Table test {n}")
    variant = factory.LazyFunction(lambda: Variant.objects.get(slug="standard"))
    opens_at = factory.LazyFunction(lambda: timezone.now() - timedelta(hours=1))
    closes_at = factory.LazyFunction(lambda: timezone.now() + timedelta(hours=1))
    examiner = factory.SubFactory(InstructorFactory, first_name="Thanh", last_name="Lê")

    @factory.post_generation
    def parts(self, create, extracted, **kwargs):
        if create:
            for kind, count in (extracted or {"raise": 3}).items():
                ExamPartFactory(exam=self, kind=kind, count=count)

    @factory.post_generation
    def dealt(self, create, extracted, **kwargs):
        if create and extracted:
            exam_questions_deal(exam=self)


class ExamPartFactory(DjangoModelFactory[ExamPart]):
    class Meta:
        model = ExamPart
        skip_postgeneration_save = True

    exam = factory.SubFactory(ExamFactory, parts={})
    kind = "raise"
    count = 3
