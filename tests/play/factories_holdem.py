from __future__ import annotations

import factory
from factory.django import DjangoModelFactory

from engine.holdem.ai import play_ai_turns
from engine.holdem.table import Match
from play.models import HoldemMatch
from tests.trainer.factories import TraineeFactory


def _state(seed: int) -> dict:
    match = Match(seed)
    play_ai_turns(match)
    return match.to_dict()


class HoldemMatchFactory(DjangoModelFactory[HoldemMatch]):
    """A fresh match, the AI players having acted up to the trainee's first turn."""

    class Meta:
        model = HoldemMatch
        skip_postgeneration_save = True

    user = factory.SubFactory(TraineeFactory)
    seed = factory.Sequence(lambda n: 1000 + n)
    state = factory.LazyAttribute(lambda o: _state(o.seed))
    version = 1
