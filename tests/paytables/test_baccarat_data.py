"""Baccarat as data: its game, the eight houses of ``engine/baccarat/variants.py`` loaded by
migration 0013 as literal values with their sources, what each leaves unknown, the dealer's
words of the game, and the migration undone and done again."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import translation

from engine.baccarat.rules import BaccaratRules
from engine.baccarat.variants import VARIANTS
from paytables.games.baccarat.selectors import baccarat_unknown_figures, baccarat_variant_queryset
from paytables.models import Game, GlossaryTerm, Variant
from paytables.selectors import glossary_list, variant_get, variant_rules

pytestmark = pytest.mark.django_db

PREFIX = "baccarat-"
MIGRATION = Path(settings.BASE_DIR, "paytables", "migrations", "0013_baccarat_data.py")
WORDS = ["baccarat-player", "baccarat-banker", "baccarat-tie", "natural", "commission", "shoe"]


def test_migrate_loads_baccarat_as_the_fourth_game():
    game = Game.objects.get(slug="baccarat")
    assert game.engine == "baccarat"
    games = list(Game.objects.values_list("slug", flat=True))
    assert games.index("baccarat") == games.index("three-card-poker") + 1


def test_migrate_loads_every_engine_house_in_order():
    assert [variant.slug for variant in baccarat_variant_queryset()] == [
        PREFIX + slug for slug in VARIANTS
    ]


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_each_house_rules_equal_the_engine_definition_but_for_the_slug(slug):
    rules = variant_rules(slug=PREFIX + slug)
    assert isinstance(rules, BaccaratRules)
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


def test_what_no_source_publishes_stays_unknown():
    assert baccarat_unknown_figures(variant=variant_get(slug=PREFIX + "punto-banco")) == [
        "how an amount the chips cannot make is rounded",
        "the multiples the bets must be",
    ]
    ez = baccarat_unknown_figures(variant=variant_get(slug=PREFIX + "ez-baccarat"))
    assert "the Tie pays (N to 1)" in ez
    four = baccarat_unknown_figures(variant=variant_get(slug=PREFIX + "commission-4"))
    assert four[0] == "when the commission is taken"


def test_the_migration_copies_literal_values_and_imports_no_engine():
    tree = ast.parse(MIGRATION.read_text())
    imported = [
        node.module if isinstance(node, ast.ImportFrom) else alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
    ]
    assert not [name for name in imported if name and name.startswith(("engine", "paytables"))]


@pytest.mark.migration
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_the_data_migration_is_undone_and_done_again():
    executor = MigrationExecutor(connection)
    executor.migrate([("paytables", "0012_baccarat")])
    assert not Game.objects.filter(engine="baccarat").exists()
    assert not Variant.objects.filter(slug__startswith=PREFIX).exists()
    assert not GlossaryTerm.objects.filter(slug="baccarat-banker").exists()
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
    assert Variant.objects.filter(game__engine="baccarat").count() == len(VARIANTS)
    assert GlossaryTerm.objects.filter(slug="baccarat-banker").exists()


def test_the_dealers_words_are_in_the_glossary_in_both_languages():
    slugs = [term.slug for term in glossary_list()]
    assert set(WORDS) <= set(slugs)
    banker = GlossaryTerm.objects.get(slug="baccarat-banker")
    assert banker.term_vi == "Cái (Banker)"
    for term in GlossaryTerm.objects.filter(slug__in=WORDS):
        assert term.term_vi and term.meaning_vi and term.meaning_en
