from __future__ import annotations

import random
import re

import pytest
from django.urls import reverse
from django.utils import translation

from engine.cards import parse_cards
from engine.oasis.analysis import hand_options
from paytables.models import Variant
from paytables.selectors import variant_rules
from paytables.wording import cards_text, expected_value
from tests.trainer.helpers import next_question
from trainer.kinds import kind_of
from trainer.kinds.oasis.best_play import deal_best_play, labels, option_key, reason, worked_lines
from trainer.kinds.oasis.slugs import OasisKind
from trainer.models import Attempt
from trainer.services import drill_start

pytestmark = pytest.mark.django_db


def deal(seed, slug="standard"):
    return deal_best_play(
        variant=Variant.objects.get(slug=slug),
        rules=variant_rules(slug=slug),
        rng=random.Random(seed),
    )


def test_best_play_questions_are_reproducible_with_a_seed():
    first, again = deal(4), deal(4)
    assert (first.dealt.player, first.dealt.dealer, first.answer) == (
        again.dealt.player,
        again.dealt.dealer,
        again.answer,
    )


def test_the_key_is_the_option_the_analysis_values_most():
    for seed in range(5):
        question = deal(seed)
        options = hand_options(
            variant_rules(slug="standard"),
            parse_cards(question.dealt.player),
            parse_cards(question.dealt.dealer)[0],
        )
        valued = [o for o in options if o.expected is not None]
        best = max(valued, key=lambda o: o.exact if o.exact is not None else o.expected)
        assert question.answer == option_key(best)
        assert question.answer in question.choices


def test_choices_are_raise_fold_and_each_one_card_switch():
    question = deal(1)
    assert {"raise", "fold"} <= set(question.choices)
    singles = [c for c in question.choices if c.startswith("switch:") and len(c.split()) == 1]
    assert len(singles) == 5


def test_caribbean_stud_asks_only_raise_or_fold():
    question = deal(2, slug="caribbean")
    assert set(question.choices) == {"raise", "fold"}


def test_many_questions_turn_on_a_switch():
    answers = [deal(seed).answer for seed in range(12)]
    assert any(answer.startswith("switch:") for answer in answers)


def test_feedback_lists_every_option_with_its_value_best_first():
    question = deal(3)
    lines = worked_lines(question.dealt, question.answer)
    assert lines[0].best
    values = [line.expected for line in lines if line.expected is not None]
    assert values == sorted(values, reverse=True)


def test_a_best_play_drill_is_answered_with_a_button_and_shows_the_values(
    client, django_user_model
):
    trainee = django_user_model.objects.create_user("lan", password="a-long-pass-phrase")
    client.force_login(trainee)
    session = drill_start(
        user=trainee,
        variant=Variant.objects.get(slug="belgian"),
        kinds=[OasisKind.BEST_PLAY.value],
        difficulty="round",
        rare=False,
        seconds_per_question=None,
        length=2,
    )
    question = next_question(session)
    page = client.get(reverse("trainer:question", args=[question.pk])).content.decode()
    assert 'name="answer" value="raise"' in page
    assert page.count('class="card card--back') >= 4 or "Face-down card" in page
    client.post(reverse("trainer:answer", args=[question.pk]), {"answer": question.answer_key})
    assert Attempt.objects.get(question=question).is_correct
    feedback = re.sub(
        r"\s+", " ", client.get(reverse("trainer:question", args=[question.pk])).content.decode()
    )
    assert "Value per ante" in feedback
    assert "per ante; the next best" in feedback


SIGNED_VALUE = {"en": r"[+−]\d+\.\d{4}", "vi": r"[+−]\d+,\d{4}"}


@pytest.mark.parametrize("language", ["en", "vi"])
def test_best_play_reason_writes_values_as_the_table_beside_it(language):
    question = deal(3)
    with translation.override(language):
        said = re.findall(r"[+−]\d+[.,]\d{4}", reason(question.dealt, question.answer))
        lines = worked_lines(question.dealt, question.answer)
        table = [expected_value(line.expected) for line in lines if line.expected is not None]
    assert len(said) == 2
    assert all(re.fullmatch(SIGNED_VALUE[language], value) for value in said)
    assert said == table[:2]


def test_expected_values_are_rounded_not_cut_off():
    with translation.override("vi"):
        assert expected_value(-0.20475) == "−0,2048"
        assert expected_value(-0.34016) == "−0,3402"
        assert expected_value(0.00001) == "0,0000"
    with translation.override("en"):
        assert expected_value(1.00345) == "+1.0035"


