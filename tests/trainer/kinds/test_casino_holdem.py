"""Casino Hold'em's question kinds: each line deals to order with the key the engine gives,
a house that cannot ask a kind says why, the decision after the flop is the advised
player's with its rule in words, the feedback leads with what decides the answer, and a
drill and the self-test run through the pages in both languages."""

from __future__ import annotations

import random
import re
from decimal import Decimal

import pytest
from django.urls import reverse
from django.utils import translation

from engine.cards import parse_cards
from engine.casino_holdem import order
from engine.casino_holdem.players import CasinoHoldemPlayer, calls
from engine.casino_holdem.round import Ending, ending_of
from engine.casino_holdem.settle import settle
from engine.oasis.variants import STANDARD
from paytables.games.casino_holdem.models import CasinoHoldemHouse, CasinoHoldemPay
from paytables.models import Variant
from trainer.kinds import GAME_KINDS, KINDS, Dealing, kind_of
from trainer.kinds.casino_holdem.decision import decision_reason, hand_line
from trainer.kinds.casino_holdem.rounds import CasinoHoldemRoundKind
from trainer.models import Attempt, DrillSession, SelfTest, TimeStandard

from ..factories import TraineeFactory

pytestmark = pytest.mark.django_db

SLUG = "casino-holdem-classic"
CASINO_HOLDEM_KINDS = sorted(
    slug for slug, kind in KINDS.items() if isinstance(kind, CasinoHoldemRoundKind)
)
HTMX = {"HX-Request": "true"}


def deal(kind, slug=SLUG, *, line=None, seed=1, difficulty="round"):
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


# -- the kinds and who may ask them -----------------------------------------------------------


def test_casino_holdem_has_its_own_nine_kinds_in_its_group():
    assert all(slug.startswith("ch_") for slug in CASINO_HOLDEM_KINDS)
    assert [kind.slug.value for kind in GAME_KINDS["casino_holdem"].taught] == [
        "ch_ante",
        "ch_qualifies",
        "ch_winner",
        "ch_hand",
        "ch_decision",
        "ch_call",
        "ch_aa_bonus",
        "ch_net",
        "ch_settle_table",
    ]
    assert sorted(kind.slug.value for kind in GAME_KINDS["casino_holdem"].taught) == sorted(
        [*CASINO_HOLDEM_KINDS, "ch_settle_table"]
    )


@pytest.mark.parametrize("kind", CASINO_HOLDEM_KINDS)
def test_a_casino_holdem_kind_refuses_another_games_house(kind):
    assert kind_of(kind).refusal(STANDARD) == "this question is about Casino Hold'em, not this game"


@pytest.mark.parametrize("kind", ["ante", "raise", "tc_ante", "bc_winner"])
def test_another_games_kind_refuses_a_casino_holdem_house(kind):
    rules = Variant.objects.get(slug=SLUG).rules()
    assert "not this game" in kind_of(kind).refusal(rules)


def test_a_house_without_the_aa_bonus_or_its_table_cannot_ask_it_and_says_why():
    CasinoHoldemPay.objects.filter(variant__slug=SLUG, table="aa_bonus", line="flush").update(
        odds=None
    )
    rules = Variant.objects.get(slug=SLUG).rules()
    assert (
        kind_of("ch_aa_bonus").refusal(rules) == "this house has not published its AA Bonus table"
    )
    CasinoHoldemHouse.objects.filter(variant__slug=SLUG).update(offers_aa_bonus=False)
    rules = Variant.objects.get(slug=SLUG).rules()
    assert kind_of("ch_aa_bonus").refusal(rules) == "this house offers no AA Bonus"
    # The other kinds still ask, without the AA Bonus staked.
    question = deal("ch_net", line="lose", seed=3)
    assert played(question)[1].aa_bonus == 0


