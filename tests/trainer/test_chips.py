"""Answering in chips: the tray's chips read and refused, graded on the amount then the
house's pay policy, the drill's option, the tray on the page, and bets drawn as chips."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest
from django.template import Context, Template
from django.urls import reverse
from django.utils import translation

from croupier.errors import Refusal
from engine.chips import US_CHIPS, US_CHIPS_WITH_20
from paytables.models import ChipSet, Variant
from tests.paytables.factories import ChipSetFactory
from tests.trainer.factories import InstructorFactory, QuestionFactory, TraineeFactory
from tests.trainer.helpers import next_question
from tests.trainer.kinds.test_settle_table import _question as table_question
from trainer.chips import (
    ChipAnswer,
    Direction,
    chip_answer_parse,
    chip_face,
    chip_feedback,
    chip_ink,
    house_chips,
)
from trainer.kinds import kind_of
from trainer.kinds.oasis.slugs import OasisKind
from trainer.models import Attempt, DrillSession
from trainer.services import attempt_record, drill_retry, drill_start

pytestmark = pytest.mark.django_db

D = Decimal


def url(name, language="en", **kwargs):
    with translation.override(language):
        return reverse(name, kwargs=kwargs or None)


def chips_question(key: str = "55", **kwargs):
    """A question of a drill that answers in chips, at the standard house (US colours)."""
    return QuestionFactory(answer_key=key, session__answer_in_chips=True, **kwargs)


# The drill form of one ante question, answered in chips.
CHIPS_DRILL = {
    "variant": "standard",
    "kinds": [OasisKind.ANTE],
    "difficulty": "round",
    "length": 1,
    "answer_in_chips": "on",
}


def house(slug: str) -> None:
    """Deal the standard house's questions with the shipped chip set ``slug``."""
    Variant.objects.filter(slug="standard").update(chip_set=ChipSet.objects.get(slug=slug))


# -- reading the chips posted --------------------------------------------------------------


@pytest.mark.parametrize(
    ("given", "amount", "counts"),
    [
        ("chips:pay:25x2,5x1,1x3", "58", ((D(25), 2), (D(5), 1), (D(1), 3))),
        ("chips:take:25x1", "-25", ((D(25), 1),)),
        ("chips:pay:", "0", ()),  # an empty tray: nothing changes hands
        ("chips:pay:2.5x2", "5", ((D("2.50"), 2),)),  # 2.5 is the 2.50 chip
        ("chips:pay:1x3, 25x1", "28", ((D(25), 1), (D(1), 3))),  # kept largest first
        ("chips:pay:5x1,5x2", "15", ((D(5), 3),)),  # one value twice: counted together
    ],
)
def test_chips_posted_are_read_as_the_player_result(given, amount, counts):
    answer = chip_answer_parse(given, US_CHIPS)
    assert answer.amount == D(amount)
    assert answer.counts == counts


@pytest.mark.parametrize(
    ("given", "says"),
    [
        ("chips:pay:7x1", "no chip of 7"),  # not a chip of the set
        ("chips:pay:20x2", "no chip of 20"),  # the 20 is not in the plain US set
        ("chips:pay:25x-1", "from 1 to 99"),  # a negative count
        ("chips:pay:-25x1", "is not chips"),  # a negative chip
        ("chips:pay:25x0", "from 1 to 99"),
        ("chips:pay:25x100", "from 1 to 99"),  # an absurd count
        ("chips:pay:25x60,25x60", "More than 99 chips of 25"),  # absurd once counted
        ("chips:pay:25x1.5", "from 1 to 99"),
        ("chips:pay:25", "is not chips"),
        ("chips:pay:abc", "is not chips"),
        ("chips:pay:1e3x1", "is not chips"),
        ("chips:pay:NaNx1", "is not chips"),
        ("chips:give:25x1", "pay the player or take"),
        ("chips:25x1", "pay the player or take"),
        ("chips:pay:" + "1x1," * 30, "more chips than one answer"),
    ],
)
def test_bad_chips_are_refused_with_a_message(given, says):
    with pytest.raises(Refusal) as refused:
        chip_answer_parse(given, US_CHIPS)
    assert says in str(refused.value)


