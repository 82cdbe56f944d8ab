"""A drill from the form to its last page: refusals, the house offered, skipping, the clock,
the streak, the results and practising the wrong ones again, unfinished drills."""

from __future__ import annotations

import re
from collections import Counter
from datetime import timedelta
from decimal import Decimal

import pytest
from django.urls import reverse
from django.utils import timezone, translation

from engine.oasis.variants import VARIANTS
from engine.russian.variants import VARIANTS as RUSSIAN_VARIANTS
from engine.three_card.variants import VARIANTS as THREE_CARD_VARIANTS
from paytables.models import Variant
from trainer.forms import DrillForm
from trainer.kinds import KINDS, kind_of
from trainer.models import Attempt, DrillSession, Question
from trainer.services import attempt_record, drill_start, question_next

from .factories import TraineeFactory

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


@pytest.fixture
def trainee():
    return TraineeFactory()


def url(name, **kwargs):
    with translation.override("en"):
        return reverse(name, kwargs=kwargs or None)


def start(user, kinds=("net",), slug="standard", length=3, seconds=None, **more):
    return drill_start(
        user=user,
        variant=Variant.objects.get(slug=slug),
        kinds=list(kinds),
        difficulty="round",
        rare=False,
        seconds_per_question=seconds,
        length=length,
        **more,
    )


def answer(user, question, *, right: bool):
    """The right answer as a trainee types, picks or pushes it, or a wrong one."""
    handler = kind_of(question.kind)
    if handler.chips_only:
        # Wrong: the house's chips and one of its smallest more.
        chips = [*handler.house(question), *([] if right else [min(handler.house(question))])]
        given = "chips:pay:" + ",".join(f"{chip}x{n}" for chip, n in Counter(chips).items())
    elif question.asks_amount:
        # Wrong: every amount of the key one more (a box, a pot, a single amount).
        given = question.answer_key if right else re.sub(r"\d+", _more, question.answer_key)
    else:
        others = [choice for choice in question.choices if choice != question.answer_key]
        given = question.answer_key if right else others[0]
    return attempt_record(user=user, question=question, given=given, language="en")


def _more(match: re.Match) -> str:
    return str(int(match[0]) + 1)


def form_data(slug, kind, **more):
    return {"variant": slug, "kinds": [kind], "difficulty": "round", "length": 20, **more}


# A Three Card Poker house's slug is the engine's with "three-card-" before it (its data
# migration: variant slugs are unique across games).
THREE_CARD_HOUSES = {f"three-card-{slug}": rules for slug, rules in THREE_CARD_VARIANTS.items()}
VARIANT_SLUGS = sorted(VARIANTS) + sorted(RUSSIAN_VARIANTS) + sorted(THREE_CARD_HOUSES)
KIND_SLUGS = sorted(KINDS)


ENGINE_RULES = VARIANTS | RUSSIAN_VARIANTS | THREE_CARD_HOUSES


def every_kind_on_every_house():
    """Each (kind, house) once, both games' houses. Every day, each kind is drilled at one
    house that asks it and refused at one that cannot (the form says why), the houses turning
    with the kind so that every house is drilled and the form's choices vary along both; the
    slow run (``make test``) takes the rest of the grid, each a drill of twenty questions
    (tests/trainer/kinds/test_every_kind.py deals every cell of every kind on every house
    every day)."""
    daily = set()
    for k, kind in enumerate(KIND_SLUGS):
        asks = [slug for slug in VARIANT_SLUGS if kind_of(kind).refusal(ENGINE_RULES[slug]) is None]
        cannot = [slug for slug in VARIANT_SLUGS if slug not in asks]
        daily |= {(kind, houses[k % len(houses)]) for houses in (asks, cannot) if houses}
    return [
        pytest.param(kind, slug, marks=() if (kind, slug) in daily else pytest.mark.slow)
        for kind in KIND_SLUGS
        for slug in VARIANT_SLUGS
    ]


# -- what the form offers ---------------------------------------------------------------------


