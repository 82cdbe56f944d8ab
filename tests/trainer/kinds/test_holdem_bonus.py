"""Texas Hold'em Bonus's question kinds: each house asks the lines its published rules
have, each line deals to order with the key the engine gives, a house that cannot ask a
kind says why, the feedback leads with what decides the answer, and a drill runs through
the pages in both languages."""

from __future__ import annotations

import random
import re
from decimal import Decimal

import pytest
from django.urls import reverse
from django.utils import translation

from engine.holdem_bonus.bonus import BonusLine
from engine.holdem_bonus.order import Ending
from engine.holdem_bonus.settle import settle
from engine.holdem_bonus.variants import VARIANTS
from engine.oasis.variants import STANDARD
from engine.showdown import Outcome
from paytables.models import Variant
from trainer.kinds import GAME_KINDS, KINDS, Dealing, kind_of
from trainer.kinds.holdem_bonus.rounds import HoldemBonusRoundKind
from trainer.models import Attempt, DrillSession, TimeStandard

from ..factories import TraineeFactory

pytestmark = pytest.mark.django_db

KINDS_HERE = sorted(slug for slug, kind in KINDS.items() if isinstance(kind, HoldemBonusRoundKind))
HOUSES = sorted(f"holdem-bonus-{slug}" for slug in VARIANTS)
NAGAWORLD = "holdem-bonus-nagaworld"
HTMX = {"HX-Request": "true"}


def deal(kind, slug=NAGAWORLD, *, line=None, seed=1, difficulty="round"):
    variant = Variant.objects.get(slug=slug)
    dealing = Dealing(
        variant=variant,
        rules=variant.rules(),
        difficulty=difficulty,
        rare=False,
        rng=random.Random(seed),
        line=line,
    )
    return kind_of(kind).deal(dealing)


def played(question):
    """The stored round's rules, round and its settlement by the engine itself."""
    dealt = question.dealt_round
    rules, round_ = dealt.engine_rules(), dealt.engine_round()
    return rules, round_, settle(rules, round_)


def reason(question, language="en"):
    with translation.override(language):
        return kind_of(question.kind).worked_answer(question)


def url(name, language="en", **kwargs):
    with translation.override(language):
        return reverse(name, kwargs=kwargs or None)


def test_texas_holdem_bonus_has_its_own_kinds_in_its_group():
    kinds = GAME_KINDS["holdem_bonus"]
    assert [kind.slug for kind in kinds.taught] == [
        "hb_hand",
        "hb_winner",
        "hb_ante",
        "hb_flop",
        "hb_turn",
        "hb_river",
        "hb_bonus",
        "hb_net",
        "hb_settle_table",
    ]
    assert sorted(kind.slug for kind in kinds.taught) == sorted([*KINDS_HERE, "hb_settle_table"])


@pytest.mark.parametrize("kind", KINDS_HERE)
def test_a_texas_holdem_bonus_kind_refuses_another_games_house(kind):
    assert "Texas Hold'em Bonus" in kind_of(kind).refusal(STANDARD)


def test_a_house_without_its_bonus_table_cannot_ask_the_bonus_and_says_why():
    las_vegas = Variant.objects.get(slug="holdem-bonus-las-vegas").rules()
    assert kind_of("hb_bonus").refusal(las_vegas) == "this house has not published its Bonus table"
    assert kind_of("hb_ante").refusal(las_vegas) is None


@pytest.mark.parametrize("kind", KINDS_HERE)
@pytest.mark.parametrize("slug", HOUSES)
def test_every_cell_deals_to_order_with_the_engines_settlement_on_every_house(kind, slug):
    handler = kind_of(kind)
    rules = Variant.objects.get(slug=slug).rules()
    if handler.refusal(rules) is not None:
        return
    for index, cell in enumerate(handler.cells(rules)):
        question = deal(kind, slug, line=cell.line, seed=index + 3)
        _rules, round_, settlement = played(question)
        assert handler.line_of(round_, settlement, rules) == cell.line
        assert question.answer_key == handler.key(settlement)


@pytest.mark.parametrize(
    ("slug", "line", "outcome"),
    [
        (NAGAWORLD, "win_paid", Outcome.WIN),
        (NAGAWORLD, "win_pushed", Outcome.PUSH),
        ("holdem-bonus-las-vegas", "win_paid", Outcome.WIN),
        (NAGAWORLD, "lose", Outcome.LOSE),
        (NAGAWORLD, "push", Outcome.PUSH),
        (NAGAWORLD, "fold", Outcome.LOSE),
    ],
)
def test_the_ante_is_paid_only_from_the_houses_hand(slug, line, outcome):
    question = deal("hb_ante", slug, line=line, seed=4)
    rules, round_, settlement = played(question)
    assert settlement.ante.outcome is outcome
    if line.startswith("win"):
        paid = round_.player_category >= rules.ante_pays_from
        assert paid == (line == "win_paid")
        assert settlement.ending is Ending.PLAYER


def test_a_win_below_a_flush_pushes_the_ante_and_says_why():
    worked = reason(deal("hb_ante", line="win_pushed", seed=2))
    assert "a win below a flush pays no ante" in worked.reason
    assert "only the bets he made are paid" in worked.trap


