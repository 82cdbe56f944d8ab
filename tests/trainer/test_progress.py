from __future__ import annotations

import re
from datetime import date, timedelta
from decimal import Decimal

import pytest
from django.urls import reverse
from django.utils import timezone, translation

from tests.paytables.factories import GlossaryTermFactory
from tests.trainer.factories import AttemptFactory, SkillCardFactory, TraineeFactory
from trainer.charts import (
    HEIGHT,
    WIDTH,
    LineChart,
    accuracy_chart,
    line_chart,
    percent,
    seconds,
    seconds_chart,
)
from trainer.kinds import cell_label
from trainer.kinds.oasis.slugs import OasisKind
from trainer.models import Attempt, QuestionKind
from trainer.progress import WRONG_PER_PAGE

RIGHT_RAISE = "10000"  # the factories' round: a straight flush raised at ante 100
NBSP = "\u00a0"  # between a number and its unit, so "75 %" never breaks across lines


def url(name: str = "trainer:progress", language: str = "en", **kwargs) -> str:
    with translation.override(language):
        return reverse(name, kwargs=kwargs or None)


def text(response) -> str:
    """The page with its white space (no-break spaces too) run together into single spaces."""
    return re.sub(r"\s+", " ", response.content.decode())


def answered(user, *, right: bool = True, at=None, **fields) -> Attempt:
    """An attempt at a raise question; ``at`` moves it in time (``created_at`` is automatic)."""
    attempt = AttemptFactory(user=user, given=RIGHT_RAISE if right else "5000", **fields)
    if at is not None:
        Attempt.objects.filter(pk=attempt.pk).update(created_at=at)
        attempt.refresh_from_db()
    return attempt


@pytest.fixture
def trainee():
    return TraineeFactory()


@pytest.fixture
def logged_in(client, trainee):
    client.force_login(trainee)
    return client


# -- access ---------------------------------------------------------------------------------


@pytest.mark.django_db
def test_progress_anonymous_is_sent_to_log_in(client):
    response = client.get(url())
    assert response.status_code == 302
    assert response["Location"].startswith(url("login"))


@pytest.mark.django_db
def test_progress_refuses_post(logged_in):
    assert logged_in.post(url()).status_code == 405


# -- the page -------------------------------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("language", ["en", "vi"])
def test_progress_renders_in_both_languages(logged_in, trainee, language):
    now = timezone.now()
    answered(trainee, at=now - timedelta(days=3))
    answered(trainee, right=False, at=now - timedelta(days=1))
    response = logged_in.get(url(language=language))
    assert response.status_code == 200
    page = response.content.decode()
    assert f'<html lang="{language}">' in page
    assert page.count('class="chart__svg"') == 2
    assert "<details" in page
    assert response.templates[0].name == "trainer/progress.html"


@pytest.mark.django_db
def test_progress_with_htmx_renders_the_whole_page(logged_in, trainee):
    # Nothing on the page swaps a part of it, so an htmx request gets the page as it is.
    answered(trainee, right=False)
    response = logged_in.get(url(), headers={"HX-Request": "true"})
    assert response.status_code == 200
    assert "<html" in response.content.decode()


@pytest.mark.django_db
def test_progress_vietnamese_keeps_svg_coordinates_unlocalized(logged_in, trainee):
    now = timezone.now()
    for days, secs in ((9, "3.25"), (4, "7.75"), (0, "5.5")):
        answered(trainee, at=now - timedelta(days=days), seconds=Decimal(secs))
    page = logged_in.get(url(language="vi")).content.decode()
    for attribute in re.findall(r' (?:cx|cy|x|y|x1|y1|x2|y2)="([^"]*)"', page):
        assert re.fullmatch(r"-?\d+(\.\d+)?", attribute), attribute
    for points in re.findall(r'points="([^"]*)"', page):
        assert re.fullmatch(r"(\d+(\.\d+)?,\d+(\.\d+)?)( \d+(\.\d+)?,\d+(\.\d+)?)*", points)
    assert f"5,5{NBSP}s" in page  # the latest median time, written the Vietnamese way