def test_a_house_without_its_ante_table_asks_only_what_needs_no_ante_pay():
    CasinoHoldemPay.objects.filter(variant__slug=SLUG, table="ante").delete()
    rules = Variant.objects.get(slug=SLUG).rules()
    # A loss, a tie and a fold settle without the table; a win or no qualifier needs it.
    assert [cell.line for cell in kind_of("ch_call").cells(rules)] == ["lose", "push"]
    assert [cell.line for cell in kind_of("ch_ante").cells(rules)] == ["lose", "push", "fold"]
    with translation.override("en"):
        assert kind_of("ch_ante").refusal(rules) is None


def test_a_fold_line_of_the_aa_bonus_is_asked_only_where_the_house_says_what_a_fold_does():
    rules = Variant.objects.get(slug=SLUG).rules()
    assert "fold" in [cell.line for cell in kind_of("ch_aa_bonus").cells(rules)]
    CasinoHoldemHouse.objects.filter(variant__slug=SLUG).update(aa_bonus_on_fold=None)
    rules = Variant.objects.get(slug=SLUG).rules()
    assert "fold" not in [cell.line for cell in kind_of("ch_aa_bonus").cells(rules)]


# -- each cell, with the engine's settlement ----------------------------------------------


@pytest.mark.parametrize("kind", CASINO_HOLDEM_KINDS)
def test_every_cell_deals_to_order_with_the_engines_settlement(kind):
    rules = Variant.objects.get(slug=SLUG).rules()
    for index, cell in enumerate(kind_of(kind).cells(rules)):
        question = deal(kind, line=cell.line, seed=index)
        assert question.cell == cell.key
        _rules, round_, settlement = played(question)
        assert kind_of(kind).line_of(round_, settlement, rules) == cell.line
        assert kind_of(kind).key(settlement) == question.answer_key


def test_no_cell_tries_a_target_that_a_search_looks_for_in_vain(monkeypatch):
    # A target no search finds costs a trainee's first question seconds (every draw tried):
    # each a cell tries is found, or ruled out by the engine without a search.
    rules = Variant.objects.get(slug=SLUG).rules()
    search, in_vain = order.board.search, []

    def recorded(recipe, key, tries):
        found = search(recipe, key, tries)
        in_vain.extend([key.split("|")[-1]] if found is None and recipe.players else [])
        return found

    monkeypatch.setattr(order.board, "search", recorded)
    order._witness.cache_clear()
    for kind in CASINO_HOLDEM_KINDS:
        handler = kind_of(kind)
        for cell in handler.cells(rules):
            for target in handler.targets(cell.line, rules):
                order.possible(rules, target)
    assert in_vain == []


@pytest.mark.parametrize(
    ("line", "ante_times"),
    [("not_qualified", 1), ("win", 1), ("lose", -1), ("push", 0), ("fold", -1)],
)
def test_the_ante_below_a_flush_pays_even_money_or_is_lost_or_pushed(line, ante_times):
    _rules, round_, settlement = played(deal("ch_ante", line=line, seed=2))
    assert settlement.ante.amount == round_.ante * ante_times


def test_the_ante_won_with_a_flush_or_better_pays_by_its_table():
    table = {2: "flush", 3: "full_house", 10: "four_of_a_kind"}
    for seed in range(6):
        _rules, round_, settlement = played(deal("ch_ante", line="win_flush_or_better", seed=seed))
        odds = settlement.ante.amount / round_.ante
        assert odds >= 2 and settlement.ante.odds == odds
        if int(odds) in table:
            assert settlement.player_category.slug == table[int(odds)]


@pytest.mark.parametrize(("line", "call_times"), [("not_qualified", 0), ("win", 2), ("lose", -2)])
def test_the_call_is_two_antes_returned_when_the_dealer_does_not_qualify(line, call_times):
    _rules, round_, settlement = played(deal("ch_call", line=line, seed=4))
    assert settlement.call.amount == round_.ante * call_times


