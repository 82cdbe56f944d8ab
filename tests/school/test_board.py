"""The class board: a week's practice of the trainees who chose to appear on it (right answers,
cells mastered), seen by the class's trainees and instructors only, week by week."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from decimal import Decimal
from zoneinfo import ZoneInfo

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse
from django.utils import timezone, translation

from school.models import BoardOptIn, SchoolClass
from school.selectors import class_board
from school.services import board_choice_set
from school.weeks import Week, current_week, week_of
from tests.trainer.factories import AttemptFactory, InstructorFactory, TraineeFactory
from trainer.models import Attempt, SkillCard
from trainer.schedule import Standing, standing
from trainer.services import skill_review_record

from .factories import SchoolClassFactory
from .helpers import url

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}
SITE = ZoneInfo("Asia/Ho_Chi_Minh")


def board_url(school_class, week=None):
    address = url("school:board", pk=school_class.pk)
    return address if week is None else f"{address}?week={week}"


# Weeks wholly in the past, so that no test depends on the day it runs.
LAST = current_week().before()
BEFORE_LAST = LAST.before()


def answered(trainee, cell, *, at, right=True, standard=None):
    """An answer of ``trainee`` to a question of ``cell`` at ``at``, reviewed on the cell's
    card as the trainer reviews it (right without a time standard: Good)."""
    attempt = AttemptFactory(
        user=trainee, kind=cell.partition(":")[0], cell=cell, given="10000" if right else "1"
    )
    Attempt.objects.filter(pk=attempt.pk).update(created_at=at)
    attempt.created_at = at
    skill_review_record(attempt=attempt, standard=standard, at=at)
    return attempt


def runs(trainee, cell, start, ratings):
    """Answers of ``cell`` an hour apart from ``start``: ``"R"`` right, ``"W"`` wrong."""
    for hour, mark in enumerate(ratings):
        answered(trainee, cell, at=start + timedelta(hours=hour), right=mark == "R")


@pytest.fixture
def lan():
    return TraineeFactory(username="lan", first_name="Lan", last_name="Nguyễn")


@pytest.fixture
def minh():
    return TraineeFactory(username="minh")


@pytest.fixture
def instructor():
    return InstructorFactory(username="co-hoa")


@pytest.fixture
def school_class(lan, minh, instructor):
    school_class = SchoolClassFactory(
        name="Dealers 1", trainees=[lan, minh], instructors=[instructor]
    )
    # The class began a month ago: its board goes back to then.
    SchoolClass.objects.filter(pk=school_class.pk).update(
        created_at=timezone.now() - timedelta(days=30)
    )
    school_class.refresh_from_db()
    return school_class


def on_board(school_class, *trainees):
    for trainee in trainees:
        board_choice_set(school_class=school_class, trainee=trainee, shown=True)


def board_of(school_class, week=LAST):
    return {
        row.name: (row.right, row.mastered)
        for row in class_board(school_class=school_class, week=week)
    }


# -- the weeks ------------------------------------------------------------------------------


def test_week_runs_from_monday_midnight_to_the_next_in_the_site_time_zone():
    week = week_of(date(2026, 11, 26))  # a Thursday
    assert (week.monday, week.sunday) == (date(2026, 11, 23), date(2026, 11, 29))
    assert week.start == datetime(2026, 11, 23, tzinfo=SITE)
    assert week.end == datetime(2026, 11, 30, tzinfo=SITE)
    assert (week.before().monday, week.after().monday) == (date(2026, 11, 16), date(2026, 11, 30))


def test_current_week_is_the_sites_whatever_time_zone_is_active():
    # Sunday 18:00 in UTC is already Monday 01:00 in Vietnam: the new week.
    sunday_evening_utc = datetime(2026, 11, 29, 18, tzinfo=ZoneInfo("UTC"))
    with timezone.override("UTC"):
        assert current_week(sunday_evening_utc) == Week(date(2026, 11, 30))


def test_board_counts_sunday_2359_in_its_week_and_monday_0000_in_the_next(school_class, lan):
    on_board(school_class, lan)
    answered(lan, "raise:pair", at=LAST.end - timedelta(seconds=1))
    answered(lan, "raise:flush", at=LAST.end)
    answered(lan, "raise:straight", at=LAST.start)
    answered(lan, "raise:two_pair", at=LAST.start - timedelta(seconds=1))
    assert board_of(school_class, LAST)["Lan Nguyễn"] == (2, 0)
    assert board_of(school_class, LAST.after())["Lan Nguyễn"] == (1, 0)
    assert board_of(school_class, BEFORE_LAST)["Lan Nguyễn"] == (1, 0)


# -- the figures ----------------------------------------------------------------------------


def test_board_counts_the_weeks_right_answers_only(school_class, lan, minh):
    on_board(school_class, lan, minh)
    middle = LAST.start + timedelta(days=3)
    for hour in range(4):
        answered(lan, "raise:pair", at=middle + timedelta(hours=hour))
    answered(lan, "raise:flush", at=middle + timedelta(hours=5), right=False)
    answered(lan, "raise:flush", at=BEFORE_LAST.start + timedelta(days=1))
    answered(minh, "raise:pair", at=middle)
    assert board_of(school_class) == {"Lan Nguyễn": (4, 1), "minh": (1, 0)}


def test_board_counts_a_cell_mastered_by_its_third_right_answer_in_a_row(school_class, lan):
    on_board(school_class, lan)
    runs(lan, "raise:pair", LAST.start + timedelta(days=1), "RRR")
    runs(lan, "raise:flush", LAST.start + timedelta(days=1), "RR")
    assert board_of(school_class)["Lan Nguyễn"] == (5, 1)


def test_a_cell_counted_mastered_is_mastered_in_the_trainers_grid(school_class, lan):
    start = LAST.start + timedelta(days=1)
    runs(lan, "raise:pair", start, "RRR")
    runs(lan, "raise:flush", start, "RR")
    cards = {card.cell: card.known() for card in SkillCard.objects.filter(user=lan)}
    at = start + timedelta(hours=3)
    assert standing(cards["raise:pair"], at) is Standing.MASTERED
    assert standing(cards["raise:flush"], at) is not Standing.MASTERED


def test_board_run_may_start_in_an_earlier_week(school_class, lan):
    on_board(school_class, lan)
    runs(lan, "raise:pair", LAST.start - timedelta(hours=2), "RRR")  # the third on Monday
    assert board_of(school_class)["Lan Nguyễn"] == (1, 1)
    assert board_of(school_class, BEFORE_LAST)["Lan Nguyễn"] == (2, 0)


def test_board_does_not_count_a_cell_mastered_in_an_earlier_week(school_class, lan):
    on_board(school_class, lan)
    runs(lan, "raise:pair", BEFORE_LAST.start + timedelta(days=1), "RRR")
    runs(lan, "raise:pair", LAST.start + timedelta(days=1), "RR")  # kept, not gained
    assert board_of(school_class)["Lan Nguyễn"] == (2, 0)
    assert board_of(school_class, BEFORE_LAST)["Lan Nguyễn"] == (3, 1)


def test_board_counts_a_cell_won_again_after_a_wrong_answer(school_class, lan):
    on_board(school_class, lan)
    runs(lan, "raise:pair", BEFORE_LAST.start + timedelta(days=1), "RRR")
    runs(lan, "raise:pair", LAST.start + timedelta(days=1), "WRRR")
    assert board_of(school_class)["Lan Nguyễn"] == (3, 1)


def test_board_counts_a_cell_once_when_won_twice_in_the_week(school_class, lan):
    on_board(school_class, lan)
    runs(lan, "raise:pair", LAST.start + timedelta(days=1), "RRRWRRR")
    assert board_of(school_class)["Lan Nguyễn"] == (6, 1)


def test_board_slow_right_answers_make_no_run(school_class, lan):
    on_board(school_class, lan)
    start = LAST.start + timedelta(days=1)
    for hour in range(3):
        # Right, but 4.5 s against a standard of 2 s: rated Hard, the run stays 0.
        answered(lan, "raise:pair", at=start + timedelta(hours=hour), standard=Decimal(2))
    assert board_of(school_class)["Lan Nguyễn"] == (3, 0)


def test_board_orders_by_right_answers_then_cells_mastered_then_name(school_class, lan, minh):
    third = TraineeFactory(username="an")
    school_class.trainees.add(third)
    on_board(school_class, lan, minh, third)
    start = LAST.start + timedelta(days=2)
    runs(minh, "raise:pair", start, "RRR")
    runs(third, "raise:pair", start, "RWR")
    runs(lan, "raise:pair", start, "RR")
    runs(lan, "raise:flush", start + timedelta(days=1), "W")
    rows = class_board(school_class=school_class, week=LAST)
    assert [row.name for row in rows] == ["minh", "an", "Lan Nguyễn"]


# -- who appears: opt-in only ---------------------------------------------------------------------


def test_board_opt_in_is_off_by_default(client, school_class, lan):
    answered(lan, "raise:pair", at=LAST.start + timedelta(days=1))
    client.force_login(lan)
    home = client.get(url("school:home")).content.decode()
    assert "You do not appear on this class's weekly board" in home
    assert board_of(school_class) == {}
    assert not BoardOptIn.objects.exists()


def test_board_choice_on_puts_the_trainee_on_the_board(client, school_class, lan):
    client.force_login(lan)
    response = client.post(url("school:board_choice", pk=school_class.pk), {"shown": "1"})
    assert response.status_code == 302
    assert response["Location"] == url("school:home")
    assert "Lan Nguyễn" in board_of(school_class)
    home = client.get(url("school:home")).content.decode()
    assert "You appear on this class's weekly board." in home


def test_board_choice_off_again_takes_the_trainee_off(client, school_class, lan):
    client.force_login(lan)
    client.post(url("school:board_choice", pk=school_class.pk), {"shown": "1"})
    client.post(url("school:board_choice", pk=school_class.pk), {"shown": "0"})
    assert board_of(school_class) == {}
    assert not BoardOptIn.objects.exists()
    page = client.get(board_url(school_class)).content.decode()
    assert "You do not appear on it." in page


def test_board_choice_made_twice_stores_one(school_class, lan):
    on_board(school_class, lan)
    on_board(school_class, lan)
    assert BoardOptIn.objects.filter(trainee=lan).count() == 1


def test_board_choice_with_htmx_answers_the_choice_alone(client, school_class, lan):
    client.force_login(lan)
    response = client.post(
        url("school:board_choice", pk=school_class.pk), {"shown": "1"}, headers=HTMX
    )
    body = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in body
    assert f'id="board-choice-{school_class.pk}"' in body
    assert "Take me off the board" in body


@pytest.mark.parametrize("shown", ["yes", ""])
def test_board_choice_bad_input_says_so_and_changes_nothing(client, school_class, lan, shown):
    client.force_login(lan)
    choice = url("school:board_choice", pk=school_class.pk)
    page = client.post(choice, {"shown": shown})
    partial = client.post(choice, {"shown": shown}, headers=HTMX)
    assert (page.status_code, partial.status_code) == (400, 400)
    message = "This field is required." if not shown else "Select a valid choice."
    assert message in page.content.decode()
    assert message in partial.content.decode()
    assert "<html" in page.content.decode()
    assert not BoardOptIn.objects.exists()


def test_board_choice_for_another_class_is_404_and_stores_nothing(client, school_class):
    outsider = TraineeFactory()
    SchoolClassFactory(trainees=[outsider])
    client.force_login(outsider)
    response = client.post(url("school:board_choice", pk=school_class.pk), {"shown": "1"})
    assert response.status_code == 404
    assert not BoardOptIn.objects.exists()


def test_board_choice_is_the_trainees_not_the_instructors(client, school_class, instructor):
    client.force_login(instructor)
    response = client.post(url("school:board_choice", pk=school_class.pk), {"shown": "1"})
    assert response.status_code == 404


def test_board_choice_set_refuses_a_trainee_outside_the_class(school_class):
    with pytest.raises(PermissionError):
        board_choice_set(school_class=school_class, trainee=TraineeFactory(), shown=True)
    assert not BoardOptIn.objects.exists()


def test_board_choice_anonymous_is_sent_to_log_in(client, school_class):
    response = client.post(url("school:board_choice", pk=school_class.pk), {"shown": "1"})
    assert response.status_code == 302
    assert response["Location"].startswith(url("login"))
    assert not BoardOptIn.objects.exists()


def test_board_choice_refuses_get(client, school_class, lan):
    client.force_login(lan)
    assert client.get(url("school:board_choice", pk=school_class.pk)).status_code == 405


def test_board_leaves_out_a_trainee_who_left_the_class(school_class, lan):
    on_board(school_class, lan)
    school_class.trainees.remove(lan)
    assert board_of(school_class) == {}


def test_board_opt_in_is_per_class(school_class, lan):
    other = SchoolClassFactory(trainees=[lan])
    on_board(other, lan)
    assert board_of(school_class) == {}
    assert "Lan Nguyễn" in board_of(other)


# -- the page: the class's people only ----------------------------------------------------------


def test_board_page_shows_the_week_to_a_trainee_not_on_it(client, school_class, lan, minh):
    on_board(school_class, minh)
    runs(minh, "raise:pair", LAST.start + timedelta(days=1), "RRR")
    runs(lan, "raise:pair", LAST.start + timedelta(days=1), "RRRR")
    client.force_login(lan)
    response = client.get(board_url(school_class, LAST.monday.isoformat()))
    page = response.content.decode()
    assert response.status_code == 200
    assert "Class board: Dealers 1" in page
    assert "You do not appear on it." in page
    assert "minh" in page
    assert "Lan Nguyễn" not in page
    assert '<td class="num">3</td>' in page
    assert "Week of Monday" in page


def test_board_page_marks_the_reader_on_it(client, school_class, lan):
    on_board(school_class, lan)
    client.force_login(lan)
    page = client.get(board_url(school_class)).content.decode()
    assert "You appear on it." in page
    assert "board__row--you" in page


def test_board_page_is_shown_to_the_class_instructor(client, school_class, instructor, minh):
    on_board(school_class, minh)
    client.force_login(instructor)
    response = client.get(board_url(school_class))
    assert response.status_code == 200
    assert "minh" in response.content.decode()
    assert "You do not appear" not in response.content.decode()


@pytest.mark.parametrize("who", ["trainee", "instructor", "superuser"])
def test_board_page_is_404_outside_the_class(client, school_class, minh, who):
    on_board(school_class, minh)
    outsider = {
        "trainee": lambda: TraineeFactory(),
        "instructor": lambda: InstructorFactory(),
        "superuser": lambda: get_user_model().objects.create_superuser("root", password="x"),
    }[who]()
    SchoolClassFactory(trainees=[outsider] if who == "trainee" else [], instructors=[])
    client.force_login(outsider)
    assert client.get(board_url(school_class)).status_code == 404
    assert client.get(board_url(school_class), headers=HTMX).status_code == 404


def test_board_page_anonymous_is_sent_to_log_in(client, school_class):
    response = client.get(board_url(school_class))
    assert response.status_code == 302
    assert response["Location"].startswith(url("login"))


def test_board_page_refuses_post(client, school_class, lan):
    client.force_login(lan)
    assert client.post(board_url(school_class)).status_code == 405


def test_board_page_with_htmx_answers_the_board_alone(client, school_class, lan):
    client.force_login(lan)
    response = client.get(board_url(school_class, LAST.monday.isoformat()), headers=HTMX)
    body = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in body
    assert body.lstrip().startswith('<section id="board"')
    assert response["Vary"].count("HX-Request") == 1


def test_board_page_goes_back_week_by_week(client, school_class, lan):
    client.force_login(lan)
    this_week = client.get(board_url(school_class)).content.decode()
    previous = f"?week={LAST.monday.isoformat()}"
    assert previous in this_week
    assert "Next week" not in this_week
    assert "This week, so far" in this_week
    last = client.get(board_url(school_class, LAST.monday.isoformat())).content.decode()
    assert f"?week={BEFORE_LAST.monday.isoformat()}" in last
    assert f"?week={current_week().monday.isoformat()}" in last  # next week: this one


def test_board_page_takes_any_day_of_the_week(client, school_class, lan, minh):
    on_board(school_class, minh)
    answered(minh, "raise:pair", at=LAST.start + timedelta(days=1))
    client.force_login(lan)
    by_monday = client.get(board_url(school_class, LAST.monday.isoformat()))
    by_sunday = client.get(board_url(school_class, LAST.sunday.isoformat()))
    assert by_monday.context["week"] == by_sunday.context["week"] == LAST


def test_board_page_of_the_first_week_of_the_class_goes_back_no_further(client, school_class, lan):
    first = week_of(timezone.localdate(school_class.created_at))
    client.force_login(lan)
    page = client.get(board_url(school_class, first.monday.isoformat())).content.decode()
    assert "Previous week" not in page


@pytest.mark.parametrize(
    ("week", "message"),
    [
        ("last-week", "Give the week as one of its days, year-month-day: 2026-11-23."),
        ("2026-02-30", "Give the week as one of its days, year-month-day: 2026-11-23."),
        ("9999-12-31", "That week has not come yet: the board goes up to this week."),
        ("0001-01-01", "The class did not exist yet that week: its board starts on"),
    ],
)
def test_board_page_bad_week_says_so(client, school_class, lan, week, message):
    client.force_login(lan)
    response = client.get(board_url(school_class, week))
    assert response.status_code == 400
    assert message in response.content.decode()
    partial = client.get(board_url(school_class, week), headers=HTMX)
    assert partial.status_code == 400
    assert message in partial.content.decode()


def test_board_page_in_vietnamese(client, school_class, lan):
    client.force_login(lan)
    with translation.override("vi"):
        address = reverse("school:board", kwargs={"pk": school_class.pk})
    page = client.get(address).content.decode()
    assert "Bảng của lớp: Dealers 1" in page
    this_week = current_week()
    monday, sunday = f"{this_week.monday:%d/%m/%Y}", f"{this_week.sunday:%d/%m/%Y}"
    assert f"Tuần từ thứ Hai {monday} đến Chủ nhật {sunday}" in page


# -- bounded queries ------------------------------------------------------------------------------


def crowded_class(size):
    """A class of ``size`` trainees on its board, each with answers last week and before."""
    trainees = [TraineeFactory() for _ in range(size)]
    school_class = SchoolClassFactory(trainees=trainees)
    for index, trainee in enumerate(trainees):
        on_board(school_class, trainee)
        runs(trainee, "raise:pair", BEFORE_LAST.start + timedelta(days=6), "RR" + "R" * (index % 2))
        runs(trainee, "raise:flush", LAST.start + timedelta(days=1), "RRR")
    return school_class


@pytest.mark.parametrize("size", [1, 12])
def test_class_board_takes_two_queries_whatever_the_class_size(django_assert_num_queries, size):
    school_class = crowded_class(size)
    with django_assert_num_queries(2):
        rows = class_board(school_class=school_class, week=LAST)
    assert len(rows) == size
    assert all(row.mastered == 1 for row in rows)


def test_class_board_takes_one_query_when_no_one_appears(django_assert_num_queries, school_class):
    with django_assert_num_queries(1):
        assert class_board(school_class=school_class, week=LAST) == []


@pytest.mark.parametrize("size", [1, 12])
def test_board_page_takes_as_many_queries_whatever_the_class_size(
    client, django_assert_num_queries, size
):
    school_class = crowded_class(size)
    SchoolClass.objects.filter(pk=school_class.pk).update(
        created_at=timezone.now() - timedelta(days=30)
    )
    reader = school_class.trainees.first()
    client.force_login(reader)
    # The session, the user, the class with the reader's place in it, the board's two, its
    # sprint bests' two (those closed, those left past their clocks; no sprint run: no games
    # to read), and the games the class's sprint of the day is offered in.
    with django_assert_num_queries(8):
        response = client.get(board_url(school_class, LAST.monday.isoformat()))
    assert response.status_code == 200


def test_admin_class_list_links_each_class_to_its_board(client, school_class, instructor):
    client.force_login(instructor)
    page = client.get(url("admin:school_schoolclass_changelist")).content.decode()
    assert f'href="{board_url(school_class)}"' in page
