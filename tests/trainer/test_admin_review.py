from __future__ import annotations

import csv
import io
from datetime import timedelta
from decimal import Decimal

import pytest
from django.contrib import admin
from django.contrib.admin.helpers import ACTION_CHECKBOX_NAME
from django.test import Client
from django.urls import reverse
from django.utils import timezone, translation
from django.utils.formats import date_format

from paytables.models import Variant
from tests.paytables.factories import VariantFactory
from tests.trainer.factories import (
    AttemptFactory,
    DrillSessionFactory,
    InstructorFactory,
    SkillCardFactory,
    TraineeFactory,
)
from trainer.kinds.oasis.slugs import OasisKind
from trainer.kinds.russian.slugs import RussianKind
from trainer.models import Attempt, QuestionKind, Trainee

pytestmark = pytest.mark.django_db

CHANGELIST = "admin:trainer_attempt_changelist"
TRAINEES = "admin:trainer_trainee_changelist"
TRAINEE = "admin:trainer_trainee_change"
CSV_HEADER = [
    "answered at",
    "trainee",
    "variant",
    "skill",
    "answer given",
    "correct answer",
    "right",
    "within the time limit",
    "seconds",
]


@pytest.fixture
def instructor_client(client: Client) -> Client:
    client.force_login(InstructorFactory())
    return client


@pytest.fixture
def superuser_client(client: Client) -> Client:
    client.force_login(TraineeFactory(is_staff=True, is_superuser=True))
    return client


def answers(user, kind: QuestionKind, *rights: bool, seconds: str = "4.50") -> list[Attempt]:
    """Attempts of ``user`` at ``kind``, right or wrong in the order given."""
    return [
        AttemptFactory(user=user, kind=kind, given="10000" if right else "999", seconds=seconds)
        for right in rights
    ]


def export(client: Client, attempts: list[Attempt], query: str = "", **data) -> list[list[str]]:
    response = client.post(
        reverse(CHANGELIST) + query,
        {
            "action": "export_csv",
            "index": "0",
            ACTION_CHECKBOX_NAME: [attempt.pk for attempt in attempts],
            **data,
        },
    )
    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    text = response.content.decode("utf-8")
    assert text.startswith("\ufeff")
    return list(csv.reader(io.StringIO(text.removeprefix("\ufeff"))))


# The attempts list


def test_attempt_changelist_opens_for_instructor(instructor_client):
    attempt = AttemptFactory(given="10000")

    response = instructor_client.get(reverse(CHANGELIST))

    assert response.status_code == 200
    assert list(response.context["cl"].result_list) == [attempt]
    content = response.content.decode()
    assert reverse(TRAINEES) in content
    assert "Export selected attempts as CSV" in content


def test_attempt_changelist_filters_one_trainees_wrong_attempts(instructor_client):
    anna, binh = TraineeFactory(username="anna"), TraineeFactory(username="binh")
    right, wrong = answers(anna, OasisKind.RAISE, True, False)
    (wrong_fee,) = answers(anna, OasisKind.FEE, False)
    answers(binh, OasisKind.RAISE, False, True)

    response = instructor_client.get(
        reverse(CHANGELIST), {"user__id__exact": anna.pk, "is_correct__exact": "0"}
    )

    assert response.status_code == 200
    assert set(response.context["cl"].result_list) == {wrong, wrong_fee}


def test_trainee_filter_lists_only_users_with_attempts(instructor_client):
    anna = TraineeFactory(username="anna")
    TraineeFactory(username="never-answered")
    answers(anna, OasisKind.RAISE, True)

    response = instructor_client.get(reverse(CHANGELIST))

    trainee_filter = next(
        spec for spec in response.context["cl"].filter_specs if spec.title == "trainee"
    )
    assert trainee_filter.lookup_choices == [(anna.pk, "anna")]


def test_attempt_changelist_bad_trainee_filter_shows_error_page(instructor_client):
    AttemptFactory()

    response = instructor_client.get(reverse(CHANGELIST), {"user__id__exact": "abc"})

    assert response.status_code == 302
    assert response["Location"].endswith("?e=1")


def test_attempt_change_page_is_read_only_for_instructor(instructor_client):
    attempt = AttemptFactory()
    url = reverse("admin:trainer_attempt_change", args=[attempt.pk])

    page = instructor_client.get(url)
    posted = instructor_client.post(url, {"given": "1"})

    assert page.status_code == 200
    assert 'name="_save"' not in page.content.decode()
    assert posted.status_code == 403
    attempt.refresh_from_db()
    assert attempt.given == "10000"


