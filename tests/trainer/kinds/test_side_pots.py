from __future__ import annotations

import random

import pytest
from django.urls import reverse
from django.utils import translation

from croupier.errors import Refusal
from paytables.holdem_wording import hand_description
from poker.cards import parse_cards
from poker.holdem.evaluate import best_hand
from poker.holdem.pots import award_pots, build_pots
from tests.trainer.factories import DrillSessionFactory, TraineeFactory
from tests.trainer.helpers import next_question
from trainer.kinds.side_pots import Showdown, answer_key, deal_showdown, normalize, players
from trainer.models import Attempt, Question, QuestionKind

SEEDS = range(300)


def _right_boxes(question: Question) -> dict[str, str]:
    showdown = Showdown.from_data(question.choices)
    data = {}
    for index, row in enumerate(question.answer_key.split("/")):
        for seat, chips in zip(showdown.live, row.split(","), strict=True):
            data[f"chips-{index}-{seat}"] = chips
    return data


@pytest.fixture
def side_pot_question(db) -> Question:
    session = DrillSessionFactory(kinds=[QuestionKind.SIDE_POTS.value], length=3)
    return next_question(session)


# -- the generator -------------------------------------------------------------------------


def test_deal_showdown_is_reproducible_from_the_same_seed():
    assert deal_showdown(random.Random(7)) == deal_showdown(random.Random(7))
    assert deal_showdown(random.Random(7)).to_data() != deal_showdown(random.Random(8)).to_data()


def test_deal_showdown_round_trips_through_json():
    showdown = deal_showdown(random.Random(3))
    assert Showdown.from_data(showdown.to_data()) == showdown


@pytest.mark.parametrize("seed", SEEDS)
def test_deal_showdown_always_has_all_ins_folded_chips_and_side_pots_for_any_seed(seed):
    showdown = deal_showdown(random.Random(seed))
    seated = showdown.seated
    live_levels = {showdown.contributions[s] for s in showdown.live}
    assert len(seated) in (3, 4)
    assert len(showdown.pots()) >= 2
    assert showdown.folded and all(showdown.contributions[s] > 0 for s in showdown.folded)
    assert len(live_levels) >= 2  # at least one player all-in below the others
    if len(seated) == 4:
        assert len(live_levels) == 3 or len(showdown.pots()) >= 2
    assert sum(pot.amount for pot in showdown.pots()) == sum(showdown.contributions)


def test_deal_showdown_splits_a_pot_often_and_leaves_odd_chips_sometimes():
    awards = [deal_showdown(random.Random(seed)).awards() for seed in SEEDS]
    split = sum(any(a.is_split for a in each) for each in awards)
    odd = sum(any(a.odd_chip_seats for a in each) for each in awards)
    assert split >= len(SEEDS) // 2
    assert odd >= 10


def test_answer_key_is_the_engines_award_per_pot_and_player():
    showdown = deal_showdown(random.Random(5))
    pots = build_pots(showdown.contributions, showdown.folded)
    awards = award_pots(pots, showdown.values(), showdown.button)
    expected = "/".join(
        ",".join(str(dict(a.shares).get(s, 0)) for s in showdown.live) for a in awards
    )
    assert answer_key(showdown) == expected


# -- reading and grading -------------------------------------------------------------------


def test_normalize_accepts_whole_chips_for_every_box():
    showdown = deal_showdown(random.Random(5))
    key = answer_key(showdown)
    assert normalize(showdown, key.replace(",", " , ")) == key


@pytest.mark.parametrize("bad", ["12.5", "-3", "abc", "", "１２"])
def test_normalize_refuses_a_box_that_is_not_whole_chips(bad):
    showdown = deal_showdown(random.Random(5))
    parts = answer_key(showdown).split("/")
    parts[0] = ",".join([bad, *parts[0].split(",")[1:]])
    with pytest.raises(Refusal):
        normalize(showdown, "/".join(parts))


def test_normalize_refuses_an_answer_with_a_box_missing():
    showdown = deal_showdown(random.Random(5))
    with pytest.raises(Refusal):
        normalize(showdown, answer_key(showdown).rsplit(",", 1)[0])


# -- the pages -----------------------------------------------------------------------------


def test_side_pot_question_shows_players_hands_and_one_box_per_player_and_pot(
    client, side_pot_question
):
    client.force_login(side_pot_question.user)
    response = client.get(f"/en/trainer/questions/{side_pot_question.pk}/")
    page = response.content.decode()
    assert response.status_code == 200
    assert "<html" in page
    for field in _right_boxes(side_pot_question):
        assert f'name="{field}"' in page
    # Whole chips: the keypad leaves out its sign and thousands separator keys.
    assert page.count('data-keypad="digits"') == len(_right_boxes(side_pot_question))
    assert "Main pot" in page and "Side pot 1" in page and "folded" in page


