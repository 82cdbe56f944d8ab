"""The four kinds on the house's chips: count a picture of stacks, colour up, change a chip,
pay a stated payout. Each cell dealt on every shipped chip set (US colours, US with the 20,
the VND example), graded on the amount then the chips, and refused where the house's chips
cannot show the kind."""

from __future__ import annotations

from collections import Counter
from decimal import Decimal

import pytest

from croupier.errors import Refusal
from engine.chips import ChipSet as EngineChipSet
from engine.chips import change, fewest, pay
from paytables.models import ChipSet, Variant
from tests.paytables.factories import ChipSetFactory
from trainer.chips import chip_answer_parse, question_chips
from trainer.kinds import KINDS, kind_of, refusals
from trainer.kinds.chip_change import NOT_SMALLER
from trainer.kinds.chip_skills import STACK, piles_chips
from trainer.models import Question, TimeStandard

pytestmark = pytest.mark.django_db

SHIPPED = ("us-colours", "us-colours-baccarat-20", "vnd-example")
CHIP_KINDS = ("chip_count", "chip_colour_up", "chip_change", "chip_pay")
SEEDS = range(6)


@pytest.fixture
def house():
    """``house(slug)``: the standard Oasis house, given the shipped chip set ``slug``."""

    def given(slug: str) -> str:
        Variant.objects.filter(slug="standard").update(chip_set=ChipSet.objects.get(slug=slug))
        return "standard"

    return given


def pushed(chips, direction: str = "pay") -> str:
    """Chips as the tray posts them."""
    held = Counter(chips)
    return f"chips:{direction}:" + ",".join(f"{value}x{many}" for value, many in held.items())


def grade(question: Question, given: str) -> bool:
    handler = kind_of(question.kind)
    return handler.is_right(question, handler.normalize(question, given, "vi"))


def test_the_chip_kinds_are_kinds_of_any_game():
    assert set(CHIP_KINDS) <= set(KINDS)
    for slug in CHIP_KINDS:
        assert kind_of(slug).game_rules is None


@pytest.mark.parametrize("chips", SHIPPED)
@pytest.mark.parametrize("kind", CHIP_KINDS)
def test_every_cell_deals_on_every_shipped_set_and_its_key_is_right(kind, chips, deal, house):
    variant = house(chips)
    handler = kind_of(kind)
    chip_set = Variant.objects.get(slug=variant).chips()
    assert handler.chips_refusal(chip_set) is None
    for cell in handler.catalogue():
        for seed in SEEDS:
            question = deal(kind, variant, line=cell.line, seed=f"{chips}:{cell.key}:{seed}")
            assert question.cell == cell.key
            assert question_chips(question) == chip_set  # kept with the question
            piles = handler.piles(question)
            assert all(0 < many <= STACK for _value, many in piles)
            right = pushed(handler.house(question)) if handler.chips_only else question.answer_key
            assert grade(question, right), (cell.key, seed)


@pytest.mark.parametrize("chips", SHIPPED)
def test_a_count_is_the_worth_of_the_stacks_shown(chips, deal, house):
    variant = house(chips)
    for cell in kind_of("chip_count").catalogue():
        question = deal("chip_count", variant, line=cell.line, seed=3)
        piles = kind_of("chip_count").piles(question)
        total = sum(value * many for value, many in piles)
        assert Decimal(question.answer_key) == total
        colours = {value for value, _many in piles}
        if cell.line == "one_colour":
            assert len(piles) == 1
        elif cell.line == "two_colours":
            assert len(colours) == 2
        elif cell.line == "mixed":
            assert len(colours) in (3, 4)
        else:
            assert sum(many == STACK for _value, many in piles) >= 2
        assert not grade(question, str(total + min(colours)))


def test_a_count_is_typed_and_read_in_the_trainees_language(deal, house):
    question = deal("chip_count", house("vnd-example"), line="full_stacks", seed=1)
    total = Decimal(question.answer_key)
    written = f"{int(total):,}".replace(",", ".")
    assert grade(question, written)
    assert kind_of("chip_count").answers_in_chips is False


@pytest.mark.parametrize("chips", SHIPPED)
def test_colour_up_is_the_fewest_chips_of_the_same_worth(chips, deal, house):
    variant = house(chips)
    handler = kind_of("chip_colour_up")
    for cell in handler.catalogue():
        question = deal("chip_colour_up", variant, line=cell.line, seed=5)
        chip_set = question_chips(question)
        held = piles_chips(handler.piles(question))
        up = handler.house(question)
        assert up == fewest(chip_set, sum(held, Decimal(0)))
        assert len(up) < len(held)
        if cell.line == "whole":
            assert len(set(up)) == 1
        if cell.line == "with_odd":
            assert len(set(up)) > 1


