"""``manage.py warm``, which ``make run`` and a release run before the site serves.

Compiling into an empty cache and loading from a filled one, in fresh processes, are tested
in ``tests/engine/test_analysis_warm.py``.
"""

from __future__ import annotations

from io import StringIO

from django.core.management import call_command

from engine.analysis import kernels


def test_warm_command_leaves_the_page_kernel_compiled_for_the_pages_argument_types():
    out = StringIO()

    call_command("warm", stdout=out)

    # One signature: the one every page's call passes (another would compile on a page).
    assert len(kernels.hand_options.signatures) == 1
    assert str(kernels.hand_options.stats.cache_path) in out.getvalue()
