"""The kinds on chips in a drill's pages: the picture drawn in the house's colours, the
one-way tray of a kind answered in chips only (shown whatever the drill's way, with no
switch to typing), a typed answer to it refused with a message, the verdict's chips and
working."""

from __future__ import annotations

from collections import Counter

import pytest
from django.urls import reverse
from django.utils import translation

from engine.chips import change
from paytables.models import ChipSet, Variant
from tests.paytables.factories import ChipSetFactory
from tests.trainer.factories import TraineeFactory
from tests.trainer.helpers import next_question
from trainer.chips import question_chips
from trainer.kinds import kind_of
from trainer.models import Attempt, DrillSession
from trainer.services import attempt_record, drill_retry, drill_start

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}


def url(name, language="en", **kwargs):
    with translation.override(language):
        return reverse(name, kwargs=kwargs or None)


def chip_drill(kind: str, *, in_chips: bool = False):
    trainee = TraineeFactory()
    return drill_start(
        user=trainee,
        variant=Variant.objects.get(slug="standard"),
        kinds=[kind],
        difficulty="round",
        rare=False,
        seconds_per_question=None,
        length=2,
        answer_in_chips=in_chips,
    )


def posted_chips(question) -> dict[str, str]:
    held = Counter(kind_of(question.kind).house(question))
    return {"direction": "pay", "chips": ",".join(f"{v}x{n}" for v, n in held.items())}


@pytest.mark.parametrize("kind", ["chip_colour_up", "chip_change", "chip_pay"])
@pytest.mark.parametrize("language", ["en", "vi"])
def test_a_chips_only_kind_shows_a_one_way_tray_in_a_typed_drill(client, kind, language):
    session = chip_drill(kind)
    client.force_login(session.user)
    for headers in ({}, HTMX):
        page = client.get(url("trainer:drill", language, pk=session.pk), **headers).content
        page = page.decode()
        assert "data-chip-tray" in page and 'name="direction" value="pay"' in page
        assert "data-chip-direction" not in page  # no pay-or-take to choose
        assert "data-keypad-template" not in page
        assert "chips-switch" not in page  # nothing to switch to
        assert 'class="chip-skill"' in page and "<svg" in page


def test_count_shows_stacks_without_their_counts_and_a_typed_box(client):
    session = chip_drill("chip_count", in_chips=True)
    client.force_login(session.user)
    page = client.get(url("trainer:drill", pk=session.pk)).content.decode()
    question = next_question(session)
    assert "data-chip-tray" not in page and 'name="answer"' in page
    piles = kind_of("chip_count").piles(question)
    for _value, many in piles:
        assert f"{many} ×" not in page.split('class="chip-skill"')[1].split("</figure>")[0]


def test_count_answered_typed_is_graded_with_its_working(client):
    session = chip_drill("chip_count")
    client.force_login(session.user)
    question = next_question(session)
    response = client.post(url("trainer:answer", pk=question.pk), {"answer": question.answer_key})
    assert response.status_code == 302
    assert Attempt.objects.get(question=question).is_correct
    page = client.get(url("trainer:question", pk=question.pk)).content.decode()
    assert 'class="chip-skill__steps"' in page and "A full stack is 20 chips." in page


def test_a_typed_answer_to_a_chips_only_kind_is_refused_and_records_nothing(client):
    session = chip_drill("chip_colour_up")
    client.force_login(session.user)
    question = next_question(session)
    response = client.post(url("trainer:answer", pk=question.pk), {"answer": question.answer_key})
    assert "Answer this one in chips" in response.content.decode()
    assert not Attempt.objects.filter(question=question).exists()


