"""The school end to end, in Vietnamese: an instructor makes an exam in the admin on a laptop, a
trainee takes it on a phone answering every question right, sees his result and band once it
has closed, downloads his certificate, and the public check says it is genuine until the
instructor revokes it. Then the class board on a phone. Screenshots in test-artifacts/e2e/."""

from __future__ import annotations

import re
from datetime import timedelta
from decimal import Decimal

import pytest
from django.urls import reverse
from django.utils import timezone, translation
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, expect

from paytables.models import Variant
from school.models import Band, Certificate, Exam, ExamAnswer, Sitting
from school.weeks import current_week
from tests.school.factories import SchoolClassFactory
from tests.trainer.factories import AttemptFactory, InstructorFactory, TraineeFactory
from trainer.models import Attempt, Question
from trainer.services import skill_review_record

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

PASSWORD = "a-long-test-password"  # the factories'
LAPTOP = {"viewport": {"width": 1280, "height": 900}}
PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}
SITE_ZONE = "Asia/Ho_Chi_Minh"


def vi(name: str, *args: object) -> str:
    with translation.override("vi"):
        return reverse(name, args=args or None)


def vi_text(text: str) -> str:
    """``text`` (a message id, or a lazy label) as the Vietnamese pages say it."""
    with translation.override("vi"):
        return translation.gettext(str(text))


# Playwright's full-page screenshot of an emulated phone applies an inline style to the page,
# which its CSP refuses and logs; the same run without screenshots logs nothing at all.
SCREENSHOT_STYLE = "Applying inline style violates the following Content Security Policy"


def _log(errors: list[str], page: Page, message: ConsoleMessage) -> None:
    if message.type == "error" and not message.text.startswith(SCREENSHOT_STYLE):
        errors.append(f"{page.url}: {message.text}")


def new_page(browser: Browser, screen: dict, errors: list[str]) -> tuple[BrowserContext, Page]:
    """A page of a new context; what it logs as an error goes to ``errors``."""
    context = browser.new_context(**screen, locale="vi-VN", timezone_id=SITE_ZONE)
    page = context.new_page()
    page.on("console", lambda message: _log(errors, page, message))
    page.on("pageerror", lambda error: errors.append(f"{page.url}: {error}"))
    return context, page


def log_in(page: Page, live_server, username: str, *, admin: bool = False) -> None:
    page.goto(live_server.url + vi("admin:login" if admin else "login"))
    page.fill("#id_username", username)
    page.fill("#id_password", PASSWORD)
    with page.expect_navigation():
        page.keyboard.press("Enter")


def fits(page: Page, width: int) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= width


def typed(question: Question) -> str:
    """The key as a dealer types it: "300", "-100" (a decimal with a comma, in Vietnamese)."""
    amount = Decimal(question.answer_key).normalize()
    return f"{amount:f}".replace(".", ",")


def make_exam_in_the_admin(page: Page, live_server, school_class, shoot) -> Exam:
    """The instructor's exam: three raise questions and two hands, open from five minutes
    ago for an hour, everything else as the form proposes it."""
    page.goto(live_server.url + vi("admin:school_exam_add"))
    expect(page.locator("html")).to_have_attribute("lang", "vi")
    page.select_option("#id_school_class", str(school_class.pk))
    page.fill("#id_title", "Kiểm tra bàn: tiền raise")
    page.select_option("#id_variant", str(Variant.objects.get(slug="standard").pk))
    opens = timezone.localtime() - timedelta(minutes=5)
    closes = opens + timedelta(hours=1)
    page.fill("#id_opens_at_0", opens.strftime("%Y-%m-%d"))
    page.fill("#id_opens_at_1", opens.strftime("%H:%M:%S"))
    page.fill("#id_closes_at_0", closes.strftime("%Y-%m-%d"))
    page.fill("#id_closes_at_1", closes.strftime("%H:%M:%S"))
    page.select_option("#id_parts-0-kind", "raise")
    page.fill("#id_parts-0-count", "3")
    page.select_option("#id_parts-1-kind", "hand")
    page.fill("#id_parts-1-count", "2")
    shoot(page, "admin-exam-form-1280")
    page.locator("input[name=_save]").click()
    expect(page.locator(".messagelist .success")).to_be_visible()
    shoot(page, "admin-exam-saved-1280")
    exam = Exam.objects.get(title="Kiểm tra bàn: tiền raise")
    assert exam.questions.count() == 5
    page.goto(live_server.url + vi("admin:school_exam_change", exam.pk))
    expect(page.locator(".field-question_list")).to_contain_text("5.")
    shoot(page, "admin-exam-key-1280")
    return exam


