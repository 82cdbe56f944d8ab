from __future__ import annotations

import re
from datetime import timedelta
from decimal import Decimal

import pytest
from django.urls import reverse
from django.utils import timezone, translation

from croupier.errors import Refusal
from paytables.models import Variant
from tests.trainer.helpers import next_question
from trainer.dealing import kind_weights
from trainer.kinds.oasis.slugs import OasisKind
from trainer.models import Attempt, DrillSession, Question, QuestionKind, SkillCard, SkillReview
from trainer.schedule import skill_needs
from trainer.selectors import cards_known
from trainer.services import attempt_record, drill_start

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}


@pytest.fixture
def trainee(django_user_model):
    return django_user_model.objects.create_user("lan", password="a-long-pass-phrase")


@pytest.fixture
def other(django_user_model):
    return django_user_model.objects.create_user("minh", password="a-long-pass-phrase")


def start(user, kinds=(OasisKind.NET,), slug="standard", length=3, seconds=None) -> DrillSession:
    return drill_start(
        user=user,
        variant=Variant.objects.get(slug=slug),
        kinds=[str(kind) for kind in kinds],
        difficulty="round",
        rare=False,
        seconds_per_question=seconds,
        length=length,
    )


def url(name, language="en", **kwargs):
    with translation.override(language):
        return reverse(name, kwargs=kwargs or None)


def current_question(client, session) -> Question:
    client.get(url("trainer:drill", pk=session.pk))
    return session.questions.order_by("-position").first()


# -- access ---------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["trainer:home", "trainer:progress"])
def test_anonymous_visitor_is_sent_to_log_in(client, name):
    response = client.get(url(name))
    assert response.status_code == 302
    assert response["Location"].startswith(url("login"))


def test_another_trainees_drill_and_question_are_404(client, trainee, other):
    session = start(other)
    question = next_question(session)
    client.force_login(trainee)
    assert client.get(url("trainer:drill", pk=session.pk)).status_code == 404
    assert client.get(url("trainer:question", pk=question.pk)).status_code == 404
    response = client.post(url("trainer:answer", pk=question.pk), {"answer": "10"})
    assert response.status_code == 404
    assert not Attempt.objects.exists()


def test_answer_by_get_is_refused(client, trainee):
    session = start(trainee)
    question = next_question(session)
    client.force_login(trainee)
    assert client.get(url("trainer:answer", pk=question.pk)).status_code == 405


def test_answer_without_csrf_token_is_refused(trainee):
    from django.test import Client

    strict = Client(enforce_csrf_checks=True)
    strict.force_login(trainee)
    question = next_question(start(trainee))
    assert strict.post(url("trainer:answer", pk=question.pk), {"answer": "1"}).status_code == 403


# -- starting a drill -------------------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "vi"])
def test_home_shows_what_to_practise_and_the_drill_form(client, trainee, language):
    client.force_login(trainee)
    response = client.get(url("trainer:home", language))
    assert response.status_code == 200
    assert 'name="kinds"' in response.content.decode()


def test_drill_form_starts_a_drill_and_opens_its_first_question(client, trainee):
    client.force_login(trainee)
    response = client.post(
        url("trainer:drill_create"),
        {"variant": "belgian", "kinds": ["raise", "fee"], "difficulty": "odd", "length": 5},
    )
    session = DrillSession.objects.get(user=trainee)
    assert response["Location"] == url("trainer:drill", pk=session.pk)
    assert (session.variant.slug, session.kinds, session.difficulty) == (
        "belgian",
        ["raise", "fee"],
        "odd",
    )
    page = client.get(response["Location"]).content.decode()
    assert "Question 1 of 5" in page
    assert 'inputmode="text" data-keypad' in page and "autofocus" in page


