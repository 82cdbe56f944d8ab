"""Compiling the kernels at install, so no page waits for numba (``manage.py warm``).

numba compiles a kernel on its first call, about 14 s for ``kernels.hand_options``, and
keeps the machine code in its on-disk cache (``cache=True``): in ``NUMBA_CACHE_DIR`` when
that is set, else in the ``__pycache__`` folder beside ``kernels.py`` when the process may
write there, else in a folder of the user's own cache (``~/.cache/numba``). An entry is
keyed by the kernel's argument types, the CPU, the numba and Python versions and a hash of
``kernels.py``'s bytes: a process whose entry matches loads it instead of compiling; one
whose ``kernels.py`` changed compiles again and overwrites the entry.

What the hash cannot see: a value a kernel takes from another module at compile time
(``tables.FLUSH_OFFSET``) is frozen into the machine code, so a change to it needs the cache
deleted (``find poker -name '*.nbi' -delete``) before warming.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from engine.analysis import kernels, showdowns
from engine.oasis.analysis.options import hand_options
from engine.oasis.variants import STANDARD

# The kernels a page runs (the best-play question and its worked answer, the variant pages'
# advice; Texas Hold'em Bonus's right decision on the flop and the turn, its outlook), each
# through the public function the pages call, so it is compiled for exactly the argument
# types they pass. The return tables' kernels run only in ``manage.py edge``.
PAGE_KERNELS = (kernels.hand_options, showdowns._outlook_counts)


@dataclass(frozen=True)
class Warmed:
    """What ``warm`` did: kernels ``compiled`` now, ``loaded`` from the cache, where the
    cache is and how long it took."""

    compiled: int
    loaded: int
    cache: str
    seconds: float


def warm() -> Warmed:
    """Run every kernel a page runs once, so that numba compiles it now and writes it to its
    cache, or loads it from there when it is in it already (as each serving process does
    when it starts: ``croupier/wsgi.py``). Returns what was compiled
    and what was already there (``Warmed``); raises what numba raises (a kernel that fails to
    compile is a bug, better found at install than on a page)."""
    started = time.perf_counter()
    # Any hand and house will do: every one passes the kernel the same argument types.
    hand_options(STANDARD, "Th Jh Qh 3c 8d", "2s")
    # Two hole cards and a flop, as card numbers: every question passes the same types.
    showdowns.outlook((0, 1), (10, 20, 30))
    seconds = time.perf_counter() - started
    compiled = sum(sum(kernel.stats.cache_misses.values()) for kernel in PAGE_KERNELS)
    loaded = sum(sum(kernel.stats.cache_hits.values()) for kernel in PAGE_KERNELS)
    return Warmed(
        compiled=compiled,
        loaded=loaded,
        cache=str(PAGE_KERNELS[0].stats.cache_path),
        seconds=seconds,
    )
