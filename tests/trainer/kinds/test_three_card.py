"""Three Card Poker's question kinds: each house asks the lines its published rules have,
each line deals to order with the key the engine gives, a house that cannot ask a kind says
why, the feedback leads with what decides the answer, and a drill and the self-test run
through the pages in both languages."""

from __future__ import annotations

import random
import re
from decimal import Decimal

import pytest
from django.urls import reverse
from django.utils import translation

from engine.hands import Category as FiveCategory
from engine.oasis.variants import STANDARD
from engine.three_card.evaluate import Category, evaluate, is_mini_royal, line_of
from engine.three_card.order import Ending, ending_of
from engine.three_card.settle import best_of_six, settle
from engine.three_card.variants import CLASSIC, SIX_CARD, VARIANTS
from paytables.models import Variant
from school.services import exam_questions_deal
from tests.school.factories import ExamFactory
from trainer.kinds import GAME_KINDS, KINDS, Dealing, kind_of
from trainer.kinds.three_card.decision import q64_is_best
from trainer.kinds.three_card.rounds import ThreeCardRoundKind
from trainer.kinds.three_card.settle_table import table_boxes
from trainer.kinds.three_card.six_card import six_card_round
from trainer.models import Attempt, DrillSession, SelfTest, TimeStandard
from trainer.selectors import mastery_grid

from ..factories import TraineeFactory

pytestmark = pytest.mark.django_db

THREE_CARD_KINDS = sorted(
    slug for slug, kind in KINDS.items() if isinstance(kind, ThreeCardRoundKind)
)
HOUSES = sorted(f"three-card-{slug}" for slug in VARIANTS)
HTMX = {"HX-Request": "true"}


def deal(kind, slug="three-card-classic", *, line=None, seed=1, difficulty="round"):
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


def test_three_card_poker_has_its_own_nine_kinds_in_its_group():
    assert len(THREE_CARD_KINDS) == 10
    assert all(slug.startswith("tc_") for slug in THREE_CARD_KINDS)
    assert [kind.slug.value for kind in GAME_KINDS["three_card"].taught] == [
        "tc_ante",
        "tc_qualifies",
        "tc_winner",
        "tc_hand",
        "tc_decision",
        "tc_play",
        "tc_ante_bonus",
        "tc_pair_plus",
        "tc_six_card",
        "tc_net",
        "tc_settle_table",
    ]


@pytest.mark.parametrize("kind", THREE_CARD_KINDS)
def test_a_three_card_poker_kind_refuses_another_games_house(kind):
    assert kind_of(kind).refusal(STANDARD) == (
        "this question is about Three Card Poker, not this game"
    )


@pytest.mark.parametrize("kind", ["ante", "raise", "ru_ante", "ru_bet"])
def test_another_games_kind_refuses_a_three_card_poker_house(kind):
    rules = Variant.objects.get(slug="three-card-classic").rules()
    assert "not this game" in kind_of(kind).refusal(rules)


@pytest.mark.parametrize(
    ("kind", "slug", "said"),
    [
        ("tc_six_card", "three-card-classic", "this house offers no 6-Card Bonus"),
        (
            "tc_six_card",
            "three-card-ante-bonus-4-3-1",
            "this house has not published its 6-Card Bonus table",
        ),
        (
            "tc_pair_plus",
            "three-card-ante-bonus-5-3-1",
            "this house has not published its Pair Plus table",
        ),
        (
            "tc_ante_bonus",
            "three-card-mini-royal",
            "this house has not published its Ante Bonus table",
        ),
        (
            "tc_play",
            "three-card-mini-royal",
            "this house has not published its Ante Bonus table, which every played round needs",
        ),
    ],
)
def test_a_house_without_a_side_bet_or_its_table_cannot_ask_it_and_says_why(kind, slug, said):
    with translation.override("en"):
        assert kind_of(kind).refusal(Variant.objects.get(slug=slug).rules()) == said


def test_a_fold_settles_pair_plus_only_where_the_house_says_what_a_fold_does():
    """Classic: a fold loses it (casinut.com); the common table's pages do not say."""
    classic = Variant.objects.get(slug="three-card-classic").rules()
    common = Variant.objects.get(slug="three-card-common").rules()
    assert kind_of("tc_pair_plus").cell("fold") in kind_of("tc_pair_plus").cells(classic)
    assert kind_of("tc_pair_plus").cell("fold") not in kind_of("tc_pair_plus").cells(common)