@pytest.mark.django_db
def test_progress_without_attempts_invites_to_start_a_drill(logged_in):
    response = logged_in.get(url())
    assert response.status_code == 200
    assert f'href="{url("trainer:home")}"' in response.content.decode()
    assert "Start a drill" in text(response)
    assert "<svg" not in response.content.decode()


@pytest.mark.django_db
def test_progress_shows_only_the_trainees_own_attempts(logged_in, trainee):
    answered(trainee, right=False)
    theirs = AttemptFactory(given="7777")
    AttemptFactory(user=theirs.user, kind=OasisKind.NET, question__answer_key="-100")
    response = logged_in.get(url())
    page = response.content.decode()
    assert "7,777" not in page and "7777" not in page
    assert url("trainer:question", pk=theirs.question_id) not in page
    assert [skill.stat.kind for skill in response.context["skills"]] == [OasisKind.RAISE]


@pytest.mark.django_db
def test_progress_stats_count_accuracy_median_and_latest_streak(logged_in, trainee):
    start = timezone.now() - timedelta(hours=1)
    for minutes, right, secs in ((0, True, "2"), (1, False, "4"), (2, True, "6"), (3, True, "10")):
        answered(trainee, right=right, seconds=Decimal(secs), at=start + timedelta(minutes=minutes))
    response = logged_in.get(url())
    (raise_,) = response.context["skills"]
    assert (raise_.stat.attempts, raise_.stat.right, raise_.stat.streak) == (4, 3, 2)
    assert raise_.accuracy == f"75{NBSP}%"
    assert raise_.median == f"5{NBSP}s"
    assert (
        'Raise result</th> <td class="num">4</td> <td class="num">75 %</td> '
        '<td class="num">5 s</td> <td class="num">2</td>'
    ) in text(response)


@pytest.mark.django_db
def test_progress_streak_is_zero_after_a_wrong_answer(logged_in, trainee):
    start = timezone.now() - timedelta(hours=1)
    answered(trainee, at=start)
    answered(trainee, right=False, at=start + timedelta(minutes=1))
    (raise_,) = logged_in.get(url()).context["skills"]
    assert raise_.stat.streak == 0


@pytest.mark.django_db
def test_progress_wrong_list_links_each_wrong_question(logged_in, trainee):
    wrong = [answered(trainee, right=False) for _ in range(3)]
    right = answered(trainee)
    page = text(logged_in.get(url()))
    for attempt in wrong:
        assert f'href="{url("trainer:question", pk=attempt.question_id)}"' in page
    assert f'href="{url("trainer:question", pk=right.question_id)}"' not in page
    # The amount the trainee typed and the right one, both written as the key is.
    assert "<dd>+5,000</dd>" in page
    assert "<dd>+10,000</dd>" in page


@pytest.mark.django_db
def test_progress_wrong_choice_answers_are_labelled(logged_in, trainee):
    AttemptFactory(
        user=trainee,
        kind=OasisKind.QUALIFIES,
        question__answer_key="yes",
        question__choices=["yes", "no"],
        given="no",
    )
    page = text(logged_in.get(url()))
    assert "<dd>No</dd>" in page
    assert "<dd>Yes</dd>" in page


@pytest.mark.django_db
def test_progress_wrong_glossary_answers_show_terms_in_the_answer_language(logged_in, trainee):
    right, chosen = GlossaryTermFactory(), GlossaryTermFactory()
    AttemptFactory(
        user=trainee,
        kind=QuestionKind.GLOSSARY_MEANING,
        question__term=right,
        question__answer_key=right.slug,
        question__choices=[right.slug, chosen.slug],
        question__answer_language="vi",
        given=chosen.slug,
    )
    page = text(logged_in.get(url()))
    assert f'<dd lang="vi">{chosen.term_vi}</dd>' in page
    assert f'<dd lang="vi">{right.term_vi}</dd>' in page


@pytest.mark.django_db
def test_progress_wrong_list_says_when_time_ran_out(logged_in, trainee):
    AttemptFactory(user=trainee, in_time=False, is_correct=False)
    assert "Answered after the time ran out." in text(logged_in.get(url()))


