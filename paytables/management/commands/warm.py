"""``manage.py warm``: compile the analysis kernels now, not on a trainee's first question.

``make run`` runs it before serving, and a release runs it on every app server as the user
gunicorn runs as (see the README's "Past one machine"): numba writes its cache beside the
code when that user may write there, and each worker then loads the machine code from it
as it starts (``croupier/wsgi.py``) instead of compiling for about 14 s.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand
from django.utils.translation import gettext

from engine.oasis.analysis.warm import warm


class Command(BaseCommand):
    help = (
        "Compile the numeric kernels the best-play pages run (numba), so that no request "
        "waits for the compiler; they are cached on disk, and a second run only loads them."
    )

    def handle(self, *args: Any, **options: Any) -> None:
        warmed = warm()
        if warmed.compiled:
            message = gettext(
                "Compiled the analysis kernels in %(seconds).1f s; numba keeps them in %(cache)s."
            )
        else:
            message = gettext(
                "The analysis kernels were compiled already: loaded from %(cache)s in "
                "%(seconds).1f s."
            )
        self.stdout.write(message % {"seconds": warmed.seconds, "cache": warmed.cache})
