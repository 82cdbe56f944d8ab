"""A person's full name as certificates print it: given at sign-up (Vietnamese with its
accents, Chinese), refused where no shipped font can print it, corrected by the trainee
until a certificate is issued with it, set by his instructor in the admin."""

from __future__ import annotations

import unicodedata

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse
from django.utils import translation

from tests.school.factories import ExamFactory, SchoolClassFactory
from tests.school.test_certificates import sit
from tests.trainer.factories import InstructorFactory, ProfileFactory, TraineeFactory
from trainer.models import Profile
from trainer.selectors import person_name
from trainer.services import profile_set

pytestmark = pytest.mark.django_db
PASSWORD = "a-long-pass-phrase"
TANGUT = "\U00017000"  # a letter of a script no shipped font has


def url(name: str, *args: object, language: str = "en") -> str:
    with translation.override(language):
        return reverse(name, args=args or None)


def sign_up(client, full_name: str, username: str = "lan", language: str = "en"):
    data = {"username": username, "full_name": full_name}
    data |= {"password1": PASSWORD, "password2": PASSWORD}
    return client.post(url("sign_up", language=language), data)


def test_sign_up_keeps_a_vietnamese_name_composed_and_trimmed(client):
    typed = unicodedata.normalize("NFD", "  Nguyễn   Thị Lan ")  # as some keyboards send it
    assert sign_up(client, typed).status_code == 302
    profile = Profile.objects.get(user__username="lan")
    assert profile.full_name == "Nguyễn Thị Lan"
    assert unicodedata.is_normalized("NFC", profile.full_name)


def test_sign_up_accepts_a_chinese_name(client):
    assert sign_up(client, "陳家偉").status_code == 302
    assert Profile.objects.get(user__username="lan").full_name == "陳家偉"


def test_sign_up_without_a_name_is_refused_and_makes_no_account(client):
    for name in ("", "   ", "L"):
        response = sign_up(client, name)
        assert response.status_code == 200
        assert response.context["form"].errors["full_name"]
    assert not get_user_model().objects.exists()


def test_sign_up_refuses_a_letter_no_shipped_font_prints(client):
    response = sign_up(client, f"Lan {TANGUT}")
    assert response.status_code == 200
    assert f"Certificates cannot print {TANGUT}" in response.content.decode()
    assert not get_user_model().objects.exists()


def test_sign_up_refuses_an_emoji_digits_and_symbols_naming_them(client):
    response = sign_up(client, "Lan 😀 99")
    page = response.content.decode()
    assert response.status_code == 200
    assert "not 😀 9." in page
    assert not get_user_model().objects.exists()


def test_sign_up_refuses_a_name_over_100_characters(client):
    response = sign_up(client, "Nguyễn " * 20)
    assert "at most 100 characters" in response.content.decode()
    assert not get_user_model().objects.exists()


def test_sign_up_refusal_is_in_vietnamese_under_vi(client):
    response = sign_up(client, f"Lan {TANGUT}", language="vi")
    assert "Chứng chỉ không in được" in response.content.decode()


def test_person_name_falls_back_on_first_and_last_names_then_the_log_in_name():
    assert person_name(user=TraineeFactory(username="an", first_name="An", last_name="Lê")) == (
        "An Lê"
    )
    assert person_name(user=TraineeFactory(username="binh")) == "binh"
    assert person_name(user=ProfileFactory(full_name="Trần Bình").user) == "Trần Bình"


# -- his own page -------------------------------------------------------------------------------


def test_trainee_corrects_his_own_name(client):
    profile = ProfileFactory(full_name="Nguyen Thi Lan")
    client.force_login(profile.user)
    assert "Nguyen Thi Lan" in client.get(url("name")).content.decode()
    response = client.post(url("name"), {"full_name": "Nguyễn Thị Lan"})
    assert response.status_code == 302
    profile.refresh_from_db()
    assert profile.full_name == "Nguyễn Thị Lan"
    assert "Your name is saved." in client.get(response["Location"]).content.decode()


def test_trainee_without_a_name_gives_one_on_his_page(client):
    trainee = TraineeFactory(username="lan")
    client.force_login(trainee)
    assert client.post(url("name"), {"full_name": "Nguyễn Thị Lan"}).status_code == 302
    assert person_name(user=trainee) == "Nguyễn Thị Lan"


