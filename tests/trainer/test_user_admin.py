"""The accounts in the admin (``trainer.admin.accounts``): an instructor who is not a superuser
sees the trainees he reviews and himself only; every page of another account is not found
(or refused); he never grants staff status, superuser status, groups or permissions, nor
sets a password there. A superuser sees and changes every account."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group, Permission
from django.urls import reverse
from django.utils import translation

from tests.school.factories import SchoolClassFactory
from trainer.models import TemporaryPassword
from trainer.services import temporary_password_set

from .factories import InstructorFactory, TraineeFactory

pytestmark = pytest.mark.django_db
PASSWORD = "a-long-test-password"  # TraineeFactory's


def url(name, *args):
    with translation.override("en"):
        return reverse(name, args=args or None)


@pytest.fixture
def school():
    """Cô Hoa teaches Lan's class, Thầy Nam teaches Minh's; a superuser runs the site."""
    hoa, nam = InstructorFactory(username="co-hoa"), InstructorFactory(username="thay-nam")
    lan, minh = TraineeFactory(username="lan"), TraineeFactory(username="minh")
    SchoolClassFactory(instructors=[hoa], trainees=[lan])
    SchoolClassFactory(instructors=[nam], trainees=[minh])
    boss = get_user_model().objects.create_superuser("boss", password=PASSWORD)
    return {"hoa": hoa, "nam": nam, "lan": lan, "minh": minh, "boss": boss}


def listed(client) -> set[str]:
    response = client.get(url("admin:auth_user_changelist"))
    assert response.status_code == 200
    return {user.username for user in response.context["cl"].result_list}


def may_change_users(user) -> None:
    """As if the instructors were given "Can change user" (to correct their trainees' names)."""
    user.user_permissions.add(Permission.objects.get(codename="change_user"))


def change_form(user, **fields) -> dict:
    data = {
        "username": user.username,
        "first_name": user.first_name,
        "last_name": user.last_name,
        "email": user.email,
        "date_joined_0": "2026-12-01",
        "date_joined_1": "08:00:00",
        # The name certificates print (trainer.admin.accounts.ProfileInline): none given.
        "profile-TOTAL_FORMS": "0",
        "profile-INITIAL_FORMS": "0",
    }
    data.update(fields)
    return data


def test_instructor_lists_the_trainees_of_his_classes_and_himself(client, school):
    TraineeFactory(username="tuan")  # in no class: nobody's but a superuser's
    client.force_login(school["hoa"])
    assert listed(client) == {"co-hoa", "lan"}


def test_without_classes_an_instructor_lists_every_trainee_but_no_other_staff(client):
    hoa = InstructorFactory(username="co-hoa")
    InstructorFactory(username="thay-nam")
    TraineeFactory(username="lan")
    get_user_model().objects.create_superuser("boss", password=PASSWORD)
    client.force_login(hoa)
    assert listed(client) == {"co-hoa", "lan"}


def test_superuser_lists_every_account(client, school):
    client.force_login(school["boss"])
    assert listed(client) == {"boss", "co-hoa", "thay-nam", "lan", "minh"}


@pytest.mark.parametrize("other", ["minh", "nam", "boss"])
def test_every_page_of_an_account_out_of_reach_is_not_found(client, school, other):
    may_change_users(school["hoa"])
    target = school[other]
    client.force_login(school["hoa"])
    for page in ("change", "history", "delete", "password_change"):
        address = url(f"admin:auth_user_{page}", target.pk)
        assert client.get(address).status_code in {403, 404}, page
        assert client.post(address, {"post": "yes"}).status_code in {403, 404}, page
    assert client.get(url("admin:auth_user_change", target.pk)).status_code == 404
    temporary = url("admin:trainer_trainee_temporary_password", target.pk)
    assert client.post(temporary).status_code in {403, 404}
    assert get_user_model().objects.filter(pk=target.pk).exists()
    target.refresh_from_db()
    assert target.check_password(PASSWORD)


def test_instructor_views_his_own_trainees_account(client, school):
    client.force_login(school["hoa"])
    response = client.get(url("admin:auth_user_change", school["lan"].pk))
    assert response.status_code == 200
    assert client.get(url("admin:auth_user_history", school["lan"].pk)).status_code == 200


def test_instructor_without_the_permission_changes_no_account(client, school):
    client.force_login(school["hoa"])
    lan = school["lan"]
    response = client.post(url("admin:auth_user_change", lan.pk), change_form(lan, is_staff="on"))
    assert response.status_code == 403
    lan.refresh_from_db()
    assert not lan.is_staff


def test_instructor_grants_no_staff_status_or_permission_to_his_trainee(client, school):
    may_change_users(school["hoa"])
    client.force_login(school["hoa"])
    lan = school["lan"]
    everything = Permission.objects.get(codename="delete_user")
    instructors = Group.objects.get(name="Instructors")
    form = change_form(
        lan,
        first_name="Lan",
        is_staff="on",
        is_superuser="on",
        groups=[instructors.pk],
        user_permissions=[everything.pk],
    )
    response = client.post(url("admin:auth_user_change", lan.pk), form)
    assert response.status_code == 302
    lan.refresh_from_db()
    assert lan.first_name == "Lan"  # the change he may make went through
    assert (lan.is_staff, lan.is_superuser) == (False, False)
    assert not lan.groups.exists() and not lan.user_permissions.exists()


def test_instructor_makes_himself_no_superuser(client, school):
    hoa = school["hoa"]
    may_change_users(hoa)
    client.force_login(hoa)
    form = change_form(hoa, is_staff="on", is_superuser="on", groups=[])
    assert client.post(url("admin:auth_user_change", hoa.pk), form).status_code == 302
    hoa.refresh_from_db()
    assert not hoa.is_superuser
    assert hoa.groups.filter(name="Instructors").exists()
    assert set(hoa.user_permissions.values_list("codename", flat=True)) == {"change_user"}


def test_instructor_sets_no_password_in_the_user_admin(client, school):
    may_change_users(school["hoa"])
    client.force_login(school["hoa"])
    lan = school["lan"]
    address = url("admin:auth_user_password_change", lan.pk)
    assert client.get(address).status_code == 403
    new = {
        "password1": "taken-over-42-x",
        "password2": "taken-over-42-x",
        "usable_password": "true",
    }
    assert client.post(address, new).status_code == 403
    lan.refresh_from_db()
    assert lan.check_password(PASSWORD)


def test_superuser_grants_staff_status(client, school):
    client.force_login(school["boss"])
    lan = school["lan"]
    response = client.post(url("admin:auth_user_change", lan.pk), change_form(lan, is_staff="on"))
    assert response.status_code == 302
    lan.refresh_from_db()
    assert lan.is_staff


def test_a_password_the_superuser_sets_spends_the_temporary_one(client, school):
    lan = school["lan"]
    temporary_password_set(trainee=lan, instructor=school["hoa"])
    client.force_login(school["boss"])
    new = {"password1": "set-by-the-boss-42", "password2": "set-by-the-boss-42"}
    new["usable_password"] = "true"
    response = client.post(url("admin:auth_user_password_change", lan.pk), new)
    assert response.status_code == 302
    lan.refresh_from_db()
    assert lan.check_password("set-by-the-boss-42")
    assert not TemporaryPassword.objects.filter(user=lan).exists()


def test_a_refused_password_form_keeps_the_temporary_one(client, school):
    lan = school["lan"]
    temporary_password_set(trainee=lan, instructor=school["hoa"])
    client.force_login(school["boss"])
    mismatch = {"password1": "one-long-pass-42", "password2": "another-pass-42"}
    response = client.post(url("admin:auth_user_password_change", lan.pk), mismatch)
    assert response.status_code == 200
    assert TemporaryPassword.objects.filter(user=lan).exists()
