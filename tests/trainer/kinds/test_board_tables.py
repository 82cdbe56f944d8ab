"""Settling the table in the Hold'em board games (Ultimate Texas Hold'em, Texas Hold'em Bonus,
Casino Hold'em; ``trainer.kinds.board_tables``): each cell deals its number of spots on every
house, the spots share the dealer's hand and the board and never a card, each box's key is
the engine's settlement of that spot, every spot is dealt within the house's rules (a side
bet only where its table is published, a fold with it only where the house says what a fold
does to it), each box is graded on its own, typed or in chips, and the drill shows and takes
the table in both languages."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import translation

from croupier.errors import Refusal
from engine.casino_holdem.variants import VARIANTS as CASINO_HOLDEM_VARIANTS
from engine.holdem_bonus.variants import VARIANTS as HOLDEM_BONUS_VARIANTS
from engine.oasis.variants import STANDARD
from engine.ultimate.variants import VARIANTS as ULTIMATE_VARIANTS
from paytables.models import Variant
from paytables.templatetags.money import money
from trainer.chips import question_chips
from trainer.kinds import kind_of
from trainer.kinds.board_tables import LINES, SHARED
from trainer.models import DealtRound, DrillSession, TimeStandard

from ..factories import TraineeFactory
from .test_chips_every_kind import pushed

pytestmark = pytest.mark.django_db

# Each game's table kind and its houses (their slugs as the data migrations write them).
GAMES = {
    "uth_settle_table": sorted(f"uth-{slug}" for slug in ULTIMATE_VARIANTS),
    "hb_settle_table": sorted(f"holdem-bonus-{slug}" for slug in HOLDEM_BONUS_VARIANTS),
    "ch_settle_table": sorted(f"casino-holdem-{slug}" for slug in CASINO_HOLDEM_VARIANTS),
}
KINDS_AT_HOUSES = [(kind, slug) for kind, houses in GAMES.items() for slug in houses]
# Each kind at a house that publishes every figure a spot may need but what a fold does to
# the side bet (its game's self-test house).
HOUSE = {
    "uth_settle_table": "uth-trips-50-40-30-8-6-5-3",
    "hb_settle_table": "holdem-bonus-nagaworld",
    "ch_settle_table": "casino-holdem-classic",
}
# The round's field of each game's side bet.
SIDE_BET = {"uth_settle_table": "trips", "hb_settle_table": "bonus", "ch_settle_table": "aa_bonus"}
HTMX = {"HX-Request": "true"}


def boxes_of(question):
    return kind_of(question.kind).table_boxes(question.dealt_round)


def keys(question) -> list[Decimal]:
    return [Decimal(each) for each in question.answer_key.split(";")]


def url(name: str, language: str = "en", **kwargs) -> str:
    with translation.override(language):
        return reverse(name, kwargs=kwargs or None)


@pytest.mark.parametrize(("kind", "slug"), KINDS_AT_HOUSES)
@pytest.mark.parametrize("line", list(LINES))
def test_each_cell_deals_its_number_of_spots_on_every_house(deal, kind, slug, line):
    rules = Variant.objects.get(slug=slug).rules()
    assert kind_of(kind).refusal(rules) is None
    assert line in [cell.line for cell in kind_of(kind).cells(rules)]
    question = deal(kind, slug, line=line, seed=f"{slug}:{line}")
    assert question.cell == f"{kind}:{line}"
    assert len(boxes_of(question)) == LINES[line] == len(keys(question))
    assert len(question.dealt_round.boxes) == LINES[line] - 1


@pytest.mark.parametrize(("kind", "slug"), KINDS_AT_HOUSES)
def test_each_box_is_the_engines_settlement_of_its_spot(deal, kind, slug):
    engine = kind_of(kind).engine
    for seed in range(4):
        question = deal(kind, slug, line="four_spots", seed=seed)
        dealt = question.dealt_round
        rules = dealt.engine_rules()
        # Each spot replayed here from what the round keeps, and settled by the engine.
        shared = {name: dealt.history[name] for name in ("dealer", "board")}
        rounds = [engine.replay(rules, {**box, **shared}) for box in dealt.boxes]
        expected = [engine.settle(rules, each).net for each in (dealt.engine_round(), *rounds)]
        assert keys(question) == expected
        assert [box.settlement.net for box in boxes_of(question)] == expected


@pytest.mark.parametrize("kind", list(GAMES))
def test_the_spots_share_the_dealer_and_the_board_and_never_a_card(deal, kind):
    for seed in range(6):
        boxes = boxes_of(deal(kind, HOUSE[kind], line="four_spots", seed=seed))
        assert len({box.round.dealer for box in boxes}) == 1
        assert len({box.round.board for box in boxes}) == 1
        cards = [card for box in boxes for card in box.round.player]
        cards += [*boxes[0].round.dealer, *boxes[0].round.board]
        assert len(cards) == len(set(cards)) == 2 * 4 + 2 + 5


@pytest.mark.parametrize("kind", list(GAMES))
def test_the_further_spots_keep_only_their_own_cards_stakes_and_decisions(deal, kind):
    dealt = deal(kind, HOUSE[kind], line="three_spots", seed=2).dealt_round
    assert all(not set(SHARED) & set(box) for box in dealt.boxes)
    assert {"ante", "player", SIDE_BET[kind]} <= set(dealt.boxes[0])


@pytest.mark.parametrize(("kind", "slug"), KINDS_AT_HOUSES)
def test_every_spot_is_dealt_within_the_houses_rules_and_one_reaches_the_showdown(deal, kind, slug):
    for seed in range(5):
        question = deal(kind, slug, line="four_spots", seed=seed)
        rules = question.dealt_round.engine_rules()
        boxes = boxes_of(question)
        assert all(box.round.can_wager(rules) for box in boxes)
        endings = [kind_of(kind).engine.ending_of(box.round) for box in boxes]
        assert any(ending != "fold" for ending in endings)


@pytest.mark.parametrize("kind", list(GAMES))
def test_a_table_holds_spots_that_fold_and_spots_with_the_side_bet(deal, kind):
    boxes = [
        box
        for seed in range(12)
        for box in boxes_of(deal(kind, HOUSE[kind], line="four_spots", seed=seed))
    ]
    engine = kind_of(kind).engine
    folded = [box for box in boxes if engine.ending_of(box.round) == "fold"]
    assert folded, "a spot with a fold belongs at a table"
    # A fold loses the ante (and the Blind) at least: never a push or a win on them.
    assert all(box.settlement.ante.amount == -box.ante for box in folded)
    assert any(getattr(box.round, SIDE_BET[kind]) == box.ante for box in boxes)
    assert any(getattr(box.round, SIDE_BET[kind]) == 0 for box in boxes)


def test_a_side_bet_whose_table_the_house_has_not_published_is_never_staked(deal):
    rules = Variant.objects.get(slug="holdem-bonus-las-vegas").rules()
    assert rules.bonus is None
    for seed in range(8):
        boxes = boxes_of(deal("hb_settle_table", "holdem-bonus-las-vegas", seed=seed))
        assert all(box.round.bonus == 0 for box in boxes)


@pytest.mark.parametrize(
    ("kind", "field"), [("uth_settle_table", "trips_on_fold"), ("hb_settle_table", "bonus_on_fold")]
)
def test_a_fold_keeps_no_side_bet_where_the_house_has_not_said_what_a_fold_does(deal, kind, field):
    house = HOUSE[kind]
    assert getattr(Variant.objects.get(slug=house).rules(), field) is None
    engine = kind_of(kind).engine
    for seed in range(12):
        for box in boxes_of(deal(kind, house, line="four_spots", seed=seed)):
            if engine.ending_of(box.round) == "fold":
                assert getattr(box.round, SIDE_BET[kind]) == 0


def test_a_ultimate_house_without_its_blind_table_cannot_ask_a_table_and_says_why():
    rules = dataclasses.replace(ULTIMATE_VARIANTS["trips-50-40-30-8-6-5-3"], blind=None)
    with translation.override("en"):
        assert "Blind table" in kind_of("uth_settle_table").refusal(rules)


def test_a_casino_holdem_house_without_its_ante_table_cannot_ask_a_table_and_says_why():
    rules = dataclasses.replace(CASINO_HOLDEM_VARIANTS["classic"], ante=None)
    with translation.override("en"):
        assert "Ante table" in kind_of("ch_settle_table").refusal(rules)


@pytest.mark.parametrize("kind", list(GAMES))
def test_a_table_kind_refuses_another_games_house(kind):
    assert "not this game" in kind_of(kind).refusal(STANDARD)


@pytest.mark.parametrize("kind", list(GAMES))
def test_each_box_is_graded_on_its_own(deal, kind):
    question = deal(kind, HOUSE[kind], line="three_spots", seed=1)
    handler = kind_of(kind)
    right = [str(each) for each in keys(question)]
    assert handler.is_right(question, handler.normalize(question, "\n".join(right), "en"))
    assert handler.is_right(question, handler.normalize(question, ";".join(right), "vi"))
    for wrong_box in range(3):
        wrong = list(right)
        wrong[wrong_box] = str(Decimal(right[wrong_box]) + 5)
        assert not handler.is_right(question, handler.normalize(question, ";".join(wrong), "en"))
    # The boxes in another order are wrong unless they are equal.
    turned = ";".join(reversed(right))
    assert handler.is_right(question, handler.normalize(question, turned, "en")) == (
        right == right[::-1]
    )


@pytest.mark.parametrize("kind", list(GAMES))
def test_a_table_answered_with_too_few_amounts_is_refused_and_costs_nothing(deal, kind):
    question = deal(kind, HOUSE[kind], line="three_spots", seed=1)
    with translation.override("en"), pytest.raises(Refusal, match="each of the 3 boxes"):
        kind_of(kind).normalize(question, question.answer_key.split(";")[0], "en")


@pytest.mark.parametrize("kind", list(GAMES))
def test_a_box_pushed_in_chips_is_graded_beside_boxes_typed(deal, kind):
    question = deal(kind, HOUSE[kind], line="two_spots", seed=3)
    handler = kind_of(kind)
    chip_set = question_chips(question)
    first, second = keys(question)
    in_chips = pushed(chip_set, first)
    assert handler.is_right(question, handler.normalize(question, f"{in_chips};{second}", "vi"))
    assert not handler.is_right(
        question, handler.normalize(question, f"{in_chips};{second + 1}", "vi")
    )


@pytest.mark.parametrize("kind", list(GAMES))
def test_a_table_kept_as_the_database_gives_it_back_gives_the_same_boxes(deal, kind):
    question = deal(kind, HOUSE[kind], line="four_spots", seed=7)
    dealt = question.dealt_round
    dealt.full_clean(exclude=["variant"])
    stored = DealtRound(
        **{field.attname: getattr(dealt, field.attname) for field in DealtRound._meta.fields}
    )
    again = kind_of(kind).table_boxes(stored)
    assert ";".join(str(box.settlement.net) for box in again) == question.answer_key


@pytest.mark.parametrize("kind", list(GAMES))
def test_the_working_of_each_box_names_every_wager_of_its_spot(deal, kind):
    question = deal(kind, HOUSE[kind], line="three_spots", seed=4)
    for box in boxes_of(question):
        assert [line.wager for line in box.working.lines] == [
            each.wager for each in box.settlement.wagers
        ][: len(box.working.lines)]
        assert box.working.net == box.settlement.net
        assert all(line.reason for line in box.working.lines)


@pytest.mark.parametrize("kind", list(GAMES))
def test_a_table_is_timed_as_every_other_games_table(kind):
    assert TimeStandard.objects.get(kind=kind, game=None).seconds == Decimal(30)
    assert TimeStandard.objects.get(kind="tc_settle_table", game=None).seconds == Decimal(30)


@pytest.mark.parametrize("language", ["en", "vi"])
@pytest.mark.parametrize("kind", list(GAMES))
def test_a_table_drill_shows_every_spot_and_takes_one_amount_a_box(client, kind, language):
    trainee = TraineeFactory()
    client.force_login(trainee)
    response = client.post(
        url("trainer:drill_create", language),
        {"variant": HOUSE[kind], "kinds": [kind], "difficulty": "round", "length": "1"},
    )
    assert response.status_code == 302
    drill = DrillSession.objects.get(user=trainee)
    page = client.get(url("trainer:drill", language, pk=drill.pk), follow=True).content.decode()
    question = drill.questions.get()
    spots = len(question.answer_key.split(";"))
    assert page.count('class="settle-table__box"') == spots
    assert page.count('name="box-') == spots
    assert 'class="round__wagers"' in page
    posted = client.post(
        url("trainer:answer", language, pk=question.pk),
        {f"box-{n}": amount for n, amount in enumerate(question.answer_key.split(";"), 1)},
        headers=HTMX,
    )
    feedback = posted.content.decode()
    assert posted.status_code == 200 and "feedback--right" in feedback
    assert feedback.count("<details") == spots


def test_a_texas_holdem_bonus_table_shows_each_spots_bets_with_their_stakes(deal):
    question = deal("hb_settle_table", HOUSE["hb_settle_table"], line="four_spots", seed=3)
    boxes = boxes_of(question)
    with translation.override("en"):
        page = render_to_string(
            kind_of("hb_settle_table").subject_template,
            {"dealt": question.dealt_round, "table_boxes": boxes},
        )
    for box in boxes:
        if box.round.flop_bet:
            assert f"Flop bet {money(box.round.flop_bet)}" in page
        if box.round.river_bet:
            assert f"River bet {money(box.round.river_bet)}" in page
    assert any(box.round.flop_bet for box in boxes)