def test_the_mini_royal_is_a_pair_plus_line_only_where_the_table_pays_it():
    lines = {
        slug: {cell.line for cell in kind_of("tc_pair_plus").cells(rules)}
        for slug, rules in ((s, Variant.objects.get(slug=s).rules()) for s in HOUSES)
        if kind_of("tc_pair_plus").refusal(rules) is None
    }
    assert {slug for slug, found in lines.items() if "mini_royal" in found} == {
        "three-card-mini-royal"
    }


# -- every cell, its key from the engine ------------------------------------------------------


@pytest.mark.parametrize("slug", HOUSES)
@pytest.mark.parametrize("kind", THREE_CARD_KINDS)
def test_every_cell_deals_to_order_with_the_engines_settlement_on_every_house(kind, slug):
    handler = kind_of(kind)
    rules = Variant.objects.get(slug=slug).rules()
    if handler.refusal(rules) is not None:
        return
    for index, cell in enumerate(handler.cells(rules)):
        question = deal(kind, slug, line=cell.line, seed=f"{kind}:{slug}:{index}")
        rules, round_, settlement = played(question)
        assert question.cell == cell.key
        assert handler.line_of(round_, settlement, rules) == cell.line
        assert question.answer_key == handler.key(settlement)


@pytest.mark.parametrize(
    ("line", "ante_times", "ending"),
    [
        ("not_qualified", 1, Ending.NOT_QUALIFIED),
        ("win", 1, Ending.PLAYER),
        ("lose", -1, Ending.DEALER),
        ("push", 0, Ending.TIE),
        ("fold", -1, Ending.FOLD),
    ],
)
def test_the_ante_pays_one_to_one_pushes_on_a_tie_and_is_lost_to_the_dealer(
    line, ante_times, ending
):
    question = deal("tc_ante", line=line, seed=line)
    _rules, round_, _settlement = played(question)
    assert ending_of(round_) is ending
    assert Decimal(question.answer_key) == ante_times * question.dealt_round.ante


@pytest.mark.parametrize(
    ("line", "ante_times"), [("not_qualified", 0), ("win", 1), ("lose", -1), ("push", 0)]
)
def test_the_play_is_returned_when_the_dealer_does_not_qualify(line, ante_times):
    question = deal("tc_play", line=line, seed=line)
    assert Decimal(question.answer_key) == ante_times * question.dealt_round.ante


@pytest.mark.parametrize(
    ("slug", "line", "odds"),
    [
        ("three-card-classic", "straight", 1),
        ("three-card-classic", "three_of_a_kind", 4),
        ("three-card-classic", "straight_flush", 5),
        ("three-card-ante-bonus-5-3-1", "three_of_a_kind", 3),
        ("three-card-ante-bonus-4-3-1", "straight_flush", 4),
    ],
)
def test_the_ante_bonus_pays_each_line_of_the_houses_table_on_the_ante(slug, line, odds):
    question = deal("tc_ante_bonus", slug, line=line, seed=line)
    _rules, round_, _settlement = played(question)
    assert evaluate(round_.player).category.slug == line
    assert Decimal(question.answer_key) == odds * question.dealt_round.ante


def test_the_ante_bonus_is_paid_even_when_the_dealer_wins_and_warns_of_it():
    question = deal("tc_ante_bonus", line="dealer_wins", seed=3)
    _rules, round_, settlement = played(question)
    assert ending_of(round_) is Ending.DEALER and settlement.ante.amount < 0
    assert Decimal(question.answer_key) >= question.dealt_round.ante
    assert "whatever the dealer holds" in reason(question).trap


@pytest.mark.parametrize("line", ["below", "fold"])
def test_no_ante_bonus_below_a_straight_nor_on_a_fold(line):
    question = deal("tc_ante_bonus", line=line, seed=line)
    _rules, round_, _settlement = played(question)
    assert question.answer_key == "0"
    if line == "below":
        assert evaluate(round_.player).category < Category.STRAIGHT


@pytest.mark.parametrize(
    ("line", "odds"),
    [("pair", 1), ("flush", 4), ("straight", 6), ("three_of_a_kind", 30), ("straight_flush", 40)],
)
def test_pair_plus_pays_each_line_of_the_classic_table(line, odds):
    question = deal("tc_pair_plus", line=line, seed=line)
    _rules, round_, _settlement = played(question)
    assert Decimal(question.answer_key) == odds * round_.pair_plus


def test_pair_plus_pays_the_mini_royal_its_own_line_where_the_table_has_one():
    question = deal("tc_pair_plus", "three-card-mini-royal", line="mini_royal", seed=4)
    _rules, round_, _settlement = played(question)
    assert is_mini_royal(round_.player)
    assert Decimal(question.answer_key) == 100 * round_.pair_plus


