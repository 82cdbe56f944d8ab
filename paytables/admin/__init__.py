"""The paytables' admin: the reference data (Oasis Poker's variants with the base every
game's variant admin builds on, bonus tables, the glossary, the games), Russian Poker's
variants and the casinos' chip sets. The admin's autodiscovery imports this package, which
registers each, and each game's own admin where its adapter has one
(``paytables/games/<engine>/admin.py``), found from the registry."""

from __future__ import annotations

from importlib import import_module
from importlib.util import find_spec

from paytables.admin import chips, reference, russian  # noqa: F401  (registers them)
from paytables.games import REGISTRY

for _engine in REGISTRY:
    if find_spec(f"paytables.games.{_engine}.admin") is not None:
        import_module(f"paytables.games.{_engine}.admin")
