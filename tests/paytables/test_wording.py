from __future__ import annotations

from decimal import Decimal

import pytest
from django.utils import translation

from engine.cards import parse_cards
from engine.errors import IllegalAction
from engine.hands import Category, evaluate
from engine.oasis import round as oasis
from engine.oasis.variants import STANDARD
from engine.russian import round as russian
from engine.russian.settle import settle as russian_settle
from engine.russian.variants import CLASSIC
from paytables.games.russian.wording import russian_explain, showdown
from paytables.wording import antes_text, category_label, comparison, explain, multiple, working


@pytest.mark.parametrize(
    ("antes", "written"), [("1", "1"), ("1.50", "1.5"), ("2.00", "2"), ("1E+1", "10")]
)
def test_multiple_writes_antes_without_trailing_zeros(antes, written):
    with translation.override("en"):
        assert multiple(Decimal(antes)) == written


@pytest.mark.parametrize("antes", ["NaN", "Infinity", "-Infinity"])
def test_multiple_refuses_a_number_that_is_not_finite(antes):
    with pytest.raises(ValueError, match="not a number of antes"):
        multiple(Decimal(antes))


@pytest.mark.parametrize(
    ("antes", "english", "vietnamese"),
    [
        (Decimal(1), "1 ante", "1 ante"),
        (Decimal("1.5"), "1.5 antes", "1,5 ante"),
        (Decimal(2), "2 antes", "2 ante"),
    ],
)
def test_antes_text_agrees_the_noun_with_its_number(antes, english, vietnamese):
    with translation.override("en"):
        assert antes_text(antes) == english
    with translation.override("vi"):
        assert antes_text(antes) == vietnamese


@pytest.mark.parametrize(
    ("cards", "words"), [(1, "Exchanging 1 card is"), (2, "Exchanging 2 cards is")]
)
def test_a_plural_refusal_takes_the_form_of_its_number(cards, words):
    error = IllegalAction(
        "not allowed", code="exchange_count_not_allowed", cards=cards, allowed="3, 4, 5"
    )

    with translation.override("en"):
        assert russian_explain(error, variant_name="Corona").startswith(words)


def test_a_plural_refusal_shared_by_both_games_takes_the_form_of_its_number():
    error = IllegalAction("short draw", code="draw_count", expected=1, given=2)

    with translation.override("en"):
        assert explain(error) == "1 card must be drawn, not 2."


def test_category_label_is_text_in_the_current_language():
    with translation.override("en"):
        label = category_label(Category.FLUSH)
    assert type(label) is str
    assert label == "Flush"


EQUAL = "Both hold Ace-King, rank for rank: the hands are equal."


def _value(text):
    return evaluate(parse_cards(text))


@pytest.mark.parametrize(
    ("first", "second", "sentence"),
    [
        ("Jh Jd 9c 5s 2d", "5h 5d Ac Ks Qd", "A pair of jacks beats a pair of fives."),
        (
            "9h 9d Ac 5s 2d",
            "9s 9c Qc 4s 3d",
            "A pair of nines, ace kicker, beats a pair of nines, queen kicker.",
        ),
        (
            "As Kc Qd 9s 5d",
            "Ah Kd Qc 8s 7d",
            "Both hold Ace-King with the same kickers as far as queen: the next kicker "
            "decides, nine beats eight.",
        ),
        (
            "Ah Kd Qc 7s 2d",
            "As Kc Qd 7h 2c",
            "Both hold Ace-King, rank for rank: the hands are equal.",
        ),
        ("2h 2d 5c 7s 9d", "As Kc Qd 7h 2c", ""),
    ],
)
def test_comparison_names_the_ranks_that_decided(first, second, sentence):
    with translation.override("en"):
        assert comparison(_value(first), _value(second)) == sentence
        assert comparison(_value(second), _value(first)) == sentence


def test_comparison_in_vietnamese_uses_the_rank_names_of_the_rules():
    with translation.override("vi"):
        text = comparison(_value("Jh Jd 9c 5s 2d"), _value("5h 5d Ac Ks Qd"))
        kicker = comparison(_value("9h 9d Ac 5s 2d"), _value("9s 9c Qc 4s 3d"))
    assert text == "Đôi J thắng đôi 5."
    assert kicker == "Đôi 9, lá đá Át, thắng đôi 9, lá đá Q."


def test_oasis_showdown_of_two_pairs_says_which_pair_beats_which():
    dealt = oasis.Round(player=parse_cards("Jh Jd 9c 5s 2d"), dealer=parse_cards("5h 5d Ac Ks Qd"))
    round_ = dealt.decide(STANDARD, "raise")
    with translation.override("en"):
        shown = working(oasis.settle(STANDARD, round_, 10), round_).showdown
    assert shown == (
        "Dealer: Pair, qualifies. Player: Pair, wins. A pair of jacks beats a pair of fives."
    )


def test_russian_showdown_of_a_tie_says_the_hands_are_equal():
    player, dealer = parse_cards("Ah Kd Qc 7s 2d"), parse_cards("As Kc Qd 7h 2c")
    round_ = russian.Round(ante=Decimal(10), player=player, dealer=dealer).bet(CLASSIC)
    with translation.override("en"):
        shown = showdown(russian_settle(CLASSIC, round_), round_)
    assert shown.endswith("Both hold Ace-King, rank for rank: the hands are equal.")
