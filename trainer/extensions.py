"""What the apps built on the trainer tell it, since it may not import them.

DESIGN.md: ``school`` uses ``trainer``, never the other way. Where the trainer needs what
such an app knows (the house a trainee deals for, the trainees an instructor teaches), the
app registers a provider from its ``AppConfig.ready()``, and the trainer asks the providers
in the order they registered; the first answer that is not ``None`` counts. With no
provider registered, the trainer works as if nobody had anything to say.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

Asked = TypeVar("Asked")
Answer = TypeVar("Answer")


class Providers(Generic[Asked, Answer]):
    """The providers of one answer the trainer asks for."""

    def __init__(self) -> None:
        self._providers: list[Callable[[Asked], Answer | None]] = []

    def register(self, provider: Callable[[Asked], Answer | None]) -> None:
        """Ask ``provider`` from now on (once, however often it is registered: ``ready()``
        may run more than once in tests)."""
        if provider not in self._providers:
            self._providers.append(provider)

    def ask(self, asked: Asked) -> Answer | None:
        """The first provider's answer that is not ``None``; ``None`` when none has one."""
        for provider in self._providers:
            answer = provider(asked)
            if answer is not None:
                return answer
        return None