def test_colour_up_with_a_20_is_not_largest_first(deal, house):
    # 8 yellow 20s are 160: largest first is 100 + 25 + 25 + 5 + 5 (5 chips), fewest
    # 100 + 20 + 20 + 20 (4 chips).
    variant = house("us-colours-baccarat-20")
    question = deal("chip_colour_up", variant, line="mixed", seed=1)
    question.choices["piles"] = [["20", 8]]
    question.answer_key = "160"
    handler = kind_of("chip_colour_up")
    up = handler.house(question)
    assert Counter(up) == {Decimal(100): 1, Decimal(20): 3}
    greedy = pushed([Decimal(100), Decimal(25), Decimal(25), Decimal(5), Decimal(5)])
    assert grade(question, pushed(up))
    assert grade(question, greedy)  # the right worth: right, with a note
    feedback = handler.chip_feedback(question, greedy, right=True)
    assert "4" in feedback.note and "1 × 100" in feedback.note


def test_colour_up_right_worth_in_other_chips_is_right_with_a_note(deal, house):
    variant = house("us-colours")
    handler = kind_of("chip_colour_up")
    question = deal("chip_colour_up", variant, line="with_odd", seed=2)
    held = piles_chips(handler.piles(question))
    back = pushed(held)  # his own chips pushed back: the worth, but no colour-up
    assert grade(question, back)
    feedback = handler.chip_feedback(question, back, right=True)
    assert feedback.note.startswith("Right worth")
    assert not feedback.same
    right = handler.chip_feedback(question, pushed(handler.house(question)), right=True)
    assert right.same and right.note == ""


def test_colour_up_wrong_worth_is_wrong(deal, house):
    handler = kind_of("chip_colour_up")
    question = deal("chip_colour_up", house("us-colours"), line="whole", seed=4)
    up = handler.house(question)
    assert not grade(question, pushed([*up, Decimal(1)]))
    assert not grade(question, pushed(up[1:]))
    assert not grade(question, pushed(up, direction="take"))


def test_colour_up_is_answered_in_chips_only(deal, house):
    question = deal("chip_colour_up", house("us-colours"), line="whole", seed=4)
    with pytest.raises(Refusal) as refused:
        kind_of("chip_colour_up").normalize(question, question.answer_key, "en")
    assert refused.value.code == "chips_only"


@pytest.mark.parametrize("chips", SHIPPED)
def test_change_follows_the_house_rule_next_value_down(chips, deal, house):
    variant = house(chips)
    handler = kind_of("chip_change")
    for cell in handler.catalogue():
        question = deal("chip_change", variant, line=cell.line, seed=7)
        chip_set = question_chips(question)
        chip, many = handler.handed(question)
        assert handler.house(question) == change(chip_set, chip) * many
        assert Decimal(question.answer_key) == chip * many
        if cell.line == "several":
            assert many >= 2


def test_change_of_a_black_is_four_greens(deal, house):
    handler = kind_of("chip_change")
    question = deal("chip_change", house("us-colours"), line="several", seed=1)
    question.choices["piles"] = [["100", 1]]
    question.answer_key = "100"
    assert handler.house(question) == (Decimal(25),) * 4


def test_change_of_a_green_with_a_20_is_a_yellow_and_a_red(deal, house):
    # (The deal fixture keeps a house's chips for the test: one set a test.)
    handler = kind_of("chip_change")
    with_20 = deal("chip_change", house("us-colours-baccarat-20"), line="small_chip", seed=1)
    # The smallest chip with change in the US set with the 20: 5 into two 2.50s.
    assert handler.handed(with_20) == (Decimal(5), 1)
    with_20.choices["piles"] = [["25", 1]]
    with_20.answer_key = "25"
    assert handler.house(with_20) == (Decimal(20), Decimal(5))


def test_change_graded_on_worth_then_chips(deal, house):
    handler = kind_of("chip_change")
    question = deal("chip_change", house("us-colours"), line="large_chip", seed=1)
    chip, many = handler.handed(question)
    assert chip == Decimal(5000) and many == 1
    rule = handler.house(question)  # five orange 1,000s
    assert grade(question, pushed(rule))
    other = [Decimal(500)] * 10  # the right worth, not the rule's chips: right, with a note
    assert grade(question, pushed(other))
    note = handler.chip_feedback(question, pushed(other), right=True).note
    assert "next value down" in note and "5 × 1,000" in note
    assert not grade(question, pushed([*rule[:-1], Decimal(500)]))  # short: wrong
    # His own chip back is no change: wrong, whatever its worth.
    assert handler.normalize(question, pushed([chip]), "en") == NOT_SMALLER
    assert not grade(question, pushed([chip]))


@pytest.mark.parametrize("chips", SHIPPED)
def test_pay_is_the_stated_amount_cut_by_the_house_policy(chips, deal, house):
    variant = house(chips)
    handler = kind_of("chip_pay")
    for cell in handler.catalogue():
        question = deal("chip_pay", variant, line=cell.line, seed=11)
        chip_set = question_chips(question)
        won, staked = handler.odds(question)
        bet = handler.bet(question)
        assert Decimal(question.answer_key) == bet * won / staked
        if cell.line == "even_money":
            assert (won, staked) == (1, 1)
        elif cell.line == "three_to_two":
            assert (won, staked) == (3, 2)
        else:
            assert won / staked >= 5
        placed = fewest(chip_set, bet)
        expected = pay(chip_set, chip_set.policy, Decimal(question.answer_key), placed)
        assert handler.house(question) == expected.chips
        assert money_in(handler.prompt(question), question)