def test_attempt_add_and_delete_forbidden_for_instructor(instructor_client):
    attempt = AttemptFactory()

    assert instructor_client.get(reverse("admin:trainer_attempt_add")).status_code == 403
    delete = reverse("admin:trainer_attempt_delete", args=[attempt.pk])
    assert instructor_client.get(delete).status_code == 403
    assert instructor_client.post(delete, {"post": "yes"}).status_code == 403
    assert Attempt.objects.filter(pk=attempt.pk).exists()


def test_attempt_editing_forbidden_even_for_superuser(superuser_client):
    attempt = AttemptFactory()
    change = reverse("admin:trainer_attempt_change", args=[attempt.pk])

    assert superuser_client.get(reverse("admin:trainer_attempt_add")).status_code == 403
    assert superuser_client.post(change, {"given": "1"}).status_code == 403
    attempt.refresh_from_db()
    assert attempt.given == "10000"


def test_superuser_can_erase_a_trainee_with_everything_recorded(superuser_client):
    attempt = AttemptFactory()
    trainee = attempt.user
    delete = reverse("admin:auth_user_delete", args=[trainee.pk])
    response = superuser_client.post(delete, {"post": "yes"})
    assert response.status_code == 302
    assert not Attempt.objects.filter(pk=attempt.pk).exists()


@pytest.mark.parametrize(
    "model", ["question", "dealtround", "drillsession", "selftest", "skillcard", "skillreview"]
)
def test_other_trainer_lists_open_read_only_for_instructor(instructor_client, model):
    attempt = AttemptFactory()
    SkillCardFactory(user=attempt.user)

    listed = instructor_client.get(reverse(f"admin:trainer_{model}_changelist"))
    add = instructor_client.get(reverse(f"admin:trainer_{model}_add"))

    assert listed.status_code == 200
    assert add.status_code == 403


def test_trainee_is_redirected_to_admin_login(client):
    client.force_login(TraineeFactory())

    for url in (reverse(CHANGELIST), reverse(TRAINEES)):
        response = client.get(url)
        assert response.status_code == 302
        assert response["Location"].startswith(reverse("admin:login"))


def test_anonymous_visitor_is_redirected_to_admin_login(client):
    trainee = TraineeFactory()

    for url in (reverse(TRAINEES), reverse(TRAINEE, args=[trainee.pk])):
        response = client.get(url)
        assert response.status_code == 302
        assert response["Location"].startswith(reverse("admin:login"))


def test_staff_without_permission_gets_403_on_trainees_pages(client):
    trainee = TraineeFactory()
    client.force_login(TraineeFactory(is_staff=True))

    assert client.get(reverse(TRAINEES)).status_code == 403
    assert client.get(reverse(TRAINEE, args=[trainee.pk])).status_code == 403
    assert client.get(reverse(CHANGELIST)).status_code == 403


def test_attempt_changelist_query_count_bounded(instructor_client, django_assert_num_queries):
    for index in range(3):
        trainee = TraineeFactory()
        answers(trainee, OasisKind.RAISE, *([True, False] * (index + 5)))

    with django_assert_num_queries(11):
        response = instructor_client.get(reverse(CHANGELIST))

    assert response.context["cl"].result_count == 36


# The trainees pages


def lines(user, kind: QuestionKind, *runs: int, due: int = 0) -> None:
    """Cards of ``user`` on lines of ``kind``, one per run given (0: the last answer was
    wrong or slow), the first ``due`` of them due now, each with the answer that made it."""
    now = timezone.now()
    for index, run in enumerate(runs):
        when = now - timedelta(hours=1) if index < due else now + timedelta(days=1)
        card = SkillCardFactory(user=user, kind=kind, cell=f"{kind}:line{index}", run=run, due=when)
        AttemptFactory(user=user, kind=kind, cell=card.cell, given="10000" if run else "999")


