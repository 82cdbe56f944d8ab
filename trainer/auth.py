"""Log-ins counted by django-axes, which refuses a locked account before its password is
looked at (see ``AXES_*`` in the settings)."""

from __future__ import annotations

from axes.backends import AxesStandaloneBackend
from django.http import HttpRequest


class LockoutBackend(AxesStandaloneBackend):
    """django-axes' check, for log-ins that come with a request (the site's and the
    admin's). One without a request (a shell, the test client's ``login``) has no page to
    answer with a lockout: it is left to the model backend, as if axes were not there."""

    def authenticate(
        self,
        request: HttpRequest | None,
        username: str | None = None,
        password: str | None = None,
        **kwargs: object,
    ) -> None:
        if request is None:
            return None
        return super().authenticate(request, username=username, password=password, **kwargs)