def test_trainee_name_page_refuses_bad_input_and_changes_nothing(client):
    profile = ProfileFactory(full_name="Nguyễn Thị Lan")
    client.force_login(profile.user)
    response = client.post(url("name"), {"full_name": f"Lan {TANGUT}"})
    assert response.status_code == 200
    assert "Certificates cannot print" in response.content.decode()
    profile.refresh_from_db()
    assert profile.full_name == "Nguyễn Thị Lan"


def test_trainee_name_is_frozen_once_a_certificate_is_issued(client):
    profile = ProfileFactory(full_name="Nguyễn Thị Lan")
    instructor = InstructorFactory()
    school_class = SchoolClassFactory(instructors=[instructor], trainees=[profile.user])
    exam = ExamFactory(school_class=school_class, examiner=instructor, parts={"ante": 2})
    assert sit(exam, profile.user).certificate  # a passed sitting issues a certificate
    client.force_login(profile.user)
    page = client.get(url("name")).content.decode()
    assert "ask your instructor to correct it" in page and "<form" not in page.split("<main")[-1]
    response = client.post(url("name"), {"full_name": "Nguyễn Thị Lam"})
    assert response.status_code == 403
    profile.refresh_from_db()
    assert profile.full_name == "Nguyễn Thị Lan"


def test_instructor_gives_his_own_name_and_title(client):
    instructor = InstructorFactory()
    client.force_login(instructor)
    data = {"full_name": "Lê Văn Thanh", "title": " Training  manager "}
    assert client.post(url("name"), data).status_code == 302
    profile = Profile.objects.get(user=instructor)
    assert (profile.full_name, profile.title) == ("Lê Văn Thanh", "Training manager")


def test_trainee_name_page_has_no_title_and_ignores_one_posted(client):
    trainee = TraineeFactory()
    client.force_login(trainee)
    assert 'name="title"' not in client.get(url("name")).content.decode()
    client.post(url("name"), {"full_name": "Nguyễn Thị Lan", "title": "Manager"})
    assert Profile.objects.get(user=trainee).title == ""


def test_name_page_anonymous_and_wrong_method(client):
    assert client.get(url("name")).status_code == 302
    client.force_login(TraineeFactory())
    assert client.put(url("name")).status_code == 405


def test_name_page_renders_in_vietnamese_and_with_htmx(client):
    client.force_login(TraineeFactory())
    response = client.get(url("name", language="vi"), headers={"HX-Request": "true"})
    assert response.status_code == 200
    assert "Tên của bạn trên chứng chỉ" in response.content.decode()


# -- the instructor, in the admin -----------------------------------------------------------------


@pytest.fixture
def taught():
    """An instructor, a trainee of his class and a trainee of another instructor's class."""
    instructor, other = InstructorFactory(), InstructorFactory()
    mine, theirs = TraineeFactory(username="lan"), TraineeFactory(username="minh")
    SchoolClassFactory(instructors=[instructor], trainees=[mine])
    SchoolClassFactory(instructors=[other], trainees=[theirs])
    return instructor, mine, theirs


def test_instructor_sets_his_trainees_name_in_the_admin(client, taught):
    instructor, mine, _theirs = taught
    client.force_login(instructor)
    trainee_page = client.get(url("admin:trainer_trainee_change", mine.pk)).content.decode()
    assert url("admin:trainer_trainee_name", mine.pk) in trainee_page
    assert (
        'name="title"'
        not in client.get(url("admin:trainer_trainee_name", mine.pk)).content.decode()
    )
    data = {"full_name": " Nguyễn  Thị Lan"}
    response = client.post(url("admin:trainer_trainee_name", mine.pk), data)
    assert response.status_code == 302
    assert person_name(user=mine) == "Nguyễn Thị Lan"


def test_instructor_cannot_name_another_classes_trainee(client, taught):
    instructor, _mine, theirs = taught
    client.force_login(instructor)
    address = url("admin:trainer_trainee_name", theirs.pk)
    assert client.get(address).status_code == 404
    assert client.post(address, {"full_name": "Trần Minh"}).status_code == 404
    assert not Profile.objects.filter(user=theirs).exists()