def sit_the_exam_on_a_phone(page: Page, live_server, exam: Exam, trainee, shoot) -> Sitting:
    """Every question answered right, the key read from the database as it is shown."""
    page.goto(live_server.url + vi("school:home"))
    fits(page, 360)
    shoot(page, "school-home-360")
    page.get_by_role("link", name=exam.title).click()
    expect(page.locator("h1")).to_have_text(exam.title)
    fits(page, 360)
    shoot(page, "exam-360")
    page.get_by_role("button", name=vi_text("Start the exam")).click()
    sitting = Sitting.objects.get(exam=exam, trainee=trainee)
    for index in range(1, len(sitting.order) + 1):
        expect(page.locator("#sitting input[name=index]")).to_have_value(str(index))
        question = (
            ExamAnswer.objects.select_related("exam_question__question")
            .get(sitting=sitting, index=index)
            .exam_question.question
        )
        fits(page, 360)
        if question.asks_amount:
            page.fill("#sitting input[name=answer]", typed(question))
            shoot(page, f"sitting-{index}-amount-360")
            page.locator("#sitting .answer-form__row button[type=submit]").tap()
        else:
            shoot(page, f"sitting-{index}-choice-360")
            page.locator(f'#sitting button[name=answer][value="{question.answer_key}"]').tap()
    expect(page.locator("#sitting h2")).to_have_text(vi_text("The sitting is over"))
    fits(page, 360)
    shoot(page, "sitting-over-360")
    sitting.refresh_from_db()
    assert sitting.finished and sitting.right == len(sitting.order)
    return sitting


def test_exam_made_in_the_admin_sat_on_a_phone_certified_and_revoked(
    live_server, browser: Browser, shoot
):
    instructor = InstructorFactory(username="thanh", first_name="Thanh", last_name="Lê")
    trainee = TraineeFactory(username="lan", first_name="Lan", last_name="Nguyễn")
    school_class = SchoolClassFactory(
        name="Lớp chia bài K1",
        casino="Corona Casino",
        instructors=[instructor],
        trainees=[trainee],
        variant="standard",
    )
    errors: list[str] = []
    laptop_context, laptop = new_page(browser, LAPTOP, errors)
    log_in(laptop, live_server, instructor.username, admin=True)
    exam = make_exam_in_the_admin(laptop, live_server, school_class, shoot)

    phone_context, phone = new_page(browser, PHONE, errors)
    log_in(phone, live_server, trainee.username)
    sitting = sit_the_exam_on_a_phone(phone, live_server, exam, trainee, shoot)
    # Before the exam closes: no score, no band, no working.
    phone.goto(live_server.url + vi("school:exam", exam.pk))
    expect(phone.get_by_role("link", name=re.compile("%"))).to_have_count(0)
    assert phone.request.get(live_server.url + vi("school:results", sitting.pk)).status == 404

    # The exam closes.
    Exam.objects.filter(pk=exam.pk).update(closes_at=timezone.now() - timedelta(seconds=1))
    phone.reload()
    very_superior = vi_text(Band.VERY_SUPERIOR.label)
    phone.get_by_role("link", name=re.compile(very_superior)).click()
    expect(phone.locator("h1")).to_contain_text(exam.title)
    expect(phone.locator(".exam-facts")).to_contain_text(very_superior)
    expect(phone.locator(".exam-facts")).to_contain_text("100")
    expect(phone.locator(".feedback--right")).to_have_count(5)
    fits(phone, 360)
    shoot(phone, "results-360")

    phone.get_by_role("link", name=vi_text("Your certificate")).click()
    expect(phone.locator(".certificate__name")).to_have_text("Lan Nguyễn")
    expect(phone.locator(".certificate__band")).to_contain_text(very_superior)
    fits(phone, 360)
    shoot(phone, "certificate-360")
    with phone.expect_download() as download_info:
        phone.get_by_role("link", name=vi_text("Download as PDF")).click()
    download = download_info.value
    assert download.suggested_filename.endswith(".pdf")
    with open(download.path(), "rb") as pdf:
        assert pdf.read(5) == b"%PDF-"
    verify_url = re.search(r"https?://\S+", phone.locator(".certificate__verify").inner_text())[0]
    certificate = Certificate.objects.get(trainee=trainee)
    assert verify_url.endswith(vi("school:verify", certificate.code))

    # Anyone with the address checks it: genuine and valid, with the name as printed, and
    # not the score.
    public_context, public = new_page(browser, PHONE, errors)
    public.goto(verify_url)
    expect(public.locator(".verify--valid")).to_be_visible()
    expect(public.locator(".verify-facts")).to_contain_text("Lan Nguyễn")
    expect(public.locator("main")).not_to_contain_text("100")
    fits(public, 360)
    shoot(public, "verify-valid-360")

    # The instructor revokes it.
    laptop.goto(live_server.url + vi("admin:school_certificate_changelist"))
    laptop.locator("input[name=_selected_action]").first.check()
    laptop.select_option("select[name=action]", "revoke")
    laptop.locator("button[name=index]").click()
    laptop.fill("#id_reason", "Sai quy trình chia bài khi kiểm tra lại tại bàn.")
    shoot(laptop, "admin-revoke-1280")
    laptop.locator("input[name=apply]").click()
    expect(laptop.locator(".messagelist li")).to_have_text("Đã thu hồi 1 chứng chỉ.")
    shoot(laptop, "admin-revoked-1280")
    certificate.refresh_from_db()
    assert not certificate.valid

    public.reload()
    expect(public.locator(".verify--revoked")).to_be_visible()
    shoot(public, "verify-revoked-360")
    for context in (laptop_context, phone_context, public_context):
        context.close()
    assert errors == []