@pytest.mark.parametrize(
    ("line", "odds"),
    [
        ("royal_flush", 100),
        ("straight_flush", 50),
        ("four_of_a_kind", 40),
        ("full_house", 30),
        ("flush", 20),
        ("straight", 7),
        ("three_of_a_kind", 7),
        ("two_pair", 7),
        ("pair_of_aces", 7),
        ("below_aces", -1),
        ("fold", -1),
    ],
)
def test_the_aa_bonus_pays_each_line_of_the_table_on_the_two_cards_and_the_flop(line, odds):
    _rules, round_, settlement = played(deal("ch_aa_bonus", line=line, seed=5))
    assert settlement.aa_bonus.amount == round_.aa_bonus * odds


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("no_pair", "no"),
        ("pair_below_fours", "no"),
        ("pair_of_fours_or_better", "yes"),
        ("two_pair_or_better", "yes"),
    ],
)
def test_the_dealer_qualifies_with_a_pair_of_fours_or_better(line, key):
    assert deal("ch_qualifies", line=line, seed=6).answer_key == key


def test_the_winner_of_a_dealer_who_does_not_qualify_is_the_player():
    assert deal("ch_winner", line="not_qualified", seed=7).answer_key == "player"


def test_the_best_five_is_named_as_the_engine_values_the_seven_cards():
    question = deal("ch_hand", line="full_house", seed=8)
    _rules, _round, settlement = played(question)
    assert question.answer_key == "full_house" == settlement.player_category.slug


def test_the_net_adds_the_ante_the_call_and_the_aa_bonus():
    question = deal("ch_net", line="lose_with_bonus", seed=9)
    _rules, _round, settlement = played(question)
    assert settlement.aa_bonus.amount > 0 > settlement.ante.amount
    assert Decimal(question.answer_key) == (
        settlement.ante.amount + settlement.call.amount + settlement.aa_bonus.amount
    )


# -- call or fold after the flop ----------------------------------------------------------


@pytest.mark.parametrize(
    ("hole", "flop", "line", "key"),
    [
        ("7h 2c", "7d Jc 4s", "pair_or_better", "call"),
        ("Kh 3c", "9c 7d 2s", "ace_or_king", "call"),
        ("8h 3h", "Jh 6h 2c", "flush_draw", "call"),
        ("8c 7d", "6s 5h 2c", "straight_draw", "call"),
        ("Qh Jc", "9d 5s 2h", "overcards", "call"),
        ("Qh 3c", "9c 7d 2s", "nothing", "fold"),
        ("Jc Ts", "Qd 4h 2s", "nothing", "fold"),
    ],
)
def test_the_right_decision_is_the_advised_players_by_the_first_rule_that_holds(
    hole, flop, line, key
):
    hole_cards, flop_cards = parse_cards(hole), parse_cards(flop)
    assert hand_line(hole_cards, flop_cards) == line
    advised = calls(CasinoHoldemPlayer.ADVISED, hole_cards, flop_cards)
    assert ("call" if advised else "fold") == key


def test_a_straight_draw_open_at_one_end_only_is_no_reason_to_call():
    # 8-9-10-J is open at both ends; A-2-3-4 (the wheel's) only at one.
    assert hand_line(parse_cards("Jc Ts"), parse_cards("9d 8h 2s")) == "straight_draw"
    assert hand_line(parse_cards("4c 3s"), parse_cards("2d Ah Ts")) == "nothing"


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("pair_or_better", "call"),
        ("flush_draw", "call"),
        ("overcards", "call"),
        ("nothing", "fold"),
    ],
)
def test_the_decision_question_is_keyed_by_the_advice(line, key):
    question = deal("ch_decision", line=line, seed=10)
    assert question.answer_key == key
    _rules, round_, _settlement = played(question)
    assert (ending_of(round_) is Ending.FOLD) == (key == "fold")


def test_the_decision_is_explained_by_the_rule_in_words():
    worked = reason(deal("ch_decision", line="flush_draw", seed=11))
    assert "four cards of one suit: a flush draw, call." in worked.reason
    assert decision_reason(parse_cards("Qh 3c"), parse_cards("9c 7d 2s")) == (
        "Q♥ 3♣ on the flop 9♣ 7♦ 2♠: no pair, no ace or king in the hand, no flush or open "
        "straight draw, no two cards above the flop: fold."
    )


