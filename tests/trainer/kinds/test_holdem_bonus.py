"""Texas Hold'em Bonus's question kinds: each house asks the lines its published rules
have, each line deals to order with the key the engine gives, a house that cannot ask a
kind says why, the feedback leads with what decides the answer, the right decision on each
street is the best strategy's with its figures, and a drill runs through the pages in both
languages."""

from __future__ import annotations

import dataclasses
import random
import re
from decimal import Decimal

import pytest
from django.urls import reverse
from django.utils import translation

from croupier.errors import Refusal
from engine.board import Street
from engine.dealing import CannotDeal
from engine.hands import Category
from engine.holdem_bonus import strategy
from engine.holdem_bonus.bonus import BonusLine
from engine.holdem_bonus.order import Ending
from engine.holdem_bonus.settle import settle
from engine.holdem_bonus.variants import VARIANTS
from engine.oasis.variants import STANDARD
from engine.showdown import Outcome
from paytables.models import Variant
from trainer.kinds import GAME_KINDS, KINDS, Dealing, kind_of
from trainer.kinds.holdem_bonus.rounds import HoldemBonusRoundKind
from trainer.models import Attempt, DealtRound, DrillSession, Question, TimeStandard
from trainer.services import questions_deal_keyed

from ..factories import TraineeFactory

pytestmark = pytest.mark.django_db

KINDS_HERE = sorted(slug for slug, kind in KINDS.items() if isinstance(kind, HoldemBonusRoundKind))
# The right decision is graded against the best strategy, not read off the settlement.
DECISION = "hb_decision"
EVERY_KIND = sorted([*KINDS_HERE, DECISION])
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
        "hb_decision",
        "hb_ante",
        "hb_flop",
        "hb_turn",
        "hb_river",
        "hb_bonus",
        "hb_net",
        "hb_settle_table",
    ]
    assert sorted(kind.slug for kind in kinds.taught) == sorted([*EVERY_KIND, "hb_settle_table"])


@pytest.mark.parametrize("kind", EVERY_KIND)
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


@pytest.mark.parametrize("kind", EVERY_KIND)
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
    assert set(EVERY_KIND) <= standards
    assert TimeStandard.objects.get(kind="hb_net", game=None).seconds == Decimal(10)
    # As Ultimate Texas Hold'em's right play, read street by street.
    assert TimeStandard.objects.get(kind=DECISION, game=None).seconds == Decimal(8)


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


# -- the right decision on each street -----------------------------------------------------
STREETS = {"preflop": Street.PREFLOP, "flop": Street.FLOP, "turn": Street.TURN}
# Seeds dealt for each street: enough that both answers come (half are dealt for the bet).
DECISION_SEEDS = range(6)


def engine_decision(rules, round_, line):
    """The best strategy's decision on street ``line`` by the engine itself."""
    if line == "preflop":
        return "bet" if strategy.preflop(rules, round_.player)[0] else "fold"
    shown = round_.board[: STREETS[line].shown]
    return "bet" if strategy.bets(round_.player, shown)[0] else "check"


@pytest.mark.parametrize("slug", HOUSES)
@pytest.mark.parametrize("line", list(STREETS))
def test_each_street_deals_on_both_houses_with_the_best_strategys_decision(slug, line):
    answers = set()
    for seed in DECISION_SEEDS:
        question = deal(DECISION, slug, line=line, seed=seed)
        rules, round_, _settlement = played(question)
        assert question.cell == f"{DECISION}:{line}"
        assert question.answer_key == engine_decision(rules, round_, line)
        answers.add(question.answer_key)
        # The round is the best strategy's on every street it reaches, the flop bet first.
        for street in list(STREETS)[: len(round_.actions)]:
            assert round_.actions[list(STREETS).index(street)] == engine_decision(
                rules, round_, street
            )
    assert answers == ({"bet", "fold"} if line == "preflop" else {"bet", "check"})


def test_a_fold_before_the_flop_is_one_of_the_hands_the_chart_folds():
    question = deal(DECISION, line="preflop", seed=1)
    rules, round_, settlement = played(question)
    assert question.answer_key == "fold"
    assert settlement.ending is Ending.FOLD
    chart = strategy.PREFLOP[rules.ante_pays_from]
    assert chart[strategy.starting_hand(round_.player)] < -1


def test_an_ordinary_decision_question_asks_one_of_the_streets():
    cells = {deal(DECISION, seed=seed).cell for seed in range(8)}
    assert cells <= {f"{DECISION}:{line}" for line in STREETS}
    assert len(cells) > 1


@pytest.mark.parametrize(
    ("line", "choices"),
    [("preflop", ["bet", "fold"]), ("flop", ["bet", "check"]), ("turn", ["bet", "check"])],
)
def test_the_decision_is_graded_right_and_wrong_among_the_streets_answers(line, choices):
    handler = kind_of(DECISION)
    question = deal(DECISION, line=line, seed=2)
    assert question.choices == choices
    (other,) = [each for each in choices if each != question.answer_key]
    assert handler.is_right(question, handler.normalize(question, question.answer_key, "en"))
    assert not handler.is_right(question, handler.normalize(question, other, "en"))
    wrong_street = "check" if line == "preflop" else "fold"
    with pytest.raises(Refusal):
        handler.normalize(question, wrong_street, "en")


def test_the_choices_name_the_bet_of_the_street():
    handler = kind_of(DECISION)
    labels = {
        line: [choice.label for choice in handler.choices(deal(DECISION, line=line, seed=3))]
        for line in STREETS
    }
    assert labels == {
        "preflop": ["Bet the flop (two antes)", "Fold"],
        "flop": ["Bet the turn (one ante)", "Check"],
        "turn": ["Bet the river (one ante)", "Check"],
    }