def test_instructor_name_form_refuses_bad_input_and_changes_nothing(client, taught):
    instructor, mine, _theirs = taught
    ProfileFactory(user=mine, full_name="Nguyễn Thị Lan")
    client.force_login(instructor)
    response = client.post(url("admin:trainer_trainee_name", mine.pk), {"full_name": "Lan 😀"})
    assert response.status_code == 200
    assert "not 😀" in response.content.decode()
    assert person_name(user=mine) == "Nguyễn Thị Lan"


def test_instructor_cannot_name_a_colleague_but_a_superuser_sets_a_title(client):
    instructor, colleague = InstructorFactory(), InstructorFactory()
    client.force_login(instructor)
    address = url("admin:trainer_trainee_name", colleague.pk)
    assert client.post(address, {"full_name": "X Y", "title": "Boss"}).status_code == 403
    boss = get_user_model().objects.create_superuser("boss", password=PASSWORD)
    client.force_login(boss)
    data = {"full_name": "Lê Văn Thanh", "title": "Training manager"}
    assert client.post(address, data).status_code == 302
    profile = Profile.objects.get(user=colleague)
    assert (profile.full_name, profile.title) == ("Lê Văn Thanh", "Training manager")


def test_instructor_name_page_anonymous_is_sent_to_log_in(client, taught):
    _instructor, mine, _theirs = taught
    response = client.get(url("admin:trainer_trainee_name", mine.pk))
    assert response.status_code == 302 and "login" in response["Location"]


def test_sign_up_refuses_a_nul_in_the_name(client):
    response = sign_up(client, "Lan\x00")
    assert response.status_code == 200
    assert response.context["form"].errors["full_name"]
    assert not get_user_model().objects.exists()


def test_instructor_title_the_certificates_cannot_print_is_refused(client):
    instructor = InstructorFactory()
    ProfileFactory(user=instructor, full_name="Lê Văn Thanh", title="Training manager")
    client.force_login(instructor)
    response = client.post(url("name"), {"full_name": "Lê Văn Thanh", "title": f"Boss {TANGUT}"})
    assert response.status_code == 200
    assert f"Certificates cannot print {TANGUT}" in response.content.decode()
    assert Profile.objects.get(user=instructor).title == "Training manager"


def test_profile_set_twice_for_a_new_account_keeps_one_profile():
    trainee = TraineeFactory()
    profile_set(user=trainee, full_name="Nguyễn Thị Lan")
    profile_set(user=trainee, full_name="Nguyễn Thị Lam")
    assert list(Profile.objects.filter(user=trainee).values_list("full_name", flat=True)) == [
        "Nguyễn Thị Lam"
    ]


# -- the user admin -------------------------------------------------------------------------------


def account_form(user, **fields) -> dict:
    data = {"username": user.username, "date_joined_0": "2026-12-01"}
    data |= {"date_joined_1": "08:00:00", "profile-TOTAL_FORMS": "1"}
    data |= {"profile-INITIAL_FORMS": "0", "profile-0-user": str(user.pk)}
    return data | fields


def test_superuser_sets_a_name_and_title_in_the_user_admin(client):
    instructor = InstructorFactory()
    client.force_login(get_user_model().objects.create_superuser("boss", password=PASSWORD))
    address = url("admin:auth_user_change", instructor.pk)
    assert 'name="profile-0-full_name"' in client.get(address).content.decode()
    data = account_form(
        instructor, **{"profile-0-full_name": " Lê  Văn Thanh", "profile-0-title": "Giám khảo"}
    )
    assert client.post(address, data).status_code == 302
    profile = Profile.objects.get(user=instructor)
    assert (profile.full_name, profile.title) == ("Lê Văn Thanh", "Giám khảo")


def test_user_admin_refuses_a_name_the_certificates_cannot_print(client):
    trainee = TraineeFactory()
    client.force_login(get_user_model().objects.create_superuser("boss", password=PASSWORD))
    data = account_form(trainee, **{"profile-0-full_name": f"Lan {TANGUT}"})
    response = client.post(url("admin:auth_user_change", trainee.pk), data)
    assert response.status_code == 200
    assert f"Certificates cannot print {TANGUT}" in response.content.decode()
    assert not Profile.objects.filter(user=trainee).exists()
