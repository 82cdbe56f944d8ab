from __future__ import annotations

import re
from decimal import Decimal

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation
from django.utils.html import escape

from paytables.games import GAMES
from paytables.wording import money
from trainer.kinds import DRILLED_GAMES
from trainer.models import Attempt, SelfTest

pytestmark = pytest.mark.django_db


def url(name, language="en", **kwargs):
    with translation.override(language):
        return reverse(name, kwargs=kwargs or None)


def take(client, language="en") -> SelfTest:
    response = client.post(url("trainer:self_test_create", language))
    token = response["Location"].rstrip("/").rsplit("/", 1)[-1]
    return SelfTest.objects.get(token=token)


def answers(self_test, *, right=True) -> dict[str, str]:
    return {
        f"q{question.position}": question.answer_key if right else "123456"
        for question in self_test.questions.all()
    }


@pytest.mark.parametrize("language", ["en", "vi"])
def test_anyone_can_open_the_self_test(client, language):
    response = client.get(url("trainer:self_test", language))
    assert response.status_code == 200
    assert "not counting the stake" in response.content.decode() or language == "vi"


def test_self_test_deals_three_payout_questions_on_fresh_rounds(client):
    self_test = take(client)
    questions = list(self_test.questions.order_by("position"))
    assert [q.kind for q in questions] == ["raise", "fee", "net"]
    assert len({q.dealt_round.seed for q in questions}) == 3
    page = client.get(url("trainer:self_test_page", token=self_test.token)).content.decode()
    assert page.count('inputmode="text" data-keypad') == 3
    assert page.count("data-keypad-template") == 1
    assert "not counting the stake" in page


def test_anonymous_answers_are_shown_against_the_right_ones_with_the_working(client):
    self_test = take(client)
    data = answers(self_test)
    data["q2"] = "999"
    response = client.post(url("trainer:self_test_page", token=self_test.token), data)
    assert response.status_code == 302
    page = re.sub(r"\s+", " ", client.get(response["Location"]).content.decode())
    assert "2 of 3 right." in page
    assert page.count("Right answer:") == 3
    assert Attempt.objects.filter(question__self_test=self_test, user=None).count() == 3


def test_one_unreadable_answer_stores_none_of_them(client):
    self_test = take(client)
    data = answers(self_test)
    data["q3"] = "ten dollars"
    response = client.post(url("trainer:self_test_page", token=self_test.token), data)
    assert response.status_code == 200
    assert "is not an amount" in response.content.decode()
    assert not Attempt.objects.exists()


def test_self_test_submitted_twice_is_scored_once(client):
    self_test = take(client)
    client.post(url("trainer:self_test_page", token=self_test.token), answers(self_test))
    client.post(
        url("trainer:self_test_page", token=self_test.token), answers(self_test, right=False)
    )
    assert Attempt.objects.count() == 3
    assert all(Attempt.objects.values_list("is_correct", flat=True))


def test_someone_elses_self_test_is_404(client):
    self_test = take(client)
    stranger = Client()
    assert stranger.get(url("trainer:self_test_page", token=self_test.token)).status_code == 404
    response = stranger.post(
        url("trainer:self_test_page", token=self_test.token), answers(self_test)
    )
    assert response.status_code == 404
    assert not Attempt.objects.exists()


def test_logged_in_trainees_self_test_counts_in_their_scores(client, django_user_model):
    trainee = django_user_model.objects.create_user("hoa", password="a-long-pass-phrase")
    client.force_login(trainee)
    self_test = take(client)
    assert self_test.user == trainee
    client.post(url("trainer:self_test_page", token=self_test.token), answers(self_test))
    assert Attempt.objects.filter(user=trainee).count() == 3


def test_self_test_in_vietnamese(client):
    self_test = take(client, "vi")
    page = client.get(url("trainer:self_test_page", "vi", token=self_test.token))
    assert page.status_code == 200
    assert '<html lang="vi">' in page.content.decode()


def test_starting_a_self_test_needs_post(client):
    assert client.get(url("trainer:self_test_create")).status_code == 405


# -- accounts ---------------------------------------------------------------------------------