@pytest.mark.parametrize(("line", "showdowns"), [("flop", "1,070,190"), ("turn", "45,540")])
def test_the_reason_on_the_flop_and_turn_names_the_showdowns_won_tied_and_lost(line, showdowns):
    for seed in (0, 1):
        question = deal(DECISION, line=line, seed=seed)
        _rules, round_, _settlement = played(question)
        outlook = strategy.bets(round_.player, round_.board[: STREETS[line].shown])[1]
        worked = reason(question)
        assert f"Of the {showdowns} ways" in worked.reason
        counted = f"wins {outlook.wins:,}, ties {outlook.ties:,} and loses {outlook.losses:,}"
        assert counted in worked.reason
        bet = {"flop": "bet the turn.", "turn": "bet the river."}[line]
        assert worked.reason.endswith(bet if question.answer_key == "bet" else "check.")
        assert worked.working is not None  # the round as the best strategy plays it


def test_the_counts_are_written_as_the_reader_writes_numbers():
    worked = reason(deal(DECISION, line="flop", seed=0), "vi")
    assert "1.070.190" in worked.reason


@pytest.mark.parametrize(("slug", "folded"), [(NAGAWORLD, 6), ("holdem-bonus-las-vegas", 5)])
def test_the_reason_before_the_flop_names_what_playing_on_returns(slug, folded):
    seen = set()
    for seed in DECISION_SEEDS:
        question = deal(DECISION, slug, line="preflop", seed=seed)
        rules, round_, _settlement = played(question)
        returns = strategy.preflop(rules, round_.player)[1]
        worked = reason(question)
        assert f"playing on returns {'+' if returns > 0 else '−'}" in worked.reason
        assert f"{abs(float(returns)):.4f} of the ante" in worked.reason
        assert "folding loses 1" in worked.reason
        if question.answer_key == "fold":
            assert f"is among the {folded} starting hands the best strategy folds" in worked.reason
            assert worked.reason.endswith("fold.")
        else:
            assert worked.reason.endswith("bet the flop.")
        seen.add(question.answer_key)
    assert seen == {"bet", "fold"}


# A house whose ante pays from three of a kind: no preflop chart is computed for it.
UNCHARTED = dataclasses.replace(VARIANTS["las-vegas"], ante_pays_from=Category.THREE_OF_A_KIND)


def test_a_house_without_a_preflop_chart_asks_only_the_later_streets():
    handler = kind_of(DECISION)
    assert handler.refusal(UNCHARTED) is None
    assert [cell.line for cell in handler.cells(UNCHARTED)] == ["flop", "turn"]
    variant = Variant.objects.get(slug="holdem-bonus-las-vegas")
    dealing = Dealing(
        variant=variant, rules=UNCHARTED, difficulty="round", rare=False, rng=random.Random(4)
    )
    question = handler.deal(dataclasses.replace(dealing, line="turn"))
    round_ = question.dealt_round.engine_round()
    assert round_.actions[0] == "bet"  # the player made the flop bet: no chart says otherwise
    assert question.answer_key == engine_decision(UNCHARTED, round_, "turn")
    assert handler.deal(dealing).cell != f"{DECISION}:preflop"


def test_a_house_without_a_preflop_chart_refuses_the_preflop_cell_and_stores_nothing():
    variant = Variant.objects.get(slug="holdem-bonus-las-vegas")
    with pytest.raises(Refusal) as refused:
        questions_deal_keyed(
            variant=variant,
            rules=UNCHARTED,
            cells=[(DECISION, "flop"), (DECISION, "preflop")],
            difficulty="round",
            seed=5,
        )
    assert str(refused.value) == (
        "The best strategy before the flop is computed for an ante paid from a straight or "
        "from a flush; this house pays it from a three of a kind, so it cannot ask the "
        "decision before the flop."
    )
    assert not Question.objects.exists()
    assert not DealtRound.objects.exists()


def test_a_street_no_cell_names_is_refused():
    with pytest.raises(Refusal):
        deal(DECISION, line="river")


def test_a_deal_that_finds_no_round_says_so(monkeypatch):
    monkeypatch.setattr("trainer.kinds.holdem_bonus.decision.MAX_DEALS", 0)
    with pytest.raises(CannotDeal):
        deal(DECISION, line="flop")


@pytest.mark.parametrize("language", ["en", "vi"])
def test_the_decision_shows_the_board_seen_and_the_dealer_face_down_until_the_answer(
    client, language
):
    trainee = TraineeFactory()
    client.force_login(trainee)
    client.post(
        url("trainer:drill_create", language),
        {"variant": NAGAWORLD, "kinds": [DECISION], "difficulty": "round", "length": "1"},
    )
    drill = DrillSession.objects.get(user=trainee)
    page = client.get(url("trainer:drill", language, pk=drill.pk), follow=True).content.decode()
    question = drill.questions.get()
    hidden = 5 - STREETS[question.cell.partition(":")[2]].shown
    assert page.count("card--back") == 2 + hidden
    posted = client.post(
        url("trainer:answer", language, pk=question.pk),
        {"answer": question.answer_key},
        headers=HTMX,
    ).content.decode()
    assert "feedback--right" in posted and "card--back" not in posted
    with translation.override(language):
        shown = kind_of(DECISION).worked_answer(question).reason
    assert re.split(r"[\"'&<>]", shown)[0] in posted
