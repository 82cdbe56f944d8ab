"""Reads of the school: classes and their houses, exams, sittings, results, certificates."""

from __future__ import annotations

from django.contrib.auth.models import AnonymousUser, User

from paytables.selectors import variant_queryset
from school.models import ClassHouse, SchoolClass
from trainer.houses import House


def class_house(user: User | AnonymousUser) -> House | None:
    """The house ``user`` deals for as a trainee: his newest class's casino and its variant
    of the first game (in the games' order); ``None`` outside every class. The trainer asks
    it through ``trainer.houses`` (registered in ``SchoolConfig.ready``)."""
    if not user.is_authenticated:
        return None
    found = (
        ClassHouse.objects.filter(school_class__trainees=user)
        .order_by("-school_class__created_at", "-school_class_id", "game__position", "game__slug")
        .values_list("school_class__casino", "variant_id")
        .first()
    )
    if found is None:
        return None
    casino, variant_id = found
    return House(casino=casino, variant=variant_queryset().get(pk=variant_id))


def classes_of(*, user: User) -> list[SchoolClass]:
    """The classes ``user`` is a trainee of, newest first, with their houses and instructors."""
    return list(
        SchoolClass.objects.filter(trainees=user)
        .prefetch_related("houses__variant", "houses__game", "instructors")
        .order_by("-created_at", "-pk")
    )