@pytest.mark.parametrize(
    "posted",
    [
        {"direction": "pay", "chips": "7x1"},
        {"direction": "pay", "chips": "25x-2"},
        {"direction": "pay", "chips": "25x500"},
        {"direction": "sideways", "chips": "25x1"},
        {"direction": "pay", "chips": "<script>x1"},
    ],
)
def test_bad_chips_posted_record_nothing_and_say_why(client, posted):
    question = chips_question()
    client.force_login(question.user)
    response = client.post(url("trainer:answer", pk=question.pk), posted)
    page = response.content.decode()
    assert response.status_code == 200
    assert 'class="field-error"' in page and "data-chip-tray" in page
    assert "<script>x1" not in page  # echoed escaped, if at all
    assert not Attempt.objects.exists()


# -- grading: the amount first, the house's policy second -----------------------------------


def answer(question, given: str) -> Attempt:
    return attempt_record(user=question.user, question=question, given=given, language="en")


def test_right_amount_in_the_house_chips_is_right_without_a_note(client):
    question = chips_question("55")
    assert answer(question, "chips:pay:25x2,5x1").attempt.is_correct
    client.force_login(question.user)
    page = client.get(url("trainer:question", pk=question.pk)).content.decode()
    assert "chip-feedback__note" not in page
    assert "+55 in chips: 2 × 25 + 1 × 5" in page


def test_right_amount_in_too_many_chips_is_right_with_a_note_naming_the_house_chips(client):
    question = chips_question("55")
    assert answer(question, "chips:pay:5x11").attempt.is_correct
    client.force_login(question.user)
    page = client.get(url("trainer:question", pk=question.pk)).content.decode()
    note = re.search(r'class="chip-feedback__note">([^<]*)<', page)
    assert note is not None
    assert note[1] == (
        "Right amount, in 11 chips. The house pays it in the fewest chips: 2 × 25 + 1 × 5."
    )


def test_wrong_amount_in_chips_is_wrong_without_a_note(client):
    question = chips_question("55")
    assert not answer(question, "chips:pay:25x2").attempt.is_correct
    client.force_login(question.user)
    page = client.get(url("trainer:question", pk=question.pk)).content.decode()
    assert "chip-feedback__note" not in page
    # The worked answer draws the house's chips for the right amount.
    assert "The house's chips: paid to the player" in page
    assert page.count('class="chip-stack"') >= 2  # its 25s and its 5


def test_a_loss_is_answered_by_taking_chips_and_paying_them_is_wrong():
    assert answer(chips_question("-100"), "chips:take:100x1").attempt.is_correct
    assert not answer(chips_question("-100"), "chips:pay:100x1").attempt.is_correct


def test_a_push_is_answered_with_an_empty_tray():
    assert answer(chips_question("0"), "chips:pay:").attempt.is_correct
    assert not answer(chips_question("10"), "chips:pay:").attempt.is_correct


def test_a_typed_answer_still_counts_in_a_chips_drill():
    assert answer(chips_question("55"), "55").attempt.is_correct


def test_colour_for_colour_note_names_the_bet_own_chips():
    # The house pays colour for colour: a 100 ante is one black, so 100 is paid one black;
    # four greens are the right amount, not the house's way.
    chip_set = ChipSetFactory(policy="colour_for_colour", chips=[(25, "#1e7b34"), (100, "#1a1a1a")])
    Variant.objects.filter(slug="standard").update(chip_set=chip_set)
    question = chips_question("100")
    attempt = answer(question, "chips:pay:25x4").attempt
    assert attempt.is_correct
    feedback = chip_feedback(question, attempt.given, right=True, bet=D(100))
    assert feedback.house.chips == (D(100),)
    assert "colour for colour" in feedback.note and "1 × 100" in feedback.note


def test_a_house_that_raises_takes_the_raised_payout_in_chips_as_the_key():
    # Chips of 5 and 25 cannot make 12: a house that raises pays 15.
    ChipSetFactory(slug="fives", raise_to_makeable=True, chips=[(5, "#c8102e"), (25, "#1e7b34")])
    house("fives")
    question = chips_question("12")
    assert answer(question, "chips:pay:5x3").attempt.is_correct
    due = house_chips(Variant.objects.get(slug="standard").chips(), D(12))
    assert due.raised_from == D(12) and due.chips == (D(5), D(5), D(5))


