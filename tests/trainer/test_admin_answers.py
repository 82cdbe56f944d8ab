"""The admin's attempts say what the trainee read: the hand's name, the option's label, the
amount as the language writes it, never the codes the database keeps."""

from __future__ import annotations

import csv
import io
import random
from decimal import Decimal

import pytest
from django.contrib.admin.helpers import ACTION_CHECKBOX_NAME
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from django.utils import translation
from django.utils.html import escape

from engine.cards import parse_cards
from engine.oasis.analysis import Choice, OptionValue, options_to_data
from paytables.models import GlossaryTerm, Variant
from tests.trainer.factories import (
    AttemptFactory,
    DealtRoundFactory,
    InstructorFactory,
    QuestionFactory,
    TraineeFactory,
)
from trainer.kinds import Dealing, kind_label, kind_of
from trainer.kinds.oasis.slugs import OasisKind
from trainer.models import Attempt, QuestionKind

pytestmark = pytest.mark.django_db

CHANGELIST = "admin:trainer_attempt_changelist"
HAND_CHOICES = ["high_card", "pair", "straight_flush", "royal_flush"]
# The cards switched for a best play: what the codes look like, never to be shown.
CODES = ("royal_flush", "straight_flush", "switch:5c", "10.00", "-75.00", "1050.00")


def url(name: str, language: str, *args: object) -> str:
    with translation.override(language):
        return reverse(name, args=args)


@pytest.fixture
def instructor_client(client: Client) -> Client:
    client.force_login(InstructorFactory())
    return client


def hand_attempt(user: User | None = None) -> Attempt:
    """A royal flush after switching 3♣ for A♥, named a straight flush."""
    user = user or TraineeFactory()
    dealt = DealtRoundFactory(player="Th Jh Qh Kh 3c", discard="3c", draw="Ah")
    question = QuestionFactory(
        user=user,
        kind=OasisKind.HAND,
        dealt_round=dealt,
        choices=HAND_CHOICES,
        answer_key="royal_flush",
    )
    return AttemptFactory(
        user=user,
        question=question,
        kind=OasisKind.HAND,
        cell="hand:royal_flush",
        given="straight_flush",
    )


def best_play_attempt(user: User | None = None) -> Attempt:
    """Switching 5♣ is best; the trainee raised."""
    user = user or TraineeFactory()
    options = [
        OptionValue(Choice.RAISE, expected=-0.2),
        OptionValue(Choice.FOLD, expected=-1.0),
        OptionValue(Choice.SWITCH, discard=parse_cards("5c"), fee=Decimal(1), expected=0.05),
    ]
    dealt = DealtRoundFactory(
        player="Ah Kd Qs Jc 5c",
        dealer="7d 2s 9c 4h 3h",
        discard="",
        draw="",
        ante=Decimal(1),
        analysis=options_to_data(options),
    )
    question = QuestionFactory(
        user=user,
        kind=OasisKind.BEST_PLAY,
        dealt_round=dealt,
        choices=["raise", "fold", "switch:5c"],
        answer_key="switch:5c",
    )
    return AttemptFactory(
        user=user,
        question=question,
        kind=OasisKind.BEST_PLAY,
        cell="best_play:switch",
        given="raise",
    )


def amount_attempts() -> tuple[Attempt, Attempt]:
    """A raise paid 1,050 typed right, and a net loss of 75 typed as -70."""
    paid = AttemptFactory(kind=OasisKind.RAISE, question__answer_key="1050.00", given="1050")
    lost = AttemptFactory(kind=OasisKind.NET, question__answer_key="-75.00", given="-70")
    return paid, lost


def every_kind() -> list[Attempt]:
    return [hand_attempt(), best_play_attempt(), *amount_attempts()]


def export(client: Client, attempts: list[Attempt], language: str) -> list[list[str]]:
    response = client.post(
        url(CHANGELIST, language),
        {
            "action": "export_csv",
            "index": "0",
            ACTION_CHECKBOX_NAME: [attempt.pk for attempt in attempts],
        },
    )
    assert response.status_code == 200
    text = response.content.decode("utf-8")
    assert text.startswith("\ufeff")
    return list(csv.reader(io.StringIO(text.removeprefix("\ufeff"))))


READABLE = {
    "en": {
        "hand": ("Straight flush", "Royal flush"),
        "best_play": ("Raise", "Switch 5♣ (fee 1 ante)"),
        "raise": ("1050", "+1,050"),
        "net": ("-70", "−75"),
    },
    "vi": {
        "hand": ("Thùng phá sảnh", "Thùng phá sảnh lớn"),
        "best_play": ("Raise", "Đổi 5♣ (phí 1 ante)"),
        "raise": ("1050", "+1.050"),
        "net": ("-70", "−75"),
    },
}


@pytest.mark.parametrize("language", ["en", "vi"])
def test_attempt_list_shows_answers_as_the_trainee_read_them(instructor_client, language):
    every_kind()

    response = instructor_client.get(url(CHANGELIST, language))

    assert response.status_code == 200
    rows = {
        attempt.kind: (attempt.shown_answers.given, attempt.shown_answers.right)
        for attempt in response.context["cl"].result_list
    }
    assert rows == READABLE[language]
    content = response.content.decode()
    for given, right in READABLE[language].values():
        assert f'<td class="field-given_answer">{given}</td>' in content
        assert f'<td class="field-right_answer">{right}</td>' in content
    for code in CODES:
        assert f">{code}<" not in content


