"""Russian Poker's refusals and figures in the reader's words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.utils import translation

from engine.errors import IllegalAction, RulesIncomplete
from engine.hands import Category
from paytables import wording
from paytables.games.russian import wording as russian_wording
from paytables.games.russian.wording import figure_label, russian_explain

ENGINE = Path(__file__).resolve().parents[2] / "engine" / "russian"


def _codes() -> set[str]:
    codes = set()
    for module in ENGINE.glob("*.py"):
        codes |= set(re.findall(r'code="([a-z_]+)"', module.read_text(encoding="utf-8")))
    return codes


def test_every_refusal_of_the_russian_engine_has_a_sentence():
    known = set(russian_wording.ERROR_MESSAGES) | set(wording.ERROR_MESSAGES)
    assert _codes() - known == set()


@pytest.mark.parametrize(
    "figure",
    [
        "bet_pays",
        "ante_on_win",
        "ante_after_bought_no_game",
        "dealer_discards",
        "redraw_same_rank",
        "two_combinations",
        "same_ranks_second",
        "insurance.limit",
        "insurance.returned_unless_won",
        "max_payout",
    ],
)
def test_every_figure_a_house_may_leave_unknown_has_a_name(figure):
    assert figure_label(figure) and "_" not in figure_label(figure)


def test_an_unknown_figure_is_explained_with_its_name_in_each_language():
    error = RulesIncomplete("...", code="ante_on_win_unknown", field="ante_on_win")
    with translation.override("en"):
        english = russian_explain(error, variant_name="Corona")
    assert english.startswith("Corona has not published the ante, when the player wins")


def test_a_refusal_names_hands_as_the_pay_tables_do():
    error = IllegalAction(
        "...", code="insurance_hand_too_low", least=Category.THREE_OF_A_KIND, held=Category.PAIR
    )
    with translation.override("en"):
        assert (
            russian_explain(error)
            == "Insurance needs Three of a kind or better; the player holds Pair."
        )
