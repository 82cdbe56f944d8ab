"""A trainee let in with a temporary password chooses his own before anything else."""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.urls import Resolver404, resolve

# Set in the session at log-in when the password used was an instructor's temporary one:
# the check costs no query on the requests of everyone else.
MUST_CHANGE_PASSWORD = "must_change_password"
# What such a trainee may still open: the change itself, logging out, the language.
ALLOWED = {"password_change", "password_change_done", "logout", "set_language"}


class PasswordChangeRequiredMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.session.get(MUST_CHANGE_PASSWORD) and request.user.is_authenticated:
            try:
                name = resolve(request.path_info).url_name
            except Resolver404:
                name = None
            if name not in ALLOWED:
                return redirect("password_change")
        return self.get_response(request)
