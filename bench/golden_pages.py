"""Golden pages: the site's HTML before and after a refactoring that must not change it.

``.venv/bin/python bench/golden_pages.py record DIR`` builds a scratch SQLite database with
the reference data (the migrations), then writes as HTML files, in English and Vietnamese:

- for every question kind, at the first house of each game that asks it, a fixed-seed sample
  of questions: the question page and, answered, the page with its worked answer;
- every public page of both games: rules, variants, each variant, payouts, the glossary,
  Caribbean Stud, the calculator empty and settling a round, the self-test's introduction,
  a self-test of each game dealt from a fixed seed, and the same answered.

``.venv/bin/python bench/golden_pages.py compare DIR_A DIR_B`` lists the files that are
missing on one side or differ, each with a short unified diff, and exits 1 when any does.

What changes from request to request (CSRF tokens, self-test tokens, times of day, the
seconds an answer took) is replaced by a placeholder before a page is written, so two
recordings of the same commit are identical. The tests' factories make the trainees and
drills; nothing in the app imports this script.
"""

from __future__ import annotations

import argparse
import difflib
import logging
import os
import random
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("en", "vi")
SEEDS = (1, 2, 3)
ACTION = re.compile(r'<form method="post" action="([^"]+/answer/)"')
CHOICE = re.compile(r'<button type="submit" name="answer" value="([^"]+)"')
BOX = re.compile(r'<input type="text" name="(answer|box-\d+|chips-\d+-\d+)"')
SELF_TEST_FIELD = re.compile(r'name="(q\d+)"')
# Per-request noise, each with its placeholder.
NOISE = (
    (re.compile(r'(name="csrfmiddlewaretoken" value=")[^"]+'), r"\1CSRF"),
    (re.compile(r'("x-csrftoken": ")[^"]+'), r"\1CSRF"),
    (re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"), "UUID"),
    (re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d:\d\d|Z)?"), "DATETIME"),
    (re.compile(r"\b\d{1,2}:\d\d(:\d\d)?\b"), "TIME"),
    # The seconds an answer took, as the feedback says them.
    (re.compile(r'(class="feedback__time">)[^<:]*'), r"\1SECONDS"),
)


def normalise(html: str) -> str:
    for pattern, placeholder in NOISE:
        html = pattern.sub(placeholder, html)
    return html


def setup(database: Path) -> None:
    sys.path.insert(0, str(ROOT))
    os.environ["DJANGO_SETTINGS_MODULE"] = "croupier.settings"
    os.environ["DATABASE_URL"] = f"sqlite:///{database}"
    os.environ.pop("REDIS_URL", None)
    import django
    from django.conf import settings
    from django.core.management import call_command

    django.setup()
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    settings.ALLOWED_HOSTS = ["*"]
    logging.disable(logging.WARNING)  # every login logs a line
    call_command("migrate", verbosity=0)


class Recorder:
    def __init__(self, out: Path) -> None:
        self.out = out
        self.count = 0

    def write(self, name: str, response) -> str:
        from django.core.cache import caches

        assert response.status_code == 200, (name, response.status_code)
        html = response.content.decode()
        (self.out / f"{name}.html").write_text(normalise(html))
        self.count += 1
        for each in caches.all():  # the rate limits count in the cache
            each.clear()
        return html


def url(name: str, language: str, **kwargs) -> str:
    from django.urls import reverse
    from django.utils import translation

    with translation.override(language):
        return reverse(name, kwargs=kwargs or None)


def record_kinds(recorder: Recorder) -> None:
    from django.test import Client

    from paytables.models import Variant
    from tests.trainer.factories import DrillSessionFactory, TraineeFactory
    from trainer.kinds import KINDS, Dealing
    from trainer.services import _save_question

    houses = [(variant, variant.rules()) for variant in Variant.objects.order_by("game", "slug")]
    for slug, kind in sorted(KINDS.items()):
        asked: set[str] = set()
        for variant, rules in houses:
            game = variant.game.slug
            if game in asked or kind.refusal(rules) is not None:
                continue
            asked.add(game)
            for seed in SEEDS:
                dealing = Dealing(
                    variant=variant,
                    rules=rules,
                    difficulty="round",
                    rare=False,
                    rng=random.Random(f"{slug}:{variant.slug}:{seed}"),
                )
                question = kind.deal(dealing)
                user = TraineeFactory()
                session = DrillSessionFactory(user=user, variant=variant, kinds=[slug])
                question.user, question.session, question.position = user, session, 1
                question = _save_question(question)
                client = Client()
                client.force_login(user)
                name = f"kind-{slug}-{variant.slug}-{seed}"
                pages = {}
                for language in LANGUAGES:
                    page = url("trainer:question", language, pk=question.pk)
                    pages[language] = recorder.write(f"{name}-{language}", client.get(page))
                html = pages["en"]
                action = ACTION.search(html)[1]
                choice = CHOICE.search(html)
                fields = BOX.findall(html)
                if choice:
                    answer = {"answer": question.answer_key}
                elif fields == ["answer"]:
                    answer = {"answer": question.answer_key.replace(";", "\n")}
                else:
                    answer = dict.fromkeys(fields, "10")
                response = client.post(action, answer)
                assert response.status_code == 302, (name, response.status_code)
                for language in LANGUAGES:
                    page = url("trainer:question", language, pk=question.pk)
                    recorder.write(f"{name}-answered-{language}", client.get(page))


def record_public(recorder: Recorder) -> None:
    from urllib.parse import urlencode

    from django.test import Client
    from django.utils import translation

    from paytables.models import Variant

    # Each page's file name, and the game of its address (``<game>/<page>/``).
    oasis, russian_poker = {"game": "oasis-poker"}, {"game": "russian-poker"}
    calculators = {
        ("calculator", "oasis-poker"): {
            "variant": "standard",
            "ante": "100",
            "player": "9h Th Jh Qh 3c",
            "dealer": "Ad Ks 7c 5s 2d",
            "discard": "3c",
            "draw": "Kh",
            "decision": "raise",
        },
        ("russian_calculator", "russian-poker"): {
            "variant": "classic",
            "ante": "10",
            "player": "9h 9d 9c 8s 2h",
            "dealer": "Ad Kc 7c 5s 2d",
            "decision": "bet",
        },
    }
    client = Client()
    for language in LANGUAGES:
        pages = {
            "rules": url("paytables:rules", language, **oasis),
            "variants": url("paytables:variants", language, **oasis),
            "payouts": url("paytables:payouts", language, **oasis),
            "glossary": url("paytables:glossary", language),
            "caribbean": url("paytables:caribbean", language),
            "russian-rules": url("paytables:rules", language, **russian_poker),
            "russian-variants": url("paytables:variants", language, **russian_poker),
            "russian-payouts": url("paytables:payouts", language, **russian_poker),
            "self-test-intro": url("trainer:self_test", language),
            "self-test-intro-russian": url("trainer:self_test", language) + "?game=russian",
        }
        for variant in Variant.objects.select_related("game").order_by("slug"):
            # Each variant under its own game's address (``Variant.get_absolute_url``).
            with translation.override(language):
                pages[f"variant-{variant.slug}"] = variant.get_absolute_url()
        for (short, game_slug), query in calculators.items():
            address = url("paytables:calculator", language, game=game_slug)
            pages[short] = address
            pages[f"{short}-settled"] = f"{address}?{urlencode(query)}"
        for name, page in pages.items():
            recorder.write(f"public-{name}-{language}", client.get(page))
    record_self_tests(recorder)


def record_self_tests(recorder: Recorder) -> None:
    from django.test import Client

    from trainer.forms import self_test_games

    # A self-test is dealt from the system's random source: a fixed one deals the same test.
    system_random = random.SystemRandom
    random.SystemRandom = lambda: random.Random(2026)  # type: ignore[assignment,misc]
    try:
        for game, _label in self_test_games():
            for language in LANGUAGES:
                client = Client()
                start = url("trainer:self_test_create", language)
                response = client.post(start, {"game": game})
                assert response.status_code == 302, (game, response.status_code)
                page = response["Location"]
                name = f"public-self-test-{game}-{language}"
                html = recorder.write(name, client.get(page))
                answers = dict.fromkeys(SELF_TEST_FIELD.findall(html), "10")
                response = client.post(page, answers)
                assert response.status_code == 302, (game, response.status_code)
                recorder.write(f"{name}-answered", client.get(page))
    finally:
        random.SystemRandom = system_random  # type: ignore[misc]


def record(out: Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        setup(Path(scratch) / "golden.sqlite3")
        recorder = Recorder(out)
        record_public(recorder)
        record_kinds(recorder)
    print(f"{recorder.count} pages written to {out}")
    return 0


def compare(first: Path, second: Path, lines: int = 12) -> int:
    names = {path.name for path in first.glob("*.html")} | {
        path.name for path in second.glob("*.html")
    }
    differing = 0
    for name in sorted(names):
        a, b = first / name, second / name
        if not a.exists() or not b.exists():
            print(f"{name}: only in {a.parent if a.exists() else b.parent}")
            differing += 1
            continue
        before, after = a.read_text().splitlines(), b.read_text().splitlines()
        if before == after:
            continue
        differing += 1
        diff = list(difflib.unified_diff(before, after, str(a), str(b), n=0, lineterm=""))
        print(f"{name}: differs")
        for line in diff[2 : 2 + lines]:
            print(f"    {line.strip()[:160]}")
        if len(diff) > 2 + lines:
            print(f"    ... {len(diff) - 2 - lines} more diff lines")
    print(f"{len(names)} pages, {differing} differ")
    return 1 if differing else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("record").add_argument("out", type=Path)
    compared = commands.add_parser("compare")
    compared.add_argument("first", type=Path)
    compared.add_argument("second", type=Path)
    args = parser.parse_args(argv)
    if args.command == "record":
        return record(args.out)
    return compare(args.first, args.second)


if __name__ == "__main__":
    raise SystemExit(main())