def test_best_play_feedback_in_vietnamese_writes_one_number_format(client, django_user_model):
    trainee = django_user_model.objects.create_user("lan", password="a-long-pass-phrase")
    client.force_login(trainee)
    session = drill_start(
        user=trainee,
        variant=Variant.objects.get(slug="standard"),
        kinds=[OasisKind.BEST_PLAY.value],
        difficulty="round",
        rare=False,
        seconds_per_question=None,
        length=2,
        language="vi",
    )
    question = next_question(session)
    with translation.override("vi"):
        address = reverse("trainer:question", args=[question.pk])
        client.post(reverse("trainer:answer", args=[question.pk]), {"answer": question.answer_key})
    page = re.sub(r"\s+", " ", client.get(address).content.decode())
    # A sampled value carries its error in a span of its own: "−0,9690 <span>± 0,0040</span>".
    cells = re.findall(r'<td class="num">(.*?)</td>', page)
    values = [re.sub(r"<[^>]+>", "", cell).split(" ± ")[0].strip() for cell in cells]
    assert values and all(re.fullmatch(SIGNED_VALUE["vi"], value) for value in values)
    worked = kind_of("best_play").worked_answer
    with translation.override("vi"):
        said = re.findall(r"[+−]\d+,\d{4}", worked(question).reason)
    assert set(said) <= set(values)
    assert not re.search(r"-\d,\d{4}|\d\.\d{4}", page)


@pytest.mark.parametrize("language", ["en", "vi"])
def test_best_play_options_write_cards_as_the_card_faces_show_them(language):
    question = deal(1)
    with translation.override(language):
        shown = labels(question.dealt)
    for key in question.choices:
        if key.startswith("switch:"):
            cards = cards_text(parse_cards(key.removeprefix("switch:")))
            assert cards in shown[key]
            assert not re.search(r"\b[2-9TJQKA][cdhs]\b", shown[key]), shown[key]


def test_a_best_play_question_keeps_its_analysis_so_no_page_runs_it_again(monkeypatch):
    from trainer.kinds.oasis import best_play as module

    variant = Variant.objects.get(slug="standard")
    dealt = deal_best_play(variant=variant, rules=variant.rules(), rng=random.Random(11)).dealt
    kept = module.options_from_data(dealt.analysis)
    assert [option_key(o) for o in kept] == [option_key(o) for o in module.options_of(dealt)]

    def never(*args, **kwargs):
        raise AssertionError("the analysis ran again")

    monkeypatch.setattr(module, "analysed", never)
    dealt.__dict__.pop("_options", None)
    lines = worked_lines(dealt, option_key(kept[0]))
    assert {line.label for line in lines} == {module.option_label(o) for o in kept}


def _held(player, dealer="Kd 7c 5s 3h 2d", slug="standard"):
    from engine.oasis.round import rules_to_dict
    from trainer.models import DealtRound

    rules = variant_rules(slug=slug)
    return DealtRound(rules=rules_to_dict(rules), seed=0, ante=1, player=player, dealer=dealer)


@pytest.mark.parametrize(
    ("player", "answer", "why"),
    [
        ("As Ad Ac 7h 2c", "raise", "Three of a kind, aces: keep the hand and raise."),
        ("5s 5d Kc 9h 3c", "switch:Kc 9h 3c", "A pair of fives: keep it and switch K♣ 9♥ 3♣."),
        (
            "9h Th Jh Qh 3c",
            "switch:3c",
            "Four to a straight flush (9♥ 10♥ J♥ Q♥): switch 3♣ for the card that makes it.",
        ),
        (
            "2s 7s 9s Ks 4d",
            "switch:4d",
            "Four to a flush (2♠ 7♠ 9♠ K♠): switch 4♦ for a fifth card of the suit.",
        ),
        (
            "5c 6d 7h 8s Kd",
            "switch:Kd",
            "Four in sequence (5♣ 6♦ 7♥ 8♠), open at both ends: switch K♦ for the straight.",
        ),
        (
            "Qc 9d 6h 4s 2c",
            "fold",
            "Queen high: folding loses less than raising or any switch.",
        ),
        (
            "Ac Kd 6h 4s 2c",
            "raise",
            "Ace-King: raising is worth more than folding or any switch.",
        ),
    ],
)
def test_best_play_says_its_reason_from_what_the_hand_holds(player, answer, why):
    from trainer.kinds.oasis.best_play import why_best

    with translation.override("en"):
        assert why_best(_held(player), answer) == why


def test_best_play_reason_without_switching_names_no_switch():
    from trainer.kinds.oasis.best_play import why_best

    with translation.override("en"):
        reason = why_best(_held("Qc 9d 6h 4s 2c", slug="caribbean"), "fold")
    assert reason == "Queen high: folding loses less than raising."


@pytest.mark.parametrize("seed", range(6))
def test_a_dealt_best_play_leads_with_its_reason_then_the_values(seed):
    question = deal(seed)
    with translation.override("en"):
        text = reason(question.dealt, question.answer)
    assert re.search(r"^[A-Z].*\. .* is worth [+−]\d\.\d{4} per ante", text)
