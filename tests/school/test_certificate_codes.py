"""Addresses with a code no certificate can have: a NUL, which PostgreSQL refuses in a query,
answered as an unknown code (404) without asking the database (issue 25, point 5a)."""

from __future__ import annotations

import pytest
from django.test import Client

from tests.trainer.factories import TraineeFactory

pytestmark = pytest.mark.django_db
NUL_CODE = "ab%00cd"


def test_verify_a_code_with_a_nul_says_it_is_not_ours(django_assert_num_queries):
    client = Client()
    with django_assert_num_queries(0):
        response = client.get(f"/en/verify/{NUL_CODE}/")
    assert response.status_code == 404
    assert "No certificate has this code" in response.content.decode()


@pytest.mark.parametrize("page", ["", "pdf/"])
def test_trainees_certificate_pages_with_a_nul_in_the_code_are_not_found(
    page, django_assert_num_queries
):
    client = Client()
    client.force_login(TraineeFactory())
    with django_assert_num_queries(2):  # his session and his user: no certificate read
        response = client.get(f"/en/school/certificates/{NUL_CODE}/{page}")
    assert response.status_code == 404