@pytest.mark.parametrize(
    ("language", "separator", "sign"), [("en", ".", "Change sign"), ("vi", ",", "Đổi dấu")]
)
def test_amount_question_carries_one_keypad_with_the_languages_decimal_separator(
    client, trainee, language, separator, sign
):
    client.force_login(trainee)
    page = client.get(url("trainer:drill", language, pk=start(trainee).pk)).content.decode()
    assert page.count("data-keypad-template") == 1
    assert f'data-key="separator" data-text="{separator}"' in page
    assert f'aria-label="{sign}"' in page


def test_answered_question_carries_no_keypad(client, trainee):
    client.force_login(trainee)
    question = current_question(client, start(trainee))
    client.post(url("trainer:answer", pk=question.pk), {"answer": question.answer_key})
    page = client.get(url("trainer:question", pk=question.pk)).content.decode()
    assert "data-keypad" not in page


def test_drill_form_without_kinds_is_an_error_and_starts_nothing(client, trainee):
    client.force_login(trainee)
    response = client.post(
        url("trainer:drill_create"), {"variant": "standard", "difficulty": "round", "length": 5}
    )
    assert response.status_code == 200
    assert "Choose at least one kind of question." in response.content.decode()
    assert not DrillSession.objects.exists()


def test_timed_drill_needs_its_seconds(client, trainee):
    client.force_login(trainee)
    response = client.post(
        url("trainer:drill_create"),
        {
            "variant": "standard",
            "kinds": ["net"],
            "difficulty": "round",
            "length": 5,
            "timed": "on",
            "seconds_per_question": "",
        },
    )
    assert "Say how many seconds" in response.content.decode()


def test_a_drill_of_questions_its_house_cannot_ask_is_refused_and_starts_nothing(trainee):
    with pytest.raises(Refusal) as refused:
        start(trainee, kinds=(OasisKind.FEE, OasisKind.NET), slug="caribbean")
    assert refused.value.code == "cannot_ask"
    assert set(refused.value.params["reasons"]) == {"fee"}
    assert not DrillSession.objects.exists()


# -- answering --------------------------------------------------------------------------------


def test_right_answer_is_scored_with_its_worked_answer(client, trainee):
    client.force_login(trainee)
    session = start(trainee)
    question = current_question(client, session)
    response = client.post(url("trainer:answer", pk=question.pk), {"answer": question.answer_key})
    assert response["Location"] == url("trainer:question", pk=question.pk)
    attempt = Attempt.objects.get(question=question)
    assert attempt.is_correct and attempt.user == trainee and attempt.kind == "net"
    page = client.get(response["Location"]).content.decode()
    assert "Right." in page
    assert "Next question" in page


def test_wrong_answer_shows_the_right_one_and_the_working(client, trainee):
    client.force_login(trainee)
    question = current_question(client, start(trainee))
    wrong = str(Decimal(question.answer_key) + 7)
    client.post(url("trainer:answer", pk=question.pk), {"answer": wrong})
    page = re.sub(r"\s+", " ", client.get(url("trainer:question", pk=question.pk)).content.decode())
    assert "Not quite." in page
    assert "Right answer:" in page
    assert "fee" in page.lower()
    assert not Attempt.objects.get(question=question).is_correct


def test_htmx_answer_swaps_in_the_feedback_only(client, trainee):
    client.force_login(trainee)
    question = current_question(client, start(trainee))
    response = client.post(
        url("trainer:answer", pk=question.pk), {"answer": question.answer_key}, headers=HTMX
    )
    page = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in page
    assert 'id="drill"' in page and "Right." in page
    assert "HX-Request" in response["Vary"]


def test_htmx_next_question_returns_the_partial(client, trainee):
    client.force_login(trainee)
    session = start(trainee)
    question = current_question(client, session)
    client.post(url("trainer:answer", pk=question.pk), {"answer": question.answer_key})
    response = client.get(url("trainer:drill", pk=session.pk), headers=HTMX)
    assert "<html" not in response.content.decode()
    assert "Question 2 of 3" in response.content.decode()