def test_sign_up_logs_the_new_trainee_in_and_opens_the_trainer(client, django_user_model):
    response = client.post(
        url("sign_up"),
        {
            "username": "thu",
            "full_name": "Thu",
            "password1": "a-long-pass-phrase",
            "password2": "a-long-pass-phrase",
        },
    )
    assert response["Location"] == url("trainer:home")
    assert django_user_model.objects.filter(username="thu").exists()
    assert client.get(url("trainer:home")).status_code == 200


def test_sign_up_with_mismatched_passwords_creates_nobody(client, django_user_model):
    response = client.post(
        url("sign_up"),
        {
            "username": "thu",
            "full_name": "Thu",
            "password1": "a-long-pass-phrase",
            "password2": "other-pass-phrase",
        },
    )
    assert response.status_code == 200
    assert not django_user_model.objects.filter(username="thu").exists()


@pytest.mark.parametrize("language", ["en", "vi"])
def test_log_in_and_sign_up_pages_render(client, language):
    assert client.get(url("login", language)).status_code == 200
    assert client.get(url("sign_up", language)).status_code == 200


def test_log_out_is_a_post_and_ends_the_session(client, django_user_model):
    trainee = django_user_model.objects.create_user("hoa", password="a-long-pass-phrase")
    client.force_login(trainee)
    assert client.post(url("logout")).status_code == 302
    assert client.get(url("trainer:home")).status_code == 302


def test_self_test_shows_every_wager_its_questions_count(client):
    for _ in range(6):
        self_test = take(client)
        page = re.sub(
            r"\s+",
            " ",
            client.get(url("trainer:self_test_page", token=self_test.token)).content.decode(),
        )
        for question in self_test.questions.all():
            dealt = question.dealt_round
            assert f"Ante {money(dealt.ante)}" in page
            bonus = Decimal(dealt.stakes.get("bonus", 0))
            if bonus:
                assert f"Bonus bet {money(bonus)}" in page
            if Decimal(dealt.stakes.get("meter", 0)):
                assert "Progressive meter" in page


# -- either game ------------------------------------------------------------------------------


def take_game(client, game, language="en") -> SelfTest:
    response = client.post(url("trainer:self_test_create", language), {"game": game})
    assert response.status_code == 302
    token = response["Location"].rstrip("/").rsplit("/", 1)[-1]
    return SelfTest.objects.get(token=token)


@pytest.mark.parametrize("language", ["en", "vi"])
def test_the_self_test_offers_every_drilled_game(client, language):
    page = client.get(url("trainer:self_test", language)).content.decode()
    assert page.count('name="game"') == len(DRILLED_GAMES)
    assert all(f'value="{game}"' in page for game in DRILLED_GAMES)


def test_a_game_cards_link_puts_its_self_test_first(client):
    page = client.get(url("trainer:self_test") + "?game=russian").content.decode()
    assert page.index('value="russian"') < page.index('value="oasis"')
    page = client.get(url("trainer:self_test") + "?game=poker").content.decode()
    assert page.index('value="oasis"') < page.index('value="russian"')


@pytest.mark.parametrize("language", ["en", "vi"])
def test_a_russian_poker_self_test_asks_the_bet_the_fees_and_the_net(client, language):
    self_test = take_game(client, "russian", language)
    questions = list(self_test.questions.order_by("position"))
    assert [q.kind for q in questions] == ["ru_bet", "ru_fee", "ru_net"]
    assert {q.dealt_round.variant.slug for q in questions} == {"classic"}
    page = client.get(url("trainer:self_test_page", language, token=self_test.token))
    assert page.status_code == 200
    assert page.content.decode().count('inputmode="text" data-keypad') == 3
    response = client.post(
        url("trainer:self_test_page", language, token=self_test.token), answers(self_test)
    )
    assert response.status_code == 302
    assert Attempt.objects.filter(question__self_test=self_test, is_correct=True).count() == 3
    result = re.sub(r"\s+", " ", client.get(response["Location"]).content.decode())
    assert "Russian Poker" in result


def test_a_self_test_in_an_unknown_game_is_refused_with_a_message_and_deals_nothing(client):
    response = client.post(url("trainer:self_test_create"), {"game": "holdem"})
    assert response.status_code == 400
    said = response.content.decode()
    assert "Choose Oasis Poker, Russian Poker" in said
    # As the page writes them: Ultimate Texas Hold'em's apostrophe escaped.
    assert all(escape(str(GAMES[game].name)) in said for game in DRILLED_GAMES)
    assert not SelfTest.objects.exists()