def money_in(prompt: str, question: Question) -> bool:
    from paytables.wording import money

    return money(Decimal(question.answer_key)) in prompt


def test_pay_colour_for_colour_pays_in_the_bets_chips(deal, house):
    ChipSet.objects.filter(slug="us-colours").update(policy="colour_for_colour")
    variant = house("us-colours")
    handler = kind_of("chip_pay")
    question = deal("chip_pay", variant, line="even_money", seed=1)
    question.choices["piles"] = [["5", 3]]
    question.answer_key = "15"
    assert handler.house(question) == (Decimal(5),) * 3  # not a green 25... nor fewest 10 + 5
    fewer = pushed([Decimal(5), Decimal(5), Decimal(5)])
    assert grade(question, fewer)
    green = pushed([Decimal(5)] * 3)
    assert handler.chip_feedback(question, green, right=True).same


def test_pay_right_amount_in_more_chips_is_right_with_a_note_and_wrong_amount_wrong(deal, house):
    handler = kind_of("chip_pay")
    question = deal("chip_pay", house("us-colours"), line="bonus", seed=3)
    paid = list(handler.house(question))
    largest = max(paid)  # a bonus of 5 to 1 or more on a bet of a 1 or more: larger than 1
    paid.remove(largest)
    more = [*paid, *change(question_chips(question), largest)]  # the same worth, more chips
    assert grade(question, pushed(more))
    note = handler.chip_feedback(question, pushed(more), right=True).note
    assert note.startswith(f"Right amount, in {len(more)} chips. The house pays it in the fewest")
    assert not grade(question, pushed([*handler.house(question), Decimal(1)]))


def test_pay_refuses_a_typed_answer_and_chips_not_of_the_house(deal, house):
    question = deal("chip_pay", house("vnd-example"), line="even_money", seed=1)
    handler = kind_of("chip_pay")
    with pytest.raises(Refusal):
        handler.normalize(question, question.answer_key, "vi")
    with pytest.raises(Refusal):
        handler.normalize(question, "chips:pay:25x1", "vi")  # no 25 in the VND set


def test_a_question_keeps_its_chips_when_the_house_changes_them(deal, house):
    question = deal("chip_pay", house("us-colours"), line="even_money", seed=1)
    Variant.objects.filter(slug="standard").update(chip_set=ChipSet.objects.get(slug="vnd-example"))
    assert question_chips(question).currency == "USD"
    assert grade(question, pushed(kind_of("chip_pay").house(question)))


def one_chip_set() -> EngineChipSet:
    return ChipSetFactory(chips=[(5, "#c8102e")]).to_value()


def test_a_house_of_one_chip_cannot_count_mixed_stacks_colour_up_or_change():
    chip_set = one_chip_set()
    for slug in ("chip_count", "chip_colour_up", "chip_change"):
        assert kind_of(slug).chips_refusal(chip_set)
    assert kind_of("chip_pay").chips_refusal(chip_set) is None  # a 5 pays any 5s


def test_refusals_name_the_chip_kinds_a_house_cannot_ask(deal):
    variant = Variant.objects.get(slug="standard")
    Variant.objects.filter(pk=variant.pk).update(chip_set=ChipSetFactory(chips=[(5, "#c8102e")]))
    variant.refresh_from_db()
    refused = refusals(variant.rules(), list(CHIP_KINDS), variant.chips())
    assert set(refused) == {"chip_count", "chip_colour_up", "chip_change"}
    assert "one chip" in refused["chip_colour_up"]
    with pytest.raises(LookupError):
        deal("chip_colour_up", "standard", line="whole")


def test_change_is_refused_where_no_chip_has_change():
    # A 1 and a 2.50: the 2.50 is two 1s and 0.50, which no chip makes.
    chip_set = ChipSetFactory(chips=[(1, "#ffffff"), ("2.50", "#f4a6c1")]).to_value()
    assert kind_of("chip_change").chips_refusal(chip_set)
    assert kind_of("chip_colour_up").chips_refusal(chip_set) is None


def test_a_chip_answer_is_parsed_against_the_kept_set(deal, house):
    question = deal("chip_colour_up", house("vnd-example"), line="whole", seed=1)
    answer = chip_answer_parse(
        pushed(kind_of("chip_colour_up").house(question)), question_chips(question)
    )
    assert answer.amount == Decimal(question.answer_key)


def test_the_chip_kinds_have_the_schools_time_standards():
    # Issue 29's figures: 20 chips counted down in 10 s, a bonus paid in 30 s, 11 stacks of
    # 20 cut a minute (5.5 s a stack).
    standards = dict(
        TimeStandard.objects.filter(kind__in=CHIP_KINDS, game=None).values_list("kind", "seconds")
    )
    assert standards == {
        "chip_count": Decimal(10),
        "chip_colour_up": Decimal(10),
        "chip_change": Decimal("5.5"),
        "chip_pay": Decimal(30),
    }
