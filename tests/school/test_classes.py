"""Classes: the house a class deals for reaches the trainee's home, drill form, self-test and
mastery grid; instructors keep their own classes in the admin, and only those."""

from __future__ import annotations

import pytest
from django.db import IntegrityError, transaction

from paytables.models import Variant
from school.models import ClassHouse, SchoolClass
from school.selectors import class_houses
from tests.trainer.factories import DrillSessionFactory, InstructorFactory, TraineeFactory
from trainer.models import SelfTest
from trainer.selectors import practice_house
from trainer.services import self_test_start

from .factories import ClassHouseFactory, SchoolClassFactory
from .helpers import url

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


@pytest.fixture
def trainee():
    return TraineeFactory()


@pytest.fixture
def belgian_class(trainee):
    return SchoolClassFactory(trainees=[trainee], variant="belgian", casino="Corona Casino")


# -- the class's house reaches the trainer ---------------------------------------------------


def test_class_house_is_the_casino_and_variant_of_the_trainees_class(trainee, belgian_class):
    house = class_houses(trainee)[0]
    assert (house.casino, house.variant.slug) == ("Corona Casino", "belgian")


def test_class_house_is_none_outside_every_class(trainee):
    SchoolClassFactory(trainees=[TraineeFactory()], variant="belgian")
    assert class_houses(trainee) is None


def test_class_house_of_the_newest_class_when_in_two(trainee):
    SchoolClassFactory(trainees=[trainee], variant="belgian")
    SchoolClassFactory(trainees=[trainee], variant="galewind", casino="Casino Helsinki")
    house = class_houses(trainee)[0]
    assert (house.casino, house.variant.slug) == ("Casino Helsinki", "galewind")


def test_trainer_home_names_the_house_and_preselects_it_over_the_last_drill(
    client, trainee, belgian_class
):
    DrillSessionFactory(user=trainee, variant=Variant.objects.get(slug="galewind"))
    client.force_login(trainee)
    page = client.get(url("trainer:home")).content.decode()
    assert "Your house: Corona Casino, Oasis Poker (Belgian rules)" in page
    assert 'value="belgian" selected' in page
    assert 'value="galewind" selected' not in page


def test_trainer_home_without_a_class_names_no_house(client, trainee):
    client.force_login(trainee)
    page = client.get(url("trainer:home")).content.decode()
    assert "Your house:" not in page
    assert 'value="standard" selected' in page


def test_mastery_grid_shows_the_class_house(trainee, belgian_class):
    variant, _rules = practice_house(user=trainee)
    assert variant.slug == "belgian"


def test_self_test_deals_at_the_class_house(client, trainee, belgian_class):
    client.force_login(trainee)
    page = client.get(url("trainer:self_test")).content.decode()
    assert "Your house: Corona Casino, Oasis Poker (Belgian rules)" in page
    self_test = self_test_start(user=trainee)
    variants = {q.dealt_round.variant.slug for q in self_test.questions.all()}
    assert variants == {"belgian"}


def test_self_test_falls_back_to_the_standard_rules_where_the_house_cannot_ask_it(trainee):
    # Caribbean Stud has no switching, so no fee question.
    SchoolClassFactory(trainees=[trainee], variant="caribbean")
    self_test = self_test_start(user=trainee)
    assert {q.dealt_round.variant.slug for q in self_test.questions.all()} == {"standard"}


def test_self_test_anonymous_is_at_the_standard_rules(client):
    page = client.get(url("trainer:self_test")).content.decode()
    assert "Your house:" not in page
    client.post(url("trainer:self_test_create"))
    (self_test,) = SelfTest.objects.all()
    assert {q.dealt_round.variant.slug for q in self_test.questions.all()} == {"standard"}


# -- the trainee's school page -----------------------------------------------------------------


def test_school_home_lists_the_trainees_classes_with_house_and_instructors(
    client, trainee, belgian_class
):
    belgian_class.instructors.add(InstructorFactory(first_name="Thanh", last_name="Lê"))
    SchoolClassFactory(name="Someone else's", trainees=[TraineeFactory()])
    client.force_login(trainee)
    page = client.get(url("school:home")).content.decode()
    assert belgian_class.name in page
    assert "Your house: Corona Casino, Oasis Poker (Belgian rules)" in page
    assert "Thanh Lê" in page
    assert "Someone else&#x27;s" not in page


def test_school_home_names_no_instructor_when_the_class_has_none(client, trainee, belgian_class):
    client.force_login(trainee)
    assert "Instructors:" not in client.get(url("school:home")).content.decode()


def test_school_home_with_htmx_answers_the_page(client, trainee, belgian_class):
    client.force_login(trainee)
    response = client.get(url("school:home"), headers=HTMX)
    assert response.status_code == 200
    assert belgian_class.name in response.content.decode()


def test_school_home_without_a_class_says_so(client, trainee):
    client.force_login(trainee)
    assert "You are not in a class yet." in client.get(url("school:home")).content.decode()