@pytest.mark.django_db
def test_progress_wrong_list_is_paginated(logged_in, trainee):
    start = timezone.now() - timedelta(days=1)
    wrong = [
        answered(trainee, right=False, at=start + timedelta(minutes=n))
        for n in range(WRONG_PER_PAGE + 5)
    ]
    question_links = re.compile(r'class="wrong__link" href="[^"]*/questions/(\d+)/"')

    first = logged_in.get(url())
    newest = [str(attempt.question_id) for attempt in reversed(wrong)]
    assert question_links.findall(first.content.decode()) == newest[:WRONG_PER_PAGE]
    assert 'href="?page=2#wrong"' in first.content.decode()
    assert "Page 1 of 2" in text(first)

    second = logged_in.get(url(), {"page": 2})
    assert question_links.findall(second.content.decode()) == newest[WRONG_PER_PAGE:]
    assert 'href="?page=1#wrong"' in second.content.decode()

    # Past the end or not a number: the nearest page, never an error.
    assert logged_in.get(url(), {"page": 99}).context["wrong_page"].number == 2
    assert logged_in.get(url(), {"page": "x"}).context["wrong_page"].number == 1


@pytest.mark.django_db
def test_progress_query_count_is_bounded(logged_in, trainee, django_assert_num_queries):
    now = timezone.now()
    kinds = [OasisKind.RAISE, OasisKind.NET, OasisKind.FEE]
    for n in range(27):
        answered(
            trainee,
            right=n % 3 == 0,
            kind=kinds[n % 3],
            at=now - timedelta(days=n % 10, minutes=n),
        )
    terms = [GlossaryTermFactory() for _ in range(3)]
    for term in terms:
        AttemptFactory(
            user=trainee,
            kind=QuestionKind.GLOSSARY_TERM,
            question__term=term,
            question__answer_key=term.slug,
            question__choices=[t.slug for t in terms],
            given=terms[0].slug if term != terms[0] else terms[1].slug,
        )
    assert Attempt.objects.filter(user=trainee).count() == 30
    # The factories' drills kept no rules: the house's are read (four queries; a drill
    # started now keeps them, and its row gives them). Whether the trainee has a house
    # assigned (trainer.houses: the school's classes) is asked once. The milestones read
    # four: the cards, the days practised, the sprints, the exams passed (the school's).
    with django_assert_num_queries(19):
        response = logged_in.get(url())
    assert len(response.context["wrong"]) == WRONG_PER_PAGE


@pytest.mark.django_db
def test_progress_opens_on_the_mastery_grid(logged_in, trainee):
    answered(trainee)
    SkillCardFactory(user=trainee, cell="raise:full_house")
    SkillCardFactory(user=trainee, cell="raise:flush", due=timezone.now())
    response = logged_in.get(url())
    page = text(response)
    assert page.index('id="mastery-heading"') < page.index('id="skills-heading"')
    (raise_,) = [row for row in response.context["grid"] if row.kind == OasisKind.RAISE]
    assert (raise_.mastered, raise_.due) == (1, 1)
    assert "1 mastered · 0 learning · 1 due" in page
    title = cell_label("raise:full_house")
    assert f'class="mastery__cell mastery__cell--mastered" title="{title}"' in page


@pytest.mark.django_db
def test_progress_charts_only_skills_with_more_than_one_day(logged_in, trainee):
    now = timezone.now()
    answered(trainee, at=now - timedelta(days=2))
    answered(trainee, at=now)
    AttemptFactory(user=trainee, kind=OasisKind.NET, question__answer_key="-100")
    response = logged_in.get(url())
    assert [skill.stat.kind for skill in response.context["charted"]] == [OasisKind.RAISE]
    assert response.content.decode().count('class="chart__svg"') == 2


@pytest.mark.django_db
def test_progress_of_one_day_draws_no_chart(logged_in, trainee):
    answered(trainee)
    answered(trainee, right=False)
    page = text(logged_in.get(url()))
    assert "<svg" not in page
    assert "Charts of accuracy and speed over time appear once" in page


# -- chart helpers --------------------------------------------------------------------------