@pytest.mark.parametrize(("kind", "slug"), every_kind_on_every_house())
def test_every_variant_and_kind_the_form_offers_deals_and_answers_twenty_questions_or_is_refused(
    trainee, slug, kind
):
    # The form's other choices vary across the grid: odd antes on every other house, rare
    # hands on every other kind, glossary across languages on every third house.
    settings = {"difficulty": "odd"} if VARIANT_SLUGS.index(slug) % 2 else {}
    if KIND_SLUGS.index(kind) % 2:
        settings["rare"] = "on"
    if VARIANT_SLUGS.index(slug) % 3 == 0:
        settings["cross_language"] = "on"
    form = DrillForm(form_data(slug, kind, **settings))
    refusal = kind_of(kind).refusal(Variant.objects.get(slug=slug).rules())
    if refusal is not None:
        assert not form.is_valid()
        assert refusal in " ".join(form.errors["kinds"])
        return
    assert form.is_valid(), form.errors
    data = form.cleaned_data
    data.pop("timed")
    session = drill_start(user=trainee, **data)
    for position in range(1, 21):
        question = question_next(user_id=trainee.pk, drill_pk=session.pk)
        assert (question.position, question.kind) == (position, kind)
        answer(trainee, question, right=position % 2 == 0)
    assert Attempt.objects.filter(question__session=session).count() == 20
    assert question_next(user_id=trainee.pk, drill_pk=session.pk) is None


@pytest.mark.parametrize(
    ("slug", "kind"), [("caribbean", "fee"), ("online-boxes", "bonus"), ("caribbean", "fee")]
)
def test_drill_form_refuses_a_kind_the_house_cannot_ask_with_a_message(client, trainee, slug, kind):
    client.force_login(trainee)
    response = client.post(url("trainer:drill_create"), form_data(slug, kind))
    assert response.status_code == 200
    page = response.content.decode()
    assert "cannot ask" in page and "Untick it or choose another house." in page
    assert not DrillSession.objects.exists()


def test_drill_form_offers_the_standard_rules_first_never_whichever_sorts_first(client, trainee):
    # An instructor's clone sorts before every other house.
    standard = Variant.objects.get(slug="standard")
    Variant.objects.filter(pk=standard.pk).update(position=5)
    clone = Variant.objects.get(slug="belgian")
    Variant.objects.filter(pk=clone.pk).update(position=0)
    client.force_login(trainee)
    page = client.get(url("trainer:home")).content.decode()
    assert 'value="standard" selected' in page
    assert 'value="belgian" selected' not in page


def test_drill_form_offers_the_trainees_last_house(client, trainee):
    start(trainee, slug="galewind")
    client.force_login(trainee)
    page = client.get(url("trainer:home")).content.decode()
    assert 'value="galewind" selected' in page


def test_drill_keeps_the_language_it_was_started_in(client, trainee):
    client.force_login(trainee)
    with translation.override("vi"):
        create = reverse("trainer:drill_create")
    client.post(create, {**form_data("standard", "glossary_term"), "length": 5})
    session = DrillSession.objects.get(user=trainee)
    assert session.language == "vi" and not session.cross_language
    question = question_next(user_id=trainee.pk, drill_pk=session.pk)
    assert (question.prompt_language, question.answer_language) == ("vi", "vi")


# -- skipping, the clock, the streak -------------------------------------------------------------


def test_skip_shows_the_working_and_counts_as_wrong(client, trainee):
    client.force_login(trainee)
    session = start(trainee, kinds=("fee",))
    question = question_next(user_id=trainee.pk, drill_pk=session.pk)
    response = client.post(url("trainer:skip", pk=question.pk), headers=HTMX)
    page = response.content.decode()
    attempt = Attempt.objects.get(question=question)
    assert attempt.skipped and not attempt.is_correct and attempt.in_time and attempt.given == ""
    assert "Skipped: here is the working." in page and "Right answer:" in page
    assert "Next question" in page


def test_a_timed_question_closed_when_its_clock_runs_out_counts_too_slow(client, trainee):
    client.force_login(trainee)
    session = start(trainee, seconds=10)
    question = question_next(user_id=trainee.pk, drill_pk=session.pk)
    Question.objects.filter(pk=question.pk).update(shown_at=timezone.now() - timedelta(seconds=11))
    page = client.post(url("trainer:skip", pk=question.pk), headers=HTMX).content.decode()
    attempt = Attempt.objects.get(question=question)
    assert not attempt.in_time and not attempt.is_correct and not attempt.skipped
    assert "Too slow" in page and "The whole settlement" in page