@pytest.mark.parametrize("text", ["", "abc", "1.050.00", "<b>5</b>", "9" * 90])
def test_unreadable_answer_is_refused_and_costs_no_attempt(client, trainee, text):
    client.force_login(trainee)
    question = current_question(client, start(trainee))
    response = client.post(url("trainer:answer", pk=question.pk), {"answer": text})
    assert response.status_code == 200
    assert 'class="field-error"' in response.content.decode()
    assert "<b>5</b>" not in response.content.decode()
    assert not Attempt.objects.exists()


def test_vietnamese_trainee_types_thousands_with_a_dot(client, trainee):
    client.force_login(trainee)
    question = current_question(client, start(trainee, kinds=(OasisKind.RAISE,)))
    Question.objects.filter(pk=question.pk).update(answer_key="1050")  # a full house at 75
    client.post(url("trainer:answer", "vi", pk=question.pk), {"answer": "1.050"})
    assert Attempt.objects.get(question=question).is_correct


def test_double_submit_scores_once_and_does_not_error(client, trainee):
    client.force_login(trainee)
    question = current_question(client, start(trainee))
    first = client.post(url("trainer:answer", pk=question.pk), {"answer": question.answer_key})
    second = client.post(url("trainer:answer", pk=question.pk), {"answer": "12345"})
    assert first.status_code == second.status_code == 302
    assert Attempt.objects.filter(question=question).count() == 1
    assert Attempt.objects.get(question=question).is_correct


def test_service_double_answer_returns_the_first_attempt(trainee):
    question = next_question(start(trainee))
    first = attempt_record(
        user=trainee, question=question, given=question.answer_key, language="en"
    )
    second = attempt_record(user=trainee, question=question, given="0", language="en")
    assert first.first_time and not second.first_time
    assert second.attempt == first.attempt


def test_answer_time_is_measured_on_the_server_from_when_the_question_was_shown(client, trainee):
    client.force_login(trainee)
    question = current_question(client, start(trainee))
    Question.objects.filter(pk=question.pk).update(shown_at=timezone.now() - timedelta(seconds=12))
    client.post(url("trainer:answer", pk=question.pk), {"answer": question.answer_key})
    assert Attempt.objects.get(question=question).seconds >= 12


def test_showing_a_question_again_does_not_restart_its_clock(client, trainee):
    client.force_login(trainee)
    question = current_question(client, start(trainee))
    shown = Question.objects.get(pk=question.pk).shown_at
    client.get(url("trainer:question", pk=question.pk))
    assert Question.objects.get(pk=question.pk).shown_at == shown


def test_timed_drill_counts_a_late_right_answer_as_wrong(client, trainee):
    client.force_login(trainee)
    question = current_question(client, start(trainee, seconds=10))
    Question.objects.filter(pk=question.pk).update(shown_at=timezone.now() - timedelta(seconds=30))
    client.post(url("trainer:answer", pk=question.pk), {"answer": question.answer_key})
    attempt = Attempt.objects.get(question=question)
    assert not attempt.in_time and not attempt.is_correct
    assert "Too slow" in client.get(url("trainer:question", pk=question.pk)).content.decode()


def test_choice_question_is_answered_with_a_button(client, trainee):
    client.force_login(trainee)
    question = current_question(client, start(trainee, kinds=(OasisKind.QUALIFIES,)))
    page = client.get(url("trainer:question", pk=question.pk)).content.decode()
    assert 'name="answer" value="yes"' in page
    client.post(url("trainer:answer", pk=question.pk), {"answer": question.answer_key})
    assert Attempt.objects.get(question=question).is_correct


def test_choice_outside_the_choices_costs_no_attempt(client, trainee):
    client.force_login(trainee)
    question = current_question(client, start(trainee, kinds=(OasisKind.WINNER,)))
    client.post(url("trainer:answer", pk=question.pk), {"answer": "the croupier"})
    assert not Attempt.objects.exists()