@pytest.mark.parametrize(
    ("amount", "direction", "chips"),
    [
        (D(40), Direction.PAY, (D(20), D(20))),  # largest-first would pay 25 + 5 + 5 + 5
        (D(-45), Direction.TAKE, (D(25), D(20))),
        (D(0), Direction.PAY, ()),
    ],
)
def test_house_chips_are_the_fewest_with_a_20_in_the_set(amount, direction, chips):
    due = house_chips(US_CHIPS_WITH_20, amount)
    assert (due.direction, due.chips) == (direction, chips)


def test_chip_answer_amount_signs_a_take():
    assert ChipAnswer(Direction.TAKE, ((D(5), 2),)).amount == D(-10)


# -- the drill's option and the page --------------------------------------------------------


def test_drill_form_stores_answer_in_chips_and_a_retry_keeps_it(client):
    trainee = TraineeFactory()
    client.force_login(trainee)
    form = dict(CHIPS_DRILL)
    client.post(url("trainer:drill_create"), form)
    session = DrillSession.objects.get(user=trainee)
    assert session.answer_in_chips
    question = next_question(session)
    answer(question, "chips:pay:1x1" if question.answer_key != "1" else "chips:pay:5x1")
    retry = drill_retry(session=session)
    assert retry is not None and retry.answer_in_chips


def test_drill_form_without_the_option_answers_typed(client):
    trainee = TraineeFactory()
    client.force_login(trainee)
    form = {"variant": "standard", "kinds": [OasisKind.ANTE], "difficulty": "round", "length": 1}
    client.post(url("trainer:drill_create"), form)
    session = DrillSession.objects.get(user=trainee)
    assert not session.answer_in_chips
    page = client.get(url("trainer:drill", pk=session.pk)).content.decode()
    assert "data-chip-tray" not in page and "data-keypad-template" in page


@pytest.mark.parametrize(
    ("language", "add", "pay", "take"),
    [
        ("en", "Add a 25 chip", "Pay the player", "Take from the player"),
        ("vi", "Thêm một chip 25", "Trả cho người chơi", "Thu của người chơi"),
    ],
)
def test_question_page_shows_the_house_tray_in_both_languages(client, language, add, pay, take):
    trainee = TraineeFactory()
    session = drill_start(
        user=trainee,
        variant=Variant.objects.get(slug="standard"),
        kinds=[OasisKind.NET],
        difficulty="round",
        rare=False,
        seconds_per_question=None,
        length=1,
        answer_in_chips=True,
    )
    client.force_login(trainee)
    for headers in ({}, {"HTTP_HX_REQUEST": "true"}):
        page = client.get(url("trainer:drill", language, pk=session.pk), **headers).content
        page = page.decode()
        assert page.count("data-chip-add=") == len(US_CHIPS.chips)
        assert add in page and pay in page and take in page
        assert 'name="chips"' in page and 'aria-live="polite" data-chip-total' in page
        assert "data-keypad-template" not in page  # the tray, not the typed box


def test_tray_keeps_the_chips_posted_with_a_refused_answer(client):
    question = chips_question()
    client.force_login(question.user)
    posted = {"direction": "take", "chips": "25x2,7x1"}
    page = client.post(url("trainer:answer", pk=question.pk), posted).content.decode()
    assert "The house has no chip of 7." in page
    # A chip that is no chip drops the answer: the tray starts again, the way kept.
    assert 'value="take" checked' in page and 'value=""' in page


def test_chip_answer_is_written_back_to_the_instructor():
    question = chips_question("56")
    answer(question, "chips:pay:25x2,5x1,1x1")
    kind = kind_of(question.kind)
    assert kind.given_text(question, "chips:pay:25x2,5x1,1x1") == (
        "+56 in chips: 2 × 25 + 1 × 5 + 1 × 1"
    )
    assert kind.given_text(question, "chips:take:25x1") == "−25 in chips: 1 × 25"


# -- bets drawn as chips -------------------------------------------------------------------


def bet(amount: str) -> str:
    template = Template("{% load chips %}{% bet_chips amount variant %}")
    context = Context({"amount": amount, "variant": Variant.objects.get(slug="standard")})
    return template.render(context)


def labels(html: str) -> list[str]:
    return re.findall(r'class="chip-stacks__label">([^<]*)<', html)


