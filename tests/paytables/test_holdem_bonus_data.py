"""Texas Hold'em Bonus as data: its game, the houses of ``engine/holdem_bonus/variants.py``
loaded by migration 0017 as literal values with their sources, what each leaves unknown,
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

from engine.holdem_bonus.rules import HoldemBonusRules
from engine.holdem_bonus.variants import VARIANTS
from paytables.games.holdem_bonus.models import HoldemBonusHouse, HoldemBonusPay
from paytables.games.holdem_bonus.selectors import (
    holdem_bonus_unknown_figures,
    holdem_bonus_variant_queryset,
)
from paytables.models import Game, GlossaryTerm, Variant
from paytables.selectors import variant_get, variant_rules

pytestmark = pytest.mark.django_db

PREFIX = "holdem-bonus-"
MIGRATION = Path(settings.BASE_DIR, "paytables", "migrations", "0017_texas_holdem_bonus_data.py")
WORDS = ["flop-bet", "turn-river-bets", "holdem-bonus-bet", "aces-against-aces"]


def test_migrate_loads_texas_holdem_bonus_as_a_game():
    game = Game.objects.get(slug="texas-holdem-bonus")
    assert game.engine == "holdem_bonus"
    assert (game.name_en, game.name_vi) == ("Texas Hold'em Bonus", "Texas Hold'em Bonus")
    engines = list(Game.objects.values_list("engine", flat=True))
    assert engines.index("holdem_bonus") == engines.index("ultimate") + 1


def test_migrate_loads_every_engine_house_in_order():
    assert [variant.slug for variant in holdem_bonus_variant_queryset()] == [
        PREFIX + slug for slug in VARIANTS
    ]


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_each_house_rules_equal_the_engine_definition_but_for_the_slug(slug):
    rules = variant_rules(slug=PREFIX + slug)
    assert isinstance(rules, HoldemBonusRules)
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


def test_an_unknown_bonus_has_no_line_and_an_unknown_fold_rule_stays_empty():
    las_vegas = variant_get(slug=PREFIX + "las-vegas")
    assert las_vegas.holdem_bonus.offers_bonus
    assert not HoldemBonusPay.objects.filter(variant=las_vegas).exists()
    assert HoldemBonusHouse.objects.get(variant__slug=PREFIX + "nagaworld").bonus_on_fold is None
    assert holdem_bonus_unknown_figures(variant=las_vegas) == [
        "the Bonus table",
        "whether a fold loses the Bonus",
    ]
    assert holdem_bonus_unknown_figures(variant=variant_get(slug=PREFIX + "nagaworld")) == [
        "whether a fold loses the Bonus"
    ]


def test_a_house_without_its_rules_is_refused_by_name():
    from engine.errors import RulesIncomplete

    variant = variant_get(slug=PREFIX + "nagaworld")
    HoldemBonusHouse.objects.filter(variant=variant).delete()
    with pytest.raises(RulesIncomplete, match="house rules"):
        variant_get(slug=PREFIX + "nagaworld").rules()
    assert holdem_bonus_unknown_figures(variant=variant_get(slug=PREFIX + "nagaworld")) == [
        "the house rules"
    ]


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
    executor.migrate([("paytables", "0016_texas_holdem_bonus")])
    assert not Game.objects.filter(engine="holdem_bonus").exists()
    assert not Variant.objects.filter(slug__startswith=PREFIX).exists()
    assert not GlossaryTerm.objects.filter(slug="flop-bet").exists()
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
    assert Variant.objects.filter(game__engine="holdem_bonus").count() == len(VARIANTS)
    assert GlossaryTerm.objects.filter(slug="flop-bet").exists()


def test_the_games_words_are_in_the_glossary_in_both_languages():
    for term in GlossaryTerm.objects.filter(slug__in=WORDS):
        assert term.term_vi and term.meaning_vi and term.meaning_en
    assert GlossaryTerm.objects.filter(slug__in=WORDS).count() == len(WORDS)
