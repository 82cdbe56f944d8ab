from __future__ import annotations

from decimal import Decimal

import pytest

from trainer.kinds import kind_of

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("line", "antes"),
    [("win", 1), ("not_qualified", 1), ("push", 0), ("lose", -1), ("fold", -1)],
)
def test_ante_result_by_how_the_round_ends(deal, line, antes):
    question = deal("ante", line=line, seed=line)
    assert Decimal(question.answer_key) == antes * question.dealt_round.ante


def test_ante_when_the_dealer_does_not_qualify_explains_his_hand(deal):
    reason = kind_of("ante").worked_answer(deal("ante", line="not_qualified")).reason
    assert reason.startswith("The dealer holds ")
    assert "he does not qualify" in reason


@pytest.mark.parametrize(
    ("line", "key"),
    [("player", "player"), ("not_qualified", "player"), ("dealer", "dealer"), ("tie", "tie")],
)
def test_who_wins_by_how_the_round_ends(deal, line, key):
    question = deal("winner", line=line, seed=line)
    assert question.answer_key == key
    assert question.dealt_round.history["decision"] == "raise"


def test_who_wins_is_explained_by_the_showdown_or_the_dealers_hand(deal):
    winner = kind_of("winner")
    reason = winner.worked_answer(deal("winner", line="tie", seed=4)).reason
    assert "a tie: ante and raise push" in reason
    reason = winner.worked_answer(deal("winner", line="not_qualified", seed=4)).reason
    assert reason.startswith("The dealer holds ") and "he does not qualify" in reason


def test_a_wrong_choice_is_graded_wrong_and_one_outside_the_choices_costs_nothing(deal):
    from croupier.errors import Refusal

    winner = kind_of("winner")
    question = deal("winner", line="dealer", seed=2)
    assert not winner.is_right(question, winner.normalize(question, "player", "en"))
    with pytest.raises(Refusal):
        winner.normalize(question, "the house", "en")
