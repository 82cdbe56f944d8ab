"""Every admin list answers any filter in its address (issue 25, point 5e): a value the
database cannot run (a NUL, a date at either end of the calendar) sends the instructor to
the bare list with ``?e=1``, as Django does for a filter it does not understand, and the
list says why; never a server error."""

from __future__ import annotations

import pytest
from django.contrib import admin
from django.test import Client
from django.urls import reverse

from croupier.admin_filters import NOT_APPLIED
from tests.trainer.factories import AttemptFactory, InstructorFactory

pytestmark = pytest.mark.django_db
ATTEMPTS = "admin:trainer_attempt_changelist"


@pytest.fixture
def staff() -> Client:
    client = Client(raise_request_exception=False)
    client.force_login(InstructorFactory(is_superuser=True))
    return client


def assert_bare_list_saying_why(client: Client, name: str, query: str) -> None:
    address = reverse(name)
    response = client.get(f"{address}?{query}")
    assert response.status_code == 302, response.status_code
    assert response["Location"] == f"{address}?e=1"
    page = client.get(response["Location"])
    assert page.status_code == 200
    assert str(NOT_APPLIED) in page.content.decode()


@pytest.mark.parametrize(
    "query",
    [
        "created_at__year=9999",
        "created_at__year=9999&created_at__month=12",
        "created_at__year=9999&created_at__month=12&created_at__day=31",
        "created_at__year=99999",
        "created_at__gte=99999-01-01",
    ],
)
def test_admin_list_with_a_date_out_of_range_is_shown_bare_saying_why(staff, query):
    AttemptFactory()
    assert_bare_list_saying_why(staff, ATTEMPTS, query)


@pytest.mark.parametrize(
    "query",
    [
        "created_at__year=1&created_at__month=1&created_at__day=1",
        "created_at__gte=0001-01-01",
        "created_at__lt=0001-01-01+00:00:00",
        "created_at__year__gte=1",
    ],
)
def test_admin_list_from_the_first_day_of_the_calendar_is_filtered_or_bare(staff, query):
    # PostgreSQL runs these; SQLite's conversion to UTC leaves the calendar (OverflowError).
    AttemptFactory()
    response = staff.get(f"{reverse(ATTEMPTS)}?{query}")
    if response.status_code == 302:
        assert_bare_list_saying_why(staff, ATTEMPTS, query)
    else:
        assert response.status_code == 200


@pytest.mark.parametrize(
    "query",
    ["kind=a%00b", "kind__exact=%00", "created_at__gte=2026-01-01%00", "q=%00", "x%00=1"],
)
def test_admin_list_with_a_nul_in_a_filter_is_shown_bare_saying_why(
    staff, query, django_assert_num_queries
):
    with django_assert_num_queries(1):  # the session's: neither the list nor anything else
        response = staff.get(f"{reverse(ATTEMPTS)}?{query}")
    assert response["Location"] == f"{reverse(ATTEMPTS)}?e=1"
    assert_bare_list_saying_why(staff, ATTEMPTS, query)


def test_every_admin_list_with_a_nul_or_the_last_year_is_never_a_server_error(staff):
    # The bare list for a list with filters; the trainees' own overview ignores them (200).
    for model, model_admin in admin.site._registry.items():
        name = f"admin:{model._meta.app_label}_{model._meta.model_name}_changelist"
        queries = ["q=%00"]
        if model_admin.date_hierarchy:
            field = model_admin.date_hierarchy
            queries.append(f"{field}__year=9999&{field}__month=12&{field}__day=31")
        for each in model_admin.list_filter:
            if isinstance(each, str):
                queries.append(f"{each}=%00")
        for query in queries:
            response = staff.get(f"{reverse(name)}?{query}")
            assert response.status_code in (200, 302), (name, query, response.status_code)


def test_admin_list_with_good_filters_is_shown_filtered(staff):
    AttemptFactory()
    response = staff.get(f"{reverse(ATTEMPTS)}?created_at__year=2026&is_correct__exact=1")
    assert response.status_code == 200
    assert str(NOT_APPLIED) not in response.content.decode()