@pytest.mark.parametrize("line", ["lose", "fold"])
def test_pair_plus_is_lost_below_a_pair_and_with_a_fold_where_the_house_says_so(line):
    question = deal("tc_pair_plus", line=line, seed=line)
    _rules, round_, _settlement = played(question)
    assert Decimal(question.answer_key) == -round_.pair_plus
    if line == "lose":
        assert line_of(round_.player, mini_royal=False) is None


@pytest.mark.parametrize(
    ("line", "odds"),
    [
        ("three_of_a_kind", 5),
        ("straight", 10),
        ("flush", 20),
        ("full_house", 25),
        ("four_of_a_kind", 50),
        ("straight_flush", 200),
        ("royal_flush", 1000),
    ],
)
def test_the_six_card_bonus_pays_each_line_on_the_best_five_of_six_cards(line, odds):
    question = deal("tc_six_card", "three-card-six-card", line=line, seed=line)
    _rules, round_, _settlement = played(question)
    assert best_of_six(round_.player + round_.dealer).category.slug == line
    assert Decimal(question.answer_key) == odds * round_.six_card


def test_six_cards_built_for_a_line_make_exactly_that_hand_and_settle():
    rng = random.Random(7)
    for category in (FiveCategory.ROYAL_FLUSH, FiveCategory.FULL_HOUSE, FiveCategory.STRAIGHT):
        built = [six_card_round(SIX_CARD, rng, Decimal(10), category) for _ in range(20)]
        rounds = [each for each in built if each is not None]
        assert rounds
        for round_ in rounds:
            assert best_of_six(round_.player + round_.dealer).category is category
            assert settle(SIX_CARD, round_).six_card.amount > 0


@pytest.mark.parametrize(
    ("line", "key"),
    [("below_queen", "no"), ("queen_high", "yes"), ("king_or_ace_high", "yes")],
)
def test_the_dealer_qualifies_with_queen_high_or_better(line, key):
    question = deal("tc_qualifies", line=line, seed=line)
    _rules, round_, _settlement = played(question)
    assert question.answer_key == key
    value = evaluate(round_.dealer)
    assert value.category is Category.HIGH_CARD
    assert (value.ranks[0] >= 10) is (key == "yes")


def test_the_winner_of_a_dealer_who_does_not_qualify_is_the_player():
    question = deal("tc_winner", line="not_qualified", seed=2)
    assert question.answer_key == "player"


def test_the_net_adds_the_ante_the_play_the_bonus_and_the_side_bets():
    for line in ("lose_with_bonus", "win", "fold", "pair_plus_alone"):
        question = deal("tc_net", line=line, seed=line)
        _rules, _round, settlement = played(question)
        total = sum(each.amount for each in settlement.wagers)
        assert Decimal(question.answer_key) == total


@pytest.mark.parametrize(
    ("line", "spots"), [("two_spots", 2), ("three_spots", 3), ("four_spots", 4)]
)
def test_a_table_settles_each_spot_against_one_dealer_hand_from_one_deck(line, spots):
    question = deal("tc_settle_table", "three-card-six-card", line=line, seed=line)
    dealt = question.dealt_round
    boxes = table_boxes(dealt)
    assert len(boxes) == spots == len(question.answer_key.split(";"))
    assert len({box.round.dealer for box in boxes}) == 1
    cards = [card for box in boxes for card in box.round.player] + list(boxes[0].round.dealer)
    assert len(set(cards)) == len(cards)
    rules = dealt.engine_rules()
    expected = [settle(rules, box.round).net for box in boxes]
    assert [Decimal(each) for each in question.answer_key.split(";")] == expected
    assert any(box.round.decision == "play" for box in boxes)


def test_a_table_is_refused_where_no_played_spot_can_be_settled():
    rules = Variant.objects.get(slug="three-card-mini-royal").rules()
    with translation.override("en"):
        assert "Ante Bonus table" in kind_of("tc_settle_table").refusal(rules)


