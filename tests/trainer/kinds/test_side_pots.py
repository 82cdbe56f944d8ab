from __future__ import annotations

import json
import random

import pytest
from django.urls import reverse
from django.utils import translation

from croupier.errors import Refusal
from engine.cards import parse_cards
from engine.holdem.evaluate import best_hand
from engine.holdem.pots import award_pots, build_pots
from engine.holdem.table import SEED_002, blind_seats
from paytables.holdem_wording import hand_description
from tests.trainer.factories import (
    AttemptFactory,
    DrillSessionFactory,
    QuestionFactory,
    TraineeFactory,
)
from tests.trainer.helpers import next_question
from trainer.kinds import kind_of
from trainer.kinds.side_pots import (
    TABLES,
    Showdown,
    answer_key,
    deal_showdown,
    normalize,
    players,
    pot_rows,
    showdown_line,
    table_for,
)
from trainer.models import Attempt, Question, QuestionKind
from trainer.presenters import answer_texts

SEEDS = range(300)
TABLE_LINES = [table.line for table in TABLES if table.line]
LINES = ["outright", "split", "odd_chip", *TABLE_LINES]
# A question stored before side pots had tables: no "table", dealt at seed 002's four seats.
# Seat 1 (A K) pairs the board's king and beats Seat 3's queens for the main pot; the side
# pot above Seat 1's 100 chips is Seat 3's alone, Seat 4 having folded; Seat 2 put nothing in.
OLD_CHOICES = {
    "button": 2,
    "contributions": [100, 0, 250, 250],
    "folded": [3],
    "hole": ["As Kd", "", "Qh Qc", ""],
    "board": "2c 7d 9s Jh Kc",
}
OLD_KEY = "300,0/0,300"


def _right_boxes(question: Question) -> dict[str, str]:
    showdown = Showdown.from_data(question.choices)
    data = {}
    for index, row in enumerate(question.answer_key.split("/")):
        for seat, chips in zip(showdown.live, row.split(","), strict=True):
            data[f"chips-{index}-{seat}"] = chips
    return data


def _stored(choices: dict, answer_key: str, cell: str = "") -> Question:
    """A side-pot question as the database holds it."""
    return QuestionFactory(
        kind=QuestionKind.SIDE_POTS,
        dealt_round=None,
        choices=choices,
        answer_key=answer_key,
        cell=cell,
    )


def _ten_at_the_showdown() -> Showdown:
    """All ten players of the ten-seat table at the showdown, all-in at three levels."""
    settings = table_for("ten_seats").settings
    deck = list(parse_cards("2c 7d 9s Jh Kc As Ad Ks Kd Qs Qd Js Jd Ts Td 9c 9d 8s 8d 7s 7c"))
    deck += parse_cards("6s 6d 5s 5d")
    board, rest = tuple(deck[:5]), deck[5:]
    return Showdown(
        button=9,
        contributions=(125, 125, 400, 400, 400, 900, 900, 900, 900, 900),
        folded=frozenset(),
        hole=tuple(tuple(rest[2 * seat : 2 * seat + 2]) for seat in range(10)),
        board=board,
        settings=settings,
    )


@pytest.fixture
def side_pot_question(db) -> Question:
    session = DrillSessionFactory(kinds=[QuestionKind.SIDE_POTS.value], length=3)
    return next_question(session)


# -- the generator -------------------------------------------------------------------------


def test_deal_showdown_is_reproducible_from_the_same_seed():
    assert deal_showdown(random.Random(7)) == deal_showdown(random.Random(7))
    assert deal_showdown(random.Random(7)).to_data() != deal_showdown(random.Random(8)).to_data()


def test_deal_showdown_round_trips_through_json():
    showdown = deal_showdown(random.Random(3))
    assert Showdown.from_data(showdown.to_data()) == showdown


@pytest.mark.parametrize("seed", SEEDS)
def test_deal_showdown_always_has_all_ins_folded_chips_and_side_pots_for_any_seed(seed):
    showdown = deal_showdown(random.Random(seed))
    live_levels = {showdown.contributions[s] for s in showdown.live}
    assert len(showdown.contributions) == showdown.settings.seats
    assert 2 <= len(showdown.live) <= 4
    assert len(showdown.pots()) >= 2
    assert showdown.folded and all(showdown.contributions[s] > 0 for s in showdown.folded)
    assert len(live_levels) >= 2  # at least one player all-in below the others
    assert sum(pot.amount for pot in showdown.pots()) == sum(showdown.contributions)


