"""Certificates: issued to a trainee who passes, shown to him once the exam has closed as a
page and a PDF, checked by anyone at its code (genuine, revoked, unknown), revoked by an
instructor with a reason."""

from __future__ import annotations

import shutil
import subprocess
from datetime import timedelta
from io import BytesIO

import pytest
import segno
from django.urls import reverse
from django.utils import formats, timezone, translation
from pypdf import PdfReader

from croupier.errors import Refusal
from school.certificates import verify_qr
from school.models import Certificate
from school.services import certificate_revoke, sitting_answer, sitting_current, sitting_start
from tests.trainer.factories import InstructorFactory, ProfileFactory, TraineeFactory
from trainer.services import profile_set

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


def pdf_text(content: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(BytesIO(content)).pages)


def closed_pdf(client, exam, trainee) -> tuple[Certificate, bytes]:
    certificate = sit(exam, trainee).certificate
    close(exam)
    client.force_login(trainee)
    response = client.get(url("school:certificate_pdf", code=certificate.code))
    assert response.status_code == 200
    return certificate, response.content


def test_certificate_prints_the_vietnamese_name_as_given_and_the_signers_title(
    client, exam, trainee, instructor
):
    ProfileFactory(user=trainee, full_name="Nguyễn Thị Lan")
    ProfileFactory(user=instructor, full_name="Lê Văn Thanh", title="Training manager")
    certificate, content = closed_pdf(client, exam, trainee)
    assert (certificate.trainee_name, certificate.signer_name, certificate.signer_title) == (
        "Nguyễn Thị Lan",
        "Lê Văn Thanh",
        "Training manager",
    )
    text = pdf_text(content)
    assert "Nguyễn Thị Lan" in text and "Lê Văn Thanh" in text and "Training manager" in text
    # DejaVu draws it all: the 4 MB CJK font is not embedded for nothing.
    assert b"DroidSansFallback" not in content
    page = client.get(url("school:certificate", code=certificate.code)).content.decode()
    assert "Nguyễn Thị Lan" in page and "Training manager" in page


def test_certificate_prints_a_chinese_name_with_the_fallback_font(client, exam, trainee):
    ProfileFactory(user=trainee, full_name="陳家偉")
    _certificate, content = closed_pdf(client, exam, trainee)
    assert "陳家偉" in pdf_text(content)
    assert b"DroidSansFallback" in content


def test_certificate_keeps_the_name_it_was_issued_with_after_a_correction(client, exam, trainee):
    ProfileFactory(user=trainee, full_name="Nguyễn Thị Lan")
    certificate, _content = closed_pdf(client, exam, trainee)
    profile_set(user=trainee, full_name="Nguyễn Thị Lam")
    content = client.get(url("school:certificate_pdf", code=certificate.code)).content
    certificate.refresh_from_db()
    assert certificate.trainee_name == "Nguyễn Thị Lan"
    assert "Nguyễn Thị Lan" in pdf_text(content) and "Lam" not in pdf_text(content)


def test_revoked_certificate_pdf_says_revoked_with_the_date(client, exam, trainee, instructor):
    certificate, content = closed_pdf(client, exam, trainee)
    assert "REVOKED" not in pdf_text(content)
    certificate_revoke(certificate=certificate, by=instructor, reason="Copied answers")
    certificate.refresh_from_db()
    content = client.get(url("school:certificate_pdf", code=certificate.code)).content
    text = pdf_text(content)
    revoked = formats.date_format(timezone.localtime(certificate.revoked_at), "DATE_FORMAT")
    assert "REVOKED" in text and f"revoked on {revoked}" in text
    assert "Copied answers" not in text
    page = client.get(url("school:certificate", code=certificate.code)).content.decode()
    assert f"This certificate was revoked on {revoked}" in page


def test_certificate_check_address_is_absolute_under_the_site_url(client, exam, trainee, settings):
    settings.SITE_URL = "https://croupier.example"
    certificate, content = closed_pdf(client, exam, trainee)
    address = "https://croupier.example" + url("school:verify", code=certificate.code)
    assert address in pdf_text(content).replace("\n", "")
    page = client.get(url("school:certificate", code=certificate.code)).content.decode()
    assert address in page and "<svg" in page


def test_certificate_check_address_without_a_site_url_is_the_requests_host(client, exam, trainee):
    certificate, content = closed_pdf(client, exam, trainee)
    address = "http://testserver" + url("school:verify", code=certificate.code)
    assert address in pdf_text(content).replace("\n", "")


def test_verify_qr_carries_the_check_address():
    address = "https://croupier.example/vi/verify/AbC-123_x/"
    qr = verify_qr(address)
    # The payload is the address, byte for byte: the same code segno makes of it.
    assert qr == segno.make(address, error="m", micro=False)
    assert qr != segno.make(address + "x", error="m", micro=False)


@pytest.mark.skipif(
    not (shutil.which("pdftoppm") and shutil.which("zbarimg")),
    reason="needs poppler-utils and zbar-tools to render and read the printed QR code",
)
def test_certificate_pdf_qr_decodes_to_the_check_address(client, exam, trainee, tmp_path):
    certificate, content = closed_pdf(client, exam, trainee)
    (tmp_path / "c.pdf").write_bytes(content)
    subprocess.run(
        ["pdftoppm", "-png", "-r", "100", tmp_path / "c.pdf", tmp_path / "c"], check=True
    )
    png = next(tmp_path.glob("c*.png"))
    read = subprocess.run(
        ["zbarimg", "--quiet", "--raw", png], capture_output=True, text=True, check=True
    )
    assert read.stdout.strip() == "http://testserver" + url("school:verify", code=certificate.code)


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


def test_verify_a_genuine_certificate_shows_what_the_paper_must_say(client, exam, trainee):
    certificate = sit(exam, trainee).certificate
    response = client.get(url("school:verify", code=certificate.code))
    page = response.content.decode()
    assert response.status_code == 200
    assert "Genuine and valid" in page
    issued = formats.date_format(timezone.localtime(certificate.issued_at), "DATE_FORMAT")
    for fact in ("Nguyễn Thị Hương", "Oasis Poker", "Very Superior", issued):
        assert fact in page
    # What an employer does not need: the score, the house, the examiner.
    assert "100" not in page and "Corona" not in page and "Thanh" not in page


def test_verify_a_revoked_certificate_says_revoked_with_the_date(client, exam, trainee, instructor):
    certificate = sit(exam, trainee).certificate
    certificate_revoke(certificate=certificate, by=instructor, reason="Copied answers")
    certificate.refresh_from_db()
    page = client.get(url("school:verify", code=certificate.code)).content.decode()
    revoked = formats.date_format(timezone.localtime(certificate.revoked_at), "DATE_FORMAT")
    assert f"Revoked on {revoked}" in page and "no longer valid" in page
    assert "Nguyễn Thị Hương" in page and "Copied answers" not in page


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
