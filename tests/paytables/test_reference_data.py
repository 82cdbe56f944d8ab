from __future__ import annotations

import importlib
import re
from decimal import Decimal

import pytest
from django.apps import apps
from django.utils import translation
from django.utils.translation import gettext

from engine.oasis.variants import VARIANTS
from paytables.games.oasis.selectors import oasis_variant_queryset
from paytables.models import Game, GlossaryTerm, HandCategory, RaisePay, Variant
from paytables.selectors import variant_get, variant_rules
from tests.paytables.factories import GlossaryTermFactory, VariantFactory
from tests.paytables.games_data import load_again, unload_games_after

pytestmark = pytest.mark.django_db


def test_migrate_loads_the_games():
    games = [
        "oasis",
        "caribbean-stud",
        "russian-poker",
        "three-card-poker",
        "baccarat",
        "ultimate-texas-holdem",
        "texas-holdem-bonus",
        "casino-holdem",
    ]
    assert list(Game.objects.values_list("slug", flat=True)) == games


def test_migrate_loads_the_seven_variants_in_order():
    assert [variant.slug for variant in oasis_variant_queryset()] == list(VARIANTS)


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_variant_rules_match_the_engine_definitions(slug):
    assert variant_rules(slug=slug) == VARIANTS[slug]


def test_caribbean_stud_belongs_to_its_own_game():
    assert variant_get(slug="caribbean").game.slug == "caribbean-stud"
    assert variant_get(slug="standard").game.slug == "oasis"


def test_nicaragua_says_its_after_switch_table_is_unknown():
    nicaragua = variant_get(slug="nicaragua")
    assert nicaragua.lower_pays_after_switch
    assert nicaragua.after_switch_table_missing
    assert not RaisePay.objects.filter(variant=nicaragua, table=RaisePay.Table.AFTER_SWITCH)
    assert nicaragua.rules().after_switch_pays is None


def test_entering_the_after_switch_table_makes_it_part_of_the_rules():
    nicaragua = Variant.objects.get(slug="nicaragua")
    for category in HandCategory.winning():
        RaisePay.objects.create(
            variant=nicaragua, table=RaisePay.Table.AFTER_SWITCH, category=category, odds=1
        )
    rules = variant_rules(slug="nicaragua")
    assert rules.after_switch_pays is not None
    assert set(rules.after_switch_pays.values()) == {1}


def test_unknown_variant_lists_the_known_ones():
    with pytest.raises(ValueError, match="unknown variant 'texas'.*standard, belgian"):
        variant_rules(slug="texas")


def test_glossary_has_the_five_terms_of_seed_000_and_more():
    slugs = set(GlossaryTerm.objects.values_list("slug", flat=True))
    assert {"ante", "raise", "switch", "qualify", "fold"} <= slugs
    assert {"up-card", "push", "bonus", "progressive-meter", "pay-table", "box"} <= slugs
    assert {"ace-king", "house-edge"} <= slugs


def test_every_glossary_term_has_english_and_vietnamese_text():
    for term in GlossaryTerm.objects.all():
        assert term.term_en and term.term_vi and term.meaning_en and term.meaning_vi, term.slug


def test_glossary_follows_the_seed_vietnamese_wording():
    switch = GlossaryTerm.objects.get(slug="switch")
    assert switch.term_vi == "Đổi bài"
    assert (
        GlossaryTerm.objects.get(slug="qualify").meaning_vi
        == "Tay tối thiểu để dealer chơi: Át-K trở lên."
    )


def test_glossary_has_at_least_thirty_terms_each_in_both_languages():
    terms = list(GlossaryTerm.objects.all())
    assert len(terms) >= 30
    for term in terms:
        assert term.term_en and term.term_vi and term.meaning_en and term.meaning_vi, term.slug


def test_glossary_no_vietnamese_term_repeats_its_english_term_in_brackets():
    for term in GlossaryTerm.objects.all():
        assert f"({term.term_en.casefold()})" not in term.term_vi.casefold(), term.slug


def test_glossary_names_the_hands_as_the_pay_tables_do():
    terms = {term.term_en: term for term in GlossaryTerm.objects.all()}
    for category in HandCategory.winning():
        with translation.override("en"):
            english = str(category.label)
        with translation.override("vi"):
            vietnamese = str(category.label)
        assert terms[english].term_vi == vietnamese