def test_trainees_page_lists_the_trainee_most_in_need_first_with_their_weakest_skills(
    instructor_client,
):
    anna = TraineeFactory(username="anna", first_name="Anna", last_name="Nguyễn")
    binh = TraineeFactory(username="binh")
    lines(anna, OasisKind.RAISE, 3, 3, 0)  # one line of three missed
    lines(anna, OasisKind.FEE, 0, 3)  # one of two
    lines(anna, OasisKind.NET, 3)  # none
    lines(anna, OasisKind.ANTE, 0, 0, due=1)  # both, one of them due
    lines(binh, OasisKind.FEE, 3, 3, due=2)  # two lines due
    TraineeFactory(username="never-answered")

    response = instructor_client.get(reverse(TRAINEES))

    assert response.status_code == 200
    first, second = response.context["trainees"]
    assert (first.trainee.username, first.trainee.due, first.weakest) == ("binh", 2, [])
    assert (second.trainee.username, second.trainee.attempts, second.percent) == (
        "anna",
        8,
        "50\u00a0%",
    )
    assert (second.trainee.due, second.trainee.weak) == (1, 3)
    assert [skill.kind for skill in second.weakest] == [
        OasisKind.ANTE,
        OasisKind.FEE,
        OasisKind.RAISE,
    ]
    assert [(skill.need.missed, skill.need.answered) for skill in second.weakest] == [
        (2, 2),
        (1, 2),
        (1, 3),
    ]
    content = response.content.decode()
    assert content.index("binh") < content.index("anna")
    assert reverse(TRAINEE, args=[anna.pk]) in content
    assert reverse("admin:trainer_trainee_mastery", args=[anna.pk]) in content
    assert "Anna Nguyễn" in content
    assert "2 of 2 lines missed last time" in content
    # One line a trainee, three skills named: not a column for every skill.
    assert "Net result" not in content
    wrong_ante = f"{reverse(CHANGELIST)}?user__id__exact={anna.pk}&is_correct__exact=0"
    assert f"{wrong_ante}&kind__exact=ante".replace("&", "&amp;") in content
    assert "never-answered" not in content


def test_trainees_page_orders_by_name_when_asked(instructor_client):
    lines(TraineeFactory(username="anna"), OasisKind.RAISE, 0)
    lines(TraineeFactory(username="binh"), OasisKind.RAISE, 3, due=1)

    in_need = instructor_client.get(reverse(TRAINEES))
    by_name = instructor_client.get(reverse(TRAINEES), {"o": "name"})

    assert [line.trainee.username for line in in_need.context["trainees"]] == ["binh", "anna"]
    assert [line.trainee.username for line in by_name.context["trainees"]] == ["anna", "binh"]


def test_trainees_page_is_on_the_admin_index_for_an_instructor(instructor_client):
    response = instructor_client.get(reverse("admin:index"))

    content = response.content.decode()
    assert f'<a href="{reverse(TRAINEES)}">Trainees</a>' in content


def test_trainees_page_is_not_on_the_index_of_staff_without_the_permission(client):
    client.force_login(TraineeFactory(is_staff=True))

    response = client.get(reverse("admin:index"))

    assert reverse(TRAINEES) not in response.content.decode()


def test_trainees_pages_old_addresses_lead_to_the_new_ones(instructor_client):
    trainee = TraineeFactory()
    old = reverse(CHANGELIST) + "trainees/"

    listed = instructor_client.get(old)
    one = instructor_client.get(f"{old}{trainee.pk}/")

    assert (listed.status_code, listed["Location"]) == (301, reverse(TRAINEES))
    assert (one.status_code, one["Location"]) == (301, reverse(TRAINEE, args=[trainee.pk]))


def test_trainees_page_query_count_bounded(instructor_client, django_assert_num_queries):
    for _ in range(4):
        trainee = TraineeFactory()
        answers(trainee, OasisKind.RAISE, True, False)
        answers(trainee, OasisKind.NET, True)

    # Session and user, the admin's permissions (2), the answers counted and the cards.
    with django_assert_num_queries(6):
        response = instructor_client.get(reverse(TRAINEES))

    assert len(response.context["trainees"]) == 4


def test_trainees_page_without_attempts_says_so(instructor_client):
    response = instructor_client.get(reverse(TRAINEES))

    assert response.status_code == 200
    assert "No trainee has answered a question yet." in response.content.decode()


