"""The paytables' admin: the reference data (Oasis Poker's variants with the base every
game's variant admin builds on, bonus tables, the glossary, the games), Russian Poker's
variants and the casinos' chip sets. The admin's autodiscovery imports this package, which
registers each."""

from __future__ import annotations

from paytables.admin import chips, reference, russian  # noqa: F401  (registers them)