def practice(trainee, cell: str, at, marks: str) -> None:
    """Answers of ``cell`` a minute apart from ``at`` ("R" right, "W" wrong), reviewed on the
    cell's card as the trainer reviews them."""
    for minute, mark in enumerate(marks):
        when = at + timedelta(minutes=minute)
        attempt = AttemptFactory(
            user=trainee,
            cell=cell,
            kind=cell.partition(":")[0],
            given="10000" if mark == "R" else "1",
        )
        Attempt.objects.filter(pk=attempt.pk).update(created_at=when)
        attempt.created_at = when
        skill_review_record(attempt=attempt, standard=None, at=when)


def test_class_board_on_a_phone_in_vietnamese(live_server, browser: Browser, shoot):
    lan = TraineeFactory(username="lan", first_name="Lan", last_name="Nguyễn")
    others = [
        TraineeFactory(username="minh", first_name="Minh", last_name="Trần"),
        TraineeFactory(username="thao", first_name="Võ Thị Phương Thảo"),
        TraineeFactory(username="binh"),
    ]
    school_class = SchoolClassFactory(name="Lớp chia bài K1", trainees=[lan, *others])
    type(school_class).objects.filter(pk=school_class.pk).update(
        created_at=timezone.now() - timedelta(days=21)
    )
    last_week = current_week().before()
    start = last_week.start + timedelta(days=2, hours=9)
    for trainee, marks in zip(others, ("RRRRRR", "RRWRRR", "RW"), strict=True):
        school_class.board_opt_ins.create(trainee=trainee)
        practice(trainee, "raise:flush", start, marks)
        practice(trainee, "raise:pair", start + timedelta(hours=1), marks[:3])
    practice(lan, "raise:pair", start, "RRR")
    errors: list[str] = []
    context, page = new_page(browser, PHONE, errors)
    log_in(page, live_server, lan.username)

    page.goto(live_server.url + vi("school:home"))
    choice = page.locator(f"#board-choice-{school_class.pk}")
    expect(choice).to_contain_text(vi_text("Show me on the board"))
    fits(page, 360)
    shoot(page, "school-home-board-off-360")
    choice.get_by_role("button").tap()
    expect(choice.get_by_role("button")).to_have_text(vi_text("Take me off the board"))
    fits(page, 360)
    shoot(page, "school-home-board-on-360")

    choice.get_by_role("link", name=vi_text("See the class board")).click()
    expect(page.locator("h1")).to_contain_text("Lớp chia bài K1")
    expect(page.locator(".board__table tbody tr")).to_have_count(4)
    fits(page, 360)
    shoot(page, "board-this-week-360")
    page.get_by_role("link", name=re.compile(vi_text("Previous week"))).click()
    expect(page).to_have_url(re.compile(f"week={last_week.monday.isoformat()}"))
    rows = page.locator(".board__table tbody tr")
    expect(rows.first).to_contain_text("Minh Trần")
    expect(page.locator(".board__row--you")).to_contain_text("Lan Nguyễn")
    fits(page, 360)
    shoot(page, "board-last-week-360")
    context.close()
    assert errors == []