def test_deal_showdown_as_the_cards_fall_deals_at_every_table():
    tables = {deal_showdown(random.Random(seed)).settings for seed in SEEDS}
    assert tables == {table.settings for table in TABLES}


def test_deal_showdown_splits_a_pot_often_and_leaves_odd_chips_sometimes():
    awards = [deal_showdown(random.Random(seed)).awards() for seed in SEEDS]
    split = sum(any(a.is_split for a in each) for each in awards)
    odd = sum(any(a.odd_chip_seats for a in each) for each in awards)
    assert split >= len(SEEDS) // 2
    assert odd >= 10


def test_answer_key_is_the_engines_award_per_pot_and_player():
    showdown = deal_showdown(random.Random(5))
    pots = build_pots(showdown.contributions, showdown.folded)
    awards = award_pots(pots, showdown.values(), showdown.button)
    expected = "/".join(
        ",".join(str(dict(a.shares).get(s, 0)) for s in showdown.live) for a in awards
    )
    assert answer_key(showdown) == expected


# -- reading and grading -------------------------------------------------------------------


def test_normalize_accepts_whole_chips_for_every_box():
    showdown = deal_showdown(random.Random(5))
    key = answer_key(showdown)
    assert normalize(showdown, key.replace(",", " , ")) == key


@pytest.mark.parametrize("bad", ["12.5", "-3", "abc", "", "１２"])
def test_normalize_refuses_a_box_that_is_not_whole_chips(bad):
    showdown = deal_showdown(random.Random(5))
    parts = answer_key(showdown).split("/")
    parts[0] = ",".join([bad, *parts[0].split(",")[1:]])
    with pytest.raises(Refusal):
        normalize(showdown, "/".join(parts))


def test_normalize_refuses_an_answer_with_a_box_missing():
    showdown = deal_showdown(random.Random(5))
    with pytest.raises(Refusal):
        normalize(showdown, answer_key(showdown).rsplit(",", 1)[0])


# -- the pages -----------------------------------------------------------------------------


def test_side_pot_question_shows_players_hands_and_one_box_per_player_and_pot(
    client, side_pot_question
):
    client.force_login(side_pot_question.user)
    response = client.get(f"/en/trainer/questions/{side_pot_question.pk}/")
    page = response.content.decode()
    assert response.status_code == 200
    assert "<html" in page
    for field in _right_boxes(side_pot_question):
        assert f'name="{field}"' in page
    # Whole chips: the keypad leaves out its sign and thousands separator keys.
    assert page.count('data-keypad="digits"') == len(_right_boxes(side_pot_question))
    assert "Main pot" in page and "Side pot 1" in page and "folded" in page


