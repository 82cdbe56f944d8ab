"""Baccarat's question kinds: the tableau drilled decision by decision (checked against a
tableau written out here, independently of the engine), who wins and the natural, each bet
paid as the house pays it with its commission, the side bets line by line, a spot's net and
a table; a house that cannot ask a kind says why; the feedback names the rule's line; and a
drill and the self-test run through the pages in both languages."""

from __future__ import annotations

import random
import re
from decimal import Decimal

import pytest
from django.urls import reverse
from django.utils import translation

from engine.baccarat.rules import Bet
from engine.baccarat.settle import settle
from engine.baccarat.variants import VARIANTS
from paytables.models import Variant
from school.services import exam_questions_deal
from tests.school.factories import ExamFactory
from trainer.kinds import GAME_KINDS, KINDS, Dealing, kind_of
from trainer.kinds.baccarat.rounds import BaccaratHouseKind
from trainer.kinds.baccarat.settle_table import table_boxes
from trainer.models import Attempt, DrillSession, SelfTest, TimeStandard

from ..factories import TraineeFactory

pytestmark = pytest.mark.django_db

BACCARAT_KINDS = sorted(slug for slug, kind in KINDS.items() if isinstance(kind, BaccaratHouseKind))
HOUSES = sorted(f"baccarat-{slug}" for slug in VARIANTS)
HTMX = {"HX-Request": "true"}

# The tableau as a dealer school prints it, written out here by hand: for each Banker
# two-card total, the Player's third cards (points) on which the Banker DRAWS; "stood" is
# the Banker's draw when the Player stood (no third card).
BANKER_DRAWS_ON = {
    0: set(range(10)),
    1: set(range(10)),
    2: set(range(10)),
    3: {0, 1, 2, 3, 4, 5, 6, 7, 9},
    4: {2, 3, 4, 5, 6, 7},
    5: {4, 5, 6, 7},
    6: {6, 7},
    7: set(),
}
BANKER_DRAWS_WHEN_PLAYER_STOOD = {0, 1, 2, 3, 4, 5}
PLAYER_DRAWS_ON = {0, 1, 2, 3, 4, 5}


def deal(kind, slug="baccarat-punto-banco", *, line=None, seed=1, difficulty="round"):
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


def coup(question):
    dealt = question.dealt_round
    return dealt.engine_rules(), dealt.engine_round()


def reason(question, language="en"):
    with translation.override(language):
        return kind_of(question.kind).worked_answer(question)


def url(name, language="en", **kwargs):
    with translation.override(language):
        return reverse(name, kwargs=kwargs or None)


FACE_POINTS = {"A": 1, "T": 0, "J": 0, "Q": 0, "K": 0}


def points(card) -> int:
    """A card's baccarat points, read off its name ("Kd", "7s")."""
    rank = str(card)[0]
    return FACE_POINTS[rank] if rank in FACE_POINTS else int(rank)


# -- the kinds and who may ask them -----------------------------------------------------------


def test_baccarat_has_its_own_eleven_kinds_in_its_group():
    assert len(BACCARAT_KINDS) == 11
    assert [kind.slug.value for kind in GAME_KINDS["baccarat"].taught][:3] == [
        "bc_natural",
        "bc_player_draws",
        "bc_banker_draws",
    ]


@pytest.mark.parametrize("kind", BACCARAT_KINDS)
def test_a_baccarat_kind_refuses_another_games_house(kind):
    assert "baccarat" in kind_of(kind).refusal(Variant.objects.get(slug="standard").rules())


@pytest.mark.parametrize(
    ("kind", "slug", "said"),
    [
        ("bc_tie", "baccarat-ez-baccarat", "has not published what the Tie pays"),
        ("bc_commission", "baccarat-no-commission", "takes no commission"),
        ("bc_pairs", "baccarat-six-decks", "offers none of these bets"),
        ("bc_side_bets", "baccarat-punto-banco", "offers none of these bets"),
    ],
)
def test_a_house_without_a_bet_or_its_pay_cannot_ask_it_and_says_why(kind, slug, said):
    rules = Variant.objects.get(slug=slug).rules()
    assert said in kind_of(kind).refusal(rules)
    assert kind_of(kind).cells(rules) == ()


def test_every_kind_has_a_time_standard():
    standards = set(TimeStandard.objects.filter(game=None).values_list("kind", flat=True))
    assert set(BACCARAT_KINDS) <= standards
    assert TimeStandard.objects.get(kind="bc_banker_draws", game=None).seconds == Decimal(4)


# -- the tableau ------------------------------------------------------------------------------