def test_a_timed_question_page_closes_itself_at_zero(client, trainee):
    client.force_login(trainee)
    session = start(trainee, seconds=10)
    page = client.get(url("trainer:drill", pk=session.pk)).content.decode()
    assert 'data-timer data-seconds="10"' in page and "data-timer-expire" in page


def test_skipping_an_answered_question_changes_nothing(client, trainee):
    client.force_login(trainee)
    session = start(trainee)
    question = question_next(user_id=trainee.pk, drill_pk=session.pk)
    answer(trainee, question, right=True)
    client.post(url("trainer:skip", pk=question.pk))
    attempt = Attempt.objects.get(question=question)
    assert attempt.is_correct and not attempt.skipped


def test_another_trainees_question_cannot_be_skipped(client, trainee):
    session = start(TraineeFactory())
    question = question_next(user_id=session.user_id, drill_pk=session.pk)
    client.force_login(trainee)
    assert client.post(url("trainer:skip", pk=question.pk)).status_code == 404
    assert not Attempt.objects.exists()


def test_skip_by_get_is_refused(client, trainee):
    client.force_login(trainee)
    session = start(trainee)
    question = question_next(user_id=trainee.pk, drill_pk=session.pk)
    assert client.get(url("trainer:skip", pk=question.pk)).status_code == 405


def test_a_live_streak_shows_during_a_drill(client, trainee):
    client.force_login(trainee)
    session = start(trainee, length=5)
    for _ in range(3):
        question = question_next(user_id=trainee.pk, drill_pk=session.pk)
        answer(trainee, question, right=True)
    # With the verdict of the third answer.
    page = client.get(url("trainer:question", pk=question.pk), headers=HTMX).content.decode()
    assert "3 right in a row" in page
    question = question_next(user_id=trainee.pk, drill_pk=session.pk)
    answer(trainee, question, right=False)
    page = client.get(url("trainer:question", pk=question.pk), headers=HTMX).content.decode()
    assert "right in a row" not in page


# -- the end of a drill ----------------------------------------------------------------------------


def test_drill_end_shows_the_score_the_median_time_and_each_working(client, trainee):
    client.force_login(trainee)
    session = start(trainee, kinds=("fee",), length=3)
    for position, seconds in ((1, 2), (2, 4), (3, 9)):
        question = question_next(user_id=trainee.pk, drill_pk=session.pk)
        answer(trainee, question, right=position != 2)
        Attempt.objects.filter(question=question).update(seconds=Decimal(seconds))
    page = client.get(url("trainer:drill", pk=session.pk)).content.decode()
    assert "2 of 3 right" in page
    assert "median time 4.0 s" in page
    assert page.count("-card switch (") == 3  # the working of each fee
    assert "Practise the one I got wrong" in page


def test_practise_the_ones_i_got_wrong_deals_the_same_cells_again(client, trainee):
    client.force_login(trainee)
    session = start(trainee, kinds=("fee", "raise"), length=6)
    wrong = []
    for position in range(1, 7):
        question = question_next(user_id=trainee.pk, drill_pk=session.pk)
        answer(trainee, question, right=position % 3 == 0)
        if position % 3:
            wrong.append(question.cell)
    response = client.post(url("trainer:drill_retry", pk=session.pk))
    retry = DrillSession.objects.exclude(pk=session.pk).get()
    assert response["Location"] == url("trainer:drill", pk=retry.pk)
    assert (retry.length, retry.cells, retry.variant) == (4, wrong, session.variant)
    dealt = [question_next(user_id=trainee.pk, drill_pk=retry.pk) for _ in range(1)]
    assert dealt[0].cell == wrong[0]


