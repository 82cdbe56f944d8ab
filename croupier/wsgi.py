"""WSGI entry point: exposes ``application`` for a WSGI server (gunicorn, runserver)."""

from __future__ import annotations

import os
import threading

from django.core.wsgi import get_wsgi_application

from croupier.warming import warm_and_report

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "croupier.settings")

application = get_wsgi_application()

# numba's first call in a process takes about a second even when `manage.py warm` has
# cached the kernels (it loads its own typing and lowering tables), so each serving process
# makes that call as it starts, not inside a trainee's first best-play question. In a
# thread, so that no worker waits to boot: on a cache `warm` did not fill, it compiles for
# 15 s or more (a minute on a busy machine), which could outlast gunicorn's 30 s worker
# timeout. A fork (gunicorn --preload forks after this import) first waits for it, so no
# child inherits a lock the thread holds. A process that had to compile says so in the log.
warming = threading.Thread(target=warm_and_report, name="warm-kernels", daemon=True)
warming.start()
os.register_at_fork(before=warming.join)
