"""Ultimate Texas Hold'em as data: its game, the houses of ``engine/ultimate/variants.py``
loaded by migration 0015 as literal values with their sources, what each leaves unknown,
the glossary's words, and the migration undone and done again."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import translation

from engine.ultimate.rules import UltimateRules
from engine.ultimate.variants import VARIANTS
from paytables.games.ultimate.selectors import ultimate_unknown_figures, ultimate_variant_queryset
from paytables.models import Game, GlossaryTerm, Variant
from paytables.selectors import variant_get, variant_rules

pytestmark = pytest.mark.django_db

PREFIX = "uth-"
MIGRATION = Path(settings.BASE_DIR, "paytables", "migrations", "0015_ultimate_texas_holdem_data.py")
WORDS = ["uth-blind", "uth-play", "trips", "hidden-pair"]


def test_migrate_loads_ultimate_texas_holdem_as_a_game():
    game = Game.objects.get(slug="ultimate-texas-holdem")
    assert game.engine == "ultimate"
    assert game.name_en == game.name_vi == "Ultimate Texas Hold'em"


def test_migrate_loads_every_engine_house_in_order():
    assert [variant.slug for variant in ultimate_variant_queryset()] == [
        PREFIX + slug for slug in VARIANTS
    ]


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_each_house_rules_equal_the_engine_definition_but_for_the_slug(slug):
    rules = variant_rules(slug=PREFIX + slug)
    assert isinstance(rules, UltimateRules)
    assert rules == dataclasses.replace(VARIANTS[slug], slug=PREFIX + slug)


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_each_house_names_its_sources_in_both_languages(slug):
    variant = variant_get(slug=PREFIX + slug)
    sources = list(variant.sources.all())
    assert [(source.title_en, source.url) for source in sources] == [
        (source.title, source.url) for source in VARIANTS[slug].sources
    ]
    for source in sources:
        assert source.title_vi and source.url.startswith("http")
        with translation.override("vi"):
            assert source.localized_title == source.title_vi
    assert variant.name_vi and variant.summary_en and variant.summary_vi and variant.source_vi


def test_what_a_fold_does_to_the_trips_stays_unknown_and_is_listed():
    variant = variant_get(slug=PREFIX + "trips-50-40-30-8-6-5-3")
    assert variant.ultimate.trips_on_fold is None
    assert ultimate_unknown_figures(variant=variant) == ["whether a fold loses the Trips"]


def test_a_house_without_trips_is_not_asked_what_a_fold_does_to_them():
    variant = variant_get(slug=PREFIX + "trips-50-40-30-8-6-5-3")
    variant.ultimate.offers_trips = False
    variant.ultimate.save()
    variant = variant_get(slug=variant.slug)
    assert variant.rules().trips == ()
    assert ultimate_unknown_figures(variant=variant) == []


def test_a_house_without_rules_or_with_an_empty_line_is_unknown():
    variant = variant_get(slug=PREFIX + "trips-50-40-30-8-7-4-3")
    variant.ultimate_pays.filter(table="blind", line="flush").update(odds=None)
    assert variant_get(slug=variant.slug).rules().blind is None
    variant.ultimate.delete()
    assert ultimate_unknown_figures(variant=variant_get(slug=variant.slug)) == ["the house rules"]


def test_the_migration_copies_literal_values_and_imports_no_engine():
    tree = ast.parse(MIGRATION.read_text())
    imported = [
        node.module if isinstance(node, ast.ImportFrom) else alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
    ]
    assert not [name for name in imported if name and name.startswith("engine")]


@pytest.mark.migration
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_the_data_migration_is_undone_and_done_again():
    executor = MigrationExecutor(connection)
    executor.migrate([("paytables", "0014_ultimate_texas_holdem")])
    assert not Game.objects.filter(engine="ultimate").exists()
    assert not Variant.objects.filter(slug__startswith=PREFIX).exists()
    assert not GlossaryTerm.objects.filter(slug="trips").exists()
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
    assert Variant.objects.filter(game__engine="ultimate").count() == len(VARIANTS)
    assert GlossaryTerm.objects.filter(slug="trips").exists()


def test_the_games_words_are_in_the_glossary_in_both_languages():
    from paytables.selectors import glossary_list

    slugs = [term.slug for term in glossary_list()]
    first = slugs.index(WORDS[0])
    assert slugs[first : first + len(WORDS)] == WORDS
    for term in GlossaryTerm.objects.filter(slug__in=WORDS):
        assert term.term_vi and term.meaning_vi and term.meaning_en
