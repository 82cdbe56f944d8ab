from __future__ import annotations

import pytest

from trainer.kinds import kind_of

pytestmark = pytest.mark.django_db
QUALIFIES = kind_of("qualifies")


@pytest.mark.parametrize(
    ("line", "key"),
    [("pair_or_better", "yes"), ("ace_king", "yes"), ("ace_high", "no"), ("below", "no")],
)
def test_dealer_qualifies_with_ace_king_or_better(deal, line, key):
    assert deal("qualifies", line=line, seed=line).answer_key == key


def test_qualifying_after_a_fold_is_explained_by_the_dealers_hand(deal):
    for seed in range(40):
        question = deal("qualifies", line="pair_or_better", seed=seed)
        if question.dealt_round.history["decision"] == "fold":
            break
    else:
        pytest.fail("no fold among the dealt rounds")
    reason = QUALIFIES.worked_answer(question).reason
    assert reason.startswith("The dealer holds ")
    assert reason.endswith("Ace-King or better: he qualifies.")
    assert "fold" not in reason.lower()


def test_ace_king_is_explained_as_the_lowest_that_qualifies(deal):
    reason = QUALIFIES.worked_answer(deal("qualifies", line="ace_king")).reason
    assert "Ace-King: no pair, no straight or flush, but an ace and a king." in reason
