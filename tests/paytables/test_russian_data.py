"""Russian Poker as data: its game, the four variants of ``engine/russian/variants.py``
loaded by migration 0006 with their sources, what the house leaves unknown, the maximum
payout both games share, and the glossary's words for it."""

from __future__ import annotations

import importlib
import io
from decimal import Decimal

import pytest
from django.apps import apps
from django.core.management import CommandError, call_command
from django.utils import translation

from engine.errors import RulesIncomplete
from engine.hands import Category
from engine.oasis.round import Rules
from engine.oasis.variants import VARIANTS as OASIS_VARIANTS
from engine.russian.rules import RussianRules
from engine.russian.variants import VARIANTS as RUSSIAN_VARIANTS
from paytables.games.oasis.selectors import oasis_variant_queryset
from paytables.games.russian.selectors import russian_variant_queryset
from paytables.models import Game, GlossaryTerm, RussianHouse, RussianPay, Variant, VariantSource
from paytables.selectors import variant_get, variant_rules
from tests.paytables.factories import (
    RussianHouseFactory,
    RussianVariantFactory,
    VariantFactory,
    VariantSourceFactory,
)
from tests.paytables.games_data import load_again, unload_games_after
from trainer.kinds import kind_of

pytestmark = pytest.mark.django_db

RUSSIAN_TERMS = [
    "bet",
    "exchange",
    "sixth-card",
    "no-game",
    "buy-game",
    "two-combinations",
    "insurance",
    "max-payout",
]


def test_migrate_loads_russian_poker_as_a_game_of_its_own_after_oasis_poker():
    game = Game.objects.get(slug="russian-poker")
    assert game.engine == "russian"
    assert (game.name_en, game.name_vi) == ("Russian Poker", "Russian Poker")
    before = Game.objects.filter(position__lt=game.position)
    assert set(before.values_list("engine", flat=True)) == {"oasis"}
    assert not Game.objects.filter(position__gt=game.position, engine="oasis").exists()


def test_migrate_loads_the_four_russian_variants_in_order():
    assert [variant.slug for variant in russian_variant_queryset()] == list(RUSSIAN_VARIANTS)
    assert all(variant.game.slug == "russian-poker" for variant in russian_variant_queryset())


@pytest.mark.parametrize("slug", list(RUSSIAN_VARIANTS))
def test_russian_variant_rules_match_the_engine_definitions(slug):
    assert variant_rules(slug=slug) == RUSSIAN_VARIANTS[slug]


@pytest.mark.parametrize("slug", list(RUSSIAN_VARIANTS))
def test_russian_variant_rules_are_the_same_from_either_queryset(slug):
    assert russian_variant_queryset().get(slug=slug).russian_rules() == variant_rules(slug=slug)


@pytest.mark.parametrize("slug", list(OASIS_VARIANTS))
def test_oasis_variants_still_give_oasis_rules(slug):
    assert isinstance(variant_get(slug=slug).oasis_rules(), Rules)


def test_each_game_gives_its_own_rules_value_and_refuses_the_other_type():
    classic = variant_get(slug="classic")
    assert isinstance(classic.rules(), RussianRules)
    with pytest.raises(TypeError, match="expected Rules, not RussianRules"):
        classic.oasis_rules()
    with pytest.raises(TypeError, match="expected RussianRules, not Rules"):
        variant_get(slug="standard").russian_rules()


def test_the_oasis_lists_hold_only_oasis_poker_and_caribbean_stud():
    assert [variant.slug for variant in oasis_variant_queryset()] == list(OASIS_VARIANTS)


@pytest.mark.parametrize("slug", list(RUSSIAN_VARIANTS))
def test_each_russian_variant_names_its_sources_in_both_languages(slug):
    variant = variant_get(slug=slug)
    sources = list(variant.sources.all())
    assert [(source.title_en, source.url) for source in sources] == [
        (source.title, source.url) for source in RUSSIAN_VARIANTS[slug].sources
    ]
    for source in sources:
        assert source.title_vi and source.url.startswith("http")
        with translation.override("vi"):
            assert source.localized_title == source.title_vi
    assert variant.source_en and variant.source_vi
    assert variant.summary_en and variant.summary_vi and variant.name_vi


def test_corona_leaves_unknown_what_its_page_does_not_give():
    rules = variant_rules(slug="corona")
    assert rules.bet_pays is None
    assert not RussianPay.objects.filter(variant__slug="corona").exists()
    assert set(rules.unknown()) == {
        "bet_pays",
        "ante_on_win",
        "ante_after_bought_no_game",
        "two_combinations",
        "same_ranks_second",
        "insurance.limit",
        "insurance.returned_unless_won",
    }


def test_lunar_gives_only_the_pay_lines_its_examples_use():
    pays = variant_rules(slug="lunar").bet_pays
    assert pays is not None
    assert Category.ROYAL_FLUSH not in pays and pays[Category.FOUR_OF_A_KIND] == 20


def test_entering_a_figure_makes_it_part_of_the_rules():
    RussianHouse.objects.filter(variant__slug="corona").update(ante_on_win="paid")
    for category, odds in ((Category.PAIR, 1), (Category.FLUSH, 6)):
        RussianPay.objects.create(
            variant=Variant.objects.get(slug="corona"), category=category.slug, odds=odds
        )
    rules = variant_rules(slug="corona")
    assert rules.ante_on_win == "paid"
    assert dict(rules.bet_pays or {}) == {Category.PAIR: 1, Category.FLUSH: 6}
    assert "ante_on_win" not in rules.unknown()


