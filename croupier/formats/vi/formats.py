"""Vietnamese number and date formats. Django's own leave out NUMBER_GROUPING, so 2000 would
print without its thousands separator; Vietnamese dealers write 2.000 and 1.050,5. Its dates
came in three shapes ("Ngày 3 tháng 12 năm 2026", "03-12-2026", "20:47 03-12-2026"): one
here, day/month/year as a Vietnamese writes it, with the time after it where there is one."""

from __future__ import annotations

from django.conf.locale.vi.formats import *  # noqa: F403 (extend Django's formats, not replace)

NUMBER_GROUPING = 3

DATE_FORMAT = "d/m/Y"
SHORT_DATE_FORMAT = DATE_FORMAT
DATETIME_FORMAT = "d/m/Y H:i"
SHORT_DATETIME_FORMAT = DATETIME_FORMAT
