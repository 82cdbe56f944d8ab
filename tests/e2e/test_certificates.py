"""A certificate with a Vietnamese name, on a phone in Vietnamese: the trainee signs up with
his full name, passes, sees his certificate (his name as he gave it, the signer's name and
title, the QR code of the check address) and the public check page; once revoked, the
check page and his certificate say so with the date. The PDFs are kept beside the
screenshots in test-artifacts/e2e/ (and drawn as PNG where poppler's pdftoppm is there)."""

from __future__ import annotations

import shutil
import subprocess
from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.utils import formats, timezone, translation
from playwright.sync_api import Browser, Page, expect

from school.models import Band, Certificate, Exam
from school.services import certificate_revoke
from tests.e2e.conftest import ARTIFACTS
from tests.e2e.test_school import LAPTOP, PHONE, fits, log_in, new_page, vi, vi_text
from tests.school.factories import ExamFactory, SchoolClassFactory
from tests.school.test_certificates import sit
from tests.trainer.factories import InstructorFactory, ProfileFactory

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

PASSWORD = "a-long-pass-phrase-42"


def keep_pdf(page: Page, live_server, code: str, name: str) -> bytes:
    """The certificate's PDF as the trainee downloads it, kept (and drawn at 60 dpi)."""
    content = page.request.get(live_server.url + vi("school:certificate_pdf", code)).body()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.pdf"
    path.write_bytes(content)
    if shutil.which("pdftoppm"):
        subprocess.run(["pdftoppm", "-png", "-r", "60", path, ARTIFACTS / name], check=True)
    return content


def vi_date(at) -> str:
    with translation.override("vi"):
        return formats.date_format(timezone.localtime(at), "DATE_FORMAT")


def test_vietnamese_name_certificate_and_its_check_on_a_phone_then_revoked(
    live_server, browser: Browser, shoot
):
    instructor = InstructorFactory(username="thanh")
    ProfileFactory(user=instructor, full_name="Lê Văn Thanh", title="Trưởng phòng đào tạo")
    errors: list[str] = []
    context, page = new_page(browser, PHONE, errors)

    page.goto(live_server.url + vi("sign_up"))
    page.fill("#id_username", "lan.nguyen")
    page.fill("#id_full_name", "  Nguyễn   Thị Lan ")
    page.fill("#id_password1", PASSWORD)
    page.fill("#id_password2", PASSWORD)
    fits(page, 360)
    shoot(page, "sign-up-360")
    with page.expect_navigation():
        page.get_by_role("button", name=vi_text("Create the account")).tap()
    certificate = pass_an_exam("lan.nguyen", instructor)

    page.goto(live_server.url + vi("school:home"))
    expect(page.locator("main")).to_contain_text("Nguyễn Thị Lan")
    page.get_by_role("link", name=vi_text(Band.VERY_SUPERIOR.label), exact=False).click()
    expect(page.locator(".certificate__name")).to_have_text("Nguyễn Thị Lan")
    expect(page.locator(".certificate")).to_contain_text("Lê Văn Thanh")
    expect(page.locator(".certificate")).to_contain_text("Trưởng phòng đào tạo")
    expect(page.locator(".certificate__qr svg")).to_be_visible()
    fits(page, 360)
    shoot(page, "certificate-360")
    keep_pdf(page, live_server, certificate.code, "certificate-vi")

    # His name is on a certificate now: the page says why he cannot change it himself.
    page.get_by_role("link", name=vi_text("Your name on certificates")).click()
    expect(page.locator("main [role=status]")).to_contain_text("giảng viên")
    expect(page.locator("#id_full_name")).to_have_count(0)
    fits(page, 360)
    shoot(page, "name-frozen-360")

    public_context, public = new_page(browser, PHONE, errors)
    verify = live_server.url + vi("school:verify", certificate.code)
    public.goto(verify)
    expect(public.locator(".verify--valid")).to_be_visible()
    facts = public.locator(".verify-facts")
    for fact in ("Nguyễn Thị Lan", "Oasis Poker", vi_text(Band.VERY_SUPERIOR.label)):
        expect(facts).to_contain_text(fact)
    expect(facts).to_contain_text(vi_date(certificate.issued_at))
    fits(public, 360)
    shoot(public, "verify-valid-360")

    certificate_revoke(certificate=certificate, by=instructor, reason="Sai quy trình")
    certificate.refresh_from_db()
    revoked_on = vi_date(certificate.revoked_at)
    public.reload()
    expect(public.locator(".verify--revoked")).to_contain_text(revoked_on)
    expect(facts).to_contain_text(revoked_on)
    expect(public.locator("main")).not_to_contain_text("Sai quy trình")
    fits(public, 360)
    shoot(public, "verify-revoked-360")

    page.goto(live_server.url + vi("school:certificate", certificate.code))
    expect(page.locator(".verify--revoked")).to_contain_text(revoked_on)
    fits(page, 360)
    shoot(page, "certificate-revoked-360")
    keep_pdf(page, live_server, certificate.code, "certificate-vi-revoked")
    for each in (context, public_context):
        each.close()
    assert errors == []


def pass_an_exam(username: str, instructor) -> Certificate:
    """``username`` passes an exam of his class with every answer right; it has closed."""
    trainee = get_user_model().objects.get(username=username)
    school_class = SchoolClassFactory(instructors=[instructor], trainees=[trainee])
    exam = ExamFactory(school_class=school_class, examiner=instructor, parts={"ante": 2})
    certificate = sit(exam, trainee).certificate
    Exam.objects.filter(pk=exam.pk).update(closes_at=timezone.now() - timedelta(seconds=1))
    return certificate


def test_instructor_corrects_a_trainees_name_in_the_admin(live_server, browser: Browser, shoot):
    instructor = InstructorFactory(username="thanh")
    trainee = ProfileFactory(full_name="Nguyen Thi Lan").user
    SchoolClassFactory(instructors=[instructor], trainees=[trainee])
    errors: list[str] = []
    context, page = new_page(browser, LAPTOP, errors)
    log_in(page, live_server, instructor.username, admin=True)

    page.goto(live_server.url + vi("admin:trainer_trainee_change", trainee.pk))
    page.get_by_role("link", name=vi_text("Name on certificates")).click()
    expect(page.locator("#id_full_name")).to_have_value("Nguyen Thi Lan")
    page.fill("#id_full_name", "Nguyễn Thị Lan")
    shoot(page, "admin-name-1280")
    page.get_by_role("button", name=vi_text("Save")).click()
    expect(page.locator(".messagelist .success")).to_have_text(vi_text("The name is saved."))
    expect(page.locator("#content h2")).to_contain_text("Nguyễn Thị Lan")
    shoot(page, "admin-trainee-named-1280")

    # His school page on a phone shows the corrected name, his to correct still.
    phone_context, phone = new_page(browser, PHONE, errors)
    trainee.set_password(PASSWORD)
    trainee.save()
    phone.goto(live_server.url + vi("login"))
    phone.fill("#id_username", trainee.username)
    phone.fill("#id_password", PASSWORD)
    with phone.expect_navigation():
        phone.keyboard.press("Enter")
    phone.goto(live_server.url + vi("school:home"))
    expect(phone.locator("main")).to_contain_text("Nguyễn Thị Lan")
    fits(phone, 360)
    shoot(phone, "school-home-name-360")
    phone.locator(f'main a[href="{vi("name")}"]').click()
    expect(phone.locator("#id_full_name")).to_have_value("Nguyễn Thị Lan")
    fits(phone, 360)
    shoot(phone, "name-360")
    for each in (context, phone_context):
        each.close()
    assert errors == []
