from __future__ import annotations

import random
from decimal import Decimal

import pytest
from django.utils import translation

from paytables.models import Variant
from paytables.selectors import variant_rules
from poker.hands import evaluate
from poker.oasis import settle
from trainer.answers import AnswerError
from trainer.dealing import CannotAsk, deal_for
from trainer.models import Difficulty, QuestionKind
from trainer.questions import (
    answer_key,
    build_glossary_question,
    build_question,
    is_right,
    normalize_answer,
    worked_answer,
)

pytestmark = pytest.mark.django_db

# Questions on one Oasis round: not a table of boxes, not a Hold'em showdown.
# Not a question on one settled round: glossary, the table, side pots, and the best play
# (a decision before the round is played).
NOT_ONE_ROUND = {
    *QuestionKind.glossary(),
    QuestionKind.SETTLE_TABLE,
    QuestionKind.SIDE_POTS,
    QuestionKind.BEST_PLAY,
}
ROUND_KINDS = [kind for kind in QuestionKind if kind not in NOT_ONE_ROUND]


def dealt(kind, slug="standard", seed=1, difficulty=Difficulty.ROUND, rare=False):
    variant = Variant.objects.get(slug=slug)
    rules = variant_rules(slug=slug)
    return deal_for(
        kind,
        variant=variant,
        rules=rules,
        difficulty=difficulty,
        rare=rare,
        rng=random.Random(seed),
    )


def test_every_question_kind_has_a_handler_and_a_prompt():
    from trainer.questions import HANDLERS, PROMPTS

    assert set(HANDLERS) == set(QuestionKind) == set(PROMPTS)


@pytest.mark.parametrize("kind", list(QuestionKind))
def test_every_kind_builds_a_question_of_its_kind_with_a_key(kind):
    variant = Variant.objects.get(slug="standard")
    question = build_question(
        kind=kind,
        variant=variant,
        rules=variant_rules(slug="standard"),
        difficulty=Difficulty.ROUND,
        rare=False,
        rng=random.Random(7),
    )
    assert question.kind == kind
    assert question.answer_key
    assert (question.term is not None) == (kind in QuestionKind.glossary())


def test_dealing_is_reproducible_with_a_seed():
    first, again = dealt(QuestionKind.NET, seed=9), dealt(QuestionKind.NET, seed=9)
    fields = ("seed", "ante", "bonus", "meter", "player", "dealer", "discard", "draw", "decision")
    assert [getattr(first, f) for f in fields] == [getattr(again, f) for f in fields]


@pytest.mark.parametrize(
    "slug", ["standard", "belgian", "galewind", "nicaragua", "helsinki", "online-boxes"]
)
def test_dealt_switch_histories_are_legal_for_the_variant(slug):
    rules = variant_rules(slug=slug)
    for seed in range(40):
        round_ = dealt(QuestionKind.FEE, slug=slug, seed=seed).engine_round()
        (switch,) = round_.switches
        assert len(switch.discarded) in rules.switch_fees
        if not rules.fold_after_switch:
            assert round_.decision == "raise"


def test_fee_questions_always_have_a_switch():
    for seed in range(30):
        assert dealt(QuestionKind.FEE, seed=seed).discard


def test_raise_and_winner_questions_are_on_raised_rounds():
    for kind in (QuestionKind.RAISE, QuestionKind.WINNER):
        for seed in range(20):
            assert dealt(kind, seed=seed).decision == "raise"


def test_round_antes_and_odd_antes_follow_the_difficulty():
    round_antes = {dealt(QuestionKind.ANTE, seed=s).ante for s in range(40)}
    odd_antes = {
        dealt(QuestionKind.ANTE, seed=s, difficulty=Difficulty.ODD).ante for s in range(40)
    }
    assert round_antes <= {Decimal(n) for n in (10, 20, 25, 50, 100)}
    assert odd_antes <= {Decimal(n) for n in (15, 35, 45, 65, 85)}


def test_bonus_questions_are_often_the_trap_of_an_improving_switch():
    rounds = [dealt(QuestionKind.BONUS, seed=s).engine_round() for s in range(60)]
    improved = [r for r in rounds if r.switched and evaluate(r.hand) > evaluate(r.player)]
    assert len(improved) > 10


