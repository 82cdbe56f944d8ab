"""Property-based tests: random and hostile text on every form and on ``settle --batch``
always gives a clear error or a valid answer, never a server error, never a stored attempt
for a rejected answer, and nothing echoed unescaped."""

from __future__ import annotations

import io
import json
import sys

import pytest
from django.core.management import call_command
from django.test import Client, override_settings
from django.urls import reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paytables.models import Variant
from tests.trainer.helpers import next_question
from trainer.kinds.oasis.slugs import OasisKind
from trainer.models import Attempt, QuestionKind
from trainer.services import drill_start

pytestmark = pytest.mark.django_db

# As many examples as the profile says (tests/conftest.py): fewer every day, 60 in `make test`.
EXAMPLES = settings(
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
MARKER = "<script>x</script>"

# Text a dealer never types, and text an attacker does.
hostile = st.one_of(
    st.text(max_size=80),
    st.sampled_from(
        [
            "",
            " ",
            "-",
            "1e999999",
            "9" * 400,
            "-0",
            "NaN",
            "Infinity",
            "٣٥٠",  # Arabic-Indic digits
            "１０",  # full-width digits
            "10\x00",
            "1,0,0",
            "'; DROP TABLE trainer_attempt; --",
            '" OR 1=1 --',
            MARKER,
            "<img src=x onerror=alert(1)>",
            "As Kd 4c 3h 2s" * 20,
            "10h 10h",
            "Xx",
            "\u202e10",
        ]
    ),
)


@pytest.fixture(autouse=True)
def _no_throttles():
    """Hundreds of examples from one address within one test: what is tested here is the
    input, not the throttles (tests/trainer/test_throttle.py), so they stay out of the way."""
    unlimited = "1000000/s"
    with override_settings(
        LOGIN_RATE=unlimited, SIGN_UP_RATE=unlimited, SELF_TEST_RATE=unlimited, AXES_ENABLED=False
    ):
        yield


def assert_clean(response) -> None:
    assert response.status_code in (200, 302, 400), response.status_code
    assert MARKER.encode() not in response.content
    assert b"<img src=x" not in response.content


@EXAMPLES
@given(
    ante=hostile,
    bonus=hostile,
    meter=hostile,
    player=hostile,
    dealer=hostile,
    discard=hostile,
    draw=hostile,
    decision=hostile,
    dealer_draw=hostile,
    variant=st.one_of(hostile, st.sampled_from(["standard", "helsinki", "caribbean"])),
)
def test_calculator_answers_any_input_with_a_page(**fields):
    assert_clean(Client().get(reverse("paytables:calculator", args=["oasis-poker"]), fields))


@EXAMPLES
@given(ante=hostile, variant=st.one_of(hostile, st.just("standard")))
def test_payout_summary_answers_any_input_with_a_page(ante, variant):
    assert_clean(
        Client().get(
            reverse("paytables:payouts", args=["oasis-poker"]), {"ante": ante, "variant": variant}
        )
    )


def _drill_question(django_user_model, kinds: list[str]):
    """A logged-in trainee's client and the open question of a new drill of ``kinds``."""
    user, _ = django_user_model.objects.get_or_create(username="lan")
    client = Client()
    client.force_login(user)
    session = drill_start(
        user=user,
        variant=Variant.objects.get(slug="standard"),
        kinds=kinds,
        difficulty="round",
        rare=False,
        seconds_per_question=None,
        length=50,
    )
    return client, next_question(session)


@EXAMPLES
@given(answer=hostile)
def test_a_rejected_drill_answer_is_never_stored(django_user_model, answer):
    client, question = _drill_question(
        django_user_model, [OasisKind.NET.value, OasisKind.WINNER.value]
    )
    response = client.post(reverse("trainer:answer", args=[question.pk]), {"answer": answer})
    assert_clean(response)
    stored = Attempt.objects.filter(question=question).exists()
    assert stored == (response.status_code == 302)


@EXAMPLES
@given(boxes=st.lists(hostile, min_size=1, max_size=4))
def test_a_rejected_answer_of_several_boxes_is_never_stored(django_user_model, boxes):
    """Settling the table (one amount a box) and side pots (one a player and pot): whatever
    the boxes hold, a clear page, and an attempt only for an answer that was read."""
    client, question = _drill_question(
        django_user_model, [OasisKind.SETTLE_TABLE.value, QuestionKind.SIDE_POTS.value]
    )
    names = [f"box-{n}" for n in range(1, 5)] + [f"chips-{n // 2}-{n % 2}" for n in range(4)]
    data = dict(zip(names, boxes * 2, strict=False))
    response = client.post(reverse("trainer:answer", args=[question.pk]), data)
    assert_clean(response)
    stored = Attempt.objects.filter(question=question).exists()
    assert stored == (response.status_code == 302)


@EXAMPLES
@given(
    variant=hostile,
    kinds=st.lists(hostile, max_size=3),
    difficulty=hostile,
    length=hostile,
    seconds=hostile,
)
def test_drill_form_answers_any_input(
    django_user_model, variant, kinds, difficulty, length, seconds
):
    user, _ = django_user_model.objects.get_or_create(username="lan")
    client = Client()
    client.force_login(user)
    data = {
        "variant": variant,
        "kinds": kinds,
        "difficulty": difficulty,
        "length": length,
        "timed": "on",
        "seconds_per_question": seconds,
    }
    assert_clean(client.post(reverse("trainer:drill_create"), data))


@EXAMPLES
@given(q1=hostile, q2=hostile, q3=hostile)
def test_a_rejected_self_test_stores_nothing(q1, q2, q3):
    client = Client()
    location = client.post(reverse("trainer:self_test_create"))["Location"]
    before = Attempt.objects.count()
    response = client.post(location, {"q1": q1, "q2": q2, "q3": q3})
    assert_clean(response)
    if response.status_code == 200:
        assert Attempt.objects.count() == before


@EXAMPLES
@given(username=hostile, password=hostile)
def test_log_in_and_sign_up_answer_any_input(username, password):
    assert_clean(Client().post(reverse("login"), {"username": username, "password": password}))
    data = {"username": username, "full_name": "An", "password1": password, "password2": password}
    assert_clean(Client().post(reverse("sign_up"), data))


json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), hostile),
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(hostile, children, max_size=3)
    ),
    max_leaves=6,
)
entries = st.fixed_dictionaries(
    {},
    optional=dict.fromkeys(
        ("variant", "ante", "bonus", "player", "dealer", "discard", "draw", "decision"), json_values
    ),
)


@EXAMPLES
@given(
    lines=st.lists(
        st.one_of(hostile.map(lambda t: t.replace("\n", " ")), entries.map(json.dumps)), max_size=6
    )
)
def test_settle_batch_answers_every_line_and_never_stops(monkeypatch, lines):
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(line + "\n" for line in lines)))
    out = io.StringIO()
    call_command("settle", batch=True, stdout=out)
    records = [json.loads(line) for line in out.getvalue().splitlines()]
    assert len(records) == len(lines)
    for record in records:
        assert isinstance(record["ok"], bool)
        assert record["ok"] or record["error"]