@pytest.mark.parametrize("total", range(8))
def test_the_player_draws_on_0_to_5_and_stands_on_6_and_7(total):
    question = deal("bc_player_draws", line=f"player_{total}", seed=total)
    _rules, round_ = coup(question)
    assert (points(round_.player[0]) + points(round_.player[1])) % 10 == total
    assert question.answer_key == ("yes" if total in PLAYER_DRAWS_ON else "no")
    assert f"Player {total}: the Player" in reason(question).reason


def test_a_natural_on_either_side_means_nobody_draws():
    for seed in range(6):
        question = deal("bc_player_draws", line="natural", seed=seed)
        _rules, round_ = coup(question)
        assert max(round_.player_first, round_.banker_first) >= 8
        assert question.answer_key == "no"
        assert "a natural" in reason(question).reason


def test_every_decision_of_the_tableau_is_a_cell_of_the_banker_draw():
    lines = {cell.line for cell in kind_of("bc_banker_draws").catalogue()}
    expected = {f"stood_{total}" for total in range(8)}
    for total, draws_on in BANKER_DRAWS_ON.items():
        if draws_on:
            expected.add(f"drew_{total}_draws")
        if set(range(10)) - draws_on:
            expected.add(f"drew_{total}_stands")
    assert lines == expected
    # With the Player's eight totals and the natural, a drill that deals each cell once has
    # shown every decision of the tableau within 29 coups.
    assert len(lines) + len(kind_of("bc_player_draws").catalogue()) == 29


@pytest.mark.parametrize(
    "line", sorted(cell.line for cell in kind_of("bc_banker_draws").catalogue())
)
def test_the_banker_draws_as_the_independent_tableau_says_on_every_house(line):
    for index, slug in enumerate(HOUSES):
        question = deal("bc_banker_draws", slug, line=line, seed=index)
        _rules, round_ = coup(question)
        banker = (points(round_.banker[0]) + points(round_.banker[1])) % 10
        if round_.player_third is None:
            draws = banker in BANKER_DRAWS_WHEN_PLAYER_STOOD
        else:
            draws = points(round_.player[2]) in BANKER_DRAWS_ON[banker]
        assert question.answer_key == ("yes" if draws else "no"), (slug, line, round_)
        assert (len(round_.banker) == 3) is draws


def test_the_banker_draw_is_explained_by_the_tableaus_line():
    question = deal("bc_banker_draws", line="drew_5_draws", seed=3)
    _rules, round_ = coup(question)
    said = reason(question).reason
    assert f"Banker 5, Player's third card {round_.player_third}" in said
    assert "the Banker draws on 5 when the third card is 4 to 7" in said


def test_on_3_the_banker_stands_only_on_an_eight_and_is_warned_of_it():
    question = deal("bc_banker_draws", line="drew_3_stands", seed=7)
    _rules, round_ = coup(question)
    assert round_.player_third == 8
    assert "but an 8" in reason(question).trap


@pytest.mark.parametrize(
    ("line", "key"),
    [("none", "none"), ("player_8", "player"), ("banker_9", "banker"), ("both", "both")],
)
def test_the_natural_is_an_8_or_9_on_the_first_two_cards(line, key):
    question = deal("bc_natural", line=line, seed=2)
    _rules, round_ = coup(question)
    assert question.answer_key == key
    assert (round_.player_first >= 8) is (key in ("player", "both"))
    assert (round_.banker_first >= 8) is (key in ("banker", "both"))


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("player", "player"),
        ("banker", "banker"),
        ("tie", "tie"),
        ("natural_player", "player"),
        ("natural_tie", "tie"),
    ],
)
def test_the_higher_total_wins_and_equal_totals_tie(line, key):
    question = deal("bc_winner", line=line, seed=4)
    _rules, round_ = coup(question)
    assert question.answer_key == key
    assert (round_.player_total > round_.banker_total) is (key == "player")


# -- paying -----------------------------------------------------------------------------------


def test_the_banker_is_paid_even_money_less_five_percent():
    question = deal("bc_banker", line="win", seed=1)
    stake = Decimal(question.dealt_round.stakes["banker"])
    assert Decimal(question.answer_key) == stake - stake * Decimal("0.05")
    said = reason(question).reason
    assert "5 % of the Banker bet" in said and "commission box" in said


def test_the_banker_stake_makes_a_whole_commission_at_every_difficulty():
    for slug in ("baccarat-punto-banco", "baccarat-commission-4"):
        rate = Variant.objects.get(slug=slug).rules().commission
        for seed in range(12):
            for difficulty in ("round", "odd"):
                question = deal("bc_commission", slug, seed=seed, difficulty=difficulty)
                stake = Decimal(question.dealt_round.stakes["banker"])
                assert Decimal(question.answer_key) == stake * rate
                assert Decimal(question.answer_key) % 1 == 0