def test_trainee_page_lists_weakest_skill_first(instructor_client):
    anna = TraineeFactory(username="anna", first_name="Anna", last_name="Nguyễn")
    lines(anna, OasisKind.NET, 3, 3)  # none missed
    lines(anna, OasisKind.RAISE, 3, 3, 3, 0)  # a quarter missed
    lines(anna, OasisKind.ANTE, 3, 3, 3, 0, due=2)  # a quarter, two due
    lines(anna, OasisKind.FEE, 3, 0)  # half

    response = instructor_client.get(reverse(TRAINEE, args=[anna.pk]))

    assert response.status_code == 200
    assert [row.stat.kind for row in response.context["practised"]] == [
        OasisKind.FEE,
        OasisKind.ANTE,
        OasisKind.RAISE,
        OasisKind.NET,
    ]
    assert OasisKind.BONUS in [stat.kind for stat in response.context["unpractised"]]
    content = response.content.decode()
    assert "Trainee: anna" in content
    assert "Anna Nguyễn" in content
    assert content.index("Switch fee") < content.index("Net result")
    assert reverse("admin:trainer_trainee_mastery", args=[anna.pk]) in content


def test_trainee_page_lists_as_not_practised_only_what_his_house_can_ask(instructor_client):
    anna = TraineeFactory()
    lines(anna, OasisKind.RAISE, 3)  # at the standard house, which sets no maximum payout

    response = instructor_client.get(reverse(TRAINEE, args=[anna.pk]))

    unpractised = [stat.kind for stat in response.context["unpractised"]]
    assert OasisKind.BONUS in unpractised
    assert OasisKind.MAX_PAYOUT not in unpractised
    assert not [kind for kind in unpractised if kind.startswith("ru_")]
    standard = Variant.objects.get(slug="standard")
    assert f"Not practised yet at {standard}:" in response.content.decode()


def test_trainee_page_at_a_russian_house_lists_its_kinds_as_not_practised(instructor_client):
    lan = TraineeFactory()
    lines(lan, OasisKind.RAISE, 3)
    DrillSessionFactory(user=lan, variant=Variant.objects.get(slug="classic"), kinds=["ru_bet"])

    response = instructor_client.get(reverse(TRAINEE, args=[lan.pk]))

    unpractised = [stat.kind for stat in response.context["unpractised"]]
    assert RussianKind.BET in unpractised
    assert OasisKind.BONUS not in unpractised
    assert [row.stat.kind for row in response.context["practised"]] == [OasisKind.RAISE]


def test_trainee_page_links_to_their_wrong_attempts(instructor_client):
    anna = TraineeFactory()
    right, wrong = answers(anna, OasisKind.RAISE, True, False)
    answers(TraineeFactory(), OasisKind.RAISE, False)

    page = instructor_client.get(reverse(TRAINEE, args=[anna.pk]))
    wrong_url = page.context["wrong_url"]
    listed = instructor_client.get(wrong_url)

    assert wrong_url == f"{reverse(CHANGELIST)}?user__id__exact={anna.pk}&is_correct__exact=0"
    assert wrong_url.replace("&", "&amp;") in page.content.decode()
    assert list(listed.context["cl"].result_list) == [wrong]
    (row,) = page.context["practised"]
    assert row.wrong_url == f"{wrong_url}&kind__exact=raise"
    assert list(instructor_client.get(row.wrong_url).context["cl"].result_list) == [wrong]


def test_trainee_page_unknown_user_is_404(instructor_client):
    assert instructor_client.get(reverse(TRAINEE, args=[987654])).status_code == 404


def test_trainee_page_without_attempts_says_so(instructor_client):
    trainee = TraineeFactory()

    response = instructor_client.get(reverse(TRAINEE, args=[trainee.pk]))

    assert response.status_code == 200
    assert "This trainee has not answered a question yet." in response.content.decode()


@pytest.mark.parametrize("language", ["en", "vi"])
def test_trainees_pages_render_in_each_language(rf, language):
    # Called past the middleware: the admin's URLs are outside i18n_patterns, so
    # LocaleMiddleware always serves them in the default language.
    attempt = AttemptFactory()
    model_admin = admin.site.get_model_admin(Trainee)
    request = rf.get("/")
    request.user = InstructorFactory()

    with translation.override(language):
        pages = [
            model_admin.changelist_view(request).render(),
            model_admin.trainee_view(request, user_id=attempt.user.pk).render(),
        ]

    for page in pages:
        assert page.status_code == 200
        assert f'<html lang="{language}"' in page.content.decode()


# The CSV export


