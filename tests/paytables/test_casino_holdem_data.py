"""Casino Hold'em as data: its game, the houses of ``engine/casino_holdem/variants.py``
loaded by migration 0019 as literal values with their sources, what a house leaves unknown,
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

from engine.casino_holdem.rules import CasinoHoldemRules
from engine.casino_holdem.variants import VARIANTS
from paytables.games import REGISTRY
from paytables.games.casino_holdem.models import CasinoHoldemHouse, CasinoHoldemPay
from paytables.games.casino_holdem.selectors import (
    casino_holdem_unknown_figures,
    casino_holdem_variant_queryset,
)
from paytables.models import Game, GlossaryTerm, Variant
from paytables.selectors import glossary_list, variant_get, variant_rules

pytestmark = pytest.mark.django_db

PREFIX = "casino-holdem-"
MIGRATION = Path(settings.BASE_DIR, "paytables", "migrations", "0019_casino_holdem_data.py")
WORDS = ["casino-holdem-call", "pair-of-fours", "aa-bonus"]


def test_migrate_loads_casino_holdem_after_the_game_before_it_in_the_registry():
    game = Game.objects.get(slug="casino-holdem")
    assert game.engine == "casino_holdem"
    assert (game.name_en, game.name_vi) == ("Casino Hold'em", "Casino Hold'em")
    engines = list(Game.objects.values_list("engine", flat=True))
    before = REGISTRY[REGISTRY.index("casino_holdem") - 1]
    assert engines.index("casino_holdem") == engines.index(before) + 1


def test_migrate_loads_every_engine_house_in_order():
    assert [variant.slug for variant in casino_holdem_variant_queryset()] == [
        PREFIX + slug for slug in VARIANTS
    ]


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_each_house_rules_equal_the_engine_definition_but_for_the_slug(slug):
    rules = variant_rules(slug=PREFIX + slug)
    assert isinstance(rules, CasinoHoldemRules)
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


def test_a_table_with_a_line_left_empty_is_unknown_and_named():
    variant = variant_get(slug=PREFIX + "classic")
    assert casino_holdem_unknown_figures(variant=variant) == []
    CasinoHoldemPay.objects.filter(variant=variant, table="aa_bonus", line="flush").update(
        odds=None
    )
    CasinoHoldemHouse.objects.filter(variant=variant).update(aa_bonus_on_fold=None)
    variant = variant_get(slug=PREFIX + "classic")
    rules = variant.rules()
    assert rules.aa_bonus is None and rules.aa_bonus_on_fold is None
    assert casino_holdem_unknown_figures(variant=variant) == [
        "the AA Bonus table",
        "the AA Bonus is still settled when the player folds",
    ]


def test_a_house_without_the_aa_bonus_offers_an_empty_table_and_asks_nothing_of_it():
    variant = variant_get(slug=PREFIX + "classic")
    CasinoHoldemHouse.objects.filter(variant=variant).update(
        offers_aa_bonus=False, aa_bonus_on_fold=None
    )
    variant = variant_get(slug=PREFIX + "classic")
    assert variant.rules().aa_bonus == ()
    assert casino_holdem_unknown_figures(variant=variant) == []


def test_the_ante_table_with_no_line_is_unknown():
    variant = variant_get(slug=PREFIX + "classic")
    CasinoHoldemPay.objects.filter(variant=variant, table="ante").delete()
    variant = variant_get(slug=PREFIX + "classic")
    assert variant.rules().ante is None
    assert casino_holdem_unknown_figures(variant=variant) == ["the Ante table"]


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
    executor.migrate([("paytables", "0018_casino_holdem")])
    assert not Game.objects.filter(engine="casino_holdem").exists()
    assert not Variant.objects.filter(slug__startswith=PREFIX).exists()
    assert not GlossaryTerm.objects.filter(slug="aa-bonus").exists()
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
    assert Variant.objects.filter(game__engine="casino_holdem").count() == len(VARIANTS)
    assert GlossaryTerm.objects.filter(slug="aa-bonus").exists()


def test_the_dealers_words_are_in_the_glossary_in_both_languages():
    slugs = [term.slug for term in glossary_list()]
    assert set(WORDS) <= set(slugs)
    assert GlossaryTerm.objects.get(slug="casino-holdem-call").term_vi == "Theo (Casino Hold'em)"
    for term in GlossaryTerm.objects.filter(slug__in=WORDS):
        assert term.term_vi and term.meaning_vi and term.meaning_en
