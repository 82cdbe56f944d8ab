"""Three Card Poker as data: its game, the six houses of ``engine/three_card/variants.py``
loaded by migration 0011 as literal values with their sources, what each leaves unknown,
and the migration undone and done again."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import translation

from engine.three_card.rules import ThreeCardRules
from engine.three_card.variants import VARIANTS
from paytables.games.three_card.models import ThreeCardHouse, ThreeCardPay
from paytables.games.three_card.selectors import (
    three_card_unknown_figures,
    three_card_variant_queryset,
)
from paytables.models import Game, GlossaryTerm, Variant
from paytables.selectors import variant_get, variant_rules

pytestmark = pytest.mark.django_db

PREFIX = "three-card-"
MIGRATION = Path(settings.BASE_DIR, "paytables", "migrations", "0011_three_card_poker_data.py")


def test_migrate_loads_three_card_poker_as_the_third_game():
    game = Game.objects.get(slug="three-card-poker")
    assert game.engine == "three_card"
    assert (game.name_en, game.name_vi) == ("Three Card Poker", "Three Card Poker")
    games = list(Game.objects.values_list("slug", flat=True))
    assert games.index("three-card-poker") == games.index("russian-poker") + 1


def test_migrate_loads_every_engine_house_in_order():
    assert [variant.slug for variant in three_card_variant_queryset()] == [
        PREFIX + slug for slug in VARIANTS
    ]


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_each_house_rules_equal_the_engine_definition_but_for_the_slug(slug):
    rules = variant_rules(slug=PREFIX + slug)
    assert isinstance(rules, ThreeCardRules)
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


def test_unknown_tables_have_no_line_and_unknown_fold_rules_stay_empty():
    house_card = variant_get(slug=PREFIX + "ante-bonus-4-3-1")
    assert house_card.three_card.offers_six_card
    assert not ThreeCardPay.objects.filter(variant=house_card, table="six_card").exists()
    assert ThreeCardHouse.objects.get(variant__slug=PREFIX + "common").pair_plus_on_fold is None
    assert three_card_unknown_figures(variant=house_card) == [
        "the 6-Card Bonus table",
        "Pair Plus is still settled when the player folds",
    ]
    assert three_card_unknown_figures(variant=variant_get(slug=PREFIX + "classic")) == []


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
    executor.migrate([("paytables", "0010_three_card_poker")])
    assert not Game.objects.filter(engine="three_card").exists()
    assert not Variant.objects.filter(slug__startswith=PREFIX).exists()
    assert not GlossaryTerm.objects.filter(slug="pair-plus").exists()
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
    assert Variant.objects.filter(game__engine="three_card").count() == len(VARIANTS)
    assert GlossaryTerm.objects.filter(slug="pair-plus").exists()


def test_the_games_words_are_in_the_glossary_in_both_languages_after_the_others():
    from paytables.selectors import glossary_list

    slugs = [term.slug for term in glossary_list()]
    words = ["play-bet", "queen-high", "ante-bonus", "pair-plus", "six-card-bonus", "mini-royal"]
    first = slugs.index(words[0])
    assert slugs[first : first + len(words)] == words
    assert first > slugs.index("insurance")  # after Russian Poker's
    for term in GlossaryTerm.objects.filter(slug__in=words):
        assert term.term_vi and term.meaning_vi and term.meaning_en