def test_bet_tag_draws_the_fewest_chips_beside_the_number():
    assert labels(bet("37.50")) == ["1 × 25", "2 × 5", "1 × 2.50"]
    assert labels(bet("130")) == ["1 × 100", "1 × 25", "1 × 5"]
    html = bet("5")
    assert 'fill="#c8102e"' in html and html.count("<rect") == 1


def test_bet_tag_with_a_20_in_the_set_is_not_largest_first():
    house("us-colours-baccarat-20")
    # Largest first would place 25 + 5 + 5 + 5: four chips where two yellows make it.
    assert labels(bet("40")) == ["2 × 20"]
    assert 'fill="#f2c500"' in bet("40")


def test_bet_tag_draws_nothing_where_the_set_cannot_make_the_bet_or_there_is_none():
    assert bet("0.50").strip() == ""
    assert bet("").strip() == ""
    assert bet("0").strip() == ""


def test_round_subject_shows_each_bet_as_chips(client):
    question = chips_question()
    client.force_login(question.user)
    page = client.get(url("trainer:question", pk=question.pk)).content.decode()
    stakes = page[page.index('class="drill__stakes"') :]
    assert labels(stakes[: stakes.index("</p>")]) == ["1 × 100"]  # the factory's ante of 100


@pytest.mark.parametrize(
    ("value", "face"),
    [(D(1), "1"), (D("2.50"), "2.50"), (D(1000), "1K"), (D(2500), "2.5K"), (D(10**6), "1M")],
)
def test_chip_face_prints_the_value_short(value, face):
    with translation.override("en"):
        assert chip_face(value) == face


def test_chip_ink_is_dark_on_light_chips_and_light_on_dark():
    assert chip_ink("#f5f5f0") == "#111111"  # white
    assert chip_ink("#1a1a1a") == "#ffffff"  # black
    assert chip_ink("#c8102e") == "#ffffff"  # red


# -- switching a drill between chips and typing ---------------------------------------------


def test_a_drill_switches_to_chips_and_back_from_its_question(client):
    question = QuestionFactory(answer_key="55")
    session = question.session
    client.force_login(question.user)
    page = client.get(url("trainer:question", pk=question.pk)).content.decode()
    assert "Answer in chips instead" in page and "data-chip-tray" not in page
    response = client.post(url("trainer:drill_chips", pk=session.pk), {"on": "1"})
    assert response.status_code == 302
    session.refresh_from_db()
    assert session.answer_in_chips
    page = client.get(response["Location"]).content.decode()
    assert "data-chip-tray" in page and "Type the amounts instead" in page
    client.post(url("trainer:drill_chips", pk=session.pk), {"on": "0"})
    session.refresh_from_db()
    assert not session.answer_in_chips


def test_switching_by_htmx_follows_to_the_drill_partial(client):
    question = QuestionFactory(answer_key="55")
    client.force_login(question.user)
    response = client.post(
        url("trainer:drill_chips", pk=question.session.pk),
        {"on": "1"},
        HTTP_HX_REQUEST="true",
        follow=True,
    )
    page = response.content.decode()
    assert "data-chip-tray" in page and "<html" not in page


def test_switching_another_trainee_drill_is_not_found_and_changes_nothing(client):
    question = QuestionFactory(answer_key="55")
    client.force_login(TraineeFactory())
    response = client.post(url("trainer:drill_chips", pk=question.session.pk), {"on": "1"})
    assert response.status_code == 404
    question.session.refresh_from_db()
    assert not question.session.answer_in_chips


def test_switching_asks_a_post_and_a_log_in(client):
    question = QuestionFactory(answer_key="55")
    target = url("trainer:drill_chips", pk=question.session.pk)
    assert client.post(target, {"on": "1"}).status_code == 302  # to the log-in
    client.force_login(question.user)
    assert client.get(target).status_code == 405
    question.session.refresh_from_db()
    assert not question.session.answer_in_chips


