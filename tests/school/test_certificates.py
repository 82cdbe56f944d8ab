"""Certificates: issued to a trainee who passes, shown to him once the exam has closed as a
page and a PDF, checked by anyone at its code (genuine, revoked, unknown), revoked by an
instructor with a reason."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone, translation

from croupier.errors import Refusal
from school.models import Certificate
from school.services import certificate_revoke, sitting_answer, sitting_current, sitting_start
from tests.trainer.factories import InstructorFactory, TraineeFactory

from .factories import ExamFactory, SchoolClassFactory
from .helpers import key_of, url, wrong_of

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


@pytest.fixture
def instructor():
    return InstructorFactory(first_name="Thanh", last_name="Lê")


@pytest.fixture
def trainee():
    return TraineeFactory(first_name="Nguyễn Thị", last_name="Hương")


@pytest.fixture
def exam(instructor, trainee):
    school_class = SchoolClassFactory(
        instructors=[instructor], trainees=[trainee], casino="Corona Casino Phú Quốc"
    )
    return ExamFactory(school_class=school_class, examiner=instructor, parts={"ante": 4})


def sit(exam, trainee, *, right=True):
    at = timezone.now()
    sitting = sitting_start(exam=exam, trainee=trainee, at=at)
    while (answer := sitting_current(sitting=sitting, at=at)) is not None:
        at += timedelta(seconds=2)
        given = key_of(answer) if right else wrong_of(answer)
        sitting_answer(sitting=sitting, index=answer.index, given=given, language="en", at=at)
    sitting.refresh_from_db()
    return sitting


def close(exam):
    exam.opens_at = timezone.now() - timedelta(hours=3)
    exam.closes_at = timezone.now() - timedelta(seconds=1)
    exam.save()


def test_a_pass_issues_a_certificate_with_what_it_says(exam, trainee):
    sitting = sit(exam, trainee)
    certificate = sitting.certificate
    assert certificate.trainee_name == "Nguyễn Thị Hương"
    assert (certificate.casino, certificate.variant.slug) == ("Corona Casino Phú Quốc", "standard")
    assert (certificate.band, certificate.signer_name) == ("very_superior", "Thanh Lê")
    assert len(certificate.code) >= 32


def test_a_fail_issues_no_certificate(exam, trainee):
    sit(exam, trainee, right=False)
    assert not Certificate.objects.exists()


def test_certificate_page_and_pdf_for_the_trainee_after_the_close(client, exam, trainee):
    certificate = sit(exam, trainee).certificate
    close(exam)
    client.force_login(trainee)
    page = client.get(url("school:certificate", code=certificate.code)).content.decode()
    assert "Nguyễn Thị Hương" in page and "Very Superior" in page and "Thanh Lê" in page
    assert url("school:verify", code=certificate.code) in page
    assert (
        client.get(url("school:certificate", code=certificate.code), headers=HTMX).status_code
        == 200
    )
    response = client.get(url("school:certificate_pdf", code=certificate.code))
    assert response["Content-Type"] == "application/pdf"
    assert response.content.startswith(b"%PDF")
    home = client.get(url("school:home")).content.decode()
    assert url("school:certificate", code=certificate.code) in home


def test_certificate_pdf_in_vietnamese_embeds_the_font(client, exam, trainee):
    certificate = sit(exam, trainee).certificate
    close(exam)
    client.force_login(trainee)
    with translation.override("vi"):
        address = reverse("school:certificate_pdf", kwargs={"code": certificate.code})
    response = client.get(address)
    assert b"DejaVu" in response.content


def test_certificate_before_the_close_is_not_found(client, exam, trainee):
    certificate = sit(exam, trainee).certificate
    client.force_login(trainee)
    assert client.get(url("school:certificate", code=certificate.code)).status_code == 404
    assert client.get(url("school:certificate_pdf", code=certificate.code)).status_code == 404


def test_certificate_of_another_trainee_is_not_found(client, exam, trainee):
    certificate = sit(exam, trainee).certificate
    close(exam)
    client.force_login(TraineeFactory())
    assert client.get(url("school:certificate", code=certificate.code)).status_code == 404
    assert client.get(url("school:certificate_pdf", code=certificate.code)).status_code == 404


def test_certificate_pages_anonymous_and_wrong_method(client, exam, trainee):
    certificate = sit(exam, trainee).certificate
    close(exam)
    assert client.get(url("school:certificate", code=certificate.code)).status_code == 302
    client.force_login(trainee)
    assert client.post(url("school:certificate", code=certificate.code)).status_code == 405
    assert client.post(url("school:certificate_pdf", code=certificate.code)).status_code == 405


# -- the public check ---------------------------------------------------------------------------


def test_verify_a_genuine_certificate_says_so_and_nothing_else(client, exam, trainee):
    certificate = sit(exam, trainee).certificate
    response = client.get(url("school:verify", code=certificate.code))
    page = response.content.decode()
    assert response.status_code == 200
    assert "Genuine and valid" in page
    assert "Hương" not in page and "Very Superior" not in page and "Corona" not in page


def test_verify_a_revoked_certificate_says_it_is_no_longer_valid(client, exam, trainee, instructor):
    certificate = sit(exam, trainee).certificate
    certificate_revoke(certificate=certificate, by=instructor, reason="Copied answers")
    page = client.get(url("school:verify", code=certificate.code)).content.decode()
    assert "Genuine but no longer valid" in page and "Copied answers" not in page


def test_verify_an_unknown_code_says_it_is_not_ours(client):
    response = client.get(url("school:verify", code="not-a-real-code"))
    assert response.status_code == 404
    assert "No certificate has this code" in response.content.decode()


def test_verify_in_vietnamese_with_htmx_and_wrong_method(client, exam, trainee):
    certificate = sit(exam, trainee).certificate
    with translation.override("vi"):
        address = reverse("school:verify", kwargs={"code": certificate.code})
    assert client.get(address, headers=HTMX).status_code == 200
    assert client.post(address).status_code == 405


# -- revoking -------------------------------------------------------------------------------------


def test_revoking_needs_a_reason_and_happens_once(exam, trainee, instructor):
    certificate = sit(exam, trainee).certificate
    with pytest.raises(Refusal) as refused:
        certificate_revoke(certificate=certificate, by=instructor, reason="  ")
    assert refused.value.code == "reason"
    certificate.refresh_from_db()
    assert certificate.valid
    certificate_revoke(certificate=certificate, by=instructor, reason="Copied answers")
    with pytest.raises(Refusal) as refused:
        certificate_revoke(certificate=certificate, by=instructor, reason="Again")
    assert refused.value.code == "revoked"


def _revoke(client, certificate, **fields):
    data = {"action": "revoke", "_selected_action": [certificate.pk], **fields}
    return client.post(url("admin:school_certificate_changelist"), data)


def test_instructor_revokes_from_the_admin_with_a_reason(client, exam, trainee, instructor):
    certificate = sit(exam, trainee).certificate
    client.force_login(instructor)
    asked = _revoke(client, certificate)
    assert "Why the certificates are revoked" in asked.content.decode()
    missing = _revoke(client, certificate, apply="Revoke", reason="")
    assert "Say why the certificate is revoked." in missing.content.decode()
    certificate.refresh_from_db()
    assert certificate.valid
    done = _revoke(client, certificate, apply="Revoke", reason="Copied answers")
    assert done.status_code == 302
    certificate.refresh_from_db()
    assert (certificate.valid, certificate.revoke_reason, certificate.revoked_by) == (
        False,
        "Copied answers",
        instructor,
    )


def test_another_instructor_cannot_see_or_revoke_the_certificate(client, exam, trainee):
    certificate = sit(exam, trainee).certificate
    client.force_login(InstructorFactory())
    listing = client.get(url("admin:school_certificate_changelist"))
    assert list(listing.context["cl"].result_list) == []
    _revoke(client, certificate, apply="Revoke", reason="Not mine")
    certificate.refresh_from_db()
    assert certificate.valid