@pytest.mark.parametrize(
    ("language", "label"),
    [("en", "Odd antes (15, 35, 45, 65, 85)"), ("vi", "Ante lẻ (15, 35, 45, 65, 85)")],
)
def test_odd_ante_option_promises_no_fee_that_only_one_table_charges(
    client, trainee, language, label
):
    client.force_login(trainee)
    page = client.get(url("trainer:home", language)).content.decode()
    shown = re.search(r'<label class="check"><input[^>]*value="odd"[^>]*> ([^<]*)</label>', page)
    assert shown and shown[1] == label  # no fee: 1.5 antes is the online-boxes table's alone


def test_glossary_question_in_both_languages(client, trainee):
    client.force_login(trainee)
    question = current_question(client, start(trainee, kinds=(QuestionKind.GLOSSARY_MEANING,)))
    page = client.get(url("trainer:question", "vi", pk=question.pk)).content.decode()
    assert 'name="answer" value="' in page
    client.post(url("trainer:answer", pk=question.pk), {"answer": question.answer_key})
    assert Attempt.objects.get(question=question).is_correct


def test_drill_ends_after_its_length_with_the_results(client, trainee):
    client.force_login(trainee)
    session = start(trainee, length=2)
    for _ in range(2):
        question = current_question(client, session)
        client.post(url("trainer:answer", pk=question.pk), {"answer": question.answer_key})
    page = client.get(url("trainer:drill", pk=session.pk)).content.decode()
    assert "Drill finished" in page
    assert session.questions.count() == 2


def test_an_answer_reviews_its_cells_card_and_logs_the_review(trainee):
    session = start(trainee)
    question = next_question(session)
    attempt_record(user=trainee, question=question, given=question.answer_key, language="en")
    card = SkillCard.objects.get(user=trainee)
    assert (card.kind, card.cell) == ("net", question.cell)
    assert card.due > timezone.now()
    (log,) = SkillReview.objects.filter(card=card)
    assert log.attempt == Attempt.objects.get(question=question)
    assert log.standard_seconds == Decimal(10)  # the net result's default standard


def test_answers_on_one_cell_review_one_card(trainee):
    session = start(trainee, kinds=(OasisKind.FEE,), length=2)
    first = next_question(session)
    attempt_record(user=trainee, question=first, given=first.answer_key, language="en")
    DrillSession.objects.filter(pk=session.pk).update(cells=[first.cell, first.cell])
    second = next_question(DrillSession.objects.get(pk=session.pk))
    attempt_record(user=trainee, question=second, given="999999", language="en")
    card = SkillCard.objects.get(user=trainee)
    assert card.cell == first.cell == second.cell
    assert card.reviews.count() == 2
    assert card.run == 0


def test_skill_cards_are_per_trainee(trainee, other):
    for user in (trainee, other):
        question = next_question(start(user, length=1))
        right = question.answer_key if user == trainee else "999999"
        attempt_record(user=user, question=question, given=right, language="en")
    assert SkillCard.objects.get(user=trainee).run == 1
    assert SkillCard.objects.get(user=other).run == 0


def test_a_drill_deals_under_the_rules_it_started_with(trainee):
    from engine.oasis.round import rules_to_dict
    from paytables.models import RaisePay

    session = start(trainee, length=2)
    started_with = rules_to_dict(Variant.objects.get(slug="standard").rules())
    RaisePay.objects.filter(variant__slug="standard", table=RaisePay.Table.MAIN).update(odds=1)
    question = next_question(session)
    assert question.dealt_round.rules == started_with
    assert started_with != rules_to_dict(Variant.objects.get(slug="standard").rules())


def test_a_drill_that_kept_no_rules_deals_under_its_variants_rules_now(trainee):
    from engine.oasis.round import rules_to_dict
    from paytables.models import RaisePay

    session = start(trainee, length=2)
    DrillSession.objects.filter(pk=session.pk).update(rules=None)
    RaisePay.objects.filter(variant__slug="standard", table=RaisePay.Table.MAIN).update(odds=1)
    question = next_question(DrillSession.objects.get(pk=session.pk))
    now = rules_to_dict(Variant.objects.get(slug="standard").rules())
    assert question.dealt_round.rules == now


