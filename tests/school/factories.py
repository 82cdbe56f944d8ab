from __future__ import annotations

import factory
from factory.django import DjangoModelFactory

from paytables.models import Variant
from school.models import ClassHouse, SchoolClass


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
