"""Trainees for the load benchmarks, made through the ORM and the trainer's own services
before the load starts. Import only after ``django.setup()``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from django.conf import settings
from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY, get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.contrib.sessions.backends.db import SessionStore
from django.db import transaction

from engine.oasis.round import rules_to_dict
from paytables.selectors import variant_get
from trainer.kinds import Dealing, kind_of
from trainer.kinds.oasis.slugs import OasisKind
from trainer.models import DealtRound, Difficulty, DrillSession, Question
from trainer.selectors import time_standards
from trainer.services import drill_start

PASSWORD = "bench-trainee-password-1"  # a throwaway account in a throwaway database
# The payout questions a drill asks by default (the drill form's initial choice).
PAYOUT_KINDS = [
    OasisKind.ANTE.value,
    OasisKind.RAISE.value,
    OasisKind.FEE.value,
    OasisKind.BONUS.value,
    OasisKind.NET.value,
]


@dataclass(frozen=True)
class Dealt:
    """A drill whose current question is already dealt: the load only answers it."""

    drill_pk: int
    question_pk: int

    @property
    def path(self) -> str:
        return f"/en/trainer/drills/{self.drill_pk}/"


def trainee_create(*, username: str) -> AbstractBaseUser:
    return get_user_model().objects.create_user(username=username, password=PASSWORD)


def session_cookies(*, user: AbstractBaseUser) -> dict[str, str]:
    """The cookies of a browser logged in as ``user``: a database session holding the keys
    ``django.contrib.auth.login`` writes."""
    store = SessionStore()
    store[SESSION_KEY] = str(user.pk)
    store[BACKEND_SESSION_KEY] = settings.AUTHENTICATION_BACKENDS[-1]  # the model backend
    store[HASH_SESSION_KEY] = user.get_session_auth_hash()
    store.create()
    return {settings.SESSION_COOKIE_NAME: store.session_key}


def drill_open(*, user: AbstractBaseUser, length: int, variant_slug: str = "standard") -> int:
    """A drill nothing is dealt for yet: its page deals each question as the trainee goes."""
    return drill_start(
        user=user,
        variant=variant_get(slug=variant_slug),
        kinds=PAYOUT_KINDS,
        difficulty=Difficulty.ROUND,
        rare=False,
        seconds_per_question=None,
        length=length,
    ).pk


@transaction.atomic
def drills_dealt(
    *, users: list[AbstractBaseUser], count: int, variant_slug: str = "standard"
) -> list[list[Dealt]]:
    """For each of ``users``, ``count`` one-question drills with the question dealt, so that
    showing and answering it costs no dealing.

    The questions come from the builder the drill page deals with
    (each kind's ``deal``, seeded as ``question_next`` seeds it) and
    are inserted in bulk: thousands in seconds, where dealing them one by one through
    ``question_next`` takes about 40 ms each. The kinds are drawn evenly (the drill page
    leans toward weak skills; for answering it makes no difference).
    """
    variant = variant_get(slug=variant_slug)
    rules = variant.rules()
    # Each drill keeps its kinds' time standards as drill_start has it keep them.
    standards = {
        kind: str(seconds)
        for kind, seconds in time_standards(variant_id=variant.pk, kinds=PAYOUT_KINDS).items()
    }
    seeds = random.SystemRandom()
    drills = DrillSession.objects.bulk_create(
        DrillSession(
            user=user,
            variant=variant,
            kinds=PAYOUT_KINDS,
            difficulty=Difficulty.ROUND,
            rare=False,
            seconds_per_question=None,
            length=1,
            seed=seeds.getrandbits(62),
            rules=rules_to_dict(rules),
            time_standards=standards,
        )
        for user in users
        for _ in range(count)
    )
    questions = []
    for drill in drills:
        rng = random.Random(f"{drill.seed}:1")
        kind = rng.choice(PAYOUT_KINDS)
        dealing = Dealing(
            variant=variant, rules=rules, difficulty=drill.difficulty, rare=drill.rare, rng=rng
        )
        question = kind_of(kind).deal(dealing)
        question.user, question.session, question.position = drill.user, drill, 1
        questions.append(question)
    DealtRound.objects.bulk_create([question.dealt_round for question in questions])
    for question in questions:
        # Assigning the now-saved round again fills in dealt_round_id.
        question.dealt_round = question.dealt_round
    Question.objects.bulk_create(questions)
    by_user: dict[int, list[Dealt]] = {user.pk: [] for user in users}
    for question in questions:
        by_user[question.user_id].append(Dealt(question.session_id, question.pk))
    return [by_user[user.pk] for user in users]
