"""The "Settle the table" question: a finished multi-box round, one amount per box."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest
from django.urls import reverse
from django.utils import translation

from croupier.errors import Refusal
from engine.oasis.players import PlayerType, decision_for, discard_for
from engine.oasis.round import Decision
from paytables.models import Variant
from tests.trainer.factories import DrillSessionFactory, TraineeFactory
from trainer.kinds import Dealing, kind_of
from trainer.kinds.oasis.settle_table import deal_table, table_boxes
from trainer.kinds.oasis.slugs import OasisKind
from trainer.kinds.tables import answer_text
from trainer.models import Attempt, Difficulty
from trainer.services import _save_question

pytestmark = pytest.mark.django_db
TABLE = kind_of("settle_table")


def _question(seed: int = 1, user=None):
    variant = Variant.objects.get(slug="standard")
    dealing = Dealing(
        variant=variant,
        rules=variant.rules(),
        difficulty=Difficulty.ROUND,
        rare=False,
        rng=random.Random(seed),
    )
    question = TABLE.deal(dealing)
    user = user or TraineeFactory()
    session = DrillSessionFactory(user=user, kinds=[OasisKind.SETTLE_TABLE.value])
    question.user, question.session, question.position = user, session, 1
    return _save_question(question)


def test_table_question_deals_two_or_three_boxes_with_a_switch_and_a_fold() -> None:
    for seed in range(20):
        dealt = deal_table(difficulty=Difficulty.ROUND, rng=random.Random(seed))
        boxes = table_boxes(dealt)

        assert dealt.variant.slug == "online-boxes"
        assert len(boxes) in (2, 3)
        assert any(box.round.switched for box in boxes)
        assert any(box.round.decision is Decision.FOLD for box in boxes)
        assert len({box.round.dealer for box in boxes}) == 1
        if len(boxes) == 3:
            assert not boxes[2].round.switched
            assert boxes[2].round.decision is Decision.RAISE


def test_table_questions_meet_the_dealer_qualifying_and_not() -> None:
    qualifies = {
        table_boxes(deal_table(difficulty="round", rng=random.Random(seed)))[
            0
        ].settlement.dealer_qualifies
        for seed in range(30)
    }

    assert qualifies == {True, False}


def test_table_answer_key_is_each_box_net_in_order() -> None:
    question = _question(seed=3)

    nets = [box.settlement.net for box in table_boxes(question.dealt_round)]

    assert [Decimal(part) for part in question.answer_key.split(";")] == nets


def test_table_right_answer_one_amount_a_line_is_right() -> None:
    question = _question(seed=4)
    typed = "\n".join(question.answer_key.split(";"))

    assert TABLE.is_right(question, TABLE.normalize(question, typed, "en"))


def test_table_answer_with_semicolons_and_vietnamese_decimals_is_read() -> None:
    question = _question(seed=4)
    parts = [Decimal(each) for each in question.answer_key.split(";")]
    typed = "; ".join(format(part, "f").replace(".", ",") for part in parts)

    assert TABLE.is_right(question, TABLE.normalize(question, typed, "vi"))


def test_table_wrong_amount_for_one_box_is_wrong() -> None:
    question = _question(seed=5)
    parts = question.answer_key.split(";")
    parts[-1] = str(Decimal(parts[-1]) + 1)

    assert not TABLE.is_right(question, TABLE.normalize(question, "\n".join(parts), "en"))


@pytest.mark.parametrize("typed", ["", "10", "10\n20\n30\n40", "ten\n20\n30"])
def test_table_answer_with_a_bad_entry_or_count_is_refused(typed: str) -> None:
    question = _question(seed=6)
    if typed == "ten\n20\n30":
        typed = "\n".join(["ten"] + ["20"] * (question.answer_key.count(";")))
    with pytest.raises(Refusal):
        TABLE.normalize(question, typed, "en")


def test_table_answer_text_names_each_box() -> None:
    assert answer_text("10;-37.5") == "Box 1: +10 · Box 2: −37.50"


def test_table_worked_answer_explains_each_box() -> None:
    question = _question(seed=7)

    worked = TABLE.worked_answer(question)

    assert "settled on its own" in worked.reason


def test_table_question_page_and_answer_show_each_box_working(client) -> None:
    user = TraineeFactory()
    question = _question(seed=8, user=user)
    client.force_login(user)

    page = client.get(reverse("trainer:question", args=[question.pk])).content.decode()
    boxes = table_boxes(question.dealt_round)
    for box in boxes:
        assert f'name="box-{box.position}"' in page
    assert page.count('inputmode="text" data-keypad') == len(boxes)
    assert "Box 2 · ante" in page

    amounts = question.answer_key.split(";")
    form = {f"box-{position}": amount for position, amount in enumerate(amounts, start=1)}
    response = client.post(reverse("trainer:answer", args=[question.pk]), form)
    assert response.status_code == 302
    content = client.get(reverse("trainer:question", args=[question.pk])).content.decode()

    assert Attempt.objects.get(question=question).is_correct
    assert content.count('class="working"') == len(boxes)


def test_table_boxes_are_read_in_box_order_whatever_the_post_order(client) -> None:
    user = TraineeFactory()
    question = _question(seed=8, user=user)
    client.force_login(user)
    amounts = question.answer_key.split(";")
    form = {f"box-{position}": amount for position, amount in enumerate(amounts, start=1)}

    reversed_form = dict(reversed(list(form.items())))
    client.post(reverse("trainer:answer", args=[question.pk]), reversed_form)

    attempt = Attempt.objects.get(question=question)
    assert attempt.is_correct
    assert attempt.given == ";".join(amounts)


def test_table_with_a_box_left_empty_asks_for_every_box_and_keeps_the_rest(client) -> None:
    user = TraineeFactory()
    question = _question(seed=8, user=user)
    client.force_login(user)
    form = {f"box-{box.position}": "25" for box in table_boxes(question.dealt_round)}
    form["box-2"] = ""

    response = client.post(
        reverse("trainer:answer", args=[question.pk]), form, HTTP_HX_REQUEST="true"
    )

    page = response.content.decode()
    assert response.status_code == 200
    assert "Type one amount for each of the" in page
    assert 'name="box-1" value="25"' in page
    assert not Attempt.objects.filter(question=question).exists()


def test_table_bad_entry_costs_no_attempt(client) -> None:
    user = TraineeFactory()
    question = _question(seed=9, user=user)
    client.force_login(user)

    response = client.post(
        reverse("trainer:answer", args=[question.pk]), {"answer": "lots"}, HTTP_HX_REQUEST="true"
    )

    assert response.status_code == 200
    assert "field-error" in response.content.decode()
    assert not Attempt.objects.filter(question=question).exists()


@pytest.mark.parametrize("language", ["en", "vi"])
def test_table_question_page_renders_in_both_languages(client, language: str) -> None:
    user = TraineeFactory()
    question = _question(seed=10, user=user)
    client.force_login(user)
    with translation.override(language):
        url = reverse("trainer:question", args=[question.pk])

    response = client.get(url)

    assert response.status_code == 200
    assert f'<html lang="{language}">' in response.content.decode()


def test_every_box_is_played_as_one_of_the_players_a_dealer_meets() -> None:
    rules = Variant.objects.get(slug="online-boxes").rules()
    for seed in range(40):
        for box in table_boxes(deal_table(difficulty="round", rng=random.Random(seed))):
            round_ = box.round
            if box.position == 3:
                continue  # the third box always plays: no switch, no fold
            switch = round_.switches[0].discarded if round_.switches else ()
            assert any(
                discard_for(player, round_.player, rules) == switch
                and decision_for(player, round_.hand, round_.up_card, rules, switched=switch)
                is round_.decision
                for player in PlayerType
            ), (box.position, round_)


@pytest.mark.parametrize(("line", "boxes"), [("two_boxes", 2), ("three_boxes", 3)])
def test_table_dealt_for_its_cell_has_that_many_boxes(line, boxes) -> None:
    dealt = deal_table(difficulty="round", rng=random.Random(3), line=line)
    assert len(table_boxes(dealt)) == boxes
