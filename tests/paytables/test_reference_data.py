from __future__ import annotations

from decimal import Decimal

import pytest
from django.utils import translation

from paytables.models import Game, GlossaryTerm, HandCategory, RaisePay, Variant
from paytables.selectors import variant_get, variant_list, variant_rules
from poker.variants import VARIANTS
from tests.paytables.factories import GlossaryTermFactory, VariantFactory

pytestmark = pytest.mark.django_db


def test_migrate_loads_both_games():
    assert list(Game.objects.values_list("slug", flat=True)) == ["oasis", "caribbean-stud"]


def test_migrate_loads_the_seven_variants_in_order():
    assert [variant.slug for variant in variant_list()] == list(VARIANTS)


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
    assert switch.term_vi == "Đổi bài (switch)"
    assert (
        GlossaryTerm.objects.get(slug="qualify").meaning_vi
        == "Tay tối thiểu để dealer chơi: Át-K trở lên."
    )


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
