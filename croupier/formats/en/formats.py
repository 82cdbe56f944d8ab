"""English date formats: one shape of date ("3 Dec 2026", the time after it where there is
one), where Django's come in two ("Dec. 3, 2026" and "12/03/2026 8:47 p.m."), and a
month-first number reads wrongly to a Vietnamese reader switching languages."""

from __future__ import annotations

from django.conf.locale.en.formats import *  # noqa: F403 (extend Django's formats, not replace)

DATE_FORMAT = "j M Y"
SHORT_DATE_FORMAT = DATE_FORMAT
DATETIME_FORMAT = "j M Y, H:i"
SHORT_DATETIME_FORMAT = DATETIME_FORMAT