def test_glossary_has_the_words_of_the_playable_tables():
    slugs = set(GlossaryTerm.objects.values_list("slug", flat=True))
    holdem = {"dealer-button", "small-blind", "big-blind", "check", "call", "all-in"}
    holdem |= {"burn-card", "main-pot", "side-pot", "showdown", "kicker", "odd-chip"}
    assert holdem | {"box", "blind-box", "switch-fee", "progressive-meter"} <= slugs


def test_glossary_terms_and_meanings_are_told_apart_in_each_language():
    # A glossary question offers four of them: two alike would make two right answers.
    for field in ("term_en", "term_vi", "meaning_en", "meaning_vi"):
        values = [value.casefold() for value in GlossaryTerm.objects.values_list(field, flat=True)]
        assert len(values) == len(set(values)), field


def test_progressive_meter_is_the_jackpot_fund_in_the_data_and_the_catalogue():
    meter = GlossaryTerm.objects.get(slug="progressive-meter")
    assert meter.term_vi == "Quỹ jackpot lũy tiến"
    with translation.override("vi"):
        assert gettext("Progressive meter") == meter.term_vi
    with open("locale/vi/LC_MESSAGES/django.po", encoding="utf-8") as catalogue:
        assert "đồng hồ jackpot" not in catalogue.read().casefold()


def test_variant_sources_name_no_seed_text_and_come_in_both_languages():
    for variant in Variant.objects.all():
        assert variant.source_en and variant.source_vi, variant.slug
        assert not re.search(r"seed|\b00\d\b", variant.source_en + variant.source_vi)
        with translation.override("vi"):
            assert variant.localized_source == variant.source_vi


def _migration(name: str):
    return importlib.import_module(f"paytables.migrations.{name}")


def test_reader_facing_words_reverse_restores_the_reference_data_of_0002():
    words, reference = _migration("0005_reader_facing_words"), _migration("0002_reference_data")
    # The later games' data, reversed first, as migrate reverses.
    later = unload_games_after("0005_reader_facing_words", apps)
    words.backward(apps, None)
    glossary = [
        (t.slug, t.term_en, t.term_vi, t.meaning_en, t.meaning_vi)
        for t in GlossaryTerm.objects.order_by("position")
    ]
    assert glossary == reference.GLOSSARY
    sources = dict(Variant.objects.values_list("slug", "source_en"))
    assert sources == {spec["slug"]: spec["source"] for spec in reference.VARIANTS}
    words.forward(apps, None)
    assert GlossaryTerm.objects.get(slug="switch").term_vi == "Đổi bài"
    assert GlossaryTerm.objects.count() == len(words.ORDER)
    load_again(later, apps)
    russian = _migration("0006_russian_poker")
    assert set(russian.ORDER) <= set(GlossaryTerm.objects.values_list("slug", flat=True))


def test_reader_facing_words_keep_what_an_instructor_has_edited():
    words = _migration("0005_reader_facing_words")
    GlossaryTerm.objects.filter(slug="push").update(term_vi="Hòa tiền")
    Variant.objects.filter(slug="belgian").update(source_en="Casino Namur")
    kicker = GlossaryTerm.objects.get(slug="kicker")
    kicker.meaning_en = "An instructor's own words."
    kicker.save()
    words.backward(apps, None)
    assert GlossaryTerm.objects.get(slug="push").term_vi == "Hòa tiền"
    assert Variant.objects.get(slug="belgian").source_en == "Casino Namur"
    assert GlossaryTerm.objects.filter(slug="kicker").exists()
    words.forward(apps, None)
    assert GlossaryTerm.objects.get(slug="push").term_vi == "Hòa tiền"
    assert GlossaryTerm.objects.get(slug="kicker").meaning_en == "An instructor's own words."


def test_localized_text_follows_the_language_and_falls_back_to_english():
    term = GlossaryTermFactory(term_en="Shoe", term_vi="")
    with translation.override("vi"):
        assert term.localized("term") == "Shoe"
        assert term.localized("meaning") == "Nghĩa của nó."
    with translation.override("en"):
        assert term.localized("meaning") == "What it means."


def test_a_variant_made_in_the_database_gives_its_own_rules():
    variant = VariantFactory(fees={1: 1, 2: "1.5"}, max_switches=1, fold_after_switch=False)
    rules = variant_rules(slug=variant.slug)
    assert dict(rules.switch_fees) == {1: 1, 2: Decimal("1.5")}
    assert not rules.fold_after_switch
    assert rules.bonus is None