def test_a_no_commission_house_pays_a_banker_win_on_6_one_to_two():
    question = deal("bc_banker", "baccarat-no-commission", line="win_on_6", seed=1)
    stake = Decimal(question.dealt_round.stakes["banker"])
    assert Decimal(question.answer_key) == stake / 2
    _rules, round_ = coup(question)
    assert round_.banker_total == 6


def test_ez_baccarat_pushes_a_banker_win_with_a_three_card_7():
    question = deal("bc_banker", "baccarat-ez-baccarat", line="three_card_7", seed=1)
    _rules, round_ = coup(question)
    assert len(round_.banker) == 3 and round_.banker_total == 7
    assert Decimal(question.answer_key) == 0
    assert "EZ Baccarat" in reason(question).reason


@pytest.mark.parametrize(("line", "key_sign"), [("tie", 0), ("lose", -1)])
def test_the_banker_pushes_on_a_tie_and_loses_to_the_player(line, key_sign):
    question = deal("bc_banker", line=line, seed=2)
    stake = Decimal(question.dealt_round.stakes["banker"])
    assert Decimal(question.answer_key) == key_sign * stake


@pytest.mark.parametrize(("slug", "odds"), [("baccarat-punto-banco", 8), ("baccarat-tie-9", 9)])
def test_the_tie_pays_the_houses_odds_and_warns_that_the_main_bets_push(slug, odds):
    question = deal("bc_tie", slug, line="win", seed=1)
    stake = Decimal(question.dealt_round.stakes["tie"])
    assert Decimal(question.answer_key) == odds * stake
    assert "push" in reason(question).trap


@pytest.mark.parametrize(("line", "wins"), [("player_pair:win", True), ("banker_pair:lose", False)])
def test_a_pair_is_the_first_two_cards_of_one_rank_at_11_to_1(line, wins):
    question = deal("bc_pairs", line=line, seed=1)
    _rules, round_ = coup(question)
    bet = line.partition(":")[0]
    first_two = round_.player[:2] if bet == "player_pair" else round_.banker[:2]
    assert (first_two[0].rank == first_two[1].rank) is wins
    stake = Decimal(question.dealt_round.stakes[bet])
    assert Decimal(question.answer_key) == (11 * stake if wins else -stake)
    named = "Player Pair" if bet == "player_pair" else "Banker Pair"
    assert named in kind_of("bc_pairs").prompt(question)


@pytest.mark.parametrize(
    ("line", "odds"),
    [
        ("dragon_banker:win_by_9", 30),
        ("dragon_player:win_by_4", 1),
        ("dragon_player:natural_win", 1),
        ("dragon_banker:natural_tie", 0),
    ],
)
def test_the_dragon_bonus_pays_by_the_margin_and_pushes_a_natural_tie(line, odds):
    question = deal("bc_side_bets", "baccarat-dragon-bonus", line=line, seed=1)
    bet = line.partition(":")[0]
    stake = Decimal(question.dealt_round.stakes[bet])
    assert Decimal(question.answer_key) == odds * stake


@pytest.mark.parametrize(
    ("slug", "line", "odds"),
    [
        ("baccarat-no-commission", "super_six:win", 12),
        ("baccarat-super-six-15", "super_six:win", 15),
        ("baccarat-ez-baccarat", "dragon_7:win", 40),
        ("baccarat-ez-baccarat", "panda_8:win", 25),
    ],
)
def test_each_side_bet_pays_its_houses_table(slug, line, odds):
    question = deal("bc_side_bets", slug, line=line, seed=3)
    bet = line.partition(":")[0]
    stake = Decimal(question.dealt_round.stakes[bet])
    assert Decimal(question.answer_key) == odds * stake


def test_the_net_adds_every_bet_less_the_commission():
    for seed in range(20):
        question = deal("bc_net", "baccarat-dragon-bonus", seed=seed)
        rules, round_ = coup(question)
        stakes = {name: Decimal(value) for name, value in question.dealt_round.stakes.items()}
        settlement = settle(rules, round_, **stakes)
        total = sum(result.amount for result in settlement.wagers) - settlement.commission
        assert Decimal(question.answer_key) == total


