"""Vietnamese number formats. Django's own leave out NUMBER_GROUPING, so 2000 would print
without its thousands separator; Vietnamese dealers write 2.000 and 1.050,5."""

from __future__ import annotations

from django.conf.locale.vi.formats import *  # noqa: F403 (extend Django's formats, not replace)

NUMBER_GROUPING = 3