def test_school_home_anonymous_is_sent_to_log_in(client):
    response = client.get(url("school:home"))
    assert response.status_code == 302
    assert response["Location"].startswith(url("login"))


def test_school_home_refuses_post(client, trainee):
    client.force_login(trainee)
    assert client.post(url("school:home")).status_code == 405


# -- the admin: own classes only ------------------------------------------------------------------


@pytest.fixture
def instructor():
    return InstructorFactory()


def test_instructor_sees_only_his_classes_in_the_admin(client, instructor):
    mine = SchoolClassFactory(name="Mine", instructors=[instructor])
    SchoolClassFactory(name="Theirs", instructors=[InstructorFactory()])
    client.force_login(instructor)
    response = client.get(url("admin:school_schoolclass_changelist"))
    assert response.status_code == 200
    assert list(response.context["cl"].result_list) == [mine]


def test_instructor_cannot_open_or_change_another_instructors_class(client, instructor):
    theirs = SchoolClassFactory(name="Theirs", instructors=[InstructorFactory()])
    client.force_login(instructor)
    change = url("admin:school_schoolclass_change", object_id=theirs.pk)
    response = client.get(change)
    # The admin answers an object outside the queryset as one that does not exist.
    assert response.status_code == 302
    client.post(change, {"name": "Taken", "casino": "X"})
    theirs.refresh_from_db()
    assert theirs.name == "Theirs"


def test_superuser_sees_every_class(client):
    classes = {SchoolClassFactory(), SchoolClassFactory(instructors=[InstructorFactory()])}
    client.force_login(TraineeFactory(is_staff=True, is_superuser=True))
    response = client.get(url("admin:school_schoolclass_changelist"))
    assert set(response.context["cl"].result_list) == classes


def _class_form(**fields):
    data = {
        "name": "Dealers of December",
        "casino": "Corona Casino",
        "houses-TOTAL_FORMS": "1",
        "houses-INITIAL_FORMS": "0",
        "houses-MIN_NUM_FORMS": "0",
        "houses-MAX_NUM_FORMS": "1000",
    }
    data.update(fields)
    return data


def test_instructor_who_makes_a_class_teaches_it(client, instructor):
    trainee = TraineeFactory()
    belgian = Variant.objects.get(slug="belgian")
    client.force_login(instructor)
    response = client.post(
        url("admin:school_schoolclass_add"),
        _class_form(
            trainees=[trainee.pk],
            **{"houses-0-game": belgian.game_id, "houses-0-variant": belgian.pk},
        ),
    )
    assert response.status_code == 302, response.content.decode()
    school_class = SchoolClass.objects.get()
    assert list(school_class.instructors.all()) == [instructor]
    assert list(school_class.trainees.all()) == [trainee]
    assert school_class.houses.get().variant == belgian


def test_class_house_of_a_variant_of_another_game_is_refused(client, instructor):
    caribbean = Variant.objects.get(slug="caribbean")
    oasis = Variant.objects.get(slug="standard").game
    client.force_login(instructor)
    response = client.post(
        url("admin:school_schoolclass_add"),
        _class_form(**{"houses-0-game": oasis.pk, "houses-0-variant": caribbean.pk}),
    )
    assert response.status_code == 200
    assert "This variant is of another game" in response.content.decode()
    assert not SchoolClass.objects.exists()


def test_class_has_one_house_per_game(instructor):
    school_class = SchoolClassFactory(variant="belgian")
    with pytest.raises(IntegrityError), transaction.atomic():
        ClassHouseFactory(school_class=school_class, variant=Variant.objects.get(slug="galewind"))
    assert ClassHouse.objects.filter(school_class=school_class).count() == 1


def test_trainer_home_offers_what_i_need_for_each_game_the_class_deals(client, trainee):
    both = SchoolClassFactory(trainees=[trainee], variant="belgian", casino="Corona Casino")
    ClassHouseFactory(school_class=both, variant=Variant.objects.get(slug="corona"))
    client.force_login(trainee)
    page = client.get(url("trainer:home")).content.decode()
    assert page.count("Practise what I need: 10 questions") == 2
    assert '<input type="hidden" name="variant" value="belgian">' in page
    assert '<input type="hidden" name="variant" value="corona">' in page
    # Each game's plan asks its own game's kinds only.
    russian = page[page.index('name="variant" value="corona"') :]
    russian = russian[: russian.index("</form>")]
    assert 'value="ru_bet"' in russian and 'value="raise"' not in russian


def test_class_houses_lists_each_game_the_class_deals_in_the_games_order(trainee):
    both = SchoolClassFactory(trainees=[trainee], variant="belgian")
    ClassHouseFactory(school_class=both, variant=Variant.objects.get(slug="corona"))
    assert [house.variant.slug for house in class_houses(trainee)] == ["belgian", "corona"]
