"""A Russian Poker drill through the pages, as a trainee on a phone takes one: the round as
it happened (the exchange or sixth card, the insurance, the game bought), the answer, the
feedback; and what the rest of the trainer makes of a second game's answers."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse
from django.utils import translation

from paytables.models import Variant
from trainer.models import Attempt, DrillSession
from trainer.selectors import mastery_grid

from .factories import TraineeFactory
from .test_drill_flow import answer, start

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


def url(name, language="en", **kwargs):
    with translation.override(language):
        return reverse(name, kwargs=kwargs or None)


@pytest.fixture
def trainee():
    return TraineeFactory()


def open_question(client, drill):
    response = client.get(url("trainer:drill", pk=drill.pk), follow=True)
    assert response.status_code == 200
    return drill.questions.order_by("-position").first(), response.content.decode()


@pytest.mark.parametrize("language", ["en", "vi"])
def test_a_russian_poker_drill_started_from_the_form_shows_and_grades_its_rounds(
    client, trainee, language
):
    client.force_login(trainee)
    response = client.post(
        url("trainer:drill_create", language),
        {
            "variant": "classic",
            "kinds": ["ru_bet", "ru_fee", "ru_insurance"],
            "difficulty": "round",
            "length": "3",
        },
    )
    assert response.status_code == 302
    drill = DrillSession.objects.get(user=trainee)
    for _position in range(3):
        question, page = open_question(client, drill)
        assert "round__side" in page  # the player's and the dealer's cards
        posted = client.post(
            url("trainer:answer", language, pk=question.pk),
            {"answer": question.answer_key},
            headers=HTMX,
        )
        assert posted.status_code == 200
        assert "feedback--right" in posted.content.decode()
    assert Attempt.objects.filter(user=trainee, is_correct=True).count() == 3


def test_the_drill_form_groups_the_kinds_by_game(client, trainee):
    client.force_login(trainee)
    page = re.sub(r"\s+", " ", client.get(url("trainer:home")).content.decode())
    page = page[page.index('class="drill-form"') :]
    oasis = page.index("Oasis Poker and Caribbean Stud</legend>")
    russian = page.index("Russian Poker</legend>")
    every = page.index("Any game</legend>")
    assert oasis < page.index('value="raise"') < russian < page.index('value="ru_bet"') < every
    assert every < page.index('value="glossary_term"')


def test_an_oasis_kind_at_a_russian_poker_house_is_refused_with_a_message(client, trainee):
    client.force_login(trainee)
    response = client.post(
        url("trainer:drill_create"),
        {"variant": "lunar", "kinds": ["raise"], "difficulty": "round", "length": "3"},
    )
    assert response.status_code == 200
    assert "this question is about Oasis Poker, not this game" in response.content.decode()
    assert not DrillSession.objects.exists()


def test_the_game_bought_shows_the_card_the_dealer_gave_up_and_drew(client, trainee):
    client.force_login(trainee)
    drill = start(
        trainee, kinds=("ru_game_bought",), slug="classic", cells=["ru_game_bought:player"]
    )
    _question, page = open_question(client, drill)
    assert "A game bought for 1 ante:" in page


def test_answers_of_another_game_stay_in_the_mastery_grid_at_an_oasis_house(trainee):
    drill = start(trainee, kinds=("ru_bet",), slug="classic", length=1)
    from trainer.services import question_next

    answer(trainee, question_next(user_id=trainee.pk, drill_pk=drill.pk), right=True)
    grid = {
        row.kind: row
        for row in mastery_grid(user=trainee, rules=Variant.objects.get(slug="standard").rules())
    }
    assert "ru_bet" in grid and len(grid["ru_bet"].cells) == 1
    assert "raise" in grid


@pytest.mark.parametrize("language", ["en", "vi"])
def test_a_russian_poker_table_is_settled_box_by_box_on_its_page(client, trainee, language):
    client.force_login(trainee)
    drill = start(
        trainee, kinds=("ru_settle_table",), slug="classic", cells=["ru_settle_table:blind_box"]
    )
    question, page = open_question(client, drill)
    assert page.count('name="box-') == 3
    amounts = dict(zip(["box-1", "box-2", "box-3"], question.answer_key.split(";"), strict=True))
    posted = client.post(url("trainer:answer", language, pk=question.pk), amounts, headers=HTMX)
    assert "feedback--right" in posted.content.decode()
    assert Attempt.objects.get(question=question).is_correct