def test_colour_up_pushed_as_the_house_does_is_right_and_the_verdict_draws_its_chips(client):
    session = chip_drill("chip_colour_up")
    client.force_login(session.user)
    question = next_question(session)
    response = client.post(url("trainer:answer", pk=question.pk), posted_chips(question))
    assert response.status_code == 302
    assert Attempt.objects.get(question=question).is_correct
    page = client.get(url("trainer:question", pk=question.pk)).content.decode()
    assert "chip-feedback" in page and "chip-feedback__note" not in page
    assert "The fewest chips of the house that make it" in page


def test_change_with_his_own_chip_back_is_wrong(client):
    session = chip_drill("chip_change")
    client.force_login(session.user)
    question = next_question(session)
    chip, many = kind_of("chip_change").handed(question)
    posted = {"direction": "pay", "chips": f"{chip}x{many}"}
    client.post(url("trainer:answer", pk=question.pk), posted)
    attempt = Attempt.objects.get(question=question)
    assert not attempt.is_correct
    page = client.get(url("trainer:question", pk=question.pk)).content.decode()
    assert "The house changes a chip into as many of the next value down" in page


def test_a_right_pay_in_more_chips_is_right_with_the_house_policy_named(client):
    session = chip_drill("chip_pay")
    client.force_login(session.user)
    question = next_question(session)
    house = kind_of("chip_pay").house(question)
    # The largest chip paid changed into its next value down: the same worth, more chips.
    chip_set = question_chips(question)
    changeable = [v for v in house if v != min(chip_set.values)]
    if changeable:
        worse = [*house]
        worse.remove(changeable[0])
        worse += change(chip_set, changeable[0])
    else:  # paid in the smallest chips already: one more is the wrong amount instead
        worse = [*house, min(chip_set.values)]
    posted = {"direction": "pay", "chips": ",".join(f"{v}x{n}" for v, n in Counter(worse).items())}
    client.post(url("trainer:answer", pk=question.pk), posted)
    attempt = Attempt.objects.get(question=question)
    assert attempt.is_correct == bool(changeable)
    page = client.get(url("trainer:question", pk=question.pk)).content.decode()
    if changeable:
        assert "The house pays it in the fewest chips" in page


@pytest.mark.parametrize(("chips", "value"), [("vnd-example", "100000"), ("us-colours", "2.50")])
def test_the_tray_posts_chip_values_unlocalized_in_vietnamese(client, chips, value):
    # Shown in Vietnamese, 100000 reads "100.000" and 2.50 "2,50": the values the script
    # posts must stay as the chips are written ("100000", "2.50"), or the answer is no chips.
    Variant.objects.filter(slug="standard").update(chip_set=ChipSet.objects.get(slug=chips))
    session = chip_drill("chip_colour_up")
    client.force_login(session.user)
    page = client.get(url("trainer:drill", "vi", pk=session.pk)).content.decode()
    assert f'data-chip-add="{value}"' in page and f'data-chip-slot="{value}"' in page


def test_a_retry_leaves_out_a_chip_cell_the_house_chips_can_no_longer_show():
    session = chip_drill("chip_colour_up")
    question = next_question(session)
    attempt_record(user=session.user, question=question, given="chips:pay:1x1", language="en")
    assert not Attempt.objects.get(question=question).is_correct
    Variant.objects.filter(slug="standard").update(chip_set=ChipSetFactory(chips=[(5, "#c8102e")]))
    session.variant.refresh_from_db()
    assert drill_retry(session=session) is None  # nothing it can deal, and no error


def test_the_drill_form_refuses_a_chip_kind_the_house_chips_cannot_show_and_starts_nothing(
    client,
):
    Variant.objects.filter(slug="standard").update(chip_set=ChipSetFactory(chips=[(5, "#c8102e")]))
    trainee = TraineeFactory()
    client.force_login(trainee)
    form = {"variant": "standard", "kinds": ["chip_colour_up"], "difficulty": "round", "length": 5}
    page = client.post(url("trainer:drill_create"), form).content.decode()
    assert "no larger chip to colour up to" in page and "Untick it or choose another house." in page
    assert not DrillSession.objects.exists()