def test_side_pot_question_renders_only_the_partial_for_htmx(client, side_pot_question):
    client.force_login(side_pot_question.user)
    response = client.get(f"/en/trainer/questions/{side_pot_question.pk}/", HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    assert "<html" not in response.content.decode()
    assert "HX-Request" in response["Vary"]


@pytest.mark.parametrize("language", ["en", "vi"])
def test_side_pot_question_renders_in_each_language(client, side_pot_question, language):
    client.force_login(side_pot_question.user)
    response = client.get(f"/{language}/trainer/questions/{side_pot_question.pk}/")
    assert response.status_code == 200
    assert f'lang="{language}"' in response.content.decode()


def test_side_pot_answer_right_in_every_box_scores_right(client, side_pot_question):
    client.force_login(side_pot_question.user)
    url = f"/en/trainer/questions/{side_pot_question.pk}/answer/"
    response = client.post(url, _right_boxes(side_pot_question))
    assert response.status_code == 302
    attempt = Attempt.objects.get(question=side_pot_question)
    assert attempt.is_correct
    page = client.get(response["Location"]).content.decode()
    assert ", contested by Seat " in page and "Built from 0 to" in page


def test_side_pot_answer_wrong_in_one_box_scores_wrong_and_explains(client, side_pot_question):
    client.force_login(side_pot_question.user)
    boxes = _right_boxes(side_pot_question)
    first = next(iter(boxes))
    boxes[first] = str(int(boxes[first]) + 5)
    response = client.post(
        f"/en/trainer/questions/{side_pot_question.pk}/answer/", boxes, HTTP_HX_REQUEST="true"
    )
    page = response.content.decode()
    assert not Attempt.objects.get(question=side_pot_question).is_correct
    assert "<html" not in page and "✗" in page


def test_side_pot_answer_given_is_shown_back_pot_by_pot(client, side_pot_question):
    client.force_login(side_pot_question.user)
    boxes = _right_boxes(side_pot_question)
    first = next(iter(boxes))
    boxes[first] = str(int(boxes[first]) + 5)
    answer = reverse("trainer:answer", args=[side_pot_question.pk])

    page = client.get(client.post(answer, boxes)["Location"]).content.decode()

    given = Attempt.objects.get(question=side_pot_question).given
    assert "/" in given  # kept in the key's shape
    assert given not in page
    assert f"Your answer: Main pot: Seat {int(first.split('-')[2]) + 1} {boxes[first]}," in page


def test_side_pot_answer_with_a_non_integer_is_refused_without_an_attempt(
    client, side_pot_question
):
    client.force_login(side_pot_question.user)
    boxes = _right_boxes(side_pot_question)
    boxes[next(iter(boxes))] = "12.5"
    response = client.post(f"/en/trainer/questions/{side_pot_question.pk}/answer/", boxes)
    assert response.status_code == 200
    assert "not a number of chips" in response.content.decode()
    assert 'value="12.5"' in response.content.decode()
    assert not Attempt.objects.filter(question=side_pot_question).exists()


def test_side_pot_answer_double_submit_records_one_attempt(client, side_pot_question):
    client.force_login(side_pot_question.user)
    url = f"/en/trainer/questions/{side_pot_question.pk}/answer/"
    client.post(url, _right_boxes(side_pot_question))
    boxes = dict.fromkeys(_right_boxes(side_pot_question), "0")
    client.post(url, boxes)
    attempts = Attempt.objects.filter(question=side_pot_question)
    assert attempts.count() == 1 and attempts.get().is_correct


def test_side_pot_question_of_another_trainee_is_404(client, side_pot_question):
    client.force_login(TraineeFactory())
    url = f"/en/trainer/questions/{side_pot_question.pk}/"
    assert client.get(url).status_code == 404
    assert client.post(f"{url}answer/", _right_boxes(side_pot_question)).status_code == 404
    assert not Attempt.objects.exists()


def test_side_pot_question_redirects_anonymous_to_log_in(client, side_pot_question):
    response = client.get(f"/en/trainer/questions/{side_pot_question.pk}/")
    assert response.status_code == 302 and "login" in response["Location"]


def test_side_pot_answer_by_get_is_refused(client, side_pot_question):
    client.force_login(side_pot_question.user)
    response = client.get(f"/en/trainer/questions/{side_pot_question.pk}/answer/")
    assert response.status_code == 405


def test_side_pot_question_page_query_count_is_bounded(
    client, side_pot_question, django_assert_num_queries
):
    client.force_login(side_pot_question.user)
    with django_assert_num_queries(4):
        client.get(f"/en/trainer/questions/{side_pot_question.pk}/")


def test_side_pot_showdown_names_each_hand_with_its_ranks():
    # Three pairs on one board: "Pair" three times would not say who wins; "a pair of nines" does.
    showdown = deal_showdown(random.Random(11))

    rows = {row.seat: row.hand for row in players(showdown)}

    for seat, value in showdown.values().items():
        assert rows[seat] == hand_description(value)
    assert all(rows[seat] for seat in showdown.values())


def test_side_pot_showdown_in_vietnamese_names_a_pair_by_its_rank():
    value = best_hand(parse_cards("9s Th Ad 9d 8s 7s 2s"))
    with translation.override("vi"):
        assert hand_description(value) == "đôi 9"


# -- the tables ----------------------------------------------------------------------------


def test_side_pot_cells_are_the_payouts_at_seed_002s_table_then_each_poker_room_table():
    cells = kind_of(QuestionKind.SIDE_POTS.value).catalogue()
    assert [cell.line for cell in cells] == LINES
    assert TABLES[0].settings == SEED_002
    assert [table.settings.seats for table in TABLES] == [4, 6, 9, 10]
    assert [table.settings.ante > 0 for table in TABLES] == [False, False, True, True]


@pytest.mark.parametrize("line", LINES)
@pytest.mark.parametrize("seed", range(25))
def test_answer_key_is_the_engines_side_pots_at_every_table(line, seed):
    showdown = deal_showdown(random.Random(seed), line)
    settings = showdown.settings
    values = {s: best_hand(showdown.hole[s] + showdown.board) for s in showdown.live}
    pots = build_pots(showdown.contributions, showdown.folded)
    awards = award_pots(pots, values, showdown.button)

    assert settings == table_for(line).settings
    assert len(showdown.contributions) == len(showdown.hole) == settings.seats
    assert answer_key(showdown) == "/".join(
        ",".join(str(dict(a.shares).get(s, 0)) for s in showdown.live) for a in awards
    )
    assert sum(a.amount for a in awards) == sum(showdown.contributions)


@pytest.mark.parametrize("line", ["split", *TABLE_LINES])
@pytest.mark.parametrize("seed", range(25))
def test_deal_showdown_posts_the_tables_antes_and_blinds(line, seed):
    showdown = deal_showdown(random.Random(seed), line)
    settings, chips = showdown.settings, showdown.contributions
    small, big = blind_seats(showdown.button, range(settings.seats))
    called = settings.ante + settings.big_blind

    assert all(amount >= settings.ante for amount in chips)  # everyone dealt in antes
    assert chips[small] >= settings.ante + settings.small_blind and chips[big] >= called
    assert all(chips[seat] >= called for seat in showdown.live)
    assert showdown.button in showdown.seated  # the page shows who has the button
    if settings.ante:
        assert showdown.seated == tuple(range(settings.seats))


@pytest.mark.parametrize("line", LINES)
def test_each_side_pot_line_is_dealt_on_demand_at_its_table(db, deal, line):
    question = deal(QuestionKind.SIDE_POTS.value, line=line, seed=f"side:{line}")

    showdown = Showdown.from_data(question.choices)
    assert question.cell == f"side_pots:{line}"
    assert showdown.settings == table_for(line).settings
    assert showdown_line(showdown) == line


def test_an_unknown_side_pot_line_is_refused():
    with pytest.raises(LookupError):
        deal_showdown(random.Random(1), "twelve_seats")


@pytest.mark.parametrize("line", LINES)
def test_stored_side_pot_question_replays_the_same_showdown_and_key(db, deal, line):
    dealt = deal(QuestionKind.SIDE_POTS.value, line=line, seed=4)
    stored = Question.objects.get(pk=_stored(dealt.choices, dealt.answer_key, dealt.cell).pk)

    showdown = Showdown.from_data(json.loads(json.dumps(stored.choices)))
    assert stored.choices["table"] == showdown.settings.to_dict()
    assert showdown.to_data() == dealt.choices
    assert showdown_line(showdown) == line
    assert answer_key(showdown) == stored.answer_key == dealt.answer_key


def test_stored_showdown_that_does_not_fit_its_table_is_refused():
    data = {**OLD_CHOICES, "table": table_for("six_seats").settings.to_dict()}
    with pytest.raises(ValueError):
        Showdown.from_data(data)


# -- questions stored before tables --------------------------------------------------------


def test_old_side_pot_question_is_read_at_seed_002s_table():
    showdown = Showdown.from_data(OLD_CHOICES)
    assert showdown.settings == SEED_002
    assert showdown.seated == (0, 2, 3) and showdown.live == (0, 2)
    assert answer_key(showdown) == OLD_KEY
    assert showdown_line(showdown) == "outright"


def test_old_side_pot_question_shows_as_before(client, db):
    question = _stored(OLD_CHOICES, OLD_KEY, "side_pots:outright")
    client.force_login(question.user)

    page = client.get(reverse("trainer:question", args=[question.pk])).content.decode()

    fields = {"chips-0-0", "chips-0-2", "chips-1-0", "chips-1-2"}
    assert all(f'name="{field}"' in page for field in fields)
    assert page.count('data-keypad="digits"') == len(fields)
    assert "Seat 1" in page and "Seat 4" in page and "Seat 2" not in page
    assert "Table: 4 seats, blinds 10/20, no ante." in page


@pytest.mark.parametrize(("boxes", "right"), [("300,0/0,300", True), ("150,150/0,300", False)])
def test_old_side_pot_question_grades_as_before(client, db, boxes, right):
    question = _stored(OLD_CHOICES, OLD_KEY, "side_pots:outright")
    client.force_login(question.user)
    data = {}
    for index, row in enumerate(boxes.split("/")):
        for seat, chips in zip((0, 2), row.split(","), strict=True):
            data[f"chips-{index}-{seat}"] = chips

    response = client.post(reverse("trainer:answer", args=[question.pk]), data)

    attempt = Attempt.objects.get(question=question)
    assert response.status_code == 302
    assert attempt.is_correct is right and attempt.given == boxes
    page = client.get(response["Location"]).content.decode()
    assert "Right answer: Main pot: Seat 1 300, Seat 3 0; Side pot 1: Seat 1 0, Seat 3 300" in page
    assert "in antes" not in page


def test_old_side_pot_attempt_reads_pot_by_pot_in_the_admin(db):
    question = _stored(OLD_CHOICES, OLD_KEY, "side_pots:outright")
    attempt = AttemptFactory(
        question=question, kind=QuestionKind.SIDE_POTS, given="150,150/0,300", variant=None
    )

    (texts,) = answer_texts([attempt])

    assert texts.given == "Main pot: Seat 1 150, Seat 3 150; Side pot 1: Seat 1 0, Seat 3 300"
    assert texts.right == "Main pot: Seat 1 300, Seat 3 0; Side pot 1: Seat 1 0, Seat 3 300"


@pytest.mark.parametrize(
    ("language", "layer", "contributed"),
    [
        ("en", "from 1,000 to 2,500 chips a player", "Seat 3 1,500, Seat 4 1,500"),
        ("vi", "từ 1.000 đến 2.500 chip mỗi người chơi", "Ghế 3 1.500, Ghế 4 1.500"),
    ],
)
def test_worked_layers_write_chips_as_the_language_groups_them(language, layer, contributed):
    showdown = Showdown.from_data({**OLD_CHOICES, "contributions": [1000, 0, 2500, 2500]})
    with translation.override(language):
        side = pot_rows(showdown)[1]
    assert (side.layer, side.contributed, side.antes) == (layer, contributed, "")


# -- a ten-seat table ----------------------------------------------------------------------


@pytest.fixture
def ten_seat_question(db, deal) -> Question:
    dealt = deal(QuestionKind.SIDE_POTS.value, line="ten_seats", seed=10)
    return _stored(dealt.choices, dealt.answer_key, dealt.cell)


@pytest.fixture
def ten_players_question(db) -> Question:
    showdown = _ten_at_the_showdown()
    return _stored(showdown.to_data(), answer_key(showdown), "side_pots:ten_seats")


@pytest.mark.parametrize(
    ("language", "seat", "table"),
    [
        ("en", "Seat 10", "Table: 10 seats, blinds 50/100, ante 25."),
        ("vi", "Ghế 10", "Bàn: 10 ghế, blind 50/100, ante 25."),
    ],
)
@pytest.mark.parametrize("htmx", [False, True])
def test_ten_seat_question_renders_every_player_and_box(
    client, ten_seat_question, language, seat, table, htmx
):
    client.force_login(ten_seat_question.user)
    headers = {"HTTP_HX_REQUEST": "true"} if htmx else {}

    response = client.get(f"/{language}/trainer/questions/{ten_seat_question.pk}/", **headers)

    page = response.content.decode()
    assert response.status_code == 200
    assert ("<html" in page) is not htmx
    if not htmx:
        assert f'lang="{language}"' in page
    for field in _right_boxes(ten_seat_question):
        assert f'name="{field}"' in page
    assert seat in page and table in page
    assert page.count('<th scope="row">') == 10  # every player posted the ante


@pytest.mark.parametrize(
    ("language", "antes"),
    [
        ("en", "It holds 250 in antes, from 10 players: dead money, in the pot but part of"),
        ("vi", "Pot này có 250 tiền ante của 10 người chơi: tiền chết, nằm trong pot nhưng"),
    ],
)
def test_ten_seat_worked_answer_counts_the_antes_in_the_main_pot(
    client, ten_seat_question, language, antes
):
    client.force_login(ten_seat_question.user)
    answer = f"/{language}/trainer/questions/{ten_seat_question.pk}/answer/"

    page = client.get(client.post(answer, _right_boxes(ten_seat_question))["Location"])

    text = page.content.decode()
    assert text.count(antes) == 1  # the antes are all in the main pot
    assert Attempt.objects.get(question=ten_seat_question).is_correct


def test_six_seat_worked_answer_has_no_ante_line(client, db, deal):
    dealt = deal(QuestionKind.SIDE_POTS.value, line="six_seats", seed=6)
    question = _stored(dealt.choices, dealt.answer_key, dealt.cell)
    client.force_login(question.user)
    answer = reverse("trainer:answer", args=[question.pk])

    page = client.get(client.post(answer, _right_boxes(question))["Location"]).content.decode()

    assert "Table: 6 seats, blinds 25/50, no ante." in page
    assert "in antes" not in page


def test_ten_players_answer_form_has_a_box_per_player_and_pot(client, ten_players_question):
    client.force_login(ten_players_question.user)

    page = client.get(reverse("trainer:question", args=[ten_players_question.pk])).content.decode()

    assert len(_right_boxes(ten_players_question)) == 30  # 10 players, 3 pots
    assert page.count('data-keypad="digits"') == 30
    assert 'name="chips-2-9"' in page


def test_ten_players_answer_right_in_every_box_scores_right(client, ten_players_question):
    client.force_login(ten_players_question.user)
    answer = reverse("trainer:answer", args=[ten_players_question.pk])

    response = client.post(answer, _right_boxes(ten_players_question))

    assert response.status_code == 302
    assert Attempt.objects.get(question=ten_players_question).is_correct


def test_ten_players_answer_wrong_in_the_last_box_scores_wrong(client, ten_players_question):
    client.force_login(ten_players_question.user)
    boxes = _right_boxes(ten_players_question)
    boxes["chips-2-9"] = str(int(boxes["chips-2-9"]) + 25)
    answer = reverse("trainer:answer", args=[ten_players_question.pk])

    page = client.post(answer, boxes, HTTP_HX_REQUEST="true").content.decode()

    attempt = Attempt.objects.get(question=ten_players_question)
    assert not attempt.is_correct
    assert attempt.given.split("/")[2].split(",")[9] == boxes["chips-2-9"]
    assert "✗" in page and "Seat 10" in page


def test_ten_players_answer_with_a_box_missing_is_refused_without_an_attempt(
    client, ten_players_question
):
    client.force_login(ten_players_question.user)
    boxes = _right_boxes(ten_players_question)
    del boxes["chips-1-9"]

    response = client.post(reverse("trainer:answer", args=[ten_players_question.pk]), boxes)

    assert response.status_code == 200
    assert "Type a number of chips in every box" in response.content.decode()
    assert not Attempt.objects.filter(question=ten_players_question).exists()


def test_ten_players_attempt_reads_every_seat_in_the_admin(ten_players_question):
    key = ten_players_question.answer_key
    attempt = AttemptFactory(
        question=ten_players_question, kind=QuestionKind.SIDE_POTS, given=key, variant=None
    )

    (texts,) = answer_texts([attempt])

    assert texts.given == texts.right
    pots = texts.right.split("; ")
    assert [pot.split(": ")[0] for pot in pots] == ["Main pot", "Side pot 1", "Side pot 2"]
    assert pots[0].count("Seat ") == 10 and "Seat 10 " in pots[2]
    assert "/" not in texts.right