def coordinates(chart: LineChart) -> list[tuple[float, float]]:
    return [tuple(map(float, pair.split(","))) for pair in chart.points.split()]


def test_line_chart_scales_points_into_the_view_box():
    chart = accuracy_chart(
        [(date(2025, 11, 3), 0.4), (date(2025, 11, 13), 1.0), (date(2025, 11, 28), 0.0)]
    )
    assert chart.view_box == f"0 0 {WIDTH} {HEIGHT}"
    (x1, y1), (x2, y2), (x3, y3) = coordinates(chart)
    assert (x1, x3) == (chart.left, chart.right)
    assert x2 == pytest.approx(chart.left + (chart.right - chart.left) * 10 / 25, abs=0.1)
    assert (y2, y3) == (chart.top, chart.bottom)  # 100 % on top, 0 % on the axis
    assert y1 == pytest.approx(chart.bottom - 0.4 * (chart.bottom - chart.top), abs=0.1)
    for x, y in coordinates(chart):
        assert 0 <= x <= WIDTH and 0 <= y <= HEIGHT
    assert chart.dots == tuple(coordinates(chart))
    assert (chart.y_min_label, chart.y_max_label) == (f"0{NBSP}%", f"100{NBSP}%")
    assert (chart.first_day_label, chart.last_day_label) == ("November 3", "November 28")


def test_line_chart_one_point_is_a_dot_in_the_middle():
    chart = seconds_chart([(date(2025, 11, 3), Decimal("12.25"))])
    assert chart.points == ""
    ((x, y),) = chart.dots
    assert x == chart.middle
    assert chart.top <= y <= chart.bottom
    assert chart.last_day_label == ""
    assert chart.summary == f"Median time 12.3{NBSP}s on November 3."


def test_line_chart_flat_series_lies_across_the_middle():
    days = [date(2025, 11, day) for day in (1, 2, 5)]
    chart = line_chart(
        [(day, 7.0) for day in days],
        low=None,
        high=None,
        label=str,
        # Plain format strings: no translation is wanted, so makemessages must not find them.
        summary="%(first)s %(first_day)s %(last)s %(last_day)s",
        summary_one="%(value)s %(day)s",
    )
    assert {y for _x, y in coordinates(chart)} == {(chart.top + chart.bottom) / 2}


def test_seconds_chart_flat_series_is_one_level_from_zero():
    chart = seconds_chart([(date(2025, 11, day), Decimal(8)) for day in (1, 2, 3)])
    assert {y for _x, y in coordinates(chart)} == {chart.top}
    assert (chart.y_min_label, chart.y_max_label) == (f"0{NBSP}s", f"8{NBSP}s")


def test_line_chart_many_days_draws_the_line_without_dots():
    start = date(2025, 1, 1)
    chart = accuracy_chart([(start + timedelta(days=n), (n % 10) / 10) for n in range(200)])
    assert len(coordinates(chart)) == 200
    assert chart.dots == ()
    assert chart.first_day_label == "January 1"


def test_line_chart_across_new_year_shows_the_year():
    chart = accuracy_chart([(date(2025, 12, 30), 0.5), (date(2026, 1, 2), 0.75)])
    assert (chart.first_day_label, chart.last_day_label) == ("30 Dec 2025", "2 Jan 2026")


def test_line_chart_needs_a_point():
    with pytest.raises(ValueError):
        accuracy_chart([])


def test_chart_summary_sentence():
    chart = accuracy_chart([(date(2025, 11, 3), 0.4), (date(2025, 11, 28), 0.85)])
    assert chart.summary == f"Accuracy from 40{NBSP}% on November 3 to 85{NBSP}% on November 28."


def test_chart_numbers_are_written_the_readers_way():
    with translation.override("vi"):
        assert seconds(Decimal("8.45")) == f"8,5{NBSP}s"
        assert percent(0.125) == "13%"  # Vietnamese writes the sign close up
        chart = accuracy_chart([(date(2025, 11, 3), 0.4), (date(2025, 11, 28), 0.85)])
    assert "3 Tháng 11" in chart.summary
    assert seconds(Decimal("1500")) == f"1,500{NBSP}s"
