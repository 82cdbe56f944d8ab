from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import factory
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.utils import timezone
from factory.django import DjangoModelFactory

from engine.oasis.round import rules_to_dict
from paytables.models import Variant
from paytables.selectors import variant_rules
from trainer.kinds.oasis.slugs import OasisKind
from trainer.management.commands.create_instructor import INSTRUCTORS_GROUP
from trainer.models import (
    Attempt,
    CardState,
    DealtRound,
    Difficulty,
    DrillSession,
    Profile,
    Question,
    SkillCard,
)


def standard_variant() -> Variant:
    """The seeded "standard" variant, which every test database has from the migrations."""
    return Variant.objects.get(slug="standard")


class TraineeFactory(DjangoModelFactory[get_user_model()]):
    class Meta:
        model = get_user_model()
        skip_postgeneration_save = True

    username = factory.Sequence(lambda n: f"trainee-{n}")
    password = factory.django.Password("a-long-test-password")


class InstructorFactory(TraineeFactory):
    """Staff in the Instructors group, as ``manage.py create_instructor`` makes one."""

    username = factory.Sequence(lambda n: f"instructor-{n}")
    is_staff = True

    @factory.post_generation
    def instructors_group(self, create, extracted, **kwargs):
        if create:
            self.groups.add(Group.objects.get(name=INSTRUCTORS_GROUP))


class ProfileFactory(DjangoModelFactory[Profile]):
    """The name certificates print for ``user`` (a new trainee by default)."""

    class Meta:
        model = Profile
        skip_postgeneration_save = True

    user = factory.SubFactory(TraineeFactory)
    full_name = "Nguyễn Thị Lan"


class DealtRoundFactory(DjangoModelFactory[DealtRound]):
    """Seed 000's example: a straight flush after switching 3c for Kh, raised."""

    class Meta:
        model = DealtRound
        skip_postgeneration_save = True

    variant = factory.LazyFunction(standard_variant)
    rules = factory.LazyFunction(lambda: rules_to_dict(variant_rules(slug="standard")))
    seed = factory.Sequence(lambda n: n)
    ante = Decimal(100)
    player = "9h Th Jh Qh 3c"
    dealer = "Ad Ks 7c 5s 2d"
    # The round's history as Oasis Poker keeps it (``engine.oasis.game.history``), built
    # from these, and its stakes beside the round.
    history = factory.LazyAttribute(
        lambda o: {
            "seed": "",
            "player": o.player,
            "dealer": o.dealer,
            "discard": o.discard,
            "draw": o.draw,
            "decision": o.decision,
            "dealer_draw": o.dealer_draw,
        }
    )
    stakes = factory.LazyAttribute(lambda o: {"ante": str(o.ante)})

    class Params:
        discard = "3c"
        draw = "Kh"
        decision = "raise"
        dealer_draw = ""


class DrillSessionFactory(DjangoModelFactory[DrillSession]):
    class Meta:
        model = DrillSession
        skip_postgeneration_save = True

    user = factory.SubFactory(TraineeFactory)
    variant = factory.LazyFunction(standard_variant)
    kinds = factory.LazyFunction(lambda: [OasisKind.RAISE.value])
    difficulty = Difficulty.ROUND
    length = 10
    seed = factory.Sequence(lambda n: n)


class QuestionFactory(DjangoModelFactory[Question]):
    class Meta:
        model = Question
        skip_postgeneration_save = True

    user = factory.SubFactory(TraineeFactory)
    session = factory.SubFactory(DrillSessionFactory, user=factory.SelfAttribute("..user"))
    position = factory.Sequence(lambda n: n + 1)
    kind = OasisKind.RAISE
    dealt_round = factory.SubFactory(DealtRoundFactory)
    answer_key = "10000"


class AttemptFactory(DjangoModelFactory[Attempt]):
    """A right answer to its own question unless ``given`` says otherwise."""

    class Meta:
        model = Attempt
        skip_postgeneration_save = True

    user = factory.SubFactory(TraineeFactory)
    kind = OasisKind.RAISE
    question = factory.SubFactory(
        QuestionFactory, user=factory.SelfAttribute("..user"), kind=factory.SelfAttribute("..kind")
    )
    variant = factory.SelfAttribute("question.dealt_round.variant")
    given = factory.SelfAttribute("question.answer_key")
    correct_answer = factory.SelfAttribute("question.answer_key")
    is_correct = factory.LazyAttribute(lambda attempt: attempt.given == attempt.correct_answer)
    in_time = True
    seconds = Decimal("4.50")


class SkillCardFactory(DjangoModelFactory[SkillCard]):
    """A card in review, answered yesterday and due tomorrow, the last three answers right
    within the standard (mastered); ``due`` and ``run`` say otherwise."""

    class Meta:
        model = SkillCard
        skip_postgeneration_save = True

    user = factory.SubFactory(TraineeFactory)
    kind = OasisKind.RAISE
    cell = factory.LazyAttribute(lambda card: f"{card.kind}:full_house")
    state = CardState.REVIEW
    step = None
    stability = 3.0
    difficulty = 5.0
    due = factory.LazyFunction(lambda: timezone.now() + timedelta(days=1))
    last_review = factory.LazyFunction(lambda: timezone.now() - timedelta(days=1))
    run = 3