def test_chips_are_refused_at_a_house_whose_chips_cannot_make_its_antes(client):
    house("vnd-example")  # the smallest chip is 10,000: no ante of 10 to 100
    trainee = TraineeFactory()
    client.force_login(trainee)
    form = dict(CHIPS_DRILL)
    page = client.post(url("trainer:drill_create"), form).content.decode()
    assert "chips cannot make an ante of 10: answer typed" in page
    assert not DrillSession.objects.exists()
    del form["answer_in_chips"]
    client.post(url("trainer:drill_create"), form)
    assert DrillSession.objects.filter(user=trainee, answer_in_chips=False).exists()


# -- settling the table in chips: a tray a box ----------------------------------------------


def table_chips_form(keys: list[str], chip_set=US_CHIPS) -> dict[str, str]:
    """Each box's key pushed as the fewest chips, the way its sign says."""
    form = {}
    for position, key in enumerate(keys, start=1):
        amount = D(key)
        chips = house_chips(chip_set, amount).chips
        form[f"direction-box-{position}"] = "take" if amount < 0 else "pay"
        form[f"chips-box-{position}"] = ",".join(f"{chip}x1" for chip in chips)
    return form


def test_table_page_in_a_chips_drill_has_one_rack_and_a_pile_a_box(client):
    question = table_question(seed=8)
    DrillSession.objects.filter(pk=question.session_id).update(answer_in_chips=True)
    client.force_login(question.user)
    page = client.get(url("trainer:question", pk=question.pk)).content.decode()
    boxes = len(question.answer_key.split(";"))
    assert page.count("data-chip-add=") == len(US_CHIPS.chips)  # one rack
    assert page.count("data-chip-pile") == boxes
    for position in range(1, boxes + 1):
        assert f'name="chips-box-{position}"' in page
        assert f'name="direction-box-{position}"' in page
    assert "data-keypad" not in page


def test_table_answered_in_chips_box_by_box_is_right(client):
    question = table_question(seed=8)
    client.force_login(question.user)
    form = table_chips_form(question.answer_key.split(";"))
    response = client.post(url("trainer:answer", pk=question.pk), form)
    assert response.status_code == 302
    attempt = Attempt.objects.get(question=question)
    assert attempt.is_correct
    page = client.get(url("trainer:question", pk=question.pk)).content.decode()
    assert page.count('class="chip-feedback"') == len(question.answer_key.split(";"))
    assert "in chips:" in page  # the answer written back, box by box


def test_table_box_in_too_many_chips_is_right_with_a_note_and_a_wrong_box_is_wrong(client):
    question = table_question(seed=8)
    keys = question.answer_key.split(";")
    client.force_login(question.user)
    form = table_chips_form(keys)
    wins = [n for n, key in enumerate(keys, start=1) if D(key) > 1]
    if wins:  # the first box won, paid in 1s: right amount, more chips than the house's
        box = wins[0]
        form[f"chips-box-{box}"] = f"1x{int(D(keys[box - 1]))}"
    client.post(url("trainer:answer", pk=question.pk), form)
    assert Attempt.objects.get(question=question).is_correct
    page = client.get(url("trainer:question", pk=question.pk)).content.decode()
    assert ("The house pays it in the fewest chips" in page) == bool(wins)

    other = table_question(seed=8)
    form = table_chips_form(other.answer_key.split(";"))
    form["direction-box-1"] = "take" if form["direction-box-1"] == "pay" else "pay"
    form["chips-box-1"] = form["chips-box-1"] or "5x1"
    client.force_login(other.user)
    client.post(url("trainer:answer", pk=other.pk), form)
    assert not Attempt.objects.get(question=other).is_correct


def test_table_bad_chips_in_a_box_are_refused_and_record_nothing(client):
    question = table_question(seed=8)
    client.force_login(question.user)
    form = table_chips_form(question.answer_key.split(";"))
    form["chips-box-2"] = "7x1"
    response = client.post(url("trainer:answer", pk=question.pk), form)
    assert "The house has no chip of 7." in response.content.decode()
    assert not Attempt.objects.filter(question=question).exists()


def test_the_admin_reads_a_chip_answer_as_chips_not_as_the_posted_text(client):
    question = chips_question("56")
    answer(question, "chips:pay:25x2,5x1,1x1")
    client.force_login(InstructorFactory())
    page = client.get(url("admin:trainer_attempt_changelist")).content.decode()
    assert "+56 in chips: 2 × 25 + 1 × 5 + 1 × 1" in page
    assert "chips:pay:" not in page