def test_dealing_a_question_reads_no_paytable(client, trainee, django_assert_num_queries):
    client.force_login(trainee)
    session = start(trainee)
    # The session, the user, the drill's last question (none), the drill, the trainee's
    # cards of its kinds, then the round and the question inserted (its clock started) in
    # a transaction (a savepoint within the test's own: two statements).
    with django_assert_num_queries(9) as queries:
        client.get(url("trainer:drill", pk=session.pk), headers=HTMX)
    assert not any("paytables_raisepay" in query["sql"] for query in queries.captured_queries)
    assert session.questions.count() == 1


def weights_of(trainee, kinds):
    """The weights an ordinary drill of ``kinds`` deals ``trainee``'s next question by."""
    known = cards_known(user=trainee, kinds=kinds)
    return kind_weights(skill_needs(known, kinds, timezone.now()))


def test_drills_lean_toward_the_weakest_skill(trainee):
    for _ in range(5):
        question = next_question(start(trainee, kinds=(OasisKind.ANTE,), length=1))
        attempt_record(user=trainee, question=question, given="999999", language="en")
        question = next_question(start(trainee, kinds=(OasisKind.HAND,), length=1))
        attempt_record(user=trainee, question=question, given=question.answer_key, language="en")
    weights = weights_of(trainee, ["ante", "hand"])
    assert weights["ante"] > weights["hand"]


def test_drill_page_query_count_is_bounded(client, trainee, django_assert_num_queries):
    client.force_login(trainee)
    session = start(trainee)
    current_question(client, session)
    # The session, the user, the question with its round, drill and attempt joined.
    with django_assert_num_queries(3):
        client.get(url("trainer:drill", pk=session.pk))


def test_showing_a_dealt_question_reads_it_in_one_query(client, trainee, django_assert_num_queries):
    client.force_login(trainee)
    session = start(trainee)
    current_question(client, session)
    # The session, the user, the question with its round, drill and attempt joined.
    with django_assert_num_queries(3):
        client.get(url("trainer:drill", pk=session.pk), headers=HTMX)


def test_an_answer_costs_an_exact_number_of_queries(client, trainee, django_assert_num_queries):
    client.force_login(trainee)
    session = drill_start(
        user=trainee,
        variant=Variant.objects.get(slug="standard"),
        kinds=["net"],
        difficulty="round",
        rare=False,
        seconds_per_question=None,
        length=3,
        cells=["net:lose"] * 3,
    )
    question = current_question(client, session)
    # The session, the user, the question with its drill and attempt joined; then in
    # a transaction (which the test's own transaction makes a savepoint: two statements) the
    # attempt inserted, the cell's card read and locked, the card made (the cell's first
    # answer: in a savepoint of its own, three statements) and the review logged. A wrong
    # answer ends the streak: no query for it.
    with django_assert_num_queries(11):
        client.post(url("trainer:answer", pk=question.pk), {"answer": "1"}, headers=HTMX)
    question = current_question(client, session)
    # The cell's card now exists: it is updated where it stands.
    with django_assert_num_queries(9):
        client.post(url("trainer:answer", pk=question.pk), {"answer": "1"}, headers=HTMX)
    question = current_question(client, session)
    # A right one reads how far back the last wrong answer was.
    with django_assert_num_queries(10):
        client.post(
            url("trainer:answer", pk=question.pk), {"answer": question.answer_key}, headers=HTMX
        )
    assert SkillReview.objects.filter(card__user=trainee).count() == 3