@pytest.mark.parametrize("language", ["en", "vi"])
def test_attempt_page_shows_answers_question_and_reason_as_the_trainee_read_them(
    instructor_client, language
):
    attempts = every_kind()

    for attempt in attempts:
        response = instructor_client.get(url("admin:trainer_attempt_change", language, attempt.pk))

        assert response.status_code == 200
        content = response.content.decode()
        given, right = READABLE[language][attempt.kind]
        assert f'<div class="readonly">{given}</div>' in content
        assert f'<div class="readonly">{right}</div>' in content
        for code in CODES:
            assert f">{code}<" not in content
    hand_page = instructor_client.get(url("admin:trainer_attempt_change", language, attempts[0].pk))
    with translation.override(language):
        prompt = translation.gettext("What is the player's final hand?")
        cell = translation.gettext("Hand: %(hand)s") % {"hand": READABLE[language]["hand"][1]}
    content = hand_page.content.decode()
    assert escape(prompt) in content
    assert f'<div class="readonly">{cell}</div>' in content
    # The reason names the cards of the hand, as the trainee's worked answer does.
    assert {"en": "10, J, Q, K and A, all ♥", "vi": "10, J, Q, K và A"}[language] in content


@pytest.mark.parametrize("language", ["en", "vi"])
def test_export_csv_writes_answers_and_variants_as_the_trainee_read_them(
    instructor_client, language
):
    attempts = every_kind()

    rows = export(instructor_client, attempts, language)

    variant = {"en": "Oasis Poker (standard rules)", "vi": "Oasis Poker (luật chuẩn)"}[language]
    with translation.override(language):
        skills = {kind_label(kind): kind for kind in READABLE[language]}
    answers = {skills[row[3]]: (row[4], row[5]) for row in rows[1:]}
    assert answers == READABLE[language]
    assert {row[2] for row in rows[1:]} == {variant}


def test_export_csv_keeps_a_signed_amount_a_number_and_a_formula_text(instructor_client):
    paid, lost = amount_attempts()
    formula = AttemptFactory(kind=OasisKind.RAISE, given="=1+1", question__answer_key="10.00")

    rows = export(instructor_client, [paid, lost, formula], "en")

    cells = {row[4]: row[5] for row in rows[1:]}
    # "+1,050" is a number to a spreadsheet and cannot run; "=1+1" typed could.
    assert cells == {"1050": "+1,050", "-70": "−75", "'=1+1": "+10"}


def test_side_pots_answer_given_is_shown_pot_by_pot_as_the_trainee_typed_it(instructor_client):
    variant = Variant.objects.get(slug="standard")
    dealt = kind_of(QuestionKind.SIDE_POTS).deal(
        Dealing(
            variant=variant,
            rules=variant.rules(),
            difficulty="round",
            rare=False,
            rng=random.Random(1),
        )
    )
    question = QuestionFactory(
        kind=QuestionKind.SIDE_POTS,
        dealt_round=None,
        choices=dealt.choices,
        answer_key=dealt.answer_key,
    )
    typed = "7" + dealt.answer_key
    attempt = AttemptFactory(
        question=question, kind=QuestionKind.SIDE_POTS, given=typed, variant=None
    )

    response = instructor_client.get(url(CHANGELIST, "en"))

    (shown,) = response.context["cl"].result_list
    given, right = shown.shown_answers.given, shown.shown_answers.right
    first_chips = dealt.answer_key.split(",")[0]
    assert given.startswith("Main pot: Seat ")
    assert f" 7{first_chips}, " in given
    assert "/" not in given
    assert right == given.replace(f" 7{first_chips}, ", f" {first_chips}, ", 1)
    assert attempt.given == typed


def test_attempt_without_an_answer_says_why(instructor_client):
    skipped = AttemptFactory(given="", is_correct=False, skipped=True)
    late = AttemptFactory(given="", is_correct=False, in_time=False)

    response = instructor_client.get(url(CHANGELIST, "en"))
    rows = export(instructor_client, [skipped, late], "en")

    content = response.content.decode()
    assert '<td class="field-given_answer">none: skipped</td>' in content
    assert '<td class="field-given_answer">none: time ran out</td>' in content
    assert {row[4] for row in rows[1:]} == {"none: skipped", "none: time ran out"}


def glossary_attempt(**question) -> Attempt:
    terms = list(GlossaryTerm.objects.order_by("position")[:2])
    asked = QuestionFactory(
        kind=QuestionKind.GLOSSARY_TERM,
        dealt_round=None,
        term=terms[0],
        choices=[term.slug for term in terms],
        answer_key=terms[0].slug,
        **question,
    )
    return AttemptFactory(
        question=asked, kind=QuestionKind.GLOSSARY_TERM, given=terms[1].slug, variant=None
    )


def test_glossary_answer_in_the_other_language_is_marked_as_such(instructor_client):
    attempt = glossary_attempt(prompt_language="vi", answer_language="en")
    right = attempt.question.term

    response = instructor_client.get(url(CHANGELIST, "vi"))

    # A term-to-meaning question: the choices are meanings.
    assert f'<span lang="en">{escape(right.meaning_en)}</span>' in response.content.decode()


def test_attempt_list_reads_the_glossary_terms_of_a_page_at_once(
    instructor_client, django_assert_num_queries
):
    for _ in range(3):
        glossary_attempt(prompt_language="en", answer_language="en")
    hand_attempt()
    best_play_attempt()
    target = url(CHANGELIST, "en")
    instructor_client.get(target)  # the session's first read, and the caches

    # Session, user, permissions (2), the trainee and variant filters, the count twice, the
    # page, the glossary terms of the whole page in one query, and the dates (2).
    with django_assert_num_queries(12):
        response = instructor_client.get(target)

    assert response.context["cl"].result_count == 5