@pytest.mark.parametrize("language", ["en", "vi"])
def test_a_table_shows_every_spot_and_is_answered_one_amount_a_box(client, language):
    trainee = TraineeFactory()
    client.force_login(trainee)
    response = client.post(
        url("trainer:drill_create", language),
        {
            "variant": "three-card-classic",
            "kinds": ["tc_settle_table"],
            "difficulty": "round",
            "length": "1",
        },
    )
    assert response.status_code == 302
    drill = DrillSession.objects.get(user=trainee)
    page = client.get(url("trainer:drill", language, pk=drill.pk), follow=True).content.decode()
    question = drill.questions.get()
    spots = len(question.answer_key.split(";"))
    assert page.count('class="settle-table__box"') == spots
    posted = client.post(
        url("trainer:answer", language, pk=question.pk),
        {f"box-{n}": amount for n, amount in enumerate(question.answer_key.split(";"), 1)},
        headers=HTMX,
    )
    assert "feedback--right" in posted.content.decode()


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("pair_or_better", "play"),
        ("below_queen", "fold"),
        ("ace_or_king_high", "play"),
        ("queen_high_play", "play"),
        ("queen_high_fold", "fold"),
    ],
)
def test_the_right_decision_is_the_q64_rule(line, key):
    question = deal("tc_decision", line=line, seed=line)
    _rules, round_, _settlement = played(question)
    assert question.answer_key == key
    assert round_.decision == key  # dealt as the best player decides it


@pytest.mark.parametrize("slug", sorted(VARIANTS))
def test_the_exact_best_decision_is_the_q64_rule_at_every_house_with_an_ante_bonus(slug):
    """The Wizard of Odds' Q-6-4 rule is what the exact analysis finds under each table."""
    rules = VARIANTS[slug]
    assert q64_is_best(rules) is (rules.ante_bonus is not None)


def test_the_decision_is_explained_by_the_rule_and_what_playing_is_worth():
    worked = reason(deal("tc_decision", line="queen_high_fold", seed=2))
    assert "Queen-high below queen-six-four: fold." in worked.reason
    assert "folded, −1 ante" in worked.reason
    assert "Queen-high is not enough to play" in worked.trap
    played_worth = reason(deal("tc_decision", line="queen_high_play", seed=2)).reason
    assert "Queen-six-four or better: play." in played_worth


def test_the_decision_shows_the_dealers_cards_face_down_until_the_answer(client):
    trainee = TraineeFactory()
    client.force_login(trainee)
    client.post(
        url("trainer:drill_create"),
        {
            "variant": "three-card-classic",
            "kinds": ["tc_decision"],
            "difficulty": "round",
            "length": "1",
        },
    )
    drill = DrillSession.objects.get(user=trainee)
    page = client.get(url("trainer:drill", pk=drill.pk), follow=True).content.decode()
    assert page.count("card--back") == 3
    assert "The player plays" not in page and "The player folds" not in page
    question = drill.questions.get()
    posted = client.post(
        url("trainer:answer", pk=question.pk), {"answer": question.answer_key}, headers=HTMX
    ).content.decode()
    assert "feedback--right" in posted and "card--back" not in posted


# -- the worked answer ------------------------------------------------------------------------


def test_the_ante_when_the_dealer_does_not_qualify_is_explained_by_his_hand():
    worked = reason(deal("tc_ante", line="not_qualified", seed=5))
    assert "below queen-high: he does not qualify" in worked.reason


def test_the_pair_plus_reason_names_the_hand_and_the_odds():
    worked = reason(deal("tc_pair_plus", line="flush", seed=5))
    assert "Flush" in worked.reason and "4 to 1" in worked.reason


def test_the_ante_bonus_reason_names_the_hand_and_the_odds():
    worked = reason(deal("tc_ante_bonus", line="three_of_a_kind", seed=5))
    assert "Three of a kind pays the ante 4 to 1" in worked.reason


def test_naming_a_straight_warns_that_it_beats_a_flush():
    worked = reason(deal("tc_hand", line="straight", seed=6))
    assert "Three cards in sequence" in worked.reason
    assert "a straight beats a flush" in worked.trap
    assert reason(deal("tc_hand", line="pair", seed=6)).trap == ""


def test_queen_high_is_explained_as_enough_to_qualify():
    worked = reason(deal("tc_qualifies", line="queen_high", seed=8))
    assert "queen-high or better: he qualifies" in worked.reason
    assert "Queen-high is enough" in worked.trap


def test_the_six_card_reason_shows_the_six_cards_and_the_best_five():
    worked = reason(deal("tc_six_card", "three-card-six-card", line="full_house", seed=9))
    assert worked.reason.startswith("The six cards, the player's and the dealer's:")
    assert "25 to 1" in worked.reason


def test_the_net_reason_adds_up_every_wager():
    worked = reason(deal("tc_net", line="lose_with_bonus", seed=10))
    assert " = " in worked.reason and "add them in" in worked.trap


@pytest.mark.parametrize("kind", THREE_CARD_KINDS)
def test_every_kinds_feedback_reads_in_both_languages(kind):
    slug = "three-card-six-card"
    question = deal(kind, slug, seed=kind)
    for language in ("en", "vi"):
        worked = reason(question, language)
        assert worked.answer and worked.reason
        assert worked.working is not None and worked.working.showdown
    assert reason(question, "en").reason != reason(question, "vi").reason


