"""A person's full name as certificates print it: how it is tidied and what is refused, and
what an app built on the trainer says about it (``trainer.extensions``). The school, which
prints the certificates, registers which characters its fonts cannot draw and whether a
trainee's name is on a certificate already (then it is his no longer to change).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable

from django.contrib.auth.models import User
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

from trainer.extensions import Providers

NAME_MIN, NAME_MAX = 2, 100
# Beside letters and their marks, what names are written with: "Jean-Luc", "O'Brien",
# "Lê Văn Tám Jr.", the middle dot of some transliterations.
NAME_PUNCTUATION = frozenset(" -'’.·")
SPACES = re.compile(r"\s+")

# The characters of a name that certificates cannot draw, as one string, or None when
# every one can be.
UndrawableProvider = Callable[[str], str | None]
_UNDRAWABLE: Providers[str, str] = Providers()
# Why ``user`` may not change his own name (it is printed on a certificate), or None.
FrozenProvider = Callable[[User], str | None]
_FROZEN: Providers[User, str] = Providers()


def undrawable_provider_register(provider: UndrawableProvider) -> None:
    """Ask ``provider`` which characters of a name cannot be printed, from now on."""
    _UNDRAWABLE.register(provider)


def frozen_provider_register(provider: FrozenProvider) -> None:
    """Ask ``provider`` whether a trainee's name is his no longer to change, from now on."""
    _FROZEN.register(provider)


def name_frozen_reason(*, user: User) -> str | None:
    """Why ``user`` may no longer correct his own name, or ``None`` while he may."""
    return _FROZEN.ask(user)


def full_name_normalise(value: str) -> str:
    """``value`` in Unicode's composed form (NFC: "ễ" one character, however it was typed,
    so that two spellings of one name compare and print alike), trimmed, each run of spaces
    made one."""
    return SPACES.sub(" ", unicodedata.normalize("NFC", value)).strip()


def full_name_validate(name: str) -> None:
    """Refuse a normalised ``name`` that is too short or too long, has a character no
    name is written with (a digit, a symbol, an emoji), has no letter, or has letters the
    certificates cannot print. Raises ``ValidationError`` with a code saying which."""
    if len(name) < NAME_MIN:
        raise ValidationError(_("Give your full name, as it is to be printed."), code="short")
    if len(name) > NAME_MAX:
        raise ValidationError(
            _("A name of at most %(max)s characters, please."),
            code="long",
            params={"max": NAME_MAX},
        )
    others = _distinct(char for char in name if not _in_a_name(char))
    if others:
        raise ValidationError(
            _("A name is letters, spaces and - ' . only; not %(chars)s."),
            code="characters",
            params={"chars": others},
        )
    if not any(unicodedata.category(char).startswith("L") for char in name):
        raise ValidationError(_("Give your full name, as it is to be printed."), code="short")
    undrawable = _UNDRAWABLE.ask(name)
    if undrawable:
        raise ValidationError(
            _(
                "Certificates cannot print %(chars)s: write the name in Latin letters "
                "(with Vietnamese accents), or in Chinese characters."
            ),
            code="undrawable",
            params={"chars": undrawable},
        )


def title_validate(title: str) -> None:
    """Refuse a title with a control character or one the certificates cannot print: it
    is printed under the signer's name. Raises ``ValidationError`` (code ``undrawable``)."""
    controls = _distinct(char for char in title if unicodedata.category(char).startswith("C"))
    undrawable = controls or _UNDRAWABLE.ask(title)
    if undrawable:
        raise ValidationError(
            _("Certificates cannot print %(chars)s."),
            code="undrawable",
            params={"chars": undrawable},
        )


def _in_a_name(char: str) -> bool:
    return char in NAME_PUNCTUATION or unicodedata.category(char)[0] in "LM"


def _distinct(chars: Iterable[str]) -> str:
    """The characters in the order first met, each once, as one string to quote."""
    return " ".join(dict.fromkeys(chars))