def test_side_pot_question_renders_only_the_partial_for_htmx(client, side_pot_question):
    client.force_login(side_pot_question.user)
    response = client.get(f"/en/trainer/questions/{side_pot_question.pk}/", HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    assert "<html" not in response.content.decode()
    assert "HX-Request" in response["Vary"]


@pytest.mark.parametrize("language", ["en", "vi"])
def test_side_pot_question_renders_in_each_language(client, side_pot_question, language):
    client.force_login(side_pot_question.user)
    response = client.get(f"/{language}/trainer/questions/{side_pot_question.pk}/")
    assert response.status_code == 200
    assert f'lang="{language}"' in response.content.decode()


def test_side_pot_answer_right_in_every_box_scores_right(client, side_pot_question):
    client.force_login(side_pot_question.user)
    url = f"/en/trainer/questions/{side_pot_question.pk}/answer/"
    response = client.post(url, _right_boxes(side_pot_question))
    assert response.status_code == 302
    attempt = Attempt.objects.get(question=side_pot_question)
    assert attempt.is_correct
    page = client.get(response["Location"]).content.decode()
    assert ", contested by Seat " in page and "Built from 0 to" in page


def test_side_pot_answer_wrong_in_one_box_scores_wrong_and_explains(client, side_pot_question):
    client.force_login(side_pot_question.user)
    boxes = _right_boxes(side_pot_question)
    first = next(iter(boxes))
    boxes[first] = str(int(boxes[first]) + 5)
    response = client.post(
        f"/en/trainer/questions/{side_pot_question.pk}/answer/", boxes, HTTP_HX_REQUEST="true"
    )
    page = response.content.decode()
    assert not Attempt.objects.get(question=side_pot_question).is_correct
    assert "<html" not in page and "✗" in page


def test_side_pot_answer_given_is_shown_back_pot_by_pot(client, side_pot_question):
    client.force_login(side_pot_question.user)
    boxes = _right_boxes(side_pot_question)
    first = next(iter(boxes))
    boxes[first] = str(int(boxes[first]) + 5)
    answer = reverse("trainer:answer", args=[side_pot_question.pk])

    page = client.get(client.post(answer, boxes)["Location"]).content.decode()

    given = Attempt.objects.get(question=side_pot_question).given
    assert "/" in given  # kept in the key's shape
    assert given not in page
    assert f"Your answer: Main pot: Seat {int(first.split('-')[2]) + 1} {boxes[first]}," in page


def test_side_pot_answer_with_a_non_integer_is_refused_without_an_attempt(
    client, side_pot_question
):
    client.force_login(side_pot_question.user)
    boxes = _right_boxes(side_pot_question)
    boxes[next(iter(boxes))] = "12.5"
    response = client.post(f"/en/trainer/questions/{side_pot_question.pk}/answer/", boxes)
    assert response.status_code == 200
    assert "not a number of chips" in response.content.decode()
    assert 'value="12.5"' in response.content.decode()
    assert not Attempt.objects.filter(question=side_pot_question).exists()


def test_side_pot_answer_double_submit_records_one_attempt(client, side_pot_question):
    client.force_login(side_pot_question.user)
    url = f"/en/trainer/questions/{side_pot_question.pk}/answer/"
    client.post(url, _right_boxes(side_pot_question))
    boxes = dict.fromkeys(_right_boxes(side_pot_question), "0")
    client.post(url, boxes)
    attempts = Attempt.objects.filter(question=side_pot_question)
    assert attempts.count() == 1 and attempts.get().is_correct


def test_side_pot_question_of_another_trainee_is_404(client, side_pot_question):
    client.force_login(TraineeFactory())
    url = f"/en/trainer/questions/{side_pot_question.pk}/"
    assert client.get(url).status_code == 404
    assert client.post(f"{url}answer/", _right_boxes(side_pot_question)).status_code == 404
    assert not Attempt.objects.exists()


def test_side_pot_question_redirects_anonymous_to_log_in(client, side_pot_question):
    response = client.get(f"/en/trainer/questions/{side_pot_question.pk}/")
    assert response.status_code == 302 and "login" in response["Location"]


def test_side_pot_answer_by_get_is_refused(client, side_pot_question):
    client.force_login(side_pot_question.user)
    response = client.get(f"/en/trainer/questions/{side_pot_question.pk}/answer/")
    assert response.status_code == 405


def test_side_pot_question_page_query_count_is_bounded(
    client, side_pot_question, django_assert_num_queries
):
    client.force_login(side_pot_question.user)
    with django_assert_num_queries(4):
        client.get(f"/en/trainer/questions/{side_pot_question.pk}/")


def test_side_pot_showdown_names_each_hand_with_its_ranks():
    # Three pairs on one board: "Pair" three times would not say who wins; "a pair of nines" does.
    showdown = deal_showdown(random.Random(11))

    rows = {row.seat: row.hand for row in players(showdown)}

    for seat, value in showdown.values().items():
        assert rows[seat] == hand_description(value)
    assert all(rows[seat] for seat in showdown.values())


def test_side_pot_showdown_in_vietnamese_names_a_pair_by_its_rank():
    value = best_hand(parse_cards("9s Th Ad 9d 8s 7s 2s"))
    with translation.override("vi"):
        assert hand_description(value) == "đôi 9"