def test_bonus_answer_is_judged_on_the_initial_hand():
    for seed in range(60):
        round_ = dealt(QuestionKind.BONUS, seed=seed)
        played = round_.engine_round()
        settlement = round_.settlement()
        assert settlement.bonus_category == evaluate(played.player).category


def test_a_fee_question_cannot_be_asked_without_switching():
    with pytest.raises(CannotAsk):
        dealt(QuestionKind.FEE, slug="caribbean")


def test_a_bonus_question_cannot_be_asked_without_a_bonus_bet():
    with pytest.raises(CannotAsk):
        dealt(QuestionKind.BONUS, slug="online-boxes")


def test_nicaragua_questions_avoid_the_pay_its_house_never_published():
    for seed in range(30):
        dealt(QuestionKind.RAISE, slug="nicaragua", seed=seed).settlement()  # never raises


@pytest.mark.parametrize("kind", ROUND_KINDS)
def test_answer_key_agrees_with_the_engine_for_every_kind(kind):
    variant = Variant.objects.get(slug="standard")
    rules = variant_rules(slug="standard")
    for seed in range(15):
        question = build_question(
            kind=kind,
            variant=variant,
            rules=rules,
            difficulty="odd",
            rare=True,
            rng=random.Random(seed),
        )
        round_ = question.dealt_round
        engine = settle(rules, round_.engine_round(), round_.ante, round_.bonus, meter=round_.meter)
        expected = {
            QuestionKind.ANTE: str(engine.ante.amount),
            QuestionKind.RAISE: str(engine.raise_.amount),
            QuestionKind.FEE: str(engine.fee),
            QuestionKind.BONUS: str(engine.bonus.amount),
            QuestionKind.NET: str(engine.net),
            QuestionKind.QUALIFIES: "yes" if engine.dealer_qualifies else "no",
            QuestionKind.HAND: engine.player_category.slug,
        }.get(kind)
        if expected is not None:
            assert question.answer_key == expected
        assert question.answer_key == answer_key(kind, engine)
        assert is_right(question, normalize_answer(question, question.answer_key, "en"))


def test_amount_answers_are_compared_as_amounts():
    question = build_question(
        kind=QuestionKind.NET,
        variant=Variant.objects.get(slug="standard"),
        rules=variant_rules(slug="standard"),
        difficulty="round",
        rare=False,
        rng=random.Random(3),
    )
    amount = Decimal(question.answer_key)
    assert is_right(question, normalize_answer(question, f"{amount:,.2f}", "en"))
    assert not is_right(question, normalize_answer(question, str(amount + 1), "en"))


def test_a_choice_outside_the_choices_is_refused_without_scoring():
    question = build_question(
        kind=QuestionKind.QUALIFIES,
        variant=Variant.objects.get(slug="standard"),
        rules=variant_rules(slug="standard"),
        difficulty="round",
        rare=False,
        rng=random.Random(3),
    )
    with pytest.raises(AnswerError):
        normalize_answer(question, "maybe", "en")


def test_glossary_question_offers_four_terms_including_the_answer():
    question = build_glossary_question(kind=QuestionKind.GLOSSARY_TERM, rng=random.Random(4))
    assert len(question.choices) == 4
    assert question.answer_key in question.choices
    assert question.prompt_language in ("en", "vi")


def test_worked_answer_shows_the_raise_working_like_a_dealer_says_it():
    variant = Variant.objects.get(slug="standard")
    rules = variant_rules(slug="standard")
    for seed in range(40):
        question = build_question(
            kind=QuestionKind.RAISE,
            variant=variant,
            rules=rules,
            difficulty="round",
            rare=True,
            rng=random.Random(seed),
        )
        if question.dealt_round.settlement().raise_.outcome == "win":
            break
    with translation.override("en"):
        worked = worked_answer(question)
    assert " to 1: 2 × " in worked.reason
    assert worked.reason.endswith(f"= {worked.answer.lstrip('+')}")