@pytest.mark.parametrize(("line", "spots"), [("two_spots", 2), ("four_spots", 4)])
def test_a_table_settles_every_spot_on_the_one_coup(line, spots):
    question = deal("bc_settle_table", "baccarat-dragon-bonus", line=line, seed=5)
    question.dealt_round.save()
    boxes = table_boxes(question.dealt_round)
    assert len(boxes) == spots
    assert {box.round for box in boxes} == {boxes[0].round}
    assert question.answer_key == ";".join(str(box.settlement.net) for box in boxes)


def test_the_bets_shown_are_the_bets_settled():
    question = deal("bc_tie", seed=2)
    assert set(question.dealt_round.stakes) >= {Bet.TIE.value}
    assert question.dealt_round.ante == Decimal(next(iter(question.dealt_round.stakes.values())))


@pytest.mark.parametrize("kind", BACCARAT_KINDS)
def test_every_kinds_feedback_reads_in_both_languages(kind):
    question = deal(kind, "baccarat-dragon-bonus", seed=kind)
    for language in ("en", "vi"):
        worked = reason(question, language)
        assert worked.answer and worked.reason


def test_an_ordinary_question_is_dealt_as_the_cards_fall():
    cells = {deal("bc_winner", seed=seed).cell for seed in range(60)}
    assert len(cells) >= 5


def test_dealing_is_reproducible_from_a_seed():
    fields = ("ante", "player", "dealer", "history", "stakes")
    first = deal("bc_banker_draws", line="drew_4_draws", seed=5).dealt_round
    again = deal("bc_banker_draws", line="drew_4_draws", seed=5).dealt_round
    assert [getattr(first, f) for f in fields] == [getattr(again, f) for f in fields]


# -- through the pages ------------------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "vi"])
def test_a_baccarat_drill_shows_its_coup_and_its_feedback_in_both_languages(client, language):
    trainee = TraineeFactory()
    client.force_login(trainee)
    response = client.post(
        url("trainer:drill_create", language),
        {
            "variant": "baccarat-punto-banco",
            "kinds": ["bc_banker_draws", "bc_banker", "bc_net"],
            "difficulty": "odd",
            "length": "3",
        },
    )
    assert response.status_code == 302
    drill = DrillSession.objects.get(user=trainee)
    for _position in range(3):
        page = client.get(url("trainer:drill", language, pk=drill.pk), follow=True)
        assert page.status_code == 200
        question = drill.questions.order_by("-position").first()
        assert "round__side" in page.content.decode()
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


def test_the_banker_draw_question_hides_the_bankers_third_card(client):
    trainee = TraineeFactory()
    client.force_login(trainee)
    client.post(
        url("trainer:drill_create"),
        {
            "variant": "baccarat-punto-banco",
            "kinds": ["bc_banker_draws"],
            "difficulty": "round",
            "length": "1",
        },
    )
    drill = DrillSession.objects.get(user=trainee)
    page = client.get(url("trainer:drill", pk=drill.pk), follow=True).content.decode()
    question = drill.questions.get()
    _rules, round_ = coup(question)
    banker_list = page.split("Banker's cards")[1].split("</ul>")[0]
    assert banker_list.count("<li") == 2


@pytest.mark.parametrize("language", ["en", "vi"])
def test_the_baccarat_self_test_asks_the_banker_the_tie_and_the_net(client, language):
    response = client.post(url("trainer:self_test_create", language), {"game": "baccarat"})
    assert response.status_code == 302
    token = response["Location"].rstrip("/").rsplit("/", 1)[-1]
    self_test = SelfTest.objects.get(token=token)
    questions = list(self_test.questions.order_by("position"))
    assert [q.kind for q in questions] == ["bc_banker", "bc_tie", "bc_net"]
    assert {q.dealt_round.variant.slug for q in questions} == {"baccarat-punto-banco"}
    page = client.get(url("trainer:self_test_page", language, token=self_test.token))
    assert page.status_code == 200
    response = client.post(
        url("trainer:self_test_page", language, token=self_test.token),
        {f"q{q.position}": q.answer_key for q in questions},
    )
    assert response.status_code == 302
    assert Attempt.objects.filter(question__self_test=self_test, is_correct=True).count() == 3


def test_an_exam_at_a_baccarat_house_asks_each_line_once():
    exam = ExamFactory(
        variant=Variant.objects.get(slug="baccarat-punto-banco"),
        parts={"bc_banker_draws": None, "bc_tie": None},
    )
    cells = sorted(row.question.cell for row in exam_questions_deal(exam=exam))
    rules = exam.variant.rules()
    expected = [
        cell.key for kind in ("bc_banker_draws", "bc_tie") for cell in kind_of(kind).cells(rules)
    ]
    assert cells == sorted(expected)