@pytest.mark.parametrize("kind", ["hb_flop", "hb_turn", "hb_river"])
@pytest.mark.parametrize(("line", "times"), [("win", 1), ("lose", -1), ("push", 0), ("none", 0)])
def test_each_bet_made_pays_one_to_one_and_a_check_makes_none(kind, line, times):
    question = deal(kind, line=line, seed=6)
    _rules, round_, settlement = played(question)
    multiple = 2 if kind == "hb_flop" else 1
    assert Decimal(question.answer_key) == round_.ante * multiple * times
    if line == "none":
        result = {"hb_flop": settlement.flop, "hb_turn": settlement.turn}.get(
            kind, settlement.river
        )
        assert result.outcome is Outcome.NOT_PLACED


# NagaWorld's posted table, as its page gives it.
NAGAWORLD_BONUS = {
    BonusLine.ACES_AGAINST_ACES: 1000,
    BonusLine.ACES: 30,
    BonusLine.ACE_KING_SUITED: 25,
    BonusLine.ACE_QUEEN_OR_JACK_SUITED: 20,
    BonusLine.ACE_KING: 15,
    BonusLine.KINGS_QUEENS_OR_JACKS: 10,
    BonusLine.ACE_QUEEN_OR_JACK: 5,
    BonusLine.PAIR_TWO_TO_TEN: 3,
}


@pytest.mark.parametrize(("line", "odds"), list(NAGAWORLD_BONUS.items()))
def test_the_bonus_pays_each_line_of_nagaworlds_table(line, odds):
    question = deal("hb_bonus", line=line.value, seed=8)
    _rules, round_, settlement = played(question)
    assert settlement.bonus_line is line
    assert Decimal(question.answer_key) == round_.bonus * odds


def test_the_bonus_is_lost_on_two_cards_no_line_names_and_the_reason_says_so():
    question = deal("hb_bonus", line="none", seed=8)
    _rules, round_, settlement = played(question)
    assert Decimal(question.answer_key) == -round_.bonus
    assert "are on no line of the Bonus table" in reason(question).reason


def test_the_bonus_reason_names_the_line_and_the_odds():
    worked = reason(deal("hb_bonus", line="aces_against_aces", seed=3))
    assert "Aces against the dealer's aces pays 1000 to 1" in worked.reason


@pytest.mark.parametrize(
    ("line", "key"), [("player", "player"), ("dealer", "dealer"), ("tie", "tie")]
)
def test_the_winner_is_the_higher_best_five_of_seven(line, key):
    question = deal("hb_winner", line=line, seed=5)
    _rules, round_, settlement = played(question)
    assert question.answer_key == key
    assert "Best five of seven" in reason(question).reason


@pytest.mark.parametrize(
    "line", ["high_card", "pair", "two_pair", "straight", "flush", "royal_flush"]
)
def test_the_best_five_is_named_by_its_category_with_the_five_cards(line):
    question = deal("hb_hand", line=line, seed=9)
    _rules, round_, settlement = played(question)
    assert question.answer_key == line == settlement.player_category.slug
    worked = reason(question).reason
    assert "the best five are" in worked and "with the board" in worked


@pytest.mark.parametrize("line", ["win", "lose", "push", "fold"])
def test_the_net_adds_every_wager(line):
    question = deal("hb_net", line=line, seed=7)
    _rules, _round, settlement = played(question)
    assert Decimal(question.answer_key) == sum(each.amount for each in settlement.wagers)
    assert " = " in reason(question).reason


@pytest.mark.parametrize("kind", KINDS_HERE)
def test_every_kinds_feedback_reads_in_both_languages(kind):
    question = deal(kind, seed=11)
    english, vietnamese = reason(question, "en"), reason(question, "vi")
    assert english.reason and vietnamese.reason
    assert english.reason != vietnamese.reason


def test_an_ordinary_question_is_dealt_with_the_bonus_where_the_house_publishes_it():
    question = deal("hb_net", seed=12)
    assert question.dealt_round.engine_round().bonus == question.dealt_round.ante
    las_vegas = deal("hb_net", "holdem-bonus-las-vegas", seed=12)
    assert las_vegas.dealt_round.engine_round().bonus == 0


def test_every_kind_has_a_time_standard():
    standards = set(TimeStandard.objects.filter(game=None).values_list("kind", flat=True))
    assert set(KINDS_HERE) <= standards
    assert TimeStandard.objects.get(kind="hb_net", game=None).seconds == Decimal(10)


@pytest.mark.parametrize("language", ["en", "vi"])
def test_a_texas_holdem_bonus_drill_shows_its_round_and_its_feedback_in_both_languages(
    client, language
):
    trainee = TraineeFactory()
    client.force_login(trainee)
    response = client.post(
        url("trainer:drill_create", language),
        {
            "variant": NAGAWORLD,
            "kinds": ["hb_ante", "hb_bonus", "hb_net"],
            "difficulty": "round",
            "length": "3",
        },
    )
    assert response.status_code == 302
    drill = DrillSession.objects.get(user=trainee)
    for _position in range(3):
        page = client.get(url("trainer:drill", language, pk=drill.pk), follow=True)
        assert page.status_code == 200
        question = drill.questions.order_by("-position").first()
        text = page.content.decode()
        assert "round__side" in text and "drill__stakes" in text
        posted = client.post(
            url("trainer:answer", language, pk=question.pk),
            {"answer": question.answer_key},
            headers=HTMX,
        )
        assert posted.status_code == 200
        feedback = posted.content.decode()
        assert "feedback--right" in feedback
        with translation.override(language):
            shown = kind_of(question.kind).worked_answer(question).reason
        assert re.split(r"[\"'&<>]", shown)[0] in feedback
    assert Attempt.objects.filter(user=trainee, is_correct=True).count() == 3