def test_one_click_practises_what_the_trainee_needs(client, trainee):
    from trainer.kinds import GAME_KINDS

    client.force_login(trainee)
    page = client.get(url("trainer:home")).content.decode()
    kinds = re.findall(r'<input type="hidden" name="kinds" value="([a-z_]+)">', page)
    # Every one the standard house asks: Oasis Poker's, all but the maximum payout, which it
    # does not set.
    oasis = list(GAME_KINDS["oasis"].dealer)
    assert kinds == [kind for kind in oasis if kind != "max_payout"]
    assert '<input type="hidden" name="need" value="on">' in page
    response = client.post(
        url("trainer:drill_create"),
        {
            "variant": "standard",
            "kinds": kinds,
            "need": "on",
            "difficulty": "round",
            "length": "10",
        },
    )
    assert response.status_code == 302
    drill = DrillSession.objects.get(user=trainee)
    assert (drill.kinds, drill.need) == (kinds, True)


def test_site_home_points_a_trainee_to_their_practice(client, trainee):
    client.force_login(trainee)
    assert url("trainer:home") in client.get(url("home")).content.decode()


def test_a_much_drilled_skill_does_not_push_out_another_skills_record(trainee):
    question = next_question(start(trainee, kinds=(OasisKind.HAND,), length=1))
    attempt_record(
        user=trainee,
        question=question,
        given="royal_flush" if question.answer_key != "royal_flush" else "pair",
        language="en",
    )
    for _ in range(25):
        question = next_question(start(trainee, kinds=(OasisKind.QUALIFIES,), length=1))
        attempt_record(user=trainee, question=question, given=question.answer_key, language="en")
    weights = weights_of(trainee, ["hand", "qualifies"])
    # The one wrong "hand" answer still counts: accuracy 0, not the 50 % of a skill never seen
    # (and its cell comes back a minute after it: not due yet).
    assert weights["hand"] == 1.0 + 3.0


def test_an_answered_net_question_builds_its_rules_replays_and_settles_once(
    client, trainee, monkeypatch
):
    """The answer's page shows the prompt, the cards, the key and the working of one round:
    its rules are read from the stored snapshot once, the round replayed once, settled once."""
    import engine.oasis.game
    import trainer.models

    client.force_login(trainee)
    session = start(trainee, kinds=(OasisKind.NET,))
    question = current_question(client, session)
    calls = {"rules_from_dict": 0, "replay": 0, "settle": 0}
    # Where the model finds each: the rules through the games' dispatch, the rest the game's.
    homes = {
        "rules_from_dict": trainer.models,
        "replay": engine.oasis.game,
        "settle": engine.oasis.game,
    }

    def counted(name):
        real = getattr(homes[name], name)

        def call(*args, **kwargs):
            calls[name] += 1
            return real(*args, **kwargs)

        return call

    for name in calls:
        monkeypatch.setattr(homes[name], name, counted(name))
    response = client.post(url("trainer:answer", pk=question.pk), {"answer": "1"}, headers=HTMX)
    assert response.status_code == 200
    assert calls == {"rules_from_dict": 1, "replay": 1, "settle": 1}


def test_a_game_with_no_kinds_yet_has_its_pages_but_no_drills():
    # A registered game whose kinds package is still to come (its public pages first) is
    # not drilled; those with one are, in the registry's order.
    from trainer.kinds import kinds_of_games

    assert list(kinds_of_games(("oasis", "no_kinds_yet", "russian"))) == ["oasis", "russian"]


def test_the_houses_of_a_game_not_drilled_are_neither_offered_nor_taken(client, trainee):
    from paytables.models import Game

    game = Game.objects.create(slug="coming-game", name_en="Coming game", engine="no_kinds_yet")
    Variant.objects.create(game=game, slug="coming-house", name_en="Coming house")
    client.force_login(trainee)
    assert "coming-house" not in client.get(url("trainer:home")).content.decode()
    response = client.post(
        url("trainer:drill_create"),
        {"variant": "coming-house", "kinds": ["ante"], "difficulty": "round", "length": 5},
    )
    assert response.status_code == 200
    assert "Select a valid choice" in response.content.decode()
    assert not DrillSession.objects.exists()