def test_export_csv_has_bom_header_and_one_row_per_attempt(instructor_client):
    trainee = TraineeFactory(username="trần_thị_bích")
    glossary = AttemptFactory(
        user=trainee,
        kind=QuestionKind.GLOSSARY_MEANING,
        question__answer_key="Cù lũ",
        given="Sám cô",
        seconds=Decimal("12.25"),
    )
    raised = AttemptFactory(user=trainee, given="10000")

    response = instructor_client.post(
        reverse(CHANGELIST),
        {"action": "export_csv", "index": "0", ACTION_CHECKBOX_NAME: [glossary.pk, raised.pk]},
    )
    rows = export(instructor_client, [glossary, raised])

    day = timezone.localdate().strftime("%Y%m%d")
    assert response["Content-Disposition"] == f'attachment; filename="attempts-{day}.csv"'
    assert rows[0] == CSV_HEADER
    assert len(rows) == 3
    by_skill = {row[3]: row for row in rows[1:]}
    assert by_skill["Glossary: meaning to term"] == [
        date_format(timezone.localtime(glossary.created_at), "SHORT_DATETIME_FORMAT"),
        "trần_thị_bích",
        "Oasis Poker (standard rules)",
        "Glossary: meaning to term",
        "Sám cô",
        "Cù lũ",
        "no",
        "yes",
        "12.25",
    ]
    # An amount given is shown as typed, the right one as the trainee read it.
    assert by_skill["Raise result"][4:7] == ["10000", "+10,000", "yes"]


def test_export_csv_writes_dates_and_numbers_as_the_language_does(instructor_client):
    attempt = AttemptFactory(given="10000", seconds=Decimal("12.25"))
    with translation.override("vi"):  # the admin's address in Vietnamese
        rows = export(instructor_client, [attempt])
        day = date_format(timezone.localtime(attempt.created_at), "SHORT_DATETIME_FORMAT")
    assert rows[1][0] == day and "/" in day
    assert rows[1][-1] == "12,25"


def test_export_csv_of_all_matching_the_filters(instructor_client):
    anna, binh = TraineeFactory(), TraineeFactory()
    annas = answers(anna, OasisKind.RAISE, True, False, False)
    answers(binh, OasisKind.RAISE, False)

    rows = export(
        instructor_client,
        annas[:1],
        query=f"?user__id__exact={anna.pk}&is_correct__exact=0",
        select_across="1",
    )

    assert len(rows) == 3
    assert {row[1] for row in rows[1:]} == {anna.username}
    assert {row[6] for row in rows[1:]} == {"no"}


def test_export_csv_keeps_answers_from_running_as_formulas(instructor_client):
    formula = AttemptFactory(given='=HYPERLINK("http://example.com")')
    negative = AttemptFactory(given="-30")

    rows = export(instructor_client, [formula, negative])

    given = {row[4] for row in rows[1:]}
    assert given == {'\'=HYPERLINK("http://example.com")', "-30"}


def test_export_csv_keeps_every_text_column_from_running_as_a_formula(instructor_client):
    variant = VariantFactory(name_en='=HYPERLINK("http://x","y")')
    attempt = AttemptFactory(
        user=TraineeFactory(username="@cmd"),
        question__dealt_round__variant=variant,
        given="=1+1",
        question__answer_key="-1+1",
    )
    numeric_name = AttemptFactory(user=TraineeFactory(username="-30"), given="-30")

    rows = export(instructor_client, [attempt, numeric_name])

    by_user = {row[1]: row for row in rows[1:]}
    assert by_user["'@cmd"][2] == '\'=HYPERLINK("http://x","y")'
    assert by_user["'@cmd"][4:6] == ["'=1+1", "'-1+1"]
    # A plain number is an amount in the answer columns, and text in a user name.
    assert by_user["'-30"][4] == "-30"


def test_export_csv_query_count_bounded(instructor_client, django_assert_num_queries):
    attempts = [AttemptFactory(user=TraineeFactory()) for _ in range(50)]

    # Django builds the list's filters twice when it runs an action; none of it per row.
    with django_assert_num_queries(11):
        rows = export(instructor_client, attempts)

    assert len(rows) == 51


def test_export_csv_forbidden_without_view_permission(client):
    attempt = AttemptFactory()
    client.force_login(TraineeFactory(is_staff=True))

    response = client.post(
        reverse(CHANGELIST),
        {"action": "export_csv", "index": "0", ACTION_CHECKBOX_NAME: [attempt.pk]},
    )

    assert response.status_code == 403