def test_the_decision_shows_the_dealers_cards_and_the_turn_and_river_face_down(client):
    trainee = TraineeFactory()
    client.force_login(trainee)
    client.post(
        url("trainer:drill_create"),
        {"variant": SLUG, "kinds": ["ch_decision"], "difficulty": "round", "length": "1"},
    )
    drill = DrillSession.objects.get(user=trainee)
    page = client.get(url("trainer:drill", pk=drill.pk), follow=True).content.decode()
    assert page.count("card--back") == 4
    question = drill.questions.get()
    posted = client.post(
        url("trainer:answer", pk=question.pk), {"answer": question.answer_key}, headers=HTMX
    ).content.decode()
    assert "feedback--right" in posted and "card--back" not in posted


# -- the worked answer ------------------------------------------------------------------------


def test_the_ante_when_the_dealer_does_not_qualify_is_explained_by_his_hand():
    worked = reason(deal("ch_ante", line="not_qualified", seed=12))
    assert "below a pair of fours: he does not qualify" in worked.reason


def test_the_aa_bonus_reason_names_the_line_and_the_odds():
    worked = reason(deal("ch_aa_bonus", line="flush", seed=13))
    assert "Flush in the player's two cards and the flop" in worked.reason
    assert "pays 20 to 1" in worked.reason


@pytest.mark.parametrize("kind", CASINO_HOLDEM_KINDS)
def test_every_kinds_feedback_reads_in_both_languages(kind):
    question = deal(kind, seed=kind)
    for language in ("en", "vi"):
        worked = reason(question, language)
        assert worked.answer and worked.reason
        assert worked.working is not None and worked.working.showdown
    assert reason(question, "en").reason != reason(question, "vi").reason


# -- dealing as the cards fall ----------------------------------------------------------------


def test_an_ordinary_question_is_dealt_as_a_real_table_plays():
    cells = {deal("ch_net", seed=seed).cell for seed in range(40)}
    assert len(cells) >= 4  # wins, losses, folds, no qualifier
    stakes = deal("ch_ante", line="win", seed=1).dealt_round.history
    assert Decimal(stakes["aa_bonus"]) == Decimal(stakes["ante"])  # the AA Bonus staked


def test_dealing_is_reproducible_from_a_seed():
    fields = ("ante", "player", "dealer", "history")
    first = deal("ch_aa_bonus", line="straight", seed=5).dealt_round
    again = deal("ch_aa_bonus", line="straight", seed=5).dealt_round
    assert [getattr(first, f) for f in fields] == [getattr(again, f) for f in fields]


def test_every_kind_has_a_time_standard():
    standards = set(TimeStandard.objects.filter(game=None).values_list("kind", flat=True))
    assert set(CASINO_HOLDEM_KINDS) <= standards
    assert TimeStandard.objects.get(kind="ch_net", game=None).seconds == Decimal(10)


# -- through the pages ------------------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "vi"])
def test_a_casino_holdem_drill_shows_its_round_and_its_feedback_in_both_languages(client, language):
    trainee = TraineeFactory()
    client.force_login(trainee)
    response = client.post(
        url("trainer:drill_create", language),
        {
            "variant": SLUG,
            "kinds": ["ch_ante", "ch_aa_bonus", "ch_net"],
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


@pytest.mark.parametrize("language", ["en", "vi"])
def test_the_casino_holdem_self_test_asks_the_ante_the_aa_bonus_and_the_net(client, language):
    response = client.post(url("trainer:self_test_create", language), {"game": "casino_holdem"})
    assert response.status_code == 302
    token = response["Location"].rstrip("/").rsplit("/", 1)[-1]
    self_test = SelfTest.objects.get(token=token)
    questions = list(self_test.questions.order_by("position"))
    assert [q.kind for q in questions] == ["ch_ante", "ch_aa_bonus", "ch_net"]
    assert {q.dealt_round.variant.slug for q in questions} == {SLUG}
    response = client.post(
        url("trainer:self_test_page", language, token=self_test.token),
        {f"q{q.position}": q.answer_key for q in questions},
    )
    assert response.status_code == 302
    assert Attempt.objects.filter(question__self_test=self_test, is_correct=True).count() == 3
