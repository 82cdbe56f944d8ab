"""Dealing a kind's question the way a drill does, for the kind modules' tests."""

from __future__ import annotations

import random

import pytest

from paytables.models import Variant
from trainer.kinds import Dealing, kind_of


@pytest.fixture
def deal():
    """``deal(kind, variant="standard", line=None, seed=1, ...)``: an unsaved question.

    Each house's rules are read once a test, as a drill keeps the rules it started with:
    a test that deals many cells does not read the same rows again for each."""
    houses: dict[str, tuple[Variant, object]] = {}

    def dealt(
        kind: str,
        variant: str = "standard",
        *,
        line: str | None = None,
        seed: int | str = 1,
        difficulty: str = "round",
        rare: bool = False,
        language: str = "en",
        cross_language: bool = False,
    ):
        if variant not in houses:
            house = Variant.objects.get(slug=variant)
            houses[variant] = house, house.rules()
        house, rules = houses[variant]
        dealing = Dealing(
            variant=house,
            rules=rules,
            difficulty=difficulty,
            rare=rare,
            rng=random.Random(seed),
            line=line,
            language=language,
            cross_language=cross_language,
        )
        return kind_of(kind).deal(dealing)

    return dealt
