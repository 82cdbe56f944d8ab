"""The rows of a game's "variants and differences" table, whatever the game: for each rule,
what the game's reference house says and which houses do otherwise. Each game's adapter
builds them (``paytables/games/<engine>/comparison.py``); ``paytables/_comparison.html``
shows them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

    from paytables.models import Variant


@dataclass(frozen=True)
class Difference:
    variant: Variant
    text: str


@dataclass(frozen=True)
class ComparisonRow:
    rule: StrOrPromise
    reference: str
    differences: tuple[Difference, ...]
