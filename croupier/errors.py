"""The one error the apps raise for what they refuse: bad input, a stale page, a question a
house cannot ask. Views and commands catch this type only and show its message; nothing was
changed. The engine's own refusals (``engine.errors.PokerError``) stay the engine's: where a
view meets one, it turns it into words with ``paytables.wording.explain``."""

from __future__ import annotations


class Refusal(Exception):
    """A request the site refuses, with nothing changed.

    ``str()`` is the reason in the reader's language; ``field`` names the form field it is
    about (``None``: the whole form or page); ``code`` names the rule for tests and logs;
    ``params`` carry what the message was made from.
    """

    def __init__(
        self, message: str, *, code: str = "refused", field: str | None = None, **params: object
    ) -> None:
        super().__init__(message)
        self.code = code
        self.field = field
        self.params = params