def test_a_drill_with_nothing_wrong_offers_no_retry(client, trainee):
    client.force_login(trainee)
    session = start(trainee, length=1)
    answer(trainee, question_next(user_id=trainee.pk, drill_pk=session.pk), right=True)
    page = client.get(url("trainer:drill", pk=session.pk)).content.decode()
    assert "got wrong" not in page
    client.post(url("trainer:drill_retry", pk=session.pk))
    assert DrillSession.objects.count() == 1


def test_another_trainees_drill_cannot_be_retried(client, trainee):
    session = start(TraineeFactory(), length=1)
    client.force_login(trainee)
    assert client.post(url("trainer:drill_retry", pk=session.pk)).status_code == 404


def test_home_lists_the_unfinished_drills_to_resume(client, trainee):
    client.force_login(trainee)
    open_drill = start(trainee, length=3, slug="belgian")
    answer(trainee, question_next(user_id=trainee.pk, drill_pk=open_drill.pk), right=True)
    done = start(trainee, length=1)
    answer(trainee, question_next(user_id=trainee.pk, drill_pk=done.pk), right=True)
    page = client.get(url("trainer:home")).content.decode()
    assert "Unfinished drills" in page
    assert url("trainer:drill", pk=open_drill.pk) in page and "1 of 3 answered" in page
    assert url("trainer:drill", pk=done.pk) not in page


def test_practising_the_wrong_ones_leaves_out_a_cell_the_house_no_longer_deals(client, trainee):
    from paytables.models import SwitchFee

    client.force_login(trainee)
    session = start(trainee, kinds=("fee",), length=2, cells=["fee:3", "fee:2"])
    for _ in range(2):
        answer(trainee, question_next(user_id=trainee.pk, drill_pk=session.pk), right=False)
    # The house stops allowing three-card switches.
    SwitchFee.objects.filter(variant=session.variant, cards=3).delete()
    client.post(url("trainer:drill_retry", pk=session.pk))
    retry = DrillSession.objects.exclude(pk=session.pk).get()
    assert retry.cells == ["fee:2"]
    assert question_next(user_id=trainee.pk, drill_pk=retry.pk).cell == "fee:2"


def test_two_requests_dealing_one_position_keep_one_question(trainee, monkeypatch):
    """Two tabs open the next question at once: both read the drill before either stored
    its question. The second to store it shows the first one's question; nothing doubles."""
    from trainer import services

    session = start(trainee, length=3)
    first = question_next(user_id=trainee.pk, drill_pk=session.pk)
    answer(trainee, first, right=True)
    stale = services.drill_question_last(user_id=trainee.pk, drill_pk=session.pk)
    other_tab = question_next(user_id=trainee.pk, drill_pk=session.pk)
    reads = iter([stale])  # this tab read the drill before the other tab stored its question
    real = services.drill_question_last
    monkeypatch.setattr(
        services, "drill_question_last", lambda **ids: next(reads, None) or real(**ids)
    )
    shown = question_next(user_id=trainee.pk, drill_pk=session.pk)
    assert (shown.pk, shown.position) == (other_tab.pk, 2)
    assert session.questions.count() == 2


def test_the_page_that_deals_a_question_starts_its_clock_as_it_is_stored(client, trainee):
    client.force_login(trainee)
    session = start(trainee, length=2)
    before = timezone.now()
    client.get(url("trainer:drill", pk=session.pk), headers=HTMX)
    question = session.questions.get()
    assert before <= question.shown_at <= timezone.now()
    # Dealt for another use (a test, the backup bench), its clock waits for the page.
    answer(trainee, question, right=True)
    assert question_next(user_id=trainee.pk, drill_pk=session.pk).shown_at is None


# -- one retry per drill; discarding an unfinished drill ---------------------------------------


def _one_wrong(trainee):
    session = start(trainee, kinds=("fee",), length=2, cells=["fee:3", "fee:2"])
    for right in (False, True):
        answer(trainee, question_next(user_id=trainee.pk, drill_pk=session.pk), right=right)
    return session


def test_a_double_tap_on_retry_makes_one_retry_drill(client, trainee):
    client.force_login(trainee)
    session = _one_wrong(trainee)
    first = client.post(url("trainer:drill_retry", pk=session.pk))
    second = client.post(url("trainer:drill_retry", pk=session.pk))
    retry = DrillSession.objects.get(retry_of=session)
    assert DrillSession.objects.count() == 2
    assert first["Location"] == second["Location"] == url("trainer:drill", pk=retry.pk)


