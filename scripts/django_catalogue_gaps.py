"""Django's own messages that its Vietnamese catalogues do not translate.

Run from the checkout's root after a Django upgrade:

    .venv/bin/python scripts/django_catalogue_gaps.py           # gaps our catalogues lack too
    .venv/bin/python scripts/django_catalogue_gaps.py --all     # every gap, to rewrite the lists
    .venv/bin/python scripts/django_catalogue_gaps.py --excluded

An entry of Django's English (source) catalogue is a gap when the Vietnamese catalogue beside
it has no translated entry with the same context, msgid and plural msgid (absent, empty or
fuzzy). The gaps of the "django" domain are printed as the marked calls that
croupier/django_messages.py holds (paste them there, then extract and translate as the
README's "Translations" says); those of the "djangojs" domain (the admin's JavaScript) as .po
entries for locale/vi/LC_MESSAGES/djangojs.po, which is kept by hand. Entries no visitor can
meet are left out (EXCLUDED says which and why); tests/test_django_messages.py fails while a
gap that is not excluded has no Vietnamese at run time.

Reads the catalogues with polib (requirements-dev.txt).
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import django
import polib

DJANGO = Path(django.__file__).resolve().parent
ROOT = Path(__file__).resolve().parent.parent
LANGUAGE = "vi"

# The catalogues of the apps in INSTALLED_APPS that visitors and instructors meet, with
# their domain. django.contrib.humanize is installed but no template loads it, so its
# catalogue is not here (tests/test_django_messages.py checks that no template loads it).
CATALOGUES = [
    ("conf", "django"),
    ("contrib/admin", "django"),
    ("contrib/auth", "django"),
    ("contrib/contenttypes", "django"),
    ("contrib/sessions", "django"),
    ("contrib/admin", "djangojs"),
]

# Sources (under django/) whose messages no visitor can meet. An entry is left out only when
# every place Django uses it is one of these.
EXCLUDED = {
    "conf/global_settings.py": "language names: the site names its languages in their own "
    "language (settings.LANGUAGES) and shows no other",
    "views/templates/default_urlconf.html": "the 'install worked' page: DEBUG on and no URLs",
    "views/static.py": "django.views.static.serve: runserver with DEBUG on only "
    "(WhiteNoise serves static files otherwise)",
    "views/templates/directory_index.html": "django.views.static.serve's directory index",
}


@dataclass(frozen=True)
class Entry:
    context: str | None
    msgid: str
    plural: str | None
    translated: bool
    sources: tuple[str, ...]  # paths under django/, without line numbers

    @property
    def key(self) -> tuple[str | None, str, str | None]:
        return (self.context, self.msgid, self.plural)


def exclusion(entry: Entry) -> str | None:
    """Why no visitor meets ``entry``, or None when one can."""
    reasons = {EXCLUDED.get(source) for source in entry.sources}
    if entry.sources and None not in reasons:
        return "; ".join(sorted(r for r in reasons if r))
    return None


@dataclass(frozen=True)
class Gap:
    catalogue: str
    domain: str
    entry: Entry

    @property
    def excluded(self) -> str | None:
        return exclusion(self.entry)


def po_entries(path: Path) -> Iterator[Entry]:
    """The live entries of a .po file, its header left out."""
    for entry in polib.pofile(str(path)):
        if entry.obsolete or not entry.msgid:
            continue
        yield Entry(
            context=entry.msgctxt,
            msgid=entry.msgid,
            plural=entry.msgid_plural or None,
            translated=entry.translated(),
            sources=tuple(dict.fromkeys(path for path, _line in entry.occurrences)),
        )


def catalogue_path(catalogue: str, language: str, domain: str) -> Path:
    return DJANGO / catalogue / "locale" / language / "LC_MESSAGES" / f"{domain}.po"


def gaps(language: str = LANGUAGE) -> list[Gap]:
    """Every entry of the English catalogues in CATALOGUES that ``language``'s lacks."""
    found = []
    for catalogue, domain in CATALOGUES:
        done = {
            each.key
            for each in po_entries(catalogue_path(catalogue, language, domain))
            if each.translated
        }
        for each in po_entries(catalogue_path(catalogue, "en", domain)):
            if each.key not in done:
                found.append(Gap(catalogue, domain, each))
    return found


def ours(domain: str) -> set[tuple[str | None, str, str | None]]:
    """What our own catalogue for ``domain`` translates (nothing if there is none)."""
    path = ROOT / "locale" / LANGUAGE / "LC_MESSAGES" / f"{domain}.po"
    if not path.exists():
        return set()
    return {each.key for each in po_entries(path) if each.translated}


def literal(text: str, indent: int) -> str:
    """``text`` as a Python string literal, in implicitly joined pieces (one a line, each
    ending with its space) where it is too long for a line."""
    width = 100 - indent - 3  # the quotes and a comma
    pieces = [""]
    for word in re.findall(r"\S+\s*|\s+", text):
        if pieces[-1] and len(pieces[-1]) + len(word) > width:
            pieces.append("")
        pieces[-1] += word
    return f"\n{' ' * indent}".join(json.dumps(piece, ensure_ascii=False) for piece in pieces)


def python_call(entry: Entry) -> str:
    """The marked call that makemessages extracts as ``entry``, for django_messages.py."""
    name = {
        (False, False): "gettext_lazy",
        (False, True): "ngettext_lazy",
        (True, False): "pgettext_lazy",
        (True, True): "npgettext_lazy",
    }[(entry.context is not None, entry.plural is not None)]
    args = [arg for arg in (entry.context, entry.msgid, entry.plural) if arg is not None]
    one_line = f"    {name}({', '.join(json.dumps(arg, ensure_ascii=False) for arg in args)}),"
    if len(one_line) <= 100:
        return one_line
    return "\n".join([f"    {name}(", *(f"        {literal(arg, 8)}," for arg in args), "    ),"])


def po_entry(entry: Entry) -> str:
    """``entry`` as an untranslated .po entry, for djangojs.po."""

    def quoted(text: str) -> str:
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'

    lines = ["#: " + " ".join(f"django/{source}" for source in entry.sources)]
    if entry.context is not None:
        lines.append(f"msgctxt {quoted(entry.context)}")
    lines.append(f"msgid {quoted(entry.msgid)}")
    if entry.plural is None:
        lines.append('msgstr ""')
    else:
        lines += [f"msgid_plural {quoted(entry.plural)}", 'msgstr[0] ""']
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--all", action="store_true", help="also gaps our catalogues fill")
    parser.add_argument("--excluded", action="store_true", help="only the excluded, and why")
    options = parser.parse_args()

    every = gaps()
    if options.excluded:
        for gap in every:
            if gap.excluded:
                print(f"{gap.catalogue} {gap.domain}: {gap.entry.msgid!r} ({gap.excluded})")
        return
    filled = {domain: set() if options.all else ours(domain) for domain in ("django", "djangojs")}
    seen = set()
    for domain in ("django", "djangojs"):
        print(
            f"# {domain}: "
            + (
                "croupier/django_messages.py"
                if domain == "django"
                else f"locale/{LANGUAGE}/LC_MESSAGES/djangojs.po"
            )
        )
        source = None
        for gap in every:
            entry = gap.entry
            if (
                gap.domain != domain
                or gap.excluded
                or entry.key in filled[domain]
                or (domain, entry.key) in seen
            ):
                continue
            seen.add((domain, entry.key))
            if domain == "djangojs":
                print(po_entry(entry))
                continue
            if entry.sources[0] != source:
                source = entry.sources[0]
                print(f"    # django/{source}")
            print(python_call(entry))


if __name__ == "__main__":
    main()