def test_max_payout_reaches_the_rules_of_both_games():
    Variant.objects.filter(slug__in=["standard", "classic"]).update(max_payout=Decimal(5000))
    assert variant_rules(slug="standard").max_payout == Decimal(5000)
    assert variant_rules(slug="classic").max_payout == Decimal(5000)
    assert variant_rules(slug="lunar").max_payout is None


def test_a_russian_variant_made_in_the_database_gives_its_own_rules():
    house = RussianHouseFactory(
        exchange_fewest=None,
        exchange_most=None,
        draws=2,
        draw_fee=Decimal("1.5"),
        buy_game_fee=None,
        insurance=False,
    )
    VariantSourceFactory(variant=house.variant, title_en="House page", url="https://a.example/")
    rules = variant_rules(slug=house.variant.slug)
    assert rules.exchange_counts == frozenset()
    assert not rules.allows_exchange and rules.allows_sixth_card
    assert rules.draw_fees == (Decimal("1.5"), Decimal("1.5"))
    assert rules.buy_game_fee is None and rules.insurance is None
    assert rules.sources[0].title == "House page"


def test_a_russian_variant_without_its_house_rules_says_so():
    variant = RussianVariantFactory()
    with pytest.raises(RulesIncomplete) as refusal:
        variant_rules(slug=variant.slug)
    assert refusal.value.code == "house_rules_missing"


def test_every_variant_links_to_the_page_of_its_game():
    assert variant_get(slug="standard").get_absolute_url() == "/en/oasis-poker/variants/standard/"
    assert variant_get(slug="lunar").get_absolute_url() == "/en/russian-poker/variants/lunar/"
    assert VariantFactory().get_absolute_url().startswith("/en/oasis-poker/variants/")


def test_glossary_has_the_words_of_russian_poker_in_both_languages():
    terms = {term.slug: term for term in GlossaryTerm.objects.filter(slug__in=RUSSIAN_TERMS)}
    assert set(terms) == set(RUSSIAN_TERMS)
    vietnamese = {slug: term.term_vi for slug, term in terms.items()}
    assert vietnamese["sixth-card"] == "Mua lá thứ sáu"
    assert vietnamese["buy-game"] == "Mua game cho nhà cái"
    assert vietnamese["insurance"] == "Bảo hiểm"
    assert vietnamese["two-combinations"] == "Hai kết hợp"
    assert vietnamese["max-payout"] == "Mức trả tối đa"
    assert vietnamese["exchange"].startswith("Đổi bài")
    positions = dict(GlossaryTerm.objects.values_list("slug", "position"))
    assert positions["house-edge"] < min(positions[slug] for slug in RUSSIAN_TERMS)
    assert max(positions[slug] for slug in RUSSIAN_TERMS) < positions["royal-flush"]


def _migration():
    return importlib.import_module("paytables.migrations.0006_russian_poker")


def test_russian_poker_migration_reverses_and_loads_again():
    migration = _migration()
    # The later games' data, reversed first, as migrate reverses.
    later = unload_games_after("0006_russian_poker", apps)
    migration.unload(apps, None)
    assert not Game.objects.filter(engine="russian").exists()
    assert not Variant.objects.filter(slug__in=RUSSIAN_VARIANTS).exists()
    assert not VariantSource.objects.exists() and not RussianHouse.objects.exists()
    assert not GlossaryTerm.objects.filter(slug__in=RUSSIAN_TERMS).exists()
    assert list(GlossaryTerm.objects.order_by("position").values_list("slug", flat=True)) == (
        migration.OLD_ORDER
    )
    migration.load(apps, None)
    for slug, rules in RUSSIAN_VARIANTS.items():
        assert variant_rules(slug=slug) == rules
    load_again(later, apps)


def test_russian_poker_migration_reverse_keeps_a_term_an_instructor_edited():
    GlossaryTerm.objects.filter(slug="insurance").update(meaning_en="An instructor's words.")
    _migration().unload(apps, None)
    assert GlossaryTerm.objects.filter(slug="insurance").exists()


def test_russian_variants_copy_the_engine_values_not_the_engine_module():
    # The migration's literal values, not an import of the engine's: a later change of the
    # engine's definition must not change what the migration loaded.
    with open(_migration().__file__, encoding="utf-8") as module:
        source = module.read()
    assert "from engine" not in source and "import engine" not in source


def test_edge_refuses_a_russian_variant_with_the_reason():
    with pytest.raises(CommandError, match="not a variant of Oasis Poker or Caribbean Stud"):
        call_command("edge", variant="classic", json=True, stdout=io.StringIO())


def test_a_maximum_payout_entered_for_an_oasis_table_lets_the_drills_ask_it():
    # The trainer reads a house's rules from Variant.rules(), the cap with them.
    assert kind_of("max_payout").refusal(variant_rules(slug="standard")) is not None
    Variant.objects.filter(slug="standard").update(max_payout=Decimal(5000))
    assert kind_of("max_payout").refusal(variant_rules(slug="standard")) is None