def test_retry_made_meanwhile_by_another_request_is_the_one_returned(trainee, monkeypatch):
    """Where rows cannot be locked (SQLite), another request may store its retry between
    this one's look and its write: the unique retry_of refuses the second, which returns
    the first's."""
    from trainer import services

    session = _one_wrong(trainee)
    made = services.drill_retry(session=session)
    real_filter = DrillSession.objects.filter
    looked = []

    def blind_first_look(*args, **kwargs):
        if "retry_of" in kwargs and not looked:
            looked.append(True)
            return DrillSession.objects.none()
        return real_filter(*args, **kwargs)

    monkeypatch.setattr(DrillSession.objects, "filter", blind_first_look)
    assert services.drill_retry(session=session) == made
    assert DrillSession.objects.count() == 2


def test_discarding_an_unfinished_drill_keeps_its_answers_and_drops_it_from_home(client, trainee):
    client.force_login(trainee)
    session = start(trainee, length=3)
    answered = question_next(user_id=trainee.pk, drill_pk=session.pk)
    answer(trainee, answered, right=True)
    response = client.post(url("trainer:drill_discard", pk=session.pk))
    assert response.status_code == 302 and response["Location"] == url("trainer:home")
    session.refresh_from_db()
    assert session.discarded_at is not None
    assert Attempt.objects.filter(question__session=session).count() == 1
    page = client.get(url("trainer:home")).content.decode()
    assert url("trainer:drill", pk=session.pk) not in page
    # It asks nothing more: its page shows what was answered.
    assert question_next(user_id=trainee.pk, drill_pk=session.pk) is None
    assert "Drill finished" in client.get(url("trainer:drill", pk=session.pk)).content.decode()


def test_home_offers_to_discard_an_unfinished_drill_after_asking(client, trainee):
    client.force_login(trainee)
    session = start(trainee, length=3)
    page = client.get(url("trainer:home")).content.decode()
    assert f'action="{url("trainer:drill_discard", pk=session.pk)}"' in page
    assert "Discard this drill?" in page


def test_another_trainees_drill_cannot_be_discarded(client, trainee):
    session = start(TraineeFactory(), length=3)
    client.force_login(trainee)
    assert client.post(url("trainer:drill_discard", pk=session.pk)).status_code == 404
    session.refresh_from_db()
    assert session.discarded_at is None


def test_discard_by_get_or_anonymous_is_refused(client, trainee):
    session = start(trainee, length=3)
    assert client.post(url("trainer:drill_discard", pk=session.pk)).status_code == 302  # log in
    client.force_login(trainee)
    assert client.get(url("trainer:drill_discard", pk=session.pk)).status_code == 405
    session.refresh_from_db()
    assert session.discarded_at is None


# -- the drill form: houses tick their kinds; a refusal is read first --------------------------


def test_drill_form_houses_say_which_kinds_they_tick(client, trainee):
    client.force_login(trainee)
    page = client.get(url("trainer:home")).content.decode()
    assert 'value="classic" data-game="russian" data-kinds="ru_ante ru_bet ru_fee ru_net"' in page
    # Caribbean Stud has no switch: its option does not tick the switch fee.
    assert 'value="caribbean" data-game="oasis" data-kinds="ante raise bonus net"' in page
    assert 'class="kind-group" data-game="russian"' in page


def test_drill_form_refusal_is_at_the_top_focused_as_an_alert(client, trainee):
    client.force_login(trainee)
    response = client.post(url("trainer:drill_create"), form_data("classic", "raise"))
    page = response.content.decode()
    summary = page.index('id="drill-errors"')
    assert summary < page.index('name="variant"', page.index("drill-form"))
    assert 'role="alert"' in page[summary - 150 : summary]
    assert 'id="drill-errors" tabindex="-1" autofocus' in page
    assert "cannot ask" in page[summary:]
    # The focus is the refusal's, not the "practise what I need" button's.
    assert page.count("autofocus") == 1
