"""The fields that store a question kind take their choices from the registry
(``trainer.models.kind_choices``): a new kind needs no migration, and a stored kind still
shows its label."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from django.core.management import call_command
from django.db import models

from school.models import ExamPart
from trainer.forms import DrillForm
from trainer.kinds import KINDS
from trainer.kinds.russian.slugs import RussianKind
from trainer.models import Attempt, Question, SkillCard, TimeStandard, kind_choices

KIND_FIELDS = [
    Question._meta.get_field("kind"),
    Attempt._meta.get_field("kind"),
    SkillCard._meta.get_field("kind"),
    TimeStandard._meta.get_field("kind"),
    ExamPart._meta.get_field("kind"),
]
NEW_KIND = SimpleNamespace(slug=SimpleNamespace(label="Three Card Poker: ante result"))


@pytest.fixture
def new_kind(monkeypatch: pytest.MonkeyPatch) -> str:
    """A kind added to the registry, as a new game's would be."""
    monkeypatch.setitem(KINDS, "tc_ante", NEW_KIND)
    return "tc_ante"


@pytest.mark.parametrize("field", KIND_FIELDS, ids=lambda f: f"{f.model.__name__}.kind")
def test_kind_field_deconstructs_to_the_registry_callable(field: models.Field) -> None:
    _name, _path, _args, kwargs = field.deconstruct()
    assert kwargs["choices"] is kind_choices


def test_kind_choices_are_the_registry_in_its_order() -> None:
    assert [slug for slug, _label in kind_choices()] == list(KINDS)
    assert dict(kind_choices())["ru_bet"] == RussianKind.BET.label


def test_new_kind_offered_when_added_to_the_registry(new_kind: str) -> None:
    assert (new_kind, NEW_KIND.slug.label) in kind_choices()
    assert new_kind in dict(Question._meta.get_field("kind").choices)


@pytest.mark.django_db
def test_new_kind_needs_no_migration_when_added_to_the_registry(new_kind: str) -> None:
    # ``--check`` exits with 1 when a migration would be written.
    call_command("makemigrations", "trainer", "school", check=True, dry_run=True, verbosity=0)


def test_stored_kind_displays_its_label_when_read_back() -> None:
    assert Question(kind="ru_insurance").get_kind_display() == "Russian Poker: insurance"
    assert Attempt(kind="fee").get_kind_display() == "Switch fee"


def test_drill_form_offers_every_registry_kind_when_built() -> None:
    offered = [value for value, _label in DrillForm().fields["kinds"].choices]
    assert offered == list(KINDS)
