"""Who an instructor may put in a class he keeps (``trainees_enrollable``,
``instructors_assignable``): trainees in no class yet and those already in his classes;
himself and the instructors already teaching it. Enrolling a trainee puts his records and a
temporary password within the instructor's reach, so another class's trainee is refused on
the server, whatever the form posted, and nothing changes; a superuser enrols and names
anyone."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model

from school.models import SchoolClass
from tests.trainer.factories import InstructorFactory, TraineeFactory

from .factories import SchoolClassFactory
from .helpers import url

pytestmark = pytest.mark.django_db
ENROL_REFUSED = "You may enrol only trainees in no class yet or already in one of your classes."
NAMING_REFUSED = "The instructors of a class are you and those already teaching it"


@pytest.fixture
def school():
    """Cô Hoa teaches Lan's class, Thầy Nam teaches Minh's; Tuan is in no class yet."""
    hoa, nam = InstructorFactory(username="co-hoa"), InstructorFactory(username="thay-nam")
    lan, minh = TraineeFactory(username="lan"), TraineeFactory(username="minh")
    tuan = TraineeFactory(username="tuan")
    hoas = SchoolClassFactory(name="Hoa's", instructors=[hoa], trainees=[lan])
    nam_class = SchoolClassFactory(name="Nam's", instructors=[nam], trainees=[minh])
    return {
        "hoa": hoa,
        "nam": nam,
        "lan": lan,
        "minh": minh,
        "tuan": tuan,
        "hoas": hoas,
        "nam_class": nam_class,
    }


def class_form(*, instructors, trainees, name="Dealers of December") -> dict:
    return {
        "name": name,
        "casino": "Corona Casino",
        "instructors": [user.pk for user in instructors],
        "trainees": [user.pk for user in trainees],
        "houses-TOTAL_FORMS": "0",
        "houses-INITIAL_FORMS": "0",
        "houses-MIN_NUM_FORMS": "0",
        "houses-MAX_NUM_FORMS": "1000",
    }


def memberships() -> set[tuple[str, str, str]]:
    """Every class with each of its members, as the database holds them."""
    rows = set()
    for school_class in SchoolClass.objects.prefetch_related("instructors", "trainees"):
        for role in ("instructors", "trainees"):
            for user in getattr(school_class, role).all():
                rows.add((school_class.name, role, user.username))
    return rows


def offered(client, name: str, address: str) -> set[str]:
    response = client.get(address)
    assert response.status_code == 200
    return {user.username for user in response.context["adminform"].form.fields[name].queryset}


# -- what the pickers offer -------------------------------------------------------------------


def test_trainees_offered_are_those_in_no_class_or_in_his_classes(client, school):
    client.force_login(school["hoa"])
    assert offered(client, "trainees", url("admin:school_schoolclass_add")) == {"lan", "tuan"}
    change = url("admin:school_schoolclass_change", object_id=school["hoas"].pk)
    assert offered(client, "trainees", change) == {"lan", "tuan"}
    page = client.get(change).content.decode()
    assert "Trainees in no class yet, and those already in one of your classes." in page


def test_instructors_offered_are_himself_and_those_already_teaching_the_class(client, school):
    colleague = InstructorFactory(username="co-mai")
    school["hoas"].instructors.add(colleague)
    client.force_login(school["hoa"])
    assert offered(client, "instructors", url("admin:school_schoolclass_add")) == {"co-hoa"}
    change = url("admin:school_schoolclass_change", object_id=school["hoas"].pk)
    assert offered(client, "instructors", change) == {"co-hoa", "co-mai"}


def test_superuser_is_offered_every_trainee_and_every_instructor(client, school):
    boss = get_user_model().objects.create_superuser("boss", password="a-long-pass-phrase")
    client.force_login(boss)
    add = url("admin:school_schoolclass_add")
    assert offered(client, "trainees", add) == {"lan", "minh", "tuan"}
    assert offered(client, "instructors", add) == {"boss", "co-hoa", "thay-nam"}


# -- the two POSTs that took another class's trainee --------------------------------------------


def test_adding_another_classes_trainee_to_his_class_is_refused_and_nothing_changes(client, school):
    before = memberships()
    client.force_login(school["hoa"])
    change = url("admin:school_schoolclass_change", object_id=school["hoas"].pk)
    response = client.post(
        change,
        class_form(
            name="Renamed", instructors=[school["hoa"]], trainees=[school["lan"], school["minh"]]
        ),
    )
    assert response.status_code == 200
    assert ENROL_REFUSED in response.content.decode()
    assert response.context["adminform"].form.errors["trainees"]
    assert memberships() == before
    assert SchoolClass.objects.get(pk=school["hoas"].pk).name == "Hoa's"


def test_making_a_class_with_another_classes_trainee_is_refused_and_nothing_changes(client, school):
    before = memberships()
    client.force_login(school["hoa"])
    response = client.post(
        url("admin:school_schoolclass_add"),
        class_form(instructors=[school["hoa"]], trainees=[school["minh"]]),
    )
    assert response.status_code == 200
    assert ENROL_REFUSED in response.content.decode()
    assert SchoolClass.objects.count() == 2
    assert memberships() == before


def test_another_classes_trainee_stays_out_of_reach_after_the_refused_posts(client, school):
    client.force_login(school["hoa"])
    client.post(
        url("admin:school_schoolclass_add"),
        class_form(instructors=[school["hoa"]], trainees=[school["minh"]]),
    )
    minh = school["minh"].pk
    assert client.get(url("admin:trainer_trainee_change", user_id=minh)).status_code == 404
    temporary = url("admin:trainer_trainee_temporary_password", user_id=minh)
    assert client.post(temporary).status_code == 404


# -- what he may do -----------------------------------------------------------------------------


def test_instructor_makes_a_class_with_a_trainee_in_no_class_and_one_of_his_own(client, school):
    client.force_login(school["hoa"])
    response = client.post(
        url("admin:school_schoolclass_add"),
        class_form(instructors=[school["hoa"]], trainees=[school["tuan"], school["lan"]]),
    )
    assert response.status_code == 302
    made = SchoolClass.objects.get(name="Dealers of December")
    assert {user.username for user in made.trainees.all()} == {"lan", "tuan"}
    assert list(made.instructors.all()) == [school["hoa"]]


def test_instructor_keeps_the_co_instructors_already_on_his_class(client, school):
    colleague = InstructorFactory(username="co-mai")
    school["hoas"].instructors.add(colleague)
    client.force_login(school["hoa"])
    change = url("admin:school_schoolclass_change", object_id=school["hoas"].pk)
    form = class_form(name="Hoa's", instructors=[school["hoa"], colleague], trainees=[])
    assert client.post(change, form).status_code == 302
    assert set(school["hoas"].instructors.all()) == {school["hoa"], colleague}
    assert not school["hoas"].trainees.exists()


# -- the instructors picker is not a way to add staff ------------------------------------------


def test_naming_a_colleague_on_his_class_is_refused_and_nothing_changes(client, school):
    before = memberships()
    client.force_login(school["hoa"])
    change = url("admin:school_schoolclass_change", object_id=school["hoas"].pk)
    form = class_form(
        name="Hoa's", instructors=[school["hoa"], school["nam"]], trainees=[school["lan"]]
    )
    response = client.post(change, form)
    assert response.status_code == 200
    assert NAMING_REFUSED in response.content.decode()
    assert memberships() == before


def test_naming_a_colleague_on_a_class_he_makes_is_refused_and_nothing_changes(client, school):
    before = memberships()
    client.force_login(school["hoa"])
    response = client.post(
        url("admin:school_schoolclass_add"),
        class_form(instructors=[school["nam"]], trainees=[school["tuan"]]),
    )
    assert response.status_code == 200
    assert NAMING_REFUSED in response.content.decode()
    assert memberships() == before


def test_superuser_enrols_another_classes_trainee_and_names_any_instructor(client, school):
    boss = get_user_model().objects.create_superuser("boss", password="a-long-pass-phrase")
    client.force_login(boss)
    response = client.post(
        url("admin:school_schoolclass_add"),
        class_form(instructors=[school["hoa"], school["nam"]], trainees=[school["minh"]]),
    )
    assert response.status_code == 302
    made = SchoolClass.objects.get(name="Dealers of December")
    assert list(made.trainees.all()) == [school["minh"]]
    assert set(made.instructors.all()) == {school["hoa"], school["nam"]}