# -- dealing as the cards fall ----------------------------------------------------------------


def test_an_ordinary_question_is_dealt_as_a_real_table_plays():
    cells = {deal("tc_net", seed=seed).cell for seed in range(60)}
    assert len(cells) >= 5  # wins, losses, folds, no qualifier, Pair Plus alone
    pair_plus = {deal("tc_pair_plus", seed=seed).dealt_round.history["ante"] for seed in range(60)}
    assert "0" in pair_plus  # the Pair-Plus-only player


def test_dealing_is_reproducible_from_a_seed():
    fields = ("ante", "player", "dealer", "history")
    first = deal("tc_pair_plus", line="straight", seed=5).dealt_round
    again = deal("tc_pair_plus", line="straight", seed=5).dealt_round
    assert [getattr(first, f) for f in fields] == [getattr(again, f) for f in fields]


def test_side_bets_are_staked_where_the_house_offers_them():
    stakes = deal("tc_ante", "three-card-six-card", line="win", seed=1).dealt_round.history
    assert Decimal(stakes["pair_plus"]) == Decimal(stakes["ante"]) == Decimal(stakes["six_card"])
    classic = deal("tc_ante", line="win", seed=1).dealt_round.history
    assert classic["six_card"] == "0"
    assert CLASSIC.six_card == ()


def test_every_kind_has_a_time_standard():
    standards = set(TimeStandard.objects.filter(game=None).values_list("kind", flat=True))
    assert set(THREE_CARD_KINDS) <= standards
    assert TimeStandard.objects.get(kind="tc_net", game=None).seconds == Decimal(10)


# -- through the pages ------------------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "vi"])
def test_a_three_card_poker_drill_shows_its_round_and_its_feedback_in_both_languages(
    client, language
):
    trainee = TraineeFactory()
    client.force_login(trainee)
    response = client.post(
        url("trainer:drill_create", language),
        {
            "variant": "three-card-classic",
            "kinds": ["tc_ante", "tc_pair_plus", "tc_net"],
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
        assert str(kind_of(question.kind).prompt(question))[:10] not in ("",)
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
        assert _escaped(shown) in feedback
    assert Attempt.objects.filter(user=trainee, is_correct=True).count() == 3


def _escaped(text: str) -> str:
    """The first words of ``text`` as a template writes them (apostrophes escaped)."""
    return re.split(r"[\"'&<>]", text)[0]


@pytest.mark.parametrize("language", ["en", "vi"])
def test_the_three_card_poker_self_test_asks_the_ante_bonus_pair_plus_and_the_net(client, language):
    response = client.post(url("trainer:self_test_create", language), {"game": "three_card"})
    assert response.status_code == 302
    token = response["Location"].rstrip("/").rsplit("/", 1)[-1]
    self_test = SelfTest.objects.get(token=token)
    questions = list(self_test.questions.order_by("position"))
    assert [q.kind for q in questions] == ["tc_ante_bonus", "tc_pair_plus", "tc_net"]
    assert {q.dealt_round.variant.slug for q in questions} == {"three-card-classic"}
    page = client.get(url("trainer:self_test_page", language, token=self_test.token))
    assert page.status_code == 200
    response = client.post(
        url("trainer:self_test_page", language, token=self_test.token),
        {f"q{q.position}": q.answer_key for q in questions},
    )
    assert response.status_code == 302
    assert Attempt.objects.filter(question__self_test=self_test, is_correct=True).count() == 3


# -- exams and the mastery grid at a Three Card Poker house ------------------------------


def test_an_exam_at_a_three_card_poker_house_asks_each_line_once():
    exam = ExamFactory(
        variant=Variant.objects.get(slug="three-card-classic"),
        parts={"tc_pair_plus": None, "tc_qualifies": None},
    )
    cells = sorted(row.question.cell for row in exam_questions_deal(exam=exam))
    rules = exam.variant.rules()
    expected = [
        cell.key for kind in ("tc_pair_plus", "tc_qualifies") for cell in kind_of(kind).cells(rules)
    ]
    assert cells == sorted(expected)


def test_the_mastery_grid_at_a_three_card_poker_house_lists_the_kinds_it_asks():
    trainee = TraineeFactory()
    rules = Variant.objects.get(slug="three-card-classic").rules()
    grid = [row.kind.value for row in mastery_grid(user=trainee, rules=rules)]
    dealer = list(GAME_KINDS["three_card"].dealer)
    # The classic house offers no 6-Card Bonus.
    assert grid == [kind for kind in dealer if kind != "tc_six_card"]
